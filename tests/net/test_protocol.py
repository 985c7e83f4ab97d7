"""The protocol's checks, without sockets; and ``tabletop.net`` stays game-agnostic."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop.core import registry
from tabletop.net.protocol import MAX_CLIENT_MESSAGE, VERSION, ProtocolError, decode, encode

from ..test_import_direction import imports_of

NET = Path(__file__).parents[2] / "tabletop" / "net"


def test_every_message_carries_the_version_and_round_trips() -> None:
    text = encode("action", action={"type": "Pass"}, id=3)
    assert json.loads(text)["v"] == VERSION
    assert decode(text) == {"v": VERSION, "type": "action", "action": {"type": "Pass"}, "id": 3}
    update = encode("error", code="refused", rule="x 1", ja="だめ", en="no", answer=None)
    assert decode(update, from_host=True)["en"] == "no"


@pytest.mark.parametrize("raw, code", [
    ("", "bad-message"), ("{", "bad-message"), ("1", "bad-message"), (b"\x80", "bad-message"),
    ('{"type": "ping"}', "version"), ('{"v": 99, "type": "ping"}', "version"), ('{"v": true, "type": "ping"}', "version"),
    ('{"v": 1, "type": "welcome"}', "bad-message"),  # a host's message from a client
    ('{"v": 1, "type": "ping", "extra": 1}', "bad-message"),
    ('{"v": 1, "type": "hello", "seat": "0"}', "bad-message"), ('{"v": 1, "type": "hello", "seat": true}', "bad-message"),
    ('{"v": 1, "type": "hello", "name": "' + "n" * 41 + '"}', "bad-message"),
    ('{"v": 1, "type": "action", "action": {"type": "A"}, "id": 9007199254740993}', "bad-message"),
    ('{"v": 1, "type": "ping", "id": ' + "[" * 20 + "]" * 20 + "}", "bad-message"),
    ("x" * (MAX_CLIENT_MESSAGE + 1), "too-large"),
])
def test_malformed_messages_are_refused_with_a_reason(raw: str | bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(raw)
    assert refused.value.code == code
    assert refused.value.ja and refused.value.en


def test_the_net_package_knows_no_game() -> None:
    names = {g.spec.name for g in registry.all_games()} | {"monster", "gundam", "dunbine", "seven", "sdgf", "raid"}
    for path in NET.glob("*.py"):
        for target in imports_of(path):
            assert not target.startswith(("tabletop.games", "tabletop.ui", "tabletop.cli", "pygame", "pymunk")), \
                f"{path.name} imports {target}"
        code = re.sub(r'"""[\s\S]*?"""', "", path.read_text(encoding="utf-8")).lower()  # docstrings may give examples
        for name in names:
            assert name not in code, f"{path.name} names the game {name!r}"
