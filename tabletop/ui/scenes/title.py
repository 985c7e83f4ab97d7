"""The launcher: app name, the registered games, their set-up, load and quit.

Left: every registered game (``tabletop.games.discover()`` +
``core.registry.all_games()``) as a card with its Japanese and English title,
seat range and whether it has dice / hidden information. Right: the chosen
game's set-up: seat count, each ``spec.options`` entry as a chooser, the dice
source (automatic seeded or real dice typed in), and "start". The header
carries the language switch, which re-labels everything at once. Under the
set-up, one chooser per seat: human, or a computer player of one of the levels
the game offers (``tabletop.core.bots.levels``); the choice becomes the session's
``players`` list (e.g. ``["human", "strong"]``).
"""

from __future__ import annotations

import os

import pygame

from tabletop.core import registry
from tabletop.core.dice import make_source
from tabletop.core.errors import NeedManualRoll, TabletopError
from tabletop.core.game import Game, seats_range
from tabletop.core.i18n import Text, t
from tabletop.core.session import Session

from .. import theme
from ..views.monsterraid import strings as _raid_strings  # noqa: F401  (the practice table's launcher entry)
from ..scene import Scene
from ..text import key
from ..widgets import Button, Chooser, Label, Panel, ScrollList, Widget

CARD_H = 84

#: How the launcher names a seat's player (``session.players`` entries).
PLAYER_LABELS = {
    "human": Text("人間", "Human"),
    "quick": Text("コンピューター（弱い）", "Computer (quick)"),
    "strong": Text("コンピューター（強い）", "Computer (strong)"),
    "random": Text("コンピューター（ランダム）", "Computer (random)"),
}
#: The same, short enough for two columns of seats.
PLAYER_LABELS_SHORT = {
    "human": Text("人間", "Human"),
    "quick": Text("CPU・弱い", "CPU (quick)"),
    "strong": Text("CPU・強い", "CPU (strong)"),
    "random": Text("CPU・ランダム", "CPU (random)"),
}


def player_choices(game: Game, short: bool = False) -> list[tuple[str, Text]]:
    """Human first, then the game's computer levels (quick, strong, random)."""
    from tabletop.core.bots import levels

    order = ["quick", "strong", "random"]
    found = sorted(levels(game.spec.name), key=lambda n: order.index(n) if n in order else 99)
    names = PLAYER_LABELS_SHORT if short else PLAYER_LABELS
    return [("human", names["human"])] + [
        (lvl, names.get(lvl, Text(f"コンピューター（{lvl}）", f"Computer ({lvl})"))) for lvl in found]


class GameCard(Button):
    """One game in the launcher list: both titles and its seats/dice/secrets tags."""

    row_height = CARD_H

    def __init__(self, game: Game, on_click) -> None:
        super().__init__(game.spec.title, on_click, align="left", style="quiet")
        self.game = game

    def draw(self, surface, ui) -> None:
        spec = self.game.spec
        fill = theme.ACCENT_SOFT if self.selected else theme.PANEL_RAISED if self.hovered else theme.PANEL
        theme.panel(surface, self.rect, fill, theme.ACCENT_HOVER if self.selected else theme.BORDER)
        if self.selected:
            pygame.draw.rect(surface, theme.ACCENT_HOVER, (self.rect.x, self.rect.y + 8, 4, self.rect.h - 16), border_radius=2)
        text, lang = ui.text, ui.lang
        x, w = self.rect.x + 18, self.rect.w - 36
        other = "en" if lang == "ja" else "ja"
        title = text.render(text.fit(spec.title.get(lang), theme.SIZE_LABEL, w, True), theme.SIZE_LABEL, theme.TEXT, True)
        surface.blit(title, (x, self.rect.y + 8))
        self.cut = text.fit(spec.title.get(lang), theme.SIZE_LABEL, w, True) != spec.title.get(lang)  # hover: whole
        sub = text.render(text.fit(spec.title.get(other), theme.SIZE_SMALL, w), theme.SIZE_SMALL, theme.TEXT_MUTED)
        surface.blit(sub, (x, self.rect.y + 8 + title.get_height() - 2))
        tags = [seats_text(spec.min_seats, spec.max_seats).get(lang)]
        if spec.chance:
            tags.append(key("ui.chance_yes").get(lang))
        if spec.hidden_information:
            tags.append(key("ui.hidden_yes").get(lang))
        tx = x
        ty = self.rect.bottom - 26
        for tag in tags:
            s = text.render(tag, 13, theme.TEXT_MUTED)
            chip = pygame.Rect(tx, ty, s.get_width() + 14, 20)
            if chip.right > self.rect.right - 10:
                break
            pygame.draw.rect(surface, theme.BG, chip, border_radius=10)
            surface.blit(s, s.get_rect(center=chip.center))
            tx = chip.right + 6


