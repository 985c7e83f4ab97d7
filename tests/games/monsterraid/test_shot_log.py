"""The shot's log line says where the die came to rest (issue 15): on targets it hits, on an
effect card it lies on (the card acts: at once or at the round's end), a miss only on nothing."""

from __future__ import annotations

from tabletop.games.monsterraid.content import content

from .helpers import land, new_game, shoot


def shot_line(on, lang="en"):
    session, script = new_game()
    state = session.state
    ids = [state.cards[0].id if x == "card" else state.targets[0].id for x in on]
    adv = state.turn
    die = next(d.id for d in state.dice if d.owner == adv and d.where == "hand")
    script.add(land(on=ids, face=3))
    events = shoot(session, die)
    line = next(e for e in events if e.kind == "shot").line(lang)
    return state, line


def test_rule_1_shoot_a_die_on_an_effect_card_is_logged_on_the_card_not_as_a_miss():
    state, en = shot_line(["card"])
    name = content().effects[state.cards[0].kind].name if state.cards else None
    assert "lands on the effect card" in en and "miss" not in en
    assert name is None or name.en in en
    _, ja = shot_line(["card"], "ja")
    assert "エフェクトカード" in ja and "失敗" not in ja


def test_rule_1_shoot_hits_and_misses_read_as_before():
    state, en = shot_line(["target"])
    assert "→ hits " in en
    _, en = shot_line([])
    assert "→ misses (on nothing)" in en
