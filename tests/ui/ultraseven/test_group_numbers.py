"""Issue 16: on the small board (150 % UI scale, the 800x560 window) a TDF member alone in its group, or at 150 % one of
two with no recon result over them, is a tile whose name stands over its recon and combat numbers, all of them drawn (they were
name strips with no numbers); a bigger group keeps its reconnaissance total in its label (the group's number, rule 12)."""

from __future__ import annotations

import pytest

from tabletop.ui.cards.render import TILE_H
from tests.ui.ultraseven.helpers import SMALL_SIZES, crowded, full_base, open_small, start

SIZES = SMALL_SIZES


def _sample(fast, *axes) -> list:
    """Every combination of ``axes`` (size, language, ...) as params: those in ``fast`` run in ``make test`` (a sample
    with each size, language and position once), the others in ``make soak`` (pytest.mark.slow)."""
    from itertools import product

    return [pytest.param(*combo, marks=() if combo in fast else pytest.mark.slow) for combo in product(*axes)]


def pairs():
    """The TDF's deployment on turn 1 with two in the city, two in space and one in the sea (no recon yet)."""
    from tabletop.games.ultraseven.actions import Deploy

    s = full_base()
    for member, area in (("m_furuhashi", "city"), ("w_pointer", "city"), ("m_dan", "space"), ("m_anne", "space"),
                         ("m_soga", "sea")):
        s.apply(Deploy(member, area), 1)
    return s


#: position -> (its setup, the least tiles with all their numbers, the sizes where a pair has that room: at 800x560 a
#: pair's column beside its invasion tile is as wide as its tiles with both numbers take, ``board.side_groups``; it was
#: 53 px, a name and one of its numbers)
POSITIONS = {"crowded": (crowded, 3, tuple(SIZES)), "pairs": (pairs, 5, tuple(SIZES))}


@pytest.mark.parametrize("size, lang, position", _sample((("150%", "ja", "pairs"), ("800x560", "en", "crowded")),
                                                         SIZES, ("ja", "en"), POSITIONS))
def test_members_with_room_show_their_numbers(home, size, lang, position):
    make, least, pairs_fit = POSITIONS[position]
    app, scene = open_small(size, lang, make())
    results = {r["area"] for r in scene.view["recon_results"]}
    tiles = 0
    for area in scene.view["areas"]:
        members = [s for s in scene.table.slots if s.zone == f"grp:{area['id']}"]
        if not members:
            continue
        label = scene.table.label_text(next(z for z in scene.table.zones if z.name == f"grp:{area['id']}"), lang)
        assert str(area["recon_total"]) in label, (size, lang, area["id"], label)  # the group's number
        if len(members) == 1 or (len(members) == 2 and area["id"] not in results and size in pairs_fit):
            for slot in members:
                face = slot.entry.face
                where = f"{size} {lang} {area['id']}: {face.title.get(lang)!r} {slot.rect}"
                assert slot.rect.h >= TILE_H, f"{where}: not a tile"
                anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, (90, 30, 40), 0)
                assert len(anatomy.numbers) == len(face.stats) == 2, f"{where}: {len(anatomy.numbers)} numbers"
                assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), where
                tiles += 1
    assert tiles >= (least if size in pairs_fit else 1), (size, lang, position, tiles)


def three_reconned():
    """The TDF's reconnaissance: three in space (its card face down, reconnoitred: "Nothing unusual" over them), one each
    in the city and the mountains."""
    from tabletop.core.dice import ScriptedSource
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, Recon
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card, face_up, chits in (("inv01", False, 3), ("inv11", True, 1)):
        put(s, card, face_up=face_up, chits=chits)
    s.apply(EndAlienActions(), 0)
    for member, area in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_dan", "space"), ("m_soga", "city"),
                         ("m_amagi", "mountain")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    s.dice = ScriptedSource([6, 6])
    s.apply(Recon("space"), 1)
    return s


#: position -> the groups (area, members) that are side tiles
THREES = {"crowded": (crowded, (("space", 3), ("city", 2))), "reconned": (three_reconned, (("space", 3),))}


@pytest.mark.parametrize("size, lang, position", _sample((("150%", "en", "crowded"), ("800x560", "ja", "reconned")),
                                                         SIZES, ("ja", "en"), THREES))
