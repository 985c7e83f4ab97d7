"""One bounded memo for what the screens build once and blit many times.

Rendering a string costs ~0.1-0.2 ms, drawing a card face or a counter up to a
few ms; blitting the result ~0.001 ms. So the ui keeps what it built, keyed by
everything that decides its look (text, size, colour, language, palette,
zoom...): ``SurfaceCache(limit)`` is that memo, shared by the text cache
(``text.TextCache``: rendered lines and wrapped paragraphs) and the card faces
(``cards.render.CardRenderer``), and meant for every other screen's images.

* ``find(key)``: the value stored under ``key``, or None; ``put(key, value)``
  stores and returns it. (Two calls, not ``get(key, make)``: building a closure
  on every hit would double the cost of the hottest path, a text cache hit.)
* When ``limit`` values are held, the next new one empties the cache first: the
  current frame's working set refills it at once, and clearing costs less than
  keeping an order of use on every hit.
* A key must hold everything the value depends on. A module-level cache used
  with several ``TextCache`` objects (tests make their own) adds ``id(text)``.

Values are surfaces, or anything derived from drawing that is as costly to
remake (a tuple of wrapped lines); they are shared, so callers never change them.
"""

from __future__ import annotations

from typing import Generic, Hashable, Iterator, TypeVar

V = TypeVar("V")


class SurfaceCache(Generic[V]):
    """At most ``limit`` values by key; emptied when a new value would pass the limit."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"a cache needs room for at least one value, not {limit}")
        self.limit = limit
        self._items: dict[Hashable, V] = {}

    def find(self, key: Hashable) -> V | None:
        """The value under ``key``, or None."""
        return self._items.get(key)

    def put(self, key: Hashable, value: V) -> V:
        """Store ``value`` under ``key`` (emptying a full cache first) and return it."""
        if len(self._items) >= self.limit and key not in self._items:
            self._items.clear()
        self._items[key] = value
        return value

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        """The keys held now (tests look for a string that was drawn)."""
        return iter(list(self._items))
