"""Fuzzing the two loaders that read files from outside: the save loader and
the Tiled map loader. Whatever the bytes, the only failure is a clear
``SaveError`` / ``MapError`` (never another exception, never a hang).

The ``fast`` runs here are part of ``make test``; the same properties run
with many more examples under ``make soak`` (``@pytest.mark.slow``).
"""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tabletop.core.errors import MapError, SaveError
from tabletop.core.session import Session
from tabletop.games.dunbine.maps import load_map
from tabletop.resources import maps_dir
from tabletop.ui.saves import diagnose, read_entry
from tests.maps.factory import copy_tilesets

from .conftest import played_session

FAST, SOAK = int(os.environ.get("FUZZ_FAST", 60)), int(os.environ.get("FUZZ_SOAK", 1500))
SHIPPED = sorted(p.name for p in maps_dir().glob("*.tmx"))
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=16)
HEALTH = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large]


@pytest.fixture
def real_save() -> dict:
    return played_session(6).to_save()


@pytest.fixture(scope="module")
def map_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("maps")
    copy_tilesets(folder)
    for name in SHIPPED:
        shutil.copy(maps_dir() / name, folder / name)
    return folder


# -- saves --------------------------------------------------------------------------------
def load_bytes(folder: Path, raw: bytes) -> None:
    path = folder / "fuzz.json"
    path.write_bytes(raw)
    try:
        Session.load(path)
    except SaveError as exc:
        assert str(path) in str(exc)
    entry = read_entry(path, auto=False)  # the load list never raises either
    assert entry.ok or entry.error
    diagnose(path)


def mutate_save(save: dict, rnd: random.Random, value) -> dict:
    data = json.loads(json.dumps(save))
    target = rnd.choice(["top", "action", "entry", "dice"])
    if target == "top":
        data[rnd.choice(sorted(data))] = value
    elif target == "entry" and data["actions"]:
        data["actions"][rnd.randrange(len(data["actions"]))] = value
    elif target == "action" and data["actions"]:
        entry = data["actions"][rnd.randrange(len(data["actions"]))]
        if isinstance(entry.get("action"), dict) and entry["action"]:
            entry["action"][rnd.choice(sorted(entry["action"]))] = value
    elif isinstance(data.get("dice"), dict) and data["dice"]:
        data["dice"][rnd.choice(sorted(data["dice"]))] = value
    return data


def save_bytes_property(tmp_path, raw):
    load_bytes(tmp_path, raw)


def save_mutation_property(tmp_path, real_save, seed, value):
    data = mutate_save(real_save, random.Random(seed), value)
    load_bytes(tmp_path, json.dumps(data).encode())


def save_truncation_property(tmp_path, real_save, cut):
    raw = json.dumps(real_save).encode()
    load_bytes(tmp_path, raw[:int(len(raw) * cut)])


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(raw=st.binary(max_size=2000))
def test_random_bytes_as_a_save(tmp_path, raw):
    save_bytes_property(tmp_path, raw)


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(seed=st.integers(0, 2**32), value=json_values)
def test_a_real_save_with_one_field_replaced(tmp_path, real_save, seed, value):
    save_mutation_property(tmp_path, real_save, seed, value)


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(cut=st.floats(0, 1))
def test_a_real_save_cut_anywhere(tmp_path, real_save, cut):
    save_truncation_property(tmp_path, real_save, cut)


# -- maps ---------------------------------------------------------------------------------
def load_map_bytes(folder: Path, raw: bytes) -> None:
    path = folder / "fuzz.tmx"
    path.write_bytes(raw)
    try:
        load_map(path)
    except MapError as exc:
        assert exc.problems


def map_truncation_property(map_folder, name, cut):
    raw = (map_folder / name).read_bytes()
    load_map_bytes(map_folder, raw[:int(len(raw) * cut)])


def map_flip_property(map_folder, name, seed, count):
    rnd = random.Random(seed)
    raw = bytearray((map_folder / name).read_bytes())
    for _ in range(count):
        raw[rnd.randrange(len(raw))] = rnd.randrange(256)
    load_map_bytes(map_folder, bytes(raw))


def test_every_shipped_map_loads(map_folder):
    for name in SHIPPED:
        assert load_map(map_folder / name).width > 0


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(raw=st.binary(max_size=3000))
def test_random_bytes_as_a_map(map_folder, raw):
    load_map_bytes(map_folder, raw)


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(name=st.sampled_from(SHIPPED), cut=st.floats(0, 0.9999))
def test_a_shipped_map_cut_anywhere(map_folder, name, cut):
    map_truncation_property(map_folder, name, cut)


@settings(max_examples=FAST, deadline=None, suppress_health_check=HEALTH)
@given(name=st.sampled_from(SHIPPED), seed=st.integers(0, 2**32), count=st.integers(1, 8))
def test_a_shipped_map_with_bytes_changed(map_folder, name, seed, count):
    map_flip_property(map_folder, name, seed, count)


# -- the soak: the same properties, many more examples ---------------------------------------
@pytest.mark.slow
@settings(max_examples=SOAK, deadline=None, suppress_health_check=HEALTH)
@given(raw=st.binary(max_size=5000))
def test_soak_random_bytes_as_a_save(tmp_path, raw):
    save_bytes_property(tmp_path, raw)


@pytest.mark.slow
@settings(max_examples=SOAK, deadline=None, suppress_health_check=HEALTH)
@given(seed=st.integers(0, 2**32), value=json_values)
def test_soak_a_real_save_with_one_field_replaced(tmp_path, real_save, seed, value):
    save_mutation_property(tmp_path, real_save, seed, value)


@pytest.mark.slow
@settings(max_examples=SOAK, deadline=None, suppress_health_check=HEALTH)
@given(cut=st.floats(0, 1))
def test_soak_a_real_save_cut_anywhere(tmp_path, real_save, cut):
    save_truncation_property(tmp_path, real_save, cut)


@pytest.mark.slow
@settings(max_examples=SOAK // 3, deadline=None, suppress_health_check=HEALTH)
@given(raw=st.binary(max_size=8000))
def test_soak_random_bytes_as_a_map(map_folder, raw):
    load_map_bytes(map_folder, raw)


@pytest.mark.slow
@settings(max_examples=SOAK // 3, deadline=None, suppress_health_check=HEALTH)
@given(name=st.sampled_from(SHIPPED), cut=st.floats(0, 0.9999))
def test_soak_a_shipped_map_cut_anywhere(map_folder, name, cut):
    map_truncation_property(map_folder, name, cut)


@pytest.mark.slow
@settings(max_examples=SOAK // 3, deadline=None, suppress_health_check=HEALTH)
@given(name=st.sampled_from(SHIPPED), seed=st.integers(0, 2**32), count=st.integers(1, 8))
def test_soak_a_shipped_map_with_bytes_changed(map_folder, name, seed, count):
    map_flip_property(map_folder, name, seed, count)
