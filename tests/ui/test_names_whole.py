"""A name of several words stays on one line (issue 16, a newcomer pass at 800x560: Dunbine's set-up details read
"Units: House Gibun / Na" / "Kingdom 2"). ``text.nobreak`` joins a name's words with no-break spaces; the wrapper
keeps them together where the name fits a line, else breaks it between its words, never inside one."""

from __future__ import annotations

import pytest

from tabletop.ui.text import NO_BREAK, nobreak, wrap

from .test_launcher_small import _launcher

NAME = "House Gibun / Na Kingdom"


def _measure(line: str) -> int:
    return 8 * len(line)   # a monospaced measure: 8 px a character


def test_a_joined_name_keeps_to_one_line_where_it_fits():
    text = f"Units: {nobreak(NAME)} 2, Drake's army 2"
    for width in range(8 * (len(NAME) + 3), 8 * 40, 8):
        lines = wrap(text, width, _measure)
        assert any(NAME in line.replace(NO_BREAK, " ") for line in lines), (width, lines)


def test_a_joined_name_wider_than_the_line_breaks_between_its_words():
    lines = wrap(f"Units: {nobreak(NAME)} 2", 8 * 12, _measure)
    words = [w for line in lines for w in line.replace(NO_BREAK, " ").split()]
    assert words == ["Units:", *NAME.split(), "2"], lines


@pytest.mark.parametrize("size,scale", [((800, 560), 1.0), ((1280, 800), 1.5), ((1280, 800), 1.0)])
def test_the_dunbine_details_print_each_side_whole(probe, size, scale):
    app, driver, scene = _launcher(probe, "en", size, scale)
    scene.select(next(c.game for c in scene.cards if c.game.name == "dunbine"))
    driver.frames(2)
    scene.setup_list.reveal(scene.details_box)  # (in a small window under the set-up rows, the players first)
    driver.frames(1)
    assert scene.setup_list.shows(scene.details_box)
    drawn = [d.shown.replace(NO_BREAK, " ") for d in driver.texts()]
    assert any(NAME in line for line in drawn), [line for line in drawn if "Units" in line or "Gibun" in line]
