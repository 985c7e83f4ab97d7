"""A stage's growth options over the table (issue 16): at 800x560 (and with four or five skills at 1280x800 and
150 % UI scale) the right column alone listed them, scrolling, the last one shown cut in half beside an empty table.
Every option now shows whole in the window, over the table and then under the title, under no other panel; where
some still find no room, the last column ends on a whole option and says how many follow."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.inputs import Input, click_events
from tabletop.ui.text import key, resolve
from tabletop.ui.views.monsterraid.columns import ColumnList
from tabletop.ui.widgets import Button

from .helpers import open_game, to_growth


def scaled_click(app, widget) -> None:
    c = widget.rect.center
    app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)


def growth_with(app, size, scale: float, lang: str, skills: int):
    """The growth screen with ``skills`` of Sigurd's in his hand to choose from."""
    app.set_lang(lang)
    app.resize(size)
    app.change_setting("ui_scale", scale)
    scene = open_game(app)
    hand = [s for s in scene.session.state.adventurer("sigurd").skills if not s.in_play]
    assert len(hand) >= skills
    for s in hand[:len(hand) - skills]:
        s.in_play = True
    scene.refresh()
    to_growth(app, scene, scaled_click, (("sigurd-n1-d6", 6), ("leaf-n1-d4", 4)))
    app.step([], 1 / 60)
    assert (scene.view_data.get("pending") or {}).get("kind") == "growth"
    return scene


@pytest.mark.parametrize("skills", (3, 4, 5))
@pytest.mark.parametrize("size, scale, lang", (((800, 560), 1.0, "ja"), ((800, 560), 1.0, "en"),
                                               ((1280, 800), 1.5, "ja"), ((1280, 800), 1.5, "en")))
def test_every_growth_option_shows_whole_and_under_no_panel(app, size, scale, lang, skills):
    scene = growth_with(app, size, scale, lang, skills)
    options = scene.choices.items
    assert len(options) == skills
    window = pygame.Rect((0, 0), app.surface.get_size())
    panels = [scene.log.rect, scene.ctx_title.rect, scene.ctx_help.rect, *scene.adv_rects,
              pygame.Rect(0, 0, window.w, scene.board.rect.y)]
    for b in options:
        assert b.rect.w > 0 and window.contains(b.rect), b.rect
        assert not any(p.colliderect(b.rect) for p in panels), b.rect
        assert not any(o.rect.colliderect(b.rect) for o in options if o is not b)
    assert scene.choices.after == 0 and scene.choices.mark.h == 0
    assert scene.log.rect.h >= 120   # the log keeps rows to read
    done = len(scene.session.actions)
    scaled_click(app, options[-1])   # the last, over the table or under the title: chosen by a click
    assert len(scene.session.actions) == done + 1


def test_the_options_leave_the_table_and_its_cards_alone_after_the_growth_and_mvp(app):
    """Once the growths and the MVP are chosen the list goes back to the right column and the table's strip
    returns."""
    scene = growth_with(app, (800, 560), 1.0, "en", 3)
    assert scene.choices.columns and scene.targets_rect.h == 0
    while (scene.view_data.get("pending") or {}).get("kind") in ("growth", "mvp"):
        scaled_click(app, scene.choices.items[0])
    app.step([], 1 / 60)
    assert not scene.choices.columns


def test_rows_that_find_no_room_wait_for_the_wheel_under_a_line_that_says_so(app):
    rows = [Button(f"row {n}", lambda: None) for n in range(6)]
    for b in rows:
        b.row_height = 60
    listed = ColumnList(item_height=36, gap=4)
    listed.set_items(rows)
    columns = [pygame.Rect(10, 10, 200, 130), pygame.Rect(300, 10, 200, 150)]
    listed.set_columns(app, columns)
    shown = [b for b in rows if b.rect.w]
    assert len(shown) == 4 and listed.after == 2 and listed.mark.h > 0
    for b in shown:   # each whole in a column, above the line that says more follow
        assert any(c.contains(b.rect) for c in columns)
    assert max(b.rect.bottom for b in shown if columns[1].contains(b.rect)) <= listed.mark.top
    listed.draw(app.surface, app)
    assert resolve(key("mr.options_after", n=listed.after), "en") == "▼ 2 more below (scroll)"
    assert resolve(key("mr.options_after", n=listed.after), "ja") == "▼ あと2件（ホイールで送る）"
    listed.handle(Input("wheel", columns[0].center, dy=-1), app)   # down the page: the next row comes in
    assert listed.first == 1 and rows[4].rect.w and not rows[0].rect.w
    listed.handle(Input("wheel", (700, 300), dy=1), app)   # a wheel elsewhere leaves the list alone
    assert listed.first == 1
    listed.handle(Input("wheel", columns[1].center, dy=1), app)
    assert listed.first == 0 and rows[0].rect.w
    listed.set_columns(app, [])   # no columns: the plain scrolling list again
    listed.rect = pygame.Rect(10, 10, 200, 130)
    listed.place()
    assert listed.max_offset() > 0 and all(b.rect.w for b in rows)


