"""A first game of Aura Battler Dunbine, played as a newcomer would: only what the screen shows.

From the launcher to the end screen, side 1 (a person) against the computer's
side 2, in each language and window (``conftest``). Buttons are found by their text through the probe (``Driver``) and
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

import re

import pytest

from tabletop.core.i18n import Text
from tabletop.ui.probe import Clickable
from tabletop.ui.text import key
from tabletop.ui.views.base import THINKING
from tests.ui.driver import CHROME, Driver

from .conftest import OPENINGS, WHOLE, end_shot, start_against_the_computer

#: Buttons clicked whenever they are shown, in this order of preference.
ALWAYS = (Text("結果を見る", "Show the result"), Text("攻撃する", "Attack!"),
          Text("オーラ力を使わない/終える", "Done with aura power"), Text("回避する", "Evade"), Text("受ける", "Block"),
          Text("防御しない", "No defence"))
FORWARD, END_ACTION = Text("前進", "Forward"), Text("行動終了", "End action")
MOVES = (FORWARD, Text("左60°", "L 60°"), Text("右60°", "R 60°"), "180°", END_ACTION)
END_ACCELERATION = Text("加減速を終える", "End acceleration")
END_TURN = Text("PP配分を終えてターン終了", "End allocation and turn")
#: A put of aura power into a PP kind (the row above the thrusts), a weapon that has targets (beneath its
#: name), the way back from a chosen weapon.
AURA, TARGETS, BACK = Text("オーラ力+1", "Aura"), Text("攻撃可", "targets"), Text("武器選択をやめる", "Back")
#: The header's turn ("第2/8ターン …", "Turn 2/8: …").
TURN = Text(r"第\d+/\d+ターン", r"Turn \d+")
#: The frame's buttons (and the map's view controls), not moves: Save, a move backwards, the way back
#: from a weapon.
SKIP = CHROME + (key("ui.save"), Text("後退", "back"), BACK)


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
        self.d.press(c)
        return said

    def step(self) -> str:
        d = self.d
        turn = next((t.shown for t in d.texts() if re.match(d.say(TURN), t.shown)), self.turn)
        if turn != self.turn:
            self.turn, self.visited = turn, set()
        if d.shows(d.say(THINKING).rstrip("…")):
            d.frames(2, 0.4)  # the computer plays at its pace
            return "wait"
        moves = d.moves(SKIP)
        by_label = {c.label.strip(): c for c in moves}
        for words in map(d.say, ALWAYS):
            if words in by_label:
                return self.click(by_label[words], words)
        end_acceleration = d.say(END_ACCELERATION)
        if end_acceleration in by_label:
            thrusts = sorted((int(c.label), c) for c in moves if c.label.strip().isdigit())
            if thrusts:
                return self.click(thrusts[len(thrusts) // 2][1], "thrust")
            for c in moves:  # the machine row: each machine once
                named = "/".join(self.inside(c))
                if (len(self.inside(c)) > 1 and not c.label.startswith(d.say(AURA)) and not c.label.strip().isdigit()
                        and named not in self.visited and c.label.strip() != end_acceleration):
                    self.visited.add(named)
                    return self.click(c, "machine")
            return self.click(by_label[end_acceleration], "End acceleration")
        if d.say(END_ACTION) in by_label:
            weapon = next((c for c in moves if any(s == d.say(TARGETS) for s in self.inside(c))), None)
            if weapon is not None and "weapon" not in self.visited:
                self.visited.add("weapon")
                return self.click(weapon, "weapon")
            self.visited.discard("weapon")
            for words in map(d.say, MOVES):
                if words in by_label:
                    return self.click(by_label[words], "Forward" if words == d.say(FORWARD) else words)
        back = [c for c in d.clickables() if c.enabled and c.label.strip() == d.say(BACK)]
        if back:  # a weapon chosen: its first target, else back
            return self.click(moves[0], "target") if moves else self.click(back[0], "Back")
        if d.say(END_TURN) in by_label:
            return self.click(by_label[d.say(END_TURN)], "End allocation and turn")
        if moves:  # anything else the panel asks (a docked pair's victim)
            return self.click(moves[0], moves[0].label)
        d.frames(1, 0.1)
        return "wait"


def against_the_computer(driver: Driver) -> Newcomer:
    start_against_the_computer(driver, "dunbine", 1)
    return Newcomer(driver)


@OPENINGS
def test_the_opening_of_a_first_dunbine_game_by_clicks_on_what_the_screen_shows(driver):
    newcomer = against_the_computer(driver)
    played = [newcomer.step() for _ in range(60)]
    assert "thrust" in played and "End acceleration" in played, played
    assert "Forward" in played, played


@pytest.mark.slow
@WHOLE
def test_a_whole_first_dunbine_game_from_the_launcher_to_the_end_screen(driver):
    newcomer = against_the_computer(driver)
    played = driver.play_to_the_end(6000, newcomer.step, shot=end_shot(driver, "dunbine"))
    assert "End allocation and turn" in played, played[-40:]
