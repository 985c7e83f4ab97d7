"""The Monster Raid screen's own keys: placement (take, move, put, refuse like the mouse), skills, their uses and
decisions by number and arrows, the shortcuts on buttons and tooltips, the F1 list per phase."""

from __future__ import annotations

import math

import pygame

from tabletop.core.i18n import t
from tabletop.games.monsterraid.actions import PlaceEffect, PlaceMinion, Ready, UseSkill
from tabletop.games.monsterraid.state import Prompt
from tabletop.ui import focus, theme
from tabletop.ui.inputs import key_event
from tabletop.ui.scenes.help import KeyHelpOverlay, scene_keys
from tabletop.ui.text import resolve
from tabletop.ui.views.monsterraid import placing_keys

from ..conftest import click
from .helpers import drag, motion, open_game, phase_shift_decision, to_growth
from .test_skills import give


def press(app, k: int, mod: int = 0) -> None:
    app.step([key_event(k, mod)], 1 / 60)


def last_action(session):
    return session.game.action_from_json(session.actions[-1]["action"]) if session.actions else None


def banner(scene, lang: str = "en") -> str:
    return resolve(scene.banner[0], lang) if scene.banner else ""


# -- placement ------------------------------------------------------------------------------------------
def test_rule_0_jump_goes_to_the_nearest_legal_spot_that_way():
    spots = [("a", (100.0, 0.0, 0.0)), ("b", (300.0, 10.0, 0.0)), ("c", (0.0, 120.0, 0.0)), ("d", (-30.0, -100.0, 0))]
    assert placing_keys.jump(spots, (0.0, 0.0), 1.0, 0.0) == (100.0, 0.0)     # right: the nearest that way
    assert placing_keys.jump(spots, (100.0, 0.0), 1.0, 0.0) == (300.0, 10.0)  # from there, the next one
    assert placing_keys.jump(spots, (0.0, 0.0), 0.0, 1.0) == (0.0, 120.0)     # up (table y is up)
    assert placing_keys.jump(spots, (0.0, 0.0), 0.0, -1.0) == (-30.0, -100.0)  # within 60° of down
    assert placing_keys.jump(spots, (0.0, 0.0), -1.0, 0.0) == (-30.0, -100.0)  # none within 60° of left: that side
    assert placing_keys.jump(spots, (300.0, 10.0), 1.0, 0.0) is None            # every spot the other way


def test_rule_0_tab_and_numbers_take_only_what_may_move(app):
    scene = open_game(app, seed=5)
    state = scene.session.state
    items = placing_keys.movable(scene.view_data, scene.legal())
    kinds = [k for k, _ in items]
    assert "target" in kinds and "card" in kinds and kinds == sorted(kinds, reverse=True)  # minions, then cards
    assert all(state.target(i).role == "minion" for k, i in items if k == "target")        # never the boss
    press(app, pygame.K_TAB)
    assert scene.placer.drag == items[0] and scene.placer.by_keys and scene.placement_ghost() is None
    press(app, pygame.K_TAB)
    assert scene.placer.drag == items[1]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.placer.drag == items[0]
    press(app, pygame.K_1 + len(items) - 1)
    assert scene.placer.drag == items[-1]
    badges, cursor, spots = scene.placement_marks()
    assert [b[2] for b in badges] == [str(i + 1) for i in range(min(9, len(items)))] and cursor is None
    assert spots and all(k == items[-1][0] for k, _pose, _sides in spots)  # the legal spots of the one held
    assert [b[3] for b in badges].count(True) == 1                        # the one held is marked
    assert len(items) < 9
    press(app, pygame.K_9)                                        # no such number: it says so, the held one stays
    assert banner(scene) == t("mr.no_such_number", "en") and scene.placer.drag == items[-1]


def test_rule_0_a_minion_moved_by_the_arrows_and_put_with_enter(app):
    scene = open_game(app, seed=5)
    session = scene.session
    state = session.state
    items = placing_keys.movable(scene.view_data, scene.legal())
    minion = items[0][1]
    before = (state.target(minion).x, state.target(minion).y)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)                                 # not moved yet: nothing is applied, it says why
    assert scene.placer.drag == items[0] and not session.actions
    assert banner(scene) == t("mr.key_move_first", "en")
    for k in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
        press(app, k)
        ghost = scene.placement_ghost()
        if ghost is not None and ghost[3]:
            break
    kind, pose, _sides, ok = scene.placement_ghost()
    assert kind == "target" and ok
    assert scene.placement_marks()[1] == scene.placer.drag_at   # the cursor is drawn
    app.step([], 1 / 60)
    press(app, pygame.K_RETURN)
    done = last_action(session)
    assert isinstance(done, PlaceMinion) and done.target == minion
    moved = session.state.target(minion)
    assert (moved.x, moved.y) != before and math.hypot(moved.x - pose[0], moved.y - pose[1]) < 1e-6
    assert scene.placer.drag is None
    press(app, pygame.K_RETURN)                                 # holding nothing: Enter is Ready
    assert isinstance(last_action(session), Ready)


