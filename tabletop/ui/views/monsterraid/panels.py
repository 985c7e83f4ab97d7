"""Drawing the Monster Raid side panels from the game's view (no game state is changed here).

* ``draw_adventurer``: one adventurer's panel: its card as a tile read at its size (how it shoots,
  the launcher; the whole card on hover), the
  player seat, the dice left in hand, the ultimate (奥義) dice (on the card,
  on the battlefield, used), the skills in play with their tap state, passed,
  cursed; the adventurer whose turn it is is framed in gold.
* ``draw_targets``: the targets' cards with HP, damage, the wall damage
  they make and the round-end preview, each under its name in the app's small type where the panel holds it
  (``target_names``), destroyed ones face down, named and crossed out; then the
  effect cards on the table as name strips, each title whole (``effect_slots``; hover to read).
Each function returns hover regions ``(rect, CardFace)`` the scene enlarges.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import NamedTuple

import pygame

from tabletop.core.i18n import Text, t
from tabletop.physics.model import Die

from ... import theme
from ...cards.breaks import breaks_a_word, split_lines
from ...cards.face import CardFace, frame_for
from ...cards.render import MIN_NAME, CardRenderer, card_size
from .render import (BOARD_EDGE, BOARD_FILL, EMBLEM_OPAQUE, draw_die_icon, emblem_surface, owner_side, owner_style,
                     shrink_to_fit)
from .faces import METHOD, adventurer_face, distinct_part, effect_face, skill_face, target_face

GOLD = theme.GOLD
TOP_H = 52  # the top bar's height
TILE_PAPER = (242, 234, 214)
TILE_INK = (40, 30, 20)
TILE_MUTED = (96, 80, 60)
TILE_TYPE = theme.SIZE_SMALL - 2  # the adventurer tile's type (13 px at 100 %)
FIELD_DIE_ALPHA = 110  # an ultimate die out on the battlefield, drawn faded in the panel
Hover = tuple[pygame.Rect, CardFace]
#: Room (px) the name's first line leaves for the mouse mark in the panel's top-right corner (``draw_adventurer``).
MOUSE_ROOM = 14


def _die(d: dict, owner: str, face: int = 0) -> Die:
    return Die(d["id"], d["kind"], owner, 0.0, 0.0, 0.0, face or int(d["kind"][1:]), False)


class PanelPlan(NamedTuple):
    """Where an adventurer panel's parts go (``plan_adventurer``): the card, the name's lines in their size and
    their foot, the seat line in its size and its top, the dice rows' radius and tops, the skill chips."""
    card: pygame.Rect
    names: list[str]
    name_size: int
    name_foot: int
    seat: tuple[str, int]
    seat_y: int
    radius: int
    rows: list[tuple[int, list]]
    chips: list[tuple[pygame.Rect, dict, str, int]]
    label_w: int


def plan_adventurer(text, lang: str, rect: pygame.Rect, adv: dict, seat_label: str, turn: bool,
                    mouse: bool) -> PanelPlan:
    """The panel's parts in ``rect`` (no drawing): ``draw_adventurer`` draws them, and the scene asks for how many
    skill chips a width shows before it widens the panels' column (``all_skills_shown``). A name that takes two
    lines goes on one line (smaller, down to 4 px under the small type) where that lets the panel show more skill
    chips: at 800x560 with four players "竜騎士 / シグルド" in his turn left room for one chip and "+4" (issue 16)."""
    cw = max(40, min(64, int((rect.h - 70) / (88 / 63))))
    card_rect = pygame.Rect(rect.x + 8, rect.y + 8, cw, int(cw * 88 / 63))
    width = rect.right - 8 - (card_rect.right + 8)
    # name (after the adventurer's shape marker: its dice are not told by colour alone) and seat
    room = width - 4 - 2 * 7 - 5
    name, least = adv["name"][lang], theme.SIZE_SMALL - 4
    lines = name_lines(text, name, theme.SIZE_SMALL + 1, room, least)
    mark = MOUSE_ROOM if mouse else 0   # what the first line leaves the mouse mark in the top-right corner
    if text.size(lines[0][0], lines[0][1], True)[0] > room - mark:   # only the first line makes room for it (at
        room -= mark                                                 # 800x560 "Paola the Crimson Emp…" in her turn)
        mark = 0
        lines = name_lines(text, name, theme.SIZE_SMALL + 1, room, least)
    plan = _plan_panel(text, lang, rect, card_rect, adv, seat_label, turn, lines)
    # the name on one line is a first line too (at 150 % "Sigurd the Dragon Knight" so lay under the mouse mark)
    one = next(([(name, n)] for n in range(lines[0][1], least - 1, -1)
                if text.size(name, n, True)[0] <= room - mark), None)
    if len(lines) > 1 and one is not None and _named(plan) < len(adv["skills"]):
        flat = _plan_panel(text, lang, rect, card_rect, adv, seat_label, turn, one)
        if _named(flat) > _named(plan):
            return flat
    return plan


def _named(plan: PanelPlan) -> int:
    """How many skills a panel's plan names by a chip of their own (not the "+N" chip)."""
    return sum(1 for c in plan.chips if c[1] is not MORE)


