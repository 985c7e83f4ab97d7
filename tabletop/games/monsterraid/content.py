"""Monster Raid content: adventurers, skills, targets, effect cards, encounters, endings.

Read from the TOML files in ``data/`` and validated on load; every problem is
reported at once as a ``DataError`` naming file, entry and field. The rules
code knows skills and effect cards by id (``skills.py``, ``effects.py``), so
the validator also checks that every id in the data has rules behind it and
that every id the rules implement has a card.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text

DATA_DIR = Path(__file__).parent / "data"

DIE_KINDS = ("d4", "d6", "d8", "d12", "d20")
DIE_SIDES = {"d4": 4, "d6": 6, "d8": 8, "d12": 12, "d20": 20}
METHODS = ("flick", "throw", "coin")
SIZES = {"S": 5, "M": 6, "L": 8, "LL": 12}
WALL_DAMAGE = {"S": 1, "M": 2, "L": 3, "LL": 3}  # rule 2 ラウンド終了
RANKS = ("C", "B", "A", "dragon")
TIMINGS = ("immediate", "continuous", "round_end")
SKILL_USES = ("shot", "now", "instead")

#: skill ids the rules implement (skills.py); each must have exactly one card.
IMPLEMENTED_SKILLS = (
    "dragon_soul", "dragons_blood", "dragons_eye", "dragon_curse", "dragon_scale", "dragon_dive",
    "hawk_eye", "sharp_shooting", "storm_arrow", "marking_arrow", "double_shot", "shadow_stitch",
    "iai", "samurai_combination", "rakkasho", "meikyo_shisui", "raimeisen", "mumyoken",
    "crimson_aura", "phase_shift", "explosion", "meteor_swarm", "ice_wall", "mana_recharge",
)
#: effect card ids the rules implement (effects.py).
IMPLEMENTED_EFFECTS = ("curse", "seal", "counter", "breath", "regeneration", "damage_site",
                       "powder_keg", "iron_wall")
#: the skill and effect names the FAQ rules on (they must all exist).
FAQ_SKILLS = ("ドラゴンソウル", "ドラゴンズブラッド", "ドラゴンズアイ", "竜呪", "シャープシューティング",
              "ストームアロー", "サムライコンビネーション", "落花傷", "明鏡止水", "雷鳴閃", "無明剣",
              "フェイズシフト", "エクスプロージョン", "メテオスォーム")
FAQ_EFFECTS = ("呪い", "封印", "反撃", "ブレス", "再生", "ダメージサイト")


@dataclass(frozen=True)
class AdventurerDef:
    id: str
    order: int
    name: Text
    colour: str
    methods: tuple[str, ...]
    launcher: bool
    dice: tuple[str, ...]
    ultimate: tuple[str, ...]


@dataclass(frozen=True)
class SkillDef:
    id: str
    adventurer: str
    name: Text
    kind: str  # passive | active
    initial: bool
    use: str  # "" for passive; shot | now | instead
    value: int
    text: Text

    @property
    def active(self) -> bool:
        return self.kind == "active"


@dataclass(frozen=True)
class TargetDef:
    id: str
    rank: str
    name: Text
    size: str
    hp_normal: int
    hp_hard: int
    flying: bool
    icons: tuple[tuple[int, str], ...]  # (edge, effect id)

    @property
    def sides(self) -> int:
        return SIZES[self.size]

    def hp(self, difficulty: str) -> int:
        return self.hp_hard if difficulty == "hard" else self.hp_normal


@dataclass(frozen=True)
class EffectSide:
    value: int
    text: Text


@dataclass(frozen=True)
class EffectDef:
    id: str
    name: Text
    timing: str
    copies: int
    normal: EffectSide
    hard: EffectSide

    def side(self, difficulty: str) -> EffectSide:
        return self.hard if difficulty == "hard" else self.normal


@dataclass(frozen=True)
class EndingDef:
    id: str
    max_score: int  # -1: no upper bound
    title: Text
    scene: Text


@dataclass(frozen=True)
class StageDef:
    number: int
    boss: str  # a rank, or "dragon"
    minions: str


@dataclass(frozen=True)
class Content:
    adventurers: tuple[AdventurerDef, ...]
    skills: dict[str, SkillDef]
    targets: dict[str, TargetDef]
    effects: dict[str, EffectDef]
    encounters: dict[str, dict[int, str]]  # rank -> 1..6 -> target id
    dragon: str
    stages: tuple[StageDef, ...]
    endings: tuple[EndingDef, ...]

    def adventurer(self, adv_id: str) -> AdventurerDef:
        for adv in self.adventurers:
            if adv.id == adv_id:
                return adv
        raise KeyError(adv_id)

    def skills_of(self, adv_id: str) -> list[SkillDef]:
        return [s for s in self.skills.values() if s.adventurer == adv_id]

    def ending_for(self, score: int) -> EndingDef:
        for ending in self.endings:
            if ending.max_score < 0 or score <= ending.max_score:
                return ending
        return self.endings[-1]


class _Checker:
    """Collects problems while reading one file."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        self.file = file
        self.problems = problems

    def bad(self, where: str, text: str) -> None:
        self.problems.append(Problem(self.file, where, text))

    def get(self, entry: dict, where: str, key: str, typ: type | tuple, default=None, required=True):
        if key not in entry:
            if required:
                self.bad(f"{where}.{key}", "is missing")
            return default
        value = entry[key]
        if isinstance(value, bool) and typ is int or not isinstance(value, typ):
            self.bad(f"{where}.{key}", f"should be {getattr(typ, '__name__', typ)}, not {value!r}")
            return default
        return value


