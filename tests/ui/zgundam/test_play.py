"""Playing Z Gundam on screen by clicks and drags only (through ``App.step``)."""

import pygame

from tabletop.games.zgundam import actions as A
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.views.zgundam.scene import ReactCurtain, RecapDialog, ZGundamScene
from tabletop.ui.widgets import PrivacyCurtain

from tests.ui.conftest import button_labelled, click, frames
from .helpers import click_button, click_card, drag, drawn_face_ids, hand, lift, point_on, start, zone_point


def setup_seat_by_clicks(app, scene):
    """インスト 6-7 for the seat at the computer: pair every MS it can, then discard to 4."""
    seat = scene.session.state.current
    while scene.session.state.phase == "setup_deploy" and scene.session.state.current == seat:
        pairs = [a for a in scene.session.legal_actions() if isinstance(a, A.DeployPair)]
        if not pairs:
            click_button(app, scene, "戦闘準備を終える")
            continue
        before = len(scene.session.state.pairs(seat))
        click_card(app, scene, pairs[0].ms)
        click_card(app, scene, pairs[0].pilot)
        assert len(scene.session.state.pairs(seat)) == before + 1
    while scene.session.state.phase == "setup_discard" and scene.session.state.current == seat:
        card = next(c for c in hand(scene, seat) if not c.startswith("supply"))
        click_card(app, scene, card)
        click(app, zone_point(scene, "discard"))
        assert card in scene.session.state.cards("discard")
    lift(app)


def play_setup(app, scene):
    for _ in range(scene.session.seats):
        setup_seat_by_clicks(app, scene)
    assert scene.session.state.phase == "action"


def answer_reactions(app, scene):
    while scene.session.state.phase == "react":
        assert scene.viewer == scene.session.state.pending_attack.defender
        click_button(app, scene, "反応しない")
        lift(app)


def finish_hand_limit(app, scene):
    while scene.session.state.phase == "hand_limit":
        seat = scene.session.state.current
        card = hand(scene, seat)[0]
        click_card(app, scene, card)
        click(app, zone_point(scene, "discard"))
    lift(app)


def test_launcher_starts_a_three_seat_table(app):
    app.open_launcher()
    app.step([], 0.016)
    title = app.top
    assert isinstance(title, TitleScene)
    title.select(next(g for g in title.games if g.spec.name == "zgundam"))
    title._set_seats(3)
    for seat in (1, 2):
        title._set_player(seat, "human")  # three people at one screen: the curtain between turns
    click(app, title.start_button)
    assert isinstance(app.top, PrivacyCurtain)
    lift(app)
    scene = app.top
    assert isinstance(scene, ZGundamScene)
    assert scene.session.seats == 3 and scene.viewer == 0
    names = {z.name for z in scene.table.zones}
    assert {"hand0", "ships0", "ready0", "ships1", "ships2", "hand1", "hand2", "discard", "ship_deck",
            "action_deck"} <= names


def test_rule_setup_and_turns_played_by_clicks_only(app):
    scene = start(app, seats=3, seed=2)
    play_setup(app, scene)
    state = scene.session.state
    seat = state.current
    assert scene.viewer == seat
    # b) attack: click a combat-ready MS, then an enemy combat-ready MS
    attacks = [a for a in scene.session.legal_actions() if isinstance(a, A.AttackMS)]
    assert attacks, "seed 2 gives the start player an MS battle"
    attack = attacks[0]
    click_card(app, scene, attack.ms)
    assert scene.selection.picked == [attack.ms]
    assert all(isinstance(a, (A.AttackMS, A.AttackShip)) for a in scene.selection.candidates(scene.actions_now))
    click_card(app, scene, attack.target)
    lift(app)
    answer_reactions(app, scene)
    state = scene.session.state
    assert state.last_combat is not None and state.last_combat.kind == "ms_ms"
    assert attack.ms not in [ms for ms, _ in state.pairs(seat)]  # (VIII): the attacker's pair leaves
    finish_hand_limit(app, scene)
    # the next seat: e) discard a card by dragging it onto the discard pile
    seat2 = scene.session.state.current
    assert seat2 != seat and scene.viewer == seat2
    card = hand(scene, seat2)[0]
    drag(app, point_on(scene, card), zone_point(scene, "discard"))
    lift(app)
    assert card in scene.session.state.cards("discard")
    finish_hand_limit(app, scene)
    # the third seat: c) a ship battle by dragging its ship onto an enemy ship
    seat3 = scene.session.state.current
    shot = next(a for a in scene.session.legal_actions() if isinstance(a, A.ShipAttack))
    drag(app, point_on(scene, shot.ship), point_on(scene, shot.target))
    lift(app)
    answer_reactions(app, scene)
    assert scene.session.state.last_combat.kind in ("ship_ship", "dummy_meteor")
    assert scene.session.state.turn >= 3
    assert seat3 not in (seat2,)


