"""A 2-D camera over a map: pan, zoom about a screen point, conversions both ways."""

from __future__ import annotations

from dataclasses import dataclass

ZOOM_LEVELS = (0.25, 0.35, 0.5, 0.7, 0.85, 1.0, 1.25, 1.5, 2.0)


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
        """Keep at least a third of the view on the map."""
        margin_x = self.view_w / self.zoom * 2 / 3
        margin_y = self.view_h / self.zoom * 2 / 3
        self.x = max(-margin_x, min(self.map_w - self.view_w / self.zoom + margin_x, self.x))
        self.y = max(-margin_y, min(self.map_h - self.view_h / self.zoom + margin_y, self.y))
