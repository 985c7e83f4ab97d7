"""The practice table's set-up (boards, effect cards, dice, presets), zoom and pan, and layout."""

import math

import pygame
import pytest

from tabletop.core.i18n import all_texts
from tabletop.physics import free_edges
from tabletop.physics.layout import board_polygon, card_polygon
from tabletop.physics.geometry import overlaps
from tabletop.ui.views.monsterraid.presets import HANDS, PRESETS, TableEditor, preset
from tabletop.ui.text import missing_glyphs

from ..conftest import click, press, wheel
from .helpers import drag, open_practice, simple_table


@pytest.mark.parametrize("name", PRESETS)
def test_presets_are_legal_layouts(name):
    table = preset(name)
    boards = [b for b in table.boards]
    for i, a in enumerate(boards):  # targets touch at most (rule: 取り巻きをボスに接するよう)
        for b in boards[i + 1:]:
            if a.raised == b.raised:
                assert not overlaps(board_polygon(a), board_polygon(b)), (a.id, b.id)
    for card in table.cards:  # エフェクトの設置: never over another target or card
        for b in boards:
            if b.id != card.board and b.raised == next(x for x in boards if x.id == card.board).raised:
                assert not overlaps(card_polygon(card), board_polygon(b))
    assert len({d.id for d in table.dice}) == len(table.dice)
    if name == "stage1":
        assert len(boards) == 4 and len(table.cards) == 3
        assert sorted(d.owner for d in table.dice) == sorted(o for o, kinds in HANDS.items() for _ in kinds)
    if name == "crowded":
        assert (len(table.dice), len(boards), len(table.cards)) == (21, 8, 6) and any(b.raised for b in boards)


def test_rule_effect_cards_go_on_free_edges_only_until_none_is_left():
    table = preset("empty")
    editor = TableEditor(table)
    board = editor.add_board("S")
    added = 0
    while editor.add_card(board.id) is not None:
        added += 1
        assert added <= 5
    assert added == 5 and free_edges(table, board.id) == []
    other = editor.add_board("M", near=(board.x, board.y))
    assert not overlaps(board_polygon(board), board_polygon(other))


def test_setup_buttons_add_turn_fly_and_remove(app):
    scene = open_practice(app, simple_table(), mode="setup")
    click(app, scene.add_board["L"])
    table = scene.ctl.table
    new = table.boards[-1]
    assert new.sides == 8 and scene.editor.selected == ("board", new.id)
    click(app, scene.add_card)
    card = table.cards[-1]
    assert card.board == new.id
    click(app, scene.flying)
    assert new.raised
    scene.editor.selected = ("board", new.id)
    x0, y0 = card.x - new.x, card.y - new.y
    click(app, scene.turn_left)
    assert abs(math.remainder(new.angle - math.radians(15), 2 * math.pi)) < 1e-9
    turned = math.atan2(card.y - new.y, card.x - new.x) - math.atan2(y0, x0)
    assert abs(math.remainder(turned - math.radians(15), 2 * math.pi)) < 1e-9  # its card turned with it
    click(app, scene.remove_btn)
    assert new.id not in [b.id for b in table.boards] and card.id not in [c.id for c in table.cards]
    scene.kind_chooser.set("d12")
    scene.owner_chooser.set("paola")
    click(app, scene.add_die)
    die = table.dice[-1]
    assert (die.kind, die.owner, die.in_play) == ("d12", "paola", True)
    click(app, scene.hand_btn)
    assert not die.in_play


def test_add_card_without_a_selected_board_says_why(app):
    scene = open_practice(app, simple_table(), mode="setup")
    scene.editor.selected = None
    scene.do_add_card()
    assert scene.error == "raid.select_board_first"


def test_drag_moves_a_die_and_a_board_takes_its_cards(app):
    scene = open_practice(app, simple_table(), mode="setup")
    table = scene.ctl.table
    tf = scene.board.transform()
    die = next(d for d in table.dice if d.id == "paola-d20-1")
    drag(app, tf.to_screen(die.x, die.y), tf.to_screen(die.x + 100, die.y - 50))
    assert abs(die.x - 740.0) < 2.5 and abs(die.y - 370.0) < 2.5
    board, card = table.boards[0], table.cards[0]
    offset = (card.x - board.x, card.y - board.y)
    drag(app, tf.to_screen(board.x, board.y), tf.to_screen(board.x - 200, board.y))
    assert abs(board.x - 400.0) < 2.5
    assert abs(card.x - board.x - offset[0]) < 1e-9 and abs(card.y - board.y - offset[1]) < 1e-9
    press(app, pygame.K_q)  # turns the selected board
    assert abs(board.angle - math.radians(15)) < 1e-9
    press(app, pygame.K_DELETE)
    assert table.boards == []


