"""The SD Gundam Force table played with the mouse through ``App.step``: a whole
turn by clicks and drags, what the table shows in each phase, the recap, resizing."""

from __future__ import annotations

import pygame

from tabletop.games.sdgf.actions import Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
from tabletop.games.sdgf.state import CALCULATION, COUNTER, FORMATION, SORTIE
from tabletop.ui.text import resolve
from tabletop.ui.views.sdgf.deckbuilder import DeckBuilderScene
from tabletop.ui.views.sdgf.scene import SdgfScene
from tabletop.ui.views.sdgf.zones import FIELD_TILES_BELOW
from tabletop.ui.widgets import PrivacyCurtain

from .conftest import click_at, drag, lift, slot_of, start


def button_for(scene, text: str, lang: str = "ja"):
    for b in scene.actions.items:
        if text in resolve(b.label, lang) or text in resolve(b.sublabel, lang):
            return b
    raise AssertionError(f"no action button with {text!r}: {[resolve(b.label, lang) for b in scene.actions.items]}")


def decide_by_mouse(app, scene, use_drag: bool) -> None:
    """Make the pending decision with the mouse only, the way a player would."""
    s = scene.session.state
    legal = scene.session.legal_actions()
    me = scene.shown_seat
    if isinstance(legal[0], (RevealTerrain, Calculate)):
        click_at(app, scene.actions.items[0].rect.center)
        return
    if isinstance(legal[0], Deploy):
        card = legal[0].card
        if use_drag:
            drag(app, slot_of(scene, card).rect.center, scene.geo["own_standby"].center)
        else:
            click_at(app, slot_of(scene, card).rect.center)
            assert scene.selected == card
            click_at(app, button_for(scene, "待機フィールドに出す").rect.center)
        assert card in s.zone("standby", me).cards
        return
    if isinstance(legal[0], DarkHoleDiscard):
        card = legal[0].card
        click_at(app, slot_of(scene, card).rect.center)
        click_at(app, scene.geo["own_darkhole"].center)
        assert card in s.zone("darkhole", me).cards
        return
    plays = [a for a in legal if isinstance(a, PlayCounter) and not a.target]
    if plays:
        card = plays[0].card
        if use_drag:
            drag(app, slot_of(scene, card).rect.center, scene.geo["own_counter"].center)
        else:
            click_at(app, slot_of(scene, card).rect.center)
            click_at(app, button_for(scene, "反撃カードとして出す").rect.center)
        assert card in s.zone("counter", me).cards
        return
    card = next(a.card for a in legal if isinstance(a, Discard))
    click_at(app, slot_of(scene, card).rect.center)
    click_at(app, scene.geo["own_return"].center)
    assert card in s.zone("return", me).cards


def test_a_whole_turn_from_formation_to_calculation_with_clicks_and_drags(app):
    scene = start(app, seed=7)
    s = scene.session.state
    assert isinstance(scene, SdgfScene) and s.phase == FORMATION and s.turn == 1
    seen_phases = []
    n = 0
    while s.turn == 1 and not scene.session.is_over():
        lift(app)
        if s.phase not in seen_phases:
            seen_phases.append(s.phase)
        before = len(scene.session.log_for(None))
        decide_by_mouse(app, scene, use_drag=n % 2 == 1)
        assert len(scene.session.log_for(None)) > before, "the mouse did not make the decision"
        n += 1
    assert seen_phases == [FORMATION, SORTIE, COUNTER, CALCULATION]
    lift(app)
    assert s.turn == 2 and s.phase == FORMATION and s.turn_player == 1 - s.first_player
    lb = s.last_battle
    assert lb is not None and lb.turn == 1
    assert sorted(lb.result) in (["draw", "draw"], ["loss", "win"])
    for p in (0, 1):  # the battle cleared the field: losers to the dark hole, the rest to the return field
        assert s.zone("battle", p).cards == [] and s.zone("counter", p).cards == []
        assert set(lb.to_dark_hole[p]) <= set(s.zone("darkhole", p).cards)
        assert set(lb.to_return[p]) <= set(s.zone("return", p).cards)
    assert s.zone("terrain").cards == []
    # the result is on the table for the next player
    text = " ".join(line for line, *_ in __import__("tabletop.ui.views.sdgf.panels", fromlist=["x"])
                    .battle_lines(scene.view, scene.viewer, "ja"))
    assert "第1ターンのバトル" in text and ("勝ち" in text or "引き分け" in text)


