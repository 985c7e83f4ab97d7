"""PRIVACY: no frame drawn for the TDF holds the alien's secrets (rules 3.5, 12.4, 12.8).

Every ``CardFace`` drawn and every string rendered while the TDF holds the
computer is recorded (spies on ``CardRenderer.face``, ``TextCache.render``, the strings of kept panels
shown again (``TextCache.shown``) and the faces ``CardTableView.draw`` shows from its kept image of the cards
at rest)
and checked against the secrets of that moment: the alien's hand, the
face-down invasion cards on the table, the deck, and the reconnaissance target
numbers. A failed reconnaissance and one in an empty area draw the very same
frames for the TDF.
"""

from __future__ import annotations

import contextlib

import pygame

from tabletop.core.dice import ScriptedSource
from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.actions import EndAlienActions
from tabletop.ui.app import App
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.text import TextCache
from tabletop.ui.widgets import PrivacyCurtain
from tests.games.ultraseven.helpers import BOOK, clear_table, new, put, to_hand
from tests.ui.conftest import button_labelled

from .helpers import card_pos, click, drag, lift, start, zone_pos


class Recorder:
    def __init__(self, session) -> None:
        self.session = session
        self.faces: list[str] = []
        self.strings: list[str] = []
        self.secrets: set[str] = set()
        self.frames = 0

    def note_secrets(self) -> None:
        """The alien's hand, the invasion cards in the deck, the face-down cards on the table."""
        z = self.session.state.zones
        self.secrets |= set(z["alien_hand"].cards)
        self.secrets |= {c for c in z["deck"].cards if BOOK.kind(c) == "invasion"}
        self.secrets |= {c for a in self.session.state.areas for c in z[f"inv:{a}"].cards
                         if not z[f"inv:{a}"].is_face_up(c)}

    @contextlib.contextmanager
    def on(self):
        faces, strings = self.faces, self.strings
        face, render, shown, table_draw = CardRenderer.face, TextCache.render, TextCache.shown, CardTableView.draw

        def note(f) -> None:
            faces.append(f.id)
            body = (f.body.ja, f.body.en) if f.body else ()
            strings.extend(x for x in (f.title.ja, f.title.en, *body) if x)

        def spy_face(renderer, f, *args, **kwargs):
            note(f)
            return face(renderer, f, *args, **kwargs)

        def spy_table(table, *args, **kwargs):  # the cards at rest on the table's kept image are not drawn again
            table_draw(table, *args, **kwargs)
            shown = set(table.drawn_faces)
            for slot in table.slots:
                if slot.entry.face is not None and slot.entry.face.id in shown:
                    note(slot.entry.face)

        def spy_render(cache, text, *args, **kwargs):
            strings.append(text)
            return render(cache, text, *args, **kwargs)

        def spy_shown(cache, texts):  # the strings of a kept part, shown again with its copy
            strings.extend(texts)
            return shown(cache, texts)

        CardRenderer.face, TextCache.render, TextCache.shown, CardTableView.draw = (spy_face, spy_render, spy_shown,
                                                                                   spy_table)
        try:
            yield self
        finally:
            CardRenderer.face, TextCache.render, TextCache.shown, CardTableView.draw = face, render, shown, table_draw

    def look_everywhere(self, app, scene) -> None:
        """Frames with the pointer over every card and zone (hover zooms), log and recap both."""
        self.note_secrets()
        points = [s.rect.center for s in scene.table.slots] + [(z.frame or z.rect).center for z in scene.table.zones]
        with self.on():
            for p in points:
                app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))], 0.5)
                self.frames += 1
            for _ in range(2):
                click(app, scene.recap_button.rect.center)
                self.frames += 1

    def check(self) -> None:
        assert self.frames > 0
        leaked = self.secrets & set(self.faces)
        assert not leaked, f"secret cards drawn for the TDF: {leaked}"
        names = {BOOK.name(c).ja for c in self.secrets} | {BOOK.name(c).en for c in self.secrets}
        titles = {GAME.spec.title.ja, GAME.spec.title.en}  # the last episode shares the game's title
        for s in self.strings:
            if s in titles:
                continue
            hit = [n for n in names if n and n in s]
            assert not hit, f"secret card named on the TDF's screen: {hit} in {s!r}"
            assert "内訳" not in s and "Reconnaissance detail" not in s


