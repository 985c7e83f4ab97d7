"""The right column's skill box shows whole lines only (issue 16, session 29): at 1024x640 Sigurd's Dragon Soul kept
the rule text the 1280x800 layout had given it in the tighter rows that Leaf's three skills ask for, and the list's
foot cut its last line in half (「目が３未満でも…」) over a scroll bar. Every text drawn in the box is now whole and
inside it, after the window shrinks, at 150 % and in both languages; where the column has room the text shows. A
skill's uses listed under the skills show as whole rows with "N more" under them."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.inputs import click_events
from tabletop.ui.text import resolve

from tests.ui.driver import Driver
from tests.ui.monsterraid.helpers import open_game

#: (language, window it shrinks to, UI scale)
CASES = [(lang, size, scale) for lang in ("ja", "en")
         for size, scale in (((1024, 640), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5))]


def _cut(driver: Driver, region: pygame.Rect) -> list[str]:
    """The texts drawn in ``region`` (or crossing its edge) that do not show whole inside it."""
    return [d.shown for d in driver.texts() if d.rect.colliderect(region)
            and (d.rect != d.whole or not region.contains(d.whole))]


@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_the_skill_box_shows_whole_lines_after_the_window_shrinks(probe, home, lang, size, scale):
    pygame.display.init()
    app = App(lang, size=(1280, 800))
    driver = Driver(app, probe)
    scene = open_game(app, seats=3)
    app.step(click_events(scene.ready_btn.rect.center), 1 / 60)
    for s in scene.session.state.adventurer("leaf").skills:   # Leaf's three skills ask for tight rows
        if s.id in ("double_shot", "storm_arrow"):
            s.in_play = True
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.session.state.turn == "sigurd"
    box = scene.skill_list
    assert driver.shows("ドラゴンソウル" if lang == "ja" else "Dragon Soul")
    assert any(box.rect.contains(d.rect) and d.widget == "SkillButton.draw" for d in driver.texts())
    assert not _cut(driver, box.rect)   # 1280x800: described, whole
    app.resize(size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    app.step([], 1 / 60)
    drawn = [d for d in driver.texts() if d.widget == "SkillButton.draw"]
    assert drawn and not _cut(driver, box.rect), _cut(driver, box.rect)
    assert box.content_height() <= box.rect.h   # one skill: no scroll bar, its row whole in the box
    assert not any(d.rect.colliderect(scene.use_btn.rect) for d in drawn)
    if size == (1024, 640):   # room down to Use: the rule text whole under the name (it showed the name alone)
        rule = "".join(box.items[0].whole.get(lang).split())
        assert rule in "".join("".join(d.shown for d in drawn).split()), [d.shown for d in drawn]


def _picking(app, scale: float = 1.0, also: tuple[str, ...] = (), pick: bool = True):
    """Leaf's turn, Sharp Shooting (and the skills ``also``) in play, Sharp Shooting clicked (at ``scale``; not where
    ``pick`` is False): its 28 uses listed."""
    from tests.games.monsterraid.helpers import empty_hand

    app.change_setting("ui_scale", scale)

    def click(widget):   # (the window's pixels: the UI scale as the window allows it)
        app.step(click_events((int(widget.rect.centerx * app.scale), int(widget.rect.centery * app.scale))), 1 / 60)

    scene = open_game(app, seats=2)
    click(scene.ready_btn)
    state = scene.session.state
    for s in state.adventurer("leaf").skills:
        if s.id == "sharp_shooting" or s.id in also:
            s.in_play = True
    while state.turn != "leaf":
        empty_hand(scene.session, state.turn)
        scene.refresh()
        click(scene.pass_btn)
    scene.refresh()
    app.step([], 1 / 60)
    skills = [b.rect.topleft for b in scene.skill_list.items]
    if not pick:
        return scene, skills
    click(next(b for b in scene.skill_list.items if getattr(b, "skill", "") == "sharp_shooting"))
    app.step([], 1 / 60)
    assert scene.picking == "sharp_shooting"
    return scene, skills


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ja", (1024, 640)), ("en", (800, 560))])
def test_a_skills_uses_show_as_whole_rows_with_a_more_line(probe, home, lang, size):
    """Leaf's Sharp Shooting clicked: its 28 uses listed under the skills. At 1280x800 the list's foot cut the
    second use through its words ("2  Use Sharp Shooting" 5 of 17 px drawn); now whole rows and "N more" under
    them, and the wheel brings the next use in whole."""
    pygame.display.init()
    app = App(lang, size=size)
    driver = Driver(app, probe)
    scene, _skills = _picking(app)
    uses = scene.choices
    assert uses.visible and len(uses.items) > 3
    column = uses.columns[0] if uses.columns else uses.rect
    assert not _cut(driver, column), _cut(driver, column)
    assert driver.shows("more below" if lang == "en" else "あと")
    first = [i for i in uses.items if i.rect.w][0]
    driver.wheel(column.center, -1)
    app.step([], 1 / 60)
    assert not first.rect.w and not _cut(driver, column)   # the next use whole at the top


PICKING = [(lang, size, scale) for lang in ("ja", "en")
           for size, scale in (((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5))]


@pytest.mark.parametrize("lang,size,scale", PICKING,
                         ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in PICKING])
def test_uses_being_picked_show_whole_under_the_title_and_the_skills_stay_whole(probe, home, lang, size, scale):
    """Issue 16, session 30: in Japanese at 800x560 and at 150 % the uses' list under the skills was 40 px high and
    cut its first use's second line (78 px needed), at 1280x800 it showed one use, and halving the skills' room cut
    「シャープシューティング（起動）」's frame by 7 px. The uses now stand in the help's place under the title that
    names the skill, each by what tells it from the others (its die and target; the whole use on hover): two whole
    at least, and the skills' rows whole where they stood before the click."""
    pygame.display.init()
    app = App(lang, size=size)
    driver = Driver(app, probe)
    scene, skills = _picking(app, scale)
    uses = scene.choices
    column = uses.columns[0]
    shown = [i for i in uses.items if i.rect.w]
    assert len(shown) >= 2 and all(column.contains(i.rect) for i in shown)
    assert not _cut(driver, column), _cut(driver, column)
    assert uses.mark.h and column.contains(uses.mark)   # "N more" under them
    assert column.bottom <= min(b.rect.top for b in scene.method_btns.values() if b.visible)
    assert column.top >= scene.ctx_title.rect.bottom
    name = "シャープシューティング" if lang == "ja" else "Sharp Shooting"
    rows = [d.shown for d in driver.texts() if column.contains(d.rect)]
    assert not any(name in r for r in rows) and any("ゴーレム" in r or "Golem" in r for r in rows), rows
    assert name in scene.context_title(lang)
    assert [b.rect.topleft for b in scene.skill_list.items] == skills   # the skills stay put
    assert all(scene.skill_list.rect.contains(b.rect) for b in scene.skill_list.items)
    assert not _cut(driver, scene.skill_list.rect), _cut(driver, scene.skill_list.rect)
    whole = scene.use_label(next(i for i in scene.legal() if getattr(i, "skill", "") == "sharp_shooting"), lang)
    assert whole.startswith(name if lang == "ja" else "Use " + name) and resolve(shown[0].tooltip, lang) == whole


@pytest.mark.parametrize("lang,size,scale", [("ja", (800, 560), 1.0), ("ja", (1280, 800), 1.5), ("en", (800, 560), 1.0)])
def test_three_skills_in_play_show_whole_in_a_small_window(probe, home, lang, size, scale):
    """Leaf's three skills in play in his turn at 800x560 (and 150 %) in Japanese: the list had 79 px for rows of 88
    and cut the third (「ダブルショット（起動）」) by 9 px over a scroll bar. The rows now lower, to the type's line and
    3 px, before the list scrolls: every skill whole."""
    pygame.display.init()
    app = App(lang, size=size)
    driver = Driver(app, probe)
    scene, _skills = _picking(app, scale, also=("double_shot",), pick=False)
    box = scene.skill_list
    assert len(box.items) == 3 and box.content_height() <= box.rect.h
    assert all(box.rect.contains(b.rect) for b in box.items)
    drawn = [d for d in driver.texts() if d.widget == "SkillButton.draw"]
    assert len(drawn) == 3 and not _cut(driver, box.rect), _cut(driver, box.rect)
    assert not box.rect.colliderect(scene.use_btn.rect)
