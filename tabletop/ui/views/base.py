"""GameScene: what every game screen shares, so views only draw their game.

Computer players: seats whose ``session.players`` entry is a bot level
(``tabletop.core.bots.levels``) are played by the scene. When such a seat's
decision is pending (and nothing is stacked over the scene), what the seat may
see (``tabletop.core.bots.seen_by``) is taken in the frame, the bot chooses in a
worker thread (``BotTurn``; it never touches the session), a box reads
"{seat}: 考え中… / Thinking…" over the log line of the computer's previous
move, and after at least ``BOT_PAUSE`` seconds of the app clock (the frames'
``dt``; ``bot_pause``; none when the "computer's moves" setting says at once,
``Settings.computer_pace``) the move is applied through ``apply_action`` like a
human's, so the log, saves and replays are unchanged. A click or Space plays
the waiting move at once (``hurry_input``). ``computer_turn()`` tells views to
disable their inputs. Subclasses that override ``update`` or ``draw`` must call
the base class.

Seats and hand-overs (``check_curtain``; docs/ui.md "Seats and hand-overs"):
``at_screen`` is the person (human seat) who holds the screen. The screen is
handed over only where a different person must take it: the deciding seat is
human, two or more humans play, it is not ``at_screen``, and the view does not
say the decision is taken at the table (``takes_the_screen``; Dunbine's attack
steps). Then ``curtain_scene`` is pushed: the privacy curtain in a game with
hidden information, a view's own prompt in an open game (Dunbine's "pass the
mouse"), nothing by default in an open game. Never for a computer seat, never
for a lone human. While computer seats decide in a hidden-information game
with two or more humans the screen shows the neutral (spectator) view, so no
person's hand stays face up; with one human it keeps that human's view. Views
that override ``check_curtain`` still get all this first
(``curtain_for_bots_handled``, see ``__init_subclass__``).

Your own roll first: when a human's action rolled dice (as that seat sees
the log) and the screen then goes to someone else (a curtain, or the neutral
view for computer seats), that seat first sees the dice and the outcome
(``widgets.curtain.RollReport``: the curtain's first stage, or ``RollResult``);
the next seat reads the public result in its log / recap after the curtain.

* ``apply_action(action)`` sends an action for the pending seat through the
  session. ``NeedManualRoll`` (real dice) opens ``ManualDiceDialog``, hands the
  faces to ``session.dice.provide`` and applies again; a ``RulesError`` shows
  in the banner with its rule number (``exc.message(lang)``); nothing else is
  caught here (the app's crash handler takes the rest).
* ``undo()`` / ``redo()`` / ``save()``; Escape opens the in-game menu;
  Ctrl+Z / Ctrl+Y / Ctrl+S work unless a widget takes them first. Undo and
  redo ask the session for the viewing seat (``session.undo(viewer)``): a seat
  takes back only its own moves since it got control, never a computer's move
  nor the previous seat's after a hand-over. ``can_undo()`` / ``can_redo()``
  enable the views' Undo / Redo buttons.
* After every change: autosave at turn end (``saves.Autosaver``), the hand-over
  (above), the end-of-game screen, and ``on_change(events)`` for the view to refresh.
* ``viewer``: the seat whose view is shown (the seat at the computer; None = the
  neutral view while computers play, or a spectator).
* ``help_text()``: per-game rules help for the menu (None = no help).
* The refusal bar (``widgets.refusal.RefusalBar``): ``show_error(exc)`` /
  ``notify(label)`` set ``banner``; ``draw_banner(surface, rect)`` draws the whole
  sentence wrapped in the app's language with the other language beneath, and
  a rules error carries a "なぜ? / Why?" chip (and Ctrl+H) that opens the rules
  help at the cited rule (``scenes.help``). The bar takes the pointer before
  the board under it, also in views that override ``handle`` (``bar_input``).
* ``key_help()``: the scene's keys for the F1 / ? overlay (views may extend it).

Hot seat or network (``play``, ``ui.netplay``): what differs when the session is a game on a host
(``RemoteSession``) is asked of ``self.play``: the autosaver (none on a client), the computer seats
(none: the host plays them), the seats at this computer (``human_seats``: one, so no hand-over),
a fixed ``viewer``, taking the host's updates each frame (``update``) and the waiting box and
connection strip (``draw_computer_turn``). ``draw_status_box`` draws the computer's box and the
waiting box alike.
"""

