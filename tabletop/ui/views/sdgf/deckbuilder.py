"""The SD Gundam Force deck builder: browse the 56-card set, build, check, save, play.

Left: filters (card type, attribute, rarity) and the set as a grid of faces,
scrolled with the wheel; under each card a labelled line says how many copies the deck holds ("In deck: 2", at
least ``COPIES_LEAST`` px: a badge on the face shrank to 8 px beside a name on four lines, issue 16).
Click a card to add a copy, right-click to take one out. Right: the deck's
name (type it; Ctrl+A selects it all; a counter shows the 40-character limit, and
typing past it is refused with a message), its list (click a row to take a copy out), the live
``validate_deck`` messages and the ``deck_summary`` figures, and the buttons:
start from a starter deck or a saved deck, clear, save (only a legal deck),
and play a game with this deck against a chosen deck, played by the computer or by a second player at this
screen, as chosen (first: the launcher's player 2 of the last game started there, else the quick computer).

Adding a fourth copy or a thirty-third card is refused at once with the rule's
own message; a deck with fewer than 32 cards can be edited but not saved.
Saved decks become ``saved:<stem>`` options of both seats (``GameSpec`` is
rebuilt on each access).
"""

from __future__ import annotations

import dataclasses

import functools

import os

import pygame

from tabletop.core.errors import DataError
from tabletop.core.i18n import Text
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.decks import DECK_SIZE, MAX_COPIES, all_decks, counts, save_deck, saved_decks, \
    starter_decks, validate_deck

from ... import settings as settings_file
from ... import theme
from ...cards.layout import CardEntry, ZoneSpec
from ...cards.table import CardTableView
from ...scene import Scene
from ...text import resolve
from ...widgets import Button, Chooser, ScrollList, TextField
from .deckstats import draw_summary
from .faces import card_tooltip, face_for, grid_face
from .panels import draw_scroll_bar

T_TITLE = Text("デッキ編集", "Deck builder")
T_BACK = Text("戻る", "Back")
T_SAVE = Text("保存", "Save")
T_PLAY = Text("このデッキで対戦", "Play with this deck")
T_CLEAR = Text("空にする", "Clear")
T_LOAD = Text("読み込む", "Load")
T_STARTER = Text("スターター", "Starter")
T_SAVED = Text("保存済み", "Saved")
T_OPPONENT = Text("相手のデッキ", "Opponent's deck")
T_OPPONENT_PLAYER = Text("相手の操作", "Opponent played by")
T_NAME = Text("デッキ名", "Deck name")
#: px: the right panel's least width: each chooser shows its caption and its longest value whole beside it
#: ("スターター" ◀ "ダークアクシズ侵攻軍" ▶ and the load button) in the 800x560 window and at 150 % UI scale
RIGHT_LEAST = 436
#: the filter buttons take two rows where one row would squeeze them under this share of their width ("Cou…")
FILTERS_SQUEEZE = 0.6
#: px: the deck summary's least height (a small window shows as much of it as fits; the deck list keeps two rows)
SUMMARY_LEAST = 110
#: px: the line of a message ("「三界の勇者」から始めます。") drawn over the foot of the card grid, and the gap over it: the grid
#: scrolls this much further, so its last row (and the copies line under it) can rise above the message (issue 16: the
#: last row stayed under it)
MESSAGE_LINE_H = 20
MESSAGE_ROOM = MESSAGE_LINE_H + 12 + 6
HINT_SMALLEST = 10  # px: the mouse hint above the card grid in the smallest window
T_HELP = Text("クリック: 1枚入れる　右クリック: 1枚抜く　ホイール: スクロール",
              "Click: add a copy   Right-click: take one out   Wheel: scroll")
#: the same, where the grid is too narrow for it whole at ``HINT_SMALLEST`` px (the 800x560 window)
T_HELP_SHORT = Text("クリック: 入れる　右クリック: 抜く　ホイール: 送る", "Click: add  Right-click: remove  Wheel: scroll")
T_REPLACE = Text("進行中のゲームを自動保存して、新しいゲームを始めます（「読み込み」で再開できます）。",
                  "The game in progress is autosaved (load it to go on), and a new game starts.")
T_NONE_SAVED = Text("（なし）", "(none)")
T_SAVE_FIRST = Text("保存できるのは32枚ちょうど・同じカード3枚までのデッキだけです。",
                    "Only a legal deck (exactly 32 cards, at most 3 copies each) can be saved.")

