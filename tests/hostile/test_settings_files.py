"""Malformed settings files never stop the app: every bad value falls back to
its default with one problem noted, and the app starts and shows it."""

import json
import os

import pygame
import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from tabletop.ui import settings as sf
from tabletop.ui.app import App

DEFAULTS = sf.Settings().to_json()


@pytest.mark.parametrize("content", [b"", b"\x00\xff" * 50, b"[1, 2]", b"null", b"\"ja\"", b"{" * 10,
                                     b"[" * 100000, b'{"lang": "ja",', "設定".encode("utf-16")])
def test_unreadable_or_wrong_shape_gives_defaults_and_one_problem(tmp_path, content):
    f = tmp_path / "settings.json"
    f.write_bytes(content)
    s = sf.load(f)
    assert s.to_json() == DEFAULTS and len(s.problems) == 1 and str(f) in s.problems[0]


@pytest.mark.parametrize("field, value", [
    ("lang", "fr"), ("lang", None), ("ui_scale", 0.1), ("ui_scale", 9), ("ui_scale", "1.0"), ("ui_scale", True),
    ("ui_scale", float("nan")), ("volume", -1), ("volume", 1.5), ("volume", float("inf")), ("muted", 1),
    ("palette", "sepia"), ("dice_source", "loaded"), ("window", [100, 100]), ("window", [1280]),
    ("window", [1e9, 1e9]), ("window", "1280x800"), ("window", [True, 800]),
])
def test_each_bad_value_is_replaced_by_its_default(tmp_path, field, value):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps({field: value, "volume": 0.5} if field != "volume" else {field: value}))
    s = sf.load(f)
    assert getattr(s, field) == DEFAULTS[field] and len(s.problems) == 1 and field in s.problems[0]


def test_a_hand_edited_in_between_scale_is_accepted(tmp_path):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps({"ui_scale": 1.1}))
    assert sf.load(f).ui_scale == 1.1 and not sf.load(f).problems


def test_settings_path_is_a_folder(tmp_path):
    f = tmp_path / "settings.json"
    f.mkdir()
    s = sf.load(f)
    assert s.to_json() == DEFAULTS and s.problems


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_unreadable_permissions(tmp_path):
    f = tmp_path / "settings.json"
    f.write_text("{}")
    f.chmod(0)
    try:
        assert sf.load(f).problems
    finally:
        f.chmod(0o600)


def test_the_app_starts_with_damaged_settings(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text('{"lang": "en", "ui_scale": "huge", "palette": 7}')
    pygame.display.init()
    loaded = sf.load()
    app = App(None, size=(1280, 800), settings=loaded)
    app.open_launcher()
    app.step([], 0.016)
    assert app.lang == "en" and app.scale == 1.0 and len(loaded.problems) == 2


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                           max_leaves=20)


@hsettings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from(list(DEFAULTS) + ["other"]), json_values, max_size=8))
def test_fuzzed_settings_always_load_to_valid_values(tmp_path, data):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps(data, allow_nan=True))
    s = sf.load(f)
    for name, value in s.to_json().items():
        assert sf._valid(name, value), (name, value)


@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=400))
def test_fuzzed_settings_bytes_never_raise(tmp_path, raw):
    f = tmp_path / "settings.json"
    f.write_bytes(raw)
    s = sf.load(f)
    assert all(sf._valid(k, v) for k, v in s.to_json().items())
