"""The authoritative host: one ``Session`` served over WebSockets to the seats' clients.

The host holds the only full state, dice and decks. A client joins with ``hello`` and gets a seat (and
its secret token) or watches as a spectator; from then on it receives, after every change, an
``update`` built by ``build_update``: the seat's ``view``, the new lines of the seat's log, the
pending decision, and (only while that seat decides) its legal actions with their labels. Nothing
else of the state is ever sent: not in errors (a refused action gets the ``RulesError``'s rule and
its two texts, which the session writes for the seat that asked) and not in replays.

A client acts only for its own seat (the token's seat), and the session refuses an action from a
seat that is not pending. Computer seats are played on the host by the core's bots, which see what
their seat may see. The session is touched by one worker thread only; the asyncio loop (its own
thread, ``Host.start``) only reads and writes sockets, so a slow rule or a dice simulation never stops
heartbeats, and the caller's loop (pygame) never waits for the network.

Limits: client messages over ``MAX_CLIENT_MESSAGE`` are refused (over ``FRAME_LIMIT`` the socket is
closed), a client that sends no ``hello`` in time is dropped, and each connection has a token bucket:
every message costs a token except an accepted action; a message arriving with the bucket empty is
dropped (one ``flood`` error a second), and a connection that keeps flooding is closed. WebSocket
pings find dead peers.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import hmac
import json
import logging
import os
import secrets
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, TypeVar

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tabletop.core.bots import Bot, bot_move
from tabletop.core.errors import RulesError
from tabletop.core.session import Session

from .protocol import ProtocolError, decode, encode, error_message

LOG = logging.getLogger("tabletop.net.host")
T = TypeVar("T")

#: Frames larger than this close the connection at once (``websockets``' own limit); between
#: ``MAX_CLIENT_MESSAGE`` and this a message is refused with an ``error`` and the connection stays.
FRAME_LIMIT = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    """The host's limits and timers (seconds)."""

    hello_timeout: float = 10.0
    ping_interval: float = 10.0
    ping_timeout: float = 20.0
    send_timeout: float = 20.0
    rate: float = 20.0          # tokens per second
    burst: float = 60.0         # the bucket's size
    kick_after: int = 300       # messages dropped for flooding before the connection is closed
    bot_delay: float = 0.0      # a pause before each computer move, so people can follow


@dataclass(eq=False)
class _Conn:
    """One client connection and what it has been sent."""

    ws: ServerConnection
    seat: int | None
    name: str
    tokens: float
    stamp: float
    epoch: int = -1             # the host's log epoch the log numbers below belong to
    events_sent: int = 0        # how many of the session's events the seat's log sent covers
    log_sent: int = 0           # how many lines of the seat's log were sent
    dropped: int = 0
    last_flood_note: float = 0.0
    answer: int | None = None   # the id of the action the next update answers
    kicked: bool = False        # closing for flooding: what it still sends is read and dropped
    view_parts: dict[str, str] | None = None  # the view last sent, each top-level entry as JSON text
    public_sent: str = ""       # the spectator view last sent to a seat (JSON text)


@dataclass
class _Table:
    """Who sits where: tokens, names and live connections."""

    tokens: dict[int, str] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    live: dict[int, _Conn] = field(default_factory=dict)
    spectators: list[_Conn] = field(default_factory=list)


def _text(text: Any) -> dict[str, str]:
    return {"ja": text.ja, "en": text.en}


def build_update(session: Session, seat: int | None, events_from: int = 0, log_from: int = 0) -> dict[str, Any]:
    """What ``seat`` (None: a spectator) may see of ``session`` now, as the fields of an ``update``.

    ``events_from``/``log_from``: the log already sent covers the session's first ``events_from``
    events, which gave ``log_from`` lines of the seat's log; only the lines after them are included.
    The legal actions (with their labels in both languages) go only to the seat that decides.
    """
    decision = session.pending()
    lines = [e.to_json() for e in (ev.for_seat(seat) for ev in session.events[events_from:]) if e is not None]
    legal: list[dict[str, Any]] = []
    labels: list[list[str]] = []
    if decision is not None and seat is not None and decision.seat == seat:
        for action in session.legal_actions():
            legal.append(action.to_json())
            labels.append([session.describe_action(action, "ja"), session.describe_action(action, "en")])
    outcome = session.outcome()
    human = seat is not None and 0 <= seat < session.seats and session.players[seat] == "human"
    return {
        "seq": len(session.actions),
        "seat": seat,
        "view": session.view(seat),
        "log_from": log_from,
        "log": lines,
        "legal": legal,
        "labels": labels,
        "pending": None if decision is None else {
            "seat": decision.seat, "kind": decision.kind,
            "prompt": None if decision.prompt is None else _text(decision.prompt)},
        "turn": _text(session.turn_label()),
        "outcome": None if outcome is None else {
            "winners": list(outcome.winners), "text": _text(outcome.text), "scores": list(outcome.scores)},
        "actions": len(session.actions),
        "can_undo": bool(human and seat is not None and session.can_undo(seat)),
        "can_redo": bool(human and seat is not None and session.can_redo(seat)),
    }


