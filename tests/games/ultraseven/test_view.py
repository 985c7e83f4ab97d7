"""Views, redacted logs, undo policy, turn labels and action texts."""

import json

from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.actions import (ApplyEvent, Deploy, Draw, EndAlienActions, PlaceInvasion,
                                                Reveal)

from .helpers import BOOK, clear_table, new, put, to_hand


def test_the_alien_hand_is_secret_to_the_tdf_and_spectators():
    s = new()
    hand = s.state.zones["alien_hand"].cards
    for seat in (1, None):
        v = s.view(seat)
        assert v["alien_hand"] == {"count": 6, "cards": None}
        text = json.dumps(v, ensure_ascii=False)
        assert not any(f'"{c}"' in text for c in hand)
    assert [c["id"] for c in s.view(0)["alien_hand"]["cards"]] == hand


def test_the_deck_shows_only_its_count():
    s = new()
    for seat in (0, 1, None):
        v = json.dumps(s.view(seat))
        assert s.view(seat)["deck"] == {"count": len(s.state.zones["deck"])}
        assert not any(f'"id": "{c}"' in v for c in s.state.zones["deck"].cards)


def test_a_revealed_card_shows_its_area_and_numbers_to_everyone():
    s = new()
    clear_table(s)
    put(s, "inv08", chits=BOOK.invasion["inv08"].hidden_cap)
    s.apply(Reveal("inv08"), 0)
    inv = s.view(1)["areas"][1]["invasion"]
    assert inv["id"] == "inv08" and inv["area"] == "city" and inv["face_up"]
    assert inv["chits"] == BOOK.invasion["inv08"].hidden_cap and s.view(1)["face_down"] == []


def test_view_has_everything_the_table_screen_draws():
    s = new()
    v = s.view(1)
    for key in ("turn", "phase", "pending", "ap", "emerium", "deck", "alien_hand", "tdf_hand", "revealed",
                "events_active", "information", "discard", "removed", "areas", "face_down", "base",
                "capsules", "effects", "weapons", "redeploys", "recon_results", "combat", "winner"):
        assert key in v, key
    assert v["ap"] == {"remaining": 8, "total": 8}
    assert v["emerium"]["value"] == 130
    assert len(v["areas"]) == 6 and {a["id"] for a in v["areas"]} == set(BOOK.areas)
    assert json.loads(json.dumps(v)) == v


def test_pending_event_details_in_the_view():
    s = new()
    with s.edit():
        s.state.table().move("ev_anne_1", "deck", index=0)
    s.apply(Draw(), 0)
    p = s.view(1)["pending"]
    assert p["seat"] == 1 and p["kind"] == "event" and p["event"]["id"] == "ev_anne_1" and not p["hand_full"]


def test_drawing_and_revealing_cannot_be_undone_but_deployment_can():
    s = new()
    s.apply(Draw(), 0)
    assert not s.can_undo(0)
    if s.pending().kind == "event":
        s.apply(ApplyEvent(), 1)
    s.apply(EndAlienActions(), 0)
    s.apply(Deploy("m_soga", "city"), 1)
    assert s.can_undo(1)
    s.undo(1)
    assert "m_soga" in s.state.zones["tdf:base"].cards


def test_placing_a_card_is_logged_without_its_name_or_area_for_the_tdf():
    s = new()
    clear_table(s)
    to_hand(s, "inv24")
    s.apply(PlaceInvasion("inv24"), 0)
    last = s.log_for(1)[-1].text
    assert "#1" in last.ja and "海" not in last.ja and "カナン" not in last.ja and "Sea" not in last.en


def test_turn_label_and_descriptions():
    s = new()
    assert GAME.turn_label(s.state).ja == "ターン1・星人側アクション"
    assert GAME.turn_label(s.state).en == "Turn 1 — Alien actions"
    texts = {GAME.describe_action(s.state, a, "ja") for a in s.legal_actions()}
    assert "カードを1枚引く（2AP）" in texts
    assert any("侵略カードを置く" in t for t in texts)
    assert GAME.describe_action(s.state, Draw(), "en") == "Draw a card (2 AP)"


def test_spec_and_registration():
    from tabletop.core import registry
    import tabletop.games
    tabletop.games.discover()
    assert registry.find("ultraseven") is GAME
    assert GAME.spec.hidden_information and GAME.spec.chance
    assert [k for k, _ in GAME.spec.options[0].choices] == ["one_cour", "two_cour", "campaign"]
    assert GAME.seat_name(0, "ja") == "星人側"


def test_rule_1_2_two_players_alien_and_tdf():
    from tabletop.core.session import Session
    import pytest
    assert (GAME.spec.min_seats, GAME.spec.max_seats) == (2, 2)
    assert GAME.seat_name(1, "en").startswith("Terrestrial Defense Force")
    with pytest.raises(Exception):
        Session(GAME, 3)


def test_rule_2_1_six_sided_dice_only():
    import random
    from tabletop.games.ultraseven.bots import POLICIES
    s = new("one_cour", 4)
    rng = random.Random(4)
    for _ in range(400):
        if s.pending() is None:
            break
        s.apply(POLICIES["greedy"](GAME, s.state, rng), s.pending().seat)
    rolls = [e for e in s.events if e.kind == "roll"]
    assert rolls and all(e.data["sides"] == 6 and len(e.data["results"]) in (1, 2) for e in rolls)


def test_a_chit_on_a_face_down_card_says_how_many_more_its_cap_takes():
    """Session 29: the chit button ended in a bare " [4]"; it says what the number is (rule 7.4), face down only."""
    from tabletop.games.ultraseven.actions import PlaceChit

    s = new()
    clear_table(s)
    put(s, "inv01", chits=1)
    put(s, "inv02", face_up=True, chits=1)
    left = BOOK.invasion["inv01"].hidden_cap - 1
    assert GAME.describe_action(s.state, PlaceChit("inv01"), "en").endswith(f"(1 AP, {left} more to its cap)")
    assert GAME.describe_action(s.state, PlaceChit("inv01"), "ja").endswith(f"（1AP、限界まであと{left}）")
    assert GAME.describe_action(s.state, PlaceChit("inv02"), "en").endswith("(1 AP)")
