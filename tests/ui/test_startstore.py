"""``ui.startstore``: what the launcher's first frame read, measured and drew, kept between runs, gives the
same first frame without parsing a manifest or opening a font."""

from __future__ import annotations

import gc
import os
import shutil
import sys

import pygame
import pytest

from tabletop.core import data
from tabletop.resources import font_path
from tabletop.ui import startstore
from tabletop.ui.text import TextCache


@pytest.fixture
def opened(home, monkeypatch):
    """``open_app`` as ``run_app`` calls it (the manifests read each time), each app's first frame's pixels
    returned; the collector as it was after."""
    import tabletop.games
    from tabletop.ui.app import open_app

    def first_frame(step: bool) -> tuple[object, bytes]:
        monkeypatch.setattr(tabletop.games, "_ANNOUNCED", False)
        app = open_app("ja", size=(1280, 800))
        if step:  # the first frame, then the jobs after it (the start kept, the chosen game imported)
            app.step([], 1 / 60)
        else:
            app._frame([], 1 / 60)
        return app, pygame.image.tobytes(app.surface, "RGB")

    yield first_frame
    data.note_parsed(False)
    gc.unfreeze()


def test_the_next_first_frame_is_made_from_the_kept_start_pixel_for_pixel(opened, home, monkeypatch):
    first, pixels = opened(step=True)
    assert first.text.fresh > 0 and (home / startstore.FILE).is_file()
    written = (home / startstore.FILE).stat().st_mtime_ns
    parses = []
    monkeypatch.setattr("tomllib.loads", lambda text: parses.append(text))
    second, again = opened(step=True)
    assert again == pixels
    assert second.text._fonts == {} and second.text.fresh == 0  # no font opened, nothing measured anew
    assert parses == []  # no manifest parsed
    assert (home / startstore.FILE).stat().st_mtime_ns == written  # nothing new: not written again


def test_a_damaged_kept_file_is_ignored_and_written_anew(opened, home):
    _, pixels = opened(step=True)
    raw = bytearray((home / startstore.FILE).read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    (home / startstore.FILE).write_bytes(bytes(raw))
    app, again = opened(step=False)
    assert again == pixels and app.text._fonts  # measured and drawn with the font
    assert startstore.keep(app.text, home)
    assert startstore.load(home) is not None


@pytest.mark.parametrize("damage", ["empty", "cut", "foreign", "other python"])
def test_a_file_that_is_not_a_kept_start_gives_nothing(tmp_path, damage, monkeypatch):
    cache = TextCache()
    cache.render("テーブルトップ", 20)
    startstore.load(tmp_path)
    assert startstore.keep(cache, tmp_path)
    raw = (tmp_path / startstore.FILE).read_bytes()
    if damage == "other python":
        monkeypatch.setattr(sys, "version", sys.version + " (another)")
    else:
        (tmp_path / startstore.FILE).write_bytes({"empty": b"", "cut": raw[:len(raw) // 3],
                                                  "foreign": b"\x00" * 64}[damage])
    assert startstore.load(tmp_path) is None
    data.note_parsed(False)


def test_kept_text_is_for_the_very_font_file_it_was_made_with(tmp_path):
    font = tmp_path / "font.otf"
    shutil.copyfile(font_path(), font)
    cache = TextCache(font)
    line = cache.render("ゲーム開始", 26, (10, 20, 30))
    size = cache.size("Tabletop", 26)
    startstore.load(tmp_path)
    assert startstore.keep(cache, tmp_path)
    kept = TextCache(font)
    start = startstore.load(tmp_path)
    data.note_parsed(False)
    assert startstore.give_text(start, kept)
    assert kept.size("Tabletop", 26) == size and kept._fonts == {}
    again = kept.render("ゲーム開始", 26, (10, 20, 30))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(line, "RGBA")
    assert again.get_masks() == line.get_masks() and again.get_flags() == line.get_flags()
    assert kept.render("新しい", 26) is not None and kept._fonts and kept.fresh == 1  # not kept: drawn anew
    assert not startstore.give_text(start, TextCache())  # another font file
    os.utime(font, ns=(0, 0))
    assert not startstore.give_text(start, TextCache(font))  # the same file changed


def test_a_kept_toml_file_is_used_only_for_the_very_same_text(tmp_path):
    table = tmp_path / "a.toml"
    table.write_text('name = "one"\n', encoding="utf-8")
    startstore.load(tmp_path)
    assert data.read_document(table).data == {"name": "one"}
    assert startstore.keep(TextCache(), tmp_path)
    start = startstore.load(tmp_path)
    assert start is not None and start.parsed == {str(table): ('name = "one"\n', {"name": "one"})}
    table.write_text('name = "two"\n', encoding="utf-8")
    assert data.read_document(table).data == {"name": "two"}  # changed: parsed again
    assert data.note_parsed(False).fresh == 1


def test_nothing_is_kept_or_taken_while_a_probe_runs(tmp_path, probe):
    cache = TextCache()
    cache.render("テーブルトップ", 20)
    assert startstore.load(tmp_path) is None
    assert not startstore.keep(cache, tmp_path) and not (tmp_path / startstore.FILE).exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_in_the_kept_files_place_is_never_opened_to_wait_and_is_replaced(tmp_path):
    """A FIFO (or a device) named ``cache/start.bin`` gives nothing at once, and the next keep writes a real file."""
    (tmp_path / startstore.FILE).parent.mkdir(parents=True)
    os.mkfifo(tmp_path / startstore.FILE)
    assert startstore.load(tmp_path) is None  # with no writer on the pipe, an open() would wait for ever
    cache = TextCache()
    cache.render("テーブルトップ", 20)
    assert startstore.keep(cache, tmp_path)
    assert (tmp_path / startstore.FILE).is_file() and startstore.load(tmp_path) is not None
    data.note_parsed(False)
