"""The round end on screen, step by step (rule 2 ラウンド終了, ドラゴンの特別処理), and the ending (rule 3)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.monsterraid.content import WALL_DAMAGE, content
from tabletop.ui import theme
from tabletop.ui.views.monsterraid.ending import EndingScene
from tabletop.ui.views.monsterraid.resolution import COUNT

from ..conftest import click
from .helpers import SPACE, all_pass, arrange, key, open_game, put, to_growth


def start(app, boss, minions):
    scene = open_game(app)
    arrange(scene.session, boss, minions)
    click(app, scene.ready_btn)
    return scene


def test_rule_2_round_end_damage_destruction_wall_and_self_damage_step_by_step(app):
    scene = start(app, "lizardman", ["goblin", "kobold", "slime"])
    state = scene.session.state
    next(t for t in state.targets if t.id == "goblin").hp = 10  # the HP this script was planned for
    put(scene.session, "sigurd-n1-d6", ["goblin"], 6)
    put(scene.session, "genjimaru-n1-d6", ["goblin"], 5)      # goblin: 11 >= HP, destroyed
    put(scene.session, "leaf-n1-d4", ["lizardman"], 3)
    wall_before = state.wall
    all_pass(app, scene, click)
    anim = scene.anim
    assert anim is not None, "the round end is shown before the new round"
    kinds = [s.kind for s in anim.steps]
    assert kinds[0] == "damage" and "destroyed" in kinds and "wall" in kinds and "self" in kinds
    # step 1..: each target's damage with the dice that count highlighted on the table
    goblin = next(s for s in anim.steps if s.kind == "damage" and s.target == "goblin")
    while anim.step is not goblin:
        key(app, SPACE)
    dice_hi, board_hi, marks = anim.highlights()
    assert set(goblin.dice) == {"sigurd-n1-d6", "genjimaru-n1-d6"} and goblin.amount == 11
    assert dice_hi == {"sigurd-n1-d6": COUNT, "genjimaru-n1-d6": COUNT} and board_hi == {"goblin": COUNT}
    assert marks["goblin"] == "+11"
    labels = scene.board.labels("ja")
    assert labels.die_highlight["sigurd-n1-d6"] == COUNT and labels.board_highlight["goblin"] == COUNT
    assert "6+5" in anim.text("ja") and "11" in anim.text("en")
    # the table still shows the dice where they lay
    assert {d.id for d in scene.ctl.table.dice if d.in_play} >= {"sigurd-n1-d6", "genjimaru-n1-d6", "leaf-n1-d4"}
    # the wall: 1 / 2 / 3 by size, from every survivor
    wall = next(s for s in anim.steps if s.kind == "wall")
    now = scene.session.state
    assert wall.chargers and "goblin" not in dict(wall.chargers)
    assert all(n == WALL_DAMAGE[now.target(tid).size] for tid, n in wall.chargers)
    assert wall.amount == sum(n for _, n in wall.chargers)
    while anim.step is not wall:
        key(app, SPACE)
    assert anim.shown_wall(wall_before) == wall.wall
    # self-damage HP/4
    for s in anim.steps:
        if s.kind == "self":
            assert s.amount == s.hp // 4
    # to the end: the new round
    while scene.anim is not None:
        key(app, SPACE)
    assert scene.session.state.round == 2 and scene.board.enabled


def test_rule_2_dragon_heals_back_to_half_on_screen(app):
    dragon = content().dragon
    scene = start(app, dragon, ["goblin"])
    state = scene.session.state
    hp = state.target(dragon).hp
    put(scene.session, "paola-n1-d4", [dragon], 4)
    state.target(dragon).damage = hp - 6  # already hurt: this round's dice pass half
    all_pass(app, scene, click)
    anim = scene.anim
    step = next(s for s in anim.steps if s.kind == "dragon")
    assert step.total == hp // 2
    while anim.step is not step:
        key(app, SPACE)
    assert "半分" in anim.text("ja") and anim.highlights()[1] == {dragon: (110, 220, 140)}
    click(app, scene.skip_btn)
    assert scene.anim is None


def test_rule_3_game_end_shows_the_ending_of_the_score_band(app):
    scene = start(app, "goblin", [])
    state = scene.session.state
    state.stage = len(content().stages)  # the last stage
    state.wall = 13
    put(scene.session, "sigurd-n1-d6", ["goblin"], 6)
    put(scene.session, "sigurd-n2-d6", ["goblin"], 6)
    all_pass(app, scene, click)
    assert scene.anim is not None and not isinstance(app.top, EndingScene)  # first the round end
    while scene.anim is not None:
        key(app, SPACE)
    assert scene.session.is_over()
    assert isinstance(app.top, EndingScene)
    ending = content().ending_for(13)
    assert app.top.ending["title"]["ja"] == ending.title.ja
    assert app.top.ending["scene"]["en"] == ending.scene.en
    app.step([], 1 / 60)
    ending_scene = app.top
    for _ in range(4):   # Enter and Space pressed on through the round end never leave the ending unread
        key(app, pygame.K_RETURN)
        key(app, SPACE)
    assert app.top is ending_scene
    score = ending_scene.ending["score"]
    # back to the final table, then language switch keeps everything drawable
    click(app, app.top.view_table)
    assert app.top is scene
    # the final table says the score and the way back (it said a bare "Game over")
    assert scene.context_help("ja") == f"スコア（城壁ダメージ）{score}：{ending.title.ja}\n「メニュー」からタイトルへ。"
    assert app.text.wrapped(scene.context_help("ja"), theme.SIZE_SMALL, scene.ctx_help.rect.w)
    assert len(scene.ctx_help.lines(app)) * app.text.line_height(theme.SIZE_SMALL) <= scene.ctx_help.rect.h
    app.set_lang("en")
    app.step([], 1 / 60)


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_ending_box_is_as_high_as_its_text(app, size):
    """At 1280x800 the ending's six-line scene sat at the top of a box of the window's height, half of it empty: the
    box fits its text and buttons (centred), every line of the scene shows, and the buttons stay under it."""
    app.resize(size)
    scene = start(app, "goblin", [])
    state = scene.session.state
    state.stage = len(content().stages)
    state.wall = 72
    put(scene.session, "sigurd-n1-d6", ["goblin"], 6)
    put(scene.session, "sigurd-n2-d6", ["goblin"], 6)
    all_pass(app, scene, click)
    while scene.anim is not None:
        key(app, SPACE)
    app.step([], 1 / 60)
    ending = app.top
    assert isinstance(ending, EndingScene)
    shown = len(ending.story.wrapped(app))
    assert shown and shown <= ending.story.visible_count(app)   # the whole scene, unscrolled
    line = app.text.line_height(ending.story.size)
    assert ending.story.size >= theme.SIZE_SMALL
    empty = ending.story.rect.h - shown * line
    assert empty < 3 * line or ending.box.h <= 360, (empty, ending.box)
    assert ending.story.rect.bottom <= ending.to_launcher.rect.top
    assert abs(ending.box.centery - size[1] // 2) <= 1


def test_the_round_end_frames_the_boards_above_its_step_banner(app, monkeypatch):
    """A newcomer's round end at 800x560 kept the turn's view (the launcher at the top) and told "ゴーレム：5+4 →
    9ダメージ" in a banner over the lower boards, the damage mark of a board at the top edge cut off. The round's
    end frames the boards and cards (not the launcher) in the table less a strip at its foot where the banner
    goes, its marks inside the table, at 1280x800 and 800x560; the effect cards keep their titles (those of the
    cards dealt for the next round were looked up, and the round's own were drawn blank)."""
    import pygame

    from tabletop.physics.layout import board_polygon, card_polygon

    for size in ((1280, 800), (800, 560)):
        app.resize(size)
        scene = start(app, "golem", ["goblin", "kobold", "orc"])
        for die in ("sigurd-n1-d6", "sigurd-n2-d6", "leaf-n1-d4", "leaf-n2-d4", "genjimaru-n1-d6", "paola-n1-d4"):
            put(scene.session, die, ["golem"], 3)   # "ゴーレム：3+3+3+3+3+3 → 18ダメージ（計18/50）"
        put(scene.session, "genjimaru-n2-d8", ["orc"], 3)
        all_pass(app, scene, click)
        assert scene.anim is not None
        app.step([], 1 / 60)
        tf = scene.board.transform()
        from tabletop.ui import theme

        told: list[pygame.Rect] = []
        real = theme.panel
        monkeypatch.setattr(theme, "panel", lambda surface, rect, fill, *a, **k: (
            told.append(pygame.Rect(rect)) if k.get("radius") == 10 else None, real(surface, rect, fill, *a, **k))[1])
        scene.draw(app.surface)
        monkeypatch.setattr(theme, "panel", real)
        assert len(told) == 1 and told[0].top >= tf.rect.bottom and scene.board.rect.contains(told[0]), (size, told)
        table = scene.ctl.table
        lh = app.text.line_height(20)
        banner = scene.step_box(2 * lh + 16)
        for poly in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]:
            for x, y in tf.poly(poly):
                assert tf.rect.collidepoint(x, y) and not banner.collidepoint(x, y), (size, x, y)
        assert not scene.board.transform().rect.colliderect(banner.inflate(0, -8)), size
        titles = scene.board.labels(app.lang).cards   # every card on the table titled (the round's own cards)
        assert table.cards and all(titles.get(c.id) for c in table.cards), (size, [c.id for c in table.cards], titles)
        for _ in range(len(scene.anim.steps)):
            _b, _d, _hi, marks, _hp = scene.table_labels(app.lang)
            if marks:
                break
            key(app, SPACE)
        assert marks, "a step with a mark"
        boxes: list[pygame.Rect] = []
        real = theme.panel
        monkeypatch.setattr(theme, "panel", lambda surface, rect, fill, *a, **k: (
            boxes.append(pygame.Rect(rect)) if fill == theme.BG_DEEP and k.get("radius") == 8 else None,
            real(surface, rect, fill, *a, **k))[1])
        scene.board.draw(app.surface, app)
        monkeypatch.setattr(theme, "panel", real)
        assert len(boxes) == len(marks) and all(tf.rect.contains(b) for b in boxes), (size, boxes, tf.rect)


