"""A full alien turn and a full TDF turn played with mouse events only (through ``App.step``)."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.ui.views.ultraseven import UltraSevenScene
from tabletop.ui.widgets import PrivacyCurtain
from tests.games.ultraseven.helpers import clear_table, new, put
from tests.ui.conftest import button_labelled
from tests.ui.seats_drive import drawn_strings

from .helpers import card_pos, click, drag, lift, start, zone_pos


def _invasion_on_top(session) -> str:
    with session.edit() as state:
        deck = state.zones["deck"].cards
        card = next(c for c in deck if c.startswith("inv"))
        deck.remove(card)
        deck.insert(0, card)
    return card


def test_full_alien_turn_with_the_mouse(app):
    session = new("one_cour", seed=3)
    drawn = _invasion_on_top(session)
    scene = start(app, session)
    assert isinstance(scene, UltraSevenScene) and scene.shown_seat == 0
    hand_before = len(session.state.zones["alien_hand"])
    click(app, zone_pos(scene, "deck"))                        # rule 6: draw (2 AP)
    assert session.state.ap == 6 and drawn in session.state.zones["alien_hand"].cards
    assert len(session.state.zones["alien_hand"]) == hand_before + 1
    card = session.state.zones["alien_hand"].cards[0]
    area = scene.game.book.invasion[card].area
    click(app, card_pos(scene, card, "alien_hand"))            # rule 8: place face down (2 AP)
    assert session.state.ap == 4 and card in session.state.zones[f"inv:{area}"].cards
    assert not session.state.zones[f"inv:{area}"].is_face_up(card)
    click(app, card_pos(scene, card, f"inv:{area}"))            # select the card on the table...
    assert scene.selected == card
    click(app, button_labelled(scene, "侵略チットを置く").rect.center)   # ...and put a chit on it (1 AP)
    assert session.state.ap == 3 and session.state.chits[card] == 1
    assert "3/8" in "".join(s for s in drawn_strings(app, 0.016))            # the remaining AP is shown
    click(app, button_labelled(scene, "アクション終了").rect.center)
    assert session.state.phase == "deploy"
    assert isinstance(app.top, PrivacyCurtain)                  # the TDF takes the computer
    lift(app)
    assert scene.shown_seat == 1 and scene.at_computer


def _tdf_ready():
    """A TDF turn: 「緑の恐怖」 face up in the city, the deploy step."""
    s = new("campaign", seed=1)
    clear_table(s)
    put(s, "inv02", face_up=True, chits=3)       # city; combat 2, TDF value 1
    put(s, "inv24", chits=1)                     # face down at sea
    from tabletop.games.ultraseven.actions import EndAlienActions

    s.apply(EndAlienActions(), 0)
    return s


def test_full_tdf_turn_with_the_mouse(app):
    session = _tdf_ready()
    scene = start(app, session)
    assert scene.shown_seat == 1 and session.state.phase == "deploy"
    # deploy by dragging Soga from the base to the city...
    drag(app, card_pos(scene, "m_soga", "base"), zone_pos(scene, "grp:city"))
    assert "m_soga" in session.state.zones["tdf:city"].cards
    # ... and Dan by clicks: the card, then the area
    click(app, card_pos(scene, "m_dan", "base"))
    assert scene.selected == "m_dan" and "grp:city" in scene.marks.zones
    click(app, zone_pos(scene, "grp:city"))
    assert "m_dan" in session.state.zones["tdf:city"].cards
    # Kurata may go to space only on an event turn (rule 11.6): refused, explained, nothing changes
    drag(app, card_pos(scene, "m_kurata", "base"), zone_pos(scene, "grp:space"))
    assert "m_kurata" in session.state.zones["tdf:base"].cards
    assert scene.banner is not None and "11.6" in scene.banner[0]("ja")
    # the sea: Amagi and the Hydranger (a weapon), then reconnaissance there
    drag(app, card_pos(scene, "m_amagi", "base"), zone_pos(scene, "grp:sea"))
    drag(app, card_pos(scene, "w_hydranger", "base"), zone_pos(scene, "grp:sea"))
    assert {"m_amagi", "w_hydranger"} <= set(session.state.zones["tdf:sea"].cards)
    click(app, button_labelled(scene, "配置終了").rect.center)
    assert session.state.phase == "recon"
    session.dice = ScriptedSource([1, 1] + [1, 6, 1, 1, 6, 1] * 4)
    click(app, zone_pos(scene, "grp:sea"))                       # declare...
    assert scene.declare == "sea"
    click(app, button_labelled(scene, "2D6を振る").rect.center)  # ...and roll: 2 <= target, found
    assert session.state.recon_results[0].found == "inv24"
    assert session.state.zones["inv:sea"].is_face_up("inv24")
    click(app, button_labelled(scene, "偵察終了").rect.center)
    click(app, button_labelled(scene, "再配置終了").rect.center)
    assert session.state.phase == "combat" and session.state.combat.area in ("city", "sea")
    # combat in the city first (rule 14 order) or the sea: play both to the end with buttons
    guard, kinds = 0, []
    while session.state.phase == "combat" and guard < 20:
        guard += 1
        kind = session.pending().kind
        kinds.append(kind)
        if kind == "attack":
            member = next(a.member for a in scene.legal)
            click(app, card_pos(scene, member))                  # pick the member on the table
            assert scene.selected == member
            click(app, scene.actions.items[0].rect.center)       # its first attack choice
        elif kind == "transform":
            click(app, button_labelled(scene, "変身判定").rect.center)
        elif kind == "melee" or kind == "tie":
            click(app, button_labelled(scene, "ハンドショット").rect.center)
        else:
            click(app, button_labelled(scene, "使わない").rect.center)
    assert "inv02" in session.state.zones["removed"].cards or session.state.damage.get("inv02", 0) > 0
    assert session.state.phase == "alien" and session.state.turn == 2, kinds
    assert isinstance(app.top, PrivacyCurtain)


def test_an_invasion_card_that_can_take_nothing_more_says_why_when_selected(app):
    """A card with its chits for the turn placed offered only "Deselect": selecting it now refuses a chit with
    the rule (7.3), in both languages, and nothing changes."""
    session = new("one_cour", seed=3)
    _invasion_on_top(session)
    scene = start(app, session)
    card = session.state.zones["alien_hand"].cards[0]
    area = scene.game.book.invasion[card].area
    click(app, card_pos(scene, card, "alien_hand"))
    click(app, card_pos(scene, card, f"inv:{area}"))
    while any(getattr(a, "card", None) == card and type(a).__name__ == "PlaceChit" for a in scene.legal):
        click(app, button_labelled(scene, "侵略チットを置く").rect.center)  # (the card stays selected)
    chits, ap = session.state.chits[card], session.state.ap
    scene.deselect()
    click(app, card_pos(scene, card, f"inv:{area}"))
    assert scene.selected == card
    assert scene.banner is not None and scene.banner[1] == "error"
    assert "7." in scene.banner[0]("ja") and "chit" in scene.banner[0]("en")
    assert (session.state.chits[card], session.state.ap) == (chits, ap)
