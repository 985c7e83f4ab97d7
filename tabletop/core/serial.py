"""JSON forms of plain dataclass state and actions, and the canonical state hash.

``to_json`` turns dataclasses, enums, tuples, lists and dicts into JSON data;
``from_json(cls, data)`` rebuilds them from the field type hints, so a game's
state round-trips exactly without hand-written codecs. Dict keys must be
strings or ints (ints come back from their JSON string form).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from functools import lru_cache
from typing import Any, Union, get_args, get_origin


def to_json(obj: Any) -> Any:
    """JSON data for a dataclass value (recursively)."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_json(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [to_json(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_json(v) for k, v in obj.items()}
    if isinstance(obj, (set, frozenset)):
        return sorted(to_json(x) for x in obj)
    raise TypeError(f"cannot turn {type(obj).__name__} into JSON")


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_json(tp: Any, data: Any) -> Any:
    """Rebuild a value of type ``tp`` from ``to_json`` data."""
    if tp is Any:
        return data
    origin = get_origin(tp)
    if origin is Union or origin is types.UnionType:
        args = get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_json(arg, data)
            except (TypeError, ValueError, KeyError) as exc:
                errors.append(exc)
        raise ValueError(f"{data!r} fits none of {args}: {errors}")
    if origin in (list, typing.List):
        (item,) = get_args(tp) or (Any,)
        return [from_json(item, x) for x in _seq(data)]
    if origin in (tuple, typing.Tuple):
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], x) for x in _seq(data))
        return tuple(from_json(a, x) for a, x in zip(args, _seq(data)))
    if origin in (dict, typing.Dict):
        kt, vt = get_args(tp) or (str, Any)
        if not isinstance(data, dict):
            raise TypeError(f"expected an object, got {type(data).__name__}")
        return {(int(k) if kt is int else k): from_json(vt, v) for k, v in data.items()}
    if origin in (set, frozenset):
        (item,) = get_args(tp)
        return origin(from_json(item, x) for x in _seq(data))
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            if not isinstance(data, dict):
                raise TypeError(f"expected an object for {tp.__name__}, got {type(data).__name__}")
            hints = _hints(tp)
            kwargs = {}
            for f in dataclasses.fields(tp):
                if not f.init:
                    continue
                if f.name in data:
                    kwargs[f.name] = from_json(hints[f.name], data[f.name])
                elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise KeyError(f"{tp.__name__}.{f.name} is missing")
            return tp(**kwargs)
        if issubclass(tp, enum.Enum):
            return tp(data)
        if tp is float:
            if isinstance(data, bool) or not isinstance(data, (int, float)):
                raise TypeError(f"expected a number, got {data!r}")
            return float(data)
        if tp is int:
            if isinstance(data, bool) or not isinstance(data, int):
                raise TypeError(f"expected an integer, got {data!r}")
            return data
        if tp is bool:
            if not isinstance(data, bool):
                raise TypeError(f"expected true/false, got {data!r}")
            return data
        if tp is str:
            if not isinstance(data, str):
                raise TypeError(f"expected a string, got {data!r}")
            return data
    return data


def _seq(data: Any) -> list[Any]:
    if not isinstance(data, (list, tuple)):
        raise TypeError(f"expected a list, got {type(data).__name__}")
    return list(data)


def canonical(data: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(data: Any) -> str:
    """SHA-256 (hex, first 16 chars) of canonical JSON data or a dataclass value."""
    import hashlib  # here, not at the top: loading OpenSSL's hashes is a good part of the launcher's imports

    if dataclasses.is_dataclass(data) and not isinstance(data, type):
        data = to_json(data)
    return hashlib.sha256(canonical(data).encode("utf-8")).hexdigest()[:16]
