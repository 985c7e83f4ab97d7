"""Issue 16: the combat's attack list keeps whole buttons after an attack.

A newcomer's combat at 1280x800 (the TDF against the computer, four members and two weapons against one invader): the
list of ten attacks scrolled; after the wheel and an attack from the list's third button, the attacker's buttons went
and the kept offset left the foot of a two-line button at the list's top ("2 or less"). The list now brings the button
cut at its top whole into view.
"""

from __future__ import annotations

import pytest

from tabletop.ui.inputs import Input
from tests.ui.ultraseven.helpers import open_1280, scripted


def combat_of_six():
    from tabletop.games.ultraseven import GAME
    from tabletop.games.ultraseven.actions import (Deploy, EndAlienActions, EndDeployment, EndRecon,
                                                   EndRedeployment)
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv11", face_up=True, chits=5)  # (in the mountains: Magma Riser can fight)
    area = GAME.book.invasion["inv11"].area
    s.apply(EndAlienActions(), 0)
    for card in ("m_kiriyama", "m_furuhashi", "m_soga", "m_dan", "w_hawk1", "w_magma"):
        s.apply(Deploy(card, area), 1)
    for end in (EndDeployment(), EndRecon(), EndRedeployment()):
        if s.pending() is not None and s.pending().kind != "attack":
            s.apply(end, 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_attack_list_whole_after_an_attack(home, lang):
    app, scene = open_1280(lang, combat_of_six())
    assert scene.kind() == "attack", scene.kind()
    scripted(scene.session, 1, 6)
    lst = scene.actions
    assert lst.max_offset() > 0, f"{lang}: the list does not scroll"
    for _ in range(3):
        scene.handle(Input("wheel", lst.rect.center, dy=-1))
    app.step([], 0.1)
    shown = [i for i in lst.items if lst.rect.contains(i.rect)]
    shown[-1].on_click()
    app.step([], 0.5)
    cut = [tuple(i.rect) for i in lst.items if i.rect.y < lst.rect.y < i.rect.bottom]
    assert not cut, f"{lang}: a button cut at the top of the list {tuple(lst.rect)} (offset {lst.offset}): {cut}"
    half = [tuple(i.rect) for i in lst.items if lst._visible(i) and not lst.rect.contains(i.rect)]
    assert not half, f"{lang}: buttons drawn cut by the list {tuple(lst.rect)}: {half}"
