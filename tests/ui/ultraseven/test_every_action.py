"""Issue 16: in combat at 150 % every action is on screen without scrolling.

A newcomer playing the TDF in English at 150 % met, in a combat of four members against the invader underground, a
step panel as high as its whole text and under it one attack button and "▼ 3 more below": "Soga attacks" had to be
scrolled for, and at the transformation the capsule monsters were under the list's foot (session 20). The step panel
now gives the list every button it can show whole: its text keeps at least its first rows, the rest scrolled with its
arrows and whole on hover.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import open_small, scripted


def combat_underground():
    from tabletop.games.ultraseven import GAME
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, EndRecon, EndRedeployment
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("one_cour", seed=3)
    clear_table(s)
    card = next(c for c, inv in GAME.book.invasion.items() if inv.area == "underground")
    put(s, card, face_up=True, chits=6)
    s.apply(EndAlienActions(), 0)
    for m in ("m_kiriyama", "m_amagi", "m_dan", "m_soga"):
        s.apply(Deploy(m, "underground"), 1)
    for end in (EndDeployment(), EndRecon(), EndRedeployment()):
        if s.pending() is not None and s.pending().kind != "attack":
            s.apply(end, 1)
    return s


def whole(scene) -> list[str]:
    """The action buttons not wholly shown in the list."""
    lst = scene.actions
    return [str(getattr(i, "label", i)) for i in lst.items if not lst.rect.contains(i.rect)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_attack_shown_at_150(home, lang):
    app, scene = open_small("150%", lang, combat_underground())
    assert scene.kind() == "attack", scene.kind()
    assert len(scene.actions.items) >= 4, len(scene.actions.items)
    assert scene.actions.max_offset() == 0 and not whole(scene), \
        f"{lang}: attacks out of the list {tuple(scene.actions.rect)} under the step {tuple(scene.step_rect)}: {whole(scene)}"
    assert scene.step_rect.h >= 2 * 19 + 12, tuple(scene.step_rect)  # (the step keeps two rows at least)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_transformation_choices_at_150(home, lang):
    """At the transformation the capsule monsters' buttons (three lines each with their dice faces) left "Transform"
    alone over an empty list's foot: a combat list that scrolls anyway keeps the step to two rows (its rest on hover),
    and the list shows two buttons or more whole ("Transform" and the first capsule monster)."""
    s = combat_underground()
    scripted(s, 6, 6, 6, 6)
    from tabletop.games.ultraseven.actions import Attack

    while s.pending() is not None and s.pending().kind == "attack":
        attacks = [a for a in s.legal_actions() if isinstance(a, Attack)]
        if not attacks:
            break
        s.apply(attacks[0], 1)
    app, scene = open_small("150%", lang, s)
    lst = scene.actions
    shown = [i for i in lst.items if lst.rect.contains(i.rect)]
    assert len(shown) >= 2, f"{lang}: {len(shown)} whole button(s) in the list {tuple(lst.rect)}"
