"""Issue 16: an action list that would scroll takes the step panel's empty rows.

In a newcomer's one-cour game at 1280x800 the reconnaissance listed three areas but showed two, "海エリアを偵察" under
the list's fold, while the step panel above it kept 160 px (``step_min``) for three lines of text. With four areas to
reconnoitre (city, sea, underground, people involved) the list was 72 px for 148 px of buttons; the step panel now
shrinks to its text where the list would scroll, and every button shows, with the step's text whole.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import full_base, open_1280


def four_to_reconnoitre():
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment

    s = full_base()
    for member, area in (("m_kiriyama", "city"), ("m_amagi", "underground"), ("m_soga", "insiders"),
                         ("m_anne", "sea")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_recon_list_shows_every_area_at_1280(home, lang):
    _, scene = open_1280(lang, four_to_reconnoitre())
    items = [i for i in scene.actions.items if i.visible]
    assert len(scene.actions.items) == 4, len(scene.actions.items)
    assert scene.actions.content_height() <= scene.actions.rect.h, \
        f"{lang}: the list {tuple(scene.actions.rect)} scrolls its {scene.actions.content_height()} px of buttons"
    assert all(scene.actions.rect.contains(i.rect) for i in items) and len(items) == 4, [tuple(i.rect) for i in items]
    assert not scene.step_cut, f"{lang}: the step panel's text cut"
