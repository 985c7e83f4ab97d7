"""The shared SVG loader (``ui.art``): every file of ``assets/art`` loads, is ours (listed in its README),
and is drawn at a size, in a side's colours and turned, from the vector file; results are cached."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import art

README = art.art_dir() / "README.md"


def all_svgs() -> list[str]:
    return sorted(p.relative_to(art.art_dir()).as_posix() for p in art.art_dir().rglob("*.svg"))


def readme_rows() -> dict[str, str]:
    """File -> licence of each table row of assets/art/README.md: | file | what | drawn by | licence |.

    The file may be written with or without backticks and with or without ``assets/art/`` in front.
    """
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else []
        if len(cells) >= 2 and cells[0].strip("`").endswith(".svg"):
            name = cells[0].strip("`").removeprefix("assets/art/")
            rows[name] = cells[-1]
    return rows


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    yield
    art.clear()


def test_every_svg_loads_with_pygame():
    assert all_svgs()
    for name in all_svgs():
        img = pygame.image.load(str(art.path(name)))
        assert img.get_width() > 0 and img.get_height() > 0, name
        w, h = art.surface(name, (48, 48)).get_size()
        assert max(w, h) == 48 and min(w, h) > 0, name   # fitted into the box, its own aspect kept (card backs)


def test_every_svg_is_ours_listed_in_the_readme_and_self_contained():
    rows = readme_rows()
    for name in all_svgs():
        assert name in rows, f"{name} has no row in assets/art/README.md"
        assert "ours" in rows[name].lower(), (name, rows[name])
        text = art.source(name)
        # drawn here: no embedded bitmaps, no links to other files or sites
        assert "<image" not in text and "href" not in text and "base64" not in text, name
    assert set(rows) <= set(all_svgs()), "the README lists a file that is not there"


def test_stand_in_colours_become_the_sides_colours():
    text = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#FF00FF"/></svg>'
    out = art.prepared(text, art.side_colours((10, 200, 30)))
    assert "#0ac81e" in out and "ff00ff" not in out.lower()
    img = art.render(out, (8, 8))
    assert tuple(img.get_at((4, 4)))[:3] == (10, 200, 30)


def test_a_turn_is_drawn_from_the_vector_file():
    text = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">'
            '<rect x="8" y="0" width="4" height="10" fill="#000000"/></svg>')   # a bar from the top to the centre
    upright = art.render(art.prepared(text), (20, 20))
    right = art.render(art.prepared(text, turn=90), (20, 20))
    assert upright.get_at((10, 2)).a == 255 and upright.get_at((18, 10)).a == 0
    assert right.get_at((18, 10)).a == 255 and right.get_at((10, 2)).a == 0   # clockwise: the bar points right
    assert 'rotate(90.00 10 10)' in art.prepared(text, turn=90)


def test_surfaces_are_cached_per_size_colour_and_turn():
    name = all_svgs()[0]
    a = art.surface(name, (40, 40))
    assert art.surface(name, (40, 40)) is a
    assert art.surface(name, (41, 41)) is not a
    assert art.surface(name, (40, 40), turn=60) is not a
    assert art.surface(name, (40, 40), art.side_colours((1, 2, 3))) is not a
