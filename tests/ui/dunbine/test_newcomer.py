"""Session 15, a newcomer's whole game of Dunbine against the computer: what they met, measured.

The computer's box names the side by its scenario name and lies over the
computer's controls, not over the map or the log; two machines in one hex both show; a game loaded in the
middle of an attack shows the display board as large as the panel allows; every
step says what it asks (the acceleration prompt's rule, the attacker's aura step,
the PP allocation phase); a weapon with targets says "can attack".
"""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games.dunbine import actions as A
from tabletop.ui.text import resolve
from tabletop.ui.widgets import Button
from tabletop.ui.views.dunbine import controls as C
from tabletop.ui.views.dunbine import counters
from tabletop.ui.views.dunbine.scene import BOARD_MAX, BOARD_MIN, PLATE_ROOM, DunbineScene

from .opening import accelerate_all, first_turn, move_all_forward, start, to_attack
from .test_readable import everywhere


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    return start(app)


def to_attacker_aura(d) -> None:
    """Both sides people: the first turn, an aura shot fired, the defender evades: the attacker's aura step."""
    first_turn(d)
    to_attack(d)
    d.press("攻撃する")
    d.lift()
    d.press("回避する")
    d.lift()


def lines(scene, lang: str) -> list[str]:
    return [resolve(item.label, lang) for item in scene.items if isinstance(item, C.Line)]


def box_clear_of_everything(scene, size) -> None:
    """The computer's box in the controls panel, over no button that shows, nor the map, nor the log."""
    box = scene.spinner_rect
    assert box is not None and scene.controls_rect.contains(box), (size, box, scene.controls_rect)
    assert not box.colliderect(scene.map_rect) and not box.colliderect(scene.log.rect)
    shown = [b for b in scene.all_widgets() if b.visible and isinstance(b, Button)]
    assert shown, size
    hit = [(resolve(b.label, "en"), b.rect) for b in shown if b.rect.colliderect(box)]
    assert not hit, (size, box, hit)


def test_the_computers_box_names_its_side_and_covers_no_button_nor_map_nor_log(app):
    """Session 28: at the foot of the controls panel the box covered "Aura +1" (acceleration, 800x560) and "End
    action" with the aura row (action phase): while a computer seat decides the buttons stand above it."""
    pygame.display.set_mode((1280, 800))
    app.lang = "en"
    d = start(app, players=["human", "quick"])
    scene = d.scene
    scene.bot_pause = 30.0                 # the computer's move stays announced while we look
    first_turn(d)                          # seed 1: the human side plays first, then the computer
    for _ in range(40):
        if scene.spinner_rect is not None:
            break
        d.frames(1, 0.05)
    assert scene.thinking is not None and scene.spinner_rect is not None
    side = scene.seen.sides[scene.thinking.seat]
    assert resolve(scene.seat_name(scene.thinking.seat), "en") == side.name_en == "Drake's army"
    assert resolve(scene.seat_name(scene.thinking.seat), "ja") == side.name_ja
    for phase in ("acceleration", "action"):
        for _ in range(400):               # the computer plays on, a move a frame, to the phase
            if scene.seen.phase == phase and scene.spinner_rect is not None:
                break
            if scene.thinking is not None:
                scene.thinking.hurry = True
            d.frames(1, 0.05)
        assert scene.seen.phase == phase and scene.spinner_rect is not None, phase
        for size in ((1280, 800), (896, 560), (800, 560)):     # 896x560: 1280x800 at 150 % UI scale
            for lang in ("ja", "en"):
                d.app.lang = lang
                d.app.resize(size)
                d.app._relayout()
                d.frames(1, 0.05)
                box_clear_of_everything(scene, (phase, size, lang))
        d.app.resize((1280, 800))
        d.app._relayout()


def test_two_machines_in_one_hex_both_show(d):
    scene = d.scene
    session = scene.session
    state = d.state
    mine, theirs = state.side_units(0)[0], state.side_units(1)[0]
    with session.edit() as s:
        s.unit(theirs.id).q, s.unit(theirs.id).r = mine.q, mine.r
    scene.on_change([])
    d.frames(1)
    view = scene.mapview
    surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    centres = counters.draw_counters(surface, d.app, scene.seen, view, scene.selected)
    size = max(16, int(min(view.layout.tw, view.layout.th) * 0.86 * view.camera.zoom))
    piece = counters.stacked_size(size, 2)
    (x1, y1), (x2, y2) = centres[mine.id], centres[theirs.id]
    dx, dy = abs(x1 - x2), abs(y1 - y2)
    covered = max(0, piece - dx) * max(0, piece - dy) / piece ** 2
    assert covered <= 0.4, f"the lower piece is {covered:.0%} hidden"
    # and each stays about its hex: no further out than a lone piece's edge plus a tenth of it
    cx, cy = view.hex_to_screen(state.unit(mine.id).hex)
    cx, cy = cx - view.rect.x, cy - view.rect.y
    for x, y in ((x1, y1), (x2, y2)):
        assert max(abs(x - cx), abs(y - cy)) + piece / 2 <= size * 0.6 + 2