def test_presets_buttons_replace_the_table(app):
    scene = open_practice(app, simple_table(), mode="setup")
    click(app, scene.preset_buttons[PRESETS.index("crowded")])
    assert len(scene.ctl.table.dice) == 21 and scene.editor.table is scene.ctl.table
    assert scene.ctl.position_ok()
    click(app, scene.preset_buttons[PRESETS.index("flying")])
    assert any(b.raised for b in scene.ctl.table.boards)


def test_wheel_zooms_at_the_pointer_and_right_drag_pans(app):
    scene = open_practice(app, simple_table())
    widget = scene.board
    pos = (300, 300)
    before = widget.transform().to_table(*pos)
    wheel(app, pos, 1)
    wheel(app, pos, 1)
    assert widget.zoom > 1.3
    after = widget.transform().to_table(*pos)
    assert math.hypot(after[0] - before[0], after[1] - before[1]) < 1.0  # the point under the pointer stays
    centre = widget.transform().to_table(*widget.rect.center)
    drag(app, (400, 400), (500, 350), button=3)
    moved = widget.transform().to_table(*widget.rect.center)
    scale = widget.transform().scale
    assert abs((centre[0] - moved[0]) * scale - 100) < 2 and abs((centre[1] - moved[1]) * scale - 50) < 2
    assert scene.ctl.record is None  # panning never shoots
    press(app, pygame.K_HOME)
    assert widget.zoom == 1.0 and widget.centre is None


def test_zoomed_dice_are_big_enough_to_read(app):
    scene = open_practice(app, simple_table())
    widget = scene.board
    for _ in range(8):
        press(app, pygame.K_PAGEUP)
    assert widget.zoom > 3
    tf = widget.transform()
    assert 16.0 * tf.scale > 40  # a d6 is over 40 px across


def test_layout_fits_resized_windows(app):
    scene = open_practice(app, simple_table())
    for size in ((1280, 800), (900, 620), (1600, 1000)):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 1 / 60)
        screen = pygame.Rect(0, 0, *app.size)
        for w in scene.all_widgets():
            if w.visible:
                assert screen.contains(w.rect), (w, size)
        assert not scene.board.rect.colliderect(scene.shoot_btn.rect)


def test_every_raid_string_renders_with_the_bundled_font(app):
    texts = [(k, v) for k, v in all_texts() if k.startswith("raid.")]
    assert len(texts) > 50
    for key, text in texts:
        assert missing_glyphs(text.ja) == [] and missing_glyphs(text.en) == [], key


def test_language_switch_relabels_the_practice_table(app):
    scene = open_practice(app, simple_table())
    app.set_lang("en")
    app.step([], 1 / 60)
    assert any(k[0] == "Shoot" for k in app.text._surfaces)
    assert scene.results.entries and scene.results.entries[0][0].get("en") == "No shot yet."


def test_setup_by_keyboard_only(app):
    scene = open_practice(app, simple_table(), mode="setup")
    table = scene.ctl.table
    press(app, pygame.K_2)  # an M board
    board = table.boards[-1]
    assert board.sides == 6 and scene.editor.selected == ("board", board.id)
    press(app, pygame.K_c)
    assert table.cards[-1].board == board.id
    press(app, pygame.K_f)
    assert board.raised
    x = board.x
    press(app, pygame.K_RIGHT)
    assert abs(board.x - x - 5.0) < 1e-9
    press(app, pygame.K_k)
    press(app, pygame.K_d)
    assert table.dice[-1].kind == "d8" and scene.editor.selected == ("die", table.dice[-1].id)
    press(app, pygame.K_TAB)
    assert scene.editor.selected == ("board", "boss")
    press(app, pygame.K_F7)
    assert len(scene.ctl.table.dice) == 21
    press(app, pygame.K_F3)
    assert scene.mode == "shoot"
