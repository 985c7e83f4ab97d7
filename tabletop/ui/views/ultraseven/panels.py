"""The side panels of the Ultra Seven screen, drawn from one seat's ``view``.

* ``draw_status``: the alien's AP (pips and ``n/8``), the Emerium track (0-130, always
  shown), Seven's state (Dan / Ultra Seven / dead) and the small counters
  (weapons out, redeployments, both hands), and the most invasion chits on one card against the 13 that win
  the alien the game (``most_chits``); ``status_shown``: what of the view it shows.
* ``step_lines``: what the current step is about, step by step: the event revealed,
  the reconnaissance declared and its result ("異常なし" or the card found), the
  combat (card, power, damage, who attacked, Ultra Hawk 1, transformation number,
  melee rounds, Emerium), with the hints for the mouse.
* ``area_badges``: per area, the reconnaissance result of this turn and the combat mark;
  a word cut in a narrow column goes to ``CutTexts``, which shows it whole on hover.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.core.i18n import Text
from tabletop.games.ultraseven.state import VICTORY_CHITS
from tabletop.games.ultraseven.combat import power_text

from ... import theme
from ...cards.face import icon_for
from ...cards.render import CardRenderer, draw_shape
from ...widgets.base import Widget
from .board import LABEL_H, Board
from .faces import AREA_ICON, area_name, book

#: The least type of a recon result's badge (docs/art.md: the least print on the table); every badge on the board prints
#: at one size (``badge_type``: they were 8 px in the narrow columns of the small board beside 11 px ones, issue 16).
BADGE_LEAST = 8
BADGE_TYPE = 10
#: A recon result's words (found: "Discovered", else "Nothing unusual", rule 12.8), and the short ones a board prints
#: where a narrow column has not the room for them at ``BADGE_TYPE`` (the whole words on hover).
BADGE_WORDS = {False: (Text("異常なし", "Nothing unusual"), Text("無事", "Clear")),
               True: (Text("発覚", "Discovered"), Text("発覚", "Found"))}
AP_ON = (222, 184, 92)
EMERIUM = (60, 200, 160)
EMERIUM_LOW = (230, 120, 60)
DEAD = (226, 104, 96)


def _name(card: dict | None, lang: str) -> str:
    return card["name"][lang] if card else ""


#: The status panel's padding above its first row and below its last line.
STATUS_PAD = 8
AP_ROW, EMERIUM_ROW = 30, 42


def status_height(text, chits: bool = True) -> int:
    """The status panel's height: its AP row, the Emerium track, Seven's state, the two counter lines and (``chits``:
    a window tall enough, as for the dice panel) the chit line, with ``STATUS_PAD`` above and below (the last line
    inside the panel at every size)."""
    return 2 * STATUS_PAD + AP_ROW + EMERIUM_ROW + (4 if chits else 3) * text.line_height(theme.SIZE_SMALL)


#: The chit line turns to the warning colour this many chits from ``VICTORY_CHITS``.
CHITS_NEAR = 3


def most_chits(view: dict) -> int:
    """The most invasion chits on one card on the table, face up or face down (rule 20.2: 13 win the alien the game;
    a newcomer lost on turn 8 with 15 chits on a card and no word of the 13 on the board, session 16)."""
    counts = [a["invasion"].get("chits", 0) for a in view["areas"] if a.get("invasion")]
    counts += [b.get("chits", 0) for b in view.get("face_down") or []]
    return max(counts, default=0)


def status_shown(view: dict) -> tuple:
    """Every part of ``view`` that ``draw_status`` reads: the status panel looks the same while these are equal (it
    is kept, ``ui.kept``; a view is made anew at each change, so the parts are mostly the very same objects)."""
    return (view["ap"], view["emerium"], (view.get("combat") or {}).get("transformed"), view["weapons"],
            view["redeploys"], len(view["tdf_hand"]), view["alien_hand"]["count"], view["deck"]["count"],
            most_chits(view))


def draw_status(surface: pygame.Surface, text, rect: pygame.Rect, view: dict, lang: str) -> None:
    theme.panel(surface, rect, theme.PANEL, theme.BORDER)
    x, y = rect.x + 12, rect.y + STATUS_PAD
    ap = view["ap"]
    label = text.render("AP" if lang == "en" else "星人AP", theme.SIZE_SMALL, theme.TEXT_MUTED)
    surface.blit(label, (x, y + 2))
    px = x + label.get_width() + 10
    dots = max(ap["total"], 8)
    num = text.render(f"{ap['remaining']}/{ap['total']}", theme.SIZE_BODY, theme.GOLD, True)
    # 20 px apart, closer where ten dots and "0/10" would pass the panel's edge (the 300 px panel in Japanese)
    step = max(12, min(20, (rect.right - 12 - num.get_width() - 6 - px) // dots))
    radius = min(7, step // 2 - 2)
    for i in range(dots):
        filled = i < ap["remaining"]
        centre = (px + i * step + 8, y + 11)
        pygame.draw.circle(surface, AP_ON if filled else theme.BUTTON_DISABLED, centre, radius)
        pygame.draw.circle(surface, theme.BORDER if not filled else (120, 90, 30), centre, radius, 1)
    surface.blit(num, (px + dots * step + 6, y))
    # Emerium track
    y += AP_ROW
    em = view["emerium"]
    dead = em["seven_dead"]
    title = ("エメリウム" if lang == "ja" else "Emerium")
    surface.blit(text.render(title, theme.SIZE_SMALL, theme.TEXT_MUTED), (x, y))
    top = book().seven.emerium  # the track runs 0-130 (rule 3.2); short play starts lower (21.2.2)
    value = text.render(f"{em['value']}/{top}", theme.SIZE_BODY, theme.TEXT, True)
    surface.blit(value, (rect.right - 12 - value.get_width(), y - 2))
    if em["start"] != top:
        start = text.render((f"開始{em['start']}" if lang == "ja" else f"start {em['start']}"), theme.SIZE_SMALL,
                            theme.TEXT_MUTED)
        surface.blit(start, (rect.right - 20 - value.get_width() - start.get_width(), y))
    bar = pygame.Rect(x, y + 22, rect.w - 24, 14)
    pygame.draw.rect(surface, theme.BG_DEEP, bar, border_radius=4)
    frac = max(0.0, min(1.0, em["value"] / top))
    fill = pygame.Rect(bar.x, bar.y, int(bar.w * frac), bar.h)
    pygame.draw.rect(surface, EMERIUM if em["value"] > 20 else EMERIUM_LOW, fill, border_radius=4)
    for tick in range(10, top, 10):
        tx = bar.x + int(bar.w * tick / top)
        pygame.draw.line(surface, theme.BG_DEEP, (tx, bar.y), (tx, bar.bottom - 1), 1)
    if em["start"] != top:
        sx = bar.x + int(bar.w * em["start"] / top)
        pygame.draw.line(surface, theme.GOLD, (sx, bar.y - 3), (sx, bar.bottom + 2), 2)
    pygame.draw.rect(surface, theme.BORDER, bar, 1, border_radius=4)
    # Seven's state
    y += EMERIUM_ROW
    line_h = text.line_height(theme.SIZE_SMALL)
    combat = view.get("combat") or {}
    if dead:
        state, colour = Text("セブン死亡（ダン・カプセル怪獣不可）", "Seven is dead (no Dan, no capsules)"), DEAD
    elif combat.get("transformed"):
        state, colour = Text("ウルトラセブン登場中", "Ultra Seven is fighting"), EMERIUM
    else:
        state, colour = Text("モロボシ・ダン（変身前）", "Dan Moroboshi (not transformed)"), theme.TEXT
    surface.blit(text.render(text.fit(state.get(lang), theme.SIZE_SMALL, rect.w - 24), theme.SIZE_SMALL, colour), (x, y))
    y += line_h
    w, r = view["weapons"], view["redeploys"]
    lines = (Text(f"兵器 {w['deployed']}/{w['limit']} ・ 再配置 {r['done']}/{r['allowed']}",
                  f"Weapons out {w['deployed']}/{w['limit']} · redeployed {r['done']}/{r['allowed']}"),
             Text(f"TDF手札 {len(view['tdf_hand'])}/3 ・ 星人手札 {view['alien_hand']['count']}/8 ・ 山札 {view['deck']['count']}",
                  f"TDF hand {len(view['tdf_hand'])}/3 · alien hand {view['alien_hand']['count']}/8 · "
                  f"deck {view['deck']['count']}"))
    most = most_chits(view)
    colour = theme.WARNING if most >= VICTORY_CHITS - CHITS_NEAR else theme.TEXT_MUTED
    if y + 3 * line_h > rect.bottom - STATUS_PAD:  # a short window (150 %): the chit line takes the counters' line,
        # keeping the alien's hand (the TDF's hand and the deck are on the board's labels; issue 16: the alien never
        # saw the 13 at 150 %)
        moved = Text(f"再配置 {r['done']}/{r['allowed']}", f"Redeployed {r['done']}/{r['allowed']}")
        first, short = chit_short(text, most, view["alien_hand"]["count"], lines[0], rect.w - 24, lang, moved)
        surface.blit(text.render(text.fit(first, theme.SIZE_SMALL, rect.w - 24), theme.SIZE_SMALL, theme.TEXT_MUTED),
                     (x, y))
        surface.blit(text.render(text.fit(short, theme.SIZE_SMALL, rect.w - 24), theme.SIZE_SMALL, colour),
                     (x, y + line_h))
        return
    for line in lines:
        surface.blit(text.render(text.fit(line.get(lang), theme.SIZE_SMALL, rect.w - 24), theme.SIZE_SMALL,
                                 theme.TEXT_MUTED), (x, y))
        y += line_h
    chits = chit_line(text, most, rect.w - 24, lang)
    surface.blit(text.render(text.fit(chits, theme.SIZE_SMALL, rect.w - 24), theme.SIZE_SMALL, colour), (x, y))


#: When the alien's 13 chits are checked: at the end of the turn, after combat (rule 20.2, ``Game.end_turn``; issue
#: 16: "Most chits 16 (13 wins)" read as if the 13 had already won).
WIN_WHEN = Text("ターン終了時", "at turn end")


def chit_short(text, most: int, hand: int, counters: Text, width: int, lang: str,
               moved: Text | None = None) -> tuple[str, str]:
    """A short window's last two status lines in ``width`` px: the counters (``counters``: weapons out and
    redeployments; ``moved``: the redeployments alone, the weapons being on the base's label) and the most chits on
    one card against the alien's 13 (rule 20.2) saying that 13 at the end of the turn win (issue 16), with the
    alien's hand on either line, in the longest wording whose two lines fit."""
    wins = Text(f"（{WIN_WHEN.ja}{VICTORY_CHITS}枚で勝利）", f" ({VICTORY_CHITS} {WIN_WHEN.en} wins)")
    hand_text = Text(f"星人手札 {hand}/8", f"alien hand {hand}/8")
    after = Text(f"{counters.ja} ・ {hand_text.ja}", f"{counters.en} · {hand_text.en}")
    tries = [(counters, Text(f"侵略チット最多 {most}/{VICTORY_CHITS}{wins.ja} ・ {hand_text.ja}",
                             f"Most chits on a card {most}/{VICTORY_CHITS}{wins.en} · {hand_text.en}")),
             (after, Text(f"侵略チット最多 {most}{wins.ja}", f"Most chits on a card {most}{wins.en}")),
             (counters, Text(f"チット最多 {most}{wins.ja} ・ {hand_text.ja}", f"Most chits {most}{wins.en} · {hand_text.en}")),
             (after, Text(f"チット最多 {most}{wins.ja}", f"Most chits {most}{wins.en}"))]
    if moved is not None:
        short_first = Text(f"{moved.ja} ・ {hand_text.ja}", f"{moved.en} · {hand_text.en}")
        tries += [(short_first, Text(f"チット最多 {most}{wins.ja}", f"Most chits {most}{wins.en}")),
                  (short_first, Text(f"チット最多 {most} ({WIN_WHEN.ja}{VICTORY_CHITS}枚で勝利)",  # half-width brackets
                                     f"Chits {most}{wins.en}"))]
    for first, second in tries:
        pair = (first.get(lang), second.get(lang))
        if all(text.size(line, theme.SIZE_SMALL)[0] <= width for line in pair):
            return pair
    return counters.get(lang), Text(f"チット最多 {most}/{VICTORY_CHITS} ・ {hand_text.ja}",
                                    f"Most chits {most}/{VICTORY_CHITS} · {hand_text.en}").get(lang)


