"""Helpers for the Ultra Seven screen tests: start a game in the app, lift curtains,
find cards and zones on screen, drag with raw mouse events."""

from __future__ import annotations

import pygame

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.ui.inputs import click_events
from tabletop.ui.widgets import PrivacyCurtain
from tests.games.ultraseven.helpers import to_hand


def start(app, session: Session | None = None, mode: str = "one_cour", seed: int = 3):
    session = session or Session(GAME, 2, {"mode": mode}, seed=seed)
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return scene


def lift(app) -> None:
    while isinstance(app.top, PrivacyCurtain):
        app.step(click_events((640, 400)), 0.016)
    app.step([], 0.016)


def click(app, pos) -> None:
    app.step(click_events(tuple(pos)), 0.016)


def drag(app, start, end) -> None:
    sx, sy = start
    ex, ey = end
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)]
    for i in range(1, 6):
        p = (sx + (ex - sx) * i // 5, sy + (ey - sy) * i // 5)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1))
    app.step(events, 0.016)


def card_pos(scene, card: str, zone: str | None = None):
    slots = scene.table.slots
    for i, slot in enumerate(slots):
        if slot.entry.id == card and (zone is None or slot.zone == zone):
            # a visible point of the card: rows overlap to the right, so its left strip
            nxt = slots[i + 1] if i + 1 < len(slots) and slots[i + 1].zone == slot.zone else None
            visible = (nxt.rect.x - slot.rect.x) if nxt is not None else slot.rect.w
            return (slot.rect.x + max(1, min(10, visible // 2)), slot.rect.centery)
    raise AssertionError(f"card {card} not on screen")


def zone_pos(scene, name: str):
    for zone in scene.table.zones:
        if zone.name == name:
            r = zone.frame or zone.rect
            return (r.right - 8, r.y + 6)   # the label strip: the zone, never a card
    raise AssertionError(f"zone {name} not on screen")


def scripted(session: Session, *faces: int) -> None:
    session.dice = ScriptedSource(list(faces))


def play_to_melee(app, lang: str = "ja"):
    """A TDF combat in space played with clicks up to a melee: Kiriyama hits with Ultra Hawk 2,
    Dan, Anne, a transformation; then Eye Slugger is clicked and both melee dice are rolled
    to a tie (rule 17.4.3), so the combat stays. Returns (scene, session, (Seven's die, the invader's die))."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, EndRecon, EndRedeployment
    from tests.games.ultraseven.helpers import clear_table, new, put
    from tests.ui.conftest import button_labelled

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv01", face_up=True, chits=5, damage=1)
    s.apply(EndAlienActions(), 0)
    for m, a in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_dan", "space"), ("m_anne", "space")):
        s.apply(Deploy(m, a), 1)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    scene = start(app, s)
    s.dice = ScriptedSource([1, 6, 6, 1, 1])
    names = {"ja": ("ウルトラホーク2号", "変身判定", "アイスラッガー"), "en": ("Ultra Hawk 2", "Transform (2D6", "Eye Slugger")}[lang]
    click(app, card_pos(scene, "m_kiriyama", "grp:space"))
    click(app, button_labelled(scene, names[0], lang).rect.center)
    click(app, card_pos(scene, "m_dan", "grp:space"))
    click(app, scene.actions.items[0].rect.center)
    click(app, scene.actions.items[0].rect.center)   # Anne
    click(app, button_labelled(scene, names[1], lang).rect.center)
    from tabletop.games.ultraseven import combat as cb

    power = cb.current_power(s.game.book, s.state, s.state.combat.card)
    tech = s.game.book.techniques["eye_slugger"].power
    seven_die = max(1, power - tech + 1)
    s.dice = ScriptedSource([seven_die, tech + seven_die - power])   # a tie: the combat stays on screen
    press(app, scene, names[2], lang)
    return scene, s, (seven_die, tech + seven_die - power)


def press(app, scene, text: str, lang: str) -> None:
    """Click the action button labelled ``text``, the list turned with the wheel until it shows it whole."""
    from tests.ui.conftest import button_labelled

    button = button_labelled(scene, text, lang)
    r = scene.actions.rect
    k = getattr(app, "scale", 1)
    for _ in range(len(scene.actions.items)):
        if r.contains(button.rect):
            break
        pos = (int(r.centerx * k), int(r.centery * k))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)],
                 0.016)
    assert r.contains(button.rect), (text, button.rect, r)
    click(app, (int(button.rect.centerx * k), int(button.rect.centery * k)))


def recon_table(invasions, deployment, rolls, areas):
    """A campaign (seed 7) with ``invasions`` (card, face up, chits, damage) out, the TDF's ``deployment``
    (member, area) and the reconnaissance of ``areas`` rolled as ``rolls``."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, Recon
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card, face_up, chits, damage in invasions:
        put(s, card, face_up=face_up, chits=chits, damage=damage)
    s.apply(EndAlienActions(), 0)
    for member, area in deployment:
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    s.dice = ScriptedSource(list(rolls))
    for area in areas:
        s.apply(Recon(area), 1)
    return s


def crowded():
    """The TDF's reconnaissance with groups in five areas and three results (played by the rules from turn 1)."""
    return recon_table((("inv01", True, 5, 1), ("inv29", False, 2, 0), ("inv11", True, 1, 0),
                        ("inv24", False, 3, 0), ("inv48", True, 1, 0), ("inv31", False, 2, 0)),
                       (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_dan", "space"), ("m_furuhashi", "city"),
                        ("w_pointer", "city"), ("m_amagi", "mountain"), ("m_soga", "sea"), ("m_anne", "insiders")),
                       (2, 3, 6, 5, 1, 1), ("city", "sea", "insiders"))


def full_base():
    """The TDF's deployment on turn 1, nothing deployed yet: all thirteen members and weapons in the base, the capsule
    monsters four, four and three of a kind (played by the rules from the alien's actions)."""
    from tabletop.games.ultraseven.actions import EndAlienActions
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card, face_up, chits, damage in (("inv01", True, 5, 1), ("inv29", False, 2, 0), ("inv11", True, 1, 0)):
        put(s, card, face_up=face_up, chits=chits, damage=damage)
    s.apply(EndAlienActions(), 0)
    return s


def six_in_space():
    """The TDF's reconnaissance with a group of six in space (Kiriyama leads it: rule 11.3) and one member in the mountains."""
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment

    s = full_base()
    for member, area in (("m_kiriyama", "space"), ("m_dan", "space"), ("m_anne", "space"), ("m_furuhashi", "space"),
                         ("w_hawk1", "space"), ("w_hawk2", "space"), ("m_amagi", "mountain")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    return s


def nine_in_space(reconned: bool = False):
    """The largest group the rules allow: all seven members in space (Capt. Kurata on the turn of his event, rule
    11.6; Kiriyama leads them, 11.3) with the two weapons space takes (13.4), the TDF's reconnaissance; ``reconned``:
    space's card face down, then reconnoitred and discovered (the result on a line of its own over the group)."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, Recon
    from tests.games.ultraseven.helpers import activate, clear_table, new, put

    if reconned:
        s = new("campaign", seed=7)
        clear_table(s)
        for card, face_up, chits in (("inv13", False, 2), ("inv29", False, 2), ("inv11", True, 1)):
            put(s, card, face_up=face_up, chits=chits)
        s.apply(EndAlienActions(), 0)
    else:
        s = full_base()
    activate(s, "ev_kurata_1")
    for member in ("m_kiriyama", "m_dan", "m_anne", "m_furuhashi", "m_soga", "m_amagi", "m_kurata", "w_hawk1",
                   "w_hawk2"):
        s.apply(Deploy(member, "space"), 1)
    s.apply(EndDeployment(), 1)
    if reconned:
        s.dice = ScriptedSource([6, 6])
        s.apply(Recon("space"), 1)
    return s


def six_in_city(found: bool = False):
    """A group of six in the city (Kiriyama leads it) reconnoitred, its result on a line of its own over the group's
    strips ("Nothing unusual", or ``found``: "Discovered", the city's card face up beside it), and one member each in
    space and the mountains, both with their invasion cards: a row of three groups, the TDF's reconnaissance."""
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment, Recon

    s = full_base()
    for member, area in (("m_kiriyama", "city"), ("m_dan", "city"), ("m_anne", "city"), ("m_furuhashi", "city"),
                         ("w_hawk1", "city"), ("w_pointer", "city"), ("m_soga", "space"), ("m_amagi", "mountain")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    s.dice = ScriptedSource([1, 1] if found else [6, 6])
    s.apply(Recon("city"), 1)
    return s


#: The small boards of issue 16: the 800x560 window, and 1280x800 at 150 % UI scale (window, scale).
SMALL_SIZES = {"800x560": ((800, 560), 1.0), "150%": ((1280, 800), 1.5)}


def open_small(size: str, lang: str, session: Session):
    """The app in ``lang`` at one of ``SMALL_SIZES``, ``session`` started in it and settled: (app, scene)."""
    from tabletop.ui.app import App

    window, scale = SMALL_SIZES[size]
    app = App(lang, size=window)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app, session)
    app.step([], 0.3)
    return app, scene


def open_1280(lang: str, session: Session):
    """The app in ``lang`` at 1280x800 (100 %), ``session`` started in it and settled: (app, scene)."""
    from tabletop.ui.app import App

    app = App(lang, size=(1280, 800))
    scene = start(app, session)
    app.step([], 0.3)
    return app, scene


def zone_strips(scene, zone_name: str, lang: str):
    """The strips of ``zone_name`` as drawn: (slot, face, anatomy) each, with the zone's one print size and side."""
    table = scene.table
    zone = next(z for z in table.zones if z.name == zone_name)
    cap = table.name_max(zone, lang)
    for slot in (s for s in table.slots if s.zone == zone_name):
        face = slot.entry.face
        yield slot, face, table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0, cap,
                                                    zone.side)


def card_on_table():
    """The alien's actions: three face-down cards with chits on the table, one face up, five in its hand."""
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv02", chits=2)
    put(s, "inv24", chits=3)
    put(s, "inv01", face_up=True, chits=5, damage=1)
    put(s, "inv11", chits=1)
    for card in ("inv05", "inv10", "inv33", "inv43", "inv17"):
        to_hand(s, card)
    return s


def slot_prints(scene, slot, lang: str) -> list[tuple[str, int]]:
    """Every text the table draws for the card at ``slot`` (its name, its numbers' labels and values, its counters),
    with its print size in px: drawn afresh (a new renderer, no cached surface) onto a scratch surface."""
    return drawn_prints(scene, lambda surface: scene.table._draw_slot(surface, slot, lang))


def drawn_prints(scene, draw) -> list[tuple[str, int]]:
    """Every text ``draw(surface)`` draws with the table's cards, with its print size in px: drawn afresh (a new
    renderer, no cached surface) onto a scratch surface."""
    import pygame

    from tabletop.ui.cards.render import CardRenderer

    table = scene.table
    kept, text = table.cards, table.cards.text
    drawn: list[tuple[str, int]] = []

    def render(line, size, colour=(255, 255, 255), bold=False):
        drawn.append((line, size))
        return type(text).render(text, line, size, colour, bold)

    text.render = render
    table.cards = CardRenderer(text)
    try:
        draw(pygame.Surface((2000, 1200)))
    finally:
        table.cards = kept
        del text.render
    return drawn


def zone_prints(scene, zone_name: str, lang: str) -> list[tuple[str, int]]:
    """``slot_prints`` of every card of ``zone_name`` with a face."""
    return [p for s in scene.table.slots if s.zone == zone_name and s.entry.face is not None
            for p in slot_prints(scene, s, lang)]


def alien_busy():
    """The alien's actions with a full hand (eight cards), a card in the discard pile, the TDF's two events in its hand
    and an information card out: the alien's view with every low row holding cards (``card_on_table`` and more)."""
    s = card_on_table()
    for card in ("inv06", "inv07", "inv08"):
        to_hand(s, card)
    with s.edit() as st:
        table = st.table()
        for card, zone in (("ev_takenaka_1", "tdf_hand"), ("ev_manabe_1", "tdf_hand"), ("info_pedan", "information"),
                           ("inv09", "discard")):
            table.move(card, zone, face_up=True)
    return s


def side_columns_whole(scene, zone_name: str, lang: str, members: int, columns: int, rows: int) -> int:
    """Check that the group ``zone_name`` is ``columns`` x ``rows`` side tiles (``render.SIDE_H`` px high or more, under
    a tile's height) inside its frame, none overlapping, each with its name whole and every number clear of it; return
    the least print of its texts, as the table draws them (``zone_prints``)."""
    from tabletop.ui.cards.render import SIDE_H, TILE_H, table_name

    zone = next(z for z in scene.table.zones if z.name == zone_name)
    slots = [s for s in scene.table.slots if s.zone == zone.name]
    assert len(slots) == members and len({s.rect.x for s in slots}) == columns and \
        len({s.rect.y for s in slots}) == rows, slots
    assert all(SIDE_H <= s.rect.h < TILE_H and zone.frame.contains(s.rect) for s in slots), [s.rect for s in slots]
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(slots) for b in slots[i + 1:])
    for slot in slots:
        face = slot.entry.face
        drawn = scene.table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                                scene.table.name_max(zone, lang), True)
        assert len(drawn.numbers) == len(face.stats) and not any(drawn.name.colliderect(b) for b in drawn.numbers)
        assert "".join(drawn.lines).replace(" ", "") == table_name(face, lang).replace(" ", ""), drawn.lines
    return min(px for _, px in zone_prints(scene, zone.name, lang))
