"""Monster Raid on screen: the whole game for 1-4 players at one computer.

``make_scene(app, session)`` returns ``MonsterRaidScene`` (``scene``): the
adventurers (``panels``), the battlefield with the embedded shooting widget
(``table``), placement by drag (``placing``), skills, pass and decisions, the
animated round end (``resolution``), the ending (``ending``). Card faces come
from ``faces`` and the card renderer; strings (ja/en) from ``strings``.
"""

from __future__ import annotations


def make_scene(app, session):
    from .scene import MonsterRaidScene

    return MonsterRaidScene(app, session)
