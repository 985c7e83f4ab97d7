"""The Monster Raid screen's keys beyond placement and shooting: skills, their uses, decisions; the F1 list.

=========  ====================================================================
1-9        in the turn: choose / un-choose the active skill with that number
           (on its button); a skill with several uses opens their list with
           the first one focused; a skill that cannot be used says why
           in a list (a skill's uses, a decision's options): the row with that
           number
↑ ↓        in a list: previous / next row (the focus ring); Enter chooses it
           (Enter with no row focused chooses the row the pointer was
           moved onto, else nothing: it says how to choose)
U          use the chosen skills (the button's shortcut)
Esc        close a skill's list
=========  ====================================================================

Shooting is the table widget's (``widget``: arrows, Q/E, W/S, M, Tab,
Enter), placement ``placing_keys``'s. The scene offers keys here before its
widgets, so the digits and ↑ ↓ of an open list never reach the aim.
"""

from __future__ import annotations

from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text

from ... import focus
from ...text import key, resolve

DIGITS = "123456789"


def digit(name: str) -> int:
    """1-9 for the keys 1-9 (the number row or the keypad), else 0."""
    name = name.removeprefix("[").removesuffix("]")
    return int(name) if len(name) == 1 and name in DIGITS else 0


def row_key(n: int) -> str:
    """The shortcut of the ``n``-th row (1-based): "1".."9", none past nine (↑ ↓ reach those)."""
    return str(n) if 1 <= n <= 9 else ""


def keyed(label, n: int):
    """``label`` with its key in front ("1 ..."), as drawn on a row button."""
    k = row_key(n)
    return (lambda lang: f"{k}  {resolve(label, lang)}") if k else label


class TurnKeys:
    """The keys above for one ``MonsterRaidScene``."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._listed: tuple[list, tuple[int, int]] = ([], (-1, -1))   # the open list's rows, the pointer then

    def listed(self) -> None:
        """The screen was rebuilt: an open list that is new is noted with where the pointer was when it showed."""
        rows = self.rows()
        if rows != self._listed[0]:
            self._listed = (rows, self.scene._pointer)

    def hovered_row(self, rows: list):
        """The enabled row under the pointer if the player moved the pointer since the list showed (a row a
        player hovers), else None: the pointer left where a click chose the last growth lies on the next list's
        row, which the player has not read."""
        s = self.scene
        row = s.widget_at(s._pointer)
        if row not in rows and (s.choices.rect.collidepoint(s._pointer) or s.choices.columns):   # a row with no
            # tooltip (its text whole on it), in the list or over the table (a growth's: the table is found first)
            row = next((r for r in rows if r.visible and r.rect.collidepoint(s._pointer)), None)
        if row not in rows or not row.enabled or s._pointer == self._listed[1]:
            return None
        return row

    def rows(self) -> list:
        """The open list's rows (a decision's options or the uses of the skill being picked), or []."""
        s = self.scene
        return list(s.choices.items) if s.choices.visible else []

    def handle(self, inp) -> bool:
        if inp.kind != "key":
            return False
        s = self.scene
        name = inp.shortcut
        rows = self.rows()
        n = digit(name)
        if n:
            if rows:
                if n <= len(rows):
                    focus.activate(s.app, rows[n - 1])
                return True
            if s.skill_list.visible:
                self.skill(n)
                return True
            return False
        if rows and name in ("up", "down"):
            current = focus.focused(s)
            enabled = [r for r in rows if r.enabled]
            if enabled:
                if current in enabled:
                    i = enabled.index(current) + (1 if name == "down" else -1)
                else:
                    i = 0 if name == "down" else -1
                focus.set_focus(s, enabled[i % len(enabled)])
            return True
        if rows and name in ("return", "enter", "kp_enter") and focus.focused(s) is None:
            # Enter acts only on a row the player highlighted: the focus ring's (↑ ↓, Tab: the app presses it
            # before this) or the one the player's pointer hovers. Enter pressed on, through the round end's
            # steps, chose a growth or the MVP unread: it focused the first row, and the next Enter took it (issue
            # 16). With no such row it chooses nothing, focuses nothing (and never shoots) and says how to choose.
            row = self.hovered_row(rows)
            if row is not None:
                focus.activate(s.app, row)
            else:
                s.notify(key("mr.key_choose_row"))
            return True
        if s.picking is not None and name in ("escape", "backspace"):
            s.picking = None
            s.refresh()
            return True
        return False

    def skill(self, n: int) -> None:
        s = self.scene
        buttons = getattr(s, "skill_keys", [])
        if n > len(buttons):
            return
        b = buttons[n - 1]
        if not b.enabled:  # used this stage, or its conditions are not met now: the skill rule says so
            why = b.why or key("mr.skill_none")
            s.show_error(RulesError("monsterraid 1 スキルの適用", why.get("ja"), why.get("en")))
            return
        focus.activate(s.app, b)
        rows = self.rows()
        if s.picking is not None and rows:
            s.layout(s.app.size)
            focus.set_focus(s, rows[0])


def key_help(mode: str) -> list[tuple[str, Text]]:
    """The game keys of ``mode`` ("placement", "turn", "prompt", "round_end") for the F1 overlay, short enough
    for one 800-pixel screen (the buttons' own shortcuts are added by the overlay; the table's view keys,
    PageUp / PageDown, Shift+arrows and Home, are in the placement list and the game's doc)."""
    if mode == "placement":
        return [
            ("Tab / 1-9", Text("動かす取り巻き・エフェクトカードを取る（卓の番号）",
                               "Take a minion / effect card to move (its number on the table)")),
            ("← → ↑ ↓", Text("その向きの置ける場所へ（Ctrl+矢印：少しずつ）",
                             "To the next legal spot that way (Ctrl+arrows: fine steps)")),
            ("Enter", Text("そこに置く／何も持っていなければ準備完了", "Put it there / holding nothing: Ready")),
            ("Esc / BS", Text("手放す（持っていなければEscでメニュー）", "Let go (holding nothing, Esc: the menu)")),
            ("PgUp PgDn", Text("卓の拡大・縮小（Shift+矢印：視点を動かす、Home：標準の視点）",
                               "Zoom the table (Shift+arrows: pan, Home: the default view)")),
        ]
    if mode == "round_end":
        return [("Space / Enter", Text("次の手順", "Next step")), ("End", Text("すべて表示", "Skip to the end"))]
    rows = [("1-9 / ↑ ↓ Enter", Text("リストの行を選ぶ（スキルの使い方・決定）", "Choose a row of the list (a skill's uses, a decision)"))]
    if mode != "turn":
        return rows
    return [  # four rows: with the keys of every game and the buttons' (U, Ctrl+P) the overlay is full
        ("1-9 / ↑↓ Enter Esc", Text("スキル（ボタンの番号）／使い方の一覧：移動・決定・閉じる",
                                    "Skill by its number / a list of uses: move, choose, close")),
        ("←→ ↑↓ Q E W S", Text("向き（Ctrl：細かく）・強さ・回転・投げる高さ", "Aim (Ctrl: finer), power, spin, loft")),
        ("Tab M / Enter Space", Text("サイコロ・方法／シュート（奥義はShift+Enter）・早送り",
                                     "Die, method / shoot (an ultimate: Shift+Enter), skip the roll")),
        ("Alt+←→↑↓ P / R T", Text("シュート位置（P：クリックで置く）／リプレイ・その速さ",
                                  "Shooting position (P: by click) / replay, its speed")),
    ]
