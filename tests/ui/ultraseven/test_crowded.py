"""Issue 16: Ultra Seven readable on the small tables with TDF groups in most areas (session 12).

A mid-game position of the TDF's reconnaissance (``helpers.crowded``): an invasion card in every area (three face up,
three face down with chits), groups of one to three members and weapons in five areas, and three recon results
this turn ("Nothing unusual" twice, "Discovered" once). In the 800x560 window and at 150 % UI scale, in both
languages, the probe reading what the frame drew (``tabletop.ui.probe``):

* every invasion tile shows its name whole (no "…", broken only between words: never inside a Latin or a katakana
  word, ``cards.breaks``; ink of ``MIN_NAME`` px or more) and all of its numbers, each a chip inside the tile with its label and value drawn;
* every card of a group shows its name whole, inside its strip, no line ending inside a Latin word, all the
  group's names at one size;
* every recon result's badge shows its words whole, inside the group's column.

And the TDF's deployment with all thirteen members and weapons in the base (``helpers.full_base``): every base name
whole on one line in its strip, all at one print size of ``MIN_NAME`` px or more (the strips in rows like words,
``ZoneSpec.flows``), the capsule monsters one strip a kind with its count ("×4"); a group of six (also after its
reconnaissance) and the largest group the rules allow (nine in space) show every name whole, and every tile all five
numbers, in both windows.
"""

from __future__ import annotations

from functools import partial

import pytest

from tabletop.ui.cards.breaks import breaks_a_word
from tabletop.ui.cards.render import MIN_NAME, splits_a_word
from tabletop.ui.views.ultraseven.panels import recon_badges
from tests.ui.ultraseven.helpers import crowded, full_base, nine_in_space, six_in_city, six_in_space, start

SIZES = {"800x560": ((800, 560), 1.0), "150%": ((1280, 800), 1.5)}
#: the screens of a sweep, (size, language) each: ``make test`` checks a sample (each size once, each language once),
#: ``make soak`` the whole sweep (both languages at both sizes; four screens a test took most of a minute)
FULL = tuple((size, lang) for size in SIZES for lang in ("ja", "en"))
SAMPLE = (("800x560", "ja"), ("150%", "en"))
SWEEPS = [pytest.param(SAMPLE, id="sample"), pytest.param(FULL, id="full", marks=pytest.mark.slow)]


def _sweeps(positions: dict, fast: tuple[str, ...]) -> list:
    """(position, screens) params: each position's whole sweep (slow), and the sample for the ``fast`` ones."""
    return [pytest.param(position, screens, id=f"{name}-{kind}", marks=() if kind == "sample" and name in fast
                         else pytest.mark.slow)
            for name, position in positions.items() for kind, screens in (("sample", SAMPLE), ("full", FULL))
            if kind == "full" or name in fast]


def _compact(text: str) -> str:
    return "".join(ch for ch in text if not ch.isspace())


def _screens(probe, position=crowded, screens=FULL):
    from tabletop.ui.app import App

    apps = {}
    for size, lang in screens:
        if size not in apps:
            window, scale = SIZES[size]
            apps[size] = App("ja", size=window)
            if scale != 1.0:
                apps[size].change_setting("ui_scale", scale)
        app = apps[size]
        app.set_lang(lang)
        session = position()
        scene = start(app, session)
        app.step([], 0.3)
        view = scene.view
        if position is crowded:
            assert sum(1 for a in view["areas"] if a["tdf"]) == 5 and len(view["recon_results"]) == 3
        yield f"{size} {lang}", lang, scene, probe.texts(app.surface)


@pytest.fixture(scope="module")
def crowded_sample(tmp_path_factory):
    """The sample's screens of the crowded position, made once for the module's four tests that only read them (each
    made them anew: four times two screens)."""
    import pygame

    from tabletop.ui.probe import Probe

    patch = pytest.MonkeyPatch()
    patch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
    pygame.display.init()
    pygame.font.init()
    try:
        with Probe() as probe:  # (its texts read while it runs; the scenes after, as the tests read them)
            screens = list(_screens(probe, crowded, SAMPLE))
    finally:
        patch.undo()
    return screens


