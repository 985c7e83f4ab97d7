"""The side column at the smallest window and the reaction curtain's prompt (issue 15, no text cut off).

At 800x560 the action list keeps clear of the clear / undo / redo row and the
battle panel, and scrolls (posted wheel events) to its last choice, which a
posted click then plays. The reaction curtain wraps its prompt: every word of
it is drawn, inside the window, in both languages. The action list's labels
wrap onto two lines where they are long (an attack naming its target), so each
is drawn whole at 800x560.
"""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.zgundam import actions as A
from tabletop.ui.app import App
from tabletop.ui.views.zgundam.scene import REACT_CURTAIN, ReactCurtain

from tests.ui.conftest import click, wheel
from .helpers import lift, to_action_phase


def _table(lang, size, seats=6, seed=5):
    discover()
    session = Session(registry.find("zgundam"), seats, None, dice=SeededSource(seed))
    seat = to_action_phase(session, held=8)
    app = App(lang, size=size)
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return app, scene, seat


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_action_list_scrolls_clear_of_the_buttons_at_800x560(probe, lang):
    app, scene, seat = _table(lang, (800, 560))
    scene.set_group("e")  # toss: one choice per card in hand, more than the list shows
    app.step([], 0.016)
    items = scene.action_list.items
    assert len(items) == 8
    rect = scene.action_list.rect
    assert rect.bottom <= scene.clear_button.rect.top and scene.clear_button.rect.bottom <= scene.combat.rect.top
    assert rect.h >= 2 * scene.action_list.item_height  # two whole rows at least
    assert not rect.contains(items[-1].rect)
    for _ in range(10):
        wheel(app, rect.center, -1)
    last = items[-1]
    assert rect.contains(last.rect)
    card = scene.session.state.cards(f"hand{seat}")[-1]
    click(app, last.rect.center)
    assert card in scene.session.state.cards("discard")


@pytest.mark.parametrize("size", ((1280, 800), (800, 560)), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ("ja", "en"))
def test_reaction_curtain_prompt_is_drawn_whole(probe, lang, size):
    discover()
    session = Session(registry.find("zgundam"), 2, None, dice=SeededSource(3))
    to_action_phase(session, pair=True)
    attack = next(a for a in session.legal_actions() if isinstance(a, (A.AttackMS, A.AttackShip)))
    app = App(lang, size=size)
    app.start_game(session)
    app.step([], 0.016)
    lift(app)
    app.top.apply_action(attack)
    app.step([], 0.016)
    assert isinstance(app.top, ReactCurtain)
    whole = REACT_CURTAIN.get(lang)
    drawn = [d for d in probe.texts(app.surface) if d.widget == "ReactCurtain.draw_content"]
    name = drawn[0]  # the seat's name, drawn first; the prompt's lines sit above it
    texts = [d for d in drawn if d.whole.bottom <= name.whole.top]
    assert " ".join(d.shown for d in texts).replace(" ", "") == whole.replace(" ", "")
    assert all(app.surface.get_rect().contains(d.whole) and not d.cut for d in texts)


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_action_labels_are_whole_at_800x560(probe, lang):
    """The action list's labels (an attack naming its target) wrap onto a second line instead of being
    cut: with each row scrolled to the list's top, its drawn lines make its whole label."""
    from tabletop.ui.text import resolve
    from tests.ui.driver import _norm
    from .helpers import at_the_table

    app, driver, scene, me = at_the_table(probe, lang, (800, 560), 2, seed=2, pair=True)
    items = scene.action_list.items
    rect = scene.action_list.rect
    labels = [resolve(item.label, lang) for item in items]
    assert any(scene.app.text.size(label, item.size)[0] > rect.w for label, item in zip(labels, items))
    for item, label in zip(items, labels):
        scene.action_list.reveal(item)  # the row brought in whole, as the wheel does
        driver.frames(1)
        assert rect.contains(item.rect) and scene.action_list.shows(item), label
        drawn = [d for d in driver.texts() if item.rect.contains(d.whole)]
        assert drawn and not any(d.cut for d in drawn), label
        assert _norm("".join(d.shown for d in drawn)) == _norm(label)


