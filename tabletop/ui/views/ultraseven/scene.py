"""The Ultra Seven game screen: the card table for two players with the mouse.

Left: the board (``board.build_board``) from the viewer's ``view`` only. Right: the
status (AP, Emerium, Seven), the current step explained (``panels.step_lines``),
the legal actions as buttons (the click alternative to every drag), the dice and
the log, or the per-seat recap "since your last turn" (``views.recap.SinceLastTurn``,
shared with SD Gundam Force: the seat's own log since the decision last left it).
The recap opens whenever the decision comes (back) to the seat at the screen:
after the curtain between two people, and for one person against the computer
after the computer's turn (what it did, as that person may see it); the seat's
own move goes back to the full log.

Mouse: the alien clicks the deck (draw), a hand card (place it face down) or a
card on the table (then its chit / reveal / remove-damage buttons). The TDF drags
members and weapons into areas (deploy), drags a group (redeploy), clicks an area
to declare a reconnaissance and rolls, clicks a member to attack, a capsule
monster or an event card to use it. Every drop that ``legal_actions`` does not
allow is still sent to the rules, which refuse it with the rule number in the
banner, so each limit is explained where it bites.
"""

from __future__ import annotations

import math
import re
from functools import partial

import pygame

from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Event
from tabletop.core.i18n import LANGS, Text
from tabletop.games.ultraseven.actions import (Attack, Deploy, Draw, PlaceChit, PlaceInvasion, PlayEvent, Recon,
                                               Redeploy, RemoveDamage, Reveal, SwapEvent, UseCapsule)

from ... import theme
from ...cards.layout import STRIP_LOW_H, CardEntry, CardSlot
from ...cards.render import TILE_NAME_GOOD, TILE_NUMBER, CardRenderer
from ...cards.seatmark import SeatMark
from ...cards.table import CardTableView
from ...kept import Kept
from ...text import key
from ...widgets import Button, Label, LogPanel
from ...widgets.button import WrappedButton
from ...widgets.scroll import WholeRows
from ..base import GameScene, thinking_words
from ..recap import SinceLastTurn
from .asked import asked
from .board import (EMPTY_GROUP_HINT, LABEL_H, TILE_GOOD, Board, Marks, build_board,
                    dropping, face_down_mark, folded_areas, prepare)
from .faces import face_for
from .panels import (CutTexts, area_badges, counter_hint, draw_status, name_lines, recon_badges, status_height,
                     status_shown, step_lines)
from .place import PlaceButton, deploy_facts, place_facts
from .rolls import RollRows, caption, last_rolls
from .styles import one_style

HEADER = 52
RIGHT_W = 380
CARD_ACTIONS = (PlaceChit, Reveal, RemoveDamage)
STEP_ENDS = ("EndAlienActions", "EndDeployment", "EndRecon", "EndRedeployment", "DeclineTransform", "EndCombatStep")
LAST = ("EndAlienActions", "EndDeployment", "EndRecon", "EndRedeployment", "EndCombatStep", "DeclineTransform")
MAX_LOG = 300
#: Under a UI scale above 1 (150 %: a 1280x800 window on a logical screen of 896x560) the log prints at the app's small
#: type on the screen (``theme.SIZE_SMALL`` divided by the scale, as the other views do: 10 px at 150 %, ``log_type``),
#: and a short window gives it ``LOG_LINES`` lines under its title (it had two at 15 px: issue 16).
LOG_LINES = 4
#: A client's network band under the view comes out of the log down to its title and this many lines (``layout``; the
#: whole log is a click away), so that the step panel and the action list are laid out as locally.
LOG_LEAST_LINES = 1
#: The least print of the base's and the capsules' names on the small board of a window at 100 % (``base_type``): a
#: tile's good name size (``render.TILE_NAME_GOOD``).
BASE_TYPE = TILE_NAME_GOOD
LOG_TOP = 30 + 8  # the log panel's title band and bottom margin round its lines (``LogPanel.body``)
#: The step panel grows to hold its whole text (the prompt, the last rolls, the mouse hint, this turn's results), down
#: to ``MIN_ACTIONS`` px left for the action list under it (one button; the list scrolls, its bar showing there is
#: more); only beyond that does it scroll with the wheel, an arrow at its edge saying more is there (the whole text on
#: hover too). Its rows are ``STEP_ROW`` px apart.
MIN_ACTIONS = 38
#: ... and a list that scrolls under a selected card keeps its first ``LIST_LEAST`` buttons whole (the card's actions:
#: the only way on), the step panel scrolling its text where it has to (issue 16: at 150 % "Place chit" showed alone,
#: the next action hidden under it); with nothing selected the step's hint whole says what to click.
LIST_LEAST = 2
#: A list that scrolls has a line this high (px) saying how many more buttons there are and how to reach them, at the
#: foot of the step panel where its text leaves the room, else under the list where it keeps two buttons whole (issue
#: 16: with nothing selected at 150 % the opening's list showed "Draw a card" alone, the six others below behind a 5 px
#: bar); a click on it scrolls the list one button on.
LIST_CUE = 18
#: A button at least this high (three lines of a label) keeps the action list as high as itself (``_step_height``).
TALL_BUTTON = 70
STEP_PAD = 6
STEP_ROW = 19
STEP_CUE = (206, 178, 96)
STEP_ARROW = 16  # px kept on the right of a scrolling step panel for its arrows
STEP_MARKER = 7  # the radius of the side marker before "… to play"
#: The face-down mark beside each of the alien's own face-down cards (docs/art.md, "Card anatomy"): the back's
#: colour with a light edge, white words (the long ones where the card is tall enough), whole on hover.
MARK_WORDS = {"ja": ("裏向き", "裏"), "en": ("face down", "down")}
MARK_TYPE = 12
MARK_LEAST = 9  # (the least print on the table is 8 px: ``panels.BADGE_LEAST``)
MARK_FILL = (90, 30, 40)
INVASION_BACK = MARK_FILL  # (an invasion tile's zone colour, as the table draws it)
MARK_EDGE = (214, 128, 140)
MARK_HINT = Text("裏向き: TDFにはこのカードの裏しか見えない", "Face down: the TDF sees only this card's back")
#: The seats' short names, where the whole one does not fit (the computer's box, ``thinking_line``).
SHORT_SEATS = (Text("星人", "Alien"), Text("ＴＤＦ", "TDF"))
#: An area's name label takes this many px besides its name: its icon (``panels.name_lines``: 34 with the icon) and a
#: margin on the right.
NAME_PAD = 40
#: Under a selected invasion card's action that is no longer open (``card_buttons``): a click gives the rule.
NOT_NOW = Text("今はできない（クリックで理由）", "Not now (click for the rule)")
#: The step panel of a finished game (the board viewed after the end screen): the way back to the launcher.
OVER_HINT = Text("ゲーム終了。右上の「メニュー」→「タイトルへ戻る」で最初の画面へ",
                 "The game is over: Menu (top right) → Back to launcher.")
EVERY_HINT = Text("盤上でクリック・ドラッグする行動（配置・偵察・再配置・チット・表にする等）も一覧に出す（キーボード操作用）",
                  "Also list the actions done by clicking or dragging on the board (deploy, reconnaissance, "
                  "redeploy, chits, turn face up...), for the keyboard")


class ActionList(WholeRows):
    """The action list: it shows (and takes clicks on) whole buttons only, a button it would cut at its foot left for
    the wheel (issue 16: buttons of one and two lines scrolled showed half of one over the cue line); a button taller
    than the list shows cut."""

    def _visible(self, item) -> bool:
        return self.rect.contains(item.rect) or (item.rect.h > self.rect.h and item.rect.colliderect(self.rect))


def _area_of_zone(name: str) -> str | None:
    if name.startswith(("inv:", "grp:")):
        return name[4:]
    if name == "base":
        return "base"
    return None


