"""The app shell: window, scene stack, one steppable frame, crash safety.

``App`` owns the drawing surface, the text cache, the language and the scene
stack (``push`` / ``pop`` / ``replace`` / ``reset``). ``App.step(events, dt)``
runs exactly ONE frame: raw pygame events go through the one
``InputTranslator``, the top scene handles the inputs, every scene updates,
and the visible scenes are drawn; it owns no loop, so tests click through
screens frame by frame with constructed events. ``run_app`` is the real loop:
it idles in ``pygame.event.wait`` while nothing animates.

An exception inside a scene never kills the app silently: ``step`` catches it,
autosaves the running session (if any), writes ``user_dir()/logs/crash-<n>.log``
and shows ``CrashScene`` with "back to launcher" / "reload last autosave".

Settings (``settings.Settings``): ``App.settings`` holds the language, UI
scale, volume / mute, colour-vision palette, default dice source, animations
on or off (``motion.set_enabled``; ``step`` advances ``motion.CLOCK`` by ``dt``)
and window size; ``change_setting`` applies one at once and (when ``persist`` is set, as
in ``run_app``) writes ``settings.json``. Quitting autosaves the running game
and writes the settings; the app's log says why it closed (``applog``: a window's
close, a quit event from outside such as a SIGTERM, the Quit button).

UI scale: scenes draw on ``App.surface``, a logical screen of window size /
scale; ``present`` scales it into ``App.window`` and pointer positions are
mapped back, so every scene and game view grows without knowing. The scale is
lowered, never below 1, while the logical screen would fall under
``MIN_SIZE``.

Keyboard: ``focus.handle_key`` gives every scene a Tab / Shift+Tab focus ring
over its buttons and choosers (Enter / Space press, arrows move or change),
and F1 or ? opens the key help of the top scene (``scenes.help``).

Notices: ``notice(text)`` shows a non-blocking message at the top (``widgets.Notice``,
the app's language with the other beneath): an autosave that fails (once per kind,
``report_save_problem``), a user folder that cannot be used (``run_app`` then runs
without saving and says so on the console too), settings reset to their defaults.

Sound: ``play(name)`` (``sound.Sound``, silent without audio); buttons clack,
``events_shown(events)`` rolls dice / deals cards, the end screen chimes.
"""

from __future__ import annotations

import dataclasses
import gc
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

import pygame

from tabletop.core.i18n import DEFAULT_LANG, LANGS, Text

from . import focus, motion, strings, strings_access  # noqa: F401  (register the UI strings)
from . import settings as settings_file
from . import theme
from .inputs import Input, InputTranslator
from .scene import Scene
from .text import Label, TextCache, resolve
from .widgets import Notice

if TYPE_CHECKING:
    from .saves import SaveProblem

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
TITLE = "tabletop"
IDLE_WAIT_MS = 250
#: The most of the wall's time (s) one frame counts while something moves: a stalled frame (the window dragged, a slow
#: disk) does not jump an animation to its end. Time the screen stood still counts whole (``frame_dt``).
MAX_FRAME_DT = 0.5
TOAST_TIME = 3.5
NOTICE_TOP = 76  # notices start below the game screens' header row (title, menu button)


