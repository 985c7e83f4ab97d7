"""The deck builder by mouse and keyboard: an illegal deck is explained live, fixed,
saved, offered as a deck option of both seats, and played."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.registry import find
from tabletop.games import discover
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.decks import counts, plain_key, starter_decks
from tabletop.ui.inputs import key_event
from tabletop.ui.text import TextCache, resolve
from tabletop.ui.views.sdgf import open_deck_builder
from tabletop.ui.views.sdgf.deckbuilder import DeckBuilderScene
from tabletop.ui.views.sdgf.faces import face_for
from tabletop.ui.views.sdgf.scene import SdgfScene

from .conftest import click_at, lift


@pytest.fixture
def rendered(monkeypatch):
    """Every string the app renders (to prove a message is on screen)."""
    texts: list[str] = []
    original = TextCache.render

    def recording(self, text, size, colour=(255, 255, 255), bold=False):
        texts.append(text)
        return original(self, text, size, colour, bold)

    monkeypatch.setattr(TextCache, "render", recording)
    return texts


def frame_text(app, rendered) -> str:
    rendered.clear()
    app.step([], 0.016)
    return "\n".join(rendered)


def builder_at(lang: str, size: tuple[int, int], scale: float):
    """(app, deck builder) in a new app of ``size`` at UI ``scale``."""
    from tabletop.ui.app import App

    pygame.display.init()
    pygame.font.init()
    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    discover()
    return app, open_deck_builder(app)


def grid_slot(builder, card_id):
    for _ in range(20):
        found = [s for s in builder.grid.slots if s.entry.id == card_id and builder.grid_area.contains(s.rect)]
        if found:
            return found[0]
        builder.scroll = min(builder.max_scroll, builder.scroll + 120)
        builder.place_grid()
    raise AssertionError(f"{card_id} not in the grid")


def test_build_an_illegal_deck_see_why_fix_it_save_it_and_play_it(app, home, rendered):
    discover()
    builder = open_deck_builder(app)
    assert isinstance(builder, DeckBuilderScene)
    app.step([], 0.016)
    # start from a starter deck (choose it, load it)
    builder.starter.set("neotopia")
    click_at(app, builder.load_starter_button.rect.center)
    assert len(builder.cards) == 32 and builder.save_button.enabled  # a starter deck is legal
    assert sorted(builder.cards) == sorted(starter_decks()["neotopia"].cards)
    # take one card out by clicking its row in the deck list: 31 cards, the rule is explained
    row = builder.deck_list.items[0]
    click_at(app, row.rect.center)
    assert len(builder.cards) == 31
    shown = frame_text(app, rendered)
    assert "デッキは32枚ちょうどです（今は31枚）。" in shown
    assert not builder.save_button.enabled and not builder.play_button.enabled
    # a fourth copy is refused with the three-copy rule
    have = counts(builder.cards)
    full = next(c for c, n in have.items() if n == 3)
    click_at(app, grid_slot(builder, full).rect.center)
    assert counts(builder.cards)[full] == 3
    shown = frame_text(app, rendered)
    assert "同じカードは3枚まで" in shown and "入れられません" in shown
    # fix it with a card that has room, by clicking it in the set
    spare = next(c for c in card_set() if counts(builder.cards).get(c, 0) == 0 and card_set()[c].is_sd)
    click_at(app, grid_slot(builder, spare).rect.center)
    assert len(builder.cards) == 32 and builder.save_button.enabled
    assert "このデッキで遊べます" in frame_text(app, rendered)
    # right-click takes a copy out again, click puts it back
    click_at(app, grid_slot(builder, spare).rect.center, button=3)
    assert len(builder.cards) == 31
    click_at(app, grid_slot(builder, spare).rect.center)
    # name it by typing, save it
    click_at(app, builder.name.rect.center)
    builder.name.value = ""
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="テスト隊")], 0.016)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)], 0.016)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="隊 Test")], 0.016)
    assert builder.name.value == "テスト隊 Test"
    click_at(app, builder.save_button.rect.center)
    saved = list((home / "decks").glob("*.toml"))
    assert len(saved) == 1
    key = builder.saved_key
    assert key == "saved:" + saved[0].stem
    # the saved deck is a choice for both seats
    spec = find("sdgf").spec
    for option in (o for o in spec.options if o.key in ("deck0", "deck1")):
        assert key in [v for v, _ in option.choices]
    assert "保存しました" in frame_text(app, rendered)
    # play it: player 1 gets this deck
    builder.opponent.set("three_worlds")
    click_at(app, builder.play_button.rect.center)
    scene = app.find_scene(SdgfScene)
    assert scene is not None
    lift(app)
    state = scene.session.state
    assert [plain_key(k) for k in state.decks] == [key, "three_worlds"]
    mine = sorted(state.card_of[c] for c in state.card_of if c.startswith("1-"))
    assert mine == sorted(builder.cards)


def test_filters_by_kind_attribute_and_rarity(app):
    discover()
    builder = open_deck_builder(app)
    app.step([], 0.016)
    assert len(builder.shown_cards()) == 56
    click_at(app, builder.type_buttons[2].rect.center)  # counter cards
    assert builder.shown_cards() and all(not card_set()[c].is_sd for c in builder.shown_cards())
    click_at(app, builder.type_buttons[1].rect.center)  # SD cards
    click_at(app, builder.attr_buttons[1].rect.center)  # 海 sea
    shown = builder.shown_cards()
    assert shown and all(card_set()[c].is_sd and ("sea" in card_set()[c].adapt or "sea" in card_set()[c].terrain)
                         for c in shown)
    click_at(app, builder.rarity_buttons[2].rect.center)  # soul rares only
    assert all(card_set()[c].rarity == "soul_rare" for c in builder.shown_cards())
    assert [s.entry.id for s in builder.grid.slots] == builder.shown_cards()
    app.set_lang("en")
    app.step([], 0.016)
    assert resolve(builder.play_button.label, "en") == "Play with this deck"


def test_a_saved_deck_loads_back_and_an_empty_deck_cannot_be_saved(app, home):
    discover()
    builder = open_deck_builder(app)
    app.step([], 0.016)
    builder.starter.set("dark_axis")
    builder.load_starter()
    builder.name.value = "Axis copy"
    assert builder.save()
    click_at(app, builder.clear_button.rect.center)
    assert builder.cards == [] and not builder.save()
    assert "32" in builder.message[0].get("ja")
    builder.saved.set("saved:Axis_copy")
    click_at(app, builder.load_saved_button.rect.center)
    assert sorted(builder.cards) == sorted(starter_decks()["dark_axis"].cards)
    assert builder.name.value == "Axis copy"


def test_playing_from_the_builder_over_a_running_game_asks_and_autosaves_it(app, home):
    from tabletop.ui.saves import autosaves
    from tabletop.ui.widgets import Dialog

    from .conftest import start

    table = start(app, seed=7)
    click_at(app, table.deck_button.rect.center)
    builder = app.top
    assert isinstance(builder, DeckBuilderScene)
    builder.starter.set("three_worlds")
    builder.load_starter()
    before = len(autosaves("sdgf"))
    click_at(app, builder.play_button.rect.center)
    assert isinstance(app.top, Dialog)
    click_at(app, app.top.ok_button.rect.center)
    assert len(autosaves("sdgf")) == before + 1
    scene = app.find_scene(SdgfScene)
    assert scene is not table and plain_key(scene.session.state.decks[0]) == builder.saved_key


def test_the_launcher_offers_the_deck_builder_for_this_game(app):
    from tabletop.ui.scenes.title import TitleScene

    discover()
    app.open_launcher()
    app.step([], 1 / 60)
    launcher = app.top
    assert isinstance(launcher, TitleScene)
    launcher.select(find("sdgf"))
    launcher.layout(app.size)
    button = next(w for w in launcher.setup_widgets if resolve(getattr(w, "label", None), "en") == "Deck builder")
    click_at(app, button.rect.center)
    assert isinstance(app.top, DeckBuilderScene)
    app.pop()
    app.step([], 1 / 60)
    assert app.top is launcher and launcher.selected is find("sdgf")
    launcher.select(find("zgundam"))
    assert not any(resolve(getattr(w, "label", None), "en") == "Deck builder" for w in launcher.setup_widgets)


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_chooser_shows_its_caption_and_each_value_whole(home, size, scale, lang):
    """Issue 16: "スターター ◀ ダークアクシズ侵… ▶" at 1280x800, "Opponent's d…" / "Dark Axis Invasion …" at 150 % and
    "Cou…" (the Counter filter) at 800x560 were cut; every chooser now shows its caption and each of its values whole
    (the right panel is wide enough, the filters take two rows in a narrow window), and the filters their labels."""
    app, builder = builder_at(lang, size, scale)
    cut = []
    for chooser in (builder.starter, builder.saved, builder.opponent, builder.opponent_player):
        for value, _ in chooser.choices:
            chooser.value = value
            app.step([], 0.016)
            if chooser.cut:
                cut.append((resolve(chooser.caption, lang), chooser.value_label(lang)))
    assert not cut, cut
    cut_buttons = [resolve(b.label, lang) for b in (*builder.type_buttons, *builder.attr_buttons,
                                                     *builder.rarity_buttons) if b.cut]
    assert not cut_buttons and not app.crashes, cut_buttons


def test_the_builder_plays_against_the_computer_unless_a_person_is_chosen(app, home):
    discover()
    builder = open_deck_builder(app)
    builder.starter.set("three_worlds")
    builder.load_starter()
    assert builder.opponent_player.value == "quick"  # no game started from the launcher yet
    click_at(app, builder.play_button.rect.center)
    scene = app.find_scene(SdgfScene)
    assert scene.session.players == ["human", "quick"]
    builder = open_deck_builder(app)
    builder.starter.set("three_worlds")
    builder.load_starter()
    builder.opponent_player.set("human")
    builder.play()
    click_at(app, app.top.ok_button.rect.center)  # the game in progress is autosaved first
    assert app.find_scene(SdgfScene).session.players == ["human", "human"]


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_each_card_says_its_copies_in_the_deck_at_ten_px_or_more(home, rendered, size, scale, lang):
    """Issue 16: the "×2" badge on a grid card shrank to 8 px beside a name on four lines ("Captain Gundam (Heavy
    Weapon)"). Each card the deck holds copies of has a line under it, clear of it and of the next row, saying how
    many with its label ("In deck: 2", "3 (max)") at ``COPIES_LEAST`` px or more, drawn; nothing over the face."""
    from tabletop.ui.views.sdgf.deckbuilder import COPIES_LEAST

    app, builder = builder_at(lang, size, scale)
    builder.cards = [cid for cid in card_set() for _ in range(1 + int(cid[-1]) % 3)]
    builder.refresh()
    seen: set[str] = set()
    while True:
        rendered.clear()
        app.step([], 0.016)
        lines = builder.copies_lines(lang)
        slots = [s for s in builder.grid.slots if builder.copies.get(s.entry.id or "")]
        assert len(lines) == len(slots)
        for slot, (rect, line, px) in zip(slots, lines):
            n = builder.copies[slot.entry.id]
            assert not slot.entry.markers
            assert px >= COPIES_LEAST and str(n) in line and "…" not in line and line in rendered, (line, px)
            assert len(line) > 2, line  # its label, not "×2" alone
            assert rect.y >= slot.rect.bottom and rect.w == slot.rect.w, (tuple(rect), tuple(slot.rect))
            assert not any(rect.colliderect(s.rect) for s in builder.grid.slots), line
            assert app.text.size(line, px, True)[0] <= rect.w, line
            seen.add(slot.entry.id or "")
        if builder.scroll >= builder.max_scroll:
            break
        builder.scroll = min(builder.max_scroll, builder.scroll + 100)
        builder.place_grid()
    assert seen == set(card_set()) and not app.crashes


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_saved_chooser_shows_each_starters_default_name_whole(home, size, scale, lang):
    """Issue 16: a starter saved under the name the builder gives it showed "Neotopia Defence Force (c…" in the
    "Saved" chooser at 150 %: every default name shows whole there (and its caption)."""
    app, builder = builder_at(lang, size, scale)
    for key in starter_decks():
        builder.starter.set(key)
        builder.load_starter()
        assert builder.save(), builder.message
    app.step([], 0.016)
    cut = []
    for value, _ in builder.saved.choices:
        builder.saved.value = value
        app.step([], 0.016)
        if builder.saved.cut:
            cut.append(builder.saved.value_label(lang))
    assert len(builder.saved.choices) == len(starter_decks()) and not cut, cut


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_typing_a_name_replaces_the_starter_decks_name_it_does_not_append(home, lang):
    """Issue 16: loading a starter deck fills the name box, and typing a name appended to it ("Heroes of Three
    Worlds 2My Force"). The loaded name is proposed, not the player's: clicking the box selects it whole (drawn
    selected), typing replaces it; once typed, the name is the player's (a later click puts the caret at the end)."""
    app, builder = builder_at(lang, (1280, 800), 1.0)
    app.step([], 0.016)
    builder.starter.set("three_worlds")
    click_at(app, builder.load_starter_button.rect.center)
    proposed = builder.name.value
    assert proposed.startswith(starter_decks()["three_worlds"].name.get(lang))
    click_at(app, builder.name.rect.center)
    assert builder.name.focused and builder.name.all_selected
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="My Force")], 0.016)
    assert builder.name.value == "My Force"
    # the player's own name: clicking away and back keeps it and types after it
    click_at(app, (2, app.size[1] - 2))
    assert not builder.name.focused
    click_at(app, builder.name.rect.center)
    assert builder.name.focused and not builder.name.all_selected
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=" 2")], 0.016)
    assert builder.name.value == "My Force 2"
    # loading a starter proposes its name again: selected on the next click, Backspace clears it whole
    click_at(app, builder.load_starter_button.rect.center)
    click_at(app, builder.name.rect.center)
    assert builder.name.value == proposed and builder.name.all_selected
    app.step([key_event(pygame.K_BACKSPACE)], 0.016)
    assert builder.name.value == ""
    # a second click in the box while it is selected puts the caret at the end instead (to add to the name)
    click_at(app, builder.load_starter_button.rect.center)
    click_at(app, builder.name.rect.center)
    click_at(app, builder.name.rect.center)
    assert not builder.name.all_selected
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="!")], 0.016)
    assert builder.name.value == proposed + "!"


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0), ((1280, 800), 1.5)])
def test_a_bracketed_name_on_three_lines_begins_a_line_with_its_bracket(home, size, scale):
    """The builder's faces printed 「騎士」 / 「ゼロ（SMV」 / 「トルネード）」 (as cheap a break, as even in characters):
    a Japanese name on three lines or more breaks before its opening bracket where the part before it is no wider
    than a line drawn (「騎士ゼロ」 / 「（SMV」 / 「トルネード）」, ``breaks.split_lines``), at grid widths of the three windows."""
    app, builder = builder_at("ja", size, scale)
    app.step([], 0.016)
    cards = builder.grid.cards
    bad = []
    for w in sorted({builder.grid_card_w, builder.grid_card_w - 8, builder.grid_card_w + 8}):
        for cid in card_set():
            face = face_for(cid)
            lines = [ln.strip() for ln in cards.anatomy(face, w, "ja").lines]
            name = "".join(lines)
            head = name[:name.find("（")]
            # (where the part before the bracket is no wider than the widest line drawn: 「グラップラーグフ」 is not)
            if "（" in name[1:] and len(lines) >= 3 and not any(ln.startswith("（") for ln in lines[1:]) and \
                    app.text.size(head, 12, True)[0] <= max(app.text.size(ln, 12, True)[0] for ln in lines):
                bad.append((w, lines))
    assert not bad, bad


@pytest.mark.parametrize("size, scale", [((1280, 800), 1.0), ((800, 560), 1.0)])
def test_the_grids_last_row_scrolls_clear_of_the_message(home, size, scale):
    """A loaded starter says "Starting from Heroes of Three Worlds." in a line over the grid's foot: scrolled to its
    end, the grid's last row and the copies line under it lie above that line (they stayed under it)."""
    from tabletop.ui.views.sdgf.deckbuilder import MESSAGE_ROOM

    app, builder = builder_at("en", size, scale)
    builder.load_starter()
    assert builder.message is not None
    builder.scroll = builder.max_scroll
    builder.place_grid()
    app.step([], 0.016)
    last = max(builder.grid.slots, key=lambda s: s.index)
    assert last.entry.id == builder.all_entries[-1].id
    lines = [rect for rect, _, _ in builder.copies_lines("en")]
    bottom = max([last.rect.bottom] + [r.bottom for r in lines])
    assert bottom <= builder.grid_area.bottom - MESSAGE_ROOM + 6, (bottom, tuple(builder.grid_area))
