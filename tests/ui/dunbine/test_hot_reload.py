"""Hot reload of the Tiled map while the game runs: redraw within a second, and a broken map
keeps the last good one with the problem shown in a banner."""

from __future__ import annotations

import os
import re
import shutil

import pygame
import pytest

from tabletop.resources import maps_dir

from .opening import start


@pytest.fixture
def copied(tmp_path):
    dest = tmp_path / "maps"
    shutil.copytree(maps_dir(), dest)
    return dest / "skirmish.tmx"


def _bump(path, seconds: int) -> None:
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + seconds * 1_000_000_000))


def _first_gid(text: str) -> tuple[int, int]:
    m = re.search(r'<data encoding="csv">\s*(\d+)', text)
    return m.start(1), int(m.group(1))


def test_editing_the_map_redraws_within_a_second_and_keeps_the_game(app, copied):
    pygame.display.set_mode((1280, 800))
    d = start(app, map_path=copied)
    view = d.scene.mapview
    before_state = d.scene.session.state_hash()
    old_map = view.hexmap
    layout = old_map.layout
    cx, cy = layout.cell_center(0, 0)
    old_pixel = view.renderer.base().get_at((int(cx), int(cy)))
    text = copied.read_text(encoding="utf-8")
    at, gid = _first_gid(text)
    new_gid = 10 if gid != 10 else 1
    copied.write_text(text[:at] + str(new_gid) + text[at + len(str(gid)):], encoding="utf-8")
    _bump(copied, 2)
    for _ in range(4):                      # 4 frames of 0.25 s = one second
        d.frames(1, 0.25)
    assert view.reloads == 1 and view.hexmap is not old_map
    assert view.hexmap.layer("terrain").gid_at(0, 0) == new_gid
    assert view.renderer.base().get_at((int(cx), int(cy))) != old_pixel
    assert d.scene.session.state_hash() == before_state
    assert not d.app.crashes


def test_a_broken_map_keeps_the_last_good_one_and_shows_the_problem(app, copied):
    pygame.display.set_mode((1280, 800))
    d = start(app, map_path=copied)
    view = d.scene.mapview
    good = view.hexmap
    text = copied.read_text(encoding="utf-8")
    copied.write_text(text.replace('hexsidelength="32"', 'hexsidelength="abc"', 1)[:len(text) // 2],
                      encoding="utf-8")
    _bump(copied, 2)
    d.frames(3, 0.25)
    assert view.hexmap is good and view.problem
    assert "マップを読み込めません" in d.banner() and "skirmish.tmx" in d.banner()
    d.frames(3, 0.25)                        # not retried until the file changes again
    assert view.reloads == 0
    # fixed again: the new map is shown and the banner goes
    copied.write_text(text, encoding="utf-8")
    _bump(copied, 4)
    d.frames(3, 0.25)
    assert view.reloads == 1 and view.problem is None
    assert "マップを読み込めません" not in d.banner()
    # the game goes on
    d.press("加減速を終える")
    assert d.state.phase == "action"
    assert not d.app.crashes


def test_a_changed_tileset_image_is_redrawn(app, copied):
    pygame.display.set_mode((1280, 800))
    d = start(app, map_path=copied)
    view = d.scene.mapview
    images = [f for f in view.hexmap.files if f.endswith(".png")]
    assert images
    img = pygame.image.load(images[0])
    img.fill((255, 0, 255), special_flags=0)
    pygame.image.save(img, images[0])
    _bump(images[0], 2)
    d.frames(3, 0.25)
    assert view.reloads == 1


def test_the_idle_app_still_wakes_to_poll_the_map(app, copied):
    pygame.display.set_mode((1280, 800))
    d = start(app, map_path=copied)
    assert d.app.timer_pending()      # run_app then waits at most IDLE_WAIT_MS for an event