def test_phase_banner_totals_team_bonus_and_counter_order_are_shown(app):
    from tabletop.ui.views.sdgf.panels import battle_lines

    scene = start(app, seed=7)
    s = scene.session.state
    while s.phase != COUNTER:
        lift(app)
        scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    lines = [line for line, *_ in battle_lines(scene.view, scene.viewer, "ja")]
    b = scene.view["battle"]
    for p in (0, 1):
        assert any(f"パワー{b['power'][p]}" in line for line in lines)
    assert any("反撃の順" in line for line in lines)
    en = [line for line, *_ in battle_lines(scene.view, scene.viewer, "en")]
    assert any("Counter order" in line for line in en)
    # the counter card played is numbered in the order played
    plays = [a for a in scene.session.legal_actions() if isinstance(a, PlayCounter) and not a.target]
    if plays:
        scene.apply_action(plays[0])
        lift(app)
        slot = slot_of(scene, plays[0].card)
        assert slot.zone.startswith("counter") and [m.count for m in slot.entry.markers] == [1]


def test_tapped_standby_cards_are_sideways_with_a_turn_marker(app):
    """In a window whose field cards are faces (97 px at 1600x1000; the 1280x800 window's are tiles, whose chip
    says the turns tapped: ``zones.FIELD_TILES_BELOW``)."""
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000))], 0.016)
    scene = start(app, seed=7)
    assert scene.geo.widths["field"] >= FIELD_TILES_BELOW
    s = scene.session.state
    for _ in range(200):
        lift(app)
        if s.tapped or scene.session.is_over():
            break
        scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    assert s.tapped, "no card was tapped in this game"
    card = next(iter(s.tapped))
    slot = slot_of(scene, card)
    assert slot.entry.tapped and slot.zone.startswith("standby")
    assert slot.entry.markers and slot.entry.markers[0].count >= 1
    # the standby slots are wide enough for sideways cards: no two standby cards overlap when rotated
    rects = [pygame.Rect(0, 0, sl.rect.h, sl.rect.h).move(sl.rect.centerx - sl.rect.h // 2, sl.rect.y)
             for sl in scene.table.slots if sl.zone == slot.zone]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.inflate(-12, 0).colliderect(b.inflate(-12, 0))


def test_dropping_a_card_on_the_wrong_zone_explains_and_changes_nothing(app):
    scene = start(app, seed=7)
    s = scene.session.state
    card = scene.session.legal_actions()[0].card
    before = scene.session.state_hash()
    drag(app, slot_of(scene, card).rect.center, scene.geo["own_return"].center)
    assert scene.session.state_hash() == before
    assert scene.banner is not None and scene.banner_rule == "sdgf 反撃フェイズ"  # the rules' own answer
    assert "捨てる時ではありません" in resolve(scene.banner[0], "ja") and scene.why_rect.w > 0
    assert card in s.zone("hand", scene.shown_seat).cards
    drag(app, slot_of(scene, card).rect.center, scene.geo["opp_return"].center)  # not the seat's own zone
    assert scene.banner_rule == "sdgf 場の構成" and scene.session.state_hash() == before


def test_recap_shows_what_happened_since_the_seats_last_turn(app):
    scene = start(app, seed=7)
    first = scene.shown_seat
    card = scene.session.legal_actions()[0].card
    scene.apply_action(Deploy(card))
    lift(app)  # the other seat
    other = scene.shown_seat
    assert other != first
    recap = [e.line("ja") for e in scene.recap[other]]
    assert any("待機フィールドに出した" in line for line in recap)
    # the other seat's own earlier secret draws are in its recap; the first seat's draws are redacted
    assert not any(f"プレイヤー{first + 1}が「" in line and "引いた" in line for line in recap)
    scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    assert scene.shown_seat == first
    recap = [e.line("ja") for e in scene.recap[first]]
    assert recap and all("開始準備" not in line for line in recap)  # only what is new since the first turn
    assert any("待機フィールドに出した" in line for line in recap)
    scene.toggle_log()
    assert len(scene.log.entries) > len(recap)


def test_table_is_readable_after_resizing_and_in_english(app):
    scene = start(app, seed=3)
    app.set_lang("en")
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=900, h=600, size=(900, 600))], 0.016)
    app.step([], 0.016)
    w, h = app.size
    assert (w, h) == (900, 600)
    for slot in scene.table.slots:
        assert 0 <= slot.rect.x and slot.rect.right <= w and 0 <= slot.rect.y and slot.rect.bottom <= h, slot
    for zone in scene.table.zones:
        assert zone.rect.right <= w and zone.rect.bottom <= h
    labels = [resolve(b.label, "en") for b in scene.actions.items]
    assert labels and all("Deploy" in label or "Send" in label for label in labels)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000))], 0.016)
    assert scene.geo.widths["hand"] > 100


