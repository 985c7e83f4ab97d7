"""What the launcher's first frame read, measured and drew, kept between runs so that the next one
parses no manifest and opens no font.

Parsing the five games' ``manifest.toml`` (``tomllib``, in pure Python, and its import) is about a tenth of
the launcher's first frame, and opening the bundled Noto Sans JP at each of its sizes and loading the
glyphs (FreeType loads a glyph for HarfBuzz's advance, again to measure it and again to draw it) about a
fifth. ``keep`` writes, after the app's first frame, the TOML files read before it (their text and data,
``core.data.note_parsed``) and what ``TextCache`` measured and drew for it (the measurements, the
rendered lines' pixels, the line heights) to ``cache/start.bin`` in the user folder; ``load`` reads that
file at the next start, gives the parsed files to ``core.data`` (``adopt_parsed``: a file whose text is
the very same is not parsed again) and, once the app exists, the text to its ``TextCache``
(``give_text``, ``TextCache.adopt``: each entry is taken when first asked for). The next first frame is
the same, pixel for pixel.

Kept text is used only for the very same font file (its path, size and modification time) and the same
pygame and SDL_ttf (which measure and draw); each entry only for the very same text, size, colour and
boldness. A parsed file is used only for the very same text and Python. Anything else is parsed,
measured or drawn anew, and the file is written again (atomically: ``savefile.write_bytes_atomic``) when
the first frame made anything it did not hold. The file is ``marshal`` data of plain values (no code is
read) behind a CRC-32 of it: a damaged, truncated or foreign file is ignored, as is one over
``MAX_BYTES`` and anything but a regular file (a pipe or a device is never opened to wait or read).
Nothing is kept or taken while a ``probe`` runs (it notes every line as the font draws it).

A player's very first start has nothing kept yet: ``give_shipped`` then gives the text of the launcher's
first frame as it is built into the package (``assets/first_frame.<lang>.bin``, written by
``tools/ship_first_frame.py`` from the first frame in Japanese and in English at the default window size;
the same format without the parsed files, and an empty ``sys.version``: it holds plain values only). It is
used only for the same font file (its name and size), pygame and SDL_ttf, and only when the lines it names
as probes, drawn anew with the font, are the very same bytes as the file's (so a FreeType, HarfBuzz or
blending of another build never mixes its lines with the shipped ones). The first frame is then the same,
pixel for pixel, and the user folder's kept start is written after it as before.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from pathlib import Path
from typing import Any

import pygame

from tabletop.core import data
from tabletop.core.errors import FileProblemError
from tabletop.core.savefile import read_regular

from . import probe
from .text import KEPT_PIXELS, Kept, TextCache

FILE = Path("cache") / "start.bin"
MAGIC = b"tabletop-start-1\n"
MAX_BYTES = 8 << 20
#: The first frame's text in each language as the package ships it (under ``resources.assets_dir()``).
SHIPPED = "first_frame.{lang}.bin"
SHIPPED_MAGIC = b"tabletop-first-frame-1\n"


class Start:
    """A kept file's content: the parsed TOML files, and the text with the stamp of the font it was made with."""

    __slots__ = ("parsed", "font", "text")

    def __init__(self, parsed: dict[str, tuple[str, object]], font: tuple[object, ...], text: Kept) -> None:
        self.parsed = parsed
        self.font = font
        self.text = text


def _font_stamp(cache: TextCache) -> tuple[object, ...]:
    info = os.stat(cache.path)
    return (str(cache.path), info.st_size, info.st_mtime_ns, pygame.version.ver,
            tuple(pygame.font.get_sdl_ttf_version()))


def _shipped_stamp(cache: TextCache) -> tuple[object, ...]:
    return (cache.path.name, os.stat(cache.path).st_size, pygame.version.ver,
            tuple(pygame.font.get_sdl_ttf_version()))


def _read(path: Path, magic: bytes) -> tuple[Any, ...] | None:
    """The values in a file written by ``_encode`` with ``magic``: None for anything else."""
    try:
        raw = read_regular(path, FileProblemError, MAX_BYTES)  # never a pipe, a device or a huge file
        if not raw.startswith(magic):
            return None
        body = raw[len(magic) + 4:]
        if zlib.crc32(body) != int.from_bytes(raw[len(magic):len(magic) + 4], "little"):
            return None
        values = marshal.loads(body)
    except (FileProblemError, ValueError, EOFError, TypeError):
        return None
    return values if type(values) is tuple and len(values) == 6 else None


