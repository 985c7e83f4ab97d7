"""Issue 16, what a newcomer meets on the Monster Raid screen: how hard to shoot (the power the physics says
stops the die on the aimed board), a Pass button that stays in one place, placement badges clear of names, and
a name tag for a sliver of a board at the view's edge."""

from __future__ import annotations

import math

import pygame

from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.physics import lob_touchdown, simulate
from tabletop.ui.views.monsterraid.aim import flick_reach, make_shot
from tabletop.ui.views.monsterraid.controller import copy_table

from ..conftest import click
from .helpers import open_game


def _first_turn(app, seats: int = 1):
    scene = open_game(app, seats=seats)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    return scene


def test_a_first_turn_aims_at_a_power_that_stops_the_die_on_the_aimed_board(app):
    """Enter at the first turn's power (it was 50 %, short of every board) rests the die on the board its
    heading crosses: the guidance is the simulation's, checked here by the simulation of the real table."""
    scene = _first_turn(app)
    ctl = scene.ctl
    die = ctl.die_obj()
    reach = flick_reach(ctl.table, die.kind, *ctl.position, ctl.aim.angle)
    assert reach is not None, "the first turn's heading crosses a board"
    assert reach.low <= ctl.aim.power <= reach.high
    assert abs(ctl.aim.power - reach.best) < 1e-9
    shot = make_shot(die.id, "flick", *ctl.position, ctl.aim.angle, ctl.aim.power)
    result = simulate(copy_table(ctl.table), shot, 1, 0)
    assert reach.board in landed_on(result.table).get(die.id, []), (reach, landed_on(result.table))


def test_the_power_bar_marks_the_powers_that_reach_the_aimed_board(app):
    """The table's power bar beside the die shows the span of powers that stop on the aimed board (its marks
    are the widget's ``reach_marks``), and the span follows the heading."""
    scene = _first_turn(app)
    widget = scene.board
    tf = widget.transform()
    marks = widget.reach_marks(tf)
    assert marks is not None
    bar, span, name = marks
    assert bar.top <= span.top < span.bottom <= bar.bottom and name
    scene.ctl.turn(3.0)   # away from every board: no mark
    assert widget.reach_marks(widget.transform()) is None


def _pass_rects(app, scene) -> dict[str, pygame.Rect]:
    """The Pass button's rect in each adventurer's turn (the turn set on the state, as the rounds pass it on)."""
    out = {}
    for adv in [a.id for a in scene.session.state.adventurers]:
        with scene.session.edit():
            scene.session.state.turn = adv
        scene.refresh()
        app.step([], 1 / 60)
        assert scene.pass_btn.visible
        out[adv] = scene.pass_btn.rect.copy()
    return out


def test_the_pass_button_stays_in_one_place_whatever_the_adventurer(app):
    """Pass stood lower for an adventurer with two shooting methods or more skills (a newcomer reaching for it
    met another button): it keeps one place in every turn, at 1280x800 and 800x560."""
    scene = _first_turn(app)
    for lang in ("en", "ja"):   # (in English Sigurd's turn title took two lines at 800x560, Leaf's one)
        app.lang = lang
        for size in ((800, 560), (1280, 800)):
            app.resize(size)
            rects = _pass_rects(app, scene)
            assert len({tuple(r) for r in rects.values()}) == 1, (lang, size, rects)
    state = scene.session.state
    with scene.session.edit():   # a skill more for one adventurer (a growth), none for another
        leaf = state.adventurer("leaf")
        extra = next((s for s in leaf.skills if not s.in_play), None)
        if extra is not None:
            extra.in_play = True
    rects = _pass_rects(app, scene)
    assert len({tuple(r) for r in rects.values()}) == 1, rects


def _badges_clear(app, scene) -> list[str]:
    """The placement badges (screen circles, ``RaidTable.badge_radius``) that cover a board or card."""
    from tabletop.ui.views.monsterraid.table import distance_to_outline

    widget = scene.board
    tf = widget.transform()
    outlines = widget.outlines(tf, widget.ctl.table)
    radius = widget.badge_radius(app.text, tf)
    bad = []
    marks = widget.badge_circles(app.text, tf)
    assert len(marks) == len(scene.placement_marks()[0])
    for sx, sy, number, _held in marks:
        for ident, poly in outlines.items():
            if distance_to_outline(sx, sy, poly) < radius:
                bad.append(f"badge {number} over {ident}")
    return bad


def test_placement_badges_keep_off_every_board_and_card(app):
    """Orc's number stood on the Damage Site card at its outer edge, over the card's title (issue 16): each badge
    keeps off every board and card (their names) at 1280x800 and 800x560, for several set-ups."""
    bad = []
    for seed in (1, 2, 3, 4, 5, 6, 7, 8):
        app.resize((1280, 800))
        scene = open_game(app, seats=1, seed=seed)
        for size in ((1280, 800), (800, 560)):
            app.resize(size)
            app.step([], 1 / 60)
            bad += [f"seed {seed} {size}: {b}" for b in _badges_clear(app, scene)]
    assert not bad, bad


