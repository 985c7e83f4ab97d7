"""Drawing on the map for the Dunbine scene (called with the map view's subsurface).

``decorate(scene, surface, view)``: the action phase's move highlights and
turn markers, a chosen weapon's reach with the six ranges (13) and its legal
targets, the attack being resolved (a line and the target's ranges), the
counters, the active machine's thrust-left badge and the hover label.
``draw_ranges`` draws the six range boundaries and their names.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.geometry import FRONT

from ... import theme
from ...hexmap import overlay
from ...text import resolve
from . import edgemarks
from .counters import draw_counters

MOVE_FILL = {"forward": (80, 220, 120, 90), "back": (200, 120, 255, 90), "slip": (90, 170, 255, 95)}
REACH_FILL = (255, 150, 60, 70)
TARGET_RING = (255, 214, 80)
RANGE_NAMES = {"FF": 0, "FL": 60, "BL": 120, "BB": 180, "BR": -120, "FR": -60}


def decorate(self, surface: pygame.Surface, view) -> None:
    """Move highlights, weapon reach, ranges, the attack line, counters, turn markers, hover label."""
    seen = self.seen
    layout, camera = view.layout, view.camera
    decision = self.session.pending()
    marks: dict[str, tuple] = {}
    ranges: list[tuple] = []          # (machine, colour): its six ranges, lines under the pieces, labels over
    hover_label = None
    preview = None
    if decision is not None and decision.kind == "action" and seen.attack is None:
        m = seen.find(seen.active)
        if self.weapon is not None and m is not None:
            uid, wid = self.weapon
            mm = seen.mover(seen.unit(uid))
            overlay.fill(surface, layout, self.reach(uid, wid), camera, REACH_FILL)
            ranges.append((mm, (255, 230, 160)))
            for a in self.legal:
                if isinstance(a, A.Attack) and a.unit == uid and a.weapon == wid:
                    marks[a.target] = TARGET_RING
            if self.target:
                marks[self.target] = (255, 90, 60)
        else:
            targets = self.targets
            for kind, colour in MOVE_FILL.items():
                overlay.fill(surface, layout, [t.hex for t in targets if t.kind == kind], camera, colour)
            hovered = view.hovered
            marker = self.turn_marker_at(view.pointer) if view.pointer else None
            if marker is not None:
                hover_label = marker.label
            elif hovered is not None:
                for t in targets:
                    if t.kind != "turn" and t.hex == hovered:
                        preview, hover_label = t, t.label
                        break
    at = seen.attack
    if at is not None:
        a, t = seen.unit(at.attacker), seen.unit(at.target)
        p1 = overlay.hex_centre(layout, seen.mover(a).hex, camera)
        p2 = overlay.hex_centre(layout, seen.mover(t).hex, camera)
        pygame.draw.line(surface, (255, 90, 60), p1, p2, 4)
        ranges.append((seen.mover(t), (120, 200, 255)))
        marks[at.target] = (255, 90, 60)
    for m, colour in ranges:
        draw_ranges(self, surface, m, colour, labels=False)
    if preview is not None:
        overlay.path(surface, layout, preview.path, camera, (255, 250, 200), 4)
    occupied: list[tuple[str, pygame.Rect]] = []
    markers = self.turn_markers() if self.weapon is None else []
    turns = [marker_rect(p, r) for _t, p, r in markers]
    centres = draw_counters(surface, self.app, seen, view, self.selected, marks, occupied, turns)
    occupied.extend(("turn", r) for r in turns)     # the thrust-left badge keeps clear of them too
    active = seen.find(seen.active) if seen.phase == "action" else None
    if active is not None and active.id in centres:
        left = active.thrust_left
        label = f"残り推力{left}" if self.app.lang == "ja" else f"{left} thrust left"
        badge = self.app.text.render(label, 14, (20, 16, 4), True)
        box = thrust_left_spot(badge.get_rect().inflate(8, 2), centres[active.id], seen.mover(active).id, occupied,
                               surface.get_rect())
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=6)
        surface.blit(badge, badge.get_rect(center=box.center))
        occupied.append(("", box))
    for m, colour in ranges:
        draw_ranges(self, surface, m, colour, occupied, lines=False)
    if self.weapon is None:
        hot = self.turn_marker_at(view.pointer) if view.pointer else None
        for t, p, r in markers:
            ang = view.layout.direction_angle(t.facing)
            tip = overlay.point_at(p, ang, r)
            wing = [overlay.point_at(p, ang + 140, r), overlay.point_at(p, ang - 140, r)]
            colour = (255, 255, 255) if t is hot or (hot and hot.actions == t.actions) else (255, 214, 80)
            pygame.draw.polygon(surface, (25, 20, 10), [overlay.point_at(p, ang, r + 2)]
                                + [overlay.point_at(p, ang + 140, r + 2), overlay.point_at(p, ang - 140, r + 2)])
            pygame.draw.polygon(surface, colour, [tip] + wing)
    edgemarks.draw(self, surface, view)
    if hover_label is not None and view.pointer is not None and edgemarks.mark_at(self, view.pointer) is None:
        s = self.app.text.render(resolve(hover_label, self.app.lang), 15, theme.TEXT)
        px, py = view.pointer[0] - view.rect.x, view.pointer[1] - view.rect.y
        box = s.get_rect(bottomleft=(px + 14, py - 10)).inflate(12, 6)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (10, 17, 24), box, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
        surface.blit(s, s.get_rect(center=box.center))


def marker_rect(p: tuple[float, float], r: float) -> pygame.Rect:
    """The box of a turn marker at ``p`` of radius ``r`` with its dark edge (drawn ``r`` + 2 out)."""
    reach = int(math.ceil(r)) + 3
    return pygame.Rect(int(p[0]) - reach, int(p[1]) - reach, 2 * reach + 1, 2 * reach + 1)


def thrust_left_spot(box: pygame.Rect, centre: tuple[int, int], uid: str,
                     occupied: list[tuple[str, pygame.Rect]], bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Where the active machine's "thrust left" badge goes: just under its piece and name plate, else just
    over them, else right beside the piece (clear of its plate), else beside piece and plate - the first place
    that covers no other piece or plate (else under), each kept inside ``bounds`` (the map view). Beside the plate alone, at 150 % the badge stood a hex
    and more from its machine (Bern's 「残り推力0」 over an empty cloud hex)."""
    x, y = centre
    own = [r for who, r in occupied if who == uid]
    group = own[0].unionall(own[1:]) if own else pygame.Rect(x, y, 0, 0)
    others = [r for who, r in occupied if who != uid]
    piece = own[0] if own else group
    spots = [box.move_to(midtop=(x, group.bottom + 1)), box.move_to(midbottom=(x, group.top - 1)),
             box.move_to(midleft=(piece.right + 1, y)), box.move_to(midright=(piece.left - 1, y)),
             box.move_to(midright=(group.left - 1, y)), box.move_to(midleft=(group.right + 1, y))]
    if bounds is not None:  # read whole: a machine at the map view's edge had "3 thrust l" cut by it
        spots = [r.clamp(bounds) for r in spots]
    return next((r for r in spots if r.collidelist(others) < 0 and r.collidelist(own) < 0), spots[0])