def test_rule_0_an_effect_card_moved_by_keys_to_a_free_edge(app):
    scene = open_game(app, seed=5)
    session = scene.session
    items = placing_keys.movable(scene.view_data, scene.legal())
    n = next(i for i, (k, _) in enumerate(items) if k == "card") + 1
    press(app, pygame.K_0 + n)
    card = items[n - 1][1]
    before = session.state.card(card).edge
    for k in (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT):
        press(app, k)
        ghost = scene.placement_ghost()
        if ghost is not None and ghost[3]:
            break
    press(app, pygame.K_RETURN)
    done = last_action(session)
    assert isinstance(done, PlaceEffect) and done.card == card and session.state.card(card).edge == done.edge != before


def test_rule_0_a_refused_spot_by_keys_says_what_the_mouse_says(app):
    scene = open_game(app, seed=5)
    session = scene.session
    state = session.state
    minion = placing_keys.movable(scene.view_data, scene.legal())[0][1]
    t_ = state.target(minion)
    tf = scene.board.transform()
    far = (state.table_width - 20.0, 20.0)                     # a table corner, far from every legal spot
    drag(app, tf.to_screen(t_.cx, t_.cy), tf.to_screen(*far), steps=6)
    assert not session.actions and scene.banner is not None
    by_mouse = (banner(scene, "ja"), banner(scene, "en"), scene.banner_rule)
    assert by_mouse[2] == "monsterraid 0 ターゲットの配置"
    scene.banner = None
    press(app, pygame.K_1)
    for _ in range(40):                                        # right and down until no spot is near
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_DOWN)
    assert scene.placement_ghost()[3] is False
    press(app, pygame.K_RETURN)
    assert not session.actions
    assert (banner(scene, "ja"), banner(scene, "en"), scene.banner_rule) == by_mouse


def test_rule_0_undo_lets_go_of_what_the_keys_hold(app):
    scene = open_game(app, seed=5)
    session = scene.session
    items = placing_keys.movable(scene.view_data, scene.legal())
    card = next(i for i, (k, _) in enumerate(items) if k == "card") + 1
    press(app, pygame.K_1)
    for k in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
        press(app, k)
        if scene.placement_ghost() and scene.placement_ghost()[3]:
            break
    press(app, pygame.K_RETURN)
    assert isinstance(last_action(session), PlaceMinion)        # the cards were laid out again
    press(app, pygame.K_0 + card)
    press(app, pygame.K_RIGHT)
    assert scene.placer.drag is not None
    press(app, pygame.K_z, pygame.KMOD_CTRL)                      # undo: the table changes under the held card
    assert not session.actions and scene.placer.drag is None and scene.placement_marks()[1] is None
    app.step([], 1 / 60)


def test_rule_0_ctrl_arrows_step_finely_and_esc_lets_go(app):
    scene = open_game(app, seed=5)
    press(app, pygame.K_TAB)
    x0, y0 = placing_keys.centre(scene.view_data, scene.placer.drag)
    press(app, pygame.K_RIGHT, pygame.KMOD_CTRL)
    assert scene.placer.drag_at == (x0 + placing_keys.FINE_MM, y0)
    press(app, pygame.K_UP, pygame.KMOD_CTRL)
    assert scene.placer.drag_at == (x0 + placing_keys.FINE_MM, y0 + placing_keys.FINE_MM)
    press(app, pygame.K_ESCAPE)
    assert scene.placer.drag is None and app.top is scene          # let go, no menu
    press(app, pygame.K_ESCAPE)
    assert app.top is not scene                                   # holding nothing: the menu


