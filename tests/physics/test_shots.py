"""Shots to rest: walls, lobs, the stand, the table edge, crashes (クラッシュ) and faces."""

import math

import pytest

from tabletop.physics import DIE_SHAPES, Board, Die, Shot, attach_card, die_silhouette_polygon, simulate
from tabletop.physics import params
from tabletop.physics.geometry import separation
from tabletop.physics.tumble import TUMBLES

from .helpers import aim_throw, die_of, flick_power, landed, landed_on, rest_of, table

H = params.STAND_HEIGHT


def _fence(x: float, y0: float, y1: float, kind: str = "d6", gap: float = 17.0):
    dice, y, i = [], y0, 0
    while y <= y1:
        dice.append(Die(f"f{i:02d}", kind, "wall", x, y))
        y += gap
        i += 1
    return dice


def _max_overlap(result) -> float:
    """Deepest overlap (mm) between two dice silhouettes at the same height in any recorded frame."""
    kinds = {d.id: d.kind for d in result.table.dice}
    worst = 0.0
    for frame in result.frames:
        polys = [(entry[4], die_silhouette_polygon(Die(entry[0], kinds[entry[0]], "", entry[1], entry[2], entry[3])))
                 for entry in frame]
        for i in range(len(polys)):
            for j in range(i + 1, len(polys)):
                if abs(polys[i][0] - polys[j][0]) < 1.0:
                    worst = max(worst, -separation(polys[i][1], polys[j][1]))
    return worst


# -- no tunnelling ---------------------------------------------------------------------

def _inradius(kind: str) -> float:
    return min(math.hypot((x1 + x2) / 2, (y1 + y2) / 2) for (x1, y1), (x2, y2) in
               zip(DIE_SHAPES[kind].silhouette, DIE_SHAPES[kind].silhouette[1:] + DIE_SHAPES[kind].silhouette[:1]))


@pytest.mark.parametrize("kind", ["d4", "d6", "d8", "d12", "d20"])
@pytest.mark.parametrize("target", ["d4", "d6", "d8", "d12", "d20"])
def test_no_tunnelling_the_maximum_flick_always_hits_a_die_in_its_path(kind, target):
    """At power 1.0 a die aimed at another one hits it: no passing through between steps."""
    for offset in (-0.6, 0.0, 0.6):  # fraction of the smaller inradius, so contact is certain
        lateral = offset * min(_inradius(kind), _inradius(target))
        for turn in (0.0, 0.4):
            victim = Die("v", target, "q", 500.0, 450.0 + lateral, turn)
            shooter = Die("s", kind, "p", 150.0, 450.0, turn)
            result = simulate(table([victim, shooter]), Shot("s", "flick", 150.0, 450.0, 0.0, 1.0), 11, 0,
                              record_frames=True)
            assert rest_of(result, "s").crashed_into == ["v"], (offset, turn)
            assert die_of(result, "v").x > 500.0
            assert _max_overlap(result) < 1.0


def test_no_tunnelling_through_a_fence_at_the_maximum_shot():
    fence = _fence(400.0, 300.0, 600.0, gap=16.0)  # d6 side by side, touching
    shooter = Die("s", "d4", "p", 150.0, 450.0)
    result = simulate(table(fence + [shooter]), Shot("s", "flick", 150.0, 450.0, 0.0, 1.0), 11, 0,
                      record_frames=True)
    assert not result.timed_out
    assert rest_of(result, "s").crashed_into
    assert _max_overlap(result) < 1.0
    assert die_of(result, "s").x < 400.0  # the light d4 bounces back off the wall of d6


@pytest.mark.parametrize("heading_deg", [0.0, 45.0, 90.0, 160.0, 250.0, 315.0])
def test_no_tunnelling_through_the_stand_at_the_maximum_shot(heading_deg):
    """A flicked die treats the flying target's stand (土台) as a wall, even at full power."""
    flyer = Board("fly", 6, 600.0, 450.0, raised=True)
    heading = math.radians(heading_deg)
    sx, sy = 600.0 - 200.0 * math.cos(heading), 450.0 - 200.0 * math.sin(heading)
    result = simulate(table([Die("s", "d4", "p", sx, sy)], [flyer]), Shot("s", "flick", sx, sy, heading, 1.0),
                      5, 0, record_frames=True)
    for frame in result.frames:
        x, y = frame[0][1], frame[0][2]
        # never inside the column, never past its centre along the line of the shot
        assert math.hypot(x - 600.0, y - 450.0) >= params.STAND_RADIUS
        assert (x - 600.0) * math.cos(heading) + (y - 450.0) * math.sin(heading) < 0.0
    end = die_of(result, "s")
    assert end.in_play and end.z == 0.0 and landed(result, "s") == []
    # the bounce never creates energy: no frame-to-frame move is longer than the first one
    steps = [math.hypot(b[0][1] - a[0][1], b[0][2] - a[0][2]) for a, b in zip(result.frames, result.frames[1:])]
    assert max(steps) <= steps[0] + 1e-9


