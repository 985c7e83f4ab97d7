"""The round end (rule 2 ラウンド終了, ドラゴンの特別処理) shown step by step.

The rules resolve the whole round end inside one ``apply``; they log every
step as an event of kind ``round_end`` with its data (``step`` = damage,
regeneration, destroyed, dragon, wall, self). ``RoundEndAnimation`` turns
those events into steps shown one after the other on the table as it stood
when the round ended (the dice still lying there): the target being hit and
the dice that count for it are highlighted with the damage they make, then
destruction, the dragon's regeneration to half its HP, the survivors'
charge at the wall (1 / 2 / 3 by size) and their own HP/4. The cards below
the table and the wall counter follow the steps. Space, a click or "Next"
advances; "Skip" shows the result at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.i18n import t

COUNT = (255, 214, 64)
HEAL = (110, 220, 140)
KILL = (240, 80, 70)
CHARGE = (255, 150, 60)
SELF = (200, 120, 240)

DURATION = {"damage": 1.6, "regeneration": 1.2, "destroyed": 1.1, "dragon": 1.5, "wall": 1.8, "self": 1.3}


@dataclass
class Step:
    kind: str
    target: str = ""
    amount: int = 0
    total: int = 0
    hp: int = 0
    dice: list[str] = field(default_factory=list)
    wall: int = 0
    chargers: list[tuple[str, int]] = field(default_factory=list)


def steps_from(events) -> list[Step]:
    out = []
    for e in events:
        if e.kind != "round_end":
            continue
        d = e.data
        out.append(Step(d.get("step", ""), d.get("target", ""), int(d.get("amount", 0)), int(d.get("total", 0)),
                        int(d.get("hp", 0)), list(d.get("dice", [])), int(d.get("wall", 0)),
                        [(c[0], int(c[1])) for c in d.get("chargers", [])]))
    return out


class RoundEndAnimation:
    """See the module doc. ``before`` is the game's view just before the round ended."""

    def __init__(self, events, before: dict) -> None:
        self.steps = steps_from(events)
        self.before = before
        self.index = 0
        self.time = 0.0
        self.names = {x["id"]: x["name"] for x in before["targets"]}
        self.faces = {d["id"]: d["face"] for d in before["table"]["dice"]}

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    def update(self, dt: float) -> bool:
        if self.done:
            return False
        self.time += dt
        if self.time >= DURATION.get(self.steps[self.index].kind, 1.2):
            self.advance()
        return True

    def advance(self) -> None:
        self.index += 1
        self.time = 0.0

    def skip(self) -> None:
        self.index = len(self.steps)

    # -- what the table and cards show ------------------------------------------------------
    def shown_damage(self, target_id: str, default: int) -> int:
        value = default
        for s in self.steps[:self.index + 1]:
            if s.target == target_id and s.kind in ("damage", "regeneration", "dragon", "self", "destroyed"):
                value = s.total
        return value

    def shown_destroyed(self) -> set[str]:
        return {s.target for s in self.steps[:self.index + 1] if s.kind == "destroyed"}

    def shown_wall(self, default: int) -> int:
        value = default
        for s in self.steps[:self.index + 1]:
            if s.kind == "wall":
                value = s.wall
        return value

    def highlights(self) -> tuple[dict[str, tuple], dict[str, tuple], dict[str, str]]:
        """(die highlights, board highlights, board id -> a short mark drawn on it) of the current step."""
        dice: dict[str, tuple] = {}
        boards: dict[str, tuple] = {}
        marks: dict[str, str] = {}
        s = self.step
        if s is None:
            return dice, boards, marks
        if s.kind == "damage":
            boards[s.target] = COUNT
            for d in s.dice:
                dice[d] = COUNT
            marks[s.target] = f"+{s.amount}"
        elif s.kind in ("regeneration", "dragon"):
            boards[s.target] = HEAL
            marks[s.target] = f"{s.total}/{s.hp}"
        elif s.kind == "destroyed":
            boards[s.target] = KILL
            marks[s.target] = "×"
        elif s.kind == "wall":
            for tid, n in s.chargers:
                boards[tid] = CHARGE
                marks[tid] = f"→{n}"
        elif s.kind == "self":
            boards[s.target] = SELF
            marks[s.target] = f"+{s.amount}"
        return dice, boards, marks

    def text(self, lang: str) -> str:
        s = self.step
        if s is None:
            return ""
        name = self.names.get(s.target, {}).get(lang, s.target)
        if s.kind == "damage":
            faces = [str(self.faces.get(d, "?")) for d in s.dice]
            if not faces:
                return t("mr.step_no_dice", lang, target=name, amount=s.amount, total=s.total, hp=s.hp)
            dice = "+".join(faces) if len(faces) > 1 else faces[0]
            return t("mr.step_damage", lang, target=name, dice=dice, amount=s.amount, total=s.total, hp=s.hp)
        if s.kind == "regeneration":
            return t("mr.step_regen", lang, target=name, amount=s.amount, total=s.total, hp=s.hp)
        if s.kind == "destroyed":
            return t("mr.step_destroyed", lang, target=name)
        if s.kind == "dragon":
            return t("mr.step_dragon", lang, target=name, total=s.total, hp=s.hp)
        if s.kind == "wall":
            sep = "、" if lang == "ja" else ", "
            parts = sep.join(f"{self.names.get(tid, {}).get(lang, tid)} {n}" for tid, n in s.chargers)
            return t("mr.step_wall", lang, parts=parts, amount=s.amount, wall=s.wall)
        if s.kind == "self":
            return t("mr.step_self", lang, target=name, amount=s.amount, total=s.total, hp=s.hp)
        return s.kind

    def rule(self) -> str:
        s = self.step
        if s is None:
            return ""
        if s.kind == "dragon":
            return "monsterraid 2 ドラゴンの特別処理"
        if s.kind == "regeneration":
            return "monsterraid FAQ 再生"
        return "monsterraid 2 ラウンド終了"
