"""Issue 16: Z Gundam at 150 % UI scale (logical 853x533 in a 1280x800 window), in both languages.

A game of three set up by seeded play until the seat at the computer attacks (as ``tests/ui/zgundam/screenshots``
does), with the probe reading what each frame drew (``tabletop.ui.probe``):

* while the attacked seat answers: the attack arrow crosses no zone's label ("戦闘準備完了" was under it),
  around its target (where its head or the ring that stands for it lies) it covers no text drawn (the head
  covered the target's name and the label above it), and its shaft covers no card's name, number or counter
  on its way (it passes behind them);
* every combat-ready zone of name strips has each MS beside its pilot in one column, and every strip inside the
  zone's frame, clear of its bottom edge (the last one was cut by it);
* after the battle: every line of the battle panel's result is drawn inside the panel at once, with no scroll
  arrow (it showed one line at a time under an arrow; the panel takes the log's room for it), and at the
  smallest window with the wheel under an arrow at the panel's edge.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.zgundam import actions as A
from tabletop.ui import theme
from tabletop.ui.app import MIN_SIZE
from tabletop.ui.views.zgundam.board import PAIR_MARGIN
from tabletop.ui.views.zgundam.combat_panel import ARROW_W
from tests.ui.driver import Driver
from tests.ui.zgundam.helpers import lift
from tests.ui.panel_text import texts_in


def _attacked(probe, lang: str, size: tuple[int, int] = (1280, 800)):
    """(app, scene): three seats at 150 %, the seat at the computer has just attacked (the target to answer)."""
    from tabletop.ui.app import App

    discover()
    app = App(lang, size=size)
    app.change_setting("ui_scale", 1.5)
    session = Session(registry.find("zgundam"), 3, dice=SeededSource(2))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    rng = random.Random(5)
    while session.state.phase != "action" or not any(isinstance(a, (A.AttackMS, A.AttackShip))
                                                     for a in session.legal_actions()):
        acts = session.legal_actions()
        scene.apply_action(rng.choice([a for a in acts if isinstance(a, (A.DeployPair, A.NoReaction))] or acts))
        lift(app)
    acts = session.legal_actions()
    scene.apply_action(next((a for a in acts if isinstance(a, A.AttackMS)), None)
                       or next(a for a in acts if isinstance(a, A.AttackShip)))
    lift(app)
    Driver(app, probe).still()
    assert session.state.phase == "react" and not app.crashes
    return app, scene


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_attack_arrow_leaves_labels_clear(probe, lang):
    app, scene = _attacked(probe, lang)
    pending = scene.view_data["pending"]["attack"]
    target = next(s for s in scene.table.slots if s.entry.id == pending["target"])
    red = pygame.Color(*theme.ERROR)
    labels = scene.table.label_rects(lang)
    assert any(z.name.startswith("ready") for z, _ in labels)
    head = target.rect.inflate(46, 46)  # the arrow's head (22 px long) over its target
    crossed = []
    for zone, rect in labels:
        hits = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
                if app.surface.get_at((x, y)) == red and not head.collidepoint(x, y)]
        if hits:
            crossed.append((zone.name, hits[:3]))
    assert not crossed, f"{lang}: the attack arrow crosses labels: {crossed}"
    near = target.rect.inflate(46, 46)
    texts = [d for d in probe.texts(app.surface) if near.colliderect(d.rect)]
    assert any(d.shown for d in texts if target.rect.contains(d.rect)), "the target's name is not drawn"
    covered = [(d.shown, x, y) for d in texts for x in range(d.rect.left, d.rect.right)
               for y in range(d.rect.top, d.rect.bottom) if app.surface.get_at((x, y)) == red]
    assert not covered, f"{lang}: the arrow's head covers text: {covered[:5]}"
    ring = target.rect.inflate(6, 6)
    assert any(app.surface.get_at(p) == red for p in ((ring.x + 1, ring.centery), (ring.right - 2, ring.centery))) \
        or sum(app.surface.get_at((x, y)) == red for x in range(near.left, near.right)
               for y in range(near.top, near.bottom) if not target.rect.collidepoint(x, y)) > 60, \
        f"{lang}: neither a head nor a ring at the target"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_attack_shaft_covers_no_card_print(probe, lang):
    """The shaft runs over the columns of name strips between the attacker and its target: it passed over
    "マラサイ", "エマ・シーン", "ハマーン・カーン", "Zガンダム" and "ドゴス・ギア"; now it passes behind every card's name,
    numbers and counters (``arrow.under_arrow``) and still shows between them."""
    app, scene = _attacked(probe, lang)
    red = pygame.Color(*theme.ERROR)
    prints = [(slot.entry.id, rect) for slot, rect in scene.table.card_prints(lang)]
    prints += [(slot.entry.id, rect) for slot, rect in scene.table.counter_rects(lang)]
    assert len(prints) > 20, prints
    covered = sorted({card for card, rect in prints for x in range(rect.left, rect.right)
                      for y in range(rect.top, rect.bottom) if app.surface.get_at((x, y)) == red})
    assert not covered, f"{lang}: the attack arrow covers the print of {covered}"
    area = scene.table_rect
    shown = sum(app.surface.get_at((x, y)) == red for x in range(area.left, area.right, 2)
                for y in range(area.top, area.bottom, 2))
    assert shown > 40, f"{lang}: only {shown} px of the arrow are drawn"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ready_strips_pairs_in_one_column_inside_the_frame(probe, lang):
    app, scene = _attacked(probe, lang)
    strips = 0
    for zone in scene.table.zones:
        if not zone.name.startswith("ready"):
            continue
        frame = zone.frame or zone.rect
        slots = sorted((s for s in scene.table.slots if s.zone == zone.name), key=lambda s: s.index)
        for ms, pilot in zip(slots[::2], slots[1::2]):
            if not ms.strip:
                continue
            strips += 2
            assert ms.rect.x == pilot.rect.x and pilot.rect.y > ms.rect.y, \
                f"{lang} {zone.name}: {ms.entry.id} and its pilot {pilot.entry.id} in different columns"
        for slot in slots:
            if slot.strip:
                # (a row without labels, fitted to its cards, keeps the whole height: ``board.pair_strips``)
                margin = PAIR_MARGIN - 1 if zone.label is not None else 0
                assert frame.contains(slot.rect) and slot.rect.bottom <= frame.bottom - margin, \
                    f"{lang} {zone.name}: strip {tuple(slot.rect)} on or past the frame {tuple(frame)}"
    assert strips >= 8, strips


def _battle_resolved(probe, lang: str, size: tuple[int, int] = (1280, 800)):
    """The attacked position of ``_attacked`` with no reaction from anyone: the battle panel shows its result."""
    app, scene = _attacked(probe, lang, size)
    while scene.session.state.phase == "react":
        scene.apply_action(A.NoReaction())
        lift(app)
    driver = Driver(app, probe)
    driver.still()
    driver.frames(20, 0.05)
    return app, scene, driver


@pytest.mark.parametrize("lang,size", [("ja", (1280, 800)), ("en", (1280, 800)), ("ja", MIN_SIZE), ("en", MIN_SIZE)])
def test_battle_result_whole_or_scrolled_under_an_arrow(probe, lang, size):
    app, scene, driver = _battle_resolved(probe, lang, size)
    panel = scene.combat
    rect = panel.rect
    result = panel.result_text(lang)
    assert result

    def drawn() -> list[str]:
        return texts_in(probe, app.surface, rect, f"{lang}: battle")

    seen = drawn()
    if size != MIN_SIZE and not scene.groups_shown():  # (a seat choosing its move keeps the list's rows: it scrolls)
        assert not panel.result_cut, f"{lang}: the battle's result scrolls at {size} ({tuple(rect)})"
    if panel.result_cut:
        x = rect.right - 6 - ARROW_W // 2
        cue = [app.surface.get_at((x, y)) for y in range(rect.y, rect.bottom)]
        assert pygame.Color(*theme.GOLD) in cue, f"{lang}: no arrow on a battle panel with more below"
        for _ in range(6):
            driver.wheel(rect.center, -1)
            seen += drawn()
    lines = app.text.wrapped(result, theme.SIZE_SMALL, rect.w - 20 - (ARROW_W if panel.result_cut else 0))
    missing = [line for line in lines if line not in seen]
    assert not missing, f"{lang}: result lines never drawn: {missing} (drawn {seen})"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_log_a_click_away_while_the_battle_has_its_place(probe, lang):
    """The battle panel took the log's place for its whole result: a "log" button at the panel's top right,
    clear of its heading, opens the seat's log (its last line the battle) in a dialog."""
    from tabletop.core.i18n import t
    from tabletop.ui.views.zgundam.scene import RecapDialog

    app, scene, driver = _battle_resolved(probe, lang)
    assert not scene.log.visible and scene.log_button.visible
    assert scene.combat.rect.contains(scene.log_button.rect)
    heading = [d for d in probe.texts(app.surface) if scene.combat.rect.contains(d.rect)][0]
    assert not heading.cut and not heading.rect.colliderect(scene.log_button.rect), (heading.shown, tuple(heading.rect))
    driver.click(t("ui.log", lang))
    assert isinstance(app.top, RecapDialog)
    last = scene.session.log_for(scene.viewer)[-1].line(lang)
    assert any(line[0](lang) == last for line in app.top.lines), last


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_taken_pile_top_card_whole(probe, lang):
    """The golden six-seat game at 150 % after 60 and 90 actions (a taken pile under the seat's own row, its top
    card a ship, then a pilot): that card is a tile with its name whole (a 50 px card cut longer ones, "ラーディ…")
    and the points it scored labelled ("得点 9" / "Points 9"; the card had "9点" in its corner, which failed here),
    and the pile's count by the zone's label."""
    from tests.ui.textfit.screens import game_screens, new_app

    app, driver = new_app(probe, lang, (1280, 800), 1.5)
    for upto in (60, 90):
        game_screens(driver, "zgundam", upto, "at", lambda name: None, extras=False)
        scene = app.top
        zones = [z for z in scene.table.zones if z.name.startswith("score") and z.cards]
        assert zones, f"{upto}: no taken pile drawn"
        texts = probe.texts(app.surface)
        for zone in zones:
            seat = int(zone.name[len("score"):])
            pile = scene.view_data["seats"][seat]["score"]
            info = scene.view_data["cards"][pile[-1]]
            slot = next(s for s in scene.table.slots if s.zone == zone.name)
            inside = [d for d in texts if slot.rect.contains(d.rect)]
            cut = [d.shown for d in inside if d.cut or "…" in d.shown]
            assert not cut, (lang, upto, cut)
            name = info["name"][lang]
            drawn = "".join(d.shown for d in inside).replace(" ", "").replace("-", "")
            assert name.replace(" ", "").replace("-", "") in drawn, (lang, upto, name, [d.shown for d in inside])
            shown = [d.shown for d in inside]
            label = "得点" if lang == "ja" else "Points"
            assert label in shown and shown[shown.index(label) + 1] == str(info["points"]), (lang, upto, shown)
            assert any(d.shown.endswith(f"({len(pile)})") for d in texts if zone.rect.colliderect(d.rect)), (lang, upto)
