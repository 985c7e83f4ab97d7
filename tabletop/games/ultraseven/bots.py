"""Computer players for Ultra Seven: ``quick`` and ``strong`` (offered by ``UltraSevenGame.bots``),
and two plain policies for playouts and balance figures (``POLICIES``: random and greedy).

``QuickBot`` plays the rules of thumb of ``players`` and ``StrongBot`` the
information-set search of ``search``; both decide from the seat's ``Seen``
(its view, the legal actions, its redacted log), never from the state.

The playout policies ``random_action`` and ``greedy_action`` (``fn(game,
state, rng)``, used by the rules' tests and the benchmarks) choose among
``legal_actions`` with their own ``random.Random`` (not the session's dice):
they are players, not rules. The greedy TDF looks only at the TDF's ``view``
facts that the state exposes publicly (face-up cards, chits on backs), never at
the areas of face-down cards.
"""

from __future__ import annotations

import random

from typing import Any

from tabletop.core.bots import Bot, Seen
from tabletop.core.game import Action, Game
from tabletop.core.i18n import Text

from . import alien as al
from . import combat as cb
from . import tdf as td
from .actions import (ApplyEvent, Attack, Deploy, Draw, EndAlienActions, EndCombatStep, EndDeployment,
                      EndRecon, EndRedeployment, Fight, PlaceChit, PlaceInvasion, PlayEvent, Recon, Redeploy,
                      RemoveDamage, Reveal, SwapEvent, TakeEvent, Transform, UseCapsule)
from .cards import load_cards
from .players import deploy_quick, quick_choice
from .search import choose_plan, search_choice
from .state import BASE, UltraSevenState, tdf_zone

ENDS = (EndAlienActions, EndDeployment, EndRecon, EndRedeployment)


def random_action(game, state: UltraSevenState, rng: random.Random, actions: list | None = None):
    """A uniformly random legal action, ending open-ended steps with probability 1/4 (``actions``: the
    legal actions when the caller has them already)."""
    actions = game.legal_actions(state) if actions is None else actions
    ends = [a for a in actions if isinstance(a, ENDS)]
    others = [a for a in actions if not isinstance(a, ENDS)]
    if ends and (not others or rng.random() < 0.25):
        return ends[0]
    return rng.choice(others)


