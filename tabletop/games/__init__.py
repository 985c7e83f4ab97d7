"""One package per game; each registers itself with the core registry on import.

``announce()`` reads each game package's ``manifest.toml`` (what the launcher
shows of it: ``core.manifest``) and announces the game to the registry without
importing it: ``registry.find`` imports a game the first time it is asked for.
The manifests' parses made when the package was built (``_manifests``, written by
``tools/index_manifests.py``) are given to ``core.data`` first, so a manifest
whose text is the very same is not parsed again (a player's first start parses none).
``discover()`` announces them and imports every game package, so that the
registry holds them all (the core never imports games itself).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import partial
from pathlib import Path

MANIFEST = "manifest.toml"

_ANNOUNCED = False
_DISCOVERED = False


def _packages() -> list[str]:
    return sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg and not info.name.startswith("_"))


def announce() -> list[str]:
    """Announce every game package by its manifest (once; none is imported) and return the known names.
    A package without a manifest is imported, as ``discover`` does."""
    global _ANNOUNCED
    from tabletop.core import registry
    from tabletop.core.manifest import read_manifest

    if not _ANNOUNCED:
        names = _packages()
        _adopt_index(names)
        for name in names:
            path = Path(__path__[0]) / name / MANIFEST
            if path.is_file():
                registry.announce(read_manifest(path), partial(importlib.import_module, f"{__name__}.{name}"))
            else:
                importlib.import_module(f"{__name__}.{name}")
        _ANNOUNCED = True
    return registry.names()


def _adopt_index(names: list[str]) -> None:
    """Give ``core.data`` the shipped parses of the ``names``' manifests (``_manifests``): each is taken only
    for a manifest whose text is the very same, so a stale index costs a parse, never a wrong launcher.
    Not even imported when the user folder's kept start holds them all (``ui.startstore``)."""
    from tabletop.core import data

    folder = Path(__path__[0])
    files = {name: str(folder / name / MANIFEST) for name in names}
    if all(data.adopted(file) for file in files.values()):
        return
    from tabletop.games._manifests import MANIFESTS

    data.adopt_parsed(data.Parsed({file: MANIFESTS[name] for name, file in files.items() if name in MANIFESTS}))


def discover() -> list[str]:
    """Import every game package (once) and return the registered names."""
    global _DISCOVERED
    from tabletop.core import registry

    announce()
    if not _DISCOVERED:
        for name in _packages():
            importlib.import_module(f"{__name__}.{name}")
        _DISCOVERED = True
    return registry.names()
