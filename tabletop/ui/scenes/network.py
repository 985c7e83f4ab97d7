"""The launcher's network games (issue 23; docs/network.md): "Host a game" and "Join a game".

* ``HostScene``: the game and set-up chosen in the launcher, and per seat who plays it: this computer
  (at most one seat: one person per computer), a remote player, or a computer level (played on the
  host); the address to listen on (this computer's LAN address by default; "every address" says
  why not in red), the port and an optional password. "Open the room" starts a ``Host`` whose game
  waits (``held``) and shows the address to tell friends, its room code
  (``tabletop.net.address.room_code``) and the lobby: each seat, who joined and whether connected,
  and how many watch. This computer's seat is claimed as the room opens (a client of the host on its
  own address), so no friend takes it. "Start game" starts the game (``Host.begin``) and opens that
  seat's screen (or the spectator's view); the host stops when that screen is left
  (``RemoteSession.on_close``). Back closes the room.
* ``JoinScene``: the address (``HOST:i18n.text("ui.net_port")``) or room code, a name, the password and which seat
  (the first free one, a given seat, or watch). "Join" connects in a thread of its own (the frame
  never waits), then opens the game's screen; a refusal or an unreachable host is said in both
  languages (the app's language first, the other beneath). The seat's token is kept in this
  computer's ``SeatTokens`` (``tabletop.net.seats``, shared with ``tabletop join``), so joining the
  same address again takes that seat back (a crash, a host restarted from its autosave).
"""

from __future__ import annotations

import os
import threading
import time

import pygame

from tabletop.core import i18n
from tabletop.core.bots import make_bot
from tabletop.core.game import Game
from tabletop.core.i18n import Text
from tabletop.core.session import new_session
from tabletop.net.address import ALL_ADDRESSES, DEFAULT_PORT, join_address, lan_address, room_code, where_to
from tabletop.net.client import NetError, RemoteSession
from tabletop.net.host import Host
from tabletop.net.seats import SeatTokens
from tabletop.resources import user_dir

from .. import theme
from ..scene import Scene
from ..text import key
from ..widgets import TextField
from ..widgets import Button, Chooser, Label
from .title import player_choices

def both(text: Text, lang: str) -> str:
    """``text`` in ``lang``, the other language beneath."""
    other = text.en if lang == "ja" else text.ja
    main = text.get(lang)
    return main if other == main else f"{main}\n{other}"


class Noted:
    """A scene with one message line (the note under its fields), in a colour."""

    message: tuple[Text, tuple] | None = None
    note: Label

    def say(self, text: Text | None, colour: tuple = theme.TEXT_MUTED) -> None:
        self.message = (text, colour) if text is not None else None
        self.note.colour = colour

    def draw_captions(self, surface: pygame.Surface, fields: list[TextField]) -> None:
        """Each text field's caption just above it (the box shows it only while empty)."""
        text = self.app.text
        for field in fields:
            if field.caption is not None and field.value:
                label = text.render(field.caption.get(self.app.lang), theme.SIZE_SMALL, theme.TEXT_MUTED)
                surface.blit(label, (field.rect.x + 2, field.rect.y - label.get_height() - 1))


def _texts(key_name: str, **values: object) -> Text:
    """The catalog's ``key_name`` in both languages, filled with ``values``."""
    return Text(i18n.t(key_name, "ja", **values), i18n.t(key_name, "en", **values))


def problem_text(exc: BaseException) -> Text:
    """A network problem or a bad address, in both languages."""
    if isinstance(exc, NetError):
        return Text(exc.ja, exc.en)
    return _texts("ui.net_bad_address", problem=exc)


