"""Golden images of the zgundam screen: the first screen of a seeded game (seed 3), one person against
the computer, in Japanese and English."""

from __future__ import annotations

from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import opening

SCREENS = (Screen("zgundam-opening", opening("zgundam", 2, 3)),)
test_zgundam_screens = screen_test(SCREENS)
