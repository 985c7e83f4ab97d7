"""The Ultra Seven ``quick`` policy for both sides (the players themselves are in ``bots``).

Every decision is made from what a ``Seen`` holds: the seat's ``view`` (which hides the
alien's hand, the areas of face-down cards and the reconnaissance numbers from
the TDF), the legal actions and the seat's redacted log. The state is never
read (``Seen.state`` is None for this hidden-information game).

``quick`` is rules of thumb. Alien: put strong, hard-to-find cards into empty
areas, feed chits where they advance most (face-up cards first), turn a card
up when it reaches its hidden cap, mend a card one hit from removal, draw when
the hand runs low. TDF: fighters, weapons and Dan to the most dangerous
face-up card, the searchers spread over the areas that may hold a card,
weapons where they add most, every possible reconnaissance, a searching group
redeployed onto a card just found, events buried or kept for when they help;
Seven's Emerium kept for the 「－」 cards still to come (only Seven removes them,
rule 15.9), other cards left to the fighters unless energy is spare or the card
is close to 13 chits; the technique with the least Emerium per removal, or the
surest one in an emergency.

``strong`` (``search.py``) samples worlds consistent with the view and plays
the candidates out with ``quick`` to the end of the turn.
"""

from __future__ import annotations

from tabletop.core.game import Action

from .actions import (ApplyEvent, Attack, DeclineTransform, Deploy, Draw, EndAlienActions, EndCombatStep,
                      EndDeployment, EndRecon, EndRedeployment, Fight, PlaceChit, PlaceInvasion, PlayEvent, Recon,
                      Redeploy, RemoveDamage, Reveal, SwapEvent, TakeEvent, Transform, UseCapsule)
from .cards import CardBook
from .state import BASE, VICTORY_CHITS

# P(a + 1D6 > b + 1D6) for the difference a - b (rule 17.4)
_WIN = {d: sum(1 for x in range(1, 7) for y in range(1, 7) if x + d > y) / 36 for d in range(-12, 13)}


def melee_win(diff: int) -> float:
    return _WIN[max(-12, min(12, diff))]


def p2d6_le(n: int) -> float:
    """P(2D6 <= n)."""
    return sum(1 for x in range(1, 7) for y in range(1, 7) if x + y <= n) / 36


def _by(legal, kind):
    return [a for a in legal if isinstance(a, kind)]


# ===================================================================== the alien
def _table(view: dict) -> list[dict]:
    """The alien's own cards on the table (the alien view shows them all)."""
    return [a["invasion"] | {"at": a["id"]} for a in view["areas"] if a["invasion"]]


def placement_score(card: dict) -> float:
    """How good a card is on the table: hard to find, hard to beat, quick to grow."""
    tdf = 3 if card["tdf_value"] is None else -card["tdf_value"]
    return (-2.0 * card["recon"] + 1.0 * card["combat"] + tdf + 0.6 * card["hidden_cap"]
            + 1.5 * card["chits_discovered"] + 1.0 * card["chits_hidden"])


def alien_quick(view: dict, legal: list[Action]) -> Action:
    ap = view["ap"]["remaining"]
    cards = {c["id"]: c for c in _table(view)}
    chits = _by(legal, PlaceChit)
    up = sorted((a for a in chits if cards[a.card]["face_up"]), key=lambda a: -cards[a.card]["chits"])
    if up:
        return up[0]
    # mend a face-up card that the next hit would remove, when it carries many chits
    for a in _by(legal, RemoveDamage):
        c = cards[a.card]
        if c["face_up"] and c["damage"] >= c["combat"] and c["chits"] >= 5:
            return a
    down = sorted(chits, key=lambda a: -cards[a.card]["chits"])
    if down:
        return down[0]
    reveal = sorted(_by(legal, Reveal), key=lambda a: -placement_score(cards[a.card]))
    no_face_up = not any(c["face_up"] for c in cards.values())
    if reveal and (no_face_up or ap <= 5):
        return reveal[0]
    place = sorted(_by(legal, PlaceInvasion), key=lambda a: -placement_score(_hand_card(view, a.card)))
    if place and (not reveal or ap >= 5):
        return place[0]
    if reveal:
        return reveal[0]
    hand = view["alien_hand"]["count"]
    draw = _by(legal, Draw)
    # draw when the hand runs low, or when nothing is on the table and no hand card may be
    # placed (invasion conditions, rule 8.5): otherwise the game would stand still
    if draw and ap >= 2 and (hand <= 2 or (not place and not cards)):
        return draw[0]
    return EndAlienActions()


