"""The load list's rows show their whole text (issue 15, "No text cut off"): a row whose title or line
is cut with "…" shows both lines whole on hover, checked by the text-fit check with the pointer."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.session import new_session
from tabletop.ui.app import App
from tabletop.ui.probe import Probe
from tabletop.ui.saves import save_game, saves_dir
from tabletop.ui.scenes.load import LoadScene
from tests.ui.driver import Driver
from tests.ui.textfit.check import problems, unknown


def _load_list(probe: Probe, lang: str) -> tuple[App, Driver]:
    """The load list of an 800x560 app in ``lang``, over the launcher, drawn twice."""
    app = App(lang, size=(800, 560))
    driver = Driver(app, probe)
    app.open_launcher()
    app.push(LoadScene(app))
    driver.frames(2)
    return app, driver


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_cut_save_row_shows_whole_on_hover(home, test_games, lang):
    pygame.display.init()
    pygame.font.init()
    save_game(new_session("toyrace", 2, seed=1))
    saves_dir().mkdir(parents=True, exist_ok=True)
    long_name = "a-damaged-save-with-a-name-long-enough-to-be-cut-" + "x" * 60 + ".json"
    (saves_dir() / long_name).write_text("{not json", encoding="utf-8")
    with Probe() as probe:
        app, driver = _load_list(probe, lang)
        assert any(d.cut for d in driver.texts())  # the damaged save's line does not fit...
        assert not unknown(problems(driver, "load"))  # ...and shows whole when the pointer rests on it
        row = next(r for r in app.top.rows if not r.entry.ok)
        driver.hover(row.rect.center)
        driver.frames(3, 0.25)
        assert driver.shows(long_name)


def test_a_save_row_gives_its_time_to_the_second(home, test_games):
    """A turn's several autosaves (one per decision) read as identical rows "第5/8ターン … 15:47": the time says
    the second, for saves and for files without a ``saved_at``."""
    import re

    from tabletop.ui.saves import read_entry

    path = save_game(new_session("toyrace", 2, seed=1))
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", read_entry(path, False).time)
    damaged = saves_dir() / "damaged.json"
    damaged.write_text("{not json", encoding="utf-8")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", read_entry(damaged, False).time)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_games_save_row_shows_its_title_and_turn_whole_at_800x560(home, lang):
    """An autosave of each game in the smallest window: each row's title and turn whole on one line (smaller type
    down to ``HEAD_LEAST`` px where it must), no "…" (issue 16: "SD Gundam Force Card Game · Turn 1, Player 1's turn,
    Forma…" in English, whole only on hover)."""
    from tabletop.games import discover
    from tabletop.ui.scenes.load import HEAD_LEAST
    from tests.ui.textfit.screens import autosave

    pygame.display.init()
    pygame.font.init()
    discover()
    games = ("sdgf", "zgundam", "dunbine", "ultraseven", "monsterraid")
    for game in games:
        autosave(game, 12)
    with Probe() as probe:
        app, driver = _load_list(probe, lang)
        rows = app.top.rows
        assert len(rows) == len(games)
        for row in rows:
            assert not row.cut, (row.entry.title.get(lang), row.entry.turn.get(lang))
            shown, size = row.head_fit(app.text, lang, row.head_room(app.text, lang))
            assert shown == row.head(lang) and size >= HEAD_LEAST, (shown, size)
            assert driver.shows(row.head(lang))

