"""Pig (ブタのサイコロ): a tiny but complete game built from the documented skeleton only.

It proves docs/architecture.md's walk-through "adding a game in an afternoon":
the files are the ones the doc lists, in the doc's shape.

- ``game.py``: ``PigGame`` (spec, set-up, who decides, legal actions, the action table, outcome)
- ``state.py``: ``PigState``
- ``actions.py``: ``Roll``, ``Hold``
- ``turn.py``: the rule book's section 2, a turn (the handlers)
- ``view.py``: ``view(state, seat)``, ``turn_label``, ``describe_action``
- ``bots.py``: ``HoldBot`` (holds at a turn total of 20)
- ``data.py`` + ``data/pig.toml``: the targets (authored numbers)

Rule book (the demo's own, cited as ``"pig <section>"``):
1 Set-up: every player's score is 0; the first player is player 1.
2 A turn: 2.1 roll 1D6 and add the face to the turn total; 2.2 a 1 (the
bust face) ends the turn and the turn total is lost; 2.3 or hold: a turn
total above 0 is added to the score and the turn passes.
3 The end: the first player whose score reaches the target wins.

A shipped game registers itself in its ``__init__`` (``GAME =
registry.register(PigGame())``); this one lives in the tests, so the tests
register it for as long as they need it (see ``tests/contract/test_demo_game.py``).
"""

from .game import PigGame

GAME = PigGame()

__all__ = ["GAME", "PigGame"]
