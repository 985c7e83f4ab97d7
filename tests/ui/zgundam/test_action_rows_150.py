"""Session 29, a newcomer's game at UI scale 150 %: the side column's action list, whole rows only (``TabbedRows``),
showed one row of two lines over a blank where the next row, of three lines, missed the room by a few pixels (the
layout budgets rows of two lines): the seat saw "Supply: take a ship from the ship deck" alone and had to guess that
its attacks lay under the tab. The list now takes from the log and the battle panel (down to their least) the room
its first rows need whole (``ZGundamScene.list_want``): three seats, seed 1, Japanese: one row -> two."""

from __future__ import annotations

import pytest

from tabletop.ui import theme

from .helpers import at_the_table


def test_first_two_actions_show_whole_at_150(probe):
    app, driver, scene, me = at_the_table(probe, "ja", (1280, 800), 3, seed=1, pair=True, scale=1.5)
    try:
        items, box = scene.action_list.items, scene.action_list.rect
        assert len(items) > 2 and items[0].row_height + items[1].row_height > 2 * 54  # (rows of three lines)
        assert scene.action_list.shows(items[0]) and scene.action_list.shows(items[1])
        assert all(box.contains(item.rect) for item in items[:2])
        small = app.text.line_height(theme.SIZE_SMALL)
        assert scene.log.visible and scene.log.rect.h >= 30 + small + 6  # (the log keeps its title and a line)
        assert not scene.combat.rect.colliderect(scene.log.rect) and box.bottom <= scene.undo_button.rect.top
        assert scene.combat.rect.bottom <= scene.log.rect.top and scene.log.rect.bottom <= app.surface.get_height()
    finally:
        app.change_setting("ui_scale", 1.0)


def test_each_group_shows_its_first_rows_whole_at_150(probe):
    """The same for the rows of each group a-e the seat picks (its list changes without a move): as many of its first
    rows as the log and the battle panel at their least leave room for show whole (group c, Japanese, one of two
    Columbus Kai damaged: rows of three lines, "コロンブス改：ダメージ1" under each; one row over a blank before)."""
    from tabletop.ui.views.zgundam.selection import GROUPS, group_of

    app, driver, scene, me = at_the_table(probe, "ja", (1280, 800), 3, seed=1, pair=True, scale=1.5)
    try:
        with scene.session.edit() as state:  # (one of the seat's two Columbus Kai damaged: its rows say so, 3 lines)
            state.damage[state.cards(f"ships{me}")[0]] = 1
        scene.on_change([])
        driver.still()
        groups = [g for g in GROUPS if any(group_of(a) == g for a in scene.actions_now)]
        assert len(groups) >= 3
        for g in groups:
            scene.set_group(g)
            driver.still()
            items = scene.action_list.items
            room = scene._list_room[1]
            whole = sum(want <= room for want in scene.list_want(scene.action_list.rect.w))
            assert whole >= min(2, len(items)), (g, scene.list_want(scene.action_list.rect.w), room)
            assert all(scene.action_list.shows(item) for item in items[:whole]), (g, whole)
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_prompt_the_header_shows_whole_gives_its_room_to_the_actions_at_150(probe, lang):
    """Twelve moves in (seed 1, three seats, 150 %) the side column's prompt "Player 2: Choose one action (rule (2)
    a-e)" took two lines under a header that showed "Turn 7: Player 2　Choose one action (rule (2) a-e)" whole, and the
    action list one row ("MS attack: Bolinoak Sammahn → Player 1's Hizack") over a blank. The narrow column now leaves
    the prompt to the header: the groups a-e start at the table's top and two actions show whole (one before)."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 3, seed=1, pair=True, scale=1.5, moves=12)
    try:
        head = scene.head_text(lang)
        decision = scene.session.pending()
        assert decision.prompt.get(lang) in head and scene.game.seat_name(decision.seat, lang) in head
        assert app.text.fit_line(head, theme.SIZE_LABEL, scene.head.rect.w)[0] == head  # (whole in the header)
        assert not scene.prompt.visible and scene.prompt.rect.h == 0
        assert all(b.rect.y == scene.table_rect.y for b in scene.group_buttons.values())
        items, box = scene.action_list.items, scene.action_list.rect
        whole = [item for item in items if scene.action_list.shows(item) and box.contains(item.rect)]
        assert len(items) > 2 and len(whole) >= 2, [item.rect for item in items[:3]]
        assert not box.colliderect(scene.hint.rect) and box.bottom <= scene.undo_button.rect.top
    finally:
        app.change_setting("ui_scale", 1.0)


def test_prompt_stays_beside_a_wide_column(probe):
    """At 1280x800 and 100 % the side column is wide: its prompt stays (two lines), as before."""
    app, driver, scene, me = at_the_table(probe, "en", (1280, 800), 3, seed=1, pair=True, moves=12)
    assert scene.prompt.visible and scene.prompt.rect.h >= 2 * app.text.line_height(theme.SIZE_BODY)
    assert scene.hint.rect.y > scene.prompt.rect.bottom


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_an_answer_to_an_attack_shows_both_choices_beside_a_long_battle_at_150(probe, lang):
    """Session 30 (issue 16): three seats, seed 1, eight moves in, 150 %: Player 3 answers an attack under the record of
    a colony laser (eleven rolls). The battle panel took all the side column but one row: "停戦信号で戦闘を回避" over a
    scroll arrow, "反応しない" under it. With no group a-e shown the list keeps its first two rows whole
    (``ZGundamScene.list_take``); the panel shows its heading and rolls above, the rest said ("and 4 more rolls")."""
    from tabletop.games.zgundam.actions import NoReaction

    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 3, seed=1, pair=True, scale=1.5, moves=8)
    try:
        assert scene.session.state.phase == "react" and not scene._groups_shown
        assert scene.combat.record["kind"] == "colony_laser" and scene._combat_wanted > scene.combat.rect.h
        items, box = scene.action_list.items, scene.action_list.rect
        assert len(items) == 2 and any(isinstance(a, NoReaction) for a in scene.actions_now)
        assert all(scene.action_list.shows(item) and box.contains(item.rect) for item in items), \
            (box, [item.rect for item in items])
        assert box.bottom <= scene.undo_button.rect.top and scene.combat.rect.top >= scene.undo_button.rect.bottom
        assert scene.combat.rect.h >= 200  # (the heading and several rolls still shown)
    finally:
        app.change_setting("ui_scale", 1.0)
