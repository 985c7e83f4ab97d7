"""Card data: the box's counts, every field present, validation reporting every problem at once."""

import copy

import pytest

from tabletop.core.errors import DataError
from tabletop.core.i18n import Text
from tabletop.games.ultraseven.cards import DATA_DIR, FILES, load_cards, parse_files, read_files


def test_box_counts_72_play_24_tdf_seven_and_51_counters():
    b = load_cards()
    assert len(b.invasion) == 45
    assert sum(1 for e in b.events.values() if e.kind == "event") == 19
    assert sum(1 for e in b.events.values() if e.kind == "episode12") == 1
    assert len(b.information) == 7
    assert len(b.play_cards()) == 72
    assert (len(b.members), len(b.weapons), len(b.capsules)) == (7, 6, 11)
    assert len(b.tdf_cards()) == 24
    assert b.seven is not None and b.seven.emerium == 130
    assert sum(n for _, n in b.counters.values()) == 51


def test_rule_21_2_1_the_four_special_cards_are_the_two_part_stories_and_episode_25():
    b = load_cards()
    specials = sorted(c.episodes for c in b.invasion.values() if c.special)
    assert specials == ["14-15", "25", "39-40", "48-49"]
    assert len([c for c in b.invasion.values() if not c.special]) == 41


def test_one_invasion_card_per_story_without_episode_12():
    b = load_cards()
    eps = [c.episodes for c in b.invasion.values()]
    assert "12" not in eps and len(set(eps)) == 45
    covered = set()
    for e in eps:
        a, _, z = e.partition("-")
        covered.update(range(int(a), int(z or a) + 1))
    assert covered == set(range(1, 50)) - {12}


def test_every_card_has_japanese_and_english_names():
    b = load_cards()
    for table in (b.invasion, b.events, b.information, b.members, b.weapons, b.capsules):
        for card in table.values():
            assert card.name.ja and card.name.en


def test_invasion_conditions_name_information_cards():
    b = load_cards()
    conds = {c.condition for c in b.invasion.values() if c.condition}
    assert conds and conds <= set(b.information)
    assert all(c.condition for c in b.invasion.values() if c.special)


def test_rule_15_9_some_cards_show_a_dash_tdf_value():
    assert any(c.tdf_value is None for c in load_cards().invasion.values())


def test_data_files_say_the_numbers_are_ours():
    for name in FILES:
        text = (DATA_DIR / name).read_text(encoding="utf-8")
        assert "# Numbers: the tabletop project's own design" in text


def test_validation_reports_every_problem_at_once():
    raw = copy.deepcopy(read_files())
    raw["invasion.toml"].data["invasion"][0]["area"] = "moon"
    raw["invasion.toml"].data["invasion"][1]["combat"] = "strong"
    del raw["invasion.toml"].data["invasion"][2]["name_en"]
    raw["tdf.toml"].data["weapon"][0]["users"] = ["m_nobody"]
    raw["tdf.toml"].data["capsule"][0]["table"] = ["none"]
    raw["play_other.toml"].data["information"].pop()
    with pytest.raises(DataError) as err:
        parse_files(raw)
    text = str(err.value)
    for needle in ("invasion inv01.area", "invasion inv02.combat", "invasion inv03.name_en",
                   "weapon w_hawk1.users", "capsule cap_miclas_1.table", "information"):
        assert needle in text, needle
    assert len(err.value.problems) >= 6


def test_duplicate_ids_are_reported():
    raw = copy.deepcopy(read_files())
    raw["invasion.toml"].data["invasion"][1]["id"] = "inv01"
    with pytest.raises(DataError) as err:
        parse_files(raw)
    assert "used twice" in str(err.value)


def test_unreadable_toml_is_a_data_error(tmp_path):
    for name in FILES:
        (tmp_path / name).write_text((DATA_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "tdf.toml").write_text("[[member]\nid=", encoding="utf-8")
    with pytest.raises(DataError) as err:
        read_files(tmp_path)
    assert "tdf.toml" in str(err.value)


def test_a_damaged_copy_of_tdf_toml_names_file_line_and_field(tmp_path):
    for name in FILES:
        (tmp_path / name).write_text((DATA_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "tdf.toml").read_text(encoding="utf-8")
    damaged = text.replace('name_en = "Hand Shot"\nbase = 3\nextra = 1', 'name_en = "Hand Shot"\nbase = 3\nextra = 0')
    assert damaged != text
    (tmp_path / "tdf.toml").write_text(damaged, encoding="utf-8")
    with pytest.raises(DataError) as err:
        parse_files(read_files(tmp_path))
    [problem] = err.value.problems
    line = damaged.splitlines().index("extra = 0") + 1
    assert (problem.file, problem.line, problem.where) == (str(tmp_path / "tdf.toml"), line, "technique hand_shot.extra")
    assert problem.text == "must be at least 1, not 0 (ruling 18.1: every technique costs energy)"


def test_short_names_come_with_the_card_data_each_shorter_than_its_name():
    """The names a small table's crowded last row prints (issue 16), read with the rest of the card data: every
    information card and the three long events (both copies) and Episode 12, in both languages."""
    b = load_cards()
    assert {c.id for c in b.information.values() if c.short is not None} == set(b.information)
    assert {c.id for c in b.events.values() if c.short is not None} == {
        "ev_takenaka_1", "ev_takenaka_2", "ev_manabe_1", "ev_manabe_2", "ev_yamaoka_1", "ev_yamaoka_2", "ep12"}
    assert b.information["info_pedan"].short == Text("ペダン星", "Pedan")
    assert b.events["ev_takenaka_2"].short == Text("タケナカの助言", "Takenaka's Advice")
    for card in [*b.information.values(), *b.events.values()]:
        if card.short is not None:
            for lang in ("ja", "en"):
                assert 0 < len(card.short.get(lang)) < len(card.name.get(lang)), (card.id, lang)


def test_a_short_name_as_long_as_its_name_names_file_line_and_field(tmp_path):
    for name in FILES:
        (tmp_path / name).write_text((DATA_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "play_other.toml").read_text(encoding="utf-8")
    damaged = text.replace('short_en = "Alien Guts"', 'short_en = "Alien Guts Declares War!"')
    damaged = damaged.replace('short_ja = "R1号"\n', '')
    assert damaged.count("short_") == text.count("short_") - 1
    (tmp_path / "play_other.toml").write_text(damaged, encoding="utf-8")
    with pytest.raises(DataError) as err:
        parse_files(read_files(tmp_path))
    problems = {(p.where, p.line): p.text for p in err.value.problems}
    assert all(p.file == str(tmp_path / "play_other.toml") for p in err.value.problems)
    line = damaged.splitlines().index('short_en = "Alien Guts Declares War!"') + 1
    assert problems[("information info_guts.short_en", line)] == \
        "'Alien Guts Declares War!' must be shorter than name_en 'Alien Guts Declares War'"
    assert f"play_other.toml:{line}: information info_guts.short_en: " in str(err.value)
    assert any(where == "information info_r1.short_ja" and "missing" in text for (where, _), text in problems.items())
