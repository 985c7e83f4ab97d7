"""The seat tokens this computer holds, so a player gets their seat back by joining again.

One store for the terminal client (``tabletop join --rejoin``) and the app's "Join a game":
``<user dir>/net-seats.json``, ``{address: {seat: token}}`` with the address as ``join_address``
writes it (``HOST:PORT``; a room code is read to the same address), the seats in the order they
were last joined. The file is readable by this user only.

A missing file is an empty store. A file that cannot be read (not JSON, not that shape, unreadable)
or written is never an exception to the caller: the store works as empty (or keeps its tokens in
memory) and ``problem`` holds one message, in both languages, saying what happened; the next token
remembered writes the file anew.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tabletop.core.i18n import Text
from tabletop.resources import user_dir

#: The store's file name in the user's folder.
FILE_NAME = "net-seats.json"


class SeatTokens:
    """address -> seat -> token of the seats this computer joined (see the module doc)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else user_dir() / FILE_NAME
        self.problem: Text | None = None
        self._seats = self._read()

    def _read(self) -> dict[str, dict[str, str]]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as exc:
            why = exc.strerror or type(exc).__name__
            self._bad(why, why)
            return {}
        try:
            data = json.loads(raw)
        except ValueError:
            self._bad("JSON ではありません", "not JSON")
            return {}
        if not isinstance(data, dict) or not all(
                isinstance(seats, dict) and all(isinstance(t, str) and s.isdigit() for s, t in seats.items())
                for seats in data.values()):
            self._bad("席の一覧ではありません", "not a list of seats")
            return {}
        return {str(address): dict(seats) for address, seats in data.items()}

    def _bad(self, why_ja: str, why_en: str) -> None:
        self.problem = Text(f"覚えている席のファイル {self.path} が読めません（{why_ja}）。新しく参加します。",
                            f"The remembered seats in {self.path} cannot be read ({why_en}); joining as new.")

    def token_for(self, address: str, seat: int | None = None) -> str | None:
        """The token of ``seat`` at ``address``; ``seat`` None: of the seat this computer joined there last."""
        seats = self._seats.get(address, {})
        if seat is not None:
            return seats.get(str(seat))
        return list(seats.values())[-1] if seats else None

    def seat_of(self, address: str, token: str) -> int | None:
        """The seat ``token`` was remembered for at ``address``."""
        return next((int(s) for s, t in self._seats.get(address, {}).items() if t == token), None)

    def remember(self, address: str, seat: int, token: str) -> None:
        """Keep ``token`` for ``seat`` at ``address`` (as the last seat joined there) and write the file."""
        seats = self._seats.setdefault(address, {})
        seats.pop(str(seat), None)
        seats[str(seat)] = token
        self._write()

    def forget(self, address: str, seat: int) -> None:
        """Drop the token of ``seat`` at ``address`` (the host no longer knows it) and write the file."""
        seats = self._seats.get(address, {})
        if seats.pop(str(seat), None) is not None:
            if not seats:
                del self._seats[address]
            self._write()

    def _write(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(self._seats, fh)
        except OSError as exc:
            why = exc.strerror or type(exc).__name__
            self.problem = Text(f"席を {self.path} に覚えられません（{why}）。アプリを閉じると、この席には戻れません。",
                                f"Cannot remember the seat in {self.path} ({why}): after a restart, this seat "
                                "cannot be taken back from here.")


__all__ = ["FILE_NAME", "SeatTokens"]
