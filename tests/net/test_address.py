"""Room codes (``tabletop.net.address``): a host's IPv4 address and port as 6-11 characters, read back
from a code or from ``HOST:PORT`` alike."""

from __future__ import annotations

import pytest

from tabletop.net.address import is_room_code, parse_room_code, room_code, where_to


@pytest.mark.parametrize("host, port, length", [
    ("192.168.1.20", 8765, 6), ("192.168.1.20", 9000, 6), ("10.0.0.5", 8765, 6), ("172.20.1.2", 1234, 8),
    ("127.0.0.1", 8765, 6), ("127.0.0.1", 40001, 6), ("8.8.8.8", 65535, 10), ("203.0.113.7", 8765, 8)])
def test_a_room_code_names_the_address_and_port_and_reads_back(host: str, port: int, length: int) -> None:
    code = room_code(host, port)
    assert len(code) == length and is_room_code(code)
    assert parse_room_code(code) == (host, port)
    assert where_to(code.lower()) == (host, port)  # typed in lower case
    assert where_to(f"{code[:3]}-{code[3:]}") == (host, port)  # with a dash


def test_the_documented_example_and_forgiving_typing() -> None:
    assert room_code("192.168.1.20", 8765) == "0004A0"
    assert parse_room_code("OOO4AO") == ("192.168.1.20", 8765)  # O read as 0


def test_addresses_are_not_codes_and_bad_codes_say_so() -> None:
    assert where_to("192.168.1.20:9000") == ("192.168.1.20", 9000)
    assert where_to("localhost") == ("localhost", 8765)
    for bad in ("UUUU", "", "!!", "ZZZZZZZZZZZZZ"):
        with pytest.raises(ValueError):
            parse_room_code(bad)
    with pytest.raises(ValueError):
        room_code("::1", 8765)
