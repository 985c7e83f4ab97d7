"""MarkdownView: readable, scrollable text from simple Markdown (rules help).

``parse(text)`` understands what the project's docs use: ``#`` headings,
paragraphs, ``-`` / ``*`` / ``1.`` list items (nested by indent), ``|`` tables
(header row, ``---`` separator), ``>`` block quotes (a ruling: a leading
``**R12**`` is drawn as its gold label; an empty ``>`` line starts the next quote), fenced code and ``---`` rules; inline
``**bold**``, ``*em*``, `` `code` `` and ``[text](link)`` become plain text.
A line that is only an image (``![caption](maps/picture.png)``) is a picture:
a PNG under the view's ``image_root`` (the docs folder), scaled to the view's
width and drawn with its caption beneath; a picture that is missing, outside
the root or unreadable is drawn as its caption with a note (``load_picture``
never raises).
``MarkdownView`` lays the blocks out for its width (headings larger, tables
as aligned columns whose cells wrap), scrolls with the wheel or the keys the
scene passes to ``key`` (↑ ↓ PgUp PgDn Home End), and ``find_text(text, ui)`` scrolls
to and marks the first block containing ``text`` (a cited rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.i18n import t

from .. import theme
from ..text import Label, resolve
from .base import Widget

WHEEL_STEP = 60
HEADING_SIZES = {1: theme.SIZE_HEADING + 2, 2: theme.SIZE_HEADING - 2, 3: theme.SIZE_LABEL}
_TABLE_SEP = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_ITEM = re.compile(r"^(?P<indent>\s*)(?P<mark>[-*+]|\d+[.)])\s+(?P<text>.*)$")
_IMAGE = re.compile(r'^!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]+)(?:\s+"[^"]*")?\)$')
#: The largest picture file read (bigger ones are shown as their caption).
MAX_PICTURE_BYTES = 8 * 1024 * 1024
#: A picture is never drawn more than this many times its own size.
MAX_PICTURE_SCALE = 2.0


@dataclass
class Block:
    kind: str  # heading | para | item | quote | table | code | rule | image
    text: str = ""  # (an image: its caption)
    level: int = 0  # heading level, or list depth (an image: 1 inside a list item)
    mark: str = ""  # the list bullet / number, or a quote's leading bold label
    rows: list[list[str]] = field(default_factory=list)
    src: str = ""  # an image's path, relative to the view's ``image_root``


def inline(text: str) -> str:
    """Markdown inline markup removed: links keep their text, emphasis and code marks go."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = text.replace("`", "")
    text = text.replace("<br>", " ").replace("&nbsp;", " ")
    return text.strip()


def _cells(line: str) -> list[str]:
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [inline(c) for c in re.split(r"(?<!\\)\|", body)]


def parse(text: str) -> list[Block]:
    """The blocks of a Markdown text (see the module doc)."""
    blocks: list[Block] = []
    para: list[str] = []
    lines = text.replace("\r\n", "\n").split("\n")

    def flush() -> None:
        if para:
            blocks.append(Block("para", inline(" ".join(p.strip() for p in para))))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            flush()
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i].rstrip())
                i += 1
            blocks.append(Block("code", "\n".join(code)))
            i += 1
            continue
        if not stripped:
            flush()
            i += 1
            continue
        image = _IMAGE.match(stripped)
        if image:
            flush()
            blocks.append(Block("image", inline(image.group("alt")), level=1 if line[:1].isspace() else 0,
                                src=image.group("src")))
            i += 1
            continue
        heading = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", stripped)
        if heading:
            flush()
            blocks.append(Block("heading", inline(heading.group(2)), level=min(3, len(heading.group(1)))))
            i += 1
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("rule"))
            i += 1
            continue
        if stripped.startswith("|") and i + 1 < len(lines) and _TABLE_SEP.match(lines[i + 1].strip()):
            flush()
            rows = [_cells(stripped)]
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            width = max(len(r) for r in rows)
            blocks.append(Block("table", rows=[r + [""] * (width - len(r)) for r in rows]))
            continue
        if stripped.startswith(">"):
            flush()
            quoted: list[str] = []
            while i < len(lines) and lines[i].strip().startswith(">"):
                body = lines[i].strip()[1:].strip()
                i += 1
                if body:
                    quoted.append(body)
                if not body or i >= len(lines) or not lines[i].strip().startswith(">"):
                    if quoted:  # an empty ">" line ends one ruling; the next starts a new block
                        joined = " ".join(quoted)
                        label = re.match(r"^\*\*(.+?)\*\*", joined)
                        blocks.append(Block("quote", inline(joined), mark=inline(label.group(1)) if label else ""))
                        quoted = []
            continue
        item = _ITEM.match(line)
        if item:
            flush()
            depth = len(item.group("indent").replace("\t", "  ")) // 2
            mark = item.group("mark")
            blocks.append(Block("item", inline(item.group("text")), level=depth,
                                mark="•" if mark in "-*+" else mark))
            i += 1
            while (i < len(lines) and lines[i].startswith(" ") and lines[i].strip() and not _ITEM.match(lines[i])
                   and not _IMAGE.match(lines[i].strip())):
                blocks[-1].text += " " + inline(lines[i])
                i += 1
            continue
        para.append(line)
        i += 1
    flush()
    return blocks


@dataclass
class _Run:
    """One rendered line: where, what, how."""

    x: int
    y: int
    text: str
    size: int
    colour: tuple
    bold: bool = False


def picture_path(root: Path | None, src: str) -> Path | None:
    """The file of an image ``src`` under ``root``: None for a web address, an absolute path,
    a path that leaves ``root`` (``../``) or no root."""
    if root is None or not src or "://" in src or src.startswith(("/", "\\")) or ":" in src:
        return None
    try:
        base = root.resolve()
        path = (base / src).resolve()
    except (OSError, RuntimeError, ValueError):
        return None
    return path if path.is_relative_to(base) else None


_PICTURES: dict[Path, pygame.Surface | None] = {}


def load_picture(path: Path | None) -> pygame.Surface | None:
    """The PNG at ``path`` (read once), or None when it is missing, too big, not a PNG or unreadable."""
    if path is None:
        return None
    if path not in _PICTURES:
        image = None
        try:
            if path.suffix.lower() == ".png" and path.is_file() and path.stat().st_size <= MAX_PICTURE_BYTES:
                image = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    image = image.convert_alpha()
        except (pygame.error, OSError, ValueError, MemoryError):
            image = None
        _PICTURES[path] = image
    return _PICTURES[path]


def fit_picture(image: pygame.Surface, width: int, height: int) -> pygame.Surface:
    """``image`` scaled to ``width`` (at most ``MAX_PICTURE_SCALE`` times its size), no taller than ``height``."""
    w, h = image.get_size()
    scale = min(width / max(1, w), max(1, height) / max(1, h), MAX_PICTURE_SCALE)
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    if size == (w, h):
        return image
    try:
        return pygame.transform.smoothscale(image, size)
    except ValueError:  # smoothscale wants 24 or 32 bit pixels
        return pygame.transform.scale(image, size)


class MarkdownView(Widget):
    """Scrolling Markdown (see the module doc). ``set_text`` takes a label (str / Text / key / callable).

    ``image_root`` is the folder the images' paths are relative to (None: images show their captions).
    """

    def __init__(self, rect=None, text: Label = "", image_root: Path | None = None) -> None:
        super().__init__(rect)
        self.source: Label = text
        self.image_root = image_root
        self._pictures: list[tuple[int, int, pygame.Surface, str]] = []  # (x, y, scaled picture, src)
        self.shown_pictures: list[str] = []  # the srcs of the pictures the last ``draw`` put on screen
        self.offset = 0
        self.marked: int | None = None  # block index marked by ``find``
        self._layout_key: tuple | None = None
        self._runs: list[_Run] = []
        self._bars: list[tuple[int, int]] = []  # (top, bottom) of each block quote's bar
        self._lines: list[tuple[int, int, int]] = []  # (y, height, block) for the table rules and marks
        self._block_y: list[tuple[int, int]] = []
        self._row_y: dict[int, list[tuple[int, int]]] = {}  # table block -> each row's (top, bottom)
        self.marked_span: tuple[int, int] | None = None  # what ``find_text`` marks (a block or a table row)
        self._height = 0
        self._blocks: list[Block] = []

    def set_text(self, text: Label) -> None:
        self.source = text
        self._layout_key = None
        self.offset = 0
        self.marked = None
        self.marked_span = None

    def blocks(self, ui: Any) -> list[Block]:
        """The parsed blocks in the current language."""
        self._layout(ui)
        return self._blocks

    # -- layout ------------------------------------------------------------------------------
    def _layout(self, ui: Any) -> None:
        key = (ui.lang, self.rect.w, self.rect.h, id(self.source))
        if key == self._layout_key:
            return
        text = ui.text
        blocks = self._blocks = parse(resolve(self.source, ui.lang))
        runs: list[_Run] = []
        self._bars = []
        self._pictures = []
        block_y: list[tuple[int, int]] = []
        self._row_y = {}
        width = max(60, self.rect.w - 24)
        y = 0
        body = theme.SIZE_BODY
        lh = text.line_height(body)
        for block in blocks:
            top = y
            if block.kind == "heading":
                size = HEADING_SIZES[block.level]
                y += 10 if runs else 0
                for line in text.wrap(block.text, size, width, True):
                    runs.append(_Run(0, y, line, size, theme.GOLD if block.level == 1 else theme.TEXT, True))
                    y += text.line_height(size)
                y += 6
            elif block.kind == "para":
                for line in text.wrap(block.text, body, width):
                    runs.append(_Run(0, y, line, body, theme.TEXT))
                    y += lh
                y += 8
            elif block.kind == "item":
                indent = 22 + 22 * block.level
                mark = block.mark
                runs.append(_Run(indent - 18 if mark == "•" else indent - 22, y, mark, body, theme.GOLD))
                for line in text.wrap(block.text, body, width - indent):
                    runs.append(_Run(indent, y, line, body, theme.TEXT))
                    y += lh
                y += 3
            elif block.kind == "quote":
                indent = 18
                first = y
                if block.mark and block.text.startswith(block.mark):
                    runs.append(_Run(indent, y, block.mark, body, theme.GOLD, True))
                    lead = text.size(block.mark + " ", body, True)[0]
                    after = block.text[len(block.mark):].lstrip()
                    lines = text.wrap(after, body, width - indent - lead)
                    if lines:
                        runs.append(_Run(indent + lead, y, lines[0], body, theme.TEXT))
                        rest = after[len(lines[0]):].lstrip()
                    else:
                        rest = ""
                    y += lh
                    lines = text.wrap(rest, body, width - indent) if rest else []
                else:
                    lines = text.wrap(block.text, body, width - indent)
                for line in lines:
                    runs.append(_Run(indent, y, line, body, theme.TEXT))
                    y += lh
                self._bars.append((first, y))
                y += 8
            elif block.kind == "code":
                for line in block.text.split("\n"):
                    for part in text.wrap(line, theme.SIZE_SMALL, width - 16):
                        runs.append(_Run(16, y, part, theme.SIZE_SMALL, theme.TEXT_MUTED))
                        y += text.line_height(theme.SIZE_SMALL)
                y += 8
            elif block.kind == "rule":
                runs.append(_Run(0, y + 6, "", 0, theme.BORDER))
                y += 14
            elif block.kind == "image":
                y = self._layout_picture(ui, block, runs, y, width)
            elif block.kind == "table":
                y = self._layout_table(ui, block, runs, y, width, self._row_y.setdefault(len(block_y), []))
            block_y.append((top, y))
        self._runs, self._block_y, self._height = runs, block_y, y
        self._layout_key = key
        self.offset = max(0, min(self.offset, self.max_offset()))

    def _layout_picture(self, ui: Any, block: Block, runs: list[_Run], y: int, width: int) -> int:
        """A picture scaled to the width (and to the view's height), its caption beneath; when it cannot
        be shown, the caption and a note saying so."""
        text = ui.text
        indent = 22 * block.level
        room = width - indent
        size = theme.SIZE_SMALL
        lh = text.line_height(size)
        y += 4
        picture = load_picture(picture_path(self.image_root, block.src))
        if picture is not None:
            scaled = fit_picture(picture, room, self.rect.h - 40 - 2 * lh)
            self._pictures.append((indent + (room - scaled.get_width()) // 2, y, scaled, block.src))
            y += scaled.get_height() + 4
        for line in text.wrap(block.text, size, room):
            runs.append(_Run(indent, y, line, size, theme.TEXT_MUTED))
            y += lh
        if picture is None:
            note = t("ui.picture_missing", ui.lang, name=Path(block.src).name or block.src)
            for line in text.wrap(note, size, room):
                runs.append(_Run(indent, y, line, size, theme.WARNING))
                y += lh
        return y + 10

    def _layout_table(self, ui: Any, block: Block, runs: list[_Run], y: int, width: int,
                      row_y: list[tuple[int, int]]) -> int:
        text = ui.text
        size = theme.SIZE_SMALL + 1
        gap = 16
        cols = len(block.rows[0]) if block.rows else 0
        if not cols:
            return y
        natural = [max(text.size(row[c], size, r == 0)[0] for r, row in enumerate(block.rows)) for c in range(cols)]
        room = width - gap * (cols - 1)
        widths = _share(natural, room)
        lh = text.line_height(size)
        for r, row in enumerate(block.rows):
            wrapped = [text.wrap(cell, size, max(20, widths[c]), r == 0) for c, cell in enumerate(row)]
            height = max(len(w) for w in wrapped) * lh
            row_y.append((y, y + height))
            x = 0
            for c, lines in enumerate(wrapped):
                for k, line in enumerate(lines):
                    runs.append(_Run(x, y + k * lh, line, size, theme.GOLD if r == 0 else theme.TEXT, r == 0))
                x += widths[c] + gap
            y += height + 4
            runs.append(_Run(0, y - 2, "", 0, theme.BORDER if r == 0 else theme.PANEL_RAISED))
        return y + 8

    # -- scrolling and finding -----------------------------------------------------------------
    def max_offset(self) -> int:
        return max(0, self._height - (self.rect.h - 16))

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))

    def key(self, name: str, ui: Any) -> bool:
        """Scroll keys: up / down / page up / page down / home / end (and space), as ``inputs.shortcut_name``
        names them."""
        self._layout(ui)
        page = max(40, self.rect.h - 60)
        steps = {"up": -WHEEL_STEP // 2, "down": WHEEL_STEP // 2, "page up": -page, "page down": page,
                 "space": page, "shift+space": -page}
        if name in steps:
            self.scroll(steps[name])
            return True
        if name in ("home", "end"):
            self.offset = 0 if name == "home" else self.max_offset()
            return True
        return False

    def find_text(self, needle: str, ui: Any) -> int | None:
        """Mark and scroll to the first block containing ``needle`` (case-insensitive)."""
        if not needle:
            return None
        self._layout(ui)
        want = needle.casefold()
        for index, block in enumerate(self._blocks):
            hay = " ".join([block.text, *(" ".join(row) for row in block.rows)]).casefold()
            if want in hay:
                self.marked = index
                span = self._block_y[index] if index < len(self._block_y) else (0, 0)
                if block.kind == "table":  # mark the row that cites it, not the whole table
                    rows = self._row_y.get(index, [])
                    for r, row in enumerate(block.rows):
                        if want in " ".join(row).casefold() and r < len(rows):
                            span = rows[r]
                            break
                self.marked_span = span
                self.offset = max(0, min(self.max_offset(), span[0] - 48))
                return index
        return None

    def handle(self, inp, ui: Any) -> bool:
        if inp.kind == "wheel" and self.rect.collidepoint(inp.pos):
            self._layout(ui)
            self.scroll(-inp.dy * WHEEL_STEP)
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        self._layout(ui)
        theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        inner = self.rect.inflate(-24, -16)
        old = surface.get_clip()
        surface.set_clip(inner.clip(old) if old else inner)
        top = inner.y - self.offset
        if self.marked_span is not None:
            y0, y1 = self.marked_span
            mark = pygame.Rect(inner.x - 8, top + y0 - 4, inner.w + 16, y1 - y0 + 4)
            pygame.draw.rect(surface, theme.ACCENT_SOFT, mark, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, (mark.x, mark.y, 4, mark.h), border_radius=2)
        for y0, y1 in self._bars:
            pygame.draw.rect(surface, theme.GOLD, (inner.x + 4, top + y0, 3, y1 - y0), border_radius=1)
        self.shown_pictures = []
        for x, y, picture, src in self._pictures:
            if top + y < inner.bottom and top + y + picture.get_height() > inner.y:
                surface.blit(picture, (inner.x + x, top + y))
                pygame.draw.rect(surface, theme.BORDER, (inner.x + x, top + y, *picture.get_size()), 1)
                self.shown_pictures.append(src)
        for run in self._runs:
            y = top + run.y
            if y > inner.bottom or y + 40 < inner.y:
                continue
            if not run.text:
                pygame.draw.line(surface, run.colour, (inner.x, y), (inner.right, y), 1)
                continue
            surface.blit(ui.text.render(run.text, run.size, run.colour, run.bold), (inner.x + run.x, y))
        surface.set_clip(old)
        if self.max_offset():
            track = pygame.Rect(self.rect.right - 8, self.rect.y + 8, 4, self.rect.h - 16)
            pygame.draw.rect(surface, theme.PANEL_RAISED, track, border_radius=2)
            h = max(24, track.h * track.h // max(1, self._height))
            y = track.y + (track.h - h) * self.offset // self.max_offset()
            pygame.draw.rect(surface, theme.GOLD, (track.x, y, 4, h), border_radius=2)


def _share(natural: list[int], room: int) -> list[int]:
    """Column widths: each column its natural width if all fit, else narrow columns
    keep theirs and the wide ones share what is left."""
    if sum(natural) <= room:
        return list(natural)
    widths = [0] * len(natural)
    left = list(range(len(natural)))
    space = room
    while left:
        fair = space // len(left)
        small = [c for c in left if natural[c] <= fair]
        if not small:
            for c in left:
                widths[c] = max(40, fair)
            break
        for c in small:
            widths[c] = natural[c]
            space -= natural[c]
        left = [c for c in left if c not in small]
    return widths