def test_flick_is_stopped_by_the_stand_and_never_climbs_onto_the_raised_board():
    flyer = Board("fly", 8, 600.0, 450.0, raised=True)
    result = simulate(table([Die("s", "d6", "p", 200.0, 450.0)], [flyer]), Shot("s", "flick", 200.0, 450.0, 0.0, 1.0),
                      5, 0, record_frames=True)
    xs = [frame[0][1] for frame in result.frames]
    assert max(xs) < 600.0 - params.STAND_RADIUS  # bounced back from the column
    assert xs[-1] < max(xs) - 20.0
    assert landed(result, "s") == [] and die_of(result, "s").z == 0.0


# -- throws ------------------------------------------------------------------------------

def test_throw_lob_clears_a_fence_of_dice_that_stops_a_flick():
    """投げる: 下から上へ放り込む — a lob flies over dice that a flick would crash into."""
    target = Board("t", 8, 650.0, 450.0)
    fence = _fence(420.0, 350.0, 550.0)
    shooter = Die("s", "d6", "p", 150.0, 450.0)
    t = table(fence + [shooter], [target])
    flick = simulate(t, Shot("s", "flick", 150.0, 450.0, 0.0, 0.8), 2, 0)
    assert rest_of(flick, "s").crashed_into and landed(flick, "s") == []
    lob = simulate(t, aim_throw("s", 150.0, 450.0, 620.0, 450.0, loft=0.9), 2, 0, record_frames=True)
    assert rest_of(lob, "s").crashed_into == []
    assert landed(lob, "s") == ["t"]
    assert all(not rest_of(lob, f.id).moved for f in fence)
    # it really was in the air over the fence
    over = [e[4] for frame in lob.frames for e in frame if e[0] == "s" and abs(e[1] - 420.0) < 15.0]
    assert over and min(over) > 40.0


def test_throw_lob_lands_on_the_raised_board_of_a_flying_target():
    flyer = Board("fly", 8, 600.0, 450.0, raised=True)
    shooter = Die("s", "d6", "p", 250.0, 450.0)
    result = simulate(table([shooter], [flyer]), aim_throw("s", 250.0, 450.0, 580.0, 450.0, loft=1.0, surface=H),
                      3, 0)
    assert die_of(result, "s").z == H
    assert landed(result, "s") == ["fly"] and rest_of(result, "s").z == H
    assert landed_on(result.table) == {"s": ["fly"]}


def test_throw_too_fast_slides_off_the_raised_board_and_falls_to_the_table():
    flyer = Board("fly", 5, 600.0, 450.0, raised=True)
    shot = aim_throw("s", 250.0, 450.0, 580.0, 450.0, loft=0.3, surface=H)
    result = simulate(table([Die("s", "d6", "p", 250.0, 450.0)], [flyer]), shot, 3, 0, record_frames=True)
    heights = [frame[0][4] for frame in result.frames]
    assert H in heights  # it was up there for a while
    assert die_of(result, "s").z == 0.0 and landed(result, "s") == []


def test_throw_landing_nudges_a_card_a_little():
    """FAQ: boards and cards may shift from the impact (直す必要はありません)."""
    board = Board("b", 6, 600.0, 450.0)
    card = attach_card(board, 2, "c")
    shot = aim_throw("s", 300.0, 100.0, card.x, card.y, loft=0.5)
    result = simulate(table([Die("s", "d6", "p", 300.0, 100.0)], [board], [card]), shot, 9, 0)
    moved_card = result.table.cards[0]
    shift = math.hypot(moved_card.x - card.x, moved_card.y - card.y)
    assert 0.0 < shift < 30.0
    assert result.table.boards[0].x == board.x  # nothing landed on the board


def test_coin_toss_is_a_short_high_hop_with_seeded_spread():
    """FAQ エクスプロージョン: the die is flicked off the thumb; where it lands is the seeded source's."""
    t = table([Die("s", "d6", "p", 600.0, 450.0)])
    shot = Shot("s", "coin", 600.0, 450.0, 0.0, 0.5)
    ends = []
    for index in range(6):
        result = simulate(t, shot, 4, index, record_frames=True)
        d = die_of(result, "s")
        ends.append((d.x, d.y))
        assert max(e[4] for frame in result.frames for e in frame) > 60.0  # a high hop
        assert 20.0 < math.hypot(d.x - 600.0, d.y - 450.0) < 500.0
        assert abs(math.atan2(d.y - 450.0, d.x - 600.0)) <= params.COIN_SPREAD_ANGLE + 0.05
    assert len(set(ends)) == 6
    assert simulate(t, shot, 4, 2).table.dice[0] == simulate(t, shot, 4, 2).table.dice[0]