class App:
    """The scene stack and one frame of the app (see the module doc)."""

    def __init__(self, lang: str | None = DEFAULT_LANG, size: tuple[int, int] = DEFAULT_SIZE,
                 surface: pygame.Surface | None = None, windowed: bool = False,
                 settings: "settings_file.Settings | None" = None, persist: bool = False) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.settings = settings if settings is not None else settings_file.Settings()
        if lang is None:
            lang = self.settings.lang
        self.lang = lang if lang in LANGS else DEFAULT_LANG
        self.settings.lang = self.lang
        self.persist = persist
        self.windowed = windowed
        self.window = surface if surface is not None else pygame.Surface(size)
        self.surface = self.window
        self.scale = 1.0
        self._sound = None
        theme.set_palette(self.settings.palette)
        motion.set_enabled(self.settings.animations)
        self._fit_surface()
        self.text = TextCache()
        self.scenes: list[Scene] = []
        self.translator = InputTranslator()
        self.running = True
        self.exit_code = 0
        self.frame = 0
        self.crashes: list[Path] = []
        self._toast: tuple[Label, tuple, float] | None = None
        self.notices: list[Notice] = []
        self._problem_kinds: set[str] = set()
        self._after_frame: list[Callable[[], None]] = []  # ``after_frame`` jobs
        self.saving_off = False  # the user folder cannot be used: the player was told once (run_app)

    # -- properties ----------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def session(self):
        """The session of the topmost game scene on the stack, if any."""
        for scene in reversed(self.scenes):
            found = getattr(scene, "session", None)
            if found is not None:
                return found
        return None

    def find_scene(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # -- the stack -------------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def reset(self, *scenes: Scene) -> None:
        """Empty the stack and push ``scenes`` in order."""
        while self.scenes:
            self.scenes.pop().exit()
        for scene in scenes:
            self.push(scene)

    def open_launcher(self) -> None:
        from .scenes.title import TitleScene

        self.reset(TitleScene(self))

    def start_game(self, session) -> Scene:
        """Show ``session`` in its game scene, with the launcher underneath."""
        from .scenes.title import TitleScene
        from .views import scene_for

        self.reset(TitleScene(self))
        return self.push(scene_for(self, session))

    def set_lang(self, lang: str) -> None:
        if lang in LANGS:
            self.lang = lang
            if self.settings.lang != lang:
                self.settings.lang = lang
                self.save_settings()

    # -- settings, scale and sound ---------------------------------------------------------
    def change_setting(self, name: str, value) -> None:
        """Set one setting, apply it now and remember it (see the module doc)."""
        if name == "lang":
            self.set_lang(value)
            return
        setattr(self.settings, name, value)
        if name == "ui_scale":
            self._fit_surface()
            self._relayout()
        elif name == "palette":
            theme.set_palette(value)
        elif name == "animations":
            motion.set_enabled(value)
        elif name in ("volume", "muted") and self._sound is not None:
            self._sound.set_volume(self.settings.volume)
            self._sound.muted = self.settings.muted
        elif name == "window" and self.windowed:
            self.resize(tuple(value))
        self.save_settings()

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            settings_file.save(self.settings)
        except OSError:
            pass  # a read-only home: the settings last for this run

    def _fit_surface(self) -> None:
        """Make ``surface`` the logical screen for the window and the UI scale."""
        wanted = theme.set_ui_scale(self.settings.ui_scale)
        ww, wh = self.window.get_size()
        scale = wanted if wanted <= 1 else max(1.0, min(wanted, ww / MIN_SIZE[0], wh / MIN_SIZE[1]))
        self.scale = scale
        if abs(scale - 1.0) < 1e-6:
            self.scale = 1.0
            self.surface = self.window
        else:
            size = (max(1, int(round(ww / scale))), max(1, int(round(wh / scale))))
            if self.surface is self.window or self.surface.get_size() != size:
                self.surface = pygame.Surface(size)

    def _relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.size)

    def to_logical(self, inp: Input) -> Input:
        """A pointer input in window pixels -> the logical screen's pixels."""
        if self.scale == 1.0 or not inp.pointer:
            return inp
        k = self.scale

        def pt(p):
            return (int(p[0] / k), int(p[1] / k))

        return dataclasses.replace(inp, pos=pt(inp.pos), start=pt(inp.start), rel=pt(inp.rel))

    def present(self) -> None:
        """Copy the logical screen into the window (scaled when the UI scale is not 1)."""
        if self.surface is self.window:
            return
        try:
            pygame.transform.smoothscale(self.surface, self.window.get_size(), self.window)
        except (ValueError, pygame.error):
            self.window.blit(pygame.transform.scale(self.surface, self.window.get_size()), (0, 0))

    @property
    def sound(self):
        """The sound player (created on first use; silent without an audio device)."""
        if self._sound is None:
            from .sound import Sound

            self._sound = Sound(self.settings.volume, self.settings.muted)
        return self._sound

    def play(self, name: str) -> None:
        """Play effect ``name``; sound is never required, so any failure is ignored."""
        if self.settings.muted or self.settings.volume <= 0:
            return
        try:
            self.sound.play(name)
        except Exception:  # noqa: BLE001 - a sound must never stop the game
            pass

    def events_shown(self, events) -> None:
        """Sounds for newly shown game events: dice for rolls, a card for card events."""
        kinds = {getattr(e, "kind", "") for e in events}
        if "roll" in kinds:
            self.play("dice")
        if "card" in kinds:
            self.play("card")

    def toast(self, label: Label, colour=theme.TEXT) -> None:
        """A short message at the bottom of the screen (saved, loaded, ...)."""
        self._toast = (label, colour, TOAST_TIME)

    def notice(self, text: Text, colour=theme.WARNING) -> Notice:
        """A non-blocking notice at the top of the screen (``widgets.notice``), both languages."""
        for shown in self.notices:
            if shown.text == text:
                return shown
        notice = Notice(text, colour)
        self.notices.append(notice)
        return notice

    def report_save_problem(self, problem: "SaveProblem") -> None:
        """An autosave that could not be written: a notice, once per kind of failure per run."""
        if self.saving_off or problem.kind in self._problem_kinds:
            return
        self._problem_kinds.add(problem.kind)
        self.notice(problem.text, theme.ERROR)

    def toast_text(self) -> str:
        return resolve(self._toast[0], self.lang) if self._toast else ""

    def timer_pending(self) -> bool:
        """True while a frame is due without input (a tooltip waiting to show)."""
        top = self.top
        return bool(top is not None and getattr(top, "tooltip_due", lambda: False)())

    def quit(self, code: int = 0, why: str = "the Quit button") -> None:
        """Stop the loop: autosave the running game and remember the settings first; the app's log says why and
        where the game went (``applog``). A second quit (the window's close, then the quit event SDL sends after
        it) does nothing more."""
        if not self.running:
            return
        autosave = self.autosave_on_quit()
        self.save_settings()
        self.running = False
        self.exit_code = code
        if self.persist:
            from . import applog

            applog.note(f"closed by {why}" + (f"; the game autosaved to {autosave.name}" if autosave else ""))

    def autosave_on_quit(self) -> "Path | None":
        session = self.session()
        if session is None:
            return None
        from .saves import Autosaver

        def tell(problem: SaveProblem) -> None:  # the window is closing: say it on the console too
            self.report_save_problem(problem)
            if not self.saving_off:  # else the player was told at start-up
                sys.stderr.write(f"tabletop: {problem.text.en}\n")

        try:
            return Autosaver(session, on_problem=tell).save_now()
        except Exception:  # noqa: BLE001 - a broken session may not save; quitting goes on
            return None

    # -- one frame -------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / 60) -> bool:
        """Run one frame; True while something animates (the loop must not idle)."""
        self.frame += 1
        inputs = [self.to_logical(i) for i in self.translator.translate(events)]
        try:
            animating = self._frame(inputs, dt)
            if self._after_frame:
                animating = self._run_after_frame() or animating
        except Exception as exc:  # noqa: BLE001 - anything a scene raises
            self.crash(exc)
            animating = False
            self._draw()
        return animating

    def after_frame(self, job: Callable[[], None]) -> None:
        """Run ``job`` once, after the frame being made is drawn (and shown, in a window): work that must
        not hold the first frame back, such as the launcher importing the chosen game."""
        self._after_frame.append(job)

    def _run_after_frame(self) -> bool:
        jobs, self._after_frame = self._after_frame, []
        if self.windowed:
            pygame.display.flip()  # the frame is on screen while the jobs run
        for job in jobs:
            job()
        self._draw()
        return True

    def _frame(self, inputs: list[Input], dt: float) -> bool:
        motion.CLOCK.advance(dt)  # the frame clock every tween reads (``motion``)
        for inp in inputs:
            if inp.kind == "quit":
                from .applog import QUIT_WHY

                self.quit(why=QUIT_WHY.get(inp.text, "a quit event"))
                continue
            if inp.kind == "resize":
                self.resize(inp.size)
                continue
            if inp.kind == "click" and self._dismiss_notice(inp.pos):
                continue
            if self.top is not None and not focus.handle_input(self, self.top, inp):
                self.top.handle(inp)
        animating = False
        for scene in list(self.scenes):
            if scene.update(dt):
                animating = True
        if self._toast is not None:
            label, colour, left = self._toast
            left -= dt
            self._toast = (label, colour, left) if left > 0 else None
            animating = True
        if self.notices:
            for notice in self.notices:
                notice.update(dt)
            self.notices = [n for n in self.notices if not n.done]
            animating = True
        self._draw()
        return animating or motion.busy()

    def _draw(self) -> None:
        surface = self.surface
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes or not self.scenes[start].opaque:
            surface.fill(theme.BG)
        for scene in self.scenes[start:]:
            scene.draw(surface)
        if self.top is not None:
            focus.draw_ring(surface, self.top)
        if self._toast is not None:
            self._draw_toast(surface)
        top = NOTICE_TOP
        for notice in self.notices:
            top = notice.place(self, surface.get_width(), top).bottom + 8
            notice.draw(surface, self)
        self.present()

    def _dismiss_notice(self, pos: tuple[int, int]) -> bool:
        """A click on a notice closes it (and goes no further)."""
        for notice in self.notices:
            if notice.rect.collidepoint(pos):
                self.notices.remove(notice)
                return True
        return False

    def toast_box(self, surface: pygame.Surface) -> tuple[pygame.Rect, pygame.Surface] | None:
        """Where the toast goes on ``surface`` and its text: at the foot of the screen, or of the place the top scene
        gives toasts (``toast_area``: Z Gundam's side column, not over the hand); None without a toast."""
        if self._toast is None:
            return None
        label, colour, _ = self._toast
        spot = getattr(self.top, "toast_area", None)
        area = spot() if callable(spot) else None
        room = area.w - 36 if isinstance(area, pygame.Rect) and area.w >= 160 else surface.get_width() - 120
        if not isinstance(area, pygame.Rect) or area.w < 160:
            area = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - 24)
        content = self.text.fit(resolve(label, self.lang), theme.SIZE_BODY, room)
        surf = self.text.render(content, theme.SIZE_BODY, colour)
        return surf.get_rect(midbottom=(area.centerx, area.bottom)).inflate(36, 18), surf

    def _draw_toast(self, surface: pygame.Surface) -> None:
        placed = self.toast_box(surface)
        if placed is None:
            return
        box, surf = placed
        theme.panel(surface, box, theme.PANEL_RAISED, theme.ACCENT, radius=10)
        surface.blit(surf, surf.get_rect(center=box.center))

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if self.windowed:
            current = pygame.display.get_surface()
            if current is None or current.get_size() != size:
                current = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.window = current
        else:
            self.window = pygame.Surface(size)
        self.surface = self.window
        self._fit_surface()
        if list(self.window.get_size()) != list(self.settings.window):
            self.settings.window = list(self.window.get_size())
        self._relayout()

    # -- crashes ---------------------------------------------------------------------
    def crash(self, exc: BaseException) -> None:
        """Autosave, write a crash report and show the crash scene (see module doc)."""
        from .crash import write_report
        from .saves import Autosaver
        from .scenes.crash import CrashScene

        if isinstance(self.top, CrashScene):
            raise exc  # the crash screen itself failed: nothing safer to show
        session = self.session()
        autosave = None
        if session is not None:
            try:
                autosave = Autosaver(session, on_problem=self.report_save_problem).save_now()
            except Exception:  # noqa: BLE001 - a broken session may not save
                autosave = None
        scene_name = type(self.top).__name__ if self.top else ""
        try:
            report = write_report(exc, session, scene_name, autosave)
        except OSError:
            report = Path("(no report: the log folder cannot be written)")
        self.crashes.append(report)
        self.reset(CrashScene(self, report, autosave, exc))


