"""Zones and decks for card games: where every card is, face up or down.

A ``Table`` holds named ``Zone``s. Cards are unique string ids. Each zone has
an order (decks, rows) or not (a pile where order does not matter), a default
face (up or down), per-card exceptions (a face-down row with one card turned
up), and who may look at it (everyone, its owner, nobody). ``check`` proves the
invariant that no card is ever lost or duplicated.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .dice import DiceSource

PUBLIC = "public"   # everyone sees the faces of face-up cards, backs of face-down ones
OWNER = "owner"     # the owner sees every card (a hand); the others see only backs
HIDDEN = "hidden"   # nobody sees the faces (decks); peeks go through the game's view


@dataclass
class Zone:
    """An ordered or unordered group of cards; index 0 is the top of a deck."""

    name: str
    cards: list[str] = field(default_factory=list)
    ordered: bool = True
    face_up: bool = True
    visibility: str = PUBLIC
    owner: int | None = None
    flipped: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: str) -> bool:
        return card in self.cards

    def is_face_up(self, card: str) -> bool:
        return self.face_up != (card in self.flipped)

    def turn(self, card: str, face_up: bool) -> None:
        """Show ``card`` face up or down within this zone."""
        if card not in self.cards:
            raise KeyError(f"{card} is not in {self.name}")
        if self.is_face_up(card) != face_up:
            if card in self.flipped:
                self.flipped.remove(card)
            else:
                self.flipped.append(card)

    def visible_to(self, seat: int | None, card: str) -> bool:
        """May ``seat`` see the face of ``card`` here?"""
        if self.visibility == HIDDEN:
            return False
        if self.visibility == OWNER:
            return seat is not None and seat == self.owner
        return self.is_face_up(card)

    def view(self, seat: int | None) -> dict[str, Any]:
        """The zone as ``seat`` sees it: card ids where visible, None for backs."""
        return {"name": self.name, "count": len(self.cards), "owner": self.owner,
                "cards": [c if self.visible_to(seat, c) else None for c in self.cards]}


class Table:
    """All the zones of one game, and the moves between them."""

    def __init__(self, zones: Iterable[Zone] = ()) -> None:
        self.zones: dict[str, Zone] = {}
        for zone in zones:
            self.add(zone)

    def add(self, zone: Zone) -> Zone:
        if zone.name in self.zones:
            raise ValueError(f"zone {zone.name} exists already")
        self.zones[zone.name] = zone
        return zone

    def __getitem__(self, name: str) -> Zone:
        return self.zones[name]

    def where(self, card: str) -> str:
        """The name of the zone holding ``card``."""
        for name, zone in self.zones.items():
            if card in zone.cards:
                return name
        raise KeyError(f"card {card} is on no zone")

    def move(self, card: str, dst: str, index: int | None = None, face_up: bool | None = None,
             src: str | None = None) -> None:
        """Move one card to ``dst`` (at ``index``, default the end; 0 is the top)."""
        origin = self.zones[src] if src is not None else self.zones[self.where(card)]
        if card not in origin.cards:
            raise KeyError(f"card {card} is not in {origin.name}")
        target = self.zones[dst]
        origin.cards.remove(card)
        if card in origin.flipped:
            origin.flipped.remove(card)
        if index is None:
            target.cards.append(card)
        else:
            target.cards.insert(index, card)
        if face_up is not None and target.is_face_up(card) != face_up:
            target.flipped.append(card)

    def draw(self, src: str, dst: str, count: int = 1, face_up: bool | None = None) -> list[str]:
        """Move up to ``count`` cards from the top of ``src`` to the end of ``dst``."""
        drawn = list(self.zones[src].cards[:count])
        for card in drawn:
            self.move(card, dst, face_up=face_up, src=src)
        return drawn

    def peek(self, src: str, count: int = 1) -> list[str]:
        return list(self.zones[src].cards[:count])

    def shuffle(self, name: str, dice: DiceSource, who: str = "table") -> None:
        """Shuffle a zone through the session's dice source (logged, replayable)."""
        zone = self.zones[name]
        dice.shuffle(zone.cards, who, f"shuffle {name}")
        zone.flipped.clear()

    def all_cards(self) -> list[str]:
        return [c for zone in self.zones.values() for c in zone.cards]

    def check(self, expected: Sequence[str]) -> list[str]:
        """Problems with card conservation (empty list when every card is once on the table)."""
        problems = []
        seen: dict[str, str] = {}
        for name, zone in self.zones.items():
            for card in zone.cards:
                if card in seen:
                    problems.append(f"card {card} is in both {seen[card]} and {name}")
                seen[card] = name
            for card in zone.flipped:
                if card not in zone.cards:
                    problems.append(f"zone {name} marks {card} flipped but does not hold it")
        expected_set = list(dict.fromkeys(expected))
        for card in expected_set:
            if card not in seen:
                problems.append(f"card {card} is lost")
        extra = [c for c in seen if c not in set(expected_set)]
        for card in extra:
            problems.append(f"card {card} appeared from nowhere")
        return problems

    def to_json(self) -> dict[str, Any]:
        return {name: {"cards": list(z.cards), "ordered": z.ordered, "face_up": z.face_up,
                       "visibility": z.visibility, "owner": z.owner, "flipped": list(z.flipped)}
                for name, z in self.zones.items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Table":
        return cls(Zone(name, list(d["cards"]), d.get("ordered", True), d.get("face_up", True),
                        d.get("visibility", PUBLIC), d.get("owner"), list(d.get("flipped", [])))
                   for name, d in data.items())
