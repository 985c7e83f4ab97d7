"""Issue 16, six seats at 800x560 in set-up: the other seats' rows of ships and no pair printed their names at 10-11 px
beside four number chips with icons (seed 2, after two pairings: ja 5 of 15 names at 12 px or more, en 6). Their
numbers now stand in columns under one line of labels (対空 対艦 耐久 命中 / AA Ship Dur Hit) where that prints more names at
``board.NAME_WELL`` px (their strips lower): ja 13 of 15, en 14, none cut, none under ``board.NAME_LEAST``."""

from __future__ import annotations

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.zgundam import actions as A
from tabletop.ui.views.zgundam.board import NAME_WELL

from .helpers import lift, strip_anatomy

LABELS = {"ja": ("対空", "対艦", "耐久", "命中"), "en": ("AA", "Ship", "Dur", "Hit")}


def ships_only_prints(scene, lang: str) -> list[tuple[str, int, bool]]:
    """(name, print size in px, whole) of every ship on another seat's row of ships and no pair, as the table draws it."""
    out = []
    for slot in scene.table.slots:
        if not slot.strip or slot.entry.face is None or not slot.zone.startswith("ships") or \
                slot.zone == f"ships{scene.viewer}" or scene.view_data["seats"][int(slot.zone[len("ships"):])]["ready"]:
            continue
        anatomy = strip_anatomy(scene, slot, lang)
        name = slot.entry.face.title.get(lang)
        out.append((name, anatomy.name_size, "".join(anatomy.lines).replace(" ", "") == name.replace(" ", "")))
    return out


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_seats_at_800x560_print_ships_only_names_at_12_px(probe, lang):
    from tabletop.ui.app import App
    from tests.ui.driver import Driver

    discover()
    app = App(lang, size=(800, 560))
    driver = Driver(app, probe)
    session = Session(registry.find("zgundam"), 6, None, dice=SeededSource(2))
    scene = app.start_game(session)
    driver.frames(1)
    lift(app)
    for _ in range(2):  # (two pairings: the first seat's)
        scene.apply_action(next(a for a in session.legal_actions() if isinstance(a, A.DeployPair)))
        lift(app)
    driver.still()
    prints = ships_only_prints(scene, lang)
    assert len(prints) == 15, prints  # (five seats of three ships)
    assert all(whole for _, _, whole in prints), prints
    assert min(size for _, size, _ in prints) >= 10, prints
    # (before: ja 5, en 6 of 15)
    assert sum(size >= NAME_WELL for _, size, _ in prints) >= 13, sorted(prints, key=lambda p: p[1])
    heads = [head for zone in scene.table.zones for _, head in scene.table.column_heads(zone, lang)]
    assert set(LABELS[lang]) <= set(heads), heads  # (the labels written over the columns)
    assert not [d.full for d in probe.texts(app.surface) if d.cut and not d.scrolled]
