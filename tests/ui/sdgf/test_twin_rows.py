"""SD Gundam Force: no two action rows of a decision read the same (issue 16 at 150 %: "Discard (no counter)" /
"Dark Soul Drive" twice, two copies of one card in hand); a copy's row says its place in the hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.core import registry
from tabletop.core.dice import DiceSource, replay_source
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.views.sdgf.scene import action_words
from tabletop.ui.views.sdgf.twins import ordinal, row_text, tell_apart
from tabletop.ui.views.sdgf.zones import card_ids

from .conftest import start
from .screenshots import play_until

GOLDEN = sorted((Path(__file__).parents[2] / "golden" / "data").glob("sdgf-*.json"))


def _rows(session, seat: int, tell: bool) -> dict[str, list[str]]:
    """The decision's rows as ``seat``'s screen words them, per language (told apart or as the words alone)."""
    view = session.view(seat)
    card_of = card_ids(view)
    shown = session.legal_actions()
    words = [action_words(card_of, a, lambda line: True) for a in shown]
    fulls = [lambda lang, a=a: session.describe_action(a, lang) for a in shown]
    verbs = [w[0] for w in words]
    if tell:
        hand = [c["id"] for c in view["seats"][seat]["hand"] if c]
        verbs = tell_apart(shown, verbs, [w[1] for w in words], fulls, hand)
    return {lang: [row_text(v, w[1], f, lang) for v, w, f in zip(verbs, words, fulls)] for lang in ("ja", "en")}


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_no_two_rows_of_a_decision_read_the_same_over_the_recorded_game(path):
    discover()
    save = json.loads(path.read_text(encoding="utf-8"))["save"]
    game = registry.find(save["game"])
    session = Session(game, save["seats"], save["options"],
                      dice=replay_source(DiceSource.from_json(save["dice"]).to_json()))
    twins = 0
    for entry in save["actions"]:
        seat = session.pending().seat
        raw = _rows(session, seat, tell=False)
        twins += len(raw["en"]) - len(set(raw["en"]))
        told = _rows(session, seat, tell=True)
        for lang, rows in told.items():
            assert len(rows) == len(set(rows)), (lang, sorted(r for r in rows if rows.count(r) > 1))
        session.apply(game.action_from_json(entry["action"]), entry["seat"])
    assert twins >= 1  # the recorded game does hold two copies of a card in one hand


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_two_dark_soul_drive_rows_say_which_copy(app, lang):
    app.set_lang(lang)
    scene = start(app)
    play_until(app, scene, "counter")
    play_until(app, scene, "counter", pick=lambda actions: actions[0])
    rows = [(b.label.get(lang) if hasattr(b.label, "get") else str(b.label),
             b.sublabel(lang) if callable(b.sublabel) else "") for b in scene.actions.items]
    assert len(rows) == len(set(rows)), rows
    names = [sub for _, sub in rows]
    twin = next(n for n in names if names.count(n) > 1)  # the seeded game's two copies of one card
    heads = sorted(head for head, sub in rows if sub == twin)
    word = "手札の" if lang == "ja" else " in hand"
    assert all(word in head for head in heads), heads
