"""The Dunbine game screen (see ``scene.DunbineScene``): ``make_scene(app, session)``; ``launcher_extras``:
the launcher's button to the guide to making maps in Tiled (``docs/maps.md``)."""

from __future__ import annotations


def make_scene(app, session, map_path=None):
    from .scene import DunbineScene

    return DunbineScene(app, session, map_path)


def launcher_extras():
    """Buttons the launcher shows in this game's set-up panel: the guide to making your own maps."""
    from tabletop.core.i18n import Text
    from tabletop.ui.scenes.help import open_maps_guide

    return [(Text("自作マップの作り方", "Making your own maps"), open_maps_guide)]
