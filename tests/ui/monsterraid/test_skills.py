"""Skills on the Monster Raid screen: several chosen at once, a skill with a choice, tap state (once per stage)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.monsterraid.actions import UseSkill
from tabletop.games.monsterraid.content import content

from ..conftest import button_labelled, click
from .helpers import motion, open_game


def skill_button(scene, name_ja):
    return next(b for b in scene.skill_list.items if name_ja in b.label("ja"))


def give(scene, adv, *skills):
    with scene.session.edit() as state:
        for s in state.adventurer(adv).skills:
            if s.id in skills:
                s.in_play = True
    scene.refresh()


def test_rule_1_skills_several_active_skills_used_at_once_and_tapped(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    give(scene, "sigurd", "dragons_blood", "dragon_dive")
    app.step([], 1 / 60)
    blood, dive = skill_button(scene, "ドラゴンズブラッド"), skill_button(scene, "ドラゴンダイブ")
    passive = skill_button(scene, "ドラゴンソウル")
    assert blood.enabled and dive.enabled and not passive.enabled
    assert not scene.use_btn.enabled
    click(app, blood)
    click(app, dive)
    assert set(scene.chosen) == {"dragons_blood", "dragon_dive"} and scene.use_btn.enabled
    click(app, scene.use_btn)
    state = scene.session.state
    sigurd = state.adventurer("sigurd")
    tapped = {s.id for s in sigurd.skills if s.tapped}
    assert tapped == {"dragons_blood", "dragon_dive"}
    assert state.dragons_blood and "dragon_dive" in sigurd.armed
    assert [a["action"]["type"] for a in scene.session.actions[-2:]] == ["UseSkill", "UseSkill"]
    assert state.turn == "sigurd"  # skills come before the shot
    # tapped: no second use this stage, and the button says why
    blood = skill_button(scene, "ドラゴンズブラッド")
    assert not blood.enabled and "使用済" in blood.label("ja")
    assert "once per stage" in blood.tooltip_text("en")


def test_rule_1_skills_a_skill_with_a_choice_lists_its_uses(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    give(scene, "sigurd", "dragons_blood")
    state = scene.session.state
    # Leaf's turn with 影縫い (choose a target)
    with scene.session.edit():
        state.turn = "leaf"
    give(scene, "leaf", "shadow_stitch")
    app.step([], 1 / 60)
    click(app, skill_button(scene, "影縫い"))
    assert scene.picking == "shadow_stitch" and scene.choices.visible
    uses = scene.choices.items
    targets = [t.id for t in state.live_targets()]
    assert len(uses) == len(targets)
    if not uses[1].rect.w:   # under the first, whole rows only: a turn of the wheel brings it in
        app.step([motion(uses[0].rect.center), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)],
                 1 / 60)
    assert uses[1].rect.w
    click(app, uses[1])
    assert scene.chosen["shadow_stitch"] == UseSkill("shadow_stitch", target=targets[1])
    click(app, button_labelled(scene, "選んだスキルを使う"))
    assert scene.session.state.shadow_stitch == [targets[1]]


def test_rule_1_skills_a_die_choice_names_the_dice(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    give(scene, "genjimaru", "mumyoken")
    with scene.session.edit():
        scene.session.state.turn = "genjimaru"
    scene.refresh()
    app.step([], 1 / 60)
    click(app, skill_button(scene, "無明剣"))
    labels = [b.label("ja") for b in scene.choices.items]
    assert labels and all("ゲンジマルの" in x and "genjimaru-" not in x for x in labels)
    assert any("ゲンジマルのd12" in x for x in labels)
    assert all("Genjimaru's" in b.label("en") for b in scene.choices.items)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_skill_is_in_view_at_800x560(app, lang):
    """After a growth an adventurer has two skills; at 800x560 the list showed one row (the new skill under a scroll
    bar). Each row whole in the list, Use and Pass under it, the log at least LOG_LEAST under them."""
    from tabletop.ui.text import resolve
    from tabletop.ui.views.monsterraid.scene import LOG_TIGHT

    app.lang = lang
    app.resize((800, 560))
    scene = open_game(app)
    click(app, scene.ready_btn)
    turn = scene.session.state.turn
    give(scene, turn, *[s.id for s in scene.session.state.adventurer(turn).skills][:3])
    app.step([], 1 / 60)
    rows = len(scene.skill_list.items)
    assert rows >= 3
    assert scene.skill_list.content_height() <= scene.skill_list.rect.h
    assert scene.skill_list.rect.bottom <= scene.use_btn.rect.top and not scene.use_btn.rect.colliderect(scene.pass_btn.rect)
    assert scene.pass_btn.rect.bottom <= scene.log.rect.top and scene.log.rect.h >= LOG_TIGHT - 10
    for b in (scene.use_btn, scene.pass_btn):   # their labels whole
        assert app.text.size(resolve(b.label, app.lang), b.size)[0] <= b.rect.w - 8


def _panel_chips(scene, adv_id: str) -> list[tuple[object, str]]:
    """(rect, face id) of the skill chips the adventurer's panel shows ("skill-<id>", "skill-more" for "+N")."""
    i = [a["id"] for a in scene.view_data["adventurers"]].index(adv_id)
    panel = scene.adv_rects[i]
    return [(r, f.id) for r, f in scene.hovers if f.id.startswith("skill-") and panel.contains(r)]


