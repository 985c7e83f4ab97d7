"""Dice shown right in Z Gundam (issue 15), played with posted clicks and drags.

A repair succeeds on the points to repair or more ((2)-a 修理: "修理したいポイント数以上の
出目"), and its panel says so; hit dice are counted, never summed, in the log
and the battle panel ("命中2", "2 hits").
"""

from __future__ import annotations

import re

import pytest

from tabletop.core.dice import ScriptedSource
from tests.ui.conftest import button_labelled, click

from .helpers import lift
from .test_play import colony_laser_dragged, repair_chosen

POINTS = {"ja": "2ポイント", "en": "by 2 ("}


@pytest.mark.parametrize("lang,face,ok", [("ja", 2, True), ("ja", 1, False), ("en", 5, True), ("en", 1, False)])
def test_rule_2_a_repair_succeeds_on_the_points_or_more_and_the_panel_says_so(app, lang, face, ok):
    app.lang = lang
    scene, session, seat, ship, repair = repair_chosen(app)
    session.dice = ScriptedSource([face])
    click(app, button_labelled(scene, POINTS[lang], lang))
    lift(app)
    record = session.state.last_combat
    assert record.kind == "repair" and bool(record.rolls[0].hits) is ok
    assert (ship not in session.state.damage) is ok
    [result] = scene.combat.results(lang)
    if lang == "ja":
        assert result == ("成功（2以上）" if ok else "失敗（2以上が必要）") and "以下" not in result
    else:
        assert result == ("success (2 or more)" if ok else "fails (needs 2 or more)")
    roll_line = next(e.line(lang) for e in reversed(session.log_for(seat)) if e.kind == "roll")
    assert ("以上で成功" in roll_line) if lang == "ja" else ("needs 2 or more" in roll_line)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rule_2_a_colony_laser_hit_dice_are_counted_not_summed(app, lang):
    app.lang = lang
    scene, session, seat, _target, _laser = colony_laser_dragged(app)
    rolls = [e for e in session.log_for(seat) if e.kind == "roll"]
    assert rolls
    for event in rolls:
        line = event.line(lang)
        hits = sum(1 for f in event.data["results"] if f <= int(re.search(r"(\d+)(以下|\s+or less)", line).group(1)))
        assert (f"命中{hits}" in line) if lang == "ja" else (f"{hits} hit" in line)
        assert " = " not in line                       # no sum of dice that are counted
    shown = scene.combat.results(lang)
    assert shown and all(("命中" in r) if lang == "ja" else ("hit" in r) for r in shown)



@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_colony_lasers_fire_names_the_card_it_fires_at(probe, lang):
    """The battle panel's rows of the colony laser's fire read "P1 Rick Dias" where Rick Dias was the defender's (a
    newcomer took the defender's ships and suits for the attacker's): they read "P1 → Rick Dias"."""
    from tabletop.ui.app import App
    from tabletop.ui.views.zgundam.faces import card_name
    from tests.ui.driver import Driver

    from .helpers import drag, lift, point_on, start
    from .test_play import give, play_setup

    app = App(lang, size=(1280, 800))
    driver = Driver(app, probe)
    scene = start(app, seats=3, seed=2)
    play_setup(app, scene)
    session = scene.session
    seat = session.state.current
    laser = give(session, seat, "colony_laser")
    with session.edit():  # a target with no combat-ready pairs, so that the laser holds and fires
        target = (seat + 1) % 3
        session.state.cards("discard").extend(session.state.cards(f"ready{target}"))
        session.state.cards(f"ready{target}").clear()
    scene.on_change([])
    drag(app, point_on(scene, laser), point_on(scene, session.state.cards(f"ships{target}")[0]))
    lift(app)
    driver.still()
    record = session.state.last_combat
    fired = [r for r in record.rolls if r.seat == seat]
    assert fired, "the laser did not fire"
    drawn = [d.full for d in probe.texts(app.surface) if d.full and d.full.startswith(f"P{seat + 1} ")]
    names = [card_name(scene.view_data["cards"].get(r.card), r.card, lang) for r in fired]
    assert any(f"P{seat + 1} → {name}" in drawn for name in names), (names, drawn)
    assert not any(f"P{seat + 1} {name}" in drawn for name in names), (names, drawn)