def test_privacy_no_tdf_frame_shows_the_aliens_secrets(app):
    s = new("campaign", seed=5)
    clear_table(s)
    put(s, "inv02", chits=2)                  # face down in the city
    put(s, "inv24", chits=1)                  # face down at sea
    put(s, "inv01", face_up=True, chits=3)    # face up in space
    for c in ("inv05", "inv10", "inv33"):
        to_hand(s, c)
    event = next(c for c in s.state.zones["deck"].cards if BOOK.kind(c) == "event")
    with s.edit():
        s.state.zones["deck"].cards.remove(event)
        s.state.zones["deck"].cards.insert(0, event)
    rec = Recorder(s)
    scene = start(app, s)
    assert scene.shown_seat == 0
    click(app, zone_pos(scene, "deck"))       # the alien draws an event: the TDF decides mid-turn
    assert isinstance(app.top, PrivacyCurtain)
    lift(app)
    assert scene.shown_seat == 1 and s.pending().kind == "event"
    rec.look_everywhere(app, scene)
    with rec.on():
        click(app, button_labelled(scene, "手札にする").rect.center)
    lift(app)
    assert scene.shown_seat == 0
    click(app, scene.end_button.rect.center)   # the alien ends its actions
    lift(app)
    assert scene.shown_seat == 1
    rec.look_everywhere(app, scene)
    with rec.on():
        drag(app, card_pos(scene, "m_soga", "base"), zone_pos(scene, "grp:city"))
        drag(app, card_pos(scene, "m_amagi", "base"), zone_pos(scene, "grp:mountain"))
        click(app, scene.end_button.rect.center)
        s.dice = ScriptedSource([6, 6, 6, 5])
        click(app, zone_pos(scene, "grp:city"))          # a card is there: the roll fails
        click(app, button_labelled(scene, "2D6を振る").rect.center)
        click(app, zone_pos(scene, "grp:mountain"))      # nothing there
        click(app, button_labelled(scene, "2D6を振る").rect.center)
        for _ in range(20):
            app.step([], 0.1)
            rec.frames += 1
    assert len(s.state.recon_results) == 2 and not any(r.found for r in s.state.recon_results)
    rec.look_everywhere(app, scene)
    rec.check()
    assert {"inv01"} <= set(rec.faces)      # the face-up card was drawn, so the spy works


def _recon_screen(session, faces):
    app = App("ja", size=(1280, 800))
    scene = start(app, session)
    session.dice = ScriptedSource(list(faces))
    click(app, zone_pos(scene, "grp:city"))
    click(app, button_labelled(scene, "2D6を振る").rect.center)
    shots = []
    for _ in range(12):  # during and after the dice tumble
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 70), rel=(0, 0), buttons=(0, 0, 0))], 0.08)
        shots.append(pygame.image.tobytes(app.surface, "RGB"))
    return app, scene, shots


def _recon_ready(card: str):
    s = new("campaign", seed=0)
    clear_table(s)
    put(s, card, chits=2)
    s.apply(EndAlienActions(), 0)
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment

    s.apply(Deploy("m_furuhashi", "city"), 1)
    s.apply(EndDeployment(), 1)
    return s


def test_rule_12_8_failed_and_empty_recon_draw_identical_tdf_frames(app):
    failed = _recon_ready("inv02")    # the hidden card is in the city: the roll of 11 fails
    empty = _recon_ready("inv24")     # the hidden card is at sea: the city is empty
    app_f, scene_f, shots_f = _recon_screen(failed, (5, 6))
    app_e, scene_e, shots_e = _recon_screen(empty, (5, 6))
    assert failed.state.recon_results[0].target >= 0 and empty.state.recon_results[0].target == -1
    assert shots_f == shots_e          # pixel for pixel, through the tumble and after
    assert scene_f.view == scene_e.view


def test_rule_12_8_failed_and_empty_differ_only_in_the_dice_area(app):
    failed = _recon_ready("inv02")
    empty = _recon_ready("inv24")
    app_f, scene_f, shots_f = _recon_screen(failed, (5, 6))
    app_e, scene_e, shots_e = _recon_screen(empty, (6, 6))
    w, h = app_f.surface.get_size()
    a, b = app_f.surface, app_e.surface
    # the dice, the step panel and the log show the roll; the whole board must match
    board = scene_f.board_rect
    for x in range(board.x, board.right, 3):
        for y in range(board.y, board.bottom, 3):
            assert a.get_at((x, y)) == b.get_at((x, y)), (x, y)


def test_the_recorder_would_catch_a_leak_on_the_aliens_own_screen(app):
    """The same check on the alien's screen fails: the spies see what is drawn."""
    import pytest

    s = new("campaign", seed=5)
    clear_table(s)
    put(s, "inv02", chits=2)
    to_hand(s, "inv05")
    rec = Recorder(s)
    scene = start(app, s)
    assert scene.shown_seat == 0
    rec.look_everywhere(app, scene)
    assert {"inv02", "inv05"} <= set(rec.faces)
    with pytest.raises(AssertionError):
        rec.check()
