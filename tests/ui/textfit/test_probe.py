"""The probe (``tabletop.ui.probe``) and the fit helpers the text-fit check relies on."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import probe as probe_module
from tabletop.ui.probe import Probe
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import Button, Dialog, Label
from tests.ui.driver import Driver

LONG = "A label far too long for the little box it was given on this screen"


@pytest.fixture
def probed(home):
    pygame.display.init()
    pygame.font.init()
    from tabletop.ui.app import App

    with Probe() as running:
        app = App("en", size=(800, 560))
        yield app, Driver(app, running)


def test_the_probe_is_off_by_default_and_leaves_pygame_as_it_was():
    assert probe_module.ACTIVE is None
    real = pygame.Surface
    with Probe() as running:
        assert probe_module.ACTIVE is running and pygame.Surface is not real
        assert isinstance(real((2, 2)), pygame.Surface)  # plain surfaces still pass isinstance
    assert probe_module.ACTIVE is None and pygame.Surface is real


def test_a_text_on_a_panel_is_found_where_the_panel_lands_with_its_whole_text_and_box(probed):
    app, driver = probed
    panel = pygame.Surface((300, 60), pygame.SRCALPHA)
    label = Label(LONG, pygame.Rect(10, 10, 200, 30))
    label.draw(panel, app)
    app.surface.fill((0, 0, 0))
    app.surface.blit(panel, (100, 200))
    (drawn,) = driver.texts()
    assert drawn.full == LONG and drawn.shown.endswith("…") and drawn.cut
    assert drawn.box == pygame.Rect(110, 210, 200, 30) and drawn.box.contains(drawn.rect)
    assert drawn.widget == "Label.draw"


def test_fit_line_shrinks_before_it_cuts():
    text = TextCache()
    width = text.size(LONG, 18)[0]
    assert text.fit_line(LONG, 18, width) == (LONG, 18)
    shown, size = text.fit_line(LONG, 18, width - 20)
    assert shown == LONG and size < 18  # a little smaller, still whole
    shown, size = text.fit_line(LONG, 18, width // 3)
    assert shown.endswith("…") and size == int(18 * 0.8)


def test_a_cut_button_shows_its_whole_label_on_hover(probed):
    app, driver = probed
    button = Button(LONG, rect=pygame.Rect(20, 20, 160, 40))
    app.surface.fill((0, 0, 0))
    button.draw(app.surface, app)
    assert button.cut and button.find((30, 30)) is button
    assert LONG in button.tooltip_text("en")
    (click,) = driver.clickables()
    assert click.label == LONG and click.rect == button.rect
    assert driver.find("far too long") == click


def test_a_dialog_grows_until_its_text_fits(probed):
    app, driver = probed
    body = "\n".join(f"Player {i}: {10 * i} points" for i in range(1, 13))
    app.push(Dialog(app, "Result", body))
    driver.frames(1)
    dialog = app.top
    lines = [d for d in driver.texts() if d.full.startswith("Player")]
    assert len(lines) == 12
    assert all(dialog.box.contains(d.rect) and d.rect.bottom <= dialog.ok_button.rect.top for d in lines)


def test_the_key_list_shows_every_row_whole_at_the_smallest_window(probed):
    app, driver = probed
    app.open_launcher()
    driver.frames(1)
    driver.key(pygame.K_F1)
    box = app.top.box
    texts = [d for d in driver.texts() if d.layer == max(t.layer for t in driver.texts())]
    assert texts and not any(d.cut for d in texts)
    assert all(box.contains(d.rect) for d in texts)


def test_one_label_fitted_to_two_widths_before_it_is_drawn_keeps_each_width(probed):
    """Ultra Seven's board fits every zone's label before drawing any: two areas both labelled 「偵察値 1」, one
    53 px wide and one 42 px (fitted smaller), were read as the wider one drawn into the narrower's 42 px."""
    from tests.ui.textfit.check import frame_problems, unknown

    app, driver = probed
    text = app.text
    label = "偵察値 1"
    wide, _ = text.fit_line(label, 15, 53, smallest=9)
    narrow, small = text.fit_line(label, 15, 42, smallest=9)
    assert wide == narrow == label and text.size(label, small)[0] <= 42 < text.size(label, 14)[0]
    app.surface.fill((0, 0, 0))
    app.surface.blit(text.render(label, 14, (255, 255, 255)), (10, 10))
    app.surface.blit(text.render(label, small, (255, 255, 255)), (10, 40))
    assert not [p for p in unknown(frame_problems(driver, "probe")) if p.kind == "wider"]


def test_one_label_fitted_to_two_widths_is_paired_with_the_fit_it_keeps_to(probed):
    """SDGF's two dark holes, both 「ダークホール 0/10」 at the start: the viewer's fitted to 119 px (14 px), the
    opponent's to 243 px (15 px), the larger drawn first (or its line taken from the render cache, so the fits queue
    out of step): it was read as 123 px drawn into 119."""
    from tests.ui.textfit.check import frame_problems, unknown

    app, driver = probed
    text = app.text
    label = "ダークホール 0/10"
    narrow, small = text.fit_line(label, 15, 119, smallest=9)
    wide, large = text.fit_line(label, 15, 243, smallest=9)
    assert narrow == wide == label and small < large and text.size(label, large)[0] > 119 + 2
    app.surface.fill((0, 0, 0))
    app.surface.blit(text.render(label, large, (255, 255, 255)), (10, 10))
    app.surface.blit(text.render(label, small, (255, 255, 255)), (10, 40))
    assert not [p for p in unknown(frame_problems(driver, "probe")) if p.kind == "wider"]


def test_a_wrap_made_only_to_measure_is_not_taken_for_the_drawn_lines(probed):
    """Session 28: Z Gundam's boards measure name strips without drawing them (``strip_anatomy``); the measuring
    wrap of 「ダンケル・クーパー」 into a 32 px strip was noted first, so the name later drawn on its wider strip
    read as 52 px drawn into 32. Wraps inside ``probe.unnoted()`` note nothing."""
    from tests.ui.textfit.check import frame_problems, unknown

    app, driver = probed
    text = app.text
    name = "ダンケル・クーパー"
    with probe_module.unnoted():
        measured = text.wrap(name, 7, 36, bold=True)  # measured at 7 px for a strip 36 px wide, never drawn
    lines = text.wrap(name, 12, 70, bold=True)  # the strip it is drawn on: the same lines at 12 px, 65 px wide
    assert measured == lines and text.size(lines[0], 12, True)[0] > 60
    app.surface.fill((0, 0, 0))
    for i, line in enumerate(lines):
        app.surface.blit(text.render(line, 12, (255, 255, 255), bold=True), (10, 10 + 20 * i))
    assert not [p for p in unknown(frame_problems(driver, "probe")) if p.kind == "wider"]
