"""Monster Raid content: adventurers, skills, targets, effect cards, encounters, endings.

Read from the TOML files in ``data/`` by the shared reader (``core/data.py``)
against the schemas below; every problem is reported at once as a
``DataError`` naming file, line, entry and field. The rules
code knows skills and effect cards by id (``skills.py``, ``effects.py``), so
the validator also checks that every id in the data has rules behind it and
that every id the rules implement has a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.data import Bool, DataReader, Document, Field, Int, ListOf, Schema, Str, Table, TextPair
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


# -- the files' schemas (core/data.py reads and checks them) ---------------------------------------

DICE = ListOf(Str(choices=DIE_KINDS), min_len=1)
ADVENTURER = Schema(
    Field("id", Str(nonempty=True)), Field("order", Int()), Field("name", TextPair()), Field("colour", Str()),
    Field("methods", ListOf(Str(choices=("flick", "throw")), min_len=1), note="rule 1 シュート"),
    Field("launcher", Bool()), Field("dice", DICE), Field("ultimate", DICE), id="id")
EFFECT_SIDE = Schema(Field("value", Int()), Field("text", TextPair()))
EFFECT = Schema(
    Field("id", Str(nonempty=True)), Field("name", TextPair()), Field("timing", Str(choices=TIMINGS)),
    Field("copies", Int(low=1)), Field("normal", Table(EFFECT_SIDE)), Field("hard", Table(EFFECT_SIDE)), id="id")
SKILL = Schema(
    Field("id", Str(nonempty=True)), Field("adventurer", Str()), Field("name", TextPair()),
    Field("kind", Str(choices=("passive", "active"))), Field("initial", Bool()), Field("use", Str()),
    Field("value", Int()), Field("text", TextPair()), id="id")
ICON = Schema(Field("edge", Int()), Field("effect", Str()))
TARGET = Schema(
    Field("id", Str(nonempty=True)), Field("rank", Str(choices=RANKS)), Field("name", TextPair()),
    Field("size", Str(choices=tuple(SIZES))), Field("hp_normal", Int(low=1)), Field("hp_hard", Int(low=1)),
    Field("flying", Bool()), Field("icons", ListOf(Table(ICON))), id="id")
ENCOUNTER_ROW = Schema(*(Field(str(n), Str()) for n in range(1, 7)))
ENCOUNTERS = Schema(
    Field("rank", Table(Schema(*(Field(rank, Table(ENCOUNTER_ROW)) for rank in ("C", "B", "A"))))),
    Field("dragon", Table(Schema(Field("target", Str())))),
    Field("stage", ListOf(Table(Schema(Field("number", Int()), Field("boss", Str(choices=("C", "B", "A", "dragon"))),
                                       Field("minions", Str(choices=("C", "B", "A"))))))))
ENDING = Schema(Field("id", Str(nonempty=True)), Field("max_score", Int(low=-1)), Field("title", TextPair()),
                Field("scene", TextPair()), id="id")


def load(data_dir: Path | str = DATA_DIR) -> Content:
    """Read and validate all content files; raise one ``DataError`` listing every problem."""
    base = Path(data_dir)
    reader = DataReader()
    adventurers = _adventurers(reader.read(base / "adventurers.toml"))
    effects = _effects(reader.read(base / "effects.toml"))
    skills = _skills(reader.read(base / "skills.toml"), {a.id for a in adventurers})
    targets = _targets(reader.read(base / "targets.toml"), set(effects))
    encounters, dragon, stages = _encounters(reader.read(base / "encounters.toml"), targets)
    endings = _endings(reader.read(base / "endings.toml"))
    reader.check()
    return Content(tuple(sorted(adventurers, key=lambda a: a.order)), skills, targets, effects,
                   encounters, dragon, stages, endings)


@lru_cache(maxsize=1)
def content() -> Content:
    """The game's content, loaded once."""
    return load()


def _adventurers(doc: Document | None) -> list[AdventurerDef]:
    if doc is None:
        return []
    entries = doc.entries("adventurer", ADVENTURER)
    out = [AdventurerDef(e["id"], e["order"], e["name"], e["colour"], e["methods"], e["launcher"], e["dice"],
                         e["ultimate"]) for e in entries]
    if len(entries) != 4:
        doc.problem("adventurer", f"there must be exactly 4 adventurers, not {len(entries)}", ("adventurer",))
    orders = sorted(a.order for a in out)
    if out and orders != list(range(1, len(out) + 1)):
        doc.problem("adventurer.order", f"orders must be 1..{len(out)}, got {orders}", ("adventurer",))
    if out and min(out, key=lambda a: a.order).id != "sigurd":
        doc.problem("adventurer.order", "turns start from 竜騎士シグルド (order 1)", ("adventurer",))
    return out


def _effects(doc: Document | None) -> dict[str, EffectDef]:
    if doc is None:
        return {}
    out: dict[str, EffectDef] = {}
    for e in doc.entries("effect", EFFECT):
        if e["id"] not in IMPLEMENTED_EFFECTS:
            e.problem("id", "no rules implement this effect card")
        sides = [EffectSide(e[side]["value"], e[side]["text"]) for side in ("normal", "hard")]
        out[e["id"]] = EffectDef(e["id"], e["name"], e["timing"], e["copies"], sides[0], sides[1])
    for eid in IMPLEMENTED_EFFECTS:
        if eid not in out:
            doc.problem("effect", f"the rules implement {eid!r} but it has no card", ("effect",))
    names = {d.name.ja for d in out.values()}
    for name in FAQ_EFFECTS:
        if name not in names:
            doc.problem("effect", f"the FAQ names {name} but there is no such card", ("effect",))
    return out


