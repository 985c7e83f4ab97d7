"""Combat (rules 14-17), Emerium energy (rule 18) and capsule monsters (rule 19).

Combat is resolved area by area (in the table's area order) wherever a face-up
invasion card meets TDF members: first the TDF attack member by member, then,
where Dan is, capsule monsters, the transformation roll and the melee.
``advance`` moves the combat on until the TDF has a choice to make.
"""

from __future__ import annotations

from tabletop.core.game import Context, rules_error
from tabletop.core.i18n import Text

from .alien import area_of
from .cards import CardBook
from .state import CombatState, UltraSevenState, inv_zone
from .tdf import dan_id, effect, face_up_card, members_in, weapons_in


def current_power(book: CardBook, state: UltraSevenState, card: str) -> int:
    """Rule 17.3 (and 15.7's equal case): combat power less damage, never below 0."""
    return max(0, book.invasion[card].combat - state.damage.get(card, 0))


def power_text(printed: int, damage: int) -> Text:
    """An invasion card's combat power in the book's term, the current one with the printed one and its damage beside
    it (rule 17.3): "戦闘力3（記載値4、ダメージ−1）" / "combat power 3 (printed 4, −1 damage)" (issue 16: the step
    panel said "power 3" where the log said "combat power 4")."""
    if not damage:
        return Text(f"戦闘力{printed}（ダメージなし）", f"combat power {printed} (no damage)")
    return Text(f"戦闘力{max(0, printed - damage)}（記載値{printed}、ダメージ−{damage}）",
                f"combat power {max(0, printed - damage)} (printed {printed}, −{damage} damage)")


def remove_invasion(book: CardBook, state: UltraSevenState, ctx: Context, card: str, rule: str) -> None:
    """Take an invasion card off the table; its chits and damage go back to the supply."""
    area = area_of(state, card)
    state.table().move(card, "removed", src=inv_zone(area), face_up=True)
    state.chits.pop(card, None)
    state.damage.pop(card, None)
    ctx.log(f"侵略カード除去: {book.name(card).ja}", f"Invasion card removed: {book.name(card).en}", rule)


def add_damage(book: CardBook, state: UltraSevenState, ctx: Context, card: str, rule: str) -> bool:
    """One damage; True if the card is removed (rule 15.7: only when damage exceeds combat power)."""
    state.damage[card] = state.damage.get(card, 0) + 1
    power = book.invasion[card].combat
    now = power_text(power, state.damage[card])
    ctx.log(f"{book.name(card).ja}にダメージ1: {now.ja}", f"1 damage to {book.name(card).en}: {now.en}.", rule)
    if state.damage[card] > power:
        remove_invasion(book, state, ctx, card, rule)
        return True
    return False


# -- the flow -------------------------------------------------------------------------
def start(book: CardBook, state: UltraSevenState) -> None:
    """Rule 14.1: the areas where combat happens, in area order."""
    state.combat_queue = [a for a in state.areas if face_up_card(state, a) and members_in(book, state, a)]
    state.combat = None


def card_present(state: UltraSevenState) -> bool:
    c = state.combat
    return c is not None and c.card in state.zones[inv_zone(c.area)].cards


def dan_here(book: CardBook, state: UltraSevenState) -> bool:
    c = state.combat
    return c is not None and not state.seven_dead and dan_id(book) in state.zones[f"tdf:{c.area}"].cards


