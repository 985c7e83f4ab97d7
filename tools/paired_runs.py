"""Compare a player against a baseline over the same seeds: two groups of ``tabletop simulate`` runs.

    python tools/paired_runs.py PLAYER RUN_A [RUN_A ...] -- RUN_B [RUN_B ...]

Each RUN is an ``--out`` folder (or its summary.json). Games are paired by seed;
the seats where a run of group A has PLAYER are scored in both groups. Example:
the strong Z Gundam player in each seat against three quick players, and four
quick players from the same seeds::

    tabletop simulate zgundam --players strong,quick,quick,quick --games 100 --seed 400000 --out runs/s1
    ...
    tabletop simulate zgundam --players quick,quick,quick,quick --games 100 --seed 400000 --out runs/q1
    python tools/paired_runs.py strong runs/s1 runs/s2 runs/s3 runs/s4 -- runs/q1 runs/q2 runs/q3 runs/q4
"""

from __future__ import annotations

import sys

from tabletop.sim.paired import compare, load_records
from tabletop.sim.stats import wilson


def main(argv: list[str]) -> int:
    if "--" not in argv or len(argv) < 4:
        print(__doc__)
        return 2
    player, rest = argv[0], argv[1:]
    cut = rest.index("--")
    a, b = load_records(rest[:cut]), load_records(rest[cut + 1:])
    r = compare(a, b, player)
    lo, hi = wilson(r.wins_a * r.games, r.games)
    print(f"{player}: {r.games} seat-games paired by seed")
    print(f"  win share with {player}: {r.wins_a:.3f} ({lo:.2f}-{hi:.2f}); same seats in the baseline: {r.wins_b:.3f}")
    print(f"  paired difference {r.mean_diff:+.3f} (standard error {r.stderr:.3f})")
    print(f"  won only with {player}: {r.only_a}; won only in the baseline: {r.only_b}; exact McNemar p = {r.p_value:.4f}")
    print(f"  mean points over the others: {r.margin_a:+.2f} with {player}, {r.margin_b:+.2f} in the baseline")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
