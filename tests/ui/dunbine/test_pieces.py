"""Issues 10 and 16, Dunbine pieces from our own art: every machine has a silhouette of its class; a piece shows
its side by colour AND shape, its facing, its thrust, damage and heavy damage (never by a change of colour)."""

from __future__ import annotations

import dataclasses
import math
from collections import Counter

import pygame
import pytest

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.dunbine.data import load_machines
from tabletop.ui import art, palette
from tabletop.ui.hexmap import overlay
from tabletop.ui.views.dunbine import counters, damage_tag
from tabletop.ui.views.dunbine.counters import ART_CLASSES, NOTCH, art_name, counter_image, side_fill
from tabletop.ui.views.dunbine.seen import Seen

from tests.ui.seat_marks import OTHER, standard_after, switch  # noqa: F401  (fixture)

SIZE = 64
pytestmark = pytest.mark.usefixtures("standard_after")


def seen_and_units() -> tuple[Seen, list]:
    discover()
    seen = Seen.of(Session(registry.find("dunbine"), 2, {"scenario": "skirmish"}, seed=1).view(None))
    return seen, [next(u for u in seen.units if u.side == side) for side in (0, 1)]


def rim_colour(img: pygame.Surface) -> tuple[int, int, int]:
    """The commonest colour just inside the piece's outline, all round (its rim, whatever its shape)."""
    size = img.get_width()
    c = size / 2
    found: Counter = Counter()
    for k in range(0, 360, 3):
        dx, dy = math.cos(math.radians(k)), math.sin(math.radians(k))
        r = c - 0.5
        while r > 0 and img.get_at((int(c + dx * r), int(c + dy * r))).a < 255:
            r -= 0.5
        found[tuple(img.get_at((int(c + dx * (r - 2)), int(c + dy * (r - 2)))))[:3]] += 1
    return found.most_common(1)[0][0]


def test_every_machine_in_the_data_has_art_and_a_class_the_art_draws():
    machines = load_machines()
    assert machines
    for mid, card in machines.items():
        assert card.kind in ART_CLASSES, (mid, card.kind)
        assert art.exists(art_name(mid)), f"no art for {mid}: {art_name(mid)}"
    # and no art for a machine the data does not have
    assert {n.split("/")[1][:-4] for n in art.names("dunbine")} == set(machines)


def test_the_art_stays_inside_its_circle_so_a_turned_piece_is_never_clipped():
    pygame.display.init()
    for name in art.names("dunbine"):
        img = art.surface(name, (100, 100))
        far = max(math.hypot(x - 49.5, y - 49.5) for x in range(100) for y in range(100) if img.get_at((x, y)).a > 60)
        assert far <= 49.5, (name, far)


def test_the_classes_look_different_wing_calibers_have_no_pale_wings():
    """Aura Battlers carry pale insect wings; Wing Calibers are solid flyers (docs/art.md)."""
    pygame.display.init()
    machines = load_machines()
    for mid, card in machines.items():
        text = art.source(art_name(mid))
        assert ("#dfe9f1" in text) == (card.kind == "aura_battler"), mid
        assert ("#f29a3a" in text) == (card.kind == "wing_caliber"), mid   # engine glow


def test_pieces_follow_the_palette_setting_on_the_rim(app):
    seen, (a, b) = seen_and_units()
    for name in ("standard", OTHER):
        switch(app, name)
        for u in (a, b):
            img = counter_image(app, seen, u, SIZE, 90.0)
            assert rim_colour(img) == palette.palette(name)[u.side] == side_fill(u.side), (name, u.side)


def test_the_two_sides_differ_by_shape_not_only_by_colour(app):
    seen, (a, b) = seen_and_units()
    assert palette.side_style(0)[1] == "circle" and palette.side_style(1)[1] == "square"
    disc, square = counter_image(app, seen, a, SIZE, 90.0), counter_image(app, seen, b, SIZE, 90.0)
    assert disc.get_at((7, 7)).a == 0          # the disc leaves the corner empty
    assert square.get_at((7, 7)).a == 255      # the rounded square fills it


def test_the_silhouette_is_painted_in_the_sides_colour_and_turned_to_the_facing(app):
    seen, (a, _) = seen_and_units()
    fill = side_fill(a.side)
    for facing in (0.0, 60.0, 150.0):
        img = counter_image(app, seen, a, SIZE, facing)
        inner = [tuple(img.get_at((x, y)))[:3] for x in range(20, 44) for y in range(20, 44)]
        assert fill in inner, facing          # the machine's armour, inside the rim
        tip = overlay.point_at((SIZE / 2, SIZE / 2), facing, SIZE * 0.45)
        assert tuple(img.get_at((int(tip[0]), int(tip[1]))))[:3] == NOTCH, facing   # the notch points ahead
    assert counter_image(app, seen, a, SIZE, 0.0) is not counter_image(app, seen, a, SIZE, 60.0)


