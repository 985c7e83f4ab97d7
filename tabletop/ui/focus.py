"""Keyboard focus: a Tab / Shift+Tab ring over every scene's buttons and choosers.

The app offers each input to ``handle_input`` before the top scene sees it:

==================  ===========================================================
F1, ?               open the key help of the top scene (``scenes.help``)
Tab / Shift+Tab     move the focus to the next / previous button or chooser
Enter, Space        press the focused button / step the focused chooser
← →                 change the focused chooser; elsewhere like Shift+Tab / Tab
↑ ↓                 previous / next item (in a list it scrolls into view)
Home / End          first / last item
==================  ===========================================================

Until Tab is pressed in a scene nothing is focused and Enter, Space and the
arrows go to the scene (its shortcuts, a board's own keys); a mouse press
hides the ring again. The focus is kept on the scene object itself
(``scene._focus``), so any scene, game views included, gets the ring without
code. A scene that uses Tab or the arrows itself sets ``uses_tab = True`` /
``uses_arrows = True``; one that wants F1 or ? sets ``uses_help_keys = True``.
Widgets other than ``Button`` and ``Chooser`` join the ring with
``focusable = True`` and an ``activate()`` method; a widget holding others
(a row of choosers, a chooser with its caption above it) offers them with
``focus_children()``.
"""

from __future__ import annotations

from typing import Any

import pygame

from . import theme

NEXT, PREV = ("tab",), ("shift+tab",)


def focusables(scene) -> list:
    """The widgets of ``scene`` that the ring visits, in drawing order."""
    from .widgets import Button, Chooser, ScrollList

    out = []

    def visit(widget) -> None:
        if not widget.visible:
            return
        if isinstance(widget, ScrollList):
            for item in widget.items:
                visit(item)
            return
        inner = getattr(widget, "focus_children", None)
        if callable(inner):  # a row of widgets, or a chooser with its caption above it
            for child in inner():
                visit(child)
            return
        if isinstance(widget, (Button, Chooser)) or getattr(widget, "focusable", False):
            if widget.enabled and widget.rect.w > 0 and widget.rect.h > 0:
                out.append(widget)

    for widget in scene.all_widgets():
        visit(widget)
    return out


def focused(scene):
    """The focused widget of ``scene`` if it can still take the focus."""
    widget = getattr(scene, "_focus", None)
    if widget is None:
        return None
    return widget if widget in focusables(scene) else None


def set_focus(scene, widget) -> None:
    scene._focus = widget
    if widget is not None:
        _scroll_into_view(scene, widget)


def move(scene, delta: int) -> Any:
    """Move the focus ``delta`` steps round the ring; returns the new widget."""
    ring = focusables(scene)
    if not ring:
        set_focus(scene, None)
        return None
    current = focused(scene)
    if current is None:
        index = 0 if delta > 0 else len(ring) - 1
    else:
        index = (ring.index(current) + delta) % len(ring)
    set_focus(scene, ring[index])
    return ring[index]


def _holds(holder, widget) -> bool:
    """Whether the scroll list ``holder`` shows ``widget``, as an item or inside one (``focus_children``)."""
    from .widgets import ScrollList

    if not isinstance(holder, ScrollList):
        return False
    return any(item is widget or widget in getattr(item, "focus_children", lambda: [])() for item in holder.items)


def _scroll_into_view(scene, widget) -> None:
    """Scroll the list holding ``widget`` until it shows; a list that places its rows itself (no pixel offset, e.g.
    rows flowing through columns) brings it in with its own ``reveal(widget)``, which answers whether it did."""
    for holder in scene.all_widgets():
        if _holds(holder, widget):
            reveal = getattr(holder, "reveal", None)
            if callable(reveal) and reveal(widget):
                continue
            if widget.rect.top < holder.rect.top:
                holder.scroll(widget.rect.top - holder.rect.top)
            elif widget.rect.bottom > holder.rect.bottom:
                holder.scroll(widget.rect.bottom - holder.rect.bottom)


def activate(app, widget) -> bool:
    """Press ``widget`` as Enter / Space would."""
    from .widgets import Button, Chooser

    if isinstance(widget, Button):
        if not widget.enabled:
            return False
        app.play("clack")
        return widget.click()
    if isinstance(widget, Chooser):
        widget.step(1)
        app.play("clack")
        return True
    action = getattr(widget, "activate", None)
    return bool(action()) if callable(action) else False


def is_help_key(inp) -> bool:
    """F1 or ? (Shift+/ on US and JIS keyboards)."""
    if inp.kind != "key":
        return False
    if inp.shortcut == "f1":
        return True
    return inp.key == getattr(pygame, "K_QUESTION", -1) or (inp.key == pygame.K_SLASH and bool(inp.mod & pygame.KMOD_SHIFT))


def handle_input(app, scene, inp) -> bool:
    """Use ``inp`` for the focus ring or the key help; True if used (see the module doc)."""
    if inp.kind == "press":
        scene._focus = None  # the mouse took over: hide the ring
        return False
    if inp.kind != "key":
        return False
    if is_help_key(inp) and not getattr(scene, "uses_help_keys", False):
        from .scenes.help import KeyHelpOverlay

        if isinstance(scene, KeyHelpOverlay):
            scene.close()
        else:
            app.push(KeyHelpOverlay(app, scene))
        return True
    name = inp.shortcut
    if name in NEXT + PREV and not getattr(scene, "uses_tab", False):
        move(scene, 1 if name in NEXT else -1)
        return True
    current = focused(scene)
    if current is None:
        return False
    from .widgets import Chooser

    if name in ("return", "space", "kp_enter", "enter"):
        return activate(app, current)
    if getattr(scene, "uses_arrows", False):
        return False
    if name in ("left", "right") and isinstance(current, Chooser):
        current.step(-1 if name == "left" else 1)
        app.play("clack")
        return True
    if name in ("up", "left"):
        move(scene, -1)
        return True
    if name in ("down", "right"):
        move(scene, 1)
        return True
    if name in ("home", "end"):
        ring = focusables(scene)
        if ring:
            set_focus(scene, ring[0] if name == "home" else ring[-1])
        return True
    return False


def draw_ring(surface: pygame.Surface, scene) -> None:
    """A gold ring round the focused widget of the top scene."""
    widget = focused(scene)
    if widget is None:
        return
    rect = widget.rect.inflate(14 if widget.rect.w > 300 else 6, 6)
    clip = None
    for holder in scene.all_widgets():
        if _holds(holder, widget):
            clip = holder.rect.inflate(8, 8)
    old = surface.get_clip()
    if clip is not None:
        surface.set_clip(clip)
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=theme.RADIUS + 3)
    surface.set_clip(old)
