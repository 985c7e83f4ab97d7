"""A first game of Monster Raid, played as a newcomer would: only what the screen shows.

One person, from the launcher to the end screen, in each language and window
(``conftest``). Buttons are found by their
text (``Driver``); a shot is a real drag on the table, found by what the table
shows: the die to shoot is a face number drawn on the table (not in a row of
dice in hand, wherever the aim panel and the hand row stand), the target what
the table writes on a monster (its name, its damage/HP line). A flick presses on the die and
pulls back away from the target (the slingshot); a throw or a coin toss
presses beside the die and drags towards the target. The HUD line ("Flick ·
…", "Throw · …") says which. The whole game is ``slow``; the opening (placing
the targets and the first shots) runs in ``make test``.
"""

from __future__ import annotations

import math
import re
import weakref

import pygame
import pytest

from tabletop.core.i18n import Text, t
from tabletop.ui.probe import Drawn
from tabletop.ui.text import key
from tests.ui.driver import CHROME, Driver

from .conftest import OPENINGS, WHOLE, end_shot, open_game
from .conftest import start as start_game

#: Buttons that are not moves here: the shooting methods and the dice the table notes as clickable.
SKIP = CHROME + (key("mr.save"), key("raid.flick"), key("raid.throw"), key("raid.coin"), "die ")
METHODS = ("flick", "throw", "coin")


def not_moves(lang: str) -> str:
    """The buttons a first game leaves alone besides ``SKIP``: the skill toggles of a turn ("1  Dragon's
    Blood (Active)", "竜の血（起動）") and the slow replay of the last shot ("Replay at 0.5x", "0.5倍でリプレイ")."""
    kinds = "|".join(re.escape(t(k, lang)) for k in ("mr.active", "mr.passive"))
    return rf".*[(（]({kinds})[)）]$|.*{re.escape(t('raid.replay', lang))}"


def hud_line(driver: Driver, shown: str) -> bool:
    """``shown`` is the aiming line: the method, then the die ("Flick · …", "弾く · …")."""
    return shown.startswith(tuple(f"{t('raid.' + m, driver.app.lang)} ·" for m in METHODS))


def start(driver: Driver) -> None:
    open_game(driver, "monsterraid")
    assert driver.find(f"{t('ui.seats', driver.app.lang)}: 1")
    start_game(driver)


def on_the_table(driver: Driver) -> list[Drawn]:
    """The texts the table itself draws (``render``): the monsters' words and the dice faces, but
    not the rows of dice in hand (the table's "Hand" row, each adventurer's "Hand" and "Ult." rows)."""
    texts = driver.texts()
    rows = [d.rect for d in texts if d.shown in {t(k, driver.app.lang) for k in ("mr.hand", "mr.ultimate")}]

    def in_a_hand_row(r: pygame.Rect) -> bool:
        return any(abs(r.centery - row.centery) <= 14 and row.x < r.x < row.right + 260 for row in rows)

    return [d for d in texts if d.widget.startswith("render.") and not in_a_hand_row(d.rect)]


def dice_drawn(driver: Driver) -> list[pygame.Rect]:
    """The dice the table draws (each a shape a person presses on: ``render.draw_die`` notes it), not the
    dice in a hand row."""
    return [c.rect for c in driver.clickables() if c.label.startswith("die ") and c.widget.endswith("draw_die")]


def targets(driver: Driver) -> list[Drawn]:
    """What the table writes on its monsters: their "damage/HP" lines and their names on the boards, or
    where none is written on one, on the name tags beside them (``callouts``: a board too small to name in a
    zoomed-out window; a boss alone on the table may show its line only; a die's face is neither). A person aims
    at the monster, not at its tag: a tag stands beside its board, off the aim (issue 16), so a shot at it misses."""
    def words(d: Drawn) -> bool:
        return bool(re.fullmatch(r"\d+/\d+", d.shown)) or any(ch.isalpha() for ch in d.shown)

    texts = [d for d in on_the_table(driver) if d.widget.endswith(("draw_surfaces", "draw_board_face")) and words(d)]
    return texts or [d for d in driver.texts() if d.widget.endswith("draw_callouts") and words(d)]


def dice_on_table(driver: Driver) -> list[tuple[int, int]]:
    """Centres of the dice drawn on the table (one per die)."""
    faces = [r.center for r in dice_drawn(driver)]
    dice: list[tuple[int, int]] = []
    for x, y in faces:
        if all(math.dist((x, y), p) > 6 for p in dice):
            dice.append((x, y))
    return dice


def log_lines(driver: Driver) -> list[str]:
    return [d.shown for d in driver.texts() if d.widget.startswith("LogPanel")]


#: A flick's first pull (px) for a target ``d`` px away: ``PULL * sqrt(d)`` (a die slides about as far as the
#: square of its speed); each person's hand learns from where their misses stopped (``Hand``).
PULL = 3.0