def test_rule_d_pair_by_dragging_an_ms_onto_a_pilot(app):
    scene = start(app, seats=2)
    pair = next(a for a in scene.session.legal_actions() if isinstance(a, A.DeployPair))
    drag(app, point_on(scene, pair.ms), point_on(scene, pair.pilot))
    assert (pair.ms, pair.pilot) in scene.session.state.pairs(0)
    assert {pair.ms, pair.pilot} <= {s.entry.id for s in scene.table.slots if s.zone == "ready0"}


def test_ambiguous_choice_lists_the_options_as_buttons(app):
    scene = start(app, seats=2)
    pair = next(a for a in scene.session.legal_actions() if isinstance(a, A.DeployPair))
    click_card(app, scene, pair.ms)
    labels = [b.label("ja") for b in scene.action_list.items]
    assert labels and all(pair.ms and "戦闘準備" in label for label in labels)
    assert pair.pilot in {s.entry.id for s in scene.table.slots if s.entry.selectable}
    click(app, button_labelled(scene, "戦闘準備："))
    assert len(scene.session.state.pairs(0)) == 1


def test_group_buttons_follow_legal_actions(app):
    scene = start(app, seats=2)
    assert scene.group_buttons["d"].enabled
    assert not scene.group_buttons["b"].enabled and not scene.group_buttons["e"].enabled
    click(app, scene.group_buttons["d"])
    assert scene.selection.group == "d"
    assert all(isinstance(a, A.DeployPair) for a in scene.selection.candidates(scene.actions_now))


def test_rule_2_b_combat_shows_dice_tumbling_then_hits_per_side(app):
    scene = start(app, seats=2, seed=2)
    play_setup(app, scene)
    attack = next(a for a in scene.session.legal_actions() if isinstance(a, (A.AttackMS, A.AttackShip)))
    drag(app, point_on(scene, attack.ms), point_on(scene, getattr(attack, "target", None) or attack.ship))
    lift(app)
    answer_reactions(app, scene)
    record = scene.session.state.last_combat
    if record.rolls:
        frames(app, 20)
        assert not scene.combat.tumbling
        assert scene.combat.hits_per_side() == [(r.seat, r.hits) for r in record.rolls]
    assert any(e.rule.startswith("zgundam (2)-") for e in scene.session.log_for(scene.viewer) if e.kind == "combat")


def _give(session, seat, prefix):
    """Move a card whose id starts with ``prefix`` from the decks into ``seat``'s hand."""
    cid = next(c for c in session.state.cards("action_deck") + session.state.cards("discard") if c.startswith(prefix))
    for zone in ("action_deck", "discard"):
        if cid in session.state.cards(zone):
            with session.edit():
                session.state.cards(zone).remove(cid)
    with session.edit():
        session.state.cards(f"hand{seat}").append(cid)
    return cid


def _attack_by_clicks(app, scene):
    attack = next((a for a in scene.session.legal_actions() if isinstance(a, A.AttackMS)), None)
    assert attack is not None, "seed 3 gives the start player an MS battle"
    click_card(app, scene, attack.ms)
    click_card(app, scene, attack.target)
    return attack


def test_ruling_r5_mid_turn_reaction_raises_the_curtain_for_the_attacked_seat(app):
    scene = start(app, seats=2, seed=3)
    play_setup(app, scene)
    session = scene.session
    seat = session.state.current
    other = 1 - seat
    cease = _give(session, other, "ceasefire")
    scene.on_change([])
    _attack_by_clicks(app, scene)
    assert isinstance(app.top, ReactCurtain)
    assert "攻撃を受けています" in app.top.reason.get("ja") and app.top.seat.get("ja") == f"プレイヤー{other + 1}"
    assert scene.shown_seat == seat and scene.actions_now == []
    click(app, (640, 400))
    if isinstance(app.top, RecapDialog):
        click(app, app.top.ok_button)
    assert scene.viewer == other
    assert not drawn_face_ids(scene) & set(hand(scene, seat))  # the attacker's hand stays hidden
    assert button_labelled(scene, "反応しない") is not None
    assert cease in {s.entry.id for s in scene.table.slots if s.entry.selectable}
    click_card(app, scene, cease)  # the card itself is the answer
    assert scene.session.state.last_combat.kind == "ceasefire"
    assert isinstance(app.top, PrivacyCurtain)  # back to the attacker
    lift(app)
    assert scene.viewer == seat


