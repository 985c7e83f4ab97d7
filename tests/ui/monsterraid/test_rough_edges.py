"""Monster Raid's rough edges (issue 15), through ``App.step`` with posted mouse and key events:
the default aim points at the monsters (first turn, loaded game), the game has the practice
table's slow replay of the last shot, the practice table names its boards and cards, and the
growth options and names show whole at 800x560."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games.monsterraid.content import content
from tabletop.ui import theme
from tabletop.ui.text import resolve
from tabletop.ui.widgets.button import WrappedButton

from ..conftest import click, press
from .helpers import key, motion, open_game, open_practice, run_shot, to_growth


def heading_to_monsters(scene) -> float:
    """How well the aim points at the middle of the targets: the cosine of the angle between them."""
    ctl = scene.ctl
    boards = ctl.table.boards
    cx, cy = sum(b.x for b in boards) / len(boards), sum(b.y for b in boards) / len(boards)
    want = math.atan2(cy - ctl.position[1], cx - ctl.position[0])
    return math.cos(ctl.aim.angle - want)


def test_the_first_turn_aims_at_the_monsters(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    assert scene.session.state.phase == "attack"
    assert heading_to_monsters(scene) > 0.999


def test_a_loaded_game_aims_at_the_monsters(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    loaded = Session.from_save(scene.session.to_save())
    scene = app.start_game(loaded)
    app.step([], 1 / 60)
    assert heading_to_monsters(scene) > 0.999


def test_the_last_shot_replays_slowly_from_its_button(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    assert scene.replay_btn.visible and not scene.replay_btn.enabled   # nothing shot yet
    key(app, pygame.K_RETURN)            # shoot with the default aim
    run_shot(app, scene)
    assert scene.ctl.record is not None and scene.replay_btn.enabled
    label = resolve(scene.replay_btn.label, "en")
    assert label == "Replay at 0.5x"
    click(app, scene.replay_btn)
    assert scene.ctl.busy and scene.ctl.playback.replay and scene.ctl.playback.speed == 0.5
    run_shot(app, scene)


def test_the_practice_table_names_its_boards_and_cards(app):
    scene = open_practice(app, mode="shoot")
    app.step([], 1 / 60)
    names = {ident: resolve(label, "en") for ident, label in scene.board.names.items()}
    table = scene.ctl.table
    assert set(names) == {b.id for b in table.boards} | {c.id for c in table.cards}
    targets = {t.name.en for t in content().targets.values()}
    effects = {e.name.en for e in content().effects.values()}
    assert all(names[b.id] in targets for b in table.boards)
    assert all(names[c.id] in effects for c in table.cards)
    assert not any(n.startswith(("minion", "effect", "boss")) for n in names.values())


def test_growth_options_wrap_whole_at_800x560(app):
    app.resize((800, 560))
    app.set_lang("en")
    scene = open_game(app, seats=2, seed=5)
    session = scene.session
    to_growth(app, scene, click)
    assert session.state.phase == "stage_clear" and scene.choices.visible
    options = [b for b in scene.choices.items if isinstance(b, WrappedButton)]
    assert options and any(b.sublabel for b in options)
    text = app.text
    for b in options:
        label, sub = b._lines(app, b.rect.w)
        room = b.rect.w - 2 * b.PAD
        assert all(text.size(line, b.size)[0] <= room for line in label)
        assert all(text.size(line, theme.SIZE_SMALL)[0] <= room for line in sub)
        assert "".join(sub).replace(" ", "") == resolve(b.sublabel, "en").replace(" ", "")   # the whole text
        assert b.rect.h >= len(label) * text.line_height(b.size)


def test_the_growth_options_show_whole_over_the_table(app):
    """At 1280x800 Sigurd's growth listed three skills whole and cut the fourth in half at the list's foot over a log
    of 240 px; the options then took the log's room and still scrolled. Now they lie over the table (holding nothing
    to look at while a growth is chosen): all five whole, none scrolling, and the log keeps the column."""
    scene = open_game(app, seats=2, seed=5)
    to_growth(app, scene, click)
    app.step([], 1 / 60)
    assert scene.choices.visible and scene.choices.max_offset() == 0 and scene.choices.after == 0
    table = pygame.Rect(scene.board.rect.x, scene.board.rect.y, scene.board.rect.w, 800 - scene.board.rect.y)
    assert len(scene.choices.items) == 5 and all(table.contains(b.rect) for b in scene.choices.items)
    assert scene.log.rect.h >= 400


def test_the_growth_tooltip_goes_when_the_growth_screen_changes(app):
    """Issue 15 leftover: hovering a growth option, then choosing it (the next adventurer's options replace
    the list), left the chosen option's tooltip on screen. Issue 16: an option shows its text whole under its name,
    so hovering it shows no tooltip (it repeated that text over the table)."""
    scene = open_game(app, seats=2, seed=5)
    session = scene.session
    to_growth(app, scene, click)
    assert session.state.phase == "stage_clear"
    option = next(b for b in scene.choices.items if isinstance(b, WrappedButton) and b.sublabel)
    app.step([motion(option.rect.center)], 1 / 60)
    for _ in range(20):
        app.step([], 0.05)
    assert scene.tooltip_text() == ""    # the option's whole text is on the row already
    label, sub = option._lines(app, option.rect.w)
    assert "".join(sub).replace(" ", "") == resolve(option.sublabel, "ja").replace(" ", "")
    prompt = session.state.prompts[0]
    click(app, option)                   # chosen: the next growth (or the next phase) replaces the list
    app.step([], 1 / 60)
    assert not session.state.prompts or session.state.prompts[0] is not prompt
    assert option not in scene.choices.items
    shown = scene.tooltip_text()
    assert shown == "" or any(b.rect.collidepoint(option.rect.center) and shown == b.tooltip_text("ja")
                              for b in scene.choices.items)  # never the chosen option's text


def test_a_long_skill_name_in_the_adventurer_panel_is_shrunk_not_cut(app):
    """After stage 1 a newcomer's Genjimaru grew サムライコンビネーション, shown in his panel as
    "サムライコンビネーシ…" at 1280x800: the chip's name is shrunk (down to 10 px) before it is cut."""
    from tabletop.ui.views.monsterraid import panels

    scene = open_game(app)
    with scene.session.edit() as state:
        for s in state.adventurer("genjimaru").skills:
            s.in_play = s.id == "samurai_combination" or s.in_play
    scene.refresh()
    drawn: list[str] = []
    real = app.text.render
    app.text.render = lambda line, *a, **k: drawn.append(line) or real(line, *a, **k)
    view = scene.view_data
    adv = next(a for a in view["adventurers"] if a["id"] == "genjimaru")
    rect = next(r for r, a in zip(scene.adv_rects, view["adventurers"]) if a["id"] == "genjimaru")
    panels.draw_adventurer(app.surface, app, rect, adv, "P1", False, False)
    assert "サムライコンビネーション" in drawn and not any(x.startswith("サムライ") and x.endswith("…") for x in drawn)