class Hand:
    """How hard this person pulls a flick (``scale`` times ``PULL``): after a flick that hit nothing, softer
    when the die came to rest past the target, harder when it stopped short, as a person who watched it roll
    pulls the next one (the bracket on the power bar says the same to the eye; the probe reads no shapes)."""

    def __init__(self) -> None:
        self.scale = 1.0

    def pull(self, dist: float) -> float:
        return max(8.0, PULL * self.scale * math.sqrt(dist))

    def learn(self, die: tuple[int, int], goal: tuple[int, int], rest: tuple[int, int]) -> None:
        dist = math.dist(die, goal) or 1.0
        along = ((rest[0] - die[0]) * (goal[0] - die[0]) + (rest[1] - die[1]) * (goal[1] - die[1])) / dist
        self.scale = min(3.0, max(0.3, self.scale * (0.85 if along > dist else 1.15)))


HANDS: "weakref.WeakKeyDictionary[Driver, Hand]" = weakref.WeakKeyDictionary()


def shot_drag(driver: Driver, hud: str, die: tuple[int, int], goal: tuple[int, int], frames: int = 2,
              pull: float | None = None) -> None:
    """The drag that shoots ``die`` towards ``goal`` by the method the aiming line ``hud`` names (a flick pulled
    back ``pull`` px: by default 45)."""
    dist = math.dist(die, goal) or 1.0
    ux, uy = (goal[0] - die[0]) / dist, (goal[1] - die[1]) / dist
    if hud.startswith(t("raid.flick", driver.app.lang)):  # the slingshot: pull back away from the target
        back = 45 if pull is None else pull
        driver.drag(die, (int(die[0] - ux * back), int(die[1] - uy * back)), frames=frames)
    else:
        press = (int(die[0] + ux * 40), int(die[1] + uy * 40))  # beside the die, off the launcher ring
        driver.drag(press, (int(press[0] + ux * dist * 0.6), int(press[1] + uy * dist * 0.6)), frames=frames)


def shoot(driver: Driver) -> str | None:
    """One shot by a drag on the table, or None when the table offers none."""
    hud = next((d.shown for d in driver.texts() if hud_line(driver, d.shown)), None)
    goals = [n.rect.center for n in targets(driver)]
    dice = dice_on_table(driver)
    if hud is None or not dice or hud.endswith(t("raid.no_die_short", driver.app.lang)):  # "Throw · no die": Pass
        return None
    if not goals:  # no monster written in view (a board pushed away): up the table, as a person would
        w, h = driver.app.surface.get_size()
        goals = [(w // 2, h // 2 - 60)]
    log = log_lines(driver)
    hand = HANDS.setdefault(driver, Hand())
    far = sorted(dice, key=lambda p: -min(math.dist(p, g) for g in goals))
    for die in far:  # the die at the launcher lies away from the monsters
        goal = min(goals, key=lambda g: math.dist(die, g))
        shot_drag(driver, hud, die, goal, pull=hand.pull(math.dist(die, goal)))
        for _ in range(12):  # the dice roll and settle (half a second of the app clock a frame)
            driver.frames(2, 0.5)
            if not driver.shows(hud) or log_lines(driver) != log:
                if hud.startswith(t("raid.flick", driver.app.lang)):
                    watch(driver, hand, die, goal, dice)
                return hud
    return None


def watch(driver: Driver, hand: Hand, die: tuple[int, int], goal: tuple[int, int],
          before: list[tuple[int, int]]) -> None:
    """After a flick, the die where it came to rest (a die drawn on the table where none lay before), and the hand
    learns from it when the log's last shot ("… → misses (on nothing)", "… → 失敗（…）") hit nothing."""
    last = " ".join(log_lines(driver)).rsplit("→", 1)[-1]
    if driver.say(Text("失敗", "misses")) not in last:
        return
    rest = [p for p in dice_on_table(driver) if all(math.dist(p, q) > 6 for q in before)]
    if rest:
        hand.learn(die, goal, min(rest, key=lambda p: math.dist(p, goal)))


def raid_step(driver: Driver) -> str:
    """Place with Ready, shoot while the table offers a die, else the first move the screen offers
    (the growth after a stage, the MVP: its first choice). With nothing to do, the mouse leaves the
    table, as a person's does: a shot that ended on a monster leaves the pointer there, and the
    monster's card it shows on hover covers the die and the buttons until the pointer moves."""
    done = shoot(driver) or driver.play_step(SKIP, not_moves(driver.app.lang))
    if done == "wait":
        driver.hover((2, 2))  # the top left corner: the header, no card, no die
    return done


@OPENINGS
def test_the_opening_of_a_first_monsterraid_game_by_clicks_and_drags_on_what_the_screen_shows(driver):
    start(driver)
    lang = driver.app.lang
    assert driver.shows(t("mr.placement_title", lang))
    driver.click(t("mr.ready", lang), frames=4)
    shots = [shoot(driver) for _ in range(3)]
    assert all(shots), shots  # three adventurers shot a die each, by a drag on the table
    assert [s.split("·")[0].strip() for s in shots] == [t("raid.flick", lang)] * 3, shots


@pytest.mark.slow
@WHOLE
def test_a_whole_first_monsterraid_game_from_the_launcher_to_the_end_screen(driver):
    lang = driver.app.lang
    start(driver)
    played = driver.play_to_the_end(1500, lambda: raid_step(driver), title=t("mr.ending", lang),
                                    back=t("mr.to_launcher", lang), shot=end_shot(driver, "monsterraid"))
    assert played[0] == t("mr.ready", lang)
    assert sum(hud_line(driver, label) for label in played) > 10, played  # many shots
