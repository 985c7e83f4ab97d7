"""Computer players for the Z Gundam card game.

``odds`` is the dice maths of the battles ((2)-b-1, (2)-b-2, (2)-c, the special
cards); ``knowledge`` rebuilds a full game state from what one seat sees,
filling the cards it cannot see at random (a determinization); ``quick`` is a
rules-based player that scores every legal action by those odds; ``strong`` is
a determinized Monte Carlo search over the quick player's best candidates.
Both see only ``game.view(state, seat)``; ``tabletop/games/zgundam/bots.py``
registers them.
"""
