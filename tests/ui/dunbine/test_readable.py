"""Issue 15, the Dunbine screen: readable and steady at one table, driven by posted input events.

The camera brings the side to move and each attack into view; the hover label,
the log and the display board name a hex by the same (column, row); controls
stay where they were after a choice; tooltips leave with the layout that made
them; damage never changes a machine's side colour; each PP says what it pays
for; open rolls and PP costs are in words; every control and line is whole at
1280x800 and 800x560 in both languages.
"""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.core.game import Event
from tabletop.games.dunbine import actions as A
from tabletop.ui.scene import TOOLTIP_DELAY
from tabletop.ui.text import resolve
from tabletop.ui.views.dunbine import controls as C
from tabletop.ui.views.dunbine.counters import counter_image, side_fill
from tabletop.ui.views.dunbine.seen import Seen

from .opening import accelerate_all, end_turn, first_turn, move_all_forward, start, to_attack


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    return start(app)


def drag(d, by) -> None:
    """Drag the map by ``by`` screen pixels with posted mouse events."""
    start = d.scene.mapview.rect.center
    end = (start[0] + by[0], start[1] + by[1])
    d.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=by, buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 0.016)


def look_away(d, hexes) -> None:
    """Drag the map until none of ``hexes`` is in view (to a corner of the map)."""
    view = d.scene.mapview
    for by in ((300, 200), (-300, -200), (300, -200), (-300, 200)):
        for _ in range(12):
            drag(d, by)
        if not any(view.shows(h, 0) for h in hexes):
            return
    raise AssertionError("no corner of the map hides these machines")


def hover(d, pos) -> None:
    d.move(pos)
    d.frames(3, TOOLTIP_DELAY / 2)


def assert_whole(scene) -> None:
    """Every control shows its label whole inside the panel, and no line of the panel is dropped."""
    lang = scene.app.lang
    panel = scene.controls_rect
    for b in scene.controls:
        label = resolve(b.label, lang)
        assert b.visible, f"{label!r} hidden ({lang}, {scene.app.size})"
        assert panel.contains(b.rect), f"{label!r} outside the panel ({lang}, {scene.app.size})"
        assert scene.button_width(b) <= b.rect.w, f"{label!r} cut ({lang}, {scene.app.size})"
    lines = [item for item in scene.items if isinstance(item, C.Line)]
    assert len(scene.lines_at) == len(lines)
    for item, rect in scene.lines_at:
        assert rect.bottom <= panel.bottom, f"{resolve(item.label, lang)!r} dropped ({lang}, {scene.app.size})"
    title = scene.board.shown[0] if scene.board.shown else ""
    uid = scene.selected
    if uid and scene.seen.find(uid):   # the board's title is drawn whole: its machine and pilot never broken off
        u = scene.seen.find(uid)
        name = u.card.name_ja if lang == "ja" else u.card.name_en
        pilot = u.base.name_ja if lang == "ja" else u.base.name_en
        drawn = "".join(scene.board.shown).replace(" ", "")
        assert title.startswith(name) and pilot.replace(" ", "") in drawn, (scene.board.shown, scene.app.size)
        side = scene.seen.sides[u.side]
        side_name = (side.name_ja if lang == "ja" else side.name_en).replace(" ", "")
        assert side_name in drawn or side_name[:3] not in drawn, (scene.board.shown, scene.app.size)
    if scene.board.cut:             # a short board shows the rest on hover
        hover(scene_driver(scene), scene.board.rect.center)
        assert "\n" in scene.tooltip_text()


def scene_driver(scene):
    from .driver import Driver

    return Driver(scene.app)


def everywhere(d, check=None) -> None:
    """``assert_whole`` (or ``check(scene)``) at 1280x800, at 896x560 (the logical screen of 1280x800 at 150 % UI
    scale) and at 800x560 (the smallest window, at any scale), in Japanese and English."""
    app = d.app
    for size in ((1280, 800), (896, 560), (800, 560)):
        app.resize(size)
        for lang in ("ja", "en"):
            app.lang = lang
            app._relayout()
            d.frames(1)
            (check or assert_whole)(d.scene)
    app.lang = "ja"
    app.resize((1280, 800))
    d.frames(1)


# -- 1. the camera ---------------------------------------------------------------------------------

def test_issue15_a_hand_over_brings_the_side_to_move_into_view(d):
    state = d.state
    accelerate_all(d, 6)
    move_all_forward(d)
    other = 1 - state.current
    look_away(d, [u.hex for u in state.side_units(other)])
    end_turn(d)                      # PP allocation ends: the other side takes over
    assert state.current == other
    view = d.scene.mapview
    assert all(view.shows(u.hex, 0) for u in state.side_units(other) if u.in_play)