def test_deck_builder_opens_from_the_table_header(app):
    scene = start(app, seed=7)
    click_at(app, scene.deck_button.rect.center)
    assert isinstance(app.top, DeckBuilderScene)
    click_at(app, app.top.back_button.rect.center)
    assert app.top is scene


def at_turn_three(app):
    """The scene of a seed-7 game played by first legal actions to turn 3 (piles in the return fields), on top."""
    scene = start(app, seed=7)
    while scene.session.state.turn < 3 and not scene.session.is_over():
        lift(app)
        scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    return scene


def test_return_field_and_dark_hole_are_separate_zones_and_browsable(app):
    from tabletop.ui.views.sdgf.browse import ZoneBrowser

    scene = at_turn_three(app)
    s = scene.session.state
    me = scene.shown_seat
    zones = {z.name: z for z in scene.table.zones}
    for p in (0, 1):
        assert [e.id for e in zones[f"darkhole{p}"].cards] == s.zone("darkhole", p).cards
        assert zones[f"return{p}"].count == len(s.zone("return", p).cards)
        label = zones[f"darkhole{p}"].label.get("ja")
        assert f"{len(s.zone('darkhole', p).cards)}/10" in label
    pile = zones[f"return{me}"] if s.zone("return", me).cards else zones[f"return{1 - me}"]
    assert pile.cards
    click_at(app, pile.rect.center)
    assert isinstance(app.top, ZoneBrowser)
    assert [sl.entry.id for sl in app.top.table.slots] == [e.id for e in pile.cards]
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    assert app.top is scene
    assert not isinstance(app.top, PrivacyCurtain)


def test_rule_編成フェイズ_counter_only_hand_goes_to_the_dark_hole_by_drag(app):
    from tabletop.core.dice import make_source
    from tabletop.core.registry import find
    from tabletop.core.session import Session
    from tabletop.games.sdgf.cards import card_set

    session = Session(find("sdgf"), 2, {}, make_source("seeded", 7))
    s = session.state
    seat = s.actor
    hand, deck = s.zone("hand", seat).cards, s.zone("deck", seat).cards
    counters = [c for c in deck if not card_set()[s.card_of[c]].is_sd]
    with session.edit():
        for i, c in enumerate(list(hand)):  # a hand of counter cards only (a legal position of the game)
            if card_set()[s.card_of[c]].is_sd:
                swap = counters.pop()
                deck[deck.index(swap)], hand[i] = c, swap
    assert session.pending().kind == "formation"   # the same kind as a deploy: the hand is hidden (issue 21)
    assert all(isinstance(a, DarkHoleDiscard) for a in session.legal_actions())
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    assert "only counter cards" in scene.prompt_text("en") and "反撃カードばかり" in scene.prompt_text("ja")
    card = session.legal_actions()[0].card
    drag(app, slot_of(scene, card).rect.center, scene.geo["own_darkhole"].center)
    assert card in s.zone("darkhole", seat).cards and len(s.zone("hand", seat).cards) == 5


