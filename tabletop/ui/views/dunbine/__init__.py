"""The Dunbine game screen (see ``scene.DunbineScene``): ``make_scene(app, session)``."""

from __future__ import annotations


def make_scene(app, session, map_path=None):
    from .scene import DunbineScene

    return DunbineScene(app, session, map_path)