def chit_line(text, most: int, width: int, lang: str) -> str:
    """The status panel's chit line in ``width`` px: the most chits on one card against the alien's 13 (rule 20.2),
    with what the 13 mean and when they are checked (at the end of the turn) where that fits."""
    long = Text(f"侵略チット最多 {most}/{VICTORY_CHITS}（{WIN_WHEN.ja}{VICTORY_CHITS}枚で星人の勝利）",
                f"Most chits on a card {most}/{VICTORY_CHITS} ({VICTORY_CHITS} {WIN_WHEN.en}: the alien wins)").get(lang)
    for line in (long, Text(f"侵略チット最多 {most}/{VICTORY_CHITS}（{WIN_WHEN.ja}{VICTORY_CHITS}枚で勝利）",
                            f"Most chits on a card {most}/{VICTORY_CHITS} ({VICTORY_CHITS} {WIN_WHEN.en} wins)").get(lang),
                 Text(f"侵略チット最多 {most}（{WIN_WHEN.ja}{VICTORY_CHITS}枚で勝利）",
                      f"Most chits on a card {most} ({VICTORY_CHITS} {WIN_WHEN.en} wins)").get(lang)):
        if text.size(line, theme.SIZE_SMALL)[0] <= width:
            return line
    return Text(f"侵略チット最多 {most}/{VICTORY_CHITS}", f"Most chits on a card {most}/{VICTORY_CHITS}").get(lang)