# -- table edge, crashes, faces ------------------------------------------------------------

def test_die_pushed_off_the_table_is_lost_for_the_round():
    """シュート: テーブルなどから落ちてしまったら回収 — not on the battlefield any more."""
    victim = Die("v", "d6", "q", 1180.0, 450.0)
    shooter = Die("s", "d6", "p", 1000.0, 450.0)
    result = simulate(table([victim, shooter]), Shot("s", "flick", 1000.0, 450.0, 0.0, 0.7), 1, 0)
    rest = rest_of(result, "v")
    assert rest.lost and rest.moved and landed(result, rest.die) == [] and rest.shooter == "p"
    assert not die_of(result, "v").in_play
    assert result.crash_chain == {"s": ["v"]}
    assert "v" not in landed_on(result.table)


def test_shot_die_flicked_off_the_table_is_lost():
    result = simulate(table([Die("s", "d8", "p", 1100.0, 450.0)]), Shot("s", "flick", 1100.0, 450.0, 0.0, 0.6), 1, 0)
    assert rest_of(result, "s").lost and not die_of(result, "s").in_play


def test_crash_chain_attributes_every_pushed_die_to_the_shot():
    """クラッシュ / FAQ 竜呪: a die pushed by a crashed die counts too (chains)."""
    a = Die("a", "d6", "q", 400.0, 450.0, face=3)
    b = Die("b", "d6", "r", 470.0, 450.0, face=3)
    far = Die("z", "d20", "r", 300.0, 800.0, face=7)
    shooter = Die("s", "d6", "p", 200.0, 450.0)
    result = simulate(table([a, b, far, shooter]), Shot("s", "flick", 200.0, 450.0, 0.0, 0.8), 21, 4)
    assert result.crash_chain == {"a": ["b"], "s": ["a"]}
    assert rest_of(result, "s").crashed_into == ["a"]
    assert rest_of(result, "a").crashed_into == ["b"]
    for die_id in ("s", "a", "b"):
        assert rest_of(result, die_id).moved and rest_of(result, die_id).shooter == "p"
    untouched = rest_of(result, "z")
    assert not untouched.moved and untouched.shooter == "" and untouched.face == 7


def test_crash_pushes_a_die_onto_an_effect_card_for_the_shooter():
    """クラッシュ: a pushed die that ends on an effect card counts as the shooter's (FAQ 封印)."""
    board = Board("b", 6, 600.0, 450.0)
    card = attach_card(board, 3, "seal")  # to the left of the board: x from ~468 to ~556
    victim = Die("v", "d6", "q", 420.0, 450.0)
    shooter = Die("s", "d6", "p", 250.0, 450.0)
    result = simulate(table([victim, shooter], [board], [card]), Shot("s", "flick", 250.0, 450.0, 0.0, 0.57), 5, 0)
    rest = rest_of(result, "v")
    assert landed(result, rest.die) == ["seal"] and rest.shooter == "p"
    assert result.crash_chain["s"] == ["v"]


def test_faces_a_die_that_only_slides_keeps_its_face():
    """A d4 cannot tip from a caught edge: flicked, it slides and keeps the face it had."""
    result = simulate(table([Die("s", "d4", "p", 200.0, 450.0, face=3)]), Shot("s", "flick", 200.0, 450.0, 0.0, 0.8),
                      99, 6)
    assert rest_of(result, "s").face == 3 == die_of(result, "s").face


def test_faces_a_gently_nudged_die_keeps_its_face():
    """クラッシュ: 目が変わったとしても… — but a die pushed too gently to tip over an edge keeps its face."""
    a = Die("a", "d6", "q", 400.0, 450.0, face=5)
    # a d4 (it only slides) meets the d6 at half the speed a d6 needs to tip
    shooter = Die("s", "d4", "p", 360.0, 450.0)
    speed = 0.5 * TUMBLES["d6"].tip_speed
    gap = 40.0 - 8.0 - DIE_SHAPES["d4"].radius / 2.0  # centre distance less the d6's half width and the d4's inradius
    distance = gap + speed * speed / (2 * params.MU_DIE * params.GRAVITY)
    power = math.sqrt(2 * params.MU_DIE * params.GRAVITY * distance) / params.FLICK_SPEED
    result = simulate(table([a, shooter]), Shot("s", "flick", 360.0, 450.0, 0.0, power), 8, 0)
    rest = rest_of(result, "a")
    assert rest.moved and result.crash_chain == {"s": ["a"]}
    assert rest.face == 5


