"""Findings of the text-fit check that other work is fixing: (screen prefix, kind, text part).

Each entry names the screen (a prefix of the check's screen name), the kind of
finding and a part of the text. Remove an entry when its screen is fixed; the
check then holds the screen to it.
"""

from __future__ import annotations

KNOWN: list[tuple[str, str, str]] = []
