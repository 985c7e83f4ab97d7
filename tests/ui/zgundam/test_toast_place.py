"""Issue 16: the saved game's toast ("zgundam-20261203-180713.json") was drawn at the foot of the screen, over the
hand's cards, at the game's end at UI scale 150 %. Z Gundam's scene gives toasts the foot of its side column
(``toast_area``): over the log, clear of the table and the hand."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import Text
from tabletop.ui import theme

from .helpers import at_the_table


@pytest.mark.parametrize("lang,scale", [("en", 1.5), ("ja", 1.5), ("en", 1.0)])
def test_the_save_toast_stays_off_the_table(probe, lang, scale):
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, 3, pair=True, scale=scale)
    try:
        app.toast(Text("保存しました：zgundam-20261203-180713.json", "Saved: zgundam-20261203-180713.json"))
        placed = app.toast_box(app.surface)
        assert placed is not None
        box, text = placed
        assert app.surface.get_rect().contains(box)
        assert text.get_width() == app.text.size(app.toast_text(), theme.SIZE_BODY)[0]  # the whole name
        hand = next(z for z in scene.board.zones if z.name == f"hand{me}")
        assert not box.colliderect(hand.rect)
    finally:
        app.change_setting("ui_scale", 1.0)