def test_a_sliver_of_a_board_or_card_at_a_view_corner_is_named():
    """A thing showing a corner of itself in the view got no tag below 3 % of its area (a big board: a chunk
    40 px wide); every part a player can see (``LEAST_SLIVER``) is named by a tag inside the view, near it."""
    import math

    from tabletop.ui.views.monsterraid.callouts import bounds, clip_to, place_callouts

    view = pygame.Rect(0, 0, 400, 300)
    middle = [(160.0, 110.0), (240.0, 110.0), (240.0, 190.0), (160.0, 190.0)]

    def regular(cx, cy, r, n, turn=0.3):
        return [(cx + r * math.cos(turn + 2 * math.pi * k / n), cy + r * math.sin(turn + 2 * math.pi * k / n))
                for k in range(n)]

    def card(cx, cy, angle):
        c, s = math.cos(angle), math.sin(angle)
        return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in ((-20, -30), (20, -30), (20, 30), (-20, 30))]

    cases = {"big board, top left": regular(-70.0, -70.0, 130.0, 8),   # a 30 px triangle of a boss in view
             "card, top right": card(424.0, -12.0, 0.5),                  # 13 x 7 px of a card
             "card, bottom left": card(-18.0, 318.0, 0.785)}
    for name, poly in cases.items():
        part = clip_to(poly, view)
        assert part and min(bounds(part).size) >= 4, name
        tags = place_callouts([("thing", (90, 18))], {"thing": poly, "board": middle}, view, [])
        assert [c.ident for c in tags] == ["thing"], name
        tag = tags[0]
        assert view.contains(tag.rect) and bounds(part).inflate(2, 2).collidepoint(tag.anchor), name
        assert math.dist(tag.anchor, tag.rect.center) <= 60 + max(tag.rect.size), name


def test_when_boards_fall_the_next_turn_aims_again_at_one_that_stands(app):
    """Round 2 kept round 1's aim, 76 % at the destroyed boss between two minions: every Enter missed. With the
    boards changed the aim is made again, at a standing board and the power that stops the die on it."""
    scene = _first_turn(app)
    state = scene.session.state
    boss = next(tg for tg in state.targets if scene.ctl.table.boards and tg.id == flick_reach(
        scene.ctl.table, scene.ctl.die_obj().kind, *scene.ctl.position, scene.ctl.aim.angle).board)
    with scene.session.edit():
        boss.damage, boss.destroyed = boss.hp, True
    scene.refresh()
    app.step([], 1 / 60)
    ctl = scene.ctl
    assert boss.id not in [b.id for b in ctl.table.boards]
    reach = flick_reach(ctl.table, ctl.die_obj().kind, *ctl.position, ctl.aim.angle)
    assert reach is not None and abs(ctl.aim.power - reach.best) < 1e-9


def test_the_words_beside_the_power_bar_are_clear_of_the_more_hint_at_800x560(app):
    """At 800x560 the 'More: right-drag or Shift+arrows' hint lay over "stops on Troll" at the view's top: the
    words go where they are clear of the hint (under the bar here), whole in the table's view."""
    for lang in ("en", "ja"):
        app.lang = lang
        app.resize((1280, 800))
        scene = open_game(app, seats=1, seed=3)
        click(app, scene.ready_btn)
        app.resize((800, 560))
        for _ in range(3):
            app.step([], 1 / 60)
        widget = scene.board
        tf = widget.transform()
        label = widget.reach_label(tf, app)
        assert label is not None, lang
        _words, box = label
        assert tf.rect.contains(box), (lang, box, tf.rect)
        _tips, hint, _text, _size = widget.more_marks(tf, app)
        assert hint is None or not hint.colliderect(box), (lang, hint, box)
        bar = widget.reach_marks(tf)[0]
        assert hint is None or not hint.colliderect(bar), (lang, hint, bar)   # the bar and its bracket in sight


def test_name_tags_keep_clear_of_the_words_beside_the_power_bar(home):
    """Stage 2 at 150 %: "ハーピーで止まる" beside the power bar lay over the Wyvern's tag. The tags keep clear
    of those words (a turn in Japanese at 150 % and at 800x560, where tags name the boards; several set-ups and
    aims)."""
    import math

    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events

    bad = []
    for lang, size, scale in (("ja", (1280, 800), 1.5), ("en", (800, 560), 1.0)):
        app = App(lang, size=size)
        if scale != 1.0:
            app.change_setting("ui_scale", scale)
        for seed in (1, 2, 3, 4, 5, 6):
            scene = open_game(app, seats=1, seed=seed)
            c = scene.ready_btn.rect.center
            app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)
            widget = scene.board
            table = scene.ctl.table
            cx = sum(b.x for b in table.boards) / len(table.boards)
            cy = sum(b.y for b in table.boards) / len(table.boards)
            spots = [(cx + r * math.cos(a), cy + r * math.sin(a)) for r in (260.0, 340.0)
                     for a in (k * math.pi / 4 for k in range(8))]
            for x, y in spots:   # shooting positions round the boards (the launcher near a board's tag)
                if not scene.ctl.set_position(x, y):
                    continue
                scene.ctl.aim.angle = math.atan2(cy - y, cx - x)
                app.step([], 1 / 60)
                tf = widget.transform()
                words = widget.reach_label(tf, app)
                if words is None:
                    continue
                tags, _names = widget.callouts(tf, widget.ctl.table, widget.labels(app.lang), app)
                bad += [(lang, seed, round(math.degrees(scene.ctl.aim.angle)), c.ident) for c in tags
                        if c.rect.colliderect(words[1])]
    assert not bad, bad