def counter_hint(label: str, count: int) -> Text | None:
    """What a counter on a card means, said on hover (session 28: a newcomer read a 12 px "D1" and a circled "1" in
    a card's margin as nothing): the damage, the invasion chits with the win they count to, a back's number."""
    if label == "D":
        return Text(f"ダメージ{count}", f"Damage {count}")
    if label == "":
        return Text(f"侵略チット{count}枚（{WIN_WHEN.ja}{VICTORY_CHITS}枚で勝利）",
                    f"{count} chit{'s' if count != 1 else ''} ({VICTORY_CHITS} {WIN_WHEN.en} wins)")
    if label == "#":
        return Text(f"裏向きの侵略カード#{count}", f"Face-down invasion card #{count}")
    return None


def recon_line(r: dict, lang: str) -> Text:
    area = area_name(r["area"])
    if r["found"]:
        name = book().name(r["found"])
        return Text(f"{area.ja}: 偵察値{r['total']}、出目{r['roll']} → 発覚「{name.ja}」",
                    f"{area.en}: total {r['total']}, roll {r['roll']} → discovered: {name.en}")
    return Text(f"{area.ja}: 偵察値{r['total']}、出目{r['roll']} → 異常なし",
                f"{area.en}: total {r['total']}, roll {r['roll']} → nothing unusual")