def _encode(content: tuple[Any, ...], magic: bytes) -> bytes:
    body = marshal.dumps(content)
    return magic + zlib.crc32(body).to_bytes(4, "little") + body


def load(folder: Path) -> Start | None:
    """Read the file kept in ``folder`` and give its parsed files to ``core.data``; start noting the files read
    (for ``keep``). None when there is no file that fits."""
    if probe.ACTIVE is not None:
        return None
    data.note_parsed(True)
    values = _read(folder / FILE, MAGIC)
    if values is None:
        return None
    python, parsed, font, sizes, lines, heights = values
    if not (python == sys.version and type(parsed) is dict and type(font) is tuple
            and _plain_text(sizes, lines, heights)):
        return None
    if all(type(v) is tuple and len(v) == 2 and type(v[0]) is str for v in parsed.values()):
        data.adopt_parsed(data.Parsed(parsed))
    return Start(parsed, font, Kept(sizes, lines, heights))


def give_text(start: Start | None, cache: TextCache) -> bool:
    """Give ``cache`` the kept text when it was made with its very font; True when given."""
    if start is None or start.font != _font_stamp(cache):
        return False
    cache.adopt(start.text)
    return True


def give_shipped(cache: TextCache, lang: str, path: Path | None = None) -> bool:
    """Give ``cache`` the text of the first frame in ``lang`` built into the package (``SHIPPED``, or
    ``path``) when it was made with the same font file, pygame and SDL_ttf and its probe lines, drawn anew,
    are the very same; True when given. (The probes are lines the first frame draws: drawn, not wasted.)"""
    if probe.ACTIVE is not None:
        return False
    if path is None:
        from tabletop.resources import asset

        path = asset(SHIPPED.format(lang=lang))
    values = _read(path, SHIPPED_MAGIC)
    if values is None:
        return False
    _, probes, font, sizes, lines, heights = values
    if not (type(probes) is tuple and probes and all(type(k) is tuple and len(k) == 4 for k in probes)
            and font == _shipped_stamp(cache) and _plain_text(sizes, lines, heights)):
        return False
    for key in probes:
        line = lines.pop(key, None)
        try:
            drawn = cache.render(*key)
        except (TypeError, ValueError, pygame.error):
            return False
        if line != (drawn.get_width(), drawn.get_height(), pygame.image.tobytes(drawn, KEPT_PIXELS)):
            return False
    cache.adopt(Kept(sizes, lines, heights))
    return True


def shipped_content(text: Kept, probes: tuple[tuple[Any, ...], ...], cache: TextCache) -> bytes:
    """The ``SHIPPED`` file's bytes for ``text`` (made with ``cache``'s font) with ``probes`` among its lines
    (``tools/ship_first_frame.py``)."""
    missing = [key for key in probes if key not in text.lines]
    if missing:
        raise ValueError(f"probe lines not drawn: {missing}")
    return _encode(("", probes, _shipped_stamp(cache), text.sizes, text.lines, text.heights), SHIPPED_MAGIC)


def _plain_text(sizes: object, lines: object, heights: object) -> bool:
    """Whether the kept text's values are what ``TextCache`` takes (the keys are only ever looked up)."""
    return (type(sizes) is type(lines) is type(heights) is dict
            and all(type(v) is tuple and len(v) == 2 and type(v[0]) is type(v[1]) is int for v in sizes.values())
            and all(type(v) is tuple and len(v) == 3 and type(v[0]) is type(v[1]) is int and type(v[2]) is bytes
                    and v[0] >= 0 and v[1] > 0 and len(v[2]) == 4 * v[0] * v[1] for v in lines.values())
            and all(type(v) is int for v in heights.values()))


def keep(cache: TextCache, folder: Path) -> bool:
    """After the first frame: stop noting the files read, and write them with what ``cache`` measured and
    drew to ``folder`` when anything was made anew (not taken from a kept file); True when written. A folder
    that cannot be written is left so."""
    parsed = data.note_parsed(False)
    text = cache.used()
    if not (cache.fresh or parsed.fresh) or probe.ACTIVE is not None:
        return False
    from tabletop.core.savefile import write_bytes_atomic

    files = {}
    for name, entry in parsed.files.items():
        try:
            marshal.dumps(entry)
        except ValueError:  # a TOML date or time: parsed again next time
            continue
        files[name] = entry
    try:
        content = (sys.version, files, _font_stamp(cache), text.sizes, text.lines, text.heights)
        write_bytes_atomic(folder / FILE, _encode(content, MAGIC))
    except (OSError, ValueError):
        return False
    return True
