"""Write ``tabletop/games/_manifests.py``: every game package's ``manifest.toml``, its text and its parse.

The launcher announces the games by their manifests (``tabletop.games.announce``). Parsing them with
``tomllib`` (and importing it) is a tenth of a player's very first start, before anything is kept in the
user folder (``ui.startstore``). The index is made here, when the manifests change, and shipped with the
package; ``announce`` gives it to ``core.data``, which takes an entry only for a manifest whose text is
the very same as the entry's (anything else is parsed as before), so a stale index costs a parse, never a
wrong launcher. ``tests/test_manifest_index.py`` fails while the index is stale.

    python tools/index_manifests.py            # write the index
    python tools/index_manifests.py --check    # exit 1 if it is stale
"""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path
from pprint import pformat

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "tabletop" / "games"
INDEX = GAMES / "_manifests.py"

HEADER = '''"""The game packages' ``manifest.toml`` files, their text and their parse, made by ``tools/index_manifests.py``.

Generated: do not edit. ``tabletop.games.announce`` gives these to ``core.data``, which takes an entry only
for a manifest whose text is the very same (any other is parsed); ``tests/test_manifest_index.py`` fails when
this file is stale (run the tool again).
"""

from __future__ import annotations

from typing import Any

#: package name -> (the text of its manifest.toml, ``tomllib.loads`` of that text)
MANIFESTS: dict[str, tuple[str, Any]] = '''


def index_text() -> str:
    """The index module's source for the manifests as they are now."""
    entries = {}
    for path in sorted(GAMES.glob("*/manifest.toml")):
        if path.parent.name.startswith("_") or not (path.parent / "__init__.py").is_file():
            continue
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
        if ast.literal_eval(repr(data)) != data:   # dates, times, inf or nan: no literal to write
            raise ValueError(f"{path}: its data has no Python literal; it would be parsed at every start")
        entries[path.parent.name] = (text, data)
    return HEADER + pformat(entries, width=110, sort_dicts=False) + "\n"


def main(argv: list[str]) -> int:
    text = index_text()
    current = INDEX.read_text(encoding="utf-8") if INDEX.is_file() else None
    if "--check" in argv:
        if current != text:
            print(f"{INDEX.relative_to(ROOT)} is stale: run python tools/index_manifests.py", file=sys.stderr)
            return 1
        return 0
    if current != text:
        INDEX.write_text(text, encoding="utf-8")
        print(f"wrote {INDEX.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
