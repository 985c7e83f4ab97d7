"""The ui's one bounded memo (``tabletop.ui.surfacecache``) and the caches built on it."""

import pygame
import pytest

from tabletop.core.i18n import Text
from tabletop.ui.cards import CardFace, CardRenderer
from tabletop.ui.surfacecache import SurfaceCache
from tabletop.ui.text import TextCache


@pytest.fixture(scope="module")
def text():
    pygame.font.init()
    return TextCache()


def test_a_value_is_found_under_its_key():
    cache: SurfaceCache[str] = SurfaceCache(10)
    assert cache.find("a") is None
    assert cache.put("a", "A") == "A"
    assert cache.put("b", "B") == "B"
    assert cache.find("a") == "A" and cache.find("b") == "B"
    assert "a" in cache and "c" not in cache
    assert sorted(cache) == ["a", "b"] and len(cache) == 2


def test_a_full_cache_empties_before_it_stores_a_new_value():
    cache: SurfaceCache[int] = SurfaceCache(3)
    for n in range(3):
        cache.put(n, n)
    cache.put(0, -1)                     # storing under a held key never clears
    assert len(cache) == 3 and cache.find(0) == -1
    assert cache.put(9, 9) == 9          # the fourth key: the cache starts again with it
    assert list(cache) == [9]
    cache.clear()
    assert len(cache) == 0


def test_a_cache_needs_room():
    with pytest.raises(ValueError):
        SurfaceCache(0)


def test_text_cache_keeps_rendered_lines_within_its_limit():
    pygame.font.init()
    text = TextCache(limit=5)
    first = text.render("0", 14)
    assert text.render("0", 14) is first
    for n in range(1, 8):
        text.render(str(n), 14)
    assert len(text._surfaces) <= 5
    assert text.render("0", 14) is not first  # emptied on the way: drawn again, same look
    assert pygame.image.tobytes(text.render("0", 14), "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_wrapped_is_wrap_kept(text):
    para = "The quick brown fox jumps over the lazy dog. 素早い茶色の狐がのろまな犬を飛び越える。"
    lines = text.wrapped(para, 16, 120)
    assert lines == tuple(text.wrap(para, 16, 120))
    assert text.wrapped(para, 16, 120) is lines
    assert text.wrapped(para, 16, 200) != lines


def test_card_faces_and_backs_are_drawn_once_per_size_and_language(text):
    cards = CardRenderer(text, limit=4)
    face = CardFace("c1", "member", Text("隊員", "Member"))
    a = cards.face(face, 80, "ja")
    assert cards.face(face, 80, "ja") is a
    assert cards.face(face, 80, "en") is not a
    assert cards.face(face, 100, "ja").get_width() == 100
    back = cards.back("tdf", 80)
    assert cards.back("tdf", 80) is back
