"""Dialogs, the manual dice dialog, the curtain, scrolling and the dice display."""

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.scene import Scene
from tabletop.ui.widgets import (Button, DiceDisplay, Dialog, LogPanel, ManualDiceDialog, PrivacyCurtain,
                                 ScrollList)
from tabletop.ui.widgets.dice import TUMBLE_TIME

from .conftest import click, frames, press, type_text, wheel


@pytest.fixture
def base(app):
    scene = Scene(app)
    app.push(scene)
    app.step([], 0.016)
    return scene


def test_dialog_ok_and_cancel_by_click_and_by_key(app, base):
    calls = []
    d = app.push(Dialog(app, "Title", "Body", on_ok=lambda: calls.append("ok"), on_cancel=lambda: calls.append("no")))
    app.step([], 0.016)
    click(app, d.ok_button)
    assert calls == ["ok"] and app.top is base
    app.push(Dialog(app, "T", "B", on_ok=lambda: calls.append("ok"), on_cancel=lambda: calls.append("no")))
    press(app, pygame.K_ESCAPE)
    app.push(Dialog(app, "T", "B", on_ok=lambda: calls.append("ok"), on_cancel=lambda: calls.append("no")))
    press(app, pygame.K_RETURN)
    assert calls == ["ok", "no", "ok"] and app.top is base


def test_dialog_is_modal(app, base):
    hits = []
    behind = Button("behind", lambda: hits.append(1), rect=(0, 0, 1280, 800))
    base.add(behind)
    app.push(Dialog(app, "T", "B"))
    click(app, (20, 20))
    assert hits == [] and isinstance(app.top, Dialog)


def test_manual_dice_dialog_by_buttons_and_digits_validates_faces(app, base):
    got = []
    d = app.push(ManualDiceDialog(app, 6, 2, "Red", "attack", on_done=got.append))
    app.step([], 0.016)
    assert not d.ok_button.enabled
    click(app, d.ok_button)
    assert got == [] and app.top is d  # faces missing: OK does nothing
    type_text(app, "9")  # not a face of a d6
    assert d.values == [None, None]
    type_text(app, "3")
    type_text(app, "5")
    assert d.values == [3, 5]
    click(app, d.plus[1])
    assert d.values == [3, 6]
    click(app, d.plus[1])  # wraps round to 1
    click(app, d.minus[0])
    assert d.values == [2, 1]
    click(app, d.ok_button)
    assert got == [[2, 1]] and app.top is base


@pytest.mark.parametrize("lang,size,scale", [("ja", (800, 560), 1.0), ("en", (800, 560), 1.0),
                                              ("ja", (1280, 800), 1.5), ("en", (1280, 800), 1.5),
                                              ("ja", (1280, 800), 1.0)])
def test_manual_dice_dialog_text_never_overlaps(home, lang, size, scale):
    """Issue 16, Dunbine's manual dice: a prompt naming a machine and its side wraps onto two lines, and the hint
    ("Enter each face…") was drawn over the second at every window size. The prompt, the hint, the dice rows and
    the buttons now stand one under the other, inside the box."""
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    who = "ショウ・ザマのダンバイン（ギブン家）" if lang == "ja" else "Sho Zama's Dunbine (House Gibun)"
    why = "被害機体（攻撃側選択）" if lang == "ja" else "docked victim (the attacker chooses)"
    d = app.push(ManualDiceDialog(app, 6, 2, who, why))
    app.step([], 0.016)
    prompt = app.text.wrapped(d.body_label.label.get(lang), d.body_label.size, d.body_label.rect.w)
    assert len(prompt) >= 2, prompt
    prompt_bottom = d.body_label.rect.y + len(prompt) * app.text.line_height(d.body_label.size)
    hint_bottom = d.hint_y + app.text.line_height(theme.SIZE_SMALL)
    assert prompt_bottom <= d.hint_y and hint_bottom <= d.rows[0].y
    assert d.rows[-1].bottom <= d.ok_button.rect.y and app.surface.get_rect().contains(d.box)
    assert all(d.box.contains(r) for r in (*d.rows, d.ok_button.rect, d.cancel_button.rect))


@pytest.mark.parametrize("who,why", [("ギブン家", "被害機体（攻撃側選択）"), ("赤", "攻撃"),
                                     ("ショウ・ザマのダンバイン（ギブン家）", "被害機体（攻撃側選択）")])
def test_manual_dice_prompt_asks_for_the_roll_on_a_line_of_its_own(app, base, who, why):
    """Session 17: the Japanese prompt wrapped as "…1D6 を振ってくださ" / "い。"; the request for the roll now starts
    a line of its own, whole, whatever the length of who rolls and why (the longest Dunbine asks fits above it)."""
    d = app.push(ManualDiceDialog(app, 6, 1, who, why))
    app.step([], 0.016)
    prompt = app.text.wrapped(d.body_label.label.get("ja"), d.body_label.size, d.body_label.rect.w)
    assert prompt[-1] == "1D6 を振ってください。" and prompt[-2].endswith("のために"), prompt
    assert len(prompt) == 2, prompt     # the box is wide enough that who and why are not broken mid-word


def test_manual_dice_dialog_two_digit_faces(app, base):
    d = app.push(ManualDiceDialog(app, 20, 2, "Blue", "hit"))
    type_text(app, "1")
    type_text(app, "7")
    type_text(app, "2")
    type_text(app, "0")
    assert d.values == [17, 20] and d.valid()


