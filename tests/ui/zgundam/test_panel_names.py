"""Issue 16: the battle panel of the narrow side column (240 px: 800x560 and 150 % UI scale) cut a side's name,
"P3 バウン…" beside "命中2（3以下）" over five dice. A row now prints its side whole wherever a way holds it
(``combat_panel.row_plan``): the hits beside the dice, a smaller name, the hits without the number rolled against, then
the name on two lines ("P3 クワトロ・バジーナ" / "（シャア・アズナブル）")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.zgundam.cards import catalogue
from tabletop.games.zgundam.view import card_info
from tabletop.ui.text import TextCache
from tabletop.ui.views.zgundam.combat_panel import NAME_LEAST, CombatPanel

WIDTH = 240  # the panel in the narrow side column


class _UI:
    def __init__(self, lang: str) -> None:
        self.text = TextCache()
        self.lang = lang


def _draw(lang: str, attacker: str, defender: str, height: int) -> tuple[CombatPanel, list[tuple[str, int]]]:
    pygame.init()
    ui = _UI(lang)
    cards = {c: card_info(c) for c in (attacker, defender)}
    record = {"kind": "ms_ms", "rule": "zgundam (2)-b-1", "attacker": 2, "defender": 0, "destroyed": [],
              "rolls": [{"seat": 2, "card": attacker, "dice": [4, 1, 3, 6, 2], "hit_number": 3, "hits": 2},
                        {"seat": 0, "card": defender, "dice": [5, 2, 6, 1], "hit_number": 3, "hits": 2}],
              "result_ja": "引き分け（双方命中2）", "result_en": "A draw (2 hits each)."}
    panel = CombatPanel(pygame.Rect(0, 0, WIDTH, height))
    panel.show(record, cards, animate=False)
    drawn: list[tuple[str, int]] = []
    render = ui.text.render
    ui.text.render = lambda s, size, *a, **k: (drawn.append((s, size)), render(s, size, *a, **k))[1]  # type: ignore
    panel.draw(pygame.Surface((WIDTH, height)), ui)
    return panel, drawn


def _names(drawn: list[tuple[str, int]]) -> str:
    """The rows' name lines joined (a name on two lines read as one)."""
    return "".join(s for s, size in drawn if size <= 15 and not s.startswith(("命中", "2 hits", "引き分け", "A draw")))


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("height", [125, 190])  # 125: the panel beside the action list at 800x560; 190: the log's room
def test_both_sides_names_whole_in_the_narrow_panel(lang, height):
    names = [c for c, card in catalogue().items() if card.kind in ("ms", "pilot", "ship")]
    for attacker in names:
        panel, drawn = _draw(lang, attacker, "baund_doc", height)
        whole = card_info(attacker)["name"][lang]
        joined = _names(drawn)
        assert not any(s.endswith("…") for s, _ in drawn), (attacker, drawn)
        assert f"P3 {whole}".replace(" ", "") in joined.replace(" ", ""), (attacker, drawn)
        assert f"P1 {card_info('baund_doc')['name'][lang]}" in joined, (attacker, drawn)
        assert all(size >= NAME_LEAST for s, size in drawn), drawn


def test_baund_doc_beside_five_dice_is_whole():
    """The case seen (ja, 800x560): "P3 バウン…" beside "命中2（3以下）": its hits without the number rolled against."""
    _, drawn = _draw("ja", "baund_doc", "hyaku_shiki", 190)
    assert ("P3 バウンド・ドック", 15) in drawn or any(s == "P3 バウンド・ドック" for s, _ in drawn), drawn
