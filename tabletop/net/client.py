"""The client side: ``RemoteSession``, a session played on a host (``tabletop.net.host``).

A ``RemoteSession`` connects from a thread of its own (with its own asyncio loop) and keeps the
host's last ``update`` for its seat. It offers what the screens and the bots read of a local
``Session``: ``view``, ``log_for``, ``pending``, ``legal_actions``, ``is_over``, ``outcome``,
``turn_label``, ``describe_action``, ``can_undo``/``can_redo``, and the game, seats, players and
options. None of them waits for the network; ``apply``, ``undo`` and ``redo`` send their request and
return at once. The host's answer comes back as the next update, or as an error in ``take_errors()``
(a ``RulesError`` with the rule and both texts, as a local session would have raised it).

It sees only its own seat (a spectator sees the spectator's view): asking for another seat's view or
log is an error. When the connection drops, the client tries again with its seat token
(``retries`` times); ``status`` and ``problem`` say what happened ("the host is gone").
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import json
import threading
import time
from collections import deque
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from tabletop.core import registry
from tabletop.core.errors import NotYourDecision, RulesError, TabletopError
from tabletop.core.game import Action, Decision, Event, Game, Outcome
from tabletop.core.i18n import Text

from .protocol import MAX_HOST_MESSAGE, ProtocolError, decode, encode


class NetError(TabletopError):
    """A problem with the connection or the room (refused, host gone), in both languages."""

    def __init__(self, code: str, ja: str, en: str) -> None:
        super().__init__(en)
        self.code = code
        self.ja = ja
        self.en = en

    def message(self, lang: str = "ja") -> str:
        return self.ja if lang == "ja" else self.en


def address_url(address: str) -> str:
    """``HOST:PORT`` (or ``ws://HOST:PORT``, ``[::1]:PORT``) as a WebSocket URL."""
    if address.startswith(("ws://", "wss://")):
        return address
    return f"ws://{address}"


class RemoteSession:
    """A game played on a host; see the module doc.

    ``seat``: the seat to claim (None: any free seat); ``spectator``: watch only; ``token``: rejoin
    the seat of that token. ``record`` keeps every message received in ``received`` (tests).
    ``on_close`` is called once when ``close()`` leaves the game (an app that hosts the game stops its host).
    """

    def __init__(self, address: str, *, seat: int | None = None, spectator: bool = False, token: str | None = None,
                 password: str | None = None, name: str = "", retries: int = 5, ping_interval: float = 10.0,
                 ping_timeout: float = 20.0, record: bool = False,
                 on_close: Callable[[], None] | None = None) -> None:
        self.url = address_url(address)
        self.wanted_seat = seat
        self.spectator = spectator
        self.token = token
        self.password = password
        self.name = name
        self.retries = retries
        self.ping_interval = ping_interval
        self.ping_timeout = ping_timeout
        self.received: list[dict[str, Any]] | None = [] if record else None
        self.on_close = on_close
        self.status = "new"  # new | connecting | playing | reconnecting | closed
        self.problem: NetError | None = None
        self.seat: int | None = None
        self.game: Game[Any] | None = None
        self.seats = 0
        self.players: list[str] = []
        self.options: dict[str, str] = {}
        self.note: Text | None = None
        self.chat: deque[tuple[int | None, str, str]] = deque(maxlen=200)
        self._errors: deque[TabletopError] = deque(maxlen=50)
        self._update: dict[str, Any] | None = None
        self.revision = 0  # how many updates came (a screen redraws when it changes)
        self._public: dict[str, Any] | None = None  # the spectator view, for a seat of a game that hides things
        self._log: list[Event] = []
        self._legal: list[Action] = []
        self._labels: dict[str, tuple[str, str]] = {}
        self._in_flight: int | None = None  # the id of the request waiting for the host's answer
        self._sent_at = -1                   # the host's action count when it was sent
        self._ids = itertools.count(1)
        self._cond = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._thread: threading.Thread | None = None
        self._closing = False

    # -- connecting -----------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> "RemoteSession":
        """Connect and join; return once the first update came (``NetError`` if refused or unreachable)."""
        self.status = "connecting"
        self._thread = threading.Thread(target=self._run, name="tabletop-client", daemon=True)
        self._thread.start()
        if not self.wait(lambda s: s._update is not None or s.status == "closed", timeout):
            self.close()
            raise NetError("timeout", "ホストから返事がありません。", f"No answer from the host at {self.url}.")
        if self._update is None:
            raise self.problem or NetError("closed", "接続が閉じられました。", "The connection was closed.")
        return self

    def close(self) -> None:
        """Leave the game (the seat stays ours: its token can join again)."""
        self._closing = True
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(ws.close(1000, "bye"), loop)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5.0)
        with self._cond:
            self.status = "closed"
            self._cond.notify_all()
        done, self.on_close = self.on_close, None
        if done is not None:
            done()

    def wait(self, predicate: Callable[["RemoteSession"], bool], timeout: float) -> bool:
        """Block (not on the pygame loop: tests, the terminal client) until ``predicate(self)`` or ``timeout``."""
        end = time.monotonic() + timeout
        with self._cond:
            while not predicate(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        finally:
            loop.run_until_complete(_cancel_the_rest())
            loop.close()
            with self._cond:
                self.status = "closed"
                self._cond.notify_all()

    async def _main(self) -> None:
        attempts = 0
        while not self._closing:
            try:
                async with connect(self.url, max_size=MAX_HOST_MESSAGE, ping_interval=self.ping_interval,
                                   ping_timeout=self.ping_timeout, open_timeout=10, compression=None) as ws:
                    self._ws = ws
                    await ws.send(self._hello())
                    try:
                        async for raw in ws:
                            attempts = 0
                            self._receive(raw)
                    except ConnectionClosed:
                        pass
                    if ws.close_code in (1000, 1001, 1008):
                        self._set_problem("closed", "ホストが接続を閉じました。",
                                          f"The host closed the connection ({ws.close_reason or ws.close_code}).",
                                          keep=False)
                        return
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed) as exc:
                if isinstance(exc, InvalidURI) or (self.seat is None and self.token is None
                                                   and self._update is None and attempts >= 1):
                    self._set_problem("unreachable", f"ホスト {self.url} に接続できません。",
                                      f"Cannot reach the host at {self.url} ({exc}).")
                    return
            finally:
                self._ws = None
            if self._closing or (self.problem is not None and self.problem.code not in ("lost",)):
                return
            attempts += 1
            if attempts > self.retries:
                self._set_problem("gone", "ホストがいなくなりました。", "The host is gone.")
                return
            with self._cond:
                self.status = "reconnecting"
                self._in_flight = None
                self._cond.notify_all()
            self._set_problem("lost", "接続が切れました。もう一度つないでいます…", "Connection lost; joining again…",
                              keep=False)
            await asyncio.sleep(min(0.2 * 2 ** attempts, 5.0))

    def _hello(self) -> str:
        if self.token:
            return encode("hello", token=self.token, password=self.password, name=self.name)
        return encode("hello", seat=self.wanted_seat, spectator=self.spectator, password=self.password, name=self.name)

    def _set_problem(self, code: str, ja: str, en: str, keep: bool = True) -> None:
        with self._cond:
            if keep or self.problem is None or self.problem.code == "lost":
                self.problem = NetError(code, ja, en)
            self._cond.notify_all()

    # -- receiving (the network thread) ------------------------------------------------------------
    def _receive(self, raw: str | bytes) -> None:
        try:
            msg = decode(raw, from_host=True)
        except ProtocolError as exc:
            with self._cond:
                self._errors.append(NetError(exc.code, exc.ja, exc.en))
                self._cond.notify_all()
            return
        if self.received is not None:
            self.received.append(msg)
        kind = msg["type"]
        with self._cond:
            if kind == "welcome":
                self._welcome(msg)
            elif kind == "update":
                self._take_update(msg)
            elif kind == "error":
                self._take_error(msg)
            elif kind == "chat":
                self.chat.append((msg["seat"], msg["name"], msg["text"]))
            elif kind == "ping" and self._loop is not None and self._ws is not None:
                asyncio.ensure_future(self._ws.send(encode("pong", id=msg.get("id", 0))))
            self._cond.notify_all()

    def _welcome(self, msg: dict[str, Any]) -> None:
        try:
            self.game = registry.find(msg["game"])
        except TabletopError:
            self.problem = NetError("game", f"このアプリには {msg['game']} がありません。",
                                    f"This app has no game {msg['game']!r}.")
            self._closing = True
            if self._ws is not None:
                asyncio.ensure_future(self._ws.close(1000, "unknown game"))
            return
        self.seat = msg["seat"]
        self.token = msg["token"] or self.token
        self.seats = msg["seats"]
        self.options = {str(k): str(v) for k, v in msg["options"].items()}
        self.players = [str(p) for p in msg["players"]]
        note = msg.get("note")
        self.note = Text.from_data(note) if note else None
        self.status = "playing"
        self.problem = None

    def _take_update(self, msg: dict[str, Any]) -> None:
        assert self.game is not None
        start = msg["log_from"]
        del self._log[start:]
        self._log.extend(Event.from_json(e) for e in msg["log"])
        self._legal = [self.game.action_from_json(a) for a in msg["legal"]]
        self._labels = {_key(a.to_json()): (ja, en) for a, (ja, en) in zip(self._legal, msg["labels"])}
        keep = msg.get("view_keep")
        if keep is not None and self._update is not None:  # only the changed entries came
            old = self._update["view"]
            msg = {**msg, "view": {**{key: old[key] for key in keep if key in old}, **msg["view"]}}
        if "public" in msg:
            self._public = msg["public"]
        self._update = msg
        self.revision += 1
        if msg.get("answer") is not None and msg["answer"] == self._in_flight:
            self._in_flight = None
        elif self._in_flight is not None and msg["seq"] != self._sent_at:
            self._in_flight = None  # the state moved on: whatever was sent was answered

    def _take_error(self, msg: dict[str, Any]) -> None:
        if msg.get("answer") is not None and msg["answer"] == self._in_flight:
            self._in_flight = None
        if msg["code"] == "refused" and msg["rule"]:
            error: TabletopError = RulesError(msg["rule"], msg["ja"], msg["en"])
        else:
            error = NetError(msg["code"], msg["ja"], msg["en"])
        self._errors.append(error)
        if msg["code"] in ("password", "token", "seat", "seat-taken", "version", "no-hello"):
            self.problem = NetError(msg["code"], msg["ja"], msg["en"])
            self._closing = True

    # -- what the screens read --------------------------------------------------------------------
    def _own(self, seat: int | None) -> dict[str, Any]:
        if seat != self.seat:
            raise TabletopError(f"this client sees seat {self.seat}, not seat {seat}")
        if self._update is None:
            raise TabletopError("not joined yet")
        return self._update

    def view(self, seat: int | None) -> dict[str, Any]:
        """This seat's view; ``view(None)`` (the spectator's) too: in a game that hides nothing it is the
        seat's own, else the host sends it beside. Another seat's view is an error."""
        with self._cond:
            if seat is None and self.seat is not None and self._update is not None:
                if self._public is not None:
                    return self._public
                if self.game is not None and not self.game.spec.hidden_information:
                    view: dict[str, Any] = self._update["view"]
                    return view
            view = self._own(seat)["view"]
            return view

    def log_for(self, seat: int | None) -> list[Event]:
        """This seat's log (in a game that hides nothing, also as the spectator's); another seat's log:
        none of it reaches this client, so it is empty."""
        with self._cond:
            if seat != self.seat:
                open_game = self.game is not None and not self.game.spec.hidden_information
                return list(self._log) if seat is None and open_game and self._update is not None else []
            self._own(seat)
            return list(self._log)

    def pending(self) -> Decision | None:
        with self._cond:
            data = self._update["pending"] if self._update else None
        if data is None:
            return None
        prompt = Text.from_data(data["prompt"]) if data["prompt"] else None
        return Decision(data["seat"], data["kind"], prompt)

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions while it decides (and no action of it is on its way), else none."""
        with self._cond:
            return [] if self._in_flight is not None else list(self._legal)

    def describe_action(self, action: Action, lang: str = "ja") -> str:
        with self._cond:
            labels = self._labels.get(_key(action.to_json()))
        if labels is None:
            return type(action).__name__
        return labels[1] if lang == "en" else labels[0]

    def outcome(self) -> Outcome | None:
        with self._cond:
            data = self._update["outcome"] if self._update else None
        if data is None:
            return None
        return Outcome(tuple(data["winners"]), Text.from_data(data["text"]), tuple(data["scores"]))

    def is_over(self) -> bool:
        return self.outcome() is not None

    def turn_label(self) -> Text:
        with self._cond:
            return Text.from_data(self._update["turn"]) if self._update else Text("", "")

    def can_undo(self, seat: int) -> bool:
        with self._cond:
            return bool(seat == self.seat and self._update and self._update["can_undo"] and self._in_flight is None)

    def can_redo(self, seat: int) -> bool:
        with self._cond:
            return bool(seat == self.seat and self._update and self._update["can_redo"] and self._in_flight is None)

    @property
    def action_count(self) -> int:
        """How many actions the host's session has applied (every seat's)."""
        with self._cond:
            return int(self._update["actions"]) if self._update else 0

    def table(self) -> list[dict[str, Any]]:
        """Per seat: ``player`` (human or computer:LEVEL), ``name``, ``claimed``, ``connected``."""
        with self._cond:
            return list(self._update["table"]) if self._update else []

    def spectators(self) -> int:
        """How many people watch the game."""
        with self._cond:
            return int(self._update.get("spectators", 0)) if self._update else 0

    def busy(self) -> bool:
        """True while an action, undo or redo of this seat waits for the host's answer."""
        with self._cond:
            return self._in_flight is not None

    def take_errors(self) -> list[TabletopError]:
        """The errors the host sent since the last call (refused actions as ``RulesError``)."""
        with self._cond:
            out = list(self._errors)
            self._errors.clear()
            return out

    # -- acting -----------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Send ``action`` for this seat; returns at once (the new events come with the next update).

        ``NotYourDecision`` at once if this seat does not decide now or an earlier action is still on its
        way; the host's refusal, if any, arrives in ``take_errors()``.
        """
        if seat is not None and seat != self.seat:
            raise NotYourDecision("core turn", "この画面の席ではありません。", "That is not this screen's seat.")
        self._check_turn()
        self._send({"type": "action", "action": action.to_json()})
        return []

    def undo(self, seat: int) -> None:
        self._check_turn()
        self._send({"type": "undo"})

    def redo(self, seat: int) -> None:
        self._check_turn()
        self._send({"type": "redo"})

    def say(self, text: str) -> None:
        """Send a chat line to everyone at the table."""
        self._post(encode("chat", text=text[:500]))

    def _check_turn(self) -> None:
        decision = self.pending()
        if self.seat is None:
            raise NotYourDecision("core turn", "観戦者は行動できません。", "A spectator cannot act.")
        if decision is None:
            raise RulesError("core game-over", "ゲームは終了しています。", "The game is over.")
        if decision.seat != self.seat or self.busy():
            raise NotYourDecision("core turn", "今はこの席が決める番ではありません。", "It is not this seat's decision now.")

    def _send(self, fields: dict[str, Any]) -> None:
        with self._cond:
            ident = next(self._ids)
            self._in_flight = ident
            self._sent_at = int(self._update["seq"]) if self._update else -1
        kind = fields.pop("type")
        self._post(encode(kind, id=ident, **fields))

    def _post(self, text: str) -> None:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None or loop.is_closed():
            with self._cond:
                self._in_flight = None
            raise NetError("offline", "ホストにつながっていません。", "Not connected to the host.")
        asyncio.run_coroutine_threadsafe(_quiet_send(ws, text), loop)

    def send_raw(self, text: str | bytes) -> None:
        """Send ``text`` as it is (tests of a hostile client)."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(_quiet_send(ws, text), loop).result(30)
            except (concurrent.futures.CancelledError, RuntimeError):
                pass  # the connection ended meanwhile


async def _cancel_the_rest() -> None:
    """Cancel the loop's other tasks (sends still waiting): their callers get CancelledError, not a hang."""
    left = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in left:
        task.cancel()
    await asyncio.gather(*left, return_exceptions=True)


async def _quiet_send(ws: ClientConnection, text: str | bytes) -> None:
    try:
        await ws.send(text)
    except ConnectionClosed:
        pass


def _key(action_json: dict[str, Any]) -> str:
    return json.dumps(action_json, sort_keys=True)


__all__ = ["NetError", "RemoteSession", "address_url"]
