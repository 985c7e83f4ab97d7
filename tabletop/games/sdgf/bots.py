"""Computer players: random, greedy (``quick``) and determinized Monte Carlo (``strong``).

Bots choose among the legal actions with their own ``random.Random`` (they are
players, not rules: no session dice). Every bot decides from its seat's
``view`` alone (its hand, the public zones, both deck lists), so it fits the
``tabletop.core.bots`` contract for games with hidden information (``Seen.state``
is None). ``SdgfGame.bots`` offers the greedy player as ``quick`` (``QuickBot``)
and the search player as ``strong`` (``StrongBot``).

- Greedy: deploys for power times its chance to advance, plus terrain coverage
  and team bonuses; in the 反撃フェイズ it plays the cheapest counter card that
  turns the result it can foresee (saving cancels and swaps for when they
  matter), rescues when it costs nothing, and otherwise discards its least
  useful card (keeping SD cards when few are left, so that the 編成フェイズ never
  costs a dark-hole card).
- Strong: for each decision it samples ``worlds`` states consistent with the
  view (the seat's deck list and the opponent's, minus every card it can see,
  dealt at random to the opponent's hand and both decks), plays each distinct
  candidate action in every world (the same worlds for every action), then
  plays on with the greedy policy for a few battles, and scores the end
  position. The seed of each decision comes from the bot's seed and the view,
  so the choice depends on nothing the seat cannot see; no wall clock.
"""

from __future__ import annotations

import json
import random
import zlib
from functools import lru_cache
from typing import Any

from tabletop.core.bots import Bot, Seen
from tabletop.core.dice import SeededSource
from tabletop.core.game import Action, Game
from tabletop.core.i18n import Text
from tabletop.core.search import QuietContext
from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Zone

from . import battle
from .actions import DarkHoleDiscard, Deploy, Discard, PlayCounter
from .cards import Card, card_set
from .state import CALCULATION, COUNTER, OVER, CounterPlay, SdgfState


def random_action(game, state: SdgfState, rng: random.Random):
    """A uniformly random legal action."""
    return rng.choice(game.legal_actions(state))


@lru_cache(maxsize=32)
def _deck_list(key: str) -> tuple[str, ...] | None:
    from .decks import DataError, find_deck

    try:
        return find_deck(key).cards
    except DataError:
        return None


@lru_cache(maxsize=32)
def _terrain_pool(keys: tuple[str, ...]) -> tuple[Card, ...]:
    """The cards that may turn up as terrain: both deck lists (the whole set if unknown)."""
    lists = [_deck_list(k) for k in keys]
    if any(lst is None for lst in lists):
        return tuple(card_set().values())
    return tuple(card_set()[c] for lst in lists for c in lst)  # type: ignore[union-attr]


@lru_cache(maxsize=32)
def _adapt_masks(keys: tuple[str, ...]) -> dict[str, int]:
    """Per card id, a bit mask of the possible terrain cards it adapts to."""
    pool = _terrain_pool(keys)
    return {cid: sum(1 << i for i, t in enumerate(pool) if battle.adapts(c, t))
            for cid, c in card_set().items()}


_COVER: dict[tuple, float] = {}


def _cover(keys: tuple[str, ...], cards: list[Card]) -> float:
    """The share of possible terrain cards that at least one of ``cards`` adapts to."""
    if not cards:
        return 0.0
    key = (keys, *(c.id for c in cards))
    share = _COVER.get(key)
    if share is None:
        masks = _adapt_masks(keys)
        mask = 0
        for c in cards:
            mask |= masks[c.id]
        share = bin(mask).count("1") / len(_terrain_pool(keys))
        if len(_COVER) > 50000:  # a bound on memory (the saved decks can change)
            _COVER.clear()
        _COVER[key] = share
    return share


def counter_worth(c: Card) -> float:
    """About how many points a counter card is worth in a typical battle (what it costs to spend it)."""
    if c.effect == "power_up":
        return c.value + 0.7 * c.cond_value
    if c.effect == "power_down":
        return float(c.value)
    if c.effect == "power_per_card":
        return 2.0 * c.value
    return {"swap": 8.0, "cancel": 6.0, "block_bonus": 3.0, "rescue": 4.0, "salvage": 1.5}.get(c.effect, 1.0)


