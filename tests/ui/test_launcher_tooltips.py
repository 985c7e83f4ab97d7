"""Issue 16: every tooltip of the launcher stays inside the window. Every control of the launcher and of each game's
set-up page (scrolled down to the controls below its fold) hovered at several points (its middle and its right end,
where the box opens right of the pointer) in the 800x560 window and at 150 % UI scale, both languages: the tooltip box,
and each line of it, inside the window (``draw_tooltip`` keeps it there; no control of this tree leaves it)."""

from __future__ import annotations

import pytest

import tabletop.ui.widgets.tooltip as tooltip
from tabletop.ui.scene import TOOLTIP_DELAY
from tests.ui.driver import Driver
from tests.ui.test_launcher_small import CASES, _launcher
from tests.ui.textfit.screens import autosave



def _hover_all(driver: Driver, boxes: list, where: str) -> list:
    """Each clickable of the frame hovered (middle and right end) until its tooltip shows; the boxes that left the
    window."""
    window = driver.app.surface.get_rect()
    out = []
    for c in list(driver.clickables()):
        for pos in (c.rect.center, (c.rect.right - 2, c.rect.centery), (c.rect.x + 2, c.rect.bottom - 2)):
            if not window.collidepoint(pos):
                continue
            boxes.clear()
            driver.hover(pos)
            driver.frames(int(TOOLTIP_DELAY / driver.dt) + 3)
            for box, lines in boxes:
                if not window.contains(box) or any(w > box.w - 16 for w in lines):
                    out.append((where, c.label, pos, box, window.size))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_every_launcher_tooltip_stays_in_the_window(probe, monkeypatch, lang, size, scale):
    autosave()
    boxes: list = []
    drawn = tooltip.draw_tooltip

    def noted(surface, text, content, pointer, **placing):
        box = drawn(surface, text, content, pointer, **placing)
        size_ = tooltip.theme.SIZE_SMALL
        boxes.append((box, [text.size(line, size_)[0] for line in text.wrap(content, size_, tooltip.MAX_WIDTH)]))
        return box

    monkeypatch.setattr(tooltip, "draw_tooltip", noted)
    app, driver, scene = _launcher(probe, lang, size, scale)
    bad = _hover_all(driver, boxes, "launcher")
    for card in scene.cards:
        box = scene.game_list.rect
        for _ in range(20):
            if box.contains(card.rect):
                break
            driver.wheel(box.center, -1 if card.rect.bottom > box.bottom else 1)
        driver.click_at(card.rect.center)
        driver.frames(2)
        bad += _hover_all(driver, boxes, card.game.spec.name)
        window = app.surface.get_rect()
        for turn in range(3):  # the set-up's controls below the fold (scenario, dice, maps), scrolled into view
            driver.wheel((window.w * 3 // 4, window.h // 2), -2)
            bad += _hover_all(driver, boxes, f"{card.game.spec.name} scrolled {turn + 1}")
    assert not bad, bad
