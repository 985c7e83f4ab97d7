"""Issue 16 (session 30): a scrolling action list kept as high as a taller button further down showed its first short
row over a blank: at 1280x800 the transformation's "Transform (2D6, 8 or less)" (34 px) and the line saying how many
more buttons there are left 24 px empty over the list's foot (the capsule monsters' 76 px buttons below); with that
line in the step panel, 42 px. The first rows now take that blank (``scene.fill_top``): at every turn of the wheel the
list shows whole rows, and its line, down to its foot."""

from __future__ import annotations

import copy

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tests.ui.ultraseven.helpers import open_1280
from tests.ui.ultraseven.test_capsule_words import capsule_step
from tests.ui.ultraseven.test_list_says_more import SEED, transformation  # noqa: F401 (a fixture)


def _blank(scene) -> int:
    """The px under the list's last whole row (and the line under it, where it shows in the list)."""
    actions = scene.actions
    shown = [item.rect.bottom for item in actions.items if actions.shows(item)]
    cue = scene.shown_cue()
    if cue is not None and actions.rect.contains(cue):
        shown.append(cue.bottom)
    return actions.rect.bottom - max(shown, default=actions.rect.y)


def _check_turns(app, scene, lang: str) -> None:
    actions = scene.actions
    assert actions.max_offset() > 0, "the list should scroll"
    for turn in range(3):
        rows = [getattr(item, "row_height", actions.item_height) for item in actions.items]
        blank = _blank(scene)
        assert blank <= actions.gap, (lang, turn, blank, tuple(actions.rect), rows)
        r = actions.rect
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)],
                 0.016)


@pytest.mark.parametrize("lang", LANGS)
def test_transformation_list_has_no_blank_under_its_first_row(probe, lang, transformation):
    session = Session(GAME, 2, {"mode": "campaign"}, seed=SEED)
    session.set_position(copy.deepcopy(transformation))
    app, scene = open_1280(lang, session)
    first = scene.actions.items[0]
    app.step([], 0.05)
    drawn = [d for d in probe.texts(app.surface) if first.rect.contains(d.rect)]
    assert drawn and not any(d.cut for d in drawn), [d.shown for d in drawn]  # its label whole in the taller row
    _check_turns(app, scene, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_capsule_step_list_has_no_blank_under_its_first_row(home, lang):
    app, scene = open_1280(lang, capsule_step())
    _check_turns(app, scene, lang)
