"""Write ``assets/first_frame.ja.bin`` and ``.en.bin``: the text of the launcher's first frame, built into the
package.

A player's very first start has nothing kept in the user folder yet (``ui.startstore``), and measuring and
drawing the launcher's text with FreeType (eight sizes of Noto Sans JP opened, each glyph loaded for
HarfBuzz's advance, to measure it and to draw it) is about a fifth of it. This tool opens the launcher in a
fresh interpreter and a new user folder, in Japanese and in English at the default window size, and writes
what each first frame measured and drew (``TextCache.used``) into a file per language with the stamp of the
font file, pygame and SDL_ttf it was made with and two lines the first frame draws as probes
(``startstore.give_shipped`` draws them anew at start and uses the file only when they are the very same).
Run it when the launcher's first frame, its strings, the font or pygame change;
``tests/ui/test_first_frame_shipped.py`` fails while the file is stale.

    python tools/ship_first_frame.py            # write the files
    python tools/ship_first_frame.py --check    # exit 1 if one is stale
"""

from __future__ import annotations

import marshal
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The languages with a shipped first frame.
LANGS = ("ja", "en")
#: The probe lines: drawn on the first frame in both languages (the language menu), Latin and Japanese.
PROBE_TEXTS = ("English", "日本語")

_FIRST_FRAME = """
import marshal, sys
import pygame
from tabletop.ui import startstore
startstore.give_shipped = lambda cache, lang, path=None: False  # made with the font alone, never from the file
from tabletop.ui.app import open_app
app = open_app(sys.argv[1])
app._frame([], 1 / 60)
text = app.text.used()
with open(sys.argv[2], "wb") as out:
    out.write(marshal.dumps((text.sizes, text.lines, text.heights)))
"""


def first_frame(lang: str) -> tuple[dict, dict, dict]:
    """What the launcher's first frame in ``lang`` measured and drew, in a fresh interpreter and user folder."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "TABLETOP_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        made = Path(home) / "first_frame.marshal"
        subprocess.run([sys.executable, "-c", _FIRST_FRAME, lang, str(made)], env=env, capture_output=True,
                       check=True, cwd=ROOT)
        sizes, lines, heights = marshal.loads(made.read_bytes())
    return sizes, lines, heights


def content(lang: str) -> bytes:
    """The file's bytes for the launcher's first frame in ``lang`` as it is now."""
    from tabletop.ui import startstore
    from tabletop.ui.text import Kept, TextCache

    sizes, lines, heights = first_frame(lang)
    probes = tuple(sorted(key for key in lines if key[0] in PROBE_TEXTS))
    if len(probes) != len(PROBE_TEXTS):
        raise ValueError(f"the probe lines {PROBE_TEXTS} are not each drawn once on the first frame in {lang}")
    return startstore.shipped_content(Kept(sizes, lines, heights), probes, TextCache())


def same(made: bytes, current: bytes | None) -> bool:
    """Whether two files hold the same values (``marshal`` writes the same values as different bytes when
    they are shared differently in memory)."""
    from tabletop.ui.startstore import SHIPPED_MAGIC

    return current is not None and current[:len(SHIPPED_MAGIC)] == made[:len(SHIPPED_MAGIC)] and (
        marshal.loads(current[len(SHIPPED_MAGIC) + 4:]) == marshal.loads(made[len(SHIPPED_MAGIC) + 4:]))


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from tabletop.resources import asset
    from tabletop.ui.startstore import SHIPPED

    stale = 0
    for lang in LANGS:
        path = asset(SHIPPED.format(lang=lang))
        made = content(lang)
        current = path.read_bytes() if path.is_file() else None
        if same(made, current):
            continue
        if "--check" in argv:
            print(f"{path} is stale: run python tools/ship_first_frame.py", file=sys.stderr)
            stale = 1
        else:
            path.write_bytes(made)
            print(f"wrote {path} ({len(made):,} bytes)")
    return stale


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
