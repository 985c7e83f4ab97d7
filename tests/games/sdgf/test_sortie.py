"""出撃フェイズ and 属性: terrain, advancing, re-reveals, one-sided battles, tapping."""

from tabletop.games.sdgf import GAME
from tabletop.games.sdgf.battle import adapts
from tabletop.games.sdgf.cards import card_set
from tabletop.games.sdgf.actions import RevealTerrain
from tabletop.games.sdgf.state import COUNTER, OVER, SORTIE

from .helpers import act, build, find, ids

LAND = "SDGF-06"       # Gunbiker: adapt land, terrain land
LAND2 = "SDGF-07"      # Gunpanzer: adapt land, terrain land
SKY = "SDGF-08"        # Guneagle: adapt sky, terrain sky
SKY_Z = "SDGF-40"      # Zako (Flying): adapt sky, terrain sky
SEA = "SDGF-09"        # Gundiver: adapt sea, terrain sea
SEA_Z = "SDGF-39"      # Zako (Diving): adapt sea, terrain sea
OTHER_T = "SDGF-46"    # I-Field (counter): terrain other
LAND_SKY = "SDGF-01"   # Captain Gundam: adapt land+sky, terrain land
HAND = ["SDGF-45"] * 5


def test_rule_属性_every_card_has_terrain_and_sd_cards_adaptation():
    for c in card_set().values():
        assert c.terrain and set(c.terrain) <= {"land", "sea", "sky", "other"}
        if c.is_sd:
            assert 1 <= len(c.adapt) <= 4 and set(c.adapt) <= {"land", "sea", "sky", "other"}
    cards = card_set()
    assert adapts(cards[LAND_SKY], cards[SKY]) and adapts(cards[LAND_SKY], cards[LAND])
    assert not adapts(cards[LAND], cards[SEA])


def test_rule_出撃フェイズ_terrain_from_turn_players_deck_and_all_matching_cards_advance():
    s = build({"hand": HAND, "deck": [LAND], "standby": [LAND, LAND_SKY, SKY]},
              {"hand": HAND, "deck": [SEA], "standby": [LAND2, SEA, LAND2]}, turn_player=0)
    assert s.phase == SORTIE and GAME.pending(s).seat == 0 and GAME.pending(s).kind == "reveal_terrain"
    act(s, RevealTerrain())
    assert ids(s, None, "terrain") == [LAND]
    assert ids(s, 0, "battle") == [LAND, LAND_SKY]
    assert ids(s, 1, "battle") == [LAND2, LAND2]
    # the cards that could not go are tapped (待機状態)
    assert ids(s, 0, "standby") == [SKY] and ids(s, 1, "standby") == [SEA]
    assert find(s, 0, "standby", SKY) in s.tapped and find(s, 1, "standby", SEA) in s.tapped
    assert s.phase == COUNTER


def test_rule_出撃フェイズ_other_side_reveals_again_while_nobody_adapts():
    s = build({"hand": HAND, "deck": [SEA, SKY], "standby": [LAND] * 3},
              {"hand": HAND, "deck": [OTHER_T], "standby": [LAND2] * 3}, turn_player=0)
    act(s, RevealTerrain())               # P1: sea terrain, nobody adapts
    assert s.phase == SORTIE and GAME.pending(s).seat == 1
    act(s, RevealTerrain())               # P2: other terrain, nobody adapts
    assert s.phase == SORTIE and GAME.pending(s).seat == 0
    # the replaced terrain cards went to their owners' return fields (ruling 出撃フェイズ-1)
    assert ids(s, 0, "return") == [SEA] and ids(s, 1, "return") == []
    act(s, RevealTerrain())               # P1: sky terrain, still nobody
    assert ids(s, 1, "return") == [OTHER_T]
    assert s.phase == SORTIE and GAME.pending(s).seat == 1
    assert [s.card_of[c] for c in s.terrain_history] == [SEA, OTHER_T, SKY]


def test_rule_出撃フェイズ_one_sided_battle_sends_other_standby_to_dark_hole():
    s = build({"hand": HAND, "deck": [SKY], "standby": [SKY, SKY_Z, LAND]},
              {"hand": HAND, "standby": [LAND2, SEA, SEA_Z]}, turn_player=0)
    act(s, RevealTerrain())
    assert s.one_sided == 1
    assert ids(s, 1, "darkhole") == [LAND2, SEA, SEA_Z]
    assert ids(s, 1, "standby") == [] and ids(s, 1, "return") == []
    assert ids(s, 0, "battle") == [SKY, SKY_Z]
    assert ids(s, 0, "standby") == [LAND]      # tapped as usual
    assert s.phase == COUNTER


def test_rule_出撃フェイズ_one_sided_battle_can_end_the_game():
    s = build({"hand": HAND, "deck": [SKY], "standby": [SKY, SKY_Z, LAND]},
              {"hand": HAND, "standby": [LAND2, SEA, SEA_Z], "darkhole": [LAND] * 7}, turn_player=0)
    act(s, RevealTerrain())
    assert s.phase == OVER and s.winner == 0 and len(s.zone("darkhole", 1).cards) == 10


def test_rule_出撃フェイズ_card_tapped_last_turn_that_cannot_go_again_is_discarded():
    s = build({"hand": HAND, "deck": [LAND], "standby": [LAND, SKY, SEA]},
              {"hand": HAND, "standby": [LAND2] * 3}, turn_player=0, turn=3, tapped={(0, SKY): 2})
    tapped_sky = find(s, 0, "standby", SKY)
    act(s, RevealTerrain())
    # SKY was tapped on turn 2 and could not go again: discarded to the return field, not the dark hole
    assert tapped_sky in s.zone("return", 0).cards and tapped_sky not in s.tapped
    assert ids(s, 0, "darkhole") == []
    # SEA could not go for the first time: tapped now
    sea = find(s, 0, "standby", SEA)
    assert s.tapped[sea] == 3


def test_rule_出撃フェイズ_tapped_card_that_advances_is_untapped():
    s = build({"hand": HAND, "deck": [SKY], "standby": [LAND, SKY, SKY_Z]},
              {"hand": HAND, "standby": [SKY_Z] * 3}, turn_player=0, turn=3, tapped={(0, SKY): 2})
    card = find(s, 0, "standby", SKY)
    act(s, RevealTerrain())
    assert card in s.zone("battle", 0).cards and card not in s.tapped
