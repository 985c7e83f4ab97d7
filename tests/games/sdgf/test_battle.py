"""効果フェイズ, チームボーナス, 反撃フェイズ and 計算フェイズ."""

import pytest

from tabletop.core.errors import RulesError
from tabletop.core.serial import state_hash
from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.battle import best_bonus, resolve
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.actions import Calculate, Discard, PlayCounter, RevealTerrain
from tabletop.games.sdgf.state import CALCULATION, FORMATION, OVER

from .helpers import act, build, find, ids

LAND = "SDGF-06"       # Gunbiker 4, land
LAND2 = "SDGF-07"      # Gunpanzer 5, land
SKY = "SDGF-08"        # Guneagle 4, sky
ZAKO = ["SDGF-34", "SDGF-35", "SDGF-36"]  # zako 2 + 3 + 3, land
GUNDAM = "SDGF-03"     # Captain Gundam (Heavy Weapon) rare 7, land, gundam
PUNCH = "SDGF-43"      # +3, +2 more with a gundam
SHIELD = "SDGF-44"     # opponent -3
CHEER = "SDGF-45"      # +3
IFIELD = "SDGF-46"     # opponent -4
CANCEL = "SDGF-48"
ENTENGO = "SDGF-49"    # +2, +3 more on land terrain
SWAP = "SDGF-50"
BAGU = "SDGF-52"       # block bonus
RESCUE = "SDGF-53"
SALVAGE = "SDGF-54"    # up to 3
HARO = "SDGF-55"       # +1 per SD card
ZAKO_HOUR = "SDGF-56"  # +2 per zako
FILL = ["SDGF-42"] * 5  # Guneagle (Power Dive): an SD card for hands
A = ["SDGF-06", "SDGF-36", "SDGF-31"]  # land, three kinds, commons: 4 + 3 + 5 = 12, no team bonus
B = ["SDGF-07", "SDGF-20", "SDGF-29"]  # land, three kinds, commons: 5 + 5 + 5 = 15, no team bonus


def battle(p1_standby, p2_standby, p1_hand=FILL, p2_hand=FILL, terrain=LAND, p1_draw="SDGF-42",
           p2_draw="SDGF-42", turn_player=0, p1=None, p2=None):
    """Both standby fields full; the turn player reveals ``terrain``; ends in the 反撃フェイズ."""
    a = {"hand": list(p1_hand), "standby": list(p1_standby), **(p1 or {})}
    b = {"hand": list(p2_hand), "standby": list(p2_standby), **(p2 or {})}
    decks = [[p1_draw], [p2_draw]]
    decks[turn_player].insert(0, terrain)
    a["deck"], b["deck"] = decks
    s = build(a, b, turn_player=turn_player)
    act(s, RevealTerrain())
    return s


def test_rule_効果フェイズ_total_is_power_sum():
    s = battle([LAND, LAND2, SKY], A)
    assert s.base == [9, 12] and s.bonus == [0, 0]


@pytest.mark.parametrize("cards,expected", [
    (["SDGF-04", "SDGF-24", "SDGF-27"], (7, "soul_rare")),
    (["SDGF-03", "SDGF-01", "SDGF-17"], (5, "rare")),
    (ZAKO, (5, "same_kind")),
    (["SDGF-04", "SDGF-24", "SDGF-03"], (5, "rare")),      # soul rares count as rares (ruling)
    (["SDGF-04", "SDGF-04", "SDGF-04"], (7, "soul_rare")),  # only one bonus: 7, not 7+5+5
    (["SDGF-04", "SDGF-24"], (0, "")),                      # needs three on the battlefield
    (["SDGF-06", "SDGF-07", "SDGF-36"], (0, "")),
])
def test_rule_チームボーナス_one_best_bonus(cards, expected):
    cs = card_set()
    assert best_bonus([cs[c] for c in cards]) == expected


def test_rule_チームボーナス_same_kind_means_printed_kind():
    cs = card_set()
    # three different Zako Soldier cards share the printed kind "zako"
    assert {cs[c].kind for c in ZAKO} == {"zako"}
    # Captain Gundam and Zero are both Gundams in the story, but different printed kinds
    assert best_bonus([cs["SDGF-02"], cs["SDGF-02"], cs["SDGF-13"]]) == (0, "")


def test_rule_効果フェイズ_team_bonus_added_in_play():
    s = battle(ZAKO, [LAND, LAND2, SKY])
    assert s.base[0] == 8 and s.bonus == [5, 0] and s.bonus_kind[0] == "same_kind"


def test_rule_反撃フェイズ_lower_total_draws_and_counters_first():
    s = battle(A, B, turn_player=0)  # 12 vs 15
    assert s.counter_order == [0, 1] and s.actor == 0
    assert len(s.zone("hand", 0).cards) == 6 and len(s.zone("hand", 1).cards) == 5
    s2 = battle(B, A, turn_player=0)
    assert s2.counter_order == [1, 0] and s2.actor == 1
    act(s2, Discard(s2.zone("hand", 1).cards[0]))
    assert s2.actor == 0 and len(s2.zone("hand", 0).cards) == 6 and len(s2.zone("hand", 1).cards) == 5