def _plan_panel(text, lang: str, rect: pygame.Rect, card_rect: pygame.Rect, adv: dict, seat_label: str, turn: bool,
                lines: list[tuple[str, int]]) -> PanelPlan:
    """``plan_adventurer`` with the name's ``lines`` chosen: the seat under them, the dice rows and the chips."""
    x0 = card_rect.right + 8
    width = rect.right - 8 - x0
    names, size = [line for line, _n in lines], lines[0][1]
    ny = name_foot = rect.y + 6
    for part in names:   # (drawn as ``draw_adventurer`` draws them: the foot of their ink)
        ink = text.render(part, size, theme.TEXT, True)
        name_foot = ny + (text.line_height(theme.SIZE_SMALL + 1) - ink.get_height()) // 2 + ink.get_bounding_rect().bottom
        ny += text.line_height(size) if len(names) > 1 else text.line_height(theme.SIZE_SMALL + 1)
    dy = max(0, ny + 2 - (rect.y + 6 + text.line_height(theme.SIZE_SMALL + 1)))  # what a second line takes
    seat = ("▶ " if turn else "") + seat_label
    line, seat_size = seat_line(text, seat, bool(adv["passed"]), bool(adv["cursed"]), lang, width)
    # the seat's ink ``NAME_GAP`` px under the name's at least (「赤の女帝パオラ」's second line touched "Player 2")
    dy += max(0, name_foot + NAME_GAP - (rect.y + 26 + dy + text.render(line, seat_size, theme.TEXT).get_bounding_rect().y))
    # dice in hand and ultimate dice, the whole width under the card
    skills = list(adv["skills"])
    y = card_rect.bottom + 6
    lw = max(text.size(t(k, lang), theme.SIZE_SMALL - 2)[0] for k in ("mr.hand", "mr.ultimate")) + 6
    most = max(len(adv["hand"]), len(adv["ultimate"]), 1)
    # skills in play (tap state): beside the card under the seat, right of the dice rows, then under them; where
    # that is not room for them all also right of the seat (then a little lower beside the card), and then with
    # the dice drawn smaller (at 150 % a panel has no room under the dice: the skills gained by growth were not
    # shown, only the log named them)
    seat_right = x0 + text.size(line, seat_size)[0] + 8
    seat_top = max(rect.y + 26 + dy + text.line_height(seat_size) // 2 - CHIP_LEAST // 2, ny + 3)   # (clear of the
    seat_room = pygame.Rect(seat_right, seat_top, rect.right - 8 - seat_right, CHIP_LEAST)        # name's descenders)
    # the seat line's ink: a chip keeps off it (at 150 % in Sigurd's turn, his name on two lines and his hand empty,
    # "ドラゴンソウル" beside the hand row lay on "▶ プレイヤー1"; under the seat, "Iai" touched the "▶")
    seat_box = text.render(line, seat_size, theme.TEXT).get_bounding_rect().move(x0, rect.y + 26 + dy)
    under_card = max(rect.y + 46 + dy, seat_box.bottom + 2)
    under_seat = max(under_card, seat_room.bottom + 1)
    tries = [(r, beside) for r in sorted({max(7, min(10, (rect.w - 16 - lw) // most // 2 - 2)), 8}, reverse=True)
             for beside in ([pygame.Rect(x0, under_card, rect.right - 8 - x0, card_rect.bottom + 3 - under_card)],
                            [seat_room, pygame.Rect(x0, under_seat, rect.right - 8 - x0, card_rect.bottom + 3 - under_seat)])]
    best: tuple[tuple[int, bool], int, list, list] | None = None
    for r, beside in tries:   # the first that shows them all, else the one naming the most and telling the rest
        rows = [(y + i * (2 * r + 5), adv["hand"] if i == 0 else adv["ultimate"]) for i in range(2)]
        places = list(beside)
        for top, dice in rows:
            left = rect.x + 8 + lw + max(1, len(dice)) * (2 * r + 4) + 2
            place = pygame.Rect(left, top + r - CHIP_LEAST // 2 - 1, rect.right - 8 - left, CHIP_LEAST + 2)
            if place.colliderect(seat_box):   # lower, clear of the seat line, where the row leaves the room
                place.height, place.top = place.bottom - seat_box.bottom - 2, seat_box.bottom + 2
            places.append(place)
        below = rows[-1][0] + 2 * r + 7
        places.append(pygame.Rect(rect.x + 8, below, rect.w - 16, rect.bottom - 2 - below))
        found = chip_places(text, lang, skills, places)
        named = sum(1 for c in found if c[1] is not MORE)
        score = (named, named == len(skills) or len(found) > named)
        if best is None or score > best[0]:
            best = (score, r, rows, found)
        if named == len(skills):
            break
    assert best is not None
    _score, r, rows, chips = best
    return PanelPlan(card_rect, names, size, ny, (line, seat_size), rect.y + 26 + dy, r, rows, chips, lw)


def all_skills_shown(text, lang: str, rect: pygame.Rect, adv: dict, seat_label: str) -> bool:
    """Whether a panel in ``rect`` shows a chip for each of the adventurer's skills in play (no "+N") in its
    fullest look (its turn, with the mouse mark)."""
    return _named(plan_adventurer(text, lang, rect, adv, seat_label, True, True)) == len(adv["skills"])


def draw_adventurer(surface: pygame.Surface, ui, rect: pygame.Rect, adv: dict,
                    seat_label: str, turn: bool, mouse: bool) -> list[Hover]:
    text, lang = ui.text, ui.lang
    hovers: list[Hover] = []
    colour = owner_style(adv["id"])[0]
    theme.panel(surface, rect, theme.PANEL_RAISED if turn else theme.PANEL, GOLD if turn else theme.BORDER,
                width=3 if turn else 1)
    plan = plan_adventurer(text, lang, rect, adv, seat_label, turn, mouse)
    card_rect = plan.card
    _draw_adventurer_tile(surface, ui, card_rect, adv, colour)
    hovers.append((card_rect, adventurer_face(adv)))  # the whole card, enlarged on hover
    x0 = card_rect.right + 8
    r = 7
    theme.draw_side_marker(surface, (x0 + r, rect.y + 6 + text.line_height(theme.SIZE_SMALL + 1) // 2), r,
                           owner_side(adv["id"]))
    ny = rect.y + 6
    for part in plan.names:
        s = text.render(part, plan.name_size, GOLD if turn else theme.TEXT, True)
        surface.blit(s, (x0 + 2 * r + 5, ny + (text.line_height(theme.SIZE_SMALL + 1) - s.get_height()) // 2))
        ny += text.line_height(plan.name_size) if len(plan.names) > 1 else text.line_height(theme.SIZE_SMALL + 1)
    s = text.render(plan.seat[0], plan.seat[1], colour if sum(colour) > 200 else theme.TEXT_MUTED)
    surface.blit(s, (x0, plan.seat_y))
    if mouse:
        pygame.draw.rect(surface, GOLD, (rect.right - 18, rect.y + 8, 10, 16), border_radius=5)
        pygame.draw.line(surface, theme.BG, (rect.right - 13, rect.y + 9), (rect.right - 13, rect.y + 14))
    skills = list(adv["skills"])
    labels = [text.render(t(k, lang), theme.SIZE_SMALL - 2, theme.TEXT_MUTED) for k in ("mr.hand", "mr.ultimate")]
    r, rows, chips, lw = plan.radius, plan.rows, plan.chips, plan.label_w
    for row, label in enumerate(labels):
        top, dice = rows[row]
        surface.blit(label, (rect.x + 8, top + r - label.get_height() // 2))
        x = rect.x + 8 + lw
        for d in dice:
            centre = (x + r, top + r)
            if row == 0 or d["where"] == "slot":
                draw_die_icon(surface, centre, r, _die(d, adv["id"]), text)
            elif d["where"] == "field":   # an ultimate die out on the battlefield: itself, faded (English showed a
                _draw_field_die(surface, centre, r, _die(d, adv["id"]), text, lang)   # lone "F", a guess)
            else:  # an ultimate die used
                pygame.draw.circle(surface, theme.TEXT_DISABLED, centre, r, 1)
                s = text.render("×", theme.SIZE_SMALL - 3, theme.TEXT_MUTED)
                surface.blit(s, s.get_rect(center=centre))
            x += 2 * r + 4
        if not dice:
            surface.blit(text.render("—", theme.SIZE_SMALL, theme.TEXT_MUTED), (x, top))
    for chip, sk, words, n in chips:
        _draw_chip(surface, text, chip, sk, words, n, adv)
        hovers.append((chip, more_face(skills, len(chips) - 1) if sk["id"] == MORE["id"] else skill_face(sk)))
    return hovers


def _draw_field_die(surface: pygame.Surface, centre: tuple[int, int], r: int, die, text, lang: str) -> None:
    """An ultimate die on the battlefield in the panel: its icon faded (its kind and owner read, it is not in hand),
    with 場 over it in Japanese."""
    ghost = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
    draw_die_icon(ghost, (2 * r, 2 * r), r, die, text)
    ghost.set_alpha(FIELD_DIE_ALPHA)
    surface.blit(ghost, (centre[0] - 2 * r, centre[1] - 2 * r))
    if lang == "ja":
        s = text.render("場", theme.SIZE_SMALL - 3, theme.TEXT, True)
        surface.blit(s, s.get_rect(center=centre))


def seat_line(text, seat: str, passed: bool, cursed: bool, lang: str, width: int) -> tuple[str, int]:
    """The seat and the adventurer's state ("passed", "cursed") on one line ``width`` px wide: shrunk (to 3 px under
    the small type), then with the short state words, before it is cut (at 800x560 "プレイヤー1 パ…")."""
    fitted = ("", 0)
    for short in (False, True):
        tags = ([t("mr.passed_short" if short else "mr.passed", lang)] if passed else []) + \
            ([t("mr.cursed", lang)] if cursed else [])
        fitted = shrink_to_fit(text, (" " if short else "  ").join([seat] + tags), theme.SIZE_SMALL, width, False,
                               theme.SIZE_SMALL - 3)
        if not fitted[0].endswith("…"):
            break
    return fitted


def _draw_adventurer_tile(surface: pygame.Surface, ui, rect: pygame.Rect, adv: dict, colour) -> None:
    """The adventurer's card in the panel, drawn to be read at its size: a band in the adventurer's colour,
    how it shoots (one method a line, in type a player reads) and, at the foot, the launcher pad (a ring,
    struck through when it shoots without one). The whole card shows enlarged on hover."""
    text, lang = ui.text, ui.lang
    pygame.draw.rect(surface, TILE_PAPER, rect, border_radius=5)
    band = pygame.Rect(rect.x, rect.y, rect.w, max(8, rect.h // 7))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=5, border_top_right_radius=5)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=5)
    ring = max(5, min(9, rect.w // 7))
    pad = (rect.centerx, rect.bottom - ring - 4)
    pygame.draw.circle(surface, TILE_MUTED, pad, ring, 2)
    if not adv["launcher"]:
        pygame.draw.line(surface, TILE_MUTED, (pad[0] - ring - 2, pad[1] + ring + 2), (pad[0] + ring + 2, pad[1] - ring - 2), 2)
    lines = [METHOD[m].get(lang) for m in adv["methods"]]
    room_h = pad[1] - ring - 3 - (band.bottom + 2)
    size = TILE_TYPE
    while size > TILE_TYPE - 4 and len(lines) * text.line_height(size) > room_h:
        size -= 1
    y = band.bottom + 2
    for line in lines:
        fitted, n = shrink_to_fit(text, line, size, rect.w - 4, True, size - 3)
        s = text.render(fitted, n, TILE_INK, True)
        surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
        y += text.line_height(size)


#: The least gap (px) between the ink of an adventurer's name and of the seat line under it.
NAME_GAP = 3
#: A skill chip's least height (its name then 10 px).
CHIP_LEAST = 16
#: Smallest type (px) of a skill chip's name.
CHIP_TYPE_LEAST = 10


def chip_places(text, lang: str, skills: list[dict], places: list[pygame.Rect]) -> list[tuple[pygame.Rect, dict, str, int]]:
    """Where the skill chips go, in order, filling ``places`` (each wrapped in rows of chips as high as it allows,
    16 to 20 px): (chip, skill, its words, their size). A chip too wide for the rest of a place goes on to the
    next place (cut only in the last); with no room for them all, as many as leave room for a "+N" chip after them
    (``MORE``: its hover reads the others). Where whole names leave a skill to the "+N" chip but every skill gets a
    chip of its own with a long name cut to a short form ("サムライコン…", at least ``SHORT_LEAST`` characters and half
    the name's; its
    hover shows the whole skill), the short forms win: at 800x560 Genjimaru's panel read "居合" "+1" (issue 16)."""
    first = _flow(text, lang, skills, places)
    if len(first) < len(skills):
        short = _flow(text, lang, skills, places, cut=True)
        if len(short) == len(skills):
            return short
    for keep in range(len(first), 0, -1):
        if keep == len(skills):
            break
        out = _flow(text, lang, skills[:keep], places)
        words = f"+{len(skills) - keep}"
        size = min(theme.SIZE_SMALL - 2, CHIP_LEAST + 2 - 6)
        w = text.size(words, size)[0] + 14
        for place in places:   # after the last chip in a place (or at its start), wherever it fits
            inside = [c for c, *_ in out if place.contains(c)]
            row = [c for c in inside if c.y == max(c.y for c in inside)] if inside else []
            chip = pygame.Rect(max((c.right + 4 for c in row), default=place.x), row[0].y if row else place.y, w,
                               row[0].h if row else min(20, max(CHIP_LEAST, place.h)))
            if place.contains(chip) and chip.h >= CHIP_LEAST and not any(chip.colliderect(c[0]) for c in out):
                return out + [(chip, MORE, words, size)]
    return first


#: A chip's name cut to a short form keeps at least this many characters before its "…", and half of its
#: characters (``chip_places``: "Drag…" told Sigurd's two dragon skills apart no better than "+1")
SHORT_LEAST = 4


def _flow(text, lang: str, skills: list[dict], places: list[pygame.Rect],
          cut: bool = False) -> list[tuple[pygame.Rect, dict, str, int]]:
    """``chip_places`` for chips that all go or the first ones that fit; ``cut``: a name too long for the rest of
    a place is cut there to a short form (``SHORT_LEAST``) rather than going on to the next place."""
    out: list[tuple[pygame.Rect, dict, str, int]] = []
    i = 0
    for place in places:
        chip_h = max(CHIP_LEAST, min(20, place.h))   # (800x560: 18 px beside the card, where 20 left them all out)
        x, y = place.x, place.y
        while i < len(skills) and y + chip_h <= place.bottom and place.w >= 30:
            label = skills[i]["name"][lang]
            tail = distinct_part(skills[i].get("id", ""), lang)   # (what a short form keeps: which skill)
            size = min(theme.SIZE_SMALL - 2, chip_h - 6)
            w = min(place.w, text.size(label, size)[0] + 14)
            least = max(CHIP_TYPE_LEAST, size - 3)
            brief = "…" + tail[:SHORT_LEAST] if tail else label[:max(SHORT_LEAST, len(label) // 2)] + "…"
            if cut and x + w > place.right and x > place.x and text.size(brief, least)[0] + 10 <= place.right - x:
                w = place.right - x   # the rest of the row holds a short form
            if x + w > place.right:   # the row is full: the next row, or the next place
                x, y = place.x, y + chip_h + 3
                continue
            # shrunk before cut, to ``CHIP_TYPE_LEAST`` (7 px read "Dragon Soul" beside a seat's name at 800x560)
            fitted, n = shrink_to_fit(text, label, size, w - 10, least=least)
            chip = pygame.Rect(x, y, w, chip_h)
            short = fitted != label and len(fitted.rstrip("…")) < min(len(label), max(SHORT_LEAST, len(label) // 2))
            if fitted != label and tail:   # cut, a name sharing its start with another skill's: its own part
                fitted, n = shrink_to_fit(text, "…" + tail, size, w - 10, least=least)   # ("ドラゴン…": which?)
                short = len(fitted.strip("…")) < min(len(tail), SHORT_LEAST)
            if (fitted != label and place is not places[-1] and not cut) or short and cut \
                    or any(chip.colliderect(c[0]) for c in out):
                break   # it would be cut in this place (right of the dice), or lie on a chip: the next place
            out.append((chip, skills[i], fitted, n))
            x += w + 4
            i += 1
    return out


#: The chip standing for the skills a panel has no room for (``chip_places``).
MORE: dict = {"id": "more", "tapped": False, "kind": "passive"}


def more_face(skills: list[dict], shown: int) -> CardFace:
    """The enlarged card of the "+N" chip: the skills not shown, each by its name and text."""
    rest = skills[shown:]
    body = {lang: "  ".join(f"{sk['name'][lang]}: {sk['text'][lang]}" for sk in rest) for lang in ("ja", "en")}
    return CardFace("skill-more", "skill", Text(f"ほかのスキル{len(rest)}枚", f"{len(rest)} more skills"),
                    body=Text(body["ja"], body["en"]))


def _draw_chip(surface, text, chip: pygame.Rect, sk: dict, label: str, size: int, adv: dict) -> None:
    """One skill chip: its state by fill and edge (chosen for the shot: a gold edge), struck through when used."""
    if sk["tapped"]:
        fill, ink, edge = theme.BUTTON_DISABLED, theme.TEXT_DISABLED, theme.BORDER
    elif sk["kind"] == "active":
        fill, ink, edge = theme.ACCENT_SOFT, theme.TEXT, theme.ACCENT_HOVER
    else:
        fill, ink, edge = theme.PANEL, theme.TEXT_MUTED, theme.BORDER
    if sk["id"] in adv.get("armed", []):
        edge = GOLD
    pygame.draw.rect(surface, fill, chip, border_radius=9)
    pygame.draw.rect(surface, edge, chip, 1, border_radius=9)
    s = text.render(label, size, ink)
    surface.blit(s, s.get_rect(center=chip.center))
    if sk["tapped"]:  # tapped: struck through, never colour alone
        pygame.draw.line(surface, theme.TEXT_MUTED, (chip.x + 6, chip.centery), (chip.right - 6, chip.centery))


def draw_targets(surface: pygame.Surface, ui, cards: CardRenderer, rect: pygame.Rect, view: dict,
                 damage: dict[str, int] | None = None, destroyed: set[str] | None = None,
                 highlight: dict[str, tuple] | None = None) -> list[Hover]:
    """The targets of the stage and the effect cards; ``damage``/``destroyed`` override the view (animation)."""
    text, lang = ui.text, ui.lang
    hovers: list[Hover] = []
    theme.panel(surface, rect, theme.PANEL, theme.BORDER)
    targets = [x for x in view["targets"]]
    effects = view["effect_cards"]
    laid = target_layout(text, [tg["name"][lang] for tg in targets], [tg["hp"] for tg in targets], rect, len(effects))
    if not targets:
        surface.blit(text.render(t("mr.targets", lang), theme.SIZE_SMALL - 1, theme.TEXT_MUTED), (rect.x + 10, rect.y + 3))
    if isinstance(laid, TargetRows):
        x = _draw_target_rows(surface, ui, rect, view, laid, damage, destroyed, highlight, hovers)
    else:
        x = _draw_target_columns(surface, ui, cards, rect, view, laid, damage, destroyed, highlight, hovers)
    if effects:
        x += 10
        y = rect.y + EFFECTS_TOP
        pygame.draw.line(surface, theme.BORDER, (x - 9, y), (x - 9, rect.bottom - 8))
        room = rect.right - x - 8
        heading = t("mr.effects", lang)
        if text.size(heading, theme.SIZE_SMALL - 1)[0] > room:  # narrow: the heading without its hint
            heading = t("mr.effects_short", lang)
        line, size = shrink_to_fit(text, heading, theme.SIZE_SMALL - 1, room, False, theme.SIZE_SMALL - 4)
        surface.blit(text.render(line, size, theme.TEXT_MUTED), (x, rect.y + 3))
        area = pygame.Rect(x, y, rect.right - 8 - x, rect.bottom - 4 - y)  # down to the panel's foot (no damage line)
        for strip in effect_strips(cards, effects, area, lang):
            r = strip.rect
            surface.blit(cards.strip(strip.face, r.w, r.h, lang), r)
            if strip.dice_on:
                pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=5)
            hovers.append((r, strip.face))
    return hovers


#: An effect card's strip in the targets' panel prints its title at least this size (px) where it can: cards of one
#: title share a strip ("Regeneration ×3"), and more titles than strips of that size hold end in a "+N" strip whose
#: hover lists the rest (issue 16: six cards at 800x560 printed 8 px, ten in stage 3 8-9 px).
EFFECT_NAME_LEAST = 10


class EffectStrip(NamedTuple):
    """One strip of ``effect_strips``: where it goes, its face (the card, its title with the count of its cards; or
    the "+N" strip's list of the rest), shown whole on hover, and whether a die counts on its cards."""
    rect: pygame.Rect
    face: CardFace
    dice_on: bool


def effect_strips(cards: CardRenderer, effects: list[dict], area: pygame.Rect, lang: str) -> list[EffectStrip]:
    """The effect cards in ``area`` as name strips (``effect_slots``): one strip a title with the count of its cards
    ("再生 ×3"); the most titles whose strips print at ``EFFECT_NAME_LEAST`` px or more, the rest in a last "+N"
    strip (N cards); when not even one title prints so, every title as before (the largest print there is)."""
    groups: dict[CardFace, list[dict]] = {}
    for card in effects:
        groups.setdefault(effect_face(card), []).append(card)
    titled = [(face if len(group) == 1 else counted_face(face, len(group)), group) for face, group in groups.items()]
    shown, rest = list(titled), []
    fallback: list[EffectStrip] = []
    while shown:
        strips = [(strip, any(card["dice_on"] for card in group)) for strip, group in shown]
        if rest:
            more = more_effects_face([strip for strip, _group in rest], sum(len(group) for _strip, group in rest))
            strips.append((more, any(card["dice_on"] for _strip, group in rest for card in group)))
        slots = effect_slots(cards, [strip for strip, _on in strips], area, lang)
        laid = [EffectStrip(r, strip, on) for r, (strip, on) in zip(slots, strips)]
        if not rest:
            fallback = laid
        if len(laid) < len(strips):
            break
        sizes = [cards.strip_name_size(x.face, x.rect.w, x.rect.h, lang) for x in laid]
        if min(sizes) >= EFFECT_NAME_LEAST:
            return laid
        # the title printed smallest (the last of them) goes to the "+N" strip, in its place among the rest
        worst = max(range(len(shown)), key=lambda i: (-sizes[i], i))
        rest = sorted(rest + [shown.pop(worst)], key=titled.index)
    return fallback


def counted_face(face: CardFace, count: int) -> CardFace:
    """``face`` with the count of its cards after its title ("再生 ×3"), for their shared strip and its hover."""
    return replace(face, id=f"{face.id}-x{count}",
                   title=Text(f"{face.title.get('ja')} ×{count}", f"{face.title.get('en')} ×{count}"))


def more_effects_face(faces: list[CardFace], count: int) -> CardFace:
    """The "+N" strip of the effect cards with no strip of their own (``count`` cards, ``faces`` their strips' faces):
    its hover names each title (with its count) and its text."""
    body = {lang: "  ".join(f"{f.title.get(lang)}: {f.body.get(lang) if f.body else ''}" for f in faces)
            for lang in ("ja", "en")}
    return CardFace(f"effect-more-{count}", "effect", Text(f"+{count}枚", f"+{count} more"),
                    body=Text(body["ja"], body["en"]))



def _target_state(tg: dict, view: dict, damage: dict[str, int] | None, destroyed: set[str] | None):
    """A target's damage, whether it is destroyed and its card face, the animation's ``damage``/``destroyed`` first."""
    dmg = damage.get(tg["id"], tg["damage"]) if damage else tg["damage"]
    gone = tg["destroyed"] or (destroyed is not None and tg["id"] in destroyed)
    return dmg, gone, target_face(dict(tg, damage=dmg), view["difficulty"])   # its damage is on the face (Dmg)


def _draw_target_columns(surface, ui, cards: CardRenderer, rect: pygame.Rect, view: dict, names: TargetNames,
                         damage, destroyed, highlight, hovers: list[Hover]) -> int:
    """Each target a column: its name above its card, damage / HP and the round-end preview under it; returns
    the x where the effect cards start."""
    text, lang = ui.text, ui.lang
    cw = names.card_w
    x = rect.x + 10
    y = rect.y + 4 + names.band_h
    for i, tg in enumerate(view["targets"]):
        dmg, gone, face = _target_state(tg, view, damage, destroyed)
        col = names.column_w[i]
        ny = rect.y + 4
        for line in names.lines[i]:  # the name above its card, whole, in the app's small type
            s = text.render(line, names.size, theme.TEXT, True)
            surface.blit(s, s.get_rect(midtop=(x + col // 2, ny)))
            ny += name_step(names.size)
        r = pygame.Rect((x + (col - cw) // 2, y), card_size(cw))
        if gone:
            _draw_destroyed(surface, text, r, t("mr.destroyed", lang), t("mr.destroyed_short", lang))
        elif cw < FACE_WORDS_W:
            draw_target_tile(surface, text, r, tg["size"])
        else:
            surface.blit(cards.face(face, cw, lang), r)
        edge = (highlight or {}).get(tg["id"])
        if edge:
            pygame.draw.rect(surface, edge, r.inflate(6, 6), 3, border_radius=6)
        hp = text.render(f"{dmg}/{tg['hp']}", theme.SIZE_SMALL, theme.ERROR if dmg else theme.TEXT, True)
        surface.blit(hp, (r.x + 2, r.bottom + 2))
        if not gone and not damage:
            tip = f"{t('mr.preview', lang)}+{tg['round_end_preview']}"
            below = r.bottom + 2 + hp.get_height()   # under the damage when the strip has the room, else beside it
            if below + text.line_height(theme.SIZE_SMALL - 3) <= rect.bottom:
                at, room = (r.x + 2, below), col - (r.x - x)
            else:
                at, room = (r.x + hp.get_width() + 6, r.bottom + 4), col - (r.x - x) - hp.get_width() - 6
            if text.size(tip, 8)[0] > room:  # no room for the word: the coming damage alone, when there is some
                tip = f"+{tg['round_end_preview']}" if tg["round_end_preview"] else ""
            if tip and text.size(tip, 8)[0] <= room:
                tip, size = shrink_to_fit(text, tip, theme.SIZE_SMALL - 3, room, least=8)
                s = text.render(tip, size, theme.GOLD if tg["round_end_preview"] else theme.TEXT_MUTED)
                surface.blit(s, at)
        hovers.append((r, face))
        x += col + 8
    return x


def _draw_target_rows(surface, ui, rect: pygame.Rect, view: dict, rows: TargetRows,
                      damage, destroyed, highlight, hovers: list[Hover]) -> int:
    """Each target a row (a panel too narrow for its names over columns, a small window): its emblem on a board's
    colour, its name, damage / HP and the round-end preview under a heading naming it; the whole card on hover.
    A destroyed target's row is dimmed, its name struck through and "destroyed" in its numbers' place. Returns
    the x where the effect cards start."""
    text, lang = ui.text, ui.lang
    x0 = rect.x + 10
    heading = text.render(t("mr.targets", lang), theme.SIZE_SMALL - 1, theme.TEXT_MUTED)  # as the effect cards' heading
    surface.blit(heading, (x0, rect.y + 3))
    if not damage and rows.preview:
        word = text.render(t("mr.preview", lang), ROW_HEAD, theme.TEXT_MUTED)
        surface.blit(word, word.get_rect(topright=(x0 + rows.width, rect.y + 3)))
    y = rect.y + EFFECTS_TOP
    for tg, size in zip(view["targets"], rows.sizes):
        dmg, gone, face = _target_state(tg, view, damage, destroyed)
        row = pygame.Rect(x0 - 4, y, rows.width + 8, rows.row_h)
        nx = x0
        if rows.emblems:
            tile = pygame.Rect(x0, y + (rows.row_h - ROW_EMBLEM) // 2, ROW_EMBLEM, ROW_EMBLEM)
            pygame.draw.rect(surface, (110, 96, 80) if gone else BOARD_FILL, tile, border_radius=4)
            pygame.draw.rect(surface, BOARD_EDGE, tile, 1, border_radius=4)
            art = emblem_surface(tg["id"], ROW_EMBLEM - 2, EMBLEM_OPAQUE if not gone else 90)
            if art is not None:
                surface.blit(art, art.get_rect(center=tile.center))
            nx = tile.right + 6
        s = text.render(tg["name"][lang], size, theme.TEXT_MUTED if gone else theme.TEXT, True)
        at = s.get_rect(midleft=(nx, row.centery))
        surface.blit(s, at)
        numbers_x = nx + rows.name_w + 6
        if gone:
            pygame.draw.line(surface, theme.ERROR, (at.x - 2, at.centery), (at.right + 2, at.centery), 2)
            word, size = shrink_to_fit(text, t("mr.destroyed", lang), theme.SIZE_SMALL - 3,
                                       row.right - 4 - numbers_x, True, 8)
            s = text.render(word, size, theme.ERROR, True)
            surface.blit(s, s.get_rect(midleft=(numbers_x, row.centery)))
        else:
            s = text.render(f"{dmg}/{tg['hp']}", theme.SIZE_SMALL, theme.ERROR if dmg else theme.TEXT, True)
            surface.blit(s, s.get_rect(midright=(numbers_x + rows.numbers_w, row.centery)))
            if not damage and rows.preview:
                coming = tg["round_end_preview"]
                s = text.render(f"+{coming}", ROW_HEAD, theme.GOLD if coming else theme.TEXT_MUTED, True)
                surface.blit(s, s.get_rect(midright=(row.right - 4, row.centery)))
        edge = (highlight or {}).get(tg["id"])
        if edge:
            pygame.draw.rect(surface, edge, row, 2, border_radius=5)
        hovers.append((row, face))
        y += rows.row_h
    return x0 + rows.width + 8


class TargetRows(NamedTuple):
    """The targets as rows (``_draw_target_rows``): each name at its size in ``sizes`` in a column ``name_w`` px
    wide, damage / HP right-aligned in ``numbers_w`` px, rows ``row_h`` px high under the heading; ``width`` px
    from the emblem to the preview (without the emblems, then without the preview too, where that prints the names
    larger: many effect cards beside the rows; the preview is on the card the hover shows)."""
    sizes: list[int]
    name_w: int
    numbers_w: int
    row_h: int
    width: int
    emblems: bool = True
    preview: bool = True


#: The rows' heading and preview type; their emblem tile's side.
ROW_HEAD = theme.SIZE_SMALL - 3
ROW_EMBLEM = 20
#: Beside the rows the effect cards keep a column this wide: every title whole in its strip at ``MIN_NAME``
#: ("ダメージサイト", "Counterattack").
ROW_EFFECTS_LEAST = 64
#: The rows keep their emblems and preview while every name prints at least this size (px) beside them.
ROW_NAME_READS = 12
#: A strip beside the rows is at least this high: more effect cards than the panel's height holds so take another
#: column (issue 16: nine at 800x560 took two columns of 30 px in the one column kept and printed "ダメー").
ROW_EFFECT_LEAST_H = 12


def row_effects_w(rect: pygame.Rect, effects: int, columns: int | None = None) -> int:
    """The width kept beside the targets' rows for ``effects`` effect cards: ``ROW_EFFECTS_LEAST`` px a column, as
    many columns as strips ``ROW_EFFECT_LEAST_H`` px high need in the panel's height (or ``columns``)."""
    if not effects:
        return 0
    if columns is None:
        columns = row_effect_columns(rect, effects)
    return columns * ROW_EFFECTS_LEAST + (columns - 1) * EFFECT_GAP


def row_effect_columns(rect: pygame.Rect, effects: int) -> int:
    """How many columns of strips ``ROW_EFFECT_LEAST_H`` px high ``effects`` effect cards take beside the rows."""
    per_column = max(1, (rect.h - EFFECTS_TOP - 4 + EFFECT_GAP) // (ROW_EFFECT_LEAST_H + EFFECT_GAP))
    return -(-effects // per_column)


def target_rows(text, names: list[str], hps: list[int], rect: pygame.Rect, effects: int) -> TargetRows | None:
    """The targets as one row each in the panel ``rect``: the names in the app's small type on the screen where
    the column left beside the numbers, the preview and the effect cards' ``row_effects_w`` holds them, a
    longer one shrunk to it down to ``MIN_NAME``; without the emblems, then the preview, where only that prints them
    at ``ROW_NAME_READS`` (many effect cards); and with fewer columns kept for the effect cards (the titles that
    then have no strip go to the "+N" strip, ``effect_strips``) where only that does (issue 16: seven effect cards
    at 800x560 took two columns and printed "アークデーモン" at 9 px, "ジャイアントバット" at 8). None when the rows do
    not fit the panel's height or a name does not fit at ``MIN_NAME``."""
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())
    numbers_w = max((text.size(f"{hp}/{hp}", theme.SIZE_SMALL, True)[0] for hp in hps), default=0)
    preview_w = max(text.size("+00", ROW_HEAD, True)[0], *(text.size(w, ROW_HEAD)[0] for w in ("予測", "Next")))
    row_h = min(text.line_height(floor) + 1, (rect.h - EFFECTS_TOP - 4) // max(1, len(names)))
    best: TargetRows | None = None
    for columns in range(row_effect_columns(rect, effects), 0, -1) if effects else (0,):
        kept = row_effects_w(rect, effects, columns) + 18 if effects else 0
        for emblems, preview in ((True, True), (False, True), (False, False)):
            others = (ROW_EMBLEM + 6 if emblems else 0) + 6 + numbers_w + (6 + preview_w if preview else 0)
            room = rect.w - 10 - 8 - kept - others   # the names' column at most
            sizes = [next((n for n in range(floor, MIN_NAME - 1, -1)
                           if text.size(name, n, True)[0] <= room and text.line_height(n) <= row_h), 0) for name in names]
            if all(sizes) and (best is None or min(sizes) > min(best.sizes)):
                name_w = max((text.size(name, n, True)[0] for name, n in zip(names, sizes)), default=0)
                best = TargetRows(sizes, name_w, numbers_w, row_h, others + name_w, emblems, preview)
            if best is not None and min(best.sizes) >= min(floor, ROW_NAME_READS):  # kept what it could while names read
                return best
    return best


def target_layout(text, names: list[str], hps: list[int], rect: pygame.Rect, effects: int) -> TargetNames | TargetRows:
    """How the targets panel ``rect`` shows its targets: over columns, each name above its card
    (``target_names``), where the names get the app's small type on the screen; else (a small window: at 800x560
    the panel is 304 px wide, four names over columns and six effect cards got 9 px) as rows (``target_rows``)
    when these print the names larger."""
    columns = target_names(text, names, rect, effects)
    if columns.size >= math.ceil(theme.SIZE_SMALL / theme.ui_scale()):
        return columns
    rows = target_rows(text, names, hps, rect, effects)
    return rows if rows is not None and sorted(rows.sizes) > sorted([columns.size] * len(names)) else columns

#: The effect cards' strips start this far under the panel's top (their heading above them).
EFFECTS_TOP = 22
#: The effect cards keep this many px of the panel's width beside the targets, and 90 % of what it has over 300 px,
#: up to ``EFFECTS_MOST`` px (their titles whole in the app's small type at 1280x800 and 150 %).
EFFECTS_LEAST = 90
EFFECTS_MOST = 260


class TargetNames(NamedTuple):
    """How ``draw_targets`` lays the targets out: each name (its lines) above its card, at ``size`` px, in columns
    ``column_w`` px wide (8 px apart) under a band ``band_h`` px high; the cards ``card_w`` px wide."""
    size: int
    lines: list[list[str]]
    column_w: list[int]
    band_h: int
    card_w: int


def target_names(text, names: list[str], rect: pygame.Rect, effects: int) -> TargetNames:
    """The targets' columns in the panel ``rect`` (issue 16: the names on the thumbnails were about 6 px at 150 % and
    at 800x560): every name whole above its card at the app's small type on the screen (``theme.SIZE_SMALL`` px
    divided by the UI scale) where the columns' share of the panel holds them, else the largest size down to
    ``MIN_NAME`` that does; each on one line where the share allows, else on two between words (``split_lines``: a
    Latin name at a space, a Japanese one where its script changes or between the words it is made of), and only
    when no size holds them so, two parts of a katakana word. Each column is as wide as its name or its card."""
    keep = 18 + min(EFFECTS_MOST, EFFECTS_LEAST + max(0, rect.w - 300) * 9 // 10) if effects else 0  # and margins
    share = rect.w - 10 - keep  # the columns and their gaps
    floor = math.ceil(theme.SIZE_SMALL / theme.ui_scale())

    def total(laid: list[tuple[int, list[str]]]) -> int:
        return sum(max(MIN_CARD_W, w) + 8 for w, _ in laid)

    def band(laid: list[tuple[int, list[str]]], size: int) -> int:
        return (max((len(x) for _, x in laid), default=1) - 1) * name_step(size) + text.line_height(size)

    def card_room(laid: list[tuple[int, list[str]]], size: int) -> int:  # the cards' width under the names
        under = 2 + text.line_height(theme.SIZE_SMALL) + text.line_height(theme.SIZE_SMALL - 3)  # damage, preview
        return int((rect.h - 4 - band(laid, size) - 2 - under) * 63 / 88)

    chosen: tuple[int, list[tuple[int, list[str]]]] | None = None
    for hard in (False, True):  # a smaller print before "ゴー" / "レム"
        for size in range(floor, MIN_NAME - 1, -1):
            options = [_name_options(text, name, size, hard) for name in names]
            laid = [min(x, key=lambda option: option[0]) for x in options]
            if total(laid) > share:
                continue
            for i, x in enumerate(options):  # fewer lines where the share still holds them
                for w, lines in x:
                    if total(laid[:i] + [(w, lines)] + laid[i + 1:]) <= share:
                        laid[i] = (w, lines)
                        break
            if chosen is None:
                chosen = size, laid
            if card_room(laid, size) >= CARD_LEAST:  # a print that leaves its card too small to read: a smaller one
                chosen = size, laid
                break
        if chosen is not None:
            break
    if chosen is None:  # a panel too narrow for any: the smallest print, still whole (the effect cards get less room)
        chosen = MIN_NAME, [min(_name_options(text, name, MIN_NAME, True), key=lambda option: option[0]) for name in names]
    size, laid = chosen
    band_h = band(laid, size)
    card_w = max(MIN_CARD_W, min(112, card_room(laid, size)))
    while card_w > MIN_CARD_W and sum(max(card_w, w) + 8 for w, _ in laid) > share:
        card_w -= 1
    return TargetNames(size, [x for _, x in laid], [max(card_w, w) for w, _ in laid], band_h, card_w)


def name_step(size: int) -> int:
    """From one line of a target's name to the next (set tight: the band above the cards takes their height)."""
    return size + 3


#: A target's card in the panel: never narrower than this; a smaller name before a card narrower than ``CARD_LEAST``
#: (where its damage row goes).
MIN_CARD_W = 28
CARD_LEAST = 31


def _name_options(text, name: str, size: int, hard: bool) -> list[tuple[int, list[str]]]:
    """The ways to print ``name`` at ``size``, the most wanted first, each with its width: one line, two between
    words, and with ``hard`` two parts of a katakana word."""
    def width(lines: list[str]) -> int:
        return max(text.size(x, size, True)[0] for x in lines)

    ways = [[name]]
    if name.isascii():
        words = name.split(" ")
        splits = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
        if splits:
            ways.append(min(splits, key=width))
    else:
        for soft in (True, False) if hard else (True,):
            lines = split_lines(name, lambda _line: True, 2, soft=soft)
            if lines is not None and lines not in ways:
                ways.append(lines)
    return [(width(x), x) for x in ways]


#: An effect card's name strip in the targets' strip: at most this high (its name then in the app's small type)...
EFFECT_STRIP_H = 26
#: ... this far from its neighbours.
EFFECT_GAP = 4


def effect_slots(cards: CardRenderer, faces: list[CardFace], area: pygame.Rect, lang: str) -> list[pygame.Rect]:
    """Where the effect cards go in ``area`` (beside the targets): as name strips (type colour and icon, the title
    whole) in the columns and rows whose strips print every title whole at the largest size (issue 16: thumbnails
    as narrow as 32 px printed "Coun-" / "teratt-" / "ack" or "Coun…" at 6 px; a strip 26 px high prints its title in
    the app's small type where it fits). Hover shows the whole card."""
    n = len(faces)
    if not n or area.w <= 0 or area.h <= 0:
        return []
    best: tuple[int, int, int, int, list[pygame.Rect]] | None = None
    for columns in range(1, n + 1):
        rows = -(-n // columns)
        w = (area.w - (columns - 1) * EFFECT_GAP) // columns
        h = min(EFFECT_STRIP_H, (area.h - (rows - 1) * EFFECT_GAP) // rows)
        if w < 24 or h < 10:
            continue
        sizes = [cards.strip_name_size(face, w, h, lang) for face in faces]  # 0: a title it has to cut
        whole = [size for size in sizes if size]
        broken = sum(breaks_a_word(face.title.get(lang), cards.strip_name_lines(face, w, h, lang)) for face in faces)
        slots = [pygame.Rect(area.x + (i % columns) * (w + EFFECT_GAP), area.y + (i // columns) * (h + EFFECT_GAP), w, h)
                 for i in range(n)]
        # the most titles whole, then the fewest broken inside a word (nine at 800x560 printed "ダメー" / "ジサイト" in
        # three columns), then the largest print, then the highest
        key = (len(whole), -broken, min(whole, default=0), h)
        if best is None or key > best[:4]:
            best = (*key, slots)
    return best[4] if best is not None else []


def _wrap_name(text, name: str, size: int, room: int, most: int) -> list[str]:
    """``name`` on two (a Latin one up to ``most``) lines at ``size``: a Latin name between words, a Japanese
    one where its katakana name starts after an epithet (竜騎士 / シグルド), else in the middle; [] when they
    do not fit ``room``."""
    if name.isascii():
        lines = list(text.wrapped(name, size, room, True))
        tries = [lines] if 1 < len(lines) <= most and " ".join(lines) == name else []
    else:
        cuts = [i for i in range(1, len(name)) if _katakana(name[i]) and not _katakana(name[i - 1])]
        tries = [[name[:i], name[i:]] for i in cuts[-1:] + [(len(name) + 1) // 2]]
    for lines in tries:
        if all(text.size(x, size, True)[0] <= room for x in lines):
            return lines
    return []


def _katakana(ch: str) -> bool:
    return "\u30a0" <= ch <= "\u30ff"


def name_lines(text, name: str, size: int, room: int, least: int = 9, most: int = 2) -> list[tuple[str, int]]:
    """A name whole in ``room`` px: one line a little shrunk (to ``size`` - 3), else two lines (a Latin name
    up to ``most``; a word is never broken), else one line down to ``least``, else cut with "…" at ``least``."""
    for n in range(size, max(least, size - 3) - 1, -1):
        if text.size(name, n, True)[0] <= room:
            return [(name, n)]
    for n in range(size, least - 1, -1):
        lines = _wrap_name(text, name, n, room, most)
        if lines:
            return [(x, n) for x in lines]
    for n in range(size - 4, least - 1, -1):
        if text.size(name, n, True)[0] <= room:
            return [(name, n)]
    lines = list(text.wrapped(name, least, room, True)) if name.isascii() and " " in name else []
    if len(lines) > most:  # a long Latin name: its first lines, the last one cut with "…" (hover reads it whole)
        rest = " ".join(lines[most - 1:])
        return [(x, least) for x in lines[:most - 1]] + [(text.fit(rest, least, room, True), least)]
    return [(text.fit(name, least, room, True), least)]


#: A target's card narrower than this (px) is a tile (``draw_target_tile``): the card renderer's face cut its
#: words there (at 150 % "ダメージ" on a 32 px card printed "メージ" between its box's edges, the title "ゴーレ").
FACE_WORDS_W = 60


def draw_target_tile(surface: pygame.Surface, text, r: pygame.Rect, size: str) -> None:
    """A target's card too small to print its words whole, as a tile: the target card's frame and band, its size
    (S / M / L) in the band's colour in the middle; no word on it (its name stands above it in the panel's name
    band, its damage and HP under it, and hover shows the whole card)."""
    style = frame_for("target")
    theme.panel(surface, r, style.paper, style.frame, radius=5)
    band = pygame.Rect(r.x + 2, r.y + 2, r.w - 4, max(4, r.h // 6))
    pygame.draw.rect(surface, style.band, band, border_top_left_radius=4, border_top_right_radius=4)
    if size:
        radius = max(5, min(r.w, r.h - band.h) // 4)
        centre = (r.centerx, (band.bottom + r.bottom) // 2)
        pygame.draw.circle(surface, style.band, centre, radius)
        letter, n = shrink_to_fit(text, size, max(8, radius * 3 // 2), 2 * radius - 2, True, 8)
        s = text.render(letter, n, style.paper, True)
        surface.blit(s, s.get_rect(center=centre))


def _draw_destroyed(surface: pygame.Surface, text, r: pygame.Rect, word: str, short: str = "") -> None:
    """A destroyed target's card in the strip: face down and crossed out, "destroyed" across the middle, whole
    (shrunk to the card; ``short`` where even 8 px is too wide: at 150 % "Dest…"; its name stands above it in
    the panel's name band, and hover shows the face)."""
    if short and text.size(word, 8, True)[0] > r.w - 8:
        word = short
    theme.panel(surface, r, (46, 34, 30), (120, 60, 50), radius=5)
    pygame.draw.line(surface, (150, 60, 52), r.inflate(-8, -8).topleft, r.inflate(-8, -8).bottomright, 3)
    pygame.draw.line(surface, (150, 60, 52), r.inflate(-8, -8).topright, r.inflate(-8, -8).bottomleft, 3)
    line, size = shrink_to_fit(text, word, theme.SIZE_SMALL, r.w - 8, True, 8)
    s = text.render(line, size, (255, 255, 255), True)
    at = s.get_rect(center=r.center)
    pygame.draw.rect(surface, (150, 40, 34), at.inflate(6, 2).clip(r), border_radius=3)
    surface.blit(s, at)


def draw_enlarged(surface: pygame.Surface, cards: CardRenderer, face: CardFace, pointer, lang: str,
                  width: int = 240) -> None:
    """A card shown big near the pointer (kept on screen)."""
    surf = cards.face(face, width, lang)
    r = surf.get_rect()
    sw, sh = surface.get_size()
    r.topleft = (pointer[0] + 18, pointer[1] - r.h // 2)
    if r.right > sw - 6:
        r.right = pointer[0] - 18
    r.clamp_ip(surface.get_rect())
    shadow = pygame.Surface(r.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 110))
    surface.blit(shadow, r.move(5, 5))
    surface.blit(surf, r)


def draw_top_bar(surface: pygame.Surface, scene, view: dict, seat: int | None) -> None:
    """Stage and round, the wall's damage, whose decision it is and which player takes the mouse."""
    w = surface.get_width()
    text, lang = scene.app.text, scene.app.lang
    top = TOP_H
    pygame.draw.rect(surface, theme.BG_DEEP, (0, 0, w, top))
    pygame.draw.line(surface, theme.ACCENT, (0, top), (w, top), 2)
    x = 12
    if w >= 1180:
        title = text.render(t("mr.title", lang), theme.SIZE_LABEL, theme.TEXT, True)
        surface.blit(title, (12, top // 2 - title.get_height() // 2))
        x = 12 + title.get_width() + 16
    stage = (t("mr.stage_round", lang, stage=view["stage"], round=view["round"]) if view["phase"] != "placement"
             else t("mr.placement_turn", lang, stage=view["stage"]))
    s = text.render(stage, theme.SIZE_BODY, theme.TEXT)
    surface.blit(s, (x, top // 2 - s.get_height() // 2))
    x += s.get_width() + 16
    wall = scene.anim.shown_wall(view["wall"]) if scene.anim is not None else view["wall"]
    box = pygame.Rect(x, 10, 0, top - 20)
    s = text.render(t("mr.wall", lang, wall=wall), theme.SIZE_BODY, theme.TEXT, True)
    box.w = s.get_width() + 20
    theme.panel(surface, box, theme.ERROR_BG if wall else theme.PANEL, theme.ERROR if wall else theme.BORDER, radius=6)
    surface.blit(s, s.get_rect(center=box.center))
    x = box.right + 18
    if scene.anim is not None:
        heading = f"▶ {t('mr.round_end', lang)}"   # shrunk to the room before the buttons, else left out (800 px:
        fitted, size = shrink_to_fit(text, heading, theme.SIZE_BODY, scene.save_btn.rect.x - 12 - x, True,
                                     theme.SIZE_SMALL - 2)   # it ran under "Save"; the context panel's title says it)
        if fitted == heading:
            s = text.render(fitted, size, theme.GOLD, True)
            surface.blit(s, (x, top // 2 - s.get_height() // 2))
    if seat is not None and scene.anim is None:
        line = scene.decision_text(lang)
        mouse = t("mr.mouse", lang, seat=scene.seat_text(seat, lang))
        ms = text.render(mouse, theme.SIZE_BODY, theme.BG_DEEP, True)
        pill = ms.get_rect(midright=(scene.save_btn.rect.x - 14, top // 2)).inflate(22, 10)
        side = scene.seat_side(seat)
        owner = theme.side_colour(side)
        r = 7  # the owner's shape marker at the pill's left: colour is never the only cue
        pill.x -= 2 * r + 6
        pill.w += 2 * r + 6
        pygame.draw.rect(surface, owner, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, 2, border_radius=pill.h // 2)
        ink = (20, 20, 24) if sum(owner) > 380 else (250, 250, 250)
        theme.draw_side_marker(surface, (pill.x + 11 + r, pill.centery), r, side, outline=ink)
        ms = text.render(mouse, theme.SIZE_BODY, ink, True)
        surface.blit(ms, ms.get_rect(midright=(pill.right - 11, pill.centery)))
        room = pill.x - x - 12
        fitted, size = shrink_to_fit(text, f"▶ {line}", theme.SIZE_BODY, room, True, theme.SIZE_SMALL - 2)
        if fitted == f"▶ {line}":  # else left out: the context panel's title says it whole
            s = text.render(fitted, size, theme.GOLD, True)
            surface.blit(s, (x, top // 2 - s.get_height() // 2))
