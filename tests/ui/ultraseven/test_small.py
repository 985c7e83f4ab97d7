"""Issue 16: Ultra Seven readable in the 800x560 window and at 150 % UI scale, without the hover.

On the positions of ``test_cover`` (the opening, the alien's turn with face-down and damaged cards, the TDF's
combat with groups and recon results, the alien watching it), in both languages, with the probe reading what
the frame drew (``tabletop.ui.probe``):

* every invasion card in an area, and Seven, is a tile (``cards.layout`` "tile") whose name is drawn whole, never
  cut with "…", each line inside the tile and in type of ``MIN_NAME`` px or more, over all of its numbers;
* the step panel shows every line of its text (the prompt, the rolls, the hint, the results), each inside the
  panel: at once, or (the TDF's combat after three recon results) the prompt and hint at once and the rest with
  the wheel under an arrow;
* the status panel's lines sit inside it with its padding below the last one.
"""

from __future__ import annotations

import copy

import pytest

from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.cards.render import MIN_NAME, TILE_H
from tabletop.ui.views.ultraseven.panels import STATUS_PAD, STEP_HINTS, unplaceable_lines
from tests.ui.driver import Driver
from tests.ui.ultraseven.helpers import start
from tests.ui.ultraseven.test_cover import SEED, positions  # noqa: F401  (the module's positions fixture)
from tests.ui.panel_text import texts_in

SIZES = {"800x560": ((800, 560), 1.0), "150%": ((1280, 800), 1.5)}
#: the status panel at the table size too (its last line sat on the panel's edge at every size)
EVERY = {"1280x800": ((1280, 800), 1.0), **SIZES}
#: the long sweeps: `make test` runs a sample ("sample": each position once, in turn at each size and in each language,
#: so every size, language and position is seen), `make soak` every position in both languages at each size
#: (the sample one screen a test, "sample-0" to "sample-3": each under 10 s)
SAMPLES = [f"sample-{i}" for i in range(4)]  # (``test_cover``'s four positions)
SMALL_SWEEPS = [*SAMPLES, *(pytest.param(size, marks=pytest.mark.slow) for size in SIZES)]
EVERY_SWEEPS = [*SAMPLES, *(pytest.param(size, marks=pytest.mark.slow) for size in EVERY)]


def _compact(text: str) -> str:
    return "".join(ch for ch in text if not ch.isspace() and ch != "-")


def _name_spot(scene, slot, lang: str):
    """Where the card renderer put the name of the card in ``slot`` (a tile's or a face's), on the screen."""
    cards = scene.table.cards
    if slot.strip:
        zone = next(z for z in scene.table.zones if z.name == slot.zone)
        anatomy = cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                      number_least=zone.number_least)  # (as the zone draws it)
    else:
        anatomy = cards.anatomy(slot.entry.face, slot.rect.w, lang)
    return anatomy.name.move(*slot.rect.topleft).inflate(4, 4)


def _app(size):
    """The app in the window of ``size`` (a key of ``EVERY``), at its UI scale."""
    from tabletop.ui.app import App

    window, scale = EVERY[size]
    app = App("ja", size=window)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    return app


def _screens(positions, sweep: str, sizes) -> list[tuple[str, str, str]]:
    """(size, lang, position) of a sweep: at one size (a key of ``EVERY``) every position in both languages; "sample"
    each position once, in turn at each of ``sizes`` and in each language ("sample-<i>": its i-th screen)."""
    if not sweep.startswith("sample"):
        return [(sweep, lang, name) for lang in ("ja", "en") for name in positions]
    combos = [(size, lang) for lang in ("ja", "en") for size in sizes]
    combos = combos[::2] + combos[1::2]  # (every size and language within the first positions)
    screens = [(*combos[i % len(combos)], name) for i, name in enumerate(positions)]
    return screens if sweep == "sample" else [screens[int(sweep.rsplit("-", 1)[1])]]


def _frames(probe, positions, sweep, sizes=SIZES):
    """(size, lang, position, scene, the texts of its frame) for each screen of ``sweep`` (``_screens``)."""
    apps = {}
    for size, lang, name in _screens(positions, sweep, tuple(sizes)):
        app = apps.get(size) or apps.setdefault(size, _app(size))
        app.set_lang(lang)
        state, _seat = positions[name]
        players = ["human", "quick"] if name == "alien watching" else ["human", "human"]
        session = Session(GAME, 2, {"mode": "campaign"}, seed=SEED, players=players)
        session.set_position(copy.deepcopy(state))
        scene = start(app, session)
        app.step([], 0.3)
        yield size, lang, name, scene, probe.texts(app.surface)


