"""Why a hit number is what it is, in one short line for the attack and defence panels (14.1, 14.5).

In a small window the terms of 14.1 are only in the hit number's tooltip, and "Hit number 1 (2D6 ≤ 1: 0.0%)"
told a newcomer nothing: the panel now names the terms that lower it most, and says why the odds are 0 % (2D6 never
rolls under 2) or 100 % (never over 12). Where the terms are listed one per line the line gives the odds' reason
alone."""

from __future__ import annotations

from tabletop.core.i18n import Text
from tabletop.games.dunbine.combat import Breakdown, Term

#: How many of the lowering terms the line names (the largest first).
NAMED = 2
#: The terms of 14.1 that may lower a hit number, in a word each (the rules' labels, whole in the tooltip, took the
#: line to three lines and pushed the damage to expect out of the defender's panel at 800x560).
SHORT = {
    "attack_pp": Text("攻撃PP", "attack PP"),
    "attacker_speed": Text("攻撃側の速度", "attacker speed"),
    "defence_rate": Text("回避・受け率", "defence rate"),
    "defence_pp": Text("防御PP", "defence PP"),
    "target_speed": Text("目標の速度", "target speed"),
    "range": Text("レンジ", "range"),
    "docked_sword": Text("搭載中の剣", "carried sword"),
}


def lowering(bd: Breakdown) -> list[Term]:
    """The terms of 14.1 that lower the hit number, the largest first (at most ``NAMED``)."""
    return sorted((t for t in bd.terms if t.value < 0), key=lambda t: t.value)[:NAMED]


def hit_reason(bd: Breakdown, terms_listed: bool) -> Text | None:
    """The line under the hit number: why the odds are 0 % or 100 % (2D6 rolls 2 to 12, 14.5) and, where the terms
    are not listed above it (``terms_listed`` False), what lowers the hit number most; None when there is nothing
    to say."""
    terms = [] if terms_listed else lowering(bd)
    named = Text("、".join(f"{SHORT.get(t.key, t.label).ja} {t.value:+d}" for t in terms),
                 ", ".join(f"{SHORT.get(t.key, t.label).en} {t.value:+d}" for t in terms))
    if bd.p_hit <= 0.0:
        head = Text("当たらない（2D6は2以上、14.5）", "Cannot hit (2D6 ≥ 2, 14.5)")
        return Text(f"{head.ja}：{named.ja}", f"{head.en}: {named.en}") if terms else head
    if bd.p_hit >= 1.0:
        return Text("必ず当たる（2D6は12以下、14.5）", "Sure hit (2D6 ≤ 12, 14.5)")
    if terms:
        return Text(f"主に下げているもの：{named.ja}", f"Lowered most by {named.en}")
    return None
