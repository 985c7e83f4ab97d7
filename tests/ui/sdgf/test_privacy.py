"""PRIVACY: no frame drawn for one seat shows a card of the other seat's hand or of any deck.

Every face the card renderer draws in a frame is recorded (``CardRenderer.face``
is wrapped, so faces drawn by any scene, overlay, hover zoom or drag ghost are
caught), and every face the card table shows (``CardTableView.drawn_faces``: the
cards at rest on its kept image too, which are not drawn again); after the frame the recorded face ids (card instances) are compared
with the hidden zones of the state that frame showed.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.views.sdgf.scene import SdgfScene
from tabletop.ui.widgets import PrivacyCurtain

from .conftest import click_at, drag, lift, start


@pytest.fixture
def drawn(monkeypatch):
    faces: list[str] = []
    original, table_draw = CardRenderer.face, CardTableView.draw

    def recording(self, face, width, lang="ja", **look):
        faces.append(face.id)
        return original(self, face, width, lang, **look)

    def recording_table(self, *args, **kwargs):
        table_draw(self, *args, **kwargs)
        faces.extend(self.drawn_faces)  # with those of the cards at rest on the table's kept image (not drawn again)

    monkeypatch.setattr(CardRenderer, "face", recording)
    monkeypatch.setattr(CardTableView, "draw", recording_table)
    return faces


def check_frame(app, scene, faces: list[str]) -> int:
    """Assert the privacy of the frame just drawn; returns how many faces it drew."""
    s = scene.session.state
    if isinstance(app.top, PrivacyCurtain):
        assert faces == [], "a face was drawn under the privacy curtain"
        return 0
    seat = scene.viewer
    secret = set(s.zone("deck", 0).cards) | set(s.zone("deck", 1).cards)
    if seat is None:
        secret |= set(s.zone("hand", 0).cards) | set(s.zone("hand", 1).cards)
    else:
        secret |= set(s.zone("hand", 1 - seat).cards)
    leaked = secret & set(faces)
    assert not leaked, f"frame {app.frame} for seat {seat} drew hidden cards {sorted(leaked)}"
    return len(faces)


def step(app, scene, faces, events, dt=0.016) -> int:
    faces.clear()
    app.step(events, dt)
    return check_frame(app, scene, faces)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("seed", [7, 11])
def test_privacy_no_frame_for_one_seat_draws_the_other_seats_hand_or_any_deck(app, drawn, seed):
    scene = start(app, seed=seed)
    assert isinstance(scene, SdgfScene)
    rng = random.Random(seed)
    total = 0
    frames = 0
    session = scene.session
    decisions = 0
    while session.state.turn <= 3 and not session.is_over():
        decisions += 1
        # hover over every card and pile on the table (the zoom must not leak either)
        for slot in list(scene.table.slots) if decisions % 3 == 1 else []:
            total += step(app, scene, drawn, [motion(slot.rect.center)], 0.6)
            frames += 1
        for name in ("opp_hand", "opp_deck", "own_deck"):
            total += step(app, scene, drawn, [motion(scene.geo[name].center)], 0.6)
        if isinstance(app.top, PrivacyCurtain):
            total += step(app, scene, drawn, [motion((5, 5))])
            lift(app)
            continue
        legal = session.legal_actions()
        action = rng.choice(legal)
        card = getattr(action, "card", None)
        if card is not None and not getattr(action, "target", ""):
            # drag it half-way (the ghost is drawn), then decide with the scene
            slot = next((sl for sl in scene.table.slots if sl.entry.id == card), None)
            if slot is not None:
                drawn.clear()
                app.step([motion(slot.rect.center), pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                                       pos=slot.rect.center, button=1),
                          motion((slot.rect.centerx + 40, slot.rect.centery - 60))], 0.016)
                faces = list(drawn)
                check_frame(app, scene, faces)
                assert card in faces  # the dragged card itself is drawn: the recorder sees everything
                app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], 0.016)
        scene.apply_action(action)
        total += step(app, scene, drawn, [])
        frames += 1
        # the curtain comes down at once when the seat changes: the next frame shows nothing
        if isinstance(app.top, PrivacyCurtain):
            assert step(app, scene, drawn, []) == 0
    assert frames > 50 and total > 500  # the test really looked at many drawn faces


def test_privacy_the_other_hand_is_drawn_as_backs(app, drawn):
    scene = start(app, seed=7)
    opp = 1 - scene.shown_seat
    zone = next(z for z in scene.table.zones if z.name == f"hand{opp}")
    assert len(zone.cards) == 5 and all(e.face is None for e in zone.cards)
    own = next(z for z in scene.table.zones if z.name == f"hand{scene.shown_seat}")
    assert all(e.face is not None for e in own.cards)
    click_at(app, (5, 5))
    drag(app, zone.rect.center, scene.geo["own_standby"].center)  # cannot pick up the opponent's cards
    assert scene.drag is None
