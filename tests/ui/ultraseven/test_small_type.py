"""Issue 16: on the small board the capsule monsters' names print at the base's type (``scene.base_type``: 10 px at
100 % and at 150 % UI scale; "ミクラス" was 8 px, its icon and "×4" beside it) where the base's row has the room (the
TDF's deployment on turn 1), and in the 800x560 window the base's thirteen names print larger than 8 px."""

from __future__ import annotations

import pytest

from tabletop.ui.cards.table import _reserved
from tests.ui.ultraseven.helpers import SMALL_SIZES, full_base, open_small

SIZES = SMALL_SIZES


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_capsule_and_base_names(home, size, lang):
    from tabletop.ui.views.ultraseven.scene import base_type

    app, scene = open_small(size, lang, full_base())
    least = base_type()
    assert least >= 10
    capsules = [s for s in scene.table.slots if s.zone == "capsules"]
    assert len(capsules) == 3
    for slot in capsules:
        zone = next(z for z in scene.table.zones if z.name == "capsules")
        anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                                  _reserved(slot.entry, zone), scene.table.name_max(zone, lang))
        assert anatomy.lines == (slot.entry.face.title.get(lang),), anatomy.lines
        assert anatomy.name.h >= app.text.line_height(least), (size, lang, slot.entry.face.title.get(lang), anatomy.name)
    # (a strip's name box is its lines' height: 15 px at 10 px, 14 at 9, 12 at 8)
    base = [s for s in scene.table.slots if s.zone == "base"]
    assert len(base) == 13
    for slot in base:
        zone = next(z for z in scene.table.zones if z.name == "base")
        anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                                  0, scene.table.name_max(zone, lang))
        assert anatomy.name.h > app.text.line_height(8), (size, lang, slot.entry.face.title.get(lang), anatomy.name)


def failed_transformation():
    """Combat in the cave (Dan Moroboshi alone with "The Suspicious Neighbour"), the transformation roll failed: the
    TDF may use a capsule monster ("Use capsule monster Miclas (no effect/…/damage +1)"): long labels."""
    from tabletop.games.ultraseven.actions import Transform
    from tests.games.ultraseven.test_combat import combat
    from tests.games.ultraseven.helpers import dice

    s, _ = combat("inv33", ["m_dan"], chits=5)
    dice(s, 6, 6)
    s.apply(Transform(), 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_action_labels_whole(home, size, lang):
    """Every action button's label is whole, on as many lines as it needs ("Use capsule monster Miclas (no effect/no
    eff…" was cut at 800x560), and a list that scrolls shows whole buttons only (none half under the step panel)."""
    from tabletop.games.ultraseven.actions import UseCapsule
    from tabletop.ui.widgets.button import WrappedButton

    session = failed_transformation()
    assert any(isinstance(a, UseCapsule) for a in session.legal_actions())
    app, scene = open_small(size, lang, session)
    items = [b for b in scene.actions.items if isinstance(b, WrappedButton)]
    assert items
    for button in items:
        label, _ = button._lines(app, button.rect.w)
        assert "".join(label).replace(" ", "") == str(button.label(lang) if callable(button.label) else
                                                      button.label.get(lang)).replace(" ", ""), label
        assert button.rect.h >= len(label) * app.text.line_height(button.size) + 10, (label, button.rect)
    # (the list keeps the height of its tallest button, the capsule monsters' four lines: a shorter one under the
    # first is left for the wheel, not drawn, ``ActionList._visible``)
    assert scene.actions.rect.h >= max(b.rect.h for b in items), (scene.actions.rect, [b.rect.h for b in items])
    shown = [b for b in scene.actions.items if b.rect.colliderect(scene.actions.rect) and scene.actions._visible(b)]
    assert shown and all(scene.actions.rect.contains(b.rect) for b in shown), \
        [(b.rect, scene.actions.rect) for b in shown]
