"""Golden images of the sdgf screen: the first screen of a seeded game (seed 3), one person against
the computer, in Japanese and English."""

from __future__ import annotations

from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import opening

SCREENS = (Screen("sdgf-opening", opening("sdgf", 2, 3)),)
test_sdgf_screens = screen_test(SCREENS)
