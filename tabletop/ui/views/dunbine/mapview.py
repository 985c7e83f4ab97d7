"""The map view: the Tiled map pre-rendered per zoom level, a camera, hover, and hot reload.

``MapView`` is a widget over a rectangle of the screen. It owns the ``HexMap``
(read with ``maps.load_map``), its ``MapRenderer`` and the ``Camera``:

* pan by dragging (any button), with the arrow keys (eased) or by resting the
  pointer on the view's edge; zoom with the wheel or +/- about the pointer,
  so the hex under the cursor stays put;
* the hex under the cursor is outlined and its Tiled column/row shown;
* hot reload: about twice a second ``HexMap.is_stale()`` is polled; a changed
  map or tileset is read again and the renderer swapped (pre-rendered at once);
  a broken map keeps the last good one and reports the ``MapError`` through
  ``on_problem(text or None)``.

The scene draws the units and overlays through ``decorate(surface, view)``,
called with the view's subsurface (camera coordinates), and receives clicks
on the map as ``on_click(hex, screen_pos, button)``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame

from tabletop.core.errors import MapError
from tabletop.core.hexgrid import Hex
from tabletop.games.dunbine.maps import DunbineMap, load_map

from ...hexmap import overlay
from ...hexmap.camera import Camera
from ...hexmap.render import MapRenderer
from ...widgets.base import Widget

POLL_SECONDS = 0.5
EDGE = 10               # px band at the view's edge that pans
EDGE_SPEED = 700.0      # screen px per second
KEY_STEP = 140.0        # screen px per arrow key press
HOVER = (255, 246, 190)


TERRAIN = {"plain": ("平地", "plain"), "forest": ("森", "forest"), "sky": ("空", "sky"),
           "high_sky": ("高空", "high sky"), "cloud": ("雲", "cloud"), "thick_cloud": ("厚い雲", "thick cloud"),
           "storm": ("嵐", "storm"), "lake": ("湖", "lake"), "sea": ("海", "sea"), "mountain": ("山", "mountain"),
           "town": ("町", "town"), "aura_light": ("オーラの光", "aura light")}


def terrain_name(terrain: str, lang: str) -> str:
    """A terrain id in the player's language (ids the table lacks are shown as they are)."""
    names = TERRAIN.get(terrain)
    return terrain if names is None else names[0 if lang == "ja" else 1]


def map_problem_text(exc: MapError) -> str:
    """The problems of a broken map on one line (file: where: text; ...)."""
    parts = []
    for p in getattr(exc, "problems", [])[:3]:
        where = f"{Path(p.file).name}" + (f" {p.where}" if p.where else "")
        parts.append(f"{where}: {p.text}")
    more = len(getattr(exc, "problems", [])) - 3
    if more > 0:
        parts.append(f"(+{more})")
    return "; ".join(parts) or str(exc)


