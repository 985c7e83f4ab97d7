"""SD Gundam Force's standings under the result (``GameScene.outcome_lines``): a line per player with what the
game is decided by (a deck run out, a dark hole at its limit) and what the player still has, in the book's terms."""

from __future__ import annotations

from typing import Any

from .zones import SHORT_TEXT, ZONE_TEXT


def standings(view: dict[str, Any], lang: str) -> list[str]:
    """A line per seat: deck, hand, standby field, dark hole of its limit (from the seat's view: counts are public)."""
    limit = view.get("dark_hole_limit", 10)
    out = []
    for seat in view["seats"]:
        name = seat["label"][lang]
        counts = (("deck", seat["deck_count"]), ("hand", seat["hand_count"]), ("standby", len(seat["standby"])))
        words = {z: SHORT_TEXT.get(z, ZONE_TEXT[z]) for z, _ in counts}  # "待機", "standby": a line a player
        if lang == "ja":
            parts = [f"{words[z].ja}{n}枚" for z, n in counts] + [f"{ZONE_TEXT['darkhole'].ja}{seat['dark_hole_count']}/{limit}"]
            out.append(f"{name}：" + "・".join(parts))
        else:
            parts = [f"{words[z].en.lower()} {n}" for z, n in counts] \
                + [f"{ZONE_TEXT['darkhole'].en.lower()} {seat['dark_hole_count']}/{limit}"]
            out.append(f"{name}: " + ", ".join(parts))
    return out
