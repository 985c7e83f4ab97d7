"""One package per game; each registers itself with the core registry on import.

``discover()`` imports every game package under ``tabletop.games`` so that the
registry knows them all (the core never imports games itself).
"""

from __future__ import annotations

import importlib
import pkgutil

_DISCOVERED = False


def discover() -> list[str]:
    """Import every game package (once) and return the registered names."""
    global _DISCOVERED
    from tabletop.core import registry

    if not _DISCOVERED:
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
            if info.ispkg and not info.name.startswith("_"):
                importlib.import_module(f"{__name__}.{info.name}")
        _DISCOVERED = True
    return registry.names()
