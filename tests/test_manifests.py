"""Each game's ``manifest.toml`` (what the launcher shows before the game is imported) equals the game
itself, the registry imports a game only when it is first asked for, and the launcher's first frame
imports no game package."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import tabletop.games
from tabletop.core import registry
from tabletop.core.bots import levels
from tabletop.core.manifest import read_manifest
from tabletop.games import MANIFEST, announce, discover

GAMES = sorted(p.parent.name for p in Path(tabletop.games.__file__).parent.glob(f"*/{MANIFEST}"))
ROOT = Path(__file__).resolve().parents[1]


def test_every_game_package_has_a_manifest():
    packages = sorted(p.parent.name for p in Path(tabletop.games.__file__).parent.glob("*/__init__.py")
                      if not p.parent.name.startswith("_"))
    assert GAMES == packages == ["dunbine", "monsterraid", "sdgf", "ultraseven", "zgundam"]


@pytest.mark.parametrize("name", GAMES)
def test_the_manifest_equals_the_games_spec_levels_and_dice(name, tmp_path, monkeypatch):
    # A fresh user folder: a dynamic option (scenarios, decks) offers only what the game ships.
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    from tabletop.ui.scenes.title import rolls_dice

    discover()
    manifest = read_manifest(Path(tabletop.games.__file__).parent / name / MANIFEST)
    game = registry.find(name)
    spec = game.spec
    assert manifest.name == spec.name == name
    assert (manifest.spec.title, manifest.spec.summary) == (spec.title, spec.summary)
    assert manifest.spec.short_title == spec.short_title is not None   # every game has one (the compact "Continue")
    assert (manifest.spec.min_seats, manifest.spec.max_seats) == (spec.min_seats, spec.max_seats)
    assert (manifest.spec.chance, manifest.spec.hidden_information) == (spec.chance, spec.hidden_information)
    assert manifest.spec.seat_labels == spec.seat_labels
    assert [(o.key, o.label, o.default, o.choices) for o in manifest.spec.options] == \
        [(o.key, o.label, o.default, o.choices) for o in spec.options]
    assert manifest.levels == tuple(levels(name))
    assert manifest.launcher_dice == rolls_dice(game)
    assert manifest.dynamic <= {o.key for o in spec.options}


def test_a_broken_manifest_names_its_problems(tmp_path):
    from tabletop.core.errors import DataError

    path = tmp_path / MANIFEST
    path.write_text('name = "x"\ntitle_ja = "x"\ntitle_en = "x"\nsummary_ja = "s"\nsummary_en = "s"\n'
                    "min_seats = 3\nmax_seats = 2\nchance = true\nhidden_information = false\nlauncher_dice = true\n"
                    'levels = ["random"]\n[[option]]\nkey = "k"\nlabel_ja = "k"\nlabel_en = "k"\ndefault = "z"\n'
                    'choice = [{ key = "a", ja = "a", en = "a" }]\n', encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_manifest(path)
    text = str(info.value)
    assert "max_seats" in text and "'z' is not one of the choices" in text


def _manifest(tmp_path, short: str) -> Path:
    path = tmp_path / MANIFEST
    path.write_text('name = "x"\ntitle_ja = "長い題名"\ntitle_en = "A Long Title"\n' + short +
                    'summary_ja = "s"\nsummary_en = "s"\nmin_seats = 2\nmax_seats = 2\nchance = true\n'
                    'hidden_information = false\nlauncher_dice = true\nlevels = ["random"]\n', encoding="utf-8")
    return path


def test_a_short_title_is_optional_and_read_in_both_languages(tmp_path):
    from tabletop.core.i18n import Text

    plain = read_manifest(_manifest(tmp_path, "")).spec
    assert plain.short_title is None and plain.short == Text("長い題名", "A Long Title")   # the title stands for it
    given = read_manifest(_manifest(tmp_path, 'short_title_ja = "題名"\nshort_title_en = "Title"\n')).spec
    assert given.short_title == given.short == Text("題名", "Title") and given.title == Text("長い題名", "A Long Title")


@pytest.mark.parametrize("short,problems", [
    ('short_title_en = "Title"\n', ["short_title_ja: is missing"]),
    ('short_title_ja = ""\nshort_title_en = "Title"\n', [":4: short_title_ja: is empty"]),
    ('short_title_ja = "題名"\nshort_title_en = 7\n', [":5: short_title_en: must be text, not 7"]),
], ids=["one-language", "blank", "not-text"])
def test_a_bad_short_title_names_its_key(tmp_path, short, problems):
    from tabletop.core.errors import DataError

    with pytest.raises(DataError) as info:
        read_manifest(_manifest(tmp_path, short))
    text = str(info.value)
    assert all(problem in text for problem in problems), text
    assert MANIFEST in text   # the file is named


def _run(code: str) -> str:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_announced_games_are_imported_only_when_first_asked_for():
    out = _run("""
        import sys
        from tabletop.games import announce
        from tabletop.core import registry
        names = announce()
        before = sorted(m for m in sys.modules if m.startswith("tabletop.games.") and not m.startswith("tabletop.games._"))
        titles = [m.spec.title.en for m in registry.manifests()]
        registry.find("zgundam")
        after = sorted({m.split(".")[2] for m in sys.modules if m.startswith("tabletop.games.") and not m.startswith("tabletop.games._")})
        print(names, before, len(titles), after)
    """)
    assert out == "['dunbine', 'monsterraid', 'sdgf', 'ultraseven', 'zgundam'] [] 5 ['zgundam']"


def test_the_launchers_first_frame_imports_no_game(tmp_path):
    # The first frame is drawn from the manifests; the chosen game is imported after it (App.after_frame).
    out = _run(f"""
        import os, sys
        os.environ["TABLETOP_HOME"] = {str(tmp_path)!r}
        import pygame
        from tabletop.games import announce
        from tabletop.ui.app import App
        announce()
        pygame.display.init()
        pygame.font.init()
        app = App("en", size=(1280, 800))
        app.open_launcher()
        app._frame([], 1 / 60)
        first = sorted(m for m in sys.modules if m.startswith("tabletop.games.") and not m.startswith("tabletop.games._"))
        app._run_after_frame()
        print(first, type(app.top.selected).__name__, "tabletop.games.dunbine" in sys.modules)
    """)
    assert out == "[] DunbineGame True"


def test_one_step_of_the_launcher_imports_the_chosen_game(tmp_path, monkeypatch):
    # What a test or a player sees after the first step: the chosen game set up from the game itself.
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    import pygame

    from tabletop.ui.app import App

    announce()
    pygame.display.init()
    pygame.font.init()
    app = App("ja", size=(1280, 800))
    app.open_launcher()
    app.step([], 1 / 60)
    assert app.top.selected is registry.find(app.top.games[0].name)
