"""The ``strong`` Ultra Seven player: information-set sampling with quick-policy rollouts.

``sample_world`` builds a full ``UltraSevenState`` from one seat's ``view`` alone: what
the seat sees is copied, what it cannot see is drawn at random among the cards
it has not seen, respecting everything the view tells (the short-play deck's
make-up by kind, one invasion card per area, no face-down card in an area with
a face-up card, chits within the hidden cap, invasion conditions). For the TDF
that means the alien's hand, the face-down cards and their areas, and the deck;
for the alien only the deck's order and contents.

``search_choice`` keeps the quick player's choice plus a few alternatives and
plays each out in the same sampled worlds with the same dice (common random
numbers) to the end of the turn with the quick policy for both seats, then
scores the end position. Everything is seeded: no wall clock.

The TDF (issue 9) scores with ``evaluate_tdf`` (Emerium inside the reserve the
「－」 cards still to come need counts twice, as the quick TDF budgets it) and
leaves its quick choice only for a clear advantage: a candidate's mean score,
paired world by world with the quick choice's, must beat it by more than
``MARGIN`` and by more than ``TDF_Z`` standard errors (``pick``). A one-turn
playout otherwise overrules the quick TDF's long-term budgeting on noise.
"""

from __future__ import annotations

import random

from tabletop.core.bots import Seen
from tabletop.core.dice import SeededSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Action
from tabletop.core.search import QuietContext, paired_gain

from .actions import (ApplyEvent, DeclineTransform, Deploy, PlaceChit, PlayEvent, EndAlienActions, EndCombatStep, EndDeployment,
                      EndRedeployment, Fight, PlaceInvasion, Redeploy, RemoveDamage, Reveal, SwapEvent, TakeEvent,
                      Transform, UseCapsule)
from .cards import load_cards
from .players import DASH_COST, PLAN_STYLES, deploy_plan, deploy_quick, quick_choice
from .setup import SHORT_DECKS
from .state import ALIEN, BASE, TDF, CombatState, ReconResult, UltraSevenState, inv_zone, new_zones, tdf_zone

# The TDF overrules its quick choice only when a candidate's mean advantage over it, paired world
# by world, is larger than this many standard errors (and than the flat margin below); the
# alien keeps the flat margin alone.
TDF_Z = 1.0
MARGIN = 0.02
SEARCHED = {"alien", "event", "redeploy", "transform", "failed", "forced_end", "melee", "tie"}
MAX_CANDIDATES = 4
MAX_ROLLOUT_ACTIONS = 400


# ------------------------------------------------------------------ sampling a world
def _ids(items: list[dict]) -> list[str]:
    return [c["id"] for c in items]


def revealed_this_turn(log) -> list[str]:
    """The (Japanese) names of the events revealed this turn, read from the seat's log (rule 11.7)."""
    names: list[str] = []
    for event in reversed(log or []):
        if event.rule == "ultraseven 4.1" and event.text.ja.startswith("ターン"):
            break
        if event.rule == "ultraseven 6.4" and event.text.ja.startswith("イベント公開: "):
            names.append(event.text.ja[len("イベント公開: "):].split("。")[0])
    return names