def _hand_card(view: dict, card: str) -> dict:
    return next(c for c in view["alien_hand"]["cards"] if c["id"] == card)


# ===================================================================== the TDF
def harmful(book: CardBook, card: str) -> bool:
    ev = book.events[card]
    return bool(ev.alien_ap or ev.recon < 0 or ev.transform < 0)


def _face_up(view: dict) -> dict[str, dict]:
    return {a["id"]: a["invasion"] for a in view["areas"] if a["invasion"] and a["invasion"]["face_up"]}


def event_quick(book: CardBook, view: dict, legal: list[Action]) -> Action:
    ev = view["pending"]["event"]["id"]
    if _by(legal, TakeEvent):
        if harmful(book, ev):
            return TakeEvent()
        # a helpful event: keep it for later unless it helps this very turn
        return ApplyEvent() if _helps_now(book, view, ev) else TakeEvent()
    if harmful(book, ev):
        good = [a for a in _by(legal, SwapEvent) if not harmful(book, a.card)]
        if good:
            return good[0]
    return ApplyEvent()


def _helps_now(book: CardBook, view: dict, card: str) -> bool:
    ev = book.events[card]
    up = _face_up(view)
    if ev.recon:
        return len(view["face_down"]) > 0
    if ev.attack or ev.weapons or ev.transform or ev.redeploys:
        return bool(up)
    if ev.kurata:
        return "space" in up or len(view["face_down"]) > 0
    return False


def _threat(card: dict) -> float:
    return card["chits"] + 2 * card["chits_discovered"]


PLAN_STYLES = ("quick", "pairs", "search", "assault")


def deploy_plan(book: CardBook, view: dict, style: str = "quick") -> dict[str, str]:
    """Where every member and weapon should be this turn (``BASE`` = stays home).

    ``quick`` fights the most dangerous face-up card and spreads one searcher per
    free area; ``pairs`` searches in pairs (fewer areas, better odds); ``search``
    sends everyone searching; ``assault`` sends every fighter to the face-up card."""
    up = _face_up(view)
    kurata_ok = view["effects"]["kurata"]
    dan = next(c for c, m in book.members.items() if m.dan)
    kurata = next(c for c, m in book.members.items() if m.kurata)
    members = [m for m in book.members if m != kurata or kurata_ok]
    if view["emerium"]["seven_dead"]:
        members.remove(dan)
    plan = {c: BASE for c in [*book.members, *book.weapons]}
    targets = sorted(up, key=lambda a: -_threat(up[a])) if style != "search" else []
    free = [a["id"] for a in view["areas"] if a["id"] not in up]
    fighters = sorted((m for m in members if m not in (dan, kurata)), key=lambda m: -book.members[m].combat)
    searchers = sorted((m for m in members if m not in (dan, kurata)), key=lambda m: -book.members[m].recon)
    used: set[str] = set()
    fight_areas: list[str] = []
    if kurata in members:
        plan[kurata] = "space"
        used.add(kurata)
    # fighters to the most dangerous card they can hurt; Dan where Seven is needed most
    hurtable = [a for a in targets if up[a]["tdf_value"] is not None]
    dash = [a for a in targets if up[a]["tdf_value"] is None]
    if hurtable:
        main = hurtable[0]
        fight_areas.append(main)
        strong = [m for m in fighters if book.members[m].combat >= 3][:2 if style != "assault" else 4]
        for m in strong:
            plan[m] = main
            used.add(m)
        for extra in hurtable[1:2]:
            if up[extra]["chits"] >= 6 or style == "assault":
                left = [m for m in fighters if m not in used and not book.members[m].captain]
                if left:
                    plan[left[0]] = extra
                    used.add(left[0])
                    fight_areas.append(extra)
    if dan in members and targets and view["emerium"]["value"] >= 1:
        spot = None
        if dash and (pressing(up[dash[0]]) or not hurtable or _threat(up[dash[0]]) >= _threat(up[hurtable[0]])):
            spot = dash[0]
        elif hurtable:
            spot = hurtable[0]
        elif dash:
            spot = dash[0]
        if spot is not None:
            plan[dan] = spot
            used.add(dan)
    if view["face_down"] and free:
        order = list(free)
        for m in [m for m in searchers if m not in used] + ([dan] if dan in members and dan not in used else []):
            taken = [plan[x] for x in used]
            per_area = 2 if style == "pairs" else 1
            spot = next((a for a in order if taken.count(a) < per_area), None)
            if spot is None:
                break
            plan[m] = spot
            used.add(m)
    _plan_weapons(book, view, plan, fight_areas)
    return plan