def advance(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    """Move on until the TDF must choose, or combat is over (then ``state.combat`` is None)."""
    while True:
        c = state.combat
        if c is None:
            if not state.combat_queue:
                return
            area = state.combat_queue.pop(0)
            card = face_up_card(state, area)
            if not card or not members_in(book, state, area):
                continue
            state.combat = c = CombatState(area, card)
            ctx.log(f"戦闘: {book.areas[area].ja}エリア — {book.name(card).ja}",
                    f"Combat: {book.areas[area].en} — {book.name(card).en}", "ultraseven 14.1")
            if book.invasion[card].tdf_value is None:
                ctx.log("ＴＤＦ値が「－」のため、ＴＤＦ攻撃はできない。",
                        "The TDF value is \"-\": no TDF attack.", "ultraseven 15.9")
                c.step = "transform"
            else:
                c.step = "attack"
        if not card_present(state):
            state.combat = None
            continue
        if c.step == "attack":
            if [m for m in members_in(book, state, c.area) if m not in c.attacked]:
                return
            c.step = "transform"
        if c.step == "transform":
            if dan_here(book, state):
                return
            state.combat = None
            continue
        if c.step in ("failed", "forced_end"):
            if dan_here(book, state) and usable_capsules(book, state):
                return
            state.combat = None
            continue
        if c.step in ("melee", "tie"):
            if dan_here(book, state):
                return
            state.combat = None
            continue


# -- TDF attack (rule 15) -----------------------------------------------------------------
def weapon_choices(book: CardBook, state: UltraSevenState, member: str) -> list[tuple[str, ...]]:
    """What ``member`` may use now: no weapon or one (rules 15.4-15.6; rulings U-15: only its users,
    U-15a: one weapon per member, Ultra Hawk 1's +1 counting as that member's weapon)."""
    c = state.fight()
    usable = []
    for w in weapons_in(book, state, c.area):
        wd = book.weapons[w]
        if member not in wd.users:
            continue
        if wd.hawk1 and c.hawk1_uses >= 3:
            continue
        if not wd.hawk1 and w in c.weapons_used:
            continue
        usable.append(w)
    return [()] + [(w,) for w in usable]


def check_attack(book: CardBook, state: UltraSevenState, member: str, weapons: tuple[str, ...]) -> None:
    c = state.combat
    if c is None or c.step != "attack":
        raise rules_error("ultraseven 15.2", "今はＴＤＦ攻撃の手順ではありません。", "It is not the TDF attack now.")
    if member not in members_in(book, state, c.area) or member in c.attacked:
        raise rules_error("ultraseven 15.2", "この戦闘でまだ攻撃していない、このエリアの隊員を選んでください。",
                          "Choose a member in this area who has not attacked yet.")
    if len(set(weapons)) != len(weapons) or tuple(sorted(weapons)) not in {
            tuple(sorted(x)) for x in weapon_choices(book, state, member)}:
        raise rules_error("ultraseven 15.5", "その兵器は使えません（1つの兵器は1人の隊員のみ、1人の隊員は兵器1つまで、"
                                             "使用者のみ、ホーク1号は3人まで）。",
                          "Those weapons cannot be used (one member per weapon, one weapon per member, its users only, "
                          "Hawk 1 up to three).")


def do_attack(book: CardBook, state: UltraSevenState, ctx: Context, member: str, weapons: tuple[str, ...]) -> None:
    c = state.fight()
    inv = book.invasion[c.card]
    c.attacked.append(member)
    bonus = 0
    for w in weapons:
        if book.weapons[w].hawk1:
            c.hawk1_uses += 1
            bonus += 1        # rule 15.6: +1 per member
        else:
            c.weapons_used.append(w)
            bonus += book.weapons[w].combat
    assert inv.tdf_value is not None  # rule 15.9: ``advance`` skips the attack on a 「－」 card
    value = book.members[member].combat + bonus + effect(book, state, "attack") + inv.tdf_value
    used = "".join(f"＋{book.name(w).ja}" for w in weapons)
    used_en = "".join(f" + {book.name(w).en}" for w in weapons)
    ctx.log(f"ＴＤＦ攻撃: {book.name(member).ja}{used}、判定値{value}", f"TDF attack: {book.name(member).en}{used_en}, "
            f"needs {value} or less", "ultraseven 15.3")
    roll = ctx.roll("1D6", "TDF", f"attack by {book.name(member).en}", rule="ultraseven 15.3",
                    why_ja=f"{book.name(member).ja}の攻撃", reading=lambda faces: _at_most(faces[0], value)).total
    if roll <= value:
        add_damage(book, state, ctx, c.card, "ultraseven 15.7")
    else:
        ctx.log("外れ。", "Missed.", "ultraseven 15.3")


# -- what a roll means (the log's reading of the faces) -------------------------------------
def _at_most(total: int, limit: int, success: Text = Text("命中", "hit")) -> Text:
    """A roll that succeeds at ``limit`` or under: "7 ≦ 9: hit" / "10 > 9: fails"."""
    if total <= limit:
        return Text(f"{total}≦{limit}で{success.ja}", f"{total} ≤ {limit}: {success.en}")
    return Text(f"{total}＞{limit}で失敗", f"{total} > {limit}: fails")


def _plus_power(face: int, power: int) -> Text:
    """A melee die: the face plus the fighter's power (rule 17.4)."""
    return Text(f"出目{face}＋戦闘力{power}＝{face + power}", f"{face} + combat power {power} = {face + power}")


# -- transformation (rule 16) -------------------------------------------------------------
def transformation_number(book: CardBook, state: UltraSevenState) -> int:
    """Rule 16.3: by the other members (Kurata included) in Dan's area, plus events."""
    others = len([m for m in members_in(book, state, state.fight().area) if not book.members[m].dan])
    assert book.seven is not None, "the card book has no Seven card (rule 3.1)"
    return book.seven.transformation_number(others) + effect(book, state, "transform")


def do_transform(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    c = state.fight()
    number = transformation_number(book, state)
    roll = ctx.roll("2D6", "TDF", "transformation", rule="ultraseven 16.4", why_ja="変身判定",
                    reading=lambda faces: _at_most(sum(faces), number, Text("変身", "transformed"))).total
    if roll <= number:
        c.transformed = True
        c.step = "melee"
        ctx.log(f"変身成功（{roll}≦{number}）！ ウルトラセブン登場。", f"Transformation ({roll} ≤ {number})! Ultra Seven appears.",
                "ultraseven 16.4")
    else:
        c.step = "failed"
        ctx.log(f"変身失敗（{roll}＞{number}）。", f"Transformation failed ({roll} > {number}).", "ultraseven 16.4")


def do_decline(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    ctx.log("ダンは変身しなかった。", "Dan did not transform.", "ultraseven 16.2")
    state.combat = None


# -- melee and Emerium (rules 17, 18) -----------------------------------------------------
def check_fight(book: CardBook, state: UltraSevenState, technique: str) -> None:
    c = state.combat
    if c is None or c.step not in ("melee", "tie"):
        raise rules_error("ultraseven 17.1", "格闘戦はウルトラセブンが登場したときだけです。",
                          "Melee happens only when Ultra Seven has appeared.")
    if technique not in book.techniques:
        raise rules_error("ultraseven 17.2", "技を1つ選んでください。", "Choose one technique.")


def seven_dies(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    """Rule 18.2: no more Dan, no more capsule monsters; the game goes on (18.3)."""
    state.seven_dead = True
    dan = dan_id(book)
    if dan not in state.zones["tdf:base"].cards:
        state.table().move(dan, "tdf:base")
    ctx.log("エメリウムエネルギーが0になり、セブンは死亡した。以後モロボシダンとカプセル怪獣は使用できない（ゲームは続く）。",
            "Emerium energy reached 0: Seven is dead. Dan and the capsule monsters can no longer be used "
            "(the game goes on).", "ultraseven 18.2")


def do_fight(book: CardBook, state: UltraSevenState, ctx: Context, technique: str) -> None:
    c = state.fight()
    tech = book.techniques[technique]
    state.emerium = max(0, state.emerium - tech.extra)
    c.melee_rounds += 1
    alien_power = current_power(book, state, c.card)
    theirs = power_text(book.invasion[c.card].combat, state.damage.get(c.card, 0))
    ctx.log(f"格闘戦: セブンの{tech.name.ja}（戦闘力{tech.power}、エメリウム−{tech.extra}→{state.emerium}）対 "
            f"{book.name(c.card).ja}（{theirs.ja}）",
            f"Melee: Seven's {tech.name.en} (combat power {tech.power}, Emerium −{tech.extra} → {state.emerium}) vs "
            f"{book.name(c.card).en} ({theirs.en})", "ultraseven 17.2")
    seven = tech.power + ctx.roll("1D6", "Ultra Seven", "melee", rule="ultraseven 17.4", why_ja="格闘戦",
                                  who_ja="ウルトラセブン", reading=lambda faces: _plus_power(faces[0], tech.power)).total
    invader = book.name(c.card)  # the invasion card rolls (rule 17.3-17.4), as the book says; it is face up now
    alien = alien_power + ctx.roll("1D6", invader.en, "melee", rule="ultraseven 17.4", why_ja="格闘戦",
                                   who_ja=invader.ja, reading=lambda faces: _plus_power(faces[0], alien_power)).total
    dead = state.emerium <= 0
    if seven > alien:
        ctx.log(f"セブンの勝ち（{seven}対{alien}）。", f"Seven wins ({seven} to {alien}).", "ultraseven 17.4.1")
        remove_invasion(book, state, ctx, c.card, "ultraseven 17.4.1")
        state.combat = None
    elif alien > seven:
        ctx.log(f"セブンの敗北（{seven}対{alien}）。格闘戦は強制終了。", f"Seven is beaten ({seven} to {alien}); the melee ends.",
                "ultraseven 17.4.2")
        c.step = "forced_end"
    else:
        ctx.log(f"同点（{seven}）。ＴＤＦ側は再び格闘戦を行える。", f"A tie ({seven}); the TDF may fight again.",
                "ultraseven 17.4.3")
        c.step = "tie"
    if dead:
        seven_dies(book, state, ctx)
        state.combat = None


def do_end_step(book: CardBook, state: UltraSevenState, ctx: Context) -> None:
    c = state.fight()
    if c.step == "tie":
        ctx.log("格闘戦をやめた。", "The TDF ends the melee.", "ultraseven 17.4.3")
    state.combat = None


# -- capsule monsters (rule 19) ------------------------------------------------------------
def usable_capsules(book: CardBook, state: UltraSevenState) -> list[str]:
    """Capsule cards whose kind was not used this turn (rule 19.2); each copy has its own table."""
    out = []
    for card in state.zones["capsules"].cards:
        kind = book.capsules[card].kind
        if kind not in state.capsule_kinds_used:
            out.append(card)
    return out


def check_capsule(book: CardBook, state: UltraSevenState, card: str) -> None:
    c = state.combat
    if state.seven_dead:
        raise rules_error("ultraseven 18.2", "セブンが死亡したので、カプセル怪獣は使用できません。",
                          "Seven is dead: capsule monsters can no longer be used.")
    if c is None or c.step not in ("transform", "failed", "forced_end"):
        raise rules_error("ultraseven 19.1", "カプセル怪獣は、変身判定の前・変身失敗時・格闘戦の強制終了時にだけ使用できます。",
                          "Capsule monsters only before the transformation roll, on a failed one, or when a melee is forced to end.")
    if not dan_here(book, state):
        raise rules_error("ultraseven 19.3", "カプセル怪獣はモロボシダンのいるエリアでのみ使用できます。",
                          "Capsule monsters only in Dan's area.")
    if card not in state.zones["capsules"].cards:
        raise rules_error("ultraseven 19.5", "そのカプセル怪獣は使用できません（使い捨て）。",
                          "That capsule monster is not available (single use).")
    if book.capsules[card].kind in state.capsule_kinds_used:
        raise rules_error("ultraseven 19.2", f"{book.capsules[card].name.ja}はこのターン既に使用しました。",
                          f"{book.capsules[card].name.en} was already used this turn.")


def do_capsule(book: CardBook, state: UltraSevenState, ctx: Context, card: str) -> None:
    c = state.fight()
    cap = book.capsules[card]
    state.capsule_kinds_used.append(cap.kind)
    state.table().move(card, "capsules_used", src="capsules")
    face = ctx.roll("1D6", "TDF", f"capsule monster {cap.name.en}", rule="ultraseven 19.6",
                    why_ja=f"カプセル怪獣{cap.name.ja}", reading=lambda faces: result_text(cap.table[faces[0] - 1])).total
    result = cap.table[face - 1]
    ctx.log(f"カプセル怪獣{cap.name.ja}: 結果「{result_text(result).ja}」",
            f"Capsule monster {cap.name.en}: {result_text(result).en}", "ultraseven 19.6")
    if result.startswith("chits-"):
        x = int(result.split("-")[1])
        before = state.chits.get(c.card, 0)
        state.chits[c.card] = max(0, before - x)
        ctx.log(f"侵略チット{before}→{state.chits[c.card]}", f"Invasion chits {before} → {state.chits[c.card]}",
                "ultraseven 19.6.1")
    elif result == "damage+1":
        if add_damage(book, state, ctx, c.card, "ultraseven 19.6.2"):
            state.combat = None


def capsule_faces(table: list[str] | tuple[str, ...]) -> Text:
    """What a capsule monster's 1D6 does, faces of one result together (rule 19.6): "1D6で 1-2 効果なし／3 侵略チット－1／
    5-6 ダメージ＋１" / "1D6: 1–2 no effect / 3 invasion chits -1 / 5–6 damage +1"."""
    runs: list[tuple[int, int, str]] = []
    for face, result in enumerate(table, 1):
        if runs and runs[-1][2] == result:
            runs[-1] = (runs[-1][0], face, result)
        else:
            runs.append((face, face, result))
    ja = "／".join(f"{lo}{f'-{hi}' if hi > lo else ''} {result_text(r).ja}" for lo, hi, r in runs)
    en = " / ".join(f"{lo}{f'–{hi}' if hi > lo else ''} {result_text(r).en}" for lo, hi, r in runs)
    return Text(f"1D6で {ja}", f"1D6: {en}")


def result_text(result: str) -> Text:
    if result == "none":
        return Text("効果なし", "no effect")
    if result == "damage+1":
        return Text("ダメージ＋１", "damage +1")
    x = result.split("-")[1]
    return Text(f"侵略チット－{x}", f"invasion chits -{x}")
