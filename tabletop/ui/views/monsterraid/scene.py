"""The Monster Raid game screen (1-4 players at one computer, co-operative, open information).

Layout (any window size; designed for 1280x800): a top bar (stage, round,
wall damage, whose turn: adventurer AND which player takes the mouse, save,
menu); the four adventurers down the left; the battlefield in the middle
(``RaidTable``, the embedded shooting widget) with the targets' and effect
cards below it; on the right what there is to do now (placement, the turn's
skills / method / pass, a decision, the round-end steps) above the log with
rule citations.

Turn: the shooting widget is limited to the adventurer's methods and to the
dice the rules let them shoot; its simulator applies the ``Shoot`` action,
so the rules simulate the shot once and record its frames (the view's
``recorded_shot``), and the table animates exactly those frames; what
follows the action (the log, prompts, the round end) is held until the
animation ends. Faults are the rules' (ruling R2): after a first fault the
rules ask the shooter to redo it or let it stand (the decision's choices);
on a redo the table is rebuilt from the view (as it was) and only the
faulted die may be shot.
Skills: pick one or several active skills (and what to use each on), then
"use"; the rules tap them (once per stage).

Placement (rule 0): drag a minion or a displaced effect card on the table;
it goes to the nearest legal spot (``placing``), then Ready. Round end:
``RoundEndAnimation`` plays the rules' steps on the table as it stood. The
end of the game shows ``EndingScene`` with the score band's text.

Keyboard: every action has keys, listed by ``key_help`` (F1) for the phase
on screen: placement by ``placing_keys`` (Tab / 1-9 take, arrows move, Enter
puts), skills, their uses and decisions by ``turn_keys`` (1-9, ↑ ↓ Enter,
U uses, Esc closes), shooting by the table widget (``widget``), Ready
Enter, Pass Ctrl+P, the round end Space / End.

The screen reads the game only through ``session.view(None)`` (``view_data``;
the round end shows the view from before the action), ``session.legal_actions()``,
``session.pending()`` and the log, plus the game's data and pure functions.
"""

from __future__ import annotations

import math

import pygame

from tabletop.core.game import Event
from tabletop.core.i18n import rule_reference, t
from tabletop.games.monsterraid.actions import Pass, Ready, Shoot, UseSkill
from tabletop.games.monsterraid.content import content
from tabletop.games.monsterraid.geometry import apothem
from tabletop.games.monsterraid.presentation import describe_choice, describe_use, use_detail
from tabletop.games.monsterraid.shots import ShotSpec
from tabletop.games.monsterraid.table_bridge import table_from_dict
from tabletop.core.serial import from_json
from tabletop.physics import ShotResult, simulate
from tabletop.physics.layout import board_polygon, card_polygon
from tabletop.physics.model import Die

from ... import theme
from .controller import SENT, ShootingController, copy_table, position_error
from .aim import angle_to_targets, guided_aim, guided_throw
from .widget import VIEW_INSET, ReplayButton, owner_name
from ...cards.breaks import breaks_a_word, split_lines
from ...kept import Kept
from ...text import key, resolve
from ...widgets import Button, Label, LogPanel, ScrollList
from ...widgets.button import WrappedButton
from ..base import GameScene
from . import placing, placing_keys, turn_keys
from . import strings  # noqa: F401  (registers the mr.* strings)
from .panels import TOP_H, all_skills_shown, draw_adventurer, draw_enlarged, draw_targets, draw_top_bar
from .callouts import bounds
from .columns import ColumnList
from .render import MIN_BOARD_NAME, shrink_to_fit
from .resolution import RoundEndAnimation
from .table import STEP_ROOM, RaidTable

LEFT_W = 256
#: The table's least width when the adventurers' column widens for their skills (``_panels_width``): 800x560
#: leaves it at its width (narrower, a stage-2 board cut at the view's side lost its name tag).
MID_LEAST = 300
RIGHT_W = 330
LOG_LEAST = 150  # px: the side column's log at least
LOG_TIGHT = 96  # px: the log at least (its title and three lines) where the skills would scroll (800x560 after
# the growths: three skills)
#: The key of the shooting position in the session's notes (``Session.notes``, kept with a save).
POSITION_NOTE = "monsterraid.position"
#: The keys that shoot in a turn (and step through the round end).
SHOOT_KEYS = ("space", "return", "enter", "kp_enter")
#: The keys that shoot an ultimate die (the shot keys ask first: ``_ask_ultimate``).
ULTIMATE_KEYS = ("shift+return", "shift+enter", "shift+kp_enter")
#: A window lower than this (px) shows the targets' and effect cards on hover during a turn (``cards_on_hover``).
COMPACT_H = 680
MAX_LOG = 500


class WordsLabel(Label):
    """A wrapped label that keeps a katakana word whole where it fits (the side panel's help broke
    "0ダ" / "メージ" in the round end)."""

    def lines(self, ui) -> list[str]:
        return list(ui.text.wrapped(resolve(self.label, ui.lang), self.size, max(10, self.rect.w), self.bold,
                                    words=True))


