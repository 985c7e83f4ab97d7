"""The rules of the SD Gundam Force card game (SD共通ルール), turn by turn.

Book headings cited in rule references: 勝利条件, 事前準備, 開始準備, 編成フェイズ,
出撃フェイズ, 効果フェイズ, 反撃フェイズ, 計算フェイズ, 属性, チームボーナス, 場の構成.
Each seat's choices are pending decisions; draws and reveals happen inside
``apply`` (and mark the action irreversible for undo).
"""

from __future__ import annotations

from typing import Mapping

from tabletop.core.bots import BotFactory
from tabletop.core.game import Action, Context, Decision, Game, GameSpec, Option, Outcome, rules_error
from tabletop.core.i18n import Text
from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Zone

from . import battle
from .cards import card_set
from .decks import DataError, all_decks, find_deck, validate_deck
from .state import (ACTIONS, CALCULATION, COUNTER, FORMATION, OVER, SORTIE, BattleReport, Calculate,
                    CounterPlay, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain, SdgfState,
                    zone_name)
from .view import describe_action, pending_prompt, player, turn_label, view

HAND_SIZE = 5
STANDBY_SIZE = 3
DARK_HOLE_LIMIT = 10
DEFAULT_DECKS = ("neotopia", "dark_axis")
# ruling 開始準備-2 (a house rule, off by default): the first player reveals the terrain on the odd
# turns, so their deck runs out first; with "second_mills" the second player, once the first player
# is known, puts the top card of their deck face up in their return field.
FIRST_PLAYER_AID = (("book", Text("なし（ルールブックどおり）", "None (as the rule book)")),
                    ("second_mills", Text("後攻はデッキの一番上を帰還フィールドへ", "Second player mills their top card")))


