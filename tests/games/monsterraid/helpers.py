"""Test helpers: a Monster Raid session whose shots land where the test says.

``Scripted`` is the game's resolver: each queued item is a ``ShotOutcome`` or
a function ``(state, spec) -> ShotOutcome``; ``land(...)`` builds the common
one (the shot die comes to rest on the given boards/cards with a face).
``arrange`` puts a chosen encounter on the battlefield.
"""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.monsterraid import layout
from tabletop.games.monsterraid.content import content
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.games.monsterraid.shots import Rest, ShotOutcome


class Scripted:
    def __init__(self) -> None:
        self.queue: list = []
        self.calls: list = []

    def __call__(self, state, spec, seed, index):
        self.calls.append((spec, seed, index))
        if not self.queue:
            raise AssertionError("no scripted shot outcome left")
        item = self.queue.pop(0)
        return item(state, spec) if callable(item) else item

    def add(self, *items) -> "Scripted":
        self.queue.extend(items)
        return self


def spot(state, on):
    """A point for a die resting on the given ids (the first board/card's centre)."""
    for x in on:
        if any(t.id == x for t in state.targets):
            t = state.target(x)
            return t.cx, t.cy
        if any(c.id == x for c in state.cards):
            c = state.card(x)
            return c.cx, c.cy
    return 100.0, 100.0


def land(on=(), face=3, lost=False, crashed=(), others=(), boards=None, cards=None):
    """The shot die rests on ``on`` showing ``face``; ``others`` are extra ``Rest``s (pushed dice)."""
    def outcome(state, spec):
        x, y = spot(state, on)
        rests = [Rest(spec.die, list(on), face, lost, True, list(crashed), x, y, 0.0)]
        rests.extend(others)
        chain = {spec.die: list(crashed)} if crashed else {}
        for r in others:
            if r.crashed_into:
                chain[r.die] = list(r.crashed_into)
        return ShotOutcome(rests, dict(boards or {}), dict(cards or {}), chain)
    return outcome


def pushed(state, die, on=(), face=None, lost=False, crashed=()):
    d = state.die(die)
    x, y = spot(state, on)
    return Rest(die, list(on), d.face if face is None else face, lost, True, list(crashed), x, y, 0.0)


def new_game(seats=4, difficulty="normal", rolls=(1, 1, 1, 2, 3)):
    """A session (scripted dice: physics seed, boss roll, minion rolls) and its shot script."""
    script = Scripted()
    session = Session(MonsterRaidGame(resolver=script), seats, {"difficulty": difficulty},
                      dice=ScriptedSource(list(rolls)))
    ready(session)
    return session, script


def ready(session):
    """Accept the app's placement (rule 0) and start the round."""
    from tabletop.games.monsterraid.actions import Ready
    assert session.pending().kind == "placement"
    session.apply(Ready())


def arrange(session, boss, minions, supply=None):
    """Replace the stage's targets with a chosen encounter (fresh cards from a full box)."""
    with session.edit() as state:
        state.supply = dict(supply) if supply is not None else {e.id: e.copies for e in content().effects.values()}
        layout.place_stage(state, boss, list(minions))
    return state


def shoot(session, die, method=None, **kw):
    """Shoot ``die`` with a legal sample shot of its owner (the outcome comes from the script)."""
    state = session.state
    adv = state.die(die).owner
    game = session.game
    m = method or content().adventurer(adv).methods[0]
    if "explosion" in state.adventurer(adv).armed:
        m = "coin"
    action = game.sample_shot(state, adv, die, m)
    if kw:
        from dataclasses import replace
        action = replace(action, **kw)
    return session.apply(action)


def empty_hand(session, adv):
    """Park an adventurer's hand dice as already used (to let it pass)."""
    with session.edit() as state:
        for d in state.dice:
            if d.owner == adv and d.where == "hand":
                d.where = "lost"


def end_round(session):
    """Everyone still in the round passes (their hands parked as used)."""
    from tabletop.games.monsterraid.actions import Pass
    state = session.state
    start = (state.stage, state.round)
    while state.phase == "attack" and not state.prompts and (state.stage, state.round) == start:
        empty_hand(session, state.turn)
        session.apply(Pass())


def put(session, die, on, face):
    """Put a die on the battlefield resting on ``on`` with ``face`` (as a shot would leave it)."""
    with session.edit() as state:
        d = state.die(die)
        d.where, d.on, d.face = "field", list(on), face
        d.x, d.y = spot(state, on)
    return d
