"""Addresses: this computer's LAN address (the host's default), and which binds mean "every address"."""

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


def join_address(host: str, port: int) -> str:
    """``host:port`` as ``tabletop join`` takes it (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


__all__ = ["ALL_ADDRESSES", "DEFAULT_PORT", "join_address", "lan_address", "split_address"]