def _skills(doc: Document | None, adv_ids: set[str]) -> dict[str, SkillDef]:
    if doc is None:
        return {}
    out: dict[str, SkillDef] = {}
    for e in doc.entries("skill", SKILL):
        if e["id"] not in IMPLEMENTED_SKILLS:
            e.problem("id", "no rules implement this skill")
        if adv_ids and e["adventurer"] not in adv_ids:
            e.problem("adventurer", f"{e['adventurer']!r} is not an adventurer")
        if e["kind"] == "active" and e["use"] not in SKILL_USES:
            e.problem("use", f"an active skill's use must be one of {', '.join(SKILL_USES)}")
        if e["kind"] == "passive" and e["use"]:
            e.problem("use", "a passive skill has no use")
        out[e["id"]] = SkillDef(e["id"], e["adventurer"], e["name"], e["kind"], e["initial"], e["use"], e["value"],
                                e["text"])
    for adv in sorted(adv_ids):
        mine = [s for s in out.values() if s.adventurer == adv]
        if len(mine) != 6:
            doc.problem(f"skill (adventurer {adv})", f"each adventurer has 6 skills, {adv} has {len(mine)}", ("skill",))
        initial = [s for s in mine if s.initial]
        if len(initial) != 1:
            doc.problem(f"skill (adventurer {adv})", f"exactly one initial skill needed, found {len(initial)}",
                        ("skill",))
    for sid in IMPLEMENTED_SKILLS:
        if sid not in out:
            doc.problem("skill", f"the rules implement {sid!r} but it has no card", ("skill",))
    names = {s.name.ja for s in out.values()}
    for name in FAQ_SKILLS:
        if name not in names:
            doc.problem("skill", f"the FAQ names {name} but there is no such skill", ("skill",))
    return out


def _targets(doc: Document | None, effect_ids: set[str]) -> dict[str, TargetDef]:
    if doc is None:
        return {}
    out: dict[str, TargetDef] = {}
    for e in doc.entries("target", TARGET):
        size = e["size"]
        if e["hp_normal"] != e["hp_hard"]:
            e.problem("hp_hard", "FAQ 難易度: hard differs only in effect cards, so HP must match")
        if e["rank"] == "dragon" and e["hp_normal"] % 2:
            e.problem("hp_normal", "the dragon's HP must be even (its regeneration halves it)")
        used_edges: set[int] = set()
        for icon in e["icons"]:
            if e.raw.get("size") in SIZES and not 0 <= icon["edge"] < SIZES[size]:  # (a bad size is noted once)
                icon.problem("edge", f"a size {size} board has edges 0..{SIZES[size] - 1}")
            if icon["edge"] in used_edges:
                icon.problem("edge", "one effect icon per edge")
            used_edges.add(icon["edge"])
            if effect_ids and icon["effect"] not in effect_ids:
                icon.problem("effect", f"{icon['effect']!r} is not an effect card")
        out[e["id"]] = TargetDef(e["id"], e["rank"], e["name"], size, e["hp_normal"], e["hp_hard"], e["flying"],
                                 tuple((icon["edge"], icon["effect"]) for icon in e["icons"]))
    counts = {r: sum(1 for t in out.values() if t.rank == r) for r in RANKS}
    for rank, want in (("C", 6), ("B", 6), ("A", 6), ("dragon", 1)):
        if counts[rank] != want:
            doc.problem("target", f"rank {rank} needs {want} targets, found {counts[rank]}", ("target",))
    return out


def _encounters(doc: Document | None, targets: dict[str, TargetDef]
                ) -> tuple[dict[str, dict[int, str]], str, tuple[StageDef, ...]]:
    if doc is None:
        return {}, "", ()
    raw = doc.root(ENCOUNTERS)
    table: dict[str, dict[int, str]] = {}
    for rank in ("C", "B", "A"):
        row = raw["rank"][rank]
        table[rank] = {n: row[str(n)] for n in range(1, 7) if row.has(str(n))}
        for n, tid in table[rank].items():
            if tid not in targets:
                row.problem(str(n), f"{tid!r} is not a target")
            elif targets[tid].rank != rank:
                row.problem(str(n), f"{tid} is rank {targets[tid].rank}, not {rank}")
        if len(set(table[rank].values())) != len(table[rank]):
            row.problem(None, "a target appears twice")
    dragon = raw["dragon"]["target"]
    if dragon not in targets or targets[dragon].rank != "dragon":
        raw["dragon"].problem("target", f"{dragon!r} is not the dragon target")
    stages = tuple(StageDef(s["number"], s["boss"], s["minions"]) for s in raw["stage"])
    if [s.number for s in stages] != [1, 2, 3]:
        doc.problem("stage", "stages 1, 2 and 3 are needed, in order", ("stage",))
    return table, dragon, stages


def _endings(doc: Document | None) -> tuple[EndingDef, ...]:
    if doc is None:
        return ()
    out = tuple(EndingDef(e["id"], e["max_score"], e["title"], e["scene"]) for e in doc.entries("ending", ENDING))
    bounds = [e.max_score for e in out]
    if len(out) != 5:
        doc.problem("ending", f"the book has five endings, found {len(out)}", ("ending",))
    elif bounds[:-1] != sorted(bounds[:-1]) or bounds[-1] != -1 or min(bounds[:-1]) < 0:
        doc.problem("ending.max_score", "bands must rise and the last must be open (-1)", ("ending",))
    return out
