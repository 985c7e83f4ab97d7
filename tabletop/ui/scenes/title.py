"""The launcher: app name, the registered games, their set-up, load and quit.

Left: every game (``tabletop.games.announce()`` + ``core.registry.manifests()``:
each game's ``manifest.toml``, no game imported) as a card with its Japanese and English title,
seat range and whether it has dice / hidden information. Right: the chosen
game's set-up: seat count, each ``spec.options`` entry as a chooser, the dice
source (automatic seeded or real dice typed in), and "start". The header
carries the language switch, which re-labels everything at once. Under the
set-up, one chooser per seat: human, or a computer player of one of the levels
the game offers (``tabletop.core.bots.levels``); the choice becomes the session's
``players`` list (e.g. ``["human", "strong"]``).

* "Continue" (top left, only when an autosave exists) resumes the latest autosave
  in one click and says which game and turn it holds.
* In a short window (``compact_launcher``: 800x560, or 1280x800 at 150 %) "Continue" is one bar
  (the game beside the label and the turn under it across the bar: two lines, one each, in 12 or 11 px type; the
  game by its short title, "Z Gundam", where its whole title does not fit (``GameSpec.short``); a line too long
  even so cut after a whole word, whole in the tooltip) and the
  game cards take a smaller title (and their chips beside a short subtitle, 4 px apart: at 150 % three cards show
  at the top and the last page holds Ultra Seven's and Z Gundam's), so that a whole card shows under "Continue"; a turn of the
  wheel over the list brings the next card's top to the list's top (``CardList``), so every card
  can be brought into view whole.
* The launcher remembers the last game started and each game's whole set-up
  (seats, players, options such as SDGF decks, dice source) in the settings
  (``settings.remember_setup``); reading it back keeps each remembered value only
  if the game still offers it (``restore``), value by value.
* Under the chosen game's title (wrapped, never cut): its summary, or for a Dunbine
  scenario its description, units, length and map thumbnail (``game_details``).
* The set-up rows scroll inside the panel, so "start" never covers one; where the details would push the players
  under the fold, their first sentences lead and the rest follows the options (``setup_order``); and the
  dice source is offered only for a game that rolls dice (``rolls_dice``).
* Long game titles wrap in the list (the card grows) and show whole on hover.
* Network play (``scenes.network``, docs/network.md): "Host a game" beside "start" hosts the chosen
  game with this set-up (each seat then played here, by a remote player or by the computer);
  "Join a game" in the header joins one by its address or room code.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.core import registry
from tabletop.core.errors import NeedManualRoll, TabletopError
from tabletop.core.i18n import Text, t
from tabletop.core.manifest import Manifest
from tabletop.core.spec import seats_range

from .. import probe, theme
from .. import settings as settings_file
from ..views.monsterraid import strings as _raid_strings  # noqa: F401  (the practice table's launcher entry)
from ..saves import SaveEntry, adopt, latest_unfinished
from ..scene import Scene
from ..text import key, resolve, wrap
from ..widgets import Button, Chooser, Label, Panel, Widget
from ..widgets.chooser import ARROW_W
from ..widgets.scroll import TabbedRows
from .game_details import Details, details

if TYPE_CHECKING:  # a game's contract comes with the game (the first frame shows manifests)
    from tabletop.core.game import Game

CARD_H = 80
CARD_H_COMPACT = 60  # a card's least height in a short window (``compact_launcher``)
#: a compact card's least height with its tags beside the subtitle (issue 16, session 30: at 150 % the 85 px cards
#: left a 70 px blank under two of them; 58-62 px cards show three)
CARD_H_BESIDE = 52
CARD_GAP = 8  # px between game cards
CARD_GAP_COMPACT = 4  # the same in a short window
TAG_SIZE = 13  # px: a card's chips' type
TAG_H = 20  # px: a chip's height
TAG_ROW = TAG_H + 4  # px from a row of chips to the next
TAGS_GAP = 12  # px between the subtitle and chips beside it
ROW_H = 42  # a set-up row (chooser, extra button)
PLAYER_ROW_H = 40
THUMB_W = 220  # the widest map thumbnail

#: How the launcher names a seat's player (``session.players`` entries).
PLAYER_LABELS = {
    "human": Text("人間", "Human"),
    "quick": Text("コンピューター（弱い）", "Computer (easy)"),
    "strong": Text("コンピューター（強い）", "Computer (strong)"),
    "random": Text("コンピューター（ランダム）", "Computer (random)"),
}
#: The same, short enough for two columns of seats.
PLAYER_LABELS_SHORT = {
    "human": Text("人間", "Human"),
    "quick": Text("CPU・弱い", "CPU (easy)"),
    "strong": Text("CPU・強い", "CPU (strong)"),
    "random": Text("CPU・ランダム", "CPU (random)"),
}


def header_band(height: int) -> tuple[int, int]:
    """The header band's height and the app name's type size: smaller in a short window."""
    return (128, theme.SIZE_TITLE) if height >= 700 else (96, 36)


def compact_launcher(height: int) -> bool:
    """Whether a window this high (logical pixels) gets the launcher's compact forms: "Continue" as one
    row and game cards in smaller type, so that a whole card shows under "Continue" (800x560)."""
    return height < 700


def player_choices(game: Game | Manifest, short: bool = False) -> list[tuple[str, Text]]:
    """Human first, then the game's computer levels (quick, strong, random)."""
    order = ["quick", "strong", "random"]
    if isinstance(game, Manifest):
        found = sorted(game.levels, key=lambda n: order.index(n) if n in order else 99)
    else:  # the bots are imported with the game, after the first frame
        from tabletop.core.bots import levels

        found = sorted(levels(game.spec.name), key=lambda n: order.index(n) if n in order else 99)
    names = PLAYER_LABELS_SHORT if short else PLAYER_LABELS
    return [("human", names["human"])] + [
        (lvl, names.get(lvl, Text(f"コンピューター（{lvl}）", f"Computer ({lvl})"))) for lvl in found]


def first_players(game: Game | Manifest) -> list[str]:
    """The players a newcomer's set-up starts with, one per possible seat: you in the first seat and the game's
    first computer level in every other (a first game against the computer, as the first-game guides assume;
    humans where the game has no computer player). A remembered set-up replaces it (``restore``)."""
    seats = max(6, game.spec.max_seats)
    levels = [lvl for lvl, _ in player_choices(game) if lvl != "human"]
    return ["human"] + [levels[0] if levels else "human"] * (seats - 1)


def rolls_dice(game: Game | Manifest) -> bool:
    """Whether the game rolls dice (and so has a dice source to choose): ``spec.chance``, unless its
    view says the chance is only shuffles and draws (``LAUNCHER_DICE = False``, e.g. SD Gundam Force);
    the manifest of a game not yet imported says it (``launcher_dice``)."""
    from ..views import view_module

    if isinstance(game, Manifest):
        return game.launcher_dice
    if not game.spec.chance:
        return False
    module = view_module(game.spec.name)
    return bool(getattr(module, "LAUNCHER_DICE", True)) if module is not None else True


