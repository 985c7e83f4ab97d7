"""Game screens plug in here.

``scene_for(app, session)`` looks for ``tabletop.ui.views.<game name>`` (a module
or a package) exposing ``make_scene(app, session) -> Scene``; a game without
one is played in the generic scene (``views.generic``), which makes any
registered game playable from its ``legal_actions``.

A game view should subclass ``views.base.GameScene``: it inherits applying
actions (with real-dice prompts and rules-error banners), undo/redo, save,
autosave at turn end, the privacy curtain, the Escape menu, rules help
(override ``help_text``) and the end-of-game screen, and only draws its board.
"""

from __future__ import annotations

import importlib
import importlib.util

from ..scene import Scene


def view_module(name: str):
    """The view module of game ``name``, or None if the game has none."""
    full = f"{__name__}.{name}"
    try:
        spec = importlib.util.find_spec(full)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    module = importlib.import_module(full)
    return module if hasattr(module, "make_scene") else None


def scene_for(app, session) -> Scene:
    """The scene that shows ``session``: the game's own view or the generic one."""
    module = view_module(session.game.spec.name)
    if module is not None:
        return module.make_scene(app, session)
    from .generic import GenericGameScene

    return GenericGameScene(app, session)