from __future__ import annotations

import math
import threading
from typing import Sequence

import pygame

from tabletop.core.bots import Bot, Seen, make_bot, seen_by

from tabletop.core.errors import NeedManualRoll, RulesError
from tabletop.core.game import Action, Event
from tabletop.core.i18n import Text, t
from tabletop.core.i18n import text as i18n_text

from .. import theme
from ..netplay import HOST_SAVES, play_for
from ..saves import save_game
from ..scene import Scene
from ..text import Label, key, resolve
from ..widgets import ManualDiceDialog, PrivacyCurtain, RefusalBar, RollResult, report_of
from ..widgets.curtain import RollReport


#: A computer move stays announced at least this long before it is applied (seconds).
BOT_PAUSE = 0.6
THINKING = Text("考え中…", "Thinking…")
COMPUTER_PLAYS = Text("この席はコンピューターが操作しています。", "The computer plays this seat.")
#: Why undo/redo is refused when no seat is at the screen (ja, en).
GAME_OVER_STANDS = ("ゲームは終了しています。終わった行動は取り消せません。", "The game is over; its moves stand.")
SPECTATOR_CANNOT_UNDO = ("観戦中は取り消し・やり直しできません。", "A spectator cannot take moves back or redo them.")


def thinking_words(name: str, lang: str) -> str:
    """ "{name}: 考え中… / Thinking…", the computer's box's line."""
    return f"{name}{'：' if lang == 'ja' else ': '}{THINKING.get(lang)}"


class BotTurn:
    """One computer decision being worked out in a worker thread."""

    def __init__(self, bot: Bot, seen: Seen, actions_at: int) -> None:
        self.bot, self.seen, self.seat = bot, seen, seen.seat
        self.actions_at = actions_at  # the session's action count when it started (a change voids it)
        self.elapsed = 0.0
        self.hurry = False  # a click or Space: apply as soon as the move is known
        self.action: Action | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"bot-seat-{self.seat}", daemon=True)

    def start(self) -> "BotTurn":
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.action = self.bot.choose(self.seen)
        except BaseException as exc:  # noqa: BLE001 - handed to the frame, which raises it
            self.error = exc
        finally:
            self.done.set()


def make_bots(session) -> dict[int, Bot]:
    """The computer players of a session's seats (``players`` entries other than "human")."""
    seed = session.initial_dice.get("seed", 0) if isinstance(session.initial_dice, dict) else 0
    bots: dict[int, Bot] = {}
    for seat, level in enumerate(list(session.players)[:session.seats]):
        if level == "human":
            continue
        try:
            bots[seat] = make_bot(session.game, level, seat, int(seed) if isinstance(seed, int) else 0)
        except ValueError:
            continue  # a level this game does not offer (an old save): the seat is played by a human
    return bots


def on_table(cls: type) -> None:
    """``cls``'s own ``layout`` and ``draw`` (if it has them) on the window less the network band: the
    view is laid out in ``play.table_size`` and draws on ``play.table_area``, then the band is drawn
    (a client's; hot seat has none, ``ui.netplay``). A size or surface other than the window's (a
    view's own part, or a call from a subclass's) passes as it is."""
    own_layout = cls.__dict__.get("layout")
    if own_layout is not None and not getattr(own_layout, "on_table", False):
        def layout(self, size, _own=own_layout) -> None:
            _own(self, self.play.table_size(self, size))

        layout.on_table = True
        layout.__doc__ = own_layout.__doc__
        cls.layout = layout
    own_draw = cls.__dict__.get("draw")
    if own_draw is not None and not getattr(own_draw, "on_table", False):
        def draw(self, surface: pygame.Surface, _own=own_draw) -> None:
            area = self.play.table_area(self, surface)
            _own(self, area)
            if area is not surface:
                self.play.draw_band(self, surface)

        draw.on_table = True
        draw.__doc__ = own_draw.__doc__
        cls.draw = draw