def test_a_stage_cleared_at_the_round_end_keeps_its_cards_titled(app):
    """The round end that clears a stage is shown on the stage's table; its effect cards were drawn blank (their
    titles were looked up among the next stage's cards)."""
    scene = start(app, "goblin", ["kobold"])
    put(scene.session, "sigurd-n1-d6", ["goblin"], 6)
    put(scene.session, "sigurd-n2-d6", ["goblin"], 6)
    put(scene.session, "leaf-n1-d4", ["kobold"], 4)
    put(scene.session, "leaf-n2-d4", ["kobold"], 4)
    put(scene.session, "genjimaru-n1-d6", ["kobold"], 6)
    with scene.session.edit() as state:
        for target in state.targets:
            target.hp = 5
    scene.refresh()
    all_pass(app, scene, click)
    assert scene.anim is not None and scene.session.state.phase == "stage_clear"
    cards = scene.ctl.table.cards
    titles = scene.board.labels(app.lang).cards
    assert cards and all(titles.get(c.id) for c in cards), ([c.id for c in cards], titles)


def test_the_round_end_keeps_the_board_it_tells_of_in_view(app):
    """At 800x560 a boss on its stand far from its minions (seed 8: a griffon) makes the layout taller than the
    view at the dice's least scale; each damage step's board is in view, above the banner."""
    from tabletop.physics.layout import board_polygon

    app.resize((800, 560))
    scene = open_game(app, seed=8)
    click(app, scene.ready_btn)
    state = scene.session.state
    boss = next(t.id for t in state.targets if t.role == "boss")
    minion = next(t.id for t in state.targets if t.role != "boss")
    put(scene.session, "sigurd-n1-d6", [boss], 6)
    put(scene.session, "leaf-n1-d4", [minion], 3)
    all_pass(app, scene, click)
    anim = scene.anim
    assert anim is not None
    told = set()
    for _ in range(len(anim.steps)):
        app.step([], 1 / 60)
        step = anim.step
        if step is not None and step.kind == "damage":
            tf = scene.board.transform()
            board = next(b for b in scene.ctl.table.boards if b.id == step.target)
            assert all(tf.rect.collidepoint(x, y) for x, y in tf.poly(board_polygon(board))), step.target
            told.add(step.target)
        key(app, SPACE)
        if scene.anim is None:
            break
    assert told >= {boss, minion}