def seats_text(lo: int, hi: int) -> Text:
    """"2〜4人" / "2-4 players" (or one number when the range is a single count)."""
    name = "ui.seats_one" if lo == hi else "ui.seats_range"
    return Text(t(name, "ja", n=lo, lo=lo, hi=hi), t(name, "en", n=lo, lo=lo, hi=hi))


class SeatChips(Widget):
    """The seats that will play (by the game's seat labels), as coloured chips."""

    def __init__(self, scene: "TitleScene") -> None:
        super().__init__()
        self.scene = scene

    def draw(self, surface, ui) -> None:
        game = self.scene.selected
        if game is None:
            return
        x = self.rect.x
        for seat in range(self.scene.seats):
            s = ui.text.render(game.seat_name(seat, ui.lang), theme.SIZE_BODY, theme.TEXT)
            chip = pygame.Rect(x, self.rect.y, s.get_width() + 28, 32)
            if chip.right > self.rect.right:
                break
            theme.panel(surface, chip, theme.ACCENT_SOFT, theme.ACCENT, radius=16)
            surface.blit(s, s.get_rect(center=chip.center))
            x = chip.right + 8


class TitleScene(Scene):
    """The launcher (see the module doc)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.games import discover

        discover()
        self.games = registry.all_games()
        self.selected: Game | None = self.games[0] if self.games else None
        self.seats = self.selected.spec.min_seats if self.selected else 0
        self.options: dict[str, str] = dict(self.selected.spec.default_options()) if self.selected else {}
        self.dice_kind = getattr(getattr(app, "settings", None), "dice_source", "seeded")
        self.error: Text | None = None

        self.lang_ja = Button(key("ui.lang_ja"), lambda: self.app.set_lang("ja"), size=theme.SIZE_BODY)
        self.lang_en = Button(key("ui.lang_en"), lambda: self.app.set_lang("en"), size=theme.SIZE_BODY)
        self.games_title = Label(key("ui.games"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.game_list = ScrollList(item_height=CARD_H, gap=10)
        self.cards = [GameCard(g, lambda g=g: self.select(g)) for g in self.games]
        self.game_list.set_items(self.cards)
        self.no_games = Label(key("ui.no_games"), wrap=True, colour=theme.WARNING)
        self.no_games.visible = not self.games
        self.setup_panel = Panel(title=key("ui.setup"))
        self.game_title = Label(lambda lang: self.selected.spec.title.get(lang) if self.selected else "",
                                size=theme.SIZE_HEADING, bold=True)
        self.game_summary = Label(lambda lang: self.selected.spec.summary.get(lang) if self.selected else key("ui.select_game").get(lang),
                                  wrap=True, colour=theme.TEXT_MUTED)
        self.start_button = Button(key("ui.start"), self.start, shortcut="return", style="primary",
                                   size=theme.SIZE_HEADING, enabled=lambda: self.selected is not None)
        self.load_button = Button(key("ui.load"), self.open_load, shortcut="ctrl+o")
        self.quit_button = Button(key("ui.quit"), self.app.quit, shortcut="ctrl+q")
        self.practice_button = Button(key("raid.launcher_entry"), self.open_practice, shortcut="ctrl+p",
                                      tooltip=key("raid.practice_sub"))
        self.settings_button = Button(key("ui.settings"), self.open_settings, shortcut="ctrl+,")
        self.error_label = Label(lambda lang: self.error.get(lang) if self.error else "", wrap=True, colour=theme.ERROR)
        self.setup_widgets: list = []
        self.players: list[str] = ["human"] * 6  # per seat: "human" or a computer level
        self.player_widgets: list = []
        self.seat_chips = SeatChips(self)
        self.rebuild_setup()

    # -- set-up widgets ------------------------------------------------------------------
    def select(self, game: Game) -> None:
        if game is not self.selected:
            self.selected = game
            self.seats = game.spec.min_seats
            self.options = dict(game.spec.default_options())
            self.players = ["human"] * max(6, game.spec.max_seats)
            self.error = None
            self.rebuild_setup()
            self.layout(self.app.size)

    def rebuild_setup(self) -> None:
        widgets: list = []
        game = self.selected
        for card in self.cards:
            card.selected = card.game is game
        if game is not None:
            spec = game.spec
            widgets.append(Chooser(key("ui.seats"), [(n, str(n)) for n in seats_range(spec)], self.seats,
                                   self._set_seats))
            for option in spec.options:
                widgets.append(Chooser(option.label, list(option.choices), self.options.get(option.key, option.default),
                                       lambda v, k=option.key: self.options.__setitem__(k, v)))
            if spec.chance:
                widgets.append(Chooser(key("ui.dice_source"), [("seeded", key("ui.dice_auto")),
                                                               ("manual", key("ui.dice_manual"))],
                                       self.dice_kind, self._set_dice))
            widgets.extend(self._extra_buttons(spec.name))
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

    def _set_player(self, seat: int, level: str) -> None:
        self.players[seat] = level

    def _set_seats(self, n: int) -> None:
        self.seats = n
        self.rebuild_players()
        self.layout(self.app.size)

    def _set_dice(self, kind: str) -> None:
        self.dice_kind = kind

    def all_widgets(self):
        return [self.lang_ja, self.lang_en, self.games_title, self.game_list, self.no_games, self.setup_panel,
                self.game_title, self.game_summary, *self.setup_widgets, *self.player_widgets, self.seat_chips,
                self.error_label, self.start_button, self.load_button, self.quit_button, self.practice_button,
                self.settings_button]

    # -- layout ------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        margin = max(24, w // 32)
        header_h = 150
        self.lang_en.rect = pygame.Rect(w - margin - 110, 40, 110, 38)
        self.lang_ja.rect = pygame.Rect(self.lang_en.rect.x - 118, 40, 110, 38)
        footer_y = h - 40 - theme.BUTTON_HEIGHT
        left_w = max(300, int((w - 3 * margin) * 0.42))
        self.games_title.rect = pygame.Rect(margin, header_h + 4, left_w, 24)
        self.game_list.rect = pygame.Rect(margin, header_h + 32, left_w, footer_y - header_h - 32 - 24 - 52)
        self.practice_button.rect = pygame.Rect(margin, footer_y - 64, left_w, theme.BUTTON_HEIGHT)
        self.game_list.place()
        self.no_games.rect = self.game_list.rect.inflate(-20, -20)
        x = margin  # load / quit / settings share the left column's width
        for button, share in ((self.load_button, 180), (self.quit_button, 120), (self.settings_button, 150)):
            bw = min(share, (left_w - 24) * share // 450)
            button.rect = pygame.Rect(x, footer_y, bw, theme.BUTTON_HEIGHT)
            x += bw + 12

        px = margin * 2 + left_w
        panel = pygame.Rect(px, header_h + 4, w - px - margin, footer_y - header_h + theme.BUTTON_HEIGHT - 4)
        self.setup_panel.rect = panel
        inner = self.setup_panel.inner()
        self.game_title.rect = pygame.Rect(inner.x, inner.y + 4, inner.w, 40)
        longest = max((len(self.app.text.wrap(self.game_summary.label(lang), theme.SIZE_BODY, inner.w))
                       for lang in ("ja", "en")), default=1)
        summary_h = max(1, min(6, longest)) * self.app.text.line_height(theme.SIZE_BODY)
        self.game_summary.rect = pygame.Rect(inner.x, inner.y + 50, inner.w, summary_h)
        y = self.game_summary.rect.bottom + 20
        for widget in self.setup_widgets:
            widget.rect = pygame.Rect(inner.x, y, inner.w, 42)
            if hasattr(widget, "fit_values"):  # choosers; extra buttons keep their label
                widget.fit_values(self.app.text)
            y += 52
        from ..text import resolve

        # Players: two columns when there are more than two seats, so six fit.
        cols = 2 if len(self.player_widgets) > 2 else 1
        gap = 16
        col_w = (inner.w - gap * (cols - 1)) // cols
        choices = player_choices(self.selected, short=cols > 1) if self.selected else []
        for i, widget in enumerate(self.player_widgets):
            widget.choices = choices
            row, col = divmod(i, cols)
            widget.rect = pygame.Rect(inner.x + col * (col_w + gap), y + row * 46, col_w, 40)
            widget.fit_values(self.app.text)
            caption = max(self.app.text.size(resolve(widget.caption, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en"))
            widget.value_width = max(widget.value_width, col_w - caption - 12)
        self.seat_chips.visible = not self.player_widgets  # the choosers already name every seat
        if self.player_widgets:
            y += 46 * ((len(self.player_widgets) + cols - 1) // cols) + 6
        self.seat_chips.rect = pygame.Rect(inner.x, y + 4, inner.w, 32)
        y += 44 if self.selected else 0
        self.start_button.rect = pygame.Rect(inner.right - 260, inner.bottom - 56, 260, 56)
        self.error_label.rect = pygame.Rect(inner.x, y + 4, inner.w, max(0, self.start_button.rect.y - y - 8))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        text, lang = self.app.text, self.app.lang
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, 128))
        pygame.draw.line(surface, theme.ACCENT, (0, 128), (w, 128), 2)
        margin = max(24, w // 32)
        name = text.render(key("ui.app_name").get(lang), theme.SIZE_TITLE, theme.TEXT, True)
        surface.blit(name, (margin, 18))
        other = text.render(key("ui.app_name_other").get(lang), theme.SIZE_HEADING, theme.GOLD)
        surface.blit(other, (margin + name.get_width() + 18, 18 + name.get_height() - other.get_height() - 6))
        room = w - 2 * margin
        size = theme.SIZE_BODY if text.size(key("ui.tagline").get(lang), theme.SIZE_BODY)[0] <= room else theme.SIZE_SMALL
        tagline = text.fit(key("ui.tagline").get(lang), size, room)
        surface.blit(text.render(tagline, size, theme.TEXT_MUTED), (margin, 18 + name.get_height() + 8))

    def update(self, dt: float) -> bool:
        self.lang_ja.selected = self.app.lang == "ja"
        self.lang_en.selected = self.app.lang == "en"
        return super().update(dt)

    # -- actions -------------------------------------------------------------------------------
    def start(self, typed: tuple[int, ...] = ()) -> None:
        """Set the chosen game up and open it; ``typed`` = real-dice faces for set-up rolls."""
        game = self.selected
        if game is None:
            return
        seed = int.from_bytes(os.urandom(4), "little")
        kind = self.dice_kind if game.spec.chance else "seeded"
        try:
            session = Session(game, self.seats, self.options, make_source(kind, seed, typed),
                              players=self.players[:self.seats])
        except NeedManualRoll as need:  # the set-up itself rolls real dice
            from ..widgets import ManualDiceDialog

            self.app.push(ManualDiceDialog(self.app, need.sides, need.count, need.who, need.why,
                                           on_done=lambda faces: self.start(tuple(typed) + tuple(faces))))
            return
        except (TabletopError, ValueError) as exc:
            msg = exc.message if isinstance(exc, TabletopError) else (lambda lang, e=exc: str(e))
            self.error = Text(t("ui.start_failed", "ja", error=msg("ja")), t("ui.start_failed", "en", error=msg("en")))
            return
        self.app.start_game(session)

    def open_practice(self) -> None:
        from ..views.monsterraid.practice import PracticeScene

        self.app.push(PracticeScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_load(self) -> None:
        from .load import LoadScene

        self.app.push(LoadScene(self.app))
