"""Balance measurements of a finished Z Gundam game, for ``tabletop simulate`` reports (``ZGundamGame.metrics``).

The start player is drawn at random (インスト 8), so seat numbers say nothing
about moving first; these metrics do: the start player's seat, whether it won,
the winner's position after the start player (0 = the start player), turns,
points, and how the game ended.
"""

from __future__ import annotations

from .state import OVER, ZGundamState, points


def metrics(state: ZGundamState) -> dict:
    scores = [points(state, s) for s in range(state.seats)]
    out: dict = {"turns": state.turn, "points": scores, "start_player": state.start_player,
                 "ended_by_deck": float(state.ended_by == "deck")}
    if state.phase == OVER:   # the winners as ``ZGundamGame.outcome`` names them: the most points (勝敗の判定)
        winners = [s for s, v in enumerate(scores) if v == max(scores)]
        share = 1.0 / len(winners)
        out["start_player_won"] = share if state.start_player in winners else 0.0
        out["winner_after_start"] = [float((w - state.start_player) % state.seats) for w in winners]
        ordered = sorted(scores, reverse=True)
        out["winning_margin"] = float(ordered[0] - ordered[1]) if len(ordered) > 1 else 0.0
    return out