def _read(path: Path, problems: list[Problem]) -> dict:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        problems.append(Problem(path.name, "", f"cannot be read ({exc})"))
    except tomllib.TOMLDecodeError as exc:
        problems.append(Problem(path.name, "", f"is not valid TOML ({exc})"))
    return {}


def _text(c: _Checker, entry: dict, where: str, stem: str) -> Text:
    ja = c.get(entry, where, f"{stem}_ja", str, "")
    en = c.get(entry, where, f"{stem}_en", str, "")
    if ja == "" or en == "":
        if f"{stem}_ja" in entry and f"{stem}_en" in entry:
            c.bad(f"{where}.{stem}", "needs both Japanese and English text")
    return Text(ja or "", en or "")


def load(data_dir: Path | str = DATA_DIR) -> Content:
    """Read and validate all content files; raise one ``DataError`` listing every problem."""
    base = Path(data_dir)
    problems: list[Problem] = []
    adventurers = _adventurers(base / "adventurers.toml", problems)
    adv_ids = {a.id for a in adventurers}
    effects = _effects(base / "effects.toml", problems)
    skills = _skills(base / "skills.toml", adv_ids, problems)
    targets = _targets(base / "targets.toml", set(effects), problems)
    encounters, dragon, stages = _encounters(base / "encounters.toml", targets, problems)
    endings = _endings(base / "endings.toml", problems)
    if problems:
        raise DataError(problems)
    return Content(tuple(sorted(adventurers, key=lambda a: a.order)), skills, targets, effects,
                   encounters, dragon, stages, endings)


@lru_cache(maxsize=1)
def content() -> Content:
    """The game's content, loaded once."""
    return load()


def _adventurers(path: Path, problems: list[Problem]) -> list[AdventurerDef]:
    c = _Checker(path.name, problems)
    out: list[AdventurerDef] = []
    entries = _read(path, problems).get("adventurer", [])
    if len(entries) != 4:
        c.bad("adventurer", f"there must be exactly 4 adventurers, not {len(entries)}")
    for i, e in enumerate(entries):
        where = f"adventurer[{i}]"
        aid = c.get(e, where, "id", str, f"?{i}")
        where = f"adventurer {aid}"
        methods = tuple(c.get(e, where, "methods", list, []))
        for m in methods:
            if m not in ("flick", "throw"):
                c.bad(f"{where}.methods", f"{m!r} is not flick or throw")
        if not methods:
            c.bad(f"{where}.methods", "needs at least one shooting method")
        dice = tuple(c.get(e, where, "dice", list, []))
        ult = tuple(c.get(e, where, "ultimate", list, []))
        for field_name, kinds in (("dice", dice), ("ultimate", ult)):
            for k in kinds:
                if k not in DIE_KINDS:
                    c.bad(f"{where}.{field_name}", f"{k!r} is not one of {', '.join(DIE_KINDS)}")
            if not kinds:
                c.bad(f"{where}.{field_name}", "needs at least one die")
        out.append(AdventurerDef(aid, c.get(e, where, "order", int, i + 1), _text(c, e, where, "name"),
                                 c.get(e, where, "colour", str, ""), methods,
                                 c.get(e, where, "launcher", bool, True), dice, ult))
    orders = sorted(a.order for a in out)
    if out and orders != list(range(1, len(out) + 1)):
        c.bad("adventurer.order", f"orders must be 1..{len(out)}, got {orders}")
    if out and min(out, key=lambda a: a.order).id != "sigurd":
        c.bad("adventurer.order", "turns start from 竜騎士シグルド (order 1)")
    return out


