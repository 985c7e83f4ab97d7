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
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterable

import pygame

from tabletop.core.i18n import DEFAULT_LANG, LANGS

from . import strings  # noqa: F401  (registers the UI strings)
from . import theme
from .inputs import Input, InputTranslator
from .scene import Scene
from .text import Label, TextCache, resolve

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
TITLE = "tabletop"
IDLE_WAIT_MS = 250
TOAST_TIME = 3.5


class App:
    """The scene stack and one frame of the app (see the module doc)."""

    def __init__(self, lang: str = DEFAULT_LANG, size: tuple[int, int] = DEFAULT_SIZE,
                 surface: pygame.Surface | None = None, windowed: bool = False) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.lang = lang if lang in LANGS else DEFAULT_LANG
        self.windowed = windowed
        self.surface = surface if surface is not None else pygame.Surface(size)
        self.text = TextCache()
        self.scenes: list[Scene] = []
        self.translator = InputTranslator()
        self.running = True
        self.exit_code = 0
        self.frame = 0
        self.crashes: list[Path] = []
        self._toast: tuple[Label, tuple, float] | None = None

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

    def toast(self, label: Label, colour=theme.TEXT) -> None:
        """A short message at the bottom of the screen (saved, loaded, ...)."""
        self._toast = (label, colour, TOAST_TIME)

    def toast_text(self) -> str:
        return resolve(self._toast[0], self.lang) if self._toast else ""

    def timer_pending(self) -> bool:
        """True while a frame is due without input (a tooltip waiting to show)."""
        top = self.top
        return bool(top is not None and getattr(top, "tooltip_due", lambda: False)())

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- one frame -------------------------------------------------------------------
    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = 1 / 60) -> bool:
        """Run one frame; True while something animates (the loop must not idle)."""
        self.frame += 1
        inputs = self.translator.translate(events)
        try:
            animating = self._frame(inputs, dt)
        except Exception as exc:  # noqa: BLE001 - anything a scene raises
            self.crash(exc)
            animating = False
            self._draw()
        return animating

    def _frame(self, inputs: list[Input], dt: float) -> bool:
        for inp in inputs:
            if inp.kind == "quit":
                self.quit()
                continue
            if inp.kind == "resize":
                self.resize(inp.size)
                continue
            if self.top is not None:
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
        self._draw()
        return animating

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
        if self._toast is not None:
            self._draw_toast(surface)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        label, colour, _ = self._toast  # type: ignore[misc]
        content = self.text.fit(resolve(label, self.lang), theme.SIZE_BODY, surface.get_width() - 120)
        surf = self.text.render(content, theme.SIZE_BODY, colour)
        box = surf.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 24)).inflate(36, 18)
        theme.panel(surface, box, theme.PANEL_RAISED, theme.ACCENT, radius=10)
        surface.blit(surf, surf.get_rect(center=box.center))

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if self.windowed:
            current = pygame.display.get_surface()
            if current is None or current.get_size() != size:
                current = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.surface = current
        else:
            self.surface = pygame.Surface(size)
        for scene in self.scenes:
            scene.layout(self.size)

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
                autosave = Autosaver(session).save_now()
            except Exception:  # noqa: BLE001 - a broken session may not save
                autosave = None
        scene_name = type(self.top).__name__ if self.top else ""
        try:
            report = write_report(exc, session, scene_name, autosave)
        except OSError:
            report = Path("(no report: the log folder cannot be written)")
        self.crashes.append(report)
        self.reset(CrashScene(self, report, autosave, exc))


def run_app(lang: str = DEFAULT_LANG, session=None, size: tuple[int, int] = DEFAULT_SIZE) -> int:
    """Open the window and run until the player quits; returns the exit code."""
    from tabletop.games import discover

    discover()
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.mixer.init()
    except pygame.error:
        pass  # no sound card: the app is silent
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(TITLE)
    app = App(lang, surface=screen, windowed=True)
    try:
        if session is not None:
            app.start_game(session)
        else:
            app.open_launcher()
    except Exception as exc:  # noqa: BLE001 - same safety as inside a frame
        app.crash(exc)
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
            dt, last = min(0.5, now - last), now
            animating = app.step(events, dt)
            pygame.display.flip()
            if animating:
                clock.tick(60)
    finally:
        pygame.quit()
    return app.exit_code
