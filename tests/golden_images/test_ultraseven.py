"""Golden images of the ultraseven screen, in Japanese and English: the first screen of a seeded game
(seed 3, one person against the computer), the campaign's first screen (all 49 episodes), a combat's
result (the golden playthrough's first melee tie: each side's die and what it means) and the game's end; the
opening and the combat again at 150 % UI scale (the small table: invasion cards as tiles, the step panel grown to
its whole text)."""

from __future__ import annotations

from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import opening, replayed



def at_150(setup):
    """``setup`` on an app at 150 % UI scale."""
    def run(app) -> None:
        app.change_setting("ui_scale", 1.5)
        setup(app)
    return run


SCREENS = (Screen("ultraseven-opening", opening("ultraseven", 2, 3)),
           Screen("ultraseven-campaign", opening("ultraseven", 2, 3, {"mode": "campaign"})),
           Screen("ultraseven-combat", replayed("ultraseven", "combat/tie")),
           Screen("ultraseven-end", replayed("ultraseven", "over/over")),
           Screen("ultraseven-opening-150", at_150(opening("ultraseven", 2, 3))),
           Screen("ultraseven-combat-150", at_150(replayed("ultraseven", "combat/tie"))))
test_ultraseven_screens = screen_test(SCREENS)
