"""How a game screen reaches its game: at this computer (hot seat) or on a host over the network.

``GameScene`` (``views/base.py``) asks its ``play`` (``play_for(app, session)``) the few things that
differ, so the views see one session-like object either way:

* ``LocalPlay`` (a ``Session``): autosave at turn ends, the scene plays the computer seats, every
  human seat sits at this computer (hand-overs and the privacy curtain as docs/ui.md says).
* ``RemotePlay`` (a ``tabletop.net.client.RemoteSession``): one person at this computer, the
  client's seat (no hand-over curtain, that seat's view always, a spectator's view when watching);
  the host autosaves and plays the computer seats, so neither happens here. ``apply`` sends and
  returns at once: while the host has not answered, the seat has no legal actions and a box reads
  "ホストの応答を待っています… / Waiting for the host…"; each update from the host is
  ``scene.changed(new log events)`` in the frame it arrives (``update``); a refusal shows in the
  refusal bar as a local one would. While another seat decides the box says whose turn it is
  ("考え中…" for a computer seat, "… の番を待っています" for a person). A strip at the top right
  says who is connected (``draw_table``), with the last chat line. A lost connection shows in the
  bar ("joining again…", then "the host is gone"). Leaving the screen closes the connection, and
  stops the host when this app runs it (``on_close``).

Nothing here waits for the network: every call reads what the client last received.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text
from tabletop.net.client import NetError, RemoteSession

from . import theme
from .saves import Autosaver

WAITING_FOR_HOST = Text("ホストの応答を待っています…", "Waiting for the host…")
THINKING = Text("考え中…", "Thinking…")
HOST_SAVES = Text("この対局はホストのコンピューターが保存しています。", "The host's computer saves this game.")
CONNECTED = Text("接続中", "connected")
AWAY = Text("切断", "away")
COMPUTER = Text("CPU", "CPU")
FREE = Text("空席", "free")
WATCHING = Text("観戦", "watching")


def waiting_for(name: Text) -> Text:
    """"Waiting for {seat}…" in both languages."""
    return Text(f"{name.ja}の番を待っています…", f"Waiting for {name.en}…")


class NoAutosave:
    """A client's autosaver: the host saves the game, this computer writes nothing."""

    def after_change(self) -> None:
        return None

    def save_now(self) -> None:
        return None


class LocalPlay:
    """Hot seat at this computer (see the module doc)."""

    fixed = False       # the shown seat follows the game (hand-overs)
    seat: int | None = None
    saves_here = True
    asynchronous = False  # ``apply`` has changed the game when it returns

    def __init__(self, app, session) -> None:
        self.session = session
        self.autosaver = Autosaver(session, on_problem=app.report_save_problem)

    def moment(self) -> object:
        """A value that changes whenever the legal actions may have (a screen's cache key): the
        number of actions taken."""
        return len(self.session.actions)

    def bots(self) -> dict:
        from .views.base import make_bots

        return make_bots(self.session)

    def seats_here(self, bots: dict) -> list[int]:
        """The human seats at this computer: every seat no computer plays."""
        return [s for s in range(self.session.seats) if s not in bots]

    def update(self, scene, dt: float) -> bool:
        return False

    def draw(self, scene, surface: pygame.Surface) -> None:
        return None

    def close(self) -> None:
        return None


