"""Help screens: the key help overlay (F1 / ?) and the rules help of a game.

``KeyHelpOverlay(app, scene)`` lists the keys of ``scene``: what the scene
contributes through an optional ``key_help() -> [(keys, label), ...]`` method
(``keys`` as shown, e.g. ``"Ctrl+Z"``; ``label`` any label type), then every
visible button that has a shortcut, then the keys that work everywhere (the
focus ring of ``ui.focus``). F1, ?, Esc or Enter close it.

``RulesHelpScene(app, game, help_lines=None, rule="")`` shows a game's rules
help: the view's own help lines (``GameScene.help_text``), then
``docs/games/<game>.md`` and ``docs/rulings/<game>.md`` (found through
``resources.docs_dir``, so the installed wheel has them too), rendered by
``MarkdownView``. Given ``rule`` (a ``RulesError.rule`` such as
``"zgundam (2)-a 修理"``), it opens at the first block that cites it; if
none does, it opens at the top and says so.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.core.i18n import t
from tabletop.resources import docs_dir

from .. import theme
from ..inputs import display_shortcut
from ..scene import Overlay, Scene
from ..text import Label, key, resolve
from ..widgets import Button, Label as LabelWidget, MarkdownView

GLOBAL_KEYS = (
    ("Tab / Shift+Tab", "ui.key_focus"),
    ("Enter / Space", "ui.key_press"),
    ("← → ↑ ↓", "ui.key_arrows"),
    ("Esc", "ui.key_back"),
    ("F1 / ?", "ui.key_help"),
)


def scene_keys(scene) -> list[tuple[str, Label]]:
    """The keys of ``scene``: its own ``key_help`` entries and its buttons' shortcuts."""
    from ..widgets import ScrollList

    out: list[tuple[str, Label]] = []
    contributed = getattr(scene, "key_help", None)
    if callable(contributed):
        out.extend(contributed())
    seen = {k for k, _ in out}
    widgets = []
    for w in scene.all_widgets():
        widgets.extend(w.items if isinstance(w, ScrollList) else [w])
    for w in widgets:
        shortcut = getattr(w, "shortcut", "")
        if isinstance(w, Button) and shortcut and w.visible:
            shown = display_shortcut(shortcut)
            if shown not in seen:
                seen.add(shown)
                out.append((shown, w.label))
    return out


