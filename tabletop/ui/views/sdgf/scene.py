"""The SD Gundam Force table: both sides, the terrain, the battle, the decisions.

Every decision comes from ``session.legal_actions()``:

* a hand card that some legal action uses is highlighted; clicking it selects
  it and the sidebar lists that card's actions (labelled by
  ``describe_action``); with nothing selected every legal action is listed;
  a hand card none uses, clicked while the seat forms its standby field, is
  refused with the rule that says why (an SD card only goes there);
* a selected card can also be clicked onto, or dragged onto, its target zone:
  standby (Deploy), dark hole (DarkHoleDiscard), counter slot or battlefield
  (PlayCounter), return field (Discard); a rescue card's target is a card of
  one's own dark hole;
* RevealTerrain and Calculate are big buttons in the sidebar.

The privacy curtain, undo/redo, save, menu and end screen come from
``GameScene``. The sidebar's lower panel is the recap "since your last turn":
the seat at the computer's log lines (``session.log_for``) since the decision
last passed from it to another seat (``views.recap.SinceLastTurn``), live (a computer's moves
appear as it makes them) and scrolled to the newest line whenever the decision
comes back to a seat; a toggle shows the whole log, opened at the newest entry.
A tooltip goes with the layout that made it: when the sidebar's action buttons
are rebuilt, a hover on a button that is gone is forgotten.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Event
from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.actions import Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
from tabletop.games.sdgf.state import COUNTER, FORMATION

from ... import theme
from ...cards.breaks import breaks_a_word
from ...cards.layout import CardEntry
from ...cards.render import table_name
from ...cards.seatmark import SeatMark
from ...cards.table import CardTableView
from ...kept import Kept
from ...text import MIN_SHRINK, key
from ...widgets import Button, Label, LogPanel, Panel, Widget
from ...widgets.scroll import TabbedRows
from ..base import GameScene
from ..recap import SinceLastTurn
from . import geometry, panels
from .faces import standby_tile_face
from .standings import standings
from .twins import tell_apart
from .zones import (FIELD_NEED_MOST, HAND_NAME_GOOD, HOLE_NAME_GOOD, HOLE_TWO_LINES, LABEL_TOP, TILE_LEAST_W,
                    adapting, arrange, build_zones, card_ids, empty_standby_slots, held_face_for, hidden_in_hole)

ACTION_H = 50  # px: an action button, its verb over one line of the card it uses
#: px: the enlarged card narrows to this where the decision's lit zones and cards and the sidebar's panels leave no
#: room for it 230 px wide (800x560: a Deploy's lit standby field under it, issue 16); every card's lines at 9 px or more
#: (at 170 px some went to 7 px)
ZOOM_LEAST = 200
TURN_SMALLEST = 13  # px: the header's turn shrinks to fit down to the print floor (docs/art.md, "Type")
T_DECKS = Text("デッキ編集", "Deck builder")
T_LOG = Text("全ログ", "Full log")
T_RECAP = Text("前回から", "Recap")
T_RECAP_TITLE = Text("前回の手番からの出来事", "Since your last turn")
T_RECAP_SHORT = Text("前回からの出来事", "Since last turn")  # the recap's title in a narrow sidebar
T_HINT = Text("手札の光っているカードをクリックして選ぶか、行き先へドラッグしてください。",
              "Click a highlighted hand card to choose it, or drag it where it goes.")
#: the same once a card is chosen (the prompt still asked to click a hand card, and a newcomer had to guess the next step)
T_HINT_CHOSEN = Text("光っている場所か右のボタンをクリックしてください（右クリックで選び直し）。",
                     "Now click a highlighted zone or a button on the right (right-click to choose again).")
T_WAIT = Text("相手の番です。", "The other player is deciding.")
T_NOTHING = Text("（新しい出来事はありません）", "(nothing new)")
T_CANT_DROP = Text("カードを置けるのは自分の場だけです（光っている場所へ）。",
                   "Cards go only to your own side of the table (drop it on a highlighted zone).")
T_CAN_GO = Text("出撃可", "can go")
T_MORE = Text("ほか{n}枚（クリックで一覧）", "+{n} more (click to see all)")  # a dark hole's cards off the table
#: on hover over a dark hole's label that ends "+n" (the hole's count, then how many of its cards are off the table)
T_HOLE_LABEL = Text("このダークホールに{n}枚（10枚で負け）。うち{k}枚はここに出ていません（クリックで一覧）",
                    "{n} cards in this dark hole (at 10 its player loses); {k} of them not shown here (click to see all)")


class SdgfScene(GameScene):
    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.table = CardTableView(app.text)
        self.hole_tips: dict[str, Widget] = {}  # each dark hole's label that ends "+n", as a hover target (``widget_at``)
        self.table.backdrop = self.background  # zone frames drawn once onto the table's image (``CardTableView``)
        self.table.label_top = LABEL_TOP  # each label's ink above its zone's cards
        self.zoom_buttons: list[pygame.Rect] = []  # what the enlarged card never covers (``layout``)
        self.table.zoom_least = ZOOM_LEAST
        self.geo = geometry.compute(app.size)
        self.held_need: dict = {}  # the least widths of held tiles (``zones.hand_tiles``), per face and height
        self.field_needs: dict = {}  # the least widths of field tiles (``field_need``), per face and height
        self.view: dict = {}
        self.view_rev = 0  # counts the views: a new one at each ``refresh``
        self.card_of: dict[str, str] = {}  # instance -> card id of the cards the view shows
        self.me = 0
        self.selected: str | None = None
        self.drag: str | None = None
        self.drag_pos = (0, 0)
        self.hover: tuple[int, int] | None = None
        self.recap = SinceLastTurn(2)  # per seat: its log since the decision last passed from it
        self.last_shown: int | None = None
        self.full_log = False
        self.legal: list[Action] = []
        self.adapting: set[str] = set()
        self.deck_button = Button(T_DECKS, self.open_deck_builder, size=theme.SIZE_BODY,
                                  tooltip=Text("デッキを作る・保存する（次の対戦から使えます）",
                                               "Build and save decks (for the next game)"))
        self.menu_button = Button(key("ui.menu"), self.open_menu, size=theme.SIZE_BODY, tooltip=key("ui.menu_hint"))
        self.prompt_panel = Panel()
        self.who_label = Label(self.who_text, size=theme.SIZE_LABEL, bold=True, colour=theme.GOLD)
        self.who_mark = SeatMark(lambda: None if self.session.pending() is None else self.session.pending().seat)
        self.palette = theme.palette_name()  # the seat colours the zones were built with
        self.kept = Kept()  # the header and the phase chips, drawn when they change
        self.prompt_label = Label(self.prompt_text, wrap=True, size=theme.SIZE_SMALL)
        self.actions = TabbedRows(item_height=ACTION_H, gap=geometry.ACTION_GAP)  # never half an action
        self.undo_button = Button(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=self.can_undo,
                                  size=theme.SIZE_BODY)
        self.redo_button = Button(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=self.can_redo,
                                  size=theme.SIZE_BODY)
        self.log_toggle = Button(self.toggle_text, self.toggle_log, size=theme.SIZE_SMALL)
        self.log = LogPanel(title=self.log_title, words=True, whole_entries=True)
        self.add(self.deck_button, self.menu_button, self.prompt_panel, self.who_mark, self.who_label, self.prompt_label,
                 self.actions, self.undo_button, self.redo_button, self.log, self.log_toggle)

    # -- texts ----------------------------------------------------------------------------
    def who_text(self, lang: str) -> str:
        d = self.session.pending()
        if d is None:
            return "ゲーム終了" if lang == "ja" else "Game over"
        return self.spec.seat_label(d.seat).get(lang)

    def prompt_text(self, lang: str) -> str:
        d = self.session.pending()
        if d is None and self.view.get("winner") is not None:  # the "Game over" panel says who won and why
            return panels.result_line(self.view, self.viewer, lang)
        if d is None or d.prompt is None:
            return ""
        if not self.at_computer():  # the words every seat sees: they never tell what a hidden hand holds
            return d.prompt.get(lang)
        own = (self.view.get("pending") or {}).get("prompt")  # the deciding seat's view may name its options
        prompt = Text(own["ja"], own["en"]) if own else d.prompt
        hint = "\n" + (T_HINT_CHOSEN if self.selected else T_HINT).get(lang) \
            if any(getattr(a, "card", "") for a in self.legal) else ""
        return prompt.get(lang) + hint

    def toggle_text(self, lang: str) -> str:
        return (T_RECAP if self.full_log else T_LOG).get(lang)

    def log_title(self, lang: str) -> str:
        """The log panel's title: the full log's, or the recap's (shortly where the sidebar leaves it no room
        before the log button: the smallest window, 150 % UI scale)."""
        if self.full_log:
            return key("ui.log").get(lang)
        title = T_RECAP_TITLE.get(lang)
        room = self.log_toggle.rect.x - self.log.rect.x - 12 - 4  # the panel puts its title 12 px in
        return title if self.app.text.size(title, theme.SIZE_SMALL)[0] <= room else T_RECAP_SHORT.get(lang)

    def help_text(self) -> list:
        from .help import HELP

        return list(HELP)

    # -- state -------------------------------------------------------------------------------
    def at_computer(self) -> bool:
        d = self.session.pending()
        return d is not None and self.shown_seat is not None and d.seat == self.shown_seat and not self.curtain_up

    def open_menu(self) -> None:
        from ...scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def open_deck_builder(self) -> None:
        from .deckbuilder import open_deck_builder

        open_deck_builder(self.app)

    def toggle_log(self) -> None:
        self.full_log = not self.full_log
        self.refresh_log()
        self.log.scroll_to_end()  # either list opens at its newest line

    def on_change(self, events: list[Event]) -> None:
        session = self.session
        viewer = self.viewer
        if self.recap.update(session):  # the decision passed: the log opens at its newest line
            self.log.scroll_to_end()
        if viewer != self.last_shown:
            self.last_shown = viewer
            self.selected = None
            self.log.scroll_to_end()
        self.me = viewer if viewer is not None else 0
        self.view = session.view(viewer)
        self.view_rev += 1  # (what the battle-info panel shows: ``draw_content``)
        self.card_of = card_ids(self.view)
        self.legal = session.legal_actions() if self.at_computer() else []
        if self.selected is not None and not self.card_actions(self.selected):
            self.selected = None
        self.rebuild()
        self.refresh_log()

    def refresh_log(self) -> None:
        viewer = self.viewer
        if self.full_log or viewer is None:
            events = self.session.log_for(viewer)[-400:]
        else:
            events = self.recap.get(viewer, [])
        lines = [((lambda lang, e=e: e.line(lang)), theme.GOLD if e.kind in ("battle", "game_over") else theme.TEXT)
                 for e in events]
        if not lines:
            lines = [(T_NOTHING, theme.TEXT_MUTED)]
        self.log.set_lines(lines)

    def card_actions(self, card: str) -> list[Action]:
        return [a for a in self.legal if getattr(a, "card", None) == card]

    def selectable_cards(self) -> set[str]:
        return {a.card for a in self.legal if getattr(a, "card", None)}

    def drop_zones(self, card: str | None) -> set[str]:
        """Zones where ``card`` may be dropped (or clicked) for one of its legal actions."""
        if card is None:
            return set()
        me = self.me
        out = set()
        for a in self.card_actions(card):
            if isinstance(a, Deploy):
                out.add(f"standby{me}")
            elif isinstance(a, DarkHoleDiscard):
                out.add(f"darkhole{me}")
            elif isinstance(a, PlayCounter):
                out |= {f"counter{me}", f"battle{me}"} if not a.target else {f"darkhole{me}"}
            elif isinstance(a, Discard):
                out.add(f"return{me}")
        return out

    def action_for_drop(self, card: str, zone: str, target: str | None = None) -> Action | None:
        me = self.me
        for a in self.card_actions(card):
            if isinstance(a, Deploy) and zone == f"standby{me}":
                return a
            if isinstance(a, DarkHoleDiscard) and zone == f"darkhole{me}":
                return a
            if isinstance(a, PlayCounter):
                if not a.target and zone in (f"counter{me}", f"battle{me}"):
                    return a
                if a.target and zone == f"darkhole{me}" and a.target == target:
                    return a
            if isinstance(a, Discard) and zone == f"return{me}":
                return a
        return None

    def strip_keeps(self, entry: CardEntry, w: int, h: int) -> bool:
        """Whether ``entry`` as a name strip w x h px shows its name whole with its power in both languages."""
        return self.table.cards.strip_keeps(entry.face, w, h)

    def hole_keeps(self, entry: CardEntry, w: int, h: int) -> bool:
        """``strip_keeps`` with the name at ``zones.HOLE_NAME_GOOD`` px or more (the larger window's dark hole)."""
        return self.table.cards.strip_keeps(entry.face, w, h, HOLE_NAME_GOOD)

    def hole_roomy(self, entry: CardEntry, w: int, h: int) -> bool:
        """``hole_keeps`` with the name on one line in both languages (a small window's dark hole: a name on two lines
        of a 26 px strip is closed up, its ink about 8 px; ``zones.hole_tiles`` makes it tiles, issue 16)."""
        return self.hole_keeps(entry, w, h) and (entry.face is None or all(
            len(self.table.cards.strip_anatomy(entry.face, w, h, lang).lines) <= 1 for lang in ("ja", "en")))

    def hole_clear(self, entry: CardEntry, w: int, h: int) -> bool:
        """``hole_keeps`` with the name on one line, or on two at ``zones.HOLE_TWO_LINES`` px, in both languages (the
        larger window's low dark hole: two lines of 10 px closed up in a 26 px strip, issue 16)."""
        return self.hole_keeps(entry, w, h) and (entry.face is None or all(
            len(drawn.lines) <= 1 or drawn.name_size >= HOLE_TWO_LINES
            for drawn in (self.table.cards.strip_anatomy(entry.face, w, h, lang) for lang in ("ja", "en"))))

    def tile_fits(self, entry: CardEntry, w: int, h: int, least: int = 0, numbers: bool = False) -> bool:
        """Whether ``entry``'s tile w x h shows its name whole, no word broken, over its power, in both languages
        (``least``: its name at that size or more, and a card without numbers, a counter card, its name alone;
        ``numbers``: its power too)."""
        face = entry.face
        if face is None:
            return True
        cards = self.table.cards
        for lang in ("ja", "en"):
            drawn = cards.strip_anatomy(face, w, h, lang)
            name, lines = table_name(face, lang), [line.strip() for line in drawn.lines]
            whole = "".join(lines).replace(" ", "").replace("-", "") == name.replace(" ", "").replace("-", "")
            if drawn.stats < (min(1, len(face.stats)) if least else 1) or not whole or breaks_a_word(name, lines):
                return False
            if least and cards.strip_name_size(face, w, h, lang, side=True) < least:
                return False
            if numbers and face.stats and cards.tile_number_size(face, w, h, lang) < least:
                return False  # the power too (8 px under a name on two lines, issue 16)
        return True

    def held_fits(self, entry: CardEntry, w: int, h: int) -> bool:
        """``tile_fits`` for a held tile: its name and its power at ``zones.HAND_NAME_GOOD`` px or more
        (``zones.hand_tiles``; a power at 8 px under a name on two lines, issue 16)."""
        return self.tile_fits(entry, w, h, HAND_NAME_GOOD, numbers=True)

    def field_need(self, entry: CardEntry, h: int) -> int:
        """The least width of ``entry``'s field tile h px high that prints its name whole at ``zones.HAND_NAME_GOOD``
        px or more over its power, in both languages (``zones.share_field``); 0 if none up to ``FIELD_NEED_MOST``."""
        if entry.face is None:
            return TILE_LEAST_W
        key = (entry.face, h)
        if key not in self.field_needs:
            need = next((w for w in range(TILE_LEAST_W, FIELD_NEED_MOST + 1, 2)
                         if self.tile_fits(entry, w, h, HAND_NAME_GOOD)), 0)
            self.field_needs[key] = max(need, self.field_floor(h)) if need else 0
        return self.field_needs[key]

    def field_sized(self, entry: CardEntry, h: int, size: int) -> int:
        """The least width of ``entry``'s field tile h px high that prints its name whole at ``size`` px or more over its
        power, in both languages (``zones.tile_columns`` where no share gives every name ``zones.HAND_NAME_GOOD`` px);
        0 if none up to ``FIELD_NEED_MOST``."""
        key = (entry.face, h, size)
        if key not in self.field_needs:
            # halved, not stepped (a few layouts, not a hundred, for each size asked): a width that fits, the least
            # where wider tiles keep fitting (they do: the name only grows with the tile)
            low, high = TILE_LEAST_W - 1, FIELD_NEED_MOST
            if not self.tile_fits(entry, high, h, size):
                high = 0
            while high and high - low > 2:
                mid = (low + high) // 2
                if self.tile_fits(entry, mid, h, size):
                    high = mid
                else:
                    low = mid
            self.field_needs[key] = max(high, self.field_floor(h)) if high else 0
        return self.field_needs[key]

    def field_floor(self, h: int) -> int:
        """The least width of a standby tile h px high on which every SD card, tapped or able to go, shows its power
        (a tile shared by need is no narrower: any card may take its place)."""
        if h not in FIELD_FLOORS:
            cards = self.table.cards
            faces = [standby_tile_face(cid, cid, 0, turns, going) for cid, card in card_set().items() if card.is_sd
                     for turns, going in ((1, False), (2, False), (0, True))]
            order = [(f, lang) for f in faces for lang in ("ja", "en")]

            def fits(w: int) -> bool:
                """Every face shows its power at ``w``; the face that does not goes first for the next width (the
                widths below the floor usually fail on one face: each is then one strip, not all of them)."""
                for i, (f, lang) in enumerate(order):
                    if cards.strip_anatomy(f, w, h, lang).stats < 1:
                        order.insert(0, order.pop(i))
                        return False
                return True

            FIELD_FLOORS[h] = next((w for w in range(TILE_LEAST_W, FIELD_NEED_MOST + 1, 2) if fits(w)), FIELD_NEED_MOST)
        return FIELD_FLOORS[h]

    def field_fits(self, entry: CardEntry, w: int, h: int) -> bool:
        """``tile_fits`` for a field's tile: its name at ``zones.HAND_NAME_GOOD`` px or more where some width gives it
        that (``field_need``), else whole at a smaller size (``zones.tile_columns`` tries this first)."""
        return self.tile_fits(entry, w, h, HAND_NAME_GOOD if self.field_need(entry, h) else 0)

    def field_good(self, entry: CardEntry, w: int, h: int) -> bool:
        """``tile_fits`` for a battlefield's tile or strip: its name whole at ``zones.HAND_NAME_GOOD`` px or more with
        its power (``zones.tiles_side_by_side``)."""
        return self.tile_fits(entry, w, h, HAND_NAME_GOOD)

    def stacked_good(self, entry: CardEntry, w: int, h: int) -> bool:
        """Whether ``entry``'s name strip w x h printing its numbers' values in columns (``zones.battle_strips``)
        shows its name whole on one line at ``zones.HAND_NAME_GOOD`` px or more beside its power, in both languages."""
        face = entry.face
        if face is None:
            return True
        for lang in ("ja", "en"):
            drawn = self.table.cards.strip_anatomy(face, w, h, lang, side=True, columns=True)
            if drawn.name_size < HAND_NAME_GOOD or drawn.stats < len(face.stats) or len(drawn.lines) != 1 \
                    or drawn.lines[0].replace(" ", "") != table_name(face, lang).replace(" ", ""):
                return False
        return True

    def hole_fits(self, entry: CardEntry, w: int, h: int) -> bool:
        """``tile_fits`` for a dark hole's tile: its name and its power at ``zones.HAND_NAME_GOOD`` px or more
        (``zones.hole_tiles``; two 51 px tiles printed their power at 8 px under a name on two lines, issue 16)."""
        return self.tile_fits(entry, w, h, HAND_NAME_GOOD, numbers=True)

    def tile_narrows(self, entry: CardEntry, w: int, full: int, h: int) -> bool:
        """Whether ``entry``'s tile ``w`` px wide prints its name at the size, and no more cut, and its numbers as many
        and as large as ``full`` px wide, in both languages (``zones.card_widths``)."""
        face, cards = entry.face, self.table.cards
        if face is None:
            return True
        for lang in ("ja", "en"):
            narrow, wide = cards.strip_anatomy(face, w, h, lang), cards.strip_anatomy(face, full, h, lang)
            cut = any(line.endswith("…") for line in narrow.lines) > any(line.endswith("…") for line in wide.lines)
            if cut or narrow.stats < wide.stats or \
                    cards.strip_name_size(face, w, h, lang, side=True) < cards.strip_name_size(face, full, h, lang, side=True) \
                    or cards.tile_number_size(face, w, h, lang) < cards.tile_number_size(face, full, h, lang):
                return False
        return True

    def rebuild(self) -> None:
        if not self.view:
            return
        focus = self.drag or self.selected
        zones = build_zones(self.view, self.geo, self.me, self.selectable_cards(), self.selected,
                            self.drop_zones(focus), spectator=self.viewer is None, need=self.field_need)
        self.table.set_zones(zones, self.hover)  # the zone under the mouse keeps still
        arrange(self.table.slots, zones, self.geo, self.strip_keeps, (self.field_fits, self.tile_fits), self.hole_keeps, self.held_fits,
                self.held_need, self.hole_fits, self.field_sized, self.hole_roomy,
                hole_clear=self.hole_clear, good=self.field_good,
                stacked_good=self.stacked_good, narrows=self.tile_narrows)
        self.adapting = adapting(self.view)
        buttons = []
        shown = self.card_actions(self.selected) if self.selected else self.legal
        line_h = self.app.text.line_height(theme.SIZE_SMALL)
        room = self.geo["actions"].w - 10 - 2 * theme.PAD  # a button's text width, beside the scroll bar
        # a list too low for three rows of ``ACTION_H`` (800x560, 150 %) has lower rows, each name on one line
        low = self.geo["actions"].h < 3 * ACTION_H + 2 * geometry.ACTION_GAP + TabbedRows.TAB_ROOM
        row_h, least = (geometry.ACTION_LOW_H if low else ACTION_H), int(theme.SIZE_SMALL * MIN_SHRINK)

        def fits(line: str) -> bool:  # (in a low list, at the least size a line shrinks to)
            return self.app.text.size(line, least if low else theme.SIZE_SMALL)[0] <= room
        fulls = [partial(self.session.describe_action, a) for a in shown]  # the label in the language asked
        words = [action_words(self.card_of, a, fits) for a in shown]
        hand = [c["id"] for c in self.view["seats"][self.me].get("hand", []) if c]
        verbs = tell_apart(shown, [w[0] for w in words], [w[1] for w in words], fulls, hand)  # two copies of a card
        for a, full, (_, sub, effect), verb in zip(shown, fulls, words, verbs):
            primary = isinstance(a, (RevealTerrain, Calculate)) or self.selected is not None
            button = Button(verb or full, lambda a=a: self.act(a), align="left", size=theme.SIZE_SMALL,
                            style="primary" if primary else "normal", sublabel=sub,
                            tooltip=partial(whole_action, full, sub, effect))
            button.row_height = row_h
            if sub is not None:  # a long card name goes on two lines (or more): every line whole
                line = sub(self.app.lang)  # the shown language's
                if low and "\n" not in line and fits(line):
                    button.sub_least = least  # a low list: the name on one line, in smaller type where it must be
                else:
                    lines = len(self.app.text.wrapped(line, theme.SIZE_SMALL, room))
                    button.row_height = ACTION_H + (lines - 1) * line_h
            buttons.append(button)
        if self.selected is not None:
            cancel = Button(Text("選択をやめる", "Cancel the choice"), self.unselect, size=theme.SIZE_SMALL, align="left")
            cancel.row_height = row_h
            buttons.append(cancel)
        self.actions.set_items(buttons)
        self.rows_lang = self.app.lang
        self.forget_stale_hover()

    def update(self, dt: float) -> bool:
        """The rows' heights follow the language shown: a language changed in the menu builds them again."""
        if self.view and getattr(self, "rows_lang", self.app.lang) != self.app.lang:
            self.rebuild()
        return super().update(dt)

    def forget_stale_hover(self) -> None:
        """The layout changed: a hovered widget that is no longer on screen takes its tooltip with it
        (the pointer's widget now, if any, starts its own delay)."""
        if self._hover is None:
            return
        now = self.widget_at(self._pointer)
        if now is not self._hover:
            self._hover, self._hover_time = now, 0.0

    def unselect(self) -> None:
        self.selected = None
        self.rebuild()

    def act(self, action: Action) -> None:
        self.selected = None
        self.drag = None
        if not self.apply_action(action):
            self.rebuild()

    # -- input -------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.pointer:
            self.hover = inp.pos
            if self.table.pointer_moved(inp.pos):
                arrange(self.table.slots, self.table.zones, self.geo, self.strip_keeps, (self.field_fits, self.tile_fits), self.hole_keeps,
                        self.held_fits, self.held_need, self.hole_fits, self.field_sized, self.hole_roomy,
                hole_clear=self.hole_clear, good=self.field_good,
                stacked_good=self.stacked_good, narrows=self.tile_narrows)
        if inp.kind in ("drag_start", "drag_move", "drag_end"):
            return self.handle_drag(inp)
        if super().handle(inp):
            return True
        if inp.kind == "click" and inp.button == 1:
            return self.click(inp.pos)
        if inp.kind == "click" and inp.button == 3 and self.selected is not None:
            self.unselect()
            return True
        if inp.kind == "key":
            return self.key(inp.shortcut)
        return False

    def key(self, shortcut: str) -> bool:
        """Keys 1-6 choose the n-th usable hand card; Return takes the first action listed."""
        if shortcut.isdigit() and shortcut != "0":
            usable = [sl.entry.id for sl in self.table.slots
                      if sl.zone == f"hand{self.me}" and sl.entry.id in self.selectable_cards()]
            n = int(shortcut) - 1
            if n < len(usable):
                self.selected = None if self.selected == usable[n] else usable[n]
                self.rebuild()
                return True
            return False
        if shortcut == "return" and self.actions.items:
            first = self.actions.items[0]
            if self.selected is not None or len(self.legal) == 1:
                first.click()
                return True
        return False

    def click(self, pos) -> bool:
        slot = self.table.card_at(pos)
        if slot is not None and slot.entry.id in self.selectable_cards() and slot.zone.startswith("hand"):
            self.selected = None if self.selected == slot.entry.id else slot.entry.id
            self.rebuild()
            return True
        if slot is not None and slot.zone == f"hand{self.me}" and self.explain_click(slot.entry.id):
            return True
        zone = self.table.zone_at(pos)
        if zone is not None and self.selected is not None:
            target = slot.entry.id if slot is not None else None
            action = self.action_for_drop(self.selected, zone.name, target)
            if action is not None:
                self.act(action)
                return True
        if zone is not None and zone.name.startswith(("return", "darkhole")) and zone.cards:
            from .browse import ZoneBrowser

            self.app.push(ZoneBrowser(self.app, zone, self.table.cards, self.card_of))
            return True
        return False

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """A widget under ``pos``, or else a dark hole's label that ends "+n": on hover it says what both numbers
        count (at 150 % "Dark hole 3/10 +1" read as four cards, issue 16)."""
        found = super().widget_at(pos)
        if found is not None or not self.view:
            return found
        for zone, rect in self.table.label_rects(self.app.lang):
            if zone.name.startswith("darkhole") and rect.collidepoint(pos) and self.hole_off_table(zone.name):
                tip = self.hole_tips.setdefault(zone.name, Widget(tooltip=partial(self.hole_label_tip, zone.name)))
                tip.rect = rect
                return tip
        return None

    def hole_off_table(self, name: str) -> int:
        """How many of the dark hole ``name``'s cards its label counts as off the table (its " +n"), else 0."""
        zone = next((z for z in self.table.zones if z.name == name), None)
        if zone is None or zone.label is None:
            return 0
        hidden = len(zone.cards) - sum(1 for s in self.table.slots if s.zone == name)
        return hidden if hidden > 0 and zone.label.en.endswith(f" +{hidden}") else 0

    def hole_label_tip(self, name: str, lang: str) -> str:
        zone = next((z for z in self.table.zones if z.name == name), None)
        return T_HOLE_LABEL.get(lang).format(n=len(zone.cards) if zone else 0, k=self.hole_off_table(name))

    def explain_click(self, card: str) -> bool:
        """A hand card no legal action uses, clicked while the seat deploys to its standby field: the rules say why in
        the bar, with "why?" (the click did nothing: a newcomer clicking "Kao Lin's Repairs" in the Formation phase
        was not told that only SD cards go there, issue 16). False elsewhere: the click goes on to the zones."""
        decision = self.session.pending()
        if (decision is None or decision.seat != self.me or self.view.get("phase") != FORMATION
                or not any(isinstance(a, Deploy) for a in self.legal)):
            return False
        self.apply_action(Deploy(card))  # not among the legal actions: refused, with the rule that says so
        return True

    def handle_drag(self, inp) -> bool:
        if inp.kind == "drag_start":
            slot = self.table.card_at(inp.start)
            if slot is not None and slot.zone.startswith("hand") and slot.entry.id in self.selectable_cards():
                self.drag = slot.entry.id
                self.drag_pos = inp.pos
                self.rebuild()
                return True
            return False
        if self.drag is None:
            return False
        self.drag_pos = inp.pos
        if inp.kind == "drag_end":
            card, self.drag = self.drag, None
            zone = self.table.zone_at(inp.pos)
            slot = self.table.card_at(inp.pos)
            action = self.action_for_drop(card, zone.name, slot.entry.id if slot else None) if zone else None
            if action is not None:
                self.act(action)
            else:
                if zone is not None and not zone.name.startswith("hand"):
                    self.explain_drop(card, zone.name, slot.entry.id if slot else "")
                self.rebuild()
        return True

    def meant_by_drop(self, card: str, zone: str, target: str = "") -> Action | None:
        """The action a drop of ``card`` on one of the seat's own zones stands for, legal or not."""
        me = self.me
        counter = self.view.get("phase") == COUNTER
        if zone == f"standby{me}":
            return Deploy(card)
        if zone == f"darkhole{me}":
            return PlayCounter(card, target) if counter else DarkHoleDiscard(card)
        if zone in (f"counter{me}", f"battle{me}"):
            return PlayCounter(card)
        if zone == f"return{me}":
            return Discard(card)
        return None

    def explain_drop(self, card: str, zone: str, target: str = "") -> None:
        """A drop no legal action allows: the rules say why (their rule in the bar, with "why?");
        a zone that is not the seat's own is the table's layout (場の構成)."""
        meant = self.meant_by_drop(card, zone, target)
        if meant is None:
            self.show_error(RulesError("sdgf 場の構成", T_CANT_DROP.ja, T_CANT_DROP.en))
        else:
            self.apply_action(meant)  # not among the legal actions: refused, with the rule that says so

    # -- layout and drawing -------------------------------------------------------------------------
    def outcome_lines(self, lang: str) -> list[str]:
        """Each player's deck, hand, standby field and dark hole under the result (``standings``)."""
        return standings(self.session.view(self.viewer), lang)

    def layout(self, size) -> None:
        self.geo = g = geometry.compute(size)
        w = size[0]
        self.menu_button.rect = pygame.Rect(w - 10 - 120, 8, 120, 36)
        self.deck_button.rect = pygame.Rect(self.menu_button.rect.x - 10 - 150, 8, 150, 36)
        p = g["prompt"]
        self.prompt_panel.rect = p
        self.who_mark.rect = pygame.Rect(p.x + 12, p.y + 12, 18, 18)  # the seat's shape before its name
        self.who_label.rect = pygame.Rect(p.x + 36, p.y + 8, p.w - 48, 26)
        self.prompt_label.rect = pygame.Rect(p.x + 12, p.y + 36, p.w - 24, p.h - 42)
        self.actions.rect = g["actions"]
        self.actions.place()
        u = g["undo_row"]
        half = (u.w - 8) // 2
        self.undo_button.rect = pygame.Rect(u.x, u.y, half, u.h)
        self.redo_button.rect = pygame.Rect(u.x + half + 8, u.y, u.w - half - 8, u.h)
        # the enlarged card under the pointer keeps off the buttons (at 150 % it covered the first action, issue 16) and
        # off the decision's panel; ``draw`` adds what the decision asks to click
        self.zoom_buttons = [g["prompt"], g["actions"], g["undo_row"], self.menu_button.rect, self.deck_button.rect]
        self.table.zoom_clear = list(self.zoom_buttons)
        self.log.rect = g["recap"]
        self.log_toggle.rect = pygame.Rect(g["recap"].right - 96, g["recap"].y + 4, 90, 26)
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_banner(surface, self.geo["banner"])  # over every widget when it grows
        if self.drag is not None:
            card = self.card_of.get(self.drag) if self.drag else None
            if card is not None:  # (drawn at least ``geometry.DRAG_LEAST`` px wide: as the 1280x800 window's hand)
                face = held_face_for(self.geo.widths["drag"])(card, self.drag, self.me)
                self.table.draw_floating(surface, face, self.drag_pos,
                                         self.geo.widths["drag"], self.app.lang)
        elif self.hover is not None and self.app.top is self and not self.banner_rect.collidepoint(self.hover):
            # nor over the zones and cards lit for the decision (it covered the standby field a Deploy asked for)
            self.table.zoom_clear = self.zoom_buttons + self.table.lit_rects(self.drop_zones(self.selected))
            self.table.draw_hover(surface, self.hover, self.app.lang)

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.palette != theme.palette_name():  # the colour-vision setting changed (menu → settings)
            self.palette = theme.palette_name()
            self.rebuild()
        text, lang, g = self.app.text, self.app.lang, self.geo
        w = surface.get_width()
        band = pygame.Rect(0, g["header"].y, w, g["header"].bottom + 3)  # the header and its accent line
        turn = self.view["turn_label"][lang] if self.view else ""
        self.kept.draw(surface, "header", band, (lang, turn, tuple(g["header"]), self.deck_button.rect.x),
                       lambda: self.draw_header(surface), text)
        if not self.view:
            return
        self.kept.draw(surface, "phases", g["phases"], (lang, self.view["phase"]),
                       lambda: panels.draw_phases(surface, text, g["phases"], self.view, lang), text)
        viewer = self.viewer
        self.table.draw(surface, lang, hover=None, drop_targets=self.drop_zones(self.drag or self.selected),
                        beneath=lambda target: panels.draw_battle_info(target, text, g["battle_info"], self.view,
                                                                       viewer, lang),  # between the zones
                        beneath_key=(self.view_rev, viewer, tuple(g["battle_info"])))
        for r in empty_standby_slots(self.table.zones, g):
            pygame.draw.rect(surface, theme.BORDER, r, 1, border_radius=6)
        self.draw_tags(surface)
        self.draw_dark_hole_meters(surface)
        self.draw_hole_hidden(surface)

    def status_spot(self, surface: pygame.Surface) -> tuple[int, tuple[int, int]]:
        """The computer's box in the sidebar's action area (empty while it thinks), over no card's name
        (the screen's bottom middle is the seat's hand)."""
        area = self.geo["actions"]
        return area.w - 84, (area.centerx, area.bottom)

    def draw_header(self, surface: pygame.Surface) -> None:
        """The header band, its accent line, the game's title and the turn."""
        header = self.geo["header"]
        pygame.draw.rect(surface, theme.BG_DEEP, header)
        pygame.draw.line(surface, theme.ACCENT, (0, header.bottom), (surface.get_width(), header.bottom), 2)
        self.draw_header_text(surface)

    def draw_header_text(self, surface: pygame.Surface) -> None:
        """The game's title and the turn on one line: the title shortened ("SD Gundam Force"), then in smaller
        type when the header is narrow, then the turn's type shrunk to fit (``fit_line``; a last resort shortens the turn, which the top
        panel also names)."""
        text, lang, header = self.app.text, self.app.lang, self.geo["header"]
        name, short = self.game.spec.title.get(lang), self.game.spec.short.get(lang)   # short: where the whole crowds the turn
        turn_text = self.view["turn_label"][lang] if self.view else ""
        right = self.deck_button.rect.x - 12
        for title_name, title_size in ((name, theme.SIZE_LABEL), (short, theme.SIZE_LABEL), (short, theme.SIZE_BODY)):
            if text.size(turn_text, theme.SIZE_BODY)[0] <= right - (12 + text.size(title_name, title_size, True)[0] + 16):
                break
        name = title_name
        title = text.render(name, title_size, theme.TEXT, True)
        surface.blit(title, (12, header.centery - title.get_height() // 2))
        if not turn_text:
            return
        x = 12 + title.get_width() + 16
        shown, size = text.fit_line(turn_text, theme.SIZE_BODY, right - x, smallest=TURN_SMALLEST)
        turn = text.render(shown, size, theme.GOLD)
        surface.blit(turn, (x, header.centery - turn.get_height() // 2))

    def draw_dark_hole_meters(self, surface: pygame.Surface) -> None:
        """A bar beside each dark hole's label: how close that side is to losing (red from 7 of 10)."""
        limit = self.view["dark_hole_limit"]
        for zone in self.table.zones:
            if not zone.name.startswith("darkhole"):
                continue
            n = self.view["seats"][int(zone.name[-1])]["dark_hole_count"]
            label_w = self.app.text.size(zone.label.get(self.app.lang), theme.SIZE_SMALL)[0] if zone.label else 0
            x = self.table.label_x(zone, self.app.lang) + label_w + 10
            if zone.rect.right - 8 - x < 24:
                continue  # no room beside the label: the label's "n/10" says it
            track = pygame.Rect(x, zone.rect.y + self.table.label_top + 7, zone.rect.right - 8 - x, 5)
            pygame.draw.rect(surface, theme.BORDER, track, border_radius=2)
            if n:
                fill = track.copy()
                fill.w = max(2, track.w * min(n, limit) // limit)
                pygame.draw.rect(surface, theme.ERROR if n >= 7 else theme.GOLD, fill, border_radius=2)

    def draw_hole_hidden(self, surface: pygame.Surface) -> None:
        """Above a dark hole's column of names, how many older cards it holds off the table ("ほか3枚" / "+3 more")."""
        for zone in self.table.zones:
            found = hidden_in_hole(zone, self.table.slots) if zone.name.startswith("darkhole") else None
            if found is None:
                continue
            n, row = found
            words = T_MORE.get(self.app.lang).format(n=n)
            most = theme.SIZE_SMALL
            while most > 8 and self.app.text.line_height(most) > row.h + 4:  # the row's height, over no strip
                most -= 1
            shown, size = self.app.text.fit_line(words, most, row.w - 8, smallest=8)
            line = self.app.text.render(shown, size, theme.TEXT_MUTED)
            surface.blit(line, line.get_rect(midleft=(row.x + 4, row.centery)))

    def draw_tags(self, surface: pygame.Surface) -> None:
        """Small words on cards: "can go" on standby cards adapting to the terrain (a tile says it in a chip of its own,
        over no name), "cancelled" counters."""
        text, lang = self.app.text, self.app.lang
        plays = (self.view.get("battle") or {}).get("plays", [])
        cancelled = {pl.get("id") for pl in plays if pl.get("cancelled")}
        for slot in self.table.slots:
            tag, colour = None, None
            if slot.zone.startswith("standby") and slot.entry.id in self.adapting and not slot.strip:  # a tile: a chip
                tag, colour = T_CAN_GO.get(lang), (40, 150, 80)
            elif slot.zone.startswith("counter") and slot.entry.id in cancelled and not slot.strip:  # a tile: a chip
                tag, colour = ("無効" if lang == "ja" else "cancelled"), theme.ERROR
            if tag is None:
                continue
            s = text.render(tag, theme.SIZE_SMALL, theme.TEXT, True)
            box = s.get_rect(midtop=(slot.rect.centerx, slot.rect.y + slot.rect.h // 3)).inflate(10, 4)
            pygame.draw.rect(surface, colour, box, border_radius=5)
            surface.blit(s, s.get_rect(center=box.center))


VERBS = {
    Deploy: Text("待機フィールドに出す", "Deploy to standby"),
    DarkHoleDiscard: Text("ダークホールに送る", "Send to the dark hole"),
    PlayCounter: Text("反撃カードとして出す", "Play as a counter card"),
    Discard: Text("反撃せず捨てる", "Discard (no counter)"),
}


#: Card-less actions whose label may not fit a line of the sidebar (150 % UI scale): (first line, the rest).
SPLIT = {RevealTerrain: (Text("地形を出す", "Reveal the terrain"), Text("デッキの上から", "from the top of your deck"))}


#: ``SdgfScene.field_floor`` per tile height, once for the app's life (the renderer's measures do not change)
FIELD_FLOORS: dict[int, int] = {}


def action_line(action: Action, lang: str) -> str:
    """A split action's label on one line (the two parts of ``SPLIT``)."""
    head, tail = SPLIT[type(action)]
    return f"{tail.ja}{head.ja}" if lang == "ja" else f"{head.en} {tail.en}"


def whole_action(full: Callable[[str], str], sub: object, effect: object, lang: str) -> str:
    """A button's tooltip: the action as the log says it, the card line under the verb when the log's words do
    not already hold it, and the card's effect (a counter card's text: the button names only the card)."""
    said = full(lang)
    line = sub(lang) if callable(sub) else ""
    text = effect.get(lang) if isinstance(effect, Text) else ""
    return "\n".join(part for part in (said, line if line not in said else "", text) if part)


def action_words(card_of: dict[str, str], action: Action,
                 fits: Callable[[str], bool] = lambda line: True) -> tuple[Text | None, object, Text | None]:
    """A short verb, the card it uses in a short form (button label and sublabel: the name, and an SD card's
    power: beside the name, else beside the verb ("Deploy to standby · power 5"), else on a line of its own, as
    ``fits`` says a line holds them) and the card's
    effect text (for the tooltip); (None, None, None) = use the full label. A card-less action whose label
    does not fit a line in either language (``SPLIT``) gets its first words and, below them, the rest.

    ``card_of`` maps the instances the seat's view shows to their card ids (``zones.card_ids``)."""
    verb = VERBS.get(type(action))
    card_id = card_of.get(getattr(action, "card", ""), "")
    if type(action) in SPLIT and not (fits(action_line(action, "ja")) and fits(action_line(action, "en"))):
        head, tail = SPLIT[type(action)]
        return head, tail.get, None  # a card-less label too long for a line: its tail on the line below
    if verb is None or not card_id:
        return None, None, None
    c = card_set()[card_id]
    target = getattr(action, "target", "")

    def name(lang: str) -> str:
        line = c.name.get(lang)
        if target in card_of:
            t = card_set()[card_of[target]].name.get(lang)
            line = (f"対象「{t}」・" if lang == "ja" else f"target {t}; ") + line
        return line

    def power(lang: str) -> str:
        return f"（パワー{c.power}）" if lang == "ja" else f"(power {c.power})"

    def power_up(lang: str) -> bool:
        """The power goes up beside the verb where it does not fit beside the name but does beside the verb: the
        button keeps two lines, not three (150 %: one three-line action filled the list, issue 16)."""
        return c.is_sd and not fits(joined(name(lang), lang)) and fits(beside(lang))

    def joined(line: str, lang: str) -> str:
        return line + ("" if lang == "ja" else " ") + power(lang)

    def beside(lang: str) -> str:
        return f"{verb.get(lang)}・パワー{c.power}" if lang == "ja" else f"{verb.get(lang)} · power {c.power}"

    def sub(lang: str) -> str:
        line = name(lang)
        if c.is_sd and not power_up(lang):
            line = joined(line, lang) if fits(joined(line, lang)) else line + "\n" + power(lang)
        return line
    head = Text(*(beside(lang) if power_up(lang) else verb.get(lang) for lang in ("ja", "en")))
    return head, sub, None if c.is_sd else c.effect_text()
