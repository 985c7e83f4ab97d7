"""SD Gundam Force computer players: they see only their seat's view, play legally, time counters well."""

import random

from tabletop.core.bots import Seen, bot_move, levels, make_bot
from tabletop.core.session import new_session
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.bots import SearchPlayer, greedy_choice, sample_state
from tabletop.games.sdgf.metrics import metrics
from tabletop.games.sdgf.actions import Discard, PlayCounter
from tabletop.games.sdgf.state import COUNTER
from tests.games.sdgf.helpers import act, build, find

LAND, LAND2, SKY = "SDGF-06", "SDGF-07", "SDGF-08"
A = ["SDGF-06", "SDGF-36", "SDGF-31"]  # 12, no team bonus
B = ["SDGF-07", "SDGF-20", "SDGF-29"]  # 15, no team bonus
CHEER, SHIELD, IFIELD, CANCEL = "SDGF-45", "SDGF-44", "SDGF-46", "SDGF-48"
FILL = ["SDGF-42"] * 4


def _small(seat: int, seed: int = 0):
    bot = make_bot(GAME, "strong", seat, seed)
    bot.search = SearchPlayer(GAME, worlds=2, horizon=1)
    return bot


def _play_to(seed: int, stop, players=("quick", "quick")):
    """A session played by quick bots until ``stop(session)`` (or the end)."""
    s = new_session("sdgf", seed=seed)
    bots = [make_bot(GAME, lvl, seat, seed) for seat, lvl in enumerate(players)]
    while not s.is_over() and not stop(s):
        seat = s.pending().seat
        s.apply(bot_move(s, bots[seat]), seat)
    return s


def test_levels_offered():
    assert levels("sdgf") == ["random", "quick", "strong"]


def test_strong_bot_never_receives_the_state_and_plays_legally():
    s = new_session("sdgf", seed=3)
    bots = [_small(0, 3), make_bot(GAME, "random", 1, 3)]
    assert not bots[0].full_information
    seen_states = []
    original = bots[0].choose

    def spy(seen: Seen):
        seen_states.append(seen.state)
        return original(seen)

    bots[0].choose = spy
    while not s.is_over():
        seat = s.pending().seat
        action = bot_move(s, bots[seat])
        assert action in s.legal_actions()
        s.apply(action, seat)
    assert seen_states and all(x is None for x in seen_states)
    assert GAME.outcome(s.state) is not None


def _swap_hidden(state, seat: int):
    """A copy of ``state`` with the other seat's hand and deck dealt differently, and this seat's deck reordered."""
    other = 1 - seat
    copy = GAME.state_from_json(GAME.state_to_json(state))
    hand, deck = copy.zone("hand", other).cards, copy.zone("deck", other).cards
    pool = hand + deck
    random.Random(7).shuffle(pool)
    hand[:], deck[:] = pool[:len(hand)], pool[len(hand):]
    copy.zone("deck", seat).cards.reverse()
    return copy


def test_strong_choice_unchanged_when_hidden_cards_are_swapped_consistently_with_its_view():
    checked = 0
    for seed in (5, 8):
        s = _play_to(seed, lambda s: s.state.phase == COUNTER and s.state.turn >= 3)
        if s.is_over():
            continue
        seat = s.pending().seat
        other_state = _swap_hidden(s.state, seat)
        assert other_state.zone("hand", 1 - seat).cards != s.state.zone("hand", 1 - seat).cards or \
            other_state.zone("deck", 1 - seat).cards != s.state.zone("deck", 1 - seat).cards
        view = GAME.view(s.state, seat)
        assert GAME.view(other_state, seat) == view
        legal = s.legal_actions()
        assert GAME.legal_actions(other_state) == legal
        a = _small(seat, 1).choose(Seen(seat, "counter", view, legal))
        b = _small(seat, 1).choose(Seen(seat, "counter", GAME.view(other_state, seat), legal))
        assert a == b and a in legal
        checked += 1
    assert checked


def test_sampled_world_matches_the_view():
    """Every sampled state shows the seat exactly what it sees (hidden cards aside)."""
    for seed, phase in ((2, COUNTER), (4, "formation"), (6, "sortie")):
        s = _play_to(seed, lambda s: s.state.phase == phase and s.state.turn >= 2)
        if s.is_over():
            continue
        seat = s.pending().seat
        view = GAME.view(s.state, seat)
        for k in range(3):
            world = sample_state(view, random.Random(k))
            got = GAME.view(world, seat)
            for key in ("seats", "terrain", "terrain_history", "battle", "pending", "phase", "turn", "one_sided"):
                assert got[key] == view[key], key
            assert GAME.legal_actions(world) == s.legal_actions()


