"""Spying on the seat / side markers a screen draws, for the colour-vision palette tests of the card views.

``Marks(monkeypatch)`` wraps ``theme.draw_side_marker`` (which every view calls
through ``theme``) and records ``(centre, radius, seat)`` of each marker drawn
on the app's screen, and of each drawn onto the image of zone frames that a card
table (``CardTableView.backdrop``) blits onto it, at its place on the screen: the
table draws that image anew in the frame ``frame(app)`` draws, so every zone's
marker is seen. ``frame(app)`` draws one frame and returns its markers;
``shown(app, seat)`` the markers of ``seat`` that are still visible (the pixel
at the centre is the seat's colour in the current palette: nothing was drawn
over it). ``switch(app, name)`` changes the palette the way the settings
screen does.
"""

from __future__ import annotations

import pytest

from tabletop.ui import theme

OTHER = "deuteranopia"  # a colour-blind palette whose six colours all differ from the standard ones


class Marks:
    def __init__(self, monkeypatch) -> None:
        self.calls: list[tuple[tuple[int, int], int, int]] = []
        self.screen = None
        self._elsewhere: list[tuple[object, tuple[int, int], int, int]] = []  # markers drawn on other surfaces
        original = theme.draw_side_marker

        def recording(surface, center, radius, index, *args, **kwargs):
            rect = original(surface, center, radius, index, *args, **kwargs)
            mark = ((int(center[0]), int(center[1])), int(radius), int(index))
            if surface is self.screen:
                self.calls.append(mark)
            else:
                self._elsewhere.append((surface, *mark))
            return rect

        monkeypatch.setattr(theme, "draw_side_marker", recording)

    def frame(self, app) -> list[tuple[tuple[int, int], int, int]]:
        self.screen = app.surface
        self.calls, self._elsewhere = [], []
        table = getattr(app.top, "table", None)
        if table is not None:
            table.forget_backdrops()
        app.step([], 0.016)
        drawn = table.backdrop_drawn if table is not None else None
        if drawn is not None:  # the zone frames' image, blitted at ``area``
            area, image = drawn
            self.calls.extend(((x + area.x, y + area.y), r, seat) for surface, (x, y), r, seat in self._elsewhere
                              if surface is image)
        return list(self.calls)

    def shown(self, app, seat: int) -> list[tuple[tuple[int, int], int, int]]:
        colour = theme.side_colour(seat)
        return [m for m in self.calls if m[2] == seat and tuple(app.surface.get_at(m[0]))[:3] == colour]


def switch(app, name: str) -> None:
    """The player picks palette ``name`` in the settings (the call the settings screen makes)."""
    app.change_setting("palette", name)
    assert theme.palette_name() == name


@pytest.fixture
def standard_after():
    """Every palette test leaves the standard palette behind (the palette is app-wide state)."""
    yield
    theme.set_palette("standard")