class KeyHelpOverlay(Overlay):
    """The keys of the scene underneath (see the module doc)."""

    def __init__(self, app, scene) -> None:
        super().__init__(app)
        self.scene = scene
        self.own = scene_keys(scene)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.close_button = Button(key("ui.close"), self.close, shortcut="escape", size=theme.SIZE_BODY)
        self.add(self.close_button)

    def handle(self, inp) -> bool:
        if inp.kind == "key" and inp.shortcut in ("return", "space"):
            self.close()
            return True
        return super().handle(inp)

    def rows(self, lang: str) -> list[tuple[str, str, str]]:
        """(section, keys, what) rows in drawing order; section rows have empty keys."""
        out = []
        if self.own:
            out.append((t("ui.keys_here", lang), "", ""))
            out.extend(("", k, resolve(label, lang)) for k, label in self.own)
        out.append((t("ui.keys_everywhere", lang), "", ""))
        out.extend(("", k, t(name, lang)) for k, name in GLOBAL_KEYS)
        return out

    def layout(self, size) -> None:
        w, h = size
        text = self.app.text
        line = text.line_height(theme.SIZE_BODY) + 8
        count = max(len(self.rows(lang)) for lang in ("ja", "en"))
        bw, bh = min(760, w - 40), min(h - 40, 130 + count * line)
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        self.close_button.rect = pygame.Rect(self.box.right - 24 - 150, self.box.bottom - 18 - 38, 150, 38)

    def draw_content(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        theme.panel(surface, self.box.move(0, 4), theme.BG_DEEP, None, radius=12)
        theme.panel(surface, self.box, theme.PANEL_RAISED, theme.ACCENT, radius=12, width=2)
        title = text.render(t("ui.keys_title", lang), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(title, (self.box.x + 24, self.box.y + 16))
        y = self.box.y + 16 + title.get_height() + 10
        line = text.line_height(theme.SIZE_BODY) + 8
        key_w = 220
        bottom = self.close_button.rect.y - 8
        for section, keys, what in self.rows(lang):
            if y + line > bottom:
                more = text.render("…", theme.SIZE_BODY, theme.TEXT_MUTED)
                surface.blit(more, (self.box.x + 24, y))
                break
            if section:
                s = text.render(section, theme.SIZE_SMALL, theme.GOLD, True)
                surface.blit(s, (self.box.x + 24, y + 6))
                y += line
                continue
            chip_text = text.render(text.fit(keys, theme.SIZE_SMALL, key_w - 16), theme.SIZE_SMALL, theme.TEXT, True)
            chip = pygame.Rect(self.box.x + 36, y + 2, chip_text.get_width() + 16, line - 10)
            theme.panel(surface, chip, theme.BUTTON, theme.BORDER, radius=6)
            surface.blit(chip_text, chip_text.get_rect(center=chip.center))
            desc = text.fit(what, theme.SIZE_BODY, self.box.right - (self.box.x + 36 + key_w) - 24)
            surface.blit(text.render(desc, theme.SIZE_BODY, theme.TEXT), (self.box.x + 36 + key_w, y + 2))
            y += line


# -- rules help ----------------------------------------------------------------------------------
def doc_paths(game: str) -> list[Path]:
    """``docs/games/<game>.md`` and ``docs/rulings/<game>.md`` that exist (game names never
    contain path separators: anything else is refused)."""
    if not game or not game.replace("_", "").replace("-", "").isalnum():
        return []
    try:
        base = docs_dir()
    except FileNotFoundError:
        return []
    return [p for p in (base / "games" / f"{game}.md", base / "rulings" / f"{game}.md") if p.is_file()]


def has_rules_help(game: str, help_lines=None) -> bool:
    return bool(help_lines) or bool(doc_paths(game))


def rule_needles(game: str, rule: str) -> list[str]:
    """What to look for in the docs for ``rule``: the citation without its game prefix
    (``RulesError.rule`` is "<game> <section>"), then shorter leading parts of it."""
    parts = rule.split()
    if len(parts) > 1:
        parts = parts[1:]
    out = []
    for n in range(len(parts), 0, -1):
        needle = " ".join(parts[:n])
        if needle and needle not in out:
            out.append(needle)
    return out


class RulesHelpScene(Scene):
    """A game's rules help and rulings (see the module doc)."""

    uses_arrows = True  # the arrows scroll the text

    def __init__(self, app, game: str, help_lines=None, rule: str = "", title: Label = None) -> None:
        super().__init__(app)
        self.game = game
        self.help_lines = list(help_lines or [])
        self.rule = rule
        self.title = title or game
        self.paths = doc_paths(game)
        self.view = MarkdownView(text=self.markdown)
        self.back = Button(key("ui.back"), self.close, shortcut="escape", size=theme.SIZE_BODY)
        self.note = LabelWidget(self.note_text, colour=theme.WARNING, size=theme.SIZE_SMALL)
        self.found: int | None = None
        self._looked = False
        self.add(self.view, self.note, self.back)

    def markdown(self, lang: str) -> str:
        parts = []
        if self.help_lines:
            parts.append(f"# {t('ui.how_to_play', lang)}")
            parts.extend(resolve(line, lang) + "\n" for line in self.help_lines)
        for path in self.paths:
            try:
                parts.append(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                parts.append(f"*{path.name}: {exc}*")
        if not parts:
            parts.append(t("ui.no_help", lang))
        return "\n\n".join(parts)

    def note_text(self, lang: str) -> str:
        if not self.rule:
            return ""
        if self.found is None and self._looked:
            return t("ui.rule_not_found", lang, rule=self.rule)
        return t("ui.rule_shown", lang, rule=self.rule)

    def key_help(self):
        return [("↑ ↓ PgUp PgDn", key("ui.key_scroll")), ("Home / End", key("ui.key_scroll_ends"))]

    def layout(self, size) -> None:
        w, h = size
        m = max(20, w // 32)
        self.back.rect = pygame.Rect(m, 16, 130, 40)
        self.note.rect = pygame.Rect(m + 150, 70, w - 2 * m - 150, 24)
        self.view.rect = pygame.Rect(m, 100, w - 2 * m, h - 100 - m)
        self._looked = False

    def update(self, dt: float) -> bool:
        if not self._looked:
            self.look_up()
        return super().update(dt)

    def look_up(self) -> int | None:
        """Scroll to the cited rule (once the view has its size)."""
        self._looked = True
        self.found = None
        for needle in rule_needles(self.game, self.rule) if self.rule else []:
            self.found = self.view.find_text(needle, self.app)
            if self.found is not None:
                break
        return self.found

    def handle(self, inp) -> bool:
        if super().handle(inp):
            return True
        if inp.kind == "key":
            return self.view.key(inp.shortcut, self.app)
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        text, lang = self.app.text, self.app.lang
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, 62))
        pygame.draw.line(surface, theme.ACCENT, (0, 62), (w, 62), 2)
        heading = f"{t('ui.rules_help', lang)} — {resolve(self.title, lang)}"
        m = max(20, w // 32)
        s = text.render(text.fit(heading, theme.SIZE_HEADING, w - m - 170), theme.SIZE_HEADING, theme.TEXT, True)
        surface.blit(s, (m + 150, 14))


# -- the "why?" chip of a game scene's rules-error banner ------------------------------------
WHY_SHORTCUT = "ctrl+h"


def open_rules_help(app, game_scene, rule: str = "") -> "RulesHelpScene":
    """Push the rules help of ``game_scene``'s game, at ``rule`` when given."""
    game = game_scene.game
    return app.push(RulesHelpScene(app, game.spec.name, game_scene.help_text(), rule=rule, title=game.spec.title))


def draw_why_chip(surface: pygame.Surface, app, banner: pygame.Rect, right: int) -> pygame.Rect:
    """The "なぜ? / Why?" chip inside ``banner``, ending at x = ``right``; returns its rect."""
    text = app.text
    label = f"{t('ui.why', app.lang)} ({display_shortcut(WHY_SHORTCUT)})"
    s = text.render(label, theme.SIZE_SMALL, theme.TEXT, True)
    chip = pygame.Rect(0, 0, s.get_width() + 18, min(banner.h - 8, s.get_height() + 8))
    chip.midright = (right, banner.centery)
    theme.panel(surface, chip, theme.BUTTON_HOVER, theme.GOLD, radius=chip.h // 2)
    surface.blit(s, s.get_rect(center=chip.center))
    return chip


def game_key_help() -> list[tuple[str, Label]]:
    """The keys every game scene has (``GameScene.key_help``)."""
    return [("Esc", key("ui.key_menu")), ("Ctrl+Z", key("ui.undo")), ("Ctrl+Y", key("ui.redo")),
            ("Ctrl+S", key("ui.save")), (display_shortcut(WHY_SHORTCUT), key("ui.key_why"))]
