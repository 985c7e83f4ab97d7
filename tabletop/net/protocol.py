"""The network play protocol: one JSON object per WebSocket text message.

Every message carries ``"v"`` (``VERSION``) and ``"type"``. A client sends:

* ``hello``: ``token`` (a seat token from an earlier ``welcome``: rejoin that seat), or ``seat`` (a seat
  number to claim, null for any free seat) or ``spectator: true``; ``password`` when the room has one;
  ``name`` (shown to the others);
* ``action``: ``action`` is the action's JSON exactly as saves hold it (``{"type": "Move", ...}``);
* ``undo`` / ``redo``: take back or redo the seat's own last action (the session's undo policy);
* ``chat``: ``text``;
* ``ping`` / ``pong``.

The host sends:

* ``welcome``: the seat given (null for a spectator), its secret ``token``, the game, seats and options;
* ``update``: what the seat may see now (see ``tabletop.net.host.build_update``);
* ``error``: ``code``, ``rule`` (a refused action's rule, else ""), ``ja`` and ``en``: the same texts a
  ``RulesError`` shows locally, nothing more;
* ``chat``: ``seat``, ``name``, ``text``;
* ``ping`` / ``pong``.

``decode`` refuses (``ProtocolError``) a message that is not UTF-8 JSON, too large, nested too deeply,
of another version, of an unknown type, or whose fields are missing, of the wrong type or too long.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

#: The protocol version; a peer speaking another one is refused with a clear error.
VERSION = 1
#: The largest message a client may send (an action's JSON is well under 1 KiB).
MAX_CLIENT_MESSAGE = 64 * 1024
#: The largest message the host sends (a view with a recorded dice shot can take a few MiB).
MAX_HOST_MESSAGE = 32 * 1024 * 1024
#: The deepest nesting of lists and objects accepted from a client.
MAX_DEPTH = 16
#: The longest chat line, player name, password and token accepted.
MAX_CHAT = 500
MAX_NAME = 40
MAX_PASSWORD = 200
MAX_TOKEN = 100
#: The largest integer accepted in a message field (what a JSON number holds exactly everywhere).
MAX_INT = 2 ** 53


class ProtocolError(Exception):
    """A message that cannot be accepted: ``code`` for programs, ``ja``/``en`` for people."""

    def __init__(self, code: str, ja: str, en: str) -> None:
        super().__init__(f"{code}: {en}")
        self.code = code
        self.ja = ja
        self.en = en


@dataclass(frozen=True)
class _Field:
    kinds: tuple[type, ...]
    required: bool = True
    max_len: int = 0  # strings: the longest accepted (0: no limit besides the message size)


_STR = (str,)
_SEAT = (int, type(None))
_OPT_STR = (str, type(None))

#: The fields of each message type a client may send (besides ``v`` and ``type``).
CLIENT_MESSAGES: dict[str, dict[str, _Field]] = {
    "hello": {"seat": _Field(_SEAT, False), "spectator": _Field((bool,), False),
              "token": _Field(_OPT_STR, False, MAX_TOKEN), "password": _Field(_OPT_STR, False, MAX_PASSWORD),
              "name": _Field(_STR, False, MAX_NAME)},
    "action": {"action": _Field((dict,)), "id": _Field((int,), False)},
    "undo": {"id": _Field((int,), False)},
    "redo": {"id": _Field((int,), False)},
    "chat": {"text": _Field(_STR, True, MAX_CHAT)},
    "ping": {"id": _Field((int,), False)},
    "pong": {"id": _Field((int,), False)},
}

#: The fields of each message type the host sends (checked by the client, which trusts the host
#: for their contents but not for their shape).
HOST_MESSAGES: dict[str, dict[str, _Field]] = {
    "welcome": {"seat": _Field(_SEAT), "token": _Field(_OPT_STR), "game": _Field(_STR), "seats": _Field((int,)),
                "options": _Field((dict,)), "players": _Field((list,)), "note": _Field((dict,), False)},
    "update": {"seq": _Field((int,)), "seat": _Field(_SEAT), "view": _Field((dict,)), "log_from": _Field((int,)),
               "log": _Field((list,)), "legal": _Field((list,)), "labels": _Field((list,)),
               "pending": _Field((dict, type(None))), "turn": _Field((dict,)), "outcome": _Field((dict, type(None))),
               "actions": _Field((int,)), "table": _Field((list,)), "spectators": _Field((int,)),
               "can_undo": _Field((bool,)), "can_redo": _Field((bool,)), "answer": _Field((int, type(None)), False),
               "view_keep": _Field((list,), False), "public": _Field((dict,), False)},
    "error": {"code": _Field(_STR), "rule": _Field(_STR), "ja": _Field(_STR), "en": _Field(_STR),
              "answer": _Field((int, type(None)), False)},
    "chat": {"seat": _Field(_SEAT), "name": _Field(_STR), "text": _Field(_STR)},
    "ping": {"id": _Field((int,), False)},
    "pong": {"id": _Field((int,), False)},
}


def encode(kind: str, **fields: Any) -> str:
    """One message as JSON text: ``{"v": VERSION, "type": kind, **fields}``."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def decode(raw: str | bytes, from_host: bool = False) -> dict[str, Any]:
    """The message in ``raw`` after every check above, or ``ProtocolError`` saying what is wrong.

    ``from_host`` picks the host's message types (a client reading) instead of the client's.
    """
    limit = MAX_HOST_MESSAGE if from_host else MAX_CLIENT_MESSAGE
    if isinstance(raw, bytes):
        if len(raw) > limit:
            raise _too_large(len(raw), limit)
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad-message", "UTF-8 のテキストではありません。", "The message is not UTF-8 text.") from None
    if len(raw) > limit:
        raise _too_large(len(raw), limit)
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, RecursionError, ValueError):
        raise ProtocolError("bad-message", "JSON として読めないメッセージです。", "The message is not JSON.") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", "メッセージは JSON オブジェクトでなければなりません。",
                            "A message must be a JSON object.")
    if not from_host and _depth(data) > MAX_DEPTH:
        raise ProtocolError("bad-message", "入れ子が深すぎるメッセージです。", "The message is nested too deeply.")
    version = data.get("v")
    if isinstance(version, bool) or version != VERSION:  # true == 1 to Python, not to us
        raise ProtocolError("version", f"プロトコルの版が違います（相手 {version!r}、こちら {VERSION}）。",
                            f"Another protocol version (theirs {version!r}, ours {VERSION}): "
                            "both computers need the same tabletop version.")
    kind = data.get("type")
    table = HOST_MESSAGES if from_host else CLIENT_MESSAGES
    if not isinstance(kind, str) or kind not in table:
        raise ProtocolError("bad-message", f"知らない種類のメッセージです：{str(kind)[:40]!r}",
                            f"Unknown message type {str(kind)[:40]!r}.")
    check_fields(kind, data, table[kind])
    return data


