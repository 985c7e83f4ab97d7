"""Z Gundam computer players: they see only their seat's view, play legal, sensible moves
(by the dice odds of (2)-b-1, (2)-b-2, (2)-c and the special cards), and the search is
reproducible and bounded by iterations."""

import itertools
import random

import pytest

from tabletop.core.bots import Seen, bot_move, levels, make_bot, seen_by
from tabletop.games.zgundam import bot_quick, bot_strong, odds
from tabletop.games.zgundam.bot_knowledge import clone, determinize
from tabletop.core import serial
from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.search import QuietContext
from tabletop.core.session import new_session
from tabletop.games import discover
from tabletop.games.zgundam import GAME
from tabletop.games.zgundam import actions as A
from tabletop.games.zgundam.cards import SHIP, catalogue
from tabletop.games.zgundam.legal import legal_actions
from tabletop.games.zgundam.state import (ACTION, ACTION_DECK, OVER, REACT, SETUP_DEPLOY, SHIP_DECK, PendingAttack,
                                          ZGundamState, hand, new_zones, points, ready, score, ships)

discover()


def arrange(seats=2, hands=None, fleets=None, pairs=None, damage=None, phase=ACTION, current=0, attack=None):
    """A state with the named cards placed; every other card in the decks."""
    state = ZGundamState(seats, "deck", new_zones(seats))
    placed = set()
    for seat, cards in (hands or {}).items():
        state.zones[hand(seat)].cards.extend(cards)
        placed.update(cards)
    for seat, cards in (fleets or {}).items():
        state.zones[ships(seat)].cards.extend(cards)
        placed.update(cards)
    for seat, prs in (pairs or {}).items():
        for ms, pilot in prs:
            state.zones[ready(seat)].cards.extend((ms, pilot))
            placed.update((ms, pilot))
    for card_id, c in catalogue().items():
        if card_id not in placed:
            state.zones[SHIP_DECK if c.kind == SHIP else ACTION_DECK].cards.append(card_id)
    state.damage = dict(damage or {})
    state.phase, state.current, state.turn = phase, current, 5
    state.pending_attack = attack
    return state


def seen(state, seat):
    return Seen(seat, GAME.pending(state).kind, GAME.view(state, seat), GAME.legal_actions(state), [])


def choose(level, state, seat, seed=0):
    return make_bot(GAME, level, seat, seed).choose(seen(state, seat))


# -- the dice maths -------------------------------------------------------------------------------


def brute(dice_a, hit_a, dice_b, hit_b):
    win = tie = 0
    for faces in itertools.product(range(1, 7), repeat=dice_a + dice_b):
        a = sum(f <= hit_a for f in faces[:dice_a])
        b = sum(f <= hit_b for f in faces[dice_a:])
        win += a > b
        tie += a == b
    n = 6 ** (dice_a + dice_b)
    return win / n, tie / n


def test_rule_2_b_1_ms_battle_odds_match_counting_every_roll():
    for args in ((2, 3, 2, 2), (3, 2, 1, 3), (1, 3, 3, 3)):
        win, tie, lose = odds.contest(*args)
        bw, bt = brute(*args)
        assert win == pytest.approx(bw) and tie == pytest.approx(bt) and win + tie + lose == pytest.approx(1)
    # (2)-b-1 (V): the abler pilot hits on 3, the other on 2.
    assert odds.ms_ms(3, 5, 3, 2) == odds.contest(3, 3, 3, 2)
    assert odds.ms_ms(3, 4, 3, 4) == odds.contest(3, 3, 3, 3)


def test_rule_2_b_2_ms_against_ship_odds():
    sink, partial, lost, nothing = odds.ms_ship(2, 6, 1, 1)
    # The MS hits on 4 (ability capped), the ship on 2: sink when MS hits exceed anti-air hits.
    bw, bt = brute(2, 4, 1, 2)
    assert sink == pytest.approx(bw) and partial == 0 and nothing == pytest.approx(bt)
    assert sink + lost + nothing == pytest.approx(1)


