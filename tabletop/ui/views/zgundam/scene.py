"""The Z Gundam table on screen: 2-6 seats passing one computer.

Drawn from ``session.view(seat)`` for the seat at the computer only (the base
``GameScene`` keeps that seat and raises the privacy curtain when a different
person must take the screen, including for a reaction of the attacked seat
mid-turn; while computer seats play with two or more people at the table, the
neutral view, no hand face up). The
table (``board``) is on the left; on the right: whose turn and the phase, the
five action groups a-e of ルール (2) as buttons, the actions the current
selection still allows (labelled by ``describe_action``), undo/redo, the
battle panel (dice and hits per side) and the seat's own log.

Playing: drag a card onto another (MS onto a pilot, a combat-ready MS onto an
enemy MS or ship, a ship onto an enemy ship, a card onto the discard pile), or
click one thing after the other; when one legal action is left it is applied,
otherwise the list shows the choices (e.g. how many points to repair).

After the curtain is lifted a seat gets a recap of the log since it last had
the computer (``session.log_for(seat)`` only: what that seat may know).
"""

from __future__ import annotations

import re
from functools import partial

import pygame

from tabletop.core.errors import RulesError
from tabletop.core.game import Event
from tabletop.core.i18n import Text
from tabletop.games.zgundam import actions as A
from tabletop.ui import theme
from tabletop.ui.cards.render import card_size
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.surfacecache import SurfaceCache
from tabletop.ui.text import key
from tabletop.ui.widgets import Button, Label, LogPanel, PrivacyCurtain, TextDialog, Widget
from tabletop.ui.widgets.scroll import TabbedRows
from tabletop.ui.widgets.button import WrappedButton

from ..base import GameScene
from .action_button import copies, distinct, told_apart
from . import board as board_mod
from .board import Board
from .arrow import SHAFT_W, Arrow, arrow_geometry, under_arrow
from .combat_panel import CombatPanel
from .help import HELP_LINES
from .selection import (GROUP_HINTS, GROUP_SHORT, GROUPS, Selection, dropped, group_hint, group_of, meant,
                        source_of)

RECAP_MAX = 60
LOG_LINES = 100  # the shell's LogPanel re-wraps every line each frame: keep it short
RIGHT_MIN, RIGHT_MAX = 300, 400
#: The side column's least width at a UI scale over 100 % (a window under 900 logical px wide): six seats' rows of
#: ships in lined columns and their pairs need the table's width (``board``; ``tools/zgundam_strips.py``)
RIGHT_NARROW = 240
NARROW_BELOW = 900  # px: a view narrower than this has the narrow side column too (``RIGHT_NARROW``)
#: px: the least type of a thin row's info column of three lines (``board.STACKED_INFO_H``: rows of 44 px and more)
STACKED_TYPE_LEAST = 12
LIST_ROWS = 3  # the action list shows at least this many rows (one fewer in a short window); more scroll
PROMPT_LINES_MAX = 4
HEADER_H = 46
ARROW_GAP = 6  # px of clear space around a zone's label where the attack arrow crosses it
RECAP_TITLE = Text("前回の手番以降（{seat}）", "Since your last turn ({seat})")
REACT_CURTAIN = Text("攻撃を受けています：対応を選んでください（停戦信号・ダミー隕石・反応しない）",
                     "You are attacked: choose your answer (ceasefire signal / dummy meteor / no reaction)")
SELECT_HINT = Text("カードを選ぶか、ドラッグして行動します。", "Pick a card, or drag it, to act.")
PICKED_HINT = Text("光る相手をクリック／ドラッグ、または下の一覧から選ぶ。",  # (two lines at 150 %)
                   "Click or drag onto a highlighted target, or choose below.")
NOT_NOW = Text("今のこの手順では、そのカードを使う行動はありません（手番の行動は a〜e の1つ）。",
               "No action of this step uses that card now (a turn's action is one of a-e).")
NO_DROP = Text("そのカードをそこへ出す行動はありません（手番の行動は a〜e の1つ）。",
               "No action puts that card there (a turn's action is one of a-e).")
CLEAR = Text("選択を解除", "Clear")


def _fmt(text: Text, lang: str, **values) -> str:
    return text.get(lang).format(**values)


def unlabelled(phase: str, turn: str) -> str:
    """``phase`` without its label (the words before its colon) where the label of ``turn`` holds that word group:
    "making MS combat ready (set-up 6)" after "Set-up: Player 1", 「MSの戦闘準備（インスト 6）」 after 「準備中：プレイヤー1」;
    ``phase`` whole otherwise."""
    for colon in ("：", ": "):
        head, sep, rest = phase.partition(colon)
        if sep and head and rest:
            turn_head, turn_sep, _ = turn.replace("：", ": ").partition(": ")
            return rest if turn_sep and head in turn_head else phase
    return phase


