"""A 2-D camera over a map: pan, zoom about a screen point, conversions both ways."""

from __future__ import annotations

from dataclasses import dataclass

ZOOM_LEVELS = (0.25, 0.35, 0.5, 0.7, 0.85, 1.0, 1.25, 1.5, 2.0)
MARGIN = 0.05  # how far (as a share of the view) the view may go beyond the map's edge


@dataclass
class Camera:
    """``x, y``: the map pixel at the view's top-left; ``zoom``: screen pixels per map pixel."""

    x: float = 0.0
    y: float = 0.0
    zoom: float = 1.0
    view_w: int = 1280
    view_h: int = 800
    map_w: int = 1
    map_h: int = 1

    def to_screen(self, mx: float, my: float) -> tuple[float, float]:
        return (mx - self.x) * self.zoom, (my - self.y) * self.zoom

    def to_map(self, sx: float, sy: float) -> tuple[float, float]:
        return sx / self.zoom + self.x, sy / self.zoom + self.y

    def pan(self, dx_screen: float, dy_screen: float) -> None:
        """Move the view by a screen distance (dragging the map moves it the other way)."""
        self.x -= dx_screen / self.zoom
        self.y -= dy_screen / self.zoom
        self.clamp()

    def zoom_at(self, sx: float, sy: float, zoom: float) -> None:
        """Zoom to ``zoom`` keeping the map point under screen point (sx, sy) where it is."""
        mx, my = self.to_map(sx, sy)
        self.zoom = max(ZOOM_LEVELS[0], min(ZOOM_LEVELS[-1], zoom))
        self.x = mx - sx / self.zoom
        self.y = my - sy / self.zoom
        self.clamp()

    def step_zoom(self, sx: float, sy: float, steps: int) -> None:
        """Zoom in (+) or out (-) by whole levels about a screen point."""
        levels = list(ZOOM_LEVELS)
        current = min(range(len(levels)), key=lambda i: abs(levels[i] - self.zoom))
        target = max(0, min(len(levels) - 1, current + steps))
        self.zoom_at(sx, sy, levels[target])

    def centre_on(self, mx: float, my: float) -> None:
        self.x = mx - self.view_w / (2 * self.zoom)
        self.y = my - self.view_h / (2 * self.zoom)
        self.clamp()

    def resize(self, w: int, h: int) -> None:
        self.view_w, self.view_h = max(1, w), max(1, h)
        self.clamp()

    def clamp(self) -> None:
        """Keep the map on the view: a small margin beyond its edges; a map smaller than
        the view is centred on that axis."""
        for axis in ("x", "y"):
            view = (self.view_w if axis == "x" else self.view_h) / self.zoom
            size = self.map_w if axis == "x" else self.map_h
            margin = view * MARGIN
            if size + 2 * margin <= view:
                setattr(self, axis, (size - view) / 2)
                continue
            value = getattr(self, axis)
            setattr(self, axis, max(-margin, min(size - view + margin, value)))
