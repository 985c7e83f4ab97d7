"""Every game's log reads as a player's text in each language (issue 15).

The golden playthroughs (seeded games of the computer players, every game) are
played again action by action; every log line any seat or a spectator sees is
then read in both languages: an English line holds no Japanese (rule references
included: "rule 8.4", never "ルール (2)" or "8.4項"), and no line names an
internal id (snake_case keys such as "one_cour", seat keys such as "alien:",
die ids such as "leaf-n1-d4", numbered placeholders such as "minion1").
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from tabletop import games
from tabletop.core import registry
from tabletop.core.dice import DiceSource, replay_source
from tabletop.core.session import Session

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "data"
FILES = sorted(GOLDEN.glob("*.json"))
GAMES = ("dunbine", "ultraseven", "zgundam", "sdgf", "monsterraid")

JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
INTERNAL = {
    "snake_case id": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    "seat or side key": re.compile(r"(?:^|\s)(?:alien|tdf|seven|[a-z])\s?:"),
    "die id": re.compile(r"\b[a-z]+-[nu]\d+-d\d+\b"),
    "numbered placeholder": re.compile(r"\b(?:minion|effect|boss|target|card|unit|side)\d+\b"),
    "game name as a rule tag": re.compile(r"\((?:" + "|".join(GAMES) + r") "),
}
#: Lines that look like an internal id but are the game's words. Empty: none is needed today.
EXCEPTIONS: frozenset[str] = frozenset()


@lru_cache(maxsize=None)
def played_lines(path: Path) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The game's name and every (ja, en) log line that any seat or a spectator sees."""
    games.discover()
    record = json.loads(path.read_text(encoding="utf-8"))
    save = record["save"]
    game = registry.find(save["game"])
    session = Session(game, save["seats"], save["options"],
                      dice=replay_source(DiceSource.from_json(save["dice"]).to_json()))
    for entry in save["actions"]:
        session.apply(game.action_from_json(entry["action"]), entry["seat"])
    lines: dict[tuple[str, str], None] = {}
    for seat in [*range(save["seats"]), None]:
        for event in session.log_for(seat):
            lines[(event.line("ja"), event.line("en"))] = None
    return save["game"], tuple(lines)


def test_the_golden_games_cover_every_game():
    """(Read from the files: replaying them all here took 30 s, once more than the tests below that replay them.)"""
    assert {json.loads(p.read_text(encoding="utf-8"))["save"]["game"] for p in FILES} >= set(GAMES)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_no_japanese_in_the_english_log(path: Path):
    _, lines = played_lines(path)
    bad = [en for _, en in lines if JAPANESE.search(en) and en not in EXCEPTIONS]
    assert not bad, f"{len(bad)} English log lines hold Japanese, e.g. {bad[:3]}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_no_internal_names_in_the_log(path: Path):
    _, lines = played_lines(path)
    bad = [(what, line) for pair in lines for line in pair if line not in EXCEPTIONS
           for what, pattern in INTERNAL.items() if pattern.search(line)]
    assert not bad, f"{len(bad)} log lines name internal ids, e.g. {bad[:3]}"


def test_rule_tags_in_each_language():
    """Spot checks of the five games' rule references as the log prints them."""
    _, lines = played_lines(next(p for p in FILES if p.stem.startswith("zgundam")))
    ja, en = next(pair for pair in lines if pair[1].startswith("Turn "))
    assert en.endswith("(rule (1))") and ja.endswith("(ルール (1))")
    _, lines = played_lines(next(p for p in FILES if p.stem.startswith("ultraseven")))
    assert any(en.endswith("(rule 3)") and ja.endswith("(3項)") for ja, en in lines)
