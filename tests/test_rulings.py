"""Rulings that say what they are (issue 17): every entry of ``docs/rulings/<game>.md`` carries its
kind right after its bold id and title - ``[silent]`` (the book says nothing), ``[ambiguous]`` (two
readings, one chosen) or ``[departure]`` (the book says otherwise) - and every ruling the engines
cite ("dunbine R-6a", "zgundam ruling R9", "sdgf ruling 編成フェイズ-2") has its entry in its game's
file. The rule ids are collected from the engine sources as the help-docs test collects them
(``tests/ui/test_rules_help_docs.citations``). One test per game file, so each file fails alone."""

from __future__ import annotations

import re

import pytest

from tabletop.resources import docs_dir
from tabletop.ui.scenes.help import KIND_LABELS, RULING_KINDS, mark_kinds, ruling_entries, ruling_id
from tests.ui.test_rules_help_docs import GAMES, citations

#: Rule ids that name a ruling rather than a section of the book: "ruling <id>" / "裁定 <id>",
#: or the bare ids R5, R-6a, R-V1 (Dunbine, Z Gundam, Monster Raid) and U-12 (Ultra Seven).
_BARE_RULING = re.compile(r"^(R-?[0-9][0-9A-Za-z]*|R-[A-Za-z0-9]+|U-[0-9]+)$")


def cited_rulings(game: str) -> list[str]:
    """The ruling ids the engine of ``game`` cites in its rule strings."""
    out = []
    for rule in citations(game):
        section = rule.split(" ", 1)[1] if " " in rule else ""
        words = section.split()
        if len(words) == 2 and words[0].casefold() in ("ruling", "裁定"):
            out.append(words[1])
        elif _BARE_RULING.match(section):
            out.append(section)
    return sorted(set(out))


def rulings_text(game: str) -> str:
    return (docs_dir() / "rulings" / f"{game}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_says_its_kind(game):
    entries = ruling_entries(rulings_text(game))
    assert entries, f"docs/rulings/{game}.md has no ruling entries"
    untagged = [f"line {line}: {rid}" for rid, kind, line in entries if kind not in RULING_KINDS]
    assert not untagged, (f"docs/rulings/{game}.md: entries without [silent] / [ambiguous] / [departure] "
                          f"right after the bold id and title: {untagged}")
    ids = [rid for rid, _, _ in entries]
    assert len(ids) == len(set(ids)), f"docs/rulings/{game}.md repeats ids: {sorted(i for i in ids if ids.count(i) > 1)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_cited_ruling_has_its_entry(game):
    have = {rid for rid, _, _ in ruling_entries(rulings_text(game))}
    missing = [rid for rid in cited_rulings(game) if rid not in have]
    assert not missing, f"the {game} engine cites rulings that docs/rulings/{game}.md lacks: {missing}"


def test_ruling_ids_are_found_in_rule_strings():
    assert {"R-6a", "R-V1"} <= set(cited_rulings("dunbine"))
    assert {"R7", "R9"} <= set(cited_rulings("zgundam"))
    assert {"編成フェイズ-2", "反撃フェイズ-3"} <= set(cited_rulings("sdgf"))


def test_entries_are_read_from_lists_and_ruling_tables():
    text = ("# Rulings\n\n- **R-2a (2.3) Pilots.** [silent] One machine.\n- **R-2b Thrust.** Untagged.\n"
            "- **U-3 Counters.**: [departure] The box.\n\n| # | Rule | Ruling |\n|---|---|---|\n"
            "| R1 | 2 | [ambiguous] Equal hits. |\n| R2 | 3 | No tag. |\n\n| a | b |\n|---|---|\n| x | y |\n")
    assert [(rid, kind) for rid, kind, _ in ruling_entries(text)] == [
        ("R-2a", "silent"), ("R-2b", ""), ("U-3", "departure"), ("R1", "ambiguous"), ("R2", "")]
    assert ruling_id("R-2a (2.3, 2.6) Pilots.") == "R-2a" and ruling_id("開始準備-2 House rule.") == "開始準備-2"


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_the_help_shows_a_departure_plainly(lang):
    help_text = "> **R-6a (6.2) Off the map.** It leaves.\n>\n> **R-7a** Turns.\n\n- **R-8a** [departure] x"
    shown = mark_kinds(help_text, {"R-6a": "departure", "R-7a": "silent"}, lang)
    label = KIND_LABELS["departure"].get(lang)
    assert f"> **R-6a (6.2) Off the map. — {label}** It leaves." in shown
    assert "> **R-7a** Turns." in shown and f"**{label}** x" in shown and "[departure]" not in shown
    assert label == ("原作との相違" if lang == "ja" else "Departure from the book")


def test_sdgf_house_rule_shows_as_a_departure_in_the_help(app):
    from tabletop.ui.scenes.help import RulesHelpScene

    scene = app.push(RulesHelpScene(app, "sdgf", rule="sdgf ruling 開始準備-2"))
    app.step([], 0.016)
    block = scene.view.blocks(app)[scene.found]
    assert block.kind == "quote" and block.mark.startswith("開始準備-2") and "原作との相違" in block.mark


@pytest.fixture
def app(tmp_path, monkeypatch):
    import pygame

    from tabletop.ui.app import App

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    pygame.display.init()
    pygame.font.init()
    return App("ja", size=(1280, 800))