def test_rule_反撃フェイズ_tie_turn_player_counters_first():
    s = battle([LAND] * 3, [LAND] * 3, turn_player=1)
    assert s.counter_order == [1, 0]


def test_rule_反撃フェイズ_discard_goes_to_return_field():
    s = battle(A, B, p1_hand=[CHEER] + FILL[:4])
    card = s.zone("hand", 0).cards[0]
    act(s, Discard(card))
    assert card in s.zone("return", 0).cards and not s.zone("darkhole", 0).cards


def test_rule_反撃フェイズ_no_counter_card_without_sd_card_in_battle():
    s = battle([SKY] * 3, [LAND] * 3, p1_hand=[CHEER, RESCUE] + FILL[:3],
               p1={"darkhole": [LAND]})  # one-sided: player 1 cannot sortie
    assert s.one_sided == 0 and s.actor == 0
    legal = GAME.legal_actions(s)
    played = {s.card_of[a.card] for a in legal if isinstance(a, PlayCounter)}
    assert played == {RESCUE}           # the exception (一部の例外): rescue may still be played
    before = state_hash(s)
    with pytest.raises(RulesError) as err:
        act(s, PlayCounter(find(s, 0, "hand", CHEER)), legal=False)
    assert err.value.rule == "sdgf ruling 反撃フェイズ-3" and state_hash(s) == before


def _play(s, cid, target=""):
    act(s, PlayCounter(find(s, s.actor, "hand", cid), target))


def _pass(s):
    act(s, Discard(s.zone("hand", s.actor).cards[-1]))


def test_rule_反撃フェイズ_power_up_with_kind_condition():
    s = battle([GUNDAM, LAND, LAND], B, p1_hand=[PUNCH] + FILL[:4])  # 15 vs 15
    _play(s, PUNCH)
    assert resolve(s)[0] == [20, 15]


def test_rule_反撃フェイズ_power_down_never_below_zero_and_swap():
    s = battle([SKY, LAND, LAND], B, p1_hand=[SWAP] + FILL[:4], p2_hand=[IFIELD] + FILL[:4])
    _play(s, SWAP)        # 8 vs 15 -> 15 vs 8
    _play(s, IFIELD)      # P2: opponent -4 -> 11 vs 8
    assert resolve(s)[0] == [11, 8]
    s2 = battle([SKY, SKY, LAND], ["SDGF-07", "SDGF-36", "SDGF-31"], p1_hand=[SHIELD] * 5, p1_draw=SHIELD,
                terrain=SKY)
    assert s2.base == [8, 0] and s2.one_sided == 1
    assert s2.actor == 1
    _pass(s2)
    _play(s2, SHIELD)
    assert resolve(s2)[0] == [8, 0]


def test_rule_反撃フェイズ_cancel_negates_the_opponents_earlier_counter():
    s = battle(A, B, p1_hand=[SWAP] + FILL[:4], p2_hand=[CANCEL] + FILL[:4])
    # the first player cannot cancel: nothing has been played against them yet
    assert not any(isinstance(a, PlayCounter) and s.card_of[a.card] == CANCEL for a in GAME.legal_actions(s))
    _play(s, SWAP)
    _play(s, CANCEL)
    totals, notes = resolve(s)
    assert totals == [12, 15]
    assert any("無効" in n.ja for n in notes)
    act(s, Calculate())
    assert s.last_battle.result == ["loss", "win"]


def test_rule_反撃フェイズ_block_bonus_removes_team_bonus():
    s = battle(A, ZAKO, p1_hand=[BAGU] + FILL[:4])   # 12 vs 8+5
    _play(s, BAGU)
    assert resolve(s)[0] == [12, 8]


def test_rule_反撃フェイズ_per_card_and_terrain_conditions():
    s = battle(ZAKO, B, p1_hand=[ZAKO_HOUR] + FILL[:4], p2_hand=[ENTENGO] + FILL[:4])
    assert s.actor == 0   # 13 vs 15
    _play(s, ZAKO_HOUR)   # +2 x 3 zako
    _play(s, ENTENGO)     # +2 +3 on land terrain
    assert resolve(s)[0] == [19, 20]
    s2 = battle([LAND, LAND, SKY], B, p1_hand=[HARO] + FILL[:4])
    _play(s2, HARO)       # two SD cards advanced (the SKY one waits)
    assert resolve(s2)[0] == [8 + 2, 15]


def test_rule_反撃フェイズ_rescue_moves_a_dark_hole_card_to_the_return_field():
    s = battle(A, B, p1_hand=[RESCUE] + FILL[:4], p1={"darkhole": [SKY, LAND2]})
    target = find(s, 0, "darkhole", LAND2)
    act(s, PlayCounter(find(s, 0, "hand", RESCUE), target))
    _pass(s)
    act(s, Calculate())   # 12 vs 15: player 1 loses three cards, but first the rescue resolves
    assert target in s.zone("return", 0).cards
    assert ids(s, 0, "darkhole") == [SKY] + A