def test_a_game_loaded_during_an_attack_shows_the_display_board_as_large_as_there_is_room(d):
    first_turn(d)
    to_attack(d)
    d.press("攻撃する")
    assert d.state.attack is not None
    d.press("保存")
    from tabletop.ui.saves import list_saves

    session = Session.load(list_saves()[0].path)
    scene = d.app.start_game(session)
    d.frames(2)
    assert isinstance(scene, DunbineScene) and d.app.top is scene
    wanted = min(BOARD_MAX, scene.board.wanted_height(d.app, scene.right_rect.w))
    from tabletop.ui.views.dunbine.scene import ROW_SPARE

    # a decision's panel keeps a line to spare (session 17), a row of buttons (session 26)
    spare = max(d.app.text.line_height(C.Line.size), ROW_SPARE)
    room = scene.right_rect.h - (scene.place_controls(pygame.Rect(0, 0, scene.right_rect.w, 10000)) + 20) - 8 - spare
    scene.split_right()
    assert scene.board.rect.h >= min(wanted, room) > BOARD_MIN, (scene.board.rect, wanted, room)


def test_the_acceleration_prompt_names_rule_4_as_a_rule(d):
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    for lang, word in (("ja", "ルール4"), ("en", "rule 4")):
        asked = [t for t in lines(d.scene, lang) if ("新しい推力" in t or "new thrust" in t)]
        assert asked and word in asked[0], asked


def test_the_attackers_aura_step_says_what_it_asks(d):
    to_attacker_aura(d)
    state = d.state
    assert state.attack is not None and state.attack.step == "attacker_aura"
    assert d.scene.session.pending().kind == "attack"
    said = C.AURA_STEPS["attacker_aura"]
    assert said.ja in lines(d.scene, "ja") and said.en in lines(d.scene, "en")
    everywhere(d)                       # whole at 1280x800, 896x560 (150 %) and 800x560, in both languages


def test_the_allocation_phase_says_what_it_is_for(d):
    accelerate_all(d, 6)
    move_all_forward(d)
    assert d.state.phase == "allocation"
    assert C.ALLOCATE.ja in lines(d.scene, "ja") and C.ALLOCATE.en in lines(d.scene, "en")


def test_a_weapon_with_targets_says_can_attack(d):
    first_turn(d)
    to_attack(d)
    d.press("やめる")                       # back from the target to the weapon buttons
    if d.has_button("武器選択をやめる"):
        d.press("武器選択をやめる")
    uid = d.state.active
    legal = {a.weapon for a in d.scene.legal if isinstance(a, A.Attack) and a.unit == uid}
    assert "aura_shot" in legal
    b = d.button("オーラショット")
    assert resolve(b.sublabel, "en") == "can attack" and resolve(b.sublabel, "ja") == "攻撃可"


def test_a_weapon_without_a_target_says_in_words_what_stops_it(d):
    """At the first action, before any thrust is spent: each weapon's button says in words what stops it and what
    to do ("先に移動", "move first"), not only "cannot attack (11.x)" (a newcomer had to hover for every button);
    no bare rule number on the button (session 28: "spend thrust (11.9)" read as what the button does): the rule
    is in the tooltip, after the whole reason. The words stay whole at every size and in both languages."""
    accelerate_all(d, 6)
    uid = d.state.active
    assert not any(isinstance(a, A.Attack) for a in d.scene.legal)
    said = []
    for wid in ("sword", "aura_shot"):
        why = d.scene.seen.weapon(uid, wid).no_target
        section = why.rule.partition(" ")[2]
        word = C.ATTACK_STOPS[section]
        b = d.button("剣" if wid == "sword" else "オーラショット")
        assert resolve(b.sublabel, "ja") == word.ja and resolve(b.sublabel, "en") == word.en
        assert not any(ch.isdigit() for ch in resolve(b.sublabel, "ja") + resolve(b.sublabel, "en"))
        assert why.text().ja in b.tooltip_text("ja") and b.tooltip_text("ja").count(f"{section}項") == 1
        assert why.text().en in b.tooltip_text("en") and b.tooltip_text("en").count(f"rule {section}") == 1
        said.append(section)
    assert said == ["11.9", "11.9"]         # before any thrust is spent: "先に移動" / "move first"
    assert C.ATTACK_STOPS["11.9"].en == "move first"
    everywhere(d)


def test_after_an_attack_with_no_thrust_left_the_weapons_say_so(d):
    """After an attack with the whole thrust spent (Marvel's turn 2 in a newcomer's game), 11.9 still stops the next
    attack, but "spend thrust (11.9)" asked for thrust the machine no longer had: the buttons say "no thrust left"."""
    accelerate_all(d, 6)
    u = d.state.unit(d.state.active)
    u.spent, u.since_attack = u.thrust, 0        # the whole thrust spent, then an attack (11.9 counts from it)
    d.scene.on_change([])
    d.frames(2)
    b = d.button("剣")
    assert d.scene.seen.weapon(u.id, "sword").no_target.rule.endswith("11.9")
    assert resolve(b.sublabel, "ja") == "推力切れ" and resolve(b.sublabel, "en") == "no thrust left"
    assert b.tooltip_text("en").count("(rule 11.9)") == 1
    everywhere(d)