def _crowded(request, probe, screens):
    """The crowded position's screens of a sweep: the sample's made once (``crowded_sample``), the whole sweep anew."""
    return request.getfixturevalue("crowded_sample") if screens == SAMPLE else _screens(probe, crowded, screens)


def _number_boxes(scene, slot, lang):
    """Where the strip at ``slot`` drew its numbers, on the screen."""
    from tabletop.ui.cards.table import _reserved

    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    anatomy = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                              _reserved(slot.entry, zone), scene.table.name_max(zone, lang), zone.side)
    return [box.move(slot.rect.topleft) for box in anatomy.numbers]


def _inside(texts, rect):
    return sorted((d for d in texts if rect.collidepoint(d.rect.center) and d.shown.strip()),
                  key=lambda d: (d.whole.y, d.whole.x))


def _tile_whole(where, lang, scene, slot, texts) -> None:
    """Checks that the invasion tile at ``slot`` draws its name whole (broken only between words, ``MIN_NAME`` px of
    ink or more) and all five of its numbers, each a chip inside the tile with its label and value drawn."""
    face = slot.entry.face
    title = face.title.get(lang)
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    anatomy = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, (90, 30, 40), 0,
                                              number_least=zone.number_least)  # (as the zone draws it)
    name = [d for d in _inside(texts, anatomy.name.move(*slot.rect.topleft).inflate(4, 4))]
    assert _compact("".join(d.shown for d in name)) == _compact(title), \
        f"{where} {slot.zone}: drawn {[d.shown for d in name]} for {title!r}"
    assert not any(d.cut for d in name), f"{where}: {title!r} cut"
    assert not breaks_a_word(title, [d.shown for d in name]), f"{where}: {[d.shown for d in name]}"
    assert max(d.whole.h for d in name) >= MIN_NAME, f"{where}: {title!r} under {MIN_NAME} px of ink"
    assert len(anatomy.numbers) == len(face.stats) == 5, f"{where}: {title!r} shows {len(anatomy.numbers)} numbers"
    for chip, (label, value) in zip(anatomy.numbers, face.stats):
        box = chip.move(*slot.rect.topleft)
        assert slot.rect.contains(box), f"{where}: {title!r} a number outside its tile"
        drawn = "".join(d.shown for d in _inside(texts, box))
        words = [label.get(lang), value if isinstance(value, str) else value.get(lang)]
        assert all(w in drawn for w in words), f"{where}: {title!r} chip {words} drew {drawn!r}"


def _tiles(scene):
    return [s for s in scene.table.slots if s.entry.face is not None and s.zone.startswith("inv:")]


@pytest.mark.parametrize("screens", SWEEPS)
def test_crowded_tiles_show_whole_names_and_every_number(request, probe, screens):
    tiles = 0
    for where, lang, scene, texts in _crowded(request, probe, screens):
        for slot in _tiles(scene):
            tiles += 1
            _tile_whole(where, lang, scene, slot, texts)
    assert tiles == 4 * len(screens), tiles  # four face up (one just discovered) on each screen


@pytest.mark.parametrize("screens", SWEEPS)
def test_crowded_group_names_whole(request, probe, screens):
    strips = 0
    for where, lang, scene, texts in _crowded(request, probe, screens):
        for slot in scene.table.slots:
            if not slot.zone.startswith("grp:") or slot.entry.face is None:
                continue
            strips += 1
            title = slot.entry.face.title.get(lang)
            lines = [d for d in _inside(texts, slot.rect) if d.widget.startswith("CardRenderer")] or _inside(texts, slot.rect)
            numbers = _number_boxes(scene, slot, lang)  # a side tile's numbers stand beside its name's lines
            lines = [d for d in lines if not any(box.collidepoint(d.rect.center) for box in numbers)]
            shown = [d.shown for d in lines]
            assert _compact("".join(shown)).startswith(_compact(title)), f"{where} {slot.zone}: {shown} for {title!r}"
            assert not any(d.cut for d in lines), f"{where}: {title!r} cut: {shown}"
            assert not splits_a_word(title, shown[:2]), f"{where}: {title!r} broken inside a word: {shown}"
            outside = [(d.shown, tuple(d.whole)) for d in lines if not slot.rect.contains(d.whole)]
            assert not outside, f"{where}: {title!r} outside its strip {tuple(slot.rect)}: {outside}"
            assert min(d.whole.h for d in lines) >= 5, f"{where}: {title!r} ink {[d.whole.h for d in lines]}"
    assert strips == 8 * len(screens), strips


