"""Hidden information (views and redacted logs), labels, and the state's JSON form."""

import json
import random

from tabletop.core import serial
from tabletop.core.session import new_session
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.state import COUNTER, SdgfState

from .test_battle import A, B, CHEER, FILL, battle, _play


def _play_until(session, phase, rng):
    while session.state.phase != phase and not session.is_over():
        session.apply(rng.choice(session.legal_actions()))


def test_view_hides_the_other_hand_and_every_deck():
    s = new_session("sdgf", seed=4)
    st = s.state
    for seat in (0, 1):
        v = s.view(seat)
        mine, theirs = v["seats"][seat], v["seats"][1 - seat]
        assert all(c is not None for c in mine["hand"]) and mine["hand_count"] == len(mine["hand"])
        assert all(c is None for c in theirs["hand"]) and theirs["hand_count"] == len(theirs["hand"])
        assert "deck" not in mine and mine["deck_count"] == len(st.zone("deck", seat).cards)
        hidden = {st.card_of[c] for c in st.zone("hand", 1 - seat).cards} - \
                 {st.card_of[c] for c in st.zone("hand", seat).cards}
        assert not hidden & set(v["cards"])   # the card catalogue shows only what the seat may see
    spectator = s.view(None)
    assert all(c is None for side in spectator["seats"] for c in side["hand"])
    text = json.dumps(spectator, ensure_ascii=False)
    for c in st.zone("deck", 0).cards + st.zone("deck", 1).cards:
        assert f'"{c}"' not in text


def test_view_log_redacts_draws_for_the_other_seat():
    s = new_session("sdgf", seed=9)
    drawn = [s.state.card_of[c] for c in s.state.zone("hand", 0).cards]
    from tabletop.games.sdgf.cards import card_set
    names = {card_set()[c].name.ja for c in drawn}
    other = [e for e in s.log_for(1) if e.kind == "draw"]
    assert other and all("カードを1枚引いた" in e.text.ja for e in other if "プレイヤー1" in e.text.ja)
    mine = [e.text.ja for e in s.log_for(0) if e.kind == "draw" and "プレイヤー1" in e.text.ja]
    assert any(n in line for line in mine for n in names)


def test_view_battle_section_shows_totals_bonus_and_counters():
    s = battle(A, ["SDGF-34", "SDGF-35", "SDGF-36"], p1_hand=[CHEER] + FILL[:4])
    assert s.phase == COUNTER
    v = GAME.view(s, 1)
    b = v["battle"]
    assert b["power"] == [12, 8] and b["team_bonus"] == [0, 5] and b["team_bonus_kind"] == ["", "same_kind"]
    assert b["team_bonus_label"][1]["ja"] == "同じ種類3枚"
    assert b["counter_order"] == [0, 1]
    assert v["terrain"][0]["card"] == "SDGF-06"
    _play(s, CHEER)
    v = GAME.view(s, 1)
    assert v["battle"]["plays"][0]["card"] == CHEER and v["battle"]["totals"] == [15, 13]
    assert v["pending"]["seat"] == 1 and v["pending"]["choices"]
    assert "choices" not in GAME.view(s, 0)["pending"]
    assert v["seats"][0]["counter_cards"][0]["card"] == CHEER


def test_view_standby_shows_tapped_state_and_turns():
    from .helpers import build
    s = build({"hand": FILL, "deck": ["SDGF-06"], "standby": ["SDGF-06", "SDGF-08", "SDGF-09"]},
              {"hand": FILL, "standby": B}, turn=3, tapped={(0, "SDGF-08"): 2})
    v = GAME.view(s, None)
    sky = [e for e in v["seats"][0]["standby"] if e["card"] == "SDGF-08"][0]
    assert sky["tapped"] and sky["tapped_on_turn"] == 2 and sky["turns_tapped"] == 1
    assert sky["will_be_discarded_if_left"]
    sea = [e for e in v["seats"][0]["standby"] if e["card"] == "SDGF-09"][0]
    assert not sea["tapped"] and sea["turns_tapped"] == 0
    info = v["cards"]["SDGF-08"]
    assert info["adapt_label"][0] == {"ja": "空", "en": "Sky"} and info["power"] == 4