def test_the_aim_panel_s_power_bar_carries_the_same_bracket(app):
    """The aim panel's lying power bar had no bracket: it carries the table bar's (the same ``flick_reach``
    numbers, one source ``aim.reach_span``), drawn in gold, and none when the heading crosses no board."""
    from tabletop.ui import theme

    for size in ((1280, 800), (800, 560)):
        app.resize(size)
        scene = _first_turn(app)
        widget = scene.board
        app.step([], 1 / 60)
        ctl = scene.ctl
        reach = flick_reach(ctl.table, ctl.die_obj().kind, *ctl.position, ctl.aim.angle)
        assert reach is not None and widget.hud_reach is not None, size
        bar, span, board = widget.hud_reach
        assert board == reach.board == widget.reach_marks(widget.transform())[2]
        assert bar.w > bar.h and widget.hud_box().contains(bar)
        assert abs(span.x + 1 - (bar.x + bar.w * reach.low)) <= 1 and abs(span.right - 1 - (bar.x + bar.w * reach.high)) <= 1
        assert span.top < bar.top and span.bottom > bar.bottom
        assert tuple(app.surface.get_at((span.centerx, span.top)))[:3] == tuple(theme.GOLD)[:3]
        ctl.turn(3.0)
        app.step([], 1 / 60)
        assert widget.hud_reach is None


def test_the_name_of_the_adventurer_whose_turn_it_is_is_whole_at_800x560(app):
    """In Paola's turn at 800x560 her panel read "Paola the Crimson Emp…": the room kept for the mouse mark in the
    panel's top-right corner was taken from every line of the name, not only the first beside it."""
    from tabletop.ui.views.monsterraid.panels import draw_adventurer

    app.lang = "en"
    app.resize((800, 560))
    scene = _first_turn(app)
    drawn: list[str] = []
    real = app.text.render
    app.text.render = lambda line, *a, **k: drawn.append(line) or real(line, *a, **k)
    try:
        for i, adv in enumerate(scene.view_data["adventurers"]):
            drawn.clear()
            draw_adventurer(app.surface, app, scene.adv_rects[i], adv, "Player 1", True, True)
            assert not any(x.endswith("…") for x in drawn), (adv["id"], drawn)
    finally:
        app.text.render = real


def test_the_words_beside_the_power_bar_keep_off_the_die_at_the_view_s_right_edge(app):
    """A loaded game at 800x560 put the shooting spot by the view's right edge: 'stops on Golem' went left of the
    bracket, over the die's ring. The words keep clear of the ring wherever the spot is."""
    app.resize((800, 560))
    scene = _first_turn(app)
    widget, ctl = scene.board, scene.ctl
    checked = 0
    for dx in (30, 45, 60, 80):
        tf = widget.transform()
        x, y = tf.to_table(tf.rect.right - dx, tf.to_screen(*ctl.position)[1] + 40)
        if not ctl.set_position(x, y):
            continue
        ctl.aim.angle = math.atan2(ctl.table.boards[0].y - y, ctl.table.boards[0].x - x)
        tf = widget.transform()
        label = widget.reach_label(tf, app)
        if label is None:
            continue
        checked += 1
        assert not label[1].colliderect(widget.launcher_rects(tf)[0]), (dx, label)
    assert checked


def test_with_only_flying_targets_left_an_adventurer_who_can_throw_throws_at_them(app):
    """Session 28, stage 1 at 1280x800: the ogre, goblin and slime down, the giant bat alone on its stand; Leaf
    (flick or throw) kept the flick, and a newcomer's Enter slid every die short of the stand (a sliding die never
    lands on a raised board). With only flyers standing, a thrower's turn opens on the throw, aimed at them."""
    from tests.games.monsterraid.helpers import arrange

    scene = open_game(app, seats=1)
    arrange(scene.session, "ogre", ["giant_bat"])
    scene.refresh()
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    state = scene.session.state
    assert state.phase == "attack" and state.turn != "leaf"
    with scene.session.edit():
        for tg in state.targets:
            if tg.id != "giant_bat":
                tg.damage, tg.destroyed = tg.hp, True
        state.turn = "leaf"
    scene.refresh()
    app.step([], 1 / 60)
    ctl = scene.ctl
    assert ctl.table.boards and all(b.raised for b in ctl.table.boards), [b.id for b in ctl.table.boards]
    assert "throw" in ctl.methods and ctl.method == "throw"
    shot = ctl.current_shot()
    landing = lob_touchdown(shot)
    bat = ctl.table.boards[0]
    assert landing is not None and math.hypot(landing[0] - bat.x, landing[1] - bat.y) < 1.0
