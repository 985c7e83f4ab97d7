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


@pytest.mark.parametrize("lang, condition", [("ja", "以下なら"), ("en", "at or under")])
def test_the_condition_is_said_once_after_a_declaration(lang, condition):
    """Issue 16 (session 29): under the declared line the hint repeated 「判定値以下なら」: it now says only what is left
    to do (roll or cancel) and what no card means."""
    lines = [line for line, _ in step_lines(VIEW, "space", lang)]
    said = " ".join(lines)
    assert said.count(condition) + said.count("or less") == 1, lines
    assert ("異常なし" if lang == "ja" else "nothing unusual") in lines[-1], lines
    assert ("2D6を振る" if lang == "ja" else "Roll 2D6") in lines[-1], lines
    before = " ".join(line for line, _ in step_lines(VIEW, None, lang))  # (before a declaration: the whole hint)
    assert condition in before, before


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_declared_step_is_whole_at_1280(home, lang):
    """At 1280x800 the declared line and the hint under it fit the step panel: no scrolling (in English the repeated
    condition pushed the hint under the panel's fold)."""
    from tests.ui.ultraseven.helpers import open_1280, six_in_space

    app, scene = open_1280(lang, six_in_space())
    scene.declare_recon("space")
    app.step([], 0.3)
    assert not scene.step_cut, [row for row, _, _ in scene.step_rows(lang, scene.step_rect.w)]