def mvp_with(app, size, scale: float, lang: str):
    """The MVP's choice after every adventurer's growth (the first option each time)."""
    scene = growth_with(app, size, scale, lang, 4)
    while (scene.view_data.get("pending") or {}).get("kind") == "growth":
        scaled_click(app, scene.choices.items[0])
    app.step([], 1 / 60)
    assert (scene.view_data.get("pending") or {}).get("kind") == "mvp"
    return scene


@pytest.mark.parametrize("size, scale, lang", (((1280, 800), 1.0, "ja"), ((1280, 800), 1.0, "en"),
                                               ((800, 560), 1.0, "ja"), ((800, 560), 1.0, "en"),
                                               ((1280, 800), 1.5, "ja"), ((1280, 800), 1.5, "en")))
def test_the_mvp_options_lie_over_the_table_whole_each_with_the_skills_it_would_place(app, size, scale, lang):
    """Session 25: the MVP's five options were small rows in the right column beside an empty table; now they lie
    over the table like the growth's, each whole, in the body type (18 px, 27 px at 150 %), an adventurer's with
    the skills in that adventurer's hand (one of which the MVP places, each name whole), none under a panel."""
    scene = mvp_with(app, size, scale, lang)
    options = scene.choices.items
    assert len(options) == 5 and scene.choices.columns
    window = pygame.Rect((0, 0), app.surface.get_size())
    panels = [scene.log.rect, scene.ctx_title.rect, scene.ctx_help.rect, *scene.adv_rects,
              pygame.Rect(0, 0, window.w, scene.board.rect.y)]
    assert scene.board.rect.contains(options[0].rect)   # the first over the table
    for b in options:
        assert b.rect.w > 0 and window.contains(b.rect), b.rect
        assert not any(p.colliderect(b.rect) for p in panels), b.rect
        assert not any(o.rect.colliderect(b.rect) for o in options if o is not b)
        label, sub = b._lines(app, b.rect.w)
        assert b.row_height >= 10 + len(label) * app.text.line_height(b.size) \
            + len(sub) * app.text.line_height(15)   # every line of it inside the row
        assert b.size * scale >= 18 and (not sub or 15 * scale >= 10)
    from tabletop.games.monsterraid.content import content
    for b, adv in zip(options, scene.view_data["adventurers"]):   # each name whole on a line of its row (at 150 %
        lines = b._lines(app, b.rect.w)[1]                          # 「竜鱗の」 / 「守り」 broke one)
        names = [content().skills[s["id"]].name.get(lang) for s in adv["skill_hand"]]
        assert names and all(any(name in line for line in lines) for name in names), (names, lines)
        assert all(name in resolve(b.sublabel, lang) for name in names)
    assert options[-1].sublabel is None   # "none"
    assert scene.choices.after == 0 and scene.log.rect.h >= 120
    done = len(scene.session.actions)
    scaled_click(app, options[1])
    assert len(scene.session.actions) == done + 1 and scene.session.state.mvp


def test_the_focus_brings_a_row_waiting_for_the_wheel_into_view(app):
    """Session 25: ↑ ↓ moved the focus ring onto a row that waited for the wheel, and it stayed out of view. The
    ring's row now comes into the columns, the fewest rows stepped, both ways round the list."""
    from tabletop.ui import focus

    rows = [Button(f"row {n}", lambda: None) for n in range(6)]
    for b in rows:
        b.row_height = 60
    listed = ColumnList(item_height=36, gap=4)
    listed.set_items(rows)
    listed.set_columns(app, [pygame.Rect(10, 10, 200, 130), pygame.Rect(300, 10, 200, 150)])

    class Screen:   # what the focus ring needs of a scene
        _focus = None

        def all_widgets(self):
            return [listed]

    screen = Screen()
    assert not rows[5].rect.w
    focus.set_focus(screen, rows[4])
    assert rows[4].rect.w and listed.first == 1   # one step: rows 1-4 shown
    focus.set_focus(screen, rows[5])
    assert rows[5].rect.w and listed.first == 2
    focus.set_focus(screen, rows[0])   # round to the top
    assert rows[0].rect.w and listed.first == 0
    listed.set_columns(app, [])   # the plain list scrolls by pixels as before
    listed.rect = pygame.Rect(10, 10, 200, 130)
    listed.place()
    focus.set_focus(screen, rows[5])
    assert listed.rect.contains(rows[5].rect)
