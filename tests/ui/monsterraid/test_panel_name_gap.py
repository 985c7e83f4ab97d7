"""An adventurer's name stands clear of the seat line under it (issue 16, session 30): at 800x560 in English
"Paola the Crimson" / "Empress"'s second line sat 1 px over "Player 2" (its "p" all but touched it). Every panel's
seat line now starts ``NAME_GAP`` (3) px under the name's ink at least, in both languages, at 1280x800, 800x560 and
150 %, on one line or two, in a turn or not."""

from __future__ import annotations

import pytest

from tabletop.ui.views.monsterraid.panels import NAME_GAP

from tests.ui.driver import Driver
from tests.ui.monsterraid.helpers import scaled_turn

CASES = [(lang, size, scale) for lang in ("en", "ja")
         for size, scale in (((800, 560), 1.0), ((1280, 800), 1.5), ((1280, 800), 1.0))]


@pytest.mark.parametrize("lang,size,scale", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}-{int(c[2] * 100)}" for c in CASES])
def test_the_seat_line_stands_clear_of_the_name(probe, app, lang, size, scale):
    driver = Driver(app, probe)
    app.set_lang(lang)
    scene = scaled_turn(app, size, scale, seats=4)
    app.step([], 1 / 60)
    texts = driver.texts()
    two = 0
    for rect, adv in zip(scene.adv_rects, scene.view_data["adventurers"]):
        inside = [d for d in texts if rect.contains(d.rect)]
        name = adv["name"][lang]
        lines = [d for d in inside if d.full.strip() and d.full.strip() in name and d.rect.y < rect.y + 60]
        seat = [d for d in inside if "Player" in d.full or "プレイヤー" in d.full]
        assert lines and seat, (name, [d.full for d in inside])
        assert "".join(d.full.strip() for d in sorted(lines, key=lambda d: d.rect.y)).replace(" ", "") == \
            name.replace(" ", "")   # the name whole
        two += len(lines) > 1
        gap = seat[0].rect.top - max(d.rect.bottom for d in lines)
        assert gap >= NAME_GAP, (name, gap)
    if lang == "en" and size == (800, 560):
        assert two   # (Paola's name on two lines)