def test_rule_2_c_and_specials_odds():
    st, dt, so, do = odds.ship_ship(2, 3, 1, 2, 2, 1)
    assert st == pytest.approx(0.25) and dt == pytest.approx(2 * 0.5 * 0.5)
    assert so == pytest.approx(2 / 6) and do == 0
    assert odds.explosion(6) == pytest.approx(4 / 6) and odds.repair(9) == pytest.approx(1 / 6)
    assert odds.total_hits_below(((1, 6),), 1) == 0.0 and odds.total_hits_below(((2, 3),), 1) == pytest.approx(0.25)


# -- sensible play ----------------------------------------------------------------------------------


def test_rule_insuto_6_quick_pairs_the_best_ms_with_the_best_pilot():
    state = arrange(hands={0: ["nemo-1", "zeta", "henken", "kamille", "repair-1"]}, fleets={0: ["argama"], 1: ["radish"]},
                    phase=SETUP_DEPLOY)
    assert choose("quick", state, 0) == A.DeployPair("zeta", "kamille")
    assert choose("strong", state, 0) == A.DeployPair("zeta", "kamille")


def test_rule_2_b_1_quick_attacks_only_with_favourable_odds():
    state = arrange(pairs={0: [("the_o", "kamille"), ("gm2-1", "astonaige")], 1: [("qubeley", "sarah")]},
                    fleets={0: ["argama"], 1: ["jupitris"]}, hands={0: ["nemo-2", "gm2-2"]})
    good = bot_quick.score_action(state, 0, A.AttackMS("the_o", "qubeley"))
    bad = bot_quick.score_action(state, 0, A.AttackMS("gm2-1", "qubeley"))
    assert good > 0 > bad
    assert choose("quick", state, 0) == A.AttackMS("the_o", "qubeley")


def test_rule_2_a_ceasefire_when_the_ms_battle_is_likely_lost():
    strong_attack = PendingAttack("ms_ms", 0, 1, "the_o", "gm2-1")
    state = arrange(pairs={0: [("the_o", "kamille")], 1: [("gm2-1", "astonaige")]}, fleets={0: ["argama"], 1: ["radish"]},
                    hands={1: ["ceasefire-1", "nemo-1"]}, phase=REACT, attack=strong_attack)
    assert choose("quick", state, 1) == A.PlayCeasefire("ceasefire-1")
    weak_attack = PendingAttack("ms_ms", 0, 1, "gm2-1", "the_o")
    state = arrange(pairs={0: [("gm2-1", "astonaige")], 1: [("the_o", "kamille")]}, fleets={0: ["argama"], 1: ["radish"]},
                    hands={1: ["ceasefire-1", "nemo-1"]}, phase=REACT, attack=weak_attack)
    assert choose("quick", state, 1) == A.NoReaction()


def test_rule_2_a_dummy_meteor_against_a_ship_battle_likely_lost():
    attack = PendingAttack("ship_ship", 0, 1, "dogosse_giar", "salamis_kai-1")
    state = arrange(fleets={0: ["dogosse_giar"], 1: ["salamis_kai-1"]}, damage={"salamis_kai-1": 2},
                    hands={1: ["dummy_meteor-1"]}, phase=REACT, attack=attack)
    assert choose("quick", state, 1) == A.PlayDummyMeteor("dummy_meteor-1")


@pytest.mark.parametrize("level", ["quick", "strong"])
def test_ruling_r5_bots_answer_no_reaction_when_they_hold_no_matching_card(level):
    ms_attack = PendingAttack("ms_ms", 0, 1, "the_o", "gm2-1")
    state = arrange(pairs={0: [("the_o", "kamille")], 1: [("gm2-1", "astonaige")]}, fleets={0: ["argama"], 1: ["radish"]},
                    hands={1: ["dummy_meteor-1", "nemo-1"]}, phase=REACT, attack=ms_attack)
    assert GAME.legal_actions(state) == [A.NoReaction()]
    assert choose(level, state, 1) == A.NoReaction()
    ship_attack = PendingAttack("ship_ship", 0, 1, "dogosse_giar", "salamis_kai-1")
    state = arrange(fleets={0: ["dogosse_giar"], 1: ["salamis_kai-1"]}, hands={1: ["ceasefire-1"]}, phase=REACT,
                    attack=ship_attack)
    assert choose(level, state, 1) == A.NoReaction()


