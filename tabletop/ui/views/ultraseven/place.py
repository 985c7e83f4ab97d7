"""Ultra Seven's "Place ... face down" buttons (issue 16, session 29): at 150 % UI scale and in the 800x560 window the
alien's hand strips print their names alone, so choosing which card to place meant hovering each. Where the action
list's width lets it take no more lines, the button says the card's chits hidden / discovered and hidden cap
(「マックス号応答せよを置く（海・2AP）［暗/発 1/3・限界 4］」, "Place Max, Respond! (Sea, 2 AP) [H/D 1/3, Cap 4]"); else
the session's words as before (a taller button cost the step panel its hint)."""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import Text

from ...text import Label, resolve
from ...widgets.button import WrappedButton


def place_facts(book: Any, card: str) -> Text:
    """The label of placing ``card`` with its key numbers: its name, area and cost, its chits hidden / discovered and
    its hidden cap."""
    inv = book.invasion[card]
    name, area = inv.name, book.areas[inv.area]
    h, d, cap = inv.chits_hidden, inv.chits_discovered, inv.hidden_cap
    return Text(f"{name.ja}を置く（{area.ja}・2AP）［暗/発 {h}/{d}・限界 {cap}］",
                f"Place {name.en} ({area.en}, 2 AP) [H/D {h}/{d}, Cap {cap}]")


class PlaceButton(WrappedButton):
    """A ``WrappedButton`` that prints ``facts`` instead of its label where they take no more lines at its width."""

    def __init__(self, *args: Any, facts: Label = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.facts = facts

    def _lines(self, ui: Any, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        label, sub = super()._lines(ui, width)
        if self.facts is None:
            return label, sub
        told = ui.text.wrapped(resolve(self.facts, ui.lang), self.size, max(20, width - 2 * self.PAD), words=self.words)
        return (told, sub) if len(told) <= len(label) else (label, sub)
