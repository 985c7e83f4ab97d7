"""SD Gundam Force card game (SDガンダムフォース カードゲーム): the game contract.

``SdgfGame`` holds the spec (decks as options), 開始準備 (set-up), who decides
now, the legal actions and the action table; the turn's phases are in
``turn``, matching and team bonuses in ``battle``, what a seat sees in
``view``.
"""

from __future__ import annotations

from typing import Mapping

from tabletop.core.bots import BotFactory
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome, rules_error
from tabletop.core.spec import GameSpec, Option
from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text
from tabletop.core.zones import PUBLIC, Zone

from . import turn
from .actions import ACTIONS, Calculate, DarkHoleDiscard, Deploy, Discard, PlayCounter, RevealTerrain
from .decks import PINNED, SAVED_PREFIX, DataError, all_decks, deck_folder_stamp, find_deck, pin, validate_deck
from .state import COUNTER, FORMATION, OVER, SORTIE, SdgfState, zone_name
from .view import describe_action, pending_prompt, player, turn_label, view

HAND_SIZE = 5
DEFAULT_DECKS = ("neotopia", "dark_axis")
# ruling 開始準備-2 (a house rule, off by default): the first player reveals the terrain on the odd
# turns, so their deck runs out first; with "second_mills" the second player, once the first player
# is known, puts the top card of their deck face up in their return field.
FIRST_PLAYER_AID = (("book", Text("なし（ルールブックどおり）", "None (as the rule book)")),
                    ("second_mills", Text("後攻はデッキの一番上を帰還フィールドへ", "Second player mills their top card")))


class DeckOption(Option):
    """A deck option: a player's own deck (``saved:``) is pinned at the start of a game, so the
    session's options, and its save, carry the cards (``decks.pin``) whatever happens to the file."""

    def validate(self, value: str) -> str:
        if PINNED in value:
            find_deck(value)  # DataError (a ValueError) when the carried deck is damaged or illegal
            return value
        value = super().validate(value)
        return pin(find_deck(value)) if value.startswith(SAVED_PREFIX) else value


#: the spec last built and the deck folder's stamp it was built for (``SdgfGame.spec``)
_SPEC: dict[tuple[str, int, int], GameSpec] = {}