def test_rule_2_a_repair_a_damaged_ship_and_supply_when_short():
    state = arrange(fleets={0: ["argama"], 1: ["radish"]}, damage={"argama": 4},
                    hands={0: ["repair-1", "repair-2", "nemo-1"]}, pairs={1: [("zeta", "kamille")]})
    assert choose("quick", state, 0) == A.PlayFullRepair("repair-1", "repair-2", "argama")
    state = arrange(fleets={0: ["columbus_kai-1"], 1: []}, hands={0: ["supply-1", "nemo-1", "gm2-1"]})
    assert choose("quick", state, 0) == A.PlaySupply("supply-1")


def test_rule_2_a_colony_laser_goes_to_the_force_worth_most_that_it_survives():
    state = arrange(seats=3, fleets={0: ["argama"], 1: ["gwaden", "dogosse_giar", "jupitris"], 2: ["columbus_kai-1"]},
                    hands={0: ["colony_laser-1"]})
    best = max((a for a in GAME.legal_actions(state) if isinstance(a, A.PlayColonyLaser)),
               key=lambda a: bot_quick.score_action(state, 0, a))
    assert best.target == 1


# -- information and reproducibility ------------------------------------------------------------------


def played(seats, seed, steps):
    s = new_session("zgundam", seats, seed=seed)
    bots = [make_bot(s.game, "quick", i, seed) for i in range(seats)]
    for _ in range(steps):
        if s.is_over():
            break
        d = s.pending()
        s.apply(bot_move(s, bots[d.seat]), d.seat)
    return s


def reshuffle_hidden(state, seat, rng):
    """A copy where the other hands and both decks hold other cards (same counts)."""
    other = clone(state)
    zones = [hand(s) for s in range(state.seats) if s != seat] + [ACTION_DECK]
    pool = [c for z in zones for c in other.zones[z].cards]
    rng.shuffle(pool)
    for z in zones:
        n = len(other.zones[z].cards)
        other.zones[z].cards[:] = pool[:n]
        pool = pool[n:]
    rng.shuffle(other.zones[SHIP_DECK].cards)
    return other


def test_bots_get_no_state_in_a_hidden_information_game():
    assert levels("zgundam") == ["random", "quick", "strong"]
    s = played(2, 1, 5)
    for level in ("quick", "strong"):
        bot = make_bot(s.game, level, s.pending().seat, 0)
        assert not bot.full_information
        assert seen_by(s, bot).state is None


@pytest.mark.parametrize("seats", [2, 4])
def test_choice_does_not_depend_on_the_hidden_cards_of_others(seats):
    rng = random.Random(seats)
    checked = 0
    for seed in range(3):
        s = played(seats, seed, 25 + 7 * seed)
        if s.is_over():
            continue
        seat = s.pending().seat
        log = s.log_for(seat)
        for level in ("quick", "strong"):
            choices = set()
            for variant in range(3):
                state = s.state if variant == 0 else reshuffle_hidden(s.state, seat, rng)
                assert GAME.view(state, seat) == s.view(seat)
                bot = make_bot(GAME, level, seat, 7)
                if level == "strong":
                    bot.iterations = 10
                choices.add(bot.choose(Seen(seat, s.pending().kind, GAME.view(state, seat),
                                            GAME.legal_actions(state), log)))
            assert len(choices) == 1
            checked += 1
    assert checked >= 4


def test_determinization_matches_every_count_the_view_gives():
    s = played(3, 4, 40)
    seat = s.pending().seat
    view = s.view(seat)
    det = determinize(view, random.Random(1))
    for name, zone in s.state.zones.items():
        assert len(det.zones[name].cards) == len(zone.cards), name
    assert det.cards(hand(seat)) == s.state.cards(hand(seat))
    assert GAME.view(det, seat) == view
    assert sorted(c for z in det.zones.values() for c in z.cards) == sorted(catalogue())