def greedy_action(game, state: UltraSevenState, rng: random.Random):
    """A simple sensible player for either side."""
    book = game.book
    actions = game.legal_actions(state)
    kind = game.decision_kind(state)
    by = lambda t: [a for a in actions if isinstance(a, t)]  # noqa: E731
    if kind == "alien":
        for a in by(PlaceInvasion):
            return a
        reveal = by(Reveal)
        if reveal and state.ap >= 3:
            return reveal[0]
        chits = sorted(by(PlaceChit), key=lambda a: -state.chits.get(a.card, 0))
        up = [a for a in chits if al.is_face_up(state, a.card)]
        if up:
            return up[0]
        if chits:
            return chits[0]
        repair = [a for a in by(RemoveDamage)
                  if state.damage.get(a.card, 0) >= book.invasion[a.card].combat]
        if repair:
            return repair[0]
        if by(Draw) and (len(state.zones["alien_hand"]) < 3 or not by(PlaceInvasion)):
            return by(Draw)[0]
        return EndAlienActions()
    if kind == "event":
        if by(TakeEvent):
            ev = book.events[state.pending_event]
            harmful = ev.alien_ap or ev.recon < 0 or ev.transform < 0
            return TakeEvent() if harmful or rng.random() < 0.3 else ApplyEvent()
        harmless = [a for a in by(SwapEvent) if not (book.events[a.card].alien_ap or book.events[a.card].recon < 0
                                                     or book.events[a.card].transform < 0)]
        ev = book.events[state.pending_event]
        if (ev.alien_ap or ev.recon < 0 or ev.transform < 0) and harmless:
            return harmless[0]
        return ApplyEvent()
    if kind == "deploy":
        return _greedy_deploy(game, state, actions, rng)
    if kind == "recon":
        rec = by(Recon)
        return max(rec, key=lambda a: td.recon_total(book, state, a.area)) if rec else EndRecon()
    if kind == "redeploy":
        # move a group whose area showed nothing to a face-up card's area without members
        for a in by(Redeploy):
            if a.target != BASE and td.face_up_card(state, a.target) and not td.face_up_card(state, a.source) \
                    and not td.members_in(book, state, a.target):
                return a
        return EndRedeployment()
    if kind == "attack":
        return max(by(Attack), key=lambda a: (len(a.weapons), book.members[a.member].combat))
    if kind in ("transform", "failed", "forced_end"):
        caps = by(UseCapsule)
        if caps and (kind != "transform" or state.chits.get(state.fight().card, 0) >= 6):
            return caps[0]
        if kind == "transform":
            return Transform()
        return EndCombatStep()
    if kind in ("melee", "tie"):
        power = cb.current_power(book, state, state.fight().card)
        left = max(1, _invasion_left(game, state))
        budget = max(1, state.emerium // left)
        fights = sorted(by(Fight), key=lambda a: book.techniques[a.technique].extra)
        affordable = [a for a in fights if book.techniques[a.technique].extra <= budget] or fights[:1]
        enough = [a for a in affordable if book.techniques[a.technique].power >= power + 2]
        if enough:
            return enough[0]
        if kind == "tie" and state.emerium < 4:
            return EndCombatStep()
        return affordable[-1]
    return rng.choice(actions)


def _greedy_deploy(game, state: UltraSevenState, actions, rng: random.Random):
    book = game.book
    hand = [a for a in actions if isinstance(a, PlayEvent)]
    good = [a for a in hand if not (book.events[a.card].alien_ap or book.events[a.card].recon < 0
                                    or book.events[a.card].transform < 0)]
    if good:
        return good[0]
    up = sorted((a for a in state.areas if td.face_up_card(state, a)),
                key=lambda a: -state.chits.get(td.face_up_card(state, a), 0))
    # Dan goes to a face-up card's area; strong fighters with him; the others spread out to search
    base = state.zones[tdf_zone(BASE)].cards
    dan = td.dan_id(book)
    plan_fight = up[0] if up else ""
    deploys = [a for a in actions if isinstance(a, Deploy)]
    for a in deploys:
        if a.card == dan and plan_fight and a.area == plan_fight and dan in base:
            return a
    for a in deploys:
        if a.card == td.kurata_id(book) and a.area == "space":
            return a
    attackable = [a for a in up if book.invasion[td.face_up_card(state, a)].tdf_value is not None
                  and not td.members_in(book, state, a)]
    for a in deploys:
        if a.card in base and a.card in book.members and a.card != dan and a.area in attackable \
                and book.members[a.card].combat >= 3:
            return a
    empty = [a for a in state.areas if not state.zones[tdf_zone(a)].cards and not td.face_up_card(state, a)]
    for a in deploys:
        if a.card in base and a.card in book.members and a.card != dan and a.area in empty:
            return a
    for a in deploys:
        if a.card in base and a.card in book.members and plan_fight and a.area == plan_fight:
            return a
    for a in deploys:
        if a.card in base and a.card in book.weapons and a.area != BASE:
            return a
    return EndDeployment()


POLICIES = {"random": random_action, "greedy": greedy_action}


def playout(game, session, bots: tuple, rng: random.Random, max_actions: int = 20000) -> int:
    """Play ``session`` to the end with ``bots[seat]``; the number of actions taken."""
    n = 0
    while session.pending() is not None and n < max_actions:
        seat = session.pending().seat
        session.apply(bots[seat](game, session.state, rng), seat)
        n += 1
    return n


def _invasion_left(game, state: UltraSevenState) -> int:
    book = game.book
    return sum(1 for z in ("deck", "alien_hand", *[f"inv:{a}" for a in state.areas])
               for c in state.zones[z].cards if c in book.invasion)


class QuickBot(Bot):
    """Rules of thumb for either side, from the view only."""

    level = "quick"
    label = Text("かんたん", "Easy")

    def choose(self, seen: Seen) -> Action:
        return quick_choice(load_cards(), seen.view, seen.legal)


class StrongBot(Bot):
    """Information-set sampling with quick-policy rollouts (see ``search.py``)."""

    level = "strong"
    label = Text("つよい", "Strong")
    budget = 24

    def __init__(self, game: Game[Any], seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.seed = seed
        self.decisions = 0
        self.plan: dict | None = None
        self.plan_key: tuple | None = None

    def choose(self, seen: Seen) -> Action:
        self.decisions += 1
        if seen.kind == "deploy":
            key = (seen.view["turn"], tuple(c["id"] for c in seen.view["events_active"]))
            if self.plan_key != key:
                self.plan_key = key
                self.plan = choose_plan(self.game, seen, self.seed * 7919 + self.seat * 104729 + self.decisions,
                                        self.budget)
            return deploy_quick(load_cards(), seen.view, seen.legal, self.plan)
        return search_choice(self.game, seen, self.seed * 7919 + self.seat * 104729 + self.decisions, self.budget)
