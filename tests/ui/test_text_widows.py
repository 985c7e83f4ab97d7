"""Issue 16 (session 30): an English paragraph's last line is not one short word alone.

The wrap fills Latin lines greedily, so a two-line label could end with one short word ("…Player 1's Magellan" /
"Kai"; "…(rule (2)" / "a-e)" where the bracket cannot go down whole). A last line of one word shorter than
``linebreak.LATIN_WIDOW`` characters takes the word before it where that needs no more lines (``_unwidowed``, the rule
that keeps a Japanese paragraph from ending in one character).

A monospaced measure (8 px a character) makes the widths exact.
"""

from __future__ import annotations

import pytest

from tabletop.ui.linebreak import LATIN_WIDOW, _greedy
from tabletop.ui.linetokens import tokenize
from tabletop.ui.text import wrap

ACTION = "Choose one action (rule (2) a-e)"
TEXTS = (ACTION, "Ship battle: Columbus Kai → Player 1's Magellan Kai",
         "Roll the die again and move the unit one hex", "Discard Repair")


def _measure(line: str) -> int:
    return 8 * len(line)


def test_a_short_last_word_takes_the_word_before_it():
    battle = "Ship battle: Columbus Kai → Player 1's Magellan Kai"
    assert wrap(battle, 8 * 48, _measure) == ["Ship battle: Columbus Kai → Player 1's", "Magellan Kai"]  # was "…Magellan" / "Kai"
    assert wrap(ACTION, 8 * 27, _measure) == ["Choose one action (rule", "(2) a-e)"]
    assert wrap("Discard Repair now", 8 * 15, _measure) == ["Discard", "Repair now"]  # was "Discard Repair" / "now"


def test_a_whole_bracket_stays_alone():
    assert wrap("Zako Soldier (Axe)", 8 * 13, _measure) == ["Zako Soldier", "(Axe)"]


def test_a_long_last_word_stays_alone():
    text = "Choose one target for the monster"
    lines = wrap(text, 8 * 27, _measure)
    assert lines == ["Choose one target for the", "monster"]  # ("monster": 7 characters, no widow)


@pytest.mark.parametrize("text", TEXTS)
def test_no_short_last_word_alone_where_as_many_lines_allow(text):
    for width in range(8 * 10, 8 * (len(text) + 1), 8):
        lines = wrap(text, width, _measure)
        greedy = _greedy(tokenize(text), width, _measure)[0]
        assert len(lines) == len(greedy) and all(_measure(line) <= width for line in lines), (width, lines)
        assert " ".join(lines).split() == text.split(), (width, lines)
        last, before = lines[-1], lines[-2] if len(lines) > 1 else ""
        if len(last) < LATIN_WIDOW and " " not in last and " " in before and last[0] != "(":  # a short word alone: the word before
            assert _measure(before.rsplit(" ", 1)[1] + " " + last) > width, (width, lines)  # would not fit with it
