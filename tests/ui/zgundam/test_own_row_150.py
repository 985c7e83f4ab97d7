"""Issue 16, a newcomer's two-seat game at 150 % UI scale (logical 853x533): the seat's own ships were faces 60 px
wide (then 52, a pair beside them) whose names and numbers printed at 6-8 px, while the other seat's ships above
showed as name strips at 13 px with every number. Under the face's floor width the own row shows strips too
(``board.OWN_STRIPS_W``): each ship's name whole at 10 px or more, with three or four of its numbers.
At 100 % the own ships stay faces."""

from __future__ import annotations

import pytest

from tabletop.ui.views.zgundam.board import FACE_FLOOR_W

from .helpers import at_the_table


def _own_ships(scene, me):
    return [s for s in scene.table.slots if s.zone == f"ships{me}"]


def _four_numbers(scene, me, lang):
    """Every own ship strip's whole name and four numbers: labelled, or in columns under their labels."""
    from tabletop.ui.cards.table import _reserved

    table = scene.table
    zone = next(z for z in table.zones if z.name == f"ships{me}")
    heads = table.column_heads(zone, lang) if zone.columns else []
    for slot in _own_ships(scene, me):
        face = slot.entry.face
        anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                            _reserved(slot.entry, zone), 0, False, zone.columns)
        assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines
        assert anatomy.stats == 4 and all(box.x >= 1 for box in anatomy.numbers), \
            (slot.entry.id, lang, slot.rect.w, anatomy.lines)
        if zone.columns:
            assert len([r for r, _ in heads if slot.rect.x <= r.centerx < slot.rect.right]) == 4, heads


def _whole_name(scene, slot, lang):
    """The print of ``slot``'s strip (``Anatomy``), its name checked whole."""
    face = slot.entry.face
    anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
    assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines
    return anatomy


def _readable_strips(scene, slots, lang):
    """Every slot a name strip, its name whole at 12 px or more with every number."""
    cards = scene.table.cards
    assert all(s.strip for s in slots), [s.rect for s in slots]
    for slot in slots:
        face = slot.entry.face
        assert _whole_name(scene, slot, lang).stats == len(face.stats), face.id
        assert cards.strip_name_size(face, slot.rect.w, slot.rect.h, lang) >= 12, face.id


@pytest.mark.parametrize("lang", ["en", pytest.param("ja", marks=pytest.mark.slow)])
def test_own_ships_are_readable_strips_at_150(probe, lang):
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 2, seed=3, pair=True, scale=1.5)
    try:
        slots = _own_ships(scene, me)
        assert slots and all(s.strip for s in slots)
        cards = scene.table.cards
        for slot in slots:
            face = slot.entry.face
            assert _whole_name(scene, slot, lang).stats >= 3, face.id
            size = cards.strip_name_size(face, slot.rect.w, slot.rect.h, lang)
            assert size >= 10, (face.id, size)
    finally:
        app.change_setting("ui_scale", 1.0)


def test_own_ships_stay_faces_at_100(probe):
    app, driver, scene, me = at_the_table(probe, "en", (1280, 800), 2, seed=3, pair=True)
    slots = _own_ships(scene, me)
    assert slots and not any(s.strip for s in slots) and all(s.rect.w >= FACE_FLOOR_W for s in slots)


def hand_holding_mk2_titans(session, me: int) -> list:
    """Seat ``me``'s hand, given "Gundam Mk-II (Titans colours)" (the longest hand name) where it lacks it."""
    from tests.ui.zgundam.test_play import give

    hand = session.state.cards(f"hand{me}")
    if "mk2_titans" not in hand:
        give(session, me, "mk2_titans")
    return hand


@pytest.mark.parametrize("lang,held", [("en", 8), ("ja", 6), pytest.param("en", 6, marks=pytest.mark.slow),
                                       pytest.param("ja", 8, marks=pytest.mark.slow)])
