"""Driving the Z Gundam table through ``App.step`` with constructed mouse events."""

from __future__ import annotations

import pygame

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.inputs import click_events
from tabletop.ui.widgets import PrivacyCurtain

from tests.ui.conftest import click


def start(app, seats=3, seed=7, options=None):
    discover()
    session = Session(registry.find("zgundam"), seats, options, dice=SeededSource(seed))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return scene


def lift(app, recaps=None):
    """Click through the privacy curtain and the recap that follows it (at any UI scale)."""
    from tabletop.ui.views.zgundam.scene import RecapDialog

    k = app.scale  # the window's pixels per logical pixel (UI scale)
    for _ in range(6):
        if isinstance(app.top, PrivacyCurtain):
            click(app, (640, 400))
        elif isinstance(app.top, RecapDialog):
            if recaps is not None:
                recaps.append(app.top)
            x, y = app.top.ok_button.rect.center
            click(app, (int(x * k + k / 2), int(y * k + k / 2)))
        else:
            break
    app.step([], 0.016)


def at_the_table(probe, lang: str, size: tuple[int, int], seats: int, seed: int, pair: bool = False,
                 scale: float = 1.0, moves: int = 0):
    """(app, driver, scene, seat): a game of ``seats`` set up by the rules (``to_action_phase``) on an app
    made inside ``probe`` at ``size`` and UI ``scale`` (the caller sets the scale back to 1.0), the curtain
    lifted for the seat to move and every card in place; ``moves``: mid-game, that many moves played by quick
    computer players after the set-up (``play_on``)."""
    discover()
    session = Session(registry.find("zgundam"), seats, None, dice=SeededSource(seed))
    seat = to_action_phase(session, pair=pair)
    if moves:
        seat = play_on(session, moves, seed)
    app, driver, scene = seated(probe, session, lang, size, scale)
    assert scene.viewer == seat and app.top is scene
    return app, driver, scene, seat


def seated(probe, session, lang: str, size: tuple[int, int], scale: float = 1.0):
    """(app, driver, scene): ``session`` on an app made inside ``probe`` at ``size`` and UI ``scale`` (the caller
    sets the scale back to 1.0), the curtain lifted for the seat to move and every card in place."""
    from tabletop.ui.app import App
    from tests.ui.driver import Driver

    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    driver = Driver(app, probe)
    scene = app.start_game(session)
    driver.frames(1)
    lift(app)
    driver.still()
    return app, driver, scene


def point_on(scene, card_id):
    """A screen point where ``card_id`` is the topmost card (cards may overlap)."""
    for slot in scene.table.slots:
        if slot.entry.id != card_id:
            continue
        r = slot.rect
        for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
            for fy in (0.2, 0.5, 0.8):
                p = (int(r.x + fx * r.w), int(r.y + fy * r.h))
                hit = scene.table.card_at(p)
                if hit is not None and hit.entry.id == card_id:
                    return p
    raise AssertionError(f"{card_id} is not on the table")


def click_card(app, scene, card_id):
    click(app, point_on(scene, card_id))


def set_up_step(session):
    """The set-up's next action as a player new to it takes it: a pairing while one is legal, then finish pairing,
    then the first discard."""
    from tabletop.games.zgundam import actions as A

    acts = session.legal_actions()
    return next((a for a in acts if isinstance(a, A.DeployPair)), None) or \
        next((a for a in acts if isinstance(a, A.FinishDeploy)), None) or \
        next(a for a in acts if isinstance(a, A.Discard))


def to_action_phase(session, held: int = 0, pair: bool = False) -> int:
    """Set-up played by the rules' own actions (``pair``: every MS paired that can be; finish pairing;
    discard to 4), then at least ``held`` cards in the hand of the seat to move; returns that seat."""
    from tabletop.games.zgundam import actions as A

    while session.state.phase != "action":
        acts = session.legal_actions()
        pairs = [a for a in acts if isinstance(a, A.DeployPair)] if pair else []
        act = (pairs or [None])[0] or next((a for a in acts if isinstance(a, A.FinishDeploy)), None) or \
            next(a for a in acts if isinstance(a, A.Discard))
        session.apply(act, session.pending().seat)
    seat = session.pending().seat
    state = session.state
    with session.edit():
        while len(state.cards(f"hand{seat}")) < held:
            state.cards(f"hand{seat}").append(state.cards("action_deck").pop())
    return seat