class GameCard(Button):
    """One game in the launcher list: both titles (wrapped, never cut) and its seats/dice/secrets tags,
    drawn from its manifest (``game``: the game is imported when it is chosen)."""

    def __init__(self, game: Manifest, on_click) -> None:
        # the card shows both titles whole: its tooltip says what the game is (the summary), not the titles again
        super().__init__(game.spec.title, on_click, align="left", style="quiet", tooltip=game.spec.summary)
        self.game = game
        self.row_height = CARD_H
        self.compact = False  # the short window's form (``compact_launcher``): smaller title, tighter rows
        self.tags_beside = False  # the chips beside the subtitle's last line, not on a row of their own (``measure``)
        self.chips: list[list[str]] = [self.tags("ja")]  # the chips' rows, for the language measured (``measure``)
        self._tile: tuple[tuple, pygame.Surface] | None = None  # the card drawn, and what it was drawn for

    def title_size(self) -> int:
        return theme.SIZE_BODY if self.compact else theme.SIZE_LABEL

    def measure(self, text, width: int, lang: str, compact: bool = False) -> None:
        """Grow the card (``row_height``) to the title lines it needs at ``width`` in ``lang`` (the
        launcher lays out again when the language changes); ``compact``: the short window's form, its tags beside
        the subtitle's last line where they fit there (``tags_beside``), so that more whole cards fit the list."""
        self.compact = compact
        inner = width - 36 - 10  # the list's scroll bar may take 10
        other = "en" if lang == "ja" else "ja"
        size = self.title_size()
        title, fitting = text.title_lines(self.game.spec.title.get(lang), size, inner, True)
        sub, small = text.title_lines(self.game.spec.title.get(other), theme.SIZE_SMALL, inner)
        need = len(title) * text.line_height(fitting) + len(sub) * text.line_height(small)
        self.tags_beside = compact and bool(sub) and (
            text.size(sub[-1], small)[0] + TAGS_GAP + self.tags_width(text, lang) <= inner)
        self.chips = [self.tags(lang)] if self.tags_beside else self.chip_rows(text, lang, width - 10)
        more = (len(self.chips) - 1) * TAG_ROW  # chips that wrap (SDGF's three in English at 150 %)
        if self.tags_beside:
            self.row_height = max(CARD_H_BESIDE, need + 4 + 6)
        else:  # compact: 4 px over the title, the chips' row 2 px under the subtitle and 4 px over the card's foot
            self.row_height = more + (max(CARD_H_COMPACT, need + 4 + 26) if compact else max(CARD_H, need + 8 + 32))

    def tags(self, lang: str) -> list[str]:
        """The card's chips: its seats, then dice (or shuffles) and hidden information where the game has them."""
        spec = self.game.spec
        tags = [seats_text(spec.min_seats, spec.max_seats).get(lang)]
        if rolls_dice(self.game):
            tags.append(key("ui.chance_yes").get(lang))
        elif spec.chance:
            tags.append(key("ui.chance_shuffle").get(lang))
        if spec.hidden_information:
            tags.append(key("ui.hidden_yes").get(lang))
        return tags

    def chip_rows(self, text, lang: str, width: int) -> list[list[str]]:
        """The chips in rows across a card ``width`` px wide (from 18 px in to 10 px from its right edge): a chip that
        does not fit starts a row (at 150 % SDGF's "Hidden information" was left out)."""
        rows: list[list[str]] = [[]]
        used = 0
        for tag in self.tags(lang):
            w = text.size(tag, TAG_SIZE)[0] + 14
            if rows[-1] and used + w > width - 18 - 10:
                rows.append([])
                used = 0
            rows[-1].append(tag)
            used += w + 6
        return rows

    def tags_width(self, text, lang: str) -> int:
        """px the chips take side by side (14 px of padding each, 6 between)."""
        tags = self.tags(lang)
        return sum(text.size(tag, TAG_SIZE)[0] + 14 for tag in tags) + 6 * (len(tags) - 1)

    def draw(self, surface, ui) -> None:
        """The card as drawn last time unless its size, language, hover or selection changed (its
        titles and tags are the same every frame); drawn straight while the text check looks on."""
        if probe.ACTIVE is not None:
            self.paint(surface, self.rect, ui)
            return
        look = (self.rect.size, ui.lang, self.selected, self.hovered, theme.ui_scale(), self.compact)
        if self._tile is None or self._tile[0] != look:
            tile = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self.paint(tile, tile.get_rect(), ui)
            self._tile = (look, tile)
        surface.blit(self._tile[1], self.rect)

    def paint(self, surface, rect: pygame.Rect, ui) -> None:
        """The card drawn into ``rect`` of ``surface``."""
        spec = self.game.spec
        fill = theme.ACCENT_SOFT if self.selected else theme.PANEL_RAISED if self.hovered else theme.PANEL
        theme.panel(surface, rect, fill, theme.ACCENT_HOVER if self.selected else theme.BORDER)
        if self.selected:
            pygame.draw.rect(surface, theme.ACCENT_HOVER, (rect.x, rect.y + 8, 4, rect.h - 16), border_radius=2)
        text, lang = ui.text, ui.lang
        x, w = rect.x + 18, rect.w - 36
        other = "en" if lang == "ja" else "ja"
        y = rect.y + (4 if self.compact else 8)
        size = self.title_size()
        lines, fitting = text.title_lines(spec.title.get(lang), size, w, True)
        for line in lines:
            surface.blit(text.render(line, fitting, theme.TEXT, True), (x, y))
            y += text.line_height(fitting)
        lines, small = text.title_lines(spec.title.get(other), theme.SIZE_SMALL, w)
        tx, ty = x, rect.bottom - (24 if self.compact else 26)
        for line in lines:
            s = text.render(line, small, theme.TEXT_MUTED)
            surface.blit(s, (x, y))
            if self.tags_beside:  # the chips centred on the subtitle's last line, after it
                tx, ty = x + s.get_width() + TAGS_GAP, y + (text.line_height(small) - TAG_H) // 2
            y += text.line_height(small)
        ty -= (len(self.chips) - 1) * TAG_ROW
        for row in self.chips:
            for tag in row:
                s = text.render(tag, TAG_SIZE, theme.TEXT_MUTED)
                chip = pygame.Rect(tx, ty, s.get_width() + 14, TAG_H)
                if chip.right > rect.right - 10:
                    break
                pygame.draw.rect(surface, theme.BG, chip, border_radius=10)
                surface.blit(s, s.get_rect(center=chip.center))
                tx = chip.right + 6
            tx, ty = x, ty + TAG_ROW


class CardList(TabbedRows):
    """The game list and the set-up rows: whole rows only, a turn of the wheel brings the next (or the previous) one
    in (``TabbedRows``)."""


def seats_text(lo: int, hi: int) -> Text:
    """"2〜4人" / "2-4 players" (or one number when the range is a single count)."""
    name = "ui.seats_one" if lo == hi else "ui.seats_range"
    return Text(t(name, "ja", n=lo, lo=lo, hi=hi), t(name, "en", n=lo, lo=lo, hi=hi))