def _spec() -> GameSpec:
    """The spec, with every deck (starters, then the player's legal saved decks) as a choice."""
    decks = all_decks()
    choices = tuple((key, deck.name) for key, deck in decks.items())
    options: tuple[Option, ...] = tuple(
        DeckOption(f"deck{seat}", Text(f"プレイヤー{seat + 1}のデッキ", f"Player {seat + 1}'s deck"), choices,
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
        seat_labels=(Text("プレイヤー1", "Player 1"), Text("プレイヤー2", "Player 2")),
        short_title=Text("SDガンダムフォース", "SD Gundam Force"))


class SdgfGame(Game[SdgfState]):
    """SDガンダムフォース カードゲーム (Bandai 2004), played headless."""

    state_type = SdgfState
    actions = ACTIONS
    handlers = {
        Deploy: lambda game, s, a, ctx: turn.deploy(s, a, ctx),
        DarkHoleDiscard: lambda game, s, a, ctx: turn.dark_hole_discard(s, a, ctx),
        RevealTerrain: lambda game, s, a, ctx: turn.reveal(s, a, ctx),
        PlayCounter: lambda game, s, a, ctx: turn.play_counter(s, a, ctx),
        Discard: lambda game, s, a, ctx: turn.discard(s, a, ctx),
        Calculate: lambda game, s, a, ctx: turn.calculate(s, a, ctx),
    }

    @property
    def spec(self) -> GameSpec:  # type: ignore[override]
        """Built again when the player's saved decks change, so that they show up as choices; a screen
        asks for it several times a frame, which costs a look at the deck folder's stamp, no listing."""
        stamp = deck_folder_stamp()
        spec = _SPEC.get(stamp)
        if spec is None:
            _SPEC.clear()
            spec = _SPEC[stamp] = _spec()
        return spec
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
            zones += turn.seat_zones(seat, instances)
        zones.append(Zone("terrain", [], True, True, PUBLIC, None))
        s = SdgfState(zones, card_of, keys)
        for seat in (0, 1):
            ctx.shuffle(s.zone("deck", seat).cards, player(seat).en, "shuffle the deck")
            ctx.log(f"{player(seat).ja}のデッキ「{find_deck(keys[seat]).name.ja}」をシャッフルした",
                    f"{player(seat).en} shuffled the deck {find_deck(keys[seat]).name.en}", "sdgf 開始準備")
        for seat in (0, 1):
            for _ in range(HAND_SIZE):
                turn.draw(s, seat, ctx, "sdgf 開始準備")
        s.first_player = ctx.randint(0, 1, "table", "first player")
        s.turn_player = s.first_player
        ctx.log(f"先攻は{player(s.first_player).ja}", f"{player(s.first_player).en} goes first", "sdgf 開始準備")
        if options.get("first_player_aid", "book") == "second_mills":
            _mill_second_player(s, ctx)
        turn.start_turn(s, ctx)
        return s

    # -- who decides, and what ---------------------------------------------------------
    def pending(self, state: SdgfState) -> Decision | None:
        if state.phase == OVER:
            return None
        kind = _decision_kind(state)
        return Decision(state.actor, kind, pending_prompt(state, kind))

    def legal_actions(self, state: SdgfState) -> list[Action]:
        s = state
        if s.phase == OVER:
            return []
        hand = s.zone("hand", s.actor).cards
        if s.phase == FORMATION:
            sd = turn.hand_sd(s, s.actor)
            return [Deploy(c) for c in sd] if sd else [DarkHoleDiscard(c) for c in hand]
        if s.phase == SORTIE:
            return [RevealTerrain()]
        if s.phase == COUNTER:
            out: list[Action] = []
            for c in hand:
                if turn.counter_problem(s, c, "", check_target=False) is not None:
                    continue
                if turn.card_def(s, c).effect == "rescue":
                    out += [PlayCounter(c, t) for t in s.zone("darkhole", s.actor).cards]
                else:
                    out.append(PlayCounter(c))
            return out + [Discard(c) for c in hand]
        return [Calculate()]

    # -- the action table (Game.apply) -----------------------------------------------------
    def action_table(self, state: SdgfState) -> Mapping[type[Action], Handler]:
        if state.phase == OVER:
            raise rules_error("sdgf 勝利条件", "ゲームは終了しています。", "The game is over.")
        return self.handlers

    def refuse(self, state: SdgfState, action: Action) -> RulesError:
        return rules_error("sdgf ターンの進行", "この行動はこのゲームにはありません（ターンの進行の6つの行動のどれでもない）。",
                           "This game has no such action (it is none of the six decisions of a turn).")

    # -- the end (勝利条件) --------------------------------------------------------------
    def outcome(self, state: SdgfState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(float(len(state.zone("darkhole", 1 - seat).cards)) for seat in (0, 1))
        return Outcome((state.winner,), turn.result_text(state), scores)

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    def metrics(self, state: SdgfState) -> dict:
        """Figures of one game for ``tabletop simulate`` (see ``metrics.py``)."""
        from .metrics import metrics

        return metrics(state)

    # -- presentation (view.py) ------------------------------------------------------------
    def view(self, state: SdgfState, seat: int | None) -> dict:
        return view(state, seat)

    def turn_label(self, state: SdgfState) -> Text:
        return turn_label(state)

    def describe_action(self, state: SdgfState, action: Action, lang: str = "ja") -> str:
        return describe_action(state, action, lang)


def _decision_kind(s: SdgfState) -> str:
    """One kind per phase. In the formation phase it is ``formation`` whether the actor deploys or, with only
    counter cards in hand, sends one to the dark hole: the kind is public, the hand is not."""
    if s.phase == FORMATION:
        return "formation"
    if s.phase == SORTIE:
        return "reveal_terrain"
    if s.phase == COUNTER:
        return "counter"
    return "calculate"


def _mill_second_player(s: SdgfState, ctx: Context) -> None:
    """House rule 開始準備-2: the second player's top card goes face up to their return field."""
    seat = 1 - s.first_player
    card = s.zone("deck", seat).cards[0]
    s.table().move(card, zone_name("return", seat), src=zone_name("deck", seat))
    ctx.secret_revealed()
    name = turn.card_def(s, card).name
    ctx.log(f"ハウスルール: 後攻の{player(seat).ja}はデッキの一番上「{name.ja}」を帰還フィールドへ置いた",
            f"House rule: {player(seat).en}, going second, put the top card {name.en} in the return field",
            "sdgf 開始準備")