def settings_notice(settings: "settings_file.Settings") -> Text:
    """What the player is told about a damaged settings file (each problem names the file and field)."""
    problems = "; ".join(settings.problems)
    aside = settings.keep_aside.name if settings.keep_aside is not None else ""
    return Text(f"設定の一部を既定値に戻しました: {problems}" + (f"（元のファイルは {aside} として残します）" if aside else ""),
                f"Some settings were reset to their defaults: {problems}"
                + (f" (the original file is kept as {aside})" if aside else ""))


def open_app(lang: str | None = None, session=None, size: tuple[int, int] | None = None) -> App:
    """Open the window and the launcher (or ``session``'s game over it): ``run_app`` up to its first frame,
    which ``tabletop.bench.speed`` times from a fresh process.

    ``lang`` / ``size`` default to the remembered settings (``settings.json``). The sound starts with the
    first sound played (``sound.Sound``), not here: opening the audio device would hold the first frame back.
    """
    gc.disable()  # what start-up makes lives as long as the app (the command line disables the collector
    try:  # before it imports this module, and ``speed._launcher`` does the same)
        return _open(lang, session, size)
    finally:
        gc.freeze()  # ... and the collector never walks it again
        gc.enable()


def _open(lang: str | None, session, size: tuple[int, int] | None) -> App:
    from tabletop.games import announce
    from tabletop.resources import user_dir

    from . import startstore
    from .saves import clean_temp_files, home_problem

    no_home = home_problem()
    home = user_dir() if no_home is None else None
    start = startstore.load(home) if home is not None else None  # the manifests kept parsed, the text
    announce()  # the games are imported when first needed (the launcher's first frame needs none)
    if no_home is not None:  # one clear line on the console too; the app runs without saving
        sys.stderr.write(f"tabletop: {no_home.en}\n")
        remembered = settings_file.Settings()
    else:
        clean_temp_files()
        remembered = settings_file.load()
    size = tuple(size or remembered.window)
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(TITLE)
    app = App(lang, surface=screen, windowed=True, settings=remembered, persist=no_home is None)
    if no_home is not None:
        app.saving_off = True
        app.notice(no_home, theme.ERROR)
    if remembered.problems:
        app.notice(settings_notice(remembered))
    if not startstore.give_text(start, app.text):  # a player's first start: the text the package ships
        startstore.give_shipped(app.text, app.lang)
    if home is not None:  # the app's log: started, and why it closes (``applog``); the interpreter's own faults
        from . import applog

        applog.catch_faults()
        applog.started(size)
    if home is not None:  # what this first frame read, measured and drew: kept for the next (``startstore``)
        folder = home

        def keep_start() -> None:
            startstore.keep(app.text, folder)

        app.after_frame(keep_start)
    try:
        if session is not None:
            app.start_game(session)
        else:
            app.open_launcher()
    except Exception as exc:  # noqa: BLE001 - same safety as inside a frame
        app.crash(exc)
    return app