def test_thrust_is_on_the_piece_and_heavy_damage_keeps_the_side_colour(app):
    seen, (a, _) = seen_and_units()
    fresh = counter_image(app, seen, a, SIZE, 0.0)
    faster = counter_image(app, seen, dataclasses.replace(a, thrust=a.thrust + 3), SIZE, 0.0)
    assert pygame.image.tobytes(fresh, "RGBA") != pygame.image.tobytes(faster, "RGBA")   # the thrust disc
    heavy = dataclasses.replace(a, damage=a.card.durability - 1)
    assert heavy.heavy
    img = counter_image(app, seen, heavy, SIZE, 0.0)
    assert pygame.image.tobytes(img, "RGBA") != pygame.image.tobytes(fresh, "RGBA")    # the crack
    assert rim_colour(img) == side_fill(a.side)


def test_the_damage_tag_says_the_damage_white_and_heavy_damage_black_in_both_languages(app):
    hurt = damage_tag.tag(app, 2, False, SIZE)
    assert hurt is not None and tuple(hurt.get_at(hurt.get_rect().center))[:3] != counters.MARK_DARK
    assert counters.MARK_LIGHT in {tuple(hurt.get_at((x, hurt.get_height() // 2)))[:3] for x in range(hurt.get_width())}
    for lang, word in (("ja", "大破"), ("en", "HEAVY")):
        app.lang = lang
        heavy = damage_tag.tag(app, 9, True, SIZE)
        assert heavy is not None and heavy.get_width() >= app.text.size(word, damage_tag.text_size(SIZE))[0]
        assert tuple(heavy.get_at((3, heavy.get_height() // 2)))[:3] == counters.MARK_DARK
    assert damage_tag.tag(app, 0, False, SIZE) is None
    assert damage_tag.tag(app, 2, False, 20) is None and damage_tag.tag(app, 9, True, 20) is not None


def notch_box(centre: tuple[float, float], size: int, facing: float) -> pygame.Rect:
    points = [overlay.point_at(centre, facing, size * 0.52), overlay.point_at(centre, facing + 17, size * 0.37),
              overlay.point_at(centre, facing - 17, size * 0.37)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)


@pytest.mark.parametrize("size", [16, 26, 34, 44, 56, 72])
def test_the_damage_tag_sits_clear_of_the_art_the_notch_and_the_thrust_disc_at_every_zoom(app, size):
    """Session 28: the 大破/HEAVY band lay across the middle of the piece, 5 px and more over the silhouette, and at
    26-34 px over the thrust disc. The tag (above the piece, or below it) touches no pixel of any machine's art at
    any facing, nor the notch, nor the piece itself (where the thrust disc is)."""
    pygame.display.init()
    centre = (100, 100)
    piece = pygame.Rect(0, 0, size, size)
    piece.center = centre
    side = max(8, int(size * damage_tag.ART_SCALE))
    for lang in ("ja", "en"):
        app.lang = lang
        for heavy, damage in ((True, 9), (False, 12)):
            img = damage_tag.tag(app, damage, heavy, size)
            if img is None:
                assert not heavy and size < 26
                continue
            for below in (False, True):
                r = damage_tag.tag_rect(img, centre, size, below)
                assert not r.colliderect(piece), (size, below, r, piece)
                for facing in (0.0, 60.0, 120.0, 180.0, 240.0, 300.0, 90.0, 270.0):
                    assert not r.colliderect(notch_box(centre, size, facing)), (size, facing, below)
                    for name in art.names("dunbine"):
                        pic = art.surface(name, (side, side), art.side_colours((200, 60, 60)), turn=90.0 - facing)
                        at = pic.get_rect(center=centre)
                        mask = pygame.mask.from_surface(pic, 1)
                        assert not mask.overlap_area(pygame.mask.Mask(r.size, fill=True), (r.x - at.x, r.y - at.y)), \
                            (name, size, facing, below)


def test_on_the_map_a_damaged_pieces_tag_is_beside_its_piece_and_counted_as_taken(app):
    from tests.ui.dunbine.opening import start

    pygame.display.set_mode((1280, 800))
    d = start(app)
    scene = d.scene
    a, b = d.state.side_units(0)[:2]
    with scene.session.edit() as s:
        s.unit(a.id).damage, s.unit(b.id).damage = s.unit(a.id).card.durability - 1, 2
    scene.on_change([])
    d.frames(1)
    view = scene.mapview
    surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    occupied: list = []
    centres = counters.draw_counters(surface, d.app, scene.seen, view, scene.selected, None, occupied)
    for u in (a, b):
        own = [r for who, r in occupied if who == u.id]
        piece, tag = own[0], own[-1]
        assert len(own) >= 2 and tag.h > 8 and not tag.colliderect(piece), (u.id, own)
        assert abs(tag.centerx - centres[u.id][0]) <= 1 and tag.bottom <= piece.top, (tag, piece)


def test_a_docked_pair_is_one_piece_with_both_machines(app):
    seen, (a, _) = seen_and_units()
    carrier = dataclasses.replace(a, machine="wing_caliber", passenger="rider")
    rider = dataclasses.replace(a, id="rider", machine="dunbine", carrier=carrier.id)
    seen.units = [u for u in seen.units if u.id != a.id] + [carrier, rider]
    pair = counter_image(app, seen, carrier, SIZE, 90.0)
    alone = counter_image(app, seen, dataclasses.replace(carrier, passenger=""), SIZE, 90.0)
    assert pygame.image.tobytes(pair, "RGBA") != pygame.image.tobytes(alone, "RGBA")
    assert counters.stacks(seen)[carrier.hex] == [carrier]


def test_a_machine_without_art_shows_its_name(app, monkeypatch):
    seen, (a, _) = seen_and_units()
    drawn: list[str] = []
    real = app.text.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(app.text, "render", spy)
    monkeypatch.setattr(counters, "art_name", lambda machine: "dunbine/no-such-machine.svg")
    counters._CACHE.clear()
    counter_image(app, seen, a, SIZE, 90.0)
    assert counters.abbreviation(a, app.lang) in drawn


@pytest.mark.parametrize("size", [16, 30, 48, 72])
def test_pieces_draw_at_every_zoom(app, size):
    seen, (a, b) = seen_and_units()
    for u in (a, b):
        assert counter_image(app, seen, u, size, 30.0).get_size() == (size, size)


def test_text_on_a_light_side_colour_is_dark(app):
    """Issue 10: the name plate and the panels write on side colours in readable ink."""
    switch(app, "protanopia")  # side 0 is cream there
    assert sum(side_fill(0)) > 600
    assert palette.ink_on(side_fill(0)) == (20, 20, 24)
    assert palette.ink_on(palette.palette("standard")[0]) == (250, 250, 250)


class Recording(pygame.Surface):
    """A surface that remembers where each image was put."""

    def __init__(self, size) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.spots: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.spots.append(pygame.Rect(dest) if isinstance(dest, pygame.Rect) else rect)
        return rect


def test_name_plates_of_neighbouring_pieces_never_overlap(app):
    seen, (a, b) = seen_and_units()
    size = 48
    # three machines in a tight group: the second one's plate under it would run into the third one's
    named = [(a, 100, 100), (b, 130, 150), (dataclasses.replace(a, id="third"), 170, 150)]
    surface = Recording((400, 300))
    counters._plates(surface, app, seen, named, size, 13)
    plates = surface.spots
    assert plates
    for i, p in enumerate(plates):
        assert p.collidelist(plates[:i] + plates[i + 1:]) < 0, plates


def test_a_name_plate_at_the_map_views_edge_is_shifted_inwards_never_cut(app):
    """Session 17: "Bozune/Keen" at the map's right edge lost its end; a plate stays inside the view, clear of
    its own piece (at the bottom edge it goes above the piece)."""
    seen, (a, b) = seen_and_units()
    size, half = 48, 24
    surface = Recording((400, 300))
    view = surface.get_rect()
    named = [(a, 4, 60), (b, 396, 60), (dataclasses.replace(a, id="third"), 200, 290)]
    counters._plates(surface, app, seen, named, size, 13)
    plates = surface.spots
    assert len(plates) == 3
    pieces = [pygame.Rect(x - half, y - half, 2 * half, 2 * half) for _u, x, y in named]
    for p in plates:
        assert view.contains(p), (p, view)
        assert p.collidelist(pieces) < 0, (p, pieces)
    assert plates[2].bottom <= pieces[2].top     # no room under the bottom piece: above it
    # a piece wholly beyond the edge (its plate only could have reached in) leaves no plate floating there
    surface = Recording((400, 300))
    counters._plates(surface, app, seen, [(a, 430, 60)], size, 13)
    assert surface.spots == []


def test_a_plate_with_no_free_place_covers_the_least_of_the_pieces_round_it(app):
    """Session 20 (800x560, turn 3): with a machine above, below and both sides of Bern's Bastole, its plate went
    under it, over the whole of Marvel's Dunbine (the active machine); it now goes where it covers least."""
    seen, (a, b) = seen_and_units()
    size, half = 48, 24
    others = [(200, 150), (200, 50), (150, 150), (270, 150)]   # below, above, lower left, lower right
    named = [(b, 200, 100)] + [(dataclasses.replace(a, id=f"m{k}"), x, y) for k, (x, y) in enumerate(others)]
    surface = Recording((400, 300))
    counters._plates(surface, app, seen, named, size, 13)
    spot = surface.spots[0]
    pieces = [pygame.Rect(x - half, y - half, 2 * half, 2 * half) for _u, x, y in named]
    covered = counters._covered(spot, pieces)
    under = spot.move_to(midtop=(200, 100 + half + 1))
    assert 0 < covered < counters._covered(under, pieces) and not spot.colliderect(pieces[1]), (spot, covered)