def test_issue15_an_attack_brings_attacker_and_target_into_view_and_the_defender_panel_is_whole(d):
    state = d.state
    first_turn(d)
    target = to_attack(d)
    attacker = state.active
    look_away(d, [state.unit(attacker).hex, state.unit(target).hex])
    d.press("攻撃する")
    d.lift()
    view = d.scene.mapview
    assert state.attack is not None
    assert view.shows(state.unit(attacker).hex, 0) and view.shows(state.unit(target).hex, 0)
    everywhere(d)                    # the defender's response turns, defences and aura, whole
    assert state.unit(target).response_pp == 0  # none allocated in its turn: the panel says why no response turn
    for lang, words in (("ja", "対応旋回：対応PPがありません（12）"), ("en", "Response turns: no response PP (12)")):
        assert words in [resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line)]


# -- 2. one coordinate system ---------------------------------------------------------------------

def test_issue15_hover_log_and_display_name_a_hex_by_the_same_column_and_row(d):
    accelerate_all(d, 6)
    scene = d.scene
    m = d.state.unit(d.state.active)
    dest = d.forward_hex(m.id, 2)
    pos = d.hex_pos(dest)
    d.move(pos)
    assert scene.mapview.hovered == dest
    label = scene.mapview.hover_text(dest, "en").split("  ")[0]
    d.click(pos)
    lines = [e.line(lang) for e in scene.session.log_for(scene.viewer) for lang in ("ja", "en")
             if isinstance(e, Event)]
    assert label in lines[-1] and label in lines[-2]
    assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", lines[-1]), lines[-1]   # the English line is English
    assert not any(re.search(r"\(-\d+, |, -\d+\)", line) for line in lines)
    scene.select(m.id)
    d.frames(1)
    assert scene.board.where(m.id) == label


# -- 3. nothing moves under the pointer -----------------------------------------------------------

def test_issue15_choosing_a_thrust_leaves_the_other_controls_where_they_were(d):
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    before = {resolve(b.label, "ja"): b.rect.copy() for b in d.scene.controls if not resolve(b.label, "ja").isdigit()}
    panel = d.scene.controls_rect.copy()
    d.press("6", exact=True)
    assert u.thrust == 6
    after = {resolve(b.label, "ja"): b.rect for b in d.scene.controls}
    for label, rect in before.items():
        assert after[label] == rect, label
    assert d.scene.controls_rect == panel


def test_once_the_thrust_is_changed_the_panel_no_longer_asks_for_a_new_one(d):
    """After a machine's one change of thrust a turn (4.5) the panel says its thrust and why it cannot change
    again, and no longer asks the player to choose one (a newcomer read it as a second choice to make)."""
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    asked = "新しい推力を選択"
    assert any(asked in resolve(item.label, "ja") for item in d.scene.items if isinstance(item, C.Line))
    d.press("3", exact=True)
    assert u.thrust == 3 and u.changed_thrust
    for lang in ("ja", "en"):
        texts = [resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line)]
        joined = "\n".join(texts)
        assert asked not in joined and "Choose the new thrust" not in joined
        assert ("推力 3。" if lang == "ja" else "thrust 3.") in joined
        assert ("加減速済み" if lang == "ja" else "Already changed thrust") in joined


def test_a_machine_with_no_action_pp_is_told_why_its_thrust_cannot_change(d):
    """Turn 2 after putting every PP into attack and defence: the panel said only "the thrust cannot change now (4)";
    it says the action PP are spent and that the aura button below turns aura power into action PP."""
    side = d.state.current
    accelerate_all(d, 6)
    move_all_forward(d)
    for u in d.state.side_units(side):     # every PP into attack: none left for turn 2's acceleration
        assert d.scene.apply_action(A.SetPP(u.id, "attack", u.action_pp + u.attack_pp))
    end_turn(d)
    first_turn(d)                          # the other side's turn
    u = d.state.side_units(side)[0]
    assert d.state.current == side and d.state.phase == "acceleration" and u.action_pp == 0
    d.select(u.id)
    for lang, words in (("ja", ("行動PPが0", "オーラ力を行動PP")), ("en", ("No action PP left", "aura power into action PP"))):
        joined = "\n".join(resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line))
        assert all(w in joined for w in words), joined
    d.press("加減速を終える")
    d.select(d.state.active)
    for lang, words in (("ja", ("旋回：行動PPがありません", "サイドスリップ：行動PPがありません")),
                        ("en", ("Turns: no action PP left", "Side slip: no action PP left"))):
        joined = "\n".join(resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line))
        assert all(w in joined for w in words), joined
    m = d.state.unit(d.state.active)
    d.click_hex(d.forward_hex(m.id, abs(m.thrust)))
    assert m.spent == abs(m.thrust)
    for lang, words in (("ja", ("前進・後退：残り推力がありません", "旋回：残り推力がありません")),
                        ("en", ("Forward / back: no thrust left", "Turns: no thrust left"))):
        joined = "\n".join(resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line))
        assert all(w in joined for w in words), joined