def test_a_long_hand_card_keeps_its_name_whole_and_its_number_at_150(probe, lang, held):
    """The hand at 150 % is name strips: they were columns filled top down, 20 px high, where "Gundam Mk-II (Titans
    colours)" printed at 9 px on one line and lost 攻撃 4. The columns hold as many cards each (taller strips, the
    name on two lines where needed) and a strip drops its type icon where that keeps its number."""
    from tests.ui.zgundam.test_play import give

    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 2, seed=3, pair=True, scale=1.5)
    try:
        session = scene.session
        hand = hand_holding_mk2_titans(session, me)
        with session.edit():
            while len(hand) > held:
                session.state.cards("discard").append(hand.pop(next(i for i, c in enumerate(hand) if c != "mk2_titans")))
        while len(session.state.cards(f"hand{me}")) < held:
            give(session, me, "")
        scene.on_change([])
        driver.still()
        slots = [s for s in scene.table.slots if s.zone == f"hand{me}"]
        assert len(slots) == held and all(s.strip for s in slots)
        cards = scene.table.cards
        for slot in slots:
            face = slot.entry.face
            anatomy = cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
            assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines
            assert anatomy.stats == len(face.stats), (face.id, lang, anatomy.lines)
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,held", [("ja", 8), pytest.param("en", 8, marks=pytest.mark.slow),
                                       pytest.param("ja", 6, marks=pytest.mark.slow),
                                       pytest.param("en", 6, marks=pytest.mark.slow)])
def test_a_crowded_opponents_pairs_keep_their_numbers_at_150(probe, lang, held):
    """Another seat with six pairs at 150 %: its pairs were strips 17 px high in two full columns, too low for a
    name on two lines, and five or six pilots lost 能力 / Abl (a newcomer could not read who was dangerous). The
    columns hold as many pairs each (strips 26 px high) and the taken pile gives way to the strips (the points
    are written by the seat's name): every name whole, every number but the longest name's
    (クワトロ・バジーナ（シャア・アズナブル）) kept. With eight pairs (strips 21 px high) seven Japanese pilots lost 能力
    while the ships beside them had room: the row's split between ships and pairs is the one whose strips lose the
    fewest numbers (``board.short_strips``)."""
    from tabletop.games.zgundam.cards import catalogue

    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 2, seed=3, pair=True, scale=1.5)
    try:
        session, cat = scene.session, catalogue()
        other = 1 - me
        deck, row = session.state.cards("action_deck"), session.state.cards(f"ready{other}")
        ms = [c for c in deck if cat[c].kind == "ms"]
        pilots = sorted((c for c in deck if cat[c].kind == "pilot"), key=lambda c: len(cat[c].name.get(lang)))
        with session.edit():
            while len(row) < 2 * held:
                m, p = ms.pop(), pilots.pop()
                deck.remove(m)
                deck.remove(p)
                row += [m, p]
        scene.on_change([])
        driver.still()
        slots = [s for s in scene.table.slots if s.zone == f"ready{other}"]
        assert len(slots) == 2 * held and all(s.strip and s.rect.h >= (24 if held == 6 else 20) for s in slots), \
            [tuple(s.rect) for s in slots]
        cards, lost = scene.table.cards, []
        for slot in slots:
            face = slot.entry.face
            anatomy = cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
            assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines
            if anatomy.stats < len(face.stats):
                lost.append(face.id)
        assert set(lost) <= {"quattro"}, lost
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,seats", [("ja", 3), ("en", 4)] + [pytest.param(lang, seats, marks=pytest.mark.slow)
                                                                  for lang in ("ja", "en") for seats in (2, 3, 4, 6)
                                                                  if (lang, seats) not in (("ja", 3), ("en", 4))])