def test_ruling_r5_attacked_human_is_asked_every_time_with_no_reaction(app):
    scene = start(app, seats=2, seed=3)
    play_setup(app, scene)
    session = scene.session
    seat = session.state.current
    other = 1 - seat
    for zone in (f"hand{other}",):  # no ceasefire in the defender's hand: the game asks all the same
        for c in [c for c in session.state.cards(zone) if c.startswith("ceasefire")]:
            with session.edit():
                session.state.cards(zone).remove(c)
                session.state.cards("discard").append(c)
    scene.on_change([])
    _attack_by_clicks(app, scene)
    assert isinstance(app.top, ReactCurtain) and app.top.seat.get("ja") == f"プレイヤー{other + 1}"
    click(app, (640, 400))
    if isinstance(app.top, RecapDialog):
        click(app, app.top.ok_button)
    assert scene.viewer == other and session.legal_actions() == [A.NoReaction()]
    assert "反応しない" in scene.prompt_text("ja") and "no reaction" in scene.prompt_text("en")
    click_button(app, scene, "反応しない")
    assert session.state.last_combat.kind == "ms_ms"


def test_ruling_r5_a_computer_defender_answers_without_a_curtain(app):
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.session import Session

    session = Session(registry.find("zgundam"), 2, dice=SeededSource(3), players=["human", "quick"])
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    for _ in range(400):
        if session.state.phase == "action" and session.state.current == 0:
            break
        if session.pending().seat == 0:
            setup_seat_by_clicks(app, scene)
        else:
            frames(app, 5, 0.5)
    attack = next((a for a in session.legal_actions() if isinstance(a, A.AttackMS)), None)
    if attack is None:
        attack = next(a for a in session.legal_actions() if isinstance(a, A.ShipAttack))
        click_card(app, scene, attack.ship)
    else:
        click_card(app, scene, attack.ms)
    click_card(app, scene, attack.target)
    assert session.state.phase == "react" and session.pending().seat == 1
    assert not isinstance(app.top, PrivacyCurtain) and scene.viewer == 0
    for _ in range(40):
        if session.state.phase != "react":
            break
        frames(app, 5, 0.5)
    assert session.state.phase != "react" and not isinstance(app.top, PrivacyCurtain)


def test_resize_keeps_six_seats_on_screen(app):
    scene = start(app, seats=6)
    for size in ((1280, 800), (1024, 640), (1600, 1000)):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
        screen = pygame.Rect((0, 0), app.size)
        assert all(screen.contains(z.rect) for z in scene.table.zones)
        assert {f"ships{s}" for s in range(6)} <= {z.name for z in scene.table.zones}
        assert all(screen.contains(s.rect.clip(screen)) and s.rect.w >= 24 for s in scene.table.slots)


def give(session, seat, prefix):
    """Move a card whose id starts with ``prefix`` into ``seat``'s hand (test set-up only)."""
    state = session.state
    for zone in ("action_deck", "discard"):
        found = next((c for c in state.cards(zone) if c.startswith(prefix)), None)
        if found is not None:
            with session.edit():
                state.cards(zone).remove(found)
                state.cards(f"hand{seat}").append(found)
            return found
    raise AssertionError(prefix)


def colony_laser_dragged(app):
    """A three-seat game where the player to move dragged a colony laser onto the next player's first ship."""
    scene = start(app, seats=3, seed=2)
    play_setup(app, scene)
    session = scene.session
    seat = session.state.current
    laser = give(session, seat, "colony_laser")
    scene.on_change([])
    target_seat = (seat + 1) % 3
    ship = session.state.cards(f"ships{target_seat}")[0]
    drag(app, point_on(scene, laser), point_on(scene, ship))
    lift(app)
    return scene, session, seat, target_seat, laser


def test_ruling_r11_colony_laser_dragged_onto_a_players_ship_targets_that_player(app):
    _scene, session, seat, target_seat, laser = colony_laser_dragged(app)
    record = session.state.last_combat
    assert record.kind == "colony_laser" and record.defender == target_seat
    assert laser in session.state.cards("discard")


def repair_chosen(app, damage: int = 2, dice=None):
    """A two-seat game where the player to move has clicked a repair card, then its ship damaged by
    ``damage`` (``dice``: the session's dice source from then on, when given)."""
    scene = start(app, seats=2, seed=2)
    play_setup(app, scene)
    session = scene.session
    seat = session.state.current
    ship = session.state.cards(f"ships{seat}")[0]
    with session.edit():
        session.state.damage[ship] = damage
    repair = give(session, seat, "repair")
    scene.on_change([])
    if dice is not None:
        session.dice = dice
    click_card(app, scene, repair)
    click_card(app, scene, ship)
    return scene, session, seat, ship, repair


def test_rule_2_a_repair_by_clicks_then_points_from_the_list(app):
    scene, session, seat, ship, repair = repair_chosen(app)
    labels = [b.label("ja") for b in scene.action_list.items]
    assert any("1ポイント" in x for x in labels) and any("2ポイント" in x for x in labels)
    click(app, button_labelled(scene, "2ポイント"))
    lift(app)
    assert session.state.last_combat.kind == "repair"
    assert repair in session.state.cards("discard")