def _counter_position(p2_hand, p1_play=None):
    """Player 1 (12) counters first against Player 2 (15); optionally plays ``p1_play`` first."""
    a = {"hand": [CHEER] + FILL, "standby": list(A), "deck": [LAND, "SDGF-42"]}
    b = {"hand": list(p2_hand), "standby": list(B), "deck": ["SDGF-42"]}
    s = build(a, b, turn_player=0)
    from tabletop.games.sdgf.actions import RevealTerrain

    act(s, RevealTerrain())
    if p1_play:
        act(s, PlayCounter(find(s, 0, "hand", p1_play)))
    else:
        act(s, Discard(find(s, 0, "hand", "SDGF-42")))
    return s


def test_quick_keeps_the_cancel_when_a_cheaper_card_wins():
    s = _counter_position([CANCEL, SHIELD, "SDGF-42", "SDGF-42"], p1_play=CHEER)  # 15 to 15 now
    a = greedy_choice(GAME.view(s, 1), GAME.legal_actions(s), random.Random(0))
    assert a == PlayCounter(find(s, 1, "hand", SHIELD))


def test_quick_cancels_a_big_counter_when_nothing_else_wins():
    s = _counter_position([CANCEL, "SDGF-42", "SDGF-42", "SDGF-42"], p1_play=CHEER)
    a = greedy_choice(GAME.view(s, 1), GAME.legal_actions(s), random.Random(0))
    assert a == PlayCounter(find(s, 1, "hand", CANCEL))


def test_quick_does_not_waste_a_counter_card_when_already_winning():
    s = _counter_position([SHIELD, IFIELD, "SDGF-42", "SDGF-42"])
    a = greedy_choice(GAME.view(s, 1), GAME.legal_actions(s), random.Random(0))
    assert isinstance(a, Discard)


def test_metrics_of_a_finished_game():
    s = _play_to(11, lambda s: False)
    m = metrics(s.state)
    assert m["winner_deck"] in ("neotopia", "dark_axis") and m["turns"] >= 1
    assert m["end_dark_hole"] != m["end_deck_out"]
    assert max(m["dark_hole_p1"], m["dark_hole_p2"]) == 10 or m["end_deck_out"]
    assert GAME.metrics(s.state) == m


def test_playout_fast_paths_give_the_same_zones_and_cover_as_the_plain_lookups():
    """The speed-ups of the search's playouts (zone index, table, cover cache) change no decision.

    ``SdgfState.zone`` and ``table`` must hand back the very zone objects the plain scan finds,
    in real states, cloned states and sampled worlds; ``_cover`` must equal the uncached share.
    """
    from tabletop.core.zones import Table
    from tabletop.games.sdgf.bots import _adapt_masks, _clone, _cover, _terrain_pool
    from tabletop.games.sdgf.cards import card_set

    def plain(state, kind, seat=None):
        name = kind if seat is None else f"{kind}{seat}"
        return next(z for z in state.zones if z.name == name)

    def check(state):
        for kind in ("deck", "hand", "standby", "battle", "counter", "return", "darkhole"):
            for seat in (0, 1):
                assert state.zone(kind, seat) is plain(state, kind, seat)
        assert state.zone("terrain") is plain(state, "terrain")
        fast, slow = state.table().zones, Table(state.zones).zones
        assert list(fast) == list(slow) and all(fast[k] is slow[k] for k in slow)

    s = new_session("sdgf", seed=11)
    bots = [make_bot(GAME, "quick", seat, 11) for seat in (0, 1)]
    rng = random.Random(5)
    checked = 0
    while not s.is_over():
        check(s.state)
        check(_clone(s.state))
        world = sample_state(GAME.view(s.state, s.state.actor), rng)
        check(world)
        keys = tuple(s.state.decks)
        cards = [card_set()[world.card_of[c]] for c in world.zone("hand", world.actor).cards]
        for n in range(len(cards) + 1):
            mask = 0
            for c in cards[:n]:
                mask |= _adapt_masks(keys)[c.id]
            expected = bin(mask).count("1") / len(_terrain_pool(keys)) if n else 0.0
            assert _cover(keys, cards[:n]) == expected
        checked += 1
        seat = s.pending().seat
        s.apply(bot_move(s, bots[seat]), seat)
    assert checked > 20
    # a state laid out in another order still finds its zones (the slow path)
    odd = _clone(s.state)
    odd.zones.reverse()
    check(odd)
