"""Issue 16: the TDF's base strips read one way, as its groups' do (``styles.one_style``).

At 150 % in the reconnaissance "Ultra Hawk 2 🔍2 ✱2" stood beside "Soga 偵察 1 戦闘 3": some strips printed their
numbers' words and others their icons. Every base strip now prints its numbers the same way (icons where one of them
needs them, in either language), and its type icon alike.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.views.ultraseven.styles import group_looks
from tests.ui.ultraseven.helpers import full_base, open_1280, open_small, zone_strips


def recon():
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment

    session = full_base()
    for member, area in (("m_kiriyama", "city"), ("m_dan", "space"), ("m_anne", "sea")):
        session.apply(Deploy(member, area), 1)
    session.apply(EndDeployment(), 1)
    return session


@pytest.mark.parametrize("size, lang", [("150%", "ja"), ("800x560", "en"), ("1280x800", "en")])
def test_base_strips_read_one_way(home, size, lang):
    app, scene = open_1280(lang, recon()) if size == "1280x800" else open_small(size, lang, recon())
    looks = group_looks(scene.table, "base")
    assert len(looks) == 10 * len(LANGS), looks  # (ten members and weapons left in the base, as strips)
    assert len(set(looks)) == 1, f"{size}: the base's strips mix their looks: {sorted(set(looks))}"
    drawn = {bool(anatomy.icons) for _, face, anatomy in zone_strips(scene, "base", lang) if anatomy.numbers}
    assert len(drawn) == 1, f"{size} {lang}: drawn strips mix words and icons"