def _effects(path: Path, problems: list[Problem]) -> dict[str, EffectDef]:
    c = _Checker(path.name, problems)
    out: dict[str, EffectDef] = {}
    for i, e in enumerate(_read(path, problems).get("effect", [])):
        eid = c.get(e, f"effect[{i}]", "id", str, f"?{i}")
        where = f"effect {eid}"
        if eid in out:
            c.bad(where, "duplicate id")
        if eid not in IMPLEMENTED_EFFECTS:
            c.bad(f"{where}.id", "no rules implement this effect card")
        timing = c.get(e, where, "timing", str, "immediate")
        if timing not in TIMINGS:
            c.bad(f"{where}.timing", f"{timing!r} is not one of {', '.join(TIMINGS)}")
        copies = c.get(e, where, "copies", int, 1)
        if copies < 1:
            c.bad(f"{where}.copies", "must be at least 1")
        sides = []
        for side in ("normal", "hard"):
            s = c.get(e, where, side, dict, {})
            sw = f"{where}.{side}"
            sides.append(EffectSide(c.get(s, sw, "value", int, 0), _text(c, s, sw, "text")))
        out[eid] = EffectDef(eid, _text(c, e, where, "name"), timing, copies, sides[0], sides[1])
    for eid in IMPLEMENTED_EFFECTS:
        if eid not in out:
            c.bad("effect", f"the rules implement {eid!r} but it has no card")
    names = {d.name.ja for d in out.values()}
    for name in FAQ_EFFECTS:
        if name not in names:
            c.bad("effect", f"the FAQ names {name} but there is no such card")
    return out


def _skills(path: Path, adv_ids: set[str], problems: list[Problem]) -> dict[str, SkillDef]:
    c = _Checker(path.name, problems)
    out: dict[str, SkillDef] = {}
    for i, e in enumerate(_read(path, problems).get("skill", [])):
        sid = c.get(e, f"skill[{i}]", "id", str, f"?{i}")
        where = f"skill {sid}"
        if sid in out:
            c.bad(where, "duplicate id")
        if sid not in IMPLEMENTED_SKILLS:
            c.bad(f"{where}.id", "no rules implement this skill")
        adv = c.get(e, where, "adventurer", str, "")
        if adv not in adv_ids:
            c.bad(f"{where}.adventurer", f"{adv!r} is not an adventurer")
        kind = c.get(e, where, "kind", str, "passive")
        if kind not in ("passive", "active"):
            c.bad(f"{where}.kind", f"{kind!r} is not passive or active")
        use = c.get(e, where, "use", str, "")
        if kind == "active" and use not in SKILL_USES:
            c.bad(f"{where}.use", f"an active skill's use must be one of {', '.join(SKILL_USES)}")
        if kind == "passive" and use:
            c.bad(f"{where}.use", "a passive skill has no use")
        out[sid] = SkillDef(sid, adv, _text(c, e, where, "name"), kind, c.get(e, where, "initial", bool, False),
                            use, c.get(e, where, "value", int, 0), _text(c, e, where, "text"))
    for adv in sorted(adv_ids):
        mine = [s for s in out.values() if s.adventurer == adv]
        if len(mine) != 6:
            c.bad(f"skill (adventurer {adv})", f"each adventurer has 6 skills, {adv} has {len(mine)}")
        initial = [s for s in mine if s.initial]
        if len(initial) != 1:
            c.bad(f"skill (adventurer {adv})", f"exactly one initial skill needed, found {len(initial)}")
    for sid in IMPLEMENTED_SKILLS:
        if sid not in out:
            c.bad("skill", f"the rules implement {sid!r} but it has no card")
    names = {s.name.ja for s in out.values()}
    for name in FAQ_SKILLS:
        if name not in names:
            c.bad("skill", f"the FAQ names {name} but there is no such skill")
    return out