def test_own_ship_strips_keep_all_four_numbers_at_150(probe, lang, seats):
    """The set-up table of seed 5 at 150 % (tools/zgundam_strips.py): the seat's own ship strips were 186 px and showed
    two of their four numbers (対空, 対艦: 耐久 and 命中 lost) beside an empty taken pile 88 px wide. While the seat has
    taken nothing its pile gives way (its points are written by its name) and the ships get ``OWN_STRIPS_W`` a column
    before the pairs share the rest, or (where the pairs then lose a number) print their values in columns under labels
    written once, narrower: every own ship strip has its whole name and all four numbers, every pair its whole name."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), seats, seed=5, pair=True, scale=1.5)
    try:
        slots = _own_ships(scene, me)
        assert slots and all(s.strip for s in slots)
        _four_numbers(scene, me, lang)
        for slot in (s for s in scene.table.slots if s.zone == f"ready{me}"):  # and the pairs beside them
            _whole_name(scene, slot, lang)
        assert not any(z.name == f"score{me}" for z in scene.table.zones)
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,seed", [("ja", 4)] + [pytest.param(lang, seed, marks=pytest.mark.slow)
                                                      for lang, seed in (("en", 4), ("ja", 5), ("en", 5))])
def test_six_seats_at_150_other_seats_pairs_keep_their_numbers(probe, lang, seed):
    """Six seats at 150 %: the other seats sat in two columns (the one giving the larger smallest name), where their
    pairs were strips 33-88 px wide with no number (16-21 of a table's pairs lost 攻撃 / 能力, seeds 4 and 5). The
    board now takes the arrangement whose strips lose fewer numbers and names (``board.better``): a row each. Their
    ships then lost 15 numbers, which they keep in columns under one line of labels (``test_ship_columns``), the rows'
    ships one width, where that leaves out fewer numbers and names in all (English: up to 12 pairs among them;
    Japanese keeps the rows as they were): at most 15 strips of the other seats lose anything."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, seed=seed, pair=True, scale=1.5)
    try:
        cards, lost, pairs = scene.table.cards, [], 0
        for slot in scene.table.slots:
            if not slot.zone.startswith(("ready", "ships")) or slot.zone in (f"ready{me}", f"ships{me}"):
                continue
            face = slot.entry.face
            zone = next(z for z in scene.table.zones if z.name == slot.zone)
            pairs += slot.zone.startswith("ready")
            anatomy = cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0, 0, False,
                                          zone.columns)
            if anatomy.stats < len(face.stats) or \
                    "".join(anatomy.lines).replace(" ", "") != face.title.get(lang).replace(" ", ""):
                lost.append((face.id, slot.zone, tuple(slot.rect)))
        assert pairs >= 16 and len(lost) <= 15, lost
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,seats", [("en", 4), ("ja", 2)] + [pytest.param(lang, seats, marks=pytest.mark.slow)
                                                                  for lang, seats in (("ja", 4), ("en", 2), ("ja", 6),
                                                                                      ("en", 6))])
def test_own_ship_strips_keep_all_four_numbers_after_taking_a_card(probe, lang, seats):
    """Once the seat had taken a card its taken pile came back (88 px, or a 58 px tile) and its own ship strips lost
    耐久 and 命中 again (issue 16). The pile stays (a tile of the top card) and the ships, narrower than their four
    labelled numbers need (``OWN_STRIPS_W``), print them in columns under labels written once over them; the pairs
    beside them keep every number, their names whole or (numbers first, ``CardFace.numbers_first``) in a short form of
    ``SHORT_LEAST`` characters or more ("ヘンケン…" beside its 能力 2: before, the whole name without its number)."""
    from tabletop.ui.cards.render import SHORT_LEAST

    from tabletop.games.zgundam.cards import catalogue

    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), seats, seed=5, pair=True, scale=1.5)
    try:
        session, cat = scene.session, catalogue()
        deck = session.state.cards("action_deck")
        taken = next(c for c in deck if cat[c].kind == "ms")
        with session.edit():
            deck.remove(taken)
            session.state.cards(f"score{me}").append(taken)
        scene.on_change([])
        driver.still()
        assert any(z.name == f"score{me}" and z.cards for z in scene.table.zones)
        slots = _own_ships(scene, me)
        assert slots and all(s.strip for s in slots)
        _four_numbers(scene, me, lang)
        for slot in (s for s in scene.table.slots if s.zone == f"ready{me}"):
            face = slot.entry.face
            anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
            shown, name = "".join(anatomy.lines).replace(" ", ""), face.title.get(lang).replace(" ", "")
            assert anatomy.stats == len(face.stats), face.id
            assert shown == name or shown.endswith("…") and name.startswith(shown[:-1]) and \
                len(shown) - 1 >= SHORT_LEAST, anatomy.lines
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,held", [("ja", 4), ("en", 1)] + [pytest.param(lang, held, marks=pytest.mark.slow)
                                                                for lang, held in (("ja", 1), ("ja", 3), ("en", 3),
                                                                                   ("en", 4))])
def test_a_short_hand_is_readable_strips_at_150(probe, lang, held):
    """At 150 % a hand of four cards or fewer fitted as faces 80 px wide, their names and body text at 6-8 px (issue 16);
    under the face's floor width (``FACE_FLOOR_W``) it is name strips too, each its whole name at 12 px or more with
    every number. At 100 % it stays faces."""
    for scale in (1.5, 1.0):
        app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 4, seed=3, pair=True, scale=scale)
        try:
            session = scene.session
            hand = session.state.cards(f"hand{me}")
            with session.edit():
                while len(hand) > held:
                    session.state.cards("discard").append(hand.pop())
            scene.on_change([])
            driver.still()
            slots = [s for s in scene.table.slots if s.zone == f"hand{me}"]
            assert len(slots) == held
            if scale == 1.0:
                assert not any(s.strip for s in slots) and all(s.rect.w >= FACE_FLOOR_W for s in slots)
                continue
            _readable_strips(scene, slots, lang)
        finally:
            app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang,seats", [("en", 4)] + [pytest.param(lang, seats, marks=pytest.mark.slow)
                                                       for lang, seats in (("ja", 4), ("ja", 6), ("en", 6))])
