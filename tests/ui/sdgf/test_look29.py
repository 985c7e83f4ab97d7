"""Issue 16 (session 29), SD Gundam Force at 150 % in Japanese: the action list and the battle's effect lines.

* At 150 % of 1280x800 (and at 800x560) the action list was 143 px of rows 50 px high, and a long name
  (「グラップラーグフ（ヒートサーベル）」) took a row of 72: it showed one or two actions at a time. In a list that low the
  rows are ``geometry.ACTION_LOW_H`` px, each card's name on one line (in type down to ``text.MIN_SHRINK`` of its size,
  ``Button.sub_least``), and the list is at least ``geometry.ACTIONS_LEAST`` px (the undo row gives it 6 px): three
  actions show at the top of the list and at its end (one tab), two between (a tab at each edge).
* At 150 % the battle band (72 px) held the two seats' figures in large type and nothing more: the counter cards'
  effects ("#1 Player 1: Shute's Cheer: Your total +3") never showed. Where they do not get in, the figures take one
  line in small type and the counter order goes (``panels.battle_lines(compact=True)``): the effects show under them.
* SDGF-56's compact held face (88-92 px) left 「+2」 alone on its last line: ``text.wrap`` leaves no orphan.
"""

from __future__ import annotations

import pytest

from tabletop.games.sdgf.actions import PlayCounter
from tabletop.ui.views.sdgf import geometry, panels

from .conftest import start, start_probed
from .screenshots import play_until, settle

#: (window, UI scale) where the sidebar is at its narrowest and lowest
LOW = (((1280, 800), 1.5), ((800, 560), 1.0))


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", LOW, ids=["150%", "800x560"])
def test_three_actions_show_in_the_low_list(app, size, scale, lang):
    """The counter phase of the seeded game (six actions, two of them with 「グラップラーグフ（ヒートサーベル）」 or
    「ジェネラルジオング（ヘッドキャノン）」): three rows or more show whole at the top and the end, two between, none
    cut."""
    app.set_lang(lang)
    app.resize(size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app)
    play_until(app, scene, "counter")
    app.step([], 0.016)
    rows = scene.actions
    assert rows.rect.h >= geometry.ACTIONS_LEAST, tuple(rows.rect)
    assert len(rows.items) >= 5
    names = [b.sublabel(lang) for b in rows.items if b.sublabel is not None]
    if lang == "ja":
        assert any("（ヒートサーベル）" in n for n in names), names
    seen = set()
    for item in rows.items:
        rows.reveal(item)
        seen.add(rows.offset)
        shown = [i for i in rows.items if rows.shows(i)]
        ends = rows.offset in (0, rows.max_offset())
        assert len(shown) >= (3 if ends else 2), ([i.row_height for i in rows.items], tuple(rows.rect), rows.offset)
        for button in shown:
            assert button.rect.h == geometry.ACTION_LOW_H and rows.rect.contains(button.rect)
            button.draw(app.surface, app)
            assert not button.cut, (button.label, button.sublabel(lang))
    assert {0, rows.max_offset()} <= seen


def _counter_first(actions):
    plays = [a for a in actions if isinstance(a, PlayCounter)]
    return plays[0] if plays else actions[0]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", (((1280, 800), 1.5), ((1280, 800), 1.0)), ids=["150%", "1280x800"])
def test_the_battle_band_shows_the_counter_cards_effects(probe, size, scale, lang):
    """The seeded game's first battle after a counter card (「シュウトの声援」, "Your total +3"): the band shows both
    seats' totals and the effect line whole, every text inside the band; at 1280x800 the figures keep their own lines
    in large type."""
    app, driver, scene = start_probed(probe, lang, size, scale)
    play_until(app, scene, "calculation", pick=_counter_first)
    settle(app)
    band = scene.geo["battle_info"]
    view = scene.view
    plays = view["battle"]["plays"]
    assert plays
    effect = view["cards"][plays[0]["card"]]["text"][lang]
    drawn = [d for d in probe.texts(app.surface) if band.contains(d.rect)]
    shown = [d.shown for d in drawn]
    assert any(effect in line and line.startswith("#1") for line in shown), shown
    totals = view["battle"]["totals"]
    assert all(f"{t}" in "".join(shown) for t in totals), (shown, totals)
    assert all(d.shown == d.full or d.full.startswith(d.shown) for d in drawn)
    headline = panels.battle_totals(view, scene.viewer, lang)  # both seats on one line: only where the band is low
    assert (headline in shown) == (scale != 1.0), shown


@pytest.mark.parametrize("width", [88, 90, 92])
def test_the_zako_hours_summary_leaves_no_number_alone(width):
    """SDGF-56's compact held face (88-92 px: 150 % and 800x560) printed 「戦場のザコ1枚」 / 「につき自軍の合計」 / 「+2」;
    ``text.wrap`` leaves no orphan: the number goes down with the word before it, on as many lines."""
    import pygame

    from tabletop.ui.views.sdgf.faces import compact_held_face

    from .test_look26 import face_prints

    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((320, 200))
    lines = [line for line, _ in face_prints(compact_held_face("SDGF-56", "x"), width, "ja")]
    body = lines[lines.index("海") + 1:]
    assert "".join(body) == "戦場のザコ1枚につき自軍の合計+2", lines
    assert len(body) == 3 and body[-1] != "+2" and len(body[-1]) > 2, body
