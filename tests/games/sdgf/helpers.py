"""Scripted positions for the SD Gundam Force rule tests.

``build`` lays out exact hands, decks (top first), standby fields, dark holes
and return fields by card id (e.g. "SDGF-06"), then starts the turn as the
rules would. ``act`` applies an action after checking it is among
``legal_actions`` (the single source of truth).
"""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.game import Context
from tabletop.core.zones import PUBLIC, Zone
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.state import SdgfState
from tabletop.games.sdgf.turn import seat_zones, start_turn

FILLER = "SDGF-34"  # Zako Soldier: a plain card for deck padding


def build(p1: dict, p2: dict, turn_player: int = 0, turn: int = 1, tapped: dict | None = None,
          start: bool = True) -> SdgfState:
    """A state with each seat's zones given as lists of card ids (deck top first)."""
    zones: list[Zone] = []
    card_of: dict[str, str] = {}
    for seat, spec in enumerate((p1, p2)):
        counter = [0]

        def make(cids):
            out = []
            for cid in cids:
                counter[0] += 1
                inst = f"{seat + 1}-{counter[0]:02d}"
                card_of[inst] = cid
                out.append(inst)
            return out

        deck = make(spec.get("deck", []) + [FILLER] * spec.get("filler", 10))
        zs = seat_zones(seat, deck)
        for z in zs:
            kind = z.name[:-1]
            if kind != "deck":
                z.cards = make(spec.get(kind, []))
        zones += zs
    zones.append(Zone("terrain", [], True, True, PUBLIC, None))
    s = SdgfState(zones, card_of, ["test", "test"], first_player=turn_player, turn=turn, turn_player=turn_player)
    for (seat, cid) in (tapped or {}):
        s.tapped[find(s, seat, "standby", cid)] = (tapped or {})[(seat, cid)]
    if start:
        start_turn(s, Context(ScriptedSource()))
    return s


def find(s: SdgfState, seat: int, kind: str, cid: str, nth: int = 0) -> str:
    """The instance of card ``cid`` in a seat's zone."""
    found = [c for c in s.zone(kind, seat).cards if s.card_of[c] == cid]
    return found[nth]


def ids(s: SdgfState, seat: int | None, kind: str) -> list[str]:
    """Card ids in a zone (in zone order)."""
    zone = s.zone(kind) if seat is None else s.zone(kind, seat)
    return [s.card_of[c] for c in zone.cards]


def act(s: SdgfState, action, legal: bool = True) -> list:
    """Apply ``action``; check that ``legal_actions`` offers it. Returns the new events."""
    if legal:
        assert action in GAME.legal_actions(s), (action, GAME.legal_actions(s))
    ctx = Context(ScriptedSource())
    GAME.apply(s, action, ctx)
    return ctx.events