class RemotePlay:
    """A seat (or a spectator) of a game on a host (see the module doc)."""

    fixed = True        # always the client's seat
    saves_here = False
    asynchronous = True  # ``apply`` sends; the change comes with a later update

    def __init__(self, session: RemoteSession) -> None:
        self.session = session
        self.seat = session.seat
        self.autosaver = NoAutosave()
        self.seen_revision = session.revision
        self.log_seen = len(session.log_for(self.seat))
        self.problem: NetError | None = None
        self.chat_seen = len(session.chat)
        self.clock = 0.0
        self.strip_rect: pygame.Rect | None = None

    def moment(self) -> object:
        """A value that changes whenever the legal actions may have: the host's last update, and whether
        this seat's request is on its way (then it has none)."""
        return self.session.revision, self.session.busy()

    def bots(self) -> dict:
        return {}  # the host plays the computer seats

    def seats_here(self, bots: dict) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def update(self, scene, dt: float) -> bool:
        """Take what the host sent since the last frame: an update is ``scene.changed(new events)``, an
        error shows in the bar; True while something is awaited (the frame keeps animating)."""
        session = self.session
        self.clock += dt
        if session.revision != self.seen_revision:
            self.seen_revision = session.revision
            log = session.log_for(self.seat)
            events = log[self.log_seen:] if len(log) >= self.log_seen else []
            self.log_seen = len(log)
            scene.changed(events)
        for error in session.take_errors():
            if isinstance(error, RulesError):
                scene.show_error(error)
            else:
                scene.banner = (_text_of(error), "error")
        problem = session.problem
        if problem is not self.problem:
            self.problem = problem
            if problem is not None:
                scene.banner = (_text_of(problem), "error")
        return session.busy() or session.status in ("connecting", "reconnecting")

    def waiting_text(self, scene) -> Text | None:
        """What the box says while this seat cannot act (None: the seat decides, or the game is over)."""
        session = self.session
        if session.status in ("reconnecting", "connecting"):
            return self.problem_text() or WAITING_FOR_HOST
        if session.busy():
            return WAITING_FOR_HOST
        decision = session.pending()
        if decision is None or decision.seat == self.seat:
            return None
        name = scene.seat_name(decision.seat)
        rows = session.table()
        if decision.seat < len(rows) and str(rows[decision.seat]["player"]).startswith("computer"):
            return Text(f"{name.ja}：{THINKING.ja}", f"{name.en}: {THINKING.en}")
        return waiting_for(name)

    def problem_text(self) -> Text | None:
        problem = self.session.problem
        return _text_of(problem) if problem is not None else None

    def draw(self, scene, surface: pygame.Surface) -> None:
        self.draw_table(scene, surface)
        said = self.waiting_text(scene)
        if said is not None:
            scene.draw_status_box(surface, said.get(scene.app.lang), [], "", self.clock)

    def table_lines(self, scene, lang: str) -> list[tuple[str, tuple]]:
        """The connection strip's entries: each seat (name, who plays it, connected or not) and the watchers."""
        rows = self.session.table()
        out = []
        for seat, row in enumerate(rows):
            label = scene.seat_name(seat).get(lang)
            who = str(row.get("name") or "")
            if str(row["player"]).startswith("computer"):
                state, colour = COMPUTER.get(lang), theme.TEXT_MUTED
            elif not row["claimed"]:
                state, colour = FREE.get(lang), theme.TEXT_MUTED
            elif row["connected"]:
                state, colour = CONNECTED.get(lang), theme.ACCENT_HOVER
            else:
                state, colour = AWAY.get(lang), theme.ERROR
            mark = "▶ " if seat == self.seat else ""
            out.append((f"{mark}{label}{' ' + who if who else ''} · {state}", colour))
        watchers = self.session.spectators()
        if watchers:
            out.append((f"{WATCHING.get(lang)} {watchers}", theme.TEXT_MUTED))
        return out

    def draw_table(self, scene, surface: pygame.Surface) -> None:
        """Who is connected: a small strip at the top right, one short line per seat, and the last chat line."""
        text, lang = scene.app.text, scene.app.lang
        lines = self.table_lines(scene, lang)
        if self.session.chat:
            seat, name, said = self.session.chat[-1]
            who = name or (scene.seat_name(seat).get(lang) if seat is not None else WATCHING.get(lang))
            lines.append((f"{who}: {said}", theme.GOLD))
        if not lines:
            self.strip_rect = None
            return
        size = theme.SIZE_SMALL
        room = min(320, surface.get_width() // 3)
        shown = [(text.fit(line, size, room), colour) for line, colour in lines]
        width = max(text.size(line, size)[0] for line, _ in shown) + 20
        height = len(shown) * text.line_height(size) + 8
        box = pygame.Rect(surface.get_width() - width - 8, surface.get_height() - height - 8, width, height)
        theme.panel(surface, box, theme.PANEL, theme.BORDER, radius=6)
        y = box.y + 4
        for line, colour in shown:
            pygame.draw.circle(surface, colour, (box.x + 8, y + text.line_height(size) // 2), 3)
            surface.blit(text.render(line, size, theme.TEXT), (box.x + 14, y))
            y += text.line_height(size)
        self.strip_rect = box

    def close(self) -> None:
        """Leave the game (the seat stays ours: its token can join again; the session's ``on_close``
        stops a host this app runs)."""
        self.session.close()


def _text_of(error: Any) -> Text:
    return Text(error.message("ja"), error.message("en"))


def play_for(app, session) -> LocalPlay | RemotePlay:
    """The ``play`` of a game screen: ``RemotePlay`` for a game on a host, else ``LocalPlay``."""
    if isinstance(session, RemoteSession):
        return RemotePlay(session)
    return LocalPlay(app, session)


__all__ = ["HOST_SAVES", "LocalPlay", "NoAutosave", "RemotePlay", "WAITING_FOR_HOST", "play_for"]
