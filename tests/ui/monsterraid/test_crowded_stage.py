"""Stage 1 with four players at 800x560 (0.32 px/mm) and at 150 %: the table's names, tags, aim and hints apart
(issue 16, session 21)."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.games.monsterraid.geometry import circumradius
from tabletop.ui.inputs import click_events, key_event
from tabletop.ui.views.monsterraid.aim import throw_arc, throw_touchdown
from tabletop.ui.views.monsterraid.render import card_title_lines

from .helpers import empty_hand, open_game, put, scaled_turn

SIZES = [((800, 560), 1.0), ((1280, 800), 1.5)]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", SIZES, ids=["800x560", "150%"])
def test_a_card_named_by_its_tag_prints_no_cut_title(app, lang, size, scale):
    """A card too small for its title printed it cut ("火…", "Dam…") right beside the tag naming it whole. A card
    whose tag names it (beside it, or over it where no place beside it is free) prints no title of its own; the
    others keep theirs."""
    app.lang = lang
    scene = scaled_turn(app, size, scale)
    board = scene.board
    tf, table = board.transform(), board.ctl.table
    labels = board.labels(lang)
    tags, names = board.callouts(tf, table, labels, app)
    over = {ident for ident, _box in board.over_tags(tf, table, app)}   # tags over cards with no room beside them
    tagged = ({c.ident for c in tags} | over) & {c.id for c in table.cards}
    assert tagged, "no card is tagged in this view: the test tells nothing"
    for ident in tagged:
        card = next(c for c in table.cards if c.id == ident)
        lines = card_title_lines(app.text, labels.cards[ident], tf.scale, card.length, card.width)
        assert lines is None or any(line.endswith("…") for line in lines[0])   # it was cut
        assert names[ident] == labels.cards[ident]   # the tag names it whole
    drawn = board.drawn_labels(tf, table, labels, app)
    assert not tagged & set(drawn.cards)
    assert set(drawn.cards) == set(labels.cards) - tagged
    assert drawn.boards == labels.boards and drawn.hp == labels.hp


def _paola_throws(app, size, scale):
    """A turn of Paola (a throw) in a four-player game with a die resting on each of four boards."""
    scene = scaled_turn(app, size, scale)
    session = scene.session
    live = [t.id for t in session.state.live_targets()]
    for die, where in (("genjimaru-n1-d6", live[0]), ("leaf-n1-d4", live[1]), ("genjimaru-n2-d8", live[2]),
                       ("sigurd-n1-d6", live[-1])):
        put(session, die, [where], 3)
    while session.state.turn != "paola":
        empty_hand(session, session.state.turn)
        scene.refresh()
        c = scene.pass_btn.rect.center
        app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.ctl.method == "throw"
    return scene, live


def _aim_at(ctl, board) -> None:
    """A throw whose touchdown is nearest the board's middle."""
    px, py = ctl.position
    angle = math.atan2(board.y - py, board.x - px)
    best = None
    for p in range(1, 101):
        ctl.set_aim(angle, p / 100)
        down = throw_touchdown(ctl.current_shot())
        if down is not None and (best is None or math.hypot(down[0] - board.x, down[1] - board.y) < best[0]):
            best = (math.hypot(down[0] - board.x, down[1] - board.y), p / 100)
    assert best is not None and best[0] < circumradius(board.sides)
    ctl.set_aim(angle, best[1])


@pytest.mark.parametrize("size, scale", SIZES, ids=["800x560", "150%"])
def test_a_covered_boards_tag_keeps_off_the_throws_arc(app, size, scale):
    """The tags naming covered boards kept off a throw's chord, not off its arc as drawn (lifted by its height, up
    to 20 px away), and the tags beside boards and cards kept off nothing: a tag lay on the arc. The aim's lines are
    the drawn arc and its touchdown cross; aimed at each covered board, no tag drawn over dice meets the arc, and
    no tag beside a board or card meets the aim (one it ran through moved beside its thing)."""
    scene, live = _paola_throws(app, size, scale)
    board, ctl = scene.board, scene.ctl
    for ident in live:
        _aim_at(ctl, next(b for b in ctl.table.boards if b.id == ident))
        app.step([], 1 / 60)
        tf, table = board.transform(), ctl.table
        arc = throw_arc(tf, ctl.current_shot())
        assert arc is not None
        lines = board.aim_lines(tf)
        drawn = list(zip(arc[0], arc[0][1:]))
        assert all(seg in lines for seg in drawn)   # the arc as drawn, every piece of it
        over = board.over_tags(tf, table, app)
        assert over, "no board is covered: the test tells nothing"
        for _ident, box in over:
            assert not any(box.inflate(2, 2).clipline(a, b) for a, b in drawn), (ident, box)
        tags, _names = board.callouts(tf, table, board.labels(app.lang), app)
        for c in tags:   # the tags beside the boards and cards too ('ゴブリン 5/15' lay on the arc)
            assert not any(c.rect.inflate(2, 2).clipline(a, b) for a, b in lines), (ident, c)
        assert {c.ident for c in tags} == {c.ident for c in board._callouts[0]}   # moved, none dropped