@pytest.mark.parametrize("screens", SWEEPS)
def test_crowded_group_names_one_size(request, probe, screens):
    """The strips of a group print their names at one size (``ZoneSpec.even_names``): the least any of them needs (as
    drawn: a side tile's too, ``test_group_name_size``)."""
    from tests.ui.ultraseven.test_group_name_size import drawn_sizes

    groups = 0
    for where, lang, scene, _texts in _crowded(request, probe, screens):
        table = scene.table
        drawn = drawn_sizes(scene, lang)
        for zone in table.zones:
            slots = [s for s in table.slots if s.zone == zone.name and s.strip and s.entry.face is not None]
            if not zone.name.startswith("grp:") or len(slots) < 2:
                continue
            groups += 1
            cap = table.name_max(zone, lang)
            assert drawn[zone.name] == {cap}, f"{where} {zone.name}: names at {drawn[zone.name]} px, the group's size {cap}"
    assert groups == 2 * len(screens), groups


def _badges_whole(where, lang, scene, texts) -> int:
    """Checks that every recon result's badge shows its words whole inside its box (or its short words whole: "Clear"
    for "Nothing unusual", on hover, ``panels.BADGE_WORDS``); returns how many there are."""
    from tabletop.ui.views.ultraseven.panels import BADGE_WORDS

    badges = 0
    for found, box, _, shown, label in recon_badges(scene.app.text, scene.board, scene.badge_rooms(lang), scene.view, lang):
        badges += 1
        words = [w.get(lang) for w in BADGE_WORDS[found]]
        assert label == words[0] and shown.replace("\n", " ") in words, f"{where}: badge {shown!r} for {label!r}"
        drawn = " ".join(d.shown for d in _inside(texts, box))
        assert _compact(drawn) == _compact(shown), f"{where}: badge drew {drawn!r} for {shown!r}"
        assert all(box.contains(d.whole) for d in _inside(texts, box)), f"{where}: badge words outside {box}"
    return badges


@pytest.mark.parametrize("screens", SWEEPS)
def test_crowded_recon_badges_whole(request, probe, screens):
    badges = sum(_badges_whole(where, lang, scene, texts)
                 for where, lang, scene, texts in _crowded(request, probe, screens))
    assert badges == 3 * len(screens), badges


@pytest.mark.parametrize("lang", ["en"])
def test_strip_keeps_word_whole_without_icon(probe, lang):
    """A member strip too narrow for "Furuhashi" beside its type icon drops the icon rather than break the word
    ("Furuh" / "ashi", as it did in the 800x560 window)."""
    from tabletop.ui.cards.render import CardRenderer
    from tabletop.ui.text import TextCache
    from tabletop.ui.views.ultraseven.faces import face_for

    cards = CardRenderer(TextCache())
    for card, width in (("m_furuhashi", 50), ("m_dan", 50), ("w_hydranger", 50), ("m_kiriyama", 50)):
        face = face_for(card)
        anatomy = cards.strip_anatomy(face, width, 28, lang, (90, 30, 40), 0)
        image = cards.strip(face, width, 28, lang, (90, 30, 40), 0)
        drawn = [d.shown for d in probe.texts(image) if anatomy.name.collidepoint(d.rect.center)]
        assert _compact("".join(drawn)) == _compact(face.title.get(lang)), (card, drawn)
        assert not splits_a_word(face.title.get(lang), drawn), (card, drawn)