STEP_HINTS = {
    "alien": Text("山札をクリックで1枚引く（2AP）・手札のカードをクリックで裏向きに配置（2AP）・場のカードをクリックして"
                  "チット（1AP）／表にする（3AP）／ダメージ除去（3AP）",
                  "Click the deck to draw (2 AP); click a hand card to place it face down (2 AP); click a card on "
                  "the table for a chit (1 AP), turning it face up (3 AP) or removing damage (3 AP)."),
    "event": Text("公開されたイベント: 手札にする（適用しない）か、適用するかを選ぶ",
                  "The alien revealed an event: take it into the hand (not applied) or let it apply."),
    "deploy": Text("隊員・兵器をエリアへドラッグ（またはクリックで選んでからエリアをクリック）。兵器は1ターン2枚まで、"
                   "4人以上のグループにはキリヤマ隊長、クラタ隊長はイベントのあるターンに宇宙のみ。",
                   "Drag members and weapons into areas (or click a card, then an area). Two weapons a turn; "
                   "groups of four or more need Capt. Kiriyama; Capt. Kurata only in Space on event turns."),
    "recon": Text("偵察するエリアをクリック → 2D6。判定値以下ならそのエリアの侵略カードが表に（無ければ「異常なし」）",
                  "Click an area to reconnoitre, then roll 2D6: at or under the target number its invasion card "
                  "turns face up; no card: \"nothing unusual\"."),
    # (after a declaration the line over it, ``recon_target``, says when the card is discovered: the hint says what is
    # left without saying that again; issue 16, 「判定値以下なら」 twice)
    "recon_declared": Text("2D6を振る（カードが無ければ「異常なし」）か、宣言を取り消して別のエリアへ",
                           "Roll 2D6 (no card there: \"nothing unusual\"), or cancel to choose another area."),
    "redeploy": Text("グループ（エリア）をドラッグして別のエリアか基地へ（1グループまで）",
                     "Drag one group (an area) to another area or the base (one group)."),
    "attack": Text("攻撃する隊員と兵器を選ぶ（1D6 ≦ 判定値で命中、ダメージ＋1）",
                   "Choose a member and weapons (1D6 at or under the number hits: +1 damage)."),
    "transform": Text("ダンが変身判定（2D6）するか選ぶ。カプセル怪獣も使える",
                      "Dan may try to transform (2D6); capsule monsters may be used."),
    "failed": Text("変身失敗: カプセル怪獣を使うか、戦闘を終える", "Transformation failed: a capsule monster, or end."),
    "forced_end": Text("セブン敗北: カプセル怪獣を使うか、戦闘を終える", "Seven was beaten: a capsule monster, or end."),
    "melee": Text("技を選ぶ（戦闘力＋1D6 対 星人の戦闘力＋1D6、エメリウムを消費）",
                  "Choose a technique (power + 1D6 against the invader's power + 1D6; costs Emerium)."),
    "tie": Text("同点: もう一度技を選ぶか、格闘戦をやめる", "A tie: fight again with a technique, or stop."),
}