class ZGundamScene(GameScene):
    """The card table scene (see the module doc)."""

    lone_roll_report = True  # the battle panel holds one battle: the computers' next one replaces the person's

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.table = CardTableView(app.text)
        self.table.zoom_width = 240
        self.selection = Selection()
        self.board = Board()
        self.view_data: dict = session.view(None)
        self.actions_now: list = []
        self.seen: dict[int, int] = {}
        self.drag: str | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.last_record = None
        self._log_key: tuple | None = None
        self._built: tuple[tuple, dict, Board] | None = None  # ``rebuild``'s last board and what it was built of
        self._unseen = False  # (``enter``, ``resume``: a board no one would see is not built)
        self._label_tips: dict[str, Widget] = {}  # one hover tip per zone whose label is cut
        self._seat_infos: SurfaceCache[tuple[pygame.Surface, tuple[int, int], int]] = SurfaceCache(24)  # ``seat_info`` images: 6 seats, a few looks
        self.table.backdrop = self.background  # zone frames drawn once onto the table's image (``CardTableView``)
        self.menu_button = Button(key("ui.menu"), self.open_menu, size=theme.SIZE_BODY, tooltip=key("ui.menu_hint"))
        self.group_buttons = {g: Button(GROUP_SHORT[g], lambda g=g: self.set_group(g), size=theme.SIZE_SMALL,
                                        tooltip=group_hint(g)) for g in GROUPS}
        self.hint = Label(self.hint_text, wrap=True, size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.prompt = Label(self.prompt_text, wrap=True, size=theme.SIZE_BODY)
        self._prompt_lines = 0
        self._narrow = False  # the side column narrower than ``RIGHT_MIN`` at the last layout
        self._groups_shown = False
        self._combat_wanted = 0
        self._list_take = 0  # the room the action list's first rows took beyond its least (``list_take``)
        self._list_room = (0, -1)  # (its least, the most it may take) at the last layout
        self._prints: tuple[tuple, list[pygame.Rect]] = ((), [])  # ``card_prints``: (layout key, rects)
        self._arrow: tuple[tuple, Arrow] | None = None  # ``draw_attack``: (layout key, the attack's arrow)
        self.head = Label(self.head_text, size=theme.SIZE_LABEL, colour=theme.GOLD, valign="center")
        self.action_list = TabbedRows(item_height=34, gap=4)  # never half an action
        self.clear_button = Button(CLEAR, self.clear_selection, size=theme.SIZE_SMALL, shortcut="")
        self.undo_button = Button(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=self.can_undo,
                                  size=theme.SIZE_SMALL)
        self.redo_button = Button(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=self.can_redo,
                                  size=theme.SIZE_SMALL)
        self.result_button = Button(key("ui.show_result"), self.show_outcome, style="primary")
        self.combat = CombatPanel()
        self.log = LogPanel(title=key("ui.log"), whole_entries=True,
                            on_open=self.open_log)  # at 800x560 the panel holds a line: "Show all" opens the log
        self.log_button = Button(key("ui.log"), self.open_log, size=theme.SIZE_SMALL, shortcut="")  # the log
        # in a dialog, while the battle panel has the log's place
        self.log_button.visible = False
        self.add(self.menu_button, self.head, *self.group_buttons.values(), self.hint, self.prompt, self.action_list,
                 self.clear_button, self.undo_button, self.redo_button, self.result_button, self.combat, self.log,
                 self.log_button)
        record = self.view_data.get("last_combat")
        self.combat.show(record, self.view_data["cards"], animate=False)
        self.last_record = record

    # -- who may act --------------------------------------------------------------------------
    def at_computer(self) -> bool:
        decision = self.session.pending()
        return decision is not None and decision.seat == self.shown_seat and not self.curtain_up

    def open_menu(self) -> None:
        from ...scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def help_text(self) -> list:
        return list(HELP_LINES)

    # -- texts ----------------------------------------------------------------------------------
    def prompt_text(self, lang: str) -> str:
        decision = self.session.pending()
        if decision is None:
            return self.session.turn_label().get(lang)
        prompt = decision.prompt.get(lang) if decision.prompt else ""
        who = self.game.seat_name(decision.seat, lang)
        return f"{who}：{prompt}" if lang == "ja" else f"{who}: {prompt}"

    def head_text(self, lang: str) -> str:
        """The header after the title: whose turn, and the phase (shrunk or cut to fit; whole on hover), the phase's
        label left off where the turn's says it ("Set-up: Player 1　making MS combat ready (set-up 6)", not
        "Set-up: Player 1　Set-up: making…")."""
        label = self.session.turn_label().get(lang)
        phase = Text(**self.view_data["phase_text"]).get(lang) if self.view_data.get("phase_text") else ""
        return f"{label}　{unlabelled(phase, label)}" if phase and not self.session.is_over() else label

    def hint_text(self, lang: str) -> str:
        if not self.at_computer():
            return ""
        if self.selection.group:
            g = self.selection.group
            whole = group_hint(g).get(lang)  # (English had "Combat ready：Drag")
            if self.hint.rect.w and len(self.app.text.wrap(whole, theme.SIZE_SMALL, self.hint.rect.w)) > 2:
                return GROUP_HINTS[g].get(lang)  # (150 %: the group's lit button and its tooltip name it)
            return whole
        if not self.actions_now or all(group_of(a) == "" for a in self.actions_now):
            return ""
        if self.selection.picked:
            return PICKED_HINT.get(lang)
        return SELECT_HINT.get(lang)

    # -- refresh --------------------------------------------------------------------------------
    def on_change(self, events: list[Event]) -> None:
        session = self.session
        viewer = self.viewer
        self.view_data = session.view(viewer)
        self.actions_now = session.legal_actions() if self.at_computer() else []
        if self.selection.picked and not self.selection.candidates(self.actions_now):
            self.selection.clear()
        if self.selection.group and not any(group_of(a) == self.selection.group for a in self.actions_now):
            self.selection.group = ""
        self.refresh_buttons()
        record = self.view_data.get("last_combat")
        if record != self.last_record:
            fresh = any(e.kind in ("roll", "combat") for e in events)
            self.combat.show(record, self.view_data["cards"], animate=fresh)
            self.last_record = record
        else:
            self.combat.cards = self.view_data["cards"] or self.combat.cards
        if self.prompt.rect.w and (self.prompt_lines(self.prompt.rect.w), self.groups_shown(), self.combat_wanted(),
                                   self.list_take(self.prompt.rect.w + 8)) != \
                (self._prompt_lines, self._groups_shown, self._combat_wanted, self._list_take):
            self.layout(self.app.size)  # the prompt or the battle needs more or fewer lines, the groups come or go:
            # the column re-flows
        else:
            self.rebuild()
        log = session.log_for(viewer)
        if self._log_key != (viewer, len(log)):  # re-wrapping the log is the costly part of a refresh
            self._log_key = (viewer, len(log))
            self.log.set_lines(self.log_lines(log))
        if viewer is not None and not self.curtain_up:
            self.seen[viewer] = len(log)

    def refresh_buttons(self) -> None:
        acts = self.actions_now
        for g, button in self.group_buttons.items():
            button.enabled = any(group_of(a) == g for a in acts)
            button.selected = self.selection.group == g
        if self.selection.picked or self.selection.group:
            shown = self.selection.candidates(acts)
        else:
            shown = sorted(acts, key=lambda a: (group_of(a) != "", GROUPS.index(group_of(a)) if group_of(a) else 0))
        session = self.session
        buttons = []
        same = copies(self.view_data, self.own_hand())
        shown = distinct(shown, same)
        notes = told_apart(shown, same, self.view_data["cards"])
        for i, action in enumerate(shown):
            style = "primary" if group_of(action) == "" else "normal"
            label = partial(session.describe_action, action)  # the label in the language asked
            buttons.append(WrappedButton(label, lambda a=action: self.choose(a), size=theme.SIZE_SMALL, style=style,
                                         least=self.action_list.item_height, words=True, sublabel=notes.get(i)))
        self.action_list.set_items(buttons)
        self.fit_actions()
        self.result_button.visible = self.session.is_over()
        self.clear_button.enabled = bool(self.selection.picked or self.selection.group)

    def enter(self) -> None:
        """As a game scene enters (``GameScene.enter``), but the board is built only where it is seen: not behind the
        opaque curtain a game starts with (the neutral view's board, ~300 ms of the first view at six seats in
        800x560); the seat's board, built when the curtain is lifted, is the first."""
        self._unseen = True
        try:
            super().enter()
        finally:
            self._unseen = False
        if not self.covered():
            self.rebuild()

    def resume(self) -> None:
        """As a game scene resumes; the neutral view's board is not built as the curtain over it closes (its
        ``on_ready`` hands the table to the seat at once: that seat's board is the one seen)."""
        self._unseen = self.curtain_up and self.shown_seat is None and self.viewer is None
        try:
            super().resume()
        finally:
            self._unseen = False

    def covered(self) -> bool:
        """Whether an opaque scene over this one (the privacy curtain) hides the whole table."""
        scenes = self.app.scenes
        return self in scenes and any(scene.opaque for scene in scenes[scenes.index(self) + 1:])

    def rebuild(self) -> None:
        """Lay the table out again for the current view, selection and size (not where no one would see it: ``enter``, ``resume``)."""
        if self._unseen:
            return
        picked = list(self.selection.picked)
        if self.drag is not None:
            picked = [self.drag]
        acts = self.actions_now
        if picked:
            highlight = Selection.__new__(Selection)
            highlight.picked, highlight.group = picked, self.selection.group
            marks = highlight.highlight(acts)
        else:
            marks = {source_of(a) for a in self.selection.candidates(acts) if source_of(a)}
            if self.view_data["phase"] == "react":
                marks |= {a.card for a in acts if isinstance(a, (A.PlayCeasefire, A.PlayDummyMeteor))}
        pending = (self.view_data.get("pending") or {}).get("attack")
        attack = (pending["card"], pending["target"]) if pending else None
        me = self.viewer
        # the same view laid out the same way is the same board (a change, the curtain's lift and a layout may each
        # ask for it: building a six-seat board tries up to three layouts and measures every strip)
        asked = (tuple(self.table_rect), me, frozenset(marks), tuple(picked), attack, self.app.lang, self.app.scale,
                 id(self.table.cards))
        if self._built is None or self._built[0] != asked or self._built[1] != self.view_data:
            board = board_mod.build(self.view_data, self.table_rect, me, marks, picked, attack, self.table.cards,
                                    self.app.lang)
            self._built = (asked, self.view_data, board)
        self.board = self._built[2]
        self.table.set_zones(self.board.zones, self._pointer)  # the zone under the mouse keeps still

    # -- choosing ---------------------------------------------------------------------------------
    def choose(self, action) -> None:
        self.selection.clear()
        self.apply_action(action)
        self.refreshed()

    def refreshed(self) -> None:
        """The action list for the selection now (``refresh_buttons``) and the table: the side column laid out again
        where the list's first rows take other room whole (``list_take``: a group's rows of three lines at 150 %)."""
        self.refresh_buttons()
        if self.prompt.rect.w and self.list_take(self.prompt.rect.w + 8) != self._list_take:
            self.layout(self.app.size)
        else:
            self.rebuild()

    def set_group(self, group: str) -> None:
        self.selection.set_group(group)
        self.refreshed()

    def clear_selection(self) -> None:
        self.selection.clear()
        self.selection.group = ""
        self.refreshed()

    def seat_at(self, pos: tuple[int, int]) -> str | None:
        """``seat:N`` for the seat area under ``pos`` (colony laser targets a player)."""
        for zone in reversed(self.table.zones):
            m = re.match(r"(?:seat|ships|ready|score|hand)(\d+)$", zone.name)
            if m and zone.rect.collidepoint(pos):
                return f"seat:{m.group(1)}"
        return None

    def thing_at(self, pos: tuple[int, int], piles: bool = False) -> str | None:
        """What is under ``pos``: a card id, ``discard`` / ``ship_deck``, or ``seat:N``."""
        zone = self.table.zone_at(pos)
        if piles and zone is not None and zone.name in ("discard", "ship_deck"):
            return zone.name
        slot = self.table.card_at(pos)
        if slot is not None and slot.entry.id is not None and slot.zone not in ("discard",):
            return slot.entry.id
        if zone is None:
            return None
        if zone.name in ("discard", "ship_deck"):
            return zone.name
        m = re.match(r"(?:seat|ships|ready|score|hand)(\d+)$", zone.name)
        return f"seat:{m.group(1)}" if m else None

    def pick(self, thing: str) -> None:
        acts = self.actions_now
        if thing in ("discard", "ship_deck") and len(self.selection.picked) == 1:
            options = dropped(acts, self.selection.picked[0], thing)
            if len(options) == 1:
                self.choose(options[0])
                return
        instant = self.view_data["phase"] == "react"
        before = list(self.selection.picked)
        action = self.selection.click(acts, thing, instant=instant)
        if action is not None:
            self.choose(action)
            return
        if not self.selection.picked and thing not in before and not thing.startswith("seat:") \
                and thing not in ("discard", "ship_deck"):
            if thing in self.own_hand():  # a hand card is always at least a discard (e): ask the rules about that
                self.explain(A.Discard(thing))
            else:
                self.show_error(RulesError("zgundam ルール (2)", NOT_NOW.ja, NOT_NOW.en))
        self.refreshed()

    def drop(self, card: str, pos: tuple[int, int]) -> None:
        target = self.thing_at(pos, piles=True)
        if target is None or target == card:
            self.rebuild()
            return
        options = dropped(self.actions_now, card, target, self.selection.group)
        if not options:
            options = dropped(self.actions_now, card, target)
        seat = self.seat_at(pos)
        if not options and seat is not None:
            target, options = seat, dropped(self.actions_now, card, seat)
        if len(options) == 1:
            self.choose(options[0])
            return
        if options:
            self.selection.picked = [card, target] if target not in ("discard", "ship_deck") else [card]
        else:
            self.explain(meant(self.view_data["cards"], self.own_hand(), card, target))
        self.refreshed()

    def own_hand(self) -> list[str]:
        me = self.viewer
        return list(self.view_data["seats"][me]["hand"] or []) if me is not None else []

    def explain(self, action) -> None:
        """Why a drop or click does nothing: the rules' own refusal of the action it stands for
        (its rule in the bar, with "why?"), or - when no action of the game means it - rule (2),
        which lists every action of a turn."""
        if action is None or action in self.actions_now:
            self.show_error(RulesError("zgundam ルール (2)", NO_DROP.ja, NO_DROP.en))
        else:
            self.apply_action(action)  # not among the legal actions: refused, with the rule that says so

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """A widget under ``pos``, or else a zone label drawn cut: its whole text shows on hover."""
        found = super().widget_at(pos)
        if found is not None or not self.table_rect.collidepoint(pos):
            return found
        zone = self.table.cut_label_at(pos, self.app.lang)
        if zone is None:
            return None
        tip = self._label_tips.get(zone.name)
        if tip is None:
            tip = self._label_tips[zone.name] = Widget(tooltip=partial(self.zone_label, zone.name))
        tip.rect = pygame.Rect(zone.frame or zone.rect)
        return tip

    def zone_label(self, name: str, lang: str) -> str:
        """The label with its count of the zone ``name`` now, in ``lang``."""
        zone = next((z for z in self.table.zones if z.name == name), None)
        return self.table.label_text(zone, lang) if zone is not None else ""

    # -- input ------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.pointer:
            self.table.pointer_moved(inp.pos)
        if super().handle(inp):
            return True
        if not inp.pointer or not self.at_computer():
            return False
        if inp.kind == "drag_start" and self.table_rect.collidepoint(inp.start):
            thing = self.thing_at(inp.start)
            if thing and any(thing in (source_of(a),) or thing in _things(a) for a in self.actions_now) \
                    and not thing.startswith("seat:"):
                self.drag = thing
                self.rebuild()
                return True
            return False
        if inp.kind == "drag_end" and self.drag is not None:
            card, self.drag = self.drag, None
            self.drop(card, inp.pos)
            return True
        if inp.kind == "click" and self.table_rect.collidepoint(inp.pos):
            if inp.button == 3:
                self.clear_selection()
                return True
            thing = self.thing_at(inp.pos, piles=bool(self.selection.picked))
            seat = self.seat_at(inp.pos)
            if thing is not None and seat is not None and thing != seat and self.selection.picked \
                    and not self.selection.candidates_with(self.actions_now, thing) \
                    and self.selection.candidates_with(self.actions_now, seat):
                thing = seat  # a card of the targeted player stands for the player
            if thing is None:
                self.clear_selection()
            else:
                self.pick(thing)
            return True
        return False

    # -- curtain and recap ----------------------------------------------------------------------
    def curtain_scene(self, seat, decision, on_ready, report):
        """The privacy curtain (the reaction curtain for an attacked seat's answer); a pick or a drag
        in progress is dropped first."""
        self.selection.clear()
        self.selection.group = ""
        self.drag = None
        if decision.kind == "react":
            return ReactCurtain(self.app, self.seat_name(seat), on_ready=on_ready, report=report)
        return super().curtain_scene(seat, decision, on_ready, report)

    def handed_over(self, seat: int) -> None:
        """After the curtain: the seat's recap of its log since it last had the computer."""
        recap = self.session.log_for(seat)[self.seen.get(seat, 0):]
        self.on_change([])
        if recap and not self.session.is_over():
            name = self.seat_name(seat)
            lines = [((lambda lang, e=e: e.line(lang)), theme.GOLD if e.kind in ("roll", "combat") else theme.TEXT)
                     for e in recap[-RECAP_MAX:]]
            title = lambda lang: _fmt(RECAP_TITLE, lang, seat=name.get(lang))  # noqa: E731
            self.app.push(RecapDialog(self.app, title, lines))

    @staticmethod
    def log_lines(log: list[Event]) -> list:
        """The last ``LOG_LINES`` events of a seat's log as the log shows them (rolls and battles in gold)."""
        return [((lambda lang, e=event: e.line(lang)), theme.GOLD if event.kind in ("roll", "combat") else theme.TEXT)
                for event in log[-LOG_LINES:]]

    def open_log(self) -> None:
        """The seat's log in a dialog (the battle panel has the log's place: a long result at UI scale 150 %)."""
        lines = self.log_lines(self.session.log_for(self.viewer))
        self.app.push(RecapDialog(self.app, key("ui.log"), lines))

    def show_outcome(self) -> None:
        from .outcome import ZGundamOver

        self.app.push(ZGundamOver(self.app, self))

    # -- layout and drawing ---------------------------------------------------------------------
    def toast_area(self) -> pygame.Rect:
        """Where the app's toasts go (``App._draw_toast``): at the foot of the decks and the side column, over the log,
        never over the hand (the saved game's name covered the hand's cards at the game's end at 150 %)."""
        # (from the decks' left edge where the column alone is too narrow for "Saved: zgundam-20261203-180713.json")
        decks = next((z.rect for z in self.board.zones if z.name == "ship_deck"), None)
        left = decks.x if decks is not None else self.combat.rect.x + 4
        return pygame.Rect(left, 0, self.combat.rect.right - 4 - left, self.log.rect.bottom - 12)

    def layout(self, size) -> None:
        """The table on the left; the side column from the top: prompt (as many lines as it needs),
        groups a-e and the hint (only while an action of a group is legal: not during a reaction, the
        set-up or another seat's turn), the action list (a scroll list of at least ``LIST_ROWS`` rows),
        clear / undo / redo, the battle panel and the log. A short window takes room from the log, then
        the battle panel, and the list shows one row fewer (it scrolls). What the window has below the
        view (a client's network band) comes out of the log, then the battle panel, before the list. A battle
        whose whole result needs more than that (UI scale 150 %) takes it from the log, down to the log's title
        and one line, or the log's whole place (the log's last lines say the same; a "log" button at the
        panel's top right opens it in a dialog then), and from the list down to a row while the seat chooses no
        move; a seat choosing its move keeps ``LIST_ROWS`` rows (the panel's result scrolls)."""
        w, h = size
        m = 8
        text = self.app.text
        below = max(0, self.app.size[1] - h)  # the network band under the view (none in hot seat)
        # (at UI scale 150 % narrower: the other seats' rows get the width their ships' numbers in columns need; so in a
        # window as narrow, ``NARROW_BELOW``: five seats at 800x560 cut 84 names a set-up beside a 300 px column)
        right_w = max(RIGHT_NARROW if self.app.scale > 1 or w < NARROW_BELOW else RIGHT_MIN, min(RIGHT_MAX, int(w * 0.26)))
        rx = w - right_w - m
        self.table_rect = pygame.Rect(m, HEADER_H + m, rx - 2 * m, h - HEADER_H - 2 * m)
        self.banner_area = pygame.Rect(m, 5, w - 2 * m - 130, HEADER_H - 10)
        self.menu_button.rect = pygame.Rect(w - m - 120, 5, 120, HEADER_H - 10)
        y = HEADER_H + m
        self.head.rect = self.head_rect(w)
        # a narrow side column (150 %, 800x560) leaves out the prompt the header shows whole: two rows of actions
        # whole instead of one over a blank
        self._narrow = right_w < RIGHT_MIN
        self._prompt_lines = self.prompt_lines(right_w - 8)
        self.prompt.visible = self._prompt_lines > 0
        self.prompt.rect = pygame.Rect(rx + 4, y, right_w - 8,
                                       self._prompt_lines * text.line_height(theme.SIZE_BODY) + 2 if self._prompt_lines else 0)
        y = self.prompt.rect.bottom + 6 if self._prompt_lines else y
        self._groups_shown = self.groups_shown()
        gx = rx
        for g, bw in zip(GROUPS, self.group_widths(right_w)):
            self.group_buttons[g].rect = pygame.Rect(gx, y, bw, 34)
            self.group_buttons[g].visible = self._groups_shown
            gx += bw + 4
        self.hint.visible = self._groups_shown
        if self._groups_shown:
            y += 38
            self.hint.rect = pygame.Rect(rx + 4, y, right_w - 8,
                                         self.hint_lines(right_w - 8) * text.line_height(theme.SIZE_SMALL))
            y = self.hint.rect.bottom + 4
        small = text.line_height(theme.SIZE_SMALL)
        # a row of the list: an action naming its target takes two lines in the side column
        row = max(self.action_list.item_height, 10 + 2 * small) + self.action_list.gap
        log_min = 30 + 2 * small + 6  # the log's title and two lines
        self._combat_wanted = self.combat_wanted(right_w)
        # heading, two sides, result; before a battle (or a short one) no more than its record
        combat_min = min(self._combat_wanted,
                         text.line_height(theme.SIZE_BODY) + 2 + 2 * (small + 20) + small + 4)
        full = h + below  # the battle panel and the log are sized for the window, then pay for the band
        log_least = 30 + small + 6  # the log's title and a line
        for rows in (LIST_ROWS, LIST_ROWS - 1):  # a short window: one row fewer (the list scrolls), the panel whole
            room = full - m - y - (rows * row - self.action_list.gap) - 6 - 34 - 6 - 6  # the battle panel and the log
            if room >= combat_min + log_least:
                break
        if room < combat_min + log_min:  # (UI scale 150 %) the log gives up lines before the list a row
            log_min = max(log_least, room - combat_min)
        log_h = max(log_min, int(full * 0.16))
        combat_h = max(combat_min, min(240, int(full * 0.27)))
        over = combat_h + log_h - room
        if over > 0:
            cut = min(over, log_h - log_min)
            log_h -= cut
            combat_h = max(combat_min, combat_h - (over - cut))
        cut = min(below, log_h - log_min)  # the band: from the log, then the battle panel, then the list
        log_h -= cut
        combat_h -= min(below - cut, combat_h - combat_min)
        if self._combat_wanted > combat_h:  # the battle's whole result: room from the log (it holds the same lines)
            if log_h - (self._combat_wanted - combat_h) >= 30 + small + 6:  # the log keeps its title and a line
                log_h -= self._combat_wanted - combat_h
                combat_h = self._combat_wanted
            else:  # the panel takes the log's place until a battle that fits (the log's last lines are this one)
                combat_h += log_h + 6
                log_h = -6
        # a seat choosing its move (groups a-e shown) keeps ``LIST_ROWS`` rows of the list; else the list gives way
        # down to a row (it scrolls) where the battle's whole result needs it
        list_least = (LIST_ROWS if self._groups_shown else 1) * row - self.action_list.gap
        # as many of its first rows whole as the log and the battle panel at their least leave room for (150 %: a row
        # of two lines over one of three left the second out, the list one row over a gap)
        least = text.line_height(theme.SIZE_BODY) + 2 + (small + 20) + small + 4  # heading, a roll, a line
        most = h - m - min(log_h, log_least) - 6 - min(combat_h, least) - 6 - 34 - y - 6
        self._list_room = (list_least, most)
        self._list_take = self.list_take(right_w)
        list_least = max(list_least, self._list_take)
        if self._combat_wanted > combat_h:  # still short (UI scale 150 %): from the list, down to its least
            spare = h - m - log_h - 6 - combat_h - 6 - 34 - y - 6 - list_least
            combat_h += max(0, min(self._combat_wanted - combat_h, spare))
        need = y + list_least + 6 - (h - m - log_h - 6 - combat_h - 6 - 34)  # the list short of its least rows:
        if need > 0 and log_h > log_least:  # from the log (down to its title and a line), then the battle panel
            cut = min(need, log_h - log_least)  # (down to its heading, a roll and a line: its result scrolls)
            log_h, need = log_h - cut, need - cut
        if need > 0:
            least = text.line_height(theme.SIZE_BODY) + 2 + (small + 20) + small + 4  # heading, a roll, a line
            combat_h -= max(0, min(need, combat_h - least))
        self.log.visible = log_h > 0
        self.log_button.visible = not self.log.visible
        buttons_y = h - m - log_h - 6 - combat_h - 6 - 34
        self.action_list.rect = pygame.Rect(rx, y, right_w, max(row - self.action_list.gap, buttons_y - y - 6))
        self.fit_actions()
        self.result_button.rect = pygame.Rect(rx, y, right_w, 44)
        third = (right_w - 8) // 3
        self.clear_button.rect = pygame.Rect(rx, buttons_y, third, 34)
        self.undo_button.rect = pygame.Rect(rx + third + 4, buttons_y, third, 34)
        self.redo_button.rect = pygame.Rect(rx + 2 * third + 8, buttons_y, right_w - 2 * third - 8, 34)
        self.combat.rect = pygame.Rect(rx, buttons_y + 40, right_w, combat_h)
        self.log.rect = pygame.Rect(rx, self.combat.rect.bottom + 6, right_w, h - m - self.combat.rect.bottom - 6)
        bw = text.size(key("ui.log").get(self.app.lang), theme.SIZE_SMALL)[0] + 24
        self.log_button.rect = pygame.Rect(self.combat.rect.right - 6 - bw, self.combat.rect.y + 5, bw, 26)
        self.combat.aside = bw + 8 if self.log_button.visible else 0
        self.rebuild()

    def group_widths(self, right_w: int) -> list[int]:
        """The widths of the buttons of groups a-e across ``right_w`` (4 px apart): each its label's width and an even
        share of the rest, so that the longest label ("e 捨てる") keeps its print in a narrow side column (UI scale
        150 %, ``RIGHT_NARROW``); by their labels' widths where even those do not fit."""
        room = right_w - 4 * (len(GROUPS) - 1)
        labels = [self.app.text.size(GROUP_SHORT[g].get(self.app.lang), theme.SIZE_SMALL)[0] + 8 for g in GROUPS]
        spare = room - sum(labels)
        widths = [w + spare // len(GROUPS) for w in labels] if spare >= 0 else [w * room // sum(labels) for w in labels]
        widths[-1] += room - sum(widths)
        return widths

    def combat_wanted(self, width: int | None = None) -> int:
        """The battle panel's height for its whole record at the side column's width (``layout`` gives it room)."""
        return self.combat.wanted_height(self.app.text, self.app.lang, width or self.combat.rect.w)

    def fit_actions(self) -> None:
        """Each action's label on as many lines as it needs at the list's width (room for its scroll bar):
        a target's name is never cut."""
        for button in self.action_list.items:
            if isinstance(button, WrappedButton):
                button.fit_width(self.app, self.action_list.rect.w - 10)
        self.action_list.scroll(0)  # the rows' heights changed: the offset stays within the list

    def list_take(self, width: int) -> int:
        """The height the action list takes at the side column's ``width`` for its first rows whole beyond its least,
        within the room the last layout left it (``list_want``; 0: none more); with no group a-e shown (an answer to an
        attack, the hand limit), its first two rows (at 150 % a colony laser's battle took all but one: "停戦信号で戦闘を
        回避" over a scroll arrow, "反応しない" under it)."""
        least, most = self._list_room
        wants = self.list_want(width) if self._groups_shown else self.list_want(width)[:2]
        take = [want for want in wants if want <= most][-1:]
        return take[0] if take and take[0] > least else 0

    def list_want(self, width: int) -> list[int]:
        """The height the action list's first one, two ... ``LIST_ROWS`` rows take whole at the side column's ``width``
        (with the tab's room at its foot where more rows follow)."""
        items, gap = self.action_list.items, self.action_list.gap
        out, total = [], -gap
        for k, item in enumerate(items[:LIST_ROWS], 1):
            if isinstance(item, WrappedButton):
                item.fit_width(self.app, width - 10)
            total += getattr(item, "row_height", self.action_list.item_height) + gap
            out.append(total + (TabbedRows.TAB_ROOM if len(items) > k else 0))
        return out

    def groups_shown(self) -> bool:
        """Whether the group buttons a-e and the hint take room: an action of a group is legal now."""
        return any(group_of(a) for a in self.actions_now)

    def hint_lines(self, width: int) -> int:
        """The hint's lines at ``width``: as many as the longest of the groups' and pick hints takes (2-3), the same
        whichever group is chosen (at 150 % two lines lost "(or click both)"; the hints are worded for two)."""
        lang = self.app.lang
        texts = [GROUP_HINTS[g].get(lang) for g in GROUPS]  # (``hint_text``: without the title where that is longer)
        texts += [SELECT_HINT.get(lang), PICKED_HINT.get(lang)]
        return max(2, min(3, max(len(self.app.text.wrap(t, theme.SIZE_SMALL, width)) for t in texts)))

    def prompt_lines(self, width: int) -> int:
        """How many lines the prompt takes at ``width`` now (1-4; 0 in a narrow side column where the header shows the
        same words whole: ``prompt_in_header``)."""
        if self._narrow and self.prompt_in_header():
            return 0
        lines = self.app.text.wrap(self.prompt_text(self.app.lang), theme.SIZE_BODY, max(10, width))
        return max(1, min(PROMPT_LINES_MAX, len(lines)))

    def head_rect(self, w: int) -> pygame.Rect:
        """The header's text after the title, up to the menu button, in a view ``w`` wide."""
        title = self.app.text.size(self.game.spec.short.get(self.app.lang), theme.SIZE_LABEL, True)[0]
        x = 24 + title
        return pygame.Rect(x, 0, w - 8 - 120 - x - 16, HEADER_H)

    def prompt_in_header(self) -> bool:
        """Whether the header shows whole (shrunk a little at most, not cut) the seat and the words of the prompt:
        "Turn 7: Player 2　Choose one action (rule (2) a-e)" over "Player 2: Choose one action (rule (2) a-e)" (a hand
        limit's "(2 more)" or an attacked seat's answer are not in the header)."""
        decision = self.session.pending()
        if decision is None or not decision.prompt or self.head.rect.w <= 0:
            return False
        lang = self.app.lang
        head = self.head_text(lang)
        if unlabelled(decision.prompt.get(lang), self.session.turn_label().get(lang)) not in head or self.game.seat_name(decision.seat, lang) not in head:
            return False
        return self.app.text.fit_line(head, theme.SIZE_LABEL, self.head.rect.w)[0] == head

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        text, lang = self.app.text, self.app.lang
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, HEADER_H))
        pygame.draw.line(surface, theme.ACCENT, (0, HEADER_H), (w, HEADER_H), 2)
        title = text.render(self.game.spec.short.get(lang), theme.SIZE_LABEL, theme.TEXT, True)
        surface.blit(title, title.get_rect(midleft=(12, HEADER_H // 2)))
        self.head.rect = self.head_rect(w)  # drawn with the widgets
        drop = set()
        if self.drag is not None:
            drop = {z for z in ("discard", "ship_deck") if dropped(self.actions_now, self.drag, z)}
        self.table.draw(surface, lang, hover=None, drop_targets=drop)
        self.draw_seats(surface)
        self.draw_attack(surface)
        if self.drag is not None:
            self.draw_ghost(surface)
        elif self.table_rect.collidepoint(self._pointer) and not self.banner_rect.collidepoint(self._pointer):
            self.table.draw_hover(surface, self._pointer, lang)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_banner(surface, self.banner_area)  # over the side panel's widgets when it grows

    def draw_seats(self, surface: pygame.Surface) -> None:
        """Each seat's colour bar, its turn outline and its info (name, points, notes: ``seat_info``)."""
        lang = self.app.lang
        over = self.session.is_over()
        for box in self.board.seats:
            data = self.view_data["seats"][box.seat]
            pygame.draw.rect(surface, theme.side_colour(box.seat), (box.rect.x, box.rect.y + 4, 4, box.rect.h - 8),
                             border_radius=2)
            if data["is_current"] and not over:
                pygame.draw.rect(surface, theme.GOLD, box.rect, 2, border_radius=6)
            has_pile = any(z.name == f"hand{box.seat}" for z in self.board.zones) and not box.own
            lines = []
            if box.own:
                lines.append("あなたの席" if lang == "ja" else "Your seat")
            if data["is_current"] and not over:
                lines.append("手番" if lang == "ja" else "To play")
            if not box.own:
                lines.append(f"手札 {data['hand_count']}枚" if lang == "ja" else f"Hand: {data['hand_count']}")
            if not data["has_fleet"]:
                lines.append("艦船なし" if lang == "ja" else "No ships")
            pts = f"得点 {data['points']}" if lang == "ja" else f"{data['points']} pts"
            key = (box.seat, box.info.size, data["label"][lang], pts, tuple(lines), has_pile, theme.palette_name())
            found = self._seat_infos.find(key)
            if found is None:
                found = self._seat_infos.put(key, self.seat_info(box, data["label"][lang], pts, lines, has_pile))
            image, (mx, my), r = found
            surface.blit(image, box.info)
            theme.draw_side_marker(surface, (box.info.x + mx, box.info.y + my), r, box.seat)  # in the palette now
        # pair brackets: MS and pilot belong together (strips: a bar down their left, in the room ``pair_strips``
        # keeps; cards side by side: a bar under them)
        ready = {(s.zone, s.index): s for s in self.table.slots if s.zone.startswith("ready")}
        for (zone, index), slot in ready.items():
            ms = ready.get((zone, index - 1)) if index % 2 == 1 else None
            if ms is None:
                continue
            bar = ms.rect.union(slot.rect)
            if slot.strip:
                pygame.draw.line(surface, theme.GOLD, (bar.x - 3, bar.y + 2), (bar.x - 3, bar.bottom - 3), 3)
            else:
                pygame.draw.line(surface, theme.GOLD, (bar.x + 4, bar.bottom + 3), (bar.right - 4, bar.bottom + 3), 3)

    def _note_under(self, note: str, h: int, above: int) -> tuple[pygame.Surface, int] | None:
        """(image, y) of a thin row's note (its hand count) on a second line of a column ``h`` px high, under ink that
        ends at ``above``: the largest type from small down to ``STACKED_TYPE_LEAST`` whose ink fits, 1 px clear of
        it (six seats at 150 %: rows 34 px high printed "P2 得点 0 …" for "手札 8枚"); None where none does."""
        for size in range(theme.SIZE_SMALL, STACKED_TYPE_LEAST - 1, -1):
            image = self.app.text.render(note, size, theme.TEXT_MUTED)
            ink = image.get_bounding_rect()
            y = max(h - image.get_height(), above + 1 - ink.top)  # (the line's leading may go under the column)
            if y + ink.bottom <= h:
                return image, y
        return None

    def seat_info(self, box: board_mod.SeatBox, name: str, pts: str, lines: list[str],
                  has_pile: bool) -> tuple[pygame.Surface, tuple[int, int], int]:
        """A seat's info column as an image (drawn again only when it changes): its name (smaller, or
        "P<n>", when the name does not fit), its points and its notes above its hand pile; and where the
        seat's shape marker goes before its name (centre in the image, radius), drawn on the screen.
        A thin row's column (lower than two lines of body type) has name and points on one line in
        small type and, under them, the hand count (another seat's) or the first note. Another seat's column too low
        for its name and points in body type and the hand count under them (five seats at 150 %: the hand count was
        left out) writes all three in small type, or as a thin row's where even those do not fit (the hand count first
        among its notes: the seat to play has its gold outline)."""
        text = self.app.text
        info = pygame.Rect(0, 0, *box.info.size)
        image = pygame.Surface(info.size, pygame.SRCALPHA)
        colour = theme.side_colour(box.seat)
        r = 7  # the seat's shape marker before its name: colour is never the only cue
        x = 4 + 2 * r + 5
        body = text.line_height(theme.SIZE_BODY)
        low = not box.own and not has_pile and (2 * body + 16 > info.h or box.stacked)
        small_h = text.line_height(theme.SIZE_SMALL)
        if low and (info.h >= 3 * (small_h - 2) or box.stacked):  # name, points and hand count in small type (lines up to 2 px closer)
            # (a stacked column lower than three lines of small type: type a third of its height, ink apart)
            size = max(STACKED_TYPE_LEAST, min(theme.SIZE_SMALL, info.h // 3 - 1)) if box.stacked else theme.SIZE_SMALL
            small_h = text.line_height(size)
            step = min(small_h, info.h // 3)
            top = min(0, info.h - 2 * step - small_h)  # (lines lower than the type's: up into its leading, ink whole)
            if text.size(name, size, True)[0] > info.w - x - 1:
                name = f"P{box.seat + 1}"
            image.blit(text.render(name, size, colour, True), (x, top))
            image.blit(text.render(pts, size, theme.GOLD, True), (4, top + step))
            hand = sorted(lines, key=lambda line: not line.startswith(("手札", "Hand")))[0]  # (the seat to play: outlined)
            image.blit(text.render(text.fit(hand, size, info.w - 4), size, theme.TEXT_MUTED), (4, top + 2 * step))
            return image, (4 + r, max(r, top + small_h // 2)), r  # (the marker inside the column)
        if info.h < 2 * body or low:  # a thin row, or as low
            small = theme.SIZE_SMALL
            line_h = text.line_height(small)
            pts_w = text.size(pts, small, True)[0]
            note = next((line for line in lines if line.startswith(("手札", "Hand"))), lines[0] if lines else "")
            # (a row of one line of strips, ``board.fitted_lines``: the note goes on the same line, after the points)
            beside = bool(note) and info.h < line_h + small
            note_w = text.size(note, small)[0] + 8 if beside else 0
            if text.size(name, small, True)[0] > info.w - x - 8 - pts_w - note_w:
                name = f"P{box.seat + 1}"
            shown = text.render(name, small, colour, True)
            top = min(0, info.h - line_h)  # (a row lower than the type's line: up into its leading, ink whole)
            image.blit(shown, (x, top))
            points = text.render(pts, small, theme.GOLD, True)
            image.blit(points, (x + shown.get_width() + 8, top))
            under = self._note_under(note, info.h, top + max(shown.get_bounding_rect().bottom,
                                                             points.get_bounding_rect().bottom)) \
                if beside and x + shown.get_width() + 8 + pts_w + 8 + note_w - 8 > info.w else None
            if under is not None:  # (too long beside the points: under them, smaller, its ink clear of theirs)
                image.blit(under[0], (4, under[1]))
            elif beside:
                left = x + shown.get_width() + 8 + pts_w + 8
                image.blit(text.render(text.fit(note, small, info.w - left), small, theme.TEXT_MUTED), (left, top))
            elif note and info.h >= line_h + small:
                image.blit(text.render(text.fit(note, small, info.w - 4), small, theme.TEXT_MUTED),
                           (4, info.h - line_h))
            return image, (4 + r, top + line_h // 2), r
        size = theme.SIZE_BODY
        if text.size(name, size, True)[0] > info.w - x - 1:
            size = theme.SIZE_SMALL
            if text.size(name, size, True)[0] > info.w - x - 1:
                name = f"P{box.seat + 1}"
        line_h = text.line_height(size)
        image.blit(text.render(name, size, colour, True), (x, 0))
        y = line_h
        pts_size = theme.SIZE_BODY if text.size(pts, theme.SIZE_BODY, True)[0] <= info.w - 4 else theme.SIZE_SMALL
        image.blit(text.render(pts, pts_size, theme.GOLD, True), (4, y))
        y += text.line_height(pts_size)
        for line in lines:
            if y + 16 > info.bottom - (min(64, info.h // 2) if has_pile else 0):
                break
            image.blit(text.render(text.fit(line, theme.SIZE_SMALL, info.w - 4), theme.SIZE_SMALL, theme.TEXT_MUTED),
                       (4, y))
            y += text.line_height(theme.SIZE_SMALL)
        return image, (4 + r, line_h // 2), r

    def draw_attack(self, surface: pygame.Surface) -> None:
        """The pending attack's arrow from the attacker's edge to its target: its shaft broken where it crosses a
        zone's label (the label stays readable: "戦闘準備完了" under the arrow at 150 %) and where it crosses a card's
        name, number or counter (``arrow.under_arrow``: it passes behind them), its head beside the
        target where it covers no label, card or seat panel (``arrow.arrow_geometry``), else on the target's band
        clear of its print (150 %: a ship strip between others), else a ring round the target (the head would cover
        text)."""
        pending = (self.view_data.get("pending") or {}).get("attack")
        if not pending:
            return
        a = next((s for s in self.table.slots if s.entry.id == pending["card"]), None)
        b = next((s for s in self.table.slots if s.entry.id == pending["target"]), None)
        if a is None or b is None:
            return
        area = self.table_rect
        labels = [label for _zone, label in self.table.label_rects(self.app.lang)]
        blocked = labels + [s.rect for s in self.table.slots] + [box.info for box in self.board.seats]
        prints = self.card_prints()
        key = (self._prints[0], pending["card"], pending["target"], tuple(area), tuple(map(tuple, blocked)))
        if self._arrow is None or self._arrow[0] != key:  # (a head on the target looks along it: found again only when the table changes)
            inside = [box for box in prints if box.colliderect(b.rect)]  # (a head on the target keeps off its print)
            self._arrow = (key, arrow_geometry(a.rect, b.rect, blocked, area, inside))
        arrow = self._arrow[1]
        layer = pygame.Surface(area.size, pygame.SRCALPHA)  # the arrow, then gaps where it would cross a label
        pygame.draw.line(layer, theme.ERROR, arrow.start - area.topleft, arrow.end - area.topleft, SHAFT_W)
        for label in labels:
            layer.fill((0, 0, 0, 0), label.inflate(ARROW_GAP, ARROW_GAP).move(-area.x, -area.y))
        ring = None if arrow.head else b.rect.inflate(6, 6)
        for box in under_arrow(self.card_prints(), arrow, ring):  # behind the cards' words, numbers and counters
            layer.fill((0, 0, 0, 0), box.move(-area.x, -area.y))
        if arrow.head:
            pygame.draw.polygon(layer, theme.ERROR, [p - area.topleft for p in arrow.head])
        elif ring is not None:  # no room for a head beside the target: a ring round it, broken under labels and prints
            pygame.draw.rect(layer, theme.ERROR, ring.move(-area.x, -area.y), 3, border_radius=5)
            for label in labels:
                layer.fill((0, 0, 0, 0), label.move(-area.x, -area.y))
            for box in under_arrow(self.card_prints(), arrow, ring):
                layer.fill((0, 0, 0, 0), box.move(-area.x, -area.y))
        surface.blit(layer, area)

    def card_prints(self) -> list[pygame.Rect]:
        """The cards' names, numbers and counters on the table (``CardTableView.card_prints``, ``counter_rects``),
        found again only when the table's layout or the language changes (finding them costs 0.7 ms a frame)."""
        lang, table = self.app.lang, self.table
        key = (lang, id(table.slots), tuple(tuple(s.rect) for s in table.slots))
        if self._prints[0] != key:
            rects = [rect for _slot, rect in table.card_prints(lang)] + [rect for _slot, rect in table.counter_rects(lang)]
            self._prints = (key, rects)
        return self._prints[1]

    def draw_ghost(self, surface: pygame.Surface) -> None:
        info = self.view_data["cards"].get(self.drag)
        if info is None:
            return
        from .faces import face_for

        w = 96
        image = self.table.cards.face(face_for(info), w, self.app.lang).copy()
        image.set_alpha(200)
        rect = image.get_rect(center=self._pointer)
        surface.blit(image, rect)
        h = card_size(w)[1]
        pygame.draw.rect(surface, theme.GOLD, (rect.x, rect.y, w, h), 2, border_radius=6)


def _things(action) -> tuple[str, ...]:
    from .selection import things

    return things(action)


class ReactCurtain(PrivacyCurtain):
    """The curtain that hands the computer to the attacked human seat mid-turn, after every attack (ruling R5)."""

    reason = REACT_CURTAIN

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        w, h = surface.get_size()
        text = self.app.text
        lines = text.wrap(self.reason.get(self.app.lang), theme.SIZE_LABEL, min(900, w - 60), True)
        lh = text.line_height(theme.SIZE_LABEL)
        bottom = h // 2 - 70 - text.line_height(theme.SIZE_TITLE) // 2 - 12  # above the seat's name
        for i, line in enumerate(lines):
            s = text.render(line, theme.SIZE_LABEL, theme.ERROR, True)
            surface.blit(s, s.get_rect(midbottom=(w // 2, bottom - (len(lines) - 1 - i) * lh)))


class RecapDialog(TextDialog):
    """What happened since the seat last had the computer (its own log only)."""

    width = 760
    height = 520