class HostScene(Noted, Scene):
    """"Host a game" (see the module doc)."""

    def __init__(self, app, game: Game, seats: int, options: dict[str, str], players: list[str]) -> None:
        super().__init__(app)
        self.game, self.seats, self.options = game, seats, dict(options)
        levels = [(lvl, label) for lvl, label in player_choices(game) if lvl != "human"]
        choices = [("here", i18n.text("ui.net_here")), ("remote", i18n.text("ui.net_remote")), *levels]
        self.roles = ["here" if s == 0 else ("remote" if players[s] == "human" else players[s]) for s in range(seats)]
        self.title = Label(lambda lang: f"{i18n.t('ui.net_host_title', lang)}: {game.spec.title.get(lang)}",
                           size=theme.SIZE_HEADING, bold=True)
        self.seat_choosers = [Chooser(game.spec.seat_label(s), choices, self.roles[s],
                                      lambda v, s=s: self.set_role(s, v)) for s in range(seats)]
        self.lan = lan_address()
        self.bind = self.lan
        self.bind_chooser = Chooser(i18n.text("ui.net_bind"), [(self.lan, _texts("ui.net_bind_lan", where=self.lan)),
                                           ("127.0.0.1", i18n.text("ui.net_bind_local")), ("0.0.0.0", i18n.text("ui.net_bind_all"))], self.bind, self.set_bind)
        self.port = TextField(str(DEFAULT_PORT), caption=i18n.text("ui.net_port"), limit=5)
        self.password = TextField("", caption=i18n.text("ui.net_password"), limit=40)
        self.open_button = Button(i18n.text("ui.net_open_room"), self.open_room, style="primary")
        self.start_button = Button(i18n.text("ui.net_start"), self.start, style="primary", enabled=lambda: self.host is not None)
        self.back = Button(key("ui.back"), self.close, shortcut="escape")
        self.note = Label(lambda lang: both(self.message[0], lang) if self.message else "", wrap=True)
        self.host: Host | None = None
        self.own: RemoteSession | None = None  # this computer's seat (or its spectator) in the room
        self.room: tuple[str, int] | None = None
        self.lobby_rect = pygame.Rect(0, 0, 0, 0)

    def all_widgets(self):
        fields = [] if self.host is not None else [*self.seat_choosers, self.bind_chooser, self.port, self.password,
                                                   self.open_button]
        return [self.title, *fields, self.start_button, self.back, self.note]

    def set_role(self, seat: int, role: str) -> None:
        if role == "here":
            for other, chooser in enumerate(self.seat_choosers):
                if other != seat and self.roles[other] == "here":
                    self.roles[other] = "remote"
                    chooser.value = "remote"
            self.say(i18n.text("ui.net_one_here"), theme.TEXT_MUTED)
        self.roles[seat] = role

    def set_bind(self, bind: str) -> None:
        self.bind = bind
        self.say(i18n.text("ui.net_all_warning") if bind in ALL_ADDRESSES else None, theme.WARNING)

    def layout(self, size) -> None:
        w, h = size
        m = max(24, w // 24)
        width = min(820, w - 2 * m)
        x = (w - width) // 2
        self.title.rect = pygame.Rect(x, 18, width, 40)
        y = 70
        row = 44 if h >= 700 else 38
        for chooser in [*self.seat_choosers, self.bind_chooser]:
            chooser.rect = pygame.Rect(x, y, width, row - 6)
            chooser.fit_values(self.app.text)
            y += row
        half = (width - 12) // 2
        y += 18  # the fields' captions
        self.port.rect = pygame.Rect(x, y, half, row - 6)
        self.password.rect = pygame.Rect(x + half + 12, y, half, row - 6)
        y += row
        self.open_button.rect = pygame.Rect(x + width - 240, y, 240, theme.BUTTON_HEIGHT)
        self.lobby_rect = pygame.Rect(x, 70, width, h - 70 - 24 - theme.BUTTON_HEIGHT - 90)
        bottom = h - 24 - theme.BUTTON_HEIGHT
        self.back.rect = pygame.Rect(x, bottom, 160, theme.BUTTON_HEIGHT)
        self.start_button.rect = pygame.Rect(x + width - 240, bottom, 240, theme.BUTTON_HEIGHT)
        self.note.rect = pygame.Rect(x, bottom - 80, width, 72)

    def open_room(self) -> None:
        """Start the host (the game waits in the lobby until "Start game")."""
        try:
            port = int(self.port.value)
            if not 0 < port < 65536:
                raise ValueError(port)
        except ValueError:
            self.say(i18n.text("ui.net_bad_port"), theme.ERROR)
            return
        players = ["human" if role in ("here", "remote") else role for role in self.roles]
        session = new_session(self.game.spec.name, self.seats, options=self.options,
                              seed=int.from_bytes(os.urandom(4), "little"), players=players)
        bots = {seat: make_bot(self.game, level, seat, seed=seat + 1) for seat, level in enumerate(players)
                if level != "human"}
        autosave = user_dir() / "autosave" / f"net-{self.game.spec.name}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        host = Host(session, password=self.password.value or None, autosave=autosave, bots=bots, held=True)
        try:
            host.start(self.bind, port)
        except OSError as exc:
            self.say(_texts("ui.net_cannot_listen", where=f"{self.bind}:{port}", problem=exc),
                     theme.ERROR)
            return
        here = [s for s, role in enumerate(self.roles) if role == "here"]
        address = join_address("127.0.0.1" if self.bind in ALL_ADDRESSES else self.bind, host.port)
        own = RemoteSession(address, seat=here[0] if here else None, spectator=not here, password=host.password,
                            name=i18n.text("ui.net_here").get(self.app.lang), on_close=host.stop)
        try:
            own.start(10.0)  # this computer's seat first, so no friend takes it (loopback: at once)
        except NetError as exc:
            host.stop()
            self.say(problem_text(exc), theme.ERROR)
            return
        self.host, self.own = host, own
        shown = self.lan if self.bind in ALL_ADDRESSES else self.bind
        self.room = (shown, host.port)
        self.say(i18n.text("ui.net_waiting_room"), theme.TEXT_MUTED)

    def room_lines(self, lang: str) -> list[tuple[str, int, tuple]]:
        """The room's address and code, then the lobby: one line per seat and the watchers."""
        assert self.host is not None and self.room is not None
        address = join_address(*self.room)
        try:
            code = room_code(*self.room)
        except ValueError:
            code = ""
        lines = [(f"{i18n.t('ui.net_address_is', lang)}: {address}", theme.SIZE_HEADING, theme.TEXT)]
        if code:
            lines.append((f"{i18n.t('ui.net_room_code', lang)}: {code}", theme.SIZE_HEADING, theme.GOLD))
        if self.host.password:
            lines.append((i18n.text("ui.net_password").get(lang) + ": " + self.host.password, theme.SIZE_BODY, theme.TEXT_MUTED))
        lines.append(("", theme.SIZE_SMALL, theme.TEXT))
        for seat, row in enumerate(self.host.table()):
            label = self.game.spec.seat_label(seat).get(lang)
            role = self.roles[seat]
            if role == "here":
                who, colour = i18n.text("ui.net_here").get(lang), theme.ACCENT_HOVER
            elif str(row["player"]).startswith("computer"):
                who, colour = dict(player_choices(self.game)).get(role, Text(role, role)).get(lang), theme.TEXT_MUTED
            elif row["connected"]:
                name = row["name"] or i18n.text("ui.net_remote").get(lang)
                who, colour = f"{name} ・ {i18n.t('ui.net_connected', lang)}", theme.ACCENT_HOVER
            elif row["claimed"]:
                who, colour = f"{row['name']} ・ {i18n.t('ui.net_away', lang)}", theme.ERROR
            else:
                who, colour = "…" + i18n.t("ui.net_seat_waiting", lang), theme.WARNING
            lines.append((f"{label}: {who}", theme.SIZE_LABEL, colour))
        watchers = self.host.spectators()
        if watchers:
            lines.append((f"{i18n.t('ui.net_watch', lang)}: {watchers}", theme.SIZE_BODY, theme.TEXT_MUTED))
        return lines

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.host is None:
            self.draw_captions(surface, [self.port, self.password])
            return
        text, y = self.app.text, self.lobby_rect.y
        theme.panel(surface, self.lobby_rect, theme.PANEL, theme.BORDER)
        for line, size, colour in self.room_lines(self.app.lang):
            if line:
                surface.blit(text.render(text.fit(line, size, self.lobby_rect.w - 32), size, colour),
                             (self.lobby_rect.x + 16, y + 10))
            y += text.line_height(size) + 4

    def update(self, dt: float) -> bool:
        super().update(dt)
        return self.host is not None  # the lobby follows who joins

    def start(self) -> None:
        """Start the game and open this computer's seat (or the spectator's view) on the host."""
        host, own = self.host, self.own
        if host is None or own is None:
            return
        host.begin()
        self.host = self.own = None  # the game's screen owns them now (leaving it stops the host)
        self.app.start_game(own)

    def exit(self) -> None:
        super().exit()
        if self.own is not None:
            self.own.close()  # and its ``on_close`` stops the host
        self.host = self.own = None


class JoinScene(Noted, Scene):
    """"Join a game" (see the module doc)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.title = Label(i18n.text("ui.net_join_title"), size=theme.SIZE_HEADING, bold=True)
        self.address = TextField("", caption=i18n.text("ui.net_address"), limit=60)
        self.name = TextField("", caption=i18n.text("ui.net_name"), limit=40)
        self.password = TextField("", caption=i18n.text("ui.net_password"), limit=40)
        self.seat: int | None | str = "any"
        seats = [("any", i18n.text("ui.net_any_seat")), *[(s, str(s + 1)) for s in range(6)],
                 ("watch", i18n.text("ui.net_watch"))]
        self.seat_chooser = Chooser(i18n.text("ui.net_seat"), seats, "any", self.set_seat)
        self.join_button = Button(i18n.text("ui.net_join"), self.join, style="primary", enabled=lambda: self.joining is None)
        self.back = Button(key("ui.back"), self.close, shortcut="escape")
        self.note = Label(lambda lang: both(self.message[0], lang) if self.message else "", wrap=True)
        self.joining: threading.Thread | None = None  # the connecting thread
        self.joined: RemoteSession | None = None  # what it joined
        self.failure: BaseException | None = None
        self.seats = SeatTokens()  # this computer's seat tokens: a seat held before is taken back
        self.forgotten: int | None = None  # the seat of a token the host did not know
        self.target = ""  # the address joined (``HOST:PORT``), the store's key

    def set_seat(self, value) -> None:
        self.seat = value

    def all_widgets(self):
        return [self.title, self.address, self.name, self.password, self.seat_chooser, self.join_button, self.back,
                self.note]

    def layout(self, size) -> None:
        w, h = size
        width = min(640, w - 48)
        x = (w - width) // 2
        self.title.rect = pygame.Rect(x, 24, width, 40)
        y = 96
        for field in (self.address, self.name, self.password, self.seat_chooser):
            field.rect = pygame.Rect(x, y, width, 40)
            y += 64
        self.seat_chooser.fit_values(self.app.text)
        self.join_button.rect = pygame.Rect(x + width - 200, y + 6, 200, theme.BUTTON_HEIGHT)
        self.note.rect = pygame.Rect(x, y + 60, width, 120)
        self.back.rect = pygame.Rect(x, h - 24 - theme.BUTTON_HEIGHT, 160, theme.BUTTON_HEIGHT)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_captions(surface, [self.address, self.name, self.password])

    def join(self) -> None:
        """Connect in a thread of its own; ``update`` opens the game when the host has answered. A seat this
        computer held at that address (``SeatTokens``) is taken back with its token, unless another seat
        or watching is chosen."""
        try:
            host, port = where_to(self.address.value)
        except ValueError as exc:
            self.say(problem_text(exc), theme.ERROR)
            return
        address = self.target = join_address(host, port)
        seat = self.seat if isinstance(self.seat, int) else None
        token = None if self.seat == "watch" else self.seats.token_for(address, seat)
        self.failure = self.joined = None

        def connect() -> None:
            try:
                self.joined = self.connect(address, seat, token)
            except NetError as exc:
                self.failure = exc

        thread = threading.Thread(target=connect, name="tabletop-join", daemon=True)
        self.joining = thread
        self.say(i18n.text("ui.net_connecting"), theme.TEXT_MUTED)
        thread.start()

    def connect(self, address: str, seat: int | None, token: str | None) -> RemoteSession:
        """Join ``address`` (the connecting thread): with ``token``, its seat; a token the host does not know
        (another game is served there now) is forgotten and the seat chosen is claimed as new."""
        password, name = self.password.value or None, self.name.value
        if token is not None:
            try:
                return RemoteSession(address, token=token, password=password, name=name, retries=2).start(10.0)
            except NetError as exc:
                if exc.code != "token":
                    raise
                self.forgotten = self.seats.seat_of(address, token)
        return RemoteSession(address, seat=seat, spectator=self.seat == "watch", password=password, name=name,
                             retries=2).start(10.0)

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.joining is None:
            return moving
        if self.joining.is_alive():
            return True
        self.joining = None
        remote, self.joined = self.joined, None
        if remote is None:
            if self.failure is not None:
                self.say(problem_text(self.failure), theme.ERROR)
            return True
        address = self.target
        if self.forgotten is not None:
            self.seats.forget(address, self.forgotten)
            self.forgotten = None
        if remote.token and remote.seat is not None:
            self.seats.remember(address, remote.seat, remote.token)
        if self.seats.problem is not None:
            self.app.toast(self.seats.problem, theme.WARNING)  # once: the game goes on without the store
            self.seats.problem = None
        if remote.note is not None:
            self.app.toast(remote.note)
        self.app.start_game(remote)
        return True


__all__ = ["HostScene", "JoinScene"]