def step_lines(view: dict, declare: str | None, lang: str, hand_notes: bool = True) -> list[tuple[str, tuple]]:
    """The step panel's lines (text, colour); ``hand_notes``: with the alien's hand cards that cannot be placed now and
    why (not while a card on the table is selected: its two rows over that card's buttons read 「今は置けない（そのエリアに」,
    cut, about other cards; issue 16, session 30)."""
    out: list[tuple[str, tuple]] = []
    pending = view.get("pending")
    if pending is None:
        return out
    out.append((pending["prompt"][lang], theme.GOLD))
    kind = pending["kind"]
    if kind == "event" and pending.get("event"):
        out.append(((f"公開: 「{_name(pending['event'], lang)}」" if lang == "ja" else
                     f"Revealed: {_name(pending['event'], lang)}"), theme.TEXT))
    if kind == "recon" and declare:
        area = next(a for a in view["areas"] if a["id"] == declare)
        out.append((recon_target(area).get(lang), theme.TEXT))
    combat = view.get("combat")
    if combat:
        card = combat["card"]
        area = area_name(combat["area"]).get(lang)
        power = power_text(card.get("combat", 0), card.get("damage", 0)).get(lang)  # as the log says it
        out.append(((f"戦闘: {area}「{_name(card, lang)}」{power}" if lang == "ja" else
                     f"Combat in {area}: {_name(card, lang)}, {power}"), theme.TEXT))
        if combat["attacked"]:
            names = ("、" if lang == "ja" else ", ").join(book().name(m).get(lang) for m in combat["attacked"])
            hawk = combat["hawk1_uses"]
            extra = ((f"（ホーク1号 +1 ×{hawk}）" if lang == "ja" else f" (Ultra Hawk 1 +1 ×{hawk})") if hawk else "")
            out.append(((f"攻撃済: {names}{extra}" if lang == "ja" else f"Attacked: {names}{extra}"), theme.TEXT_MUTED))
        if "transformation_number" in combat:
            out.append(((f"変身判定値 {combat['transformation_number']}（2D6以下で変身）" if lang == "ja" else
                         f"Transformation number {combat['transformation_number']} (2D6 at or under)"), theme.TEXT))
        if combat["melee_rounds"]:
            out.append(((f"格闘戦 {combat['melee_rounds']}回目まで" if lang == "ja" else
                         f"Melee rounds so far: {combat['melee_rounds']}"), theme.TEXT_MUTED))
    if kind == "alien" and hand_notes:  # the hand cards that have no button and why, over the hint (session 28: under its five
        # lines at 150 % the reason was cut at the panel's fold, 「今は置けない（そのエリアに…」)
        out.extend((line, theme.WARNING) for line in unplaceable_lines(view, lang))
    hint = STEP_HINTS.get("recon_declared" if kind == "recon" and declare else kind)  # what to do now, before this
    # turn's earlier results
    if hint is not None:
        out.append((hint.get(lang), theme.TEXT_MUTED))
    for r in reversed(view.get("recon_results", [])):  # the newest first: in view where the panel must scroll
        out.append((recon_line(r, lang).get(lang), theme.TEXT_MUTED))
    return out


