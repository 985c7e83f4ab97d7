"""SD Gundam Force and Monster Raid seats (issue 15 item 3), driven by posted mouse events: one person
against the computer never sees a curtain or a hand-over, its own view stays while the computer plays
at a readable pace; two people at SDGF (hidden hands) get the curtain only when the person changes."""

from __future__ import annotations

from tabletop.core import registry
from tabletop.core.dice import make_source
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.widgets import PrivacyCurtain
from tests.ui.conftest import app, click, home, test_games  # noqa: F401  (fixtures)

from .seats_drive import handovers, settle


def _start(app, name, players, options=None, seed=7):
    discover()
    session = Session(registry.find(name), len(players), options or {}, make_source("seeded", seed), players=players)
    scene = app.start_game(session)
    app.step([], 0.0)
    return scene


def _first_action_button(scene):
    return next(b for b in scene.actions.items if b.visible and scene.actions.rect.contains(b.rect))


def test_sdgf_one_person_against_the_computer_never_sees_a_curtain(app):
    scene = _start(app, "sdgf", ["human", "quick"])
    session = scene.session
    human_moves = computer_moves = 0
    for _ in range(200):
        if (human_moves >= 4 and computer_moves >= 2) or session.is_over():
            break
        assert not handovers(app)
        if scene.computer_turn():
            computer_moves += settle(app, scene, lambda s: s.viewer == 0 or (_ for _ in ()).throw(AssertionError))
            continue
        assert scene.viewer == 0 and scene.at_computer()
        click(app, _first_action_button(scene))
        human_moves += 1
    assert human_moves >= 4 and computer_moves >= 2 and not handovers(app)


def test_sdgf_two_people_the_curtain_only_when_the_person_changes(app):
    scene = _start(app, "sdgf", ["human", "human"])
    session = scene.session
    lifted: list[int] = []
    handed_over = scene.handed_over
    scene.handed_over = lambda seat: (lifted.append(seat), handed_over(seat))
    deciders: list[int] = []
    for _ in range(12):
        while isinstance(app.top, PrivacyCurtain):
            click(app, (640, 400))
        seat = session.pending().seat
        deciders.append(seat)
        click(app, _first_action_button(scene))
    changes = [b for a, b in zip(deciders, deciders[1:]) if a != b]
    assert lifted[0] == deciders[0] and lifted[1:] == changes[:len(lifted) - 1]


def test_monster_raid_the_computer_adventurer_plays_first_without_any_hand_over(app):
    scene = _start(app, "monsterraid", ["quick", "human"])
    session = scene.session
    played = 0
    for _ in range(60):
        if session.pending().seat == 1 and not scene.computer_turn() and scene.anim is None:
            break
        assert not handovers(app)
        if scene.computer_turn():
            played += settle(app, scene, lambda s: not handovers(app) or (_ for _ in ()).throw(AssertionError))
        else:
            app.step([], 0.1)  # the computer's throw and a round end play on the app clock
    assert played >= 2 and session.pending().seat == 1  # the placement and a throw, then the person's turn
    assert not handovers(app) and app.top is scene


def _played_out(name: str, players: list[str], seed: int = 3) -> Session:
    """A whole game of ``name`` (every seat's moves made by quick computer players), over."""
    from tabletop.core.bots import bot_move, make_bot

    discover()
    game = registry.find(name)
    session = Session(game, len(players), {}, make_source("seeded", seed), players=players)
    bots = [make_bot(game, "quick", seat, seed) for seat in range(len(players))]
    for _ in range(5000):
        decision = session.pending()
        if decision is None:
            break
        session.apply(bot_move(session, bots[decision.seat]), decision.seat)
    assert session.is_over()
    return session


def test_sdgf_after_the_game_one_person_keeps_its_own_view(app):
    """Over, a lone person's screen still shows its own seat (its hand face up, as on a network client), not the
    spectator's; with two people at the table nobody's hand comes face up (the neutral view)."""
    scene = app.start_game(_played_out("sdgf", ["human", "quick"]))
    app.step([], 0.0)
    assert scene.viewer == 0 and scene.seat_name(scene.viewer) != scene.seat_name(None)
    assert scene.session.view(scene.viewer) != scene.session.view(None)  # the hand it shows is its own
    scene = app.start_game(_played_out("sdgf", ["human", "human"]))
    app.step([], 0.0)
    assert scene.viewer is None