def test_strong_search_is_reproducible_and_bounded_by_iterations(monkeypatch):
    s = played(2, 2, 30)
    seat = s.pending().seat
    calls = []
    real = bot_strong.rollout
    monkeypatch.setattr(bot_strong, "rollout", lambda *a, **k: calls.append(1) or real(*a, **k))
    bot = make_bot(s.game, "strong", seat, 3)
    bot.iterations = 30
    first = bot_move(s, bot)
    n = len(calls)
    assert 0 < n <= 30  # the iteration budget bounds the search
    again = make_bot(s.game, "strong", seat, 3)
    again.iterations = 30
    assert bot_move(s, again) == first


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_quick_players_finish_whole_games_with_legal_moves(seats):
    s = new_session("zgundam", seats, seed=seats)
    bots = [make_bot(s.game, "quick", i, 0) for i in range(seats)]
    steps = 0
    while not s.is_over() and steps < 3000:
        d = s.pending()
        action = bot_move(s, bots[d.seat])
        assert action in s.legal_actions()
        s.apply(action, d.seat)
        steps += 1
    assert s.is_over()


def test_strong_player_finishes_a_game_at_four_seats():
    s = new_session("zgundam", 4, seed=21)
    bots = [make_bot(s.game, lvl, i, 0) for i, lvl in enumerate(["strong", "quick", "random", "quick"])]
    bots[0].iterations = 12
    while not s.is_over():
        d = s.pending()
        s.apply(bot_move(s, bots[d.seat]), d.seat)
    assert s.game.outcome(s.state) is not None


# -- the strong player's search: its value, its rollouts, the quick player's lookups ----------------


def _take(state, seat, cards):
    """Move ``cards`` from the decks into ``seat``'s score pile (cards taken as points)."""
    for c in cards:
        for deck in (ACTION_DECK, SHIP_DECK):
            if c in state.zones[deck].cards:
                state.zones[deck].cards.remove(c)
        state.zones[score(seat)].cards.append(c)


def test_rule_victory_strong_weighs_the_leading_rival_more_than_a_trailing_one_at_four_seats():
    # 勝敗の判定: only the most points wins, so points that go to the leading rival cost seat 0
    # more than the same points going to a seat that stays behind (blend of leader and average).
    base = arrange(seats=4, fleets={0: ["argama"], 1: ["radish"], 2: ["gwaden"], 3: ["jupitris"]})
    _take(base, 0, ["zeta", "the_o"])
    _take(base, 1, ["qubeley"])
    before = bot_strong.evaluate(base, 0)
    gain = catalogue()["nemo-1"].points
    trailing = clone(base)
    _take(trailing, 2, ["nemo-1"])  # seat 2 gains and stays behind the leading rival
    worth = [points(trailing, s) + bot_strong.material(trailing, s) for s in range(4)]
    assert worth[2] < max(worth[1:])
    average_share = (1 - bot_strong.LEADER_WEIGHT) / 3
    assert bot_strong.evaluate(trailing, 0) == pytest.approx(before - average_share * gain)
    leader = clone(base)
    _take(leader, 1, ["nemo-1"])  # the same points to the leading rival
    assert bot_strong.evaluate(leader, 0) == pytest.approx(before - (bot_strong.LEADER_WEIGHT + average_share) * gain)
    assert bot_strong.evaluate(leader, 0) < bot_strong.evaluate(trailing, 0)


def test_rule_victory_strong_values_the_plain_difference_at_two_seats():
    state = arrange(seats=2, fleets={0: ["argama"], 1: ["radish"]})
    _take(state, 0, ["zeta"])
    _take(state, 1, ["qubeley"])
    worth = [points(state, s) + bot_strong.material(state, s) for s in range(2)]
    assert bot_strong.evaluate(state, 0) == pytest.approx(worth[0] - worth[1])


def test_rollout_context_changes_the_state_exactly_as_the_logging_one():
    s = played(4, 3, 30)
    quiet, logged = clone(s.state), clone(s.state)
    quiet_ctx, logged_ctx = QuietContext(SeededSource(5)), Context(SeededSource(5))
    for _ in range(40):
        if quiet.phase == OVER:
            break
        who = quiet.pending_attack.defender if quiet.phase == REACT and quiet.pending_attack else quiet.current
        action = bot_quick.best_action(quiet, who, legal_actions(quiet))
        GAME.apply(quiet, action, quiet_ctx)
        GAME.apply(logged, action, logged_ctx)
        assert serial.to_json(quiet) == serial.to_json(logged)
    assert quiet_ctx.events == [] and logged_ctx.events


