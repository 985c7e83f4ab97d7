"""Issue 16: a scrolling action list shows whole buttons with no gap under them at every turn of the wheel.

At 150 % UI scale (Japanese) the TDF's attack list in a combat in space was a one-line button and a two-line one (92 px);
one turn of the wheel brought a two-line button to the top and left 38 px empty under it, the next two-line button
hidden below. A list that scrolls now gives its one- and two-line buttons one height (``scene.even_rows``); where it
shows one button only, the line saying how many more there are follows the step's text with no gap over it."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.ultraseven.helpers import open_small


def six_attack_in_space():
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, EndRecon, EndRedeployment
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv01", face_up=True, chits=5, damage=1)
    s.apply(EndAlienActions(), 0)
    for m in ("m_kiriyama", "w_hawk1", "w_hawk2", "m_dan", "m_anne", "m_amagi"):
        s.apply(Deploy(m, "space"), 1)
    for end in (EndDeployment(), EndRecon(), EndRedeployment()):
        s.apply(end, 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_attack_list_has_no_gap_at_any_wheel_turn_at_150(home, lang):
    app, scene = open_small("150%", lang, six_attack_in_space())
    actions = scene.actions
    assert actions.content_height() > actions.rect.h, "the attack list should scroll at 150 %"
    from tabletop.ui.views.ultraseven.scene import STEP_PAD, STEP_ROW

    shown = [i for i in actions.items if actions.rect.contains(i.rect)]
    assert len(shown) >= 2 or scene.list_cue is not None, lang  # two whole buttons, or how many more in words
    if scene.list_cue is not None and scene.list_cue.bottom <= scene.step_rect.bottom:  # in the step panel: right
        foot = scene.step_rect.y + STEP_PAD + len(scene.step_rows(lang, scene.step_rect.w)) * STEP_ROW  # under its
        assert scene.list_cue.y == foot, (lang, tuple(scene.list_cue), foot)  # text, no gap over it
    k = app.scale
    for turn in range(len(actions.items)):
        r = actions.rect
        whole = [i for i in actions.items if r.contains(i.rect)]
        assert whole, (lang, turn, tuple(r))
        gap = r.bottom - max(i.rect.bottom for i in whole)
        assert gap <= actions.gap, (lang, turn, tuple(r), [tuple(i.rect) for i in actions.items])
        pos = (int(r.centerx * k), int(r.centery * k))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)],
                 0.016)
