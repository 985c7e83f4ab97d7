"""A first Dunbine game as a new player plays it: only posted mouse clicks on buttons the screen shows.

``play(d, limit)`` clicks, one at a time, what a newcomer would pick from the
buttons on screen (found by their English text, ``Driver.shown``): a middle
thrust for each machine, a weapon that has targets and "Attack!", "Forward"
while thrust is left, "End action", "Evade" (or "Block", "No defence"), "Done
with aura power", "End allocation and turn", the hand-over's "I have the
mouse", and the result. The computer seats play by themselves meanwhile. It
never calls the engine: the assertions of the tests read the state afterwards.
"""

from __future__ import annotations

from .driver import Driver

#: Buttons clicked whenever they are shown, in this order of preference.
ALWAYS = ("I have the mouse", "Show the result", "Attack!", "Done with aura power", "Evade", "Block",
          "No defence")


def over(d: Driver) -> bool:
    """The end screen: the game-over dialog over the board."""
    from tabletop.ui.scenes.game_over import GameOverScene

    return isinstance(d.app.top, GameOverScene)


def human_turn(d: Driver) -> bool:
    scene = d.scene
    decision = scene.session.pending()
    return decision is not None and not scene.computer_turn()


def step(d: Driver, visited: set[str]) -> str:
    """One click from what is shown; returns what was clicked ("" when only waiting)."""
    shown = d.shown()
    labels = {label: b for label, _sub, b in shown}
    for text in ALWAYS:
        if text in labels:
            d.click(labels[text].rect.center)
            return text
    if d.app.top is not d.scene or not human_turn(d):
        d.frames(2, 0.35)                 # the computer thinks and plays at its pace
        return ""
    if "End acceleration" in labels:
        thrusts = sorted((int(label), b) for label, _s, b in shown if label.isdigit())
        if thrusts:
            choice = thrusts[len(thrusts) // 2][1]
            d.click(choice.rect.center)
            return "thrust"
        for label, sub, b in shown:        # the machine row: each machine once
            if sub and not label.startswith("Aura") and not label.isdigit() and f"{label}/{sub}" not in visited:
                visited.add(f"{label}/{sub}")
                d.click(b.rect.center)
                return "machine"
        d.click(labels["End acceleration"].rect.center)
        return "End acceleration"
    if "End action" in labels:
        weapon = next((b for _label, sub, b in shown if sub == "can attack"), None)
        if weapon is not None and "weapon" not in visited:
            visited.add("weapon")
            d.click(weapon.rect.center)
            return "weapon"
        visited.discard("weapon")
        for text in ("Forward", "L 60°", "R 60°", "180°", "End action"):
            if text in labels:
                d.click(labels[text].rect.center)
                return text
    if "Back" in labels:                   # a weapon chosen: a target button, else back
        targets = [b for _label, _sub, b in shown if "hit number" in b.tooltip_text("en")]
        d.click((targets[0] if targets else labels["Back"]).rect.center)
        return "target"
    if "End allocation and turn" in labels:
        d.click(labels["End allocation and turn"].rect.center)
        return "End allocation and turn"
    controls = [b for b in getattr(d.scene, "controls", []) if b.visible and b.enabled and b.on_click]
    if controls:                           # anything else the panel asks (a docked pair's victim)
        d.click(controls[0].rect.center)
        return "other"
    d.frames(1, 0.1)
    return ""


def play(d: Driver, limit: int = 5000, until=over) -> list[str]:
    """Click until ``until(d)`` (the end screen) or ``limit`` clicks; returns the clicks made."""
    clicks: list[str] = []
    visited: set[str] = set()
    last_turn = None
    for _ in range(limit):
        if until(d):
            break
        turn = (d.state.turn, d.state.current, d.state.phase)
        if turn != last_turn:
            visited.clear()
            last_turn = turn
        clicks.append(step(d, visited))
    return clicks
