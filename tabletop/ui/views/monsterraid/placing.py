"""The placement phase by mouse (rule 0 ターゲットの配置, エフェクトの設置).

A minion dragged on the table goes to the legal spot (``PlaceMinion`` from
``legal_actions``) whose centre is nearest the drop point, within
``SNAP_MM``; an effect card goes to the free edge (``PlaceEffect``) nearest
the drop point. The view's ``placement`` gives each legal move's pose (the
rules' own ``check_minion`` and card pose), so what is previewed is exactly
what ``apply`` will do. Everything here reads the game's view (``view``), never
its state. ``PlacementDrag`` holds
the drag in progress and turns the scene's pointer inputs into those actions;
the keyboard (``placing_keys``) moves the same ``drag_at`` point and drops it
with the same ``drop``, so both refuse a move with the same rule and text.
"""

from __future__ import annotations

import math

from tabletop.core.game import rules_error
from tabletop.core.i18n import t as tr
from tabletop.games.monsterraid import geometry
from tabletop.games.monsterraid.actions import PlaceEffect, PlaceMinion

SNAP_MM = 160.0  # a drop farther than this from every legal spot is refused
RULE_PLACEMENT = "monsterraid 0 ターゲットの配置"
RULE_EFFECTS = "monsterraid 0 エフェクトの設置"


def refuse(scene, rule: str, name: str) -> None:
    """Show why the drop is refused as a rules banner (rule number, Japanese and English)."""
    scene.show_error(rules_error(rule, tr(name, "ja"), tr(name, "en")))


def target(view: dict, target_id: str) -> dict:
    """The view's entry of a target."""
    return next(tg for tg in view["targets"] if tg["id"] == target_id)


def card(view: dict, card_id: str) -> dict:
    """The view's entry of an effect card."""
    return next(c for c in view["effect_cards"] if c["id"] == card_id)


def thing_at(view: dict, x: float, y: float) -> tuple[str, str] | None:
    """("card" | "target", id) under the table point (x, y); cards lie above boards."""
    for c in sorted(view["effect_cards"], key=lambda c: -c["layer"]):
        if geometry.point_in_polygon(x, y, geometry.card_polygon(c["x"], c["y"], c["angle"])):
            return "card", c["id"]
    for tg in view["targets"]:
        if not tg["destroyed"] and geometry.point_in_polygon(x, y, geometry.polygon(tg["x"], tg["y"], tg["angle"],
                                                                                      tg["sides"])):
            return "target", tg["id"]
    return None


def minion_spots(view: dict, legal, target_id: str) -> list[tuple[PlaceMinion, tuple[float, float, float]]]:
    """The legal moves of the minion with the pose each gives (the view's ``placement``)."""
    poses = {(m["target"], m["anchor"], m["anchor_edge"], m["own_edge"]): tuple(m["pose"])
             for m in view["placement"]["minions"] if m["target"] == target_id}
    out = []
    for action in legal:
        if isinstance(action, PlaceMinion) and action.target == target_id:
            pose = poses.get((action.target, action.anchor, action.anchor_edge, action.own_edge))
            if pose is not None:
                out.append((action, pose))
    return out


def card_spots(view: dict, legal, card_id: str) -> list[tuple[PlaceEffect, tuple[float, float, float]]]:
    """The legal moves of the effect card with the pose each gives (the view's ``placement``)."""
    poses = {c["edge"]: tuple(c["pose"]) for c in view["placement"]["cards"] if c["card"] == card_id}
    out = []
    for action in legal:
        if isinstance(action, PlaceEffect) and action.card == card_id and action.edge in poses:
            out.append((action, poses[action.edge]))
    return out


def nearest(spots, x: float, y: float, limit: float = SNAP_MM):
    """The (action, pose) whose pose centre is nearest (x, y), or None beyond ``limit`` mm."""
    best = None
    for action, pose in spots:
        d = math.hypot(pose[0] - x, pose[1] - y)
        if d <= limit and (best is None or d < best[0]):
            best = (d, action, pose)
    return (best[1], best[2]) if best else None


class PlacementDrag:
    """The minion or effect card being dragged (``drag``) and where the pointer is on the table (``drag_at``)."""

    def __init__(self) -> None:
        self.drag: tuple[str, str] | None = None  # ("target" | "card", id)
        self.drag_at: tuple[float, float] | None = None
        self.by_keys = False  # the keyboard holds it (``placing_keys``): its cursor is drawn

    def ghost(self, scene):
        """(kind, pose, sides, legal) of the outline to draw while dragging, or None."""
        if self.drag is None or self.drag_at is None:
            return None
        view = scene.view_data
        kind, ident = self.drag
        x, y = self.drag_at
        if kind == "target":
            spot = nearest(minion_spots(view, scene.legal(), ident), x, y)
            sides = target(view, ident)["sides"]
        else:
            spot = nearest(card_spots(view, scene.legal(), ident), x, y)
            sides = 0
        if spot is None:
            thing = target(view, ident) if kind == "target" else card(view, ident)
            pose = (x, y, thing["angle"])
            return kind, pose, sides, False
        return kind, spot[1], sides, True

    def handle(self, scene, inp) -> bool:
        """Left-button presses and drags on the table in the placement phase."""
        if not inp.pointer or inp.kind in ("motion", "wheel"):
            return False
        if getattr(inp, "button", 1) != 1:
            return False
        board = scene.board
        if inp.kind == "press":
            if not board.rect.collidepoint(inp.pos):
                return False
            x, y = board.transform().to_table(*inp.pos)
            view = scene.view_data
            found = thing_at(view, x, y)
            self.drag, self.drag_at, self.by_keys = None, None, False
            if found is None:
                return True
            kind, ident = found
            legal = scene.legal()
            if kind == "target" and minion_spots(view, legal, ident):
                self.drag = found
            elif kind == "card" and card_spots(view, legal, ident):
                self.drag = found
            elif kind == "card":
                refuse(scene, RULE_EFFECTS, "mr.card_fixed")
            elif target(view, ident)["role"] == "minion" and not target(view, ident)["raised"]:
                refuse(scene, RULE_PLACEMENT, "mr.no_spot")
            else:
                refuse(scene, RULE_PLACEMENT, "mr.not_movable")
            return True
        if inp.kind in ("drag_start", "drag_move") and self.drag is not None:
            self.drag_at = board.transform().to_table(*inp.pos)
            return True
        if inp.kind == "drag_end" and self.drag is not None:
            self.drag_at = board.transform().to_table(*inp.pos)
            self.drop(scene)
            return True
        if inp.kind == "click" and self.drag is not None:
            self.drag, self.by_keys = None, False
            return True
        return False

    def drop(self, scene) -> bool:
        """Put the held thing at the legal spot nearest ``drag_at`` (the rules apply it), or say why not."""
        ghost = self.ghost(scene)
        kind, ident = self.drag
        x, y = self.drag_at
        self.drag, self.drag_at, self.by_keys = None, None, False
        view = scene.view_data
        spots = (minion_spots(view, scene.legal(), ident) if kind == "target"
                 else card_spots(view, scene.legal(), ident))
        spot = nearest(spots, x, y)
        if ghost is None or spot is None:
            refuse(scene, RULE_PLACEMENT, "mr.no_spot")
            return False
        return scene.apply_action(spot[0])
