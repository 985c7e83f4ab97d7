"""The display board (ディスプレイ, 2.5) of the selected machine, with its machine card's tables.

Tracks: thrust (and thrust left to spend, 2.5.5), action PP, aura power,
attack/defence/power/barrier/response PP, ammunition per weapon, durability
and damage (heavy damage at more than half, 19.1). Card: acceleration and
deceleration steps (4), turn table (7), speed modifiers (15), weapons (hit,
power, arc, range, ammunition), sword, evasion, block, armour. For a docked
pair the docked card part (10.4) is shown. The numbers the rules work out
(thrust left and range, heavy damage, the card part in effect) come from the
seat's view; the card's fixed tables from the game's data.

The board shows every line: where the panel is short its type shrinks (down to
12 px), and what still does not fit is shown whole in the board's tooltip.
"""

from __future__ import annotations

from typing import Any

import pygame


from ... import theme
from ...widgets.base import Widget
from .counters import side_fill
from .seen import Seen
from ...palette import palette_name
from .textcache import wrapped

ITEMS = (("attack", "攻撃", "Attack"), ("defence", "防御", "Defence"), ("power", "威力", "Power"),
         ("barrier", "バリアー", "Barrier"), ("response", "対応", "Response"))


def _arc(arc) -> str:
    order = ("FF", "FR", "FL", "BR", "BL", "BB")
    return " ".join(a for a in order if a in arc)


SIZES = ((17, 15), (16, 14), (15, 13), (14, 12))   # (title, lines) type sizes, tried in turn
SIDE_GAP = "  "   # between the title's machine (pilot) and its side: a board too short drops the side


def title_wrapped(text_cache, title: str, size: int, width: int) -> list[str]:
    """The board's title in lines: where it takes more than one, the side goes on a line of its own when it fits
    whole there ("ダンバイン（マーベル・フローズン）" / "ギブン家／ナの国", never "…ギブン家／" / "ナの国")."""
    lines = wrapped(text_cache, title, size, width, True)
    if len(lines) > 1 and SIDE_GAP in title:
        machine, side = title.split(SIDE_GAP, 1)
        parts = [wrapped(text_cache, part, size, width, True) for part in (machine, side)]
        if len(parts[1]) == 1:
            return parts[0] + parts[1]
    return lines


