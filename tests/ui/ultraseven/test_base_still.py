"""Issue 16: the base keeps its cards in place all through the TDF's deployment.

In a newcomer's game (the TDF against the computer) each member deployed from the base re-flowed the base's strips, the
others moving up a place, so a click on the spot where the next member had been picked another card. The base now keeps
every card where it was while the deployment goes on, wherever the pointer is (a deployed card leaves a gap, nothing
there to pick), and closes up when the deployment ends.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import SMALL_SIZES, card_pos, click, full_base, open_1280, open_small, zone_pos


def at(app, pos) -> None:
    """A click at ``pos`` on the screen (the window's pixels under a UI scale)."""
    k = app.scale
    click(app, (int(pos[0] * k + k / 2), int(pos[1] * k + k / 2)))


def base_rects(scene) -> dict[str, tuple]:
    return {s.entry.id: tuple(s.rect) for s in scene.table.slots if s.zone == "base"}


@pytest.mark.parametrize("size", ["1280x800", *SMALL_SIZES])
def test_base_keeps_its_cards_while_deploying(home, size):
    from tabletop.games.ultraseven.actions import EndDeployment

    lang = "en"
    app, scene = open_1280(lang, full_base()) if size == "1280x800" else open_small(size, lang, full_base())
    session = scene.session
    before = base_rects(scene)
    gone = ("m_kiriyama", "m_amagi", "m_furuhashi", "w_hawk1", "m_soga", "m_anne", "m_dan")
    for member, area in zip(gone, ("city", "city", "city", "city", "city", "sea", "sea")):  # (eight left: as cards)
        spot = card_pos(scene, member, "base")
        at(app, spot)
        assert scene.selected == member, (size, member, scene.selected)
        at(app, zone_pos(scene, f"grp:{area}"))
        app.step([], 0.5)
        now = base_rects(scene)
        assert member not in now, (size, member)
        moved = {cid: (before[cid], rect) for cid, rect in now.items() if before[cid] != rect}
        assert not moved, f"{size}: the base re-flowed after {member} was deployed: {moved}"
        slot = scene.table.card_at(spot)
        assert slot is None or slot.zone != "base", f"{size}: {member}'s spot picks {slot.entry.id}"
    session.apply(EndDeployment(), 1)
    scene.refresh()
    app.step([], 0.5)
    assert base_rects(scene) != {cid: r for cid, r in before.items() if cid not in gone}, \
        f"{size}: the base did not close up after the deployment"
