"""Writes a simulation's ``summary.json``, ``report.md`` and SVG charts into a folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from . import charts
from .runner import GameRecord, record_to_json


def write(out: Path, title: str, summary: dict[str, Any], records: Sequence[GameRecord]) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    values = summary.pop("_metric_values", {})
    seats = summary["seats"]
    labels = [f"{row['seat'] + 1}:{row['player']}" for row in seats]
    fair = 1.0 / len(seats) if seats else None
    (out / "win_rates.svg").write_text(charts.bars(f"{title}: win rate per seat (95% CI)", labels,
                                                   [row["rate"] for row in seats],
                                                   [tuple(row["ci95"]) for row in seats], 1.0, fair))
    top = max((row["mean_score"] for row in seats), default=0.0)
    (out / "scores.svg").write_text(charts.bars(f"{title}: mean score per seat", labels,
                                                [row["mean_score"] for row in seats], None, max(1.0, top * 1.15)))
    (out / "length.svg").write_text(charts.histogram(f"{title}: game length (actions)", [r.steps for r in records]))
    metric_files = []
    for key, vals in values.items():
        name = f"metric_{''.join(c if c.isalnum() else '_' for c in key)}.svg"
        (out / name).write_text(charts.histogram(f"{title}: {key}", vals))
        metric_files.append((key, name))
    data = dict(summary)
    data["title"] = title
    data["records"] = [record_to_json(r) for r in records]
    (out / "summary.json").write_text(json.dumps(data, indent=1, ensure_ascii=False))
    lines = [f"# {title}", "", f"games: {summary['games']}, finished: {summary['finished']}, draws: {summary['draws']}",
             "", "| seat | player | wins | rate | 95% CI |", "|---|---|---|---|---|"]
    lines[-2:] = ["| seat | player | wins | rate | 95% CI | mean score |", "|---|---|---|---|---|---|"]
    for row in seats:
        lines.append(f"| {row['seat'] + 1} | {row['player']} | {row['wins']:g} | {row['rate']:.3f} | "
                     f"{row['ci95'][0]:.3f}-{row['ci95'][1]:.3f} | {row['mean_score']:.1f} |")
    by_player = summary.get("by_player", {})
    if len(by_player) > 1:
        lines += ["", "| player | seat-games | wins | rate | 95% CI |", "|---|---|---|---|---|"]
        for level, row in by_player.items():
            lines.append(f"| {level} | {row['seat_games']} | {row['wins']:g} | {row['rate']:.3f} | "
                         f"{row['ci95'][0]:.3f}-{row['ci95'][1]:.3f} |")
    replays = summary.get("replays", {})
    if replays.get("checked"):
        lines += ["", f"replays re-checked: {replays['ok']}/{replays['checked']} give the played state hash"]
    length = summary["length"]
    if length.get("n"):
        lines += ["", f"length (actions): median {length['median']:g}, mean {length['mean']:.1f}, "
                      f"range {length['min']:g}-{length['max']:g}"]
    if summary["metrics"]:
        lines += ["", "| metric | n | mean | median | p10 | p90 |", "|---|---|---|---|---|---|"]
        for key, d in summary["metrics"].items():
            if d.get("n"):
                lines.append(f"| {key} | {d['n']} | {d['mean']:.3g} | {d['median']:.3g} | {d['p10']:.3g} | {d['p90']:.3g} |")
    if summary["errors"]:
        lines += ["", "## Errors", *[f"- {e}" for e in summary["errors"]]]
    lines += ["", "![win rates](win_rates.svg)", "![mean scores](scores.svg)", "![length](length.svg)",
              *[f"![{key}]({name})" for key, name in metric_files]]
    (out / "report.md").write_text("\n".join(lines) + "\n")
    return out / "report.md"
