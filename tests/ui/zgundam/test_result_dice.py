"""Newcomer playthrough (English, 1280x800): the result panel after a ship battle showed the attacker's five dice and
the defender's four as one row of nine, so which die was whose could only be read from the lines under them. Each
roll's dice now keep a gap of half a die from the roll before (``curtain.dice_places``)."""

from __future__ import annotations

from tabletop.ui.widgets.curtain import dice_places


def test_a_battles_two_rolls_are_apart():
    die, inner = 48, 600
    places = dice_places([(6, [2, 6, 3, 2, 2]), (6, [3, 6, 4, 3])], die, inner)
    assert len(places) == 9 and {row for *_, row, _ in places} == {0}
    xs = [x for *_, x in places]
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert steps[:4] == [die + 8] * 4 and steps[5:] == [die + 8] * 3
    assert steps[4] >= die + 8 + die // 2  # between the attacker's last die and the defender's first
    assert all(x + die <= inner for x in xs)


def test_dice_wrap_within_the_panel_and_stop_at_twelve():
    places = dice_places([(6, list(range(1, 7))), (6, list(range(1, 7))), (6, [1, 2, 3])], 38, 300)
    assert len(places) == 12
    assert all(x + 38 <= 300 for *_, x in places)
    assert [row for *_, row, _ in places] == sorted(row for *_, row, _ in places)