def test_simulate_does_not_change_the_input_table():
    t = table([Die("a", "d6", "q", 400.0, 450.0), Die("s", "d6", "p", 200.0, 450.0)], [Board("b", 5, 700.0, 450.0)])
    before = repr(t)
    simulate(t, Shot("s", "flick", 200.0, 450.0, 0.0, 1.0), 1, 0)
    assert repr(t) == before


def test_shot_die_from_the_hand_enters_play_at_the_shot_position():
    hand = Die("s", "d4", "p", 0.0, 0.0, in_play=False)
    result = simulate(table([hand]), Shot("s", "flick", 300.0, 300.0, 0.5, 0.3), 1, 0, record_frames=True)
    assert result.frames[0] == [("s", 300.0, 300.0, 0.0, 0.0, 1)]
    assert die_of(result, "s").in_play


def test_bad_shots_are_rejected():
    t = table([Die("s", "d6", "p", 100.0, 100.0)])
    with pytest.raises(ValueError):
        simulate(t, Shot("x", "flick", 100.0, 100.0, 0.0, 0.5), 1, 0)
    with pytest.raises(ValueError):
        simulate(t, Shot("s", "bowl", 100.0, 100.0, 0.0, 0.5), 1, 0)
    with pytest.raises(ValueError):
        simulate(t, Shot("s", "flick", 100.0, 100.0, 0.0, float("nan")), 1, 0)
    with pytest.raises(ValueError):  # a board and a die may not share an id
        simulate(table([Die("s", "d6", "p", 100.0, 100.0)], [Board("s", 6, 500.0, 500.0)]),
                 Shot("s", "flick", 100.0, 100.0, 0.0, 0.5), 1, 0)
    with pytest.raises(ValueError):
        simulate(table([Die("s", "d7", "p", 100.0, 100.0)]), Shot("s", "flick", 100.0, 100.0, 0.0, 0.5), 1, 0)


def test_power_above_the_maximum_is_clamped():
    t = table([Die("s", "d6", "p", 100.0, 450.0)], width=3000.0)
    strong = simulate(t, Shot("s", "flick", 100.0, 450.0, 0.0, 5.0), 1, 0)
    full = simulate(t, Shot("s", "flick", 100.0, 450.0, 0.0, 1.0), 1, 0)
    assert die_of(strong, "s").x == die_of(full, "s").x


def test_frames_end_where_the_table_ends():
    t = table([Die("a", "d6", "q", 400.0, 450.0), Die("s", "d6", "p", 200.0, 450.0)])
    result = simulate(t, Shot("s", "flick", 200.0, 450.0, 0.1, 0.9), 1, 0, record_frames=True)
    last = {e[0]: e for e in result.frames[-1]}
    for d in result.table.dice:
        assert last[d.id][1:3] == (d.x, d.y)
        assert math.remainder(last[d.id][3], 2 * math.pi) == d.angle
    assert simulate(t, Shot("s", "flick", 200.0, 450.0, 0.1, 0.9), 1, 0).frames == []


def test_throw_landing_on_a_die_crashes_into_it():
    """クラッシュ: a thrown die coming down on another die strikes it on the way down."""
    victim = Die("v", "d12", "q", 500.0, 450.0, face=11)
    shot = aim_throw("s", 200.0, 450.0, 497.0, 450.0, loft=0.6)
    result = simulate(table([victim, Die("s", "d6", "p", 200.0, 450.0)]), shot, 4, 0)
    assert rest_of(result, "s").crashed_into == ["v"]
    assert result.crash_chain == {"s": ["v"]}
    assert rest_of(result, "v").moved and rest_of(result, "v").shooter == "p"


def test_lob_knocks_a_die_off_the_raised_board_down_to_the_table():
    flyer = Board("fly", 5, 600.0, 450.0, raised=True)
    sitting = Die("v", "d6", "q", 620.0, 450.0, z=H)
    shot = aim_throw("s", 250.0, 450.0, 595.0, 450.0, loft=0.5, surface=H)
    result = simulate(table([sitting, Die("s", "d6", "p", 250.0, 450.0)], [flyer]), shot, 4, 0, record_frames=True)
    assert rest_of(result, "s").crashed_into == ["v"]
    v = die_of(result, "v")
    assert v.z == 0.0 and landed(result, "v") == [] and rest_of(result, "v").moved
    assert die_of(result, "s").z == H and landed(result, "s") == ["fly"]  # the thrower stays up
    # it came down through the air, not through the board
    assert any(0.0 < e[4] < H for frame in result.frames for e in frame if e[0] == "v")


