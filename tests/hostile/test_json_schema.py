"""The kinds of ``core/data.py`` used for JSON (settings, the save envelope): values that
JSON can hold and TOML cannot (400-digit integers, lone surrogates, NaN) are problems,
never exceptions, and ``read_fields`` repairs each field alone."""

from __future__ import annotations

import pytest

from tabletop.core.data import AnyJson, Field, Int, ListOf, Number, Schema, Str, read_fields

SCHEMA = Schema(
    Field("scale", Number(low=0.8, high=2.0), default=1.0),
    Field("name", Str(max_len=5), default="anon"),
    Field("size", ListOf(Int(low=1, high=9), min_len=2, max_len=2), default=[3, 3]),
    Field("rest", AnyJson(), default=None),
    extra=True,
)


@pytest.mark.parametrize("value, text", [
    (10 ** 400, "at most 2.0"), (-10 ** 400, "at least 0.8"), (float("nan"), "finite"), (float("inf"), "finite"),
    (True, "must be a number"), ("1.0", "must be a number"),
])
def test_number_problems_never_raise(value, text):
    values, problems = read_fields("f.json", {"scale": value}, SCHEMA)
    assert values["scale"] == 1.0 and len(problems) == 1 and text in problems[0].text
    assert problems[0].where == "scale" and len(str(problems[0])) < 200


def test_numbers_in_range_are_read_as_floats():
    assert read_fields("f.json", {"scale": 2}, SCHEMA)[0]["scale"] == 2.0


@pytest.mark.parametrize("value, text", [("\ud800", "not valid Unicode"), ("abcdef", "longer than 5")])
def test_text_problems(value, text):
    values, problems = read_fields("f.json", {"name": value}, SCHEMA)
    assert values["name"] == "anon" and text in problems[0].text


def test_any_json_finds_a_lone_surrogate_deep_inside_and_names_its_path():
    _, problems = read_fields("f.json", {"rest": {"a": [1, {"b": "ok\udc00"}]}}, SCHEMA)
    assert [p.where for p in problems] == ["rest.a[1].b"]
    assert read_fields("f.json", {"rest": {"a": [1, {"b": "ok"}]}}, SCHEMA)[1] == []


def test_one_problem_per_field_and_the_other_fields_kept():
    values, problems = read_fields("f.json", {"size": [0, 99], "name": "bob", "other": 1}, SCHEMA)
    assert values == {"scale": 1.0, "name": "bob", "size": [3, 3], "rest": None}
    assert len(problems) == 1 and problems[0].where == "size" and "size[0]" in problems[0].text
