"""Click-to-select and drag gestures turned into legal actions (no pygame here).

Every legal action names the things it uses: card ids (the MS, the pilot, the
target ship...) and, for the colony laser, the target seat as ``"seat:N"``.
The player builds a selection by clicking (or dragging one thing onto
another); the actions still possible are those whose things include the whole
selection. When exactly one remains and the selection names all its things,
it is applied; otherwise the remaining actions are listed as buttons.

A drop or click no legal action allows is still turned into the action it
stands for (``meant``), so the rules can refuse it with their own rule and
reason; ``meant`` is None only where no action of the game could mean it.

The five action groups of ルール (2) (a special card, b MS attack, c ship
battle, d combat ready, e discard) filter the list; ``group_of`` says which
group an action belongs to.
"""

from __future__ import annotations

from dataclasses import fields

from tabletop.core.game import Action
from tabletop.core.i18n import Text
from tabletop.games.zgundam import actions as A
from tabletop.games.zgundam.cards import MS, PILOT, SHIP

GROUPS = ("a", "b", "c", "d", "e")
GROUP_TEXTS = {
    "a": Text("a) 特殊カード", "a) Special card"),
    "b": Text("b) MSで攻撃", "b) MS attack"),
    "c": Text("c) 艦対艦", "c) Ship battle"),
    "d": Text("d) 戦闘準備", "d) Combat ready"),
    "e": Text("e) 1枚捨てる", "e) Discard one"),
}
GROUP_HINTS = {
    "a": Text("修理・爆破・補充・コロニーレーザーを選び、対象をクリック",
              "Pick a repair, explosion, supply or colony laser, then its target"),
    "b": Text("準備完了のMSを敵のMSか艦船へドラッグ（クリックでも可）", "Drag a combat-ready MS onto an enemy MS or ship (or click both)"),
    "c": Text("自分の艦船を敵の艦船へドラッグ（またはクリックで選択）", "Drag your ship onto an enemy ship (or click both)"),
    "d": Text("手札のMSをパイロットへドラッグ（またはクリックで選択）", "Drag an MS in your hand onto a pilot (or click both)"),
    "e": Text("手札を捨て札の山へドラッグ（またはクリックで選択）", "Drag a hand card onto the discard pile (or click it)"),
}


def group_hint(group: str) -> Text:
    """A group's title and hint: "b) MS attack: Drag…" (the side column's hint and the button's tooltip)."""
    return GROUP_TEXTS[group] + Text("：", ": ") + GROUP_HINTS[group]


GROUP_SHORT = {
    "a": Text("a 特殊", "a Card"),
    "b": Text("b MS", "b MS"),
    "c": Text("c 艦砲", "c Ship"),
    "d": Text("d 準備", "d Pair"),
    "e": Text("e 捨てる", "e Toss"),
}

SPECIAL_TYPES = (A.PlayRepair, A.PlayFullRepair, A.PlayExplosion, A.PlaySupply, A.PlayColonyLaser)


def group_of(action: Action) -> str:
    """Which of ルール (2) a-e an action is ("" for set-up, reactions and pass)."""
    if isinstance(action, SPECIAL_TYPES):
        return "a"
    if isinstance(action, (A.AttackMS, A.AttackShip)):
        return "b"
    if isinstance(action, A.ShipAttack):
        return "c"
    if isinstance(action, A.DeployPair):
        return "d"
    if isinstance(action, A.Discard):
        return "e"
    return ""


def things(action: Action) -> tuple[str, ...]:
    """The card ids an action uses, in field order, plus ``seat:N`` for a target seat."""
    out = []
    for f in fields(action):
        value = getattr(action, f.name)
        if f.name == "target" and isinstance(value, int) and not isinstance(value, bool):
            out.append(f"seat:{value}")
        elif isinstance(value, str):
            out.append(value)
    return tuple(out)


def source_of(action: Action) -> str | None:
    """The thing a drag of this action starts from (the first card it names)."""
    t = things(action)
    return t[0] if t else None


def matching(actions: list[Action], selection: list[str], group: str = "") -> list[Action]:
    """The actions that use everything in ``selection`` (and belong to ``group`` if given)."""
    out = []
    for action in actions:
        if group and group_of(action) != group:
            continue
        used = things(action)
        if all(s in used for s in selection):
            out.append(action)
    return out


