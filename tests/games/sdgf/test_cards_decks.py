"""The card set (data validation) and 事前準備 deck construction, saved and starter decks."""

from pathlib import Path

import pytest

from tabletop.core.data import Document
from tabletop.core.errors import DataError, SaveError
from tabletop.core.session import Session, new_session
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.cards import CARDS_FILE, card_set, parse_cards
from tabletop.games.sdgf.decks import (DECK_SIZE, deck_to_toml, find_deck, load_deck, plain_key, save_deck,
                                       saved_decks, starter_decks, user_deck_dir, validate_deck)
from tabletop.core.i18n import Text


def test_card_set_is_the_56_card_neotopia_set():
    cs = card_set()
    assert len(cs) == 56
    sd = [c for c in cs.values() if c.is_sd]
    counters = [c for c in cs.values() if not c.is_sd]
    assert len(sd) + len(counters) == 56 and counters
    assert {c.rarity for c in cs.values()} == {"common", "rare", "soul_rare"}
    assert all(c.name.ja and c.name.en for c in cs.values())
    names = {c.name.en for c in cs.values()}
    for must in ("Captain Gundam", "Zero the Winged Knight", "Musha Gundam Bakunetsumaru", "Guneagle", "Gunperry",
                 "Zapper Zaku", "Destroyer Dom", "Grappler Gouf", "General Zeong", "Commander Sazabi", "Kibaomaru"):
        assert must in names
    assert all(c.effect_text().ja and c.effect_text().en for c in counters)


def test_card_file_marks_numbers_as_our_own():
    head = CARDS_FILE.read_text(encoding="utf-8").splitlines()[:3]
    assert any("Numbers: the tabletop project's own design" in line for line in head)


def test_card_file_reports_every_problem_at_once():
    data = {"card": [
        {"id": "X-1", "name_ja": "", "name_en": "x", "type": "sd", "rarity": "epic", "terrain": ["moon"],
         "kind": "gundam", "power": 0, "adapt": []},
        {"id": "X-2", "name_ja": "y", "name_en": "y", "type": "counter", "rarity": "common", "terrain": ["land"],
         "effect": "explode", "power": 3},
    ]}
    with pytest.raises(DataError) as err:
        parse_cards(Document("bad.toml", data))
    where = {p.where for p in err.value.problems}
    assert {"card X-1.name_ja", "card X-1.rarity", "card X-1.terrain[0]", "card X-1.power", "card X-1.adapt",
            "card X-2.effect", "card X-2.power"} <= where
    assert all(p.file == "bad.toml" for p in err.value.problems)


def test_rule_事前準備_deck_must_be_exactly_32():
    deck = list(starter_decks()["neotopia"].cards)
    assert validate_deck(deck) == []
    problems = validate_deck(deck[:-1])
    assert len(problems) == 1 and "32" in problems[0].ja and "31" in problems[0].en
    assert validate_deck(deck + ["SDGF-34"])


def test_rule_事前準備_at_most_three_copies_of_a_card():
    deck = list(starter_decks()["neotopia"].cards)
    deck = [c for c in deck if c != "SDGF-02"][:28] + ["SDGF-02"] * 4
    problems = validate_deck(deck)
    assert len(problems) == 1
    assert "キャプテンガンダム（ライトライフル）" in problems[0].ja and "4" in problems[0].en


def test_rule_事前準備_unknown_cards_are_named():
    problems = validate_deck(["NOPE"] * 32)
    assert any("NOPE" in p.en for p in problems)


def test_starter_decks_are_legal_and_different():
    starters = starter_decks()
    assert len(starters) >= 2
    for deck in starters.values():
        assert len(deck.cards) == DECK_SIZE and validate_deck(deck.cards) == []
        assert deck.name.ja and deck.name.en
    defaults = GAME.spec.default_options()
    assert defaults["deck0"] != defaults["deck1"]
    assert {defaults["deck0"], defaults["deck1"]} <= set(starters)


