"""The golden-image comparison itself: anti-aliasing noise and one-pixel shifts pass, a real change fails
and leaves the actual picture and a diff in test-failures/, named in the message."""

from __future__ import annotations

import pygame
import pytest

from tests.golden_images import compare


def picture(x: int = 40, colour=(200, 60, 60), size=(200, 100)) -> pygame.Surface:
    s = pygame.Surface(size)
    s.fill((16, 26, 36))
    pygame.draw.rect(s, colour, (x, 30, 60, 40))
    pygame.draw.line(s, (240, 240, 240), (10, 90), (190, 90), 1)
    return s


def test_noise_and_a_one_pixel_shift_are_forgiven():
    base = picture()
    noisy = base.copy()
    noisy.fill((20, 20, 20), special_flags=pygame.BLEND_RGB_ADD)      # anti-aliasing-sized change everywhere
    assert compare.differing(noisy, base).count() == 0
    assert compare.differing(picture(x=41), base).count() == 0         # hinting moved it a pixel


def test_a_changed_colour_or_a_moved_shape_is_caught():
    base = picture()
    assert compare.differing(picture(colour=(60, 60, 200)), base).count() == 60 * 40
    assert compare.differing(picture(x=60), base).count() > 0


def test_a_failing_screen_writes_actual_and_diff_and_names_them(tmp_path, monkeypatch):
    monkeypatch.setattr(compare, "PNG", tmp_path)
    monkeypatch.setattr(compare, "FAILURES", tmp_path / "failures")
    screen = compare.Screen("toy-screen", lambda app: None)
    monkeypatch.setattr(compare, "render", lambda s, lang: picture(colour=(60, 60, 200)))
    pygame.image.save(picture(), str(tmp_path / "toy-screen-ja.png"))
    with pytest.raises(pytest.fail.Exception) as failed:
        compare.check(screen, "ja")
    message = str(failed.value)
    actual, diff = tmp_path / "failures" / "golden-toy-screen-ja-actual.png", tmp_path / "failures" / "golden-toy-screen-ja-diff.png"
    assert str(actual) in message and str(diff) in message and actual.exists() and diff.exists()
    assert tuple(pygame.image.load(str(diff)).get_at((70, 50)))[:3] == (255, 0, 255)
    monkeypatch.setattr(compare, "render", lambda s, lang: picture())
    compare.check(screen, "ja")      # the same picture passes


def test_a_missing_golden_image_says_how_to_record_it(tmp_path, monkeypatch):
    monkeypatch.setattr(compare, "PNG", tmp_path)
    with pytest.raises(pytest.fail.Exception, match="make golden-images"):
        compare.check(compare.Screen("nothing-here", lambda app: None), "en")
