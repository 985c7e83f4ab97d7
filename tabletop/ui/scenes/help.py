"""Help screens: the key help overlay (F1 / ?) and the rules help of a game.

``KeyHelpOverlay(app, scene)`` lists the keys of ``scene``: what the scene
contributes through an optional ``key_help() -> [(keys, label), ...]`` method
(``keys`` as shown, e.g. ``"Ctrl+Z"``; ``label`` any label type), then every
visible button that has a shortcut, then the keys that work everywhere (the
focus ring of ``ui.focus``). F1, ?, Esc or Enter close it.

``RulesHelpScene(app, game, help_lines=None, rule="")`` shows a game's rules
help: the view's own help lines (``GameScene.help_text``), then the player's
rules help ``docs/help/<game>.<lang>.md`` in the app's language (the book's
sections summarised, each followed by the project's rulings on it), falling
back to the other language's file and then to the developer docs
``docs/games/<game>.md`` + ``docs/rulings/<game>.md`` (all found through
``resources.docs_dir``, so the installed wheel has them too), rendered by
``MarkdownView``; it re-renders when the language is switched (Ctrl+L here, or
anywhere else). Given ``rule`` (a ``RulesError.rule`` such as
``"zgundam (2)-a 修理"``), it opens at the block that cites it best (see
``find_rule``) in the language shown; if none does, it opens at the top and
says so. Block quotes (``> **R2** ...``) are the rulings; a ruling that departs
from the book (``[departure]`` in ``docs/rulings/<game>.md``, read by
``ruling_entries``) says so on its label: "原作との相違 / Departure from the book"
(``mark_kinds``). Images in the docs (``![caption](maps/x.png)``, paths relative to the
docs folder) are drawn as pictures; ``files`` shows other docs instead of the game's
help, per language: the map making guide is ``docs/maps.ja.md`` in Japanese and
``docs/maps.md`` in English (``maps_guide``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.core.i18n import Text, rule_reference, t
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
        self.size = theme.SIZE_BODY
        self.key_w = self.KEY_W
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

    KEY_W = 220  # the keys column at most (chips included); narrower when the keys are short

    def _heights(self, lang: str, size: int, width: int) -> list[int]:
        """Each row's height at type ``size`` with descriptions wrapped to ``width``."""
        text = self.app.text
        line = text.line_height(size)
        return [line + 8 if section else len(text.wrapped(what, size, width)) * line + 8
                for section, _keys, what in self.rows(lang)]

    def layout(self, size) -> None:
        """The box fits the window; descriptions wrap, and the type shrinks until every row shows."""
        w, h = size
        bw = min(760, w - 40)
        chips = [self.app.text.size(keys, theme.SIZE_SMALL, True)[0] for lang in ("ja", "en")
                 for _section, keys, _what in self.rows(lang) if keys]
        self.key_w = min(self.KEY_W, max(chips, default=0) + 16 + 20)
        desc_w = bw - 36 - self.key_w - 24
        room = h - 40 - 130
        self.size = theme.SIZE_SMALL - 2
        for candidate in range(theme.SIZE_BODY, theme.SIZE_SMALL - 3, -1):
            if max(sum(self._heights(lang, candidate, desc_w)) for lang in ("ja", "en")) <= room:
                self.size = candidate
                break
        needed = max(sum(self._heights(lang, self.size, desc_w)) for lang in ("ja", "en"))
        bh = min(h - 40, 130 + needed)
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
        size = self.size
        lh = text.line_height(size)
        key_w = self.key_w
        desc_x = self.box.x + 36 + key_w
        desc_w = self.box.right - desc_x - 24
        for section, keys, what in self.rows(lang):
            if section:
                s = text.render(section, theme.SIZE_SMALL, theme.GOLD, True)
                surface.blit(s, (self.box.x + 24, y + 6))
                y += lh + 8
                continue
            chip_text = text.render(text.fit(keys, theme.SIZE_SMALL, key_w - 16), theme.SIZE_SMALL, theme.TEXT, True)
            chip = pygame.Rect(self.box.x + 36, y + 2, chip_text.get_width() + 16, max(lh - 2, chip_text.get_height()))
            theme.panel(surface, chip, theme.BUTTON, theme.BORDER, radius=6)
            surface.blit(chip_text, chip_text.get_rect(center=chip.center))
            for line in text.wrapped(what, size, desc_w):
                surface.blit(text.render(line, size, theme.TEXT), (desc_x, y + 2))
                y += lh
            y += 8


# -- rules help ----------------------------------------------------------------------------------
LANGS = ("ja", "en")


def _safe_name(game: str) -> bool:
    """Game names never contain path separators: anything else is refused."""
    return bool(game) and game.replace("_", "").replace("-", "").isalnum()


