"""The shared data reader (core/data.py): schemas, every problem at once, file:line: field: problem."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tabletop.core.data import (Bool, DataReader, Document, Either, Field, Int, LineIndex, ListOf, MapOf, Schema,
                                Str, Table, TextPair, read_document)
from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text, text_keys

ROOT = Path(__file__).resolve().parents[2]

ICON = Schema(Field("edge", Int(low=0, high=11)), Field("effect", Str(nonempty=True)))
TARGET = Schema(
    Field("id", Str(nonempty=True)),
    Field("name", TextPair()),
    Field("size", Str(choices=("S", "M", "L"))),
    Field("hp", Int(low=1, high=99)),
    Field("flying", Bool(), default=False),
    Field("icons", ListOf(Table(ICON)), default=()),
    Field("dice", ListOf(Str(choices=("d4", "d6")), min_len=1, max_len=3, unique=True), default=("d6",)),
    id="id")

GOOD = '''# a comment
[[target]]
id = "goblin"
name_ja = "ゴブリン"
name_en = "Goblin"
size = "S"
hp = 15
icons = [{ edge = 2, effect = "keg" }]

[[target]]
id = "dragon"
name_ja = "ドラゴン"
name_en = "Dragon"
size = "L"
hp = 40
flying = true
dice = ["d4", "d6"]
icons = [
  { edge = 0, effect = "breath" },
  { edge = 5, effect = "curse" },
]
'''


def doc_of(text: str, file: str = "targets.toml") -> Document:
    return DataReader().document(file, tomllib.loads(text), text)


def problems_of(text: str) -> list[Problem]:
    doc = doc_of(text)
    doc.entries("target", TARGET)
    return doc.problems


def test_good_data_reads_with_defaults_and_texts():
    doc = doc_of(GOOD)
    goblin, dragon = doc.entries("target", TARGET)
    assert doc.problems == []
    assert goblin["name"] == Text("ゴブリン", "Goblin") and goblin["flying"] is False and goblin["dice"] == ("d6",)
    assert dragon["dice"] == ("d4", "d6") and dragon["flying"] is True
    assert [i["edge"] for i in dragon["icons"]] == [0, 5]
    assert dragon.label == "target dragon" and dragon.line == 10 and dragon.has("flying") and not goblin.has("flying")


def test_missing_field():
    [p] = problems_of(GOOD.replace('size = "L"\n', ""))
    assert (p.file, p.where, p.text, p.line) == ("targets.toml", "target dragon.size", "is missing", 10)


def test_wrong_type():
    [p] = problems_of(GOOD.replace("hp = 40", 'hp = "forty"'))
    assert (p.where, p.text, p.line) == ("target dragon.hp", "must be a whole number, not 'forty'", 15)
    [p] = problems_of(GOOD.replace("hp = 15", "hp = true"))
    assert p.where == "target goblin.hp" and p.text == "must be a whole number, not True"


def test_unknown_field():
    [p] = problems_of(GOOD.replace("hp = 40\n", "hp = 40\ncolour = 'red'\n"))
    assert (p.where, p.text, p.line) == ("target dragon.colour", "unknown field", 16)


def test_bad_values_ranges_choices_and_list_lengths():
    text = (GOOD.replace('size = "L"', 'size = "XL"').replace("hp = 15", "hp = 0")
            .replace('dice = ["d4", "d6"]', 'dice = ["d4", "d4", "d8", "d6"]'))
    found = {(p.where, p.text, p.line) for p in problems_of(text)}
    assert found == {
        ("target goblin.hp", "must be from 1 to 99, not 0", 7),
        ("target dragon.size", "must be one of S, M, L, not 'XL'", 14),
        ("target dragon.dice", "needs 1 to 3 items, has 4", 17),
        ("target dragon.dice[1]", "'d4' is listed twice", 17),
        ("target dragon.dice[2]", "must be one of d4, d6, not 'd8'", 17),
    }


def test_line_numbers_of_nested_tables_in_a_multiline_array():
    [p] = problems_of(GOOD.replace("{ edge = 5,", "{ edge = 12,"))
    assert (p.where, p.line) == ("target dragon.icons[1].edge", 20)
    [p] = problems_of(GOOD.replace('{ edge = 0, effect = "breath" }', '{ edge = 0 }'))
    assert (p.where, p.text, p.line) == ("target dragon.icons[0].effect", "is missing", 19)


def test_several_problems_at_once_in_one_data_error(tmp_path):
    path = tmp_path / "targets.toml"
    path.write_text(GOOD.replace('size = "S"', 'size = 5').replace('name_en = "Dragon"', 'name_en = ""')
                    .replace('id = "dragon"', 'id = "goblin"'), encoding="utf-8")
    reader = DataReader()
    doc = reader.read(path)
    assert doc is not None
    doc.entries("target", TARGET)
    with pytest.raises(DataError) as info:
        reader.check()
    lines = str(info.value).splitlines()
    assert lines == [f"{path}:6: target goblin.size: must be one of S, M, L, not 5",
                     f"{path}:13: target goblin.name_en: is empty",
                     f"{path}:11: target goblin.id: 'goblin' is used twice"]
    assert all(p.file == str(path) for p in info.value.problems)


def test_text_pairs_ja_en_keys_and_the_one_conversion():
    assert text_keys("name") == ("name_ja", "name_en") and text_keys() == ("ja", "en")
    assert Text.from_data({"ja": "赤", "en": "Red"}) == Text("赤", "Red")
    assert Text.from_data({"title_ja": "題", "title_en": 3}, "title") == Text("題", "")
    schema = Schema(Field("key", Str()), Field("name", TextPair(stem="")), Field("text", TextPair(), default=Text("", "")))
    doc = doc_of('key = "zeta"\nja = "Ζ"\nen = "Zeta"\n')
    entry = doc.root(schema)
    assert entry["name"] == Text("Ζ", "Zeta") and entry["text"] == Text("", "") and doc.problems == []
    doc = doc_of('key = "zeta"\nja = "Ζ"\ntext_en = "x"\n')
    doc.root(schema)
    assert {(p.where, p.text) for p in doc.problems} == {("en", "is missing"), ("text_ja", "is missing")}


def test_nested_tables_maps_either_and_notes():
    schema = Schema(Field("sword", Table(Schema(Field("hit", Int(high=12)), Field("arc", ListOf(Str())))), note="16.1"),
                    Field("docked", Table(Schema(Field("evasion", Int()))), default=None),
                    Field("cards", MapOf(Int(low=1))),
                    Field("value", Either((Int(), Str(choices=("-",))))))
    text = '[m]\nsword = { hit = 13, arc = "FF" }\ncards = { "A-1" = 2, "A-2" = 0 }\nvalue = "x"\n'
    doc = doc_of(text, "m.toml")
    [m] = doc.tables(schema).values()
    assert m["docked"] is None and m["cards"] == {"A-1": 2, "A-2": 0} and m["sword"]["hit"] == 13
    assert [(p.where, p.text, p.line) for p in doc.problems] == [
        ("m.sword.hit", "must be at most 12, not 13", 2),
        ("m.sword.arc", "must be a list, not 'FF'", 2),
        ("m.cards.A-2", "must be at least 1, not 0", 3),
        ("m.value", "must be a whole number or one of -, not 'x'", 4)]
    doc = doc_of("[m]\ncards = {}\nvalue = '-'\n")
    [m] = doc.tables(schema).values()
    assert m["value"] == "-" and m["sword"]["hit"] == 0  # a missing table reads as an empty one
    assert [(p.where, p.text, p.line) for p in doc.problems] == [("m.sword", "is missing (16.1)", 1)]


def test_entries_and_tables_that_are_not_tables():
    doc = doc_of("target = 3\n[x]\n")
    assert doc.entries("target", TARGET) == [] and doc.entries("other", TARGET, required=False) == []
    assert doc.table("seven", TARGET, note="rule 3.1") is None
    doc.entries("monster", TARGET)
    assert [(p.where, p.text) for p in doc.problems] == [
        ("target", "must be [[target]] entries, not 3"), ("seven", "is missing (rule 3.1)"),
        ("monster", "has no [[monster]] entries")]


def test_entry_problems_from_the_games_own_rules():
    doc = doc_of(GOOD)
    goblin, dragon = doc.entries("target", TARGET)
    dragon.problem("hp", "must be even")
    dragon["icons"][1].problem("edge", "one icon per edge")
    goblin.problem(None, "rank C needs six targets")
    assert [str(p) for p in doc.problems] == ["targets.toml:15: target dragon.hp: must be even",
                                              "targets.toml:20: target dragon.icons[1].edge: one icon per edge",
                                              "targets.toml:2: target goblin: rank C needs six targets"]


def test_data_without_text_has_no_lines():
    doc = Document("built.toml", {"target": [{"id": "x"}]})
    doc.entries("target", TARGET)
    assert doc.problems and all(p.line == 0 for p in doc.problems)
    assert str(doc.problems[0]).startswith("built.toml: target x.")
    with pytest.raises(DataError):
        doc.check()


def test_unreadable_files_name_file_and_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("a = 1\n[b\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_document(bad)
    [p] = info.value.problems
    assert p.line == 2 and "is not valid TOML" in p.text and p.file == str(bad)
    reader = DataReader()
    assert reader.read(tmp_path / "gone.toml") is None
    (tmp_path / "latin.toml").write_bytes(b"a = '\xe9'\n")
    assert reader.read(tmp_path / "latin.toml") is None
    assert [p.text.split(" (")[0] for p in reader.problems] == ["cannot be read", "is not UTF-8 text"]


def test_line_index_scans_headers_keys_arrays_and_skips_strings():
    text = ('a = 1\n[x]\nb = "s # [no]"\nc = """\n[fake]\nk = 2\n"""\nd = [\n  { p = [1,\n 2] },  # c\n]\n'
            "'q.k' = 1\ne.f = 2\n[[arr]]\n[[arr.sub]]\n[[arr]]\n[[arr.sub]]\nv = 3\n[t.u]\n")
    lines = LineIndex(text).lines
    assert lines[("a",)] == 1 and lines[("x", "c")] == 4 and ("fake",) not in lines and ("x", "k") not in lines
    assert lines[("x", "d", 0, "p", 1)] == 10 and lines[("x", "q.k")] == 12 and lines[("x", "e", "f")] == 13
    assert lines[("arr", 1, "sub", 0)] == 17 and lines[("arr", 1, "sub", 0, "v")] == 18 and lines[("t", "u")] == 19
    assert LineIndex(text).line_of(("arr", 0, "sub", 0, "missing")) == 15


def _paths(value: object, path: tuple = ()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def test_every_value_of_every_shipped_data_file_has_its_line():
    files = sorted(ROOT.glob("tabletop/games/*/data/**/*.toml")) + sorted(ROOT.glob("maps/*.toml"))
    assert len(files) > 15
    for path in files:
        text = path.read_text(encoding="utf-8")
        lines = LineIndex(text).lines
        missing = [p for p in _paths(tomllib.loads(text)) if p and p not in lines]
        assert missing == [], path


def test_a_fields_note_goes_with_its_problems_and_its_list_items_only():
    schema = Schema(Field("accel", ListOf(Int(low=1)), note="4.2"), Field("title", TextPair(), note="shown in menus"),
                    Field("sword", Table(Schema(Field("hit", Int()))), note="a hint for a missing sword"))
    doc = doc_of('accel = [1, 0]\ntitle_ja = ""\ntitle_en = "T"\nsword = { hit = "x" }\n')
    doc.root(schema)
    assert [(p.where, p.text) for p in doc.problems] == [
        ("accel[1]", "must be at least 1, not 0 (4.2)"), ("title_ja", "is empty (shown in menus)"),
        ("sword.hit", "must be a whole number, not 'x'")]