def test_starter_decks_each_hold_one_salvage_and_one_rescue():
    """Balance (docs/balance.md, SD Gundam Force): the deck-length cards decide strong games.

    ガーベラの発明 (salvage) and カオ・リンの修理 (rescue) keep a deck from running out; a starter
    with more of them than the others won about three games in four under strong play.
    """
    for key, deck in starter_decks().items():
        effects = [card_set()[c].effect for c in deck.cards]
        assert effects.count("salvage") == 1, key
        assert effects.count("rescue") == 1, key


def test_deck_save_and_load_round_trip(tmp_path):
    cards = list(starter_decks()["dark_axis"].cards)
    deck = save_deck(Text("わたしのデッキ", "My Deck"), cards, folder=tmp_path)
    assert deck.key == "saved:My_Deck" and not deck.starter
    assert sorted(deck.cards) == sorted(cards)
    again = load_deck(tmp_path / "My_Deck.toml")
    assert again.name == Text("わたしのデッキ", "My Deck")
    assert find_deck("saved:My_Deck", folder=tmp_path).cards == again.cards
    # the text form is plain TOML: name + [cards] table
    assert '[cards]' in deck_to_toml(deck.name, deck.cards)


def test_illegal_deck_is_not_saved_and_broken_files_are_reported(tmp_path):
    with pytest.raises(DataError):
        save_deck(Text("短い", "Short"), ["SDGF-01"] * 3, folder=tmp_path)
    (tmp_path / "broken.toml").write_text("name_ja = [", encoding="utf-8")
    (tmp_path / "four.toml").write_text('name_ja = "a"\nname_en = "a"\n[cards]\n"SDGF-01" = 32\n', encoding="utf-8")
    decks, problems = saved_decks(tmp_path)
    assert decks == {}
    files = {Path(p.file).name for p in problems}
    assert {"broken.toml", "four.toml"} <= files


