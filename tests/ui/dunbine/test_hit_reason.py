"""Session 27: at 800x560 the attack panel showed "Hit number 1 (2D6 ≤ 1: 0.0%)" with no reason, the terms of 14.1
only in a hover tooltip. The panel now says why under the hit number, in both languages, whole, at 14 px or more."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.games.dunbine.combat import Breakdown, Term
from tabletop.ui.text import resolve
from tabletop.ui.views.dunbine import controls as C
from tabletop.ui.views.dunbine.hit_reason import hit_reason

from .opening import first_turn, start, to_attack
from .test_readable import assert_whole, everywhere

REASON = {"ja": "当たらない（2D6は2以上、14.5）", "en": "Cannot hit (2D6 ≥ 2, 14.5)"}


@pytest.fixture
def hopeless(app):
    """The skirmish's first aura shot with the target's defence PP at 6: hit number -1, no chance."""
    pygame.display.set_mode((1280, 800))
    d = start(app)
    first_turn(d)
    target = to_attack(d)
    with d.scene.session.edit() as state:
        state.unit(target).defence_pp = 6
    d.scene.on_change([])
    d.frames(1)
    return d


def reason_line(scene, lang: str) -> tuple[C.Line, pygame.Rect]:
    """The line under the hit number that says why, and where it is laid."""
    found = [(item, rect) for item, rect in scene.lines_at if resolve(item.label, lang).startswith(REASON[lang])]
    assert len(found) == 1, [resolve(item.label, lang) for item, _r in scene.lines_at]
    return found[0]


def says_why(scene) -> None:
    """The reason is on the panel, whole and at least 10 px, naming what lowers the hit number most where the terms
    are only in the tooltip; every other line and button of the panel whole too."""
    lang, app = scene.app.lang, scene.app
    item, rect = reason_line(scene, lang)
    assert item.size * app.scale >= 10
    assert scene.controls_rect.contains(rect)
    words = resolve(item.label, lang)
    if scene.terms_per_line > 1:
        assert words.endswith({"ja": "防御PP -6、回避・受け率 -3", "en": "defence PP -6, defence rate -3"}[lang]), words
    else:   # every term is listed above it
        assert words == REASON[lang]
    assert_whole(scene)


def test_a_hit_number_with_no_chance_says_why_on_the_attack_panel(hopeless):
    everywhere(hopeless, says_why)


def test_the_defender_sees_why_too(hopeless):
    d = hopeless
    d.press("攻撃する")
    d.lift()
    assert d.state.attack is not None
    everywhere(d, says_why)


def breakdown(*values: int) -> Breakdown:
    from tabletop.games.dunbine.combat import p_2d6_at_most

    keys = ("hit_rate", "attacker_speed", "defence_rate", "range")
    terms = tuple(Term(k, Text(k, k), v) for k, v in zip(keys, values))
    n = sum(values)
    return Breakdown(terms, n, p_2d6_at_most(n), 5.0, 0.0, (6,))


def test_the_reason_names_the_largest_lowering_terms_and_the_sure_hit():
    assert hit_reason(breakdown(9, -1, -3, -2), terms_listed=False).en == "Lowered most by defence rate -3, range -2"
    assert hit_reason(breakdown(9, -1, -3, -2), terms_listed=True) is None   # the terms are listed above it
    assert hit_reason(breakdown(9, 0, 0, 3), terms_listed=True).ja == "必ず当たる（2D6は12以下、14.5）"
    assert hit_reason(breakdown(9, 0, 0, 0), terms_listed=False) is None
