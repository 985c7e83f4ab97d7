"""Issue 16 (session 28), SD Gundam Force for a newcomer at 150 %: a dark hole's label "Dark hole 3/10 +2".

Where a dark hole shows fewer cards than it holds and no line above them says so, its label ends with how many are
off the table ("+2"). Read cold, "3/10 +2" looked like five cards. On hover the label now says what both numbers
count: "3 cards in this dark hole (at 10 its player loses); 2 of them not shown here (click to see all)".
"""

from __future__ import annotations

import pytest

from tabletop.ui.scene import TOOLTIP_DELAY

from .conftest import lift, start_probed

#: (window, UI scale): the usual window at 150 % (the newcomer's) and the smallest one
WINDOWS = (((1280, 800), 1.5), ((800, 560), 1.0))
#: what the tip says, by language: the hole's count n and the cards k off the table, each in its own words
WORDS = {"en": ("{n} cards in this dark hole", "{k} of them not shown here", "click to see all"),
         "ja": ("このダークホールに{n}枚", "うち{k}枚はここに出ていません", "クリックで一覧")}


@pytest.fixture(autouse=True)
def no_crash():
    """The app is made here, inside the probe; the package's ``no_crash`` needs the shared one."""
    yield


def hole_with_more(scene):
    """(zone, label rect, cards held, cards off the table) of a dark hole whose label ends "+n", else None."""
    for zone, rect in scene.table.label_rects(scene.app.lang):
        if not zone.name.startswith("darkhole"):
            continue
        shown = sum(1 for s in scene.table.slots if s.zone == zone.name)
        hidden = len(zone.cards) - shown
        if shown and hidden > 0 and scene.table.label_text(zone, scene.app.lang).endswith(f" +{hidden}"):
            return zone, rect, len(zone.cards), hidden
    return None


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("size, scale", WINDOWS, ids=["150%", "800x560"])
def test_a_dark_hole_label_ending_plus_n_says_what_it_counts(probe, size, scale, lang):
    app, driver, scene = start_probed(probe, lang, size, scale)
    found = None
    for _ in range(200):  # each seat takes its first legal action until a hole counts cards off the table
        lift(app)  # two people at one screen: the curtain between their turns
        found = hole_with_more(scene)
        if found is not None or scene.session.outcome() is not None:
            break
        scene.apply_action(scene.session.legal_actions()[0])
    assert found is not None, "no dark hole's label ended with \"+n\" in this game"
    zone, rect, n, k = found
    assert app.top is scene
    driver.hover(rect.center)
    driver.frames(3, dt=TOOLTIP_DELAY)
    tip = scene.tooltip_text()
    for words in WORDS[lang]:
        want = words.format(n=n, k=k)
        assert want in tip, f"the hover on {scene.table.label_text(zone, lang)!r} says {tip!r}, not {want!r}"
        assert driver.shows(want), f"{want!r} is not drawn whole"
