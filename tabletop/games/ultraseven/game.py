"""史上最大の侵略 (Ultra Seven, "The Biggest Invasion in History"): the game contract.

Seat 0 is the alien side (星人側), seat 1 the TDF. A turn (rule 4.1) runs:
alien actions (with TDF decisions on revealed events) -> TDF deployment ->
reconnaissance -> redeployment -> combat -> victory check. ``pending`` says
who decides, ``legal_actions`` lists every legal choice, ``apply`` checks then
changes. The view and the action texts live in ``view.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Mapping

from tabletop.core.bots import BotFactory
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome, rules_error
from tabletop.core.spec import GameSpec, Option
from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text

from . import alien as al
from . import combat as cb
from . import tdf as td
from . import view as vw
from .actions import (ALL_ACTIONS, ApplyEvent, Attack, DeclineTransform, Deploy, Draw, EndAlienActions,
                      EndCombatStep, EndDeployment, EndRecon, EndRedeployment, Fight, PlaceChit,
                      PlaceInvasion, PlayEvent, Recon, Redeploy, RemoveDamage, Reveal, SwapEvent, TakeEvent,
                      Transform, UseCapsule)
from .cards import CardBook, load_cards
from .setup import MODES, build_state
from .state import (ALIEN, AP_PER_TURN, BASE, TDF, TDF_HAND_LIMIT, VICTORY_CHITS, UltraSevenState, inv_zone,
                    tdf_zone)

MODE_OPTION = Option("mode", Text("シナリオ", "Scenario"), (
    ("one_cour", Text("1クールプレイ（18枚）", "One cour (18 cards)")),
    ("two_cour", Text("2クールプレイ（43枚）", "Two cours (43 cards)")),
    ("campaign", Text("キャンペーン（全49話）", "Campaign (all 49 episodes)"))), "one_cour")

DECISION_KINDS = {
    "alien": Text("星人側アクション", "Alien actions"),
    "event": Text("公開されたイベントを手札にするか", "Take the revealed event into the hand?"),
    "deploy": Text("ＴＤＦ隊員配置", "TDF deployment"),
    "recon": Text("偵察判定", "Reconnaissance"),
    "redeploy": Text("ＴＤＦ再配置", "TDF redeployment"),
    "attack": Text("ＴＤＦ攻撃: 攻撃する隊員と兵器", "TDF attack: member and weapons"),
    "transform": Text("変身判定（カプセル怪獣も可）", "Transformation (or a capsule monster)"),
    "failed": Text("変身失敗: カプセル怪獣を使うか", "Transformation failed: use a capsule monster?"),
    "melee": Text("格闘戦: 技を選ぶ", "Melee: choose a technique"),
    "tie": Text("同点: もう一度格闘戦を行うか", "A tie: fight again?"),
    "forced_end": Text("格闘戦の強制終了: カプセル怪獣を使うか", "Melee ended: use a capsule monster?"),
}


def _none(book, state, action) -> None:
    return None


#: a check: (book, state, action) -> None, raising RulesError when the action is not legal now
Check = Callable[[CardBook, UltraSevenState, Any], None]

_CAPSULE: dict[type[Action], Check] = {UseCapsule: lambda b, s, a: cb.check_capsule(b, s, a.card)}
#: decision kind -> action type -> check (raises RulesError before anything changes)
CHECKS: dict[str, dict[type[Action], Check]] = {
    "alien": {Draw: lambda b, s, a: al.check_draw(b, s),
              PlaceChit: lambda b, s, a: al.check_place_chit(b, s, a.card),
              PlaceInvasion: lambda b, s, a: al.check_place_invasion(b, s, a.card),
              Reveal: lambda b, s, a: al.check_reveal(b, s, a.card),
              RemoveDamage: lambda b, s, a: al.check_remove_damage(b, s, a.card),
              EndAlienActions: _none},
    "event": {TakeEvent: lambda b, s, a: al.check_take_event(s), ApplyEvent: _none,
              SwapEvent: lambda b, s, a: al.check_swap_event(s, a.card)},
    "deploy": {Deploy: lambda b, s, a: td.check_deploy(b, s, a.card, a.area),
               PlayEvent: lambda b, s, a: td.check_play_event(b, s, a.card), EndDeployment: _none},
    "recon": {Recon: lambda b, s, a: td.check_recon(b, s, a.area), EndRecon: _none},
    "redeploy": {Redeploy: lambda b, s, a: td.check_redeploy(b, s, a.source, a.target),
                 PlayEvent: lambda b, s, a: td.check_play_event(b, s, a.card), EndRedeployment: _none},
    "attack": {Attack: lambda b, s, a: cb.check_attack(b, s, a.member, tuple(a.weapons))},
    "transform": {**_CAPSULE, Transform: _none, DeclineTransform: _none},
    "failed": {**_CAPSULE, EndCombatStep: _none},
    "forced_end": {**_CAPSULE, EndCombatStep: _none},
    "melee": {Fight: lambda b, s, a: cb.check_fight(b, s, a.technique)},
    "tie": {Fight: lambda b, s, a: cb.check_fight(b, s, a.technique), EndCombatStep: _none},
}


def _end_alien_actions(game: "UltraSevenGame", state: UltraSevenState, action: Action, ctx: Context) -> None:
    ctx.log(f"星人側アクション終了（残りAP{state.ap}）。", f"Alien actions over ({state.ap} AP unused).", "ultraseven 5.3")
    state.phase = "deploy"
    state.played_this_step = 0


def _end_deployment(game: "UltraSevenGame", state: UltraSevenState, action: Action, ctx: Context) -> None:
    state.phase = "recon"


def _end_recon(game: "UltraSevenGame", state: UltraSevenState, action: Action, ctx: Context) -> None:
    state.phase = "redeploy"
    state.played_this_step = 0


def _end_redeployment(game: "UltraSevenGame", state: UltraSevenState, action: Action, ctx: Context) -> None:
    state.phase = "combat"
    cb.start(game.book, state)


#: action type -> what it does once ``check`` has passed: handler(game, state, action, ctx)
HANDLERS: dict[type[Action], Handler] = {
    Draw: lambda g, s, a, ctx: al.do_draw(g.book, s, ctx),
    PlaceChit: lambda g, s, a, ctx: al.do_place_chit(g.book, s, ctx, a.card),
    PlaceInvasion: lambda g, s, a, ctx: al.do_place_invasion(g.book, s, ctx, a.card),
    Reveal: lambda g, s, a, ctx: al.do_reveal(g.book, s, ctx, a.card),
    RemoveDamage: lambda g, s, a, ctx: al.do_remove_damage(g.book, s, ctx, a.card),
    EndAlienActions: _end_alien_actions,
    TakeEvent: lambda g, s, a, ctx: al.do_take_event(g.book, s, ctx),
    ApplyEvent: lambda g, s, a, ctx: al.do_apply_event(g.book, s, ctx),
    SwapEvent: lambda g, s, a, ctx: al.do_swap_event(g.book, s, ctx, a.card),
    Deploy: lambda g, s, a, ctx: td.do_deploy(g.book, s, ctx, a.card, a.area),
    PlayEvent: lambda g, s, a, ctx: td.do_play_event(g.book, s, ctx, a.card),
    EndDeployment: _end_deployment,
    Recon: lambda g, s, a, ctx: td.do_recon(g.book, s, ctx, a.area),
    EndRecon: _end_recon,
    Redeploy: lambda g, s, a, ctx: td.do_redeploy(g.book, s, ctx, a.source, a.target),
    EndRedeployment: _end_redeployment,
    Attack: lambda g, s, a, ctx: cb.do_attack(g.book, s, ctx, a.member, tuple(a.weapons)),
    UseCapsule: lambda g, s, a, ctx: cb.do_capsule(g.book, s, ctx, a.card),
    Transform: lambda g, s, a, ctx: cb.do_transform(g.book, s, ctx),
    DeclineTransform: lambda g, s, a, ctx: cb.do_decline(g.book, s, ctx),
    Fight: lambda g, s, a, ctx: cb.do_fight(g.book, s, ctx, a.technique),
    EndCombatStep: lambda g, s, a, ctx: cb.do_end_step(g.book, s, ctx),
}


def _legal(check, *args) -> bool:
    try:
        check(*args)
    except RulesError:
        return False
    return True


class UltraSevenGame(Game[UltraSevenState]):
    spec = GameSpec(
        "ultraseven", Text("ウルトラセブン 史上最大の侵略", "Ultra Seven: The Biggest Invasion in History"),
        2, 2, chance=True, hidden_information=True,
        summary=Text("星人側の侵略をウルトラ警備隊が偵察で暴き、セブンが迎え撃つ2人用カードゲーム。",
                     "Two-player card game: the alien schemes in secret, the Ultra Garrison reconnoitres, "
                     "and Seven fights with his limited Emerium energy."),
        data_files=("invasion.toml", "play_other.toml", "tdf.toml"),
        options=(MODE_OPTION,), seat_labels=vw.SEATS, short_title=Text("ウルトラセブン", "Ultra Seven"))
    state_type = UltraSevenState
    actions = ALL_ACTIONS
    handlers = HANDLERS

    @property
    def book(self) -> CardBook:
        return load_cards()

    # -- set-up -----------------------------------------------------------------------
    def setup(self, seats: int, options, ctx: Context) -> UltraSevenState:
        mode = options.get("mode", "one_cour")
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        return build_state(self.book, mode, ctx)

    # -- who decides ----------------------------------------------------------------------
    def decision_kind(self, state: UltraSevenState) -> str:
        if state.phase == "over":
            return ""
        if state.phase == "alien":
            return "event" if state.pending_event else "alien"
        if state.phase == "combat":
            return state.combat.step if state.combat else ""
        return state.phase

    def pending(self, state: UltraSevenState) -> Decision | None:
        kind = self.decision_kind(state)
        if not kind:
            return None
        seat = ALIEN if kind == "alien" else TDF
        return Decision(seat, kind, DECISION_KINDS[kind])

    # -- legal actions ---------------------------------------------------------------------
    def legal_actions(self, state: UltraSevenState) -> list[Action]:
        kind = self.decision_kind(state)
        book = self.book
        out: list[Action] = []
        if kind == "alien":
            candidates: list[Action] = [Draw()]
            on = al.on_table(state)
            candidates += [PlaceChit(c) for c in on]
            candidates += [PlaceInvasion(c) for c in state.zones["alien_hand"].cards]
            candidates += [Reveal(c) for c in on]
            candidates += [RemoveDamage(c) for c in on]
            out = [a for a in candidates if self._ok(state, a)] + [EndAlienActions()]
        elif kind == "event":
            if len(state.zones["tdf_hand"]) < TDF_HAND_LIMIT:
                out = [TakeEvent(), ApplyEvent()]
            else:
                out = [ApplyEvent()] + [SwapEvent(c) for c in state.zones["tdf_hand"].cards]
        elif kind == "deploy":
            loc = {c: a for a in [*state.areas, BASE] for c in state.zones[tdf_zone(a)].cards}
            for area in [*state.areas, BASE]:
                for card in [*book.members, *book.weapons]:
                    if loc.get(card) != area and _legal(td.check_deploy, book, state, card, area, loc):
                        out.append(Deploy(card, area))
            out += [a for a in (PlayEvent(c) for c in state.zones["tdf_hand"].cards) if self._ok(state, a)]
            out.append(EndDeployment())
        elif kind == "recon":
            out = [a for a in (Recon(x) for x in state.areas) if self._ok(state, a)] + [EndRecon()]
        elif kind == "redeploy":
            cand: list[Action] = [Redeploy(s, t) for s in state.areas for t in [*state.areas, BASE]]
            cand += [PlayEvent(c) for c in state.zones["tdf_hand"].cards]
            out = [a for a in cand if self._ok(state, a)] + [EndRedeployment()]
        elif kind == "attack":
            c = state.fight()
            for m in td.members_in(book, state, c.area):
                if m not in c.attacked:
                    out += [Attack(m, combo) for combo in cb.weapon_choices(book, state, m)]
        elif kind == "transform":
            out = [UseCapsule(c) for c in cb.usable_capsules(book, state)] + [Transform(), DeclineTransform()]
        elif kind in ("failed", "forced_end"):
            out = [UseCapsule(c) for c in cb.usable_capsules(book, state)] + [EndCombatStep()]
        elif kind == "melee":
            out = [Fight(t) for t in book.techniques]
        elif kind == "tie":
            out = [Fight(t) for t in book.techniques] + [EndCombatStep()]
        return out

    def _ok(self, state: UltraSevenState, action: Action) -> bool:
        try:
            self.check(state, action)
        except RulesError:
            return False
        return True

    # -- checks ---------------------------------------------------------------------------------
    def check(self, state: UltraSevenState, action: Action) -> None:
        """Raise ``RulesError`` if ``action`` is not legal now (nothing changes)."""
        kind = self.decision_kind(state)
        if not kind:
            raise rules_error("ultraseven 20", "ゲームは終了しています。", "The game is over.")
        checker = CHECKS[kind].get(type(action))
        if checker is None:
            raise rules_error("ultraseven 4.1", f"今は「{DECISION_KINDS[kind].ja}」の手順です。",
                              f"Now is the step: {DECISION_KINDS[kind].en}.")
        checker(self.book, state, action)

    # -- apply: ``check``, then the action table (Game.apply), then the combat runs on ----------
    def apply(self, state: UltraSevenState, action: Action, ctx: Context) -> None:
        self.check(state, action)
        super().apply(state, action, ctx)
        if state.phase == "combat":
            cb.advance(self.book, state, ctx)
            if state.combat is None and not state.combat_queue:
                self.end_turn(state, ctx)

    # -- victory (rule 20) and the end of the turn -------------------------------------------------
    def victory(self, state: UltraSevenState) -> tuple[int, str]:
        book = self.book
        for card in al.on_table(state):
            if state.chits.get(card, 0) >= VICTORY_CHITS:
                return ALIEN, card
        left = [c for z in ("deck", "alien_hand", *[inv_zone(a) for a in state.areas])
                for c in state.zones[z].cards if c in book.invasion]
        if not left:
            return TDF, ""
        return -1, ""

    def end_turn(self, state: UltraSevenState, ctx: Context) -> None:
        book = self.book
        winner, card = self.victory(state)
        if winner == ALIEN:
            state.winner, state.phase = ALIEN, "over"
            state.win_reason = card
            area_name = book.areas[book.invasion[card].area]
            n = state.chits.get(card, 0)
            ctx.log(f"{area_name.ja}エリアの侵略チットが{n}枚（{VICTORY_CHITS}枚以上）。地球は侵略された — 星人側の勝利！",
                    f"{n} invasion chits in the {area_name.en} area ({VICTORY_CHITS} or more): Earth is invaded — "
                    "the alien side wins!",
                    "ultraseven 20.2")
            return
        if winner == TDF:
            state.winner, state.phase = TDF, "over"
            ctx.log("全ての侵略カードを除去した。地球は守られた — ＴＤＦ側の勝利！",
                    "Every invasion card has been removed: Earth is safe — the TDF wins!", "ultraseven 20.3")
            return
        table = state.table()
        for card in list(state.zones["events_active"].cards):
            table.move(card, "discard", src="events_active")
        for area in state.areas:
            for card in list(state.zones[tdf_zone(area)].cards):
                table.move(card, tdf_zone(BASE), src=tdf_zone(area))
        state.turn += 1
        state.phase = "alien"
        state.ap = state.ap_total = AP_PER_TURN
        state.chits_this_turn = {}
        state.flipped_this_turn = []
        state.revealed_names = []
        state.played_this_step = 0
        state.redeploys_done = 0
        state.recon_results = []
        state.capsule_kinds_used = []
        state.combat_queue = []
        ctx.log(f"ターン{state.turn}開始。", f"Turn {state.turn} begins.", "ultraseven 4.1")

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    def metrics(self, state: UltraSevenState) -> dict:
        """Numbers for ``tabletop simulate`` (``metrics.py``)."""
        from .metrics import metrics

        return metrics(state)

    def outcome(self, state: UltraSevenState) -> Outcome | None:
        if state.winner < 0:
            return None
        if state.winner == ALIEN:  # the chits the card has (13 or more: a newcomer saw 15 on it and "13" here)
            card = state.win_reason
            n = max(VICTORY_CHITS, state.chits.get(card, 0)) if card else VICTORY_CHITS
            area = self.book.areas[self.book.invasion[card].area] if card in self.book.invasion else None
            where = Text(f"{area.ja}の", f" in the {area.en} area") if area is not None else Text("", "")
            return Outcome((ALIEN,), Text(f"星人側の勝利（{where.ja}侵略カードに侵略チット{n}枚：{VICTORY_CHITS}枚以上）",
                                          f"The alien side wins ({n} invasion chits on a card{where.en}: "
                                          f"{VICTORY_CHITS} or more)"),
                           (1.0, 0.0))
        return Outcome((TDF,), Text("ＴＤＦ側の勝利（侵略カード全除去）", "The TDF wins (every invasion card removed)"),
                       (0.0, 1.0))

    # -- presentation -------------------------------------------------------------------------------
    def view(self, state: UltraSevenState, seat: int | None) -> dict:
        return vw.view(state, seat)

    def turn_label(self, state: UltraSevenState) -> Text:
        return vw.turn_label(state)

    def describe_action(self, state: UltraSevenState, action: Action, lang: str = "ja") -> str:
        return vw.describe_action(state, action, lang)
