"""Very large maps: a 300 x 300 map (90,000 hexes) loads; a map over the
``tiled_xml.MAX_CELLS`` limit (512 x 512) or ``MAX_BYTES`` (64 MiB) is refused
with a clear message before anything big is built. The load time of the
300 x 300 map is recorded in docs/reliability.md (tests never assert timing)."""

import time

import pytest

from tabletop.core import tiled_xml
from tabletop.core.errors import MapError
from tabletop.games.dunbine.maps import load_map
from tests.maps.factory import copy_tilesets, good_text


def big_map(folder, w, h):
    copy_tilesets(folder)
    path = folder / f"big-{w}x{h}.tmx"
    path.write_text(good_text(w, h), encoding="utf-8")
    return path


def test_a_300_by_300_map_loads(tmp_path):
    path = big_map(tmp_path, 300, 300)
    start = time.perf_counter()
    hexmap = load_map(path)
    seconds = time.perf_counter() - start
    assert (hexmap.width, hexmap.height) == (300, 300)
    assert len(hexmap.placements) == 2 and len(hexmap.cells) == 90_000
    print(f"300x300 map loaded in {seconds:.2f} s")


def test_a_map_over_the_cell_limit_is_refused_clearly(tmp_path):
    path = big_map(tmp_path, 600, 600)
    with pytest.raises(MapError) as info:
        load_map(path)
    text = str(info.value)
    assert "too large" in text or "大きすぎ" in text
    assert str(tiled_xml.MAX_CELLS) in text


def test_a_file_over_the_byte_limit_is_refused_before_parsing(tmp_path, monkeypatch):
    path = big_map(tmp_path, 30, 6)
    monkeypatch.setattr(tiled_xml, "MAX_BYTES", 1000)
    with pytest.raises(MapError) as info:
        load_map(path)
    assert "too large" in str(info.value)
