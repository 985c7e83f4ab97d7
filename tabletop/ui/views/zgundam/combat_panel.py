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

from typing import Any

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
        return 6 + text.line_height(theme.SIZE_BODY) + 2 + rows * (line_h + ROW_PAD) + lines * line_h + 4

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
        # rows too many for the panel with their dice (UI scale 150 %, the list keeping its rows: a battle showed its
        # attacker and "… +1") are a line each, the side and its hits (the dice are in the log): they show more of them
        compact = bool(rolls) and y + len(rolls) * row_h > self.rect.bottom - bottom_room + 4
        if compact:
            row_h = line_h + 2
        die = max(18, min(26, row_h - line_h - 2))
        k = 0
        shown_rows = 0
        fit = max(0, (self.rect.bottom - bottom_room + 4 - y) // row_h) if row_h else 0
        if fit < len(rolls):
            fit = max(1 if not compact else 0, fit - 1)  # the line that says how many are left out keeps its room
        for roll in rolls:
            if shown_rows >= fit:
                break
            shown_rows += 1
            colour = theme.side_colour(roll["seat"])
            name = card_name(self.cards.get(roll["card"]), roll["card"], lang)
            # the colony laser's fire is the attacker's roll at the defender's card: "P1 → Rick Dias", not "P1 Rick Dias"
            # (a newcomer read the defender's ships and suits as the attacker's)
            at = record["kind"] == "colony_laser" and roll["seat"] == record["attacker"] != record["defender"]
            who = f"P{roll['seat'] + 1} {'→ ' if at else ''}{name}"
            hits = roll_result(record["kind"], roll, lang)
            r = 6  # the rolling seat's shape marker, so its row is not told by colour alone
            if compact and text.size(who, NAME_LEAST)[0] > w - text.size(hits, theme.SIZE_SMALL, True)[0] - 12 - 2 * r:
                hits = roll_result(record["kind"], roll, lang, short=True)  # the name whole: "命中2", not "P3 サイコ…"
            hs = text.render(hits, theme.SIZE_SMALL, theme.TEXT, True)
            theme.draw_side_marker(surface, (x + r, y + line_h // 2), r, roll["seat"])
            label_w = w - hs.get_width() - 8 - 2 * r - 4
            dy = y + text.line_height(theme.SIZE_SMALL) - 2
            hits_y = y
            if not compact and text.size(who, theme.SIZE_SMALL)[0] > label_w and \
                    len(roll["dice"]) * (die + 3) + 8 + hs.get_width() <= w:  # a long name: the hits beside the dice
                label_w, hits_y = w - 2 * r - 4, dy + (die - hs.get_height()) // 2
            ns = next((s for s in range(theme.SIZE_SMALL, NAME_LEAST - 1, -1) if text.size(who, s)[0] <= label_w),
                      theme.SIZE_SMALL)  # smaller print before a cut name
            surface.blit(text.render(text.fit(who, ns, label_w), ns, colour),
                         (x + 2 * r + 4, y + (line_h - text.line_height(ns)) // 2))
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
            y += row_h
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
