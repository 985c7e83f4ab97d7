"""Drawing helpers of the SD Gundam Force table that are not cards.

The phase banner (編成 → 出撃 → 効果 → 反撃 → 計算, with English), the battle
figures between the two sides (power, team bonus, totals before and after the
counter cards, the counter cards in the order played, the rule notes), the
last battle's result (win / loss / draw and where the cards went), and the
end-of-game line. Pure drawing from the ``view`` dict: no state, no input.
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import Text

from ... import theme

PHASE_STEPS = (
    ("formation", Text("編成", "Formation")),
    ("sortie", Text("出撃", "Sortie")),
    ("effect", Text("効果", "Effect")),
    ("counter", Text("反撃", "Counter")),
    ("calculation", Text("計算", "Calculation")),
)
RESULT = {"win": Text("勝ち", "win"), "loss": Text("負け", "loss"), "draw": Text("引き分け", "draw")}
RESULT_COLOUR = {"win": theme.GOLD, "loss": theme.ERROR, "draw": theme.TEXT_MUTED}
def result_line(view: dict, me: int | None, lang: str) -> str:
    """Who won and why, naming the seat that is "you" ("Player 1 (you) wins (Player 2's dark hole reached 10)"):
    the centre band's first line and the sidebar's once the game is over."""
    w = view["winner"]
    name, lost = seat_name(view, w, me, lang), seat_name(view, 1 - w, me, lang)
    if view["end_reason"] == "deck_out":
        return f"{name}の勝利（{lost}のデッキが尽きた）" if lang == "ja" else f"{name} wins ({lost}'s deck ran out)"
    return f"{name}の勝利（{lost}のダークホールが10枚）" if lang == "ja" else \
        f"{name} wins ({lost}'s dark hole reached 10 cards)"


SMALLEST_CHIP = 10  # px: a phase chip's type in a narrow window (the shortest wording first)


def phase_index(phase: str) -> int:
    order = [k for k, _ in PHASE_STEPS]
    return order.index(phase) if phase in order else len(order)


def draw_phases(surface: pygame.Surface, text, rect: pygame.Rect, view: dict, lang: str) -> None:
    """Five chips, the current phase gold, the passed ones green; the 効果フェイズ is automatic. The same
    wording for every chip, the longest that fits; in a narrow window the shortest, in smaller type."""
    current = phase_index(view["phase"])
    n = len(PHASE_STEPS)
    gap = 6
    chip_area = rect.w - 8
    w = (chip_area - gap * (n - 1)) // n
    def names(i: int, key: str, label: Text) -> list[str]:
        auto = ("（自動）" if lang == "ja" else " (auto)") if key == "effect" else ""
        if lang == "ja":
            return [f"{i + 1}. {label.ja}フェイズ {label.en}{auto}", f"{i + 1}. {label.ja}フェイズ{auto}",
                    f"{i + 1}. {label.ja}フェイズ", f"{i + 1}. {label.ja}"]
        return [f"{i + 1}. {label.en}{auto}", f"{i + 1}. {label.en}"]

    size = theme.SIZE_SMALL
    levels = len(names(0, "", PHASE_STEPS[0][1]))
    level = next((lv for lv in range(levels)  # the same wording level for every chip
                  if all(text.size(names(i, k, lab)[lv], size, True)[0] <= w - 10
                         for i, (k, lab) in enumerate(PHASE_STEPS))), levels - 1)
    for i, (key, label) in enumerate(PHASE_STEPS):
        box = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h)
        if i == current:
            fill, edge, ink = (92, 74, 30), theme.GOLD, theme.TEXT
        elif i < current:
            fill, edge, ink = theme.ACCENT_SOFT, theme.ACCENT, theme.TEXT_MUTED
        else:
            fill, edge, ink = theme.PANEL, theme.BORDER, theme.TEXT_DISABLED
        theme.panel(surface, box, fill, edge, radius=6, width=2 if i == current else 1)
        options = names(i, key, label)
        name = options[min(level, len(options) - 1)]
        shown, fitting = text.fit_line(name, size, box.w - 6, i == current, smallest=SMALLEST_CHIP)  # shrinks, not cut
        s = text.render(shown, fitting, ink, i == current)
        surface.blit(s, s.get_rect(center=box.center))


#: a bold headline of the centre band shrinks down to this share of its size to stay on one line
HEADLINE_SHRINK = 0.85
#: px: the centre band's lines shrink together by up to ``BAND_SHRINK`` px, none under ``PARAGRAPH_LEAST``, to let
#: every paragraph in (900x600: the one-sided battle's line under the totals)
BAND_SHRINK = 4
PARAGRAPH_LEAST = 12


def _blit_lines(surface, text, lines, x, y, width, bottom, draw: bool = True) -> tuple[int, int]:
    """Paragraphs wrapped with their katakana words whole ("帰還フィールド"); a bold headline a little too wide for
    one line is set a little smaller rather than leave a word's last kana alone ("…22 引き分" / "け"); a paragraph
    too low for the room left is left out whole rather than shown cut after its first line (the log has it).
    (where the next line goes, how many paragraphs went in); ``draw`` False only measures."""
    for done, (content, size, colour, bold) in enumerate(lines):
        fitting = size
        while bold and fitting > size * HEADLINE_SHRINK and text.size(content, fitting, bold)[0] > width:
            fitting -= 1
        if bold and text.size(content, fitting, bold)[0] <= width:
            wrapped, size = [content], fitting
        else:
            wrapped = list(text.wrapped(content, size, width, bold, words=True))
        if y + len(wrapped) * text.line_height(size) > bottom:
            return y, done
        for line in wrapped:
            if draw:
                surface.blit(text.render(line, size, colour, bold), (x, y))
            y += text.line_height(size)
    return y, len(lines)


def _fitted(text, lines, width: int, height: int) -> list:
    """``lines`` as little smaller as lets the most paragraphs into the band (a small window): at most
    ``BAND_SHRINK`` px, none under ``PARAGRAPH_LEAST`` px."""
    best, most = lines, _blit_lines(None, text, lines, 0, 0, width, height, draw=False)[1]
    for less in range(1, BAND_SHRINK + 1):
        if most == len(lines):
            break
        tried = [(content, max(min(size, PARAGRAPH_LEAST), size - less), colour, bold)
                 for content, size, colour, bold in lines]
        count = _blit_lines(None, text, tried, 0, 0, width, height, draw=False)[1]
        if count > most:
            best, most = tried, count
    return best


def seat_name(view: dict, seat: int, me: int | None, lang: str) -> str:
    name = view["seats"][seat]["label"][lang]
    if me is not None and seat == me:
        return f"{name}（自分）" if lang == "ja" else f"{name} (you)"
    return name


def battle_totals(view: dict, me: int | None, lang: str) -> str:
    """Both seats' totals on one line, each its power, team bonus, total and the total after the counter cards
    ("プレイヤー1（自分）: 9 → 12　／　プレイヤー2: 6+2 = 8"): the headline of a low band (``compact``)."""
    b, ja = view["battle"], lang == "ja"
    parts = []
    for p in (0, 1):
        power, bonus, before, after = (b["power"][p], b["team_bonus"][p], b["totals_before_counters"][p],
                                       b["totals"][p])
        line = f"{seat_name(view, p, me, lang)}: " + (f"{power}+{bonus} = {before}" if bonus else f"{before}")
        parts.append(line + (f" → {after}" if after != before else ""))
    return ("　／　" if ja else "  /  ").join(parts)


def battle_lines(view: dict, me: int | None, lang: str, compact: bool = False) -> list[tuple[str, int, tuple, bool]]:
    """The centre band's text: battle figures, last result or game end (one tuple per paragraph). ``compact``: a low
    band (150 % UI scale), where the two seats' figures in large type left no room for the counter cards' effects:
    both seats' totals on one line in small type (``battle_totals``) and no counter order (the phase chips and the
    decision say whose counter it is), so the effect lines show under them."""
    ja = lang == "ja"
    out: list[tuple[str, int, tuple, bool]] = []
    if view["winner"] is not None:
        out.append((("ゲーム終了: " if ja else "Game over: ") + result_line(view, me, lang), theme.SIZE_LABEL, theme.GOLD,
                    True))
    b = view.get("battle")
    if b and compact:
        out.append((battle_totals(view, me, lang), theme.SIZE_SMALL, theme.TEXT, True))
    for p in (0, 1) if b and not compact else ():
        bonus = b["team_bonus"][p]
        bl = b["team_bonus_label"][p]
        parts = [f"パワー{b['power'][p]}" if ja else f"power {b['power'][p]}"]
        if bonus:
            parts.append((f"チームボーナス+{bonus}（{bl['ja']}）" if ja else f"team bonus +{bonus} ({bl['en']})"))
        before = b["totals_before_counters"][p]
        after = b["totals"][p]
        line = f"{seat_name(view, p, me, lang)}: " + " + ".join(parts) + f" = {before}"
        if after != before:
            line += f" → 反撃後 {after}" if ja else f" → after counters {after}"
        out.append((line, theme.SIZE_BODY, theme.TEXT, True))
    if b:
        if view.get("one_sided") is not None:
            p = view["one_sided"]
            if compact:  # (the log says where its standby cards went)
                out.append((f"一方的なバトル: {seat_name(view, p, me, lang)}は出撃できず（合計0）" if ja else
                            f"One-sided: {seat_name(view, p, me, lang)} could not sortie (total 0)", theme.SIZE_SMALL,
                            theme.WARNING, False))
            else:
                out.append((f"一方的なバトル: {seat_name(view, p, me, lang)}は出撃できず、待機カードはダークホールへ（合計0）" if ja
                            else f"One-sided battle: {seat_name(view, p, me, lang)} could not sortie; its standby cards "
                                 f"went to the dark hole (total 0)", theme.SIZE_SMALL, theme.WARNING, False))
        order = " → ".join(view["seats"][p]["label"][lang] for p in b["counter_order"])
        step = min(b["counter_step"], len(b["counter_order"]))
        if not compact:
            out.append(((f"反撃の順: {order}（{step}/{len(b['counter_order'])}）" if ja else
                         f"Counter order: {order} ({step}/{len(b['counter_order'])})"), theme.SIZE_SMALL,
                        theme.TEXT_MUTED, False))
        for i, pl in enumerate(b["plays"]):
            info = view["cards"].get(pl.get("card", ""), {})
            name = info.get("name", {}).get(lang, "?")
            effect = info.get("text", {}).get(lang, "")
            mark = "（無効）" if pl["cancelled"] and ja else (" (cancelled)" if pl["cancelled"] else "")
            out.append((f"#{i + 1} {view['seats'][pl['seat']]['label'][lang]}「{name}」{mark}: {effect}" if ja else
                        f"#{i + 1} {view['seats'][pl['seat']]['label'][lang]}: {name}{mark}: {effect}",
                        theme.SIZE_SMALL, theme.TEXT_MUTED if pl["cancelled"] else theme.TEXT, False))
        for note in b["notes"]:
            out.append((note[lang], theme.SIZE_SMALL, theme.WARNING, False))
    elif view["phase"] == "sortie":
        n = len(view["terrain_history"])
        if n > 1:
            out.append((f"地形 {n}枚目: 前の地形にはどちらも適応しませんでした" if ja else
                        f"Terrain no. {n}: nobody adapted to the previous one", theme.SIZE_BODY, theme.WARNING, False))
        out.append(("地形の属性に適応するSDカードだけが出撃します。適応しない待機カードは横向き（休み）になり、"
                    "次も出撃できなければ捨て札です。" if ja else
                    "Only SD cards adapting to the terrain's attribute advance. The others are tapped (sideways); "
                    "a tapped card that cannot go again is discarded.", theme.SIZE_SMALL, theme.TEXT_MUTED, False))
    lb = view.get("last_battle")
    if lb and not b and view["winner"] is None:
        res = " / ".join(f"{seat_name(view, p, me, lang)} {lb['totals'][p]} {RESULT[lb['result'][p]].get(lang)}"
                         for p in (0, 1))
        out.append(((f"第{lb['turn']}ターンのバトル: {res}" if ja else f"Battle of turn {lb['turn']}: {res}"),
                    theme.SIZE_BODY, theme.GOLD, True))
        moved = []
        for p in (0, 1):
            dh, rf = len(lb["to_dark_hole"][p]), len(lb["to_return"][p])
            moved.append(f"{view['seats'][p]['label'][lang]}: ダークホールへ{dh}枚・帰還フィールドへ{rf}枚" if ja else
                         f"{view['seats'][p]['label'][lang]}: {dh} to the dark hole, {rf} to the return field")
        if lb["one_sided"]:
            moved.append("一方的なバトル（片方は出撃できなかった）" if ja else "A one-sided battle (one side could not sortie)")
        out.append(("　".join(moved) if ja else "; ".join(moved), theme.SIZE_SMALL, theme.TEXT_MUTED, False))
    return out


def draw_battle_info(surface: pygame.Surface, text, rect: pygame.Rect, view: dict, me: int | None, lang: str,
                     result_rects: dict | None = None) -> None:
    theme.panel(surface, rect, theme.PANEL, theme.BORDER)
    lines = battle_lines(view, me, lang)
    if not lines:
        hint = ("編成フェイズ: 両プレイヤーが交互に1枚引き、SDカードを待機フィールドに出します（3枚まで）。"
                if lang == "ja" else
                "Formation: the players take turns drawing one card and deploying an SD card to standby (up to 3).")
        lines = [(hint, theme.SIZE_SMALL, theme.TEXT_MUTED, False)]
    lines = _fitted(text, lines, rect.w - 20, rect.h - 10)
    if view.get("battle") and view["battle"]["plays"] and _shown(text, lines, rect) < len(lines):
        # a low band: the counter cards' effects did not get in under the figures; the figures take one line
        lines = _fitted(text, battle_lines(view, me, lang, compact=True), rect.w - 20, rect.h - 10)
    _blit_lines(surface, text, lines, rect.x + 10, rect.y + 6, rect.w - 20, rect.bottom - 4)


def _shown(text, lines, rect: pygame.Rect) -> int:
    """How many of the paragraphs ``lines`` the band ``rect`` shows."""
    return _blit_lines(None, text, lines, rect.x + 10, rect.y + 6, rect.w - 20, rect.bottom - 4, draw=False)[1]


def draw_scroll_bar(surface: pygame.Surface, area: pygame.Rect, scroll: int, max_scroll: int) -> None:
    """A thin scroll bar at the right edge of ``area`` whose thumb says how far it is scrolled (the deck builder's
    grid, a pile's browser); nothing where it does not scroll."""
    if not max_scroll:
        return
    track = pygame.Rect(area.right - 6, area.y, 5, area.h)
    pygame.draw.rect(surface, theme.PANEL, track, border_radius=2)
    th = max(24, track.h * track.h // (track.h + max_scroll))
    ty = track.y + (track.h - th) * scroll // max_scroll
    pygame.draw.rect(surface, theme.BORDER, (track.x, ty, 5, th), border_radius=2)
