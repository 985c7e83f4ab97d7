"""Computer players: a random one and a greedy one (for playouts and a vs-computer seat).

Bots choose among the legal actions with their own ``random.Random`` (they are
players, not rules: no session dice). The greedy bot decides from its seat's
``view`` alone (its hand, the public zones, both deck lists), so it fits the
``tabletop.ai`` contract for games with hidden information; when that package
is present it is registered as the ``quick`` level.
"""

from __future__ import annotations

import random
from functools import lru_cache

from tabletop.core.i18n import Text

from . import battle
from .cards import Card, card_set
from .state import DarkHoleDiscard, Deploy, Discard, PlayCounter, SdgfState


def random_action(game, state: SdgfState, rng: random.Random):
    """A uniformly random legal action."""
    return rng.choice(game.legal_actions(state))


@lru_cache(maxsize=32)
def _terrain_pool(keys: tuple[str, ...]) -> tuple[Card, ...]:
    """The cards that may turn up as terrain: both deck lists (the whole set if unknown)."""
    from .decks import DataError, find_deck

    try:
        return tuple(card_set()[c] for key in keys for c in find_deck(key).cards)
    except DataError:
        return tuple(card_set().values())


def _cover(pool: tuple[Card, ...], cards: list[Card]) -> float:
    """The share of possible terrain cards that at least one of ``cards`` adapts to."""
    if not cards:
        return 0.0
    return sum(1 for t in pool if any(battle.adapts(c, t) for c in cards)) / len(pool)


class _Seen:
    """The parts of a seat's view the greedy bot reads, as cards."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.seat = view["viewer"]
        self.card_of: dict[str, str] = {}
        for side in view["seats"]:
            for key in ("hand", "standby", "battlefield", "counter_cards", "return_field", "dark_hole"):
                for entry in side[key]:
                    if entry is not None:
                        self.card_of[entry["id"]] = entry["card"]
        for entry in view["terrain"]:
            self.card_of[entry["id"]] = entry["card"]
        self.pool = _terrain_pool(tuple(side["deck_key"] for side in view["seats"]))

    def card(self, instance: str) -> Card:
        return card_set()[self.card_of[instance]]

    def zone(self, seat: int, key: str) -> list[Card]:
        return [card_set()[e["card"]] for e in self.view["seats"][seat][key] if e is not None]

    def keep_value(self, c: Card) -> float:
        """How much a hand card is worth keeping (the lowest is given up)."""
        if c.is_sd:
            return c.power * _cover(self.pool, [c])
        return 4.0 + c.value

    def deploy_score(self, c: Card) -> float:
        standby = self.zone(self.seat, "standby")
        score = c.power * _cover(self.pool, [c])
        # a standby field that cannot go at all loses every card (one-sided battle): cover the terrain
        score += 12.0 * (_cover(self.pool, standby + [c]) - _cover(self.pool, standby))
        if standby and all(s.kind == c.kind for s in standby):
            score += 2.0
        if standby and c.rarity != "common" and all(s.rarity != "common" for s in standby):
            score += 1.5
        return score

    def outcome_with(self, extra: Card | None) -> tuple[int, int]:
        """(win 1 / draw 0 / loss -1, margin) if ``extra`` were played now."""
        b = self.view["battle"]
        plays = [(p["seat"], card_set()[p["card"]]) for p in b["plays"]]
        if extra is not None:
            plays.append((self.seat, extra))
        fighters = [self.zone(p, "battlefield") for p in (0, 1)]
        terrain = [card_set()[e["card"]] for e in self.view["terrain"]]
        totals, _ = battle.resolve_totals(b["power"], b["team_bonus"], plays, fighters, terrain)
        margin = totals[self.seat] - totals[1 - self.seat]
        return (margin > 0) - (margin < 0), margin


def greedy_choice(view: dict, legal: list, rng: random.Random):
    """A simple sensible player for either seat, from that seat's view and legal actions."""
    if len(legal) == 1:
        return legal[0]
    seen = _Seen(view)
    deploys = [a for a in legal if isinstance(a, Deploy)]
    if deploys:
        return max(deploys, key=lambda a: (seen.deploy_score(seen.card(a.card)), rng.random()))
    drops = [a for a in legal if isinstance(a, DarkHoleDiscard)]
    if drops:
        return min(drops, key=lambda a: (seen.keep_value(seen.card(a.card)), rng.random()))
    discards = [a for a in legal if isinstance(a, Discard)]
    plays = [a for a in legal if isinstance(a, PlayCounter)]
    if view.get("battle") is not None and (discards or plays):
        base = seen.outcome_with(None)
        best, best_key = None, base
        for a in plays:
            c = seen.card(a.card)
            key = seen.outcome_with(c)
            if c.effect in ("rescue", "salvage"):
                key = (base[0], base[1] + 1) if base[0] < 0 else base
            if key > best_key:
                best, best_key = a, key
        if best is not None and (best_key[0] > base[0] or seen.card(best.card).effect == "rescue"):
            return best
        if discards:
            return min(discards, key=lambda a: (seen.keep_value(seen.card(a.card)), rng.random()))
    return rng.choice(legal)


def greedy_action(game, state: SdgfState, rng: random.Random):
    """``greedy_choice`` for the seat that must decide now (it sees only that seat's view)."""
    return greedy_choice(game.view(state, state.actor), game.legal_actions(state), rng)


def register_with_ai() -> bool:
    """Offer the greedy bot as the ``quick`` level where the ``tabletop.ai`` registry exists."""
    try:
        from tabletop.ai import Bot, register_bot
    except ImportError:
        return False

    class QuickBot(Bot):
        level = "quick"
        label = Text("かんたん", "Quick")

        def choose(self, seen):  # seen: tabletop.ai.Seen
            return greedy_choice(seen.view, seen.legal, self.rng)

    register_bot("sdgf", "quick", lambda game, seat, seed: QuickBot(game, seat, seed))
    return True