def recon_target(area: dict) -> Text:
    """The declared reconnaissance and the number the 2D6 roll must not exceed, said before the roll (a newcomer read
    「判定値以下なら」 with no number): the group's total plus the area's face-down card's own reconnaissance value
    and its chits (rule 12.5), which the TDF cannot know while the card is face down."""
    name, total = area["name"], area["recon_total"]
    return Text(f"偵察宣言: {name['ja']}エリア、偵察値合計{total}。2D6が {total}＋裏向きカードの偵察値＋チット 以下なら発覚"
                "（カードの値は不明）",
                f"Declared: {name['en']}, reconnaissance total {total}. Discovered on a 2D6 roll of {total} + the "
                "face-down card's reconnaissance + its chits or less (the card's values are unknown).")


def unplaceable_lines(view: dict, lang: str) -> list[str]:
    """The alien's hand cards that cannot be placed now, said before a click (such a card has no button), one line per
    reason: their area already holds an invasion card (rule 8.4), or the information they wait for is not out (8.5)."""
    taken = {a["id"] for a in view["areas"] if a["invasion"] is not None}
    info = {c["id"] for c in view["information"]}
    blocked: list[str] = []
    waiting: dict[str, list[str]] = {}
    for c in view["alien_hand"]["cards"] or []:
        name = _name(c, lang)
        if c["area"] in taken:
            blocked.append(name)
        elif c.get("condition") and not view["conditions_ignored"] and c["condition"] not in info:
            waiting.setdefault(c["condition"], []).append(name)
    ja = lang == "ja"
    out = []
    if blocked:
        out.append("今は置けない（そのエリアに侵略カードあり、8.4）: " + "".join(f"「{n}」" for n in blocked) if ja else
                   "Cannot be placed now (their area already holds an invasion card, 8.4): " + ", ".join(blocked) + ".")
    for need, names in waiting.items():
        info_name = book().name(need).get(lang)
        out.append(f"インフォメーション「{info_name}」が出るまで置けない（8.5）: " + "".join(f"「{n}」" for n in names) if ja
                   else f"Cannot be placed until the information {info_name} is out (8.5): " + ", ".join(names) + ".")
    return out


NAME_SMALLEST = 8  # px: an area's name in the narrowest column
NAME_GOOD = 11  # px: an area's name drops its icon before it prints smaller than this


def name_lines(text, name: str, column_w: int) -> tuple[int, list[str], bool]:
    """(size, lines, with icon) of an area's name in a column ``column_w`` wide, whole: one line beside the
    icon (shrinking from ``SIZE_SMALL`` to ``NAME_GOOD``), else two lines beside it, else without the icon, then the
    same down to ``NAME_SMALLEST``; cut only where even
    the smallest type does not fit (never at the app's sizes). Worked out once per text cache, name and width
    (``area_badges`` asks for every area every frame); the lines are the caller's to keep or change."""
    size, lines, with_icon = _name_lines(text, name, column_w)
    return size, list(lines), with_icon


@lru_cache(maxsize=256)
def _name_lines(text, name: str, column_w: int) -> tuple[int, tuple[str, ...], bool]:
    size, lines, with_icon = _fit_name(text, name, column_w)
    return size, tuple(lines), with_icon