def test_a_small_window_shows_each_adventurers_skill_in_play(app):
    """At 800x560 the adventurers' panels showed no skill at all (17 px beside the card, chips 20 px high): each
    shows its first skill in play as a chip (hover: the card)."""
    app.resize((800, 560))
    scene = open_game(app)
    app.step([], 1 / 60)
    chips = [(r, face) for r, face in scene.hovers if face.kind == "skill"]
    with_skills = [a for a in scene.view_data["adventurers"] if a["skills"]]
    assert with_skills and len(chips) >= len(with_skills)
    for r, _face in chips:
        assert any(panel.contains(r) for panel in scene.adv_rects) and r.h >= 16


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_refused_placement_cites_its_rule_once(lang):
    """A drop refused in the placement read "… never overlapping (rule 0 placing the targets). (rule 0 Placing the
    targets)": the banner's message cites the rule after the reason (``RulesError.message``), and the reason
    cited it again (met in the English playthrough at 800x560, issue 16)."""
    from tabletop.ui.views.monsterraid import placing
    from tabletop.core.i18n import t as tr

    shown = []

    class Scene:
        def show_error(self, exc):
            shown.append(exc.message(lang))

    for rule, name in ((placing.RULE_PLACEMENT, "mr.no_spot"), (placing.RULE_EFFECTS, "mr.card_fixed")):
        placing.refuse(Scene(), rule, name)
        cited = rule.split(" ", 2)[2] if lang == "ja" else "rule 0"   # "(0 ターゲットの配置)", "(rule 0 Placing …)"
        assert shown[-1].count(cited) == 1, shown[-1]
        assert shown[-1].startswith(tr(name, lang))