def test_a_step_without_dice_keeps_its_words_whole_at_800x560(app):
    """A newcomer's round end at 800x560 read 「…サイコロ無」 / 「し → 0ダメージ…」 in the banner and 「0ダ」 / 「メージ」
    in the side panel's help: the banner takes a size that parts no word and leaves no one-character line, the
    help keeps a katakana word whole."""
    from tabletop.ui.views.monsterraid.scene import awkward_breaks

    app.resize((800, 560))
    scene = start(app, "golem", ["goblin", "lizardman", "orc"])
    all_pass(app, scene, click)
    anim = scene.anim
    assert anim is not None
    seen = 0
    for _ in range(len(anim.steps)):
        app.step([], 1 / 60)
        msg = anim.text(app.lang)
        if "無し" in msg:
            seen += 1
            lines, _size = scene.step_lines(msg, scene.board.rect.w - 60)
            assert awkward_breaks(lines) == 0, lines
            helped = scene.ctx_help.lines(app)
            assert not any(a.endswith("ダ") and b.startswith("メージ") for a, b in zip(helped, helped[1:])), helped
        key(app, SPACE)
    assert seen


def _hand(scene) -> list[str]:
    turn = scene.session.state.turn
    return [d.id for d in scene.session.state.dice if d.owner == turn and d.where == "hand"]


