"""The placement phase by keyboard (rule 0 ターゲットの配置, エフェクトの設置).

The keyboard holds the same thing the mouse would drag (``PlacementDrag``):
``drag`` is what is held, ``drag_at`` the cursor on the table, so the ghost,
the snapping to the nearest legal spot and the refusals are the mouse's own.

===============  ==============================================================
Tab / Shift+Tab  take the next / previous thing that can move (minions, then
                 effect cards off their icon's edge), numbered on the table
1-9              take the thing with that number
← → ↑ ↓          jump to the nearest legal spot that way (within 60°, else on
                 that side); none that way: a step of ``STEP_MM``; every
                 legal spot of the thing held is outlined faintly (a
                 minion has no rotation: its other
                 edges give the same outline, ``placement.placement_actions``)
Ctrl+arrows      a fine step of ``FINE_MM``, as a mouse drag would move it
Enter            put it there (``PlacementDrag.drop``: the rules apply it, or
                 the same refusal as a mouse drop)
Esc, Backspace   let go
===============  ==============================================================

Shift+arrows stay the table's pan (``widget``); Enter with nothing held
is Ready (the button's shortcut).
"""

from __future__ import annotations

import math

from tabletop.games.monsterraid import geometry

from ...text import key
from . import placing

STEP_MM = 40.0   # an arrow with no legal spot that way
FINE_MM = 5.0    # Ctrl+arrow
CONE = 0.5       # cos 60°: a spot within 60° of the arrow is "that way" first...
SIDE = 0.05      # ... else one anywhere on that side (under about 87°)
BADGE_AT = (0.72, 0.62)  # the boss's number (when it moves) this far left and up, in circumradii
BADGE_OUT = 10.0  # a minion's number this far (mm) beyond its outer edge, away from the boss
CARD_BADGE_OUT = 0.5 * geometry.CARD_LENGTH + 14.0  # a card's number this far out from its middle (off its title)
ARROWS = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, 1.0), "down": (0.0, -1.0)}  # table y is up


def movable(view: dict, legal) -> list[tuple[str, str]]:
    """What may move now, in the numbering order: ("target", id) for the minions, then ("card", id)."""
    out: list[tuple[str, str]] = []
    for tg in view["targets"]:
        if tg["role"] == "minion" and placing.minion_spots(view, legal, tg["id"]):
            out.append(("target", tg["id"]))
    for card in view["effect_cards"]:
        if placing.card_spots(view, legal, card["id"]):
            out.append(("card", card["id"]))
    return out


def centre(view: dict, item: tuple[str, str]) -> tuple[float, float]:
    kind, ident = item
    thing = placing.target(view, ident) if kind == "target" else placing.card(view, ident)
    return thing["x"], thing["y"]


def spots(view: dict, legal, item: tuple[str, str]):
    kind, ident = item
    return placing.minion_spots(view, legal, ident) if kind == "target" else placing.card_spots(view, legal, ident)


def jump(options, at: tuple[float, float], dx: float, dy: float) -> tuple[float, float] | None:
    """The centre of the legal spot that way from ``at``: within 60° of (dx, dy) if any, else anywhere on that
    side; near and straight first. None when every spot lies the other way."""
    for least in (CONE, SIDE):
        best = None
        for _action, pose in options:
            vx, vy = pose[0] - at[0], pose[1] - at[1]
            d = math.hypot(vx, vy)
            if d < 1.0:
                continue
            cos = (vx * dx + vy * dy) / d
            if cos < least:
                continue
            score = d * (2.0 - cos)
            if best is None or score < best[0]:
                best = (score, (pose[0], pose[1]))
        if best is not None:
            return best[1]
    return None