def test_with_no_thrust_left_the_empty_move_rows_name_their_rule_in_words(d):
    """Session 28: "Forward / back: no thrust left (6)" left a bare number; the rows say "rule 6" / "6項"."""
    accelerate_all(d, 6)
    u = d.state.unit(d.state.active)
    u.spent = u.thrust                           # the whole thrust spent (the test's own state)
    d.scene.on_change([])
    d.frames(1)
    en, ja = lines(d.scene, "en"), lines(d.scene, "ja")
    for words in ("Forward / back: no thrust left (rule 6)", "Turns: no thrust left (rule 7)",
                  "Side slip: no thrust left (rule 8)"):
        assert words in en, en
    assert "前進・後退：残り推力がありません（6項）" in ja, ja
    assert not any(re.search(r"\(\d+\)$", line) for line in en), en


def test_spending_the_last_aura_power_leaves_done_where_the_pointer_is(d):
    """A newcomer clicking "Aura +1" until none is left, then "Done with aura power" at the same place:
    the aura row leaves a line in its place, so the button does not jump up from under the pointer."""
    to_attacker_aura(d)
    state = d.state
    assert state.attack.step == "attacker_aura"
    attacker = state.unit(state.attack.attacker)
    assert attacker.aura > 0
    done = d.button("オーラ力を使わない/終える").rect.copy()
    tops = [rect.y for item, rect in d.scene.lines_at if not item.slot]
    while attacker.aura > 0:
        d.press("オーラ力+1")
    assert d.button("オーラ力を使わない/終える").rect == done
    assert [rect.y for item, rect in d.scene.lines_at if not item.slot] == tops   # the hit number's terms stay put
    assert any("オーラ力は残っていません" in t for t in lines(d.scene, "ja"))