def _targets(path: Path, effect_ids: set[str], problems: list[Problem]) -> dict[str, TargetDef]:
    c = _Checker(path.name, problems)
    out: dict[str, TargetDef] = {}
    for i, e in enumerate(_read(path, problems).get("target", [])):
        tid = c.get(e, f"target[{i}]", "id", str, f"?{i}")
        where = f"target {tid}"
        if tid in out:
            c.bad(where, "duplicate id")
        rank = c.get(e, where, "rank", str, "C")
        if rank not in RANKS:
            c.bad(f"{where}.rank", f"{rank!r} is not one of {', '.join(RANKS)}")
        size = c.get(e, where, "size", str, "S")
        if size not in SIZES:
            c.bad(f"{where}.size", f"{size!r} is not one of {', '.join(SIZES)}")
            size = "S"
        hp_n = c.get(e, where, "hp_normal", int, 1)
        hp_h = c.get(e, where, "hp_hard", int, 1)
        if hp_n < 1 or hp_h < 1:
            c.bad(f"{where}.hp", "HP must be at least 1")
        if hp_n != hp_h:
            c.bad(f"{where}.hp_hard", "FAQ 難易度: hard differs only in effect cards, so HP must match")
        if rank == "dragon" and hp_n % 2:
            c.bad(f"{where}.hp_normal", "the dragon's HP must be even (its regeneration halves it)")
        icons = []
        used_edges: set[int] = set()
        for j, icon in enumerate(c.get(e, where, "icons", list, [])):
            iw = f"{where}.icons[{j}]"
            edge = c.get(icon, iw, "edge", int, 0)
            eff = c.get(icon, iw, "effect", str, "")
            if not 0 <= edge < SIZES[size]:
                c.bad(f"{iw}.edge", f"a size {size} board has edges 0..{SIZES[size] - 1}")
            if edge in used_edges:
                c.bad(f"{iw}.edge", "one effect icon per edge")
            used_edges.add(edge)
            if eff not in effect_ids:
                c.bad(f"{iw}.effect", f"{eff!r} is not an effect card")
            icons.append((edge, eff))
        out[tid] = TargetDef(tid, rank, _text(c, e, where, "name"), size, hp_n, hp_h,
                             c.get(e, where, "flying", bool, False), tuple(icons))
    counts = {r: sum(1 for t in out.values() if t.rank == r) for r in RANKS}
    for rank, want in (("C", 6), ("B", 6), ("A", 6), ("dragon", 1)):
        if counts[rank] != want:
            c.bad("target", f"rank {rank} needs {want} targets, found {counts[rank]}")
    return out


def _encounters(path: Path, targets: dict[str, TargetDef], problems: list[Problem]):
    c = _Checker(path.name, problems)
    raw = _read(path, problems)
    table: dict[str, dict[int, str]] = {}
    for rank in ("C", "B", "A"):
        row = raw.get("rank", {}).get(rank, {})
        table[rank] = {}
        for n in range(1, 7):
            tid = row.get(str(n))
            where = f"rank.{rank}.{n}"
            if tid is None:
                c.bad(where, "is missing")
                continue
            if tid not in targets:
                c.bad(where, f"{tid!r} is not a target")
            elif targets[tid].rank != rank:
                c.bad(where, f"{tid} is rank {targets[tid].rank}, not {rank}")
            table[rank][n] = tid
        if len(set(table[rank].values())) != len(table[rank]):
            c.bad(f"rank.{rank}", "a target appears twice")
    dragon = raw.get("dragon", {}).get("target", "")
    if dragon not in targets or targets[dragon].rank != "dragon":
        c.bad("dragon.target", f"{dragon!r} is not the dragon target")
    stages = []
    for i, s in enumerate(raw.get("stage", [])):
        where = f"stage[{i}]"
        number = c.get(s, where, "number", int, i + 1)
        boss = c.get(s, where, "boss", str, "C")
        minions = c.get(s, where, "minions", str, "C")
        if boss not in ("C", "B", "A", "dragon"):
            c.bad(f"{where}.boss", f"{boss!r} is not a rank")
        if minions not in ("C", "B", "A"):
            c.bad(f"{where}.minions", f"{minions!r} is not a rank")
        stages.append(StageDef(number, boss, minions))
    if [s.number for s in stages] != [1, 2, 3]:
        c.bad("stage", "stages 1, 2 and 3 are needed, in order")
    return table, dragon, tuple(stages)


def _endings(path: Path, problems: list[Problem]) -> tuple[EndingDef, ...]:
    c = _Checker(path.name, problems)
    out = []
    for i, e in enumerate(_read(path, problems).get("ending", [])):
        eid = c.get(e, f"ending[{i}]", "id", str, f"?{i}")
        where = f"ending {eid}"
        out.append(EndingDef(eid, c.get(e, where, "max_score", int, -1), _text(c, e, where, "title"),
                             _text(c, e, where, "scene")))
    bounds = [e.max_score for e in out]
    if len(out) != 5:
        c.bad("ending", f"the book has five endings, found {len(out)}")
    elif bounds[:-1] != sorted(bounds[:-1]) or bounds[-1] != -1 or min(bounds[:-1]) < 0:
        c.bad("ending.max_score", "bands must rise and the last must be open (-1)")
    return tuple(out)