# -- skills, their uses, decisions ----------------------------------------------------------------------
def test_rule_1_skills_chosen_by_number_and_used_with_u(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    give(scene, "sigurd", "dragons_blood", "dragon_dive")
    app.step([], 1 / 60)
    labels = [resolve(b.label, "en") for b in scene.skill_keys]
    assert labels[0].startswith("1  ") and "Dragon's Blood" in labels[0] and labels[1].startswith("2  ")
    passive = next(b for b in scene.skill_list.items if b not in scene.skill_keys)
    assert not resolve(passive.label, "en")[0].isdigit()        # a passive skill has no key
    assert scene.skill_keys[0].tooltip_text("en").splitlines()[0].endswith("(1)")
    assert scene.use_btn.tooltip_text("en").endswith("(U)")
    press(app, pygame.K_1)
    press(app, pygame.K_2)
    assert set(scene.chosen) == {"dragons_blood", "dragon_dive"}
    press(app, pygame.K_2)                                       # again: dropped
    assert set(scene.chosen) == {"dragons_blood"}
    press(app, pygame.K_u)
    sigurd = scene.session.state.adventurer("sigurd")
    assert [s.id for s in sigurd.skills if s.tapped] == ["dragons_blood"]
    assert isinstance(last_action(scene.session), UseSkill)
    press(app, pygame.K_1)                                       # used this stage: it says why, in words
    assert banner(scene).startswith(t("mr.skill_tapped", "en")) and not scene.chosen  # then its rule, cited
    assert scene.banner_rule == "monsterraid 1 スキルの適用"           # with its rule, and "why?"


def leafs_turn_with_shadow_stitch(app):
    """Past placement, Leaf to shoot, holding 影縫い (a skill whose use names a target)."""
    scene = open_game(app)
    click(app, scene.ready_btn)
    with scene.session.edit():
        scene.session.state.turn = "leaf"
    give(scene, "leaf", "shadow_stitch")
    app.step([], 1 / 60)
    return scene


def test_rule_1_skills_a_skills_uses_by_number_arrows_enter_and_esc(app):
    scene = leafs_turn_with_shadow_stitch(app)
    state = scene.session.state
    power = scene.ctl.aim.power
    press(app, pygame.K_1)
    assert scene.picking == "shadow_stitch" and focus.focused(scene) is scene.choices.items[0]
    assert resolve(scene.choices.items[1].label, "en").startswith("2  ")
    assert not any(resolve(b.label, "en")[0].isdigit() for b in scene.skill_list.items)  # the digits are the list's
    press(app, pygame.K_ESCAPE)
    assert scene.picking is None and app.top is scene              # closed, no menu
    press(app, pygame.K_1)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert focus.focused(scene) is scene.choices.items[1] and scene.ctl.aim.power == power  # the aim is untouched
    press(app, pygame.K_RETURN)
    targets = [t_.id for t_ in state.live_targets()]
    assert scene.chosen["shadow_stitch"] == UseSkill("shadow_stitch", target=targets[1]) and not scene.ctl.busy
    press(app, pygame.K_1)                                        # chosen already: 1 drops it...
    assert "shadow_stitch" not in scene.chosen and scene.picking is None
    press(app, pygame.K_1)                                        # ... and opens the list again
    press(app, pygame.K_3)                                        # a use by its number
    assert scene.chosen["shadow_stitch"] == UseSkill("shadow_stitch", target=targets[2])
    press(app, pygame.K_u)
    assert scene.session.state.shadow_stitch == [targets[2]]


def test_rule_1_skills_enter_in_a_list_of_uses_never_shoots(app):
    scene = leafs_turn_with_shadow_stitch(app)
    click(app, scene.skill_keys[0])                               # opened by the mouse: nothing focused
    assert scene.picking == "shadow_stitch" and focus.focused(scene) is None
    press(app, pygame.K_RETURN)
    assert not scene.ctl.busy and focus.focused(scene) is None and scene.picking == "shadow_stitch"
    assert banner(scene) == t("mr.key_choose_row", "en")


def test_enter_on_the_growth_and_mvp_screens_takes_only_a_row_the_player_highlighted(app):
    """Enter pressed on through the round end chose a growth (and the MVP) unread: the first Enter focused the
    first row, the next took it (issue 16). Enter now acts only on a row the player highlighted: by ↑ ↓ or Tab
    (the focus ring) or by moving the pointer onto it; the pointer left on the list where the last click chose
    is no choice. Otherwise Enter chooses and focuses nothing and says how to choose."""
    scene = open_game(app)
    to_growth(app, scene, click)
    session = scene.session
    assert session.pending().kind == "growth"
    done = len(session.actions)
    for _ in range(3):
        press(app, pygame.K_RETURN)
    assert len(session.actions) == done and focus.focused(scene) is None
    assert banner(scene, "ja") == t("mr.key_choose_row", "ja")
    click(app, scene.choices.items[0])          # the first growth by a click: the pointer stays on the list
    assert len(session.actions) == done + 1 and session.pending().kind == "growth"
    first = session.pending().prompt
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert len(session.actions) == done + 1 and session.pending().prompt == first
    press(app, pygame.K_DOWN)                  # highlighted by the arrows: Enter takes it
    press(app, pygame.K_DOWN)
    assert focus.focused(scene) is scene.choices.items[1]
    option = scene.legal()[1].option
    press(app, pygame.K_RETURN)
    assert len(session.actions) == done + 2 and last_action(session).option == option
    while session.pending().kind == "growth":   # the other adventurers' growths: the row the pointer moved onto
        i = max(i for i, r in enumerate(scene.choices.items) if r.rect.w)   # in view (over the table, or beside)
        row, option = scene.choices.items[i], scene.legal()[i].option
        # (a point of the row the last list's row did not have under it: whole rows stand where they stood)
        app.step([motion((row.rect.x + 20 + 9 * len(session.actions) % 60, row.rect.centery))], 1 / 60)
        press(app, pygame.K_RETURN)
        assert last_action(session).option == option
    assert session.pending().kind == "mvp"
    mvp = len(session.actions)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert len(session.actions) == mvp and focus.focused(scene) is None


def test_faq_decisions_by_number_and_by_arrows(app):
    scene = phase_shift_decision(app, click)
    state = scene.session.state
    rows = [resolve(b.label, "ja") for b in scene.choices.items]
    n = next(i for i, x in enumerate(rows) if "手元へ戻す" in x) + 1
    assert rows[n - 1].startswith(f"{n}  ")
    press(app, pygame.K_0 + n)
    assert scene.session.state.die("paola-n1-d4").where == "hand"
    with scene.session.edit():
        for s in state.adventurer("sigurd").skills:
            if s.id in ("dragons_blood", "dragon_dive"):
                s.in_play = True
        state.prompts.append(Prompt("seal", "sigurd"))
    scene.refresh()
    app.step([], 1 / 60)
    i = next(i for i, b in enumerate(scene.choices.items) if "ドラゴンダイブ" in resolve(b.label, "ja"))
    for _ in range(i + 1):
        press(app, pygame.K_DOWN)
    assert focus.focused(scene) is scene.choices.items[i]
    press(app, pygame.K_RETURN)
    assert next(s for s in scene.session.state.adventurer("sigurd").skills if s.id == "dragon_dive").tapped


def fits_the_overlay(app, scene) -> None:
    """Every row of the F1 list fits the overlay at 1280x800 in both languages (it does not scroll)."""
    for lang in ("ja", "en"):
        app.set_lang(lang)
        overlay = KeyHelpOverlay(app, scene)
        overlay.layout(app.size)
        line = app.text.line_height(theme.SIZE_BODY) + 8
        title = app.text.render(t("ui.keys_title", lang), theme.SIZE_HEADING, theme.TEXT, True).get_height()
        first = overlay.box.y + 16 + title + 10                  # as KeyHelpOverlay.draw_content lays them out
        assert first + len(overlay.rows(lang)) * line <= overlay.close_button.rect.y - 8, lang
        for _section, keys, _what in overlay.rows(lang):          # each key chip fits its column
            assert app.text.size(keys, theme.SIZE_SMALL, True)[0] <= 220 - 16, keys


def test_f1_lists_the_keys_of_the_phase_on_screen(app):
    scene = open_game(app)
    keys = {k for k, _ in scene_keys(scene)}
    assert {"Tab / 1-9", "← → ↑ ↓", "Enter", "Esc / BS"} <= keys and "U" not in keys
    fits_the_overlay(app, scene)
    press(app, pygame.K_F1)
    assert isinstance(app.top, KeyHelpOverlay)
    press(app, pygame.K_ESCAPE)
    click(app, scene.ready_btn)
    keys = {k for k, _ in scene_keys(scene)}
    assert {"1-9 / ↑↓ Enter Esc", "←→ ↑↓ Q E W S", "Tab M / Enter Space", "U", "Ctrl+P"} <= keys
    assert "Tab / 1-9" not in keys
    assert scene.method_btns["flick"].tooltip_text("en").endswith("(M)")
    fits_the_overlay(app, scene)
    with scene.session.edit():
        scene.session.state.prompts.append(Prompt("seal", "sigurd"))
    scene.refresh()
    assert "1-9 / ↑ ↓ Enter" in {k for k, _ in scene_keys(scene)}
    fits_the_overlay(app, scene)
