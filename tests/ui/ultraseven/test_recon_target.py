"""Before the reconnaissance roll the step panel says what the 2D6 must not exceed (a newcomer at 150 % read only
「判定値以下なら」 with no number): the declared group's total and what the hidden card adds (rule 12.5)."""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.panels import step_lines

VIEW = {"pending": {"prompt": {"ja": "偵察判定", "en": "Reconnaissance"}, "kind": "recon"},
        "areas": [{"id": "space", "name": {"ja": "宇宙", "en": "Space"}, "recon_total": 4}]}


@pytest.mark.parametrize("lang, want", [
    ("ja", "2D6が 4＋裏向きカードの偵察値＋チット 以下なら発覚"),
    ("en", "Discovered on a 2D6 roll of 4 + the face-down card's reconnaissance + its chits or less"),
])
def test_the_declared_line_names_the_number_to_roll_under(lang, want):
    lines = [line for line, _ in step_lines(VIEW, "space", lang)]
    declared = lines[1]
    assert want in declared, lines
    assert declared.index("4") < declared.index("2D6" if lang == "ja" else "roll of"), declared  # total first
