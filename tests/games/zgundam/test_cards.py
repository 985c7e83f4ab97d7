"""The 120 cards (『コンポーネント』) and their validation."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.core.errors import DataError
from tabletop.games.zgundam.cards import (COUNTS, DATA_DIR, EFFECTS, MAX_DICE, MS, PILOT, SHIP, SPECIAL, catalogue,
                                         chips_for, load_cards)


def by_kind(kind):
    return [c for c in catalogue().values() if c.kind == kind]


def test_components_120_cards_31_pilots_35_ms_24_ships_30_specials():
    assert len(catalogue()) == 120
    assert {k: len(by_kind(k)) for k in (PILOT, MS, SHIP, SPECIAL)} == {PILOT: 31, MS: 35, SHIP: 24, SPECIAL: 30}
    assert COUNTS == {PILOT: 31, MS: 35, SHIP: 24, SPECIAL: 30}


def test_components_every_card_has_ja_and_en_names_and_unique_id():
    ids = list(catalogue())
    assert len(set(ids)) == 120
    for c in catalogue().values():
        assert c.name.ja and c.name.en


def test_components_quattro_and_char_are_one_person_one_card():
    names = [c.name.en for c in by_kind(PILOT)]
    assert sum("Quattro" in n or "Char Aznable" in n for n in names) == 1
    assert len({c.key for c in by_kind(PILOT)}) == 31


def test_components_ruling_r18_numbers_pilot_ability_ms_attack_ship_four_values():
    for c in by_kind(PILOT):
        assert 1 <= c.ability <= 6
    for c in by_kind(MS):
        assert 1 <= c.attack <= MAX_DICE == 7  # seven dice in the box
    for c in by_kind(SHIP):
        assert 1 <= c.anti_air <= 7 and 1 <= c.anti_ship <= 7
        assert 1 <= c.durability <= 10 and 1 <= c.anti_ship_hit <= 6


def test_components_special_cards_split_among_six_kinds():
    kinds = {e: sum(1 for c in by_kind(SPECIAL) if c.effect == e) for e in EFFECTS}
    assert set(kinds) == {"repair", "dummy_meteor", "ceasefire", "explosion", "supply", "colony_laser"}
    assert all(n >= 1 for n in kinds.values()) and sum(kinds.values()) == 30


def test_components_names_from_the_series():
    keys = {c.key for c in catalogue().values()}
    for key in ("argama", "radish", "alexandria", "dogosse_giar", "jupitris", "gwaden", "salamis_kai",
                "magellan_kai", "zeta", "mk2", "rick_dias", "hyaku_shiki", "the_o", "qubeley", "psycho",
                "kamille", "quattro", "emma", "amuro", "scirocco", "haman", "yazan", "jerid"):
        assert key in keys


def test_data_files_marked_as_the_projects_own_numbers():
    for path in DATA_DIR.glob("*.toml"):
        assert path.read_text(encoding="utf-8").startswith("# Numbers: the tabletop project's own design")


def test_scoring_points_ms_attack_pilot_ability_ship_durability_times_three():
    cards = catalogue()
    assert cards["zeta"].points == cards["zeta"].attack
    assert cards["kamille"].points == cards["kamille"].ability
    assert cards["argama"].points == cards["argama"].durability * 3
    assert cards["repair-1"].points == 0


def test_components_ruling_r17_score_chips_show_points():
    assert chips_for(23) == {7: 3, 2: 1}
    assert chips_for(0) == {}
    assert sum(v * n for v, n in chips_for(58).items()) == 58


def test_data_errors_every_problem_reported_at_once(tmp_path: Path):
    for path in DATA_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    pilots = tmp_path / "pilots.toml"
    text = pilots.read_text(encoding="utf-8")
    text = text.replace("ability = 6\nfaction = \"aeug\"", "ability = 9\nfaction = \"aeug\"", 1)
    text = text.replace('en = "Emma Sheen"', 'en = ""')
    pilots.write_text(text, encoding="utf-8")
    ships = tmp_path / "ships.toml"
    ships.write_text(ships.read_text(encoding="utf-8").replace("anti_air = 4", "anti_air = \"four\"", 1),
                     encoding="utf-8")
    specials = tmp_path / "specials.toml"
    specials.write_text(specials.read_text(encoding="utf-8").replace('effect = "supply"', 'effect = "nap"'),
                        encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_cards(tmp_path)
    wheres = [(Path(p.file).name, p.where) for p in info.value.problems]
    assert ("pilots.toml", "pilot kamille.ability") in wheres
    assert ("pilots.toml", "pilot emma.en") in wheres
    assert ("ships.toml", "ship argama.anti_air") in wheres
    assert ("specials.toml", "special supply.effect") in wheres


def test_data_errors_wrong_card_count_and_broken_toml(tmp_path: Path):
    for path in DATA_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "ships.toml").write_text((tmp_path / "ships.toml").read_text(encoding="utf-8")
                                         .replace("copies = 8", "copies = 7"), encoding="utf-8")
    (tmp_path / "specials.toml").write_text("[[special]\nkey=", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_cards(tmp_path)
    text = str(info.value)
    assert "23 cards, the game has 24" in text
    assert "specials.toml" in text and "not valid TOML" in text


def test_components_80_score_chips_and_seven_dice():
    from tabletop.games.zgundam.cards import CHIPS, DICE
    assert sum(CHIPS.values()) == 80
    assert CHIPS[1] == 24 and CHIPS[2] == 16 and all(CHIPS[v] == 8 for v in range(3, 8))
    assert DICE == 7


def test_a_damaged_copy_of_ships_toml_names_file_line_and_field(tmp_path: Path):
    for path in DATA_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    ships = tmp_path / "ships.toml"
    text = ships.read_text(encoding="utf-8")
    damaged = text.replace('key = "radish"\nja = "ラーディッシュ"\nen = "Radish"\nanti_air = 3',
                           'key = "radish"\nja = "ラーディッシュ"\nen = "Radish"\nanti_air = 8', 1)
    assert damaged != text
    ships.write_text(damaged, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_cards(tmp_path)
    [problem] = info.value.problems
    line = damaged.splitlines().index("anti_air = 8") + 1
    assert (problem.file, problem.line, problem.where) == (str(ships), line, "ship radish.anti_air")
    assert str(problem) == f"{ships}:{line}: ship radish.anti_air: must be from 1 to 7, not 8"