def test_issue15_a_step_forward_leaves_end_action_where_it_was(d):
    accelerate_all(d, 6)
    everywhere(d)                    # every move, turn, slip and weapon of a fresh action, whole
    m = d.state.unit(d.state.active)
    end = d.button("行動終了").rect.copy()
    d.click_hex(d.forward_hex(m.id, 1))
    d.click_turn(1)
    assert m.spent == 2
    assert d.button("行動終了").rect == end
    everywhere(d)                    # the action phase's moves, weapons and end, whole


# -- 4. tooltips leave with their layout -------------------------------------------------------------

def test_issue15_a_tooltip_leaves_with_the_layout_that_made_it(d):
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    b = d.button("6", exact=True)
    hover(d, b.rect.center)
    assert "推力を6に" in d.scene.tooltip_text()
    d.click(b.rect.center)
    d.frames(1)
    assert "推力を6に" not in d.scene.tooltip_text()
    assert d.scene._hover is None or any(w is d.scene._hover for w in d.scene.all_widgets())


def test_a_tooltip_leaves_the_other_buttons_in_sight(d, monkeypatch):
    """Hovering a control shows its tooltip where it covers no other button (it went below the pointer, over the
    button beneath, which a player reaches for next), in the thrust choice and in the allocation's PP rows."""
    from tabletop.ui.widgets import tooltip

    boxes: list = []
    drawn = tooltip.draw_tooltip

    def noted(surface, text, content, pointer, **placing):
        boxes.append(drawn(surface, text, content, pointer, **placing))
        return boxes[-1]

    monkeypatch.setattr(tooltip, "draw_tooltip", noted)

    def check() -> int:
        seen = 0
        for b in [c for c in d.scene.controls if c.visible and c.tooltip]:
            boxes.clear()
            hover(d, b.rect.center)
            assert boxes, resolve(b.label, d.app.lang)
            others = [o.rect for o in d.scene.controls if o is not b and o.visible and o.rect.w]
            hit = [o for o in others if boxes[-1].colliderect(o)]
            assert not hit, (resolve(b.label, d.app.lang), boxes[-1], hit)
            seen += 1
        return seen

    d.select(d.state.side_units(d.state.current)[0].id)
    assert check() >= 3
    accelerate_all(d, 6)
    move_all_forward(d)
    assert d.state.phase == "allocation"
    assert check() >= 5


# -- 5. damage keeps the side colour -----------------------------------------------------------------

def test_issue15_a_heavily_damaged_machine_keeps_its_side_colour(d):
    state = d.state
    for side in (0, 1):
        u = state.side_units(side)[0]
        u.damage = u.card.durability - 1           # the test's own state: heavily damaged (19.1)
        seen = Seen.of(d.scene.session.view(0))
        su = seen.unit(u.id)
        assert su.heavy
        img = counter_image(d.app, seen, su, 64, 0.0)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 64, 2) for y in range(0, 64, 2)
                   if img.get_at((x, y)).a == 255}
        mine, theirs = side_fill(side), side_fill(1 - side)
        assert tuple(img.get_at((3, 32)))[:3] == mine          # the rim, left of centre (the piece faces right)
        assert not any(sum(abs(a - b) for a, b in zip(c, theirs)) < 40 for c in colours), side


# -- 6. each PP says what it pays for ----------------------------------------------------------------

def test_issue15_each_pp_kind_says_what_it_does_on_hover(d):
    accelerate_all(d, 6)
    move_all_forward(d)
    assert d.state.phase == "allocation"
    for name, words in (("攻撃PP", "命中判定値"), ("防御PP", "命中判定値"), ("威力PP", "振り足し"),
                        ("バリアーPP", "振り足し"), ("対応PP", "対応による旋回")):
        hover(d, d.button(name).rect.center)
        assert words in d.scene.tooltip_text(), name
    d.app.lang = "en"
    hover(d, d.button("power PP").rect.midleft)
    assert "open roll" in d.scene.tooltip_text()
    everywhere(d)


# -- 7. words a player understands ---------------------------------------------------------------------

def test_issue15_pp_costs_and_open_rolls_are_in_words(d):
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    text = " ".join(resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line)
                    for lang in ("ja", "en"))
    assert "PP cost" not in text and "PPコスト" not in text
    assert "the action PP it uses" in text
    assert C.open_roll_words((6,)).en == "a 6 rolls again and adds (open roll, 18)"
    assert C.open_roll_words((5, 6)).ja.startswith("5・6の目で振り足し")
    assert "no open roll" in C.open_roll_words(()).en
    everywhere(d)