def check_fields(kind: str, data: Mapping[str, Any], fields: Mapping[str, _Field]) -> None:
    """``ProtocolError`` for an unknown, missing, mistyped or too long field of a ``kind`` message."""
    extra = set(data) - set(fields) - {"v", "type"}
    if extra:
        name = sorted(extra)[0][:40]
        raise ProtocolError("bad-message", f"{kind} メッセージに知らない項目 {name!r} があります。",
                            f"A {kind} message has no field {name!r}.")
    for name, spec in fields.items():
        if name not in data:
            if spec.required:
                raise ProtocolError("bad-message", f"{kind} メッセージに {name} がありません。",
                                    f"A {kind} message needs {name!r}.")
            continue
        value = data[name]
        if isinstance(value, bool) and bool not in spec.kinds:  # True is an int to Python, not to us
            raise _wrong_type(kind, name)
        if not isinstance(value, spec.kinds):
            raise _wrong_type(kind, name)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
            raise ProtocolError("bad-message", f"{kind} の {name} の数が大きすぎます。",
                                f"The {name} of a {kind} message is too large a number.")
        if spec.max_len and isinstance(value, str) and len(value) > spec.max_len:
            raise ProtocolError("bad-message", f"{kind} の {name} が長すぎます（{spec.max_len}文字まで）。",
                                f"The {name} of a {kind} message is too long (at most {spec.max_len} characters).")


def _wrong_type(kind: str, name: str) -> ProtocolError:
    return ProtocolError("bad-message", f"{kind} の {name} の型が違います。", f"The {name} of a {kind} message has the wrong type.")


def _too_large(size: int, limit: int) -> ProtocolError:
    return ProtocolError("too-large", f"メッセージが大きすぎます（{size:,}バイト、上限 {limit:,}）。",
                         f"The message is too large ({size:,} bytes; the limit is {limit:,}).")


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in ``data`` (1 for a flat object); iterative, so never too deep."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item)
    return deepest


def error_message(code: str, ja: str, en: str, rule: str = "", answer: int | None = None) -> str:
    """An ``error`` message."""
    return encode("error", code=code, rule=rule, ja=ja, en=en, answer=answer)


__all__ = ["CLIENT_MESSAGES", "HOST_MESSAGES", "MAX_CLIENT_MESSAGE", "MAX_HOST_MESSAGE", "VERSION", "ProtocolError",
           "check_fields", "decode", "encode", "error_message"]
