"""Issue 16, session 29: lined thin rows (six seats: the other seats' ships in columns under one line of labels over
the first row, ``board.line_up_heads``) came back, and the labels follow the strips the board chose. Before, the first
row of two ships took columns as wide as their names (``ship_rows``) and strips 26 px high over rows of 21 px strips
in even columns: at six seats and 150 % 'Ship' stood over a row's 'AA' value (``test_ship_columns``). Every value
of every strip printed in columns now stands under exactly one label, its own, at every seat count from 2 to 6, at
800x560, 1280x800 and 1280x800 at 150 %, in both languages, in the set-up (the first seat's pairs made) and at the
first turn (every pair made), and there with the first other row's ships two and the next one's one, the other
seats' pairs gone."""

from __future__ import annotations

import pytest

from tabletop.games.zgundam import actions as A

from .helpers import at_the_table, lift, strip_anatomy

SIZES = {"800": ((800, 560), 1.0), "1280": ((1280, 800), 1.0), "150": ((1280, 800), 1.5)}


def misplaced_values(scene, lang: str) -> list[tuple]:
    """(zone, card, label, labels over it) of every value of a strip printed in columns whose labels over it (the
    nearest line of them above it, of every zone's ``CardTable.column_heads``) are not its own label alone."""
    table = scene.table
    heads = [(rect, head) for zone in table.zones for rect, head in table.column_heads(zone, lang)]
    out = []
    for zone in (z for z in table.zones if z.columns):
        for slot in (s for s in table.slots if s.zone == zone.name and s.strip and s.entry.face is not None):
            face = slot.entry.face
            boxes = sorted(strip_anatomy(scene, slot, lang).moved(*slot.rect.topleft).numbers, key=lambda b: b.x)
            assert len(boxes) == len(face.stats), (zone.name, face.id)
            for box, (label, _) in zip(boxes, face.stats):
                above = [(rect, head) for rect, head in heads if box.x <= rect.centerx < box.right and
                         rect.bottom <= box.y]
                line = max((rect.bottom for rect, _ in above), default=0)  # (the nearest line of labels above it)
                over = [head for rect, head in above if rect.bottom == line]
                if over != [label.get(lang)]:
                    out.append((zone.name, face.id, label.get(lang), over))
    return out


CASES = [(6, "150", "en")] + [(seats, size, lang) for seats in (6, 5, 4, 3, 2) for size in SIZES
                              for lang in ("en", "ja") if (seats, size, lang) != (6, "150", "en")]


@pytest.mark.parametrize("seats,size,lang", CASES)
def test_every_value_under_its_own_label(probe, seats, size, lang):
    window, scale = SIZES[size]
    app, driver, scene, me = at_the_table(probe, lang, window, seats, seed=1, pair=True, scale=scale)
    try:
        assert misplaced_values(scene, lang) == []
        # (rows of ships of different counts and no pair, lined where they are thin: the first other seat's two, the
        # next one's one; the first row's labels must stand over the others' columns)
        others = [z.name for z in scene.table.zones if z.name.startswith("ships") and z.name != f"ships{me}"]
        with scene.session.edit() as state:
            for name, keep in zip(others, (2, 1)):
                while len(state.cards(name)) > keep:
                    state.cards("ship_deck").append(state.cards(name).pop())
            for seat in range(seats):
                while seat != me and state.cards(f"ready{seat}"):
                    state.cards("discard").append(state.cards(f"ready{seat}").pop())
        scene.on_change([])
        driver.still()
        assert misplaced_values(scene, lang) == []
        # (the set-up of another game: the first seat pairs twice, the other seats' rows ships and no pair)
        from tabletop.core import registry
        from tabletop.core.dice import SeededSource
        from tabletop.core.session import Session

        session = Session(registry.find("zgundam"), seats, None, dice=SeededSource(2))
        scene = app.start_game(session)
        driver.frames(1)
        lift(app)
        for _ in range(2):
            scene.apply_action(next(a for a in session.legal_actions() if isinstance(a, A.DeployPair)))
            lift(app)
        driver.still()
        assert misplaced_values(scene, lang) == []
    finally:
        app.change_setting("ui_scale", 1.0)
