"""Issue 16: the TDF's combat says what a capsule monster is and what using it does, and an invader's combat power in
the book's term with which number is which.

The capsule monsters' buttons read "効果なし/効果なし/侵略チット－1/…" ("no effect / no effect / invasion chits -1 / …")
under a one-line "Transform" in a list 34 px high, where the step panel took the rest: each three-line button showed
cut, even scrolled into view. Each now names its monster, "capsule monster" and its 1D6 faces grouped by result, and the
list keeps the height of its tallest button (the step panel's text scrolls). The step panel said "power 2" (the current
combat power) where the log said "combat power 3" (the printed one): both now say e.g. "combat power 0 (printed 3,
−3 damage)". Measured headless at 1280x800 and at 150 % UI scale, both languages.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.dice import ScriptedSource
from tabletop.games.ultraseven.actions import UseCapsule
from tests.games.ultraseven.helpers import BOOK
from tests.ui.ultraseven.helpers import open_1280, open_small

POWER = {"ja": "戦闘力0（記載値3、ダメージ−3）", "en": "combat power 0 (printed 3, −3 damage)"}
RESULTS = {"none": ("効果なし", "no effect"), "damage+1": ("ダメージ＋１", "damage +1")}


def capsule_step():
    """Dan missed the Green Terror (printed combat power 3) in the city: transform, or a capsule monster; the card
    with three damage (``test_seats_ultraseven``'s position)."""
    from tests.ui.test_seats_ultraseven import _capsule_ends_the_turn

    return _capsule_ends_the_turn()


def _open(size: str, lang: str):
    return open_1280(lang, capsule_step()) if size == "1280" else open_small("150%", lang, capsule_step())


def _wheel(app, scene) -> None:
    r = scene.actions.rect
    pos = (int(r.centerx * app.scale), int(r.centery * app.scale)) if hasattr(app, "scale") else r.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)], 0.016)


@pytest.mark.parametrize("size", ["1280", "150%"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_capsule_buttons_name_the_monster_and_its_faces_whole(probe, lang, size):
    from tabletop.ui.text import resolve

    app, scene = _open(size, lang)
    capsules = [b for b in scene.actions.items if isinstance(getattr(b.label, "args", (None,))[0], UseCapsule)]
    assert len(capsules) == 11
    tallest = max(b.row_height for b in capsules)
    assert scene.actions.rect.h >= tallest, (scene.actions.rect, tallest)  # each can be scrolled into view whole
    for button in capsules:
        cap = BOOK.capsules[button.label.args[0].card]
        label = resolve(button.label, lang)
        assert cap.name.get(lang) in label and ("カプセル怪獣" if lang == "ja" else "capsule monster") in label, label
        for result in set(cap.table):
            words = RESULTS.get(result) or (f"侵略チット－{result[-1]}", f"invasion chits -{result[-1]}")
            assert words[lang == "en"] in label, (label, result)
    seen = set()
    for _ in range(len(scene.actions.items)):  # each button scrolled into view shows its label whole
        app.step([], 0.016)
        texts = probe.texts(app.surface)
        for button in capsules:
            if scene.actions.rect.contains(button.rect) and button.visible:
                inside = [d for d in texts if button.rect.move(0, 0).contains(d.rect) or d.rect.colliderect(button.rect)]
                assert inside and not any(d.cut for d in inside), (lang, size, [d.shown for d in inside])
                seen.add(button.label.args[0].card)
        _wheel(app, scene)
    assert len(seen) == 11, seen


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_combat_power_is_current_and_printed_in_panel_and_log(home, lang):
    from tabletop.ui.views.ultraseven.panels import step_lines

    app, scene = open_1280(lang, capsule_step())
    lines = [text for text, _ in step_lines(scene.view, None, lang)]
    assert any(POWER[lang] in line for line in lines), lines
    s = scene.session
    face = BOOK.capsules["cap_miclas_1"].table.index("damage+1") + 1
    s.dice = ScriptedSource([face])
    s.apply(UseCapsule("cap_miclas_1"), 1)
    logged = [e.text.get(lang) for e in s.events if "ダメージ1" in e.text.ja]
    four = {"ja": "戦闘力0（記載値3、ダメージ−4）", "en": "combat power 0 (printed 3, −4 damage)"}[lang]
    assert logged and four in logged[-1], logged