def test_quick_lookups_match_the_state_queries():
    for seats, seed in ((2, 1), (4, 2), (6, 3)):
        s = played(seats, seed, 30)
        state = s.state
        f = bot_quick.Facts(state, 0)
        for seat in range(seats):
            for ms, pilot in state.pairs(seat):
                assert f.pilot[ms] == state.pilot_of(seat, ms) == pilot
                assert f.ms_owner[ms] == state.owner_of_ready(ms) == seat
            for ship in state.cards(ships(seat)):
                assert f.ship_owner[ship] == state.owner_of_ship(ship) == seat
            assert f.hold[seat] == pytest.approx(1 - (1 - bot_quick.CEASEFIRE_ODDS) ** len(state.cards(hand(seat))))


# -- the rollout policy: the quick player's choice without building every legal action (issue 20) -----------


def _random_position(rng: random.Random) -> ZGundamState:
    """A turn with random hands, fleets (some damaged) and pairs at 2-6 seats (every special card can come up)."""
    seats = rng.randint(2, 6)
    cat = catalogue()
    ship_cards = [c for c, card in cat.items() if card.kind == SHIP]
    ms_cards = [c for c, card in cat.items() if card.kind == "ms"]
    pilot_cards = [c for c, card in cat.items() if card.kind == "pilot"]
    action_cards = [c for c, card in cat.items() if card.kind != SHIP]
    for pile in (ship_cards, ms_cards, pilot_cards, action_cards):
        rng.shuffle(pile)
    hands, fleets, pairs, damage = {}, {}, {}, {}
    current = rng.randrange(seats)
    for seat in range(seats):
        fleets[seat] = [ship_cards.pop() for _ in range(rng.randint(0, 4))]
        for ship in fleets[seat]:
            if rng.random() < 0.5:
                damage[ship] = rng.randint(1, cat[ship].durability - 1) if cat[ship].durability > 1 else 0
        pairs[seat] = [(ms_cards.pop(), pilot_cards.pop()) for _ in range(rng.randint(0, 3))]
    used = {c for prs in pairs.values() for pr in prs for c in pr}
    action_cards = [c for c in action_cards if c not in used]
    for seat in range(seats):
        hands[seat] = [action_cards.pop() for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.5:  # a hand rich in special cards: repairs (full repair), explosions, lasers, supply
        specials = [c for c in action_cards if cat[c].kind == "special"]
        if rng.random() < 0.3:  # repairs first: one or two of them (a full repair)
            specials.sort(key=lambda c: cat[c].effect != "repair")
        hands[current] += specials[:rng.randint(1, 6)]
    damage = {s: d for s, d in damage.items() if d}
    return arrange(seats, hands, fleets, pairs, damage, current=current)


def _walked_positions(seats: int, seed: int, end: str, steps: int = 400):
    """Positions of a quick-against-quick game with some random moves mixed in (every phase)."""
    rng = random.Random(seed)
    ctx = QuietContext(SeededSource(seed))
    state = GAME.setup(seats, {"end": end}, ctx)
    for _ in range(steps):
        if state.phase == OVER:
            return
        yield state
        legal = legal_actions(state)
        who = state.pending_attack.defender if state.phase == REACT and state.pending_attack else state.current
        GAME.apply(state, rng.choice(legal) if rng.random() < 0.3 else bot_quick.best_action(state, who, legal), ctx)


def test_rollout_action_is_the_quick_players_choice():
    chosen: set[type] = set()
    positions = itertools.chain(
        (_random_position(random.Random(i)) for i in range(400)),
        *(_walked_positions(seats, seed, end) for seats, seed, end in
          ((2, 1, "deck"), (4, 2, "one_fleet"), (6, 3, "last_fleet"), (5, 4, "deck"))))
    for state in positions:
        who = state.pending_attack.defender if state.phase == REACT and state.pending_attack else state.current
        expected = bot_quick.best_action(state, who, legal_actions(state))
        assert bot_quick.rollout_action(state) == expected
        if state.phase == ACTION:
            chosen.add(type(expected))
    assert chosen >= {A.PlayRepair, A.PlayFullRepair, A.PlayExplosion, A.PlaySupply, A.PlayColonyLaser, A.AttackMS,
                      A.AttackShip, A.ShipAttack, A.DeployPair, A.Discard}
