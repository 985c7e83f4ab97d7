"""Issue 16 (session 28), SD Gundam Force for a newcomer at 150 %: a hand card that cannot go to the standby field.

In the Formation phase a click on a hand card no legal action uses ("Kao Lin's Repairs", a counter card, while the
prompt asks for an SD card) did nothing: no bar, no rule, the newcomer was left to guess. It is now refused as a drop
on the standby field is: the bar shows the rule's whole sentence ("Only SD cards go to the standby field.") with
"Why?", and nothing on the table changes.
"""

from __future__ import annotations

import pytest

from tabletop.core.serial import state_hash
from tabletop.games.sdgf.state import FORMATION

from .conftest import start_probed

#: (window, UI scale): the usual window at 150 % (the newcomer's) and the smallest one
WINDOWS = (((1280, 800), 1.5), ((800, 560), 1.0))


@pytest.fixture(autouse=True)
def no_crash():
    """The app is made here, inside the probe; the package's ``no_crash`` needs the shared one."""
    yield


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("size, scale", WINDOWS, ids=["150%", "800x560"])
def test_a_click_on_a_card_that_cannot_deploy_says_why(probe, size, scale, lang):
    app, driver, scene = start_probed(probe, lang, size, scale)
    driver.still()
    assert scene.view["phase"] == FORMATION and scene.session.pending().seat == scene.me
    hand = [s for s in scene.table.slots if s.zone == f"hand{scene.me}"]
    cannot = [s for s in hand if s.entry.id not in scene.selectable_cards()]
    assert cannot and len(cannot) < len(hand), "seed 7's first hand holds SD cards and others"
    before = state_hash(scene.session.state)
    driver.click_at(cannot[0].rect.center)
    assert scene.banner_error is not None, "the click on a card that cannot deploy said nothing"
    error = scene.banner_error
    assert error.rule == "sdgf 編成フェイズ" and error.en.startswith("Only SD cards go to the standby field.")
    sentence = error.message(lang)
    main = scene.bar.shown[0]  # the bar's lines as drawn, in the app's language
    assert "".join(main).replace(" ", "") == sentence.replace(" ", ""), f"the bar shows {main}, not {sentence!r}"
    assert not any(line.endswith("…") for line in main)
    assert all(app.text.size(line, 18)[0] <= scene.banner_rect.w for line in main)
    assert scene.why_rect.w > 0 and scene.banner_rect.contains(scene.why_rect), "no \"Why?\" on the bar"
    assert state_hash(scene.session.state) == before and scene.selected is None
