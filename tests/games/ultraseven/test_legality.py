"""``legal_actions`` is the single source of truth: every other action is refused
with a RulesError that cites an Ultra Seven rule and leaves the state unchanged."""

import random
from itertools import combinations

import pytest

from tabletop.core.errors import RulesError
from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.actions import (ApplyEvent, Attack, DeclineTransform, Deploy, Draw,
                                                EndAlienActions, EndCombatStep, EndDeployment, EndRecon,
                                                EndRedeployment, Fight, PlaceChit, PlaceInvasion, PlayEvent,
                                                Recon, Redeploy, RemoveDamage, Reveal, SwapEvent, TakeEvent,
                                                Transform, UseCapsule)
from tabletop.games.ultraseven.bots import POLICIES

from .helpers import BOOK, new

AREAS = list(BOOK.areas)


def candidates():
    out = [Draw(), EndAlienActions(), TakeEvent(), ApplyEvent(), EndDeployment(), EndRecon(), EndRedeployment(),
           Transform(), DeclineTransform(), EndCombatStep()]
    for c in BOOK.invasion:
        out += [PlaceChit(c), PlaceInvasion(c), Reveal(c), RemoveDamage(c)]
    for e in BOOK.events:
        out += [SwapEvent(e), PlayEvent(e)]
    for c in [*BOOK.members, *BOOK.weapons]:
        out += [Deploy(c, a) for a in [*AREAS, "base"]]
    out += [Recon(a) for a in AREAS]
    out += [Redeploy(s, t) for s in AREAS for t in [*AREAS, "base"]]
    weapons = list(BOOK.weapons)
    for m in BOOK.members:
        out += [Attack(m, ())] + [Attack(m, (w,)) for w in weapons]
        out += [Attack(m, pair) for pair in combinations(weapons, 2)]
    out += [UseCapsule(c) for c in BOOK.capsules] + [Fight(t) for t in BOOK.techniques]
    return out


@pytest.mark.parametrize("seed", [1])
def test_legal_actions_match_the_checks_and_refusals_change_nothing(seed):
    s = new("two_cour", seed)
    rng = random.Random(seed)
    every = candidates()
    steps = 0
    while s.pending() is not None and steps < 200:
        legal = s.legal_actions()
        legal_set = {(type(a), tuple(sorted(a.weapons)) if isinstance(a, Attack) else None, str(a)) for a in legal}
        for a in rng.sample(every, 20):
            key = (type(a), tuple(sorted(a.weapons)) if isinstance(a, Attack) else None, str(a))
            ok = GAME._ok(s.state, a)
            if not isinstance(a, Attack):
                assert ok == (key in legal_set), (a, s.pending())
            if not ok:
                before = s.state_hash()
                with pytest.raises(RulesError) as err:
                    s.apply(a, s.pending().seat)
                assert err.value.rule.startswith("ultraseven ") and err.value.ja and err.value.en
                assert s.state_hash() == before
        s.apply(POLICIES["greedy"](GAME, s.state, rng), s.pending().seat)
        steps += 1