def draw_ranges(self, surface, m, colour=(255, 230, 160), occupied: list[tuple[str, pygame.Rect]] | None = None,
                lines: bool = True, labels: bool = True) -> None:
    """The six ranges of machine ``m`` (13): boundary lines and FF/FR/FL/BR/BL/BB labels. The labels go
    on their range's middle line, where they cover none of ``occupied`` (pieces, name plates, badges)."""
    view = self.mapview
    c = overlay.hex_centre(view.layout, m.hex, view.camera)
    facing = view.layout.direction_angle(m.facing)
    rad = overlay.hex_radius(view.layout, view.camera)
    if lines:
        overlay.sector_lines(surface, c, facing, rad * 7.5, colour, 1)
    if not labels:
        return
    taken = [r for _who, r in occupied or []]
    for name, off in RANGE_NAMES.items():
        s = self.app.text.render(name, 14, (20, 20, 20) if name in FRONT else (60, 20, 20), True)
        box = range_label_spot(s.get_rect().inflate(8, 2), c, facing + off, rad, taken, surface.get_clip())
        taken.append(box)
        pygame.draw.rect(surface, colour, box, border_radius=4)
        surface.blit(s, s.get_rect(center=box.center))


#: How far out (in hex radii) a range's label may sit on its middle line, the first that is free first,
#: and how far (degrees) off that line, still well inside the range's 60 degrees.
LABEL_STEPS = (3.2, 2.5, 3.9, 4.6, 1.8, 5.3)
LABEL_TURNS = (0.0, 18.0, -18.0)


def range_label_spot(box: pygame.Rect, centre, angle: float, rad: float, taken: list[pygame.Rect],
                     clip: pygame.Rect) -> pygame.Rect:
    """Where a range's label goes: on (or, ``LABEL_TURNS``, beside) the range's middle line at the first
    distance of ``LABEL_STEPS`` where it covers none of ``taken``, kept on the map (a machine at the map's edge); where every one
    covers something (a crowd, the map's edge), the one that covers least."""
    spots = []
    for k in LABEL_STEPS:
        for turn in LABEL_TURNS:
            p = overlay.point_at(centre, angle + turn, rad * k)
            spot = box.move_to(center=(int(p[0]), int(p[1])))
            spot.clamp_ip(clip)
            spots.append(spot)

    def covered(r: pygame.Rect) -> int:
        return sum(c.w * c.h for c in (r.clip(t) for t in taken))

    return min(spots, key=covered)