def test_saved_decks_become_deck_options_and_play(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    before = [k for k, _ in GAME.spec.options[0].choices]
    assert not [k for k in before if k.startswith("saved:")]
    save_deck(Text("テスト", "Test Deck"), list(starter_decks()["three_worlds"].cards))
    keys = [k for k, _ in GAME.spec.options[0].choices]
    assert "saved:Test_Deck" in keys and "neotopia" in keys
    s = new_session("sdgf", options={"deck0": "saved:Test_Deck", "deck1": "three_worlds"}, seed=2)
    assert [plain_key(k) for k in s.state.decks] == ["saved:Test_Deck", "three_worlds"]
    assert sorted(s.state.card_of[c] for c in s.state.card_of if c.startswith("1-")) == \
        sorted(starter_decks()["three_worlds"].cards)


def test_unknown_deck_option_is_refused():
    with pytest.raises(ValueError):
        Session(GAME, 2, {"deck0": "no_such_deck"})


def test_rule_事前準備_variants_are_different_cards():
    deck = ["SDGF-01"] * 3 + ["SDGF-02"] * 3 + list(starter_decks()["dark_axis"].cards)[:26]
    assert validate_deck(deck) == []


def test_deck_summary_for_the_deck_builder():
    from tabletop.games.sdgf.decks import deck_summary
    summary = deck_summary(starter_decks()["neotopia"].cards)
    assert summary["total"] == 32 and summary["sd"] + summary["counter"] == 32
    assert sum(summary["rarity"].values()) == 32 and summary["problems"] == []
    assert summary["adapt"]["land"] > 0 and summary["average_power"] > 0
    short = deck_summary(["SDGF-01"] * 4)
    assert short["sd"] == 4 and len(short["problems"]) == 2


def test_a_damaged_copy_of_cards_toml_names_file_line_and_field(tmp_path):
    from tabletop.games.sdgf.cards import load_cards
    text = CARDS_FILE.read_text(encoding="utf-8")
    path = tmp_path / "cards.toml"
    path.write_text(text.replace('power = 7\nadapt = ["land"]', 'power = 7\nadapt = ["land", "moon"]', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_cards(path)
    [problem] = err.value.problems
    line = path.read_text(encoding="utf-8").splitlines().index('adapt = ["land", "moon"]') + 1
    assert (problem.file, problem.line, problem.where) == (str(path), line, "card SDGF-03.adapt[1]")
    assert "must be one of land, sea, sky, other, not 'moon'" in str(problem)


def test_a_damaged_deck_file_names_file_line_and_field(tmp_path):
    path = tmp_path / "mine.toml"
    text = deck_to_toml(Text("わたし", "Mine"), starter_decks()["neotopia"].cards)
    path.write_text(text.replace('"SDGF-01" = 2', '"SDGF-01" = "two"'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_deck(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [(p.file, p.line, p.where) for p in err.value.problems]
    assert (str(path), lines.index('"SDGF-01" = "two"') + 1, "cards.SDGF-01") in found
    assert (str(path), lines.index("[cards]") + 1, "cards") in found  # now 30 cards: the deck rule, on the table


def _own_deck_game(monkeypatch, tmp_path) -> tuple[Session, list[str]]:
    """A game (saved after a few actions) played with the player's own deck "Test Deck"."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    cards = list(starter_decks()["three_worlds"].cards)
    save_deck(Text("テスト", "Test Deck"), cards)
    s = new_session("sdgf", options={"deck0": "saved:Test_Deck", "deck1": "neotopia"}, seed=5)
    for _ in range(4):
        s.apply(s.legal_actions()[0], s.pending().seat)
    return s, cards


@pytest.mark.parametrize("change", ["edited", "deleted"])
def test_a_save_carries_its_own_deck_and_loads_after_the_deck_is_edited_or_deleted(monkeypatch, tmp_path, change):
    s, cards = _own_deck_game(monkeypatch, tmp_path)
    path = s.save(tmp_path / "game.json")
    deck_file = user_deck_dir() / "Test_Deck.toml"
    if change == "deleted":
        deck_file.unlink()
    else:
        other = list(starter_decks()["neotopia"].cards)
        save_deck(Text("テスト", "Test Deck"), other)
        assert find_deck("saved:Test_Deck").cards != tuple(cards)
    again = Session.load(path)
    assert again.state_hash() == s.state_hash() and not again.warnings
    assert sorted(again.state.card_of[c] for c in again.state.card_of if c.startswith("1-")) == sorted(cards)
    assert find_deck(again.options["deck0"]).name.en == "Test Deck"


def test_an_old_save_naming_its_deck_still_loads_while_the_deck_exists(monkeypatch, tmp_path):
    s, _ = _own_deck_game(monkeypatch, tmp_path)
    data = s.to_save()
    data["options"]["deck0"] = "saved:Test_Deck"  # as saves made before decks were pinned
    again = Session.from_save(data)
    assert again.state_hash() == s.state_hash()
    (user_deck_dir() / "Test_Deck.toml").unlink()
    with pytest.raises(SaveError):  # as before: the deck it names is gone
        Session.from_save(data)


def test_a_damaged_or_illegal_pinned_deck_is_refused_clearly(monkeypatch, tmp_path):
    s, _ = _own_deck_game(monkeypatch, tmp_path)
    for bad in ('saved:Test_Deck|{"name": ["a"', 'saved:Test_Deck|{"name":["a","b"],"cards":{"SDGF-01":32}}'):
        data = s.to_save()
        data["options"]["deck0"] = bad
        with pytest.raises(SaveError) as info:
            Session.from_save(data)
        assert "Test_Deck" in str(info.value)


def test_spec_lists_the_deck_folder_only_when_it_changes(monkeypatch, tmp_path):
    """A screen asks for the spec several times a frame: the deck folder is read again only when a deck is
    saved, added or removed (its stamp changes), and the saved deck is a choice at once."""
    from tabletop.games.sdgf import decks

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    listed = []
    real = decks.saved_decks
    monkeypatch.setattr(decks, "saved_decks", lambda folder=None: listed.append(folder) or real(folder))
    first = GAME.spec
    for _ in range(6):
        assert GAME.spec is first
    save_deck(Text("テスト", "Test Deck"), list(starter_decks()["three_worlds"].cards))
    again = GAME.spec
    assert again is not first and "saved:Test_Deck" in dict(again.options[0].choices)
    for _ in range(6):
        assert GAME.spec is again
    assert len(listed) <= 2  # once before the save (if not read yet in this folder), once after