@pytest.mark.parametrize("lang, size, scale", [("en", (1280, 800), 1.5), ("ja", (1280, 800), 1.5), ("en", (800, 560), 1.0),
                                               ("ja", (800, 560), 1.0), ("en", (1280, 800), 1.0)],
                         ids=["150%", "150%-ja", "800x560", "800x560-ja", "1280x800"])
def test_the_panels_show_the_skills_gained_by_growth(app, lang, size, scale):
    """At 150 % the adventurers' panels showed no chip for a skill gained by growth (Sigurd's panel not even his
    first skill's): only the log named them. Then a panel with three or more skills showed "+N" for the rest (hover
    named them; issue 16). The adventurers' column now widens by what its panels need (the table keeping its
    least width): with four players every skill in play has its chip, whole, apart, inside its panel, at 150 % (in
    English up to four); at 800x560, where the table has no width to spare, the ones with no room are told by a
    "+N" chip whose hover reads them (there with four players already the second skill of the adventurer whose
    name takes two lines in its turn); the panels never reach the table."""
    from .helpers import scaled_turn

    app.lang = lang
    scene = scaled_turn(app, size, scale)
    for most in (2, 3, 4, 5):
        for adv in scene.session.state.adventurers:
            give(scene, adv.id, *[s.id for s in adv.skills][:most])
        app.step([], 1 / 60)
        for adv, panel in zip(scene.view_data["adventurers"], scene.adv_rects):
            assert panel.right <= scene.board.rect.left and panel.right <= scene.targets_rect.left, (most, panel)
            chips = _panel_chips(scene, adv["id"])
            ids = [f for _r, f in chips]
            named = [f.removeprefix("skill-") for f in ids if f != "skill-more"]
            assert named == [s["id"] for s in adv["skills"]][:len(named)], (adv["id"], ids)
            rects = [r for r, _f in chips]
            assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:]), (adv["id"], rects)
            if (most == 2 and size != (800, 560)) or (scale > 1 and (lang == "ja" or most <= 4)):
                assert len(named) == len(adv["skills"]) and "skill-more" not in ids, (most, adv["id"], ids)
            else:
                assert len(named) == most or ("skill-more" in ids and len(named) >= 1), (adv["id"], ids)


def test_the_skills_read_whole_in_the_column_s_room_at_1280x800(app):
    """At 1280x800 some 150 px lay empty between the skill list and Use / Pass: a skill's text is now shown whole
    under its name there (in the body type) where it fits (the skills to choose tried first), and Use and Pass keep
    their place; with six skills the names alone."""
    from tabletop.ui.text import resolve

    app.lang = "en"
    scene = open_game(app)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    turn = scene.session.state.turn
    use, pass_ = scene.use_btn.rect.copy(), scene.pass_btn.rect.copy()
    for most in (1, 2):
        give(scene, turn, *[s.id for s in scene.session.state.adventurer(turn).skills][:most])
        app.step([], 1 / 60)
        items = scene.skill_list.items
        assert len(items) == most
        described = [b for b in items if b.sublabel is not None]
        assert described and all(resolve(b.sublabel, "en") == content().skills[b.skill].text.en for b in described)
        assert scene.skill_list.content_height() <= scene.skill_list.rect.h
        assert scene.skill_list.rect.bottom <= scene.use_btn.rect.top
        assert (scene.use_btn.rect, scene.pass_btn.rect) == (use, pass_)
    give(scene, turn, *[s.id for s in scene.session.state.adventurer(turn).skills])   # six: names alone
    app.step([], 1 / 60)
    assert all(b.sublabel is None for b in scene.skill_list.items)