def test_rule_反撃フェイズ_rescue_needs_a_target_in_own_dark_hole():
    s = battle(A, B, p1_hand=[RESCUE] + FILL[:4], p1={"darkhole": [SKY]})
    with pytest.raises(RulesError):
        act(s, PlayCounter(find(s, 0, "hand", RESCUE)), legal=False)


def test_rule_反撃フェイズ_salvage_puts_last_return_cards_under_the_deck():
    s = battle(A, B, p1_hand=[SALVAGE] + FILL[:4],
               p1={"return": [CHEER, SKY, LAND2, SWAP]})
    last3 = list(s.zone("return", 0).cards[-3:])
    _play(s, SALVAGE)
    _pass(s)
    act(s, Calculate())
    assert s.zone("deck", 0).cards[-3:] == last3
    assert not set(last3) & set(s.zone("return", 0).cards)


def test_rule_計算フェイズ_draw_discards_both_sides():
    s = battle(A, B, p1_hand=[CHEER] + FILL[:4])
    _play(s, CHEER)                     # 12 + 3 = 15 vs 15
    _pass(s)
    assert s.phase == CALCULATION and GAME.pending(s).seat == s.turn_player
    act(s, Calculate())
    assert s.last_battle.result == ["draw", "draw"]
    assert ids(s, 0, "darkhole") == [] and ids(s, 1, "darkhole") == []
    assert sorted(ids(s, 0, "return")) == sorted(A + [LAND, CHEER])   # + the terrain card (ruling)
    assert sorted(ids(s, 1, "return")) == sorted(B + [FILL[0]])
    assert s.phase == FORMATION and s.turn == 2 and s.turn_player == 1


def test_rule_計算フェイズ_winner_discards_loser_sends_battlefield_to_dark_hole():
    s = battle(A, B, p2_hand=[SHIELD] + FILL[:4])
    _pass(s)
    _play(s, SHIELD)                    # 12 - 3 = 9 vs 15
    act(s, Calculate())
    assert s.last_battle.result == ["loss", "win"] and s.last_battle.totals == [9, 15]
    assert sorted(ids(s, 0, "darkhole")) == sorted(A)
    assert ids(s, 1, "darkhole") == []
    assert SHIELD in ids(s, 1, "return") and all(c in ids(s, 1, "return") for c in B)
    assert ids(s, 0, "battle") == [] and ids(s, 1, "battle") == [] and ids(s, 1, "counter") == []


def test_rule_計算フェイズ_loss_reaching_ten_dark_hole_cards_ends_the_game():
    s = battle(A, B, p1={"darkhole": [SKY] * 7})
    _pass(s)
    _pass(s)
    act(s, Calculate())
    assert s.phase == OVER and s.winner == 1 and s.end_reason == "dark_hole"


def test_rule_計算フェイズ_only_turn_player_settles():
    s = battle(A, B)
    _pass(s)
    _pass(s)
    assert GAME.legal_actions(s) == [Calculate()]
    with pytest.raises(RulesError):
        act(s, Discard(s.zone("hand", 0).cards[0]), legal=False)


def test_rule_場の構成_return_field_and_dark_hole_stay_apart():
    s = battle(A, B)
    _pass(s)
    _pass(s)
    act(s, Calculate())
    dh = set(s.zone("darkhole", 0).cards)
    rf = set(s.zone("return", 0).cards)
    assert dh and rf and not dh & rf
    assert len(dh) == 3    # only the defeated fighters count toward the 10


def test_rule_反撃フェイズ_playing_is_optional():
    s = battle(A, B, p1_hand=[CHEER] + FILL[:4])
    legal = GAME.legal_actions(s)
    assert any(isinstance(a, PlayCounter) for a in legal)
    assert {a.card for a in legal if isinstance(a, Discard)} == set(s.zone("hand", 0).cards)


def test_rule_ターンの進行_phases_in_book_order_then_the_other_player_starts():
    hand = ["SDGF-06", "SDGF-36", "SDGF-31", CHEER, CHEER]
    s = build({"hand": hand, "deck": ["SDGF-07", "SDGF-20", "SDGF-29", LAND, CHEER] + FILL * 2},
              {"hand": list(hand), "deck": ["SDGF-07", "SDGF-20", "SDGF-29", CHEER] + FILL * 2}, turn_player=0)
    kinds = []
    while s.turn == 1:
        decision = GAME.pending(s)
        kinds.append((decision.seat, decision.kind))
        legal = GAME.legal_actions(s)
        act(s, next((a for a in legal if isinstance(a, Discard)), legal[0]))
    assert kinds == [(0, "formation"), (1, "formation")] * 3 + [(0, "reveal_terrain"), (0, "counter"), (1, "counter"),
                                                          (0, "calculate")]
    assert s.turn == 2 and s.turn_player == 1 and GAME.pending(s).seat == 1 and s.phase == FORMATION
