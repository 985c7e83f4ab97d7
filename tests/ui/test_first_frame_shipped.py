"""The launcher's first frame's text built into the package (``assets/first_frame.<lang>.bin``,
``tools/ship_first_frame.py``, ``startstore.give_shipped``): a player's very first start draws the same
pixels with no font opened but the probe lines' one, the file is current, and a file made with another
font, pygame or SDL_ttf, or whose probe lines differ from what the font draws, is not used."""

from __future__ import annotations

import gc
import importlib.util
from pathlib import Path

import pygame
import pytest

from tabletop.core import data, registry
from tabletop.resources import asset
from tabletop.ui import startstore
from tabletop.ui.text import TextCache
from tests.core.toy import Race
from tests.ui.demo_game import DemoDuel

ROOT = Path(__file__).resolve().parents[2]


def _shipped(lang: str = "ja") -> Path:
    return asset(startstore.SHIPPED.format(lang=lang))


def _values(lang: str = "ja") -> tuple:
    values = startstore._read(_shipped(lang), startstore.SHIPPED_MAGIC)
    assert values is not None
    return values


def _current() -> bool:
    """Whether the shipped files were made with this font file, pygame and SDL_ttf."""
    return all(_values(lang)[2] == startstore._shipped_stamp(TextCache()) for lang in ("ja", "en"))


@pytest.fixture
def first_frame(home, monkeypatch):
    """A player's first start (a new user folder) at the default window size, the real games only (the UI
    tests' own games are taken out for the test): the app and its pixels."""
    import tabletop.games
    from tabletop.ui.app import open_app

    for game in (Race, DemoDuel):
        monkeypatch.delitem(registry._GAMES, game.spec.name, raising=False)

    def made(lang: str, shipped: bool = True) -> tuple[object, bytes]:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(tabletop.games, "_ANNOUNCED", False)
            if not shipped:
                patch.setattr(startstore, "give_shipped", lambda cache, lang, path=None: False)
            app = open_app(lang)
            app._frame([], 1 / 60)
        return app, pygame.image.tobytes(app.surface, "RGB")

    yield made
    data.note_parsed(False)
    gc.unfreeze()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_first_start_draws_the_same_pixels_from_the_shipped_text(first_frame, lang):
    if not _current():
        pytest.skip("the shipped file was made with another pygame, SDL_ttf or font file")
    app, pixels = first_frame(lang)
    probes = _values(lang)[1]
    assert app.text.fresh == len(probes), "the shipped file is stale: run python tools/ship_first_frame.py"
    assert set(app.text._fonts) == {(size, bold) for _, size, _, bold in probes}
    _, anew = first_frame(lang, shipped=False)
    assert anew == pixels


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_shipped_file_is_the_tools_output(lang):
    if not _current():
        pytest.skip("the shipped file was made with another pygame, SDL_ttf or font file")
    spec = importlib.util.spec_from_file_location("ship_first_frame", ROOT / "tools" / "ship_first_frame.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.same(tool.content(lang), _shipped(lang).read_bytes()), "stale: run python tools/ship_first_frame.py"


def _rewritten(tmp_path: Path, change) -> Path:
    values = list(_values())
    change(values)
    path = tmp_path / "first_frame.bin"
    path.write_bytes(startstore._encode(tuple(values), startstore.SHIPPED_MAGIC))
    return path


def _other_pixels(values: list) -> None:
    key = values[1][0]
    width, height, pixels = values[4][key]
    values[4][key] = (width, height, bytes(255 - b for b in pixels))


def _other_stamp(values: list) -> None:
    values[2] = values[2][:2] + ("0.0.0",) + values[2][3:]


@pytest.mark.parametrize("change", [_other_pixels, _other_stamp])
def test_a_shipped_file_for_another_build_is_not_used(tmp_path, change):
    assert startstore.give_shipped(TextCache(), "ja", _rewritten(tmp_path, lambda values: None)) == _current()
    cache = TextCache()
    assert not startstore.give_shipped(cache, "ja", _rewritten(tmp_path, change))
    assert cache.size("Tabletop", 46, True) == TextCache().font(46, True).size("Tabletop")
    assert cache.fresh == 1 + (change is _other_pixels)  # measured with the font (and the probe drawn)


def test_a_damaged_or_missing_shipped_file_gives_nothing(tmp_path):
    raw = bytearray(_shipped().read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    (tmp_path / "damaged.bin").write_bytes(bytes(raw))
    assert not startstore.give_shipped(TextCache(), "ja", tmp_path / "damaged.bin")
    assert not startstore.give_shipped(TextCache(), "ja", tmp_path / "missing.bin")
    assert not startstore.give_shipped(TextCache(), "xx")  # no file for that language


def test_nothing_shipped_is_taken_while_a_probe_runs(probe):
    assert not startstore.give_shipped(TextCache(), "ja")