def board_lines(seen: Seen, uid: str, lang: str, where: str = "") -> list[tuple[str, tuple, bool]]:
    """(text, colour, bold) lines of the display board and card of ``uid`` (``where``: its hex as the map prints it)."""
    ja = lang == "ja"
    u = seen.find(uid)
    if u is None:
        return []
    card, pilot = u.card, u.base
    m = seen.mover(u)
    mob = u.mobility
    out: list[tuple[str, tuple, bool]] = []
    side = seen.sides[u.side]
    title = (f"{card.name_ja}（{pilot.name_ja}）{SIDE_GAP}{side.name_ja}" if ja
             else f"{card.name_en} ({pilot.name_en}){SIDE_GAP}{side.name_en}")
    out.append((title, theme.TEXT, True))
    if u.status != "ok":
        out.append(("撃墜" if ja and u.status == "down" else "戦場離脱" if ja else u.status.upper(), theme.ERROR, True))
    left = u.thrust_left
    docked = (f"  搭載: {seen.unit(u.carrier).card.name_ja}" if ja else f"  carried by {seen.unit(u.carrier).card.name_en}") \
        if u.carrier else ""
    at = (f"  ヘックス{where}" if ja else f"  hex {where}") if where else ""
    out.append(((f"推力 {m.thrust}（残り{left}）  範囲 {u.min_thrust}～{u.max_thrust}" if ja
                 else f"Thrust {m.thrust} ({left} left)  range {u.min_thrust}..{u.max_thrust}")
                + at + docked, theme.GOLD, True))
    out.append(((f"行動PP {u.action_pp}   オーラ力 {u.aura}   合計PP {u.total_pp()}" if ja
                 else f"Action PP {u.action_pp}   Aura {u.aura}   total PP {u.total_pp()}"), theme.TEXT, False))
    # a Japanese label and its number are written together, so a wrap never puts the number on the next line
    tracks = "  ".join(f"{j}{getattr(u, item + '_pp')}" if ja else f"{e} {getattr(u, item + '_pp')}" for item, j, e in ITEMS)
    out.append((tracks, theme.TEXT, False))
    heavy_at = u.heavy_at
    dmg = (f"耐久力{card.durability}  ダメージ{u.damage}  （{heavy_at}以上で大破）" if ja
           else f"Durability {card.durability}  damage {u.damage}  (heavy at {heavy_at})")
    out.append((dmg + ("  大破!" if ja and u.heavy else "  HEAVY!" if u.heavy else ""),
                theme.ERROR if u.heavy else theme.TEXT, u.heavy))
    out.append((("— 機体カード —" if ja else "— machine card —"), theme.TEXT_MUTED, False))
    acc = " ".join(f"+{change}:{pp}PP" for change, pp in mob["accel"])
    dec = " ".join(f"-{change}:{pp}PP" for change, pp in mob["decel"])
    out.append(((f"加速 {acc}   減速 {dec}" if ja else f"Accel {acc}   decel {dec}"), theme.TEXT, False))
    bands = "  ".join(f"{low}-{high}:" + "/".join(str(p) if p else "–" for p in pps) for low, high, pps in mob["turn"])
    out.append(((f"旋回PP(60/120/180°) {bands}" if ja else f"Turn PP (60/120/180°) {bands}"), theme.TEXT, False))
    speed = "  ".join(f"{lo}+:{-mod if mod else 0}" for lo, mod in mob["speed"])
    out.append(((f"速度修正 {speed}   回避{mob['evasion']}  受け{card.block}（{_arc(card.block_arc)}）  装甲{card.armour}"
                 if ja else f"Speed mod {speed}   evasion {mob['evasion']}  block {card.block} ({_arc(card.block_arc)})"
                 f"  armour {card.armour}"), theme.TEXT, False))
    if card.has_sword:
        out.append(((f"剣  命中{card.sword.hit} 威力{card.sword.power} 射界 {_arc(card.sword.arc)}" if ja
                     else f"Sword  hit {card.sword.hit} power {card.sword.power} arc {_arc(card.sword.arc)}"),
                    theme.TEXT, False))
    for w in card.weapons:
        ammo = u.ammo.get(w.id, 0)
        out.append(((f"{w.name_ja}  命中{w.hit} 威力{w.power} {_arc(w.arc)} 射程{w.min_range}-{w.max_range} 弾{ammo}/{w.ammo}"
                     if ja else f"{w.name_en}  hit {w.hit} power {w.power} {_arc(w.arc)} range {w.min_range}-{w.max_range}"
                     f" ammo {ammo}/{w.ammo}"), theme.TEXT if ammo else theme.TEXT_DISABLED, False))
    if u.passenger:
        p = seen.unit(u.passenger)
        out.append(((f"搭載機: {p.card.name_ja}（{p.base.name_ja}）行動PP {p.action_pp} ダメージ {p.damage}" if ja
                     else f"Carrying {p.card.name_en} ({p.base.name_en}) action PP {p.action_pp} damage {p.damage}"),
                    theme.GOLD, False))
    return out


