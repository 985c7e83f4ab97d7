"""How wide each cell of a row of reconnaissance areas is on a small Ultra Seven board.

Three areas share a row. Equal, each cell of the 800x560 window is 157 px: room for the counter column, a tile
with all five numbers and a group of up to five name strips (names on two lines), but not for a crowded group (six
or more cards, rule 11.3 allows nine), whose names go on one line each in rows like words ("モロボシ・ダン隊員" takes
81 px at 8 px). ``share_row`` gives such a cell the width it wants as far as every other cell of its row keeps the
least it needs (``board.build_board`` says what each needs: a folded area its tile and the folded column, an area
with a group its tile and a group of two-line names).
"""

from __future__ import annotations

from ... import theme
from ...cards.table import LABEL_SMALLEST


def share_row(width: int, gap: int, least: list[int], want: list[int], start: list[int] | None = None) -> list[int]:
    """The widths of the cells of a row ``width`` px wide, ``gap`` px apart: equal, except that a cell wanting more
    than its share (``want``; the last cell has the px equal shares leave over) takes it from the others, each giving
    from its room above its ``least`` (the one with the most room first, so they give evenly), as far as that room
    goes. The cell wanting most takes first.
    ``start``: the cells as they were (the same row width), each keeping its width but where a cell wants more: it takes
    from its nearest neighbour with room first, so the cells further off stay where they are."""
    n = len(least)
    if not n:
        return []
    cells = list(start) if start is not None else equal_cells(width, gap, n)

    def room(i: int, k: int) -> tuple[int, int]:  # (the giver first: the most room, or the nearest with room)
        return (-abs(k - i), cells[k] - least[k]) if start is not None and cells[k] > least[k] else \
            (-n, cells[k] - least[k])

    for i in sorted(range(n), key=lambda k: want[k] - cells[k], reverse=True):
        short = want[i] - cells[i]
        while short > 0:
            j = max((k for k in range(n) if k != i), key=lambda k: room(i, k), default=None)
            if j is None or cells[j] <= least[j]:
                break
            cells[j] -= 1
            cells[i] += 1
            short -= 1
    return cells


def equal_cells(width: int, gap: int, n: int) -> list[int]:
    """``n`` cells of a row ``width`` px wide, ``gap`` px apart, in equal parts, the px left over the last cell's (a row
    of the 800x560 window kept one unused)."""
    equal = (width - gap * (n - 1)) // n
    return [equal] * (n - 1) + [width - gap * (n - 1) - equal * (n - 1)]


def share_by_need(width: int, gap: int, least: list[int], want: list[int]) -> list[int]:
    """The widths of the zones of a row ``width`` px wide, ``gap`` px apart, shared by need (issue 16: the TDF's event
    hand, the events and the information cards were equal thirds, and "Staff Officer Takenaka's Advice" printed at 7
    px beside an empty zone): each zone its ``want`` (at least its ``least``) and the room left shared evenly; where
    the wants do not fit, each keeps its ``least`` and the rest goes in proportion to what each wants above it."""
    n = len(least)
    if not n:
        return []
    room = width - gap * (n - 1)
    want = [max(w, lo) for w, lo in zip(want, least)]
    if sum(want) <= room:
        spare = room - sum(want)
        cells = [w + spare // n for w in want]
    elif sum(least) >= room:
        return [room // n] * n
    else:
        above = [w - lo for w, lo in zip(want, least)]
        cells = [lo + (room - sum(least)) * a // sum(above) for lo, a in zip(least, above)]
    cells[-1] += room - sum(cells)
    return cells


def label_width(least: int, size: int, smallest: int = LABEL_SMALLEST) -> int:
    """The least width of a zone whose label is ``least`` px at ``smallest`` px (``CardTableView.label_least``: its
    frame's 10 px margins and the text) with the label at ``size`` px, a text's width in proportion to its size."""
    return 10 + -(-(least - 10) * size // smallest)


def labels_want(least: list[int], want: list[int], gap: int = 6) -> int:
    """The width a row of zones ``gap`` px apart takes with their labels at the app's small type and what each
    ``want``s beside it (``even_labels``)."""
    return sum(max(label_width(lo, theme.SIZE_SMALL), w) for lo, w in zip(least, want)) + gap * (len(least) - 1)


def even_labels(least: list[int], want: list[int], room: int, smallest: int, largest: int) -> list[int]:
    """The least widths of zones whose labels print at one size (``ZoneSpec.label_peers``; Ultra Seven's piles), from
    each one's least at ``smallest`` px (``label_width``): at the largest size up to ``largest`` at which every label
    and what each zone ``want``s beside it fit ``room`` px (session 28: "Deck (11)" and "Discard (0)" printed 9 px
    beside a 15 px "Removed (1)")."""
    for size in range(largest, smallest, -1):
        scaled = [label_width(lo, size, smallest) for lo in least]
        if sum(max(s, w) for s, w in zip(scaled, want)) <= room:
            return scaled
    return least
