"""The step panel lists this turn's reconnaissance results newest first (a newcomer at 150 % UI scale): the panel
scrolls once a turn has two results, and the Sea's "discovered" was below its fold under the Space's older
"nothing unusual"."""

from __future__ import annotations

from tabletop.ui.views.ultraseven.panels import step_lines


def test_the_newest_recon_result_comes_first():
    view = {"pending": {"prompt": {"ja": "偵察", "en": "Reconnaissance"}, "kind": "recon"},
            "recon_results": [{"area": "space", "total": 2, "roll": 10, "found": None},
                              {"area": "sea", "total": 1, "roll": 2, "found": None}]}
    lines = [line for line, _ in step_lines(view, None, "en")]
    space = next(i for i, line in enumerate(lines) if line.startswith("Space:"))
    sea = next(i for i, line in enumerate(lines) if line.startswith("Sea:"))
    assert sea < space, lines
