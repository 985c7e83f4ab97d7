"""``paused()``: no garbage collection while a block makes objects that all live on together.

Reading a map makes thousands of objects at once (the cells, zones, layers and units) that live as long
as the map. The collector counts allocations and, every few hundred, walks the young objects, and every
few of those the older ones as well: during a load that is work spent finding nothing to free (about a
tenth of Dunbine's smallest map's first load in instructions, and more in time, as walking memory misses
the caches). ``with paused():`` turns the collector off for the block and back on after it, unless it
was off already (start-up keeps it off until the launcher is drawn); the first collection after the
block walks what it made once.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def paused() -> Iterator[None]:
    """The collector off inside the block (and as it was after)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
