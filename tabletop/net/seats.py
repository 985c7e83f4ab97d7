"""The seat tokens this computer holds, so a player gets their seat back by joining again.

One store for the terminal client (``tabletop join --rejoin``) and the app's "Join a game":
``<user dir>/net-seats.json``, ``{address: {seat: token}}`` with the address as ``join_address``
writes it (``HOST:PORT``; a room code is read to the same address), the seats in the order they
were last joined. The file is readable by this user only.

A missing file is an empty store. A file that cannot be read (not JSON, not that shape, unreadable)
or written is never an exception to the caller: the store works as empty (or keeps its tokens in
memory) and ``problem`` holds one message, in both languages, saying what happened; the next token
remembered writes the file anew.

Two clients on one computer (two app windows, or the app beside ``tabletop join``) share the file:
each remembered or forgotten token is a read-change-write of the file under a lock
(``<file>.lock``, ``fcntl.flock`` where the system has it), the file replaced whole (a temporary file
renamed over it), so no client drops another's seat and no reader sees half a file. Only a regular
file of at most ``MAX_BYTES`` is read (a pipe or a device in its place is refused, never waited on).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from tabletop.core.i18n import Text
from tabletop.core.savefile import remove_stale_temp_files
from tabletop.resources import user_dir

#: The store's file name in the user's folder.
FILE_NAME = "net-seats.json"
#: The largest store read (a token is 32 characters; a thousand rooms fit in well under this).
MAX_BYTES = 1024 * 1024


class SeatTokens:
    """address -> seat -> token of the seats this computer joined (see the module doc)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else user_dir() / FILE_NAME
        self.problem: Text | None = None
        self._seats = self._read() or {}

    def _read(self) -> dict[str, dict[str, str]] | None:
        """The file's seats; None (and ``problem`` says why) when it cannot be read; {} when missing."""
        try:
            info = os.stat(self.path)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
                self._bad("普通のファイルではないか、大きすぎます", "not a regular file, or too large")
                return None
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except (OSError, UnicodeDecodeError) as exc:
            why = getattr(exc, "strerror", None) or type(exc).__name__
            self._bad(why, why)
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            self._bad("JSON ではありません", "not JSON")
            return None
        if not isinstance(data, dict) or not all(
                isinstance(seats, dict) and all(isinstance(t, str) and s.isdigit() for s, t in seats.items())
                for seats in data.values()):
            self._bad("席の一覧ではありません", "not a list of seats")
            return None
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
        def change(store: dict[str, dict[str, str]]) -> None:
            seats = store.setdefault(address, {})
            seats.pop(str(seat), None)
            seats[str(seat)] = token
        self._update(change)

    def forget(self, address: str, seat: int) -> None:
        """Drop the token of ``seat`` at ``address`` (the host no longer knows it) and write the file."""
        def change(store: dict[str, dict[str, str]]) -> None:
            seats = store.get(address, {})
            if seats.pop(str(seat), None) is not None and not seats:
                del store[address]
        self._update(change)

    def _update(self, change: Callable[[dict[str, dict[str, str]]], None]) -> None:
        """Under the lock: the file as it is now (another client may have written it), changed, written."""
        with self._locked():
            now = self._read()
            if now is not None:
                self._seats = now
            change(self._seats)
            self._write()

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold ``<file>.lock`` exclusively (no lock where the system has no ``flock``, or where the
        folder cannot hold the lock file: then the write below says what went wrong)."""
        try:
            import fcntl
        except ImportError:  # Windows: one client at a time is the common case there
            yield
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path.with_name(self.path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            yield
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def _write(self) -> None:
        tmp = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)  # 0600
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(self._seats, fh)
            os.replace(tmp, self.path)
            remove_stale_temp_files(self.path.parent)  # those a killed client left
        except OSError as exc:
            if tmp:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            why = exc.strerror or type(exc).__name__
            self.problem = Text(f"席を {self.path} に覚えられません（{why}）。アプリを閉じると、この席には戻れません。",
                                f"Cannot remember the seat in {self.path} ({why}): after a restart, this seat "
                                "cannot be taken back from here.")


__all__ = ["FILE_NAME", "SeatTokens"]