class UltraSevenScene(GameScene):
    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.table = CardTableView(app.text)
        self.table.zoom_width = 250
        self.table.backdrop = self.background  # zone frames drawn once onto the table's image (``CardTableView``)
        # a hand card placed (or an event played) by a click: the hand closes up at once, sliding, not when the pointer
        # leaves it (issue 16: a newcomer saw the gap until the next action)
        self.table.flow = {"alien_hand", "tdf_hand"}
        self.menu_button = Button(key("ui.menu"), self.open_menu, size=theme.SIZE_BODY, tooltip=key("ui.menu_hint"))
        self.undo_button = Button(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=self.can_undo,
                                  size=theme.SIZE_SMALL)
        self.redo_button = Button(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=self.can_redo,
                                  size=theme.SIZE_SMALL)
        self.actions = ActionList(item_height=34, gap=4)  # the wheel moves it by whole buttons
        self.dice = RollRows()
        self.log = LogPanel(title=self.log_title, whole_entries=True)
        self.recap_button = Button(self.recap_label, self.toggle_recap, size=theme.SIZE_SMALL)
        self.end_button = Button(self.end_label, self.end_step, style="primary", size=theme.SIZE_BODY)
        # the keyboard path to the actions that are otherwise a click or a drag on the board
        self.every_button = Button(self.every_label, self.toggle_every, shortcut="a", size=theme.SIZE_SMALL,
                                   tooltip=EVERY_HINT)
        # the header: the title, the turn and whose view it is (one line, or two in a narrow window)
        self.title_label = Label(self.game.spec.title, bold=True, valign="center")
        self.turn_label = Label(self.turn_text, colour=theme.GOLD, valign="center")
        self.view_mark = SeatMark(lambda: self.viewer)
        self.who_label = Label(lambda lang: self.who_text(lang), valign="center")
        self.short_turn = False  # the header's second row is short: the turn without "View:"
        self.short_who = False  # ... and the side's name its short form ("TDF")
        self.cut_texts = CutTexts()  # the board's words cut in a narrow column, whole on hover
        self.add(self.cut_texts, self.title_label, self.turn_label, self.view_mark, self.who_label,
                 self.menu_button, self.undo_button, self.redo_button, self.every_button, self.actions,
                 self.end_button, self.dice, self.log, self.recap_button)
        self.list_every = False              # the list shows every legal action (key A)
        self.selected: str | None = None     # a card id, or "grp:<area>" for a group
        self.declare: str | None = None      # the area of a declared reconnaissance
        self.declared_on_board = False       # ... declared by a click on the board (not on the list's button)
        #: The alien's selected invasion card and the actions its buttons showed when it was selected, in their order:
        #: each keeps its place while the card stays selected (``card_buttons``).
        self._card_slots: tuple[str | None, list[Action]] = (None, [])
        self.drag: str | None = None         # what is being dragged (card id or "grp:<area>")
        self.drag_slot: CardSlot | None = None  # where it was on the table
        self.legal: list[Action] = []
        self.view: dict | None = None
        self.board: Board | None = None
        self.marks = Marks()
        self.since = SinceLastTurn(session.seats)  # per seat: its log since the decision last left it
        self.recap_seat: int | None = None   # the seat the recap was last opened for
        self.show_recap = False
        self.last_rolls: list[Event] = []    # the public roll events of the last action
        self._base_held: tuple[object, list] | None = None  # the turn, and the base's cards as its deployment began
        self._cells_held: dict[str, int] = {}  # the areas' cell widths while the TDF drops its cards on them
        self.board_rect = pygame.Rect(8, HEADER + 6, 880, 730)
        self._mark_words: dict[tuple[str, int], pygame.Surface] = {}  # (language, room): the mark's words
        self.status_rect = self.step_rect = pygame.Rect(0, 0, 0, 0)
        self.kept = Kept()  # the status panel, drawn when what it shows changes
        self._cut_labels: tuple[list, str, list[tuple[pygame.Rect, str]]] | None = None  # ``cut_labels``: zones, language
        self._badge_rooms: tuple[object, list, str, dict[str, pygame.Rect]] | None = None  # ``badge_rooms``: board, zones, language
        self.stack = pygame.Rect(0, 0, 0, 0)  # the column the step panel and the action list share
        self.step_min = 92                   # the step panel's height with little to say
        self.step_cut = False                # the step panel cannot show every row at once: it scrolls
        self.step_offset = 0                 # the first row shown when it scrolls
        self.step_shown = 0                  # how many rows it shows at once
        self.banner_area = pygame.Rect(0, 0, 0, 0)
        self.dice.show_events(last_rolls(session.log_for(self.viewer)), animate=False)

    # -- texts -------------------------------------------------------------------------------------
    def log_title(self, lang: str) -> str:
        if self.show_recap and self.shown_seat is not None:
            return "前回の手番以降" if lang == "ja" else "Since your last turn"
        return key("ui.log").get(lang)

    def turn_text(self, lang: str) -> str:
        """The turn, then "View:" before the side's marker and name (left out where the row is short)."""
        turn = self.session.turn_label().get(lang)
        return turn if self.short_turn else f"{turn}　／　{'表示' if lang == 'ja' else 'View'}:"

    def recap_label(self, lang: str) -> str:
        if self.show_recap:
            return "全ログ" if lang == "ja" else "Full log"
        return "前回以降" if lang == "ja" else "Recap"

    def help_text(self) -> list:
        return [Text("星人側（席0）は毎ターン8APで引く・配置・チット・表にする・ダメージ除去を行う。",
                     "The alien (seat 0) spends 8 AP a turn: draw, place, chits, turn face up, remove damage."),
                Text("侵略チットが13枚になったカードがあれば星人側の勝ち（20.2）。侵略カードを全て除去すればTDFの勝ち（20.3）。",
                     "13 chits on one card: the alien wins (20.2). Every invasion card removed: the TDF wins (20.3)."),
                Text("TDF（席1）: 配置 → 偵察（2D6 ≦ 偵察値合計＋カードの偵察値＋チット）→ 再配置 → 戦闘。",
                     "TDF (seat 1): deploy → reconnaissance (2D6 ≤ total + card's value + chits) → redeploy → combat."),
                Text("偵察に失敗しても、カードが無くても、表示は同じ「異常なし」（12.8）。",
                     "A failed reconnaissance and an empty area look the same: 異常なし (12.8)."),
                Text("戦闘: 隊員の攻撃（1D6）→ ダンの変身（2D6）→ セブンの格闘戦（技を選びエメリウムを消費）。",
                     "Combat: members attack (1D6) → Dan transforms (2D6) → Seven's melee (a technique, Emerium)."),
                Text("操作: ドラッグで配置・再配置、クリックで選択、右の一覧はクリックの代わり。Ctrl+Zで取り消し。",
                     "Mouse: drag to deploy / redeploy, click to select; the list on the right does the same by "
                     "clicks. Ctrl+Z undoes."),
                Text("キーボード: Aキーで盤上の行動も右の一覧に出し、Tabで選んでEnter。",
                     "Keyboard: A lists the board actions too on the right; Tab to one, Enter.")]

    def end_action(self) -> Action | None:
        return next((a for a in self.legal if type(a).__name__ in STEP_ENDS), None)

    def end_label(self, lang: str) -> str:
        action = self.end_action()
        return self.session.describe_action(action, lang) if action else ""

    def end_step(self) -> None:
        action = self.end_action()
        if action is not None:
            self.apply_action(action)

    def every_label(self, lang: str) -> str:
        if self.list_every:
            return "一覧を絞る (A)" if lang == "ja" else "Fewer (A)"
        return "全行動 (A)" if lang == "ja" else "All actions (A)"

    def toggle_every(self) -> None:
        self.list_every = not self.list_every
        self.refresh()

    def open_menu(self) -> None:
        from ...scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def toggle_recap(self) -> None:
        self.show_recap = not self.show_recap
        self.refresh_log()

    # -- refresh -----------------------------------------------------------------------------------
    @property
    def at_computer(self) -> bool:
        decision = self.session.pending()
        return decision is not None and decision.seat == self.shown_seat and not self.curtain_up

    def on_change(self, events: list[Event]) -> None:
        decision = self.session.pending()
        if decision is None or decision.kind != "recon" or events:
            self.declare = None
        self.selected = None if events and not self.keeps_selection() else self.selected
        self.update_recap()
        if self.session.is_over():
            self.show_recap = False
        self.refresh()
        if events:
            public = (e.for_seat(None) for e in events if e.kind == "roll")
            self.last_rolls = [e for e in public if e is not None]
            self.step_offset = 0  # a new step: its text from the top
            self.place_step()  # the rolls' lines join the step panel
        self.dice.show_events(events, animate=True)

    @property
    def recap(self) -> list[Event]:
        """The shown seat's log since the decision last left it."""
        return self.since.get(self.shown_seat)

    def update_recap(self) -> None:
        """Open the recap when the decision comes (back) to the seat at the screen, close it when that
        seat acts (see the module doc)."""
        passed = self.since.update(self.session)
        seat = self.shown_seat
        if not self.at_computer or seat is None:
            return
        if (passed or self.recap_seat != seat) and self.recap:
            self.show_recap = True
            self.recap_seat = seat
            self.log.scroll_to_end()
        elif self._actor == seat:
            self.show_recap = False

    def hint_hidden_numbers(self) -> None:
        """Where a strip of the base leaves a number out (the full base in the 800x560 window: thirteen names in four
        rows, no room for every number; issue 16), the base's label says how to read them (``NUMBERS_HINT``): a newcomer
        learns that the card under the pointer shows them all."""
        zone = next((z for z in self.table.zones if z.name == "base"), None)
        if zone is None or zone.label is None:
            return
        cards, lang = self.table.cards, self.app.lang
        size = self.table.name_max(zone, lang)
        for slot in self.table.slots:
            face = slot.entry.face
            if slot.zone != "base" or not slot.strip or face is None or not face.stats:
                continue
            shown = cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0, size, zone.side,
                                        zone.columns, zone.number_least)
            if len(shown.numbers) < len(face.stats):
                zone.label = Text(zone.label.ja + NUMBERS_HINT.ja, zone.label.en + NUMBERS_HINT.en)
                return

    def refresh(self) -> None:
        session = self.session
        self.legal = session.legal_actions() if self.at_computer else []
        viewer = self.viewer
        self.view = prepare(session.view(viewer))
        self.hold_base()
        if dropping(self.view) and self._cells_held:
            self.view["cells_held"] = self._cells_held
        self.marks = self.compute_marks()
        cards = self.table.cards
        self.board = build_board(self.board_rect, self.view, self.marks,
                                 lambda entry: cards.strip_need(entry.face, STRIP_LOW_H),
                                 lambda entry, w, h: entry.face is not None and all(
                                     cards.strip_name_size(entry.face, w, h, lang) for lang in LANGS),
                                 lambda label: max(self.table.label_least(label.get(lang)) for lang in LANGS),
                                 lambda entry, h: cards.strip_need(entry.face, h), base_type(),
                                 lambda entry, h, whole, floor: asked(
                                     cards, "side", lambda: cards.side_need(entry.face, h, whole, floor),
                                     entry.face, h, whole, floor),
                                 lambda entry, w, h, floor: asked(
                                     cards, "keeps", lambda: cards.strip_keeps(entry.face, w, h, floor),
                                     entry.face, w, h, floor),
                                 lambda entry, w, h: 0 if entry.face is None else min(
                                     cards.strip_name_size(entry.face, w, h, lang) for lang in LANGS),
                                 lambda name, size=theme.SIZE_SMALL: max(
                                     self.app.text.size(name.get(lang), size, True)[0] for lang in LANGS) + NAME_PAD,
                                 lambda entry, h, floor=0: asked(
                                     cards, "whole", lambda: cards.strip_whole_need(entry.face, h, floor or base_type(), True),
                                     entry.face, h, floor or base_type(), True),
                                 lambda entry, w, h: asked(cards, "tile", lambda: tile_keeps(cards, entry, w, h),
                                                           entry.face, w, h),
                                 lambda entry, w, h: asked(cards, "base", lambda: base_keeps(cards, entry, w, h),
                                                           entry.face, w, h), theme.ui_scale(),
                                 lambda entry, w, h, size: 0 if entry.face is None else min(
                                     cards._strip_choice(entry.face, w, h, lang, 0, size)[4] for lang in LANGS),
                                 lambda entry, w, h: asked(cards, "tile numbers", lambda: tile_prints(cards, entry, w, h),
                                                           entry.face, w, h),
                                 lambda name, w: min(name_lines(self.app.text, name.get(lang), w)[0] for lang in LANGS))
        # the zone under the mouse keeps still, and the base all through the TDF's deployment: a member deployed
        # leaves a gap, so the next click on the base picks the card seen there (issue 16: it re-flowed, and the same
        # spot picked another member); it closes up when the deployment ends
        # (and the areas' cells keep their widths while the TDF drops its cards on them, where they can: ``still``)
        self._cells_held = {a: r.w for a, r in self.board.areas.items() if a != "base"} if dropping(self.view) else {}
        self.table.hold = {"base"} if self._base_held is not None else set()
        self.table.set_zones(self.board.zones, self._pointer)
        if one_style(self.table):  # (each group's strips read one way: laid out again with their one look)
            self.table.set_zones(self.board.zones, self._pointer)
        self.hint_hidden_numbers()
        self.actions.set_items(self.action_buttons())
        self.end_button.visible = self.end_action() is not None and self.declare is None
        self.place_step()
        self.refresh_log()

    def hold_base(self) -> None:
        """Through the TDF's deployment the base keeps the cards it began it with (``_base_held``): the board sizes
        its row by them (``view["base_held"]``) and the table keeps each card where it was (``CardTableView.hold``)."""
        decision = self.session.pending()
        if decision is None or decision.kind != "deploy" or self.view is None:
            self._base_held = None
            return
        turn = self.view.get("turn")
        if self._base_held is None or self._base_held[0] != turn:
            self._base_held = (turn, list(self.view["base"]))
        self.view["base_held"] = self._base_held[1]

    def refresh_log(self) -> None:
        events = self.recap if self.show_recap else self.session.log_for(self.viewer)[-MAX_LOG:]
        lines = [((lambda lang, e=e: e.line(lang)), theme.GOLD if e.kind == "roll" else theme.TEXT) for e in events]
        self.log.set_lines(lines)

    def compute_marks(self) -> Marks:
        m = Marks(selected=self.selected)
        sel = self.selected
        for a in self.legal:
            t = type(a)
            if t is Draw:
                m.deck = True
                m.zones.add("deck")
            elif t in (PlaceInvasion, *CARD_ACTIONS, PlayEvent, SwapEvent, UseCapsule):
                m.cards.add(a.card)
            elif t is Attack:
                m.cards.add(a.member)
            elif t.__name__ in ("TakeEvent", "ApplyEvent") and self.view is not None:
                m.cards.update(c["id"] for c in self.view["revealed"])  # the event being decided
            elif t is Deploy:
                if sel is None:
                    m.cards.add(a.card)
                elif a.card == sel:
                    m.zones.add("base" if a.area == "base" else f"grp:{a.area}")
            elif t is Recon and self.declare is None:
                m.zones.add(f"grp:{a.area}")
                m.zones.add(f"inv:{a.area}")
            elif t is Redeploy:
                if sel is None:
                    m.zones.add(f"grp:{a.source}")
                elif sel == f"grp:{a.source}":
                    m.zones.add("base" if a.target == "base" else f"grp:{a.target}")
        if self.view is not None:  # a folded group column: its area's tile is lit with it (a drop there deploys)
            m.zones |= {f"inv:{a}" for a in folded_areas(self.board_rect, self.view) if f"grp:{a}" in m.zones}
        return m

    def drop_targets(self, thing: str) -> set[str]:
        out = set()
        for a in self.legal:
            if isinstance(a, Deploy) and a.card == thing:
                out.add("base" if a.area == "base" else f"grp:{a.area}")
            elif isinstance(a, Redeploy) and thing == f"grp:{a.source}":
                out.add("base" if a.target == "base" else f"grp:{a.target}")
            elif isinstance(a, PlaceInvasion) and a.card == thing:
                area = self.game.book.invasion[thing].area
                out |= {f"inv:{area}", f"grp:{area}"}
        if self.board is not None:  # a folded group column: its area's tile is lit with it
            out |= {f"inv:{a}" for a in self.board.folded if f"grp:{a}" in out}
        return out

    def involves(self, a: Action, sel: str) -> bool:
        if isinstance(a, (Deploy, *CARD_ACTIONS)):
            return a.card == sel
        if isinstance(a, Attack):
            return a.member == sel
        if isinstance(a, Redeploy):
            return sel == f"grp:{a.source}"
        return False

    def action_buttons(self) -> list[Button]:
        buttons: list[Button] = []
        if self.declare is not None:
            area = self.declare
            buttons.append(Button(Text("2D6を振る（偵察）", "Roll 2D6 (reconnaissance)"),
                                  lambda: self.apply_action(Recon(area)), style="primary", size=theme.SIZE_BODY))
            buttons.append(Button(Text("宣言を取り消す", "Cancel the declaration"), self.cancel_declare,
                                  size=theme.SIZE_BODY))
            return buttons
        sel = self.selected
        if sel is not None and sel in self.game.book.invasion and self.kind() == "alien":
            return self.card_buttons(sel)
        shown = [a for a in self.legal if (self.involves(a, sel) if sel is not None
                                           else self.list_every or not isinstance(a, (Deploy, Redeploy,
                                                                                      *CARD_ACTIONS)))
                 and type(a).__name__ not in STEP_ENDS]
        shown.sort(key=lambda a: (isinstance(a, UseCapsule), type(a).__name__ in LAST))
        for a in shown:
            label = partial(self.session.describe_action, a)  # the label in the language asked
            style = "primary" if type(a).__name__ not in LAST else "normal"
            buttons.append(PlaceButton(label, lambda a=a: self.act(a), size=theme.SIZE_SMALL, style=style,
                                       least=self.actions.item_height, words=True,  # whole, on two lines if long
                                       facts=self.facts(a, sel), grow=isinstance(a, Deploy)))  # (a card's key
            # numbers where they fit)
        if sel is not None:
            buttons.append(Button(Text("選択を解除", "Deselect"), self.deselect, size=theme.SIZE_SMALL))
        return buttons

    def facts(self, action: Action, selected: str | None) -> Text | None:
        """An action button's words with the card's numbers (``place``): placing an invasion card, deploying a card
        (in the list of every action: with a card ``selected`` its rows are all that card's)."""
        if isinstance(action, PlaceInvasion):
            return place_facts(self.game.book, action.card)
        if isinstance(action, Deploy) and selected is None and action.area in self.game.book.areas:
            return deploy_facts(action.card, self.game.book.areas[action.area])
        return None

    def keeps_selection(self) -> bool:
        """Whether the selection outlives an action just made: the alien's own invasion card through its actions, so
        that a second click on "Place chit" places another (the card was let go at each action and the list under the
        pointer became the hand's: the next click drew a card; issue 16)."""
        return self.selected is not None and self.selected in self.game.book.invasion and self.kind() == "alien" \
            and self.at_computer

    def card_buttons(self, card: str) -> list[Button]:
        """The alien's selected invasion card's buttons, each in its place while the card stays selected (a click never
        lands on another button than the one aimed at: at the card's chit limit "Turn face up" (3 AP) took the chit
        button's place). They are its chit and, face down, its turning face up or, face up and damaged, its damage
        removed (``card_actions``); one not open now is flat (quiet), says so on hover, and a click on it gives the rule
        that refuses it. While the card stays selected no row gets lower (``floor``: a label losing its "1 more to its cap")."""
        continuing = self._card_slots[0] == card
        if not continuing:
            self._card_slots = (card, self.card_actions(card))
        slots = self._card_slots[1]
        mine = [a for a in self.legal if self.involves(a, card)]
        slots.extend(a for a in mine if a not in slots)
        rows = [getattr(item, "row_height", 0) for item in self.actions.items] if continuing else []
        buttons: list[Button] = []
        for a in slots:
            label = partial(self.session.describe_action, a)  # the label in the language asked
            if a in mine:
                button = WrappedButton(label, lambda a=a: self.act(a), size=theme.SIZE_SMALL, style="primary",
                                       least=self.actions.item_height, words=True)
            else:  # (the session refuses it with the rule: "At most 4 chits per turn on this card", 7.3)
                button = WrappedButton(label, lambda a=a: self.apply_action(a), size=theme.SIZE_SMALL, style="quiet",
                                       least=self.actions.item_height, words=True, tooltip=NOT_NOW)
            buttons.append(button)
        buttons.append(Button(Text("選択を解除", "Deselect"), self.deselect, size=theme.SIZE_SMALL))
        for item, row in zip(buttons, rows):
            setattr(item, "floor", row)
        return buttons

    def card_actions(self, card: str) -> list[Action]:
        """The actions a selected invasion card's buttons offer, open now or not: a chit (rule 7), and turning it face
        up (9) if it is face down, else removing a damage (10) if it has one; then any other open action on it."""
        entry = next((a["invasion"] for a in (self.view or {}).get("areas", [])
                      if a.get("invasion") and a["invasion"]["id"] == card), None)
        wanted: list[Action] = [PlaceChit(card)]
        if entry is not None and not entry["face_up"]:
            wanted.append(Reveal(card))
        elif entry is not None and entry["damage"]:
            wanted.append(RemoveDamage(card))
        return wanted + [a for a in self.legal if self.involves(a, card) and a not in wanted]

    # -- doing things -----------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        if isinstance(action, Recon):
            self.declare_recon(action.area)
            return
        self.apply_action(action)

    def declare_recon(self, area: str, on_board: bool = False) -> None:
        self.declare = area
        self.declared_on_board = on_board
        self.selected = None
        self.refresh()

    def cancel_declare(self) -> None:
        self.declare = None
        self.refresh()

    def deselect(self) -> None:
        self.selected = None
        self._card_slots = (None, [])
        self.refresh()

    def select(self, thing: str | None) -> None:
        self.selected = None if thing == self.selected else thing
        self._card_slots = (None, [])  # (a card selected anew: its buttons as its actions are now)
        self.refresh()

    def select_invasion(self, card: str) -> None:
        """The alien selects its invasion card on the table; when nothing can be done with it now (its chits for
        the turn placed, at its hidden cap, just turned up), a chit is refused with the rule that says why (the
        list offered only "Deselect")."""
        self.select(card)
        if self.selected == card and not any(self.involves(a, card) for a in self.legal):
            self.apply_action(PlaceChit(card))

    def kind(self) -> str:
        decision = self.session.pending()
        return decision.kind if decision else ""

    def click_board(self, pos: tuple[int, int]) -> bool:
        if not self.at_computer or self.board is None:
            return False
        kind = self.kind()
        slot = self.table.card_at(pos)
        zone = self.table.zone_at(pos)
        zname = zone.name if zone else ""
        card = slot.entry.id if slot is not None else None
        if kind == "alien":
            if zname == "deck":
                return self.apply_action(Draw()) or True
            if card and zname == "alien_hand":
                return self.apply_action(PlaceInvasion(card)) or True
            if card and zname.startswith("inv:"):
                self.select_invasion(card)
                return True
            if zname.startswith(("inv:", "grp:")):       # the area itself: its invasion card
                own = next((a["invasion"]["id"] for a in self.view["areas"]
                            if a["id"] == zname[4:] and a["invasion"]), None)
                if own is not None:
                    self.select_invasion(own)
                    return True
        if kind == "event" and card and zname == "tdf_hand":
            return self.apply_action(SwapEvent(card)) or True
        if card and zname == "tdf_hand" and kind in ("deploy", "redeploy"):
            return self.apply_action(PlayEvent(card)) or True
        if card and zname == "capsules":
            return self.apply_action(UseCapsule(card)) or True
        area = _area_of_zone(zname)
        if kind == "deploy":
            book = self.game.book
            movable = card in book.members or card in book.weapons
            if self.selected and area and (not movable or zname in self.drop_targets(self.selected)):
                return self.apply_action(Deploy(self.selected, area)) or True
            if movable and card != self.selected:
                self.select(card)
                return True
            if self.selected and area:
                return self.apply_action(Deploy(self.selected, area)) or True
        if kind == "recon" and area and area != "base":
            self.declare_recon(area, on_board=True)
            return True
        if kind == "redeploy" and area:
            if self.selected and self.selected != f"grp:{area}":
                return self.apply_action(Redeploy(self.selected[4:], area)) or True
            if area != "base":
                self.select(f"grp:{area}")
                return True
        if kind == "attack" and card and any(isinstance(a, Attack) and a.member == card for a in self.legal):
            self.select(card)
            return True
        if self.selected is not None:
            self.deselect()
            return True
        return False

    def start_drag(self, pos: tuple[int, int]) -> bool:
        if not self.at_computer:
            return False
        kind = self.kind()
        slot = self.table.card_at(pos)
        zone = self.table.zone_at(pos)
        book = self.game.book
        movable = slot is not None and (slot.entry.id in book.members or slot.entry.id in book.weapons)
        self.drag_slot = slot  # (drawn under the pointer as the table drew it: ``draw_dragged``)
        if kind == "deploy" and movable and zone and _area_of_zone(zone.name):
            self.drag = slot.entry.id
        elif kind == "alien" and slot is not None and zone and zone.name == "alien_hand" and slot.entry.id:
            self.drag = slot.entry.id
        elif kind == "redeploy" and zone and zone.name.startswith(("grp:", "inv:")):
            self.drag = f"grp:{zone.name[4:]}"
        else:
            return False
        return True

    def end_drag(self, pos: tuple[int, int]) -> None:
        thing, self.drag = self.drag, None
        zone = self.table.zone_at(pos)
        area = _area_of_zone(zone.name) if zone else None
        if thing is None or area is None:
            return
        if thing.startswith("grp:"):
            if area != thing[4:]:
                self.apply_action(Redeploy(thing[4:], area))
        elif thing in self.game.book.invasion:
            own = self.game.book.invasion[thing].area
            if area == own:
                self.apply_action(PlaceInvasion(thing))
            else:
                name, where = self.game.book.name(thing), self.game.book.areas[own]
                self.show_error(RulesError("ultraseven ruling U-1",
                                           f"「{name.ja}」は{where.ja}エリアのカードです（そのエリアに置かれます）。",
                                           f"{name.en} belongs to the {where.en} area (it goes there)."))
        else:
            self.apply_action(Deploy(thing, area))

    def handle(self, inp) -> bool:
        if inp.pointer:
            self.table.pointer_moved(inp.pos)
        if inp.kind == "drag_start" and self.start_drag(inp.start):
            return True
        if inp.kind == "drag_end" and self.drag is not None:
            self.end_drag(inp.pos)
            return True
        if inp.kind == "drag_move" and self.drag is not None:
            self._pointer = inp.pos
            return True
        if super().handle(inp):
            return True
        cue = self.shown_cue()
        if inp.kind == "click" and inp.button == 1 and cue is not None and cue.collidepoint(inp.pos):
            self.actions.scroll(self.actions.wheel_pixels(-1))  # one button on (back to the top at the end)
            if self.list_hidden() == (0, 0):
                self.actions.scroll(-self.actions.max_offset())
            return True
        if inp.kind == "wheel" and self.step_cut and self.step_rect.collidepoint(inp.pos):
            self.scroll_step(-inp.dy)
            return True
        if inp.kind == "click" and inp.button == 1 and self.board_rect.collidepoint(inp.pos):
            return self.click_board(inp.pos)
        return False

    # -- layout and drawing -----------------------------------------------------------------------------
    def layout(self, size) -> None:
        """The board on the left; the side column from the top: status, step panel over the action list, end button,
        dice panel (a window 720 px high or more) and log. The panels are sized for the window; what it has below the
        view (a client's network band) comes out of the log, down to its title and ``LOG_LEAST_LINES`` lines, before
        the step panel and the action list, so a client lays out its step and buttons as the same view does locally."""
        w, h = size
        m = 8
        below = max(0, self.app.size[1] - h) if w == self.app.size[0] else 0  # the band (none in hot seat)
        full = h + below
        right_w = max(300, min(RIGHT_W, int(w * 0.3)))
        rx = w - right_w - m
        self.menu_button.rect = pygame.Rect(w - m - 110, 8, 110, 36)
        self.redo_button.rect = pygame.Rect(self.menu_button.rect.x - 8 - 80, 8, 80, 36)
        self.undo_button.rect = pygame.Rect(self.redo_button.rect.x - 6 - 80, 8, 80, 36)
        self.every_button.rect = pygame.Rect(self.undo_button.rect.x - 8 - 130, 8, 130, 36)
        self.board_rect = pygame.Rect(m, HEADER + 6, rx - 2 * m, h - HEADER - 6 - m)
        self.banner_area = pygame.Rect(m, h - 44 - m, rx - 2 * m, 44)
        y = HEADER + 6
        tall = full >= 720
        self.status_rect = pygame.Rect(rx, y, right_w, status_height(self.app.text, tall))
        y = self.status_rect.bottom + 6
        self.step_min = max(92, int(full * 0.2)) if tall else 92
        self.step_rect = pygame.Rect(rx, y, right_w, self.step_min)
        # a short window keeps room for the actions: the dice panel goes, and the step panel above
        # (which lists the last rolls with their meaning, each side's own) stands for it
        self.dice.visible = tall
        dice_h = self.dice.height_for(self.app) if self.dice.visible else -6
        self.log.size = log_type()
        log_line = self.app.text.line_height(self.log.size)
        log_h = max(110, int(full * 0.22)) if tall else 96
        if tall:  # the status panel's chit line comes out of the log (a log line less), not the action list
            log_h = max(110, log_h - self.app.text.line_height(theme.SIZE_SMALL))
        if not tall and theme.ui_scale() > 1:  # four lines in the smaller print: 2 px from the step panel at 150 %
            log_h = max(log_h, LOG_TOP + LOG_LINES * log_line)
        log_h -= max(0, min(below, log_h - (LOG_TOP + LOG_LEAST_LINES * log_line)))  # the band: from the log first
        self.stack = pygame.Rect(rx, y, right_w, h - m - log_h - dice_h - 18 - 38 - y)
        self.end_button.rect = pygame.Rect(rx, self.stack.bottom + 6, right_w, 38)
        self.place_step()
        self.dice.rect = pygame.Rect(rx, self.end_button.rect.bottom + 6, right_w, dice_h)
        self.log.rect = pygame.Rect(rx, self.dice.rect.bottom + 6, right_w, log_h)
        self.recap_button.rect = pygame.Rect(self.log.rect.right - 96, self.log.rect.y + 4, 90, 24)
        if self.view is not None:
            self.refresh()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        text, lang = self.app.text, self.app.lang
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, HEADER))
        pygame.draw.line(surface, theme.ACCENT, (0, HEADER), (w, HEADER), 2)
        self.place_header(lang)
        if self.view is None:
            return
        targets = self.drop_targets(self.drag) if self.drag else None
        self.table.draw(surface, lang, hover=None, drop_targets=targets)
        self.draw_area_extras(surface, lang)
        view = self.view
        self.kept.draw(surface, "status", self.status_rect, (lang, status_shown(view)),
                       lambda: draw_status(surface, text, self.status_rect, view, lang), text)
        self.draw_step(surface, lang)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lang = self.app.lang
        if self.view is not None:
            self.draw_list_cue(surface, lang)  # (over the list's bar)
        if self.view is not None and self.drag:  # the dragged card and the hovered card over every widget
            self.draw_dragged(surface, lang)
        elif self.view is not None and self.app.top is self:
            slot = self.table.card_at(self._pointer)
            if slot is not None and slot.entry.face is not None:
                self.table.zoom_clear = self.zoom_keeps_clear()
                self.table.draw_zoom(surface, slot, self._pointer, lang)
        self.draw_banner(surface, self.banner_area)  # over the widgets when it grows

    def zoom_keeps_clear(self) -> list[pygame.Rect]:
        """What the enlarged card under the pointer keeps off (``CardTable.zoom_clear``): the step panel, the action list
        and the buttons (session 29's newcomer pass: a member dropped in the Mountains at 1280x800 enlarged over the step
        panel, Undo and the status, the pointer resting where it fell)."""
        buttons = [self.undo_button, self.redo_button, self.every_button, self.menu_button, self.end_button]
        return [self.step_rect, self.actions.rect, *(b.rect for b in buttons if b.visible and b.rect.w)]

    def who_text(self, lang: str) -> str:
        """Whose view the screen shows: the side's name, or its short form where the header has no room for it."""
        name = self.seat_name(self.viewer).get(lang)
        return short_name(name) if self.short_who else name

    def place_header(self, lang: str) -> None:
        """The title, the turn and whose view it is (the side's shape and colour, then its name): on one
        line where they fit, else the title above and the rest beneath in smaller type; a label that still
        does not fit shrinks, then shows its whole text on hover."""
        text, viewer = self.app.text, self.viewer
        x, right = 12, self.every_button.rect.x - 12
        title = self.game.spec.title.get(lang)
        self.short_turn = False
        turn, who = self.turn_text(lang), self.seat_name(viewer).get(lang)
        r = 8
        mark_w = 2 * r + 6 if viewer is not None else 0
        one_line = (text.size(title, theme.SIZE_LABEL, True)[0] + 16 + text.size(turn, theme.SIZE_BODY)[0] + 6
                    + mark_w + text.size(who, theme.SIZE_BODY)[0]) <= right - x
        if one_line:
            title_size, size, top, h = theme.SIZE_LABEL, theme.SIZE_BODY, 0, HEADER
            title_w = text.size(title, title_size, True)[0]
            self.title_label.rect = pygame.Rect(x, 0, title_w, HEADER)
            x += title_w + 16
        else:
            title_size, size, h = theme.SIZE_BODY, theme.SIZE_SMALL, HEADER // 2 - 1
            top = HEADER - h - 2
            self.title_label.rect = pygame.Rect(x, 2, right - x, h)
            r = 6
            mark_w = 2 * r + 6 if viewer is not None else 0
        self.title_label.size = title_size
        room = right - x - 6 - mark_w
        who_w = text.size(who, size)[0]
        if not one_line and text.size(turn, size)[0] + who_w > room:
            self.short_turn = True  # the marker and the side's name still say whose view it is
            turn = self.turn_text(lang)
        turn_w = text.size(turn, size)[0]
        self.short_who = False
        if turn_w + who_w > room and short_name(who) != who:  # "TDF" whole rather than "Terrestrial Defense …"
            self.short_who = True
            who_w = text.size(self.who_text(lang), size)[0]
        if turn_w + who_w > room:  # the side's name keeps at least two fifths
            turn_w = room - min(who_w, room * 2 // 5)
        self.turn_label.size = self.who_label.size = size
        self.turn_label.rect = pygame.Rect(x, top, turn_w, h)
        x += turn_w + 6
        self.view_mark.rect = pygame.Rect(x, top + h // 2 - r, 2 * r, 2 * r)
        x += mark_w
        self.who_label.rect = pygame.Rect(x, top, max(0, right - x), h)
        self.who_label.colour = theme.side_colour(viewer) if viewer is not None else theme.GOLD

    def face_down_marks(self, lang: str) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """The alien's own face-down cards' marks: where each goes (beside its card over its counters,
        ``board.face_down_mark``) and its words, 裏向き down the tab or "face down" along it (turned, as on a
        book's spine); the short word where the room above the counters is too short for the long one."""
        out = []
        if self.board is None:
            return out
        counters: dict[str, int] = {}  # per card: the top of its highest counter
        for slot, rect in self.table.counter_rects(lang):
            if slot.entry.id is not None:
                counters[slot.entry.id] = min(rect.y, counters.get(slot.entry.id, rect.y))
        for slot in self.table.slots:
            if slot.entry.id not in self.board.face_down_slots:
                continue
            room = counters.get(slot.entry.id, slot.rect.bottom) - slot.rect.y - 2
            words = self.mark_words(lang, room - 6)
            out.append((face_down_mark(slot.rect, min(room, words.get_height() + 6)), words))
        return out

    def overlays(self, lang: str) -> list[tuple[str, pygame.Rect]]:
        """What the screen draws on the board besides the cards, and where: the cards' counters, the face-down
        marks, this turn's recon results, the areas' names and the zones' labels (the group's recon total). None
        of it may cover a card's name or a number (``CardTableView.card_prints``; tests/ui/ultraseven/test_cover.py)."""
        out = [("counter", rect) for _, rect in self.table.counter_rects(lang)]
        out += [("face down", box) for box, _ in self.face_down_marks(lang)]
        if self.board is not None and self.view is not None:
            out += [("recon", box) for _, box, *_ in recon_badges(self.app.text, self.board, self.badge_rooms(lang),
                                                                 self.view, lang)]
            out += [("area", rect) for rect in self.board.names.values()]
        out += [("label", rect) for _, rect in self.table.label_rects(lang)]
        return out

    def mark_words(self, lang: str, room: int) -> pygame.Surface:
        """The face-down mark's words in white, at most ``room`` px long, across at most the mark's width."""
        found = self._mark_words.get((lang, room))
        if found is not None:
            return found
        words, size = self.mark_choice(lang, room)
        text = self.app.text
        if lang == "ja":  # one glyph under the other, as Japanese is written down a tab
            glyphs = [text.render(ch, size, (255, 255, 255), True) for ch in words]
            step = size + 1
            image = pygame.Surface((max(g.get_width() for g in glyphs), step * len(glyphs)), pygame.SRCALPHA)
            for i, glyph in enumerate(glyphs):
                image.blit(glyph, ((image.get_width() - glyph.get_width()) // 2,
                                   i * step + (step - glyph.get_height()) // 2))
        else:  # along the tab, turned a quarter, read from the bottom up as on a book's spine
            image = pygame.transform.rotate(text.render(words, size, (255, 255, 255), True), 90)
        self._mark_words[(lang, room)] = image
        return image

    def mark_choice(self, lang: str, room: int) -> tuple[str, int]:
        """The face-down mark's words and print in ``room`` px along the tab: the long words ("face down") at
        ``MARK_TYPE`` px, else smaller down to ``MARK_LEAST``, else the short word (issue 16: where the areas' rows give
        height in a late alien view at 150 % the tab had 47 px and showed "down")."""
        text = self.app.text
        for words in MARK_WORDS[lang]:
            for size in range(MARK_TYPE, MARK_LEAST - 1, -1):
                along = (size + 1) * len(words) if lang == "ja" else text.size(words, size, True)[0]
                if along <= room:
                    return words, size
        return MARK_WORDS[lang][-1], MARK_LEAST

    def draw_area_extras(self, surface: pygame.Surface, lang: str) -> None:
        text = self.app.text
        marks = self.face_down_marks(lang)
        for box, words in marks:
            pygame.draw.rect(surface, MARK_FILL, box, border_radius=4)
            pygame.draw.rect(surface, MARK_EDGE, box, 1, border_radius=4)
            surface.blit(words, words.get_rect(center=box.center))
        self.cut_texts.spots.clear()
        self.cut_texts.spots.extend((box, MARK_HINT.get(lang)) for box, _ in marks)
        self.cut_texts.spots.extend(self.empty_group_hints(lang))
        self.cut_texts.spots.extend(self.cut_labels(lang))
        self.cut_texts.spots.extend(self.counter_hints(lang))
        area_badges(surface, text, self.board, self.badge_rooms(lang), self.view, lang, self.cut_texts.spots)
        if self.declare and self.declare in self.board.areas:
            pygame.draw.rect(surface, theme.GOLD, self.board.areas[self.declare].inflate(6, 6), 3, border_radius=8)

    def empty_group_hints(self, lang: str) -> list[tuple[pygame.Rect, str]]:
        """Each empty group column (captioned "TDF group", or folded on a small board) and what goes there, said on
        hover (not one with this turn's recon result: its badge's words)."""
        results = {r["area"] for r in self.view.get("recon_results", [])}
        return [((zone.frame or zone.rect).copy(), EMPTY_GROUP_HINT.get(lang)) for zone in self.table.zones
                if zone.name.startswith("grp:") and not zone.cards and zone.name[4:] not in results]

    def counter_hints(self, lang: str) -> list[tuple[pygame.Rect, str]]:
        """Each counter on a card and what it means ("Damage 1", "1 chit (13 at turn end wins)"), said on hover."""
        out = []
        for _, marker, box in self.table.counter_spots(lang):
            hint = counter_hint(marker.label, marker.count)
            if hint is not None:
                out.append((box, hint.get(lang)))
        return out

    def cut_labels(self, lang: str) -> list[tuple[pygame.Rect, str]]:
        """The zone labels cut in a narrow zone ("Removed (11)"), shown whole on hover: each one's strip and whole
        label, worked out once per layout and language (not every frame)."""
        found = self._cut_labels
        if found is None or found[0] is not self.table.zones or found[1] != lang:
            band = self.app.text.line_height(theme.SIZE_SMALL) + 3
            spots = []
            for zone in self.table.zones:
                frame = zone.frame or zone.rect
                if self.table.cut_label_at((frame.x + 1, frame.y + 1), lang) is zone:
                    spots.append((pygame.Rect(frame.x, frame.y, frame.w, band), self.table.label_text(zone, lang)))
            found = self._cut_labels = (self.table.zones, lang, spots)
        return found[2]

    def badge_rooms(self, lang: str) -> dict[str, pygame.Rect]:
        """Per area, where its recon result goes: the free end of its group's label row (after "偵察値 N"), or
        in a narrow group the line of its own under the label (``Board.badges``); worked out once per board, layout
        and language (callers only read it)."""
        found = self._badge_rooms
        if found is None or found[0] is not self.board or found[1] is not self.table.zones or found[2] != lang:
            found = self._badge_rooms = (self.board, self.table.zones, lang, self._badge_rooms_now(lang))
        return found[3]

    def _badge_rooms_now(self, lang: str) -> dict[str, pygame.Rect]:
        rooms = dict(self.board.badges)
        for zone in self.table.zones:
            if zone.name.startswith("grp:") and zone.name[4:] not in rooms:
                frame = zone.frame or zone.rect
                label = self.table.label_text(zone, lang)
                x = self.table.label_x(zone, lang)
                if label:
                    x += self.app.text.size(label, theme.SIZE_SMALL)[0] + 6
                rooms[zone.name[4:]] = pygame.Rect(x, frame.y + 2, frame.right - 3 - x, LABEL_H - 3)
        return rooms

    def step_content(self, lang: str) -> tuple[list[tuple[str, tuple]], int | None]:
        """The step panel's lines (text, colour) and the seat whose marker goes before the first (None: no marker)."""
        seat = None
        if self.session.is_over():  # the board viewed after the end: why it ended and the way back (session 16)
            lines = [(self.session.turn_label().get(lang), theme.GOLD)]
            outcome = self.session.outcome()
            if outcome is not None:
                lines.append((outcome.text.get(lang), theme.TEXT))
            lines.append((OVER_HINT.get(lang), theme.TEXT_MUTED))
        elif not self.at_computer:
            decision = self.session.pending()
            who = self.seat_name(decision.seat if decision else None).get(lang)
            lines = [((f"{who}の手番です" if lang == "ja" else f"{who} to play"), theme.GOLD)]
            seat = decision.seat if decision is not None else None  # the side to play: its shape and colour first
        else:
            lines = step_lines(self.view, self.declare, lang, hand_notes=self.selected is None) \
                if self.view is not None else []
            stuck = self.weapon_stuck()
            if stuck is not None:  # (a weapon selected that no area takes now: why, over the hint)
                lines[1:1] = [(stuck.get(lang), theme.WARNING)]
        lines[1:1] = [(caption(e, lang), theme.GOLD) for e in self.last_rolls]   # each side's own die, its meaning
        return lines, seat

    def weapon_stuck(self) -> Text | None:
        """Why the weapon selected in the base lights no area during the TDF's deployment (a newcomer clicked Ultra Hawk
        1 and nothing lit): two weapons out this turn already (rule 11.4), else none of its crew in an area (11.5). None
        where an area takes it, or no weapon is selected."""
        sel, book, view = self.selected, self.game.book, self.view
        if sel not in book.weapons or view is None or self.kind() != "deploy" or \
                any(isinstance(a, Deploy) and a.card == sel and a.area != "base" for a in self.legal):
            return None
        weapon, out = book.weapons[sel], view.get("weapons", {})
        if out and out.get("deployed", 0) >= out.get("limit", 2):
            return Text(f"{weapon.name.ja}: 兵器はこのターン{out['limit']}枚まで（11.4）",
                        f"{weapon.name.en}: {out['limit']} weapons a turn, all out (11.4)")
        return Text(f"{weapon.name.ja}: 先に搭乗する隊員（カードの「搭乗」）をエリアへ（11.5）",
                    f"{weapon.name.en}: first deploy one of its crew (on the card) to an area (11.5)")

    def step_rows(self, lang: str, width: int) -> list[tuple[str, tuple, int]]:
        """The step panel's wrapped rows (text, colour, indent) in a panel ``width`` px wide."""
        lines, seat = self.step_content(lang)
        indent = 2 * STEP_MARKER + 6 if seat is not None else 0
        rows = []
        room = width - 20 - (STEP_ARROW if self.step_cut else 0)  # a scrolling panel keeps its arrows' column
        for content, colour in lines:
            for part in self.app.text.wrapped(content, theme.SIZE_SMALL, room - indent):
                rows.append((part, colour, indent))
                indent = 0
        return rows

    def thinking_line(self, seat: int, lang: str, room: int) -> str:
        """The computer's box's line, the seat by its short name where the whole is cut (150 %: 「地球防衛軍（ＴＤＦ）：考え…」,
        now 「ＴＤＦ：考え中…」; a newcomer's pass, session 30)."""
        whole = super().thinking_line(seat, lang, room)
        if self.app.text.fit_line(whole, theme.SIZE_BODY, room)[0] == whole:
            return whole
        return thinking_words(SHORT_SEATS[seat].get(lang), lang)

    def status_spot(self, surface: pygame.Surface) -> tuple[int, tuple[int, int]]:
        """The computer's box at the foot of the step panel's column (``place_step`` keeps its room, ``box_room``),
        over no zone of the board nor the log (session 28: a 500x150 px box at the screen's foot covered the base,
        the capsules, Seven and the log at 150 %)."""
        stack = self.stack
        if not stack.w:
            return super().status_spot(surface)
        return stack.w - 16 - 84, (stack.centerx, getattr(self, "box_foot", stack.bottom))

    def place_step(self) -> None:
        """The step panel as high as its whole text (at least ``step_min``), the action list under it in the rest of
        the column (at least ``MIN_ACTIONS`` px; a list that scrolls as high as its whole buttons, never half of one:
        the step panel has the rest)."""
        stack = self.stack
        if not stack.w:
            return
        lang = self.app.lang
        self.step_cut = False
        rows = self.step_rows(lang, stack.w)
        need = len(rows) * STEP_ROW + 2 * STEP_PAD
        bottom = stack.bottom if self.end_button.visible else self.end_button.rect.bottom  # its place, when it is away
        self.box_foot = bottom
        bottom -= self.box_room(stack.w)  # the computer's box at the column's foot, the step panel and list above it
        for bar in (0, 10):  # a long label on more lines: as wide as the list, else beside its scroll bar
            for item in self.actions.items:
                if isinstance(item, WrappedButton):
                    item.least = max(self.actions.item_height, getattr(item, "floor", 0))
                    item.fit_width(self.app, stack.w - bar)
                elif hasattr(item, "row_height"):
                    delattr(item, "row_height")
                if not isinstance(item, WrappedButton) and getattr(item, "floor", 0) > self.actions.item_height:
                    setattr(item, "row_height", getattr(item, "floor"))
            height = self._step_height(need, bottom)
            if self.actions.content_height() <= bottom - stack.y - height - 6:
                break
        # the same decision going on (the alien drawing again, also after the TDF decided on an event it drew): the
        # panel keeps its height where the list still shows every button, so the buttons under it stay where they were
        # (a newcomer's second click on "Draw a card" hit the gap the last rolls' lines left when they went; session 17)
        # ... and each reconnaissance declared on the board (the pointer away from the list) has a height of its own:
        # the panel takes the room its text needs over the two buttons of the declaration, and gives it back to the
        # list when the declaration is rolled or cancelled (issue 16: at 150 % the panel kept its height through a
        # declaration, its text cut over a list 44 px empty; session 30). One declared on the list's button keeps the
        # panel, "Roll 2D6" coming under the pointer.
        decision = self.session.pending()
        declared = self.declare if self.declared_on_board else None
        key = (decision.seat, decision.kind, self.view.get("turn"), declared) \
            if decision is not None and self.view else None
        heights = getattr(self, "_step_kept", {})
        kept = (key, heights[key]) if key in heights else (None, 0)
        held = self.selected is not None and self.selected == getattr(self, "_step_selected", None)
        if key is not None and kept[0] == key and held:  # the same card selected through its actions: its buttons
            height = kept[1]  # stay where they were (``card_buttons``)
        elif key is not None and kept[0] == key and height < kept[1] and \
                self.actions.content_height() <= bottom - stack.y - kept[1] - 6:
            height = kept[1]
        elif key is not None and kept[0] == key and height > kept[1] and self.actions.items:  # ... nor grows under
            height = kept[1]  # buttons: its text scrolls (arrows, the whole on hover) where a roll's lines or a result
            # come, the buttons staying under the pointer (issue 16: at 150 % the reconnaissance's list went 38 px down
            # at each roll, the next click on the panel)
        elif key is not None and key[-1] is not None and key[:3] + (None,) in heights:  # a declaration's first
            height = max(heights[key[:3] + (None,)], min(need, height, bottom - stack.y - 6 - self.actions.content_height()))
            # layout: as high as its text over both its buttons, not lower than before it
        if self.actions.content_height() > bottom - stack.y - height - 6:  # a list that scrolls: even rows
            height = self.even_rows(need, bottom, stack.w - 10, height, fixed=kept[0] == key)
        if decision is not None and decision.seat == self.shown_seat:  # (another seat's decision between: kept)
            self._step_kept = {k: h for k, h in heights.items() if None not in (k, key) and k[:3] == key[:3]}
            self._step_kept[key] = height
        self._step_selected = self.selected
        self.step_cut = need > height
        if self.step_cut:
            rows = self.step_rows(lang, stack.w)
        self.step_shown = max(1, (height - 2 * STEP_PAD) // STEP_ROW)
        self.step_offset = max(0, min(self.step_offset, len(rows) - self.step_shown))
        self.step_rect = pygame.Rect(stack.x, stack.y, stack.w, height)
        self.actions.rect = pygame.Rect(stack.x, self.step_rect.bottom + 6, stack.w, bottom - self.step_rect.bottom - 6)
        self.list_cue = None
        self.cue_floats = False  # (the line in the list's own gap, under its last whole button: ``shown_cue``)
        if self.actions.content_height() > self.actions.rect.h:  # a list that scrolls says so under its buttons
            first = getattr(self.actions.items[0], "row_height", self.actions.item_height) if self.actions.items else 0
            gap, whole, kept, shown = self.actions.gap, -self.actions.gap, 0, 0  # the buttons the list keeps whole
            bare = 0  # (... and without the line)
            for item in self.actions.items:  # with the line under them, and their height
                whole += gap + getattr(item, "row_height", self.actions.item_height)
                if whole > self.actions.rect.h:
                    break
                bare += 1
                if whole <= self.actions.rect.h - LIST_CUE:
                    kept, shown = kept + 1, whole
            # at the foot of the step panel where its text leaves the room, else under the list where it keeps two
            # buttons whole, or as many as the list shows without it (issue 16: at 1280x800 the transformation's
            # "Transform" showed over a blank 42 px, nine more below behind a 10 px arrow; nothing moves: a button
            # stays where a click found it)
            tallest = max((getattr(item, "row_height", self.actions.item_height) for item in self.actions.items), default=0)
            if not self.step_cut and need <= height - LIST_CUE - 2:
                foot = self.step_rect.y + STEP_PAD + len(rows) * STEP_ROW  # (right under the text: no gap over it)
                self.list_cue = pygame.Rect(stack.x, min(foot, self.step_rect.bottom - LIST_CUE - 2), stack.w, LIST_CUE)
            elif (kept >= LIST_LEAST or kept == bare >= 1 and (tallest < TALL_BUTTON or tallest <= shown)) and first:
                # (as high as its whole buttons, one alone not lower than a ``TALL_BUTTON``: a newcomer's list at 1280x800
                self.actions.rect.h = shown  # showed half of "Reconnoitre Underground" over the line; the px left
                # under it)
                self.list_cue = pygame.Rect(stack.x, self.actions.rect.bottom, stack.w, LIST_CUE)
            elif kept == bare >= 1 and first:  # (a list kept as high as a taller button further down: the line in the
                self.list_cue = pygame.Rect(stack.x, self.actions.rect.y + shown, stack.w, LIST_CUE)  # gap it leaves
                self.cue_floats = True
        self.fill_top()
        self.actions.scroll(0)  # keeps the offset inside the list's new height, and places the buttons
        self.actions.snap()  # a button cut at the top whole (an attack made took its buttons from over it)
        self._step_lang = lang

    def fill_top(self) -> None:
        """A scrolling list kept as high as a taller button further down (``_step_height``) gives the blank under its
        first rows (and the line saying how many more there are, where it floats there) to those rows, where it is
        ``LIST_CUE`` px or more and the next button does not fit in it: the wheel shows whole rows with no gap under
        them at every turn (issue 16: at 1280x800 "Transform (2D6, 8 or less)" and the line under it left 24 px empty
        over the list's foot, the capsule monsters' three-line buttons below)."""
        items, gap, rect = self.actions.items, self.actions.gap, self.actions.rect
        if self.actions.content_height() <= rect.h:
            return
        rows = [getattr(item, "row_height", self.actions.item_height) for item in items]
        whole, top = -gap, 0
        for h in rows:
            if whole + gap + h > rect.h:
                break
            whole, top = whole + gap + h, top + 1
        blank = rect.h - whole - (LIST_CUE if self.cue_floats else 0)
        if not top or blank < LIST_CUE or any(h >= TALL_BUTTON for h in rows[:top]):
            return
        for i, (item, h) in enumerate(zip(items[:top], rows)):
            grown = h + blank // top + (blank % top if i == top - 1 else 0)
            if isinstance(item, WrappedButton):
                item.least = grown  # (its lines centred in the taller row)
            setattr(item, "row_height", grown)

    def even_rows(self, need: int, bottom: int, width: int, height: int, fixed: bool = False) -> int:
        """A list that scrolls: its buttons of one and two lines all as high as the tallest of them, so each turn of
        the wheel shows whole buttons with no gap under them (issue 16: a two-line attack button scrolled to the top of
        a list as high as a one-line and a two-line one left 38 px empty over the list's foot). Taller buttons (three
        lines or more) keep their height, and the rows stay as they were where even rows would leave no room for the
        line saying how many more there are. The step panel's height over the list so made (``_step_height``; kept
        at ``height`` where ``fixed``: the same decision going on)."""
        items = self.actions.items
        rows = [getattr(item, "row_height", self.actions.item_height) for item in items]
        even = max((h for h in rows if h < TALL_BUTTON), default=0)
        if all(h >= even for h in rows) or (fixed and even > bottom - self.stack.y - height - 6):
            return height  # (even rows, or a kept list too low for them)
        for item, h in zip(items, rows):
            if h < even:
                if isinstance(item, WrappedButton):
                    item.least = even
                setattr(item, "row_height", even)  # (a plain button too)
        evened = height if fixed else self._step_height(need, bottom)
        shows = (bottom - self.stack.y - evened - 6 + self.actions.gap) // (even + self.actions.gap)
        marks = getattr(self, "marks", None)
        least = LIST_LEAST if marks is not None and marks.selected else 1
        listed, whole, kept = bottom - self.stack.y - height - 6, -self.actions.gap, 0
        for h in rows:  # the buttons shown whole as they were
            whole += self.actions.gap + h
            if whole > listed:
                break
            kept += 1
        if shows < least <= kept:  # even rows would hide a selected card's second button (issue 16: inv24 at sea at
            return self._uneven(items, rows, height)  # 150 % showed "Place chit" alone): the rows as they were
        if shows >= LIST_LEAST or self._cue_room(need, evened, bottom) or not self._cue_room(need, height, bottom):
            return evened  # (two whole buttons or more: the bar's arrows say there are more, as before)
        room = bottom - self.stack.y - 6
        for k in range(0 if fixed else (room - evened + self.actions.gap) // (even + self.actions.gap), least - 1, -1):
            fewer = room - k * (even + self.actions.gap) + self.actions.gap  # (one button fewer: room for the cue)
            if fewer >= need and self._cue_room(need, fewer, bottom):
                return fewer
        return self._uneven(items, rows, height)

    def _uneven(self, items, rows: list[int], height: int) -> int:
        """The list's rows back as they were before ``even_rows``; the step panel keeps ``height``."""
        for item, h in zip(items, rows):
            if isinstance(item, WrappedButton):
                item.least = max(self.actions.item_height, getattr(item, "floor", 0))
            setattr(item, "row_height", h)
        return height

    def _cue_room(self, need: int, height: int, bottom: int) -> bool:
        """Whether a scrolling list under a step panel ``height`` px high has its cue line (``place_step``): at the
        foot of the panel, or under at least ``LIST_LEAST`` whole buttons."""
        if need <= height - LIST_CUE - 2:
            return True
        room, whole, kept = bottom - self.stack.y - height - 6 - LIST_CUE, -self.actions.gap, 0
        for item in self.actions.items:
            whole += self.actions.gap + getattr(item, "row_height", self.actions.item_height)
            if whole > room:
                break
            kept += 1
        return kept >= LIST_LEAST

    def _step_height(self, need: int, bottom: int) -> int:
        """The step panel's height over the action list as its buttons are now (``place_step``)."""
        stack, gap = self.stack, self.actions.gap
        marks = getattr(self, "marks", None)
        least = LIST_LEAST if marks is not None and marks.selected else 1  # (else the step's hint says what to click)
        firsts = [getattr(item, "row_height", MIN_ACTIONS) for item in self.actions.items[:least]]
        first = sum(firsts) + gap * (len(firsts) - 1) if firsts else 0
        # (and its tallest button of three lines or more: the wheel brings each whole into view; issue 16: the capsule
        # monsters' three-line buttons under a one-line "Transform" showed cut in a 34 px list)
        tallest = max((h for h in (getattr(item, "row_height", MIN_ACTIONS) for item in self.actions.items)
                       if h >= TALL_BUTTON), default=0)
        keep = min(max(MIN_ACTIONS, first, tallest), self.actions.content_height())  # the first buttons whole (a
        # short or empty list leaves the step more)
        room = bottom - stack.y - 6 - keep  # (below ``step_min``, to two rows, where the first button needs it)
        height = max(min(self.step_min, max(2 * STEP_ROW + 2 * STEP_PAD, room)), min(need, room))
        content = self.actions.content_height()
        if content > bottom - stack.y - height - 6 and need < height:  # a list that would scroll: the step panel
            # gives its empty rows to it ("海エリアを偵察" was hidden under a step panel half empty, session 16)
            height = max(need, 2 * STEP_ROW + 2 * STEP_PAD, bottom - stack.y - 6 - content)
        combat = (getattr(self, "view", None) or {}).get("phase") == "combat"
        chosen = marks is not None and marks.selected is not None  # (a selected card's buttons: the only way on)
        if (combat or chosen) and content > bottom - stack.y - height - 6 >= 0 and \
                bottom - stack.y - 6 - content >= 2 * STEP_ROW + 2 * STEP_PAD:
            # a combat's or a selected card's every button shown where the step keeps two rows: its text scrolls
            # (arrows, the whole on hover; issue 16: at 150 % the prompt took the column and "Soga attacks" was three
            # buttons down a list; a face-down card at sea showed "Place chit" alone, "Turn face up" under the wheel)
            height = bottom - stack.y - 6 - content
        elif combat and content > bottom - stack.y - height - 6 and not self.dice.visible:  # a short window's combat
            height = min(height, 2 * STEP_ROW + 2 * STEP_PAD)  # list that scrolls anyway: the step's first two rows
            # (the rest on hover), the buttons the rest ("Transform" and a capsule monster; elsewhere, as the
            # reconnaissance's buttons that stay under the pointer, the step's hints come first)
        listed, whole = bottom - stack.y - height - 6, -gap
        if self.actions.content_height() > listed:  # a list that scrolls shows whole buttons: the rest to the step
            for item in self.actions.items:
                if whole + gap + getattr(item, "row_height", self.actions.item_height) > listed:
                    break
                whole += gap + getattr(item, "row_height", self.actions.item_height)
            whole = max(whole, min(tallest, listed))  # (room for the tallest, scrolled into view)
            height += listed - whole if whole > 0 else 0
        return height

    def list_hidden(self) -> tuple[int, int]:
        """How many of the action list's buttons are not wholly shown: (above, below)."""
        rect = self.actions.rect
        above = sum(1 for item in self.actions.items if item.rect.y < rect.y)
        below = sum(1 for item in self.actions.items if item.rect.bottom > rect.bottom)
        return above, below

    def cue_text(self, lang: str) -> str:
        """The words of the scrolling list's cue: how many buttons are below (or above) and how to reach them."""
        above, below = self.list_hidden()
        if below:
            return Text(f"▼ ほかに{below}件（ホイール・クリックで）", f"▼ {below} more below (wheel or click)").get(lang)
        return Text(f"▲ 上に{above}件（ホイール・クリックで）", f"▲ {above} more above (wheel or click)").get(lang)

    def shown_cue(self) -> pygame.Rect | None:
        """Where the line saying how many more buttons there are is now (``place_step``): in a list kept as high as a
        taller button further down, under its last whole button wherever the list is scrolled, where the list leaves
        the room (None: the arrows in its bar say it)."""
        cue = getattr(self, "list_cue", None)
        if cue is None or not getattr(self, "cue_floats", False):
            return cue
        rect = self.actions.rect
        top = max((item.rect.bottom for item in self.actions.items if self.actions.shows(item)), default=rect.y)
        return pygame.Rect(cue.x, top, cue.w, LIST_CUE) if rect.bottom - top >= LIST_CUE else None

    def draw_list_cue(self, surface: pygame.Surface, lang: str) -> None:
        cue = self.shown_cue()
        if cue is None:  # no room for the words: arrows in the list's bar column, as the step panel has them
            rect = self.actions.rect
            above, below = self.list_hidden() if self.actions.max_offset() else (0, 0)
            x = rect.right - 5
            if below:
                pygame.draw.polygon(surface, STEP_CUE, [(x - 5, rect.bottom - 11), (x + 5, rect.bottom - 11),
                                                        (x, rect.bottom - 2)])
            if above:
                pygame.draw.polygon(surface, STEP_CUE, [(x - 5, rect.y + 11), (x + 5, rect.y + 11), (x, rect.y + 2)])
            return
        text = self.app.text
        line = text.fit(self.cue_text(lang), theme.SIZE_SMALL, cue.w - 20)
        shown = text.render(line, theme.SIZE_SMALL, STEP_CUE)
        surface.blit(shown, shown.get_rect(midright=(cue.right - 10, cue.centery)))  # (inside the step panel's frame)

    def scroll_step(self, rows: int) -> None:
        """Scroll the step panel by ``rows`` (> 0: further down its text), where it cannot show all of it."""
        total = len(self.step_rows(self.app.lang, self.step_rect.w))
        self.step_offset = max(0, min(self.step_offset + rows, total - self.step_shown))

    def draw_step(self, surface: pygame.Surface, lang: str) -> None:
        if getattr(self, "_step_lang", lang) != lang:
            self.place_step()
        text = self.app.text
        rect = self.step_rect
        theme.panel(surface, rect, theme.PANEL_RAISED, theme.BORDER)
        y = rect.y + STEP_PAD
        rows = self.step_rows(lang, rect.w)
        _, seat = self.step_content(lang)
        if seat is not None and self.step_offset == 0:
            theme.draw_side_marker(surface, (rect.x + 10 + STEP_MARKER, y + STEP_ROW // 2 + 1), STEP_MARKER, seat)
        shown = rows[self.step_offset:self.step_offset + self.step_shown] if self.step_cut else rows
        for part, colour, indent in shown:
            surface.blit(text.render(part, theme.SIZE_SMALL, colour), (rect.x + 10 + indent, y - 1))
            y += STEP_ROW
        if self.step_cut:  # arrows at the edge: more above, more below (the wheel scrolls; the hover shows it all)
            x = rect.right - 6 - STEP_ARROW // 2
            if self.step_offset > 0:
                pygame.draw.polygon(surface, STEP_CUE, [(x - 5, rect.y + 12), (x + 5, rect.y + 12), (x, rect.y + 6)])
            if self.step_offset + self.step_shown < len(rows):
                b = rect.bottom
                pygame.draw.polygon(surface, STEP_CUE, [(x - 5, b - 12), (x + 5, b - 12), (x, b - 6)])
            whole = "\n".join(line for line, _ in self.step_content(lang)[0])
            self.cut_texts.spots.append((rect.copy(), whole))

    def draw_dragged(self, surface: pygame.Surface, lang: str) -> None:
        thing = self.drag
        x, y = self._pointer
        if thing.startswith("grp:"):
            label = self.app.text.render(("グループを移動" if lang == "ja" else "Moving the group"), theme.SIZE_BODY,
                                         theme.TEXT, True)
            box = label.get_rect(center=(x, y)).inflate(16, 10)
            pygame.draw.rect(surface, theme.ACCENT, box, border_radius=6)
            surface.blit(label, label.get_rect(center=box.center))
            return
        slot = self.drag_slot
        if slot is not None and slot.entry.id == thing:  # the strip or tile the table showed it as (session 28: a 70 px
            self.table.draw_lifted(surface, slot, (x, y), lang)  # face printed its name and numbers at 6-7 px)
            return
        image = self.table.cards.face(face_for(thing), 70, lang)
        surface.blit(image, image.get_rect(center=(x, y)))


def log_type() -> int:
    """The log's print: ``theme.SIZE_SMALL`` on the screen (divided by a UI scale above 1), never larger."""
    return min(theme.SIZE_SMALL, math.ceil(theme.SIZE_SMALL / theme.ui_scale()))


#: What the base's label adds where a strip of it shows fewer numbers than its card has: the card under the pointer shows
#: them all (the hover view).
NUMBERS_HINT = Text("・数値はカードを指して", " · numbers: point at a card")


def tile_keeps(cards: CardRenderer, entry: CardEntry, w: int, h: int) -> bool:
    """Whether an invasion tile ``w`` x ``h`` px shows every number of its card in every language."""
    return entry.face is not None and all(
        len(cards.strip_anatomy(entry.face, w, h, lang, INVASION_BACK, 0).numbers) == len(entry.face.stats)
        for lang in LANGS)


def tile_prints(cards: CardRenderer, entry: CardEntry, w: int, h: int) -> int:
    """The least print (px) of an invasion tile's numbers on the 800x560 board (``board.TILE_GOOD`` or more where they
    fit, ``ZoneSpec.number_least``) ``w`` x ``h`` px in every language; 0 where one is left out."""
    if entry.face is None:
        return 0
    least = TILE_NUMBER
    for lang in LANGS:
        _, (_, _, size, chips) = cards._tile_choice(entry.face, w, h, lang, numbers_at=TILE_GOOD)
        if len(chips) < len(entry.face.stats):
            return 0
        least = min(least, size)
    return least


def base_keeps(cards: CardRenderer, entry: CardEntry, w: int, h: int) -> bool:
    """Whether a base strip ``w`` x ``h`` px shows every number of its card at its name's own print in every language
    (``board.column_need``)."""
    return entry.face is not None and all(
        len(cards.strip_anatomy(entry.face, w, h, lang, INVASION_BACK, 0,
                                cards.strip_name_size(entry.face, w, h, lang)).numbers) == len(entry.face.stats)
        for lang in LANGS)


def base_type() -> int:
    """The least print of the base's and the capsule monsters' names on a small board (``board.build_board``): the
    app's small type on the screen under a UI scale above 1 (``theme.SIZE_SMALL`` divided by the scale: 10 px at
    150 %); at 100 % (the 800x560 window) ``BASE_TYPE`` px (issue 16: they were 8)."""
    return math.ceil(theme.SIZE_SMALL / theme.ui_scale()) if theme.ui_scale() > 1 else BASE_TYPE


def short_name(name: str) -> str:
    """The short form a side's name gives in brackets at its end ("Terrestrial Defense Force (TDF)": "TDF",
    "地球防衛軍（ＴＤＦ）": "ＴＤＦ"), else the name."""
    found = re.search(r"[（(]([^（()）]+)[）)]$", name)
    return found.group(1) if found else name


def make_scene(app, session) -> UltraSevenScene:
    return UltraSevenScene(app, session)
