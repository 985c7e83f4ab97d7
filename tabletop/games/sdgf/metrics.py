"""Figures of one finished (or stopped) game for ``tabletop simulate`` and the balance notes.

``metrics(state)`` (``SdgfGame.metrics``) returns numbers the simulation
summary averages (game length in turns, dark-hole counts, how the game ended,
whether the first player won) and the winner's deck key (kept in each game's
record); ``tools/sdgf_matchups.py`` turns those records into the deck
match-up table of docs/balance.md.
"""

from __future__ import annotations

from .decks import plain_key
from .state import SdgfState


def metrics(state: SdgfState) -> dict:
    """Per game: winner's deck, length, dark-hole counts, end reason and first-player result."""
    dark = [len(state.zone("darkhole", p).cards) for p in (0, 1)]
    decks = [len(state.zone("deck", p).cards) for p in (0, 1)]
    out: dict = {
        "turns": state.turn,
        "dark_hole_p1": dark[0],
        "dark_hole_p2": dark[1],
        "deck_left_p1": decks[0],
        "deck_left_p2": decks[1],
        "first_player": state.first_player,
    }
    if state.winner is not None:
        w = state.winner
        out.update({
            "winner_deck": plain_key(state.decks[w]),
            "loser_deck": plain_key(state.decks[1 - w]),
            "winner_dark_hole": dark[w],
            "loser_dark_hole": dark[1 - w],
            "end_dark_hole": state.end_reason == "dark_hole",
            "end_deck_out": state.end_reason == "deck_out",
            "first_player_won": w == state.first_player,
        })
    return out
