"""Edge markers on the Dunbine map: where the enemy machines off the view are.

The newcomer pass (issue 16, round two) moved a machine towards the enemy on turn 2 with both enemy machines off
the map view and had to guess where they were. Each enemy machine of the side to act whose hex centre is off the
view gets a marker at the view's edge, on the line from the view's centre to it: a disc with its distance in hexes
from the acting (else selected) machine and an arrow pointing out at it, none where it would lie on a hex the
acting machine may move to (a move to the view's edge, next to that enemy, stays the click's). Machines stacked in
one hex share a marker; markers whose click areas (disc and arrow) would touch stand ``SPREAD`` apart along their
edge (two sat 6 px apart, each arrow over the other's disc). A click on a marker brings that machine and the acting
one into view (zooming out down to ``LEAST_ZOOM`` if they need it, else centring on the enemy), the camera gliding
there as the arrow keys pan it (``MapView.glide_to``; it jumped); the pointer over a marker names its machines.
The acting (else selected) machine off the view has a marker too, a dot in its side's colour: a click glides back
to it (the newcomer pass at 800x560 looked at an enemy 22 hexes away and found no way back). ``marks(scene)``
gives them in window coordinates, ``mark_at`` finds one under a point, ``draw`` paints them on the map view's
subsurface.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from tabletop.core.hexgrid import Hex, distance

from ... import theme
from .counters import names, side_fill

INSET = 27        # px from the view's edge to a marker's centre (its arrow's tip 3 px in)
RADIUS = 14       # px: the marker's disc
ARROW = 10        # px the arrow's tip reaches beyond the disc
SPREAD = 2 * (RADIUS + ARROW) + 4   # px between the centres of two markers (their click areas 4 px apart)
LEAST_ZOOM = 0.7  # a click zooms out at most to this (the name plates show from 0.7: the scene's HOME_ZOOM) to show
#                   the enemy with the acting machine


@dataclass(frozen=True)
class EdgeMark:
    uid: str
    hex: Hex
    centre: tuple[int, int]           # window coordinates
    toward: tuple[float, float]       # unit vector from the centre towards the machine
    hexes: int | None                 # distance from the acting (else selected) machine
    more: tuple[str, ...] = ()        # the other machines of its stack (one marker for a hex)
    own: bool = False                 # the acting (else selected) machine itself: a click brings the view back

    @property
    def rect(self) -> pygame.Rect:
        """The marker's click area (the disc and its arrow), window coordinates."""
        r = RADIUS + ARROW
        return pygame.Rect(self.centre[0] - r, self.centre[1] - r, 2 * r, 2 * r)

    def tip(self) -> tuple[float, float]:
        return (self.centre[0] + self.toward[0] * (RADIUS + ARROW), self.centre[1] + self.toward[1] * (RADIUS + ARROW))


def acting(scene):
    """(the side to act, the hex distances are counted from) or (None, None)."""
    side, here = _acting(scene)
    return side, (scene.seen.mover(here).hex if here is not None else None)


def _acting(scene):
    """(the side to act, its acting else selected machine in play or None) or (None, None)."""
    seen = scene.seen
    active = seen.find(seen.active) if seen.phase == "action" else None
    decision = scene.session.pending()
    side = active.side if active is not None else decision.seat if decision is not None else None
    if side in scene.bots:   # the computer's side: its enemies are the player's own machines, no markers
        return None, None
    here = active or seen.find(scene.selected)
    return side, (here if here is not None and here.in_play else None)


def marks(scene) -> list[EdgeMark]:
    """The markers of the enemy machines whose hex centre is off the map view (window coordinates)."""
    view, seen = scene.mapview, scene.seen
    r = view.rect
    if r.w < 6 * INSET or r.h < 6 * INSET:
        return []
    side, mine = _acting(scene)
    if side is None:
        return []
    origin = seen.mover(mine).hex if mine is not None else None
    moves = {t.hex for t in scene.targets} if scene.weapon is None else set()
    cx, cy = r.center
    half_w, half_h = r.w / 2 - INSET, r.h / 2 - INSET
    out: list[EdgeMark] = []
    for u in seen.units:   # the enemies, and the acting machine itself (after a marker's click showed an enemy too
        if not u.in_play or u.carrier or (u.side == side and u is not mine):   # far for both, the newcomer found
            continue                                                            # no way back to it)
        h = seen.mover(u).hex
        px, py = view.hex_to_screen(h)
        if r.collidepoint(px, py):
            continue
        dx, dy = px - cx, py - cy
        t = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
        centre = [cx + dx * t, cy + dy * t]
        same = next((i for i, m in enumerate(out) if m.hex == h), None)
        if same is not None:   # a stack: one marker names them all
            out[same] = replace(out[same], more=out[same].more + (u.id,))
            continue
        vertical = abs(abs(centre[0] - cx) - half_w) < 1   # on the left or right edge: spread along y
        spot = _spread(centre, 1 if vertical else 0, (py if vertical else px) >= (cy if vertical else cx), out, r)
        if spot is None or view.hex_at(spot) in moves:
            continue   # the enemy is just beyond a hex the machine may move to: the move's click, not a marker's
        dx, dy = px - spot[0], py - spot[1]   # from where it stands (spread along the edge) to the machine
        n = math.hypot(dx, dy)
        own = u is mine
        out.append(EdgeMark(u.id, h, spot, (dx / n, dy / n),
                            None if own else distance(origin, h) if origin is not None else None, own=own))
    return out