def doc_paths(game: str) -> list[Path]:
    """The developer docs ``docs/games/<game>.md`` and ``docs/rulings/<game>.md`` that exist."""
    if not _safe_name(game):
        return []
    try:
        base = docs_dir()
    except FileNotFoundError:
        return []
    return [p for p in (base / "games" / f"{game}.md", base / "rulings" / f"{game}.md") if p.is_file()]


def help_path(game: str, lang: str) -> Path | None:
    """The player's rules help ``docs/help/<game>.<lang>.md``, if it exists."""
    if not _safe_name(game) or lang not in LANGS:
        return None
    try:
        path = docs_dir() / "help" / f"{game}.{lang}.md"
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


def help_paths(game: str, lang: str) -> list[Path]:
    """What the rules help shows in ``lang``: the help in ``lang``, else the help in the
    other language, else the developer docs."""
    for want in (lang, *(other for other in LANGS if other != lang)):
        path = help_path(game, want)
        if path is not None:
            return [path]
    return doc_paths(game)


def maps_guide(lang: str = "en") -> Path | None:
    """The guide to making Dunbine maps in Tiled (shipped in the wheel) in ``lang``: ``docs/maps.ja.md``
    in Japanese, ``docs/maps.md`` in English (the other language's when one is missing), if it is there."""
    try:
        base = docs_dir()
    except FileNotFoundError:
        return None
    for name in ("maps.ja.md", "maps.md") if lang == "ja" else ("maps.md", "maps.ja.md"):
        if (base / name).is_file():
            return base / name
    return None


def maps_guide_paths(lang: str) -> list[Path]:
    """What the help shows for the map making guide in ``lang``."""
    path = maps_guide(lang)
    return [path] if path is not None else []


def open_maps_guide(app) -> None:
    """Show the map making guide in the help screen (the launcher's Dunbine button), in the app's language."""
    app.push(RulesHelpScene(app, "dunbine", title=Text("自作マップの作り方", "Making your own maps"),
                            files=maps_guide_paths))


def _docs_root() -> Path | None:
    """The docs folder, which the help's image paths are relative to (None when it is not there)."""
    try:
        return docs_dir()
    except FileNotFoundError:
        return None


def has_rules_help(game: str, help_lines=None) -> bool:
    return bool(help_lines) or bool(help_paths(game, LANGS[0]))


def rule_needles(game: str, rule: str) -> list[str]:
    """What to look for in the docs for ``rule``: the citation without its game prefix
    (``RulesError.rule`` is "<game> <section>"; "<game> ruling R7" looks for "R7"), then
    shorter leading parts of it."""
    parts = rule.split()
    if len(parts) > 1:
        parts = parts[1:]
    if len(parts) > 1 and parts[0].casefold() in ("ruling", "裁定"):  # "ruling R7": the ruling's own label
        parts = parts[1:]
    out = []
    for n in range(len(parts), 0, -1):
        needle = " ".join(parts[:n])
        if needle and needle not in out:
            out.append(needle)
    return out


def _cites(needle: str) -> re.Pattern:
    """``needle`` as a whole citation: not part of a longer number or word
    ("3" is not found in "13", "3.1" or "3D6"; "3" is found in "3 シークエンス")."""
    return re.compile(r"(?<![\w.])" + re.escape(needle.casefold()) + r"(?!\w|\.\d)")


def find_rule(blocks, needles: list[str]) -> int | None:
    """The block that cites the rule best: for each needle in turn (the full citation
    first), a heading that starts with it, else any block that starts with it (a list
    item or ruling such as "19.2.3 ..." / "R-6a ..."), else any block that cites it."""
    texts = [" ".join([b.text, *(" ".join(row) for row in b.rows)]).casefold() for b in blocks]
    for needle in needles:
        if not needle:
            continue
        pattern = _cites(needle)
        for wanted in ("heading", "start", "anywhere"):
            for index, (block, text) in enumerate(zip(blocks, texts)):
                m = pattern.search(text)
                if m is None:
                    continue
                if wanted == "anywhere" or (m.start() == 0 and (wanted == "start" or block.kind == "heading")):
                    return index
    return None


# -- the kinds of rulings (docs/rulings/<game>.md) --------------------------------------------------
RULING_KINDS = ("silent", "ambiguous", "departure")
#: How the help names each kind of ruling; a departure from the book is shown on its label.
KIND_LABELS = {"silent": Text("原作に記述なし", "The book is silent"),
               "ambiguous": Text("解釈の選択", "A reading chosen"),
               "departure": Text("原作との相違", "Departure from the book")}
_TAG = re.compile(r"^\s*[:.]?\s*\[(?P<kind>[a-z]+)\]")
_LIST_ENTRY = re.compile(r"^\s*[-*]\s+\*\*(?P<head>[^*]+)\*\*(?P<after>.*)$")


