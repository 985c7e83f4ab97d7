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
  ("考え中…" for a computer seat, "… の番を待っています" for a person). A lost connection shows in the
  bar ("joining again…", then "the host is gone"). Leaving the screen closes the connection, and
  stops the host when this app runs it (``on_close``).

The network band: on a client the game's view is laid out and drawn above a band of its own at the
bottom of the window (``table_size``/``table_area``; ``GameScene`` asks them for every view), so
nothing of the band covers the view. The band is one row, so the view keeps nearly all the window
(at 1280x800 no game's action list scrolls for it, Z Gundam's in Japanese aside: docs/network.md):
who is connected (each seat, who plays it, connected or not, and how many watch), the last chat
lines, and the chat line to type in (click it, type, Enter sends, Escape leaves it). While the chat
line has the focus, the chat's last lines open in a panel above it. An entry cut to fit shows its
whole text when the pointer rests on it (the chat's: the last lines).

Nothing here waits for the network: every call reads what the client last received.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core import i18n
from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text
from tabletop.net.client import NetError, RemoteSession

from . import probe, theme
from .saves import Autosaver
from .widgets import TextField
from .widgets.tooltip import draw_tooltip

HOST_SAVES = i18n.text("ui.net_host_saves")
WAITING_FOR_HOST = i18n.text("ui.net_waiting_host")
CHAT_SHOWN = 8      # chat lines a hover over the chat shows
CHAT_LIMIT = 200    # characters a chat line takes


def _with_seat(key: str, name: Text) -> Text:
    return Text(i18n.t(key, "ja", seat=name.ja), i18n.t(key, "en", seat=name.en))


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

    def table_size(self, scene, size: tuple[int, int]) -> tuple[int, int]:
        return size  # the whole window is the game's

    def table_area(self, scene, surface: pygame.Surface) -> pygame.Surface:
        return surface

    def draw_band(self, scene, surface: pygame.Surface) -> None:
        return None

    def handle(self, scene, inp) -> bool:
        return False

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
        self.chat_field = TextField("", limit=CHAT_LIMIT)
        self.band_rect: pygame.Rect | None = None
        self.pointer = (-1, -1)
        self.swallowing = False  # a pointer gesture that began while ``held``: swallowed to its release
        #: What the band shows where: (rect, whole text, cut to fit) per seat entry and for the chat lines.
        self.spots: list[tuple[pygame.Rect, str, bool]] = []

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
        errors = session.take_errors()
        if errors:
            scene.on_change([])  # a refusal: the screen drops what it did locally and shows the latest view
        for error in errors:
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
            return _with_seat("ui.net_thinking", name)
        return _with_seat("ui.net_waiting_for", name)

    def problem_text(self) -> Text | None:
        problem = self.session.problem
        return _text_of(problem) if problem is not None else None

    def draw(self, scene, surface: pygame.Surface) -> None:
        """The waiting box, over the game's view (the band is drawn by ``draw_band``)."""
        said = self.waiting_text(scene)
        if said is not None:
            scene.draw_status_box(surface, said.get(scene.app.lang), [], "", self.clock)

    # -- the network band ---------------------------------------------------------------------
    def row_height(self, scene) -> int:
        return scene.app.text.line_height(theme.SIZE_SMALL) + 6

    def band_height(self, scene) -> int:
        """One row: the game's view keeps all but this of the window (its action lists do not scroll for it)."""
        return self.row_height(scene) + 6

    def table_size(self, scene, size: tuple[int, int]) -> tuple[int, int]:
        """The size the game's view is laid out in: the window less the band (a size other than the
        window's is a view's own part and stays as it is)."""
        w, h = size
        if (w, h) != tuple(scene.app.size):
            return size
        return w, h - self.band_height(scene)

    def table_area(self, scene, surface: pygame.Surface) -> pygame.Surface:
        """The part of the window the game's view draws on: all but the band (same origin, so the
        view's positions and the pointer's agree). The view's area and the band paint the whole window
        each frame, so the probe forgets what the last frame drew (also a text across their edge)."""
        w, h = surface.get_size()
        if (w, h) != tuple(scene.app.size):
            return surface
        if probe.ACTIVE is not None and hasattr(surface, "forget"):
            surface.forget(surface.get_rect())
        return surface.subsurface(pygame.Rect(0, 0, w, h - self.band_height(scene)))

    def table_lines(self, scene, lang: str) -> list[tuple[str, tuple]]:
        """The connection row's entries: each seat (name, who plays it, connected or not) and the watchers."""
        rows = self.session.table()
        out = []
        for seat, row in enumerate(rows):
            label = scene.seat_name(seat).get(lang)
            who = str(row.get("name") or "")
            if str(row["player"]).startswith("computer"):
                state, colour = i18n.t("ui.net_computer", lang), theme.TEXT_MUTED
            elif not row["claimed"]:
                state, colour = i18n.t("ui.net_free", lang), theme.TEXT_MUTED
            elif row["connected"]:
                state, colour = i18n.t("ui.net_connected", lang), theme.ACCENT_HOVER
            else:
                state, colour = i18n.t("ui.net_away", lang), theme.ERROR
            mark = "▶ " if seat == self.seat else ""
            out.append((f"{mark}{label}{' ' + who if who else ''} · {state}", colour))
        watchers = self.session.spectators()
        if watchers:
            out.append((f"{i18n.t('ui.net_watching', lang)} {watchers}", theme.TEXT_MUTED))
        return out

    def chat_lines(self, scene, lang: str) -> list[str]:
        """The chat, oldest first: "who: what"."""
        out = []
        for seat, name, said in list(self.session.chat):
            who = name or (scene.seat_name(seat).get(lang) if seat is not None else i18n.t("ui.net_watching", lang))
            out.append(f"{who}: {said}")
        return out

    def band_parts(self, scene, band: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The band's row from left to right: who is connected, the last chat lines, the chat line to type in."""
        row = self.row_height(scene)
        y = band.y + (band.h - row) // 2
        field_w, said_w = min(280, band.w // 4), min(400, band.w // 4)
        field = pygame.Rect(band.right - 8 - field_w, y, field_w, row)
        said = pygame.Rect(field.x - 12 - said_w, y, said_w, row)
        return pygame.Rect(band.x + 8, y, said.x - 16 - band.x, row), said, field

    def draw_band(self, scene, surface: pygame.Surface) -> None:
        """The band at the bottom of the window, one row: who is connected, the last chat lines and the chat
        line; while the chat line has the focus, the chat's last lines open above it."""
        text, lang = scene.app.text, scene.app.lang
        size = theme.SIZE_SMALL
        w, h = surface.get_size()
        band = pygame.Rect(0, h - self.band_height(scene), w, self.band_height(scene))
        self.band_rect = band
        surface.fill(theme.PANEL, band)  # what the band showed last frame is gone
        theme.panel(surface, band, theme.PANEL, theme.BORDER, radius=0)
        seats, said, field_rect = self.band_parts(scene, band)
        self.spots = []
        entries = self.table_lines(scene, lang)
        line_h = text.line_height(size)
        if entries:
            share = seats.w // len(entries)
            for i, (whole, colour) in enumerate(entries):
                cell = pygame.Rect(seats.x + i * share, seats.y, share - 8, seats.h)
                shown = text.fit(whole, size, cell.w - 14)
                pygame.draw.circle(surface, colour, (cell.x + 4, cell.y + line_h // 2 + 2), 3)
                surface.blit(text.render(shown, size, theme.TEXT), (cell.x + 12, cell.y + 2))
                self.spots.append((cell, whole, shown != whole))
        field = self.chat_field
        field.rect = field_rect
        field.draw(surface, scene.app)
        if not field.value and not field.focused:
            room = field.rect.w - 24 - text.size(field.counter(), size)[0]  # left of the field's counter
            whole = i18n.t("ui.net_chat_hint", lang)
            hint = text.fit(whole, size, room)
            surface.blit(text.render(hint, size, theme.TEXT_MUTED), (field.rect.x + 8, field.rect.y + 3))
            self.spots.append((field.rect, whole, hint != whole))
        lines = self.chat_lines(scene, lang)
        shown, colour = self.fit_chat(scene, lines, said.w), theme.GOLD
        if not lines:
            shown, colour = text.fit(i18n.t("ui.net_no_chat", lang), size, said.w), theme.TEXT_MUTED
        surface.blit(text.render(shown, size, colour), (said.x, said.y + 3))
        if lines:
            self.spots.append((said, "\n".join(lines[-CHAT_SHOWN:]), shown != "   ·   ".join(lines[-CHAT_SHOWN:])))
        if field.focused and lines:  # the chat on demand: its last lines open above the line typed in
            self.draw_history(scene, surface, lines[-CHAT_SHOWN:], field.rect)
            return
        for rect, whole, cut in self.spots:
            if cut and rect.collidepoint(self.pointer):
                draw_tooltip(surface, text, whole, self.pointer)

    def draw_history(self, scene, surface: pygame.Surface, lines: list[str], field: pygame.Rect) -> None:
        """The chat's last ``lines`` in a panel over the view, just above the chat line (a layer of its own)."""
        text, size = scene.app.text, theme.SIZE_SMALL
        width = min(surface.get_width() - 16, max(field.w, 420))
        wrapped = [part for line in lines for part in text.wrap(line, size, width - 16)]
        line_h = text.line_height(size)
        tall = line_h * len(wrapped) + 10
        box = pygame.Rect(field.right - width, field.y - 6 - tall, width, tall)
        box.clamp_ip(surface.get_rect())
        if probe.ACTIVE is not None:
            probe.ACTIVE.new_layer(surface)  # over the view: not an overlap
        theme.panel(surface, box, theme.PANEL_RAISED, theme.GOLD, radius=5)
        for i, line in enumerate(wrapped):
            surface.blit(text.render(line, size, theme.TEXT), (box.x + 8, box.y + 5 + i * line_h))

    def fit_chat(self, scene, lines: list[str], width: int) -> str:
        """The newest chat lines that fit ``width`` side by side (oldest first); the newest alone, cut, if
        even it does not."""
        text, size, gap = scene.app.text, theme.SIZE_SMALL, "   ·   "
        shown: list[str] = []
        for line in reversed(lines[-CHAT_SHOWN:]):
            if text.size(gap.join([line, *shown]), size)[0] > width:
                break
            shown.insert(0, line)
        return gap.join(shown) if shown else text.fit(lines[-1], size, width) if lines else ""

    def held(self) -> bool:
        """True while the view must take no input: this seat's request waits for the host's answer, or an
        update came that the screen has not taken yet (``update`` takes it in the next frame)."""
        return self.session.busy() or self.session.revision != self.seen_revision

    def handle(self, scene, inp) -> bool:
        """The band's input before the view's: the pointer over the band, and typing while the chat line
        has the focus (Enter sends the line, Escape leaves it). Then, while ``held``, the view gets no
        press, click, drag or key (Escape, the menu, aside): a gesture that starts while held is
        swallowed whole (to its release), so nothing is sent on a view the host has moved past."""
        field = self.chat_field
        if inp.pointer:
            self.pointer = inp.pos
            if inp.kind == "click" and field.rect.collidepoint(inp.pos):
                field.focused = True
                return True
            if inp.kind == "click":
                field.focused = False
            band = self.band_rect
            if band is not None and band.collidepoint(inp.pos) and inp.kind in ("press", "click", "wheel"):
                return True
            return self.hold_gesture(inp)
        if not field.focused:
            return inp.kind == "key" and inp.shortcut != "escape" and self.held()
        if inp.kind == "key" and inp.shortcut in ("return", "enter", "kp_enter"):
            self.send_chat(scene)
            return True
        return field.handle(inp, scene.app) or inp.kind in ("key", "text")

    def hold_gesture(self, inp) -> bool:
        """Swallow a pointer gesture (press to release) that starts while ``held``; True when swallowed."""
        if inp.kind == "press":
            self.swallowing = self.held()
            return self.swallowing
        if inp.kind in ("drag_start", "drag_move"):
            return self.swallowing
        if inp.kind in ("drag_end", "click"):
            swallowed, self.swallowing = self.swallowing, False
            return swallowed or (inp.kind == "click" and self.held())
        return False

    def send_chat(self, scene) -> None:
        """Send the typed line to everyone at the table (the host sends it back to every screen)."""
        said = self.chat_field.value.strip()
        if not said:
            return
        try:
            self.session.say(said)
        except NetError as exc:
            scene.banner = (_text_of(exc), "error")
            return
        self.chat_field.value = ""

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