def _fit_name(text, name: str, column_w: int) -> tuple[int, list[str], bool]:
    # the icon goes before the name goes under ``NAME_GOOD`` px (issue 16: "Mountains" at 8 px beside a group of three,
    # 24 px of its column the icon's), and under that size before each px less (issue 16: "People Involved" printed at 8
    # px beside its icon in a column where it fits at 9 without)
    tiers = [range(theme.SIZE_SMALL, NAME_GOOD - 1, -1), *([size] for size in range(NAME_GOOD - 1, NAME_SMALLEST - 1, -1))]
    for sizes in tiers:
        for with_icon in (True, False):
            room = column_w - (34 if with_icon else 10)
            for lines_wanted in (1, 2):
                for size in sizes:
                    if name_height(text, size, lines_wanted)[0] > LABEL_H - 2:
                        continue
                    lines = [name] if lines_wanted == 1 else text.wrap(name, size, room, True)
                    if len(lines) > 1 and " ".join(lines) != name:  # (two lines only between words: "Undergrou" /
                        continue  # "nd" printed at 9 px in a 66 px column)
                    if len(lines) <= lines_wanted and all(text.size(ln, size, True)[0] <= room for ln in lines):
                        return size, lines, with_icon
    return NAME_SMALLEST, [text.fit(name, NAME_SMALLEST, column_w - 10, True)], False


def name_height(text, size: int, lines: int) -> tuple[int, int, int]:
    """(height, step, lift) of an area's name on ``lines`` lines at ``size`` px: a line's height each, or two lines set as
    a card's name is where those are higher than the label row (``CardRenderer._name_step``: their ink apart; the
    first line drawn ``lift`` px higher, the font's empty rows over its ink)."""
    line_h = text.line_height(size)
    if lines * line_h <= LABEL_H - 2 or lines == 1:
        return lines * line_h, line_h, 0
    step = CardRenderer._name_step(size)
    return step * (lines - 1) + CardRenderer._name_ink(size), step, CardRenderer._name_lift(size)


class CutTexts(Widget):
    """Texts the board drew cut with "…" or short (the face-down mark's 裏 / down) at the last frame (``spots``:
    where, and the whole text): the pointer resting on one shows it whole, as a cut label does, beside it."""

    def __init__(self) -> None:
        super().__init__()
        self.spots: list[tuple[pygame.Rect, str]] = []
        self.under: str = ""

    def find(self, pos: tuple[int, int]) -> Widget | None:
        # (the hovered text's box is the widget's rect: the tooltip opens beside it, ``tooltip.place``; issue 16, the
        # step panel's whole text opened at the top left, over the title and Space)
        spot = next(((rect, whole) for rect, whole in self.spots if rect.collidepoint(pos)), None)
        self.under = spot[1] if spot is not None else ""
        self.rect = spot[0].copy() if spot is not None else pygame.Rect(0, 0, 0, 0)
        return self if self.under else None

    def tooltip_text(self, lang: str) -> str:
        return self.under


def recon_badges(text, board: Board, rooms: dict[str, pygame.Rect], view: dict,
                 lang: str) -> list[tuple[bool, pygame.Rect, pygame.Surface, str, str]]:
    """This turn's recon results as ``area_badges`` draws them: (found, box, words, the words shown, the whole
    words) in ``rooms[area]`` (the end of the group's label row, or its own line under it from the left); every badge
    in one type (``badge_type``)."""
    results = [(bool(r["found"]), rooms[r["area"]], r["area"]) for r in view.get("recon_results", [])
               if r["area"] in rooms]
    size, short = badge_type(text, [(found, room) for found, room, _ in results], lang)
    out = []
    for found, room, area in results:
        label = BADGE_WORDS[found][0].get(lang)
        s, shown = _badge_words(text, BADGE_WORDS[found][short].get(lang), room, size)
        box = pygame.Rect(0, 0, min(room.w, s.get_width() + 12), min(room.h, s.get_height() + 4))
        box.midright = room.midright
        if area in board.badges:  # a line of its own under the group's label: from its left
            box.midleft = room.midleft
        out.append((found, box, s, shown, label))
    return out


