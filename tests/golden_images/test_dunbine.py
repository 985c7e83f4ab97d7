"""Golden images of the Dunbine screen (skirmish, seed 1): the map at the start, a machine attacking
with its arc and target ring, and damaged pieces (light and heavy), in Japanese and English."""

from __future__ import annotations

from tests.golden_images.compare import Screen, screen_test
from tests.ui.dunbine.opening import first_turn, start, to_attack

AWAY = (1270, 795)   # the pointer parked in the window's corner, over nothing that answers a hover


def start_screen(app) -> None:
    d = start(app)
    d.frames(3, 0.05)


def attack_screen(app) -> None:
    d = start(app)
    first_turn(d)
    to_attack(d)
    d.move(AWAY)
    d.frames(3, 0.05)


def damaged_screen(app) -> None:
    d = start(app)
    state = d.state
    light, heavy = state.side_units(state.current)[:2]
    light.damage = 3                             # the test's own position: 3 damage, and heavy damage (19.1)
    heavy.damage = heavy.card.durability - 1
    d.scene.on_change([])                        # the screen reads the view again, as after an action
    d.select(heavy.id)
    d.move(AWAY)
    d.frames(3, 0.05)


SCREENS = (Screen("dunbine-start", start_screen), Screen("dunbine-attack", attack_screen),
           Screen("dunbine-damaged", damaged_screen))
test_dunbine_screens = screen_test(SCREENS)