def _plan_weapons(book: CardBook, view: dict, plan: dict, fight_areas: list[str]) -> None:
    limit = view["weapons"]["limit"]
    options = []
    for w, wd in book.weapons.items():
        for area in {plan[m] for m in book.members if plan[m] != BASE}:
            if area not in wd.areas or not any(plan.get(u) == area for u in wd.users):
                continue
            gain = (wd.combat * 2.0 + 0.5) if area in fight_areas else wd.recon * 1.0
            options.append((gain, w, area))
    options.sort(key=lambda o: (-o[0], o[1], o[2]))
    placed: set[str] = set()
    for gain, w, area in options:
        if len(placed) >= limit:
            break
        if w in placed:
            continue
        plan[w] = area
        placed.add(w)


def deploy_quick(book: CardBook, view: dict, legal: list[Action], plan: dict | None = None) -> Action:
    for a in _by(legal, PlayEvent):
        ev = book.events[a.card]
        if not harmful(book, a.card) and _helps_now(book, view, a.card) and not ev.redeploys:
            return a
        if ev.alien_ap:          # an AP card does nothing now: out of the hand (ruling U-6)
            return a
    plan = plan or deploy_plan(book, view)
    where = {c["id"]: a["id"] for a in view["areas"] for c in a["tdf"]}
    deploys = {(a.card, a.area): a for a in _by(legal, Deploy)}
    # members first (weapons need their users in place), then weapons
    for card in [*book.members, *book.weapons]:
        target = plan.get(card, BASE)
        if where.get(card, BASE) != target and (card, target) in deploys:
            return deploys[(card, target)]
    return EndDeployment()


def recon_quick(view: dict, legal: list[Action]) -> Action:
    rec = _by(legal, Recon)
    if not rec:
        return EndRecon()
    totals = {a["id"]: a["recon_total"] for a in view["areas"]}
    return max(rec, key=lambda a: (totals[a.area], a.area))


def redeploy_quick(book: CardBook, view: dict, legal: list[Action]) -> Action:
    for a in _by(legal, PlayEvent):
        ev = book.events[a.card]
        if ev.recon < 0 or ev.alien_ap:       # reconnaissance is over: bury it harmlessly
            return a
    up = _face_up(view)
    dan = next(c for c, m in book.members.items() if m.dan)
    groups = {a["id"]: [c["id"] for c in a["tdf"]] for a in view["areas"]}
    found = [r["area"] for r in view["recon_results"] if r["found"]]
    for target in found:
        if dan in groups[target]:
            continue
        for a in _by(legal, Redeploy):
            if a.target == target and dan in groups[a.source] and a.source not in up:
                return a
    for target in found:
        for a in _by(legal, Redeploy):
            if a.target == target and a.source not in up and \
                    any(book.members[m].combat >= 3 for m in groups[a.source] if m in book.members):
                return a
    return EndRedeployment()


def _attack_value(book: CardBook, a: Attack) -> int:
    return book.members[a.member].combat + sum(1 if book.weapons[w].hawk1 else book.weapons[w].combat
                                               for w in a.weapons)


GAME_INVASION = {"one_cour": 13, "two_cour": 26, "campaign": 45}   # rules 21.2.1, 21.3.1, 3
DASH_COST = 3            # Emerium one 「－」 card costs Seven on average (Eye Slugger, e/p ~ 2.8)


def cards_left(view: dict) -> int:
    """Invasion cards of this game not yet removed (the TDF must remove them all, rule 20.3)."""
    removed = sum(1 for c in view["removed"] if c["kind"] == "invasion")
    return max(1, GAME_INVASION.get(view["mode"], 45) - removed)


def seven_only(card: dict) -> bool:
    """A 「－」 card: the TDF attack cannot touch it (rule 15.9), only Seven removes it."""
    return card.get("tdf_value", 0) is None


def dash_reserve(book: CardBook, view: dict, exclude: str | None = None) -> float:
    """Emerium to keep for the 「－」 cards still to come: those face up on the table (but
    ``exclude``) and the expected share of the cards the TDF has not seen yet."""
    up = [c for c in _face_up(view).values() if c["id"] != exclude]
    seen = {c["id"] for c in view["removed"]} | {c["id"] for c in up} | ({exclude} if exclude else set())
    pool = [c for c in book.invasion if c not in seen]
    share = sum(1 for c in pool if book.invasion[c].tdf_value is None) / max(1, len(pool))
    unseen = max(0, cards_left(view) - len(up) - (1 if exclude else 0))
    known = sum(1 for c in up if seven_only(c))
    return DASH_COST * (known + unseen * share)