def badge_type(text, badges: list[tuple[bool, pygame.Rect]], lang: str) -> tuple[int, int]:
    """(type size, 0 for the whole words or 1 for the short ones: ``BADGE_WORDS``) of every recon result on the board:
    the largest size from the small type down to ``BADGE_TYPE`` at which each result's whole words fit its room (one
    line, or two broken between words), else at which the short words do ("無事", "Clear" in a narrow column: "Nothing
    unusual" on hover); else the short words at ``BADGE_TYPE``, cut where they must be."""
    for short in (0, 1):
        for size in range(theme.SIZE_SMALL, BADGE_TYPE - 1, -1):
            if all(_badge_lines(text, BADGE_WORDS[found][short].get(lang), room, size) for found, room in badges):
                return size, short
    return BADGE_TYPE, 1


def _badge_lines(text, label: str, room: pygame.Rect, size: int) -> list[str]:
    """``label`` at ``size`` px in a badge in ``room``: on one line, or on two broken between words where the room is
    high enough; [] where it does not fit."""
    width = room.w - (12 if " " in label else 6)  # one word: the badge's margins thinner
    if text.size(label, size, True)[0] <= width and text.line_height(size) <= room.h:
        return [label]
    if " " in label and 2 * (text.line_height(size) - 2) + 2 <= room.h - 2:
        lines = text.wrap(label, size, width, True)
        if len(lines) == 2 and all(text.size(ln, size, True)[0] <= width for ln in lines):
            return lines
    return []


def _badge_words(text, label: str, room: pygame.Rect, size: int) -> tuple[pygame.Surface, str]:
    """A recon result's words in white at ``size`` px for a badge in ``room``, and the words shown: on one line, else on
    two (``_badge_lines``), else on one line cut with "…" (whole on hover)."""
    lines = _badge_lines(text, label, room, size)
    if len(lines) == 2:
        step = text.line_height(size) - 2
        image = pygame.Surface((max(text.size(ln, size, True)[0] for ln in lines), 2 * step + 2), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            glyphs = text.render(line, size, (255, 255, 255), True)
            image.blit(glyphs, ((image.get_width() - glyphs.get_width()) // 2, i * step - 1))
        return image, " ".join(lines)
    shown = label if lines else text.fit(label, size, room.w - 6, True)
    return text.render(shown, size, (255, 255, 255), True), shown


def area_badges(surface: pygame.Surface, text, board: Board, rooms: dict[str, pygame.Rect], view: dict, lang: str,
                cut: list[tuple[pygame.Rect, str]] | None = None) -> None:
    """Each area's icon and name over its invasion card, the recon result of this turn in ``rooms[area]`` (the
    free end of the group's label row: over no name), and the combat frame; a text that had to be cut is noted
    in ``cut`` (its box and whole text) for the hover."""
    areas = board.areas
    for area in view["areas"]:
        rect = board.names.get(area["id"])
        if rect is None:
            continue
        icon = icon_for(AREA_ICON.get(area["id"], area["id"]))
        size, lines, with_icon = name_lines(text, area["name"][lang], rect.w)
        if with_icon:
            centre = (rect.x + 14, rect.y + 13)
            draw_shape(surface, icon.shape, centre, 8, icon.colour, (20, 20, 24), 1)
            g = text.render(icon.glyph, 11, (250, 250, 250), True)
            surface.blit(g, g.get_rect(center=centre))
        x = rect.x + (28 if with_icon else 6)
        high, lh, lift = name_height(text, size, len(lines))
        y = rect.y + 1 + max(0, (LABEL_H - 2 - high) // 2) - lift
        if cut is not None and lines[-1].endswith("…"):  # the smallest type did not fit: the hover has it
            cut.append((pygame.Rect(rect.x, rect.y, rect.w, LABEL_H), area["name"][lang]))
        for line in lines:
            surface.blit(text.render(line, size, theme.TEXT, True), (x, y))
            y += lh
    for found, box, s, shown, label in recon_badges(text, board, rooms, view, lang):
        pygame.draw.rect(surface, (170, 50, 50) if found else (50, 110, 80), box, border_radius=5)
        surface.blit(s, s.get_rect(center=box.center))
        if cut is not None and shown != label:
            cut.append((box, label))
    combat = view.get("combat")
    if combat and combat["area"] in areas:
        pygame.draw.rect(surface, DEAD, areas[combat["area"]].inflate(4, 4), 3, border_radius=8)
