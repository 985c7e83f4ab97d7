"""SD Gundam Force deck match-ups from ``tabletop simulate sdgf`` runs, as the table in docs/balance.md.

    python tools/sdgf_matchups.py OUT_FOLDER [OUT_FOLDER ...]

Each folder is one run's ``--out`` (its summary.json holds every game's record
with the figures of ``SdgfGame.metrics``: the winner's and loser's deck, turns,
dark-hole counts, the end reason, whether the first player won).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tabletop.sim.stats import wilson


def matchup_rows(summaries: list[dict]) -> list[dict]:
    """Deck match-up figures from ``tabletop simulate`` summaries (``summary.json`` contents).

    Per summary: the two deck keys (from the records' metrics), how often each won (with the
    95 % Wilson interval), how often the first player won, and the mean game length in turns.
    """
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


def main(argv: list[str]) -> int:
    """The match-up rows of the ``--out`` folders in ``argv`` as a Markdown table."""
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
    raise SystemExit(main(sys.argv[1:]))
