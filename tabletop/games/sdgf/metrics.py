"""Figures of one finished (or stopped) game for ``tabletop simulate`` and the balance notes.

``metrics(state)`` returns numbers the simulation summary averages (game
length in turns, dark-hole counts, how the game ended, whether the first
player won) and the winner's deck key (kept in each game's record).
"""

from __future__ import annotations

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
            "winner_deck": state.decks[w],
            "loser_deck": state.decks[1 - w],
            "winner_dark_hole": dark[w],
            "loser_dark_hole": dark[1 - w],
            "end_dark_hole": state.end_reason == "dark_hole",
            "end_deck_out": state.end_reason == "deck_out",
            "first_player_won": w == state.first_player,
        })
    return out


def matchup_rows(summaries: list[dict]) -> list[dict]:
    """Deck match-up figures from ``tabletop simulate`` summaries (``summary.json`` contents).

    Per summary: the two deck keys (from the records' metrics), how often each won (with the
    95 % Wilson interval), how often the first player won, and the mean game length in turns.
    """
    from tabletop.sim.stats import wilson

    rows = []
    for data in summaries:
        recs = [r for r in data["records"] if r["metrics"].get("winner_deck")]
        if not recs:
            continue
        first = recs[0]["metrics"]
        seat_decks = [first["winner_deck"], first["loser_deck"]]
        if recs[0]["winners"][0] == 1:
            seat_decks.reverse()
        n = len(recs)
        p1 = sum(1 for r in recs if r["winners"][0] == 0)
        fp = sum(1 for r in recs if r["metrics"]["first_player_won"])
        dh = sum(1 for r in recs if r["metrics"]["end_dark_hole"])
        rows.append({"deck0": seat_decks[0], "deck1": seat_decks[1], "players": recs[0]["players"], "games": n,
                     "deck0_wins": p1, "deck0_ci": wilson(p1, n), "first_wins": fp, "first_ci": wilson(fp, n),
                     "dark_hole_end": dh / n,
                     "turns": sum(r["metrics"]["turns"] for r in recs) / n,
                     "loser_dark_hole": sum(r["metrics"]["loser_dark_hole"] for r in recs) / n})
    return rows


def _main(argv: list[str]) -> int:
    """``python -m tabletop.games.sdgf.metrics FOLDER...``: the match-up rows as a Markdown table."""
    import json
    from pathlib import Path

    rows = matchup_rows([json.loads((Path(f) / "summary.json").read_text()) for f in argv])
    print("| Player 1 deck | Player 2 deck | players | games | Player 1 deck wins (95% CI) | first player wins (95% CI) "
          "| ends at dark hole | mean turns |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['deck0']} | {r['deck1']} | {'/'.join(r['players'])} | {r['games']} | "
              f"{r['deck0_wins'] / r['games']:.0%} ({r['deck0_ci'][0]:.0%}-{r['deck0_ci'][1]:.0%}) | "
              f"{r['first_wins'] / r['games']:.0%} ({r['first_ci'][0]:.0%}-{r['first_ci'][1]:.0%}) | "
              f"{r['dark_hole_end']:.0%} | {r['turns']:.1f} |")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