def sample_world(game, view: dict, seat: int, rng: random.Random, log=None) -> UltraSevenState:
    """A full state consistent with ``view`` (what ``seat`` sees) and its log."""
    book = game.book
    areas = list(book.areas)
    st = UltraSevenState(mode=view["mode"], areas=areas, zones=new_zones(areas))
    z = st.zones
    st.turn, st.phase = view["turn"], view["phase"]
    st.ap, st.ap_total = view["ap"]["remaining"], view["ap"]["total"]
    st.emerium, st.emerium_start = view["emerium"]["value"], view["emerium"]["start"]
    st.seven_dead = view["emerium"]["seven_dead"]
    st.conditions_ignored = view["conditions_ignored"]
    st.redeploys_done = view["redeploys"]["done"]
    st.capsule_kinds_used = list(view["capsules"]["kinds_used_this_turn"])
    st.expected = [*book.play_cards(), *book.tdf_cards(), book.seven.id]
    for name, key in (("tdf_hand", "tdf_hand"), ("revealed", "revealed"), ("events_active", "events_active"),
                      ("information", "information"), ("discard", "discard"), ("removed", "removed")):
        z[name].cards.extend(_ids(view[key]))
    if view["pending"] and view["pending"]["kind"] == "event":
        st.pending_event = view["pending"]["event"]["id"]
    st.revealed_names = revealed_this_turn(log) if log is not None else \
        [book.name(c).ja for c in z["revealed"].cards]
    z[tdf_zone(BASE)].cards.extend(_ids(view["base"]))
    for a in view["areas"]:
        z[tdf_zone(a["id"])].cards.extend(_ids(a["tdf"]))
    z["capsules"].cards.extend(_ids(view["capsules"]["available"]))
    z["capsules_used"].cards.extend(_ids(view["capsules"]["used"]))
    known_caps = set(z["capsules"].cards) | set(z["capsules_used"].cards)
    z["tdf_excluded"].cards.extend(c for c in book.capsules if c not in known_caps)
    z["seven"].cards.append(book.seven.id)
    seen: set[str] = set()
    for zone in ("tdf_hand", "revealed", "events_active", "information", "discard", "removed"):
        seen.update(z[zone].cards)
    top = 0
    for a in view["areas"]:
        inv = a["invasion"]
        if inv:
            card = inv["id"]
            z[inv_zone(a["id"])].cards.append(card)
            if inv["face_up"]:
                z[inv_zone(a["id"])].turn(card, True)
            st.chits[card], st.damage[card] = inv["chits"], inv["damage"]
            if inv["chits_this_turn"]:
                st.chits_this_turn[card] = inv["chits_this_turn"]
            st.back_no[card] = inv["back"]
            top = max(top, inv["back"])
            seen.add(card)
    hand = view["alien_hand"]["cards"]
    if hand is not None:
        z["alien_hand"].cards.extend(_ids(hand))
        seen.update(z["alien_hand"].cards)
    # the unknowns, by kind
    mode = view["mode"]
    n_events, n_special, n_other, with_info = SHORT_DECKS.get(mode, (len(book.events), 4, 41, True))
    events = [c for c in book.events if c not in seen]
    infos = [c for c in book.information if c not in seen]
    specials = [c for c, v in book.invasion.items() if v.special and c not in seen]
    others = [c for c, v in book.invasion.items() if not v.special and c not in seen]
    seen_special = sum(1 for c in seen if c in book.invasion and book.invasion[c].special)
    seen_other = sum(1 for c in seen if c in book.invasion and not book.invasion[c].special)
    rng.shuffle(events)
    rng.shuffle(infos)
    rng.shuffle(specials)
    rng.shuffle(others)
    quota = {True: max(0, n_special - seen_special), False: max(0, n_other - seen_other)}
    pools = {True: specials, False: others}
    backs = [b for b in view["face_down"]]
    if hand is None:
        _place_backs(book, st, view, backs, pools, quota, rng)
        for _ in range(view["alien_hand"]["count"]):
            _take_invasion(pools, quota, rng, z["alien_hand"].cards, book, st)
    for b in backs:
        top = max(top, b["back"])
    st.next_back = top + 1
    n_ev_deck = max(0, n_events - sum(1 for c in seen if c in book.events))
    n_info_deck = (len(book.information) - sum(1 for c in seen if c in book.information)) if with_info else 0
    deck: list[str] = events[:n_ev_deck] + infos[:n_info_deck]
    while len(deck) < view["deck"]["count"] and (quota[True] or quota[False]):
        _take_invasion(pools, quota, rng, deck, book, st)
    deck = deck[:view["deck"]["count"]]
    rng.shuffle(deck)
    z["deck"].cards.extend(deck)
    placed = set(st.table().all_cards())
    z["excluded"].cards.extend(c for c in book.play_cards() if c not in placed)
    if view["recon_results"]:
        st.recon_results = [ReconResult(r["area"], r["total"], r["roll"], r["found"] or "", r.get("target", -1))
                            for r in view["recon_results"]]
    c = view["combat"]
    if c is not None:
        st.combat = CombatState(c["area"], c["card"]["id"], c["step"], list(c["attacked"]), list(c["weapons_used"]),
                                c["hawk1_uses"], c["transformed"], c["melee_rounds"])
    st.combat_queue = list(view["combat_queue"])
    return st


def _take_invasion(pools, quota, rng, into: list, book, st) -> None:
    kinds = [k for k in (True, False) if quota[k] and pools[k]]
    if not kinds:
        return
    weights = [quota[k] for k in kinds]
    k = rng.choices(kinds, weights)[0]
    into.append(pools[k].pop())
    quota[k] -= 1


