"""SD Gundam Force by keyboard alone: launch it with chosen decks, play one whole battle turn.

Keys used: 1-6 pick the n-th usable hand card, Enter takes the (first) action of the
card or the only action offered (Reveal terrain, Calculation), Enter lifts the curtain.
"""

from __future__ import annotations

import pygame

from tabletop.games.sdgf.actions import Calculate, Deploy, RevealTerrain
from tabletop.ui.views.sdgf.scene import SdgfScene

from .keys import launch, lift_curtain, press


def test_a_whole_battle_turn_of_sdgf_by_keyboard(kb):
    session = launch(kb, "sdgf", options={"deck0": "neotopia", "deck1": "dark_axis"})
    assert session.options == {"deck0": "neotopia", "deck1": "dark_axis", "first_player_aid": "book"}
    game = session.game
    kinds = []
    for _ in range(40):
        st = session.state
        if kinds and isinstance(kinds[-1], Calculate):
            break
        lift_curtain(kb)
        scene = kb.top
        assert isinstance(scene, SdgfScene)
        before = len(session.actions)
        if len(session.legal_actions()) > 1:
            press(kb, pygame.K_1)                      # the first usable hand card
            assert scene.selected is not None
        press(kb, pygame.K_RETURN)                     # its first action / the only action
        assert len(session.actions) == before + 1, f"Enter did nothing in {st.phase}"
        kinds.append(game.action_from_json(session.actions[-1]["action"]))
    names = [type(a).__name__ for a in kinds]
    assert isinstance(kinds[-1], Calculate), names
    assert sum(isinstance(a, Deploy) for a in kinds) >= 2 and any(isinstance(a, RevealTerrain) for a in kinds)
    assert {a["seat"] for a in session.to_save()["actions"]} == {0, 1}
    st = session.state
    assert st.turn == 2 and st.last_battle is not None and st.last_battle.turn == 1   # the battle was settled
    assert sorted(st.last_battle.result) in (["draw", "draw"], ["loss", "win"])
