"""Settings are remembered, and a damaged settings file never stops the app."""

import json

from tabletop.ui import settings as st


def test_round_trip(tmp_path):
    f = tmp_path / "settings.json"
    s = st.Settings(lang="en", ui_scale=1.25, volume=0.3, muted=True, palette="deuteranopia")
    st.save(s, f)
    again = st.load(f)
    assert again.to_json() == s.to_json() and not again.problems


def test_missing_file_gives_defaults(tmp_path):
    assert st.load(tmp_path / "none.json").to_json() == st.Settings().to_json()


def test_damaged_file_gives_defaults_and_one_problem(tmp_path):
    f = tmp_path / "settings.json"
    f.write_text("{broken")
    s = st.load(f)
    assert s.lang == "ja" and len(s.problems) == 1 and "settings.json" in s.problems[0]


def test_bad_values_are_replaced_one_by_one(tmp_path):
    f = tmp_path / "settings.json"
    f.write_text(json.dumps({"lang": "fr", "ui_scale": 7, "volume": 0.5, "muted": "yes", "unknown": 1}))
    s = st.load(f)
    assert (s.lang, s.ui_scale, s.volume, s.muted) == ("ja", 1.0, 0.5, False)
    assert len(s.problems) == 3


def test_the_computers_pace_is_a_checked_setting(tmp_path):
    f = tmp_path / "settings.json"
    assert st.Settings().computer_pace is True  # a pace a person can follow, unless turned off
    f.write_text(json.dumps({"computer_pace": False}))
    assert st.load(f).computer_pace is False and not st.load(f).problems
    f.write_text(json.dumps({"computer_pace": "fast"}))
    s = st.load(f)
    assert s.computer_pace is True and len(s.problems) == 1 and "computer_pace" in s.problems[0]
