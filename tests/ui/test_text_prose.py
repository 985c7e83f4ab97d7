"""Prose (``wrap(..., prose=True)``): a paragraph in a box that grows with its text takes one line more rather than
part a word inside a phrase. The launcher's Dunbine description at 150 % in Japanese read 「…攻撃の流れを覚」 / 「える最初の
一戦に向きます。」 (session 30); other texts keep the fewest lines."""

from __future__ import annotations

import re

import pytest

from tabletop.ui.app import App
from tabletop.ui.linebreak import _phrase_ends, wrap
from tabletop.ui.scenes.title import TitleScene
from tests.ui.driver import Driver

DUNBINE = "ラース・ワウ上空での小さな遭遇戦。機体が少なく、移動・向き・攻撃の流れを覚える最初の一戦に向きます。"
KANJI, HIRAGANA = re.compile("[\u4e00-\u9fff]"), re.compile("[\u3041-\u309f]")


def _even(text: str) -> int:
    return len(text) * 24


def _okurigana_parted(paragraph: str, lines: list[str] | tuple[str, ...]) -> list[str]:
    """The breaks of ``lines`` between a kanji and the hiragana after it inside one BudouX phrase (「覚」 / 「える」)."""
    ends, at, out = _phrase_ends(paragraph), 0, []
    for line in lines[:-1]:
        at = paragraph.find(line, at) + len(line)
        if at not in ends and KANJI.match(paragraph[at - 1]) and HIRAGANA.match(paragraph[at:at + 1] or " "):
            out.append(f"{paragraph[max(0, at - 4):at]}/{paragraph[at:at + 4]}")
    return out


def test_prose_takes_a_line_more_to_keep_a_verb_whole():
    tight = wrap(DUNBINE, 312, _even)
    assert _okurigana_parted(DUNBINE, tight) == ["流れを覚/える最初"]  # the fewest lines part 「覚える」
    loose = wrap(DUNBINE, 312, _even, prose=True)
    assert _okurigana_parted(DUNBINE, loose) == [] and "".join(loose) == DUNBINE
    assert len(loose) == len(tight) + 1


@pytest.mark.parametrize("width", range(120, 480, 12))
def test_prose_never_takes_more_than_one_line_more(width):
    tight, loose = wrap(DUNBINE, width, _even), wrap(DUNBINE, width, _even, prose=True)
    assert len(tight) <= len(loose) <= len(tight) + 1
    assert all(_even(line) <= width for line in loose)


def test_text_that_is_not_prose_keeps_the_fewest_lines():
    assert len(wrap(DUNBINE, 312, _even)) == 4


@pytest.mark.parametrize("size,scale", [((1280, 800), 1.5), ((800, 560), 1.0), ((1280, 800), 1.0)])
def test_launcher_descriptions_part_no_word_inside_a_phrase(probe, size, scale):
    app = App("ja", size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    driver = Driver(app, probe)
    app.open_launcher()
    driver.frames(2)
    scene = app.top
    assert isinstance(scene, TitleScene)
    for card in scene.cards:
        scene.select(card.game)
        driver.frames(1)
        about = scene.details.about.get("ja") if scene.details else ""
        if not about:
            continue
        # a short panel leads with the first sentences over the players and the rest under the options (session 30)
        boxes = [b for b in (scene.details_head, scene.details_box) if b in scene.setup_list.items]
        drawn = [line for box in boxes for line, _, _ in box.lines(app.text, "ja", box.text_width())]
        ours = [line for line in drawn if line and line in about]
        assert "".join(ours) == about, (card.game.spec.name, drawn)
        assert _okurigana_parted(about, ours) == [], (card.game.spec.name, ours)
