"""Monster Raid on screen: the whole game for 1-4 players at one computer, and the practice table.

``make_scene(app, session)`` returns ``MonsterRaidScene`` (``scene``): the
adventurers (``panels``), the battlefield with the embedded shooting widget
(``table``), placement by drag (``placing``, ``placing_keys``), skills, pass
and decisions (``turn_keys``), the animated round end (``resolution``), the
ending (``ending``). Card faces come from ``faces`` and the card renderer.

The battlefield (drawn from the physics table):

* ``render``: mm <-> screen transform with zoom and pan; boards, effect cards,
  the stand, dice with readable faces and owner colours, height drawn as lift,
  ``TableRenderer`` caching the boards and cards.
* ``aim``: a mouse drag to a ``Shot`` (slingshot flick, lob throw, coin toss)
  and the aim previews, which show only the aim, never the outcome.
* ``controller``: ``ShootingController``, the shot's logic without drawing:
  die, method, shooting position (rule シュート, ``games.monsterraid.shoot``),
  aim, fault (the rules' definition, ruling R2; retried here only on the
  practice table, the game screen leaves it to ``apply``), playback of the
  recorded frames, replay re-simulated and checked.
* ``widget``: ``ShootingWidget``, the controller on screen with mouse, wheel
  and keyboard; the game screen's ``RaidTable`` extends it.
* ``presets`` and ``practice``: the practice table (練習台) from the launcher.

Strings (ja/en, ``mr.*`` and ``raid.*``) come from ``strings``.
"""

from __future__ import annotations


def make_scene(app, session):
    from .scene import MonsterRaidScene

    return MonsterRaidScene(app, session)
