"""Issue 16: on the Ultra Seven screen no marker covers a card's name or a number, at every size.

The positions come from a seeded game of the computer players (seed 3, quick bots; set on the screen through
``Session.set_position``): the opening, the alien's turn 5 (cards face down with chits, a face-up card with
chits and damage, no TDF groups on the table), and the TDF's combat in turn 4 (groups in the areas, this turn's
recon results, face-down cards as backs), the last seen by the TDF and by the alien (the TDF played by the
computer). Each is shown in both languages at 1280x800, at 800x560 and at 150 % UI scale (a 1280x800 window).

What the screen draws over the board (``UltraSevenScene.overlays``: counters, face-down marks, recon results,
area names, zone labels) must cover no card's name or number as the card renderer placed them
(``CardTableView.card_prints``), nor may a card's counters in its hover view; every card drawn as a card keeps
its name's ink floor (docs/art.md, "Type"); on the small tables the invasion cards and Seven are tiles, whose
names ``test_small.py`` checks.
"""

from __future__ import annotations

import copy

import pygame
import pytest

from tabletop.core.bots import bot_move, make_bot
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.cards.render import TILE_H
from tests.ui.card_ink import name_ink
from tests.ui.test_card_names import SMALL, TABLE, THUMBNAIL
from tests.ui.ultraseven.helpers import start

SEED = 3
#: name: (window size, UI scale)
SIZES = {"1280x800": ((1280, 800), 1.0), "800x560": ((800, 560), 1.0), "150%": ((1280, 800), 1.5)}


def _face_down(view: dict) -> int:
    return sum(1 for a in view["areas"] if a["invasion"] and not a["invasion"]["face_up"])


def _damaged(view: dict) -> bool:
    return any(a["invasion"] and a["invasion"]["face_up"] and a["invasion"].get("damage") for a in view["areas"])


@pytest.fixture(scope="module")
def positions() -> dict[str, tuple[object, int]]:
    """name: (state, the seat whose screen it is)."""
    s = Session(GAME, 2, {"mode": "campaign"}, dice=SeededSource(SEED))
    bots = [make_bot(GAME, "quick", seat, SEED) for seat in range(2)]
    found: dict[str, tuple[object, int]] = {"opening": (copy.deepcopy(s.state), 0)}
    while len(found) < 4:
        decision = s.pending()
        view = s.view(decision.seat)
        if decision.seat == 0 and "alien" not in found and _face_down(view) >= 2 and _damaged(view):
            found["alien"] = (copy.deepcopy(s.state), 0)
        if (decision.seat == 1 and "tdf" not in found and view["recon_results"] and view["face_down"]
                and any(a["tdf"] for a in view["areas"]) and _damaged(view)):
            found["tdf"] = (copy.deepcopy(s.state), 1)
            found["alien watching"] = (copy.deepcopy(s.state), 0)
        s.apply(bot_move(s, bots[decision.seat]), decision.seat)
        assert len(s.actions) < 400, f"seed {SEED} no longer reaches the positions: {sorted(found)}"
    return found


def _screens(app, positions):
    for name, (state, seat) in positions.items():
        players = ["human", "human"]
        if name == "alien watching":  # the alien's screen while the computer's TDF plays: its groups, its recon
            players = ["human", "quick"]
        session = Session(GAME, 2, {"mode": "campaign"}, seed=SEED, players=players)
        session.set_position(copy.deepcopy(state))
        scene = start(app, session)
        assert scene.viewer == seat, name
        yield name, scene


#: 800x560 in `make soak` (a minute and more of the suite); 150 % and 1280x800 in `make test`
@pytest.mark.parametrize("size", ["1280x800", pytest.param("800x560", marks=pytest.mark.slow), "150%"])
def test_no_marker_covers_a_name_or_a_number(home, positions, size):
    from tabletop.ui.app import App

    window, scale = SIZES[size]
    app = App("ja", size=window)
    width, floor = TABLE["ultraseven"] if size == "1280x800" else SMALL["ultraseven"]
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    try:
        for lang in ("ja", "en"):
            app.set_lang(lang)
            seen = set()
            for name, scene in _screens(app, positions):
                prints = scene.table.card_prints(lang)
                overlays = scene.overlays(lang)
                seen |= {kind for kind, _ in overlays}
                covered = [(kind, tuple(rect), slot.entry.id, tuple(spot)) for kind, rect in overlays
                           for slot, spot in prints if rect.colliderect(spot)]
                assert not covered, f"{size} {lang} {name}: covered (what, where, card, its print): {covered}"
                zoom = scene.table.zoom_width
                for slot in scene.table.slots:
                    face = slot.entry.face
                    if face is None or not slot.entry.markers:
                        continue
                    card = pygame.Rect((0, 0), scene.table.cards.face(face, zoom, lang, full=True).get_size())
                    spots = scene.table.cards.marker_rects(card, slot.entry.markers, face, lang, full=True)  # (as the
                    # hover view draws them, ``CardTableView.draw_zoom``)
                    prints = scene.table.cards.anatomy(face, zoom, lang, full=True).print_rects()
                    assert not [(a, b) for a in spots for b in prints if a.colliderect(b)], (size, name, face.id)
                cards = [slot for slot in scene.table.slots if slot.entry.face is not None and not slot.strip]
                tiles = [slot for slot in scene.table.slots if slot.strip and slot.rect.h >= TILE_H]  # small tables
                assert cards or tiles, name
                low = []
                for slot in cards:
                    if slot.rect.w < THUMBNAIL:
                        continue
                    assert slot.rect.w >= width, (size, name, slot.zone, slot.rect.w)
                    ink = name_ink(scene.table.cards.face(slot.entry.face, slot.rect.w, lang), slot.entry.face)
                    if not ink or max(ink) < floor:
                        low.append((slot.entry.face.title.get(lang), ink))
                assert not low, f"{size} {lang} {name}: names under {floor} px of ink: {low}"
            assert {"counter", "face down", "recon", "area", "label"} <= seen, (size, lang, seen)
    finally:
        if scale != 1.0:
            app.change_setting("ui_scale", 1.0)