def test_the_mvp_rows_are_as_tall_as_their_lines_at_the_width_they_are_drawn(home):
    """Issue 16 (playthrough, 800x560 English): the MVP list's first row "1  Choose: Sigurd the Dragon Knight" was
    two lines tall with its name on one: its height was worked out leaving room for a scroll bar the list did not
    show. Each row is as tall as its lines at the width it is drawn (a name on one line: one line's height)."""
    from tabletop.ui.app import App

    app = App("en", size=(800, 560))
    scene = open_game(app, seats=4, seed=5)
    to_growth(app, scene, click)
    while scene.session.pending().kind == "growth":
        click(app, scene.choices.items[0])
        app.step([], 1 / 60)
    assert scene.session.pending().kind == "mvp" and not scene.choices.max_offset()
    rows = [b for b in scene.choices.items if isinstance(b, WrappedButton)]
    assert len(rows) == 5
    for b in rows:
        label, sub = b._lines(app, b.rect.w)
        assert b.rect.h == max(b.least, 10 + len(label) * app.text.line_height(b.size)
                               + len(sub) * app.text.line_height(theme.SIZE_SMALL)), resolve(b.label, "en")
    # (since session 25 each adventurer's row lists the skills in hand too: the rows differ by those lines)


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_every_skill_chip_prints_at_least_10_px(home, size, monkeypatch):
    """Issue 16 (playthrough, 800x560 English): with two skills grown, Sigurd's "Dragon Soul" chip beside his seat's
    name printed at 7 px. Every skill chip's name is at least ``CHIP_TYPE_LEAST`` (10 px): a name that would need
    less goes on to the next place or its "+N" chip."""
    from tabletop.ui.app import App
    from tabletop.ui.views.monsterraid import panels

    app = App("en", size=size)
    scene = open_game(app, seats=4, seed=5)
    with scene.session.edit() as state:
        for adv in state.adventurers:
            for s in adv.skills:
                s.in_play = True
    scene.refresh()
    sizes: list[tuple[str, int]] = []
    real = panels.chip_places

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        sizes.extend((words, n) for _chip, _skill, words, n in out)
        return out

    monkeypatch.setattr(panels, "chip_places", spy)
    app.step([], 1 / 60)
    assert sizes
    assert all(n >= panels.CHIP_TYPE_LEAST for _words, n in sizes), sizes


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_a_skill_under_the_clicked_ready_button_shows_no_tooltip(app, size):
    """Issue 16: at 800x560 a newcomer clicked Ready and left the pointer there; the first turn's ドラゴンソウル row took
    Ready's place under it, and 0.45 s later its tooltip stood over the table and the adventurers (p05, p32, p38 of
    session 20). The click dismissed Ready's tooltip (``Scene.handle``), but the screen's rebuild
    (``_forget_stale_hover``) gave the new row under the still pointer a fresh delay. A click's dismissal now carries
    over to what the rebuild puts under the pointer, until the pointer moves to another widget."""
    app.resize(size)
    scene = open_game(app, seats=4)
    at = scene.ready_btn.rect.center
    app.step([motion(at)], 1 / 60)
    click(app, at)
    assert scene.session.state.phase == "attack"
    for _ in range(20):
        app.step([], 0.05)
    under = scene.widget_at(at)
    assert under is not None and under is not scene.ready_btn and under.tooltip_text("ja")  # a row with a tooltip
    assert scene.tooltip_text() == ""
    other = next(b for b in scene.all_widgets() if b.visible and b is not under and b.tooltip_text("ja")
                 and b.rect.w > 0 and scene.widget_at(b.rect.center) is b)
    app.step([motion(other.rect.center)], 1 / 60)   # the pointer moves on: tooltips come back
    for _ in range(20):
        app.step([], 0.05)
    assert scene.tooltip_text() == other.tooltip_text("ja")


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_enter_with_an_empty_hand_asks_before_shooting_an_ultimate_die(app, size):
    """Issue 16: with the hand empty the die to shoot is an ultimate (奥義) one, and Enter shot it unasked: a newcomer
    pressing Enter again and again spent them. Enter, Space and the keypad's Enter now shoot no ultimate die; a hint
    in the table's view says it is one, that Shift+Enter shoots it and that passing keeps it (whole, not over a
    board's tag). Shift+Enter shoots it."""
    from tabletop.core.i18n import t

    from tests.games.monsterraid.helpers import empty_hand

    app.resize(size)
    scene = open_game(app, seats=3)
    click(app, scene.ready_btn)
    adv = scene.session.state.turn
    empty_hand(scene.session, adv)
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.ctl.die is not None and scene.board.is_ultimate(scene.ctl.die)
    shots = scene.ctl.shot_index
    for k in (pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_RETURN):
        key(app, k)
        assert not scene.ctl.busy and scene.ctl.shot_index == shots
    found = scene.guard_hint_box()
    assert found is not None
    box, words, _size = found
    assert words.replace("\n", "") == t("mr.ultimate_hint", "ja") and scene.board.transform().rect.contains(box)
    key(app, pygame.K_LEFT)                 # aiming takes the hint away
    assert scene.guard_hint_box() is None
    press(app, pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert scene.ctl.busy                   # Shift+Enter shoots it


def test_the_ultimate_hint_names_keys_that_do_what_it_offers(app):
    """The newcomer pass (round two): Enter held back from an ultimate die and the hint said "Pass keeps it", a button
    with no key named. Now with the hand empty it names Ctrl+P, and Ctrl+P passes with the ultimate die kept; with dice
    in hand (an ultimate chosen by Tab, Pass not allowed) it names Tab, and Tab picks a die from the hand."""
    from tabletop.core.i18n import t
    from tabletop.games.monsterraid.actions import Pass

    from tests.games.monsterraid.helpers import empty_hand

    app.resize((1280, 800))
    app.set_lang("en")
    scene = open_game(app, seats=3)
    click(app, scene.ready_btn)
    adv = scene.session.state.turn
    for _ in range(12):   # Tab through the dice to an ultimate one
        if scene.board.is_ultimate(scene.ctl.die):
            break
        key(app, pygame.K_TAB)
    assert scene.board.is_ultimate(scene.ctl.die) and not scene.can_pass()
    key(app, pygame.K_RETURN)
    box, words, _size = scene.guard_hint_box()
    assert words.replace("\n", "") == t("mr.ultimate_hint_hand", app.lang) and "Tab" in words
    key(app, pygame.K_TAB)
    assert scene.guard_hint_box() is None   # any other key takes the hint away
    for _ in range(12):   # Tab steps on to a die from the hand
        if not scene.board.is_ultimate(scene.ctl.die):
            break
        key(app, pygame.K_TAB)
    assert not scene.board.is_ultimate(scene.ctl.die)

    empty_hand(scene.session, adv)
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.board.is_ultimate(scene.ctl.die) and scene.can_pass()
    key(app, pygame.K_RETURN)
    box, words, _size = scene.guard_hint_box()
    assert words.replace("\n", "") == t("mr.ultimate_hint", app.lang) and "Ctrl+P" in words
    kept = [(d.id, d.where) for d in scene.session.state.dice if d.owner == adv and d.ultimate]
    press(app, pygame.K_p, pygame.KMOD_CTRL)
    last = scene.session.game.action_from_json(scene.session.actions[-1]["action"])
    assert isinstance(last, Pass) and kept
    assert [(d.id, d.where) for d in scene.session.state.dice if d.owner == adv and d.ultimate] == kept
