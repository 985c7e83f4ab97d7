"""Ultra Seven's action buttons with a card's numbers (issue 16, session 29).

At 150 % UI scale and in the 800x560 window the alien's hand strips print their names alone, so choosing which card to
place meant hovering each: where the action list's width lets it take no more lines, a "Place ... face down" button
says the card's chits hidden / discovered and hidden cap (「マックス号応答せよを置く（海・2AP）［暗/発 1/3・限界 4］」,
"Place Max, Respond! (Sea, 2 AP) [H/D 1/3, Cap 4]"); else the session's words as before (a taller button cost the step
panel its hint). At 150 % the TDF's base beside four face-down cards keeps its names alone too: in the list of every
action (the "All actions" key) each deployment row says the card's reconnaissance and combat on a line of its own
(「キリヤマ隊長を宇宙に配置」 / 「偵察2・戦闘2」, "Deploy Capt. Kiriyama to Space" / "Rcn 2, Cmb 2")."""

from __future__ import annotations

from typing import Any

from tabletop.core.i18n import Text

from ...text import Label, resolve
from ...widgets.button import WrappedButton
from .faces import face_for


def place_facts(book: Any, card: str) -> Text:
    """The label of placing ``card`` with its key numbers: its name, area and cost, its chits hidden / discovered and
    its hidden cap."""
    inv = book.invasion[card]
    name, area = inv.name, book.areas[inv.area]
    h, d, cap = inv.chits_hidden, inv.chits_discovered, inv.hidden_cap
    return Text(f"{name.ja}を置く（{area.ja}・2AP）［暗/発 {h}/{d}・限界 {cap}］",
                f"Place {name.en} ({area.en}, 2 AP) [H/D {h}/{d}, Cap {cap}]")


def _said(part: Text | str, lang: str) -> str:
    return part.get(lang) if isinstance(part, Text) else part


def deploy_facts(card: str, area: Text) -> Text:
    """The label of deploying ``card`` to ``area`` with its numbers as its face prints them (``faces.face_for``)."""
    face = face_for(card)
    ja = "・".join(f"{_said(lbl, 'ja')}{_said(v, 'ja')}" for lbl, v in face.stats)
    en = ", ".join(f"{_said(lbl, 'en')} {_said(v, 'en')}" for lbl, v in face.stats)
    return Text(f"{face.title.ja}を{area.ja}に配置\n{ja}", f"Deploy {face.title.en} to {area.en}\n{en}")


class PlaceButton(WrappedButton):
    """A ``WrappedButton`` that prints ``facts`` instead of its label where they take no more lines at its width (or
    always, with ``grow``)."""

    def __init__(self, *args: Any, facts: Label = None, grow: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.facts = facts
        self.grow = grow  # (``facts`` on as many lines as they take: the whole list of deployments, which scrolls)

    def _lines(self, ui: Any, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        label, sub = super()._lines(ui, width)
        if self.facts is None:
            return label, sub
        told = ui.text.wrapped(resolve(self.facts, ui.lang), self.size, max(20, width - 2 * self.PAD), words=self.words)
        return (told, sub) if self.grow or len(told) <= len(label) else (label, sub)
