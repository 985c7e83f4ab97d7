"""Record the golden images compared by ``tests/golden_images`` (``make golden-images``).

Every ``tests/golden_images/test_<game>.py`` lists its ``SCREENS``; this renders
each headless at 1280x800 in Japanese and English into
``tests/golden_images/png/<name>-<lang>.png``, overwriting the stored ones.

    python tools/record_golden_images.py              # every game's screens
    python tools/record_golden_images.py dunbine      # only tests/golden_images/test_dunbine.py

Re-record only when a screen changes on purpose: look at the new pictures (and
at ``git diff --stat``) before committing them, and say why in the commit.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.golden_images.compare import record  # noqa: E402


def main(argv: list[str]) -> int:
    files = [f for f in sorted((ROOT / "tests" / "golden_images").glob("test_*.py")) if "SCREENS = " in f.read_text(encoding="utf-8")]
    wanted = set(argv)
    unknown = wanted - {f.stem[len("test_"):] for f in files}
    if unknown:
        print(f"no tests/golden_images/test_<game>.py for: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for f in files:
        if wanted and f.stem[len("test_"):] not in wanted:
            continue
        module = importlib.import_module(f"tests.golden_images.{f.stem}")
        for path in record(module.SCREENS):
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