class PlacementKeys:
    """The keys above for one scene (``scene.placer`` holds the thing; ``scene.legal()`` the moves)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: tuple[int, list] | None = None
        self._spots: tuple[tuple, list] | None = None

    def items(self) -> list[tuple[str, str]]:
        legal = self.scene.legal()
        if self._cache is None or self._cache[0] != id(legal):
            self._cache = (id(legal), movable(self.scene.view_data, legal))
        return self._cache[1]

    def badges(self) -> list[tuple[float, float, str, bool]]:
        """(x, y, number, held) of each thing that may move, for the table to draw: a card's just beyond its
        outer end, a minion's just beyond its outer edge (names, titles and HP bars stay readable)."""
        view = self.scene.view_data
        held = self.scene.placer.drag
        out = []
        for i, item in enumerate(self.items()[:9]):
            x, y = centre(view, item)
            boss = next((t for t in view["targets"] if t["role"] == "boss" and not t["destroyed"]), None)
            if item[0] == "target" and (boss is None or boss["id"] == item[1]):
                r = geometry.circumradius(placing.target(view, item[1])["sides"])
                x, y = x - BADGE_AT[0] * r, y + BADGE_AT[1] * r
            elif item[0] == "target":  # outwards from the boss
                reach = geometry.apothem(placing.target(view, item[1])["sides"]) + BADGE_OUT
                length = math.hypot(x - boss["x"], y - boss["y"]) or 1.0
                x, y = x + (x - boss["x"]) / length * reach, y + (y - boss["y"]) / length * reach
            else:  # outwards from the card's board
                bx, by = centre(view, ("target", placing.card(view, item[1])["board"]))
                length = math.hypot(x - bx, y - by) or 1.0
                x, y = x + (x - bx) / length * CARD_BADGE_OUT, y + (y - by) / length * CARD_BADGE_OUT
            out.append((x, y, str(i + 1), item == held))
        return out

    def outlines(self) -> list[tuple[str, tuple[float, float, float], int]]:
        """(kind, pose, sides) of every legal spot of the thing the keys hold, for the table to outline faintly."""
        placer = self.scene.placer
        if placer.drag is None or not placer.by_keys:
            return []
        legal = self.scene.legal()
        if self._spots is None or self._spots[0] != (id(legal), placer.drag):
            view = self.scene.view_data
            kind, ident = placer.drag
            sides = placing.target(view, ident)["sides"] if kind == "target" else 0
            seen, out = set(), []
            for _action, pose in spots(view, legal, placer.drag):
                where = (round(pose[0], 1), round(pose[1], 1))
                if where not in seen:  # several anchors / edges may give the same outline
                    seen.add(where)
                    out.append((kind, pose, sides))
            self._spots = ((id(legal), placer.drag), out)
        return self._spots[1]

    def take(self, item: tuple[str, str]) -> None:
        placer = self.scene.placer
        placer.drag, placer.drag_at, placer.by_keys = item, None, True

    def cycle(self, step: int) -> None:
        items = self.items()
        if not items:
            self.scene.notify(key("mr.nothing_to_move"))
            return
        held = self.scene.placer.drag
        index = items.index(held) + step if held in items else (0 if step > 0 else -1)
        self.take(items[index % len(items)])

    def move(self, name: str) -> None:
        placer = self.scene.placer
        view = self.scene.view_data
        fine = name.startswith("ctrl+")
        dx, dy = ARROWS[name.split("+")[-1]]
        at = placer.drag_at or centre(view, placer.drag)
        to = None if fine else jump(spots(view, self.scene.legal(), placer.drag), at, dx, dy)
        if to is None:
            step = FINE_MM if fine else STEP_MM
            to = (min(max(at[0] + dx * step, 0.0), view["table"]["width"]),
                  min(max(at[1] + dy * step, 0.0), view["table"]["height"]))
        placer.drag_at = to
        placer.by_keys = True

    def handle(self, inp) -> bool:
        """A key of the placement phase; True if used (see the module doc)."""
        if inp.kind != "key":
            return False
        name = inp.shortcut
        placer = self.scene.placer
        if name in ("tab", "shift+tab"):
            self.cycle(-1 if name == "shift+tab" else 1)
            return True
        if len(name) == 1 and name in "123456789":
            items = self.items()
            n = int(name)
            if n <= len(items):
                self.take(items[n - 1])
            else:
                self.scene.notify(key("mr.no_such_number" if items else "mr.nothing_to_move"))
            return True
        if placer.drag is None:
            return False
        if name in ARROWS or (name.startswith("ctrl+") and name[5:] in ARROWS):
            self.move(name)
            return True
        if name in ("return", "enter", "kp_enter"):
            if placer.drag_at is None:
                self.scene.notify(key("mr.key_move_first"))
            else:
                placer.drop(self.scene)
            return True
        if name in ("escape", "backspace"):
            placer.drag, placer.drag_at, placer.by_keys = None, None, False
            return True
        return False
