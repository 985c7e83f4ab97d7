"""Where a tooltip goes: below the pointer when that is clear, never over another button or under the pointer."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets.tooltip import place

SCREEN = pygame.Rect(0, 0, 1280, 800)


def test_a_clear_place_below_the_pointer_is_kept():
    assert place((200, 40), (100, 100), SCREEN) == pygame.Rect(114, 120, 200, 40)
    lone = pygame.Rect(60, 80, 120, 34)
    assert place((200, 40), (100, 100), SCREEN, lone, [pygame.Rect(600, 600, 100, 30)]) == pygame.Rect(114, 120, 200, 40)


def test_a_column_of_buttons_keeps_the_next_one_in_sight():
    column = [pygame.Rect(900, 300 + 40 * i, 150, 34) for i in range(5)]
    hovered = column[1]
    box = place((300, 60), hovered.center, SCREEN, hovered, column[:1] + column[2:])
    assert not any(box.colliderect(r) for r in column[:1] + column[2:])
    assert not box.collidepoint(hovered.center)
    assert box.right <= 900 or box.left >= 1050      # beside the column, level with the hovered button
    assert box.top == hovered.top


def test_a_row_of_buttons_at_the_right_edge_puts_it_left_of_the_row():
    row = [pygame.Rect(1000 + 45 * i, 500, 40, 34) for i in range(6)]
    below = [pygame.Rect(1000, 540, 270, 34)]
    hovered = row[5]
    box = place((300, 40), hovered.center, SCREEN, hovered, row[:5] + below)
    assert box.right <= 1000 - 6 + 1 and box.top == 500


def test_a_tall_hovered_card_keeps_its_own_words_in_sight():
    """A launcher game card (90 px) hovered near its top: the tooltip goes below the card or beside it, not over its
    title; a widget taller than ``OWN_WORDS_H`` (a table) may be covered."""
    card = pygame.Rect(40, 280, 480, 90)
    others = [pygame.Rect(40, 180, 480, 90), pygame.Rect(40, 380, 480, 90)]
    box = place((360, 44), (200, 300), SCREEN, card, others)
    assert not box.colliderect(card) and not any(box.colliderect(r) for r in others)
    table = pygame.Rect(0, 0, 1000, 700)
    assert place((200, 40), (100, 100), SCREEN, table, []) == pygame.Rect(114, 120, 200, 40)