def _strip_names(where, lang, scene, texts, zone_name):
    """Checks that every strip of ``zone_name`` draws its name whole on one line inside the strip (on two where its
    group is a column of strips, ``board.tall_groups``), all at the zone's
    one print size (``MIN_NAME`` px or more), or (a group of six at 150 %: two columns of side tiles, ``board.side_rows``)
    whole beside all its numbers; returns the strips."""
    table = scene.table
    zone = next(z for z in table.zones if z.name == zone_name)
    slots = [s for s in table.slots if s.zone == zone_name]
    cap = table.name_max(zone, lang)
    assert cap >= MIN_NAME, f"{where} {zone_name}: names at {cap} px"
    for slot in slots:
        assert slot.strip, f"{where}: {slot.entry.id} is not a strip"
        title = slot.entry.face.title.get(lang)
        lines = [d for d in _inside(texts, slot.rect) if d.widget.startswith("CardRenderer")]
        if zone.side:
            numbers = _number_boxes(scene, slot, lang)
            assert len(numbers) == len(slot.entry.face.stats), f"{where} {zone_name}: {title!r} {len(numbers)} numbers"
            lines = [d for d in lines if not any(box.collidepoint(d.rect.center) for box in numbers)]
            shown = [d.shown for d in lines]
            assert _compact("".join(shown)).replace("-", "") == _compact(title), f"{where} {zone_name}: {shown}"
            assert not any(d.cut for d in lines) and all(slot.rect.contains(d.whole) for d in lines), (where, shown)
            continue
        lines.sort(key=lambda d: d.whole.x)  # (the name first: a number's label at its print may sit a px higher)
        shown = [d.shown for d in lines]
        if not zone.flows:  # a group in a column of strips in a row higher than its crowd needs: a name on two lines
            # where it breaks (``board.tall_groups``), whole
            name = table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0, cap)
            shown = ["".join(name.lines)]
        assert shown and _compact(shown[0]) == _compact(title), f"{where} {zone_name}: {shown} for {title!r}"
        assert not any(d.cut for d in lines), f"{where}: {title!r} cut: {shown}"
        assert slot.rect.contains(lines[0].whole), f"{where}: {title!r} outside its strip {tuple(slot.rect)}"
        size = table.cards._strip_choice(slot.entry.face, slot.rect.w, slot.rect.h, lang, 0, cap)[4]
        assert size == cap, f"{where} {zone_name}: {title!r} at {size} px, the zone's size {cap}"
    return slots


@pytest.mark.parametrize("screens", SWEEPS)
def test_full_base_names_whole_at_one_size(probe, screens):
    """Thirteen cards in the base at 800x560 were low strips in columns as wide as the longest name allowed: "ウルトラホー…",
    "モロボシ・ダー…", weapons at 6 px beside members at 8."""
    for where, lang, scene, texts in _screens(probe, full_base, screens):
        assert len(_strip_names(where, lang, scene, texts, "base")) == 13


@pytest.mark.parametrize("screens", SWEEPS)
def test_capsule_copies_one_strip_with_their_count(probe, screens):
    for where, lang, scene, texts in _screens(probe, full_base, screens):
        slots = [s for s in scene.table.slots if s.zone == "capsules"]
        assert [s.entry.id for s in slots] == ["cap_miclas_1", "cap_windom_1", "cap_agira_1"], where
        assert [[mk.count for mk in s.entry.markers] for s in slots] == [[4], [4], [3]], where
        _strip_names(where, lang, scene, texts, "capsules")
        for slot in slots:
            drawn = "".join(d.shown for d in _inside(texts, slot.rect))
            assert f"×{slot.entry.markers[0].count}" in drawn, f"{where}: {drawn!r}"


#: the big groups: (position, area, members, tiles, results); the sample runs a group of six after its discovery and
#: the nine under their result (every kind of case: six and nine, with and without a discovered tile beside them)
BIG = {"six": (six_in_space, "space", 6, 2, 0), "six-reconned": (six_in_city, "city", 6, 2, 1),
       "six-discovered": (partial(six_in_city, True), "city", 6, 3, 1), "nine": (nine_in_space, "space", 9, 2, 0),
       "nine-reconned": (partial(nine_in_space, True), "space", 9, 2, 1)}