def test_the_aim_first_hint_keeps_off_the_aim(app):
    """At 800x560 with four players, the shooting position at the view's top: the hint to aim first (after Ready
    by key, Enter again) lay in the top-left corner over the pull's band running up from the die. It keeps off every
    line of the aim, whole in the view (on two lines where one is too wide)."""
    app.resize((800, 560))
    scene = open_game(app, seats=4)
    app.step([key_event(pygame.K_RETURN)], 1 / 60)   # Ready
    app.step([], 1 / 60)
    assert scene.session.state.phase == "attack"
    app.step([key_event(pygame.K_RETURN)], 1 / 60)   # held back: aim first
    app.step([], 1 / 60)
    found = scene.guard_hint_box()
    assert found is not None and not scene.ctl.busy
    box, words, _size = found
    tf = scene.board.transform()
    lines = scene.board.aim_lines(tf)
    assert lines and tf.rect.contains(box)
    assert not any(box.inflate(2, 2).clipline(a, b) for a, b in lines), (box, lines)
    assert words.replace("\n", "") == "まず狙う：矢印キーか卓をドラッグ"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_turn_help_says_how_an_ultimate_die_is_shot_before_enter_is_pressed(app, lang):
    """Enter shoots no ultimate (奥義) die (session 20); a newcomer learnt that Shift+Enter does only from the hint
    after pressing Enter, while the turn's help beside the table still said "Enter shoot". With an ultimate die
    chosen (the hand empty) the help says it is one, once per game, shot by a drag or Shift+Enter and kept by a
    pass, whole in its box at 800x560, Use and Pass where they were (the shorter help raised them a line: a click
    on Pass where it had been missed it); with a hand die chosen it is the usual help. The F1 list names
    Shift+Enter."""
    from tabletop.core.i18n import t
    from tabletop.ui.scenes.help import KeyHelpOverlay

    app.lang = lang
    app.resize((800, 560))
    scene = open_game(app, seats=3)
    c = scene.ready_btn.rect.center
    app.step(click_events(c), 1 / 60)
    assert scene.context_help(lang) == t("mr.shoot_hint", lang)
    assert not scene.board.is_ultimate(scene.ctl.die)
    buttons = (scene.use_btn.rect.copy(), scene.pass_btn.rect.copy())
    empty_hand(scene.session, scene.session.state.turn)
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.board.is_ultimate(scene.ctl.die)
    words = scene.context_help(lang)
    assert words == t("mr.shoot_hint_ultimate", lang) and "Shift+Enter" in words
    assert ("パス" if lang == "ja" else "Pass") in words
    app.step([], 1 / 60)
    assert len(scene.ctx_help.lines(app)) <= 9   # the help box's most: whole
    assert (scene.use_btn.rect, scene.pass_btn.rect) == buttons   # (Pass rose a line: a click there missed it)
    assert any("Shift+Enter" in what for _section, _keys, what in KeyHelpOverlay(app, scene).rows(lang))


def test_the_stops_on_words_keep_off_a_card_and_the_aim(app):
    """Stage 2 at 800x560: 'stops on Troll' beside the power bar lay over the Breath card's title, and zoomed in it
    lay left of the bar over the aim under the die. The words take the first place by the bar clear of the aim's
    lines and off every board and card where such a place is: a card moved under their first place sends them to
    another."""
    from tabletop.physics import card_polygon
    from tabletop.ui.views.monsterraid.callouts import overlaps

    app.resize((800, 560))
    scene = open_game(app, seats=3, seed=1)
    app.step(click_events(scene.ready_btn.rect.center), 1 / 60)
    app.step([], 1 / 60)
    board = scene.board
    tf = board.transform()
    first = board.reach_label(tf, app)
    assert first is not None
    card = board.ctl.table.cards[0]
    card.x, card.y = tf.to_table(*first[1].center)   # a card right under the words
    card.angle = 0.0
    assert overlaps(first[1], tf.poly(card_polygon(card)))
    words = board.reach_label(tf, app)
    assert words is not None and words[0] == first[0]
    box = words[1]
    assert not any(overlaps(box, poly) for poly in board.outlines(tf, board.ctl.table).values()), box
    assert not any(box.inflate(4, 4).clipline(a, b) for a, b in board.aim_lines(tf))
    assert tf.rect.contains(box) and not box.colliderect(board.launcher_rects(tf)[0])


def test_the_mvp_choice_says_what_the_mvp_gets(app):
    """The stage clear's MVP choice asked to choose one "together" and never said why: the MVP lays out one more
    skill from hand (rule 3). The choice says so, in both languages, and the side panel shows it whole."""
    from tests.ui.monsterraid.helpers import to_growth

    from ..conftest import click

    app.resize((800, 560))
    scene = open_game(app, seats=3)
    to_growth(app, scene, click)
    session = scene.session
    while (scene.view_data.get("pending") or {}).get("kind") == "growth":
        click(app, scene.choices.items[0])
    assert scene.view_data["pending"]["kind"] == "mvp"
    words = {lang: scene.context_help(lang) for lang in ("ja", "en")}
    assert "もう１枚スキル" in words["ja"] and "one more skill" in words["en"]
    assert session.pending().prompt.get("en") == words["en"]
    app.step([], 1 / 60)
    assert len(scene.ctx_help.lines(app)) * app.text.line_height(scene.ctx_help.size) <= scene.ctx_help.rect.h
