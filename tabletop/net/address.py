"""Addresses: this computer's LAN address (the host's default), which binds mean "every address",
and room codes.

A **room code** is a short text that names a host's IPv4 address and port, to read out to friends
instead of ``192.168.1.20:8765`` (``room_code`` / ``parse_room_code``; docs/network.md). It is a number
written in Crockford's base 32 (digits and capitals without I, L, O, U; typing is forgiving: case,
``O`` for 0, ``I``/``L`` for 1, spaces and dashes are ignored), at least ``CODE_MIN`` characters. The
number is ``((address part << port bits) | port part) << 4 | kind``; the 4-bit ``kind`` says which
address range the address part is the rest of (``_RANGES``: 192.168.0.0/16 keeps 16 bits, 10.0.0.0/8
24, 172.16.0.0/12 20, 127.0.0.1 none, any other address all 32) and whether a port other than
``DEFAULT_PORT`` follows (16 bits). So a home network's host on the default port is 6 characters
(``192.168.1.20`` is ``0004A0``), 8 with another port; anything else at most 11.
"""

from __future__ import annotations

import socket

#: Binds that listen on every address of the computer (the host warns before using one).
ALL_ADDRESSES = ("0.0.0.0", "::", "")
DEFAULT_PORT = 8765


def lan_address() -> str:
    """This computer's address on its local network, or 127.0.0.1 when it has none.

    A UDP socket "connected" to a documentation address (RFC 5737) asks the system which local
    address would be used; no packet is sent.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
    return address if address and not address.startswith("0.") else "127.0.0.1"


def split_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """``HOST:PORT``, ``HOST``, ``[::1]:PORT`` -> (host, port); ``ValueError`` saying what is wrong."""
    text = text.strip()
    if text.startswith("ws://"):
        text = text[5:].rstrip("/")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, port = text.split(":")
    else:
        host, port = text, ""
    if not host:
        raise ValueError(f"no host in {text!r} (expected HOST:PORT)")
    try:
        number = int(port) if port else default_port
    except ValueError:
        raise ValueError(f"the port in {text!r} is not a number") from None
    if not 0 < number < 65536:
        raise ValueError(f"the port {number} is not between 1 and 65535")
    return host, number


#: (first address, prefix length) per address range; a code's ``kind`` is the index here (x2, +1 with a port).
_RANGES: tuple[tuple[str, int], ...] = (("192.168.0.0", 16), ("10.0.0.0", 8), ("172.16.0.0", 12),
                                         ("127.0.0.1", 32), ("0.0.0.0", 0))
_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_TYPED = {"O": "0", "I": "1", "L": "1"}
#: The shortest room code (shorter numbers are padded with leading zeros).
CODE_MIN = 6


def _ipv4(text: str) -> int:
    parts = text.split(".")
    if len(parts) != 4 or not all(p.isdigit() and int(p) < 256 for p in parts):
        raise ValueError(f"{text!r} is not an IPv4 address")
    value = 0
    for part in parts:
        value = value << 8 | int(part)
    return value


def room_code(host: str, port: int) -> str:
    """The room code of ``host`` (an IPv4 address) and ``port``; ``ValueError`` for another kind of address."""
    address = _ipv4(host)
    if not 0 < port < 65536:
        raise ValueError(f"the port {port} is not between 1 and 65535")
    for index, (first, prefix) in enumerate(_RANGES):
        mask = (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF
        if address & mask == _ipv4(first) & mask:
            break
    rest = address & (0xFFFFFFFF >> prefix if prefix else 0xFFFFFFFF)
    value = rest
    kind = index * 2
    if port != DEFAULT_PORT:
        value = value << 16 | port
        kind += 1
    value = value << 4 | kind
    digits = ""
    while value:
        value, digit = divmod(value, 32)
        digits = _DIGITS[digit] + digits
    return digits.rjust(CODE_MIN, "0")


def parse_room_code(code: str) -> tuple[str, int]:
    """(host, port) of a room code (see the module doc); ``ValueError`` saying what is wrong."""
    clean = "".join(_TYPED.get(ch, ch) for ch in code.upper() if ch not in " -")
    if not clean or any(ch not in _DIGITS for ch in clean) or len(clean) > 12:
        raise ValueError(f"{code!r} is not a room code")
    value = 0
    for ch in clean:
        value = value * 32 + _DIGITS.index(ch)
    kind, value = value & 15, value >> 4
    if kind // 2 >= len(_RANGES):
        raise ValueError(f"{code!r} is not a room code")
    port = DEFAULT_PORT
    if kind % 2:
        value, port = value >> 16, value & 0xFFFF
        if port == 0:
            raise ValueError(f"{code!r} is not a room code")
    first, prefix = _RANGES[kind // 2]
    if value >> (32 - prefix):
        raise ValueError(f"{code!r} is not a room code")
    address = _ipv4(first) | value
    return ".".join(str(address >> shift & 255) for shift in (24, 16, 8, 0)), port


def is_room_code(text: str) -> bool:
    """Whether ``text`` reads as a room code rather than ``HOST:PORT`` (no dot, no colon, not "localhost")."""
    text = text.strip()
    return bool(text) and not any(ch in text for ch in ".:[/") and text.lower() != "localhost"


def where_to(text: str) -> tuple[str, int]:
    """What a player typed to join: a room code or ``HOST:PORT`` (or ``HOST``) -> (host, port)."""
    return parse_room_code(text) if is_room_code(text) else split_address(text)


def join_address(host: str, port: int) -> str:
    """``host:port`` as ``tabletop join`` takes it (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


__all__ = ["ALL_ADDRESSES", "CODE_MIN", "DEFAULT_PORT", "is_room_code", "join_address", "lan_address",
           "parse_room_code", "room_code", "split_address", "where_to"]