def ruling_id(label: str) -> str:
    """The id at the head of a ruling's label ("R-2a (2.3, 2.6) Pilots." -> "R-2a")."""
    parts = label.split()
    return parts[0].rstrip(".:,") if parts else ""


def ruling_entries(text: str) -> list[tuple[str, str, int]]:
    """The rulings of a rulings file as (id, kind, line): list entries ``- **<id> <title>** [kind] ...``
    and the rows of a ruling table (a table whose first header cell is ``#``) with ``[kind]`` at the
    start of a cell; kind is "" when the entry has no (known) tag."""
    out: list[tuple[str, str, int]] = []
    lines = text.splitlines()
    table = False
    for n, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if not table:
                table = cells[0] == "#" and n < len(lines) and set(lines[n].strip()) <= set("|-: ")
                continue
            if set(stripped) <= set("|-: "):
                continue
            tags = [m.group("kind") for c in cells[1:] if (m := _TAG.match(c))]
            out.append((cells[0], tags[0] if tags and tags[0] in RULING_KINDS else "", n))
            continue
        table = False
        entry = _LIST_ENTRY.match(line)
        if entry:
            tag = _TAG.match(entry.group("after"))
            kind = tag.group("kind") if tag and tag.group("kind") in RULING_KINDS else ""
            out.append((ruling_id(entry.group("head")), kind, n))
    return out


def ruling_kinds(game: str) -> dict[str, str]:
    """{ruling id: kind} of ``docs/rulings/<game>.md`` (empty when there is none)."""
    paths = [p for p in doc_paths(game) if p.parent.name == "rulings"]
    if not paths:
        return {}
    try:
        text = paths[0].read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    return {rid: kind for rid, kind, _ in ruling_entries(text) if kind}


_QUOTED_LABEL = re.compile(r"^(?P<lead>>\s*\*\*)(?P<label>[^*]+)(?P<end>\*\*)", re.MULTILINE)


def mark_kinds(markdown: str, kinds: dict[str, str], lang: str) -> str:
    """``markdown`` with the kinds of its rulings shown plainly: a quoted ruling (``> **R-6a ...**``)
    that departs from the book gets "原作との相違 / Departure from the book" on its label, and the
    ``[kind]`` tags of a rulings file shown as it is become their names."""
    def label(m: re.Match) -> str:
        if kinds.get(ruling_id(m.group("label"))) != "departure":
            return m.group(0)
        return f"{m.group('lead')}{m.group('label').rstrip()} — {KIND_LABELS['departure'].get(lang)}{m.group('end')}"

    out = _QUOTED_LABEL.sub(label, markdown)
    for kind, name in KIND_LABELS.items():
        shown = f"**{name.get(lang)}**" if kind == "departure" else f"({name.get(lang)})"
        out = out.replace(f"[{kind}]", shown)
    return out


class HelpView(MarkdownView):
    """``MarkdownView`` that can mark a block chosen by the scene (``find_rule``)."""

    def mark(self, index: int, ui, needle: str = "") -> int:
        """Mark and scroll to block ``index`` (in a table, the row citing ``needle``)."""
        self._layout(ui)
        block = self._blocks[index]
        span = self._block_y[index] if index < len(self._block_y) else (0, 0)
        if block.kind == "table" and needle:
            pattern = _cites(needle)
            rows = self._row_y.get(index, [])
            for r, row in enumerate(block.rows):
                if pattern.search(" ".join(row).casefold()) and r < len(rows):
                    span = rows[r]
                    break
        self.marked = index
        self.marked_span = span
        top = span[0] - 48
        heading = next((h for h in range(index - 1, -1, -1) if self._blocks[h].kind == "heading"), None)
        if block.kind != "heading" and heading is not None:
            heading_top = self._block_y[heading][0]
            if span[1] - heading_top <= self.rect.h * 2 // 3:  # show the section's heading too when it fits
                top = heading_top - 8
        self.offset = max(0, min(self.max_offset(), top))
        return index


