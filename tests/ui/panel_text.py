"""The text the probe saw drawn over a panel, each line held to lie wholly inside it (the small-table tests)."""

from __future__ import annotations


def texts_in(probe, surface, rect, where: str) -> list[str]:
    """The shown text of every line drawn on ``surface`` over ``rect``; fails naming ``where`` when a line reaches
    outside the panel."""
    inside = [d for d in probe.texts(surface) if rect.colliderect(d.rect)]
    outside = [(d.shown, tuple(d.whole)) for d in inside if not rect.contains(d.whole)]
    assert not outside, f"{where}: text outside the panel {tuple(rect)}: {outside}"
    return [d.shown for d in inside]
