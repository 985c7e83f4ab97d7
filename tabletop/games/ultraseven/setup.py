"""Set-up (rule 3) and the short-play decks (rule 21).

Campaign: every play card goes into the deck, Emerium 130, all 11 capsule monsters.
One-cour (21.2) and two-cour (21.3): the deck is built by random draws exactly as
listed; the cards not drawn (and, in one-cour, the information cards) are set
aside in ``excluded``; Emerium and the usable capsule monsters are as listed.
Then the alien draws until six invasion cards are in hand; the event,
information and episode-12 cards drawn meanwhile go back and the deck is
reshuffled (rule 3.4).
"""

from __future__ import annotations

from tabletop.core.game import Context
from tabletop.core.i18n import Text

from .cards import CardBook
from .state import ALIEN, BASE, START_INVASION_HAND, UltraSevenState, new_zones, tdf_zone

MODES = ("one_cour", "two_cour", "campaign")
#: mode -> (events + episode 12 drawn, special cards drawn, other invasion cards drawn, information in?)
SHORT_DECKS = {"one_cour": (5, 1, 12, False), "two_cour": (10, 2, 24, True)}
EMERIUM = {"one_cour": 37, "two_cour": 75}                          # rules 21.2.2, 21.3.2
CAPSULES = {"one_cour": {"miclas": 1, "windom": 1, "agira": 1},     # rule 21.2.3
            "two_cour": {"miclas": 3, "windom": 2, "agira": 1}}     # rule 21.3.3


def _pick(pool: list[str], count: int, ctx: Context, why: str) -> list[str]:
    """``count`` cards drawn at random from ``pool`` (through the session's dice)."""
    items = list(pool)
    ctx.shuffle(items, "setup", why)
    return items[:count]


def build_state(book: CardBook, mode: str, ctx: Context) -> UltraSevenState:
    seven = book.seven
    assert seven is not None, "the card book has no Seven card (rule 3.1)"
    areas = list(book.areas)
    state = UltraSevenState(mode=mode, areas=areas, zones=new_zones(areas))
    table = state.table()
    play = book.play_cards()
    state.expected = [*play, *book.tdf_cards(), seven.id]
    for card in play:
        table["excluded"].cards.append(card)
    if mode in SHORT_DECKS:
        n_events, n_special, n_other, with_info = SHORT_DECKS[mode]
        specials = [c for c, v in book.invasion.items() if v.special]
        others = [c for c, v in book.invasion.items() if not v.special]
        deck = (_pick(list(book.events), n_events, ctx, "21: events and episode 12")
                + _pick(specials, n_special, ctx, "21: special invasion cards")
                + _pick(others, n_other, ctx, "21: other invasion cards"))
        if with_info:
            deck += list(book.information)
        state.emerium = state.emerium_start = EMERIUM[mode]
        state.conditions_ignored = mode == "one_cour"     # rule 21.2.4
        allowed: list[str] = []
        for kind, count in CAPSULES[mode].items():
            allowed += [c for c, v in book.capsules.items() if v.kind == kind][:count]
    else:
        deck = list(play)
        state.emerium = state.emerium_start = seven.emerium
        allowed = list(book.capsules)
    for card in [c for c in play if c in deck]:
        table.move(card, "deck", src="excluded")
    table.shuffle("deck", ctx.dice, "setup")
    ctx.irreversible = True
    # rule 3.1: the TDF's cards
    for card in book.members:
        table[tdf_zone(BASE)].cards.append(card)
    for card in book.weapons:
        table[tdf_zone(BASE)].cards.append(card)
    for card in book.capsules:
        table["capsules" if card in allowed else "tdf_excluded"].cards.append(card)
    table["seven"].cards.append(seven.id)
    # rule 3.4: the alien draws to six invasion cards; the rest go back
    set_aside: list[str] = []
    while (sum(1 for c in table["alien_hand"].cards if c in book.invasion) < START_INVASION_HAND
           and table["deck"].cards):
        card = table["deck"].cards[0]
        if card in book.invasion:
            table.move(card, "alien_hand", src="deck")
        else:
            set_aside.append(card)
            table.move(card, "excluded", src="deck")
    for card in set_aside:
        table.move(card, "deck", src="excluded")
    if set_aside:
        table.shuffle("deck", ctx.dice, "setup 3.4")
    ctx.secret_revealed()
    names = ", ".join(book.name(c).ja for c in table["alien_hand"].cards)
    names_en = ", ".join(book.name(c).en for c in table["alien_hand"].cards)
    ctx.log(f"星人側の手札: {names}", f"Alien hand: {names_en}", "ultraseven 3.4", visible_to=[ALIEN],
            redacted=None)
    mode_name = MODE_NAMES[mode]
    ctx.log(f"セットアップ完了（{mode_name.ja}）。山札{len(table['deck'])}枚、星人側の手札{len(table['alien_hand'])}枚"
            f"（戻した{len(set_aside)}枚は切り直し）、エメリウムエネルギー{state.emerium}。",
            f"Set-up done ({mode_name.en}). Deck {len(table['deck'])} cards, alien hand {len(table['alien_hand'])} "
            f"({len(set_aside)} set aside and shuffled back), Emerium energy {state.emerium}.", "ultraseven 3")
    return state


#: The modes as players name them (the log's set-up line).
MODE_NAMES = {"one_cour": Text("1クールプレイ", "one cour"), "two_cour": Text("2クールプレイ", "two cours"),
              "campaign": Text("キャンペーン", "campaign")}
