"""Pig's computer player: ``HoldBot`` rolls until the turn total reaches 20 (or wins), then holds.

It follows the bot contract (``Bot.choose(seen)`` with only what its seat may
see); ``PigGame.bots()`` offers it as level ``quick``.
"""

from __future__ import annotations

from tabletop.core.bots import Bot, Seen
from tabletop.core.game import Action
from tabletop.core.i18n import Text

from .actions import Hold, Roll

HOLD_AT = 20


class HoldBot(Bot):
    level = "quick"
    label = Text("20点で確保", "Holds at 20")

    def choose(self, seen: Seen) -> Action:
        view = seen.view
        total = view["turn_total"]
        wins = view["scores"][self.seat] + total >= view["target"]
        hold = Hold()
        if hold in seen.legal and (total >= HOLD_AT or wins):
            return hold
        return Roll()