@pytest.mark.parametrize("where", [((1280, 800), 1.5), ((800, 560), 1.0)], ids=["150%", "800x560"])
@pytest.mark.parametrize("lang", ("ja", "en"))
def test_action_list_shows_three_attacks_before_a_battle(probe, lang, where):
    """Issue 16: at UI scale 150 % (and at 800x560) the list was sized for rows of one line (34 px), two of them,
    while an attack naming its target takes two lines: 72 px showed one attack and a half. Its rows are two lines,
    three of them, the log down to its title and a line and the battle panel (no battle yet) to its record."""
    size, scale = where
    discover()
    session = Session(registry.find("zgundam"), 2, None, dice=SeededSource(3))
    to_action_phase(session, pair=True)
    app = App(lang, size=size)
    try:
        app.change_setting("ui_scale", scale)
        scene = app.start_game(session)
        app.step([], 0.016)
        lift(app)
        rect, items = scene.action_list.rect, scene.action_list.items
        assert len(items) > 3
        shown = [b for b in items if rect.contains(b.rect)]
        assert len(shown) >= 3, (rect, [b.rect for b in items[:4]])
        assert rect.bottom <= scene.clear_button.rect.top and scene.clear_button.rect.bottom <= scene.combat.rect.top
        assert scene.combat.rect.h >= scene.combat_wanted() and scene.log.visible
        assert scene.log.rect.bottom <= app.surface.get_height()
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_action_list_keeps_its_rows_after_a_battle_at_150(probe, lang):
    """After a battle at UI scale 150 % the battle panel took the list's room for its whole record, down to one row:
    the next seat choosing its move saw one action and a half (修理：マゼラン改を1ポイント… / …2ポイント cut). While
    the seat chooses a move (groups a-e shown) the list keeps its rows; the panel shows what fits (its result scrolls,
    the log has it all)."""
    discover()
    session = Session(registry.find("zgundam"), 2, None, dice=SeededSource(3))
    to_action_phase(session, pair=True)
    first = session.pending().seat
    while session.state.last_combat is None or session.state.phase != "action" or session.pending().seat == first:
        acts = session.legal_actions()
        attack = next((a for a in acts if type(a).__name__.startswith("Attack")), None)
        session.apply(attack or acts[0], session.pending().seat)
    app = App(lang, size=(1280, 800))
    try:
        app.change_setting("ui_scale", 1.5)
        scene = app.start_game(session)
        app.step([], 0.016)
        lift(app)
        assert scene.view_data.get("last_combat") and scene.groups_shown()
        rect, items = scene.action_list.rect, scene.action_list.items
        assert len(items) > 3
        shown = [b for b in items if rect.contains(b.rect)]
        assert len(shown) >= 3, (rect, [tuple(b.rect) for b in items[:4]], tuple(scene.combat.rect))
        assert rect.bottom <= scene.clear_button.rect.top and scene.clear_button.rect.bottom <= scene.combat.rect.top
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_group_buttons_keep_their_labels_in_the_narrow_side_column(probe, lang):
    """At UI scale 150 % the side column is narrower (``RIGHT_NARROW``, the table's rows take the width): the buttons of
    groups a-e share its width by their labels, each drawn whole ("e 捨てる" was "e 捨…" in five equal buttons)."""
    from .helpers import at_the_table
    from tabletop.ui.views.zgundam.scene import RIGHT_NARROW
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, seed=5, pair=True, scale=1.5)
    try:
        assert scene.action_list.rect.w == RIGHT_NARROW < 300
        driver.frames(1)
        buttons = [scene.group_buttons[g] for g in "abcde"]
        assert all(b.visible and not b.cut for b in buttons)
        assert all(a.rect.right < b.rect.x for a, b in zip(buttons, buttons[1:]))
        assert buttons[-1].rect.right <= scene.action_list.rect.right
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_the_action_list_never_shows_half_an_action_at_150(probe, lang):
    """Session 28, a real window at 150 %: the fourth action ("MS攻撃：バーザム→…") showed the top half of its
    first line under the third. The list shows whole rows only; a tab at an edge with rows beyond it, clicked,
    brings the next one in, and every row comes into view whole on the way down."""
    from tabletop.ui import theme
    from .helpers import at_the_table

    try:
        app, driver, scene, _ = at_the_table(probe, lang, (1280, 800), 2, seed=2, pair=True, scale=1.5)
        listed = scene.action_list
        seen: set[int] = set()
        for _ in range(len(listed.items) + 1):
            assert not [d.shown for d in driver.texts() if d.rect.colliderect(listed.rect) and (d.cut or d.rect != d.whole)]
            seen |= {id(i) for i in listed.items if listed.shows(i)}
            foot = listed.tabs()[1]
            if foot is None:
                break
            driver.click_at(foot.center)
        assert seen == {id(i) for i in listed.items}  # every action was shown whole once
    finally:
        theme.set_ui_scale(1.0)
