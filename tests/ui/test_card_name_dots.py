"""Card names split after "・" only where nothing else keeps the name whole (issue 16, session 29).

A break after "・" costs nothing (a change of script), so "カオ・" / "リンの修理" split a pilot's name where "カオ・リン" /
"の修理" was as cheap, and "ラムサス・" / "ハサ" took two lines on Z Gundam's 65 px cards where the name fits one line a
pixel smaller. Now at an equal cost ``split_lines`` takes the break that splits fewer names, and a face or a tile
that would still split one sets the name a pixel smaller on one line, or with fewer such breaks, where that fits.
Measured on every card of the three card games' data at their face widths (see ``WIDTHS``).
"""

from __future__ import annotations

import pytest

from tabletop.ui.cards.breaks import break_cost, dot_breaks, split_lines
from tabletop.ui.cards.render import name_floor, name_size
from tests.ui.card_ink import CARD_GAMES, game_faces
from tests.ui.test_card_faces import cards  # noqa: F401 (the renderer, a fixture)

#: game: the face widths its screens draw (1280x800 table, 150 % hand, 800x560) and the hover view's
WIDTHS = {"zgundam": (88, 65, 230), "sdgf": (95, 71, 55, 230), "ultraseven": (80, 48, 230)}


def test_an_equal_cost_break_keeps_the_name_whole():
    fits = lambda line: len(line) <= 5  # noqa: E731 (five characters a line)
    assert split_lines("カオ・リンの修理", fits, 2) == ["カオ・リン", "の修理"]
    assert split_lines("アムロ・レイ", lambda line: len(line) <= 4, 2) == ["アムロ・", "レイ"]  # no other break


def test_the_hover_view_breaks_the_longest_name_before_its_bracket(cards):
    face = next(f for f in game_faces("sdgf") if f.title.ja.startswith("騎士ゼロ（スーパー"))
    lines = cards.anatomy(face, 230, "ja", full=True).lines
    assert lines[0] == "騎士ゼロ" and dot_breaks(lines) == 1, lines


def test_a_name_a_pixel_smaller_on_one_line_rather_than_split(cards):
    face = next(f for f in game_faces("zgundam") if f.title.ja == "ラムサス・ハサ")
    assert cards.anatomy(face, 65, "ja").lines == ("ラムサス・ハサ",)


def _room(width: int) -> int:
    return width - 4 * max(2, width // 28) - 2


@pytest.mark.parametrize("game", CARD_GAMES)
def test_no_name_splits_after_the_dot_where_a_pixel_smaller_keeps_it(cards, game):
    """Every card's Japanese name at its game's face widths: where it is split after "・" at ``size``, neither one
    line nor any other two-line break costing nothing fits at ``size`` - 1."""
    kept = []
    for face in game_faces(game):
        title = face.title.ja
        if "・" not in title or " " in title:
            continue
        for width in WIDTHS[game]:
            room = _room(width)
            size, lines = cards._name_lines(title, name_size(width), room, name_floor(width))
            if not dot_breaks(lines):
                continue
            smaller = size - 1
            def fits(line: str) -> bool:
                return cards.text.size(line, smaller, True)[0] - cards._lead(line, smaller) <= room
            if fits(title):
                kept.append((title, width, lines, "one line"))
            if len(lines) == 2:
                for at in range(1, len(title)):
                    if (title[at - 1] != "・" and break_cost(title, at) == 0 and fits(title[:at])
                            and fits(title[at:])):
                        kept.append((title, width, lines, (title[:at], title[at:])))
    assert not kept, kept


def test_a_tile_name_a_pixel_smaller_rather_than_split(cards):
    """SDGF's 48 x 40 px tile: "カオ・" / "リン" / "の修理" at 10 px before, now "カオ・リン" / "の修理" at 9."""
    size, lines = cards._tile_name("カオ・リンの修理", 48, 40)
    assert (size, lines) == (9, ["カオ・リン", "の修理"])
    assert all(cards.text.size(line, size, True)[0] <= 48 for line in lines)