def test_space_presses_too_many_after_the_round_end_shoot_nothing_until_the_player_aims(app):
    """A newcomer stepping through the round end with Space pressed more times than its steps: the first extra
    press was held back, the next ones shot the next turn's die unaimed. Every Space / Enter after a round end
    says to aim and shoots nothing until the player aims (here an arrow key); then Space shoots."""
    scene = start(app, "golem", ["goblin", "kobold"])
    put(scene.session, "sigurd-n1-d6", ["golem"], 3)
    all_pass(app, scene, click)
    assert scene.anim is not None
    for _ in range(40):
        if scene.anim is None:
            break
        key(app, SPACE)
    assert scene.anim is None and scene.session.state.phase == "attack"
    hand = _hand(scene)
    assert scene.board.enabled and hand
    for k in (SPACE, pygame.K_RETURN, SPACE, SPACE, pygame.K_KP_ENTER):
        key(app, k)
        assert not scene.ctl.busy and scene.guard_hint_box() is not None
        assert _hand(scene) == hand
    key(app, pygame.K_LEFT)   # aimed: the hint saying to aim goes
    assert scene.guard_hint_box() is None
    key(app, SPACE)
    assert scene.ctl.busy or _hand(scene) != hand


@pytest.mark.parametrize("lang, size", [("ja", (1280, 800)), ("ja", (800, 560)), ("en", (800, 560))])
def test_the_hint_to_aim_first_is_one_small_line_that_covers_no_board(app, lang, size):
    """The words to aim first were the banner, both languages over the table: at 800x560 a box 288x207 over the
    die, its power bar and the boards (issue 16). They are a hint: one line in the small type, no board, card,
    shooting position or power bar under it, inside the table's view, and nothing else changes on screen."""
    from tabletop.core.i18n import t
    from tabletop.physics import board_polygon, card_polygon
    from tabletop.ui import theme
    from tabletop.ui.views.monsterraid.callouts import bounds

    app.set_lang(lang)
    app.resize(size)
    scene = start(app, "golem", ["goblin", "kobold"])
    put(scene.session, "sigurd-n1-d6", ["golem"], 3)
    all_pass(app, scene, click)
    scene.skip_steps()
    app.step([], 1 / 60)
    key(app, SPACE)
    found = scene.guard_hint_box()
    assert found is not None and scene.banner is None
    box, words, size_ = found
    assert words == t("mr.shot_guard_hint", lang) and size_ >= theme.SIZE_SMALL - 3
    assert box.h <= app.text.line_height(theme.SIZE_SMALL) + 8
    tf = scene.board.transform()
    table = scene.board.ctl.table
    shapes = [bounds(tf.poly(p)) for p in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]]
    assert tf.rect.contains(box)
    assert not any(box.colliderect(r) for r in shapes + scene.board.launcher_rects(tf)), box


def test_a_round_end_stepped_by_clicks_then_enter_shoots_nothing_unaimed(app):
    """The guard is the turn's, however the round end was stepped (clicks on the table, then Enter)."""
    scene = start(app, "golem", ["goblin", "kobold"])
    put(scene.session, "sigurd-n1-d6", ["golem"], 3)
    all_pass(app, scene, click)
    scene.skip_steps()
    app.step([], 1 / 60)
    assert scene.anim is None and scene.session.state.phase == "attack"
    hand = _hand(scene)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert not scene.ctl.busy and _hand(scene) == hand