def seat_zones(seat: int, deck: list[str]) -> list[Zone]:
    """One seat's zones (場の構成): deck hidden, hand seen by its owner, the rest public."""
    return [
        Zone(zone_name("deck", seat), list(deck), True, False, HIDDEN, seat),
        Zone(zone_name("hand", seat), [], True, False, OWNER, seat),
        Zone(zone_name("standby", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("battle", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("counter", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("return", seat), [], True, True, PUBLIC, seat),
        Zone(zone_name("darkhole", seat), [], True, True, PUBLIC, seat),
    ]


def _g(state: SdgfState, instance: str):
    return card_set()[state.card_of[instance]]


class SdgfGame(Game[SdgfState]):
    """SDガンダムフォース カードゲーム (Bandai 2004), played headless."""

    state_type = SdgfState
    actions = ACTIONS

    @property
    def spec(self) -> GameSpec:  # type: ignore[override]
        """Built on demand so that decks saved by the deck builder show up as choices."""
        decks = all_decks()
        choices = tuple((key, deck.name) for key, deck in decks.items())
        options = tuple(
            Option(f"deck{seat}", Text(f"プレイヤー{seat + 1}のデッキ", f"Player {seat + 1}'s deck"), choices,
                   DEFAULT_DECKS[seat] if DEFAULT_DECKS[seat] in decks else choices[0][0])
            for seat in (0, 1))
        options += (Option("first_player_aid", Text("先攻・後攻の調整（ハウスルール）", "First-player adjustment (house rule)"),
                           FIRST_PLAYER_AID, "book"),)
        return GameSpec(
            "sdgf", Text("SDガンダムフォース カードゲーム", "SD Gundam Force Card Game"), 2, 2,
            chance=True, hidden_information=True,
            summary=Text("32枚のデッキでSDカードを出撃させ、相手のダークホールを10枚にすれば勝ち。",
                         "Sortie SD cards from a 32-card deck; fill the opponent's dark hole to 10 to win."),
            data_files=("cards.toml", "decks/*.toml"), options=options,
            seat_labels=(Text("プレイヤー1", "Player 1"), Text("プレイヤー2", "Player 2")))

    # -- set-up (開始準備) ------------------------------------------------------------
    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> SdgfState:
        keys = [options.get(f"deck{s}", DEFAULT_DECKS[s]) for s in (0, 1)]
        zones: list[Zone] = []
        card_of: dict[str, str] = {}
        for seat in (0, 1):
            deck = find_deck(keys[seat])
            problems = validate_deck(deck.cards)
            if problems:
                raise DataError.single(keys[seat], "; ".join(p.en for p in problems))
            instances = []
            for i, cid in enumerate(deck.cards, start=1):
                inst = f"{seat + 1}-{i:02d}"
                card_of[inst] = cid
                instances.append(inst)
            zones += seat_zones(seat, instances)
        zones.append(Zone("terrain", [], True, True, PUBLIC, None))
        s = SdgfState(zones, card_of, keys)
        for seat in (0, 1):
            ctx.shuffle(s.zone("deck", seat).cards, player(seat).en, "shuffle the deck")
            ctx.log(f"{player(seat).ja}のデッキ「{find_deck(keys[seat]).name.ja}」をシャッフルした",
                    f"{player(seat).en} shuffled the deck {find_deck(keys[seat]).name.en}", "sdgf 開始準備")
        for seat in (0, 1):
            for _ in range(HAND_SIZE):
                self._draw(s, seat, ctx, "sdgf 開始準備")
        s.first_player = ctx.randint(0, 1, "table", "first player")
        s.turn_player = s.first_player
        ctx.log(f"先攻は{player(s.first_player).ja}", f"{player(s.first_player).en} goes first", "sdgf 開始準備")
        if options.get("first_player_aid", "book") == "second_mills":
            self._mill_second_player(s, ctx)
        self._start_turn(s, ctx)
        return s

    # -- the contract ------------------------------------------------------------------
    def pending(self, state: SdgfState) -> Decision | None:
        if state.phase == OVER:
            return None
        kind = self._decision_kind(state)
        return Decision(state.actor, kind, pending_prompt(state, kind))

    def _decision_kind(self, s: SdgfState) -> str:
        if s.phase == FORMATION:
            return "deploy" if self._hand_sd(s, s.actor) else "dark_hole"
        if s.phase == SORTIE:
            return "reveal_terrain"
        if s.phase == COUNTER:
            return "counter"
        return "calculate"

    def legal_actions(self, state: SdgfState) -> list[Action]:
        s = state
        if s.phase == OVER:
            return []
        hand = s.zone("hand", s.actor).cards
        if s.phase == FORMATION:
            sd = self._hand_sd(s, s.actor)
            return [Deploy(c) for c in sd] if sd else [DarkHoleDiscard(c) for c in hand]
        if s.phase == SORTIE:
            return [RevealTerrain()]
        if s.phase == COUNTER:
            out: list[Action] = []
            for c in hand:
                if self._counter_problem(s, c, "", check_target=False) is not None:
                    continue
                if _g(s, c).effect == "rescue":
                    out += [PlayCounter(c, t) for t in s.zone("darkhole", s.actor).cards]
                else:
                    out.append(PlayCounter(c))
            return out + [Discard(c) for c in hand]
        return [Calculate()]

    def apply(self, state: SdgfState, action: Action, ctx: Context) -> None:
        s = state
        if s.phase == OVER:
            raise rules_error("sdgf 勝利条件", "ゲームは終了しています。", "The game is over.")
        handler = {Deploy: self._deploy, DarkHoleDiscard: self._dark_hole_discard,
                   RevealTerrain: self._reveal, PlayCounter: self._play_counter,
                   Discard: self._discard, Calculate: self._calculate}.get(type(action))
        if handler is None:
            raise rules_error("sdgf", "この行動はこのゲームにはありません。", "This game has no such action.")
        handler(s, action, ctx)

    def outcome(self, state: SdgfState) -> Outcome | None:
        if state.winner is None:
            return None
        w, loser = state.winner, 1 - state.winner
        if state.end_reason == "deck_out":
            text = Text(f"{player(w).ja}の勝利（{player(loser).ja}のデッキが尽きた）",
                        f"{player(w).en} wins ({player(loser).en}'s deck ran out)")
        else:
            text = Text(f"{player(w).ja}の勝利（{player(loser).ja}のダークホールが{DARK_HOLE_LIMIT}枚）",
                        f"{player(w).en} wins ({player(loser).en}'s dark hole reached {DARK_HOLE_LIMIT})")
        scores = tuple(float(len(state.zone("darkhole", 1 - seat).cards)) for seat in (0, 1))
        return Outcome((w,), text, scores)

    def view(self, state: SdgfState, seat: int | None) -> dict:
        return view(self, state, seat)

    def turn_label(self, state: SdgfState) -> Text:
        return turn_label(state)

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    def metrics(self, state: SdgfState) -> dict:
        """Figures of one game for ``tabletop simulate`` (see ``metrics.py``)."""
        from .metrics import metrics

        return metrics(state)

    def describe_action(self, state: SdgfState, action: Action, lang: str = "ja") -> str:
        return describe_action(state, action, lang)

    # -- helpers -----------------------------------------------------------------------
    def _hand_sd(self, s: SdgfState, seat: int) -> list[str]:
        return [c for c in s.zone("hand", seat).cards if _g(s, c).is_sd]

    def _end(self, s: SdgfState, winner: int, reason: str, ctx: Context) -> None:
        s.phase = OVER
        s.winner = winner
        s.end_reason = reason
        out = self.outcome(s)
        assert out is not None
        ctx.log(out.text.ja, out.text.en, "sdgf 勝利条件", kind="game_over")

    def _mill_second_player(self, s: SdgfState, ctx: Context) -> None:
        """House rule 開始準備-2: the second player's top card goes face up to their return field."""
        seat = 1 - s.first_player
        card = s.zone("deck", seat).cards[0]
        s.table().move(card, zone_name("return", seat), src=zone_name("deck", seat))
        ctx.secret_revealed()
        name = _g(s, card).name
        ctx.log(f"ハウスルール: 後攻の{player(seat).ja}はデッキの一番上「{name.ja}」を帰還フィールドへ置いた",
                f"House rule: {player(seat).en}, going second, put the top card {name.en} in the return field",
                "sdgf 開始準備")

    def _draw(self, s: SdgfState, seat: int, ctx: Context, rule: str) -> str | None:
        """Draw the top card into the hand; the moment the deck runs out, the owner loses."""
        deck = s.zone("deck", seat)
        card = deck.cards[0]
        s.table().move(card, zone_name("hand", seat), src=zone_name("deck", seat))
        ctx.secret_revealed()
        name = _g(s, card).name
        ctx.log(f"{player(seat).ja}が「{name.ja}」を引いた", f"{player(seat).en} drew {name.en}", rule,
                visible_to=[seat], redacted=Text(f"{player(seat).ja}がカードを1枚引いた",
                                                 f"{player(seat).en} drew a card"), kind="draw")
        if not deck.cards:
            self._end(s, 1 - seat, "deck_out", ctx)
        return card

    def _to_dark_hole(self, s: SdgfState, seat: int, cards: list[str], ctx: Context, rule: str) -> None:
        """Send cards to the dark hole; at the moment it holds ten, the owner loses."""
        table = s.table()
        for c in cards:
            table.move(c, zone_name("darkhole", seat))
            s.tapped.pop(c, None)
        if cards:
            names = "、".join(_g(s, c).name.ja for c in cards), ", ".join(_g(s, c).name.en for c in cards)
            n = len(s.zone("darkhole", seat).cards)
            ctx.log(f"{player(seat).ja}: {names[0]}をダークホールへ（{n}枚）",
                    f"{player(seat).en}: {names[1]} to the dark hole ({n})", rule, kind="dark_hole")
        if len(s.zone("darkhole", seat).cards) >= DARK_HOLE_LIMIT and s.phase != OVER:
            self._end(s, 1 - seat, "dark_hole", ctx)

    def _to_return(self, s: SdgfState, seat: int, cards: list[str]) -> None:
        table = s.table()
        for c in cards:
            table.move(c, zone_name("return", seat))
            s.tapped.pop(c, None)

    def _owner(self, instance: str) -> int:
        return int(instance.split("-", 1)[0]) - 1

    def _need_actor(self, s: SdgfState, phase: str, rule: str, ja: str, en: str) -> None:
        if s.phase != phase:
            raise rules_error(rule, ja, en)

    def _in_hand(self, s: SdgfState, card: str, rule: str) -> None:
        if card not in s.zone("hand", s.actor).cards:
            raise rules_error(rule, "そのカードは手札にありません。", "That card is not in your hand.")

    # -- 編成フェイズ ----------------------------------------------------------------------
    def _start_turn(self, s: SdgfState, ctx: Context) -> None:
        s.phase = FORMATION
        s.terrain_history = []
        s.one_sided = -1
        s.base, s.bonus, s.bonus_kind = [0, 0], [0, 0], ["", ""]
        s.counter_order, s.counter_step, s.plays = [], 0, []
        ctx.log(f"第{s.turn}ターン（{player(s.turn_player).ja}のターン）",
                f"Turn {s.turn} ({player(s.turn_player).en}'s turn)", "sdgf ターンの進行", kind="turn")
        self._next_formation(s, ctx, None)

    def _next_formation(self, s: SdgfState, ctx: Context, after: int | None) -> None:
        """Alternate from the turn player: draw one, then put one SD card on standby, until both have three."""
        order = [s.turn_player, 1 - s.turn_player] if after is None else [1 - after, after]
        for seat in order:
            if len(s.zone("standby", seat).cards) < STANDBY_SIZE:
                s.actor = seat
                self._draw(s, seat, ctx, "sdgf 編成フェイズ")
                return
        s.phase = SORTIE
        s.revealer = s.actor = s.turn_player

    def _deploy(self, s: SdgfState, a: Deploy, ctx: Context) -> None:
        rule = "sdgf 編成フェイズ"
        self._need_actor(s, FORMATION, rule, "今はSDカードを出す時ではありません。", "This is not the time to deploy.")
        self._in_hand(s, a.card, rule)
        if not _g(s, a.card).is_sd:
            raise rules_error(rule, "待機フィールドに出せるのはSDカードだけです。",
                              "Only SD cards go to the standby field.")
        s.table().move(a.card, zone_name("standby", s.actor))
        name = _g(s, a.card).name
        ctx.log(f"{player(s.actor).ja}が「{name.ja}」を待機フィールドに出した",
                f"{player(s.actor).en} deployed {name.en} to standby", rule)
        self._next_formation(s, ctx, s.actor)

    def _dark_hole_discard(self, s: SdgfState, a: DarkHoleDiscard, ctx: Context) -> None:
        rule = "sdgf 編成フェイズ"
        self._need_actor(s, FORMATION, rule, "今はその行動はできません。", "Not possible now.")
        self._in_hand(s, a.card, rule)
        if self._hand_sd(s, s.actor):
            raise rules_error(rule, "手札にSDカードがあるので、SDカードを待機フィールドに出します。",
                              "You have an SD card in hand: deploy it to standby.")
        seat = s.actor
        self._to_dark_hole(s, seat, [a.card], ctx, rule)
        if s.phase != OVER:
            self._next_formation(s, ctx, seat)

    # -- 出撃フェイズ ----------------------------------------------------------------------
    def _reveal(self, s: SdgfState, a: RevealTerrain, ctx: Context) -> None:
        rule = "sdgf 出撃フェイズ"
        self._need_actor(s, SORTIE, rule, "今は地形を出す時ではありません。", "This is not the time to reveal terrain.")
        seat = s.actor
        table = s.table()
        for old in list(s.zone("terrain").cards):  # replaced terrain goes to its owner's return field
            table.move(old, zone_name("return", self._owner(old)))
        deck = s.zone("deck", seat)
        card = deck.cards[0]
        table.move(card, "terrain", src=zone_name("deck", seat))
        s.terrain_history.append(card)
        ctx.secret_revealed()
        t = _g(s, card)
        attrs = "・".join(_attr(x).ja for x in t.terrain), "/".join(_attr(x).en for x in t.terrain)
        ctx.log(f"{player(seat).ja}が地形「{t.name.ja}」（{attrs[0]}）を出した",
                f"{player(seat).en} revealed the terrain {t.name.en} ({attrs[1]})", rule, kind="terrain")
        if not deck.cards:
            self._end(s, 1 - seat, "deck_out", ctx)
            return
        going = [[c for c in s.zone("standby", p).cards if battle.adapts(_g(s, c), t)] for p in (0, 1)]
        if not going[0] and not going[1]:
            s.revealer = s.actor = 1 - seat
            ctx.log("どちらのSDカードも適応しない。相手側が新たな地形を出す",
                    "No SD card adapts; the other side reveals a new terrain", rule)
            return
        self._advance(s, going, ctx)

    def _advance(self, s: SdgfState, going: list[list[str]], ctx: Context) -> None:
        rule = "sdgf 出撃フェイズ"
        table = s.table()
        for seat in (0, 1):
            if not going[seat]:  # one-sided battle: all standby cards of this side to the dark hole
                s.one_sided = seat
                ctx.log(f"一方的な戦闘: {player(seat).ja}は出撃できない",
                        f"One-sided battle: {player(seat).en} cannot sortie", rule)
                self._to_dark_hole(s, seat, list(s.zone("standby", seat).cards), ctx, rule)
                if s.phase == OVER:
                    return
        for seat in (0, 1):
            for c in going[seat]:
                table.move(c, zone_name("battle", seat))
                s.tapped.pop(c, None)
            if going[seat]:
                names = "、".join(_g(s, c).name.ja for c in going[seat]), ", ".join(_g(s, c).name.en for c in going[seat])
                ctx.log(f"{player(seat).ja}: {names[0]}がバトルフィールドへ前進",
                        f"{player(seat).en}: {names[1]} advance to the battlefield", rule)
            for c in list(s.zone("standby", seat).cards):
                name = _g(s, c).name
                if c in s.tapped:
                    self._to_return(s, seat, [c])
                    ctx.log(f"{player(seat).ja}: 2ターン続けて出撃できなかった「{name.ja}」は捨て札",
                            f"{player(seat).en}: {name.en} could not go two turns running and is discarded", rule)
                else:
                    s.tapped[c] = s.turn
                    ctx.log(f"{player(seat).ja}: 「{name.ja}」をタップして待機",
                            f"{player(seat).en}: {name.en} is tapped and waits", rule)
        self._effect_phase(s, ctx)

    # -- 効果フェイズ ----------------------------------------------------------------------
    def _effect_phase(self, s: SdgfState, ctx: Context) -> None:
        for seat in (0, 1):
            cards = battle.battle_cards(s, seat)
            s.base[seat] = sum(c.power for c in cards)
            s.bonus[seat], s.bonus_kind[seat] = battle.best_bonus(cards)
            extra = ""
            if s.bonus_kind[seat]:
                label = battle.TEAM_BONUSES[s.bonus_kind[seat]][1]
                extra = (f"＋チームボーナス（{label.ja}）{s.bonus[seat]}", f" + team bonus ({label.en}) {s.bonus[seat]}")
            ctx.log(f"{player(seat).ja}の合計ポイント: パワー{s.base[seat]}{extra[0] if extra else ''}"
                    f" = {s.base[seat] + s.bonus[seat]}",
                    f"{player(seat).en}'s total: power {s.base[seat]}{extra[1] if extra else ''}"
                    f" = {s.base[seat] + s.bonus[seat]}", "sdgf 効果フェイズ")
        t = [s.base[p] + s.bonus[p] for p in (0, 1)]
        first = s.turn_player if t[0] == t[1] else (0 if t[0] < t[1] else 1)
        s.counter_order = [first, 1 - first]
        s.counter_step = 0
        s.phase = COUNTER
        s.actor = first
        self._draw(s, first, ctx, "sdgf 反撃フェイズ")

    # -- 反撃フェイズ ----------------------------------------------------------------------
    def _counter_problem(self, s: SdgfState, card: str, target: str, check_target: bool = True) -> Text | None:
        c = _g(s, card)
        seat = s.actor
        if c.is_sd:
            return Text("SDカードは反撃カードとして出せません。", "An SD card is not a counter card.")
        if not c.anytime and not s.zone("battle", seat).cards:
            return Text("戦場にSDカードがいないと反撃カードは出せません。",
                        "You cannot play a counter card with no SD card on the battlefield.")
        if c.effect == "cancel" and not any(p.seat != seat for p in s.plays):
            return Text("無効にする相手の反撃カードがありません。", "There is no opposing counter card to cancel.")
        if c.effect == "rescue":
            if not s.zone("darkhole", seat).cards:
                return Text("ダークホールにカードがありません。", "Your dark hole is empty.")
            if check_target and target not in s.zone("darkhole", seat).cards:
                return Text("自分のダークホールのカードを1枚選んでください。", "Choose a card in your dark hole.")
        elif check_target and target:
            return Text("このカードは対象を選びません。", "This card takes no target.")
        if c.effect == "salvage" and not s.zone("return", seat).cards:
            return Text("帰還フィールドにカードがありません。", "Your return field is empty.")
        return None

    def _play_counter(self, s: SdgfState, a: PlayCounter, ctx: Context) -> None:
        rule = "sdgf 反撃フェイズ"
        self._need_actor(s, COUNTER, rule, "今は反撃カードを出す時ではありません。",
                         "This is not the time for counter cards.")
        self._in_hand(s, a.card, rule)
        problem = self._counter_problem(s, a.card, a.target)
        if problem is not None:
            raise rules_error(rule, problem.ja, problem.en)
        seat = s.actor
        s.table().move(a.card, zone_name("counter", seat))
        s.plays.append(CounterPlay(seat, a.card, a.target))
        c = _g(s, a.card)
        ctx.log(f"{player(seat).ja}が反撃カード「{c.name.ja}」を出した（{c.effect_text().ja}）",
                f"{player(seat).en} played the counter card {c.name.en} ({c.effect_text().en})", rule, kind="counter")
        self._next_counter(s, ctx)

    def _discard(self, s: SdgfState, a: Discard, ctx: Context) -> None:
        rule = "sdgf 反撃フェイズ"
        self._need_actor(s, COUNTER, rule, "今は手札を捨てる時ではありません。", "This is not the time to discard.")
        self._in_hand(s, a.card, rule)
        seat = s.actor
        self._to_return(s, seat, [a.card])
        name = _g(s, a.card).name
        ctx.log(f"{player(seat).ja}は反撃せず「{name.ja}」を捨てた",
                f"{player(seat).en} played no counter card and discarded {name.en}", rule)
        self._next_counter(s, ctx)

    def _next_counter(self, s: SdgfState, ctx: Context) -> None:
        s.counter_step += 1
        if s.counter_step < 2:
            s.actor = s.counter_order[s.counter_step]
            self._draw(s, s.actor, ctx, "sdgf 反撃フェイズ")
            return
        s.phase = CALCULATION
        s.actor = s.turn_player

    # -- 計算フェイズ ----------------------------------------------------------------------
    def _calculate(self, s: SdgfState, a: Calculate, ctx: Context) -> None:
        rule = "sdgf 計算フェイズ"
        self._need_actor(s, CALCULATION, rule, "今は計算フェイズではありません。", "This is not the calculation phase.")
        totals, notes = battle.resolve(s)
        dead = battle.cancelled_plays(s.plays, s)
        for note in notes:
            ctx.log(note.ja, note.en, rule)
        table = s.table()
        for play, is_dead in zip(s.plays, dead):  # zone effects of counter cards, in play order
            c = _g(s, play.card)
            if is_dead:
                continue
            if c.effect == "rescue" and play.target in s.zone("darkhole", play.seat).cards:
                table.move(play.target, zone_name("return", play.seat))
                ctx.log(f"{player(play.seat).ja}: 「{_g(s, play.target).name.ja}」をダークホールから帰還フィールドへ",
                        f"{player(play.seat).en}: {_g(s, play.target).name.en} leaves the dark hole for the return field",
                        rule)
            elif c.effect == "salvage":
                moved = s.zone("return", play.seat).cards[-c.value:]
                for card in moved:
                    table.move(card, zone_name("deck", play.seat))
                ctx.log(f"{player(play.seat).ja}: 帰還フィールドの{len(moved)}枚をデッキの下へ",
                        f"{player(play.seat).en}: {len(moved)} return-field cards go under the deck", rule)
        result = ["draw", "draw"] if totals[0] == totals[1] else (
            ["win", "loss"] if totals[0] > totals[1] else ["loss", "win"])
        report = BattleReport(s.turn, list(totals), result, [[], []], [[], []], s.one_sided >= 0)
        words = {"win": ("勝ち", "wins"), "loss": ("負け", "loses"), "draw": ("引き分け", "draw")}
        ctx.log(f"合計ポイント {totals[0]} 対 {totals[1]}: {player(0).ja}の{words[result[0]][0]}",
                f"Totals {totals[0]} to {totals[1]}: Player 1 {words[result[0]][1]}", rule, kind="battle",
                totals=list(totals))
        loser = result.index("loss") if "loss" in result else -1
        for seat in (0, 1):
            counters = list(s.zone("counter", seat).cards)
            self._to_return(s, seat, counters)
            report.to_return[seat] += counters
            fighters = list(s.zone("battle", seat).cards)
            if seat == loser:
                report.to_dark_hole[seat] += fighters
            else:
                self._to_return(s, seat, fighters)
                report.to_return[seat] += fighters
        for t in list(s.zone("terrain").cards):  # ruling: the terrain card goes to its owner's return field
            owner = self._owner(t)
            table.move(t, zone_name("return", owner))
            report.to_return[owner].append(t)
        s.last_battle = report
        if loser >= 0:
            self._to_dark_hole(s, loser, report.to_dark_hole[loser], ctx, rule)
        if s.phase == OVER:
            return
        s.turn += 1
        s.turn_player = 1 - s.turn_player
        self._start_turn(s, ctx)


def _attr(key: str) -> Text:
    from .cards import ATTRIBUTES

    return ATTRIBUTES[key]