def _spread(centre: list[float], axis: int, onward: bool, out: list[EdgeMark], view: pygame.Rect
            ) -> tuple[int, int] | None:
    """``centre``, or the nearest spot along its edge (``axis``), first ``onward`` (the way the machine lies), then
    back, where the marker's click area (disc and arrow) keeps ``SPREAD`` from every other marker's: two markers on
    one edge sat 6 px apart, their arrows over each other's discs (issue 16). None where no spot in the view is
    free."""
    low, high = (view.left, view.right) if axis == 0 else (view.top, view.bottom)
    low, high = low + INSET, high - INSET
    base = centre[axis]
    for k in range(0, 2 * max(1, int((high - low) // SPREAD)) + 2):
        step = (k + 1) // 2 * SPREAD * (1 if (k % 2 == 1) == onward else -1)
        spot = list(centre)
        spot[axis] = base + step
        if not low <= spot[axis] <= high:
            continue
        if all(math.dist(spot, m.centre) >= SPREAD for m in out):
            return round(spot[0]), round(spot[1])
    return None


def mark_at(scene, pos) -> EdgeMark | None:
    for m in marks(scene):
        if math.dist(pos, m.centre) <= RADIUS + 4 or math.dist(pos, m.tip()) <= ARROW:
            return m
    return None


def bring(scene, mark: EdgeMark) -> None:
    """A click on ``mark``: the enemy and the acting machine in view if the zoom allows, else the enemy centred.
    The camera glides there as the arrow keys pan it (``MapView.glide_to``; a jump lost the player's bearings, issue
    16): a zoom out it needs comes first, about the view's centre, then the pan, eased."""
    view = scene.mapview
    camera = view.camera
    x0, y0, zoom0 = camera.x, camera.y, camera.zoom
    _side, origin = acting(scene)
    if mark.own or origin is None or not scene.frame([origin, mark.hex], least_zoom=LEAST_ZOOM):
        view.centre_on(mark.hex)
    goal = camera.x, camera.y
    cx, cy = x0 + camera.view_w / (2 * zoom0), y0 + camera.view_h / (2 * zoom0)   # the view's centre before
    camera.x, camera.y = cx - camera.view_w / (2 * camera.zoom), cy - camera.view_h / (2 * camera.zoom)
    camera.clamp()
    view.glide_to(*goal)


def draw(scene, surface: pygame.Surface, view) -> None:
    """The markers on the map view's subsurface, and the hovered one's name."""
    ui, seen = scene.app, scene.seen
    ox, oy = view.rect.topleft
    hot = mark_at(scene, view.pointer) if view.pointer else None
    for m in marks(scene):
        c = (m.centre[0] - ox, m.centre[1] - oy)
        u = seen.unit(m.uid)
        colour = side_fill(u.side)
        ux, uy = m.toward
        tip = (c[0] + ux * (RADIUS + ARROW), c[1] + uy * (RADIUS + ARROW))
        wings = [(c[0] + ux * (RADIUS - 2) - uy * 10, c[1] + uy * (RADIUS - 2) + ux * 10),
                 (c[0] + ux * (RADIUS - 2) + uy * 10, c[1] + uy * (RADIUS - 2) - ux * 10)]
        pygame.draw.polygon(surface, (10, 17, 24), [tip] + wings)
        pygame.draw.polygon(surface, colour, [tip] + wings, 0)
        pygame.draw.polygon(surface, (10, 17, 24), [tip] + wings, 2)
        pygame.draw.circle(surface, (10, 17, 24), c, RADIUS)
        pygame.draw.circle(surface, theme.TEXT if m is hot or (hot and hot.uid == m.uid) else colour, c, RADIUS, 3)
        if m.hexes is not None:
            s = ui.text.render(str(m.hexes), 14, theme.TEXT, True)
            surface.blit(s, s.get_rect(center=c))
        elif m.own:   # the acting machine: a filled dot in its side's colour
            pygame.draw.circle(surface, colour, c, RADIUS - 7)
    if hot is not None:
        who = ("、" if ui.lang == "ja" else ", ").join("/".join(names(seen, seen.unit(uid), ui.lang))
                                                       for uid in (hot.uid,) + hot.more)
        far = "" if hot.hexes is None else (f"：{hot.hexes}ヘックス先" if ui.lang == "ja" else f": {hot.hexes} hexes away")
        more = "（クリックで表示）" if ui.lang == "ja" else " (click to look)"
        if hot.own:
            far, more = ("（行動中）：クリックで戻る", "") if ui.lang == "ja" else (" (acting): click to go back", "")
        s = ui.text.render(f"{who}{far}{more}", 15, theme.TEXT)
        w, h = s.get_width() + 12, s.get_height() + 6   # inward of the marker, off its disc
        far_x, far_y = RADIUS + 8 + w / 2, RADIUS + 8 + h / 2
        reach = min(far_x / abs(hot.toward[0]) if hot.toward[0] else math.inf,
                    far_y / abs(hot.toward[1]) if hot.toward[1] else math.inf)
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(hot.centre[0] - ox - hot.toward[0] * reach), round(hot.centre[1] - oy - hot.toward[1] * reach))
        box.clamp_ip(surface.get_rect())
        disc = pygame.Rect(0, 0, 2 * RADIUS + 4, 2 * RADIUS + 4)
        disc.center = (hot.centre[0] - ox, hot.centre[1] - oy)
        for dy in (0, -(RADIUS + 6 + h // 2), RADIUS + 6 + h // 2):   # a name too long to stand beside its marker
            if not box.colliderect(disc):   # (a stack's two names at 800x560) goes above it, else below it
                break
            box.center = (disc.centerx, disc.centery + dy)
            box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (10, 17, 24), box, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
        surface.blit(s, s.get_rect(center=box.center))