class MapView(Widget):
    def __init__(self, hexmap: DunbineMap, *, on_click: Callable[[Hex, tuple[int, int], int], Any] | None = None,
                 decorate: Callable[[pygame.Surface, "MapView"], Any] | None = None,
                 on_problem: Callable[[str | None], Any] | None = None) -> None:
        super().__init__()
        self.hexmap = hexmap
        self.renderer = MapRenderer(hexmap)
        w, h = hexmap.pixel_size()
        self.camera = Camera(zoom=1.0, map_w=w, map_h=h)
        self.on_click = on_click
        self.decorate = decorate
        self.on_problem = on_problem
        self.pointer: tuple[int, int] | None = None
        self.problem: str | None = None
        self.reloads = 0
        self._poll = 0.0
        self._ease = [0.0, 0.0]       # pending arrow-key pan (screen px)
        self._dragging = False
        # whether the pointer is really over the window (a real window may lose it at an edge)
        self.pointer_in_window: Callable[[], bool] = lambda: True

    # -- geometry ------------------------------------------------------------------
    @property
    def layout(self):
        return self.hexmap.layout

    def resize(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.camera.resize(self.rect.w, self.rect.h)

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The on-map hex under a screen position (None off the view or the map)."""
        if not self.rect.collidepoint(pos):
            return None
        mx, my = self.camera.to_map(pos[0] - self.rect.x, pos[1] - self.rect.y)
        h = self.layout.pixel_to_hex(mx, my)
        return h if self.hexmap.on_map(h) else None

    def hex_to_screen(self, h: Hex) -> tuple[int, int]:
        """The screen position of a hex centre (window coordinates)."""
        x, y = self.camera.to_screen(*self.layout.hex_center(h))
        return int(round(x + self.rect.x)), int(round(y + self.rect.y))

    def shows(self, h: Hex, margin: int = 40) -> bool:
        return self.rect.inflate(-2 * margin, -2 * margin).collidepoint(self.hex_to_screen(h))

    def centre_on(self, h: Hex) -> None:
        self.camera.centre_on(*self.layout.hex_center(h))

    def glide_to(self, x: float, y: float) -> None:
        """Pan to the camera's top-left (x, y map px) eased, as the arrow keys pan (``update``); a pan still under
        way is replaced."""
        self._ease = [(self.camera.x - x) * self.camera.zoom, (self.camera.y - y) * self.camera.zoom]

    @property
    def gliding(self) -> bool:
        """Whether an eased pan (the arrow keys', ``glide_to``) is still under way."""
        return abs(self._ease[0]) > 0.5 or abs(self._ease[1]) > 0.5

    @property
    def hovered(self) -> Hex | None:
        return self.hex_at(self.pointer) if self.pointer else None

    # -- input ---------------------------------------------------------------------
    def handle(self, inp, ui: Any) -> bool:
        kind = inp.kind
        if kind == "motion":
            self.pointer = inp.pos if self.rect.collidepoint(inp.pos) else None
            return False
        if kind == "drag_start" and self.rect.collidepoint(inp.start):
            self._dragging = True
            self._last_drag = (inp.start, inp.start)
            return True
        if kind == "drag_move" and self._dragging:
            self.pointer = inp.pos
            self.camera.pan(*self._rel(inp))
            return True
        if kind == "drag_end" and self._dragging:
            self._dragging = False
            return True
        if kind == "wheel" and self.rect.collidepoint(inp.pos) and inp.dy:
            self.zoom_steps(1 if inp.dy > 0 else -1, inp.pos)
            return True
        if kind == "click" and self.rect.collidepoint(inp.pos):
            h = self.hex_at(inp.pos)
            if h is not None and self.on_click is not None:
                self.on_click(h, inp.pos, inp.button)
            return True
        if kind == "key":
            moves = {"left": (KEY_STEP, 0), "right": (-KEY_STEP, 0), "up": (0, KEY_STEP), "down": (0, -KEY_STEP)}
            if inp.shortcut in moves:
                dx, dy = moves[inp.shortcut]
                self._ease[0] += dx
                self._ease[1] += dy
                return True
            if inp.shortcut in ("+", "=", "keypad +", "shift+=", "[+]"):
                self.zoom_steps(1, self.pointer)
                return True
            if inp.shortcut in ("-", "keypad -", "[-]"):
                self.zoom_steps(-1, self.pointer)
                return True
        return False

    def _rel(self, inp) -> tuple[float, float]:
        """Movement since the last drag event (drag inputs carry the distance from the press)."""
        last = getattr(self, "_last_drag", None)
        prev = inp.start if last is None or last[0] != inp.start else last[1]
        self._last_drag = (inp.start, inp.pos)
        return inp.pos[0] - prev[0], inp.pos[1] - prev[1]

    def zoom_steps(self, steps: int, pos: tuple[int, int] | None) -> None:
        if pos is None or not self.rect.collidepoint(pos):
            pos = self.rect.center
        self.camera.step_zoom(pos[0] - self.rect.x, pos[1] - self.rect.y, steps)

    # -- time ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = False
        ex, ey = self._ease
        if abs(ex) > 0.5 or abs(ey) > 0.5:
            k = min(1.0, dt * 12)
            self.camera.pan(ex * k, ey * k)
            self._ease = [ex * (1 - k), ey * (1 - k)]
            moving = True
        else:
            self._ease = [0.0, 0.0]
        if self.pointer is not None and not self._dragging and self.pointer_in_window():
            px, py = self.pointer
            r = self.rect
            dx = EDGE_SPEED * dt if px < r.x + EDGE else -EDGE_SPEED * dt if px >= r.right - EDGE else 0
            dy = EDGE_SPEED * dt if py < r.y + EDGE else -EDGE_SPEED * dt if py >= r.bottom - EDGE else 0
            if dx or dy:
                self.camera.pan(dx, dy)
                moving = True
        self._poll += dt
        if self._poll >= POLL_SECONDS:
            self._poll = 0.0
            self.check_reload()
        return moving

    def check_reload(self) -> bool:
        """Reload the map if it changed on disk; True when a new map is shown."""
        if not self.hexmap.is_stale():
            return False
        current = self.hexmap.current_version()
        try:
            fresh = load_map(self.hexmap.path)
        except MapError as exc:
            self.hexmap.map_version = current   # do not retry until it changes again
            self.problem = map_problem_text(exc)
            if self.on_problem:
                self.on_problem(self.problem)
            return False
        except OSError as exc:
            self.hexmap.map_version = current
            self.problem = str(exc)
            if self.on_problem:
                self.on_problem(self.problem)
            return False
        self.swap(fresh)
        return True

    def swap(self, hexmap: DunbineMap) -> None:
        """Show another map (same game): keep the camera, pre-render the current zoom."""
        renderer = MapRenderer(hexmap)
        renderer.prepare(self.camera.zoom)
        self.hexmap, self.renderer = hexmap, renderer
        w, h = hexmap.pixel_size()
        self.camera.map_w, self.camera.map_h = w, h
        self.camera.clamp()
        self.reloads += 1
        if self.problem is not None:
            self.problem = None
            if self.on_problem:
                self.on_problem(None)

    def hover_text(self, h: Hex, lang: str) -> str:
        """The label of a hovered hex: the map's (column, row) as Tiled prints it (the log's and the
        display board's numbers too) and its terrain."""
        col, row = self.hexmap.cell_of(h)
        label = f"({col}, {row})"
        terrain = self.hexmap.terrain(h)
        return label + ("  " + terrain_name(terrain, lang) if terrain else "")

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        r = self.rect.clip(surface.get_rect())
        if not r.w or not r.h:
            return
        sub = surface.subsurface(r)
        cam = self.camera
        covered = (cam.x >= 0 and cam.y >= 0 and cam.x + r.w / cam.zoom <= cam.map_w - 1
                   and cam.y + r.h / cam.zoom <= cam.map_h - 1)
        if not covered:
            sub.fill((20, 34, 48))
        self.renderer.draw(sub, self.camera)
        h = self.hovered
        if h is not None:       # under what the scene draws: its hover label is never crossed by the outline
            overlay.outline(sub, self.layout, h, self.camera, HOVER, 2)
        if self.decorate is not None:
            self.decorate(sub, self)
        if h is not None:
            s = ui.text.render(self.hover_text(h, ui.lang), 15, (240, 240, 240))
            box = s.get_rect(bottomleft=(8, r.h - 8)).inflate(12, 6)
            pygame.draw.rect(sub, (10, 17, 24), box, border_radius=5)
            sub.blit(s, s.get_rect(center=box.center))
        pygame.draw.rect(surface, (52, 76, 96), r, 1)