def _place_backs(book, st: UltraSevenState, view: dict, backs: list[dict], pools, quota, rng: random.Random) -> None:
    """Give each face-down back a card and an area the TDF's view allows."""
    free = [a["id"] for a in view["areas"] if not a["invasion"]]
    info = set(st.zones["information"].cards)
    for _ in range(30):
        rng.shuffle(free)
        choice: list[tuple[dict, str, str, bool | None]] = []
        q = dict(quota)
        taken: set[str] = set()
        ok = True
        for b, area in zip(backs, free):
            fits = [(k, c) for k in (True, False) if q[k] for c in pools[k] if c not in taken
                    and book.invasion[c].area == area and book.invasion[c].hidden_cap >= b["chits"]
                    and (st.conditions_ignored or not book.invasion[c].condition
                         or book.invasion[c].condition in info)]
            if not fits:
                ok = False
                break
            k, c = rng.choice(fits)
            q[k] -= 1
            taken.add(c)
            choice.append((b, area, c, k))
        if ok and len(choice) == len(backs):
            break
    else:
        choice = []
        for b, area in zip(backs, free):      # no consistent world found: any card of that area
            cand = [c for c, v in book.invasion.items() if v.area == area and c not in st.table().all_cards()]
            choice.append((b, area, rng.choice(cand), None))
    for b, area, c, special in choice:
        if special is not None:
            pools[special].remove(c)
            quota[special] -= 1
        st.zones[inv_zone(area)].cards.append(c)
        st.chits[c], st.damage[c] = b["chits"], b["damage"]
        if b["chits_this_turn"]:
            st.chits_this_turn[c] = b["chits_this_turn"]
        st.back_no[c] = b["back"]


# ------------------------------------------------------------------ playing out
def evaluate(game, st: UltraSevenState) -> float:
    """The alien's chances in ``st`` as a number in [0, 1] (1 = the alien has won)."""
    if st.winner >= 0:
        return 1.0 if st.winner == ALIEN else 0.0
    book = game.book
    chits = sorted((st.chits.get(c, 0) for a in st.areas for c in st.zones[inv_zone(a)].cards), reverse=True)
    threat = (chits[0] if chits else 0) + 0.4 * (chits[1] if len(chits) > 1 else 0)
    removed = sum(1 for c in st.zones["removed"].cards if c in book.invasion)
    left = sum(1 for zn in ("deck", "alien_hand", *[inv_zone(a) for a in st.areas])
               for c in st.zones[zn].cards if c in book.invasion)
    frac_removed = removed / max(1, removed + left)
    energy = st.emerium / max(1, st.emerium_start) if not st.seven_dead else 0.0
    # Seven dead with a 「－」 card still to come: only Seven could remove it (rule 15.9, 18.2)
    dash_left = any(book.invasion[c].tdf_value is None for zn in ("deck", "alien_hand", *[inv_zone(a) for a in st.areas])
                    for c in st.zones[zn].cards if c in book.invasion)
    stranded = 0.3 if st.seven_dead and dash_left else 0.0
    v = 0.45 + 0.045 * threat - 0.45 * frac_removed - 0.4 * energy + 0.03 * len(chits) + stranded
    return min(0.98, max(0.02, v))


def dash_left(game, st: UltraSevenState) -> int:
    """「－」 invasion cards still in the game (deck, alien hand, table): only Seven removes them (15.9)."""
    book = game.book
    return sum(1 for zn in ("deck", "alien_hand", *[inv_zone(a) for a in st.areas])
               for c in st.zones[zn].cards if c in book.invasion and book.invasion[c].tdf_value is None)


def evaluate_tdf(game, st: UltraSevenState) -> float:
    """``evaluate`` as the TDF's search sees it: Emerium within the reserve the 「－」 cards still
    to come need (``DASH_COST`` each, as the quick TDF budgets it) counts twice, so that a
    one-turn playout does not trade the energy those cards need for a quicker removal now."""
    v = evaluate(game, st)
    if st.winner >= 0 or st.seven_dead:
        return v
    kept = min(st.emerium, DASH_COST * dash_left(game, st))
    return min(0.98, max(0.02, v - 0.4 * kept / max(1, st.emerium_start)))


def pick(scores: list[list[float]], z: float, margin: float = MARGIN) -> int:
    """The candidate to play, from each candidate's scores in the same worlds (index 0 = the
    quick choice). Another candidate replaces the quick choice only when its mean paired
    advantage exceeds ``margin`` and ``z`` standard errors of that advantage; among those,
    the largest advantage."""
    best, best_gain = 0, 0.0
    base = scores[0]
    for i in range(1, len(scores)):
        mean, se = paired_gain([a - b for a, b in zip(scores[i], base)])
        if mean > margin and mean > z * se and mean > best_gain:
            best, best_gain = i, mean
    return best


def _deploy_legal(game, st: UltraSevenState, plan: dict | None = None) -> list:
    """The deployment moves the quick policy may make (its plan), checked by the rules (fast)."""
    book = game.book
    plan = plan or deploy_plan(book, game.view(st, TDF))
    cand: list[Action] = [PlayEvent(c) for c in st.zones["tdf_hand"].cards]
    cand += [Deploy(c, plan[c]) for c in [*book.members, *book.weapons] if c not in st.zones[tdf_zone(plan[c])].cards]
    return [a for a in cand if _allowed(game, st, a)] + [EndDeployment()]


