"""Screenshots of network play for docs/network.md: ``python -m tests.ui.net.screenshots OUTDIR``.

A host on 127.0.0.1 and two app windows in one process, each the client of one seat: the same game
seen from both seats (Japanese left, English right; each sees only its own hand) for Ultra Seven,
SD Gundam Force, Dunbine, Z Gundam and Monster Raid, the host's lobby and the join screen, in
Japanese and English. Writes ``network-*.png`` into OUTDIR.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from tabletop.games import discover
from tabletop.net.client import RemoteSession
from tabletop.ui.app import App
from tabletop.ui.scenes.network import HostScene, JoinScene
from tests.net.conftest import LOOPBACK, TIMEOUT, ready
from tests.ui.net.conftest import hosted


def side_by_side(left: pygame.Surface, right: pygame.Surface) -> pygame.Surface:
    w, h = left.get_size()
    out = pygame.Surface((w * 2 + 16, h))
    out.fill((0, 0, 0))
    out.blit(left, (0, 0))
    out.blit(right, (w + 16, 0))
    return out


def frames(*apps: App, n: int = 3) -> None:
    for _ in range(n):
        for app in apps:
            app.step([], 0.05)


def two_screens(out: Path, game: str, moves: int, size: tuple[int, int] = (1280, 800), suffix: str = "") -> None:
    """Both seats of ``game`` after ``moves`` first-legal moves, one window each (ja left, en right),
    with a few chat lines."""
    with hosted(game, ["human", "human"], seed=3) as host:
        apps = [App("ja", size=size), App("en", size=size)]
        names = ["アキ", "Ben"]
        remotes = [RemoteSession(f"{LOOPBACK}:{host.port}", seat=s, name=names[s]).start(TIMEOUT) for s in (0, 1)]
        for app, remote in zip(apps, remotes):
            app.start_game(remote)
        for _ in range(moves):
            mover = next((r for r in remotes if ready(r) and r.legal_actions()), None)
            if mover is None:
                break
            mover.apply(mover.legal_actions()[0])
            mover.wait(lambda c: not c.busy(), TIMEOUT)
            frames(*apps)
        remotes[0].say("よろしくお願いします！")
        remotes[1].say("Good luck, have fun")
        for remote in remotes:
            remote.wait(lambda c: c.action_count == host.call(lambda s: len(s.actions)) and len(c.chat) == 2, TIMEOUT)
        frames(*apps)
        pygame.image.save(side_by_side(apps[0].surface, apps[1].surface), str(out / f"network-{game}{suffix}.png"))
        for app in apps:
            app.open_launcher()


def launcher_screens(out: Path) -> None:
    """The host's lobby with a friend connected, and the join screen (each in ja and en, 800x560)."""
    for lang in ("ja", "en"):
        app = App(lang, size=(800, 560))
        app.open_launcher()
        frames(app)
        title = app.top
        title.select(next(g for g in title.games if g.spec.name == "sdgf"))
        title.open_host()
        scene: HostScene = app.top
        scene.set_bind(LOOPBACK)
        scene.port.value = str(18765 + (lang == "en"))
        scene.open_room()
        assert scene.host is not None
        friend = RemoteSession(f"{LOOPBACK}:{scene.host.port}", name="Ben").start(TIMEOUT)
        friend.wait(lambda c: bool(c.table()) and c.table()[1]["connected"], TIMEOUT)
        frames(app)
        pygame.image.save(app.surface, str(out / f"network-lobby-{lang}.png"))
        friend.close()
        app.open_launcher()  # closes the room
        app.push(JoinScene(app))
        join: JoinScene = app.top
        join.address.value = "00956Q"
        join.name.value = "Ben"
        frames(app)
        pygame.image.save(app.surface, str(out / f"network-join-{lang}.png"))


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    discover()
    os.environ.setdefault("TABLETOP_HOME", str(out / ".home"))
    two_screens(out, "ultraseven", 6)
    two_screens(out, "sdgf", 5)
    two_screens(out, "dunbine", 6)
    two_screens(out, "zgundam", 10)
    two_screens(out, "monsterraid", 3)
    two_screens(out, "ultraseven", 6, (800, 560), "-small")
    launcher_screens(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
