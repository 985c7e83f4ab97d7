"""Hidden hands: no frame drawn for one seat shows another seat's secret cards."""

import random
import re

import pygame

from tabletop.ui.views.zgundam.scene import RecapDialog
from tabletop.ui.widgets import PrivacyCurtain

from tests.ui.conftest import click
from .helpers import drawn_face_ids, start


def secrets_of_others(scene, seat):
    state = scene.session.state
    return {c for s in range(state.seats) if s != seat for c in state.cards(f"hand{s}")} | \
        set(state.cards("action_deck")) | set(state.cards("ship_deck"))


def hover_everywhere(app, scene):
    """Move the pointer over every card so hover zoom is drawn too; return the faces zoomed."""
    zoomed = set()
    for slot in list(scene.table.slots):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
        hit = scene.table.card_at(slot.rect.center)
        if hit is not None and hit.entry.face is not None:
            zoomed.add(hit.entry.face.id)
    return zoomed


def test_privacy_no_frame_for_a_seat_shows_another_seats_hand(app):
    scene = start(app, seats=4, seed=5)
    rng = random.Random(11)
    checked_seats = set()
    recaps = []
    for step in range(90):
        if scene.session.is_over():
            break
        while isinstance(app.top, (PrivacyCurtain, RecapDialog)):
            if isinstance(app.top, RecapDialog):
                recaps.append((scene.viewer, app.top))
                click(app, app.top.ok_button)
            else:
                # under the curtain nothing of the game is drawn: the model may hold the old seat,
                # the screen does not (base GameScene tests); lift it for the next seat
                click(app, (640, 400))
        app.step([], 0.016)
        seat = scene.viewer
        assert seat == scene.session.pending().seat
        checked_seats.add(seat)
        forbidden = secrets_of_others(scene, seat)
        drawn = drawn_face_ids(scene)
        assert not drawn & forbidden, f"seat {seat} sees {drawn & forbidden}"
        # other seats' hands are drawn as backs without ids
        for zone in scene.table.zones:
            if zone.name.startswith("hand") and zone.name != f"hand{seat}":
                assert all(e.id is None and e.face is None for e in zone.cards)
        if step % 30 == 0:
            assert not hover_everywhere(app, scene) & forbidden
        scene.apply_action(rng.choice(scene.session.legal_actions()))
    assert checked_seats == {0, 1, 2, 3}
    # every recap holds only what its seat may see
    assert recaps
    texts = [(line[0] if isinstance(line, tuple) else line)("en") for _, d in recaps for line in d.lines]
    assert any(re.search(r"draws \d+ cards?\.", t) for t in texts)  # others' draws are there, as counts only
    for seat, dialog in recaps:
        for line in dialog.lines:
            label = line[0] if isinstance(line, tuple) else line
            text = label("en")
            for other in range(4):
                if other != seat:
                    assert f"P{other + 1} draws:" not in text and f"P{other + 1}'s hand:" not in text
