"""Content (issue 8): the TOML data loads, validates, and every problem is reported at once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.core.errors import DataError
from tabletop.games.monsterraid import content as content_mod
from tabletop.games.monsterraid.content import DATA_DIR, FAQ_EFFECTS, FAQ_SKILLS, content, load


def test_rule_components_counts():
    c = content()
    assert len(c.adventurers) == 4
    assert len(c.skills) == 24
    for a in c.adventurers:
        assert len(c.skills_of(a.id)) == 6
        assert sum(s.initial for s in c.skills_of(a.id)) == 1
    assert len(c.targets) == 19
    for rank in ("C", "B", "A"):
        assert sum(t.rank == rank for t in c.targets.values()) == 6
        assert sorted(c.encounters[rank]) == [1, 2, 3, 4, 5, 6]
    assert c.targets[c.dragon].rank == "dragon"
    assert {t.size for t in c.targets.values()} == {"S", "M", "L", "LL"}
    assert any(t.flying for t in c.targets.values())


def test_faq_named_skills_and_effects_exist_with_fitting_adventurers():
    c = content()
    names = {s.name.ja: s for s in c.skills.values()}
    for name in FAQ_SKILLS:
        assert name in names
    for name in ("ドラゴンソウル", "ドラゴンズブラッド", "ドラゴンズアイ", "竜呪"):
        assert names[name].adventurer == "sigurd"  # the dragon knight
    for name in ("シャープシューティング", "ストームアロー"):
        assert names[name].adventurer == "leaf"  # the archer
    for name in ("サムライコンビネーション", "落花傷", "明鏡止水", "雷鳴閃", "無明剣"):
        assert names[name].adventurer == "genjimaru"  # the samurai
    for name in ("フェイズシフト", "エクスプロージョン", "メテオスォーム"):
        assert names[name].adventurer == "paola"  # the sorceress
    effect_names = {e.name.ja for e in c.effects.values()}
    assert set(FAQ_EFFECTS) <= effect_names
    for e in c.effects.values():
        assert e.normal.text.ja and e.hard.text.en and e.normal.text != e.hard.text


def test_faq_difficulty_only_effect_cards_differ():
    for t in content().targets.values():
        assert t.hp("normal") == t.hp("hard")


def test_data_files_mark_their_numbers_as_ours():
    for name in ("adventurers", "skills", "targets", "effects", "encounters"):
        text = (DATA_DIR / f"{name}.toml").read_text(encoding="utf-8")
        assert text.startswith("# Numbers: the tabletop project's own design")


def test_every_problem_is_reported_at_once(tmp_path):
    for f in DATA_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    targets = (tmp_path / "targets.toml").read_text(encoding="utf-8")
    hp = content().targets["dragon"].hp_normal  # the tuned number (docs/balance.md), whatever it is
    bad = targets.replace(f'size = "LL"\nhp_normal = {hp}\nhp_hard = {hp}', f'size = "XL"\nhp_normal = {hp + 1}\nhp_hard = {hp}')
    assert bad != targets
    targets = bad
    (tmp_path / "targets.toml").write_text(targets, encoding="utf-8")
    skills = (tmp_path / "skills.toml").read_text(encoding="utf-8").replace('kind = "passive"\ninitial = true\nuse = ""\nvalue = 3',
                                                                          'kind = "sometimes"\ninitial = true\nuse = ""\nvalue = 3')
    (tmp_path / "skills.toml").write_text(skills, encoding="utf-8")
    (tmp_path / "encounters.toml").write_text("[rank.C\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(tmp_path)
    files = {Path(p.file).name for p in err.value.problems}
    assert {"targets.toml", "skills.toml", "encounters.toml"} <= files
    text = str(err.value)
    assert "target dragon.size" in text and "target dragon.hp_hard" in text and "skill dragon_soul.kind" in text
    assert "must be even" in text


def test_data_error_names_missing_fields(tmp_path):
    for f in DATA_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    adv = (tmp_path / "adventurers.toml").read_text(encoding="utf-8").replace('colour = "red"\n', "")
    adv = adv.replace('ultimate = ["d12", "d20"]\n\n[[adventurer]]\nid = "genjimaru"',
                      'ultimate = ["d7"]\n\n[[adventurer]]\nid = "genjimaru"')
    (tmp_path / "adventurers.toml").write_text(adv, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(tmp_path)
    wheres = {p.where for p in err.value.problems}
    assert "adventurer paola.colour" in wheres and "adventurer leaf.ultimate[0]" in wheres


def test_rules_and_data_agree_on_ids():
    c = content()
    assert set(c.skills) == set(content_mod.IMPLEMENTED_SKILLS)
    assert set(c.effects) == set(content_mod.IMPLEMENTED_EFFECTS)


def test_a_damaged_copy_of_skills_toml_names_file_line_and_field(tmp_path):
    for f in DATA_DIR.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    text = (tmp_path / "skills.toml").read_text(encoding="utf-8")
    damaged = text.replace('id = "hawk_eye"\n', 'id = "hawk_eye"\ncolour = "green"\n', 1)
    assert damaged != text
    (tmp_path / "skills.toml").write_text(damaged, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(tmp_path)
    [problem] = err.value.problems
    line = damaged.splitlines().index('colour = "green"') + 1
    assert (problem.file, problem.line, problem.where) == (str(tmp_path / "skills.toml"), line, "skill hawk_eye.colour")
    assert str(problem).endswith(f"skills.toml:{line}: skill hawk_eye.colour: unknown field")
