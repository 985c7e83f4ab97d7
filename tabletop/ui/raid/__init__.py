"""Monster Raid's table on screen: drawing the physics table, aiming and shooting, the practice table.

* ``view``: mm <-> screen transform with zoom and pan; boards, effect cards, the
  stand, dice with readable faces and owner colours, height drawn as lift,
  ``TableRenderer`` caching the boards and cards.
* ``aim``: a mouse drag to a ``Shot`` (slingshot flick, lob throw, coin toss)
  and the aim previews, which show only the aim, never the outcome.
* ``controller``: ``ShootingController``, the shot's logic without drawing:
  die, method, shooting position (rule シュート: two card lengths), aim, fault
  (the rules' definition, ruling R2; retried here only on the practice table,
  the game screen leaves it to ``apply``), playback of the recorded frames, replay re-simulated and checked.
* ``widget``: ``ShootingWidget``, the controller on screen with mouse, wheel and
  keyboard; the Monster Raid game screen embeds it.
* ``presets`` and ``practice``: the practice table (練習台) from the launcher.
* ``strings``: every ``raid.*`` string in Japanese and English.
"""
