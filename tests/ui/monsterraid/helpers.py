"""Helpers for the Monster Raid screen tests: a real session on screen, set-ups of the battlefield, steps;
the practice table on a small table, mouse drags."""

from __future__ import annotations

import pygame

from tabletop.core.session import Session
from tabletop.games.monsterraid.game import MonsterRaidGame
from tabletop.physics import Board, Die, Table, attach_card
from tabletop.ui.views.monsterraid.practice import PracticeScene
from tabletop.ui.views.monsterraid.scene import MonsterRaidScene

from tests.games.monsterraid.helpers import arrange, empty_hand, put


def open_game(app, seats: int = 2, seed: int = 5, difficulty: str = "normal") -> MonsterRaidScene:
    """A new Monster Raid session (real physics) shown in the app, still in the placement phase."""
    session = Session(MonsterRaidGame(), seats, {"difficulty": difficulty}, seed=seed)
    scene = app.start_game(session)
    app.step([], 1 / 60)
    assert isinstance(scene, MonsterRaidScene)
    return scene


def scaled_turn(app, size, scale: float, seats: int = 4) -> MonsterRaidScene:
    """A new game in a window of ``size`` at ``ui_scale`` ``scale``, Ready clicked at its scaled place: the first
    turn."""
    from tabletop.ui.inputs import click_events

    app.resize(size)
    app.change_setting("ui_scale", scale)
    scene = open_game(app, seats=seats)
    c = scene.ready_btn.rect.center
    app.step(click_events((int(c[0] * app.scale), int(c[1] * app.scale))), 1 / 60)
    assert scene.session.state.phase == "attack"
    return scene


def phase_shift_decision(app, click) -> MonsterRaidScene:
    """A game past placement where Paola's d4 on the field must answer a phase shift (FAQ)."""
    from tabletop.games.monsterraid.state import Prompt

    scene = open_game(app)
    click(app, scene.ready_btn)
    state = scene.session.state
    die = state.die("paola-n1-d4")
    die.where, die.on = "field", []
    with scene.session.edit():
        state.prompts.append(Prompt("phase_shift", "paola", die.id))
    scene.refresh()
    app.step([], 1 / 60)
    return scene


def to_growth(app, scene: MonsterRaidScene, click, dice: tuple[tuple[str, int], ...] = (("sigurd-n1-d6", 6),)) -> None:
    """Clear stage 1 through the screen: the goblin alone, one hit from death, with ``dice`` (id, face) resting
    on it; every adventurer passes, the stage-end animation is skipped, and the growth screen shows."""
    session = scene.session
    arrange(session, "goblin", [])
    click(app, scene.ready_btn)
    for die, face in dice:
        put(session, die, ["goblin"], face)
    goblin = session.state.target("goblin")
    with session.edit():
        goblin.damage = goblin.hp - 1
    scene.refresh()
    while scene.anim is None and session.state.phase == "attack":
        empty_hand(session, session.state.turn)
        scene.refresh()
        click(app, scene.pass_btn)
    click(app, scene.skip_btn)
    app.step([], 1 / 60)


def read_options(app) -> None:
    """A player reading the options that just appeared under the pointer before clicking one (a click at once
    where the last one was is held back: ``columns.ColumnList.hold``)."""
    from tabletop.ui.views.monsterraid.columns import HOLD_SECONDS

    app.step([], HOLD_SECONDS + 0.05)


def run_shot(app, scene, limit: int = 3000) -> int:
    n = 0
    while scene.ctl.busy and n < limit:
        app.step([], 1 / 60)
        n += 1
    assert not scene.ctl.busy
    app.step([], 1 / 60)
    return n


def all_pass(app, scene, click) -> None:
    """Every adventurer still in the round empties the hand and presses Pass (through the screen)."""
    state = scene.session.state
    start = (state.stage, state.round)
    for _ in range(8):
        state = scene.session.state
        if state.phase != "attack" or state.prompts or (state.stage, state.round) != start:
            return
        empty_hand(scene.session, state.turn)
        scene.refresh()
        app.step([], 1 / 60)
        assert scene.pass_btn.visible and scene.pass_btn.enabled
        click(app, scene.pass_btn)
        if scene.anim is not None:
            return


def key(app, k: int) -> None:
    from tabletop.ui.inputs import key_event

    app.step([key_event(k)], 1 / 60)


SPACE = pygame.K_SPACE


def simple_table() -> Table:
    """One M board with a card high on the table, two dice in hand and one die lying on the table."""
    board = Board("boss", 6, 600.0, 600.0)
    card = attach_card(board, 3, "effect1")
    dice = [Die("sigurd-d6-1", "d6", "sigurd", 0.0, 0.0, 0.0, 1, in_play=False),
            Die("leaf-d8-1", "d8", "leaf", 0.0, 0.0, 0.0, 1, in_play=False),
            Die("paola-d20-1", "d20", "paola", 640.0, 420.0, 0.3, 7)]
    return Table(1200.0, 900.0, [board], [card], dice, launcher=(600.0, 120.0))


def open_practice(app, table: Table | None = None, mode: str = "shoot", seed: int = 7) -> PracticeScene:
    app.open_launcher()
    scene = app.push(PracticeScene(app, seed=seed))
    if table is not None:
        scene.ctl.table = table
        scene.editor.table = table
        scene.ctl.position = table.launcher
        scene.ctl.select_default_die()
    scene.set_mode(mode)
    app.step([], 0.016)
    return scene


def motion(pos, buttons=(0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0), buttons=buttons)


def drag(app, start, end, button: int = 1, steps: int = 5, wheel: int = 0) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` frames (optionally turning the wheel), release."""
    held = (1, 0, 0) if button == 1 else (0, 0, 1)
    app.step([motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in start),
                                                button=button)], 1 / 60)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        events = [motion((x, y), held)]
        if wheel and i == steps // 2:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False))
        app.step(events, 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in end), button=button)], 1 / 60)


def run_until_still(app, scene, limit: int = 2000) -> int:
    n = 0
    while scene.ctl.busy and n < limit:
        app.step([], 1 / 60)
        n += 1
    assert not scene.ctl.busy
    return n


def settle(app, board, limit: int = 90) -> None:
    """Frames until the table's view has glided to its new framing (``viewease``)."""
    for _ in range(limit):
        if board.ease is None:
            return
        app.step([], 1 / 60)
    raise AssertionError("the view never settled")
