"""Numbers about one finished (or stopped) game of 史上最大の侵略 for ``tabletop simulate``.

``metrics(state)`` returns plain numbers: the turn the game ended on, who won
and how, the Emerium energy used (and whether Seven died), the invasion cards
removed and the most chits any card on the table carries.
"""

from __future__ import annotations

from .cards import load_cards
from .state import ALIEN, TDF, UltraSevenState, inv_zone


def metrics(state: UltraSevenState) -> dict:
    book = load_cards()
    on_table = [c for a in state.areas for c in state.zones[inv_zone(a)].cards]
    return {
        "victory_turn": state.turn,
        "alien_won": 1 if state.winner == ALIEN else 0,
        "tdf_won": 1 if state.winner == TDF else 0,
        "emerium_used": state.emerium_start - state.emerium,
        "emerium_used_fraction": round((state.emerium_start - state.emerium) / max(1, state.emerium_start), 3),
        "seven_died": 1 if state.seven_dead else 0,
        "capsules_used": len(state.zones["capsules_used"]),
        "invasion_removed": sum(1 for c in state.zones["removed"].cards if c in book.invasion),
        "max_chits": max((state.chits.get(c, 0) for c in on_table), default=0),
        "cards_on_table": len(on_table),
    }
