"""Monster Raid's table on screen: drawing the physics table, aiming and shooting with the mouse.

* ``view``: mm <-> screen transform; boards, effect cards, the stand, dice with
  their faces and owner colours, shadows for airborne dice, highlights.
* ``aim``: turning a mouse drag into a ``Shot`` (slingshot flick, lob throw,
  coin toss) and the aim previews, which show only the aim, never the outcome.
"""