class Host:
    """Serves ``session`` to clients; see the module doc.

    ``bots`` maps computer seats to their players (those seats cannot be claimed); ``autosave`` is a
    file written after every change, with the seat tokens beside it (``tokens_file``, rewritten
    whenever one is handed out); ``tokens`` restores the seat tokens of an earlier host (a host
    restarted from its autosave: ``read_tokens``), and ``on_tokens`` is called with them whenever one
    is handed out.
    ``observe(session, seat, fields)`` (tests) sees every update as it is sent, in the worker thread.
    ``held``: the game waits in a lobby (people join and see the table, nobody acts, the computer
    seats wait) until ``begin()``.
    """

    def __init__(self, session: Session, *, password: str | None = None, autosave: Path | None = None,
                 bots: Mapping[int, Bot] | None = None, limits: Limits | None = None,
                 tokens: Mapping[int, str] | None = None,
                 on_tokens: Callable[[dict[int, str]], None] | None = None,
                 observe: Callable[[Session, int | None, dict[str, Any]], None] | None = None,
                 held: bool = False) -> None:
        self.session = session
        self.held = held
        self.password = password or None
        self.autosave = autosave
        self.bots = dict(bots or {})
        self.limits = limits or Limits()
        self.on_tokens = on_tokens
        self.observe = observe
        self._table = _Table(tokens={int(k): v for k, v in (tokens or {}).items() if int(k) not in self.bots})
        self._epoch = 0  # changes when events are taken back (undo): the logs sent start again
        self._worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-rules")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self._lock: asyncio.Lock | None = None
        self._bots_wake: asyncio.Event | None = None
        self._closing: set[asyncio.Task[None]] = set()
        self.port = 0
        self.bind = ""

    # -- running ----------------------------------------------------------------------------
    def start(self, bind: str = "127.0.0.1", port: int = 0, timeout: float = 10.0) -> int:
        """Listen on ``bind``:``port`` (0: any free port) in a thread of its own; return the port."""
        self.bind = bind
        self._thread = threading.Thread(target=self._run, args=(bind, port), name="tabletop-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError(f"the host did not start listening on {bind}:{port} in {timeout:.0f} s")
        if self._failure is not None:
            raise self._failure
        return self.port

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection and stop listening (the session stays as it is)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
        self._worker.shutdown(wait=True)

    def call(self, fn: Callable[[Session], T], timeout: float = 30.0) -> T:
        """Run ``fn(session)`` in the worker thread (the one place the session is touched) and return its result."""
        return self._worker.submit(fn, self.session).result(timeout)

    def begin(self) -> None:
        """Start a game that waits in its lobby (``held``): actions are taken and computer seats play."""
        self.held = False
        loop, wake = self._loop, self._bots_wake
        if loop is not None and wake is not None and not loop.is_closed():
            loop.call_soon_threadsafe(wake.set)

    def table(self) -> list[dict[str, Any]]:
        """Per seat, as the clients' updates carry it: ``player`` (human or computer:LEVEL), ``name``,
        ``claimed``, ``connected`` (a lobby's list of who is there)."""
        return self._seat_rows()

    def spectators(self) -> int:
        """How many connections watch."""
        return len(self._table.spectators)

    def _seat_rows(self) -> list[dict[str, Any]]:
        session, table = self.session, self._table
        return [{"player": session.players[s] if s not in self.bots else f"computer:{self.bots[s].level}",
                 "name": table.names.get(s, ""), "claimed": s in table.tokens or s in self.bots,
                 "connected": s in table.live or s in self.bots} for s in range(session.seats)]

    def tokens(self) -> dict[int, str]:
        """The seat tokens handed out so far (seat -> token)."""
        return dict(self._table.tokens)

    def _run(self, bind: str, port: int) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main(bind, port))
        except BaseException as exc:  # noqa: BLE001 - reported to start()
            self._failure = exc
            self._ready.set()
        finally:
            loop.close()

    async def _main(self, bind: str, port: int) -> None:
        self._stop = asyncio.Event()
        self._lock = asyncio.Lock()
        self._bots_wake = asyncio.Event()
        lim = self.limits
        async with serve(self._serve, bind, port, max_size=FRAME_LIMIT, ping_interval=lim.ping_interval,
                         ping_timeout=lim.ping_timeout, compression=None) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            bots = asyncio.create_task(self._play_bots())
            self._bots_wake.set()
            await self._stop.wait()
            bots.cancel()
            await asyncio.gather(*(conn.ws.close(1001, "the host stopped") for conn in self._conns()))

    async def _work(self, fn: Callable[[], T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._worker, fn)

    def _conns(self) -> list[_Conn]:
        return [*self._table.live.values(), *self._table.spectators]

    # -- one connection ---------------------------------------------------------------------
    async def _serve(self, ws: ServerConnection) -> None:
        try:
            raw = await asyncio.wait_for(ws.recv(), self.limits.hello_timeout)
        except (TimeoutError, ConnectionClosed):
            await ws.close(1008, "no hello")
            return
        try:
            hello = decode(raw)
            if hello["type"] != "hello":
                raise ProtocolError("no-hello", "最初に hello を送ってください。", "Send hello first.")
        except ProtocolError as exc:
            await self._refuse(ws, exc.code, exc.ja, exc.en)
            return
        if self.password is not None and not hmac.compare_digest(
                str(hello.get("password") or "").encode(), self.password.encode()):
            await asyncio.sleep(0.5)  # guessing passwords is slow
            await self._refuse(ws, "password", "パスワードが違います。", "Wrong room password.")
            return
        assert self._lock is not None
        async with self._lock:
            conn = await self._admit(ws, hello)
            if conn is None:
                return
            await self._broadcast()
        try:
            async for raw in ws:
                await self._on_message(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            async with self._lock:
                table = self._table
                if conn.seat is not None and table.live.get(conn.seat) is conn:
                    del table.live[conn.seat]
                if conn in table.spectators:
                    table.spectators.remove(conn)
                await self._broadcast()

    async def _refuse(self, ws: ServerConnection, code: str, ja: str, en: str) -> None:
        try:
            await ws.send(error_message(code, ja, en))
            await ws.close(1008, en[:120])
        except ConnectionClosed:
            pass

    async def _admit(self, ws: ServerConnection, hello: dict[str, Any]) -> _Conn | None:
        """Seat (or seat as a spectator) the sender of ``hello``, send ``welcome``; None if refused."""
        table, session = self._table, self.session
        name = "".join(ch for ch in str(hello.get("name") or "") if ch.isprintable()).strip()
        token = hello.get("token")
        seat: int | None = None
        note: dict[str, str] | None = None
        if token:
            found = [s for s, t in table.tokens.items() if hmac.compare_digest(t.encode(), str(token).encode())]
            if not found:
                await self._refuse(ws, "token", "この席のトークンはこのゲームのものではありません。",
                                   "This seat token does not belong to this game.")
                return None
            seat = found[0]
            old = table.live.pop(seat, None)
            if old is not None:
                await old.ws.close(1000, "the seat joined again from another connection")
        elif not hello.get("spectator"):
            wanted = hello.get("seat")
            free = [s for s in range(session.seats)
                    if s not in self.bots and s not in table.tokens and session.players[s] == "human"]
            if wanted is not None:
                if not 0 <= wanted < session.seats:
                    await self._refuse(ws, "seat", f"席{wanted + 1}はこのゲームにありません。",
                                       f"This game has no seat {wanted + 1}.")
                    return None
                if wanted not in free:
                    await self._refuse(ws, "seat-taken", f"席{wanted + 1}は空いていません。",
                                       f"Seat {wanted + 1} is not free.")
                    return None
                seat = wanted
            elif free:
                seat = free[0]
            else:
                note = {"ja": "空いている席がないので観戦します。", "en": "No seat is free: you are watching."}
            if seat is not None:
                table.tokens[seat] = secrets.token_urlsafe(24)
                self._keep_tokens(dict(table.tokens))
        conn = _Conn(ws, seat, name[:40], self.limits.burst, time.monotonic())
        if seat is None:
            table.spectators.append(conn)
        else:
            table.live[seat] = conn
            if name:
                table.names[seat] = name[:40]
        welcome = encode("welcome", seat=seat, token=table.tokens.get(seat) if seat is not None else None,
                         game=session.game.spec.name, seats=session.seats, options=dict(session.options),
                         players=list(session.players), **({"note": note} if note else {}))
        try:
            await ws.send(welcome)
        except ConnectionClosed:
            return None
        return conn

    def _charge(self, conn: _Conn) -> bool:
        """Take a token from the connection's bucket; False (the message is dropped) when it is empty."""
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate)
        conn.stamp = now
        if conn.tokens >= 1.0:
            conn.tokens -= 1.0
            return True
        conn.dropped += 1
        return False

    async def _on_message(self, conn: _Conn, raw: str | bytes) -> None:
        if conn.kicked:
            return
        if not self._charge(conn):
            if conn.dropped > self.limits.kick_after:
                # close without waiting here: the loop goes on reading (and dropping) what the
                # flooder still sends, so the close handshake is not stuck behind it
                conn.kicked = True
                self._closing.add(asyncio.create_task(conn.ws.close(1008, "too many messages")))
            elif time.monotonic() - conn.last_flood_note > 1.0:
                conn.last_flood_note = time.monotonic()
                await self._send(conn, error_message("flood", "メッセージが多すぎます。少し待ってください。",
                                                     "Too many messages: slow down."))
            return
        try:
            msg = decode(raw)
        except ProtocolError as exc:
            await self._send(conn, error_message(exc.code, exc.ja, exc.en))
            return
        kind = msg["type"]
        if kind == "ping":
            await self._send(conn, encode("pong", id=msg.get("id", 0)))
        elif kind == "pong":
            return
        elif kind == "hello":
            await self._send(conn, error_message("hello", "すでに参加しています。", "You have joined already."))
        elif kind == "chat":
            text = "".join(ch for ch in msg["text"] if ch.isprintable()).strip()
            if text:
                line = encode("chat", seat=conn.seat, name=conn.name, text=text)
                for other in self._conns():
                    await self._send(other, line)
        elif conn.seat is None:
            await self._send(conn, error_message("spectator", "観戦者は行動できません。", "A spectator cannot act."))
        elif self.held:
            await self._send(conn, error_message("held", "ホストはまだゲームを始めていません。",
                                                 "The host has not started the game yet.", "", msg.get("id")))
        else:
            assert self._lock is not None
            async with self._lock:
                await self._act(conn, msg)

    async def _act(self, conn: _Conn, msg: dict[str, Any]) -> None:
        """Apply an action, undo or redo of ``conn``'s seat, or send the error saying why not."""
        seat = conn.seat
        assert seat is not None
        answer = msg.get("id")
        session = self.session

        def work() -> tuple[str, str, str, str] | None:
            try:
                if msg["type"] == "undo":
                    session.undo(seat)
                    self._epoch += 1
                elif msg["type"] == "redo":
                    session.redo(seat)
                else:
                    try:
                        action = session.game.action_from_json(msg["action"])
                    except ValueError as exc:
                        text = str(exc)[:300]
                        return "bad-action", "", f"行動として読めません：{text}", f"Not an action: {text}"
                    session.apply(action, seat)
            except RulesError as exc:
                return "refused", exc.rule, exc.ja, exc.en
            except Exception as exc:  # noqa: BLE001 - a game that fails on nonsense input; the session restored itself
                LOG.warning("seat %s: an action failed on the host: %r", seat, exc)
                return ("refused", "", "ホストがこの行動を適用できませんでした。",
                        "The host could not apply this action.")
            self._autosave()
            return None

        refusal = await self._work(work)
        if refusal is not None:
            code, rule, ja, en = refusal
            await self._send(conn, error_message(code, ja, en, rule, answer))
            return
        conn.tokens = min(self.limits.burst, conn.tokens + 1.0)  # an accepted action costs nothing
        conn.answer = answer
        await self._broadcast()
        assert self._bots_wake is not None
        self._bots_wake.set()

    def _keep_tokens(self, tokens: dict[int, str]) -> None:
        """The seat tokens beside the autosave (readable by this user only), and to ``on_tokens``."""
        if self.autosave is not None:
            try:
                write_tokens(self.autosave, tokens)
            except OSError as exc:
                LOG.warning("cannot keep the seat tokens beside %s: %s", self.autosave, exc)
        if self.on_tokens is not None:
            self.on_tokens(tokens)

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.session.save(self.autosave)
        except (OSError, UnicodeEncodeError) as exc:
            LOG.warning("autosave to %s failed: %s", self.autosave, exc)

    # -- computer seats ---------------------------------------------------------------------
    async def _play_bots(self) -> None:
        assert self._bots_wake is not None and self._lock is not None
        while True:
            await self._bots_wake.wait()
            self._bots_wake.clear()
            while not self.held:
                decision = await self._work(self.session.pending)
                bot = self.bots.get(decision.seat) if decision is not None else None
                if bot is None:
                    break
                if self.limits.bot_delay:
                    await asyncio.sleep(self.limits.bot_delay)
                async with self._lock:
                    try:
                        await self._work(functools.partial(self._bot_move, bot))
                    except Exception as exc:  # noqa: BLE001 - a bot that fails stops; the people see it wait
                        LOG.error("the computer player of seat %s failed: %r", bot.seat, exc)
                        break
                    await self._broadcast()

    def _bot_move(self, bot: Bot) -> None:
        decision = self.session.pending()
        if decision is not None and decision.seat == bot.seat:
            self.session.apply(bot_move(self.session, bot), bot.seat)
            self._autosave()

    # -- sending ------------------------------------------------------------------------------
    async def _send(self, conn: _Conn, text: str) -> None:
        try:
            await asyncio.wait_for(conn.ws.send(text), self.limits.send_timeout)
        except ConnectionClosed:
            pass
        except TimeoutError:
            await conn.ws.close(1011, "the client does not read its messages")

    async def _broadcast(self) -> None:
        """Send every connection its update (call with the lock held)."""
        conns = self._conns()
        if not conns:
            return
        messages = await self._work(lambda: [self._update_for(c) for c in conns])
        await asyncio.gather(*(self._send(c, m) for c, m in zip(conns, messages)))

    def _update_for(self, conn: _Conn) -> str:
        """The ``update`` message for ``conn`` (worker thread). After the first, its ``view`` holds only
        the view's top-level entries that changed, and ``view_keep`` names those the client keeps."""
        session, table = self.session, self._table
        if conn.epoch != self._epoch:
            conn.epoch, conn.events_sent, conn.log_sent = self._epoch, 0, 0
        fields = build_update(session, conn.seat, conn.events_sent, conn.log_sent)
        conn.events_sent = len(session.events)
        conn.log_sent += len(fields["log"])
        fields["table"] = self._seat_rows()
        fields["spectators"] = len(table.spectators)
        fields["answer"], conn.answer = conn.answer, None
        if conn.seat is not None and session.game.spec.hidden_information:
            public = session.view(None)  # the spectator's view (the table as everyone sees it), when it changed
            text = json.dumps(public, sort_keys=True, ensure_ascii=False)
            if text != conn.public_sent:
                fields["public"], conn.public_sent = public, text
        view = fields["view"]
        parts = {key: json.dumps(value, sort_keys=True, ensure_ascii=False) for key, value in view.items()}
        if conn.view_parts is not None:  # send only the entries that changed; the client keeps the rest
            keep = [key for key, text in parts.items() if conn.view_parts.get(key) == text]
            fields["view"] = {key: value for key, value in view.items() if key not in keep}
            fields["view_keep"] = keep
        conn.view_parts = parts
        if self.observe is not None:
            self.observe(session, conn.seat, fields)
        return encode("update", **fields)


def tokens_file(save: Path) -> Path:
    """Where a host keeps the seat tokens of its autosave ``save``: beside it, ``<save>.tokens``."""
    return save.with_name(save.name + ".tokens")


def write_tokens(save: Path, tokens: Mapping[int, str]) -> None:
    """Write ``tokens`` (seat -> token) beside the autosave ``save``, readable by this user only (``OSError``)."""
    path = tokens_file(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({str(k): v for k, v in tokens.items()}, fh)


def read_tokens(save: Path) -> dict[int, str]:
    """The seat tokens kept beside the autosave ``save`` (none when there is no such file); ``ValueError``
    when the file cannot be read."""
    path = tokens_file(save)
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {int(k): str(v) for k, v in data.items()}
    except (OSError, ValueError, AttributeError) as exc:
        raise ValueError(f"cannot read the seat tokens in {path}: {exc}") from exc


__all__ = ["FRAME_LIMIT", "Host", "Limits", "build_update", "read_tokens", "tokens_file", "write_tokens"]
