"""A first game of Aura Battler Dunbine, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, side 1 (a person) against the computer's
side 2. Buttons are found by their text through the probe (``Driver``) and
clicked with posted mouse events; the script never reads the engine. It picks
what a newcomer would: a middle thrust for each machine in turn (the machine
buttons of the controls, named with their pilot beneath), a weapon that says it
has targets and its first target, "Forward" while thrust is left, "End action",
the defender's "Evade" (or "Block", "No defence"), "Done with aura power", "End
allocation and turn" and the result. The whole game is ``slow``; the opening
(the first turn of each side) runs in ``make test``. (``tests/ui/dunbine/
first_game.py`` plays the same game from a scene made in the test, with the
view's own buttons.)
"""

from __future__ import annotations

import pytest

from tabletop.ui.probe import Clickable
from tests.ui.driver import CHROME, Driver

from .conftest import start_against_the_computer

#: Buttons clicked whenever they are shown, in this order of preference.
ALWAYS = ("Show the result", "Attack!", "Done with aura power", "Evade", "Block", "No defence")
MOVES = ("Forward", "L 60°", "R 60°", "180°", "End action")
#: The frame's buttons (and the map's view controls), not moves.
SKIP = CHROME + ("save", "back")


class Newcomer:
    """What a newcomer clicks next (one click a step), remembering which machines it has set this turn."""

    def __init__(self, driver: Driver) -> None:
        self.d = driver
        self.visited: set[str] = set()
        self.turn = ""

    def inside(self, c: Clickable) -> list[str]:
        """The texts drawn inside a button (its label, a sublabel beneath it)."""
        return [t.shown for t in self.d.texts() if c.rect.contains(t.rect)]

    def click(self, c: Clickable, said: str) -> str:
        self.d.click_at(c.rect.center)
        return said

    def step(self) -> str:
        d = self.d
        turn = next((t.shown for t in d.texts() if t.shown.startswith("Turn ")), self.turn)
        if turn != self.turn:
            self.turn, self.visited = turn, set()
        if d.shows("Thinking"):
            d.frames(2, 0.4)  # the computer plays at its pace
            return "wait"
        moves = d.moves(SKIP)
        by_label = {c.label.strip(): c for c in moves}
        for text in ALWAYS:
            if text in by_label:
                return self.click(by_label[text], text)
        if "End acceleration" in by_label:
            thrusts = sorted((int(c.label), c) for c in moves if c.label.strip().isdigit())
            if thrusts:
                return self.click(thrusts[len(thrusts) // 2][1], "thrust")
            for c in moves:  # the machine row: each machine once
                named = "/".join(self.inside(c))
                if (len(self.inside(c)) > 1 and not c.label.startswith("Aura") and not c.label.strip().isdigit()
                        and named not in self.visited and c.label.strip() != "End acceleration"):
                    self.visited.add(named)
                    return self.click(c, "machine")
            return self.click(by_label["End acceleration"], "End acceleration")
        if "End action" in by_label:
            weapon = next((c for c in moves if any(s == "targets" for s in self.inside(c))), None)
            if weapon is not None and "weapon" not in self.visited:
                self.visited.add("weapon")
                return self.click(weapon, "weapon")
            self.visited.discard("weapon")
            for text in MOVES:
                if text in by_label:
                    return self.click(by_label[text], text)
        back = [c for c in d.clickables() if c.enabled and c.label.strip() == "Back"]
        if back:  # a weapon chosen: its first target, else back
            return self.click(moves[0], "target") if moves else self.click(back[0], "Back")
        if "End allocation and turn" in by_label:
            return self.click(by_label["End allocation and turn"], "End allocation and turn")
        if moves:  # anything else the panel asks (a docked pair's victim)
            return self.click(moves[0], moves[0].label)
        d.frames(1, 0.1)
        return "wait"


def against_the_computer(driver: Driver) -> Newcomer:
    start_against_the_computer(driver, "Aura Battler Dunbine", "Side 2")
    return Newcomer(driver)


def test_the_opening_of_a_first_dunbine_game_by_clicks_on_what_the_screen_shows(driver):
    newcomer = against_the_computer(driver)
    played = [newcomer.step() for _ in range(60)]
    assert "thrust" in played and "End acceleration" in played, played
    assert "Forward" in played, played


@pytest.mark.slow
def test_a_whole_first_dunbine_game_from_the_launcher_to_the_end_screen(driver):
    newcomer = against_the_computer(driver)
    played = driver.play_to_the_end(6000, newcomer.step)
    assert "End allocation and turn" in played, played[-40:]
