"""Registers the toy race game used by the core tests."""

import pytest

from tabletop.core import registry

from .toy import Race


@pytest.fixture(autouse=True, scope="session")
def toy_game():
    registry.register(Race())
    yield