def test_labels_in_both_languages_for_every_action_and_turn():
    rng = random.Random(5)
    s = new_session("sdgf", seed=21)
    kinds = set()
    while not s.is_over():
        label = GAME.turn_label(s.state)
        assert label.ja and label.en and label.ja != label.en
        for a in s.legal_actions():
            ja, en = GAME.describe_action(s.state, a, "ja"), GAME.describe_action(s.state, a, "en")
            assert ja and en and ja != en and ja != type(a).__name__
        kinds.add(s.pending().kind)
        s.apply(rng.choice(s.legal_actions()))
    assert {"formation", "reveal_terrain", "counter", "calculate"} <= kinds
    assert "終了" in GAME.turn_label(s.state).ja


def test_state_round_trips_through_json():
    rng = random.Random(2)
    s = new_session("sdgf", seed=8)
    _play_until(s, COUNTER, rng)
    data = json.loads(json.dumps(GAME.state_to_json(s.state)))
    again = serial.from_json(SdgfState, data)
    assert GAME.state_hash(again) == s.state_hash()
    assert GAME.view(again, 0) == s.view(0)


def test_view_never_shows_deck_cards_or_the_other_hand_during_play():
    rng = random.Random(13)
    for seed in range(4):
        s = new_session("sdgf", seed=seed)
        while not s.is_over():
            st = s.state
            for seat in (None, 0, 1):
                text = json.dumps(GAME.view(st, seat))
                secret = st.zone("deck", 0).cards + st.zone("deck", 1).cards
                secret += [c for p in (0, 1) if p != seat for c in st.zone("hand", p).cards]
                assert not [c for c in secret if f'"{c}"' in text]
            s.apply(rng.choice(s.legal_actions()))


def _counter_only_hand(st: SdgfState, seat: int) -> list[tuple[int, int]]:
    """Exchange every SD card of ``seat``'s hand with a counter card of its deck; the (hand, deck) positions
    exchanged, so that ``_exchange`` can put them back."""
    from tabletop.games.sdgf.cards import card_set

    hand, deck = st.zone("hand", seat).cards, st.zone("deck", seat).cards
    counters = [j for j, c in enumerate(deck) if not card_set()[st.card_of[c]].is_sd]
    pairs = [(i, counters.pop()) for i, c in enumerate(hand) if card_set()[st.card_of[c]].is_sd]
    _exchange(st, seat, pairs)
    return pairs


def _exchange(st: SdgfState, seat: int, pairs: list[tuple[int, int]]) -> None:
    hand, deck = st.zone("hand", seat).cards, st.zone("deck", seat).cards
    for i, j in pairs:
        hand[i], deck[j] = deck[j], hand[i]


def test_the_formation_decision_is_the_same_whether_the_hand_holds_sd_cards_or_only_counter_cards():
    """The leak the soak found (issue 21): the decision's kind and prompt (deploy or dark hole) told the other
    seat whether a hand held only counter cards. Swapping that hand to all counter cards and back changes
    nothing that the other seat or a spectator sees, nor the pending decision; the deciding seat sees its own
    options."""
    from tabletop.games.sdgf.actions import DarkHoleDiscard, Deploy

    for seed in range(4):
        s = new_session("sdgf", seed=seed)
        st = s.state
        seat = st.actor
        assert GAME.pending(st).kind == "formation"
        before = (GAME.pending(st), GAME.view(st, 1 - seat), GAME.view(st, None))
        own_before = GAME.view(st, seat)["pending"]
        pairs = _counter_only_hand(st, seat)
        assert pairs, "the dealt hand holds an SD card"
        assert all(isinstance(a, DarkHoleDiscard) for a in GAME.legal_actions(st))
        assert (GAME.pending(st), GAME.view(st, 1 - seat), GAME.view(st, None)) == before
        own = GAME.view(st, seat)["pending"]
        assert own["kind"] == own_before["kind"] == "formation"
        assert "dark hole" in own["prompt"]["en"] and "ダークホール" in own["prompt"]["ja"]
        assert "dark hole" not in own_before["prompt"]["en"]
        _exchange(st, seat, pairs)   # and back
        assert all(isinstance(a, Deploy) for a in GAME.legal_actions(st))
        assert (GAME.pending(st), GAME.view(st, 1 - seat), GAME.view(st, None)) == before
        assert GAME.view(st, seat)["pending"] == own_before


def test_the_formation_prompt_every_seat_sees_names_both_cases():
    s = new_session("sdgf", seed=3)
    prompt = s.pending().prompt
    assert "standby" in prompt.en and "dark hole" in prompt.en
    assert "待機フィールド" in prompt.ja and "ダークホール" in prompt.ja
