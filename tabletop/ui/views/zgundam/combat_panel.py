"""The battle panel: the last battle or special card, dice tumbling, hits counted per side.

Fed from ``view["last_combat"]`` (public to every seat): the book's heading
(rule), one row per side (seat, card, its dice with the hitting faces ringed,
the hit number and the hits; for a repair the number to reach and success), then
the result and the cards taken. The dice
tumble with the shell's ``DiceDisplay`` timing whenever a new battle arrives.

``wanted_height`` is the height that shows the heading, every row at its least and the whole result: the
scene's layout gives the panel that room where the column has it (taken from the log). The rows take their
least height before the result is cut; a result longer than the room left (the smallest window) shows its
first lines under an arrow at the panel's right edge and scrolls with the wheel, an arrow at the top saying
lines are above. Rows too many for their dice (UI scale 150 %) are a line each, the side and its hits; any still
left out are said ("and 2 more rolls (see the log)").
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.core.i18n import Text
from tabletop.ui import theme
from tabletop.ui.widgets import DiceDisplay, Widget, draw_die

from .faces import card_name

HEADINGS = {
    "ms_ms": Text("(2)-b-1 MS対MS", "(2)-b-1 MS against MS"),
    "ms_ship": Text("(2)-b-2 MS対艦船", "(2)-b-2 MS against ship"),
    "ship_ship": Text("(2)-c 艦対艦", "(2)-c Ship against ship"),
    "explosion": Text("(2)-a 爆破", "(2)-a Explosion"),
    "repair": Text("(2)-a 修理", "(2)-a Repair"),
    "colony_laser": Text("(2)-a コロニーレーザー", "(2)-a Colony laser"),
    "ceasefire": Text("(2)-a 停戦信号", "(2)-a Ceasefire signal"),
    "dummy_meteor": Text("(2)-a ダミー隕石", "(2)-a Dummy meteor"),
}
TITLE = Text("戦闘", "Battle")
HEADING_LEAST = theme.SIZE_SMALL - 2  # px: the heading's least print beside the log button before it is cut
ROW_PAD = 20  # a row's least height below its name line: the dice
ARROW_W = 14  # px kept at the right of a scrolling result for its arrows
NONE_YET = Text("まだ戦闘はありません。", "No battle yet.")
#: Said under the rows where the panel has no room for them all (it read "… +1", issue 16): how many rolls are left out
MORE_ROLLS = Text("ほか{n}件の判定は記録に", "and {n} more roll{s} (see the log)")


def succeeds(kind: str, face: int, number: int) -> bool:
    """Whether one die does what it was rolled for: a repair needs ``number`` or more ((2)-a 修理),
    every other roll hits on ``number`` or less."""
    return face >= number if kind == "repair" else face <= number


def roll_result(kind: str, roll: dict, lang: str, short: bool = False) -> str:
    """A row's result in the game's terms: the hits counted ("命中2（3以下）", "2 hits (≤3)"), or a
    repair's success ("成功（3以上）", "success (3 or more)"); ``short`` without the number rolled against
    ("命中2", "2 hits": a one-line row whose card's name needs the room; the log has the whole roll)."""
    n = roll["hit_number"]
    if kind == "repair":
        if roll["hits"]:
            return "成功" if short and lang == "ja" else "success" if short else \
                f"成功（{n}以上）" if lang == "ja" else f"success ({n} or more)"
        return "失敗" if short and lang == "ja" else "fails" if short else \
            f"失敗（{n}以上が必要）" if lang == "ja" else f"fails (needs {n} or more)"
    hits = roll["hits"]
    said = f"命中{hits}" if lang == "ja" else f"{hits} hit{'s' if hits != 1 else ''}"
    return said if short else f"{said}（{n}以下）" if lang == "ja" else f"{said} (≤{n})"


#: A rolling card's name in a row prints this small (px) before it is cut ("P2 クワトロ・バジーナ（シャア・アズナブル）").
NAME_LEAST = 11
MARK_R = 6  # px: the radius of the rolling seat's shape marker before a row's name


class RowPlan(NamedTuple):
    """How one roll row prints its side: ``hits`` (``roll_result``, short where the name needs the room), the name's
    ``lines`` at ``size`` px, and whether the hits stand beside the dice (``hits_low``) rather than the name."""

    hits: str
    lines: tuple[str, ...]
    size: int
    hits_low: bool


def row_plan(text, who: str, kind: str, roll: dict, lang: str, w: int, dice_w: int, compact: bool,
             two_most: int = theme.SIZE_SMALL) -> RowPlan:
    """The row's print with ``who`` ("P3 バウンド・ドック") whole where any way holds it, in this order: beside the
    hits at the small size; the hits beside the dice (``dice_w`` px of them; not in a ``compact`` row, which has no
    dice) and the name as large as the row holds it; the name smaller, down to ``NAME_LEAST``, beside the hits; each
    first with the number rolled against, then without ("命中2"); else the name on two lines beside the short hits
    ("P3 クワトロ・バジーナ" / "（シャア・アズナブル）", at most ``two_most`` px); only a name too long for that is cut (at 800x560 "P3 バウン…"
    stood beside "命中2（3以下）" over five dice)."""
    alone = w - 2 * MARK_R - 4
    sizes = range(theme.SIZE_SMALL, NAME_LEAST - 1, -1)
    for short in (False, True):
        hits = roll_result(kind, roll, lang, short)
        hits_w = text.size(hits, theme.SIZE_SMALL, True)[0]
        beside = alone - hits_w - 8
        if text.size(who, theme.SIZE_SMALL)[0] <= beside:
            return RowPlan(hits, (who,), theme.SIZE_SMALL, False)
        if not compact and dice_w + 8 + hits_w <= w:
            size = next((s for s in sizes if text.size(who, s)[0] <= alone), 0)
            if size:
                return RowPlan(hits, (who,), size, True)
        size = next((s for s in sizes if text.size(who, s)[0] <= beside), 0)
        if size:
            return RowPlan(hits, (who,), size, False)
    for size in range(min(two_most, theme.SIZE_SMALL), NAME_LEAST - 1, -1):
        lines = text.wrap(who, size, beside)
        if len(lines) == 2 and all(text.size(line, size)[0] <= beside for line in lines):
            return RowPlan(hits, tuple(lines), size, False)
    return RowPlan(hits, (text.fit(who, NAME_LEAST, beside),), NAME_LEAST, False)


class CombatPanel(Widget):
    """Shows one ``last_combat`` record; ``show(record, animate)`` starts the dice tumbling."""

    def __init__(self, rect=None) -> None:
        super().__init__(rect)
        self.record: dict | None = None
        self.cards: dict = {}
        self.dice = DiceDisplay()
        self.offset = 0  # the first line of the result shown (it scrolls when it does not fit)
        self.result_cut = False  # the result has more lines than the panel shows at once (as last drawn)
        self._result_total = 0
        self._result_shown = 0
        self.aside = 0  # px at the heading's right kept for a button over the panel (the scene's log button)

    def show(self, record: dict | None, cards: dict, animate: bool) -> None:
        if record != self.record:
            self.offset = 0  # a new battle: its result from the top
        self.record = record
        self.cards = cards
        rolls = [(6, r["dice"]) for r in (record or {}).get("rolls", [])]
        self.dice.show(rolls, animate=animate)

    @property
    def tumbling(self) -> bool:
        return self.dice.tumbling

    def update(self, dt: float) -> bool:
        return self.dice.update(dt)

    def handle(self, inp, ui: Any) -> bool:
        """The wheel over the panel scrolls a result longer than its room."""
        if inp.kind == "wheel" and self.result_cut and self.rect.collidepoint(inp.pos):
            most = max(0, self._result_total - self._result_shown)
            self.offset = max(0, min(most, self.offset - inp.dy))
            return True
        return False

    def result_text(self, lang: str) -> str:
        """The battle's result line and the cards destroyed, as drawn under the rows."""
        record = self.record or {}
        result = record.get("result_ja" if lang == "ja" else "result_en", "")
        destroyed = [card_name(self.cards.get(c), c, lang) for c in record.get("destroyed", [])]
        if destroyed:
            result += (" 撃破：" if lang == "ja" else " Destroyed: ") + ("、" if lang == "ja" else ", ").join(destroyed)
        return result

    def wanted_height(self, text, lang: str, width: int) -> int:
        """The height at ``width`` that shows the heading, each row at its least and the whole result."""
        line_h = text.line_height(theme.SIZE_SMALL)
        rows = len((self.record or {}).get("rolls", []))
        lines = len(text.wrapped(self.result_text(lang), theme.SIZE_SMALL, width - 20)) if self.record else 1
        least_die = max(18, min(26, ROW_PAD - 2))
        names = sum(self._extras(text, self.plans(text, lang, width - 20, least_die, False)))  # (names on two lines)
        return 6 + text.line_height(theme.SIZE_BODY) + 2 + rows * (line_h + ROW_PAD) + names + lines * line_h + 4

    def _who(self, roll: dict, lang: str) -> str:
        """A row's side: "P1 Rick Dias"; the colony laser's fire is the attacker's roll at the defender's card,
        "P1 → Rick Dias" (a newcomer read the defender's ships and suits as the attacker's)."""
        record = self.record or {}
        name = card_name(self.cards.get(roll["card"]), roll["card"], lang)
        at = record.get("kind") == "colony_laser" and roll["seat"] == record.get("attacker") != record.get("defender")
        return f"P{roll['seat'] + 1} {'→ ' if at else ''}{name}"

    def plans(self, text, lang: str, w: int, die: int, compact: bool,
              two_most: int = theme.SIZE_SMALL) -> list[RowPlan]:
        """Each roll row's print (``row_plan``) in a panel ``w`` px inside, its dice ``die`` px."""
        record = self.record or {}
        return [row_plan(text, self._who(roll, lang), record.get("kind", ""), roll, lang, w,
                         len(roll["dice"]) * (die + 3), compact, two_most) for roll in record.get("rolls", [])]

    @staticmethod
    def _extras(text, plans: list[RowPlan]) -> list[int]:
        """The px each row takes over its one line for a name on two lines."""
        line_h = text.line_height(theme.SIZE_SMALL)
        return [max(0, len(p.lines) * text.line_height(p.size) - line_h) if len(p.lines) > 1 else 0 for p in plans]

    def _fitted(self, text, lang: str, w: int, die: int, compact: bool, room: int) -> tuple[list[RowPlan], list[int]]:
        """``plans`` and their ``_extras``: a name on two lines at the small size, or at ``NAME_LEAST`` where the rows
        would not fit ``room`` px so (a compact row 24 px high: two lines of 15 px took 22 px more, of 11 px 10)."""
        rows = len((self.record or {}).get("rolls", []))
        row_h = text.line_height(theme.SIZE_SMALL) + 2 if compact else 0
        plans = self.plans(text, lang, w, die, compact)
        extras = self._extras(text, plans)
        if any(extras) and rows * row_h + sum(extras) > room:
            plans = self.plans(text, lang, w, die, compact, NAME_LEAST)
            extras = self._extras(text, plans)
        return plans, extras

    def hits_per_side(self) -> list[tuple[int, int]]:
        """(seat, hits) per roll row, as drawn."""
        return [(r["seat"], r["hits"]) for r in (self.record or {}).get("rolls", [])]

    def results(self, lang: str) -> list[str]:
        """Each row's result as drawn: the hits counted, or a repair's success."""
        record = self.record or {}
        return [roll_result(record.get("kind", ""), roll, lang) for roll in record.get("rolls", [])]

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        text, lang = ui.text, ui.lang
        x, y, w = self.rect.x + 10, self.rect.y + 6, self.rect.w - 20
        record = self.record
        heading = TITLE.get(lang)
        headings = [heading]
        if record is not None:
            kind = HEADINGS.get(record["kind"], Text(record["rule"], record["rule"])).get(lang)
            headings = [heading + ("：" if lang == "ja" else ": ") + kind, kind]  # without "Battle:" before it is cut
        room = w - self.aside
        # smaller type before a cut heading (beside the log button; in the side column narrowed at 150 % the kind alone,
        # "(2)-b-1 MS attack", a little under the small type, or it is cut, not "Battle: (2)-b-1 MS …")
        sizes = [range(theme.SIZE_BODY, theme.SIZE_SMALL - 1, -1), range(theme.SIZE_SMALL - 1, HEADING_LEAST - 1, -1)]
        size, heading = next(((s, h) for steps in sizes for h in headings for s in steps
                              if text.size(h, s, True)[0] <= room), (HEADING_LEAST, headings[-1]))
        surface.blit(text.render(text.fit(heading, size, room, True), size, theme.GOLD, True),
                     (x, y + (text.line_height(theme.SIZE_BODY) - text.line_height(size)) // 2))
        y += text.line_height(theme.SIZE_BODY) + 2
        if record is None:
            surface.blit(text.render(NONE_YET.get(lang), theme.SIZE_SMALL, theme.TEXT_MUTED), (x, y))
            return
        faces = self.dice.faces()
        rolls = record.get("rolls", [])
        line_h = text.line_height(theme.SIZE_SMALL)
        result_lines = list(text.wrapped(self.result_text(lang), theme.SIZE_SMALL, w))
        least = y + len(rolls) * (line_h + ROW_PAD) if rolls else y
        if least + len(result_lines) * line_h + 4 > self.rect.bottom:  # it will scroll: room for the arrows
            result_lines = list(text.wrapped(self.result_text(lang), theme.SIZE_SMALL, w - ARROW_W))
        room_lines = max(1, (self.rect.bottom - 4 - least) // line_h)
        bottom_room = min(len(result_lines), room_lines) * line_h + 4 if result_lines else line_h + 4
        avail = self.rect.bottom - y - bottom_room
        row_h = max(line_h + ROW_PAD, min(line_h + ROW_PAD + 8, avail // max(1, len(rolls)))) if rolls else 0
        die = max(18, min(26, row_h - line_h - 2))
        limit = self.rect.bottom - bottom_room + 4 - y
        plans, extras = self._fitted(text, lang, w, die, False, limit - len(rolls) * row_h)
        # rows too many for the panel with their dice (UI scale 150 %, the list keeping its rows: a battle showed its
        # attacker and "… +1") are a line each, the side and its hits (the dice are in the log): they show more of them
        compact = bool(rolls) and len(rolls) * row_h + sum(extras) > limit
        if compact:
            row_h = line_h + 2
            die = max(18, min(26, row_h - line_h - 2))
            plans, extras = self._fitted(text, lang, w, die, True, limit)
        k = 0
        shown_rows = 0
        fit, used = 0, 0
        while fit < len(rolls) and used + row_h + extras[fit] <= limit:
            used += row_h + extras[fit]
            fit += 1
        if fit < len(rolls):
            fit = max(1 if not compact else 0, fit - 1)  # the line that says how many are left out keeps its room
        r = MARK_R  # the rolling seat's shape marker, so its row is not told by colour alone
        for roll, plan, extra in zip(rolls, plans, extras):
            if shown_rows >= fit:
                break
            shown_rows += 1
            colour = theme.side_colour(roll["seat"])
            hs = text.render(plan.hits, theme.SIZE_SMALL, theme.TEXT, True)
            theme.draw_side_marker(surface, (x + r, y + line_h // 2), r, roll["seat"])
            dy = y + line_h - 2 + extra
            hits_y = dy + (die - hs.get_height()) // 2 if plan.hits_low else y
            ny, step = y + (line_h - text.line_height(plan.size)) // 2, text.line_height(plan.size)
            for line in plan.lines:
                surface.blit(text.render(line, plan.size, colour), (x + 2 * r + 4, ny))
                ny += step
            if not self.tumbling:
                surface.blit(hs, (self.rect.right - 10 - hs.get_width(), hits_y))
            dx = x
            for value in [] if compact else roll["dice"]:
                sides, shown, kept = faces[k] if k < len(faces) else (6, value, True)
                k += 1
                if dx + die > self.rect.right - 8:
                    continue
                rect = pygame.Rect(dx, dy, die, die)
                good = succeeds(record["kind"], value, roll["hit_number"])
                draw_die(surface, text, rect, sides, shown, 0.0 if kept else 15.0 * ((k % 3) - 1), dim=kept and not good)
                if kept and good:
                    pygame.draw.rect(surface, theme.GOLD, rect.inflate(2, 2), 2, border_radius=5)
                dx += die + 3
            y += row_h + extra
        if shown_rows < len(rolls):
            more = len(rolls) - shown_rows
            said = text.fit(MORE_ROLLS.get(lang).format(n=more, s="s" if more != 1 else ""), theme.SIZE_SMALL, w)
            surface.blit(text.render(said, theme.SIZE_SMALL, theme.TEXT_MUTED), (x, y))
            y += text.line_height(theme.SIZE_SMALL)
        shown = max(1, (self.rect.bottom - 2 - y) // line_h)
        self._result_total, self._result_shown = len(result_lines), shown
        self.result_cut = len(result_lines) > shown
        self.offset = max(0, min(self.offset, len(result_lines) - shown))
        if self.tumbling:
            return
        top = y
        for line in result_lines[self.offset:self.offset + shown]:
            surface.blit(text.render(line, theme.SIZE_SMALL, theme.TEXT), (x, y))
            y += line_h
        if self.result_cut:  # arrows at the right edge: lines above, lines below (the wheel scrolls)
            ax = self.rect.right - 6 - ARROW_W // 2
            if self.offset > 0:
                pygame.draw.polygon(surface, theme.GOLD, [(ax - 5, top + 10), (ax + 5, top + 10), (ax, top + 4)])
            if self.offset + shown < len(result_lines):
                b = top + shown * line_h
                pygame.draw.polygon(surface, theme.GOLD, [(ax - 5, b - 10), (ax + 5, b - 10), (ax, b - 4)])
