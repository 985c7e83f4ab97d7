"""The refusal bar of every game's screen, driven by posted mouse events (``pygame.event.post``
then the app's frame, as the real loop does): "Why?" opens the rules help at the refused rule,
"Dismiss" closes the bar, and neither click nor a drag on the bar reaches the board underneath
(the Dunbine map, the Monster Raid table, the card tables). The bar shows the whole sentence,
wrapped, in the app's language with the other language beneath, at 1280x800 and at the
smallest window the app allows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.app import MIN_SIZE
from tabletop.ui.scenes.help import RulesHelpScene
from tabletop.ui.widgets import PrivacyCurtain
from tabletop.ui.widgets.refusal import RefusalBar

GAMES = ("dunbine", "monsterraid", "ultraseven", "zgundam", "sdgf")
SIZES = ((1280, 800), MIN_SIZE)


def post_click(app, pos, button: int = 1) -> None:
    """One click at ``pos`` posted to pygame's event queue, then one frame of the app."""
    pygame.event.clear()
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)):
        pygame.event.post(event)
    app.step(pygame.event.get(), 0.016)


def post_drag(app, start, end) -> None:
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 5):
        p = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(pygame.event.get(), 0.016)


def post_key(app, key: int) -> None:
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get(), 0.016)


def lift(app) -> None:
    """Hand the computer over (curtains, Dunbine's hand-over, Z Gundam's recap) until the table shows."""
    from tabletop.ui.views.dunbine.handover import HandOver
    from tabletop.ui.views.zgundam.scene import RecapDialog

    for _ in range(8):
        top = app.top
        if isinstance(top, (HandOver, RecapDialog)):
            post_click(app, top.ok_button.rect.center)
        elif isinstance(top, PrivacyCurtain):
            post_click(app, (app.size[0] // 2, app.size[1] // 2))
        else:
            break
    app.step([], 0.016)


def refuse(game: str, scene) -> None:
    """Send an action the rules refuse now (the banner then names the rule)."""
    if game == "dunbine":
        from tabletop.games.dunbine.actions import EndTurn as refused
    elif game == "monsterraid":
        from tabletop.games.monsterraid.actions import Pass as refused
    elif game == "ultraseven":
        from tabletop.games.ultraseven.actions import EndRecon as refused
    elif game == "zgundam":
        from tabletop.games.zgundam.actions import Pass as refused
    else:
        from tabletop.games.sdgf.actions import Calculate as refused
    assert not scene.apply_action(refused())


def underneath(scene) -> tuple:
    """What a click or drag reaching the board would change: the game, the selection, the map camera,
    a held card or die."""
    camera = getattr(getattr(scene, "mapview", None), "camera", None)
    return (scene.session.state_hash(), len(scene.session.actions), getattr(scene, "selected", None),
            (camera.x, camera.y, camera.zoom) if camera is not None else None,
            getattr(getattr(scene, "placer", None), "drag", None), getattr(scene, "drag", None),
            list(getattr(getattr(scene, "selection", None), "picked", []) or []))


def start(app, game: str, lang: str, size):
    discover()
    app.set_lang(lang)
    app.resize(size)
    seats = 3 if game == "zgundam" else 2
    session = Session(registry.find(game), seats, None, seed=7)
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    assert app.top is scene
    refuse(game, scene)
    app.step([], 0.016)
    assert scene.banner is not None and scene.banner_rule.startswith(f"{game} ")
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_why_and_dismiss_take_posted_clicks_in_every_game(app, game, size):
    scene = start(app, game, "ja", size)
    rule = scene.banner_rule
    bar = scene.banner_rect
    assert bar.w > 0 and bar.contains(scene.why_rect) and bar.contains(scene.bar.dismiss_rect)
    assert pygame.Rect((0, 0), app.size).contains(bar), "the bar is on the screen"
    before = underneath(scene)

    post_click(app, scene.why_rect.center)
    help_scene = app.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.rule == rule
    app.step([], 0.016)
    assert help_scene.found is not None, f"the help does not cite {rule}"
    post_key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.banner is not None
    assert underneath(scene) == before, "the click on 'Why?' reached the board"

    post_drag(app, bar.center, (bar.centerx + 60, bar.bottom + 80))  # a drag that starts on the bar
    assert app.top is scene and underneath(scene) == before, "a drag on the bar reached the board"

    app.step([], 0.016)
    post_click(app, scene.bar.dismiss_rect.center)
    assert scene.banner is None and app.top is scene
    assert underneath(scene) == before, "the click on 'Dismiss' reached the board"


@pytest.mark.parametrize("lang", ("ja", "en"))
@pytest.mark.parametrize("game", GAMES)
def test_the_whole_sentence_is_shown_in_both_languages(app, game, lang):
    scene = start(app, game, lang, MIN_SIZE)
    main, other = scene.banner_texts(lang)
    error = scene.banner_error
    assert main == error.message(lang) and other == (error.en if lang == "ja" else error.ja)
    text = app.text
    shown = scene.bar.shown
    assert "".join(shown[0]).replace(" ", "") == main.replace(" ", ""), "the sentence is cut"
    assert "".join(shown[1]).replace(" ", "") == other.replace(" ", "")
    assert not any(line.endswith("…") for lines in shown for line in lines)
    assert all(text.size(line, 18)[0] <= scene.banner_rect.w for line in shown[0])


def test_a_long_refusal_wraps_and_grows_the_bar(app):
    scene = start(app, "dunbine", "en", MIN_SIZE)
    from tabletop.core.game import rules_error

    long_en = "A machine that has changed its thrust this turn cannot change it again, " * 3
    scene.show_error(rules_error("dunbine 4.5", "このターンは既に加減速しました。" * 4, long_en.strip()))
    app.step([], 0.016)
    assert scene.banner_rect.h > scene.banner_area.h and len(scene.bar.shown[0]) >= 3
    post_click(app, scene.why_rect.center)
    assert isinstance(app.top, RulesHelpScene) and app.top.rule == "dunbine 4.5"


def test_the_bar_takes_no_input_once_dismissed():
    bar = RefusalBar()
    bar.rect = pygame.Rect(0, 0, 100, 40)
    from tabletop.ui.inputs import Input

    assert bar.hit(Input("click", (10, 10), 1)) == "dismiss"
    assert bar.hit(Input("press", (10, 10), 1)) == ""
    assert bar.hit(Input("click", (10, 60), 1)) is None
    assert bar.hit(Input("key", (10, 10))) is None
    bar.clear()
    assert bar.hit(Input("click", (10, 10), 1)) is None


def screen_citations(game: str) -> list[str]:
    """The rules a game's screen cites by itself ("<game> <section>" literals in ``ui/views/<game>/``)."""
    import ast
    from pathlib import Path

    import tabletop.ui.views as views

    found = set()
    for path in (Path(views.__file__).parent / game).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(f"{game} ") \
                    and len(node.value) < 40 and "\n" not in node.value:
                found.add(node.value)
    return sorted(found)


@pytest.mark.parametrize("lang", ("ja", "en"))
@pytest.mark.parametrize("game", GAMES)
def test_the_rules_a_screen_cites_itself_open_the_help_there(app, game, lang):
    from tabletop.ui.scenes.help import _cites, rule_needles

    cited = screen_citations(game)
    app.set_lang(lang)
    scene = app.push(RulesHelpScene(app, game, title=game))
    app.step([], 0.016)
    missing = []
    for rule in cited:
        scene.rule = rule
        scene.look_up()
        block = scene.view.blocks(app)[scene.found] if scene.found is not None else None
        hay = " ".join([block.text, *(" ".join(row) for row in block.rows)]).casefold() if block else ""
        if block is None or not _cites(rule_needles(game, rule)[0]).search(hay):
            missing.append(rule)
    assert not missing, f"the {game} screen cites rules its help ({lang}) does not: {missing}"
