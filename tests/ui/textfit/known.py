"""Findings of the text-fit check that other work is fixing: (screen prefix, kind, text part).

Each entry names the screen (a prefix of the check's screen name), the kind of
finding and a part of the text, or ``"@Class.method"`` for everything one
drawing function shows. Remove an entry when its screen is fixed; the check
then holds the screen to it. The list is empty: the shell, the launcher, the
load list, the help and every game's screens (Dunbine, SD Gundam Force, Ultra
Seven, Z Gundam, Monster Raid, card faces included) are held to the check.
"""

from __future__ import annotations

KNOWN: list[tuple[str, str, str]] = []
