"""Session 29, a newcomer's game (English, 1280x800): with two Repair cards in hand and a ship damaged, the action list
read "Repair Magellan Kai by 1 (succeeds on 1 or more)" twice, and at the hand limit "Discard Repair" twice: rows
that cannot be told apart (the copies are one card). Actions that differ only in which copy of a hand card they use
(or two ships of one name and damage, and so on) are one button now (``action_button.distinct``), and that button plays a
legal action; two rows that still read the same say under the label how their cards differ (a ship's damage:
``action_button.told_apart``)."""

from __future__ import annotations

from tabletop.games.zgundam import actions as A
from tabletop.ui.text import resolve

from .helpers import at_the_table


def test_two_copies_of_a_hand_card_give_one_row(probe):
    app, driver, scene, me = at_the_table(probe, "en", (1280, 800), 3, seed=1, pair=True)
    session = scene.session
    ship = session.state.cards(f"ships{me}")[0]
    with session.edit() as state:
        hand = state.cards(f"hand{me}")
        for copy in ("repair-3", "repair-1"):
            state.cards("action_deck").remove(copy)
            hand.append(copy)
        state.damage[ship] = 1
    scene.on_change([])
    driver.still()
    repairs = [a for a in session.legal_actions() if isinstance(a, A.PlayRepair) and a.ship == ship and a.points == 1]
    assert len(repairs) == 3  # (repair-2, repair-3, repair-1: three copies, one row)
    shown = [resolve(button.label, "en") for button in scene.action_list.items]
    rows = [(label, resolve(button.sublabel, "en")) for label, button in zip(shown, scene.action_list.items)]
    assert len(rows) == len(set(rows)), rows  # (no two rows read the same)
    # (the seat's two Columbus Kai, one damaged: told apart under the label)
    twins = [sub for label, sub in rows if label.startswith("Ship battle: Columbus Kai → Player 1's Gwaden")]
    assert sorted(twins) == ["Columbus Kai: 1 damage", "Columbus Kai: undamaged"], twins
    one = session.describe_action(repairs[0], "en")
    assert shown.count(one) == 1, shown
    held = sum(c.startswith("repair-") for c in session.state.cards(f"hand{me}"))
    scene.action_list.items[shown.index(one)].on_click()
    driver.still()
    assert sum(c.startswith("repair-") for c in session.state.cards(f"hand{me}")) == held - 1  # (one copy played)
