"""``TabbedRows`` with a row taller than the room between its tabs (the 800x560 launcher once "Continue" takes the
list's top: Z Gundam's 134 px card in a list of about 150 px): the tall row shows as far as it goes only from the
room's top, never cut under a whole row above it, and scrolling (``reveal``) brings it to that top."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets.base import Widget
from tabletop.ui.widgets.scroll import TabbedRows


class _Row(Widget):
    def __init__(self, height: int) -> None:
        super().__init__()
        self.row_height = height


def _list(heights: list[int], room: int) -> tuple[TabbedRows, list[_Row]]:
    rows = [_Row(h) for h in heights]
    listed = TabbedRows(pygame.Rect(0, 0, 300, room), item_height=60, gap=8)
    listed.set_items(rows)
    return listed, rows


def _shown(listed: TabbedRows, rows: list[_Row]) -> list[int]:
    return [k for k, row in enumerate(rows) if listed.shows(row)]


def test_a_tall_row_is_not_shown_cut_under_a_whole_one():
    listed, rows = _list([112, 112, 112, 112, 134], 150)
    while listed.offset < listed.max_offset():
        listed.scroll(listed.wheel_pixels(-1))
        top, bottom = listed._span()
        for k in _shown(listed, rows):
            row = rows[k]
            whole = row.rect.top >= top and row.rect.bottom <= bottom
            assert whole or row.rect.top == top, (k, row.rect, (top, bottom))  # cut: only from the room's top
        if listed.shows(rows[3]):
            assert not listed.shows(rows[4]), (rows[3].rect, rows[4].rect)  # (it was, cut under row 3)
    assert _shown(listed, rows) == [4]


def test_reveal_brings_a_tall_row_to_the_rooms_top():
    listed, rows = _list([112, 112, 112, 112, 134], 150)
    listed.reveal(rows[4])
    assert listed.shows(rows[4]) and rows[4].rect.top == listed._span()[0]
    listed.reveal(rows[0])
    assert listed.offset == 0 and _shown(listed, rows) == [0]
