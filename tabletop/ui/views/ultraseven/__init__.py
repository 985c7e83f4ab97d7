"""The Ultra Seven 史上最大の侵略 screen (``make_scene``): see ``scene.UltraSevenScene``.

Modules: ``faces`` (card faces from the card book), ``board`` (zones from one
seat's view), ``panels`` (status, the step explained, area badges), ``scene``
(input and the whole screen).
"""

from .scene import UltraSevenScene, make_scene

__all__ = ["UltraSevenScene", "make_scene"]
