"""The look of the app: colours, sizes and a few drawing helpers.

A calm dark navy table with a table-green accent. Every widget takes its
colours from here so a game view can match the shell by importing ``theme``.
"""

from __future__ import annotations

import pygame

# -- colours (RGB) ------------------------------------------------------------
BG = (16, 26, 36)            # the table: deep navy
BG_DEEP = (10, 17, 24)       # curtain, header band
PANEL = (24, 38, 51)
PANEL_RAISED = (31, 49, 65)
BORDER = (52, 76, 96)
ACCENT = (46, 125, 91)       # table green
ACCENT_HOVER = (58, 150, 110)
ACCENT_SOFT = (34, 70, 58)
BUTTON = (38, 60, 79)
BUTTON_HOVER = (50, 79, 103)
BUTTON_DOWN = (30, 48, 63)
BUTTON_DISABLED = (27, 37, 47)
TEXT = (232, 237, 242)
TEXT_MUTED = (150, 168, 186)
TEXT_DISABLED = (92, 108, 124)
TEXT_ON_ACCENT = (246, 250, 247)
GOLD = (222, 184, 92)
WARNING = (230, 168, 72)
ERROR = (226, 104, 96)
ERROR_BG = (70, 30, 34)
OK_BG = (28, 64, 48)
SHADE = (0, 0, 0, 150)       # behind modal dialogs
DIE_FACE = (244, 240, 230)
DIE_PIP = (30, 30, 36)
DIE_EDGE = (120, 112, 96)

# -- sizes --------------------------------------------------------------------
SIZE_SMALL = 15
SIZE_BODY = 18
SIZE_LABEL = 20
SIZE_HEADING = 26
SIZE_TITLE = 46
PAD = 12
GAP = 8
RADIUS = 8
BUTTON_HEIGHT = 40


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=PANEL, border=BORDER,
          radius: int = RADIUS, width: int = 1) -> None:
    """A rounded panel with a thin border."""
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None and width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


# -- UI scale -------------------------------------------------------------------
# The app draws every scene on a logical screen of ``window size / scale`` and
# scales that picture to the window (``App.present``), so fonts, widgets,
# boards and hit areas all grow together and no layout needs to know. The
# factor lives here so game views can ask for it (e.g. to pick a finer art
# size); ``scaled(px)`` converts a window pixel count into logical pixels.
UI_SCALE_MIN = 0.8
UI_SCALE_MAX = 2.0
_ui_scale = 1.0


def ui_scale() -> float:
    """The UI scale in effect (1.0 = the designed size)."""
    return _ui_scale


def set_ui_scale(value: float) -> float:
    """Set the UI scale (clamped to 0.8-2.0); returns the value used."""
    global _ui_scale
    _ui_scale = max(UI_SCALE_MIN, min(UI_SCALE_MAX, float(value)))
    return _ui_scale


def scaled(pixels: float) -> int:
    """``pixels`` of the window in logical (drawing) pixels."""
    return int(round(pixels / _ui_scale))


# -- colour-vision palettes (side / owner colours) -------------------------------
from .palette import (PALETTE_NAMES, SHAPES, draw_side_marker, palette, palette_name,  # noqa: E402, F401 - re-exported
                      set_palette, side_colour, side_style)