def play_on(session, moves: int, seed: int) -> int:
    """``moves`` moves (or to the end) played by quick computer players for whoever must decide; returns the seat
    that decides next (a mid-game table: more ships and pairs in every row)."""
    from tabletop.core.bots import make_bot, seen_by

    bots = {}
    for _ in range(moves):
        decision = session.pending()
        if decision is None:
            break
        bot = bots.setdefault(decision.seat, make_bot(session.game, "quick", decision.seat, seed))
        session.apply(bot.choose(seen_by(session, bot)), decision.seat)
    decision = session.pending()
    assert decision is not None, "the game ended"
    return decision.seat


def zone_point(scene, name):
    zone = next(z for z in scene.table.zones if z.name == name)
    return zone.rect.center


def drag(app, start, end, steps=4):
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(events, 0.016)


def drawn_face_ids(scene):
    """Every card id whose FACE the current frame draws (backs carry no id)."""
    return {slot.entry.face.id for slot in scene.table.slots if slot.entry.face is not None}


def hand(scene, seat):
    return list(scene.session.state.cards(f"hand{seat}"))


def click_button(app, scene, text_part, lang="ja"):
    from tests.ui.conftest import button_labelled

    click(app, button_labelled(scene, text_part, lang))


def repair_by_clicks(app, scene, seat: int) -> str:
    """``seat``'s first ship two points damaged, a repair card given and the hand cut to four (no hand limit after
    it: the repair ends the turn), then repaired by 2 with clicks; returns the ship."""
    from tests.ui.zgundam.test_play import give

    session = scene.session
    ship = session.state.cards(f"ships{seat}")[0]
    with session.edit():
        session.state.damage[ship] = 2
    repair = give(session, seat, "repair")
    while len(hand(scene, seat)) > 4:
        card = next(c for c in hand(scene, seat) if c != repair)
        with session.edit():
            session.state.cards(f"hand{seat}").remove(card)
            session.state.cards("discard").append(card)
    scene.on_change([])
    click_card(app, scene, repair)
    click_card(app, scene, ship)
    click_button(app, scene, "2ポイント")
    return ship


__all__ = ["start", "repair_by_clicks", "lift", "at_the_table", "play_on",
           "to_action_phase", "point_on", "click_card", "zone_point", "drag", "drawn_face_ids", "hand",
           "click_button", "click_events"]


def name_rect(probe, scene, slot, lang: str) -> pygame.Rect:
    """Where the card's name is drawn on screen: a strip shows it whole; a face has it in its title band
    (the probe's notes of the face, moved to the slot)."""
    if slot.strip:
        return pygame.Rect(slot.rect)
    face = scene.table.cards.face(slot.entry.face, slot.rect.w, lang)
    name = slot.entry.face.title.get(lang)
    h = slot.rect.h
    inks = [d.whole for d in probe.texts(face) if d.whole.top < h * 0.5
            and (d.full == name or (len(d.full) > 1 and d.full in name))]
    assert inks, f"no name drawn on {slot.entry.id}"
    return inks[0].unionall(inks[1:]).move(slot.rect.topleft)


def name_shown(probe, scene, slot, lang: str) -> str:
    """The card's name as the frame drew it on its face or strip (the probe's notes of that image)."""
    entry = slot.entry
    name = entry.face.title.get(lang)
    if slot.strip:
        zone = next(z for z in scene.table.zones if z.name == slot.zone)
        image = scene.table.cards.strip(entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                        sum(1 for mk in entry.markers if mk.count > 0))
    else:
        image = scene.table.cards.face(entry.face, slot.rect.w, lang)
    band = image.get_height() if slot.strip else image.get_height() // 2  # a face has its name in the top half
    parts = [d.shown for d in probe.texts(image) if d.full and d.full in name and d.whole.top < band]
    return "".join(parts)


def strip_anatomy(scene, slot, lang: str):
    """The ``render.Anatomy`` of the name strip in ``slot`` as the table draws it (its print sizes, lines and numbers)."""
    from tabletop.ui.cards.table import _reserved

    table = scene.table
    zone = table._zone(slot.zone)
    return table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                     _reserved(slot.entry, zone), table.name_max(zone, lang), bool(zone.side),
                                     bool(zone.columns))
