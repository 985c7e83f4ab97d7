"""The battle panel names each rolling card whole (issue 16): at 150 % UI scale the panel is 283 px wide and
an explosion by "Quattro Bajeena (Char Aznable)" was cut to "P2 Quattro Bajeena (Ch…" beside its "1 hit (≤4)"; a
name too long for the row beside its hits now has the row to itself, its hits going beside its dice."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.zgundam.view import card_info
from tabletop.ui.text import TextCache
from tabletop.ui.views.zgundam.combat_panel import CombatPanel


class _UI:
    def __init__(self, lang: str) -> None:
        self.text = TextCache()
        self.lang = lang


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [283, 330])  # 283: the panel at 1280x800 and 150 %
def test_a_long_pilot_name_is_drawn_whole_in_the_battle_panel(lang, width):
    pygame.init()
    cards = {c: card_info(c) for c in ("quattro", "salamis_kai-1")}
    record = {"kind": "explosion", "rule": "zgundam (2)-a", "attacker": 1, "defender": 0, "destroyed": ["salamis_kai-1"],
              "rolls": [{"seat": 1, "card": "quattro", "dice": [2], "hit_number": 4, "hits": 1}],
              "result_ja": "爆破成功", "result_en": "The explosion succeeds."}
    panel = CombatPanel(pygame.Rect(0, 0, width, 200))
    panel.show(record, cards, animate=False)
    ui = _UI(lang)
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface((width, 200)), ui)
    name = cards["quattro"]["name"][lang]
    assert f"P2 {name}" in drawn, drawn
    assert any("≤4" in s or "4以下" in s for s in drawn), drawn  # its hits still shown


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", ["ship_ship", "colony_laser", "ms_ship"])
def test_the_battle_heading_beside_the_log_button_is_whole(lang, kind):
    """At 150 % with the log button over the panel (a long result takes the log's room) the heading
    "Battle: (2)-c Ship against s…" was cut: it leaves out "Battle:" rather than cut the battle's kind."""
    from tabletop.ui.views.zgundam.combat_panel import HEADINGS

    pygame.init()
    ui = _UI(lang)
    cards = {c: card_info(c) for c in ("gwaden", "salamis_kai-1")}
    record = {"kind": kind, "rule": "zgundam (2)-c", "attacker": 1, "defender": 0, "destroyed": [],
              "rolls": [{"seat": 1, "card": "gwaden", "dice": [4, 1, 5], "hit_number": 3, "hits": 1}],
              "result_ja": "結果", "result_en": "Result."}
    panel = CombatPanel(pygame.Rect(0, 0, 283, 200))
    panel.aside = ui.text.size("記録" if lang == "ja" else "Log", 15)[0] + 24 + 8  # the scene's log button
    panel.show(record, cards, animate=False)
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface((283, 200)), ui)
    assert not any(s.endswith("…") for s in drawn), drawn
    assert any(s.endswith(HEADINGS[kind].get(lang)) for s in drawn), drawn



def _drawn(lang, ids, height, kind="colony_laser"):
    pygame.init()
    ui = _UI(lang)
    cards = {c: card_info(c) for c in ids}
    record = {"kind": kind, "rule": "zgundam (2)-a", "attacker": 1, "defender": 0, "destroyed": [],
              "rolls": [{"seat": 1 - i % 2 if kind == "ms_ms" else 1, "card": c, "dice": [4, 1, 3, 6, 2],
                         "hit_number": 3, "hits": 2} for i, c in enumerate(ids)],
              "result_ja": "引き分け（双方命中2）：両方のカードは場に残る。", "result_en": "A draw (2 hits each): both cards stay."}
    panel = CombatPanel(pygame.Rect(0, 0, 232, height))
    panel.show(record, cards, animate=False)
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface((232, height)), ui)
    return drawn


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_both_sides_of_a_battle_are_shown_in_a_low_panel(lang):
    """At 150 % with the action list keeping its rows the panel was 133 px high and a battle showed its attacker's row
    and "… +1" (issue 16, newcomer playthrough): rows too many for their dice are a line each, both sides and their
    hits shown."""
    drawn = _drawn(lang, ("palace_athene", "baund_doc"), 133, kind="ms_ms")
    names = [s for s in drawn if s.startswith(("P1 ", "P2 "))]
    assert len(names) == 2 and sum(1 for s in drawn if s.startswith(("命中2", "2 hits"))) == 2, drawn
    assert not any(s.endswith("…") for s in names), drawn  # the names whole (the number rolled against gives way)
    assert not any(s.startswith(("… +", "ほか", "and ")) for s in drawn), drawn


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rolls_left_out_of_a_full_panel_are_said(lang):
    """A colony laser rolls once for each of the defender's cards: in a low panel the rows left out were "… +1" (issue
    16); where even a line each does not show them all, the panel says how many rolls it leaves out and where they are."""
    from tabletop.ui.views.zgundam.combat_panel import MORE_ROLLS

    ids = ("gwaden", "salamis_kai-1", "magellan_kai-1", "quattro", "palace_athene", "baund_doc", "radish", "hyaku_shiki")
    drawn = _drawn(lang, ids, 133)
    shown = sum(1 for s in drawn if s.startswith("P2 "))
    assert 2 <= shown < len(ids), drawn  # a line each: more than the one row with its dice
    n = len(ids) - shown
    assert MORE_ROLLS.get(lang).format(n=n, s="s" if n != 1 else "") in drawn, drawn
    assert not any(s.startswith("… +") for s in drawn), drawn


def test_a_one_line_row_gives_its_name_the_room_of_the_number_rolled_against():
    """At 150 % in Japanese the hand-limit's battle rows are a line each and "P3 サイコガンダム" was cut to
    "P3 サイコ…" beside "命中2（3以下）": a row whose name needs the room says "命中2" (the log has the roll)."""
    from tabletop.ui.views.zgundam.combat_panel import roll_result

    roll = {"hit_number": 3, "hits": 2}
    assert roll_result("ms_ms", roll, "ja") == "命中2（3以下）" and roll_result("ms_ms", roll, "ja", short=True) == "命中2"
    assert roll_result("ms_ms", roll, "en", short=True) == "2 hits"
    assert roll_result("repair", {"hit_number": 4, "hits": 1}, "en", short=True) == "success"
