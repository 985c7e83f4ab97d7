"""What the launcher tells about the chosen game beyond its name.

``details(game, options)`` returns a ``Details``: the paragraph to show (the
game's ``spec.summary``), a few short facts, and a thumbnail (or None).

A Dunbine scenario says more: its description (``description_ja`` /
``description_en`` in the scenario TOML), its units (count per side, the
sides named as the scenario names them), its length (the turn limit) and a
thumbnail of its map: the Tiled map drawn small by the map renderer, with a
dot per unit in its side's colour. Thumbnails are drawn once per scenario
content (``scenario_hash``) and size and kept (``_THUMBS``). The player's own
maps (``user:<name>``) say so and where the file is; one played without a
scenario file says which settings are the defaults. A shipped scenario or map
that cannot be read gives the summary alone (the game's own set-up names the
problem when started); one of the player's maps that cannot be used gives one
message naming the file and its first problem.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.core.i18n import Text
from tabletop.core.records import MutableRecord, mutable_record

from .. import theme
from ..text import nobreak

if TYPE_CHECKING:
    from tabletop.core.game import Game

#: Thumbnails by (scenario id, content hash, width, height, palette).
_THUMBS: dict[tuple[str, str, int, int, str], pygame.Surface] = {}


@mutable_record
class Details(MutableRecord):
    """The launcher's text about a game: a paragraph, short facts, and a thumbnail source."""

    about: Text
    facts: list[Text] = field(default_factory=list)
    #: Draws the thumbnail for a size (width, height); None = no thumbnail.
    thumbnail: Callable[[tuple[int, int]], pygame.Surface | None] | None = None


def details(game: Game, options: dict[str, str]) -> Details:
    """What to show about ``game`` set up with ``options`` (see the module doc)."""
    if game.spec.name == "dunbine" and "scenario" in options:
        found = _dunbine_scenario(options["scenario"])
        if found is not None:
            return found
    return Details(game.spec.summary)


def _dunbine_scenario(value: str) -> Details | None:
    from tabletop.core.errors import TabletopError
    from tabletop.games.dunbine.scenario import (USER, fresh_board, load_scenario, scenario_files, scenario_id,
                                                 scenario_sides, scenario_units)

    sid = scenario_id(value)
    files = scenario_files()
    if sid not in files:
        return None
    try:
        scn = load_scenario(files[sid])
        fresh_board(f"scenario:{sid}")  # a map edited since it was last shown is read again
        units = scenario_units(f"scenario:{sid}")
        sides = scenario_sides(f"scenario:{sid}")
    except (TabletopError, OSError, ValueError, KeyError) as exc:
        return unusable_map(files[sid], exc) if sid.startswith(USER) else None
    about = Text(scn.description_ja, scn.description_en) if scn.description_ja or scn.description_en else Text("", "")
    counts = [(side, sum(1 for u in units if u.side == side.id)) for side in sides]
    facts = [
        Text("機体: " + "・".join(f"{s.name_ja} {n}機" for s, n in counts),
             "Units: " + ", ".join(f"{nobreak(s.name_en)} {n}" for s, n in counts)),   # names never broken
        Text(f"長さ: {scn.turn_limit}ターン", f"Length: {scn.turn_limit} turns"),
    ]
    if sid.startswith(USER):
        facts.append(Text(f"自作マップ: {files[sid]}", f"Your map: {files[sid]}"))
    if scn.defaulted:
        victory = {"annihilation": ("全滅戦", "annihilation"), "points": ("得点戦", "points")}.get(scn.victory,
                                                                                              (scn.victory,) * 2)
        facts.append(Text(f"シナリオファイルがないため既定値で遊びます（{scn.turn_limit}ターン・{victory[0]}）。"
                          "マッププロパティ turn_limit と victory で変えられます",
                          f"No scenario file: played with the defaults ({scn.turn_limit} turns, {victory[1]}); "
                          "set the map properties turn_limit and victory to change them"))
    return Details(about, facts, lambda size, sid=sid: scenario_thumbnail(sid, size))


def unusable_map(path, exc: Exception) -> Details:
    """One message about a map of the player's that cannot be used: the file and its first problem."""
    problems = getattr(exc, "problems", None) or []
    first = str(problems[0]) if problems else f"{path}: {exc}"
    if str(path) not in first:
        first = f"{path}: {first}"
    more = len(problems) - 1
    tail_ja = f"（ほか{more}件。tabletop map check で一覧できます）" if more > 0 else ""
    tail_en = f" (and {more} more: tabletop map check lists them)" if more > 0 else ""
    return Details(Text(f"このマップは使えません: {first}{tail_ja}", f"This map cannot be used: {first}{tail_en}"))


def scenario_thumbnail(sid: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The map of scenario ``sid`` drawn to fit ``size`` (aspect kept), units as dots; None if the
    scenario has no readable map."""
    from tabletop.core.errors import TabletopError
    from tabletop.games.dunbine.scenario import scenario_hash, scenario_sides, scenario_units

    try:
        digest, files = scenario_hash(sid)
    except (KeyError, OSError):
        return None
    key = (sid, digest, size[0], size[1], theme.palette_name())
    if key in _THUMBS:
        return _THUMBS[key]
    tmx = next((f for f in files if f.suffix == ".tmx"), None)
    if tmx is None:
        return None
    try:
        from tabletop.games.dunbine.maps import load_map

        hexmap = load_map(tmx)
        units = scenario_units(f"scenario:{sid}")
        sides = [s.id for s in scenario_sides(f"scenario:{sid}")]
    except (TabletopError, OSError, ValueError, KeyError):
        return None
    thumb = _draw_map(hexmap, size)
    scale = thumb.get_width() / max(1, hexmap.pixel_size()[0])
    from ..palette import side_colour

    radius = max(3, thumb.get_width() // 60)
    for unit in units:
        x, y = hexmap.layout.hex_center(unit.hex)
        centre = (round(x * scale), round(y * scale))
        seat = sides.index(unit.side) if unit.side in sides else 0
        pygame.draw.circle(thumb, (16, 16, 16), centre, radius + 1)
        pygame.draw.circle(thumb, side_colour(seat), centre, radius)
    _THUMBS[key] = thumb
    return thumb


def _draw_map(hexmap, size: tuple[int, int]) -> pygame.Surface:
    """The whole map drawn at the renderer's smallest zoom, then scaled to fit ``size``."""
    from ..hexmap.camera import ZOOM_LEVELS
    from ..hexmap.render import MapRenderer

    renderer = MapRenderer(hexmap)
    zoom = ZOOM_LEVELS[0]
    w, h = hexmap.pixel_size()
    small = pygame.Surface((max(1, round(w * zoom)), max(1, round(h * zoom))))
    small.fill(renderer.background)
    cols, rows = renderer.grid(zoom)
    for j in range(rows):
        for i in range(cols):
            area = renderer.region(i, j, zoom)  # in map pixels
            small.blit(renderer.chunk(i, j, zoom), (round(area.x * zoom), round(area.y * zoom)))
    fit = min(size[0] / small.get_width(), size[1] / small.get_height())
    out = (max(1, round(small.get_width() * fit)), max(1, round(small.get_height() * fit)))
    return pygame.transform.smoothscale(small.convert() if pygame.display.get_surface() else small, out)
