"""The registry and the i18n catalog."""

import pytest

from tabletop.core import i18n, registry
from tabletop.core.errors import UnknownGame


def test_find_names_the_choices_when_unknown():
    with pytest.raises(UnknownGame) as info:
        registry.find("chess")
    assert "toyrace" in str(info.value)


def test_registered_game_is_found():
    assert registry.find("toyrace").spec.max_seats == 2


def test_text_in_both_languages_and_japanese_default():
    i18n.register({"test.hello": ("こんにちは", "Hello {name}")})
    assert i18n.t("test.hello") == "こんにちは"
    assert i18n.t("test.hello", "en", name="Sho") == "Hello Sho"
    assert i18n.DEFAULT_LANG == "ja"


def test_conflicting_registration_is_refused():
    i18n.register({"test.same": ("a", "b")})
    with pytest.raises(ValueError):
        i18n.register({"test.same": ("a", "c")})


def test_missing_key_is_visible():
    assert i18n.t("no.such.key") == "<no.such.key>"