def test_a_piece_between_two_neighbours_still_has_its_name_beside_it(app):
    """Three machines in a column (the first game's turn 3: Sho, Bern under him, Marvel under Bern): the
    middle one's plate fits neither under nor over it; it goes beside the piece instead of being left off."""
    from tabletop.core import registry
    from tabletop.games import discover
    from tabletop.ui.views.dunbine.seen import Seen

    from .test_pieces import Recording

    discover()
    seen = Seen.of(Session(registry.find("dunbine"), 2, {"scenario": "skirmish"}, seed=1).view(None))
    a, b, c = seen.units[:3]
    size = 48
    named = [(a, 200, 100), (b, 200, 156), (c, 228, 206)]
    surface = Recording((500, 400))
    counters._plates(surface, app, seen, named, size, 13)
    plates = surface.spots
    assert len(plates) == 3, plates
    pieces = [pygame.Rect(x - size // 2, y - size // 2, size, size) for _u, x, y in named]
    for i, p in enumerate(plates):
        assert p.collidelist(plates[:i] + plates[i + 1:]) < 0 and p.collidelist(pieces) < 0, (p, plates)


def test_the_thrust_left_badge_covers_no_other_piece_or_plate():
    """Turn 3 of the first game: Sho (active, 0 thrust left) with Marvel's piece right under him and
    Bern's beside him; the badge went under Sho's piece, over Marvel's. It now finds a free side."""
    from tabletop.ui.views.dunbine.mapdraw import thrust_left_spot

    def piece(x, y):
        return pygame.Rect(x - 24, y - 24, 48, 48)

    sho = piece(478, 445)
    occupied = [("sho", sho), ("bern", piece(422, 445)), ("marvel", piece(450, 492)),
                ("sho", pygame.Rect(436, 402, 86, 19)),          # Sho's plate went over his piece
                ("bern", pygame.Rect(380, 470, 86, 19)), ("marvel", pygame.Rect(400, 517, 104, 19))]
    box = thrust_left_spot(pygame.Rect(0, 0, 96, 20), sho.center, "sho", occupied)
    assert box.collidelist([r for who, r in occupied if who != "sho"]) < 0, box
    assert not box.colliderect(sho)
    # alone, it goes right under the piece and its plate
    alone = [("sho", sho), ("sho", pygame.Rect(436, 470, 86, 19))]
    box = thrust_left_spot(pygame.Rect(0, 0, 96, 20), sho.center, "sho", alone)
    assert box.top == 490 and box.centerx == sho.centerx


def test_range_labels_cover_no_piece_plate_or_badge_and_none_hides_under_them(d, monkeypatch):
    """A chosen weapon's six range labels (13) were drawn under the pieces: "BB" vanished under Sho's
    name plate. They are drawn over the pieces now, each where it covers no piece, plate or badge."""
    from tabletop.ui.views.dunbine import mapdraw

    first_turn(d)
    to_attack(d)                        # a weapon chosen and its target clicked: the ranges are drawn
    placed: list = []
    real = mapdraw.range_label_spot

    def spy(box, centre, angle, rad, taken, clip):
        spot = real(box, centre, angle, rad, taken, clip)
        placed.append((spot, list(taken)))
        return spot

    monkeypatch.setattr(mapdraw, "range_label_spot", spy)
    scene = d.scene
    surface = pygame.Surface(scene.mapview.rect.size, pygame.SRCALPHA)
    mapdraw.decorate(scene, surface, scene.mapview)
    assert len(placed) == 6
    assert len([1 for _s, taken in placed if taken]) == 6
    for spot, taken in placed:
        assert spot.collidelist(taken) < 0, (spot, taken)


def test_a_range_label_steps_along_its_line_off_a_plate():
    from tabletop.ui.views.dunbine.mapdraw import LABEL_STEPS, range_label_spot
    from tabletop.ui.hexmap import overlay

    clip = pygame.Rect(0, 0, 800, 600)
    box = pygame.Rect(0, 0, 30, 18)
    first = overlay.point_at((400, 300), 90.0, 20 * LABEL_STEPS[0])
    plate = pygame.Rect(0, 0, 90, 19)
    plate.center = (int(first[0]), int(first[1]))
    spot = range_label_spot(box, (400, 300), 90.0, 20, [plate], clip)
    assert not spot.colliderect(plate) and spot.centerx == 400
    assert range_label_spot(box, (400, 300), 90.0, 20, [], clip).center == (int(first[0]), int(first[1]))


def test_a_range_label_with_no_free_place_covers_as_little_as_it_can():
    """In a crowd every place for a range's label was taken; the label went to the first and covered
    Marvel's piece (its HEAVY band). It takes the place that covers least."""
    from tabletop.ui.views.dunbine.mapdraw import LABEL_STEPS, LABEL_TURNS, range_label_spot
    from tabletop.ui.hexmap import overlay

    clip = pygame.Rect(0, 0, 4000, 4000)
    box = pygame.Rect(0, 0, 30, 18)
    spots = [overlay.point_at((2000, 2000), 90.0 + t, 200 * k) for k in LABEL_STEPS for t in LABEL_TURNS]
    taken = []
    for i, (x, y) in enumerate(spots):     # a piece on every place; only a plate's corner on the fifth
        r = pygame.Rect(0, 0, 30, 30) if i != 4 else pygame.Rect(0, 0, 4, 4)
        r.center = (int(x), int(y) + (0 if i != 4 else 8))
        taken.append(r)
    spot = range_label_spot(box, (2000, 2000), 90.0, 200, taken, clip)
    assert spot.center == (int(spots[4][0]), int(spots[4][1]))


def test_a_range_label_moves_beside_its_line_when_the_line_is_crowded():
    """Turn 6: Sho's sword ranges; the "FF" line ran through Todd's piece and plate and Marvel's piece,
    and "FF" covered Todd's name. It now sits beside the line, inside the range, over nothing."""
    from tabletop.ui.views.dunbine.mapdraw import LABEL_STEPS, range_label_spot
    from tabletop.ui.hexmap import overlay

    clip = pygame.Rect(0, 0, 2000, 2000)
    box = pygame.Rect(0, 0, 30, 18)
    taken = []
    for k in LABEL_STEPS:                  # the middle line is taken all the way out
        x, y = overlay.point_at((1000, 1000), 90.0, 40 * k)
        r = pygame.Rect(0, 0, 40, 40)
        r.center = (int(x), int(y))
        taken.append(r)
    spot = range_label_spot(box, (1000, 1000), 90.0, 40, taken, clip)
    assert spot.collidelist(taken) < 0


def test_a_stack_with_a_neighbour_below_has_its_plate_and_count_clear_of_every_piece(d):
    """Turn 7: Todd flew into Marvel's hex with Sho just below; the stack's plate went over it and ran into
    its upper piece, and the "×2" badge sat on the plate. The plate goes round the whole stack and says
    "×2" itself."""
    from tabletop.core.hexgrid import neighbor

    scene = d.scene
    state = d.state
    a, b = state.side_units(0)[:2]
    enemy = state.side_units(1)[0]
    below = neighbor(a.hex, 5)            # a neighbour under the stack (south-east)
    with scene.session.edit() as s:
        s.unit(enemy.id).q, s.unit(enemy.id).r = a.q, a.r
        s.unit(b.id).q, s.unit(b.id).r = below.q, below.r
    scene.on_change([])
    d.frames(1)
    view = scene.mapview
    surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
    occupied: list = []
    counters.draw_counters(surface, d.app, scene.seen, view, scene.selected, None, occupied)
    pieces = [r for _who, r in occupied if r.w == r.h]
    marks = [r for _who, r in occupied if r.w != r.h]      # the name plates
    assert len(pieces) == 3 and len(marks) == 2
    top = next(who for who, r in occupied if r.w != r.h and who in (a.id, enemy.id))
    counted = counters.plate(d.app, scene.seen, scene.seen.unit(top), 13, 2)   # "Dunbine/Sho  ×2"
    assert counted.get_width() in [r.w for r in marks]
    for r in marks:
        assert r.collidelist(pieces) < 0, (r, pieces)
    for i, r in enumerate(marks):
        assert r.collidelist(marks[:i] + marks[i + 1:]) < 0, (r, marks)


def test_the_end_screen_names_the_winning_side_by_its_scenario_name(d):
    """The first game's end said "Drake's army wins (every enemy machine is down) / Winner: Side 2", then
    "… / Winner: Drake's army": the outcome names the side, once."""
    from tabletop.ui.scenes.game_over import GameOverScene

    scene = d.scene
    from tabletop.games.dunbine.state import Result

    with scene.session.edit() as s:
        for u in s.side_units(0):
            u.status = "down"
        s.result = Result([1], "ドレイク軍の勝利（敵機全滅）", "Drake's army wins (every enemy machine is down)", [0, 2])
    assert scene.session.is_over()
    scene.check_game_over()
    d.frames(1)
    over = d.app.top
    assert isinstance(over, GameOverScene)
    side = scene.seen.sides[1]
    for lang, name in (("ja", side.name_ja), ("en", side.name_en)):
        body = resolve(over.body_label.label, lang)
        result = body.split("\n\n")[0]           # the standings follow, a line per side (test_game_over)
        assert name in result.splitlines()[-1], body
        assert "Side 2" not in body and "第2陣営" not in body
        assert result.count(name) == 1, body
        assert "0機中" not in body and "2機中0機" in body if lang == "ja" else "0 of 2 machines flying" in body


def test_the_hovered_hexs_outline_never_crosses_the_move_label(d, monkeypatch):
    """At 150 % the forward run's label ("前進 5ヘックス：推力5・PP0") sat over the hovered hex and its outline
    was drawn across the text. The outline is drawn under everything the scene draws."""
    from tabletop.ui.views.dunbine import mapview as MV

    accelerate_all(d, 6)
    m = d.state.unit(d.state.active)
    d.move(d.hex_pos(d.forward_hex(m.id, 3)))
    order: list[str] = []
    real_outline = MV.overlay.outline
    monkeypatch.setattr(MV.overlay, "outline", lambda *a, **k: (order.append("outline"), real_outline(*a, **k)))
    view = d.scene.mapview
    real_decorate = view.decorate
    view.decorate = lambda surface, v: (order.append("scene"), real_decorate(surface, v))
    d.frames(1)
    assert view.hovered is not None and order.index("outline") < order.index("scene"), order


def test_the_active_machine_stays_in_view_after_a_move_to_the_maps_edge(d):
    """At 150 % a forward run ended at the map view's right edge: the machine's plate and "thrust left"
    badge were cut off there. A move that ends near the edge brings the machine back into view."""
    from .test_readable import drag

    d.app.resize((896, 560))                         # the logical screen of 1280x800 at 150 %
    d.app._relayout()
    d.frames(1)
    accelerate_all(d, 6)
    view = d.scene.mapview
    m = d.state.unit(d.state.active)
    dest = d.forward_hex(m.id, 5)
    d.hex_pos(dest)                                  # in view first
    x, _y = view.hex_to_screen(dest)
    drag(d, (view.rect.right - 36 - x, 0))           # now just inside the right edge
    assert view.shows(dest, 0) and not view.shows(dest, 80)
    d.click(view.hex_to_screen(dest))
    assert d.state.unit(m.id).hex == dest
    assert view.shows(dest, 80)


@pytest.mark.parametrize("apart", [11, 14])
def test_a_hand_over_shows_the_nearest_enemy_too_when_it_fits(d, apart):
    """A newcomer's turn began with only their own machines on screen and no enemy in sight. When the side
    to move and its nearest enemy fit at the player's zoom, both are in view (the zoom is kept)."""
    from tabletop.core.hexgrid import neighbor

    from .test_readable import look_away

    def ahead(h, n):
        for _ in range(n):
            h = neighbor(h, 0)
        return h

    state = d.state
    scene = d.scene
    side = state.current
    mine = state.side_units(side)
    enemy = state.side_units(1 - side)[0]
    with scene.session.edit() as s:      # the side in mid-map, an enemy ``apart`` hexes ahead of it
        for u in mine:
            moved = ahead(u.hex, 12)
            s.unit(u.id).q, s.unit(u.id).r = moved.q, moved.r
        near = ahead(s.unit(mine[0].id).hex, apart)
        s.unit(enemy.id).q, s.unit(enemy.id).r = near.q, near.r
    scene.on_change([])
    view = scene.mapview
    look_away(d, [u.hex for u in state.units])
    zoom = view.camera.zoom
    scene.frame_side(side)
    room = PLATE_ROOM                    # with room for the name plates: none is cut at the view's edge
    assert all(view.shows(u.hex, room) for u in state.side_units(side) if u.in_play)
    assert view.shows(near, room) == (apart == 11)     # 14 hexes do not fit at this zoom: own side only
    assert view.camera.zoom == zoom


def test_no_machine_and_pilot_name_nests_parentheses():
    """"バストール（バーン・バニングス（黒騎士））" / "Bastole (Bern Bunnings (the Black Knight))": the display
    board, the controls and the target lines put the pilot in parentheses, so no pilot's name has any."""
    from tabletop.games.dunbine.data import load_pilots

    for pid, pilot in load_pilots().items():
        assert not any(c in pilot.name_ja for c in "（）()"), (pid, pilot.name_ja)
        assert not any(c in pilot.name_en for c in "()"), (pid, pilot.name_en)


def test_the_japanese_log_names_the_pp_an_aura_point_went_to_in_japanese(d):
    """The 150 % Japanese game's log said 「オーラ力2をattackへ」."""
    to_attacker_aura(d)
    d.press("オーラ力+1")
    line = [e for e in d.scene.session.log_for(d.scene.viewer) if e.kind != "roll"][-1]
    assert "オーラ力1を攻撃PPへ" in line.line("ja"), line.line("ja")
    assert "1 aura power to attack PP" in line.line("en"), line.line("en")


def test_the_computers_box_shows_its_whole_move_line_at_150_percent(d):
    """At 150 % the box at the foot of the controls wrapped 「トッドのバストール（バストール）：BRへサイドスリップ
    （推力2、行動PP3）(8項)」 into three lines and showed the last two: who moved was lost."""
    from tabletop.ui import theme

    d.app.resize((896, 560))               # the logical screen of 1280x800 at 150 %
    d.app._relayout()
    d.frames(1)
    scene = d.scene
    room, _spot = scene.status_spot(d.app.surface)
    said = "トッドのバストール（バストール）：右後ろへサイドスリップ（推力2、行動PP3）(8項)"  # BR in words since session 17
    wrapped = d.app.text.wrap(said, theme.SIZE_SMALL, room)
    assert len(wrapped) <= scene.status_lines, wrapped


@pytest.mark.parametrize("scenario", ["skirmish", "great_battle"])
def test_the_japanese_display_board_never_wraps_a_number_away_from_its_label(app, scenario):
    """great_battle at 1280x800: Dana Oshee's board ended a line with 「装甲」 and began the next with 「1」."""
    from tabletop.ui.views.dunbine.display import SIZES, board_lines
    from tabletop.ui.views.dunbine.textcache import wrapped

    pygame.display.set_mode((1280, 800))
    d = start(app, scenario=scenario)
    seen = d.scene.seen
    for u in seen.units:
        for width in range(300, 441, 12):              # the board's text width, small window to 1280x800
            for _title, size in SIZES:
                for text, _colour, bold in board_lines(seen, u.id, "ja")[1:]:
                    lines = wrapped(d.app.text, text, size, width - 20, bold)
                    for before, line in zip(lines, lines[1:]):
                        # only a turn band ("5-8:1/2/4") or a speed step ("5+:-1") may begin a line with a digit
                        # (「受け3」 too keeps its number: the shared wrap keeps a number with the kana before it)
                        assert not line[:1].isdigit() or re.match(r"\d+[-+]", line), \
                            (u.id, width, size, lines)


def test_after_the_computers_turn_a_persons_side_is_shown_at_a_zoom_with_name_plates(app):
    """great_battle at 1280x800: the computer's five machines were framed by zooming out to 0.5, and the
    player's next turn began there, their machines tiny and without names. The computer's side is now
    followed without zooming out, and a person's turn comes back to the game's first zoom (at least 0.7)."""
    from tabletop.ui.views.dunbine.scene import HOME_ZOOM

    from .first_game import play

    pygame.display.set_mode((1280, 800))
    app.lang = "en"
    d = start(app, scenario="great_battle", players=["human", "quick"])
    d.scene.bot_pause = 0.0
    state = d.state
    human = 0
    play(d, 3000, until=lambda d: state.turn >= 2 and state.current == human and state.phase == "acceleration")
    assert state.turn >= 2 and state.current == human
    view = d.scene.mapview
    assert view.camera.zoom >= HOME_ZOOM
    assert all(view.shows(u.hex, 0) for u in state.side_units(human)[:1])


def test_after_its_attack_the_active_machine_is_shown_with_its_plate_at_the_players_zoom(d):
    """800x560, a person's attack against the other side: when the attack was over and the turn came back,
    the camera framed every machine of the side, zooming out to 0.5, with the attacker at the map's edge
    ("0 thrust le…") and no enemy in view. Within a machine's action the camera keeps that machine (and the
    nearest enemy when they fit) at the zoom the player has."""
    d.app.resize((800, 560))
    d.app._relayout()
    d.frames(1)
    state = d.state
    first_turn(d)
    to_attack(d)
    attacker = state.active
    view = d.scene.mapview
    zoom = view.camera.zoom
    d.press("攻撃する")
    d.lift()
    while state.attack is not None:      # each side's choices in the attack: anything but spending aura
        choice = next((a for a in d.scene.legal if not isinstance(a, A.SpendAura)), d.scene.legal[0])
        d.scene.run([choice])
        d.frames(2)
    assert state.phase == "action" and state.active == attacker
    d.frames(2)
    assert view.camera.zoom >= zoom, (view.camera.zoom, zoom)
    assert view.shows(state.unit(attacker).hex, PLATE_ROOM)


def test_manual_dice_at_set_up_ask_in_the_players_language(app):
    """Session 17, Japanese at 150 %: the launcher's manual-dice dialog for the first player asked
    "House Gibun / Na Kingdom: first player のために 1D6 を振ってください。" (the roll's English names in a Japanese
    sentence); it asks with the side's and the reason's Japanese, and in English with the English."""
    from tabletop.core import registry
    from tabletop.games import discover
    from tabletop.ui.widgets import ManualDiceDialog

    pygame.display.set_mode((1280, 800))
    discover()
    app.open_launcher()
    launcher = app.top
    launcher.select(registry.find("dunbine"))
    launcher.dice_kind = "manual"
    launcher.start()
    dialog = app.top
    assert isinstance(dialog, ManualDiceDialog)
    ja, en = resolve(dialog.body_label.label, "ja"), resolve(dialog.body_label.label, "en")
    assert "先攻" in ja and "first player" not in ja and not re.search(r"[A-Za-z]{3,}", ja), ja
    assert "first player" in en and not re.search(r"[ぁ-んァ-ン一-龥]", en), en


def test_side_slips_are_named_in_words_and_whole_everywhere(d):
    """Session 17, Japanese at 150 %: the side slips read 「滑FR」「滑BL」 (the rule book's range codes after a
    one-kanji abbreviation), which said nothing to a newcomer. They name the hex in words (右前へ, "Front right"),
    the tip adds the code, and every label is whole at each size and language."""
    accelerate_all(d, 4)
    slips = [b for b in d.scene.controls if "）へサイドスリップ" in resolve(b.tooltip, "ja")]
    assert len(slips) == 4
    for b in slips:
        ja, en = resolve(b.label, "ja"), resolve(b.label, "en")
        assert not re.search(r"[A-Z]{2}", ja) and not re.search(r"[A-Z]{2}", en), (ja, en)
        assert re.search(r"（[FB][RL]）", resolve(b.tooltip, "ja")), resolve(b.tooltip, "ja")
    everywhere(d)


def test_the_action_headings_thrust_figures_stay_on_one_line(d):
    """Session 17, Japanese at 150 %: the action's heading wrapped as 「ダンバイン（ショウ・ザマ）残り推力 4 /」 over
    「4  行動PP 12」, and in English "action PP" over "10". The figures have a line of their own, whole, at every
    size, in both languages."""
    from tabletop.ui.views.dunbine.textcache import wrapped

    def heading_whole(scene) -> None:
        lang, size = scene.app.lang, scene.app.size
        item, rect = scene.lines_at[0]
        drawn = wrapped(scene.app.text, resolve(item.label, lang), item.size, rect.w, item.bold)
        assert not any(re.fullmatch(r"[\d\s/]+", line) for line in drawn), (drawn, size)
        figures = "残り推力4/4  行動PP " if lang == "ja" else "thrust left 4/4   action PP "
        assert any(line.startswith(figures) and line[len(figures):].isdigit() for line in drawn), (drawn, size)

    accelerate_all(d, 4)
    everywhere(d, heading_whole)


@pytest.mark.parametrize("half", ["upper", "lower"])
def test_a_refusals_bar_leaves_the_machine_it_is_about_in_view(d, half):
    """Session 17, Japanese at 150 %: a click on a hex the machine cannot reach put the red bar (three lines and
    their English) over the top of the map, where it hid the machine in hand. The bar now goes to the end of the
    map away from that machine."""
    accelerate_all(d, 4)
    scene, state = d.scene, d.state
    view = scene.mapview
    m = state.unit(state.active)
    mx, my = view.layout.hex_center(m.hex)
    shift = view.rect.h / 4 / view.camera.zoom
    view.camera.centre_on(mx, my + shift if half == "upper" else my - shift)
    d.frames(1)
    at = view.hex_to_screen(m.hex)
    assert (at[1] < view.rect.centery) == (half == "upper")
    far = (view.rect.centerx, view.rect.bottom - 30) if half == "upper" else (view.rect.centerx, view.rect.y + 30)
    d.click(far)
    d.frames(2)
    assert scene.banner is not None and scene.banner[1] == "error", scene.banner
    bar = scene.banner_rect
    assert bar.h > 0 and not bar.colliderect(pygame.Rect(at[0] - 20, at[1] - 20, 40, 40)), (bar, at)
    assert view.rect.contains(bar.inflate(-2, -2)) or bar.bottom <= view.rect.bottom


@pytest.mark.parametrize("size", [(1280, 800), (896, 560), (800, 560)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_spending_aura_in_an_attack_never_moves_the_button_under_the_pointer(app, size, lang):
    """Session 17, Japanese at 150 %: after 「オーラ力+1→威力PP」 the expected damage wrapped onto one more line,
    the panel grew, the display board shrank and every button rose 30 px: the next click on 「オーラ力を使わない/
    終える」 fell on the hit number's line. Within one step the buttons stay where they are."""
    from tabletop.core.dice import ScriptedSource

    pygame.display.set_mode((1280, 800))
    d = start(app)
    to_attacker_aura(d)
    d.scene.session.dice = ScriptedSource([1, 1] + [3] * 8)     # the hit roll hits: on to the power step
    d.press("オーラ力+1")                                        # one aura to attack PP, one kept for power
    for _ in range(2):
        d.press("オーラ力を使わない")
        d.lift()
    assert d.state.attack is not None and d.state.attack.step == "attacker_power"
    app.lang = lang
    d.app.resize(size)
    d.app._relayout()
    d.frames(1)
    scene = d.scene
    label = "オーラ力+1" if lang == "ja" else "Aura +1"
    for _ in range(3):
        if not d.has_button(label):
            break
        before = {resolve(b.label, lang): pygame.Rect(b.rect) for b in scene.controls if b.visible}
        d.press(label)
        d.frames(1)
        after = {resolve(b.label, lang): pygame.Rect(b.rect) for b in scene.controls if b.visible}
        moved = {k: (before[k], after[k]) for k in before.keys() & after.keys() if before[k] != after[k]}
        assert not moved, moved


def test_an_open_rolls_added_die_is_asked_for_as_one(d):
    """Session 17, real dice: the damage roll's 6 asked for one more die (18) with the very same dialog, which
    read as a click that had not taken. The second dialog says the 6 came up and this die is added."""
    from tabletop.core.dice import ManualSource
    from tabletop.ui.widgets import ManualDiceDialog

    to_attacker_aura(d)
    d.scene.session.dice = ManualSource([1, 1])        # the hit roll, typed in: a hit
    while d.state.attack is not None and not isinstance(d.app.top, ManualDiceDialog):
        d.press("オーラ力を使わない")
        d.lift()
    dialog = d.app.top
    assert isinstance(dialog, ManualDiceDialog) and (dialog.sides, dialog.count) == (6, 1)
    assert "振り足し" not in resolve(dialog.body_label.label, "ja")
    d.app.step([pygame.event.Event(pygame.TEXTINPUT, text="6")], 0.016)
    d.click(dialog.ok_button.rect.center)
    again = d.app.top
    assert isinstance(again, ManualDiceDialog) and again is not dialog
    assert "6が出たので振り足し" in resolve(again.body_label.label, "ja"), resolve(again.body_label.label, "ja")
    assert "rolling again after 6" in resolve(again.body_label.label, "en")


def test_the_thrust_left_badge_stays_next_to_its_piece_when_under_and_over_are_taken():
    """Session 17 at 150 %: Bern's plate over his piece, Sho's above that, Marvel's piece under it: the badge
    went beside the piece and its 160 px plate together, a hex and more away over an empty hex. It now sits
    right beside the piece when that is free."""
    from tabletop.ui.views.dunbine.mapdraw import thrust_left_spot

    bern = pygame.Rect(351, 331, 48, 48)
    occupied = [("bern", bern), ("bern", pygame.Rect(270, 300, 160, 19)),      # the plate over the piece
                ("marvel", pygame.Rect(351, 390, 48, 48)), ("marvel", pygame.Rect(300, 440, 150, 19)),
                ("sho", pygame.Rect(330, 230, 48, 48)), ("sho", pygame.Rect(290, 280, 140, 19))]
    box = thrust_left_spot(pygame.Rect(0, 0, 96, 20), bern.center, "bern", occupied)
    assert box.collidelist([r for _who, r in occupied]) < 0, box
    assert box.left == bern.right + 1 or box.right == bern.left - 1, (box, bern)


def test_the_pp_allocation_sum_keeps_its_total_on_its_line(d):
    """Session 17, English at 800x560: the allocation's sum wrapped as "… total 13 + 0 + 0 + 0 + 0 + 0" over
    "= 13". The sum is one word ("13+0+0+0+0+0=13") that never breaks, at every size, in both languages."""
    from tabletop.ui.views.dunbine.textcache import wrapped

    def sum_whole(scene) -> None:
        lang = scene.app.lang
        item, rect = next((i, r) for i, r in scene.lines_at if "=" in resolve(i.label, lang))
        drawn = wrapped(scene.app.text, resolve(item.label, lang), item.size, rect.w, item.bold)
        assert any(re.search(r"(合計|total) \d+(\+\d+){5}=\d+", line) for line in drawn), (drawn, scene.app.size)

    accelerate_all(d, 4)
    move_all_forward(d)
    assert d.state.phase == "allocation"
    everywhere(d, sum_whole)


def test_a_display_board_title_that_wraps_puts_the_side_on_its_own_line(app):
    """skirmish at 1280x800: Marvel's board read 「ダンバイン（マーベル・フローズン）  ギブン家／」 / 「ナの国」, the
    side's name broken in two; a title too long for a line now breaks between the machine and its side."""
    from tabletop.ui.views.dunbine.display import SIDE_GAP, SIZES, board_lines, title_wrapped

    pygame.display.set_mode((1280, 800))
    d = start(app, scenario="skirmish")
    seen = d.scene.seen
    broke = 0
    for u in seen.units:
        title = board_lines(seen, u.id, "ja")[0][0]
        machine, side = title.split(SIDE_GAP)
        for width in range(300, 441, 12):
            for size, _body in SIZES:
                lines = title_wrapped(d.app.text, title, size, width - 20)
                if len(lines) > 1 and d.app.text.size(side, size, True)[0] <= width - 20:
                    assert lines[-1] == side, (u.id, width, size, lines)
                    broke += 1
    assert broke, "no width made a title wrap: the test looks at nothing"