class DisplayBoard(Widget):
    """Draws ``board_lines`` of ``scene.selected`` in its rectangle (wrapped, small type)."""

    def __init__(self, scene) -> None:
        super().__init__()
        self.scene = scene
        self.extra = ""          # e.g. "1/2 in this hex: click again for the next"
        self.scene_draws_panel = True   # the scene's cached background has the panel
        self._key = None
        self._image: pygame.Surface | None = None
        self.cut = False         # some lines did not fit: the tooltip holds the whole board
        self.shown: list[str] = []   # the lines drawn, the last maybe "point here for all of it" (tests read them)

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        if not self.scene_draws_panel:
            theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        seen = self.scene.seen
        uid = self.scene.selected
        lines = board_lines(seen, uid, ui.lang, self.where(uid)) if uid else []
        key = (tuple(lines), self.extra, self.rect.size, ui.lang, id(ui.text),
               seen.find(uid).side if uid and seen.find(uid) else -1, palette_name())
        if key != self._key:
            self._image, self._key = self.render(ui, lines, seen.find(uid) if uid else None), key
        surface.blit(self._image, self.rect.topleft)

    def wanted_height(self, ui: Any, width: int) -> int:
        """The height that shows the whole board of the selected machine, or of any machine on the map whose board
        is taller (a name on two lines), in its largest type: the board keeps one height from machine to machine,
        so the controls under it keep their places (Marvel's two-line name moved every move button 24 px down
        from where it was for Sho; a newcomer clicking "forward" there hit the panel's title)."""
        seen = self.scene.seen
        uid = self.scene.selected
        if not uid:
            return 60
        return max(self.board_height(ui, width, other)
                   for other in [uid] + [u.id for u in seen.units if u.in_play and u.id != uid])

    def board_height(self, ui: Any, width: int, uid: str) -> int:
        """The height that shows ``uid``'s whole board in its largest type."""
        lines = board_lines(self.scene.seen, uid, ui.lang, self.where(uid))
        if not lines:
            return 60
        title, size = SIZES[0]
        text = ui.text
        height = 8 + 4
        for i, (content, _colour, bold) in enumerate(lines + ([(self.extra, None, False)] if self.extra else [])):
            at = title if i == 0 and bold else size
            shown = title_wrapped(text, content, at, width - 20) if i == 0 and bold \
                else wrapped(text, content, at, width - 20, bold)
            height += (text.line_height(at) - 1) * len(shown)
        return height

    def where(self, uid: str) -> str:
        """The machine's hex as the map prints it ("(col, row)", the hover label's and the log's numbers)."""
        seen = self.scene.seen
        u = seen.find(uid)
        if u is None or not u.in_play:
            return ""
        col, row = self.scene.mapview.hexmap.cell_of(seen.mover(u).hex)
        return f"({col}, {row})"

    def render(self, ui: Any, lines, u) -> pygame.Surface:
        """The board's text (and side stripe) as one image of the panel's size: the largest type that
        shows every line; if even the smallest does not, the lines that fit and the rest on hover."""
        img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        text = ui.text
        width = self.rect.w - 20
        if u is not None:
            pygame.draw.rect(img, side_fill(u.side), (2, 8, 5, self.rect.h - 16))
        if not lines:
            lines = [(("マップ上の機体をクリックすると、そのディスプレイを表示します。" if ui.lang == "ja"
                       else "Click a machine on the map to see its display."), theme.TEXT_MUTED, False)]
        if self.extra:
            lines = lines + [(self.extra, theme.TEXT_MUTED, False)]
        for title_size, size in SIZES:
            laid = []
            for i, (content, colour, bold) in enumerate(lines):
                at = title_size if i == 0 and bold else size
                cut = title_wrapped(text, content, at, width) if i == 0 and bold else wrapped(text, content, at, width, bold)
                laid += [(line, at, colour, bold) for line in cut]
            height = 8 + sum(text.line_height(at) - 1 for _line, at, _c, _b in laid)
            if height <= self.rect.h - 4:
                break
        self.cut = height > self.rect.h - 4
        self.tooltip = "\n".join(content for content, _c, _b in lines) if self.cut else None
        if self.cut and lines[0][2] and SIDE_GAP in lines[0][0]:
            # the title whole and the "point here" line must fit; else the title without its side (the side's
            # colour stripe and the phase heading name it), never a title broken off mid-name
            first = title_wrapped(text, lines[0][0], title_size, width)
            if 8 + len(first) * (text.line_height(title_size) - 1) + text.line_height(size) - 1 > self.rect.h - 4:
                short = lines[0][0].split(SIDE_GAP)[0]
                laid = [(line, title_size, lines[0][1], True) for line in wrapped(text, short, title_size, width, True)] \
                    + laid[len(first):]
        self.shown = []
        x, y = 10, 8
        for n, (line, at, colour, bold) in enumerate(laid):
            step = text.line_height(at) - 1
            last_fits = y + step + text.line_height(size) - 1 <= self.rect.h - 4  # this line, then the "point here" line
            if self.cut and not last_fits and n < len(laid) - 1:
                more = "…（全文はポイントで表示）" if ui.lang == "ja" else "… (point here for all of it)"
                img.blit(text.render(text.fit(more, size, width), size, theme.TEXT_MUTED), (x, y))
                self.shown.append(more)
                break
            img.blit(text.render(line, at, colour, bold), (x, y))
            self.shown.append(line)
            y += step
        return img
