"""The screen's reading of the view (``seen.py``) rebuilds the game's own data classes.

A machine is a ``state.Unit`` (with the view's extras) and a 14.1 breakdown is a
``combat.Breakdown``, equal to the rules' own: the screen keeps no twin of them.
"""

from __future__ import annotations

from tabletop.core.session import Session
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import combat
from tabletop.games.dunbine.state import Unit
from tabletop.ui.views.dunbine.seen import Seen

from tests.games.dunbine.helpers import GAME
from tests.games.dunbine.test_view import close_in


def test_seen_units_are_the_games_units_with_the_same_answers():
    s = Session(GAME, 2, {"scenario": "skirmish"}, seed=1)
    seen = Seen.of(s.view(None))
    for u, mine in zip(s.state.units, seen.units):
        assert isinstance(mine, Unit)
        assert (mine.id, mine.hex, mine.in_play, mine.card, mine.base, mine.heavy, mine.total_pp()) == \
               (u.id, u.hex, u.in_play, u.card, u.base, u.heavy, u.total_pp())


def test_seen_breakdowns_are_the_rules_breakdowns():
    s = close_in()
    seen = Seen.of(s.view(None))
    attacks = [a for a in s.legal_actions() if isinstance(a, A.Attack)]
    assert attacks
    for a in attacks:
        option = seen.weapon(a.unit, a.weapon)
        assert option is not None
        assert option.targets[a.target] == combat.breakdown(s.state, a.unit, a.target, a.weapon)
        assert option.best_defence[a.target] in ("evade", "block", "none")
