"""The Z Gundam action list's buttons: two actions that differ only in which of two copies alike for the rules they use
are one button (``distinct``), and two rows that still read the same say how their cards differ under the label
(``told_apart``: a ship's damage).

A label of card names keeps a name with 「・」 whole on its line where as many lines allow: the shared wrap's rule
(``linebreak.HOLD_COST``; the scene's buttons are ``WrappedButton`` with ``words``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.core.game import Action


def copies(view: dict, hand: Sequence[str]) -> dict[str, tuple]:
    """Each card id of ``view`` (a seat's view) a player cannot tell from another copy in the same place: a card in
    ``hand`` by its card (``key``), a ship by its seat, card and damage, a combat-ready MS or pilot by its seat, card and
    partner's card. Two ids of one such tuple are the same for the rules: either does what the other does."""
    cards = view["cards"]

    def key(card_id: str) -> str:
        return cards[card_id]["key"] if card_id in cards else card_id

    out: dict[str, tuple] = {c: ("hand", key(c)) for c in hand}
    for seat, data in enumerate(view["seats"]):
        for ship in data["ships"]:
            out[ship["id"]] = ("ship", seat, key(ship["id"]), ship["damage"])
        for pair in data["ready"]:
            out[pair["ms"]] = ("ms", seat, key(pair["ms"]), key(pair["pilot"]))
            out[pair["pilot"]] = ("pilot", seat, key(pair["pilot"]), key(pair["ms"]))
    return out


def distinct(actions: Sequence[Action], same: dict[str, tuple]) -> list[Action]:
    """``actions`` without repeats: of actions of one class whose fields differ only in which of two cards the same for
    the rules they name (``copies``), the first. A newcomer with two Repair cards read "Repair Magellan Kai by 1
    (succeeds on 1 or more)" twice, "Discard Repair" twice, and "Ship battle: Columbus Kai → Player 1's Magellan Kai"
    four times (two undamaged Columbus Kai against two undamaged Magellan Kai), and could not tell the rows apart."""
    seen: set = set()
    out = []
    for action in actions:
        key = (type(action),) + tuple(same.get(v, v) if isinstance(v, str) else v
                                      for v in (getattr(action, f.name) for f in dataclasses.fields(action)))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def told_apart(actions: Sequence[Action], same: dict[str, tuple], cards: dict) -> dict[int, Callable[[str], str]]:
    """For each of ``actions`` (by index) that reads as another does (of one class, naming cards of the same names in
    the same places: their labels say the cards' names and owners), the words that tell it from that one (in the language asked): of each card it
    names that the other does not, a ship's damage or an MS's or pilot's partner (two Columbus Kai, one damaged:
    "Ship battle: Columbus Kai → Player 1's Gwaden" twice)."""
    def named(value: Any) -> Any:  # (a card by its place's kind and seat and its name: what its label says)
        if not isinstance(value, str):
            return value
        return same[value][:3] if value in same else cards[value]["key"] if value in cards else value

    def reads(action: Action) -> tuple:
        return (type(action),) + tuple(named(getattr(action, f.name)) for f in dataclasses.fields(action))

    by_label: dict[tuple, list[int]] = {}
    for i, action in enumerate(actions):
        by_label.setdefault(reads(action), []).append(i)
    out: dict[int, Callable[[str], str]] = {}
    for rows in (r for r in by_label.values() if len(r) > 1):
        values = [[getattr(actions[i], f.name) for f in dataclasses.fields(actions[i])] for i in rows]
        for i, mine in zip(rows, values):
            differ = [v for k, v in enumerate(mine) if isinstance(v, str) and v in same and
                      any(other[k] != v for other in values)]
            if differ:
                out[i] = lambda lang, differ=differ: "; ".join(_tell(same[v], cards, v, lang) for v in differ)
    return out


def _tell(place: tuple, cards: dict, card_id: str, lang: str) -> str:
    """A card in ``place`` (``copies``) in words: "Columbus Kai: 1 damage", "Hambrabi with Four Murasame"."""
    def name(c: str) -> str:
        return cards[c]["name"][lang] if c in cards else c

    def keyed(key: str) -> str:
        return next((info["name"][lang] for info in cards.values() if info["key"] == key), key)

    if place[0] == "ship":
        damage = place[3]
        if lang == "ja":
            return f"{name(card_id)}：ダメージ{damage}" if damage else f"{name(card_id)}：無傷"
        return f"{name(card_id)}: {damage} damage" if damage else f"{name(card_id)}: undamaged"
    if place[0] in ("ms", "pilot"):
        return f"{name(card_id)}（{keyed(place[3])}）" if lang == "ja" else f"{name(card_id)} with {keyed(place[3])}"
    return name(card_id)