def test_rule_反撃フェイズ_a_rescue_card_targets_a_dark_hole_card_by_clicks(app):
    scene = start(app, seed=7, options={"deck0": "neotopia", "deck1": "neotopia"})
    s = scene.session.state
    while s.phase != COUNTER:
        lift(app)
        scene.apply_action(scene.session.legal_actions()[0])
    lift(app)
    seat = scene.shown_seat
    from tabletop.games.sdgf.cards import card_set

    # give the deciding seat a rescue card (カオ・リンの修理) and two cards in its dark hole
    rescue = next((c for c in s.card_of if card_set()[s.card_of[c]].effect == "rescue"
                   and c.startswith(f"{seat + 1}-") and c in s.zone("deck", seat).cards), None)
    assert rescue is not None, "this deck has no rescue card left in its deck"
    hand, deck = s.zone("hand", seat).cards, s.zone("deck", seat).cards
    deck[deck.index(rescue)], hand[0] = hand[0], rescue
    for _ in range(2):
        with scene.session.edit():
            s.zone("darkhole", seat).cards.append(deck.pop())
    scene.on_change([])
    app.step([], 0.016)
    click_at(app, slot_of(scene, rescue).rect.center)
    assert scene.selected == rescue
    labels = [resolve(b.sublabel, "ja") for b in scene.actions.items if b.sublabel]
    assert sum("対象" in label for label in labels) == len(s.zone("darkhole", seat).cards) >= 2
    target = s.zone("darkhole", seat).cards[-1]
    assert f"darkhole{seat}" in scene.drop_zones(rescue)
    click_at(app, slot_of(scene, target).rect.center)
    plays = s.plays
    assert plays and plays[-1].card == rescue and plays[-1].target == target


def test_every_string_of_the_sdgf_screens_has_its_glyphs_in_the_bundled_font():
    from pathlib import Path

    import tabletop.ui.views.sdgf as pkg
    from tabletop.ui.text import missing_glyphs

    source = "".join(p.read_text(encoding="utf-8") for p in Path(pkg.__file__).parent.glob("*.py"))
    assert missing_glyphs(source) == []


def test_rules_help_is_in_the_menu(app):
    from tabletop.ui.scenes.help import RulesHelpScene
    from tabletop.ui.scenes.menu import GameMenu

    scene = start(app, seed=7)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    assert isinstance(app.top, GameMenu)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)], 0.016)
    assert isinstance(app.top, RulesHelpScene)
    assert any("ダークホール" in h.ja and "dark hole" in h.en for h in scene.help_text())


def test_keys_choose_a_hand_card_and_return_confirms(app):
    scene = start(app, seed=7)
    s = scene.session.state
    seat = scene.shown_seat
    usable = [sl.entry.id for sl in scene.table.slots if sl.zone == f"hand{seat}" and sl.entry.selectable]
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0)], 0.016)
    assert scene.selected == usable[1]
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], 0.016)
    assert usable[1] in s.zone("standby", seat).cards


def test_a_saved_game_reopens_on_the_sdgf_table(app, home):
    from tabletop.core.session import Session

    scene = start(app, seed=7)
    for _ in range(4):
        lift(app)
        scene.apply_action(scene.session.legal_actions()[0])
    path = scene.session.save(home / "game.json")
    loaded = Session.load(path)
    again = app.start_game(loaded)
    app.step([], 0.016)
    lift(app)
    assert isinstance(again, SdgfScene)
    assert again.session.state_hash() == scene.session.state_hash()
    assert {z.name for z in again.table.zones} == {z.name for z in scene.table.zones}


