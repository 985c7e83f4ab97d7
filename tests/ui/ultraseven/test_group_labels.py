"""Issue 16 (session 28): a group's label ("Recon 2" / "偵察値 2") was once seen running out of its box; not reproduced
over the crowded positions of ``helpers`` and 40 random reconnaissances (1-7 members deployed, 1-6 areas reconnoitred)
at 800x560, 150 % and 1280x800 in both languages. This holds it: every group's label is drawn whole at 9 px or more,
inside its frame, and this turn's recon result in its label row starts after it (``scene.badge_rooms``)."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.views.ultraseven.panels import recon_badges
from tests.ui.ultraseven.helpers import crowded, nine_in_space, open_1280, open_small, six_in_city

POSITIONS = {"crowded": crowded, "six found": lambda: six_in_city(True), "six": six_in_city,
             "nine found": lambda: nine_in_space(True)}


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("size", ["800x560", "150%", "1280x800"])
@pytest.mark.parametrize("lang", LANGS)
def test_group_labels_are_whole_inside_their_frames(home, lang, size, position):
    app, scene = open_1280(lang, POSITIONS[position]()) if size == "1280x800" else \
        open_small(size, lang, POSITIONS[position]())
    table = scene.table
    rooms = scene.badge_rooms(lang)
    badges = {area: box for area, (_, box, *_) in zip(
        [r["area"] for r in scene.view["recon_results"] if r["area"] in rooms],
        recon_badges(app.text, scene.board, rooms, scene.view, lang))}
    assert badges  # (every position has a recon result)
    labelled = 0
    for zone in (z for z in table.zones if z.name.startswith("grp:") and z.label is not None):
        _, label, x, shown, px = table._label(zone, lang)
        frame = zone.frame or zone.rect
        right = x + app.text.size(shown, px)[0]
        assert shown == label and px >= 9, (zone.name, label, shown, px)
        assert frame.x < x and right <= frame.right - 2, (zone.name, label, frame, x, right)
        box = badges.get(zone.name[4:])
        if box is not None and box.y < frame.y + 20:  # (in the label row, not a line of its own under it)
            assert box.x >= right and box.right <= frame.right, (zone.name, box, right)
        labelled += 1
    assert labelled >= 1