def frame_dt(elapsed: float, animating: bool) -> float:
    """The app clock's step (``App.step``'s ``dt``) for a frame ``elapsed`` s of the wall's time after the last:
    at most ``MAX_FRAME_DT`` while something moves, else the whole wait. The loop sleeps while nothing moves, and the
    first frame after it counted 0.5 s however long the player had read the screen: Monster Raid's options that came
    under the pointer take a click once 1 s has passed (``columns.ColumnList.hold``), so a click after reading them
    for 10 s with the pointer still was not taken, the next one was (session 26, a real window)."""
    return min(MAX_FRAME_DT, elapsed) if animating else max(0.0, elapsed)


def run_app(lang: str | None = None, session=None, size: tuple[int, int] | None = None) -> int:
    """Open the window (``open_app``) and run until the player quits; returns the exit code."""
    app = open_app(lang, session, size)
    clock = pygame.time.Clock()
    last = time.perf_counter()
    animating = True
    try:
        while app.running:
            if animating:
                events = pygame.event.get()
            else:  # nothing moves: sleep until an event (or until a tooltip is due)
                first = pygame.event.wait(IDLE_WAIT_MS) if app.timer_pending() else pygame.event.wait()
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            now = time.perf_counter()
            dt, last = frame_dt(now - last, animating), now
            animating = app.step(events, dt)
            pygame.display.flip()
            if animating:
                clock.tick(60)
    finally:
        if app.running:  # left by an exception (Ctrl+C in the terminal): still keep the game and settings
            app.quit(why=f"{type(sys.exc_info()[1]).__name__} in the main loop")
        pygame.quit()
    return app.exit_code
