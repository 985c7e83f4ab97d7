"""The recap per seat, the explained refusals, undo, resize and language of the Ultra Seven screen."""

from __future__ import annotations

import pygame

from tabletop.games.ultraseven.actions import EndAlienActions
from tabletop.ui.scenes.help import RulesHelpScene
from tabletop.ui.text import resolve
from tabletop.ui.views.ultraseven.scene import UltraSevenScene
from tests.games.ultraseven.helpers import BOOK, clear_table, new, to_hand
from tests.ui.conftest import button_labelled, press

from .helpers import card_pos, click, drag, lift, start, zone_pos


def _alien_position():
    s = new("campaign", seed=2)
    clear_table(s)
    to_hand(s, "inv02")
    to_hand(s, "inv24")
    return s


def test_recap_since_your_last_turn_shows_only_what_the_seat_may_know(app):
    s = _alien_position()
    scene = start(app, s)
    click(app, card_pos(scene, "inv02", "alien_hand"))    # placed face down in the city
    click(app, card_pos(scene, "inv02", "inv:city"))
    click(app, button_labelled(scene, "侵略チットを置く").rect.center)
    click(app, scene.end_button.rect.center)
    lift(app)
    assert scene.shown_seat == 1 and scene.show_recap
    recap = [e.text.ja for e in scene.recap]
    assert any("侵略カードを裏向きに置いた" in t or "#1" in t for t in recap), recap
    assert not any(BOOK.name("inv02").ja in t for t in recap)
    assert not any(BOOK.name("inv24").ja in t for t in recap)
    drawn = [resolve(label, "ja") for label, _ in scene.log.entries]
    assert drawn and not any(BOOK.name("inv02").ja in d for d in drawn)
    click(app, scene.recap_button.rect.center)           # the full log, as the TDF may see it
    assert not scene.show_recap
    assert not any(BOOK.name("inv02").ja in resolve(label, "ja") for label, _ in scene.log.entries)


def test_rule_11_4_third_weapon_refused_with_the_rule_in_the_banner(app):
    s = new("campaign", seed=1)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    scene = start(app, s)
    drag(app, card_pos(scene, "m_furuhashi", "base"), zone_pos(scene, "grp:city"))
    drag(app, card_pos(scene, "w_pointer", "base"), zone_pos(scene, "grp:city"))
    drag(app, card_pos(scene, "w_hawk3", "base"), zone_pos(scene, "grp:city"))
    assert s.state.zones["tdf:city"].cards == ["m_furuhashi", "w_pointer", "w_hawk3"]
    # a third weapon: the areas are not lit, and a drop is refused with rule 11.4
    click(app, card_pos(scene, "w_magma", "base"))
    assert scene.selected == "w_magma" and not scene.marks.zones - {"base"}
    click(app, zone_pos(scene, "grp:city"))
    assert "w_magma" in s.state.zones["tdf:base"].cards
    assert "11.4" in scene.banner[0]("ja")


def test_rule_11_3_kiriyama_needed_for_four(app):
    s = new("campaign", seed=1)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    scene = start(app, s)
    for m in ("m_furuhashi", "m_soga", "m_amagi"):
        drag(app, card_pos(scene, m, "base"), zone_pos(scene, "grp:city"))
    drag(app, card_pos(scene, "m_anne", "base"), zone_pos(scene, "grp:city"))
    assert "m_anne" in s.state.zones["tdf:base"].cards
    assert "11.3" in scene.banner[0]("ja")


def test_undo_button_takes_back_a_deployment(app):
    s = new("campaign", seed=1)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    scene = start(app, s)
    drag(app, card_pos(scene, "m_soga", "base"), zone_pos(scene, "grp:sea"))
    assert "m_soga" in s.state.zones["tdf:sea"].cards
    click(app, scene.undo_button.rect.center)
    assert "m_soga" in s.state.zones["tdf:base"].cards


def test_resized_window_keeps_everything_on_screen_in_both_languages(app):
    s = _alien_position()
    scene = start(app, s)
    for size in ((1024, 640), (1600, 900), (1280, 800)):
        app.resize(size)
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 0.016)
        screen = pygame.Rect(0, 0, *size)
        for zone in scene.table.zones:
            assert screen.contains(zone.frame), (size, zone.name)
        for w in (scene.actions, scene.end_button, scene.dice, scene.log, scene.menu_button):
            assert screen.contains(w.rect), (size, w)
    app.set_lang("en")
    app.step([], 0.016)
    assert isinstance(app.top, UltraSevenScene)
    assert "Draw" in " ".join(resolve(b.label, "en") for b in scene.actions.items)


def test_rule_21_2_2_emerium_track_out_of_130_for_both_seats(app):
    from tests.ui.seats_drive import drawn_strings

    s = new("one_cour", seed=4)
    scene = start(app, s)
    assert any("37/130" in x for x in drawn_strings(app, 0.016))        # the alien sees it
    s.apply(EndAlienActions(), 0)
    scene.changed([])
    lift(app)
    assert scene.shown_seat == 1
    assert any("37/130" in x for x in drawn_strings(app, 0.016))        # and the TDF


def test_rule_8_alien_drags_a_hand_card_into_its_own_area(app):
    s = _alien_position()
    scene = start(app, s)
    # the wrong area: explained, nothing placed
    drag(app, card_pos(scene, "inv24", "alien_hand"), zone_pos(scene, "grp:city"))
    assert "inv24" in s.state.zones["alien_hand"].cards
    assert scene.banner is not None and "海" in resolve(scene.banner[0], "ja")
    assert scene.banner_rule == "ultraseven ruling U-1"  # the ruling that says every invasion card names its area
    assert resolve(scene.banner[0], "ja").endswith("(裁定 U-1)") and resolve(scene.banner[0], "en").endswith("(ruling U-1)")
    scene.why()     # "Why?" opens the help at the ruling
    app.step([], 0.016)
    assert isinstance(app.top, RulesHelpScene) and app.top.found is not None
    press(app, pygame.K_ESCAPE)
    drag(app, card_pos(scene, "inv24", "alien_hand"), zone_pos(scene, "grp:sea"))
    assert "inv24" in s.state.zones["inv:sea"].cards and s.state.ap == 6
    # clicking the area (not the card) selects its card for the chit / reveal / damage buttons
    click(app, zone_pos(scene, "grp:sea"))
    assert scene.selected == "inv24"


def test_clicking_a_card_in_a_target_area_deploys_the_selected_card_there(app):
    s = new("campaign", seed=1)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    scene = start(app, s)
    drag(app, card_pos(scene, "m_soga", "base"), zone_pos(scene, "grp:city"))
    click(app, card_pos(scene, "m_dan", "base"))
    assert scene.selected == "m_dan"
    click(app, card_pos(scene, "m_soga", "grp:city"))      # Soga's card lies in the target area
    assert set(s.state.zones["tdf:city"].cards) == {"m_soga", "m_dan"}
    click(app, card_pos(scene, "m_amagi", "base"))
    click(app, card_pos(scene, "m_furuhashi", "base"))      # another base card: the selection moves
    assert scene.selected == "m_furuhashi"
