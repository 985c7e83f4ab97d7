"""計算フェイズ in words (issue 16): each counter card's line names the card and what it changed, with the totals
before and after, or why it did nothing; a zone effect names the cards it moved; a terrain leaving the table says
where it goes (a newcomer saw "Soul Drive" turn up in a return field, and Gerbera's Invention resolve, unexplained)."""

from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.actions import Calculate, RevealTerrain
from tabletop.games.sdgf.battle import resolve
from tabletop.games.sdgf.cards import KINDS, card_set

from .helpers import act, build
from .test_battle import (A, B, CANCEL, CHEER, FILL, IFIELD, LAND, LAND2, PUNCH, SALVAGE, SHIELD, SKY, SWAP, _pass,
                          _play, battle)


def _name(cid: str, lang: str = "en") -> str:
    return card_set()[cid].name.get(lang)


def _lines(events, lang: str = "en") -> list[str]:
    return [e.text.get(lang) for e in events]


def test_rule_反撃フェイズ_a_power_up_says_its_gain_and_the_condition_it_missed():
    s = battle(A, B, p1_hand=[PUNCH] + FILL[:4])  # no Gundam on player 1's battlefield: +3 only
    _play(s, PUNCH)
    totals, notes = resolve(s)
    assert totals[0] == 15
    gundam = KINDS["gundam"]
    assert notes[0].en == f"{_name(PUNCH)}: your total +3 (no {gundam.en} on your battlefield, so not +2 more) (12 → 15)"
    assert notes[0].ja == f"「{_name(PUNCH, 'ja')}」: 自軍の合計ポイント+3（自軍に{gundam.ja}がいないので追加の+2なし）（12→15）"


def test_rule_反撃フェイズ_a_swap_and_a_power_down_say_the_totals():
    s = battle([SKY, LAND, LAND], B, p1_hand=[SWAP] + FILL[:4], p2_hand=[IFIELD] + FILL[:4])
    _play(s, SWAP)
    _play(s, IFIELD)
    notes = resolve(s)[1]
    assert notes[0].en == f"{_name(SWAP)}: the totals swap (8 to 15 → 15 to 8)"
    assert notes[1].en == f"{_name(IFIELD)}: the opponent's total -4 (15 → 11)"


def test_rule_反撃フェイズ_a_power_down_on_a_total_of_0_did_nothing_and_says_why():
    s = battle([SKY, SKY, LAND], ["SDGF-07", "SDGF-36", "SDGF-31"], p1_hand=[SHIELD] * 5, p1_draw=SHIELD, terrain=SKY)
    _pass(s)
    _play(s, SHIELD)
    notes = resolve(s)[1]
    assert notes == [type(notes[0])(f"「{_name(SHIELD, 'ja')}」は効果なし: 相手の合計ポイントはすでに0",
                                     f"{_name(SHIELD)} did nothing: the opponent's total is already 0")]


def test_rule_反撃フェイズ_a_cancel_names_the_card_it_cancelled():
    s = battle(A, B, p1_hand=[SWAP] + FILL[:4], p2_hand=[CANCEL] + FILL[:4])
    _play(s, SWAP)
    _play(s, CANCEL)
    assert resolve(s)[1][1].en == f"{_name(CANCEL)}: cancels {_name(SWAP)}"


def test_rule_計算フェイズ_a_salvage_names_the_cards_it_put_under_the_deck():
    s = battle(A, B, p1_hand=[SALVAGE] + FILL[:4], p1={"return": [CHEER, SKY, LAND2, SWAP]})
    _play(s, SALVAGE)
    _pass(s)
    lines = _lines(act(s, Calculate()))
    said = f"Player 1: {_name(SALVAGE)}: {_name(SKY)}, {_name(LAND2)}, {_name(SWAP)} from the return field under the deck (3)"
    assert said in lines, lines
    assert not any(line.startswith(f"{_name(SALVAGE)}: Put up to") for line in lines)  # said once, with what moved


def test_rule_出撃フェイズ_a_replaced_terrain_and_the_battle_s_terrain_say_where_they_go():
    s = build({"hand": FILL, "standby": [SKY, SKY, SKY], "deck": [SWAP, "SDGF-42"]},  # Soul Drive: "other" terrain
              {"hand": FILL, "standby": [LAND, LAND, LAND], "deck": [LAND, "SDGF-42"]}, turn_player=0)
    first = _lines(act(s, RevealTerrain()))
    assert "No SD card adapts; the other side reveals a new terrain" in first
    assert not any("goes to its owner" in line for line in first)  # nothing replaced yet
    second = act(s, RevealTerrain())  # player 2 reveals Gunbiker (land): its cards go
    assert _lines(second)[0] == f"The terrain {_name(SWAP)} goes to its owner's (Player 1) return field"
    assert second[0].text.ja == f"地形「{_name(SWAP, 'ja')}」は持ち主（プレイヤー1）の帰還フィールドへ"
    while s.phase != "calculation":
        act(s, GAME.legal_actions(s)[0])
    after = _lines(act(s, Calculate()))
    assert f"The terrain {_name(LAND)} goes to its owner's (Player 2) return field" in after
