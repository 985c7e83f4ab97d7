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
    ("window", [1e9, 1e9]), ("window", "1280x800"), ("window", [True, 800]), ("window", [1280.5, 800]),
    # issue 21.1: a 400-digit integer crashed the app at start-up (OverflowError)
    ("ui_scale", 10 ** 400), ("volume", 10 ** 400), ("volume", -10 ** 400), ("window", [10 ** 400, 800]),
    ("lang", "\ud800"), ("palette", "x" * 100000),
])
def test_each_bad_value_is_replaced_by_its_default(tmp_path, field, value):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps({field: value, "volume": 0.5} if field != "volume" else {field: value}), encoding="utf-8")
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


def assert_valid(s, tmp_path):
    """Every loaded value passes the schema: written back and read again, it has no problem."""
    again = tmp_path / "again.json"
    again.write_text(json.dumps(s.to_json()))
    assert not sf.load(again).problems, s.to_json()


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                           max_leaves=20)


@hsettings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from(list(DEFAULTS) + ["other"]), json_values, max_size=8))
def test_fuzzed_settings_always_load_to_valid_values(tmp_path, data):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps(data, allow_nan=True))
    s = sf.load(f)
    assert_valid(s, tmp_path)


@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=400))
def test_fuzzed_settings_bytes_never_raise(tmp_path, raw):
    f = tmp_path / "settings.json"
    f.write_bytes(raw)
    assert_valid(sf.load(f), tmp_path)


def test_a_400_digit_scale_or_volume_starts_the_app_with_one_notice_naming_file_and_field(home):
    """Issue 21.1: ``"ui_scale": 1000...0`` (400 digits) raised OverflowError at start-up."""
    home.mkdir(parents=True, exist_ok=True)
    f = home / "settings.json"
    f.write_text('{"lang": "en", "ui_scale": 1' + "0" * 399 + ', "volume": 2' + "0" * 399 + "}")
    s = sf.load()
    assert (s.lang, s.ui_scale, s.volume) == ("en", 1.0, 0.7)
    assert len(s.problems) == 2 and all(str(f) in p for p in s.problems)
    assert "ui_scale" in s.problems[0] and "volume" in s.problems[1] and len(s.problems[0]) < 300
    pygame.display.init()
    app = App(None, size=(1280, 800), settings=s)
    app.open_launcher()
    app.step([], 0.016)
    assert app.lang == "en"


def test_a_damaged_file_is_kept_aside_before_it_is_rewritten(tmp_path):
    f = tmp_path / "settings.json"
    original = '{"lang": "en", "ui_scale": "huge"}'
    f.write_text(original)
    s = sf.load(f)
    assert s.lang == "en" and s.problems
    assert f.read_text() == original  # loading changes nothing
    sf.save(s, f)
    assert (tmp_path / "settings.json.bad").read_text() == original
    assert sf.load(f).to_json() == s.to_json() and not sf.load(f).problems
    sf.save(s, f)  # kept aside once only
    assert not (tmp_path / "settings.json.bad-2").exists()
    f.write_text("{broken")
    sf.save(sf.load(f), f)
    assert (tmp_path / "settings.json.bad-2").read_text() == "{broken"  # the first backup stays


def test_a_folder_named_settings_json_is_moved_aside_not_lost(tmp_path):
    f = tmp_path / "settings.json"
    f.mkdir()
    (f / "mine.txt").write_text("keep me")
    s = sf.load(f)
    sf.save(s, f)
    assert (tmp_path / "settings.json.bad" / "mine.txt").read_text() == "keep me" and sf.load(f).to_json() == DEFAULTS


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_settings_is_refused_without_waiting(tmp_path):
    """Issue 21.11: reading a FIFO with no writer blocked the app for ever."""
    f = tmp_path / "settings.json"
    os.mkfifo(f)
    s = sf.load(f)
    assert s.to_json() == DEFAULTS and "not a regular file" in s.problems[0]


def test_a_symlink_to_dev_zero_as_settings_is_refused(tmp_path):
    """Issue 21.11: a symlink to /dev/zero was read until memory ran out."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("needs /dev/zero")
    f = tmp_path / "settings.json"
    f.symlink_to("/dev/zero")
    s = sf.load(f)
    assert s.to_json() == DEFAULTS and "not a regular file" in s.problems[0]


def test_a_huge_settings_file_is_refused_unread(tmp_path):
    f = tmp_path / "settings.json"
    with f.open("wb") as fh:
        fh.truncate(sf.MAX_BYTES + 1)  # sparse: costs no disk
    assert "too large" in sf.load(f).problems[0]