def test_phase_banner_names_every_phase_and_marks_the_current_one(app, monkeypatch):
    from tabletop.ui.text import TextCache

    bold_texts: list[str] = []
    original = TextCache.render

    def recording(self, text, size, colour=(255, 255, 255), bold=False):
        if bold:
            bold_texts.append(text)
        return original(self, text, size, colour, bold)

    monkeypatch.setattr(TextCache, "render", recording)
    scene = start(app, seed=7)
    s = scene.session.state
    expected = {FORMATION: "1. 編成フェイズ", SORTIE: "2. 出撃フェイズ", COUNTER: "4. 反撃フェイズ",
                CALCULATION: "5. 計算フェイズ"}
    seen = set()
    while s.turn == 1:
        lift(app)
        bold_texts.clear()
        scene.kept.clear()  # the chips are kept between frames: drawn anew for the spy
        app.step([], 0.016)
        assert not app.crashes
        assert any(t.startswith(expected[s.phase]) for t in bold_texts), (s.phase, bold_texts)
        seen.add(s.phase)
        scene.apply_action(scene.session.legal_actions()[0])
    assert seen == set(expected)


def test_the_screenshot_tool_waits_for_the_cards_to_settle(app):
    """Issue 16: ``docs/screenshots/sdgf-tapped-*.png`` showed a card mid-flight: the tool took its picture one
    16 ms frame after the action. ``screenshots.settle`` steps the frames until nothing moves (``motion.busy``)."""
    from tabletop.ui import motion
    from tests.ui.sdgf.screenshots import settle

    scene = start(app, seed=7)
    lift(app)
    scene.apply_action(scene.session.legal_actions()[0])  # a card dealt to the field: it flies there
    app.step([], 0.016)
    assert motion.busy() and scene.table.animating, "the deploy moves a card"
    settle(app)
    assert not motion.busy() and not scene.table.animating


def test_the_pile_browser_titles_a_dark_hole_once_and_a_return_field_with_its_count(app):
    """The dark hole's browser was titled "Dark hole 6/10 (6)" (the count twice) at the end of a newcomer's game;
    it says "Dark hole 6/10", the return field's "Return (21)"."""
    from tabletop.core.i18n import Text
    from tabletop.ui.cards.layout import CardEntry, ZoneSpec
    from tabletop.ui.views.sdgf.browse import ZoneBrowser

    cards = [CardEntry(f"1-{i:02}") for i in range(6)]
    hole = ZoneBrowser(app, ZoneSpec("darkhole0", pygame.Rect(0, 0, 100, 100), cards,
                                     Text("ダークホール 6/10", "Dark hole 6/10")), None, {})
    assert (hole.title("en"), hole.title("ja")) == ("Dark hole 6/10", "ダークホール 6/10")
    pile = ZoneBrowser(app, ZoneSpec("return0", pygame.Rect(0, 0, 100, 100), cards[:1], Text("帰還", "Return"),
                                     count=21), None, {})
    assert (pile.title("en"), pile.title("ja")) == ("Return (21)", "帰還（21）")


def test_the_pile_browser_closes_on_a_click_outside_its_cards_and_stays_on_a_card(app):
    """The pile browser (a clicked return field) says a click outside the cards returns to the table: it did not
    (``Overlay.handle`` took every click first, issue 16). A click on a card keeps it open; a click on the empty
    table around its box closes it, and so does a click in its box beside the cards."""
    from tabletop.ui.views.sdgf.browse import ZoneBrowser

    scene = at_turn_three(app)
    s = scene.session.state
    zones = {z.name: z for z in scene.table.zones}
    me = scene.shown_seat
    pile = zones[f"return{me}"] if s.zone("return", me).cards else zones[f"return{1 - me}"]
    for outside in ((8, app.size[1] - 8), None):
        click_at(app, pile.rect.center)
        browser = app.top
        assert isinstance(browser, ZoneBrowser)
        click_at(app, browser.table.slots[0].rect.center)
        assert app.top is browser, "a click on a card keeps the browser open"
        if outside is None:  # in the box, under the last row of cards and left of the close button
            outside = (browser.box.x + 20, browser.close_button.rect.centery)
        assert browser.table.card_at(outside) is None
        click_at(app, outside)
        assert app.top is scene, f"a click at {outside}, outside the cards, closes the browser"
