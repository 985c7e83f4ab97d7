"""Run every benchmark module in ``tabletop.bench`` and print the figures."""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import sys
from pathlib import Path

import tabletop.bench as bench


def _load() -> str:
    """The 1, 5 and 15 minute load averages ("?" where the system does not say)."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main(argv: list[str]) -> int:
    only = set(argv)
    results = []
    for info in sorted(pkgutil.iter_modules(bench.__path__), key=lambda i: i.name):
        if info.name.startswith("_") or (only and info.name not in only):
            continue
        module = importlib.import_module(f"tabletop.bench.{info.name}")
        run = getattr(module, "run", None)
        if run is None:
            continue
        load = _load()
        print(f"== {info.name} (load average {load})", flush=True)
        for fig in run():
            mark = {True: "ok", False: "MISSED", None: ""}[fig.meets_target]
            target = "" if fig.target is None else f" (target {'>=' if fig.higher_is_better else '<='} {fig.target:g})"
            bare = "" if fig.ratio is None else f" | bare {fig.baseline:.3f} {fig.unit} ({fig.baseline_name}): {fig.ratio:.2f}x"
            spread = "" if fig.spread is None else f" | blocks {fig.spread[0]:.3f}-{fig.spread[1]:.3f}"
            print(f"  {fig.name:<55} {fig.value:10.3f} {fig.unit}{target} {mark}{bare}{spread}", flush=True)
            results.append({"area": info.name, "load": load, "ratio": fig.ratio, **fig.__dict__})
    out = Path(os.environ.get("BENCH_OUT", "bench-results")) / "latest.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    print(f"figures written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
