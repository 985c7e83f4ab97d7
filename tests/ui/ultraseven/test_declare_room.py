"""Issue 16 (session 30): at 150 % UI scale the step panel kept its height through a reconnaissance declared on the
board: the declaration's text (the area, its recon total, what the roll decides) showed cut behind arrows over "Roll
2D6" and "Cancel the declaration" and a list 44 px empty where the area buttons had been. Such a declaration now lays
the panel out anew, as high as its text over both its buttons, and the panel gives the room back to the list when it
is rolled (one declared on the list's button keeps the panel: "Roll 2D6" comes under the pointer, test_list_room)."""

from __future__ import annotations

import pytest

from tabletop.core.dice import ScriptedSource
from tabletop.core.i18n import LANGS
from tests.ui.conftest import button_labelled
from tests.ui.ultraseven.helpers import click, open_small, recon_table, zone_pos

ROLL = {"ja": "2D6を振る", "en": "Roll 2D6"}


def _recon():
    """The TDF's reconnaissance with groups in five areas, none reconnoitred yet."""
    return recon_table((("inv01", True, 5, 1), ("inv29", False, 2, 0), ("inv11", True, 1, 0), ("inv24", False, 3, 0)),
                       (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_furuhashi", "city"), ("w_pointer", "city"),
                        ("m_amagi", "mountain"), ("m_soga", "sea"), ("m_anne", "insiders")), (), ())


@pytest.mark.parametrize("lang", LANGS)
def test_a_declaration_shows_its_text_over_its_buttons_at_150(home, lang):
    from tabletop.ui.views.ultraseven.scene import LIST_CUE, STEP_PAD, STEP_ROW

    session = _recon()
    app, scene = open_small("150%", lang, session)
    k = app.scale
    before = scene.step_rect.h
    session.dice = ScriptedSource([2, 3, 6, 5])
    x, y = zone_pos(scene, "grp:city")
    click(app, (int(x * k), int(y * k)))
    app.step([], 0.3)
    assert scene.declare == "city"
    actions = scene.actions
    rows = scene.step_rows(lang, scene.step_rect.w)
    shown = [item for item in actions.items if actions.shows(item)]
    assert len(shown) == len(actions.items) == 2, [tuple(i.rect) for i in actions.items]  # roll and cancel, whole
    blank = actions.rect.bottom - max(item.rect.bottom for item in shown)
    need = len(rows) * STEP_ROW + 2 * STEP_PAD
    # the panel shows its whole text, or the list under it leaves it no line's room
    assert not scene.step_cut or blank < LIST_CUE, (lang, scene.step_rect.h, need, blank)
    assert scene.step_rect.h >= before
    roll = button_labelled(scene, ROLL[lang], lang)
    click(app, (int(roll.rect.centerx * k), int(roll.rect.centery * k)))
    app.step([], 0.3)
    assert scene.declare is None and scene.step_rect.h == before, (scene.step_rect.h, before)  # the room back