def test_manual_dice_cancel(app, base):
    got = []
    app.push(ManualDiceDialog(app, 6, 1, "Red", "attack", on_done=got.append, on_cancel=lambda: got.append("cancel")))
    press(app, pygame.K_ESCAPE)
    assert got == ["cancel"] and app.top is base


def test_privacy_curtain_covers_every_pixel_and_lifts_on_click(app, base):
    base.add(Button("SECRET", None, rect=(0, 0, 1280, 800)))
    lifted = []
    app.push(PrivacyCurtain(app, "Blue", on_ready=lambda: lifted.append(True)))
    app.step([], 0.016)
    surf = app.surface
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(0, 1280, 7) for y in range(0, 800, 7)}
    assert theme.BUTTON not in colours and theme.BG not in colours
    assert theme.BG_DEEP in colours
    assert "Pass the computer to Blue; click when ready" in _en(app)
    click(app, (640, 400))
    assert lifted == [True] and app.top is base


def _en(app):
    curtain = app.top
    app.set_lang("en")
    try:
        return curtain.message()
    finally:
        app.set_lang("ja")


def test_scroll_list_scrolls_with_the_wheel_and_clicks_the_right_item(app, base):
    hits = []
    lst = ScrollList(rect=(100, 100, 300, 200), item_height=40, gap=10)
    lst.set_items([Button(str(i), lambda i=i: hits.append(i)) for i in range(20)])
    base.add(lst)
    click(app, (200, 120))
    assert hits == [0]
    wheel(app, (200, 150), -2)
    assert lst.offset == 96
    click(app, (200, 120))
    assert hits == [0, 2]
    wheel(app, (200, 150), -100)
    assert lst.offset == lst.max_offset() == 20 * 50 - 10 - 200


def test_log_panel_follows_new_lines_and_scrolls_back(app, base):
    log = LogPanel(rect=(100, 100, 400, 200), title="log")
    base.add(log)
    log.set_lines([f"line {i}" for i in range(100)])
    app.step([], 0.016)
    assert log.offset == log.max_offset(app) > 0
    wheel(app, (200, 200), 2)
    assert log.offset == log.max_offset(app) - 6
    assert log.unread() == 0 and log._cue is None


def test_a_scrolled_up_log_says_how_many_entries_came_since_and_a_click_there_shows_them(app, base):
    """Dunbine at 150 %: the player scrolled the three-line log up to read an attack, and every later entry (the
    dice, the hit) went by unseen. The panel says "▼ 2 new" and a click on it shows the newest lines."""
    log = LogPanel(rect=(100, 100, 400, 200), title="log")
    base.add(log)
    lines = [f"line {i}" for i in range(100)]
    log.set_lines(lines)
    app.step([], 0.016)
    wheel(app, (200, 200), 2)
    held = log.offset
    log.set_lines(lines + ["hit", "damage 4"])
    app.step([], 0.016)
    assert log.offset == held and log.unread() == 2 and log._cue is not None  # the view stays where it was read
    click(app, log._cue.center)
    app.step([], 0.016)
    assert log.offset == log.max_offset(app) and log.unread() == 0
    log.set_lines(lines + ["hit", "damage 4", "shot down"])
    app.step([], 0.016)
    assert log.offset == log.max_offset(app)  # following again


def test_dice_display_tumbles_then_shows_the_results(app, base):
    dice = DiceDisplay(rect=(100, 100, 400, 120))
    base.add(dice)
    dice.show([(6, [3, 5]), (20, [17])])
    assert app.step([], 0.05) is True  # animating: the loop must not idle
    assert dice.tumbling
    frames(app, int(TUMBLE_TIME / 0.05) + 2)
    assert not dice.tumbling
    assert dice.faces() == [(6, 3, True), (6, 5, True), (20, 17, True)]
    assert app.step([], 0.05) is False


def test_a_chooser_shows_caption_and_value_on_hover_only_where_it_cuts_them(app, base):
    """Issue 16: a tooltip repeating what a row shows whole is noise; a row that cuts its value with "…" says it
    whole on hover (with its caption, or alone where the caption is drawn above the chooser)."""
    from tabletop.core.i18n import Text
    from tabletop.ui.widgets.chooser import Chooser

    long = Text("とても長い名前のシナリオ・ラスワウ上空の遭遇戦", "A very long scenario name: the encounter over Rhas Wau")
    chooser = Chooser(Text("シナリオ", "Scenario"), [("a", long), ("b", Text("短い", "Short"))], "a",
                      rect=pygame.Rect(20, 20, 1100, 40))
    chooser.fit_values(app.text)
    base.add(chooser)
    app.step([], 0.016)
    assert not chooser.cut and chooser.tooltip_text("en") == "" and chooser.find(chooser.rect.center) is None
    chooser.rect, chooser.value_width = pygame.Rect(20, 20, 260, 40), 0
    app.step([], 0.016)
    assert chooser.cut and chooser.tooltip_text("en") == f"Scenario: {long.en}"
    assert chooser.find(chooser.rect.center) is chooser
    chooser.caption = ""  # its caption drawn above it
    app.step([], 0.016)
    assert chooser.tooltip_text("en") == long.en
