"""Render the Monster Raid game screen to ``docs/screenshots/monsterraid-*.png`` (real app, dummy driver).

    SDL_VIDEODRIVER=dummy python -m tests.ui.monsterraid.screenshots [OUTDIR]

monsterraid-placement.png (stage start, a minion being dragged), monsterraid-shot.png
(a flick mid-flight), monsterraid-aim-en.png (aiming, in English), monsterraid-round-end.png
(a round-end step: the dice that count highlighted), monsterraid-growth.png (stage clear),
monsterraid-ending.png (the ending), monsterraid-small.png (resized to 1024x640).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[3]


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-shots-"))
    sys.path.insert(0, str(ROOT))
    from tabletop.core.session import Session
    from tabletop.games.monsterraid.actions import PlaceMinion
    from tabletop.games.monsterraid.content import content
    from tabletop.games.monsterraid.game import MonsterRaidGame
    from tabletop.games.monsterraid.placement import check_minion
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events, key_event
    from tests.games.monsterraid.helpers import arrange, empty_hand, put
    from tests.ui.monsterraid.helpers import motion, to_growth

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()

    def shot(app, name: str) -> None:
        path = out / name
        pygame.image.save(app.surface, str(path))
        print(path)

    def press(app, pos):
        app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, pos)), button=1)], 1 / 60)

    def move(app, pos):
        app.step([motion(pos, (1, 0, 0))], 1 / 60)

    def release(app, pos):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, pos)), button=1)], 1 / 60)

    def click(app, widget):
        app.step(click_events(widget.rect.center), 1 / 60)

    def passes(app, scene):
        start = (scene.session.state.stage, scene.session.state.round)
        while scene.anim is None and scene.session.state.phase == "attack" and not scene.session.state.prompts \
                and (scene.session.state.stage, scene.session.state.round) == start:
            empty_hand(scene.session, scene.session.state.turn)
            scene.refresh()
            click(app, scene.pass_btn)

    # placement: a minion dragged towards another edge of the boss
    app = App("ja")
    session = Session(MonsterRaidGame(), 3, {"difficulty": "normal"}, seed=5)
    scene = app.start_game(session)
    app.step([], 1 / 60)
    move_ = next(a for a in session.legal_actions() if isinstance(a, PlaceMinion))
    minion = session.state.target(move_.target)
    pose = check_minion(session.state, move_)
    tf = scene.board.transform()
    a, b = tf.to_screen(minion.cx, minion.cy), tf.to_screen(pose[0] + 8, pose[1] + 6)
    press(app, a)
    for i in range(1, 6):
        move(app, (a[0] + (b[0] - a[0]) * i / 5, a[1] + (b[1] - a[1]) * i / 5))
    shot(app, "monsterraid-placement.png")
    release(app, b)
    click(app, scene.ready_btn)
    # a shot: Sigurd flicks from the launcher; mid-flight
    ctl = scene.ctl
    tf = scene.board.transform()
    start = tf.to_screen(*ctl.position)
    end = (start[0] + 6, start[1] - 60)
    press(app, start)
    for i in range(1, 5):
        move(app, (start[0] + (end[0] - start[0]) * i / 4, start[1] + (end[1] - start[1]) * i / 4))
    release(app, end)
    for _ in range(14):
        app.step([], 1 / 60)
    shot(app, "monsterraid-shot.png")
    while scene.ctl.busy:
        app.step([], 1 / 60)
    app.step([], 1 / 60)
    # aiming in English (Leaf: flick or throw), a skill chosen
    app.set_lang("en")
    for s in session.state.adventurer("leaf").skills:
        if s.id in ("double_shot", "storm_arrow"):
            s.in_play = True
    scene.refresh()
    click(app, next(b for b in scene.skill_list.items if "Double" in b.label("en")))
    tf = scene.board.transform()
    start = tf.to_screen(*scene.ctl.position)
    press(app, start)
    move(app, (start[0] - 20, start[1] - 40))
    move(app, (start[0] - 24, start[1] - 52))
    shot(app, "monsterraid-aim-en.png")
    release(app, (start[0] - 24, start[1] - 52))
    while scene.ctl.busy:
        app.step([], 1 / 60)
    app.set_lang("ja")
    # round end: dice on the targets, everyone passes; a damage step
    state = session.state
    live = [t.id for t in state.live_targets()]
    for die, where, face, dx, dy in (("genjimaru-n1-d6", live[0], 5, -22, 10), ("paola-n1-d4", live[0], 4, 20, -14),
                                     ("sigurd-n2-d6", live[-1], 6, -10, 8), ("genjimaru-n2-d8", live[-1], 7, 12, -10)):
        d = put(scene.session, die, [where], face)
        d.x, d.y = d.x + dx, d.y + dy
    scene.refresh()
    passes(app, scene)
    anim = scene.anim
    target = next(s for s in anim.steps if s.kind == "damage" and len(s.dice) >= 2)
    while anim.step is not target:
        app.step([key_event(pygame.K_SPACE)], 1 / 60)
    for _ in range(20):
        app.step([], 1 / 60)
    shot(app, "monsterraid-round-end.png")
    wall = next((s for s in anim.steps if s.kind == "wall"), None)
    if wall is not None:
        while anim.step is not wall:
            app.step([key_event(pygame.K_SPACE)], 1 / 60)
        shot(app, "monsterraid-round-wall.png")
    click(app, scene.skip_btn)
    # stage clear: the growth choice (a new game whose stage 1 is cleared through the screen: the goblin alone,
    # one hit from death; the game above is in its third round with the goblin's stage still to win)
    app3 = App("ja")
    scene3 = app3.start_game(Session(MonsterRaidGame(), 3, {"difficulty": "normal"}, seed=5))
    app3.step([], 1 / 60)
    to_growth(app3, scene3, click, (("sigurd-n1-d6", 6), ("leaf-n1-d4", 4)))
    assert (scene3.view_data.get("pending") or {}).get("kind") == "growth", "not the growth choice"
    shot(app3, "monsterraid-growth.png")
    # the ending: last stage, score 13
    app2 = App("ja")
    s2 = Session(MonsterRaidGame(), 1, {"difficulty": "normal"}, seed=9)
    sc2 = app2.start_game(s2)
    app2.step([], 1 / 60)
    arrange(s2, "goblin", [])
    click(app2, sc2.ready_btn)
    s2.state.stage = len(content().stages)
    s2.state.wall = 13
    put(s2, "sigurd-n1-d6", ["goblin"], 6)
    put(s2, "sigurd-n2-d6", ["goblin"], 6)
    sc2.refresh()
    passes(app2, sc2)
    click(app2, sc2.skip_btn)
    app2.step([], 1 / 60)
    shot(app2, "monsterraid-ending.png")
    # resized
    app.resize((1024, 640))
    app.step([], 1 / 60)
    shot(app, "monsterraid-small.png")
    issue_shots(out)
    return 0


def issue_shots(out: Path) -> None:
    """Each in ja and en at 1280x800 and 800x560: the first turn's aim (at the monsters), the replay
    of the last shot running, the growth options, the MVP's, a skill's uses, and the practice table's throw
    (the landing mark under the mouse, the boards and cards named). ``monsterraid-<what>-<lang>-<size>.png``"""
    from tabletop.core.session import Session
    from tabletop.games.monsterraid.game import MonsterRaidGame
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events
    from tests.games.monsterraid.helpers import empty_hand
    from tests.ui.monsterraid.helpers import motion, open_practice, read_options, to_growth

    def shot(app, what, lang, size):
        path = out / f"monsterraid-{what}-{lang}-{size[0]}x{size[1]}.png"
        pygame.image.save(app.surface, str(path))
        print(path)

    def click(app, widget):
        app.step(click_events(widget.rect.center), 1 / 60)

    for lang in ("ja", "en"):
        for size in ((1280, 800), (800, 560)):
            app = App(lang, size=size)
            session = Session(MonsterRaidGame(), 2, {"difficulty": "normal"}, seed=5)
            scene = app.start_game(session)
            app.step([], 1 / 60)
            click(app, scene.ready_btn)
            app.step([], 1 / 60)
            shot(app, "first-aim", lang, size)
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
            while scene.ctl.busy:
                app.step([], 1 / 60)
            app.step([], 1 / 60)
            click(app, scene.replay_btn)
            for _ in range(30):
                app.step([], 1 / 60)
            shot(app, "replay", lang, size)
            while scene.ctl.busy:
                app.step([], 1 / 60)
            # a skill's uses listed (Leaf's Sharp Shooting)
            state = session.state
            for adv in state.adventurers:
                for sk in adv.skills:
                    if sk.id in ("sharp_shooting", "double_shot"):
                        sk.in_play = True
            while state.turn != "leaf" and state.phase == "attack":
                empty_hand(session, state.turn)
                scene.refresh()
                click(app, scene.pass_btn)
            if state.turn == "leaf":
                scene.refresh()
                app.step([], 1 / 60)
                found = [b for b in scene.skill_list.items if getattr(b, "skill", "") == "sharp_shooting"]
                if found and found[0].enabled:
                    click(app, found[0])
                app.step([], 1 / 60)
                shot(app, "skill-uses", lang, size)
            # the growth options
            app = App(lang, size=size)
            session = Session(MonsterRaidGame(), 2, {"difficulty": "normal"}, seed=5)
            scene = app.start_game(session)
            app.step([], 1 / 60)
            to_growth(app, scene, click, (("sigurd-n1-d6", 6), ("leaf-n1-d4", 4)))
            shot(app, "growth", lang, size)
            # the MVP's options (over the table, each with the skills in hand), the growths chosen
            while session.pending() is not None and session.pending().kind == "growth":
                read_options(app)
                click(app, scene.choices.items[0])
            app.step([], 1 / 60)
            shot(app, "mvp", lang, size)
            # the practice table: a throw being aimed, the mark under the mouse
            app = App(lang, size=size)
            practice = open_practice(app)
            click(app, practice.method_buttons["throw"])
            tf = practice.board.transform()
            start = tf.to_screen(*practice.ctl.position)
            target = tf.to_screen(500.0, 480.0)
            app.step([motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, start)), button=1)],
                     1 / 60)
            for i in range(1, 6):
                app.step([motion((start[0] + (target[0] - start[0]) * i / 5, start[1] + (target[1] - start[1]) * i / 5),
                                 (1, 0, 0))], 1 / 60)
            shot(app, "practice-throw", lang, size)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