class GameScene(Scene):
    #: A lone person against the computers first sees its own roll's dice and outcome (``RollResult``) before they
    #: play, as two people do before a hand-over (docs/ui.md UI-6): Z Gundam's screen, whose battle panel holds one
    #: battle (the computers' next one replaced the person's).
    lone_roll_report = False
    #: how many lines of the computer's previous move its box shows (the last ones of the wrapped line)
    status_lines = 2

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        # the spec as the game began: its title, seats and hidden information never change within a game, and a
        # game that builds its spec anew when asked (SDGF's follows the saved decks: a look at the folder) is not
        # asked several times a frame
        self.spec = session.game.spec
        self.play = play_for(app, session)  # hot seat here, or a seat of a game on a host (``ui.netplay``)
        self.autosaver = self.play.autosaver
        self.bar = RefusalBar()
        self.banner = None  # (text, "error" | "info"): the refusal bar's message
        self.bots = self.play.bots()
        self.thinking: BotTurn | None = None
        self.bot_pause = BOT_PAUSE
        self._bot_applying = False
        self.spinner_rect: pygame.Rect | None = None
        self._actor: int | None = None       # the seat whose action is being applied, while it is
        self.report: RollReport | None = None  # the acting person's roll, until the hand-over shows it
        self.last_move: list[Event] = []      # the events of the computers' latest move (the box's line)
        decision = session.pending()
        hidden = self.spec.hidden_information
        first = decision.seat if decision else None
        self.shown_seat: int | None = None if hidden else first
        humans = self.human_seats()
        #: The person (human seat) holding the screen; None until the first hand-over.
        self.at_screen: int | None = first if (not hidden and first in humans) else None
        if len(humans) == 1:
            self.at_screen = humans[0]  # one human at the computer: always that seat's view
            if hidden:
                self.shown_seat = humans[0]
        self.curtain_up = False
        self.over_shown = False

    def human_seats(self) -> list[int]:
        """The people's seats at this computer (a network client: its own seat only)."""
        return self.play.seats_here(self.bots)

    def computer_turn(self) -> bool:
        """True while the pending decision belongs to a computer seat (views disable their inputs)."""
        decision = self.session.pending()
        return decision is not None and decision.seat in self.bots

    # -- who is at the computer ------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose view is drawn (None = spectator: while computers play for two or more people at a game
        that hides something, and after such a game; a lone person keeps its own view after the game, its hand
        face up, as a network client does)."""
        if self.play.fixed:
            return self.play.seat  # a network client: its seat (or the spectator's view) always
        decision = self.session.pending()
        if not self.spec.hidden_information:
            return decision.seat if decision else None
        if decision is None:
            return self.shown_seat if len(self.human_seats()) == 1 else None
        return self.shown_seat

    def seat_name(self, seat: int | None) -> Text:
        if seat is None:
            return i18n_text("ui.spectator")
        label = self.spec.seat_label(seat)
        return label

    def outcome_lines(self, lang: str) -> list[str]:
        """Lines the end-of-game screen adds under the result (a game's standings; none by default)."""
        return []

    def enter(self) -> None:
        super().enter()
        self.on_change([])
        self.check_curtain()
        self.check_game_over()

    def resume(self) -> None:
        super().resume()
        self.on_change([])

    def exit(self) -> None:
        super().exit()
        self.play.close()  # a network client leaves the game (its seat stays its own)

    # -- actions ------------------------------------------------------------------------------
    def apply_action(self, action: Action) -> bool:
        """Apply ``action`` for the pending seat; True if it was applied."""
        decision = self.session.pending()
        seat = decision.seat if decision else None
        if seat in self.bots and not self._bot_applying:
            self.notify(COMPUTER_PLAYS)
            return False
        try:
            events = self.session.apply(action, seat)
        except NeedManualRoll as need:
            from ..widgets.manual_dice import asked

            self.app.push(ManualDiceDialog(
                self.app, need.sides, need.count, *asked(need),
                on_done=lambda faces: self._provide_and_retry(faces, action)))
            return False
        except RulesError as exc:
            self.show_error(exc)
            return False
        self.banner = None
        self._actor = seat  # who acted, for ``changed`` (a computer's last move, a person's own roll)
        try:
            self.changed(events)
        finally:
            self._actor = None
        return True

    def _provide_and_retry(self, faces: Sequence[int], action: Action) -> None:
        self.session.dice.provide(faces)
        decision = self.session.pending()
        was = self._bot_applying
        self._bot_applying = was or (decision is not None and decision.seat in self.bots)  # real dice for a bot
        try:
            self.apply_action(action)
        finally:
            self._bot_applying = was

    def can_undo(self) -> bool:
        """True if the viewing seat may take back its last move now (enables the Undo buttons)."""
        seat = self.viewer
        return seat is not None and self.session.can_undo(seat)

    def can_redo(self) -> bool:
        """True if the viewing seat may redo the move it took back (enables the Redo buttons)."""
        seat = self.viewer
        return seat is not None and self.session.can_redo(seat)

    def undo(self) -> None:
        """Take back the viewing seat's last move; the session's refusal shows in the banner."""
        self._step_back_or_forth(self.session.undo, "core undo")

    def redo(self) -> None:
        """Apply again the move the viewing seat took back."""
        self._step_back_or_forth(self.session.redo, "core redo")

    def _step_back_or_forth(self, step, rule: str) -> None:
        seat = self.viewer
        try:
            if seat is None:
                raise RulesError(rule, *(GAME_OVER_STANDS if self.session.is_over() else SPECTATOR_CANNOT_UNDO))
            step(seat)
        except RulesError as exc:
            self.show_error(exc)
            return
        self.thinking = None
        self.banner = None
        self.changed([])

    # -- computer players ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        waiting = self.play.update(self, dt)  # a network client takes the host's updates
        return self.drive_bots(dt) or moving or waiting

    def drive_bots(self, dt: float) -> bool:
        """Start, follow and apply computer decisions (see the module doc); True while one is under way."""
        turn = self.thinking
        decision = self.session.pending()
        if turn is not None:
            if len(self.session.actions) != turn.actions_at or decision is None or decision.seat != turn.seat:
                self.thinking = None  # the game moved on (undo, load): the answer is void
                return True
            turn.elapsed += dt
            if turn.done.is_set() and (turn.hurry or turn.elapsed >= self.pause()) and self.app.top is self:
                self.thinking = None
                if turn.error is not None:
                    raise turn.error
                self._bot_applying = True
                try:
                    self.apply_action(turn.action)
                finally:
                    self._bot_applying = False
            return True
        if decision is None or decision.seat not in self.bots or self.curtain_up or self.app.top is not self:
            return False
        bot = self.bots[decision.seat]
        self.thinking = BotTurn(bot, seen_by(self.session, bot), len(self.session.actions)).start()
        return True

    def pause(self) -> float:
        """How long a computer move stays announced: ``bot_pause``, or none when the player turned the
        computer's pace off in the settings."""
        return self.bot_pause if self.app.settings.computer_pace else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_computer_turn(surface)

    def draw_computer_turn(self, surface: pygame.Surface) -> None:
        """The computer's box while one of its moves is under way (views with a ``draw`` of their own
        call it over their screen), and on a network client who is connected and what it waits for."""
        self.spinner_rect = None
        if self.thinking is not None:
            self.draw_thinking(surface)
        self.play.draw(self, surface)

    def last_move_line(self, lang: str) -> str:
        """The newest log line of the computers' latest move as the screen's viewer may see it ("" = none)."""
        seen = [e for e in (ev.for_seat(self.viewer) for ev in self.last_move) if e is not None]
        return seen[-1].line(lang) if seen else ""

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """A turning arc and "{seat}: 考え中… / Thinking…" at the bottom middle of the screen, the log
        line of the computers' previous move under it and how to skip the pause."""
        turn = self.thinking
        lang = self.app.lang
        room, _ = self.status_spot(surface)
        msg = self.thinking_line(turn.seat, lang, room)
        said = self.last_move_line(lang)
        lines = self.app.text.wrap(said, theme.SIZE_SMALL, room)[-self.status_lines:] if said else []
        self.draw_status_box(surface, msg, lines, key("ui.bot_skip").get(lang), turn.elapsed)

    def thinking_line(self, seat: int, lang: str, room: int) -> str:
        """The computer's box's line, "{seat}: 考え中… / Thinking…" (a view may name the seat shorter where the line is
        cut in ``room`` px)."""
        return thinking_words(self.seat_name(seat).get(lang), lang)

    def status_spot(self, surface: pygame.Surface) -> tuple[int, tuple[int, int]]:
        """(the text's room in px, the box's midbottom) of the status box (``draw_status_box``): the bottom
        middle of the screen; a view whose cards' names lie there puts it elsewhere."""
        w, h = surface.get_size()
        return min(760, w - 40) - 68, (w // 2, h - 72 if h >= 640 else h - 16)

    def box_room(self, width: int) -> int:
        """The height the computer's box takes at the foot of a panel ``width`` px wide (its text's room ``width`` -
        100, as a view's ``status_spot`` there gives it) while a computer seat decides (0 otherwise): its line,
        ``status_lines`` of its move and the hint, as ``draw_status_box`` lays them, and the 6 px under it. Views
        keep their controls above it (session 28: the box covered Dunbine's "End action", Ultra Seven's base)."""
        if not self.bots or not self.computer_turn():
            return 0
        text, room = self.app.text, width - 16 - 84
        hint = text.wrap(key("ui.bot_skip").get(self.app.lang), theme.SIZE_SMALL, room)
        label = text.line_height(theme.SIZE_BODY)
        return 18 + label + (self.status_lines + len(hint)) * text.line_height(theme.SIZE_SMALL) + 10 + 6

    def draw_status_box(self, surface: pygame.Surface, msg: str, lines: list[str], hint: str, clock: float) -> None:
        """The box at the bottom middle of the screen: a turning arc (by ``clock``, seconds), ``msg``,
        ``lines`` in gold and a muted ``hint`` under it, wrapped where the box's room is narrow (the computer's
        move, a network wait; where: ``status_spot``)."""
        text = self.app.text
        room, spot = self.status_spot(surface)
        shown, size = text.fit_line(msg, theme.SIZE_BODY, room)  # a narrow box: a little smaller before it is cut
        label = text.render(shown, size, theme.TEXT)
        hints = [text.render(ln, theme.SIZE_SMALL, theme.TEXT_MUTED) for ln in text.wrap(hint, theme.SIZE_SMALL, room)] \
            if hint else []
        small = text.line_height(theme.SIZE_SMALL)
        widest = max([label.get_width()] + [s.get_width() for s in hints]
                     + [text.size(ln, theme.SIZE_SMALL)[0] for ln in lines])
        box = pygame.Rect(0, 0, widest + 80, 18 + label.get_height() + (len(lines) + len(hints)) * small + 10)
        box.midbottom = spot
        theme.panel(surface, box, theme.PANEL_RAISED, theme.ACCENT, radius=10)
        centre = (box.x + 28, box.y + 9 + label.get_height() // 2)
        start = (clock * 5.0) % (2 * math.pi)
        pygame.draw.circle(surface, theme.BORDER, centre, 13, 3)
        pygame.draw.arc(surface, theme.ACCENT_HOVER, pygame.Rect(centre[0] - 13, centre[1] - 13, 26, 26),
                        start, start + 1.9 * math.pi / 2, 4)
        y = box.y + 9
        surface.blit(label, (box.x + 52, y))
        y += label.get_height() + 4
        for line in lines:
            surface.blit(text.render(line, theme.SIZE_SMALL, theme.GOLD), (box.x + 52, y))
            y += small
        for hint_s in hints:
            surface.blit(hint_s, (box.x + 52, y))
            y += small
        self.spinner_rect = box

    def hurry_input(self, inp) -> bool:
        """A click or Space (Return) while a computer move waits out its pause: it is played as soon
        as it is known. Keys and a click on the box are taken; a click elsewhere still reaches the screen."""
        turn = self.thinking
        if turn is None:
            return False
        if inp.kind == "key" and inp.shortcut in ("space", "return"):
            turn.hurry = True
            return True
        if inp.kind == "click" and inp.button == 1:
            turn.hurry = True
            return self.spinner_rect is not None and self.spinner_rect.collidepoint(inp.pos)
        return False

    def save(self) -> None:
        if not self.play.saves_here:
            self.notify(HOST_SAVES)  # a network client: the host's computer keeps the game
            return
        try:
            path = save_game(self.session)
        except OSError as exc:
            self.app.toast(Text(t("ui.save_failed", "ja", error=exc), t("ui.save_failed", "en", error=exc)), theme.ERROR)
            return
        self.app.toast(Text(t("ui.saved", "ja", name=path.name), t("ui.saved", "en", name=path.name)))
        self.last_save = path

    def changed(self, events: list[Event]) -> None:
        """Everything that follows a change of the session (see the module doc)."""
        self.autosaver.after_change()
        self.app.events_shown(events)  # dice / card sounds
        actor = self._actor
        if actor is not None and actor in self.bots:
            self.last_move = list(events)
        elif actor is not None:
            self.last_move = []
            self.report = report_of(self.seat_name(actor), events, actor)
        self.on_change(events)
        self.check_curtain()
        self.report = None
        self.check_game_over()

    def on_change(self, events: list[Event]) -> None:
        """Views refresh their widgets here (``events`` = the new log events)."""

    def help_text(self) -> list | None:
        """Rules help lines for the in-game menu (labels); None = this view has none."""
        return None

    # -- curtain and end of game -------------------------------------------------------------
    def __init_subclass__(cls, **kwargs) -> None:
        """Views that override ``check_curtain`` still never raise it for computer seats, and views
        that override ``handle`` (their board first) still give the network band and the refusal bar
        over the board the pointer before anything else (``bar_input``); a view's ``layout`` and
        ``draw`` get the window less the network band (``on_table``)."""
        super().__init_subclass__(**kwargs)
        on_table(cls)
        own_handle = cls.__dict__.get("handle")
        if own_handle is not None and not getattr(own_handle, "bar_first", False):
            def handle(self, inp, _own=own_handle) -> bool:
                return (self.play.handle(self, inp) or self.bar_input(inp) or self.hurry_input(inp)
                        or _own(self, inp))

            handle.bar_first = True
            handle.__doc__ = own_handle.__doc__
            cls.handle = handle
        own = cls.__dict__.get("check_curtain")  # a view's own curtain, after the seats' rules
        if own is not None and not getattr(own, "bot_aware", False):
            def check_curtain(self, _own=own) -> None:
                if not self.curtain_for_bots_handled():
                    _own(self)

            check_curtain.bot_aware = True
            check_curtain.__doc__ = own.__doc__
            cls.check_curtain = check_curtain

    def hands_over(self, decision) -> bool:
        """True when a different person must take the screen for ``decision`` (see the module doc)."""
        seat = decision.seat
        return (seat not in self.bots and len(self.human_seats()) >= 2 and seat != self.at_screen
                and self.takes_the_screen(decision))

    def takes_the_screen(self, decision) -> bool:
        """Whether the deciding person takes the screen for ``decision`` (a hand-over when it is another
        person); views say False for a decision that is taken at the table without one (Dunbine)."""
        return True

    def curtain_for_bots_handled(self) -> bool:
        """True when the seats settle the hand-over without a curtain: a computer decides (its moves
        are played on the neutral view, ``computers_play``), or the person at the screen goes on (the
        lone human, the same person again, a decision taken at the table)."""
        decision = self.session.pending()
        if decision is None:
            return False
        if decision.seat in self.bots:
            self.computers_play()
            return True
        if not self.hands_over(decision):
            self.show_seat(decision.seat)
            return True
        return False

    def show_seat(self, seat: int) -> None:
        """Draw ``seat``'s view, the person at the screen going on (hidden-information games)."""
        if self.spec.hidden_information and self.shown_seat != seat:
            self.shown_seat = seat
            self.on_change([])

    def computers_play(self) -> None:
        """A computer seat decides: with two or more people at a game that hides something the screen
        shows the neutral view, after the acting person has seen its own roll (``report``); so does a lone person
        where the screen asks for it (``lone_roll_report``)."""
        if self.lone_roll_report and len(self.human_seats()) == 1 and self.report is not None and not self.curtain_up:
            self.curtain_up = True  # the computers wait for the person's click

            def looked() -> None:
                self.curtain_up = False

            self.app.push(RollResult(self.app, self.report, on_done=looked))
            return
        if not self.spec.hidden_information or len(self.human_seats()) < 2 or self.shown_seat is None:
            return
        report = self.report
        if report is None:
            self.shown_seat = None
            self.on_change([])
            return
        self.curtain_up = True  # the acting seat's result first; the computers wait for it

        def seen() -> None:
            self.curtain_up = False
            self.shown_seat = None
            self.on_change([])

        self.app.push(RollResult(self.app, report, on_done=seen))

    def check_curtain(self) -> None:
        """Hand the screen to the deciding seat when a different person must take it (module doc)."""
        decision = self.session.pending()
        if decision is None or self.curtain_up or self.curtain_for_bots_handled():
            return
        seat = decision.seat

        def lifted() -> None:
            self.shown_seat = seat
            self.at_screen = seat
            self.curtain_up = False
            self.handed_over(seat)

        scene = self.curtain_scene(seat, decision, lifted, self.report)
        if scene is None:
            self.at_screen = seat  # an open game without a prompt: the next person simply plays
            return
        self.curtain_up = True
        self.on_change([])
        self.app.push(scene)

    def curtain_scene(self, seat: int, decision, on_ready, report: RollReport | None) -> Scene | None:
        """The scene that hands the screen to ``seat`` (it calls ``on_ready`` when the person has it):
        the privacy curtain, first showing the acting seat's ``report``, in a game with hidden
        information; none in an open game (views may offer a prompt: Dunbine's "pass the mouse")."""
        if not self.spec.hidden_information:
            return None
        return PrivacyCurtain(self.app, self.seat_name(seat), on_ready=on_ready, report=report)

    def handed_over(self, seat: int) -> None:
        """The person of ``seat`` has the screen now (views add a recap)."""
        self.on_change([])

    def check_game_over(self) -> None:
        if self.session.is_over() and not self.over_shown and not self.curtain_up:
            self.over_shown = True
            self.show_outcome()

    def show_outcome(self) -> None:
        from ..scenes.game_over import GameOverScene

        self.app.push(GameOverScene(self.app, self))

    # -- the refusal bar and input -------------------------------------------------------------
    @property
    def banner(self) -> tuple[Label, str] | None:
        """The bar's message: (label, "error" | "info"), or None. Setting it forgets the rules error
        behind the last one (``show_error`` sets both)."""
        return self._banner

    @banner.setter
    def banner(self, value: tuple[Label, str] | None) -> None:
        self._banner = value
        self.banner_error: RulesError | None = None
        self.bar.clear()

    @property
    def banner_rule(self) -> str:
        """The rule of the rules error shown ("" for a remark, or nothing shown)."""
        return self.banner_error.rule if self.banner_error is not None and self._banner is not None else ""

    def show_error(self, exc: RulesError) -> None:
        self.banner = ((lambda lang, e=exc: e.message(lang)), "error")
        self.banner_error = exc

    def notify(self, label: Label) -> None:
        self.banner = (label, "info")

    @property
    def why_rect(self) -> pygame.Rect:
        return self.bar.why_rect

    @property
    def banner_rect(self) -> pygame.Rect:
        return self.bar.rect

    # -- rules help at the cited rule ("why?") and the key list (see scenes.help) ----------------
    def why(self) -> None:
        from ..scenes.help import open_rules_help

        open_rules_help(self.app, self, self.banner_rule)

    def key_help(self) -> list:
        from ..scenes.help import game_key_help

        return game_key_help()

    def bar_input(self, inp) -> bool:
        """The refusal bar is drawn over the board, so it takes the pointer first: "why?", dismiss,
        or swallowed (``widgets.refusal``); True when the input was the bar's."""
        if self._banner is None:
            return False
        hit = self.bar.hit(inp)
        if hit is None:
            return False
        if inp.kind == "motion":
            self._pointer, self._hover = inp.pos, None  # no hover (or tooltip) of what lies under the bar
        if hit == "why":
            self.why()
        elif hit == "dismiss":
            self.banner = None
        return True

    def handle(self, inp) -> bool:
        if self.play.handle(self, inp) or self.bar_input(inp) or self.hurry_input(inp) or super().handle(inp):
            return True
        if inp.kind == "key":
            if inp.shortcut == "escape":
                from ..scenes.menu import GameMenu

                self.app.push(GameMenu(self.app, self))
                return True
            actions = {"ctrl+z": self.undo, "ctrl+y": self.redo, "ctrl+s": self.save, "ctrl+h": self.why}
            if inp.shortcut in actions:
                actions[inp.shortcut]()
                return True
        return False

    def banner_texts(self, lang: str) -> tuple[str, str]:
        """The bar's sentence in ``lang`` (with the rule) and the same in the other language beneath it
        (a rules error: its sentence alone, the rule being named above; "" when both read the same)."""
        label, _kind = self._banner
        main = resolve(label, lang)
        other_lang = "en" if lang == "ja" else "ja"
        error = self.banner_error
        other = (error.en if other_lang == "en" else error.ja) if error is not None else resolve(label, other_lang)
        return main, "" if other == main else other

    def draw_banner(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The refusal bar (errors red, remarks green) from ``rect`` down (or up, low on the screen),
        as tall as its sentences need; views call it after drawing everything it may cover."""
        if self._banner is None:
            self.bar.clear()
            return
        from ..scenes.help import why_label

        main, other = self.banner_texts(self.app.lang)
        kind = self._banner[1]
        self.bar.draw(surface, self.app, rect, main, other, why=why_label(self.app.lang) if self.banner_rule else "",
                      kind=kind, pointer=self._pointer)


on_table(GameScene)  # a view without a draw of its own draws with GameScene.draw
