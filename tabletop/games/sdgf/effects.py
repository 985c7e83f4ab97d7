"""What a counter card did, in words (計算フェイズ): the card's name, the change it made to a total with the
figures before and after, or why it did nothing ("no Zako on your battlefield", "the opponent's total is
already 0"). A newcomer saw a counter card resolve with no word of what it changed (issue 16); the log, the
recap and the battle panel read these lines."""

from __future__ import annotations

from tabletop.core.i18n import Text

from .cards import ATTRIBUTES, KINDS, Card


def changed(c: Card, said: Text, before: int, after: int) -> Text:
    """「name」: what it did (before → after)."""
    return Text(f"「{c.name.ja}」: {said.ja}（{before}→{after}）", f"{c.name.en}: {said.en} ({before} → {after})")


def nothing(c: Card, why: Text) -> Text:
    """「name」 did nothing, and why."""
    return Text(f"「{c.name.ja}」は効果なし: {why.ja}", f"{c.name.en} did nothing: {why.en}")


def power_up(c: Card, kind_met: bool, terrain_met: bool, before: int, after: int) -> Text:
    """A power-up's gain, saying a condition left unmet (its extra not added)."""
    said = Text(f"自軍の合計ポイント+{after - before}", f"your total +{after - before}")
    if c.cond_kind and not kind_met:
        k = KINDS[c.cond_kind]
        said = said + Text(f"（自軍に{k.ja}がいないので追加の+{c.cond_value}なし）",
                           f" (no {k.en} on your battlefield, so not +{c.cond_value} more)")
    if c.cond_terrain and not terrain_met:
        a = ATTRIBUTES[c.cond_terrain]
        said = said + Text(f"（地形に{a.ja}属性がないので追加の+{c.cond_value}なし）",
                           f" (the terrain has no {a.en}, so not +{c.cond_value} more)")
    return changed(c, said, before, after)


def per_card(c: Card, n: int, before: int, after: int) -> Text:
    """A per-card gain: how many cards counted, or why none did."""
    which = KINDS[c.cond_kind] if c.cond_kind else Text("SDカード", "SD card")
    if not n:
        return nothing(c, Text(f"自軍バトルフィールドに{which.ja}がいない", f"no {which.en} on your battlefield"))
    return changed(c, Text(f"{which.ja}{n}枚 × +{c.value}", f"{n} {which.en} × +{c.value}"), before, after)


def power_down(c: Card, before: int, after: int) -> Text:
    if before == 0:
        return nothing(c, Text("相手の合計ポイントはすでに0", "the opponent's total is already 0"))
    return changed(c, Text(f"相手の合計ポイント-{before - after}", f"the opponent's total -{before - after}"),
                   before, after)


def swap(c: Card, totals: list[int]) -> Text:
    """Both totals before the swap (player 1's first)."""
    a, b = totals
    return Text(f"「{c.name.ja}」: 両軍の合計ポイントを入れ替え（{a}対{b}→{b}対{a}）",
                f"{c.name.en}: the totals swap ({a} to {b} → {b} to {a})")


def block_bonus(c: Card, bonus: int, before: int, after: int) -> Text:
    if not bonus:
        return nothing(c, Text("相手にチームボーナスがない", "the opponent has no team bonus"))
    return changed(c, Text(f"相手のチームボーナス{bonus}を無効に", f"the opponent's team bonus {bonus} is cancelled"),
                   before, after)


def rescued(c: Card, target: Card | None) -> Text:
    """A rescue at the calculation: the card it moved, or why it moved none."""
    if target is None:
        return nothing(c, Text("選んだカードはもうダークホールにない", "the chosen card is no longer in the dark hole"))
    return Text(f"「{c.name.ja}」: 「{target.name.ja}」をダークホールから帰還フィールドへ",
                f"{c.name.en}: {target.name.en} leaves the dark hole for the return field")


def salvaged(c: Card, moved: list[Card]) -> Text:
    """A salvage at the calculation: the cards it put under the deck, or why it put none."""
    if not moved:
        return nothing(c, Text("帰還フィールドにカードがない", "the return field is empty"))
    names = "、".join(f"「{m.name.ja}」" for m in moved), ", ".join(m.name.en for m in moved)
    return Text(f"「{c.name.ja}」: 帰還フィールドの{names[0]}をデッキの下へ（{len(moved)}枚）",
                f"{c.name.en}: {names[1]} from the return field under the deck ({len(moved)})")


def cancelled(c: Card, victim: Card | None) -> Text:
    """A cancel card: the opponent's counter card it cancelled, or that there was none before it."""
    if victim is None:
        return nothing(c, Text("相手が先に出した反撃カードがない", "the opponent played no counter card before it"))
    return Text(f"「{c.name.ja}」: 相手の「{victim.name.ja}」を無効に", f"{c.name.en}: cancels {victim.name.en}")