def test_the_growth_options_keep_their_katakana_words_whole_at_800x560(app):
    """The 800x560 growth choice read 「それぞれに２ダ」 / 「メージ」 and 「個数分のダメー」 / 「ジ」 in its skills' texts."""
    from tabletop.ui.cards.breaks import breaks_a_word
    from tabletop.ui.text import resolve

    from .helpers import to_growth

    app.resize((800, 560))
    scene = open_game(app)
    to_growth(app, scene, click)
    app.step([], 1 / 60)
    options = [b for b in scene.choices.items if b.sublabel]
    assert options
    for b in options:
        _label, sub = b._lines(app, b.rect.w)
        text = resolve(b.sublabel, app.lang)
        assert len(sub) > 1 and not breaks_a_word(text, [line.strip() for line in sub]), sub


def test_the_log_keeps_a_skills_katakana_name_whole_at_800x560(app):
    """The 800x560 log read 「ゲンジマルが成長：サムライコンビ」 / 「ネーション。」 and 「メテオ」 / 「スォーム」."""
    from tabletop.ui.cards.breaks import breaks_a_word

    app.resize((800, 560))
    scene = open_game(app)
    app.step([], 1 / 60)
    width = scene.log.body().w
    for entry in ("ゲンジマルが成長：サムライコンビネーション。(3 ステージクリア)",
                  "赤の女帝パオラが成長：メテオスォーム。(3 ステージクリア)"):
        lines = app.text.wrap(entry, scene.log.size, width, words=scene.log.words)
        assert len(lines) > 1 and not breaks_a_word(entry, [line.strip() for line in lines]), lines


def test_a_space_press_after_a_round_end_that_ran_out_on_its_own_shoots_nothing(app):
    """The round end's steps also run by themselves: a newcomer pressed Space through them, the last ran out on its
    own, and the next Space flicked the new turn's die unaimed (the playthrough's stage 2)."""
    scene = start(app, "golem", ["goblin", "kobold"])
    put(scene.session, "sigurd-n1-d6", ["golem"], 3)
    all_pass(app, scene, click)
    assert scene.anim is not None
    key(app, SPACE)
    for _ in range(60 * 60):
        if scene.anim is None:
            break
        app.step([], 1 / 60)
    assert scene.anim is None and scene.session.state.phase == "attack" and scene.board.enabled
    turn = scene.session.state.turn
    hand = [d.id for d in scene.session.state.dice if d.owner == turn and d.where == "hand"]
    key(app, SPACE)
    assert not scene.ctl.busy and scene.guard_hint_box() is not None
    assert [d.id for d in scene.session.state.dice if d.owner == turn and d.where == "hand"] == hand


def _stage_two_round_end(app, size, scale):
    """Stage 2 (seed 5, two players: a wyvern far below its troll, golem and griffon) reached through the screen,
    a die on its boss, every adventurer passing: its round end's first step, at ``size`` and UI ``scale``."""
    from tabletop.ui.inputs import click_events

    from .helpers import read_options, to_growth

    app.resize(size)
    scene = open_game(app)
    to_growth(app, scene, click)
    for _ in range(8):
        if scene.session.state.stage == 2:
            break
        read_options(app)
        click(app, scene.choices.items[0])
    assert scene.session.state.stage == 2
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    app.step([], 1 / 60)

    def scaled_click(app, widget):
        x, y = widget.rect.center
        app.step(click_events((int(x * app.scale), int(y * app.scale))), 1 / 60)

    scaled_click(app, scene.ready_btn)
    state = scene.session.state
    boss = next(t.id for t in state.targets if t.role == "boss")
    put(scene.session, "sigurd-n1-d6", [boss], 5)
    all_pass(app, scene, scaled_click)
    assert scene.anim is not None
    app.step([], 1 / 60)
    return scene


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)],
                         ids=["1280x800", "800x560", "150%"])