def spare_emerium(book: CardBook, view: dict, exclude: str | None = None) -> float:
    """Emerium beyond what the 「－」 cards will need (what Seven may spend on other cards)."""
    return view["emerium"]["value"] - dash_reserve(book, view, exclude)


def turns_to_win(card: dict) -> int:
    """Alien turns this face-up card needs to reach 13 chits (rule 7.3's 発覚時 rate)."""
    rate = max(1, card.get("chits_discovered", 1))
    return max(0, -(-(VICTORY_CHITS - card.get("chits", 0)) // rate))


def emergency(view: dict, card: dict) -> bool:
    """The card wins next turn if it stays, or it is the game's last invasion card."""
    return turns_to_win(card) <= 1 or cards_left(view) <= 1


def pressing(card: dict) -> bool:
    """The card wins within two turns if it stays."""
    return turns_to_win(card) <= 2


def technique_choice(book: CardBook, view: dict, legal: list[Action]) -> Action:
    """Seven's technique. In an emergency the surest one Seven can pay for; otherwise the one
    with the least Emerium per removal (extra ÷ win chance) within the budget: a 「－」 card may
    use what the other 「－」 cards do not need, any other card only the spare Emerium."""
    card = view["combat"]["card"]
    power = card.get("current_combat", 0)
    emerium = view["emerium"]["value"]
    fights = sorted(_by(legal, Fight), key=lambda a: (book.techniques[a.technique].extra, a.technique))
    if not fights:
        return legal[-1]

    def p(a):
        t = book.techniques[a.technique]
        return melee_win(t.power - power)

    if emergency(view, card):
        usable = [a for a in fights if book.techniques[a.technique].extra <= emerium] or fights[:1]
        return max(usable, key=lambda a: (round(p(a), 2), -book.techniques[a.technique].extra))
    if seven_only(card):
        budget = emerium - dash_reserve(book, view, card["id"])
    else:
        budget = spare_emerium(book, view, card["id"])
    if not pressing(card):
        budget = min(budget, emerium - 1)       # Seven stays alive for the cards to come
    budget = max(1, int(budget))
    if _by(legal, EndCombatStep) and emerium <= 1 and not seven_only(card):
        return EndCombatStep()
    usable = [a for a in fights if book.techniques[a.technique].extra <= budget] or fights[:1]
    if pressing(card):
        return max(usable, key=lambda a: (round(p(a), 2), -book.techniques[a.technique].extra))
    return min(usable, key=lambda a: (round(book.techniques[a.technique].extra / max(0.01, p(a)), 2),
                                      -p(a)))


def want_seven(book: CardBook, view: dict, card: dict) -> bool:
    """Transform? Always for a 「－」 card or in danger; otherwise only with spare Emerium,
    leaving the card to the fighters (rule 15.8: their damage stays)."""
    emerium = view["emerium"]["value"]
    if emerium <= 0:
        return False
    if seven_only(card) or pressing(card) or emergency(view, card):
        return True
    return spare_emerium(book, view, card["id"]) >= 3


def combat_quick(book: CardBook, view: dict, legal: list[Action], kind: str) -> Action:
    if kind == "attack":
        return max(_by(legal, Attack), key=lambda a: (_attack_value(book, a), a.member, a.weapons))
    combat = view["combat"]
    card = combat["card"]
    chits = card.get("chits", 0)
    caps = _by(legal, UseCapsule)
    if kind == "transform":
        if caps and chits >= 5:
            return caps[0]
        return Transform() if want_seven(book, view, card) else DeclineTransform()
    if kind in ("failed", "forced_end"):
        if caps and chits >= 3:
            return caps[0]
        return EndCombatStep()
    return technique_choice(book, view, legal)


def tdf_quick(book: CardBook, view: dict, legal: list[Action]) -> Action:
    kind = view["pending"]["kind"]
    if kind == "event":
        return event_quick(book, view, legal)
    if kind == "deploy":
        return deploy_quick(book, view, legal)
    if kind == "recon":
        return recon_quick(view, legal)
    if kind == "redeploy":
        return redeploy_quick(book, view, legal)
    return combat_quick(book, view, legal, kind)


def quick_choice(book: CardBook, view: dict, legal: list[Action]) -> Action:
    """The quick policy for whichever seat ``view`` belongs to (its pending decision)."""
    if len(legal) == 1:
        return legal[0]
    if view["pending"]["kind"] == "alien":
        choice = alien_quick(view, legal)
    else:
        choice = tdf_quick(book, view, legal)
    return choice if choice in legal else legal[-1]