class _Seen:
    """The parts of a seat's view the greedy bot reads, as cards (a full view or ``_light_view``)."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.seat = view["viewer"]
        self.card_of: dict[str, str] = {}
        for entry in view["seats"][self.seat]["hand"]:
            if entry is not None:
                self.card_of[entry["id"]] = entry["card"]
        for entry in view["seats"][self.seat]["dark_hole"]:
            self.card_of[entry["id"]] = entry["card"]
        self.keys = tuple(side["deck_key"] for side in view["seats"])

    def card(self, instance: str) -> Card:
        return card_set()[self.card_of[instance]]

    def zone(self, seat: int, key: str) -> list[Card]:
        return [card_set()[e["card"]] for e in self.view["seats"][seat][key] if e is not None]

    def keep_value(self, c: Card, hand: list[Card]) -> float:
        """How much a hand card is worth keeping (the lowest is given up)."""
        if c.is_sd:
            value = c.power * _cover(self.keys, [c])
            if sum(1 for h in hand if h.is_sd) <= 2:  # a hand without SD cards costs a dark-hole card
                value += 6.0
            return value
        return 2.0 + counter_worth(c)

    def deploy_score(self, c: Card) -> float:
        standby = self.zone(self.seat, "standby")
        score = c.power * _cover(self.keys, [c])
        # a standby field that cannot go at all loses every card (one-sided battle): cover the terrain
        score += 12.0 * (_cover(self.keys, standby + [c]) - _cover(self.keys, standby))
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


def _counter_choice(seen: _Seen, plays: list, discards: list, rng: random.Random):
    """The 反撃フェイズ: the cheapest card that turns the result; a free rescue; else the least useful discard."""
    b = seen.view["battle"]
    last_word = b["counter_step"] >= 1  # the opponent has already countered (or passed): nothing comes after
    hand = [seen.card(e["id"]) for e in seen.view["seats"][seen.seat]["hand"] if e is not None]
    base = seen.outcome_with(None)
    best, best_key = None, None
    for a in plays:
        c = seen.card(a.card)
        if c.effect in ("rescue", "salvage"):
            continue
        result, margin = seen.outcome_with(c)
        if result <= base[0]:
            continue
        # first to counter: the opponent answers, so a bigger margin is worth a little
        key = (result, -counter_worth(c) + (0.0 if last_word else 0.3 * min(margin, 6)), rng.random())
        if best_key is None or key > best_key:
            best, best_key = a, key
    if best is not None and (base[0] < 0 or best_key[0] > base[0]):  # type: ignore[index]
        return best
    rescues = [a for a in plays if seen.card(a.card).effect == "rescue"]
    if rescues and (base[0] >= 0 or last_word):
        # a rescue changes no total: play it when the result is settled (saves the best dark-hole card)
        return max(rescues, key=lambda a: (seen.card(a.target).power, rng.random()))
    if discards:
        return min(discards, key=lambda a: (seen.keep_value(seen.card(a.card), hand), rng.random()))
    return rng.choice(plays)


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
        hand = [seen.card(a.card) for a in drops]
        return min(drops, key=lambda a: (seen.keep_value(seen.card(a.card), hand), rng.random()))
    discards = [a for a in legal if isinstance(a, Discard)]
    plays = [a for a in legal if isinstance(a, PlayCounter)]
    if view.get("battle") is not None and (discards or plays):
        return _counter_choice(seen, plays, discards, rng)
    return rng.choice(legal)


def greedy_action(game, state: SdgfState, rng: random.Random):
    """``greedy_choice`` for the seat that must decide now (it sees only that seat's view)."""
    return greedy_choice(game.view(state, state.actor), game.legal_actions(state), rng)


# -- the search player --------------------------------------------------------------------------
def _light_view(s: SdgfState) -> dict:
    """The few keys of ``view(state, actor)`` that ``greedy_choice`` reads (fast, for playouts)."""
    def entries(kind: str, p: int) -> list[dict]:
        return [{"id": c, "card": s.card_of[c]} for c in s.zone(kind, p).cards]

    seats = [{"deck_key": s.decks[p], "hand": entries("hand", p) if p == s.actor else [],
              "standby": entries("standby", p), "battlefield": entries("battle", p),
              "dark_hole": entries("darkhole", p)} for p in (0, 1)]
    b = None
    if s.phase in (COUNTER, CALCULATION):
        b = {"power": s.base, "team_bonus": s.bonus, "counter_step": s.counter_step,
             "plays": [{"seat": p.seat, "card": s.card_of[p.card]} for p in s.plays]}
    return {"viewer": s.actor, "seats": seats, "battle": b,
            "terrain": [{"id": c, "card": s.card_of[c]} for c in s.zone("terrain").cards]}


def _clone(s: SdgfState) -> SdgfState:
    zones = [Zone(z.name, list(z.cards), z.ordered, z.face_up, z.visibility, z.owner, list(z.flipped))
             for z in s.zones]
    return SdgfState(zones, s.card_of, s.decks, s.first_player, s.turn, s.turn_player, s.phase, s.actor,
                     dict(s.tapped), s.revealer, list(s.terrain_history), s.one_sided, list(s.base),
                     list(s.bonus), list(s.bonus_kind), list(s.counter_order), s.counter_step,
                     [CounterPlay(p.seat, p.card, p.target, p.cancelled) for p in s.plays], s.last_battle,
                     s.winner, s.end_reason)


def _ids(entries) -> list[str]:
    return [e["id"] for e in entries if e is not None]


def sample_state(view: dict, rng: random.Random) -> SdgfState | None:
    """A full state consistent with ``view``: the unseen cards of each deck list, dealt at random.

    Instance ``"<seat+1>-<nn>"`` is card ``nn`` of its deck list, so the unseen instances are
    exactly the unseen cards. The viewer's unseen cards are its deck (in a random order); the
    opponent's are dealt to its hand (``hand_count`` of them) and its deck. None if a deck list is
    unknown (a saved deck deleted since).
    """
    me = view["viewer"]
    card_of: dict[str, str] = {}
    zones: list[Zone] = []
    terrain = _ids(view["terrain"])
    for p, side in enumerate(view["seats"]):
        cards = _deck_list(side["deck_key"])
        if cards is None:
            return None
        instances = [f"{p + 1}-{i:02d}" for i in range(1, len(cards) + 1)]
        for inst, cid in zip(instances, cards):
            card_of[inst] = cid
        shown = {k: _ids(side[k]) for k in ("hand", "standby", "battlefield", "counter_cards", "return_field",
                                            "dark_hole")}
        seen = set(terrain).union(*shown.values())
        unseen = [i for i in instances if i not in seen]
        rng.shuffle(unseen)
        if p == me:
            hand, deck = shown["hand"], unseen
        else:
            n = side["hand_count"]
            hand, deck = unseen[:n], unseen[n:]
        zones += [Zone(f"deck{p}", deck, True, False, HIDDEN, p), Zone(f"hand{p}", list(hand), True, False, OWNER, p),
                  Zone(f"standby{p}", shown["standby"], True, True, PUBLIC, p),
                  Zone(f"battle{p}", shown["battlefield"], True, True, PUBLIC, p),
                  Zone(f"counter{p}", shown["counter_cards"], True, True, PUBLIC, p),
                  Zone(f"return{p}", shown["return_field"], True, True, PUBLIC, p),
                  Zone(f"darkhole{p}", shown["dark_hole"], True, True, PUBLIC, p)]
    zones.append(Zone("terrain", terrain, True, True, PUBLIC, None))
    s = SdgfState(zones, card_of, [side["deck_key"] for side in view["seats"]])
    s.first_player, s.turn, s.turn_player, s.phase = view["first_player"], view["turn"], view["turn_player"], view["phase"]
    pend = view["pending"]
    s.actor = pend["seat"] if pend else me
    s.revealer = s.actor
    s.tapped = {e["id"]: e["tapped_on_turn"] for side in view["seats"] for e in side["standby"] if e["tapped"]}
    s.terrain_history = _ids(view["terrain_history"])
    s.one_sided = -1 if view["one_sided"] is None else view["one_sided"]
    b = view["battle"]
    if b is not None:
        s.base, s.bonus, s.bonus_kind = list(b["power"]), list(b["team_bonus"]), list(b["team_bonus_kind"])
        s.counter_order, s.counter_step = list(b["counter_order"]), b["counter_step"]
        s.plays = [CounterPlay(p["seat"], p["id"], p["target"]["id"] if p["target"] else "", p["cancelled"])
                   for p in b["plays"]]
    return s


def _action_key(s: SdgfState, a) -> tuple:
    """Actions that differ only by which copy of a card they use are the same choice."""
    return (type(a).__name__, s.card_of.get(getattr(a, "card", ""), ""), s.card_of.get(getattr(a, "target", ""), ""))


class SearchPlayer:
    """Determinized Monte Carlo over greedy playouts (see the module docstring)."""

    def __init__(self, game, worlds: int = 10, horizon: int = 3, max_candidates: int = 8) -> None:
        self.game = game
        self.worlds = worlds          # sampled states per decision (the same ones for every action)
        self.horizon = horizon        # battles played on after the decision before scoring
        self.max_candidates = max_candidates

    def choose(self, view: dict, legal: list, seed: int):
        if len(legal) == 1:
            return legal[0]
        digest = zlib.crc32(json.dumps(view, sort_keys=True, ensure_ascii=True).encode())
        rng = random.Random(seed * 2654435761 + digest)
        seat = view["viewer"]
        probe = sample_state(view, random.Random(0))
        if probe is None:
            return greedy_choice(view, legal, rng)
        groups: dict[tuple, object] = {}
        for a in legal:
            groups.setdefault(_action_key(probe, a), a)
        candidates = list(groups.values())
        if len(candidates) == 1:
            return candidates[0]
        if len(candidates) > self.max_candidates:  # keep the greedy pick and the best-looking others
            pick = greedy_choice(view, legal, random.Random(rng.random()))
            rest = [a for a in candidates if _action_key(probe, a) != _action_key(probe, pick)]
            rng.shuffle(rest)
            candidates = [pick] + rest[:self.max_candidates - 1]
        totals = [0.0] * len(candidates)
        for _ in range(self.worlds):
            world = sample_state(view, rng)
            assert world is not None  # None depends on the view's deck lists only, and the probe was dealt
            world_seed = rng.random()
            for i, a in enumerate(candidates):
                s = _clone(world)
                totals[i] += self._playout(s, a, seat, random.Random(world_seed))
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _playout(self, s: SdgfState, action, seat: int, rng: random.Random) -> float:
        game, ctx = self.game, QuietContext(SeededSource(0))   # no dice are rolled after set-up
        game.apply(s, action, ctx)
        start_turn = s.turn
        while s.phase != OVER and s.turn < start_turn + self.horizon:
            legal = game.legal_actions(s)
            a = legal[0] if len(legal) == 1 else greedy_choice(_light_view(s), legal, rng)
            game.apply(s, a, ctx)
        return _score(s, seat)


def _score(s: SdgfState, seat: int) -> float:
    """+1 a win, -1 a loss; otherwise the dark-hole lead (and a little for a longer deck, late on)."""
    if s.phase == OVER:
        return 1.0 if s.winner == seat else -1.0
    opp = 1 - seat
    dh = len(s.zone("darkhole", opp).cards) - len(s.zone("darkhole", seat).cards)
    mine, theirs = len(s.zone("deck", seat).cards), len(s.zone("deck", opp).cards)
    late = 0.02 * (mine - theirs) if min(mine, theirs) < 10 else 0.0
    standby = 0.01 * (sum(card_set()[s.card_of[c]].power for c in s.zone("standby", seat).cards)
                      - sum(card_set()[s.card_of[c]].power for c in s.zone("standby", opp).cards))
    return max(-0.95, min(0.95, 0.1 * dh + late + standby))


class QuickBot(Bot):
    """The greedy player (``greedy_choice``)."""

    level = "quick"
    label = Text("かんたん", "Easy")

    def choose(self, seen: Seen) -> Action:
        return greedy_choice(seen.view, seen.legal, self.rng)


class StrongBot(Bot):
    """The search player (``SearchPlayer``); ``Seen.state`` is None (hidden information)."""

    level = "strong"
    label = Text("つよい", "Strong")

    def __init__(self, game: Game[Any], seat: int, seed: int = 0, worlds: int = 10, horizon: int = 3) -> None:
        super().__init__(game, seat, seed)
        self.seed = seed * 7 + seat
        self.search = SearchPlayer(game, worlds, horizon)

    def choose(self, seen: Seen) -> Action:
        return self.search.choose(seen.view, seen.legal, self.seed)
