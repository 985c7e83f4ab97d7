"""The SD Gundam Force card set: card definitions, attributes, loading and validation.

Every card (SDカード or 反撃カード) carries terrain attributes (地形属性, used when
it is revealed as the battlefield terrain). SD cards also have adaptation
attributes (適応属性), a power value (パワー), a rarity and a kind (種類, used by
the "three of the same kind" team bonus). Counter cards carry one effect that
acts within the 反撃フェイズ / 計算フェイズ. The set lives in
``data/cards.toml`` and is validated on load; every problem is reported at
once as a ``DataError``.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.errors import DataError, Problem
from tabletop.core.i18n import Text

DATA_DIR = Path(__file__).resolve().parent / "data"
CARDS_FILE = DATA_DIR / "cards.toml"

# 属性: 陸・海・空・異
ATTRIBUTES: dict[str, Text] = {
    "land": Text("陸", "Land"),
    "sea": Text("海", "Sea"),
    "sky": Text("空", "Sky"),
    "other": Text("異", "Other"),
}
RARITIES: dict[str, Text] = {
    "common": Text("コモン", "Common"),
    "rare": Text("レア", "Rare"),
    "soul_rare": Text("ソウルレア", "Soul Rare"),
}
# 種類 (kind) printed on each SD card; the "same kind" team bonus compares it.
KINDS: dict[str, Text] = {
    "gundam": Text("SDGガンダム", "SDG Gundam"),
    "support": Text("サポートメカ", "Support Mecha"),
    "knight": Text("ラクロアの騎士", "Lacroan Knight"),
    "musha": Text("武者", "Musha"),
    "commander": Text("ダークアクシズ幹部", "Dark Axis Commander"),
    "leader": Text("ダークアクシズ隊長", "Dark Axis Squad Leader"),
    "zako": Text("ザコ", "Zako"),
}
SD = "sd"
COUNTER = "counter"
TYPES = {SD: Text("SDカード", "SD card"), COUNTER: Text("反撃カード", "Counter card")}

# Counter-card effects (all act in the 反撃フェイズ and resolve in the 計算フェイズ).
EFFECTS = ("power_up", "power_down", "power_per_card", "swap", "cancel", "block_bonus",
           "rescue", "salvage")
# Effects that may be played with no SD card on one's battlefield (「一部の例外」).
ANYTIME_EFFECTS = ("rescue", "salvage")


@dataclass(frozen=True)
class Card:
    """One card of the set (a definition; a deck holds up to three copies)."""

    id: str
    name: Text
    type: str
    rarity: str
    terrain: tuple[str, ...]
    kind: str = ""
    power: int = 0
    adapt: tuple[str, ...] = ()
    effect: str = ""
    value: int = 0
    cond_kind: str = ""
    cond_terrain: str = ""
    cond_value: int = 0

    @property
    def is_sd(self) -> bool:
        return self.type == SD

    @property
    def anytime(self) -> bool:
        """A counter card that may be played without an SD card on the battlefield."""
        return self.effect in ANYTIME_EFFECTS

    def effect_text(self) -> Text:
        """The counter card's effect in words (empty for SD cards)."""
        if not self.effect:
            return Text("", "")
        v = self.value
        if self.effect == "power_up":
            text = Text(f"自軍の合計ポイント+{v}", f"Your total +{v}")
        elif self.effect == "power_down":
            text = Text(f"相手の合計ポイント-{v}", f"Opponent's total -{v}")
        elif self.effect == "power_per_card":
            which = KINDS[self.cond_kind] if self.cond_kind else Text("SDカード", "SD card")
            text = Text(f"自軍バトルフィールドの{which.ja}1枚につき合計ポイント+{v}",
                        f"Your total +{v} for each {which.en} on your battlefield")
        elif self.effect == "swap":
            text = Text("両軍の合計ポイントを入れ替える", "Swap the two totals")
        elif self.effect == "cancel":
            text = Text("相手が先に出した反撃カードを無効にする", "Cancel the counter card your opponent played before")
        elif self.effect == "block_bonus":
            text = Text("相手のチームボーナスを無効にする", "Cancel your opponent's team bonus")
        elif self.effect == "rescue":
            text = Text("自分のダークホールのカード1枚を帰還フィールドへ移す（戦場にSDカードがいなくても出せる）",
                        "Move 1 card from your dark hole to your return field (playable with no SD card in battle)")
        elif self.effect == "salvage":
            text = Text(f"帰還フィールドに最後に置かれたカード{v}枚までをデッキの下へ戻す（戦場にSDカードがいなくても出せる）",
                        f"Put up to {v} cards last placed in your return field under your deck (playable with no SD card in battle)")
        else:  # pragma: no cover - validated on load
            text = Text(self.effect, self.effect)
        if self.cond_kind and self.effect == "power_up":
            k = KINDS[self.cond_kind]
            text = text + Text(f"。自軍バトルフィールドに{k.ja}がいればさらに+{self.cond_value}",
                               f"; +{self.cond_value} more if a {k.en} is on your battlefield")
        if self.cond_terrain:
            a = ATTRIBUTES[self.cond_terrain]
            text = text + Text(f"。地形に{a.ja}属性があればさらに+{self.cond_value}",
                               f"; +{self.cond_value} more if the terrain has {a.en}")
        return text

    def to_view(self) -> dict:
        """JSON data for screens: everything printed on the card."""
        return {"card": self.id, "name": {"ja": self.name.ja, "en": self.name.en}, "type": self.type,
                "rarity": self.rarity, "terrain": list(self.terrain), "kind": self.kind,
                "power": self.power, "adapt": list(self.adapt), "effect": self.effect,
                "value": self.value, "anytime": self.anytime,
                "terrain_icons": [ATTRIBUTES[a].ja for a in self.terrain],
                "adapt_icons": [ATTRIBUTES[a].ja for a in self.adapt],
                "text": {"ja": self.effect_text().ja, "en": self.effect_text().en}}


