"""The quick TDF's use of Seven and Emerium (rules 15.9, 16, 17, 18): keep energy for the 「－」
cards only Seven can remove, leave the others to the fighters, spend everything in an emergency."""

from __future__ import annotations

import copy

from tabletop.core.bots import make_bot, seen_by
from tabletop.core import registry
from tabletop.core.session import new_session
from tabletop.games import discover
from tabletop.games.ultraseven.actions import DeclineTransform, EndCombatStep, Fight, Transform
from tabletop.games.ultraseven.players import (cards_left, combat_quick, dash_reserve, deploy_plan, emergency,
                                               pressing, technique_choice, turns_to_win, want_seven)
from tabletop.games.ultraseven.state import ALIEN, BASE, TDF

discover()
GAME = registry.find("ultraseven")
BOOK = GAME.book
DASH = next(c for c, v in BOOK.invasion.items() if v.tdf_value is None and not v.special)
PLAIN = next(c for c, v in BOOK.invasion.items()
             if v.tdf_value == 0 and v.combat == 3 and not v.special and v.area != BOOK.invasion[DASH].area)


def _card(card: str, chits: int = 0, damage: int = 0) -> dict:
    inv = BOOK.invasion[card]
    return {"id": card, "kind": "invasion", "face_up": True, "area": inv.area, "tdf_value": inv.tdf_value,
            "combat": inv.combat, "current_combat": max(0, inv.combat - damage), "chits": chits, "damage": damage,
            "chits_discovered": inv.chits_discovered, "chits_hidden": inv.chits_hidden,
            "hidden_cap": inv.hidden_cap, "recon": inv.recon, "chits_this_turn": 0}


def _view(emerium: int, table: list[dict], removed: int = 0, combat: dict | None = None) -> dict:
    """A TDF view at the start of the game, with ``table`` face up and ``removed`` cards gone."""
    view = copy.deepcopy(new_session("ultraseven", 2, {"mode": "one_cour"}, seed=0).view(TDF))
    view["emerium"]["value"] = emerium
    gone = [c for c in BOOK.invasion if c not in {t["id"] for t in table}][:removed]
    view["removed"] = [{"id": c, "kind": "invasion"} for c in gone]
    for area in view["areas"]:
        area["invasion"] = next((t for t in table if t["area"] == area["id"]), None)
    view["face_down"] = []
    view["combat"] = {"card": combat, "area": combat["area"]} if combat else None
    return view


def _fights():
    return [Fight(t) for t in BOOK.techniques]


def test_rule_15_9_emerium_is_kept_for_dash_cards_still_to_come():
    fresh = _view(37, [])
    assert dash_reserve(BOOK, fresh) > 0
    one_dash = _view(37, [_card(DASH)])
    assert dash_reserve(BOOK, one_dash) > dash_reserve(BOOK, fresh)
    # the card in combat is not counted in its own reserve
    assert dash_reserve(BOOK, one_dash, DASH) < dash_reserve(BOOK, one_dash)


def test_turns_to_win_and_emergencies_follow_rule_7_3_rates():
    card = _card(PLAIN, chits=13 - BOOK.invasion[PLAIN].chits_discovered)
    assert turns_to_win(card) == 1
    assert emergency(_view(37, [card]), card)
    calm = _card(PLAIN, chits=0)
    assert not pressing(calm) and not emergency(_view(37, [calm]), calm)
    # the game's last invasion card is always an emergency
    assert cards_left(_view(37, [calm], removed=12)) == 1
    assert emergency(_view(37, [calm], removed=12), calm)


def test_rule_16_2_seven_leaves_a_plain_card_to_the_fighters_when_energy_is_short():
    calm = _card(PLAIN, chits=2)
    low = _view(6, [calm], combat=calm)
    assert not want_seven(BOOK, low, calm)
    assert combat_quick(BOOK, low, [Transform(), DeclineTransform()], "transform") == DeclineTransform()
    rich = _view(37, [calm], removed=8, combat=calm)
    assert want_seven(BOOK, rich, calm)
    danger = _card(PLAIN, chits=10)
    assert want_seven(BOOK, _view(6, [danger], combat=danger), danger)


def test_rule_16_2_seven_always_answers_a_dash_card():
    dash = _card(DASH, chits=1)
    view = _view(2, [dash], combat=dash)
    assert want_seven(BOOK, view, dash)
    assert not want_seven(BOOK, _view(0, [dash], combat=dash), dash)


def test_rule_18_1_technique_is_the_cheapest_per_removal_when_calm_and_the_surest_in_an_emergency():
    calm = _card(PLAIN, chits=0)
    view = _view(37, [calm], combat=calm)
    choice = technique_choice(BOOK, view, _fights())
    assert BOOK.techniques[choice.technique].extra <= 2
    last = _card(PLAIN, chits=12)
    urgent = _view(37, [last], combat=last)
    best = technique_choice(BOOK, urgent, _fights())
    assert BOOK.techniques[best.technique].extra == max(t.extra for t in BOOK.techniques.values())
    # with little energy in an emergency: the surest technique Seven can still pay for
    poor = _view(3, [last], combat=last)
    assert BOOK.techniques[technique_choice(BOOK, poor, _fights()).technique].extra <= 3


def test_rule_17_2_a_tie_on_a_plain_card_is_left_with_one_emerium_point():
    calm = _card(PLAIN, chits=0)
    view = _view(1, [calm], combat=calm)
    assert technique_choice(BOOK, view, [*_fights(), EndCombatStep()]) == EndCombatStep()


def test_rule_16_1_dan_goes_to_the_dash_card_even_with_little_energy():
    dash = _card(DASH, chits=4)
    plan = deploy_plan(BOOK, _view(2, [dash]))
    dan = next(c for c, m in BOOK.members.items() if m.dan)
    assert plan[dan] == BOOK.invasion[DASH].area
    # fighters are not sent where the TDF attack cannot hurt (rule 15.9)
    fighters = [c for c, m in BOOK.members.items() if not m.dan and not m.kurata]
    assert all(plan[m] != BOOK.invasion[DASH].area for m in fighters)
    plain = _card(PLAIN, chits=1)
    both = deploy_plan(BOOK, _view(30, [dash, plain]))
    assert sum(1 for m in fighters if both[m] == BOOK.invasion[PLAIN].area) >= 2
    assert both[dan] != BASE


def test_quick_tdf_beats_the_random_alien():
    """Issue 9: with the energy kept for the 「－」 cards the random alien's long games are won."""
    won = 0
    for seed in range(6):
        session = new_session("ultraseven", 2, {"mode": "one_cour"}, seed=seed)
        bots = [make_bot(GAME, "random", ALIEN, seed), make_bot(GAME, "quick", TDF, seed)]
        while not session.is_over():
            d = session.pending()
            session.apply(bots[d.seat].choose(seen_by(session, bots[d.seat])), d.seat)
        won += session.state.winner == TDF
    assert won >= 5


def test_rule_8_5_quick_alien_draws_when_no_hand_card_may_be_placed():
    """Two cours: invasion conditions hold (21.3); with an empty table and only hand cards
    waiting for their information the quick alien draws instead of passing for ever."""
    session = new_session("ultraseven", 2, {"mode": "two_cour"}, seed=0)
    bots = [make_bot(GAME, "quick", seat, 0) for seat in (ALIEN, TDF)]
    steps = 0
    while not session.is_over() and steps < 6000:
        d = session.pending()
        session.apply(bots[d.seat].choose(seen_by(session, bots[d.seat])), d.seat)
        steps += 1
    assert session.is_over() and session.state.turn < 150
