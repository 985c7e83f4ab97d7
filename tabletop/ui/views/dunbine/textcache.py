"""Wrapped text memo: the side panel's lines are wrapped once per (text, size, width), not per frame."""

from __future__ import annotations

_WRAPPED: dict[tuple, list[str]] = {}


def wrapped(text_cache, content: str, size: int, width: int, bold: bool = False) -> list[str]:
    key = (content, size, width, bold, id(text_cache))
    found = _WRAPPED.get(key)
    if found is None:
        if len(_WRAPPED) > 3000:
            _WRAPPED.clear()
        found = text_cache.wrap(content, size, width, bold)
        _WRAPPED[key] = found
    return found