class RulesHelpScene(Scene):
    """A game's rules help and rulings (see the module doc)."""

    uses_arrows = True  # the arrows scroll the text

    def __init__(self, app, game: str, help_lines=None, rule: str = "", title: Label = None,
                 files: Callable[[str], list[Path]] | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.files = files  # lang -> the files shown instead of the game's help (e.g. ``maps_guide_paths``)
        self.help_lines = list(help_lines or [])
        self.rule = rule
        self.title = title or game
        self._texts: dict[Path, str] = {}
        self.kinds = ruling_kinds(game)  # {ruling id: silent | ambiguous | departure}
        self.view = HelpView(text=self.markdown, image_root=_docs_root())
        self.back = Button(key("ui.back"), self.close, shortcut="escape", size=theme.SIZE_BODY)
        self.lang_button = Button(key("ui.switch_lang"), self.switch_lang, shortcut="ctrl+l", size=theme.SIZE_SMALL)
        self.note = LabelWidget(self.note_text, colour=theme.WARNING, size=theme.SIZE_SMALL)
        self.found: int | None = None
        self._looked = False
        self._looked_lang = ""
        self.heading = LabelWidget(lambda lang: f"{t('ui.rules_help', lang)} — {resolve(self.title, lang)}",
                                   size=theme.SIZE_HEADING, bold=True, valign="center")  # cut: whole on hover
        self.add(self.view, self.note, self.back, self.lang_button, self.heading)

    @property
    def paths(self) -> list[Path]:
        """The files shown in the app's current language."""
        return self.files(self.app.lang) if self.files is not None else help_paths(self.game, self.app.lang)

    def _read(self, path: Path) -> str:
        if path not in self._texts:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                text = f"*{path.name}: {exc}*"
            self._texts[path] = text
        return self._texts[path]

    def markdown(self, lang: str) -> str:
        parts = []
        if self.help_lines:
            parts.append(f"# {t('ui.how_to_play', lang)}")
            parts.extend(resolve(line, lang) + "\n" for line in self.help_lines)
        for path in self.files(lang) if self.files is not None else help_paths(self.game, lang):
            parts.append(self._read(path))
        if not parts:
            parts.append(t("ui.no_help", lang))
        return mark_kinds("\n\n".join(parts), self.kinds, lang)

    def note_text(self, lang: str) -> str:
        if not self.rule:
            return ""
        cited = rule_reference(self.rule, lang) or self.rule   # as the refusal cites it: "6.4項", "ruling U-1"
        if self.found is None and self._looked:
            return t("ui.rule_not_found", lang, rule=cited[:1].upper() + cited[1:])
        return t("ui.rule_shown", lang, rule=cited)

    def switch_lang(self) -> None:
        self.app.set_lang("en" if self.app.lang == "ja" else "ja")

    def key_help(self):
        return [("↑ ↓ PgUp PgDn", key("ui.key_scroll")), ("Home / End", key("ui.key_scroll_ends"))]

    def layout(self, size) -> None:
        w, h = size
        m = max(20, w // 32)
        self.back.rect = pygame.Rect(m, 16, 130, 40)
        self.lang_button.rect = pygame.Rect(w - m - 200, 70, 200, 26)
        self.note.rect = pygame.Rect(m + 150, 70, w - 2 * m - 150 - 210, 24)
        self.view.rect = pygame.Rect(m, 100, w - 2 * m, h - 100 - m)
        self.heading.rect = pygame.Rect(m + 150, 8, w - 2 * m - 150, 46)
        self._looked = False

    def update(self, dt: float) -> bool:
        if not self._looked or self._looked_lang != self.app.lang:
            self.look_up()
        return super().update(dt)

    def look_up(self) -> int | None:
        """Scroll to the cited rule (once the view has its size; again when the language changes)."""
        self._looked = True
        self._looked_lang = self.app.lang
        self.found = None
        if self.rule:
            needles = rule_needles(self.game, self.rule)
            index = find_rule(self.view.blocks(self.app), needles)
            if index is not None:
                block = self.view.blocks(self.app)[index]
                hay = " ".join([block.text, *(" ".join(row) for row in block.rows)]).casefold()
                needle = next((n for n in needles if _cites(n).search(hay)), "")
                self.found = self.view.mark(index, self.app, needle)
        return self.found

    def handle(self, inp) -> bool:
        if super().handle(inp):
            return True
        if inp.kind == "key":
            return self.view.key(inp.shortcut, self.app)
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, 62))
        pygame.draw.line(surface, theme.ACCENT, (0, 62), (w, 62), 2)


# -- the "why?" of a game scene's refusal bar ----------------------------------------------------
WHY_SHORTCUT = "ctrl+h"


def open_rules_help(app, game_scene, rule: str = "") -> "RulesHelpScene":
    """Push the rules help of ``game_scene``'s game, at ``rule`` when given."""
    game = game_scene.game
    return app.push(RulesHelpScene(app, game.spec.name, game_scene.help_text(), rule=rule, title=game.spec.title))


def why_label(lang: str) -> str:
    """The label of the "なぜ? / Why?" chip of the refusal bar, with its shortcut."""
    return f"{t('ui.why', lang)} ({display_shortcut(WHY_SHORTCUT)})"


def game_key_help() -> list[tuple[str, Label]]:
    """The keys every game scene has (``GameScene.key_help``)."""
    return [("Esc", key("ui.key_menu")), ("Ctrl+Z", key("ui.undo")), ("Ctrl+Y", key("ui.redo")),
            ("Ctrl+S", key("ui.save")), (display_shortcut(WHY_SHORTCUT), key("ui.key_why"))]