def test_issue15_the_attack_panel_is_whole_and_its_open_roll_in_words(d):
    first_turn(d)
    to_attack(d)
    text = " ".join(resolve(item.label, lang) for item in d.scene.items if isinstance(item, C.Line)
                    for lang in ("ja", "en"))
    assert "(open 6" not in text and "rolls again and adds" in text, text
    everywhere(d)


def test_issue15_at_150_percent_ui_scale_the_clicks_land_and_the_panel_is_whole(d):
    d.app.change_setting("ui_scale", 1.5)
    d.frames(1)
    assert d.app.scale > 1 and d.app.size == (896, 560)
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    d.press("6", exact=True)
    assert u.thrust == 6
    for lang in ("ja", "en"):
        d.app.lang = lang
        d.app._relayout()
        d.frames(1)
        assert_whole(d.scene)


def test_issue16_end_action_stands_at_the_panels_bottom_for_every_machine_and_size(d):
    """Issue 16: "End action" came after the machine's rows of moves and weapons, so it stood higher or lower from one
    machine to the next and from one window to another (and a machine with more rows could push it out of the panel).
    It now stands at the bottom of the controls panel, visible, at 1280x800, 896x560 (150 %) and 800x560."""
    accelerate_all(d, 6)
    app = d.app
    places = {}
    for turn in range(2):  # this machine, then the next one of the side (other weapons, other rows)
        for size in ((1280, 800), (896, 560), (800, 560)):
            app.resize(size)
            app._relayout()
            d.frames(1)
            end = d.button("行動終了")
            panel = d.scene.controls_rect
            assert end.visible and panel.contains(end.rect) and app.surface.get_rect().contains(end.rect)
            assert panel.bottom - end.rect.bottom <= 16, (size, end.rect, panel)
            assert all(b.rect.bottom <= end.rect.y for b in d.scene.controls if b.visible and b.rect.y < end.rect.y)
            places.setdefault(size, set()).add(tuple(end.rect))
        app.resize((1280, 800))
        app._relayout()
        d.frames(1)
        if turn == 0:  # the whole thrust forward, then the next machine
            first = d.state.active
            d.click_hex(d.forward_hex(first, 6))
            d.press("行動終了")
            d.lift()
            assert d.state.active not in (None, first)
    assert all(len(rects) == 1 for rects in places.values()), places


def test_the_log_shows_all_its_entries_on_a_click_at_150_percent(d):
    """At UI scale 150 % the log panel holds one entry or two; the "Show all" chip in its title row opens the whole
    log (the seat's, every entry) in a dialog at the newest entries, whole, and OK goes back to the table."""
    from tabletop.ui.widgets import LogDialog

    d.app.change_setting("ui_scale", 1.5)
    d.frames(1)
    first_turn(d)
    log = d.scene.log
    assert log.visible_count(d.app) <= 4 < len(log.entries)
    d.frames(1)
    assert log._open is not None and log.rect.contains(log._open)
    d.click(log._open.center)
    dialog = d.app.top
    assert isinstance(dialog, LogDialog) and len(dialog.panel.entries) == len(log.entries)
    d.frames(1)
    panel = dialog.panel
    assert panel.visible_count(d.app) >= 3 * log.visible_count(d.app)
    assert panel.offset == panel.max_offset(d.app) > 0  # the newest entries, the oldest a wheel away
    assert d.app.surface.get_rect().contains(dialog.box)
    d.click(dialog.ok_button.rect.center)
    assert d.app.top is d.scene
    d.click(log._open.center)
    assert isinstance(d.app.top, LogDialog)
    d.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    d.frames(1)  # no Cancel button: Escape closes it too
    assert d.app.top is d.scene


def test_a_move_that_is_not_possible_says_the_rule_that_stops_it(d):
    """With 1 thrust left and action PP to spare, the side slips' row said only "not possible now"; it now says
    the rule (a side slip needs 2 thrust, 6.4), in both languages, from the view (``moves.refused``)."""
    accelerate_all(d, 6)
    m = d.state.unit(d.state.active)
    d.click_hex(d.forward_hex(m.id, 5))
    assert d.state.unit(m.id).spent == 5 and d.scene.seen.slips == {}
    lines = {lang: [resolve(i.label, lang) for i in d.scene.items if isinstance(i, C.Line)] for lang in ("ja", "en")}
    assert "サイドスリップには推力2が必要です。 (6.4項)" in lines["ja"]
    assert "A side slip needs 2 thrust. (rule 6.4)" in lines["en"]
    assert not any("not possible now" in line for line in lines["en"])