def test_stage_twos_round_end_shows_every_board_and_card_whole(app, size, scale):
    """Session 17: stage 2's round end cut its top cards (反撃, ダメージサイト) and its far board at the view's
    edges: at 1280x800 the view was fitted to the whole widget, not the table less the step's banner; at 800x560
    and 150 % the targets' strip left a view too low for the layout at the least scale. The round end in a low
    window reads its boards and cards on the table (the strip hidden, as in a turn), and every view fits the
    table less the banner: each step shows every board and card whole."""
    from tabletop.physics.layout import board_polygon, card_polygon

    scene = _stage_two_round_end(app, size, scale)
    anim = scene.anim
    table = scene.ctl.table
    assert len(table.boards) >= 3 and table.cards
    for _ in range(len(anim.steps)):
        tf = scene.board.transform()
        for poly in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]:
            assert all(tf.rect.collidepoint(x, y) for x, y in tf.poly(poly)), (size, scale, tf.rect)
        key(app, SPACE)
        app.step([], 1 / 60)
        if scene.anim is None:
            break


def test_enter_pressed_through_the_stage_screens_never_shoots_the_next_stage_s_first_die(app):
    """Enter chose a growth's row, an MVP's row and (holding nothing) Ready at the next stage's placement: a
    newcomer pressing it on and on ran into the next stage's first turn and shot its die unaimed. Enter now chooses
    only a row the player highlighted (issue 16): pressed on, it chooses nothing; with ↓ then Enter on each list,
    and Enter for Ready, the next stage's first turn still shoots nothing unaimed."""
    scene = open_game(app)
    to_growth(app, scene, click)
    stage = scene.session.state.stage
    done = len(scene.session.actions)
    for _ in range(10):
        key(app, pygame.K_RETURN)
    assert len(scene.session.actions) == done and scene.session.state.phase == "stage_clear"
    for _ in range(60):
        if scene.session.pending() is not None and scene.session.pending().kind in ("growth", "mvp"):
            key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        if scene.session.state.stage != stage and scene.session.state.phase == "attack":
            break
    assert scene.session.state.stage != stage and scene.session.state.phase == "attack"
    hand = _hand(scene)
    for _ in range(10):
        key(app, pygame.K_RETURN)
        key(app, SPACE)
    assert not scene.ctl.busy and _hand(scene) == hand and scene.guard_hint_box() is not None


@pytest.mark.parametrize("lang, size, scale", [("en", (800, 560), 1.0), ("ja", (1280, 800), 1.0),
                                               ("ja", (1280, 800), 1.5)])
def test_the_round_end_marks_cover_no_other_board_nor_card(app, lang, size, scale):
    """Issue 16: the round end's '+6' over the Golem, in the middle of four players' stage, lay on the Kobold and the
    card above it and hid their names; each mark ('+6', '→3') now stands whole in the view beside its board, clear of
    the other boards and cards and of the other marks."""
    from tabletop.games.monsterraid.actions import Pass
    from tabletop.ui.inputs import click_events
    from tabletop.ui.views.monsterraid.callouts import overlaps

    from tests.games.monsterraid.helpers import empty_hand

    def tap(widget):   # a click where the widget is drawn, in window pixels (the UI scale)
        c = widget.rect.center
        app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)

    app.set_lang(lang)
    app.resize(size)
    app.change_setting("ui_scale", scale)
    scene = open_game(app, seats=4)
    tap(scene.ready_btn)
    session = scene.session
    ids = [t.id for t in session.state.live_targets()]
    for die, target, face in (("sigurd-n1-d6", ids[0], 6), ("genjimaru-n1-d6", ids[1], 5), ("leaf-n1-d4", ids[2], 3)):
        put(session, die, [target], face)
    for _ in range(4):
        empty_hand(session, session.state.turn)
        scene.refresh()
        app.step([], 1 / 60)
        assert any(isinstance(a, Pass) for a in session.legal_actions())
        tap(scene.pass_btn)
    anim = scene.anim
    assert anim is not None
    seen = 0
    for _ in range(len(anim.steps)):
        app.step([], 1 / 60)
        tf = scene.board.transform()
        outlines = scene.board.outlines(tf, scene.ctl.table)
        boxes = scene.board.mark_boxes(tf, app)
        for n, (ident, mark, box) in enumerate(boxes):
            seen += 1
            assert tf.rect.contains(box), (mark, box, tf.rect)
            covered = [other for other, poly in outlines.items() if other != ident and overlaps(box, poly)]
            assert not covered, (ident, mark, covered)
            assert box.collidelist([b for _i, _m, b in boxes[:n]]) < 0, (ident, mark)
        key(app, SPACE)
        if scene.anim is None:
            break
    assert seen >= 4
