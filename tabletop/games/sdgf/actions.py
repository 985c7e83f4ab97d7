"""The six actions of the SD Gundam Force card game, one per decision of a turn (ターンの進行)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.game import Action


@dataclass(frozen=True)
class Deploy(Action):
    """編成フェイズ: put an SD card from the hand on the standby field."""

    card: str


@dataclass(frozen=True)
class DarkHoleDiscard(Action):
    """編成フェイズ: with only counter cards in hand, send one hand card to the dark hole."""

    card: str


@dataclass(frozen=True)
class RevealTerrain(Action):
    """出撃フェイズ: turn over the top card of one's deck as the battlefield terrain."""


@dataclass(frozen=True)
class PlayCounter(Action):
    """反撃フェイズ: play a counter card (``target``: a dark-hole card for a rescue)."""

    card: str
    target: str = ""


@dataclass(frozen=True)
class Discard(Action):
    """反撃フェイズ: play no counter card and discard one hand card to the return field."""

    card: str


@dataclass(frozen=True)
class Calculate(Action):
    """計算フェイズ: compare the totals and clear the battlefield."""


ACTIONS = (Deploy, DarkHoleDiscard, RevealTerrain, PlayCounter, Discard, Calculate)