def test_at_800x560_a_name_of_two_lines_goes_on_one_where_that_shows_more_skills(app):
    """At 800x560 with four players, Sigurd's name took two lines in his turn ("竜騎士 / シグルド": the mouse mark
    narrowed its line) and his panel had room for one skill chip, its five skills shown as 1 + "+4" (issue 16).
    Where the name fits on one line in a smaller print (not under 4 px below the small type) and that shows more
    chips, it takes one line: the row beside the card under the seat goes to the chips. The name stays whole and
    clear of the mouse mark; English names, too long for one line there, keep their two."""
    from tabletop.ui import theme
    from tabletop.ui.views.monsterraid.panels import plan_adventurer

    from .helpers import scaled_turn

    app.lang = "ja"
    scene = scaled_turn(app, (800, 560), 1.0)
    for adv in scene.session.state.adventurers:
        give(scene, adv.id, *[s.id for s in adv.skills][:5])
    app.step([], 1 / 60)
    sigurd = scene.view_data["adventurers"][0]
    assert sigurd["id"] == scene.view_data["turn"] == "sigurd" and len(sigurd["skills"]) == 5
    panel = scene.adv_rects[0]
    plan = plan_adventurer(app.text, "ja", panel, sigurd, scene.seat_text(sigurd["seat"], "ja"), True, True)
    assert plan.names == ["竜騎士シグルド"] and plan.name_size >= theme.SIZE_SMALL - 4
    name_right = plan.card.right + 8 + 2 * 7 + 5 + app.text.size(plan.names[0], plan.name_size, True)[0]
    assert name_right <= panel.right - 18   # clear of the mouse mark in the top-right corner
    named = [f for _r, f in _panel_chips(scene, "sigurd") if f != "skill-more"]
    assert len(named) >= 2, named   # was one, and "+4"
    app.lang = "en"
    scene.refresh()
    app.step([], 1 / 60)
    sigurd = scene.view_data["adventurers"][0]
    plan = plan_adventurer(app.text, "en", panel, sigurd, scene.seat_text(sigurd["seat"], "en"), True, True)
    assert len(plan.names) == 2


@pytest.mark.parametrize("lang, size, scale", [("en", (1280, 800), 1.5), ("ja", (1280, 800), 1.5), ("en", (800, 560), 1.0),
                                               ("ja", (800, 560), 1.0), ("en", (1280, 800), 1.0)],
                         ids=["150%", "150%-ja", "800x560", "800x560-ja", "1280x800"])
def test_every_name_stays_clear_of_the_mouse_mark(app, lang, size, scale):
    """At 150 % "Sigurd the Dragon Knight", put on one line to leave his panel room for more skill chips, lay under
    the mouse mark in the panel's top-right corner (only the two-line name had made room for it). Every adventurer's
    name, with one to five skills in play, in its turn with the mouse mark: its first line ends 6 px or more left of
    the mark (10 px wide, 18 px in from the panel's right edge), whole (no "…")."""
    from tabletop.ui.views.monsterraid.panels import plan_adventurer

    from .helpers import scaled_turn

    app.lang = lang
    scene = scaled_turn(app, size, scale)
    for most in (1, 2, 3, 4, 5):
        for adv in scene.session.state.adventurers:
            give(scene, adv.id, *[s.id for s in adv.skills][:most])
        app.step([], 1 / 60)
        for i, adv in enumerate(scene.view_data["adventurers"]):
            panel = scene.adv_rects[i]
            plan = plan_adventurer(app.text, lang, panel, adv, scene.seat_text(adv["seat"], lang), True, True)
            first = plan.names[0]
            right = plan.card.right + 8 + 2 * 7 + 5 + app.text.size(first, plan.name_size, True)[0]
            assert right <= panel.right - 18 - 6, (adv["id"], most, plan.names, right, panel.right)
            assert "".join(plan.names).replace(" ", "") == adv["name"][lang].replace(" ", "")


@pytest.mark.parametrize("lang, size, scale", [("ja", (1280, 800), 1.5), ("en", (1280, 800), 1.5), ("ja", (800, 560), 1.0)],
                         ids=["150%-ja", "150%", "800x560-ja"])
def test_no_skill_chip_lies_on_the_seat_line(app, lang, size, scale):
    """A game at 150 % (ja): in Sigurd's turn, his name on two lines and his hand spent, the chip 'ドラゴンソウル'
    beside the hand row lay on '▶ プレイヤー1' under his name. Every adventurer in its turn (the mouse mark), with
    its hand full or spent and one to five skills in play: no chip meets the seat line as drawn."""
    from tabletop.ui.views.monsterraid.panels import plan_adventurer

    from tests.games.monsterraid.helpers import empty_hand

    from .helpers import scaled_turn

    app.lang = lang
    scene = scaled_turn(app, size, scale)
    for spent in (False, True):
        if spent:
            for adv in scene.session.state.adventurers:
                empty_hand(scene.session, adv.id)
        for most in (1, 2, 3, 5):
            for adv in scene.session.state.adventurers:
                give(scene, adv.id, *[s.id for s in adv.skills][:most])
            app.step([], 1 / 60)
            for i, adv in enumerate(scene.view_data["adventurers"]):
                panel = scene.adv_rects[i]
                seat = scene.seat_text(adv["seat"], lang)
                plan = plan_adventurer(app.text, lang, panel, adv, seat, True, True)
                line, seat_size = plan.seat
                ink = app.text.render(line, seat_size, (255, 255, 255)).get_bounding_rect()   # the seat as drawn
                seat_box = ink.move(plan.card.right + 8, plan.seat_y)
                hit = [words for chip, _sk, words, _n in plan.chips if chip.colliderect(seat_box)]
                assert not hit, (adv["id"], spent, most, plan.names, hit, seat_box)
