"""``core.collector.paused``: the collector off inside the block, and as it was after."""

from __future__ import annotations

import gc

import pytest

from tabletop.core import collector


@pytest.mark.parametrize("on", [True, False])
def test_the_collector_is_off_inside_and_as_it_was_after(on):
    was = gc.isenabled()
    try:
        (gc.enable if on else gc.disable)()
        with collector.paused():
            assert not gc.isenabled()
        assert gc.isenabled() is on
        with pytest.raises(ValueError), collector.paused():
            raise ValueError("a load that fails")
        assert gc.isenabled() is on
    finally:
        (gc.enable if was else gc.disable)()


def test_a_dunbine_map_is_read_with_the_collector_off(monkeypatch):
    from tabletop.core import tiled
    from tabletop.games.dunbine import maps
    from tabletop.resources import maps_dir

    seen = []
    real = tiled.read_hexmap
    monkeypatch.setattr(tiled, "read_hexmap", lambda path: seen.append(gc.isenabled()) or real(path))
    was = gc.isenabled()
    gc.enable()
    try:
        dunbine_map, problems = maps.read_map(maps_dir() / "skirmish.tmx")
        assert seen == [False] and gc.isenabled() and dunbine_map is not None and problems == []
    finally:
        (gc.enable if was else gc.disable)()
