"""The first view of a game: the board is built where it is seen (``ZGundamScene.enter`` / ``resume``).

A game of several people starts behind the opaque privacy curtain. The scene built the neutral view's board as it
entered and again as the curtain closed (six seats at 800x560: ~300 ms of a first view of ~0.8 s), a board no one
saw; the lift then moved every card from it to the seat's board (10 frames of motion). Now the seat's board is the
first built, and the table is at rest as the curtain goes."""

from __future__ import annotations

import pytest

from tabletop.ui import motion
from tabletop.ui.app import App
from tabletop.ui.views.zgundam import scene as scene_mod

from .helpers import start


@pytest.mark.parametrize("lang,size", [("en", (800, 560)), ("ja", (1280, 800))])
def test_the_first_board_built_is_the_seats(monkeypatch, home, lang, size):
    built = []
    real = scene_mod.board_mod.build

    def build(view, rect, me, *args, **kwargs):
        built.append(me)
        return real(view, rect, me, *args, **kwargs)

    monkeypatch.setattr(scene_mod.board_mod, "build", build)
    app = App(lang, size=size)
    scene = start(app, 6, 3)  # (steps a frame and lifts the curtain)
    seat = scene.viewer
    assert seat is not None and app.top is scene
    assert built == [seat]
    assert not motion.busy()  # every card already where the seat sees it
    assert {z.name for z in scene.board.zones} >= {f"hand{seat}", f"ships{seat}", "ship_deck", "action_deck"}
    assert len(scene.table.slots) >= 25


def test_a_table_without_a_curtain_is_built_on_entering(home):
    """One person at the computer, the other seats computers: no curtain, the person's board is built as the scene
    enters (before any frame)."""
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.session import Session
    from tabletop.games import discover

    discover()
    app = App("en", size=(800, 560))
    session = Session(registry.find("zgundam"), 3, None, dice=SeededSource(3), players=["human", "quick", "quick"])
    scene = app.start_game(session)
    assert app.top is scene and scene.viewer == 0
    assert {z.name for z in scene.board.zones} >= {"hand0", "ships0", "ships1", "ships2"}
    assert len(scene.table.slots) >= 15
