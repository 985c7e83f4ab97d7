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
from .text import Kept, TextCache

FILE = Path("cache") / "start.bin"
MAGIC = b"tabletop-start-1\n"
MAX_BYTES = 8 << 20


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


def load(folder: Path) -> Start | None:
    """Read the file kept in ``folder`` and give its parsed files to ``core.data``; start noting the files read
    (for ``keep``). None when there is no file that fits."""
    if probe.ACTIVE is not None:
        return None
    data.note_parsed(True)
    try:
        raw = read_regular(folder / FILE, FileProblemError, MAX_BYTES)  # never a pipe, a device or a huge file
        if not raw.startswith(MAGIC):
            return None
        body = raw[len(MAGIC) + 4:]
        if zlib.crc32(body) != int.from_bytes(raw[len(MAGIC):len(MAGIC) + 4], "little"):
            return None
        python, parsed, font, sizes, lines, heights = marshal.loads(body)
        if not (python == sys.version and type(parsed) is dict and type(font) is tuple
                and _plain_text(sizes, lines, heights)):
            return None
    except (FileProblemError, ValueError, EOFError, TypeError):
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
        content: Any = (sys.version, files, _font_stamp(cache), text.sizes, text.lines, text.heights)
        body = marshal.dumps(content)
        write_bytes_atomic(folder / FILE, MAGIC + zlib.crc32(body).to_bytes(4, "little") + body)
    except (OSError, ValueError):
        return False
    return True
