"""The SD Gundam Force card set: card definitions, attributes, loading and validation.

Every card (SDカード or 反撃カード) carries terrain attributes (地形属性, used when
it is revealed as the battlefield terrain). SD cards also have adaptation
attributes (適応属性), a power value (パワー), a rarity and a kind (種類, used by
the "three of the same kind" team bonus). Counter cards carry one effect that
acts within the 反撃フェイズ / 計算フェイズ. The set lives in
``data/cards.toml``, read by the shared reader (``core/data.py``) against the
schema ``CARD``; every problem is reported at once as a ``DataError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.core.data import Document, Entry, Field, Int, ListOf, Schema, Str, TextPair, read_document
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
    #: the name at table size where it is far longer than any other (the hover view and the rules say ``name``)
    short: Text | None = None

    @property
    def table_name(self) -> Text:
        """The name a card prints at table size: its short form where it has one."""
        return self.short or self.name

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

    def effect_summary(self) -> Text:
        """The counter card's effect in few words, for a card face too small for ``effect_text`` at a readable size
        (the held cards at 1280x800 printed it at 7 px, issue 16): three lines at most of a 97 px column at 10 px
        and of a 72 px one at 9 px (the 80 px compact held face), broken where it reads best. It says the same; the hover view says it whole."""
        if not self.effect:
            return Text("", "")
        v, more = self.value, self.cond_value
        if self.effect in ("power_up", "power_down") and not self.cond_kind and not self.cond_terrain:
            side = Text("自軍", "Your") if self.effect == "power_up" else Text("相手", "Opponent's")
            sign = "+" if self.effect == "power_up" else "-"
            return Text(f"{side.ja}の合計{sign}{v}", f"{side.en} total {sign}{v}")
        if self.effect == "swap":
            return Text("両軍の合計を\n入れ替える", "Swap the two totals")
        if self.effect == "power_up" and self.cond_kind:
            k = KINDS[self.cond_kind]
            return Text(f"自軍の合計+{v}。\n{k.ja}がいればさらに+{more}", f"Your total +{v}; +{more} more with a {k.en}")
        if self.effect == "power_up" and self.cond_terrain:
            a = ATTRIBUTES[self.cond_terrain]
            return Text(f"自軍の合計+{v}。\n地形に{a.ja}があれば\nさらに+{more}", f"Your total +{v}; +{more} more on {a.en}")
        if self.effect == "power_per_card":
            which = KINDS[self.cond_kind] if self.cond_kind else Text("SDカード", "SD card")
            return Text(f"戦場の{which.ja}1枚につき自軍の合計+{v}", f"Total +{v} per {which.en} in battle")
        if self.effect == "cancel":
            return Text("相手の反撃を\n無効にする", "Cancel the other side's counter")
        if self.effect == "block_bonus":
            return Text("相手のチーム\nボーナスを無効にする", "Cancel your opponent's team bonus")
        if self.effect == "rescue":
            return Text("ダークホールの1枚を帰還させる（SDなしで可）",
                        "1 dark hole card to return field (no SD needed)")
        if self.effect == "salvage":
            return Text(f"帰還の上{v}枚までデッキ下へ（SDなしで可）",
                        f"Last {v} returned under deck (no SD needed)")
        return self.effect_text()

    def to_view(self) -> dict:
        """JSON data for screens: everything printed on the card."""
        return {"card": self.id, "name": {"ja": self.name.ja, "en": self.name.en}, "type": self.type,
                "rarity": self.rarity, "terrain": list(self.terrain), "kind": self.kind,
                "power": self.power, "adapt": list(self.adapt), "effect": self.effect,
                "value": self.value, "anytime": self.anytime,
                "terrain_icons": [ATTRIBUTES[a].ja for a in self.terrain],
                "adapt_icons": [ATTRIBUTES[a].ja for a in self.adapt],
                "text": {"ja": self.effect_text().ja, "en": self.effect_text().en}}


# -- the file's schema (core/data.py reads and checks it) -----------------------------------------

ATTRS = ListOf(Str(choices=tuple(ATTRIBUTES)), min_len=1, max_len=4, unique=True)
CARD = Schema(
    Field("id", Str(nonempty=True)),
    Field("name", TextPair()),
    Field("short", TextPair(), default=None),
    Field("type", Str(choices=tuple(TYPES))),
    Field("rarity", Str(choices=tuple(RARITIES))),
    Field("terrain", ATTRS),
    # SD cards only
    Field("kind", Str(choices=tuple(KINDS)), default=""),
    Field("power", Int(low=0), default=0),
    Field("adapt", ATTRS, default=()),
    # counter cards only
    Field("effect", Str(choices=EFFECTS), default=""),
    Field("value", Int(low=0), default=0),
    Field("cond_kind", Str(choices=tuple(KINDS)), default=""),
    Field("cond_terrain", Str(choices=tuple(ATTRIBUTES)), default=""),
    Field("cond_value", Int(low=0), default=0),
    id="id")
SD_ONLY = ("kind", "power", "adapt")
COUNTER_ONLY = ("effect", "value", "cond_kind", "cond_terrain", "cond_value")


def _check_card(e: Entry) -> None:
    """The rules of an SD card or a counter card beyond the schema."""
    if e["type"] == SD:
        if not e.has("kind"):
            e.problem("kind", f"an SD card needs a kind: {', '.join(KINDS)}")
        if not 1 <= e["power"] <= 20:
            e.problem("power", "an SD card needs a power of 1 to 20")
        if not e.has("adapt"):
            e.problem("adapt", "an SD card needs its adaptation attributes (land, sea, sky, other)")
        for key in COUNTER_ONLY:
            if e.has(key):
                e.problem(key, "only counter cards have effects")
        return
    for key in SD_ONLY:
        if e.has(key):
            e.problem(key, "counter cards have no kind, power or adaptation")
    effect, cond_kind = e["effect"], e["cond_kind"]
    if not e.has("effect"):
        e.problem("effect", f"a counter card needs an effect: {', '.join(EFFECTS)}")
    if effect in ("power_up", "power_down", "power_per_card", "salvage") and e["value"] < 1:
        e.problem("value", f"effect {effect} needs a value of 1 or more")
    if (cond_kind and effect == "power_up") or e["cond_terrain"]:
        if effect != "power_up":
            e.problem("cond_terrain", "only power_up has a terrain condition")
        if e["cond_value"] < 1:
            e.problem("cond_value", "a condition needs a bonus of 1 or more")
    if cond_kind and effect not in ("power_up", "power_per_card"):
        e.problem("cond_kind", "only power_up and power_per_card take a kind")


def parse_cards(doc: Document) -> dict[str, Card]:
    """Cards from a parsed card file; raises ``DataError`` listing every problem."""
    cards: dict[str, Card] = {}
    for e in doc.entries("card", CARD):
        _check_card(e)
        cards[e["id"]] = Card(e["id"], e["name"], e["type"], e["rarity"], e["terrain"], e["kind"], e["power"],
                              e["adapt"], e["effect"], e["value"], e["cond_kind"], e["cond_terrain"], e["cond_value"],
                              e["short"])
    doc.check()
    return cards


def load_cards(path: Path = CARDS_FILE) -> dict[str, Card]:
    """Read and validate a card file."""
    return parse_cards(read_document(path))


@lru_cache(maxsize=1)
def card_set() -> dict[str, Card]:
    """The bundled ネオトピア編 set (56 cards), loaded once; names go into the i18n catalog."""
    from tabletop.core import i18n

    cards = load_cards()
    i18n.register({f"sdgf.card.{cid}": c.name for cid, c in cards.items()})
    i18n.register({f"sdgf.card.{cid}.text": c.effect_text() for cid, c in cards.items() if c.effect})
    return cards