def test_taken_ship_tile_shows_its_points_and_four_numbers(probe, lang, seats):
    """The seat's own taken pile beside its ship strips is a tile of its top card (issue 16). At six seats it was
    67 x 82 px and a ship on top (アーガマ, ジュピトリス) showed its points and three of its four numbers; the tile is
    ``board.TILE_W`` wide now: every ship's name whole over its points and all four numbers. Beside the seat's own ship
    strips the pile stays a tile where its row grows tall enough for a face ``TILE_W`` - 8 px wide (session 29: four
    seats, ja, アレキサンドリア taken from seat 2's row, the own row 120 -> 145 px, showed a 70 px face, its points in a
    corner chip and no 得点 line, instead of the tile)."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), seats, seed=5, pair=True, scale=1.5)
    try:
        session = scene.session
        for ship in ("argama", "jupitris", "alexandria"):
            with session.edit():
                for name in ("ship_deck", *(f"ships{s}" for s in range(seats))):
                    if ship in session.state.cards(name):
                        session.state.cards(name).remove(ship)
                session.state.cards(f"score{me}").append(ship)
            scene.on_change([])
            driver.still()
            slot = next(s for s in scene.table.slots if s.zone == f"score{me}")
            zone = next(z for z in scene.table.zones if z.name == f"score{me}")
            assert zone.mode == "tile" and slot.rect.w == zone.rect.w, (ship, zone.mode, tuple(slot.rect))
            face = slot.entry.face
            assert face.id == ship and len(face.stats) == 5
            _, anatomy = scene.table.cards._draw_tile(face, slot.rect.w, slot.rect.h, lang)
            assert anatomy.stats == 5, (ship, tuple(slot.rect))
            name = face.title.get(lang).replace(" ", "").replace("-", "")
            assert "".join(anatomy.lines).replace(" ", "").replace("-", "") == name, anatomy.lines
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ["en", pytest.param("ja", marks=pytest.mark.slow)])
def test_a_hand_of_five_at_three_seats_is_readable_strips_at_150(probe, lang):
    """At 150 % with three seats a hand of five did not fit as faces at all and was squeezed into faces 64 px wide
    (91 on the window) whose body text printed at 6 px (issue 16): it is name strips, each its whole name at 12 px
    or more with every number."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 3, seed=1, pair=True, scale=1.5)
    try:
        slots = [s for s in scene.table.slots if s.zone == f"hand{me}"]
        assert len(slots) == 5
        _readable_strips(scene, slots, lang)
    finally:
        app.change_setting("ui_scale", 1.0)


@pytest.mark.parametrize("lang", ["en", pytest.param("ja", marks=pytest.mark.slow)])
def test_a_hand_of_eight_uses_the_width_at_1920x1080_150(probe, lang):
    """1920x1080 at 150 % (a logical 1280x720): a hand of eight name strips filled one column top down, eight strips
    17 px high and 580 px wide, their names at 10 px beside an empty half of the hand zone (issue 16). The strips take
    the number of columns that prints their smallest whole name largest (``board.hand_columns``): two columns of four
    strips as high as strips go, every name whole with its number, at 11 px or more."""
    from tabletop.ui.cards.layout import STRIP_MAX_H

    from tests.ui.zgundam.test_play import give

    app, driver, scene, me = at_the_table(probe, lang, (1920, 1080), 3, seed=3, pair=True, scale=1.5)
    try:
        session = scene.session
        hand = hand_holding_mk2_titans(session, me)
        while len(hand) < 8:
            give(session, me, "")
        scene.on_change([])
        driver.still()
        slots = [s for s in scene.table.slots if s.zone == f"hand{me}"]
        assert len(slots) == 8 and all(s.strip for s in slots)
        assert len({s.rect.x for s in slots}) >= 2, [tuple(s.rect) for s in slots]
        assert all(s.rect.h == STRIP_MAX_H for s in slots), [tuple(s.rect) for s in slots]
        for slot in slots:
            face = slot.entry.face
            anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
            assert "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", ""), anatomy.lines
            assert anatomy.stats == len(face.stats) and anatomy.name_size >= 11, (face.id, anatomy.name_size)
    finally:
        app.change_setting("ui_scale", 1.0)