def _attrs(raw, where: str, file: str, problems: list[Problem], lo: int, hi: int) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(a, str) for a in raw):
        problems.append(Problem(file, where, "must be a list of attributes (land, sea, sky, other)"))
        return ()
    bad = [a for a in raw if a not in ATTRIBUTES]
    if bad:
        problems.append(Problem(file, where, f"unknown attribute(s) {', '.join(bad)}; use land, sea, sky, other"))
    if len(set(raw)) != len(raw):
        problems.append(Problem(file, where, "an attribute is listed twice"))
    if not lo <= len(raw) <= hi:
        problems.append(Problem(file, where, f"needs {lo} to {hi} attributes, has {len(raw)}"))
    return tuple(raw)


def parse_cards(data: dict, file: str) -> dict[str, Card]:
    """Cards from parsed TOML; raises ``DataError`` listing every problem."""
    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    entries = data.get("card")
    if not isinstance(entries, list) or not entries:
        raise DataError.single(file, "no [[card]] entries")
    for index, entry in enumerate(entries):
        cid = entry.get("id") if isinstance(entry, dict) else None
        label = f"card[{index}]" if not isinstance(cid, str) else cid
        if not isinstance(entry, dict):
            problems.append(Problem(file, label, "not a table"))
            continue
        known = {"id", "name_ja", "name_en", "type", "rarity", "terrain", "kind", "power", "adapt",
                 "effect", "value", "cond_kind", "cond_terrain", "cond_value"}
        for key in entry:
            if key not in known:
                problems.append(Problem(file, f"{label}.{key}", "unknown field"))
        if not isinstance(cid, str) or not cid:
            problems.append(Problem(file, f"{label}.id", "missing card id"))
            continue
        if cid in cards:
            problems.append(Problem(file, f"{label}.id", "duplicate card id"))
        for key in ("name_ja", "name_en"):
            if not isinstance(entry.get(key), str) or not entry.get(key):
                problems.append(Problem(file, f"{label}.{key}", "missing name"))
        ctype = entry.get("type")
        if ctype not in TYPES:
            problems.append(Problem(file, f"{label}.type", "must be 'sd' or 'counter'"))
        rarity = entry.get("rarity")
        if rarity not in RARITIES:
            problems.append(Problem(file, f"{label}.rarity", f"must be one of {', '.join(RARITIES)}"))
        terrain = _attrs(entry.get("terrain"), f"{label}.terrain", file, problems, 1, 4)
        kind = entry.get("kind", "")
        adapt: tuple[str, ...] = ()
        effect = entry.get("effect", "")
        ints = {}
        for key in ("power", "value", "cond_value"):
            v = entry.get(key, 0)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                problems.append(Problem(file, f"{label}.{key}", "must be a whole number 0 or more"))
                v = 0
            ints[key] = v
        cond_kind = entry.get("cond_kind", "")
        cond_terrain = entry.get("cond_terrain", "")
        if ctype == SD:
            if kind not in KINDS:
                problems.append(Problem(file, f"{label}.kind", f"an SD card needs a kind: {', '.join(KINDS)}"))
            if not 1 <= ints["power"] <= 20:
                problems.append(Problem(file, f"{label}.power", "an SD card needs a power of 1 to 20"))
            adapt = _attrs(entry.get("adapt"), f"{label}.adapt", file, problems, 1, 4)
            for key in ("effect", "value", "cond_kind", "cond_terrain", "cond_value"):
                if key in entry:
                    problems.append(Problem(file, f"{label}.{key}", "only counter cards have effects"))
        elif ctype == COUNTER:
            for key in ("kind", "power", "adapt"):
                if key in entry:
                    problems.append(Problem(file, f"{label}.{key}", "counter cards have no kind, power or adaptation"))
            if effect not in EFFECTS:
                problems.append(Problem(file, f"{label}.effect", f"must be one of {', '.join(EFFECTS)}"))
            needs_value = effect in ("power_up", "power_down", "power_per_card", "salvage")
            if needs_value and ints["value"] < 1:
                problems.append(Problem(file, f"{label}.value", f"effect {effect} needs a value of 1 or more"))
            if cond_kind and cond_kind not in KINDS:
                problems.append(Problem(file, f"{label}.cond_kind", f"unknown kind {cond_kind}"))
            if cond_terrain and cond_terrain not in ATTRIBUTES:
                problems.append(Problem(file, f"{label}.cond_terrain", f"unknown attribute {cond_terrain}"))
            if (cond_kind and effect == "power_up") or cond_terrain:
                if effect != "power_up":
                    problems.append(Problem(file, f"{label}.cond_terrain", "only power_up has a terrain condition"))
                if ints["cond_value"] < 1:
                    problems.append(Problem(file, f"{label}.cond_value", "a condition needs a bonus of 1 or more"))
            if cond_kind and effect not in ("power_up", "power_per_card"):
                problems.append(Problem(file, f"{label}.cond_kind", "only power_up and power_per_card take a kind"))
        cards[cid] = Card(cid, Text(str(entry.get("name_ja", "")), str(entry.get("name_en", ""))),
                          str(ctype), str(rarity), terrain, str(kind), ints["power"], adapt, str(effect),
                          ints["value"], str(cond_kind), str(cond_terrain), ints["cond_value"])
    if problems:
        raise DataError(problems)
    return cards


def load_cards(path: Path = CARDS_FILE) -> dict[str, Card]:
    """Read and validate a card file."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError.single(str(path), f"cannot be read ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError.single(str(path), f"not valid TOML ({exc})") from None
    return parse_cards(data, path.name)


@lru_cache(maxsize=1)
def card_set() -> dict[str, Card]:
    """The bundled ネオトピア編 set (56 cards), loaded once; names go into the i18n catalog."""
    from tabletop.core import i18n

    cards = load_cards()
    i18n.register({f"sdgf.card.{cid}": c.name for cid, c in cards.items()})
    i18n.register({f"sdgf.card.{cid}.text": c.effect_text() for cid, c in cards.items() if c.effect})
    return cards