def test_lob_touchdown_predicts_where_a_throw_first_lands():
    shot = aim_throw("s", 200.0, 200.0, 700.0, 500.0, loft=0.5)
    result = simulate(table([Die("s", "d6", "p", 200.0, 200.0)]), shot, 1, 0, record_frames=True)
    heights = [frame[0][4] for frame in result.frames]
    first_down = next(i for i in range(1, len(heights)) if heights[i] < 20.0 and heights[i] < heights[i - 1])
    x, y = result.frames[first_down][0][1:3]
    assert math.hypot(x - 700.0, y - 500.0) < 40.0  # within one frame's flight


def test_throw_landing_on_a_board_barely_shifts_it():
    """FAQ: boards may shift a little from impacts; a 15 g board moves well under a millimetre."""
    board = Board("b", 6, 600.0, 450.0)
    shot = aim_throw("s", 200.0, 450.0, 590.0, 450.0, loft=0.5)
    result = simulate(table([Die("s", "d20", "p", 200.0, 450.0)], [board]), shot, 2, 0)
    moved = result.table.boards[0]
    assert 0.0 < math.hypot(moved.x - 600.0, moved.y - 450.0) < 1.0


def test_every_shot_ends_within_the_time_bound(monkeypatch):
    """The hard bound: a shot stopped early lands whatever is in the air and reports it."""
    monkeypatch.setattr(params, "MAX_SIM_TIME", 0.05)
    t = table([Die("s", "d6", "p", 200.0, 450.0)])
    result = simulate(t, aim_throw("s", 200.0, 450.0, 700.0, 450.0, loft=0.8), 1, 0)
    assert result.timed_out and result.sim_time == pytest.approx(0.05, abs=params.DT)
    d = die_of(result, "s")
    assert d.in_play and d.z == 0.0 and 200.0 < d.x < 700.0


def test_angles_come_back_normalised_and_spin_carries_on():
    t = table([Die("s", "d4", "p", 600.0, 450.0, angle=0.3)])
    result = simulate(t, Shot("s", "flick", 600.0, 450.0, 0.0, 0.2, spin=1.0), 1, 0)
    assert -math.pi <= die_of(result, "s").angle <= math.pi


# -- landed on, after real shots -----------------------------------------------------------

def test_flick_stopping_across_two_targets_is_on_both():
    """シュート: ２つの【ターゲット】に跨って乗った場合も、両方に対して乗っている."""
    from tabletop.physics.layout import board_apothem
    from tabletop.physics.scenes import board_against
    boss = Board("boss", 6, 600.0, 450.0)
    minion = board_against(boss, 0, "minion", 6)
    line = 600.0 + board_apothem(6)
    start = line - 100.0
    result = simulate(table([Die("s", "d6", "p", start, 450.0)], [boss, minion]),
                      Shot("s", "flick", start, 450.0, 0.0, flick_power("d6", 100.0)), 1, 0)
    assert abs(die_of(result, "s").x - line) < 5.0
    assert landed(result, "s") == ["boss", "minion"]


def test_faq_d8_flicked_to_overhang_the_board_is_not_on_it_until_its_bottom_touches():
    """FAQ (d8): 上から見たら先端がボード内に入っていても、底面が接していなければ攻撃失敗."""
    from tabletop.physics.geometry import touches
    from tabletop.physics.layout import board_apothem
    board = Board("b", 6, 600.0, 450.0)
    edge_x = 600.0 + board_apothem(6)
    radius = 16.0 / math.sqrt(3.0)
    start = edge_x + 100.0
    outcomes = {}
    for overhang in (2.3, 7.0):  # silhouette tip over the edge by this much
        travel = start - (edge_x + radius - overhang)
        result = simulate(table([Die("s", "d8", "p", start, 450.0)], [board]),
                          Shot("s", "flick", start, 450.0, math.pi, flick_power("d8", travel)), 1, 0)
        d = die_of(result, "s")
        assert d.angle == 0.0  # no spin: the hexagon corner without a bottom-face corner leads
        assert touches(die_silhouette_polygon(d), [tuple(p) for p in _board_poly(board)])
        outcomes[overhang] = landed(result, "s")
    assert outcomes == {2.3: [], 7.0: ["b"]}


def _board_poly(board):
    from tabletop.physics import board_polygon
    return board_polygon(board)