@pytest.mark.parametrize("sweep", SMALL_SWEEPS)
def test_invasion_names_whole_without_hover(probe, positions, sweep):
    tiles_seen = 0
    for size, lang, name, scene, texts in _frames(probe, positions, sweep):
        for slot in scene.table.slots:
            face = slot.entry.face
            if face is None or not (slot.zone.startswith("inv:") or slot.zone == "seven"):
                continue
            where = f"{size} {lang} {name} {slot.zone}"
            assert slot.strip and slot.rect.h >= TILE_H, f"{where}: {face.id} is not a tile ({slot.rect})"
            tiles_seen += 1
            title = face.title.get(lang)
            spot = _name_spot(scene, slot, lang)
            lines = sorted((d for d in texts if spot.collidepoint(d.rect.center) and d.shown.strip()),
                           key=lambda d: d.whole.y)
            assert lines, f"{where}: the name {title!r} is not drawn on its tile"
            cut = [d.shown for d in lines if d.cut or d.shown.endswith("…")]
            assert not cut, f"{where}: the name {title!r} is cut: {cut}"
            assert _compact("".join(d.shown for d in lines)) == _compact(title), \
                f"{where}: drawn {[d.shown for d in lines]} for {title!r}"
            outside = [(d.shown, tuple(d.whole)) for d in lines if not slot.rect.contains(d.whole)]
            assert not outside, f"{where}: name lines outside the tile {tuple(slot.rect)}: {outside}"
            wider = [(d.shown, d.whole.w, d.width) for d in lines if d.width is not None and d.whole.w > d.width + 2]
            assert not wider, f"{where}: name lines wider than their room: {wider}"
            assert max(d.whole.h for d in lines) >= MIN_NAME, \
                f"{where}: name ink under {MIN_NAME} px: {[(d.shown, d.whole.h) for d in lines]}"
            zone = next(z for z in scene.table.zones if z.name == slot.zone)
            shown = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, (90, 30, 40), 0,
                                                    number_least=zone.number_least).numbers
            assert len(shown) == len(face.stats), f"{where}: {title!r} shows {len(shown)} of {len(face.stats)} numbers"
    assert tiles_seen >= len(_screens(positions, sweep, tuple(SIZES))), tiles_seen  # (Seven's at least, each screen)


@pytest.mark.parametrize("sweep", SMALL_SWEEPS)
def test_step_prompt_shows_its_whole_text(probe, positions, sweep):
    """Every row of the step panel is drawn inside it: at once where the panel could grow to hold them (every
    position but the TDF's crowded combat, and the alien's turns whose hand holds cards that cannot be placed: their
    lines over the hint), else the prompt and the hint at once (with such cards: the prompt, their lines and the hint's
    first row) and the rest with the wheel, an arrow at the panel's foot saying more is there."""
    scrolled = 0
    for size, lang, name, scene, texts in _frames(probe, positions, sweep):
        app = scene.app
        rect = scene.step_rect
        rows = [row for row, _, _ in scene.step_rows(lang, rect.w)]
        assert rows, (size, lang, name)

        def drawn() -> list[str]:
            return texts_in(probe, app.surface, rect, f"{size} {lang} {name}: step")

        seen = drawn()
        if scene.step_cut:  # (the alien's hand cards that cannot be placed, said over the hint, may scroll it)
            scrolled += not unplaceable_lines(scene.view, lang)
            lines, _ = scene.step_content(lang)
            kind = scene.view["pending"]["kind"]  # (the hint, with any lines under it: the cards not to be placed)
            hint = STEP_HINTS[kind].get(lang) if kind in STEP_HINTS else \
                lines[-1 - len(scene.view.get("recon_results", []))][0]
            # (the alien's cards that cannot be placed, over the hint: its reason was cut at the fold; session 28)
            warned = unplaceable_lines(scene.view, lang)
            first = [row for row in rows if row in lines[0][0] or any(row in w for w in warned)]
            first += [row for row in rows if row in hint][:1 if warned else None]  # (the hint whole, or its first row)
            if scene.view["phase"] == "combat":  # (a combat gives its buttons the room: every attack shown, the prompt's
                first = [row for row in rows if row in lines[0][0]][:1]  # first row at once, the rest on the wheel
                # and hover; issue 16, session 20: "Soga attacks" was three buttons down a scrolled list at 150 %)
            assert all(row in seen for row in first), f"{size} {lang} {name}: the prompt and hint not shown at once"
            cue = app.surface.get_at((rect.right - 6 - 8, rect.bottom - 9))
            assert tuple(cue)[:3] == (206, 178, 96), f"{size} {lang} {name}: no arrow under a panel with more"
            driver = Driver(app, probe)
            for _ in range(len(rows)):
                driver.wheel(rect.center, -1)
                seen += drawn()
        missing = [row for row in rows if row not in seen]
        assert not missing, f"{size} {lang} {name}: step lines never drawn: {missing}"
    assert scrolled <= 2, f"{size}: the step panel scrolls on {scrolled} screens (only the TDF's crowded combat may)"


@pytest.mark.parametrize("sweep", EVERY_SWEEPS)
def test_status_lines_sit_inside_their_panel(probe, positions, sweep):
    for size, lang, name, scene, texts in _frames(probe, positions, sweep, EVERY):
        rect = scene.status_rect
        inside = [d for d in texts if rect.colliderect(d.rect)]
        assert len(inside) >= 5, (size, lang, name, [d.shown for d in inside])
        room = rect.inflate(-8, -STATUS_PAD)  # padding below the last line (and above the first)
        outside = [(d.shown, tuple(d.whole)) for d in inside if not room.contains(d.whole)]
        assert not outside, f"{size} {lang} {name}: status text on or past the panel's padding {tuple(room)}: {outside}"


@pytest.mark.parametrize("size", EVERY)
def test_status_ap_count_inside_its_panel(probe, size):
    """Ten alien AP (an event's two more) in Japanese: ten dots 20 px apart put "0/10" past the 300 px panel's
    edge ("0/1" was seen in the 800x560 window); the dots close up so the count stays inside."""
    app = _app(size)
    for lang in ("ja", "en"):
        app.set_lang(lang)
        scene = start(app, Session(GAME, 2, {"mode": "one_cour"}, seed=SEED))
        scene.view["ap"] = {**scene.view["ap"], "total": 10, "remaining": 0}
        app.step([], 0.016)
        rect = scene.status_rect
        count = [d for d in probe.texts(app.surface) if d.shown == "0/10"]
        assert count, f"{size} {lang}: no AP count drawn"
        assert all(rect.inflate(-8, 0).contains(d.whole) for d in count), \
            f"{size} {lang}: the AP count {[tuple(d.whole) for d in count]} past the panel {tuple(rect)}"