class SkillButton(WrappedButton):
    """A growth option: the skill's name, and its text below with katakana words whole where they fit (the
    800x560 growth choice read "それぞれに２ダ" / "メージ", "個数分のダメー" / "ジ")."""

    def _lines(self, ui, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        room = max(20, width - 2 * self.PAD)
        label = ui.text.wrapped(resolve(self.label, ui.lang), self.size, room, words=True)
        sub = resolve(self.sublabel, ui.lang)
        return label, (ui.text.wrapped(sub, theme.SIZE_SMALL, room, words=True) if sub else ())


class MvpButton(SkillButton):
    """The MVP's option for an adventurer: the name, and under it the skills in that adventurer's hand (the MVP
    places one of them), each name whole on a line where it fits (at 150 % 「竜鱗の」 / 「守り」 broke one)."""

    def __init__(self, *args, skills: tuple | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.skills = skills   # the skills' names (Text); None: no list ("none")
        if skills is not None:   # the whole text, as one line (what the row reads)
            self.sublabel = lambda lang: t("mr.mvp_hand", lang, skills=("、" if lang == "ja" else ", ").join(
                n.get(lang) for n in skills) or t("mr.mvp_hand_none", lang))

    def _lines(self, ui, width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        label, sub = super()._lines(ui, width)
        if self.skills is None:
            return label, sub
        room = max(20, width - 2 * self.PAD)
        lead, comma = t("mr.mvp_hand", ui.lang, skills=""), "、" if ui.lang == "ja" else ", "
        names = [n.get(ui.lang) for n in self.skills] or [t("mr.mvp_hand_none", ui.lang)]
        lines, line = [], lead
        for i, name in enumerate(names):
            piece = name + (comma if i < len(names) - 1 else "")
            if line.strip() and ui.text.size(line + piece.rstrip(), theme.SIZE_SMALL)[0] > room:
                lines.append(line.rstrip())
                line = ""
            line += piece
        lines.append(line)
        sub: list[str] = []
        for line in lines:   # a name wider than the row wraps as any text
            sub += ui.text.wrapped(line, theme.SIZE_SMALL, room, words=True)
        return label, tuple(sub)


def awkward_breaks(lines) -> int:
    """How many of ``lines``' breaks part a kanji from the kana that ends its word ("無" / "し") or leave a line of
    one character."""
    def kanji(ch: str) -> bool:
        return "\u4e00" <= ch <= "\u9fff"

    def hiragana(ch: str) -> bool:
        return "\u3041" <= ch <= "\u309f"

    shown = [line.strip() for line in lines]
    parted = sum(1 for a, b in zip(shown, shown[1:]) if a and b and kanji(a[-1]) and hiragana(b[0]))
    return parted + sum(1 for line in shown if len(line) == 1)


class MonsterRaidScene(GameScene):
    """See the module doc."""

    uses_tab = True  # Tab cycles the dice to shoot (see ``ui.focus``)
    uses_arrows = True  # the arrows aim

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        from ...cards.render import CardRenderer

        self.cards = CardRenderer(app.text)
        self.kept = Kept()  # the adventurers' and targets' panels, drawn when they change
        self._reprs: dict[int, tuple[object, str]] = {}  # ``shown_repr``: a view's parts as the kept panels' keys
        self._board_names: dict[tuple[str, str, int, int], tuple[str, ...]] = {}  # ``board_name``'s answers
        self._panel_plain: tuple[tuple, pygame.Surface] | None = None  # the right panel's background, by colour and size
        self.anim: RoundEndAnimation | None = None
        self._before: dict | None = None  # the view before the action being applied
        self._held: tuple[list[Event], dict | None] | None = None  # a shot's aftermath, held while it is animated
        self._shot_tables: dict[int, object] = {}  # the rules' physics table of the last shot (for its replay)
        self._held_after: tuple[list[Event], dict | None] | None = None  # released by on_shot
        self._awaited: tuple[int, object, dict | None] | None = None  # a shot sent to the host (index, table, view)
        self.anim_log_cut = 0
        self.chosen: dict[str, UseSkill] = {}  # skill id -> the use chosen (several at once)
        self.picking: str | None = None        # skill whose uses are listed
        self.placer = placing.PlacementDrag()
        self.place_keys = placing_keys.PlacementKeys(self)
        self.turn_keys = turn_keys.TurnKeys(self)
        self._fitted_stage = -1
        self.hovers: list = []
        #: A key, press, click or drag's end put away the card shown on hover until the pointer moves again
        #: (``_hovered_face``).
        self._cards_quiet = False
        self.view_data: dict = session.view(None)
        self.ctl = self.make_controller()
        self.board = RaidTable(self.ctl, self)
        # top bar
        self.save_btn = Button(key("mr.save"), self.save, size=theme.SIZE_SMALL, shortcut="ctrl+s")
        self.menu_btn = Button(key("mr.menu"), self.open_menu, size=theme.SIZE_SMALL, shortcut="escape")
        # the context panel
        self.ctx_title = Label(self.context_title, size=theme.SIZE_BODY, bold=True, colour=theme.GOLD, wrap=True)
        self.ctx_help = WordsLabel(self.context_help, size=theme.SIZE_SMALL, wrap=True, colour=theme.TEXT_MUTED)
        # Tab and the arrows aim or move a placement here (no focus ring): Ready and Pass have keys of their own
        self.ready_btn = Button(key("mr.ready"), lambda: self.apply_action(Ready()), style="primary",
                                shortcut="return")
        self.method_btns = {m: Button(key(f"raid.{m}"), lambda m=m: self.ctl.set_method(m), size=theme.SIZE_SMALL,
                                      tooltip=lambda lang, m=m: f"{t(f'raid.{m}', lang)} (M)")
                            for m in ("flick", "throw", "coin")}
        self.skill_list = ScrollList(item_height=34, gap=4)
        self.choices = ColumnList(item_height=36, gap=4)
        self.use_btn = Button(lambda lang: t("mr.use_skills", lang, n=len(self.chosen)), self.use_skills,
                              enabled=lambda: bool(self.chosen) and not self.ctl.busy, size=theme.SIZE_SMALL,
                              shortcut="u")
        self.pass_btn = Button(key("mr.pass"), lambda: self.apply_action(Pass()), enabled=self.can_pass,
                               tooltip=self.pass_text, size=theme.SIZE_SMALL, shortcut="ctrl+p")
        self.pass_why = Label(self.pass_text, size=theme.SIZE_SMALL - 1, wrap=True, colour=theme.TEXT_MUTED)
        self.next_btn = Button(key("mr.next_step"), self.next_step, style="primary", size=theme.SIZE_SMALL)
        self.skip_btn = Button(key("mr.skip_all"), self.skip_steps, size=theme.SIZE_SMALL, shortcut="end")
        self.log = LogPanel(title=key("mr.log"), words=True, whole_entries=True)  # "サムライコンビ" / "ネーション" never
        self.replay_btn = ReplayButton(lambda: self.ctl)   # the last shot again, slowly (as on the practice table)
        self.add(self.board, self.save_btn, self.menu_btn, self.ctx_title, self.ctx_help, self.ready_btn,
                 *self.method_btns.values(), self.skill_list, self.choices, self.use_btn, self.pass_btn,
                 self.pass_why, self.next_btn, self.skip_btn, self.log, self.replay_btn)
        self.banner_area = pygame.Rect(0, 0, 0, 0)
        # A turn that begins after a screen (the round end's steps, a decision, the placement left by a key)
        # shoots by a key only once the player has aimed on it (``_guarded``); ``_was_turn``: what the last
        # refresh showed ("turn", "placement", "screen"), ``_last_input``: the last key or click's kind
        self.shot_guard = False
        self.guard_hint = False   # a shot key was held back: the small hint to aim shows (``draw_guard_hint``)
        self.ultimate_hint = False   # a shot key was held back from an ultimate die: the hint says how (``_ask_ultimate``)
        self._was_turn = ""
        self._last_input = ""
        self._options_for: tuple = ()   # the decision whose options the list shows
        self._steps_ended_alone = False   # the round end's last step ended by itself (its options: ``choices.hold``)
        self.targets_rect = pygame.Rect(0, 0, 0, 0)
        self.adv_rects: list[pygame.Rect] = []

    # -- the shooting controller -------------------------------------------------------------------
    def methods(self) -> list[str]:
        """How the adventurer shoots now (the view's ``shooting``: rule シュート)."""
        return list(self.view_data["shooting"]["methods"])

    def shootable(self) -> list[str]:
        """The dice the rules let the adventurer shoot now (hand first, then ultimate dice; after a fault that die)."""
        return [d["id"] for d in self.view_data["shooting"]["dice"]]

    def make_controller(self, table=None) -> ShootingController:
        view = self.view_data
        shooting = view["shooting"]
        if table is None:
            table = table_from_dict(view["table"])
            dice = shooting["dice"] if view["phase"] == "attack" else []
            for d in dice:
                table.dice.append(Die(d["id"], d["kind"], d["owner"], 0.0, 0.0, 0.0, d["face"], False))
        launcher = view["table"]["launcher"]
        position = tuple(launcher) if launcher else None
        if getattr(self, "ctl", None) is None:   # a game continued or loaded: where the screen last had it (moved
            # with no shot since: the save's note), else where its last shot started (a throw's start is no launcher's)
            position = self.noted_position() or self.last_shot_start() or position
        if position is not None and position_error(table, *position) is not None:
            position = None   # a new stage's targets too near the last one's spot: the table's first legal spot
        table.launcher = position   # (stage 3 opened on a red launcher and every shot refused, "カード2枚分…")
        old = getattr(self, "ctl", None)
        ctl = ShootingController(table, seed=shooting["seed"], shot_index=shooting["shot_index"],
                                 methods=self.methods(), eligible=lambda _t: self.shootable(),
                                 simulator=self.simulate, on_result=self.on_shot, faults=False, position=position,
                                 replayer=self.resimulate)
        ctl.no_die_words = "raid.no_die_pass"   # (a newcomer's empty hand met "no die to shoot" and no next step)
        if old is not None:  # keep the player's shooting position between turns, and the last shot
            if old.method in ctl.methods:
                ctl.method = old.method
            if old.position != position and position_error(table, *old.position) is None:
                ctl.set_position(*old.position)
            ctl.record, ctl.records, ctl.replay_speed = old.record, old.records, old.replay_speed
        boards = sorted(b.id for b in table.boards)
        if (old is not None and old.die_obj() is not None and sorted(b.id for b in old.table.boards) == boards
                and old.method == ctl.method):
            ctl.aim = old.aim   # the aim the player last had, while the same boards stand and the method is the same
        else:  # the placement, a first turn, a loaded game, boards gone or another method: aim at the monsters, at
            angle = angle_to_targets(table, *ctl.position)   # the power that stops the die on a board (50 % stopped
            if angle is not None:                            # short of all)
                ctl.aim.angle = angle
            die = ctl.die_obj()
            if ctl.method == "throw":   # (a flick's full power kept for a throw lobbed far past every board)
                guided = guided_throw(table, *ctl.position, ctl.aim.loft)
            else:
                guided = None if die is None else guided_aim(table, die.kind, *ctl.position)
            if guided is not None:
                ctl.aim.angle, ctl.aim.power = guided
        if (ctl.method == "flick" and "throw" in ctl.methods and table.boards
                and all(b.raised for b in table.boards)):   # only flyers stand: a sliding die never lands on one
            ctl.method = "throw"   # (session 28: a newcomer's Enter flicked Leaf's dice short of the lone giant bat)
            guided = guided_throw(table, *ctl.position, ctl.aim.loft)
            if guided is not None:
                ctl.aim.angle, ctl.aim.power = guided
        return ctl

    def noted_position(self) -> tuple[float, float] | None:
        """The shooting position the session's notes keep (``note_position``), or None (a save made before them)."""
        kept = (getattr(self.session, "notes", None) or {}).get(POSITION_NOTE)
        try:
            x, y = kept
            return float(x), float(y)
        except (TypeError, ValueError):
            return None

    def note_position(self) -> None:
        """Keep the shooting position in the session's notes (``Session.notes``: saved with the game, public, no
        rule reads it) when it changed: one moved without a shot was lost on quitting and continuing (issue 16)."""
        notes = getattr(self.session, "notes", None)
        ctl = getattr(self, "ctl", None)
        if notes is None or ctl is None or ctl.busy:
            return
        spot = [round(ctl.position[0], 3), round(ctl.position[1], 3)]
        if notes.get(POSITION_NOTE) != spot:
            notes[POSITION_NOTE] = spot

    def last_shot_start(self) -> tuple[float, float] | None:
        """Where the game's last shot started (its ``Shoot`` in the session's actions), or None: the shooting position
        the screen kept after it, whoever shot (issue 16: after Continue the position went back to the last launcher
        shot's, away from where Paola had last thrown from)."""
        for entry in reversed(getattr(self.session, "actions", None) or []):
            action = entry.get("action") if isinstance(entry, dict) else None
            if isinstance(action, dict) and action.get("type") == "Shoot":
                try:
                    return float(action["x"]), float(action["y"])
                except (KeyError, TypeError, ValueError):
                    return None
        return None

    def uses_launcher(self, method: str) -> bool:
        """Whether a shot by ``method`` starts from the adventurer's launcher (never a coin toss: ruling R1)."""
        return method != "coin" and bool(self.view_data["shooting"]["launcher"])

    def simulate(self, _table, shot, _seed, _index):
        """Apply the ``Shoot`` action: the rules simulate the shot once and record its frames, which come back
        (the view's ``recorded_shot``) for the table to animate; None if the rules refused the shot.
        What follows the action (``changed``) is held until the animation ends (``on_shot``)."""
        shooting = self.view_data["shooting"]
        launcher = self.uses_launcher(shot.method)
        spec = ShotSpec(shot.die, shot.method, shot.x, shot.y, shot.angle, shot.power, shot.spin, shot.loft, launcher)
        die = next((d for d in self.view_data["dice"] if d["id"] == shot.die and d["where"] != "field"), None)
        table = table_from_dict(self.view_data["table"], spec, die)  # the very table the rules build
        self._held = ([], None)
        try:
            ok = self.apply_action(Shoot(shot.die, shot.method, shot.x, shot.y, shot.angle, shot.power, shot.spin,
                                         shot.loft, launcher))
        finally:
            held, self._held = self._held, None
        if ok and self.play.asynchronous:  # a game on a host: its update brings the frames (``changed``)
            self._awaited = (shooting["shot_index"], table, held[1])
            return SENT
        recorded = self.session.view(None).get("recorded_shot") if ok else None
        if recorded is None or recorded["shot_index"] != shooting["shot_index"]:
            if ok:  # applied, but nothing to animate: what follows is shown now
                self._release(held)
            return None
        self._held_after = held
        self._shot_tables = {recorded["shot_index"]: table}  # replay replays the last shot
        return from_json(ShotResult, recorded["result"])

    def show_error(self, exc) -> None:
        if self._awaited is not None:  # the host refused the shot sent: aim again, on the latest view,
            self._awaited = None        # told on the table's line as a shot refused here is (the bar
            self.ctl.deliver(None)      # would lie over the launcher's die)
            self.refresh()
            self.ctl.say(exc, "error")
            return
        super().show_error(exc)

    def deliver_shot(self, events: list[Event]) -> bool:
        """A game on a host: the update answering the shot sent came; animate its recorded frames, with
        what followed held until the animation ends (as ``simulate`` does locally). False: not yet."""
        index, table, before = self._awaited
        recorded = self.session.view(None).get("recorded_shot")
        if recorded is None or recorded["shot_index"] != index:
            if self.session.pending() is not None and self.session.legal_actions():
                self._awaited = None  # answered without a shot (refused): aim again
                self.ctl.deliver(None)
            return False
        self._awaited = None
        self._held_after = (events, before)
        self._shot_tables = {index: table}
        self.ctl.deliver(from_json(ShotResult, recorded["result"]))
        return True

    def resimulate(self, record):
        """A replay's check: the recorded shot simulated again on the rules' table."""
        table = self._shot_tables.get(record.index, record.before)
        return simulate(copy_table(table), record.shot, record.seed, record.index, record_frames=True)

    def on_shot(self, record) -> None:
        """The animation is over: what followed the shot's action is shown now."""
        held, self._held_after = self._held_after, None
        if held is not None:
            self._release(held)

    def _release(self, held: tuple[list[Event], dict | None]) -> None:
        events, before = held
        self._before = before
        try:
            self.changed(events)
        finally:
            self._before = None
        self.refresh()

    # -- actions ---------------------------------------------------------------------------------
    def apply_action(self, action) -> bool:
        self._before = self.session.view(None)
        ok = super().apply_action(action)
        self._before = None
        if not ok:
            self.refresh()
        return ok

    def changed(self, events: list[Event]) -> None:
        if self._awaited is not None and self.deliver_shot(events):
            return
        if self._held is not None:  # a shot being animated: shown when the animation ends
            self._held = (self._held[0] + events, self._before)
            return
        if self._before is not None and any(e.kind == "round_end" for e in events):
            self.anim = RoundEndAnimation(events, self._before)
            first = next(i for i, e in enumerate(events) if e.kind == "round_end")
            self.anim_log_cut = len(self.session.log_for(None)) - len(events) + first
        for e in events:
            if e.kind == "fault":
                self.notify(key("mr.fault_again") if e.data.get("again") else key("mr.fault_stands"))
        super().changed(events)

    def check_game_over(self) -> None:
        if self.anim is not None:
            return  # the ending waits for the round end to be shown
        super().check_game_over()

    def show_outcome(self) -> None:
        from .ending import EndingScene

        self.app.push(EndingScene(self.app, self))

    def use_skills(self) -> None:
        """Apply every chosen skill use in turn (several at once); stop at the first the rules refuse."""
        uses = list(self.chosen.values())
        self.chosen, self.picking = {}, None
        for use in uses:
            if not self.apply_action(use):
                break
        self.refresh()

    def can_pass(self) -> bool:
        return any(isinstance(a, Pass) for a in self.legal())

    def pass_text(self, lang: str) -> str:
        if self.view_data["fault"]:
            return t("mr.pass_fault", lang)
        return t("mr.pass_ok", lang) if self.can_pass() else t("mr.pass_why", lang)

    def legal(self) -> list:
        if not hasattr(self, "_legal_key") or self._legal_key != self.play.moment() or self._legal is None:
            self._legal = self.session.legal_actions() if not self.session.is_over() else []
            self._legal_key = self.play.moment()
        return self._legal

    # -- round-end animation ---------------------------------------------------------------------------
    def next_step(self) -> None:
        if self.anim is not None:
            self.anim.advance()
            self._anim_check()
            self.layout(self.app.size)

    def skip_steps(self) -> None:
        if self.anim is not None:
            self.anim.skip()
            self._anim_check()

    def _anim_check(self) -> None:
        if self.anim is not None and self.anim.done:
            self.anim = None
            self.refresh()
            self.check_game_over()

    # -- refresh ----------------------------------------------------------------------------------------
    def on_change(self, events: list[Event]) -> None:
        self._legal = None
        self.placer.drag, self.placer.drag_at, self.placer.by_keys = None, None, False  # the table changed under it
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        self._legal = None
        view = self.view_data = session.view(None)
        if not self.ctl.busy and self.ctl.awaiting is None:  # (not while a shot sent to a host awaits its frames)
            if self.anim is not None:
                self.ctl = self.make_controller(table_from_dict(self.anim.before["table"]))
            else:
                self.ctl = self.make_controller()
            self.board.ctl = self.ctl
        phase = view["phase"]
        turn = phase == "attack" and not view["pending"] and self.anim is None and not session.is_over()
        placement = phase == "placement" and self.anim is None
        prompt = bool(view["pending"]) and self.anim is None
        # a turn after a screen: its first shot must be aimed (``_guarded``); a click on Ready is no accident
        if turn and (self._was_turn == "screen" or (self._was_turn == "placement" and self._last_input == "key")):
            self.shot_guard, self.guard_hint = True, False
        self._was_turn = "turn" if turn else "placement" if placement else "screen"
        if self._fitted_stage != view["stage"] and self.board.rect.w > 0:
            self.fit_view()
        self.board.editing = not turn
        self.board.hud_visible = turn
        self.board.enabled = turn
        self.ready_btn.visible = placement
        for m, b in self.method_btns.items():
            b.visible = turn and m in self.ctl.methods
        self.skill_list.visible = turn
        self.use_btn.visible = turn
        self.pass_btn.visible = self.pass_why.visible = turn
        self.next_btn.visible = self.skip_btn.visible = self.anim is not None
        self.replay_btn.visible = turn
        self.choices.visible = prompt or (turn and self.picking is not None)
        # the adventurer's skills (several may be chosen)
        buttons = []
        self.skill_keys: list[Button] = []  # the skill buttons keys 1-9 press
        if turn:
            adv = next(a for a in view["adventurers"] if a["id"] == view["turn"])
            uses = [a for a in self.legal() if isinstance(a, UseSkill)]
            for skill in adv["skills"]:  # the skills in play
                sid, tapped = skill["id"], skill["tapped"]
                sdef = content().skills[sid]
                mine = [a for a in uses if a.skill == sid]
                # an active skill's key (1-9, in order); none for a passive one, nor while a list of uses is open
                n = 0 if self.picking is not None or sdef.kind != "active" else len(self.skill_keys) + 1
                b = SkillButton(turn_keys.keyed(self._skill_label(sid), n), lambda sid=sid: self.pick_skill(sid),
                                size=theme.SIZE_SMALL, align="left", enabled=bool(mine) and sdef.kind == "active",
                                tooltip=self._skill_tip(sid, tapped, sdef.kind, bool(mine), turn_keys.row_key(n)))
                b.skill, b.whole = sid, sdef.text   # its text, shown under its name where the column has room
                b.why = None if mine else key("mr.skill_tapped" if tapped else "mr.skill_none")
                if n:
                    self.skill_keys.append(b)
                b.selected = sid in self.chosen or sid == self.picking
                buttons.append(b)
        self.skill_list.set_items(buttons)
        # choices: a decision's options, or the uses of the skill being picked
        items = []
        if prompt:
            for a in self.legal():
                opt = a.option
                sdef = content().skills.get(opt)
                n = len(items) + 1  # its key (1-9; ↑ ↓ reach every row)
                if sdef is not None:  # a skill card: its name, and its whole text below (no tooltip repeating it)
                    b = SkillButton(turn_keys.keyed(sdef.name, n), lambda a=a: self.apply_action(a),
                                      size=theme.SIZE_BODY, align="left", sublabel=sdef.text)
                elif view["pending"].get("kind") == "mvp":   # an adventurer (or none): the skills the MVP would
                    # place one of under the name
                    b = MvpButton(turn_keys.keyed(lambda lang, a=a: describe_choice(a.option, lang), n),
                                  lambda a=a: self.apply_action(a), size=theme.SIZE_BODY, align="left",
                                  skills=self._hand_skills(opt) if opt != "none" else None)
                else:
                    b = WrappedButton(turn_keys.keyed(lambda lang, a=a: describe_choice(a.option, lang), n),
                                      lambda a=a: self.apply_action(a), size=theme.SIZE_SMALL, align="left")
                items.append(b)
        elif turn and self.picking is not None:
            for a in self.legal():
                if isinstance(a, UseSkill) and a.skill == self.picking:
                    items.append(WrappedButton(turn_keys.keyed(lambda lang, a=a: self.use_label(a, lang, True),
                                                               len(items) + 1),
                                               lambda a=a: self.choose_use(a), size=theme.SIZE_SMALL, align="left",
                                               tooltip=lambda lang, a=a: self.use_label(a, lang)))
        self.choices.set_items(items)
        shown = (repr(view["pending"]), tuple(repr(a) for a in self.legal())) if prompt else ()
        if shown != self._options_for:   # a new decision's options: under the pointer, they wait for it to move
            self._options_for = shown     # (it clicked "Next", or rested on "Next" while the round end's last step
            self.choices.release()        # ended by itself: the click meant for it chose Sigurd's growth unseen)
            if prompt:
                self.choices.hold(None if self._steps_ended_alone else self._pointer)
        # the log with rule citations
        lines = []
        events = session.log_for(None)
        if self.anim is not None:  # the round end's lines appear once it has been shown
            events = events[:self.anim_log_cut]
        for event in events[-MAX_LOG:]:
            colour = theme.GOLD if event.kind in ("shot", "round_end") else (
                theme.WARNING if event.kind == "fault" else theme.TEXT)
            lines.append(((lambda lang, e=event: e.line(lang)), colour))
        self.log.set_lines(lines)
        self.layout(self.app.size)
        self._forget_stale_hover()
        self.turn_keys.listed()

    def _hand_skills(self, adventurer: str) -> tuple:
        """The names of the skills in ``adventurer``'s hand, one of which the MVP places."""
        adv = next(a for a in self.view_data["adventurers"] if a["id"] == adventurer)
        return tuple(content().skills[s["id"]].name for s in adv["skill_hand"])

    def _forget_stale_hover(self) -> None:
        """The screen was rebuilt (a growth option chosen, the next decision's list): a hovered widget that is
        no longer on screen takes its tooltip with it; the widget under the pointer now starts its own delay, unless
        a click dismissed the tooltip (``Scene.handle``): then the new widget's stays away too until the pointer
        moves to another (issue 16: Ready clicked at 800x560 gave its place to the first turn's ドラゴンソウル row,
        whose tooltip then stood over the table and the adventurers)."""
        if self._hover is None:
            return
        now = self.widget_at(self._pointer)
        if now is not self._hover:
            self._hover, self._hover_time = now, (-math.inf if self._hover_time == -math.inf else 0.0)

    def _skill_label(self, sid: str):
        def label(lang: str) -> str:
            sdef = content().skills[sid]
            adv = next(a for a in self.view_data["adventurers"] if a["id"] == sdef.adventurer)
            tapped = next(x["tapped"] for x in adv["skills"] + adv["skill_hand"] if x["id"] == sid)
            mark = "✓ " if sid in self.chosen else ""
            status = t("mr.tapped", lang) if tapped else (t("mr.active", lang) if sdef.kind == "active"
                                                            else t("mr.passive", lang))
            return f"{mark}{sdef.name.get(lang)}（{status}）" if lang == "ja" else f"{mark}{sdef.name.get(lang)} ({status})"
        return label

    def _skill_tip(self, sid: str, tapped: bool, kind: str, usable: bool, shortcut: str = ""):
        def tip(lang: str) -> str:
            text = content().skills[sid].text.get(lang) + (f" ({shortcut})" if shortcut else "")
            why = ("mr.skill_passive" if kind != "active" else "mr.skill_tapped" if tapped
                   else None if usable else "mr.skill_none")
            return f"{text}\n{t(why, lang)}" if why else text
        return tip

    def pick_skill(self, sid: str) -> None:
        if sid in self.chosen:
            self.chosen.pop(sid)
            self.picking = None
        else:
            uses = [a for a in self.legal() if isinstance(a, UseSkill) and a.skill == sid]
            if len(uses) == 1:
                self.chosen[sid] = uses[0]
                self.picking = None
            elif uses:
                self.picking = None if self.picking == sid else sid
        self.refresh()

    def die_name(self, die_id: str, lang: str) -> str:
        """A die as players name it: its owner, ultimate or not, its kind and face on the battlefield."""
        d = next((x for x in self.view_data["dice"] if x["id"] == die_id), None)
        if d is None:
            return die_id
        owner = owner_name(d["owner"], lang)
        kind = (("奥義" if lang == "ja" else "ultimate ") if d["ultimate"] else "") + d["kind"]
        face = f"[{d['face']}]" if d["where"] == "field" else ""
        return f"{owner}の{kind}{face}" if lang == "ja" else f"{owner}'s {kind}{face}"

    def use_label(self, action: UseSkill, lang: str, short: bool = False) -> str:
        """The skill use as the log names it (``describe_use``), with the dice named as players name them; ``short``:
        only what tells it from the skill's other uses (``use_detail``: the title over their list names the skill)."""
        text = (use_detail(action, lang) or describe_use(action, lang)) if short else describe_use(action, lang)
        for die_id in sorted({action.die, *action.dice} - {""}, key=len, reverse=True):
            text = text.replace(die_id, self.die_name(die_id, lang))
        return text

    def choose_use(self, action: UseSkill) -> None:
        self.chosen[action.skill] = action
        self.picking = None
        self.refresh()

    # -- texts --------------------------------------------------------------------------------------------
    def context_title(self, lang: str) -> str:
        view = self.view_data
        if self.anim is not None:
            return t("mr.round_end", lang) + "  " + t("mr.step_count", lang, i=min(self.anim.index + 1, len(self.anim.steps)),
                                                      n=len(self.anim.steps))
        if self.session.is_over():
            return t("ui.game_over", lang)
        if view["phase"] == "placement":
            return t("mr.placement_title", lang)
        if view["pending"]:
            kind = view["pending"]["kind"]
            if kind == "growth":
                return t("mr.mvp_growth_title" if view["pending"].get("mvp") else "mr.growth_title", lang)
            if kind == "mvp":
                return t("mr.mvp_title", lang)
            return self.session.pending().prompt.get(lang)
        if self.picking is not None:
            return t("mr.skill_pick", lang, skill=content().skills[self.picking].name.get(lang))
        return t("mr.your_turn", lang, name=content().adventurer(view["turn"]).name.get(lang))

    def context_help(self, lang: str) -> str:
        view = self.view_data
        if self.anim is not None:
            return f"{self.anim.text(lang)}\n({rule_reference(self.anim.rule(), lang)})"
        if self.session.is_over():   # the final table after the ending: its score, and the way back (the
            ending = view.get("ending") or {}   # newcomer's playthrough met a bare "Game over" and an empty table)
            return t("mr.over_help", lang, score=ending.get("score", view.get("wall", 0)),
                     title=ending.get("title", {}).get(lang, ""))
        if view["phase"] == "placement":
            return t("mr.placement_help", lang)
        if view["pending"]:
            return self.session.pending().prompt.get(lang)
        if self.ctl.busy:
            return t("mr.shooting", lang)
        if self.ctl.die is not None and self.board.is_ultimate(self.ctl.die):   # Enter shoots none (``_ask_ultimate``):
            return t("mr.shoot_hint_ultimate", lang)   # said before the player presses it, not only after
        return t("mr.shoot_hint", lang)

    def mouse_seat(self) -> int | None:
        """The seat that holds the mouse. While a shot is still in flight on screen the session has already
        moved on to the next decision, but the screen still shows the shooter's turn: the shooter's seat."""
        if self.ctl.busy and self.anim is None:
            view = self.view_data
            shooter = next((a["seat"] for a in view["adventurers"] if a["id"] == view["turn"]), None)
            if shooter is not None:
                return shooter
        decision = self.session.pending()
        return decision.seat if decision else None

    def decision_text(self, lang: str) -> str:
        """Whose decision, short: the adventurer's turn, placement, growth of X, MVP, seal, phase shift."""
        decision = self.session.pending()
        view = self.view_data
        if decision is None:
            return ""
        if decision.kind == "turn":
            return t("mr.turn", lang, name=content().adventurer(view["turn"]).name.get(lang))
        adv = view["pending"]["adventurer"] if view["pending"] else ""
        name = content().adventurer(adv).name.get(lang) if adv else ""
        return t(f"mr.kind.{decision.kind}", lang, name=name)

    def seat_side(self, seat: int) -> int:
        """The palette side (``theme.side_style``) of the adventurer of ``seat`` whose decision it is
        (else the seat's first one)."""
        from .render import owner_side

        view = self.view_data
        pending = view["pending"]
        decision = self.session.pending()
        adv = view["turn"] if decision is not None and decision.kind == "turn" else (
            pending["adventurer"] if pending and pending["adventurer"] else "")
        if not adv:
            adv = next(a["id"] for a in view["adventurers"] if a["seat"] == seat)
        return owner_side(adv)

    def seat_text(self, seat: int, lang: str) -> str:
        return t("mr.seat", lang, n=seat + 1)

    # -- the table: labels, placement drag, hover -----------------------------------------------------
    def table_labels(self, lang: str):
        """(board name lines, die highlights, board highlights, marks, HP) for the table widget; HP is
        board id -> (damage shown, HP, destroyed in the step shown)."""
        view = self.anim.before if self.anim is not None else self.view_data
        boards = {}
        damage = {}
        destroyed: set[str] = set()
        dice_hi, board_hi, marks = {}, {}, {}
        hp: dict[str, tuple[int, int, bool]] = {}
        if self.anim is not None:
            dice_hi, board_hi, marks = self.anim.highlights()
            destroyed = self.anim.shown_destroyed()
        for tg in view["targets"]:
            if tg["destroyed"]:
                continue
            dmg = self.anim.shown_damage(tg["id"], tg["damage"]) if self.anim is not None else tg["damage"]
            damage[tg["id"]] = dmg
            scale = self.board.transform().scale
            size = max(12, min(28, int(14 * scale)))  # the table renderer's board label size
            room = max(24, int(2 * apothem(tg["sides"]) * scale) + 8)
            boards[tg["id"]] = self.board_name(tg["name"][lang], lang, size, room)
            hp[tg["id"]] = (dmg, tg["hp"], tg["id"] in destroyed)
        if self.placer.drag is not None:
            board_hi[self.placer.drag[1]] = (120, 220, 255)
        return boards, dice_hi, board_hi, marks, hp

    def board_name(self, name: str, lang: str, size: int, room: int) -> list[str]:
        """A target's name on its board ``room`` px wide: on one line (shrunk to the board by the renderer if it fits
        at all), else on two, never a word broken in two; worked out once per name, size and room (the table asks
        for every board's twice a frame). The lines are the caller's."""
        key = (name, lang, size, room)
        found = self._board_names.get(key)
        if found is None:
            text = self.app.text
            names = [name]
            if text.size(name, MIN_BOARD_NAME, True)[0] > room:   # else a long name takes two lines
                names = list(text.wrapped(name, size, room, True))
                if lang != "en":   # between the words a name is made of ("ダイア" / "ウルフ", not "ダイアウル" / "フ")
                    names = next((found for soft in (True, False) if (found := split_lines(
                        name, lambda line: text.size(line, MIN_BOARD_NAME, True)[0] <= room, 2, soft=soft))), names)
            if lang == "en" and " ".join(names) != name:  # never a word broken in two
                names = [text.fit(name, size, room, True)]
            if len(names) > 2:
                names = [names[0], text.fit(" ".join(names[1:]), size, room, True)]
            if len(self._board_names) > 256:
                self._board_names.clear()
            found = self._board_names[key] = tuple(names)
        return list(found)

    def card_titles(self, lang: str) -> dict[str, str]:
        """Each effect card on the table by its name (drawn along the card); in the round's end, the table it shows
        (the round's, before the end: the cards dealt for the next had left those on the table blank)."""
        view = self.anim.before if self.anim is not None else self.view_data
        return {c["id"]: c["name"][lang] for c in view["effect_cards"]}

    def counts_for(self) -> dict[str, list[str]]:
        """Each die on the field -> the boards and cards it counts for (the rules' "on"), in table order."""
        out: dict[str, list[str]] = {}
        for thing in [*self.view_data["targets"], *self.view_data["effect_cards"]]:
            if thing.get("destroyed"):
                continue
            for die in thing["dice_on"]:
                out.setdefault(die, []).append(thing["id"])
        return out

    def fit_view(self) -> None:
        """The table's default view of the stage (every board and card and the shooting position, dice at true
        scale: ``ShootingWidget.default_view``)."""
        self.board.default_view()
        self._fitted_stage = self.view_data["stage"]

    def placement_ghost(self):
        return self.placer.ghost(self)

    def placement_marks(self):
        """(badges, cursor, spots) for the table in the placement phase: each movable thing's number, the
        keyboard's cursor point and the legal spots of what the keys hold (``placing_keys``), or ([], None, [])."""
        if self.view_data["phase"] != "placement" or self.anim is not None or self.session.is_over():
            return [], None, []
        cursor = self.placer.drag_at if self.placer.by_keys else None
        return self.place_keys.badges(), cursor, self.place_keys.outlines()

    def key_help(self) -> list:
        """F1: the keys every game has, then this phase's keys (``turn_keys.key_help``)."""
        view = self.view_data
        mode = ("round_end" if self.anim is not None else "placement" if view["phase"] == "placement"
                else "prompt" if view["pending"] else "turn")
        return super().key_help() + turn_keys.key_help(mode)

    def handle(self, inp) -> bool:
        if inp.kind in ("key", "click"):
            self._last_input = inp.kind
        if inp.kind in ("key", "press", "click", "drag_end"):
            self._cards_quiet = True
        elif inp.kind == "motion":
            self._cards_quiet = False
        if self.anim is not None:
            if inp.kind == "key" and inp.shortcut in ("space", "return"):
                self.next_step()
                return True
            if inp.kind == "click" and inp.button == 1 and self.board.rect.collidepoint(inp.pos):
                self.next_step()
                return True
        if self.view_data["phase"] == "placement" and self.placer.handle(self, inp):
            return True
        if self.view_data["phase"] == "placement" and self.anim is None and self.place_keys.handle(inp):
            return True
        if self.shot_guard and self._guarded(inp):
            return True
        if self._ask_ultimate(inp):
            return True
        if self.anim is None and self.turn_keys.handle(inp):
            return True
        return super().handle(inp)

    def _guarded(self, inp) -> bool:
        """Whether ``inp`` is a shot key held back. Space and Enter step through the round end, Enter chooses a
        decision's row (a growth, the MVP) and, holding nothing, is Ready at the placement: a player pressing them
        more times than the screen needed shot the next turn's die unaimed (guarding only the first press let the
        second shoot: issue 16). So after such a screen a turn's first shot must be aimed: the shot keys shoot
        nothing (a banner says to aim) until the player does anything else this turn, a key other than the shot
        keys (aim, power, die, method, a skill) or a mouse press or click (a drag aims and shoots by itself).
        Not a time out: a slow extra press would still shoot. Space still skips a shot's roll (the widget's, while
        it is busy); a placement left by a click on Ready is no accident and is not guarded. What it says is a hint
        (``draw_guard_hint``), not the banner: the banner's two languages over the table covered the die, its power
        bar and the boards (issue 16)."""
        if inp.kind in ("press", "click") or (inp.kind == "key" and inp.shortcut not in SHOOT_KEYS):
            self.shot_guard = self.guard_hint = False   # aimed: the hint goes
            return False
        if inp.kind != "key" or self.anim is not None or self.ctl.busy or not self.board.enabled:
            return False
        self.guard_hint = True
        return True

    def _ask_ultimate(self, inp) -> bool:
        """Whether ``inp`` is a shot key held back from an ultimate (奥義) die. With the hand empty the die to shoot
        is an ultimate one, once a stage, and a newcomer pressing Enter again and again spent them unasked (issue
        16): Enter, Space and the keypad's Enter shoot no ultimate die; the hint (``guard_hint_box``) says it is
        one, that Shift+Enter shoots it and that passing keeps it. Shift+Enter (or a drag on the table, which aims
        it) shoots it; any other key, press or click takes the hint away."""
        if inp.kind in ("press", "click") or (inp.kind == "key" and inp.shortcut not in SHOOT_KEYS + ULTIMATE_KEYS):
            self.ultimate_hint = False
            return False
        if inp.kind != "key" or self.anim is not None or self.ctl.busy or not self.board.enabled:
            return False
        ultimate = self.ctl.die is not None and self.board.is_ultimate(self.ctl.die)
        if inp.shortcut in ULTIMATE_KEYS:
            self.ultimate_hint = False
            self.board.shoot()
            return True
        self.ultimate_hint = ultimate
        return ultimate

    def ultimate_hint_key(self) -> str:
        """The hint's words after Enter was held back from an ultimate die: the keys that do what it offers (the
        newcomer pass found "Pass keeps it" with no key and Enter doing nothing): with the hand empty Ctrl+P (the
        Pass button's shortcut) passes and keeps it, else Tab picks a die from the hand (Pass is not allowed then)."""
        return "mr.ultimate_hint" if self.can_pass() else "mr.ultimate_hint_hand"

    def guard_hint_box(self) -> tuple[pygame.Rect, str, int] | None:
        """(box, words, size) of the hint to aim first while it shows: in the small type (its lines joined by
        newlines), in the table view's corner covering the least of the boards, the cards, the shooting position with
        its power bar and the 'more' hint and arrows (``widget._free_corner``), and none of the tags naming boards and
        cards (``callouts``) nor the 'stops on' words nor the aim's lines (``aim_lines``): one line where that covers
        none of them, else two or three lines in a narrower box, smaller down to 3 px less (issue 16: at 800x560 in
        stage 3 the one line the view's width lay over a tag at its top), or where no corner is clear of the aim (at
        800x560 the pull's band from a die at the view's top, left and right of it less than the line's width) across
        the view's middle or down its sides (under the 'More' hint in its corner), clear of all these; None when it
        does not show."""
        guard = self.guard_hint and self.shot_guard
        if not ((guard or self.ultimate_hint) and self.board.enabled) or self.anim is not None or self.ctl.busy:
            return None
        text, lang = self.app.text, self.app.lang
        board = self.board
        tf = board.transform()
        full = t("mr.shot_guard_hint" if guard else self.ultimate_hint_key(), lang)
        words, size = shrink_to_fit(text, full, theme.SIZE_SMALL, tf.rect.w - 36, False, theme.SIZE_SMALL - 3)
        tips, more, _label, _n = board.more_marks(tf, self.app)
        avoid = [bounds(points).inflate(8, 8) for points in tips] + ([more.inflate(6, 6)] if more is not None else [])
        shapes = board.hint_shapes(tf, avoid)
        table = board.ctl.table
        tags = [c.rect.inflate(4, 4) for c in board.callouts(tf, table, board.labels(lang), self.app)[0]]
        tags += avoid   # the 'more' hint and arrows too (at 800x560 the ultimate's hint lay over 'More: right-drag…')
        tags += [r.inflate(4, 4) for _ident, r in board.over_tags(tf, table, self.app)]
        reach = board.reach_label(tf, self.app) if board.shooting_in_view() and board.hud_visible else None
        if reach is not None:
            tags.append(reach[1].inflate(4, 4))

        aim = board.aim_lines(tf)

        def cover(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
            return sum(box.clip(r).w * box.clip(r).h for r in rects)

        def hides(box: pygame.Rect) -> bool:   # a tag, or the aim (at 800x560 the pull's band ran up under the hint)
            return cover(box, tags) > 0 or any(box.inflate(4, 4).clipline(a, b) for a, b in aim)

        w, h = text.size(words, size)
        best = board._free_corner(tf, pygame.Rect(0, 0, w, h).inflate(14, 6).size, avoid)
        whole = words == full and tf.rect.inflate(-12, -12).contains(best)   # (not cut with "…", nor wider)
        if whole and not hides(best) and not cover(best, shapes):
            return best, words, size
        key = (True, cover(best, shapes + tags), 1, -size, 0) if whole else (True, 1 << 30, 9, 0, 0)
        for n in range(theme.SIZE_SMALL, theme.SIZE_SMALL - 4, -1):
            one = text.size(full, n)[0]
            for share in (100, 60, 45, 35):
                lines = text.wrapped(full, n, one * share // 100)
                if len(lines) > 3 or "".join(lines).replace(" ", "") != full.replace(" ", ""):
                    continue
                size_ = (max(text.size(x, n)[0] for x in lines) + 14, len(lines) * text.line_height(n) + 6)
                if size_[0] > tf.rect.w - 12:
                    continue
                corners = board.corner_boxes(tf, size_)   # a corner, else across the view's middle or down its sides
                for box in corners + board.middle_boxes(tf, size_) + board.edge_boxes(tf, size_):
                    found = (hides(box), cover(box, shapes + tags), len(lines), -n, box not in corners)
                    if found < key:
                        key, best, words, size = found, box, "\n".join(lines), n
        return best, words, size

    def draw_guard_hint(self, surface: pygame.Surface) -> None:
        found = self.guard_hint_box()
        if found is None:
            return
        box, words, size = found
        theme.panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=6)
        lines = words.split("\n")
        step = self.app.text.line_height(size)
        top = box.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            s = self.app.text.render(line, size, theme.TEXT)
            surface.blit(s, s.get_rect(midtop=(box.centerx, top + i * step)))

    # -- layout and drawing ------------------------------------------------------------------------------
    def _panels_width(self, left: int, most: int, ah: int) -> int:
        """The adventurers' column: ``left`` px wide, or wider (up to ``most``, the table keeping MID_LEAST px)
        by as much as every panel needs to show a chip for each of its skills in play. At 150 % a panel with three
        or more skills showed "+N" for the rest (issue 16): a player read them only by hovering."""
        lang = self.app.lang
        advs = [(a, self.seat_text(a["seat"], lang)) for a in self.view_data["adventurers"] if len(a["skills"]) > 1]
        width = left
        while advs and width < most:
            if all(all_skills_shown(self.app.text, lang, pygame.Rect(6, 0, width - 6, ah), a, label)
                   for a, label in advs):
                break
            width = min(most, width + 8)
        return max(left, width)

    def layout(self, size) -> None:
        w, h = size
        right = max(280, min(RIGHT_W, w // 4))
        n = 4
        gap = 6
        ah = (h - TOP_H - 6 - gap * (n - 1) - 6) // n
        left = self._panels_width(max(200, min(LEFT_W, w // 5)), w - right - 16 - MID_LEAST, ah)
        self.save_btn.rect = pygame.Rect(w - 206, 8, 96, 36)
        self.menu_btn.rect = pygame.Rect(w - 104, 8, 96, 36)
        mid_x, mid_w = left + 8, w - left - right - 16
        strip_h = max(120, min(160, h // 4 - 20))
        if self.cards_on_hover(h):  # a low window in a turn: the table takes the cards' strip (hover a board)
            self.board.rect = pygame.Rect(mid_x, TOP_H + VIEW_INSET, mid_w, h - TOP_H - 2 * VIEW_INSET)
            self.targets_rect = pygame.Rect(mid_x, self.board.rect.bottom, mid_w, 0)
        else:
            self.board.rect = pygame.Rect(mid_x, TOP_H + VIEW_INSET, mid_w, h - TOP_H - VIEW_INSET - strip_h - 8)
            self.targets_rect = pygame.Rect(mid_x, self.board.rect.bottom + 6, mid_w, strip_h)
        self.banner_area = pygame.Rect(mid_x + 8, TOP_H + 12, mid_w - 16, 38)
        self.adv_rects = [pygame.Rect(6, TOP_H + 6 + i * (ah + gap), left - 6, ah) for i in range(n)]
        x, cw = w - right + 6, right - 14
        y = TOP_H + 8
        self.ctx_title.rect = pygame.Rect(x, y, cw, 0)  # a long name wraps: its lines at this width
        title_lines = len(self.ctx_title.lines(self.app))
        most = title_lines
        view = self.view_data
        helps = 0   # in a turn, the lines of its longer help: a die in hand's or an ultimate's (``context_help``)
        if view["phase"] == "attack" and self.anim is None and not view["pending"]:
            # below the help, room for the longest adventurer's turn title ("Sigurd the Dragon Knight's turn" took
            # two lines at 800x560, Leaf's one: the buttons under it stood a line higher in his turns)
            lang = self.app.lang
            most = max([0 if self.picking else title_lines] + [
                len(self.app.text.wrapped(t("mr.your_turn", lang, name=a["name"][lang]), theme.SIZE_BODY, max(10, cw),
                                          True)) for a in view["adventurers"]])
            helps = max(len(self.app.text.wrapped(t(k, lang), self.ctx_help.size, max(10, cw), self.ctx_help.bold,
                                                  words=True)) for k in ("mr.shoot_hint", "mr.shoot_hint_ultimate"))
        line_h = self.app.text.line_height(theme.SIZE_BODY)
        title_h = max(1, title_lines) * line_h
        self.ctx_title.rect = pygame.Rect(x, y, cw, max(26, title_h))
        top, y = y, y + max(26, title_h) + 2
        self.ctx_help.rect = pygame.Rect(x, y, cw, 0)  # its lines at this width (the window may have changed)
        help_lines = max(2, helps, len(self.ctx_help.lines(self.app)))   # (the buttons under it stay: with the
        # ultimate's help a line shorter, Pass rose a line and a click where it had been missed it)
        help_h = min(9, help_lines) * self.app.text.line_height(theme.SIZE_SMALL) + 4
        # a skill's uses being picked: listed in the help's place under the title that asks which, the skills, Use
        # and Pass staying put (under the skills the list had a 40 px slice at 800x560 and cut its first use, and
        # it halved the skills' room: 「シャープシューティング（起動）」 lost 7 px of its frame at 1280x800; issue 16)
        above = self.picking is not None and self.skill_list.visible and self.choices.visible
        self.ctx_help.visible = not above
        under = top + max(26, max(1, most) * line_h) + 2 + help_h   # where the help of a turn ends
        if above:   # down to there (a title on two lines takes from it), two uses whole at least
            help_h = max(under - y, self._least_uses(cw, 2))
        self.ctx_help.rect = pygame.Rect(x, y, cw, help_h)
        y = max(under, self.ctx_help.rect.bottom) + 6
        log_h = max(LOG_LEAST, int(h * 0.30))
        bottom = h - log_h - 10
        if self.ready_btn.visible:
            self.ready_btn.rect = pygame.Rect(x, y, cw, 44)
            y += 50
        if self.next_btn.visible:
            half = (cw - 8) // 2
            self.next_btn.rect = pygame.Rect(x, y, half, 38)
            self.skip_btn.rect = pygame.Rect(x + half + 8, y, cw - half - 8, 38)
            y += 44
        shown = [b for b in self.method_btns.values() if b.visible]
        lower = 0   # the row another adventurer's methods take more (the replay on a row of its own)
        if shown:  # the methods, and at the row's end the replay of the last shot
            widest = key("raid.replay_speed", speed="0.25").get(self.app.lang)   # the longest of its speeds
            replay_w = self.app.text.size(widest, theme.SIZE_SMALL)[0] + 20
            room = cw - replay_w - 6
            beside = self._replay_beside([m for m, b in self.method_btns.items() if b.visible], room)
            # where Use and Pass go: below the methods of the adventurer who needs the most rows for them (at
            # 800x560 Leaf's two put the replay on a row of its own, and Use and Pass a row lower in his turns alone)
            if beside and not all(self._replay_beside(a["methods"], room) for a in self.view_data["adventurers"]):
                lower = 38
            if not beside:
                room = cw
            bw = (room - 6 * (len(shown) - 1)) // len(shown)
            for i, b in enumerate(shown):
                b.rect = pygame.Rect(x + i * (bw + 6), y, bw, 32)
                b.selected = self.ctl.method == [m for m, bb in self.method_btns.items() if bb is b][0]
            if not beside:
                y += 38
            self.replay_btn.rect = pygame.Rect(x + cw - replay_w, y, replay_w, 32)
            y += 38
        for item in self.choices.items:  # wrapped rows: their height at this width (room for a scroll bar)
            if isinstance(item, WrappedButton):
                item.fit_width(self.app, cw - 10)
        self.choices.set_columns(self.app, [self.ctx_help.rect] if above else [])
        if self.options_over_table():
            # a growth or the MVP: its options over the table (holding nothing to look at), then under the title down
            # to the log's least, each whole (at 800x560 the right column alone cut the last one shown in half: issue
            # 16)
            self.targets_rect = pygame.Rect(mid_x, self.board.rect.bottom, mid_w, 0)
            self.banner_area = pygame.Rect(mid_x + 8, h - 52, mid_w - 16, 38)   # (at the top it hid the first)
            table = pygame.Rect(mid_x + 8, TOP_H + 14, mid_w - 16, self.banner_area.y - 6 - TOP_H - 14)
            self.choices.set_columns(self.app, [table, pygame.Rect(x, y, cw, h - LOG_LEAST - 10 - y)], [table])
        elif self.choices.visible and not self.skill_list.visible and not above:
            # the MVP's options (one per adventurer and none) and the growth's (each skill with its text) take from
            # the log, down to its least, before they scroll (a client's network band leaves the column a little
            # lower; at 1280x800 the growth's fourth skill was cut in half by the list's foot over a roomy log)
            tall = (self.view_data.get("pending") or {}).get("kind") in ("mvp", "growth")
            need = min(self.choices.content_height(), h - LOG_LEAST - 10 - y) if tall else 0
            self.choices.rect = pygame.Rect(x, y, cw, max(40, bottom - y, need))
            if not self.choices.max_offset():   # no scroll bar: the rows at the whole width (a name that fits it
                for item in self.choices.items:   # on one line took two lines' height: the MVP's first row)
                    if isinstance(item, WrappedButton):
                        item.fit_width(self.app, cw)
            self.choices.place()
        if self.skill_list.visible:
            pass_h = 36 + 2 + 2 * self.app.text.line_height(theme.SIZE_SMALL - 1)
            # room for the most skills any adventurer has in play, so that Use and Pass keep one place whoever's
            # turn it is (they moved a row down for each skill more)
            rows = max([len(self.skill_list.items)] + [len(a["skills"]) for a in self.view_data["adventurers"]])
            below = self.choices.visible and not above   # (a decision's options under the skills)
            list_h = min(rows * 38, max(38, (bottom - y - lower - pass_h - 44) // (2 if below else 1)))
            paired = not below and list_h < rows * 38
            # where the skills would scroll: every skill in view before they do, in lower rows, Use and Pass on one
            # row, the log down to LOG_TIGHT (800x560 with a growth skill showed one row: the new one hidden)
            self.skill_list.item_height, self.skill_list.gap = (28, 2) if paired else (34, 4)
            if paired:
                list_h = max(list_h, min(rows * 30 - 2, h - LOG_TIGHT - 10 - y - lower - 6 - 40))
                if lower and list_h < rows * 30 - 2:   # no room for that row: every skill in view comes first
                    list_h, lower = max(list_h, min(rows * 30 - 2, h - LOG_TIGHT - 10 - y - 6 - 40)), 0
                if list_h < rows * 30 - 2:   # still short: lower rows, down to the type's line and 3 px, before the
                    # skills scroll (Leaf's three at 800x560 in Japanese: 79 px for 88, the third cut by 9 px)
                    least = self.app.text.line_height(theme.SIZE_SMALL) + 3
                    self.skill_list.item_height = max(least, (list_h + 2) // rows - 2)
            self._plain_skills()   # each layout anew: a row described at 1280x800 kept its text in the paired rows
            # of 1024x640 and was cut in half by the list's foot (issue 16)
            foot = self._pass_foot(y, lower, bottom, pass_h, h) if not below else 0
            if not below:   # down to Use (paired rows too: the room kept for Leaf's three skills left
                # Sigurd's one by name alone over 180 px of blank at 1024x640)
                list_h = self._describe_skills(cw, list_h, max(bottom - pass_h, foot) - 6 - y - lower)
            self.skill_list.rect = pygame.Rect(x, y, cw, max(0, list_h))
            self.skill_list.place()
            y += list_h + 6 + lower
            if below:
                ch = max(40, bottom - y - pass_h - 44)
                self._whole_uses(x, y, cw, ch, h)
                y += self.choices.rect.h if self.choices.columns else ch
                y += 6
            # Use and Pass on one row at the column's foot over Pass's reason, in one place whoever's turn it is and
            # whatever the stage (under the skills they stood a row lower for Leaf's two methods and for each skill
            # more; then Pass, under Use the whole column wide, went narrow beside it once a stage's skills needed
            # that row: issue 16)
            y = max(y, bottom - pass_h, foot)
            pass_w = max(64, self.app.text.size(t("mr.pass", self.app.lang), theme.SIZE_BODY)[0] + 24)
            self.use_btn.rect = pygame.Rect(x, y, cw - pass_w - 6, 34)
            self.pass_btn.rect = pygame.Rect(x + cw - pass_w, y, pass_w, 34)
            y += 38
            self.pass_why.rect = pygame.Rect(x, y, cw, max(0, bottom - y))
            lines = len(self.pass_why.lines(self.app)) * self.app.text.line_height(self.pass_why.size)
            self.pass_why.visible = self.pass_btn.visible and lines <= bottom - y  # else the button's tooltip says it
        # the log takes what the column leaves under its lowest control (never under a button)
        column = [self.ready_btn, self.next_btn, self.skip_btn, self.replay_btn, self.choices, self.skill_list,
                  self.use_btn, self.pass_btn, *shown]
        lowest = max([wd.rect.bottom for wd in column if wd.visible and wd.rect.w > 0] + [y])
        log_top = max(h - log_h - 6, lowest + 6)
        if self.choices.columns and not self.skill_list.visible:   # a growth's options over the table: the log
            log_top = lowest + 6    # takes the column under the last one beside it (or under the title)
        self.log.rect = pygame.Rect(w - right + 2, log_top, right - 8, max(40, h - 6 - log_top))

    def banner_spot(self, screen_h: int) -> pygame.Rect:
        """Where the note or refusal bar stands: ``banner_area``, but over a stage's growth (or MVP) options, low in
        the table's column under its last option, else low over the log, wherever its height clears every option
        (issue 16: Enter with no row chosen said how to choose in a bubble over the third growth option at 800x560)."""
        area = self.banner_area
        if self.banner is None or not self.choices.columns:
            return area
        from ...scenes.help import why_label

        main, other = self.banner_texts(self.app.lang)
        why = why_label(self.app.lang) if self.banner_rule else ""
        rows = [r.rect for r in self.choices.items if r.visible and r.rect.w > 0]
        log = self.log.rect
        for spot in (area, pygame.Rect(log.x, area.y, log.w, area.h)):
            tall = self.bar.height(self.app, spot, main, other, why, screen_h)
            box = pygame.Rect(spot.x, spot.bottom - tall, spot.w, tall)
            if not any(box.colliderect(r) for r in rows):
                return spot
        return area

    def options_over_table(self) -> bool:
        """Whether a stage's growth or its MVP is being chosen (no step of the stage's end still told on the table):
        the table holds nothing to look at and the options lie over it."""
        return (self.choices.visible and not self.skill_list.visible and self.anim is None
                and (self.view_data.get("pending") or {}).get("kind") in ("growth", "mvp"))

    def _pass_foot(self, top: int, lower: int, bottom: int, pass_h: int, h: int) -> int:
        """Where Use and Pass stand under skills listed from ``top``: low enough for the most skills any adventurer
        may have in play this game (those in play now and, from the hand, one by growth and one as the MVP at each
        stage still to clear), so that they keep one place from the first turn to the last (issue 16: at 800x560 a
        stage's new skills pushed them a row down)."""
        view, c = self.view_data, content()
        later = 2 * max(0, len(c.stages) - int(view.get("stage", 1)))

        def most_of(a: dict) -> int:   # never more than the game lets anyone have (its first skills, two a stage)
            whole = sum(1 for sd in c.skills_of(a["id"]) if sd.initial) + 2 * (len(c.stages) - 1)
            return max(len(a["skills"]), min(len(a["skills"]) + min(len(a.get("skill_hand", ())), later), whole))

        most = max([len(self.skill_list.items)] + [most_of(a) for a in view["adventurers"]])
        list_h = min(most * 38, max(38, bottom - top - lower - pass_h - 44))
        if list_h < most * 38:   # the rows of the most skills, paired as ``layout`` pairs them
            list_h = max(list_h, min(most * 30 - 2, h - LOG_TIGHT - 10 - top - lower - 6 - 40))
            if lower and list_h < most * 30 - 2:
                list_h, lower = max(list_h, min(most * 30 - 2, h - LOG_TIGHT - 10 - top - 6 - 40)), 0
        return top + list_h + 6 + lower

    def _whole_uses(self, x: int, y: int, width: int, height: int, h: int) -> None:
        """A skill's uses under the skills from ``y``, ``height`` px: whole rows in one column, "N more" under them
        and the wheel stepping a row, where the column holds the tallest row and that line above Use and the log's
        least (at 1280x800 the list's foot cut the second use through its words); else the plain scrolling list."""
        rows = self.choices
        tall = max(height, self._least_uses(width))
        if tall <= h - 6 - 40 - 6 - 38 - y:   # room for Use and the log's least under it
            rows.set_columns(self.app, [pygame.Rect(x, y, width, tall)])
            rows.rect = pygame.Rect(x, y, width, tall)
            return
        rows.rect = pygame.Rect(x, y, width, height)
        rows.place()

    def _least_uses(self, width: int, rows: int = 1) -> int:
        """The uses wrapped at ``width``; the height the first ``rows`` of them take, or the tallest alone, with the
        "N more" line under them."""
        items = self.choices.items
        for item in items:
            if isinstance(item, WrappedButton):
                item.fit_width(self.app, width)
        heights = [getattr(i, "row_height", self.choices.item_height) for i in items] or [0]
        first = heights[:rows]   # the first ones whole, and any one whole after the wheel
        mark = self.app.text.line_height(theme.SIZE_SMALL) + 4
        return max(sum(first) + self.choices.gap * (len(first) - 1), max(heights)) + mark

    def _plain_skills(self) -> None:
        """The skills' rows by name alone, one row each at the list's row height (``_describe_skills`` adds texts)."""
        plain = self.skill_list.item_height
        for b in self.skill_list.items:
            if isinstance(b, SkillButton):
                b.sublabel, b.size, b.least, b.row_height = None, theme.SIZE_SMALL, plain, plain

    def _describe_skills(self, width: int, list_h: int, room: int) -> int:
        """The skills' rows, each skill's text whole under its name (in the body type) where they fit in ``room`` px
        above Use, the ones to choose first (active, usable), the others by name alone in a row each; returns the
        list's height (``list_h`` at least). At 1280x800 the column left some 150 px empty between the skills and
        Use / Pass (issue 16); Use and Pass do not move."""
        items = [b for b in self.skill_list.items if isinstance(b, SkillButton)]
        plain = self.skill_list.item_height
        gap = self.skill_list.gap
        used = len(items) * plain + gap * max(0, len(items) - 1)
        for b in sorted(items, key=lambda b: not b.enabled):
            b.sublabel, b.size, b.least = getattr(b, "whole", None), theme.SIZE_BODY, 0
            b.fit_width(self.app, width - 10)
            if used + b.row_height - plain > room:
                b.sublabel, b.size, b.least, b.row_height = None, theme.SIZE_SMALL, plain, plain
            else:
                used += b.row_height - plain
        return max(list_h, used) if used <= room else list_h

    def _replay_beside(self, methods: list[str], room: int) -> bool:
        """Whether the shooting ``methods``' buttons keep their words whole in ``room`` px with the replay
        beside them (else the replay takes a row of its own)."""
        if not methods:
            return True
        each = (room - 6 * (len(methods) - 1)) // len(methods)
        return all(self.app.text.size(t(f"raid.{m}", self.app.lang), theme.SIZE_SMALL)[0] + 16 <= each
                   for m in methods)

    def cards_on_hover(self, height: int) -> bool:
        """Whether the targets' and effect cards are read by hovering their boards and cards on the table
        instead of in the strip under it: in a turn (the aim panel and hand need room) in a window lower
        than ``COMPACT_H`` (``height``), so that the table keeps the shooting position and the boards in view; and
        in the round end's steps there (stage 2's layout, taller than the view less the strip and the step's banner,
        cut its top boards and cards at the dice's least scale)."""
        return height < COMPACT_H and (self.board.hud_visible or self.anim is not None)

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        self.note_position()
        if self.anim is not None:
            index = self.anim.index
            moving = self.anim.update(dt) or moving
            self._steps_ended_alone = self.anim.done
            self._anim_check()
            self._steps_ended_alone = False
            if self.anim is not None and self.anim.index != index:
                self.layout(self.app.size)  # the step's text may take more lines
        return moving

    def shown_repr(self, part: object) -> str:
        """``repr(part)`` of a part of a view (an adventurer, the targets), worked out once per part: a view is
        made anew by ``session.view`` at each change and never changed after, so its parts' text stands for
        what they show (the kept panels' keys) without writing them out again every frame."""
        found = self._reprs.get(id(part))
        if found is None or found[0] is not part:
            if len(self._reprs) > 64:  # the parts of views gone by
                self._reprs.clear()
            found = self._reprs[id(part)] = (part, repr(part))
        return found[1]

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        lang = self.app.lang
        view = self.anim.before if self.anim is not None else self.view_data
        seat = self.mouse_seat()
        draw_top_bar(surface, self, view, seat)
        # adventurers
        self.hovers = []
        current = view["turn"] if view["phase"] == "attack" and self.anim is None else None
        mouse_seat = seat if self.anim is None else None
        for rect, adv in zip(self.adv_rects, view["adventurers"]):
            turn = adv["id"] == current and not view["pending"]
            label, mouse = self.seat_text(adv["seat"], lang), turn and mouse_seat == adv["seat"]
            self.hovers += self.kept.draw(
                surface, adv["id"], rect, (lang, self.shown_repr(adv), label, turn, mouse),
                lambda rect=rect, adv=adv, label=label, turn=turn, mouse=mouse:
                draw_adventurer(surface, self.app, rect, adv, label, turn, mouse), self.app.text)
        # targets and effect cards
        if self.targets_rect.h <= 0:
            pass
        else:
            dmg, gone, lit = None, None, None
            if self.anim is not None:
                dmg = {tg["id"]: self.anim.shown_damage(tg["id"], tg["damage"]) for tg in view["targets"]}
                gone, lit = self.anim.shown_destroyed(), self.anim.highlights()[1]
            shown = (lang, self.shown_repr(view["targets"]), self.shown_repr(view["effect_cards"]), view["difficulty"],
                     repr(dmg),
                     repr(sorted(gone)) if gone is not None else None, repr(lit))
            self.hovers += self.kept.draw(
                surface, "targets", self.targets_rect, shown,
                lambda: draw_targets(surface, self.app, self.cards, self.targets_rect, view, dmg, gone, lit), self.app.text)
        # the right panel's background: a kept plain image copied (0.09 ms at 1280x800 on the bench's machine, where
        # SDL's fill of that rectangle took 0.5 ms: docs/notes/frame-profile-s12.md, "slow rows")
        rect = pygame.Rect(w - self.log.rect.w - 14, TOP_H + 2, self.log.rect.w + 14, h - TOP_H)
        found = self._panel_plain
        if found is None or found[0] != (theme.PANEL, rect.size) or found[1].get_bitsize() != surface.get_bitsize():
            image = pygame.Surface(rect.size, 0, surface)
            image.fill(theme.PANEL)
            found = self._panel_plain = ((theme.PANEL, rect.size), image)
        surface.blit(found[1], rect)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.anim is not None:
            self._draw_step(surface)
        self.draw_guard_hint(surface)
        self.draw_banner(surface, self.banner_spot(surface.get_height()))
        face = self._hovered_face()
        if face is not None:
            draw_enlarged(surface, self.cards, face, self._pointer, self.app.lang)
        self._draw_held_card(surface)

    def _draw_held_card(self, surface: pygame.Surface) -> None:
        """The card of what the keys hold in the placement phase, read in the free panel under Ready."""
        from .faces import effect_face, target_face

        if not (self.placer.by_keys and self.placer.drag and self.ready_btn.visible):
            return
        kind, ident = self.placer.drag
        view = self.view_data
        if kind == "target":
            found = next((tg for tg in view["targets"] if tg["id"] == ident), None)
            face = target_face(found, view["difficulty"]) if found else None
        else:
            found = next((c for c in view["effect_cards"] if c["id"] == ident), None)
            face = effect_face(found) if found else None
        room = pygame.Rect(self.ready_btn.rect.x, self.ready_btn.rect.bottom + 12, self.ready_btn.rect.w,
                           self.log.rect.y - self.ready_btn.rect.bottom - 24)
        width = min(room.w, int(room.h * 63 / 88), 240)
        if face is None or width < 60:
            return
        card = self.cards.face(face, width, self.app.lang)
        surface.blit(card, card.get_rect(midtop=(room.centerx, room.y)))

    def _draw_step(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        msg = self.anim.text(lang)
        if not msg:
            return
        rect = self.board.rect
        lines, size = self.step_lines(msg, rect.w - 60)
        lh = text.line_height(size)
        box = self.step_box(len(lines) * lh + 16)
        theme.panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=10, width=2)
        y = box.y + 8
        for line in lines:
            s = text.render(line, size, theme.TEXT, True)
            surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
            y += lh

    def step_lines(self, msg: str, width: int) -> tuple[list[str], int]:
        """The round end's step ``msg`` as drawn ``width`` px wide: (lines, size)."""
        text = self.app.text
        sizes = range(theme.SIZE_LABEL, theme.SIZE_SMALL - 1, -1)
        wrapped = {n: text.wrap(msg, n, width, True, words=True)[:3] for n in sizes}
        fits = [n for n in sizes if len(wrapped[n]) * text.line_height(n) + 16 <= STEP_ROOM - 4] or [theme.SIZE_SMALL]
        # no word broken where a size avoids it (800x560: "16ダメー" / "ジ", "サイコロ無" / "し"), nor a line of one
        # character, then the fewest lines, in the largest print, in the strip kept for it (at 800x560 it took 3
        # lines over the table)
        size = min(fits, key=lambda n: (breaks_a_word(msg, [x.strip() for x in wrapped[n]]),
                                        awkward_breaks(wrapped[n]), len(wrapped[n]), -n))
        return wrapped[size], size

    def step_box(self, h: int) -> pygame.Rect:
        """Where the round end's step is told on the table: at its foot, or at its top where that covers less of
        the boards and cards (at 800x560 the foot covered the board whose damage it told)."""
        rect = self.board.rect
        tf = self.board.transform()
        table = self.board.ctl.table
        corners = [[pygame.Rect(int(x), int(y), 1, 1) for x, y in tf.poly(poly)]
                   for poly in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]]
        shapes = [points[0].unionall(points[1:]) for points in corners if points]

        def covered(box: pygame.Rect) -> int:
            return sum(box.clip(r).w * box.clip(r).h for r in shapes)

        foot = pygame.Rect(rect.x + 20, rect.bottom - max(6, min(20, (STEP_ROOM - h) // 2)) - h, rect.w - 40, h)
        top = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, h)
        return top if covered(top) < covered(foot) else foot

    def _hovered_face(self):
        """The card shown big beside the pointer: of what it rests on (a panel's card or chip; on the table a board
        in a low window and an effect card), None while a drag or a shot runs and after a key, a press, a click
        or a drag's end until the pointer moves again. A shot released over a card showed it over the aim panel
        and the die, and it stayed there through the keys that aim and the next click (issue 16; the whole first
        game at 800x560 read the aim panel's line covered as the shot done, 1500 times in stage 3)."""
        pos = self._pointer
        if self.placer.drag is not None or self.ctl.busy or self.board.drag or self._cards_quiet:
            return None
        for rect, face in self.hovers:
            if rect.collidepoint(pos):
                return face
        if self.board.rect.collidepoint(pos) and not self.choices.columns:   # (a growth's options over it)
            x, y = self.board.transform().to_table(*pos)
            view = self.anim.before if self.anim is not None else self.view_data
            found = placing.thing_at(view, x, y)
            if found is not None and found[0] == "target" and self.targets_rect.h <= 0:
                from .faces import target_face

                tg = next(tg for tg in view["targets"] if tg["id"] == found[1])
                return target_face(tg, view["difficulty"])
            if found is not None and found[0] == "card":
                from .faces import effect_face

                card = next((c for c in view["effect_cards"] if c["id"] == found[1]), None)
                if card is not None:
                    return effect_face(card)
        return None

    def tooltip_text(self) -> str:
        if self._hover is not None and not self._hover.visible:
            return ""
        return super().tooltip_text()

    def open_menu(self) -> None:
        from ...scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def help_text(self) -> list | None:
        from .ending import help_lines

        return help_lines()