def _allowed(game, st: UltraSevenState, action) -> bool:
    """Whether the rules allow ``action`` now (``check`` raises nothing)."""
    try:
        game.check(st, action)
    except RulesError:
        return False
    return True


def rollout(game, st: UltraSevenState, dice_seed: int, turn_end: int, score=evaluate) -> float:
    ctx = QuietContext(SeededSource(dice_seed))
    n = 0
    while st.phase != "over" and st.turn < turn_end and n < MAX_ROLLOUT_ACTIONS:
        dec = game.pending(st)
        if dec is None:
            break
        legal = _deploy_legal(game, st) if dec.kind == "deploy" else game.legal_actions(st)
        action = legal[0] if len(legal) == 1 else quick_choice(game.book, game.view(st, dec.seat), legal)
        game.apply(st, action, ctx)
        n += 1
    return score(game, st)


def candidates(seen: Seen, first) -> list:
    legal = seen.legal
    kind = seen.kind
    out = [first]
    pool: list[Action]
    if kind == "alien":
        pool = [a for a in legal if isinstance(a, (PlaceInvasion, Reveal, RemoveDamage, EndAlienActions))]
    elif kind == "event":
        pool = [a for a in legal if isinstance(a, (TakeEvent, ApplyEvent, SwapEvent))]
    elif kind == "redeploy":
        pool = [a for a in legal if isinstance(a, (Redeploy, EndRedeployment))]
    elif kind in ("transform", "failed", "forced_end"):
        pool = [a for a in legal if isinstance(a, (UseCapsule, Transform, DeclineTransform, EndCombatStep))]
    else:
        pool = [a for a in legal if isinstance(a, (Fight, EndCombatStep))]
    for a in pool:
        if a not in out:
            out.append(a)
    return out[:MAX_CANDIDATES]


def search_choice(game, seen: Seen, seed: int, budget: int):
    """The best of a few candidates by sampled playouts (``budget`` playouts in all)."""
    book = load_cards()
    first = quick_choice(book, seen.view, seen.legal)
    if len(seen.legal) == 1 or seen.kind not in SEARCHED or isinstance(first, PlaceChit):
        return first
    cands = candidates(seen, first)
    if len(cands) == 1:
        return first
    rng = random.Random(seed)
    samples = max(2, budget // len(cands))
    totals = [0.0] * len(cands)
    scores: list[list[float]] = [[] for _ in cands]
    turn_end = seen.view["turn"] + 1
    tdf = seen.seat != ALIEN
    for _ in range(samples):
        world_seed = rng.getrandbits(32)
        dice_seed = rng.getrandbits(48)
        for i, action in enumerate(cands):
            st = sample_world(game, seen.view, seen.seat, random.Random(world_seed), seen.log)
            ctx = QuietContext(SeededSource(dice_seed ^ 0x5DEECE66D))
            try:
                game.apply(st, action, ctx)
            except Exception:  # noqa: BLE001 - the sampled world disagrees with the real one on this action
                totals[i] -= 10.0
                scores[i].append(-10.0)
                continue
            if tdf:
                v = rollout(game, st, dice_seed, turn_end, evaluate_tdf)
                scores[i].append(1.0 - v)
            else:
                v = rollout(game, st, dice_seed, turn_end)
                totals[i] += v
    if tdf:
        return cands[pick(scores, TDF_Z)]
    mine = totals
    # the quick choice wins ties and near-ties (noise of few samples)
    best = 0
    for i in range(1, len(cands)):
        if mine[i] > mine[best] + MARGIN * samples:
            best = i
    return cands[best]


def choose_plan(game, seen: Seen, seed: int, budget: int) -> dict:
    """The TDF's deployment for this turn: the plan style that plays out best in sampled worlds."""
    book = load_cards()
    plans: list[dict] = []
    for style in PLAN_STYLES:
        plan = deploy_plan(book, seen.view, style)
        if plan not in plans:
            plans.append(plan)
    if len(plans) == 1:
        return plans[0]
    rng = random.Random(seed)
    samples = max(2, budget // len(plans))
    scores: list[list[float]] = [[] for _ in plans]
    turn_end = seen.view["turn"] + 1
    for _ in range(samples):
        world_seed = rng.getrandbits(32)
        dice_seed = rng.getrandbits(48)
        for i, plan in enumerate(plans):
            st = sample_world(game, seen.view, seen.seat, random.Random(world_seed), seen.log)
            ctx = QuietContext(SeededSource(dice_seed ^ 0x5DEECE66D))
            n = 0
            while st.phase == "deploy" and n < 40:
                legal = _deploy_legal(game, st, plan)
                game.apply(st, deploy_quick(book, game.view(st, TDF), legal, plan), ctx)
                n += 1
            scores[i].append(1.0 - rollout(game, st, dice_seed, turn_end, evaluate_tdf))
    return plans[pick(scores, TDF_Z)]