@pytest.mark.parametrize("big, screens", _sweeps({k: k for k in BIG}, ("six-discovered", "nine-reconned")))
def test_big_group_names_whole_beside_tiles_with_every_number(probe, big, screens):
    """A group of six (``helpers.six_in_space``; in the city after its reconnaissance, its result on a line of its
    own, with a group beside it on either side, ``six_in_city``) and the largest the rules allow (nine: all seven
    members and both weapons space takes, ``nine_in_space``): every name whole on one line in its strip at the group's
    one print size, every other group's names and label whole, every invasion tile with its name whole and all five
    numbers, the result's words whole. At 800x560 the 157 px cell held "モロボシ・ダン隊員" (81 px at 8 px) cut beside
    a 60 px tile with four numbers: the row now gives the crowded group the width its names take (``board.group_need``,
    ``cells.share_row``), the other groups as narrow as their names and labels allow (``board.group_least``)."""
    position, area, members, tiles, results = BIG[big]
    for where, lang, scene, texts in _screens(probe, position, screens):
        assert len(_strip_names(where, lang, scene, texts, f"grp:{area}")) == members
        shown = _tiles(scene)
        assert len(shown) == tiles, f"{where}: {[s.zone for s in shown]}"
        for slot in shown:
            _tile_whole(where, lang, scene, slot, texts)
        assert _badges_whole(where, lang, scene, texts) == results
        for zone in scene.table.zones:
            frame = zone.frame or zone.rect
            if zone.name.startswith("grp:") and scene.table.label_text(zone, lang):
                assert scene.table.cut_label_at((frame.x + 8, frame.y + 8), lang) is None, \
                    f"{where}: {zone.name}'s label {scene.table.label_text(zone, lang)!r} cut"
        for slot in scene.table.slots:
            if slot.zone.startswith("grp:") and slot.zone != f"grp:{area}":
                name = slot.entry.face.title.get(lang)
                lines = [d for d in _inside(texts, slot.rect) if d.widget.startswith("CardRenderer")]
                drawn = [d.shown for d in lines]
                assert _compact("".join(drawn)).startswith(_compact(name)) and not any(d.cut for d in lines), \
                    f"{where} {slot.zone}: {drawn} for {name!r}"


@pytest.mark.parametrize("position, screens", _sweeps(
    {"crowded": crowded, "six": six_in_space, "six-discovered": partial(six_in_city, True),
     "nine-reconned": partial(nine_in_space, True)}, ("six-discovered",)))
def test_every_tile_keeps_the_least_width(probe, position, screens):
    """Issue 16: at 800x560 the discovered city's tile beside its group of six (a group on either side) was 66 px, the
    other tiles 70 (``board.TILE_LEAST``); at 66 px 4 ja / 10 en of the 45 invasion cards dropped their last number.
    A small board now sets an area's tile and group ``board.SMALL_INNER`` px apart, and every tile keeps 70 px."""
    from tabletop.ui.views.ultraseven.board import TILE_LEAST

    for where, _lang, scene, _texts in _screens(probe, position, screens):
        narrow = [(slot.zone, slot.rect.w) for slot in _tiles(scene) if slot.rect.w < TILE_LEAST]
        assert not narrow, f"{where}: tiles under {TILE_LEAST} px: {narrow}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_full_base_strips_deploy_at_800x560(app_800, lang):
    """The base's strips set in rows are the cards they name: one dragged and one clicked then its area clicked
    deploy (rule 11)."""
    from tests.ui.ultraseven.helpers import card_pos, click, drag, zone_pos

    app_800.set_lang(lang)
    session = full_base()
    scene = start(app_800, session)
    drag(app_800, card_pos(scene, "m_dan", "base"), zone_pos(scene, "grp:space"))
    click(app_800, card_pos(scene, "m_furuhashi", "base"))
    click(app_800, zone_pos(scene, "grp:city"))
    zones = session.state.zones
    assert zones["tdf:space"].cards == ["m_dan"] and zones["tdf:city"].cards == ["m_furuhashi"]
    assert [s.entry.id for s in scene.table.slots if s.zone == "base"] == [
        "m_kiriyama", "m_amagi", "m_soga", "m_anne", "m_kurata", "w_hawk1", "w_hawk2", "w_hawk3", "w_pointer",
        "w_magma", "w_hydranger"]


@pytest.fixture
def app_800(home):
    import pygame

    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    return App("ja", size=(800, 560))