TYPE_FILTERS = (("all", Text("すべて", "All")), ("sd", Text("SD", "SD")), ("counter", Text("反撃", "Counter")))
ATTR_FILTERS = (("land", "陸"), ("sea", "海"), ("sky", "空"), ("other", "異"))
RARITY_FILTERS = (("common", "C"), ("rare", "R"), ("soul_rare", "SR"))
COPIES_MARKER = (60, 110, 200)
#: px: the least width of a card of the grid: as many cards a row as fit at this width, up to 8 (3 at 800x560, where
#: four cards of 77 px printed their rarity at 8 px, issue 16)
GRID_CARD_LEAST = 90
#: px: the line under each card of the grid saying how many copies the deck holds, and its least print
COPIES_H = 18
COPIES_LEAST = 10
T_COPIES = Text("デッキに{n}枚", "In deck: {n}")
T_COPIES_MAX = Text("デッキに{n}枚（上限）", "In deck: {n} (max)")
T_COPIES_MAX_SHORT = Text("{n}枚（上限）", "{n} (max)")  # where the line above is too wide (the card 95 px wide)


class DeckBuilderScene(Scene):
    def __init__(self, app, on_close=None) -> None:
        super().__init__(app)
        self.on_close = on_close
        self.cards: list[str] = []
        self.type_filter = "all"
        self.attrs: set[str] = set()
        self.rarities: set[str] = set()
        self.scroll = 0
        self.copies: dict[str, int] = {}  # card id → copies the deck holds (``refresh``)
        self.hover: tuple[int, int] | None = None
        self.message: tuple[Text, tuple] | None = None
        self.saved_key: str | None = None  # the option key of the deck last saved or loaded from a file
        self.grid = CardTableView(app.text)
        self.name = TextField("", caption=T_NAME, on_limit=self.name_too_long)
        self.back_button = Button(T_BACK, self.back, shortcut="escape", size=theme.SIZE_BODY)
        self.type_buttons = [Button(label, lambda k=k: self.set_type(k), size=theme.SIZE_SMALL)
                             for k, label in TYPE_FILTERS]
        self.attr_buttons = [Button(g, lambda k=k: self.toggle(self.attrs, k), size=theme.SIZE_SMALL,
                                    tooltip=Text(f"{g}属性（適応または地形）", f"{g} attribute (adapt or terrain)"))
                             for k, g in ATTR_FILTERS]
        self.rarity_buttons = [Button(g, lambda k=k: self.toggle(self.rarities, k), size=theme.SIZE_SMALL)
                               for k, g in RARITY_FILTERS]
        starters = starter_decks()
        self.starter = Chooser(T_STARTER, [(k, d.name) for k, d in starters.items()], next(iter(starters)))
        self.load_starter_button = Button(T_LOAD, self.load_starter, size=theme.SIZE_SMALL)
        self.saved = Chooser(T_SAVED, self.saved_choices(), None)
        self.load_saved_button = Button(T_LOAD, self.load_saved, size=theme.SIZE_SMALL,
                                        enabled=lambda: bool(self.saved.value))
        self.clear_button = Button(T_CLEAR, self.clear, size=theme.SIZE_SMALL)
        self.save_button = Button(T_SAVE, self.save, style="primary", size=theme.SIZE_BODY,
                                  enabled=lambda: not validate_deck(self.cards), tooltip=T_SAVE_FIRST)
        decks = all_decks()
        self.opponent = Chooser(T_OPPONENT, [(k, d.name) for k, d in decks.items()], "dark_axis")
        self.opponent_player = Chooser(T_OPPONENT_PLAYER, *opponent_players(app))
        self.play_button = Button(T_PLAY, self.play, style="primary", size=theme.SIZE_BODY,
                                  enabled=lambda: not validate_deck(self.cards), tooltip=T_SAVE_FIRST)
        self.deck_list = ScrollList(item_height=28, gap=3)
        self.add(self.back_button, *self.type_buttons, *self.attr_buttons, *self.rarity_buttons, self.name,
                 self.deck_list, self.starter, self.load_starter_button, self.saved, self.load_saved_button,
                 self.clear_button, self.save_button, self.opponent, self.opponent_player, self.play_button)

    # -- filters and the set -----------------------------------------------------------------
    def set_type(self, key: str) -> None:
        self.type_filter = key
        self.scroll = 0
        self.refresh()

    def toggle(self, chosen: set[str], key: str) -> None:
        chosen.symmetric_difference_update({key})
        self.scroll = 0
        self.refresh()

    def shown_cards(self) -> list[str]:
        out = []
        for cid, c in card_set().items():
            if self.type_filter == "sd" and not c.is_sd or self.type_filter == "counter" and c.is_sd:
                continue
            if self.attrs and not (self.attrs & (set(c.adapt) | set(c.terrain))):
                continue
            if self.rarities and c.rarity not in self.rarities:
                continue
            out.append(cid)
        return out

    # -- editing -------------------------------------------------------------------------------
    def add_card(self, cid: str) -> bool:
        """One more copy, unless that breaks the 32-card or three-copy rule (then say which)."""
        after = self.cards + [cid]
        new = [p for p in validate_deck(after) if p not in validate_deck(self.cards)]
        if counts(after)[cid] > MAX_COPIES or len(after) > DECK_SIZE:
            reason = new[0] if new else validate_deck(after)[0]
            self.message = (Text("入れられません: " + reason.ja, "Cannot add: " + reason.en), theme.ERROR)
            return False
        self.cards = after
        self.message = None
        self.refresh()
        return True

    def remove_card(self, cid: str) -> bool:
        if cid not in self.cards:
            return False
        i = len(self.cards) - 1 - self.cards[::-1].index(cid)
        del self.cards[i]
        self.message = None
        self.refresh()
        return True

    def name_too_long(self, limit: int) -> None:
        """Typing went past the deck name's limit: say so (the counter in the box turns red too)."""
        self.message = (Text(f"デッキ名は{limit}文字までです。それ以上は入りません。",
                             f"A deck name holds at most {limit} characters; the rest was not added."), theme.ERROR)

    def clear(self) -> None:
        self.cards = []
        self.saved_key = None
        self.refresh()

    def load_starter(self) -> None:
        deck = starter_decks()[self.starter.value]
        self.cards = list(deck.cards)
        # the name it is saved under, short enough for the "Saved" chooser ("Neotopia Defence Force (c…" at 150 %)
        # proposed, not the player's: focusing the box selects it, so typing a name replaces it (issue 16)
        self.name.suggest(deck.name.get(self.app.lang) + ("（改）" if self.app.lang == "ja" else " 2"))
        self.saved_key = None
        self.message = (Text(f"「{deck.name.ja}」から始めます。", f"Starting from {deck.name.en}."), theme.ACCENT_HOVER)
        self.refresh()

    def saved_choices(self) -> list[tuple[str, Text]]:
        decks, _ = saved_decks()
        return [(k, d.name) for k, d in decks.items()] or [("", T_NONE_SAVED)]

    def load_saved(self) -> None:
        decks, _ = saved_decks()
        deck = decks.get(self.saved.value)
        if deck is None:
            return
        self.cards = list(deck.cards)
        self.name.value = deck.name.get(self.app.lang)
        self.saved_key = deck.key
        self.refresh()

    def save(self) -> bool:
        problems = validate_deck(self.cards)
        if problems:
            self.message = (Text("保存できません: " + problems[0].ja, "Cannot save: " + problems[0].en), theme.ERROR)
            return False
        name = self.name.value.strip() or ("マイデッキ" if self.app.lang == "ja" else "My deck")
        try:
            deck = save_deck(Text(name, name), self.cards)
        except (DataError, OSError) as exc:
            self.message = (Text(f"保存できません: {exc}", f"Cannot save: {exc}"), theme.ERROR)
            return False
        self.saved_key = deck.key
        self.saved.choices = self.saved_choices()
        self.saved.set(deck.key)
        self.opponent.choices = [(k, d.name) for k, d in all_decks().items()]
        self.message = (Text(f"「{name}」を保存しました。プレイヤー1・2のデッキとして選べます。",
                             f"Saved {name}; both players can now choose it."), theme.ACCENT_HOVER)
        return True

    def play(self) -> None:
        """Save the deck (if needed) and start a game: this deck for player 1, the chosen one for player 2.

        A game in progress underneath is autosaved first, after the players confirm."""
        if self.saved_key is None and not self.save():
            return
        running = self.app.session()
        if running is not None and not running.is_over():
            from ...saves import Autosaver
            from ...widgets import Dialog

            def go() -> None:
                Autosaver(running).save_now()
                self.start_game()

            self.app.push(Dialog(self.app, T_PLAY, T_REPLACE, on_ok=go))
            return
        self.start_game()

    def start_game(self) -> None:
        from tabletop.core.registry import find
        from tabletop.core.session import Session
        from tabletop.core.dice import make_source

        seed = int.from_bytes(os.urandom(4), "little")  # like the launcher: a new game, new shuffles
        session = Session(find("sdgf"), 2, {"deck0": self.saved_key, "deck1": self.opponent.value},
                          make_source("seeded", seed), players=["human", self.opponent_player.value])
        self.app.start_game(session)

    def back(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()

    def refresh(self) -> None:
        """Rebuild the grid and the deck list from the filters and the deck."""
        have = counts(self.cards)
        entries = []
        for cid in self.shown_cards():
            n = have.get(cid, 0)
            entries.append(CardEntry(cid, grid_face(cid), [], selectable=False, selected=n >= MAX_COPIES))
        self.copies = have
        self.all_entries = entries
        self.place_grid()
        rows = []
        known = card_set()
        for cid in sorted(have, key=lambda c: c):
            c = known.get(cid)
            if c is None:
                continue
            rows.append(Button(functools.partial(_deck_row_label, c, have[cid]), lambda cid=cid: self.remove_card(cid), size=theme.SIZE_SMALL, align="left",
                               style="quiet", tooltip=lambda lang, cid=cid: card_tooltip(cid, lang) +
                               (" — クリックで1枚抜く" if lang == "ja" else " - click to take one out")))
        self.deck_list.set_items(rows)
        for b, (k, _) in zip(self.type_buttons, TYPE_FILTERS):
            b.selected = self.type_filter == k
        for b, (k, _) in zip(self.attr_buttons, ATTR_FILTERS):
            b.selected = k in self.attrs
        for b, (k, _) in zip(self.rarity_buttons, RARITY_FILTERS):
            b.selected = k in self.rarities

    def copies_lines(self, lang: str) -> list[tuple[pygame.Rect, str, int]]:
        """(where, what, print size) of the line under each card of the grid the deck holds copies of."""
        out = []
        for slot in self.grid.slots:
            n = self.copies.get(slot.entry.id or "", 0)
            if not n:
                continue
            rect = pygame.Rect(slot.rect.x, slot.rect.bottom + 2, slot.rect.w, COPIES_H - 2)
            for line in (T_COPIES_MAX, T_COPIES_MAX_SHORT) if n >= MAX_COPIES else (T_COPIES,):
                shown, size = self.app.text.fit_line(line.get(lang).format(n=n), theme.SIZE_SMALL - 2, rect.w - 6,
                                                     bold=True, smallest=COPIES_LEAST)
                if "…" not in shown:
                    break
            else:  # too narrow for the words: the count alone
                shown, size = self.app.text.fit_line(f"×{n}", theme.SIZE_SMALL - 2, rect.w - 6, bold=True)
            out.append((rect, shown, size))
        return out

    def place_grid(self) -> None:
        area = self.grid_area
        cw = self.grid_card_w
        per_row = max(1, (area.w + 6) // (cw + 6))
        ch = int(round(cw * 88 / 63))
        pitch = ch + 6 + COPIES_H  # a card, the line under it saying how many copies the deck holds, a gap
        rows = -(-len(self.all_entries) // per_row)
        self.max_scroll = max(0, rows * pitch - area.h + MESSAGE_ROOM)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        first_row = self.scroll // pitch
        visible_rows = area.h // pitch + 2
        start = first_row * per_row
        shown = self.all_entries[start:start + visible_rows * per_row]
        y = area.y - (self.scroll - first_row * pitch)
        zone = ZoneSpec("set", pygame.Rect(area.x, y, area.w, area.h + ch), shown, None, "grid", cw)
        self.grid.set_zones([zone])
        for slot in self.grid.slots:  # each row lower by the copies lines above it (a grid's cards never move)
            slot.rect.y = y + slot.index // per_row * pitch
        self.grid.slots = [s for s in self.grid.slots if s.rect.bottom > area.y and s.rect.y < area.bottom]

    # -- scene -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.refresh()

    def layout(self, size) -> None:
        w, h = size
        m = 12
        right_w = max(RIGHT_LEAST, min(460, int(w * 0.34)))
        self.right = pygame.Rect(w - right_w - m, 60, right_w, h - 60 - m)
        left = pygame.Rect(m, 60, self.right.x - 2 * m, h - 60 - m)
        self.back_button.rect = pygame.Rect(w - m - 110, 10, 110, 38)
        x = left.x
        fy = left.y
        bh = 30
        need = 3 * 84 + 7 * 40 + 10 * 4 + 2 * 14
        k = min(1.0, left.w / need)  # narrower filter buttons in a small window
        two_rows = k < FILTERS_SQUEEZE  # too narrow: the kinds on a row, the attributes and rarities under them
        if two_rows:
            k = min(1.0, left.w / (7 * 40 + 6 * 4 + 14))
        for group in (self.type_buttons, self.attr_buttons, self.rarity_buttons):
            if two_rows and group is self.attr_buttons:
                x, fy = left.x, fy + bh + 4
            for b in group:
                bw = int((84 if group is self.type_buttons else 40) * (1.0 if two_rows and group is self.type_buttons
                                                                        else k))
                b.rect = pygame.Rect(x, fy, bw, bh)
                x += bw + 4
            x += int(14 * k)
        self.grid_area = pygame.Rect(left.x, fy + bh + 26, left.w, left.bottom - fy - bh - 26)
        per_row = min(8, max(3, (left.w + 6) // (GRID_CARD_LEAST + 6)))
        self.grid_card_w = (left.w + 6) // per_row - 6
        r = self.right
        self.name.rect = pygame.Rect(r.x, r.y, r.w, 36)
        rh = 40 if h >= 700 else 32  # control rows: shorter in a small window
        bottom_h = 6 * rh + 5 * 6
        self.bottom = pygame.Rect(r.x, r.bottom - bottom_h, r.w, bottom_h)
        summary_h = max(SUMMARY_LEAST, min(244, r.h - 36 - bottom_h - 140))
        self.summary_rect = pygame.Rect(r.x, self.bottom.y - summary_h - 6, r.w, summary_h)
        self.deck_list.rect = pygame.Rect(r.x, self.name.rect.bottom + 8, r.w, self.summary_rect.y - self.name.rect.bottom - 16)
        self.deck_list.place()
        y = self.bottom.y
        lw = max(self.app.text.size(T_LOAD.get(lang), theme.SIZE_SMALL)[0] for lang in ("ja", "en")) + 18
        self.starter.rect = pygame.Rect(r.x, y, r.w - lw - 6, rh)
        self.load_starter_button.rect = pygame.Rect(r.right - lw, y, lw, rh)
        y += rh + 6
        self.saved.rect = pygame.Rect(r.x, y, r.w - lw - 6, rh)
        self.load_saved_button.rect = pygame.Rect(r.right - lw, y, lw, rh)
        y += rh + 6
        half = (r.w - 6) // 2
        self.clear_button.rect = pygame.Rect(r.x, y, half - 60, rh)
        self.save_button.rect = pygame.Rect(r.x + half - 54, y, r.w - half + 54, rh)
        y += rh + 6
        self.opponent.rect = pygame.Rect(r.x, y, r.w, rh)
        y += rh + 6
        self.opponent_player.rect = pygame.Rect(r.x, y, r.w, rh)
        y += rh + 6
        self.play_button.rect = pygame.Rect(r.x, y, r.w, rh)
        for ch in (self.starter, self.saved, self.opponent, self.opponent_player):
            ch.fit_values(self.app.text, theme.SIZE_SMALL)
            # the value takes what its caption leaves ("ダークアクシズ侵攻軍" whole beside "スターター" at 1280x800)
            caption = max(self.app.text.size(resolve(ch.caption, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en"))
            ch.value_width = max(ch.value_width, ch.rect.w - caption - 14)
        if hasattr(self, "all_entries"):
            self.place_grid()

    def handle(self, inp) -> bool:
        if inp.pointer:
            self.hover = inp.pos
        if super().handle(inp):
            return True
        if inp.kind == "wheel" and self.grid_area.collidepoint(inp.pos):
            self.scroll = max(0, min(self.max_scroll, self.scroll - inp.dy * 60))
            self.place_grid()
            return True
        if inp.kind == "click" and self.grid_area.collidepoint(inp.pos):
            slot = self.grid.card_at(inp.pos)
            if slot is not None:
                return self.add_card(slot.entry.id) if inp.button == 1 else self.remove_card(slot.entry.id)
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        w = surface.get_width()
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, 54))
        pygame.draw.line(surface, theme.ACCENT, (0, 54), (w, 54), 2)
        title = text.render(T_TITLE.get(lang) + ("  SDガンダムフォース" if lang == "ja" else "  SD Gundam Force"),
                            theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(title, (12, 27 - title.get_height() // 2))
        n = len(self.shown_cards())
        cnt = text.render(f"{n}/56", theme.SIZE_SMALL, theme.TEXT_MUTED)
        surface.blit(cnt, cnt.get_rect(topright=(self.grid_area.right, self.grid_area.y - 22)))
        # the mouse hint beside the count, in smaller type in a narrow window
        room = self.grid_area.w - cnt.get_width() - 12
        whole = T_HELP.get(lang) if text.size(T_HELP.get(lang), HINT_SMALLEST)[0] <= room else T_HELP_SHORT.get(lang)
        shown, size = text.fit_line(whole, theme.SIZE_SMALL, room, smallest=HINT_SMALLEST)
        hint = text.render(shown, size, theme.TEXT_MUTED)
        surface.blit(hint, (self.grid_area.x, self.grid_area.y - 22 + (cnt.get_height() - hint.get_height()) // 2))
        clip = surface.get_clip()
        surface.set_clip(self.grid_area)
        self.grid.draw(surface, lang)
        for rect, line, size in self.copies_lines(lang):
            pygame.draw.rect(surface, COPIES_MARKER, rect, border_radius=4)
            label = text.render(line, size, (255, 255, 255), True)
            surface.blit(label, label.get_rect(center=rect.center))
        surface.set_clip(clip)
        draw_scroll_bar(surface, self.grid_area, self.scroll, self.max_scroll)
        theme.panel(surface, self.right.inflate(8, 8), theme.PANEL, theme.BORDER)
        clip = surface.get_clip()
        surface.set_clip(self.summary_rect)  # a small window shows as much of the summary as fits
        draw_summary(surface, text, self.summary_rect, self.cards, lang)
        surface.set_clip(clip)
        if self.message is not None:
            label, colour = self.message
            msg = label.get(lang)
            lines = text.wrap(msg, theme.SIZE_SMALL, self.grid_area.w - 16)
            box = pygame.Rect(self.grid_area.x, self.grid_area.bottom - 12 - len(lines) * MESSAGE_LINE_H,
                              self.grid_area.w, len(lines) * MESSAGE_LINE_H + 12)
            theme.panel(surface, box, theme.ERROR_BG if colour == theme.ERROR else theme.OK_BG, colour)
            for i, line in enumerate(lines):
                surface.blit(text.render(line, theme.SIZE_SMALL, theme.TEXT), (box.x + 8, box.y + 6 + i * MESSAGE_LINE_H))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.hover is not None and self.grid_area.collidepoint(self.hover) and self.app.top is self:
            slot = self.grid.card_at(self.hover)
            if slot is not None and slot.entry.id is not None:  # enlarged, the whole card (``grid_face`` drops rows)
                whole = dataclasses.replace(slot.entry, face=face_for(slot.entry.id))
                self.grid.draw_zoom(surface, dataclasses.replace(slot, entry=whole), self.hover, self.app.lang)


def opponent_players(app) -> tuple[list[tuple[str, Text]], str]:
    """Who may play the opponent's deck (a person at this screen, or a computer level) and the one chosen first: the
    launcher's player 2 of the last game started there, else the quick computer (a deck is tried against it)."""
    from tabletop.games.sdgf import GAME

    from ...scenes.title import player_choices

    choices = player_choices(GAME)
    remembered = settings_file.remembered_setup(app.settings, "sdgf") if hasattr(app, "settings") else None
    last = (remembered or {}).get("players", [])[1:2]
    known = [level for level, _ in choices]
    first = last[0] if last and last[0] in known else "quick" if "quick" in known else known[0]
    return choices, first


def open_deck_builder(app, on_close=None) -> DeckBuilderScene:
    """Push the deck builder on top of whatever is showing."""
    return app.push(DeckBuilderScene(app, on_close))


def _deck_row_label(card, count: int, lang: str) -> str:
    """A deck-list row: how many, the name, and the power (or that it is a counter card)."""
    kind = f"  [{card.power}]" if card.is_sd else ("  [反撃]" if lang == "ja" else "  [counter]")
    return f"{count}× {card.name.get(lang)}{kind}"
