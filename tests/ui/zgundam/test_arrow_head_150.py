"""Session 29, the attack arrow at UI scale 150 %: a ship attacking a ship strip in a column of strips 2 px apart (the
seat's info column 3 px on its left, the next zone's strips 8 px on its right, the attacker above) found no room for a
head beside its target and ended without one, a ring round the target instead. The head now lies on the target's band
in the gap between its name and its first number (``arrow._head_on``), covering no print: three seats, seed 1, one
and 18 moves in ("Alexandria fires on Salamis Kai"), both languages."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme

from .helpers import at_the_table


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("moves", [1, 18])
def test_attack_on_a_strip_between_strips_has_a_head_at_150(probe, lang, moves):
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 3, seed=1, pair=True, scale=1.5, moves=moves)
    try:
        pending = scene.view_data["pending"]["attack"]
        attacker = next(s for s in scene.table.slots if s.entry.id == pending["card"])
        target = next(s for s in scene.table.slots if s.entry.id == pending["target"])
        assert target.strip and attacker.rect.centery < target.rect.top  # (from above, onto a strip)
        red = pygame.Color(*theme.ERROR)
        inner = target.rect.inflate(-4, -8)  # (the ring is outside the target, the shaft ends at its top edge)
        lit = [(x, y) for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
               if app.surface.get_at((x, y)) == red]
        assert len(lit) >= 30, f"{lang}: no head on the target, {len(lit)} red px in it"
        box = pygame.Rect(min(x for x, _ in lit), min(y for _, y in lit), 1, 1)
        box.union_ip(pygame.Rect(max(x for x, _ in lit), max(y for _, y in lit), 1, 1))
        assert box.w >= 6 and box.w <= 24, box  # (a head, not the shaft alone)
        prints = [rect for slot, rect in scene.table.card_prints(lang) + scene.table.counter_rects(lang)
                  if slot is target]
        assert len(prints) >= 2
        covered = [(x, y) for rect in prints for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom) if app.surface.get_at((x, y)) == red]
        assert not covered, covered[:5]
        name = next(rect for slot, rect in scene.table.card_prints(lang) if slot is target)
        assert box.left >= name.right  # (after the name: not over the type icon before it)
    finally:
        app.change_setting("ui_scale", 1.0)