def test_groups_of_three_show_every_number(home, size, lang, position):
    """A group of three in space (with no recon result, or under "Nothing unusual" on a line of its own) and a pair
    under its recon result in the city: each member a side tile (``render.SIDE_H``), its name whole on the left and both
    its numbers on the right (they were name strips with no numbers, the numbers only on hover); the group's column as
    wide as that takes, its invasion tile keeping all five numbers, the result whole over the group."""
    from tabletop.ui.cards.render import SIDE_H

    make, groups = THREES[position]
    app, scene = open_small(size, lang, make())
    results = {r["area"] for r in scene.view["recon_results"]}
    for area, count in groups:
        if area in results:  # the result's words whole on their line, over the group's tiles
            badge = scene.board.badges[area]
            assert all(badge.bottom <= s.rect.y for s in scene.table.slots if s.zone == f"grp:{area}"), (area, badge)
        zone = next(z for z in scene.table.zones if z.name == f"grp:{area}")
        members = [s for s in scene.table.slots if s.zone == zone.name]
        assert len(members) == count and zone.side, (area, zone.rect)
        for slot in members:
            face = slot.entry.face
            where = f"{size} {lang} {area}: {face.title.get(lang)!r} {slot.rect}"
            # (a side tile, or a tile where the other row of areas is empty and gives this one its height, session 23)
            assert SIDE_H <= slot.rect.h and zone.rect.contains(slot.rect), where
            anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                      scene.table.name_max(zone, lang), True)
            assert len(anatomy.numbers) == len(face.stats) == 2, f"{where}: {len(anatomy.numbers)} numbers"
            assert "".join(anatomy.lines).replace(" ", "").replace("-", "") == face.title.get(lang).replace(" ", ""), \
                (where, anatomy.lines)
            name = anatomy.name.move(slot.rect.topleft)
            for box in anatomy.numbers:  # the numbers beside the name, inside the tile, covering nothing of it
                box = box.move(slot.rect.topleft)
                assert slot.rect.contains(box) and not box.colliderect(name), (where, box, name)
        tile = [s for s in scene.table.slots if s.zone == f"inv:{area}"]
        for slot in tile:
            anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang)
            assert len(anatomy.numbers) == 5, (size, lang, area, slot.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_groups_of_three_at_1280(home, lang):
    """At 1280x800 a group of three is three strips side by side with their labelled numbers, each name whole (on two
    lines where it needs: the group's strips do not keep one print size at the cost of their numbers, which they did,
    "Dan Moroboshi" and "Capt. Kiriyama" showing none)."""
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    scene = start(app, crowded())
    app.step([], 0.3)
    zone = next(z for z in scene.table.zones if z.name == "grp:space")
    members = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(members) == 3 and all(s.strip for s in members)
    for slot in members:
        face = slot.entry.face
        anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                  scene.table.name_max(zone, lang), zone.side)
        assert len(anatomy.numbers) == 2, (lang, face.title.get(lang), anatomy.lines)
        assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines


def beside_folded():
    """The TDF's deployment on turn 1: three in space and two in the city, nobody in the mountains (their card face
    up): the mountains' group column folded beside two side groups."""
    from tabletop.games.ultraseven.actions import Deploy

    s = full_base()
    for member, area in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_dan", "space"), ("m_furuhashi", "city"),
                         ("w_pointer", "city")):
        s.apply(Deploy(member, area), 1)
    return s


@pytest.mark.parametrize("size, lang", _sample((("800x560", "en"), ("150%", "ja")), SIZES, ("ja", "en")))
def test_folded_area_keeps_its_name(home, size, lang):
    """An area whose group column is folded has its name over the whole cell (the folded column under it, inside the
    area's frame): "Mountains" keeps the name's print beside the wider side groups (it was 8 px at 800x560)."""
    from tabletop.ui import theme
    from tabletop.ui.views.ultraseven.panels import name_lines

    app, scene = open_small(size, lang, beside_folded())
    assert "mountain" in scene.board.folded
    cell, name = scene.board.areas["mountain"], scene.board.names["mountain"]
    assert name.w == cell.w, (name, cell)
    column = next(z for z in scene.table.zones if z.name == "grp:mountain")
    assert cell.contains(column.frame) and column.frame.y >= name.bottom, (column.frame, name)
    area = next(a for a in scene.view["areas"] if a["id"] == "mountain")
    printed, lines, _ = name_lines(app.text, area["name"][lang], name.w)
    assert printed == theme.SIZE_SMALL and len(lines) == 1, (printed, lines)
    assert next(z for z in scene.table.zones if z.name == "grp:space").side  # the three beside it: side tiles