#: px: the sizes the compact "Continue" tries for the game and the turn, largest first; a line too long even at the
#: last is cut after its last whole word that fits, with "…" (the tooltip holds it whole). Issue 16, a newcomer pass:
#: in Japanese at 800x560 they were wrapped beside the label on three 12 px lines, "House Gibun / Na" / "Kingdom"
#: in English. Decision: two readable lines over every character; a long title beside the label ("Mobile Suit Z
#: Gundam…", whose cut an earlier pass wrapped onto four lines) is named whole by its card in the list under the bar
COMPACT_SIZES = (theme.SIZE_SMALL - 3, theme.SIZE_SMALL - 4)
COMPACT_LINES = 2  # the compact "Continue"'s lines: the game beside its label, then the turn
#: px between the ems of the compact "Continue"'s lines (the font's line height leaves 6 at 12 px): the label's row
#: and the turn's line under it (a 48 px bar) keep the tallest game card (134 px, Z Gundam's) whole in the list
COMPACT_LEADING = 2
COMPACT_PAD = 5  # px: the compact bar's height over its rows (48 px in all: a 49 px bar cut the 134 px card at 800x560)


class ContinueButton(Button):
    """"Continue" with the game and turn beneath it, wrapped (never cut): ``lines`` fits the width.
    ``compact`` (a short window): one bar, "Continue" with the game beside it and the turn on a line under it across
    the bar (``compact_layout``): two lines (``COMPACT_LINES``), in ``COMPACT_SIZES`` (11 px or more), never a name
    broken between lines; the game by its short title (``short``) where the whole one does not fit; a line too long
    even so at 11 px is cut after a whole word (the tooltip says it whole)."""

    def __init__(self, label, on_click, *, parts: Callable[[str], tuple[str, ...]],
                 short: Callable[[str], str] | None = None, **kwargs) -> None:
        super().__init__(label, on_click, **kwargs)
        self.parts = parts  # the compact form's lines in a language: the game, then its turn
        self.short = short  # the game in few words in a language, for the first line where the whole game is too long
        self.compact = False

    def label_width(self, text, lang: str) -> int:
        return text.size(resolve(self.label, lang), self.size, True)[0]

    def lines(self, text, lang: str, width: int) -> tuple[str, ...]:
        if not self.compact:
            return text.wrapped(resolve(self.sublabel, lang), theme.SIZE_SMALL, width - 2 * theme.PAD, words=True)
        return tuple(words for words, _size in self.compact_layout(text, lang, width))

    def compact_room(self, text, lang: str, width: int) -> int:
        """The px beside the compact label."""
        return width - 2 * theme.PAD - self.label_width(text, lang) - theme.PAD

    def compact_choices(self, lang: str) -> tuple[tuple[str, ...], ...]:
        """Per compact line, the words it may show, in the order tried: the game whole, then its short title (where
        one is given and differs); the turn."""
        parts = self.parts(lang)[:COMPACT_LINES]
        short = self.short(lang) if self.short is not None and parts else ""
        first = (parts[0], short) if short and short != parts[0] else parts[:1]
        return ((first,) + tuple((part,) for part in parts[1:])) if parts else ()

    def compact_layout(self, text, lang: str, width: int) -> tuple[tuple[str, int], ...]:
        """The lines, (words, size px) each: the game beside the label, then the turn under it across the bar, each
        on one line at the largest of ``COMPACT_SIZES`` where it fits (``one_line``)."""
        choices = self.compact_choices(lang)
        rooms = [self.compact_room(text, lang, width)] + [width - 2 * theme.PAD] * (len(choices) - 1)
        return tuple(self.one_line(text, words, room) for words, room in zip(choices, rooms))

    @staticmethod
    def one_line(text, choices: tuple[str, ...], room: int) -> tuple[str, int]:
        """(words, size): the first of ``choices`` that fits ``room`` at one of ``COMPACT_SIZES`` (at the largest
        that fits: the whole title at 11 px before the short one at 12), else the last at the least size, cut after
        the last whole word that fits with "…"."""
        for words in choices:
            for size in COMPACT_SIZES:
                if text.size(words, size)[0] <= room:
                    return words, size
        words, size = choices[-1], COMPACT_SIZES[-1]
        for at in reversed([i for i, ch in enumerate(words) if ch == " "]):   # after a whole word or name
            if text.size(words[:at].rstrip() + "…", size)[0] <= room:     # ("タクティカル・…" never)
                return words[:at].rstrip() + "…", size
        head = wrap(words, max(1, room - text.size("…", size)[0]), lambda line: text.size(line, size)[0], True)
        return (head[0].rstrip() if head else "") + "…", size

    @staticmethod
    def compact_step(size: int) -> int:
        """px from one of the compact bar's lines at ``size`` px to the next."""
        return size + COMPACT_LEADING

    def compact_height(self, text, lang: str, width: int) -> int:
        return COMPACT_PAD + text.line_height(self.size) + sum(self.compact_step(size)
                                                               for _words, size in self.compact_layout(text, lang, width)[1:])

    def height_for(self, text, lang: str, width: int) -> int:
        """The height for ``width``, the taller of both languages' (a language switch moves nothing)."""
        if self.compact:
            return max(self.compact_height(text, lang, width) for lang in ("ja", "en"))
        return 10 + text.line_height(self.size) + len(self.lines(text, lang, width)) * text.line_height(theme.SIZE_SMALL)

    def draw(self, surface, ui) -> None:
        fill, colour, border = self.colours()
        theme.panel(surface, self.rect, fill, border)
        text, x, y = ui.text, self.rect.x + theme.PAD, self.rect.y + 4
        label = text.render(resolve(self.label, ui.lang), self.size, colour, True)
        if not self.compact:
            surface.blit(label, (x, y))
            y += text.line_height(self.size)
            for line in self.lines(text, ui.lang, self.rect.w):
                surface.blit(text.render(line, theme.SIZE_SMALL, colour), (x, y))
                y += text.line_height(theme.SIZE_SMALL)
            return
        lines = self.compact_layout(text, ui.lang, self.rect.w)
        if probe.ACTIVE is not None:   # a line cut after a whole word: the text check hovers it for the tooltip
            for (words, _size), choices in zip(lines, self.compact_choices(ui.lang)):
                if words not in choices:
                    probe.ACTIVE.fitted(words, choices[-1], self.rect.w)
        block = text.line_height(self.size) + sum(self.compact_step(size) for _words, size in lines[1:])
        y = self.rect.centery - block // 2   # the label's row and the turn's line under it, centred in the bar
        row = pygame.Rect(x, y, self.rect.w - 2 * theme.PAD, text.line_height(self.size))
        surface.blit(label, label.get_rect(midleft=row.midleft))
        if lines:
            words, size = lines[0]
            s = text.render(words, size, colour)
            surface.blit(s, s.get_rect(midleft=(x + label.get_width() + theme.PAD, row.centery)))
        y = row.bottom
        for words, size in lines[1:]:   # the em centred on its step (a rendered line is taller than its step)
            surface.blit(text.render(words, size, colour), (x, y - (text.line_height(size) - self.compact_step(size)) // 2))
            y += self.compact_step(size)


class CaptionAbove(Widget):
    """A set-up chooser whose caption and values cannot share one row: the caption (wrapped) on its
    own line(s), the chooser's value box below it across the row. The chooser's own caption is left
    empty meanwhile (``Chooser`` draws it beside the values); ``setup_caption`` keeps it."""

    def __init__(self, chooser: Chooser, text, width: int) -> None:
        super().__init__()
        self.chooser = chooser
        chooser.caption = Text("", "")
        self.width = width
        tall = max(len(text.wrapped(resolve(chooser.setup_caption, lang), theme.SIZE_BODY, width)) for lang in ("ja", "en"))
        self.caption_h = tall * text.line_height(theme.SIZE_BODY)
        self.row_height = self.caption_h + 2 + ROW_H

    def focus_children(self) -> list:
        """The chooser takes the keyboard's focus (``focus``)."""
        return [self.chooser]

    def arrange(self) -> None:
        self.chooser.rect = pygame.Rect(self.rect.x, self.rect.y + self.caption_h + 2, self.rect.w, ROW_H)
        self.chooser.value_width = self.rect.w - 12  # the empty caption's room is the chooser's 12 px gap

    def handle(self, inp, ui) -> bool:
        self.arrange()
        return self.chooser.handle(inp, ui)

    def update(self, dt: float) -> bool:
        return self.chooser.update(dt)

    def find(self, pos):
        self.arrange()
        return self.chooser.find(pos)

    def draw(self, surface, ui) -> None:
        self.arrange()
        y = self.rect.y
        for line in ui.text.wrapped(resolve(self.chooser.setup_caption, ui.lang), theme.SIZE_BODY, self.rect.w):
            surface.blit(ui.text.render(line, theme.SIZE_BODY, theme.TEXT_MUTED), (self.rect.x, y))
            y += ui.text.line_height(theme.SIZE_BODY)
        self.chooser.draw(surface, ui)


class Row(Widget):
    """Widgets side by side in one set-up row (the players' choosers in two columns)."""

    def __init__(self, children: list, height: int = PLAYER_ROW_H, gap: int = 10) -> None:
        super().__init__()
        self.children = children
        self.row_height = height
        self.gap = gap

    def focus_children(self) -> list:
        """Each widget of the row takes the keyboard's focus in turn (``focus``)."""
        return self.children

    def arrange(self) -> None:
        n = max(1, len(self.children))
        w = (self.rect.w - self.gap * (n - 1)) // n
        for i, child in enumerate(self.children):
            child.rect = pygame.Rect(self.rect.x + i * (w + self.gap), self.rect.y, w, self.rect.h)

    def handle(self, inp, ui) -> bool:
        self.arrange()
        return any(c.visible and c.handle(inp, ui) for c in self.children)

    def update(self, dt: float) -> bool:
        return any(c.update(dt) for c in self.children if c.visible)

    def find(self, pos):
        self.arrange()
        for child in self.children:
            found = child.find(pos) if child.visible else None
            if found is not None:
                return found
        return None

    def draw(self, surface, ui) -> None:
        self.arrange()
        for child in self.children:
            if child.visible:
                child.draw(surface, ui)


def sentences(about: str) -> list[str]:
    """``about`` cut after each sentence ("。", or ". " before a capital), each sentence with its stop."""
    out, start = [], 0
    for at, ch in enumerate(about):
        if ch == "。" or (ch == "." and about[at + 1:at + 2] == " " and about[at + 2:at + 3].isupper()):  # not "e.g."
            out.append(about[start:at + 1].strip())
            start = at + 1
    tail = about[start:].strip()
    return out + [tail] if tail else out


def split_about(about: str, head: int) -> tuple[str, str]:
    """``about``'s first ``head`` sentences and the others (Japanese joined as written, English by a space)."""
    said = sentences(about)
    joint = "" if "。" in about else " "
    return joint.join(said[:head]), joint.join(said[head:])


class DetailsBox(Widget):
    """The chosen game's paragraph and facts, with its thumbnail on the right (``game_details``). ``part``: "all";
    or, where the set-up panel is short (``TitleScene.layout``), "head" (the paragraph's first ``head`` sentences,
    over the seat count and the players) and "rest" (the others, the facts and the thumbnail, under the set-up rows)."""

    def __init__(self, scene: "TitleScene", part: str = "all") -> None:
        super().__init__()
        self.scene = scene
        self.part = part
        self.head = 1  # the sentences "head" shows and "rest" leaves out
        self.row_height = 0  # set by the launcher's layout: the text in either language, or the thumbnail
        self._thumb: tuple[object, tuple[int, int], pygame.Surface | None] | None = None

    def thumb_size(self) -> tuple[int, int]:
        w = min(THUMB_W, self.rect.w * 2 // 5)
        return w, w * 4 // 7

    def thumbnail(self):
        shown = self.scene.details
        if shown is None or shown.thumbnail is None or self.part == "head":
            return None
        size = self.thumb_size()
        if self._thumb is None or self._thumb[0] is not shown or self._thumb[1] != size:
            self._thumb = (shown, size, shown.thumbnail(size))  # drawn once per details and size
        return self._thumb[2]

    def text_width(self) -> int:
        return self.rect.w - (self.thumb_size()[0] + 16 if self.thumbnail() is not None else 0)

    def paragraphs(self, lang: str) -> list[tuple[str, int, tuple]]:
        shown = self.scene.details
        if shown is None:
            return [] if self.part == "rest" else [(key("ui.select_game").get(lang), theme.SIZE_BODY, theme.TEXT_MUTED)]
        head, rest = split_about(shown.about.get(lang), self.head)
        about = {"all": shown.about.get(lang), "head": head, "rest": rest}[self.part]
        out = [(about, theme.SIZE_BODY, theme.TEXT_MUTED)] if about else []
        return out + ([] if self.part == "head" else [(fact.get(lang), theme.SIZE_SMALL, theme.TEXT) for fact in shown.facts])

    def lines(self, text, lang: str, width: int) -> list[tuple[str, int, tuple]]:
        """The paragraphs' lines: beside the thumbnail in ``width``, and a paragraph that begins under it across
        the whole box (Dunbine's "Units: House Gibun / Na Kingdom 2, Drake's army 2" on one line at 800x560, not
        three beside a blank under the map)."""
        thumb = self.thumbnail()
        under = thumb.get_height() + 6 if thumb is not None else 0
        out: list[tuple[str, int, tuple]] = []
        y = 0
        for para, size, colour in self.paragraphs(lang):
            for line in text.wrapped(para, size, self.rect.w if y >= under else width, prose=True):
                out.append((line, size, colour))
                y += text.line_height(size)
        return out

    def height_needed(self, text) -> int:
        """Room for the text in the language shown (a language switch lays the launcher out again; room for the
        longer language left a blank under the shorter) and the thumbnail."""
        width = self.text_width()
        tall = sum(text.line_height(size) for _, size, _ in self.lines(text, self.scene.app.lang, width))
        thumb = self.thumbnail()
        return max(tall, thumb.get_height() if thumb is not None else 0)

    def draw(self, surface, ui) -> None:
        text, y = ui.text, self.rect.y
        for line, size, colour in self.lines(text, ui.lang, self.text_width()):
            if y + text.line_height(size) > self.rect.bottom + 2:
                break
            surface.blit(text.render(line, size, colour), (self.rect.x, y))
            y += text.line_height(size)
        thumb = self.thumbnail()
        if thumb is not None:
            spot = thumb.get_rect(topright=(self.rect.right, self.rect.y))
            surface.blit(thumb, spot)
            pygame.draw.rect(surface, theme.BORDER, spot.inflate(2, 2), 1, border_radius=2)


class TitleScene(Scene):
    """The launcher (see the module doc)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.games import announce

        announce()
        self.games = registry.manifests()  # no game is imported before the first frame (``load_selected``)
        self.settings = getattr(app, "settings", None) or settings_file.Settings()
        self.selected: Game | Manifest | None = None  # a Manifest until the chosen game is imported
        self.seats = 0
        self.options: dict[str, str] = {}
        self.dice_kind = self.settings.dice_source
        self.players: list[str] = ["human"] * 6  # per seat: "human" or a computer level
        self.details: Details | None = None
        self.error: Text | None = None
        self.laid_out_lang = ""
        self._header: tuple[tuple, pygame.Surface] | None = None  # the header band drawn, and what for

        self.lang_ja = Button(key("ui.lang_ja"), lambda: self.app.set_lang("ja"), size=theme.SIZE_BODY)
        self.lang_en = Button(key("ui.lang_en"), lambda: self.app.set_lang("en"), size=theme.SIZE_BODY)
        self.continue_entry: SaveEntry | None = None
        self.continue_button = ContinueButton(key("ui.continue"), self.resume_latest, style="primary", size=theme.SIZE_LABEL,
                                      align="left", sublabel=self.continue_text, tooltip=self.continue_tip,
                                      parts=self.continue_parts, short=self.continue_short)
        self.games_title = Label(key("ui.games"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.game_list = CardList(item_height=CARD_H, gap=CARD_GAP)
        self.cards = [GameCard(g, lambda g=g: self.select(g)) for g in self.games]
        self.game_list.set_items(self.cards)
        self.no_games = Label(key("ui.no_games"), wrap=True, colour=theme.WARNING)
        self.no_games.visible = not self.games
        self.setup_panel = Panel(title=key("ui.setup"))
        self.game_title = Label(Text("", ""), size=theme.SIZE_HEADING, bold=True, wrap=True)  # ``rebuild_setup``
        self.details_box = DetailsBox(self)
        self.details_head = DetailsBox(self, part="head")  # a short panel's first sentence (``layout``)
        self.setup_list = CardList(item_height=ROW_H, gap=10)
        self.start_button = Button(key("ui.start"), self.start, shortcut="return", style="primary",
                                   size=theme.SIZE_HEADING, enabled=lambda: self.selected is not None)
        self.load_button = Button(key("ui.load"), self.open_load, shortcut="ctrl+o")
        self.quit_button = Button(key("ui.quit"), self.app.quit, shortcut="ctrl+q")
        self.practice_button = Button(key("raid.launcher_entry"), self.open_practice, shortcut="ctrl+p",
                                      tooltip=key("raid.practice_sub"))
        self.settings_button = Button(key("ui.settings"), self.open_settings, shortcut="ctrl+,")
        self.host_button = Button(key("ui.net_host_title"), self.open_host, enabled=lambda: self.selected is not None)
        self.join_button = Button(key("ui.net_join_title"), self.open_join, size=theme.SIZE_BODY)
        self.error_label = Label(lambda lang: self.error.get(lang) if self.error else "", wrap=True, colour=theme.ERROR)
        self.setup_widgets: list = []
        self.player_widgets: list = []
        self.find_continue()
        first = next((g for g in self.games if g.name == self.settings.last_game), self.games[0] if self.games else None)
        if first is not None:
            self.select(first, relayout=False, load=False)  # set up from its manifest; imported after the first frame
            app.after_frame(self.load_selected)
        else:
            self.rebuild_setup()

    # -- continue --------------------------------------------------------------------------
    def find_continue(self) -> None:
        """The latest autosave of a game not yet over that can be read (else no "Continue")."""
        self.continue_entry = latest_unfinished()
        self.continue_button.visible = self.continue_entry is not None

    def continue_text(self, lang: str) -> str:
        e = self.continue_entry
        if e is None:
            return ""
        turn = e.turn.get(lang)
        return f"{e.title.get(lang)} ・ {turn}" if lang == "ja" and turn else (
            f"{e.title.get(lang)} · {turn}" if turn else e.title.get(lang))

    def continue_parts(self, lang: str) -> tuple[str, ...]:
        """The game and its turn, one line each (the compact "Continue")."""
        e = self.continue_entry
        return tuple(part for part in (e.title.get(lang), e.turn.get(lang)) if part) if e is not None else ()

    def continue_short(self, lang: str) -> str:
        """The game in few words (the compact "Continue" where its whole title does not fit): the short title the
        entry took from the game's manifest, else the whole title."""
        e = self.continue_entry
        return (e.short_title.get(lang) or e.title.get(lang)) if e is not None else ""

    def continue_tip(self, lang: str) -> str:
        e = self.continue_entry
        if e is None:
            return ""
        return t("ui.continue_tip", lang, game=self.continue_text(lang), time=e.time)

    def resume_latest(self) -> None:
        """Open the latest autosave (one click); a file that cannot be loaded says why."""
        from tabletop.core.session import Session

        entry = self.continue_entry
        if entry is None:
            return
        try:
            session = Session.load(entry.path)
        except TabletopError as exc:
            first = str(exc).splitlines()[0]
            self.error = Text(t("ui.load_failed", "ja", error=first), t("ui.load_failed", "en", error=first))
            return
        adopt(session, entry.path)  # leaving at once writes no copy of it
        self.app.start_game(session)

    def show_selected_card(self) -> None:
        """Scroll the game list so that the chosen game's card is whole on screen."""
        card = next((c for c in self.cards if self.selected is not None and c.game.name == self.selected.spec.name), None)
        if card is not None and self.game_list.rect.h > 0:
            self.game_list.reveal(card)  # row by row, as the wheel does (``TabbedRows``)

    # -- set-up widgets ------------------------------------------------------------------
    def select(self, game: Game | Manifest, relayout: bool = True, load: bool = True) -> None:
        """Choose ``game`` (imported now if it is a manifest, unless not ``load``) and set it up as remembered."""
        if load and isinstance(game, Manifest):
            game = registry.find(game.name)
        if game is not self.selected:
            if self.selected is None or game.spec.name != self.selected.spec.name:
                self.setup_list.offset = 0  # another game's set-up reads from its top (its details first)
            self.selected = game
            self.restore(game)
            self.error = None
            self.rebuild_setup()
            if relayout:
                self.layout(self.app.size)

    def load_selected(self) -> None:
        """Import the game chosen from its manifest at start (after the first frame: ``App.after_frame``)
        and set it up again from the game itself (its own choices, details, extra buttons)."""
        if isinstance(self.selected, Manifest):
            self.select(self.selected)

    def restore(self, game: Game | Manifest) -> None:
        """The game's remembered set-up, each value kept only if the game still offers it."""
        spec = game.spec
        self.seats = spec.min_seats
        self.options = dict(spec.default_options())
        self.players = first_players(game)
        memory = settings_file.remembered_setup(self.settings, spec.name)
        if memory is None:
            return
        if spec.min_seats <= memory["seats"] <= spec.max_seats:
            self.seats = memory["seats"]
        for option in spec.options:
            value = memory["options"].get(option.key)
            if value is not None and value in dict(option.choices):
                self.options[option.key] = value
        levels = dict(player_choices(game))
        for seat, level in enumerate(memory["players"][:len(self.players)]):
            if level in levels:
                self.players[seat] = level
        if rolls_dice(game):
            self.dice_kind = memory["dice"]

    def remember(self) -> None:
        """Write the set-up being started into the settings (the last game and its set-up)."""
        game = self.selected
        if game is None:
            return
        settings_file.remember_setup(self.settings, game.spec.name, {
            "seats": self.seats, "players": self.players[:self.seats], "options": dict(self.options),
            "dice": self.dice_kind})
        save = getattr(self.app, "save_settings", None)
        if save is not None:
            save()

    def rebuild_setup(self) -> None:
        widgets: list = []
        game = self.selected
        for card in self.cards:
            card.selected = game is not None and card.game.name == game.spec.name
        self.game_title.label = game.spec.title if game is not None else Text("", "")  # not asked every frame
        if game is not None:
            spec = game.spec
            widgets.append(Chooser(key("ui.seats"), [(n, str(n)) for n in seats_range(spec)], self.seats,
                                   self._set_seats))
            for option in spec.options:
                widgets.append(Chooser(option.label, list(option.choices), self.options.get(option.key, option.default),
                                       lambda v, k=option.key: self._set_option(k, v)))
            if rolls_dice(game):
                widgets.append(Chooser(key("ui.dice_source"), [("seeded", key("ui.dice_auto")),
                                                               ("manual", key("ui.dice_manual"))],
                                       self.dice_kind, self._set_dice))
            if not isinstance(game, Manifest):  # a view's buttons and the details come with the game
                widgets.extend(self._extra_buttons(spec.name))
            self.details = Details(spec.summary) if isinstance(game, Manifest) else details(game, self.options)
        else:
            self.details = None
        for widget in widgets:
            if isinstance(widget, Chooser):
                widget.setup_caption = widget.caption  # its caption, also while drawn above it (``CaptionAbove``)
        self.setup_widgets = widgets
        self.rebuild_players()

    def _extra_buttons(self, name: str) -> list:
        """Buttons a game's view offers in its set-up panel (``launcher_extras()``, e.g. a deck builder)."""
        from ..views import view_module

        module = view_module(name)
        extras = getattr(module, "launcher_extras", None) if module is not None else None
        return [Button(label, lambda a=action: a(self.app)) for label, action in (extras() if extras else [])]

    def resume(self) -> None:
        super().resume()
        self.find_continue()
        self.rebuild_setup()  # e.g. a deck saved in the deck builder is a new option now
        self.layout(self.app.size)

    def rebuild_players(self) -> None:
        """One human / computer chooser per seat."""
        game = self.selected
        self.player_widgets = []
        if game is None:
            return
        if len(self.players) < self.seats:
            self.players += ["human"] * (self.seats - len(self.players))
        choices = player_choices(game)
        for seat in range(self.seats):
            if self.players[seat] not in dict(choices):
                self.players[seat] = "human"
            self.player_widgets.append(Chooser(game.spec.seat_label(seat), choices, self.players[seat],
                                               lambda v, s=seat: self._set_player(s, v)))
            self.player_widgets[-1].setup_caption = self.player_widgets[-1].caption  # (``CaptionAbove``)

    def _set_player(self, seat: int, level: str) -> None:
        self.players[seat] = level

    def _set_option(self, name: str, value: str) -> None:
        self.options[name] = value
        if self.selected is not None and not isinstance(self.selected, Manifest):
            self.details = details(self.selected, self.options)
            self.layout(self.app.size)

    def _set_seats(self, n: int) -> None:
        self.seats = n
        self.rebuild_players()
        self.layout(self.app.size)

    def _set_dice(self, kind: str) -> None:
        self.dice_kind = kind

    def all_widgets(self):
        return [self.lang_ja, self.lang_en, self.continue_button, self.games_title, self.game_list, self.no_games,
                self.setup_panel, self.game_title, self.setup_list,
                self.error_label, self.start_button, self.load_button, self.quit_button, self.practice_button,
                self.settings_button, self.host_button, self.join_button]

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        text = self.app.text
        self.laid_out_lang = self.app.lang
        margin = max(24, w // 32)
        band, _ = header_band(h)
        header_h = band + 22
        lang_y = 40 if band >= 128 else 24
        self.lang_en.rect = pygame.Rect(w - margin - 110, lang_y, 110, 38)
        self.lang_ja.rect = pygame.Rect(self.lang_en.rect.x - 118, lang_y, 110, 38)
        join_w = max(text.size(resolve(self.join_button.label, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en")) + 28
        self.join_button.rect = pygame.Rect(self.lang_ja.rect.x - 8 - join_w, lang_y, join_w, 38)
        join_below = self.join_button.rect.x < margin + self.app_name_width(h) + 12  # a narrow window: in the list column
        footer_y = h - 40 - theme.BUTTON_HEIGHT
        left_w = max(300, int((w - 3 * margin) * 0.42))
        top = header_h + 4
        compact = compact_launcher(h)
        self.continue_button.compact = compact
        if self.continue_button.visible:
            self.continue_button.rect = pygame.Rect(
                margin, top, left_w, self.continue_button.height_for(text, self.app.lang, left_w))
            top = self.continue_button.rect.bottom + (4 if compact else 8)
        self.games_title.rect = pygame.Rect(margin, top, left_w, 24)
        below = 52 if join_below else 0
        self.game_list.rect = pygame.Rect(margin, top + 28, left_w, footer_y - top - 28 - 24 - 52 - below)
        if join_below:
            self.join_button.rect = pygame.Rect(margin, footer_y - 64 - below, left_w, theme.BUTTON_HEIGHT)
        for card in self.cards:
            card.measure(text, left_w, self.app.lang, compact)
        # 4 px between compact cards: at 150 % Ultra Seven's and Z Gundam's cards (108 + 130 px in English) then
        # share the list's last page (254 px, its top tab's 16 px over them) instead of Z Gundam's alone over a blank
        self.game_list.gap = CARD_GAP_COMPACT if compact else CARD_GAP
        self.practice_button.rect = pygame.Rect(margin, footer_y - 64, left_w, theme.BUTTON_HEIGHT)
        self.game_list.set_items(self.cards)
        self.show_selected_card()
        self.no_games.rect = self.game_list.rect.inflate(-20, -20)
        x = margin  # load / quit / settings share the left column's width, each as wide as its label needs
        footer = (self.load_button, self.quit_button, self.settings_button)
        for size_try in (theme.SIZE_LABEL, theme.SIZE_BODY, theme.SIZE_SMALL):
            needs = [max(text.size(resolve(b.label, lang), size_try)[0] for lang in ("ja", "en")) + 28 for b in footer]
            if sum(needs) + 24 <= left_w:
                break
        for button, need in zip(footer, needs):
            button.size = size_try
            bw = max(need, min(180, (left_w - 24 - sum(needs)) // 3 + need))
            button.rect = pygame.Rect(x, footer_y, bw, theme.BUTTON_HEIGHT)
            x += bw + 12

        px = margin * 2 + left_w
        panel = pygame.Rect(px, header_h + 4, w - px - margin, footer_y - header_h + theme.BUTTON_HEIGHT - 4)
        self.setup_panel.rect = panel
        inner = self.setup_panel.inner()
        # The title wraps (at most two lines, smaller type when it needs more): never cut.
        title_size = theme.SIZE_HEADING
        titles = [self.selected.spec.title.get(lang) for lang in ("ja", "en")] if self.selected else [""]
        # A short window takes it on one line in smaller type where it can (1280x800 at 150 %: Z Gundam's two
        # 34 px lines left its players' rows under the fold)
        for most in (1, 2) if compact else (2,):
            for size_try in (theme.SIZE_HEADING, theme.SIZE_LABEL, theme.SIZE_BODY):
                title_size = size_try
                if all(len(text.wrapped(s, size_try, inner.w, True)) <= most for s in titles):
                    break
            else:
                continue
            break
        self.game_title.size = title_size
        # the title's lines in the language shown (a language switch lays the launcher out again): an English title
        # of two lines left a blank line under a Japanese one of one at 150 %, pushing the set-up rows below the fold
        lines = len(text.wrapped(self.selected.spec.title.get(self.app.lang), title_size, inner.w, True)) \
            if self.selected else 1
        self.game_title.rect = pygame.Rect(inner.x, inner.y + 2, inner.w, lines * text.line_height(title_size))
        start_h = 56 if h >= 700 else 44
        host_size = theme.SIZE_LABEL if inner.w >= 560 else theme.SIZE_BODY
        host_w = max(text.size(resolve(self.host_button.label, lang), host_size)[0] for lang in ("ja", "en")) + 28
        start_w = min(260, inner.w - 12 - host_w)
        self.host_button.size = host_size
        self.start_button.rect = pygame.Rect(inner.right - start_w, inner.bottom - start_h, start_w, start_h)
        self.start_button.size = theme.SIZE_HEADING if h >= 700 else theme.SIZE_LABEL
        # The details, the set-up rows and the players scroll together under the title: nothing is cut.
        list_top = self.game_title.rect.bottom + 6
        self.setup_list.rect = pygame.Rect(inner.x, list_top, inner.w, self.start_button.rect.y - 10 - list_top)
        self.details_box.rect = pygame.Rect(inner.x, list_top, inner.w - 10, 0)
        self.details_box.row_height = self.details_box.height_needed(text) + 4

        # Players: two columns when there are more than two seats and a column holds a seat's name and
        # its longest (short) choice, in either language; else one column (the rows scroll).
        for widget in self.player_widgets:
            widget.caption = widget.setup_caption  # a caption above is decided again for this width
        cols = 2 if len(self.player_widgets) > 2 and self._fits(inner.w - 10, 2, short=True) else 1
        short = cols > 1 or not self._fits(inner.w - 10, 1, short=False)  # "CPU・強い" where the long name is cut
        choices = player_choices(self.selected, short=short) if self.selected else []
        for widget in self.player_widgets:
            widget.choices = choices
        width = inner.w - 10  # the list's scroll bar may take 10
        # one column: a seat whose name and values cannot share the row has its name above them
        # ("Terrestrial Defense Force (TDF)" was cut to "Terrestrial Defense F…" at 800x560)
        rows: list = [Row(self.player_widgets[i:i + cols]) for i in range(0, len(self.player_widgets), cols)] \
            if cols > 1 else [CaptionAbove(w, text, width) if self._caption_and_values(w) > width else Row([w])
                              for w in self.player_widgets]
        items: list = [self.details_box]
        for widget in self.setup_widgets:
            if isinstance(widget, Chooser):
                widget.caption = widget.setup_caption  # a caption above is decided again for this width
                stack = self._caption_and_values(widget) > width
                items.append(CaptionAbove(widget, text, width) if stack else widget)
            else:
                items.append(widget)
        # the seats' players right after the seat count, so a small window shows who plays without scrolling
        seats = next((i for i, item in enumerate(items) if item is not self.details_box), len(items)) + 1
        self.setup_list.set_items(self.setup_order(items, seats, rows))
        self.setup_list.place()
        for item in [*rows, *(i for i in items if isinstance(i, CaptionAbove))]:
            item.arrange()
        # captions side by side with their values (extra buttons keep their label; a caption above leaves the
        # values the row); the value boxes of one column start at one x: the column's widest caption sets it
        beside = [w for w in [*self.setup_widgets, *self.player_widgets]
                  if isinstance(w, Chooser) and resolve(w.caption, "en")]
        column: dict[tuple[int, int], int] = {}
        own: dict[int, int] = {}
        for widget in beside:
            own[id(widget)] = max(text.size(resolve(widget.caption, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en"))
            place = (widget.rect.x, widget.rect.w)
            column[place] = max(column.get(place, 0), own[id(widget)])
        for widget in beside:
            widget.fit_values(text)  # then every pixel the column's captions leave goes to the values
            aligned = widget.rect.w - column[(widget.rect.x, widget.rect.w)] - 12
            longest = max((text.size(resolve(label, lang), theme.SIZE_BODY)[0] for _, label in widget.choices
                           for lang in ("ja", "en")), default=0)
            if longest + 2 * ARROW_W + 6 > max(widget.value_width, aligned):  # a value needs its own caption's room
                aligned = widget.rect.w - own[id(widget)] - 12
            widget.value_width = max(widget.value_width, aligned)
        self.host_button.rect = pygame.Rect(self.start_button.rect.x - 12 - host_w, self.start_button.rect.y, host_w,
                                            self.start_button.rect.h)
        self.error_label.rect = pygame.Rect(inner.x, self.start_button.rect.y, self.host_button.rect.x - inner.x - 12,
                                            self.start_button.rect.h)

    def setup_order(self, items: list, seats: int, rows: list) -> list:
        """The set-up rows in order: the details, the seat count, the players, the other options. Where the details
        would push a player's row under the fold (1280x800 at 150 %: Dunbine's 183 px details left the seat count
        alone over a 110 px blank), the details' first sentences lead (as many as leave the players whole under
        them), then the seat count, the players and the options, and the rest of the details comes last."""
        text, box, head = self.app.text, self.details_box, self.details_head
        head.rect = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, 0)
        box.part = "all"
        box.row_height = box.height_needed(text) + 4
        room = self.setup_list.rect.h - self.setup_list.TAB_ROOM
        gap = self.setup_list.gap

        def tall(listed: list) -> int:
            return sum(getattr(item, "row_height", self.setup_list.item_height) + gap for item in listed) - gap

        players = [*items[1:seats], *rows]
        if tall([box, *players]) <= room or len(items) < 2:
            return [*items[:seats], *rows, *items[seats:]]
        shown = self.details.about.get(self.app.lang) if self.details is not None else ""
        best = 0
        for count in range(1, len(sentences(shown)) + 1):  # as many whole sentences as leave the players whole
            head.head = count
            head.row_height = head.height_needed(text) + 4
            if tall([head, *players]) > room:
                break
            best = count
        head.head = box.head = max(1, best)
        head.row_height = head.height_needed(text) + 4
        box.part = "rest" if best else "all"  # no sentence fits: the whole paragraph and the facts under the rows
        box.row_height = box.height_needed(text) + 4
        lead = [head] if best else []
        tail = [box] if box.row_height > 4 else []
        return [*lead, *players, *items[seats:], *tail]

    def app_name_width(self, height: int) -> int:
        """How wide the header's app name and its other-language name are, in the wider language."""
        text, (_, size) = self.app.text, header_band(height)
        return max(text.size(key("ui.app_name").get(lang), size, True)[0] + 18
                   + text.size(key("ui.app_name_other").get(lang), theme.SIZE_HEADING)[0] for lang in ("ja", "en"))

    def _caption_and_values(self, chooser: Chooser) -> int:
        """The width a chooser needs for its caption and its longest value side by side, in either language."""
        text = self.app.text
        caption = max(text.size(resolve(chooser.setup_caption, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en"))
        value = max((text.size(resolve(label, lang), theme.SIZE_BODY)[0] for _, label in chooser.choices
                     for lang in ("ja", "en")), default=0)
        return caption + 12 + value + 2 * 36 + 6

    def _fits(self, width: int, cols: int, short: bool) -> bool:
        """Whether ``cols`` columns of player choosers in ``width`` hold each seat's name and every
        player label (``short`` or long) whole, in either language."""
        if self.selected is None or not self.player_widgets:
            return True
        text = self.app.text
        col = (width - 10 * (cols - 1)) // cols  # the gap of ``Row``
        value = max(text.size(resolve(label, lang), theme.SIZE_BODY)[0]
                    for _, label in player_choices(self.selected, short=short) for lang in ("ja", "en"))
        caption = max(text.size(resolve(w.caption, lang), theme.SIZE_BODY)[0]
                      for w in self.player_widgets for lang in ("ja", "en"))
        return caption + 12 + value + 2 * 36 + 6 <= col  # the chooser's caption room and value box

    def draw_content(self, surface: pygame.Surface) -> None:
        """The header band: drawn once per window size and language, then blitted (drawn straight while
        the text check looks on)."""
        if probe.ACTIVE is not None:
            self.draw_header(surface)
            return
        look = (surface.get_size(), self.app.lang, theme.ui_scale())
        if self._header is None or self._header[0] != look:
            band = pygame.Surface((surface.get_width(), header_band(surface.get_height())[0] + 2))
            band.fill(self.background)
            self.draw_header(band, surface.get_height())
            self._header = (look, band)
        surface.blit(self._header[1], (0, 0))

    def draw_header(self, surface: pygame.Surface, height: int | None = None) -> None:
        """The app's name in both languages, the tagline and the accent line under them (``height``: the
        window's, when ``surface`` is the band alone)."""
        w, h = surface.get_width(), height if height is not None else surface.get_height()
        text, lang = self.app.text, self.app.lang
        band, title_size = header_band(h)
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, band))
        pygame.draw.line(surface, theme.ACCENT, (0, band), (w, band), 2)
        margin = max(24, w // 32)
        top = 18 if band >= 128 else 8
        name = text.render(key("ui.app_name").get(lang), title_size, theme.TEXT, True)
        surface.blit(name, (margin, top))
        other = text.render(key("ui.app_name_other").get(lang), theme.SIZE_HEADING, theme.GOLD)
        surface.blit(other, (margin + name.get_width() + 18, top + name.get_height() - other.get_height() - 6))
        room = w - 2 * margin
        size = theme.SIZE_BODY if text.size(key("ui.tagline").get(lang), theme.SIZE_BODY)[0] <= room else theme.SIZE_SMALL
        tagline = text.fit(key("ui.tagline").get(lang), size, room)
        surface.blit(text.render(tagline, size, theme.TEXT_MUTED), (margin, top + name.get_height() + (8 if top > 8 else 2)))

    def update(self, dt: float) -> bool:
        self.lang_ja.selected = self.app.lang == "ja"
        self.lang_en.selected = self.app.lang == "en"
        if self.laid_out_lang != self.app.lang:  # the cards' title lines depend on the language
            self.layout(self.app.size)
        return super().update(dt)

    # -- actions -------------------------------------------------------------------------------
    def start(self, typed: tuple[int, ...] = ()) -> None:
        """Set the chosen game up and open it; ``typed`` = real-dice faces for set-up rolls."""
        from tabletop.core.dice import make_source
        from tabletop.core.session import Session

        if isinstance(self.selected, Manifest):  # not imported yet: the set-up chosen stands
            self.selected = registry.find(self.selected.name)
        game = self.selected
        if game is None:
            return
        seed = int.from_bytes(os.urandom(4), "little")
        kind = self.dice_kind if rolls_dice(game) else "seeded"
        try:
            session = Session(game, self.seats, self.options, make_source(kind, seed, typed),
                              players=self.players[:self.seats])
        except NeedManualRoll as need:  # the set-up itself rolls real dice
            from ..widgets import ManualDiceDialog
            from ..widgets.manual_dice import asked

            self.app.push(ManualDiceDialog(self.app, need.sides, need.count, *asked(need),
                                           on_done=lambda faces: self.start(tuple(typed) + tuple(faces))))
            return
        except (TabletopError, ValueError) as exc:
            msg = exc.message if isinstance(exc, TabletopError) else (lambda lang, e=exc: str(e))
            self.error = Text(t("ui.start_failed", "ja", error=msg("ja")), t("ui.start_failed", "en", error=msg("en")))
            return
        self.remember()
        self.app.start_game(session)

    def open_host(self) -> None:
        """"Host a game": the chosen game with this set-up, served on the network (``scenes.network``)."""
        from .network import HostScene

        if self.selected is not None:
            self.remember()
            players = self.players[:self.seats]
            if players == first_players(self.selected)[:self.seats]:
                players = ["human"] * self.seats  # a set-up left as it came: the other seats are for people
            self.app.push(HostScene(self.app, self.selected, self.seats, self.options, players))

    def open_join(self) -> None:
        """"Join a game" hosted on another computer (``scenes.network``)."""
        from .network import JoinScene

        self.app.push(JoinScene(self.app))

    def open_practice(self) -> None:
        from ..views.monsterraid.practice import PracticeScene

        self.app.push(PracticeScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_load(self) -> None:
        from .load import LoadScene

        self.app.push(LoadScene(self.app))