def choosable(actions: list[Action], selection: list[str], group: str = "") -> set[str]:
    """Things a click may add to ``selection`` (highlighted on the table)."""
    out: set[str] = set()
    for action in matching(actions, selection, group):
        out.update(t for t in things(action) if t not in selection)
    return out


def complete(actions: list[Action], selection: list[str], group: str = "") -> Action | None:
    """The one action the selection names completely, if exactly one is left."""
    left = matching(actions, selection, group)
    if len(left) == 1 and set(things(left[0])) == set(selection) and len(selection) >= 2:
        return left[0]
    return None


def dropped(actions: list[Action], card: str, target: str, group: str = "") -> list[Action]:
    """Actions for a drag of ``card`` onto ``target`` (a card id, ``seat:N``, ``discard`` or ``ship_deck``)."""
    if target == "discard":
        return [a for a in actions if isinstance(a, A.Discard) and a.card == card and not a.supply]
    if target == "ship_deck":
        return [a for a in actions if (isinstance(a, A.Discard) and a.card == card and a.supply)
                or (isinstance(a, A.PlaySupply) and a.card == card)]
    return matching(actions, [card, target], group)


def meant(cards: dict, hand: list[str], card: str, target: str) -> Action | None:
    """The action a drag of ``card`` onto ``target`` stands for, legal now or not (see the module doc).

    ``cards`` is the view's card data (kind, effect), ``hand`` the seat's own hand (a pilot for an
    explosion). Repairs ask for one point (the rules refuse what is wrong with the card or ship)."""
    info = cards.get(card) or {}
    kind, effect = info.get("kind"), info.get("effect")
    if target == "discard":
        return A.Discard(card)
    if target == "ship_deck":
        return A.PlaySupply(card) if effect == "supply" else A.Discard(card, supply=True)
    if target.startswith("seat:"):
        return A.PlayColonyLaser(card, int(target[5:])) if effect == "colony_laser" else None
    aim = (cards.get(target) or {}).get("kind")
    if kind == MS:
        return {PILOT: A.DeployPair(card, target), MS: A.AttackMS(card, target),
                SHIP: A.AttackShip(card, target)}.get(aim)
    if kind == PILOT and aim == MS:
        return A.DeployPair(target, card)
    if kind == SHIP and aim == SHIP:
        return A.ShipAttack(card, target)
    if effect == "repair" and aim == SHIP:
        return A.PlayRepair(card, target, 1)
    if effect == "explosion" and aim == SHIP:
        pilot = next((c for c in hand if (cards.get(c) or {}).get("kind") == PILOT), None)
        return A.PlayExplosion(card, pilot, target) if pilot else None
    return None


class Selection:
    """The things picked so far and the group filter; ``click`` returns the action to apply, if any."""

    def __init__(self) -> None:
        self.picked: list[str] = []
        self.group = ""

    def clear(self) -> None:
        self.picked = []

    def set_group(self, group: str) -> None:
        self.group = "" if group == self.group else group
        self.picked = []

    def candidates(self, actions: list[Action]) -> list[Action]:
        return matching(actions, self.picked, self.group)

    def candidates_with(self, actions: list[Action], thing: str) -> list[Action]:
        """The actions left if ``thing`` were added to the selection."""
        return matching(actions, self.picked + [thing], self.group)

    def highlight(self, actions: list[Action]) -> set[str]:
        return choosable(actions, self.picked, self.group)

    def click(self, actions: list[Action], thing: str, instant: bool = False) -> Action | None:
        """Add (or remove) ``thing``; return an action when the selection names exactly one.

        ``instant``: a single thing may complete an action (reactions: the card itself is the answer).
        """
        if thing in self.picked:
            self.picked.remove(thing)
            return None
        trial = self.picked + [thing]
        if not matching(actions, trial, self.group):
            trial = [thing]
            if not matching(actions, trial, self.group):
                trial = [thing] if matching(actions, trial) else []
                self.group = "" if trial else self.group
        self.picked = trial
        if not trial:
            return None
        done = complete(actions, trial, self.group)
        if done is None and instant:
            left = matching(actions, trial, self.group)
            if len(left) == 1 and set(things(left[0])) == set(trial):
                done = left[0]
        if done is not None:
            self.picked = []
        return done
