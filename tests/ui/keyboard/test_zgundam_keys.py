"""Z Gundam by keyboard alone: launch it, then play Player 1's whole set-up turn (pair, discard)."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.views.zgundam.scene import RecapDialog, ZGundamScene

from .keys import label_of, launch, lift_curtain, press, tab_to


def action_button(scene, text):
    return lambda w: w in scene.action_list.items and text in label_of(w)


def test_a_whole_turn_of_zgundam_by_keyboard(kb):
    session = launch(kb, "zgundam", seats=2, options={"end": "one_fleet"})
    assert session.seats == 2 and session.options["end"] == "one_fleet"
    lift_curtain(kb)
    if isinstance(kb.top, RecapDialog):        # the log since the seat last had the computer
        press(kb, pygame.K_RETURN)
    scene = kb.top
    assert isinstance(scene, ZGundamScene) and scene.at_computer()
    state = session.state
    assert state.phase == "setup_deploy" and session.pending().seat == 0
    # pair a mobile suit with a pilot: Tab to the action in the list, Enter
    tab_to(kb, action_button(scene, "Make combat ready"))
    press(kb, pygame.K_RETURN)
    assert len(session.state.pairs(0)) == 1
    # finish pairing if still offered, then discard down to the hand limit, all by Tab + Enter
    for _ in range(12):
        if session.pending().seat != 0:
            break
        texts = [label_of(w) for w in scene.action_list.items]
        want = "Finish pairing" if any("Finish pairing" in t for t in texts) else \
            "Make combat ready" if session.state.phase == "setup_deploy" else "Discard"
        tab_to(kb, action_button(scene, want))
        hand_before = len(session.state.cards("hand0"))
        press(kb, pygame.K_SPACE)
        if want == "Discard":
            assert len(session.state.cards("hand0")) == hand_before - 1
    assert session.pending().seat == 1                       # Player 1's turn is over
    assert session.state.phase in ("setup_deploy", "setup_discard")
    assert all(a["seat"] == 0 for a in session.to_save()["actions"])
    assert len(session.to_save()["actions"]) >= 2
    # the curtain for Player 2 is up; Enter lifts it and a recap may follow: Enter closes it too
    lift_curtain(kb)
    if isinstance(kb.top, RecapDialog):
        press(kb, pygame.K_RETURN)
    assert kb.top is scene and scene.shown_seat == 1 and scene.at_computer()
    assert focus.focusables(scene)                           # Player 2 can go on by keyboard
