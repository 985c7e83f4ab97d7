"""The Z Gundam action list's buttons: a label of card names keeps a name with 「・」 whole on its line where it fits.

The shared wrap keeps a katakana word whole (``WrappedButton.words``), but a name of two words breaks after its 「・」:
at 150 % the side column's buttons read 「戦闘準備：ディジェ＋アムロ・」 / 「レイ」 (issue 16, session 29). Here the line
breaks before the whole name instead (after 「＋」 or 「：」), where that takes no more than one line more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.ui.text import resolve
from tabletop.ui.widgets.button import WrappedButton


def _in_name(ch: str) -> bool:
    """Whether ``ch`` belongs to a katakana name ("アムロ・レイ", "ガザC", "Mk-II"): katakana with 「・」 and 「ー」,
    Latin letters and digits."""
    return "\u30a0" <= ch <= "\u30ff" or ch.isascii() and (ch.isalnum() or ch == "-") or \
        "\uff10" <= ch <= "\uff5a" and ch.isalnum()


def names_whole(text: str, wrap: Callable[[str], tuple[str, ...]]) -> tuple[str, ...]:
    """``text`` in lines by ``wrap`` (which keeps explicit newlines), with a line that ends inside a name at its
    「・」 broken before that name where it begins on the line after other words: the name whole on the next line
    (as long as it fits there; no more than one line more in all)."""
    lines = wrap(text)
    if "・" not in text:
        return lines
    first = len(lines)
    for _ in range(4):  # (a label names two or three cards)
        at, moved = 0, None
        for line, after in zip(lines, lines[1:]):
            start = text.find(line, at)
            if start < 0:
                break
            end = start + len(line)
            at = end
            if not line.endswith("・") or not after or not _in_name(after[0]):
                continue
            begin = end - 1
            while begin > start and _in_name(text[begin - 1]):
                begin -= 1
            if begin > start:  # (the name begins after other words on this line: the break goes before it)
                moved = begin
                break
        if moved is None:
            return lines
        trial = text[:moved] + "\n" + text[moved:]
        better = wrap(trial)
        if len(better) > first + 1:
            return lines
        text, lines = trial, better
    return lines


class ActionButton(WrappedButton):
    """A ``WrappedButton`` (``words``) whose label keeps its names whole (``names_whole``)."""

    def _lines(self, ui: Any, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        label, sub = super()._lines(ui, width)
        text = resolve(self.label, ui.lang)
        if "・" not in text:
            return label, sub
        room = max(20, width - 2 * self.PAD)
        return names_whole(text, lambda t: ui.text.wrapped(t, self.size, room, words=True)), sub
