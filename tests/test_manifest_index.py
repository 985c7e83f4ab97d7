"""The game packages ship their manifests' parses (``tabletop/games/_manifests.py``, written by
``tools/index_manifests.py``): the index is current, an entry is taken only for the very same text (a stale
one is parsed again, never shown), what the user folder kept comes first, and announcing the games parses
no manifest (no ``tomllib``) when the index is current."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

import pytest

import tabletop.games
from tabletop.core import data
from tabletop.core.manifest import read_manifest
from tabletop.games import MANIFEST
from tabletop.games._manifests import MANIFESTS

from .test_manifests import _run  # a fresh interpreter's last printed line

ROOT = Path(__file__).resolve().parents[1]
GAMES = Path(tabletop.games.__path__[0])


def _tool():
    spec = importlib.util.spec_from_file_location("index_manifests", ROOT / "tools" / "index_manifests.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def adopted():
    """Adopt parses for one test; whatever is left is dropped after it (``note_parsed(False)`` clears them)."""
    data.note_parsed(False)
    yield
    data.note_parsed(False)


def test_the_shipped_index_is_current():
    # Stale: run `python tools/index_manifests.py` and commit tabletop/games/_manifests.py.
    assert _tool().index_text() == (GAMES / "_manifests.py").read_text(encoding="utf-8")
    packages = sorted(p.parent.name for p in GAMES.glob(f"*/{MANIFEST}"))
    assert sorted(MANIFESTS) == packages == ["dunbine", "monsterraid", "sdgf", "ultraseven", "zgundam"]
    for name, (text, parsed) in MANIFESTS.items():
        assert text == (GAMES / name / MANIFEST).read_text(encoding="utf-8")
        assert parsed == tomllib.loads(text)


def test_an_entry_is_taken_only_for_the_very_same_text(adopted):
    path = GAMES / "dunbine" / MANIFEST
    text, parsed = MANIFESTS["dunbine"]
    marked = {**parsed, "title_en": "Taken from the index"}
    data.adopt_parsed(data.Parsed({str(path): (text, marked)}))
    assert read_manifest(path).spec.title.en == "Taken from the index"   # the same text: no parse
    data.adopt_parsed(data.Parsed({str(path): (text + "\n# edited since\n", marked)}))
    assert read_manifest(path).spec.title.en == "Aura Battler Dunbine"   # stale: parsed, the file's own title


def test_what_the_user_folder_kept_comes_before_the_shipped_index(adopted):
    path = str(GAMES / "dunbine" / MANIFEST)
    text, parsed = MANIFESTS["dunbine"]
    data.adopt_parsed(data.Parsed({path: (text, {**parsed, "title_en": "kept"})}))
    data.adopt_parsed(data.Parsed({path: (text, {**parsed, "title_en": "shipped"})}))
    assert read_manifest(path).spec.title.en == "kept"


def test_announcing_the_games_parses_no_manifest():
    out = _run("""
        import sys
        from tabletop.core import registry
        from tabletop.games import announce
        announce()
        print("tomllib" in sys.modules, sorted(m.spec.title.en for m in registry.manifests()))
    """)
    titles = sorted(tomllib.loads(text)["title_en"] for text, _ in MANIFESTS.values())
    assert out == f"False {titles}"


def test_a_kept_start_holding_every_manifest_does_not_read_the_index():
    # ``ui.startstore`` adopts what the user folder kept before the games are announced.
    out = _run("""
        import sys
        from pathlib import Path
        import tabletop.games
        from tabletop.core import data, registry
        from tabletop.games._manifests import MANIFESTS
        folder = Path(tabletop.games.__path__[0])
        kept = {str(folder / name / "manifest.toml"): (text, {**parsed, "title_en": "kept " + name})
                for name, (text, parsed) in MANIFESTS.items()}
        del sys.modules["tabletop.games._manifests"]
        data.adopt_parsed(data.Parsed(kept))
        tabletop.games.announce()
        print("tabletop.games._manifests" in sys.modules, sorted(m.spec.title.en for m in registry.manifests()))
    """)
    assert out == f"False {sorted('kept ' + name for name in MANIFESTS)}"
