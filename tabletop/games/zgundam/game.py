"""The Z Gundam tactical card game (機動戦士Ζガンダム タクティカル・カード・ゲーム) as a ``Game``.

Set-up follows インスト 1-8: ship cards and action cards are shuffled apart,
each player gets 4 ships (3 for 5-6 players) in a row and 8 action cards,
makes MS/pilot pairs combat ready, discards to 4, and a start player is
drawn. A turn is ルール (1)-(3). The end condition is the option ``end``.
"""

from __future__ import annotations

from typing import Mapping

from tabletop.core.bots import BotFactory
from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome
from tabletop.core.spec import GameSpec, Option
from tabletop.core.i18n import Text

from . import rules, view as view_mod
from .actions import ALL_ACTIONS
from .cards import SHIP, catalogue
from .combat import name, who
from .legal import legal_actions
from .state import (ACTION_DECK, DEAL_ACTIONS, END_DECK, END_LAST_FLEET, END_ONE_FLEET, OVER, REACT,
                    SETUP_DEPLOY, SHIP_DECK, ZGundamState, hand, new_zones, points, ships, ships_dealt)

END_OPTION = Option(
    "end", Text("ゲームの終了", "End of the game"),
    ((END_DECK, view_mod.END_TEXTS[END_DECK]), (END_ONE_FLEET, view_mod.END_TEXTS[END_ONE_FLEET]),
     (END_LAST_FLEET, view_mod.END_TEXTS[END_LAST_FLEET])),
    END_DECK)


class ZGundamGame(Game[ZGundamState]):
    spec = GameSpec(
        "zgundam", Text("機動戦士Ζガンダム タクティカル・カード・ゲーム", "Mobile Suit Z Gundam Tactical Card Game"),
        2, 6, chance=True, hidden_information=True,
        summary=Text("MSとパイロットを組にして敵のMS・艦船を倒し、得点カードを集める。",
                     "Pair mobile suits with pilots, defeat enemy suits and ships, and collect them as points."),
        data_files=("pilots.toml", "mobile_suits.toml", "ships.toml", "specials.toml"),
        options=(END_OPTION,),
        seat_labels=tuple(Text(f"プレイヤー{i}", f"Player {i}") for i in range(1, 7)),
        short_title=Text("Ζガンダム", "Z Gundam"))
    state_type = ZGundamState
    actions = ALL_ACTIONS

    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> ZGundamState:
        end = options.get("end", END_DECK)
        state = ZGundamState(seats, end, new_zones(seats))
        # インスト 1: ship cards and action cards are shuffled apart.
        for card_id, c in catalogue().items():
            state.zones[SHIP_DECK if c.kind == SHIP else ACTION_DECK].cards.append(card_id)
        ctx.shuffle(state.zones[SHIP_DECK].cards, "table", "shuffle the ship deck")
        ctx.shuffle(state.zones[ACTION_DECK].cards, "table", "shuffle the action deck")
        table = state.table()
        # インスト 2, 5: ships dealt face up into a row; インスト 3: 8 action cards each.
        for seat in range(seats):
            row = table.draw(SHIP_DECK, ships(seat), ships_dealt(seats))
            ctx.log(f"{who(seat)}の艦船：" + "、".join(name(c, "ja") for c in row),
                    f"{who(seat)}'s ships: " + ", ".join(name(c, "en") for c in row), "zgundam インスト 2", kind="deal")
        for seat in range(seats):
            dealt = table.draw(ACTION_DECK, hand(seat), DEAL_ACTIONS)
            ctx.log(f"{who(seat)}の手札：" + "、".join(name(c, "ja") for c in dealt),
                    f"{who(seat)}'s hand: " + ", ".join(name(c, "en") for c in dealt), "zgundam インスト 3",
                    visible_to=[seat], kind="deal",
                    redacted=Text(f"{who(seat)}にアクションカード8枚を配った。", f"{who(seat)} is dealt 8 action cards."))
        ctx.secret_revealed()
        state.phase, state.current = SETUP_DEPLOY, 0
        return state

    def pending(self, state: ZGundamState) -> Decision | None:
        if state.phase == OVER:
            return None
        seat = state.current
        if state.phase == REACT and state.pending_attack is not None:
            seat = state.pending_attack.defender
        return Decision(seat, state.phase, view_mod.pending_text(state))

    def legal_actions(self, state: ZGundamState) -> list[Action]:
        return legal_actions(state)

    # -- the action table (Game.apply): one row per step, in rules.STEPS --------------
    def action_table(self, state: ZGundamState) -> Mapping[type[Action], Handler]:
        return rules.STEPS[rules.step(state)]

    def refuse(self, state: ZGundamState, action: Action) -> RulesError:
        return rules.refusal(state, action)

    def outcome(self, state: ZGundamState) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = tuple(points(state, s) for s in range(state.seats))
        best = max(scores)
        winners = tuple(s for s, v in enumerate(scores) if v == best)
        names_ja = "・".join(view_mod.p(s, "ja") for s in winners)
        names_en = " and ".join(view_mod.p(s, "en") for s in winners)
        return Outcome(winners, Text(f"{names_ja}の勝ち（{best}点）", f"{names_en} win{'s' if len(winners) == 1 else ''} ({best} points)"),
                       tuple(float(v) for v in scores))

    def view(self, state: ZGundamState, seat: int | None) -> dict:
        return view_mod.view(state, seat)

    def turn_label(self, state: ZGundamState) -> Text:
        return view_mod.turn_label(state)

    def describe_action(self, state: ZGundamState, action: Action, lang: str = "ja") -> str:
        return view_mod.describe_action(state, action, lang)

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    def metrics(self, state: ZGundamState) -> dict:
        """Figures for ``tabletop simulate`` (``metrics.py``)."""
        from .metrics import metrics

        return metrics(state)
