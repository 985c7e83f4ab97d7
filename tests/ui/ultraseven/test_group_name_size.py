"""Issue 16: the members of a group print their names at one size, tiles and side tiles too.

On the small board (150 % UI scale) a pair in space printed "Capt. Kiriyama" at 9 px over "Ultra Hawk 1" at 11 px
(tiles) and, in Japanese, "キリヤマ隊長" at 12 px over "ウルトラホーク1号" at 10; side tiles under a recon result differed
too: the group's one name size (the table's ``name_max``) held for its plain name strips only (``render._draw_strip``:
a side zone's tiles and side tiles keep it too, ``strip_name_size(side=True)`` the size each takes on its own).
Measured from the sizes the names are drawn at, headless, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.table import _reserved
from tests.ui.ultraseven.helpers import SMALL_SIZES, open_small, six_in_space
from tests.ui.ultraseven.test_group_five import five_in_space


def pair_in_space(reconned: bool = False):
    """The TDF's deployment on turn 1: Capt. Kiriyama and Ultra Hawk 1 in space, one member in each other area; with
    ``reconned``, space reconnoitred ("Nothing unusual" over the pair: side tiles)."""
    from tabletop.core.dice import ScriptedSource
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, Recon
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card in ("inv01", "inv11", "inv02"):
        put(s, card, chits=1)
    s.apply(EndAlienActions(), 0)
    for member, area in (("m_kiriyama", "space"), ("w_hawk1", "space"), ("m_amagi", "city"), ("m_anne", "mountain"),
                         ("m_soga", "sea"), ("m_furuhashi", "underground"), ("m_dan", "insiders")):
        s.apply(Deploy(member, area), 1)
    if reconned:
        s.apply(EndDeployment(), 1)
        s.dice = ScriptedSource([6, 6])
        s.apply(Recon("space"), 1)
    return s


POSITIONS = {"pair": pair_in_space, "pair reconned": lambda: pair_in_space(True), "five": five_in_space,
             "six": six_in_space}


def drawn_sizes(scene, lang: str) -> dict[str, set[int]]:
    """group zone -> the sizes its members' names are drawn at (the bold lines of each name, as ``strip`` draws it)."""
    table = scene.table
    cards = table.cards
    seen: list[tuple[str, int]] = []
    render = cards.text.render

    def spy(text, size, colour, bold=False, *args, **kwargs):
        seen.append((text, size))
        return render(text, size, colour, bold, *args, **kwargs)

    out: dict[str, set[int]] = {}
    cards.text.render = spy
    try:
        for zone in table.zones:
            if not zone.name.startswith("grp:"):
                continue
            cap = table.name_max(zone, lang)
            for slot in (s for s in table.slots if s.zone == zone.name and s.strip and s.entry.face is not None):
                seen.clear()
                _, anatomy = cards._draw_strip(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                               _reserved(slot.entry, zone), cap, zone.side, zone.columns)
                sizes = {size for text, size in seen if text in anatomy.lines}
                assert len(sizes) == 1, (zone.name, anatomy.lines, seen)
                out.setdefault(zone.name, set()).update(sizes)
    finally:
        cards.text.render = render
    return out


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", SMALL_SIZES)
def test_a_group_prints_its_names_at_one_size(home, size, lang, position):
    session = POSITIONS[position]()
    app, scene = open_small(size, lang, session)
    sizes = drawn_sizes(scene, lang)
    assert "grp:space" in sizes
    for zone, found in sizes.items():
        assert len(found) == 1, (size, lang, position, zone, sorted(found))
