"""Ultra Seven by keyboard alone: launch it, then play one whole alien turn.

The alien places an invasion card face down (Tab to it in the action list, Enter),
lists every action with A (the keyboard path to the board's click actions), puts an
invasion chit on that card, and ends its actions with the step button; then the
curtain rises for the TDF.
"""

from __future__ import annotations

import pygame

from tabletop.games.ultraseven.actions import PlaceChit
from tabletop.ui.scenes.help import scene_keys
from tabletop.ui.views.ultraseven.scene import UltraSevenScene
from tabletop.ui.widgets import PrivacyCurtain

from .keys import label_of, launch, lift_curtain, press, tab_to


def in_list(scene, text):
    return lambda w: w in scene.actions.items and text in label_of(w)


def test_an_alien_turn_of_ultraseven_by_keyboard(kb):
    session = launch(kb, "ultraseven", options={"mode": "two_cour"})
    assert session.options["mode"] == "two_cour"
    lift_curtain(kb)
    scene = kb.top
    assert isinstance(scene, UltraSevenScene) and session.pending().kind == "alien"
    state = session.state
    ap = state.ap
    # place a card from the hand: it is in the list without any selection
    tab_to(kb, in_list(scene, "face down"))
    press(kb, pygame.K_RETURN)
    state = session.state
    placed = [c for a in state.areas for c in state.zones[f"inv:{a}"].cards]
    assert len(placed) == 1 and state.ap == ap - 2
    card = placed[0]
    zone = next(state.zones[f"inv:{a}"] for a in state.areas if card in state.zones[f"inv:{a}"].cards)
    assert not zone.is_face_up(card)                         # placed face down (rule 8)
    # a chit on it: a board click with the mouse, by keyboard through A (listed in the F1 key help)
    assert "A" in {k for k, _ in scene_keys(scene)}
    assert not any(in_list(scene, "invasion chit")(w) for w in scene.actions.items)
    press(kb, pygame.K_a)
    assert scene.list_every
    tab_to(kb, in_list(scene, "invasion chit"))
    press(kb, pygame.K_RETURN)
    assert session.state.chits.get(card) == 1 and session.state.ap == ap - 3
    assert isinstance(session.game.action_from_json(session.actions[-1]["action"]), PlaceChit)
    # end the alien actions with the step button
    tab_to(kb, lambda w: w is scene.end_button)
    assert "End actions" in label_of(scene.end_button)
    press(kb, pygame.K_RETURN)
    assert session.pending().seat == 1 and session.pending().kind != "alien"
    assert [a["seat"] for a in session.to_save()["actions"]] == [0, 0, 0]
    assert isinstance(kb.top, PrivacyCurtain)                 # the TDF takes the computer
    lift_curtain(kb)
    assert kb.top is scene and scene.viewer == 1
