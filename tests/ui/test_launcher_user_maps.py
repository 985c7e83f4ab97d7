"""The player's own Dunbine maps in the launcher (issue 22 item 5), driven by posted input events: a map
written by ``tabletop map new`` into the user maps folder is listed in the scenario chooser with the
shipped ones, marked as the player's, with its units, length, the defaults it is played with (it has no
scenario file) and a thumbnail, and it starts; a map that cannot be used is listed by its file name and
says what is wrong with it in one message, without hiding the others."""

from __future__ import annotations

import pytest

from tabletop.cli import main
from tabletop.ui.text import resolve

from .posted import post_click
from .test_launcher_setup import chooser, click_visible, launch, pick


def choose(app, scene, value: str) -> None:
    """Step the scenario chooser with its arrow (a click) until it shows ``value``."""
    scenario = chooser(scene, "Scenario")
    for _ in range(len(scenario.choices)):
        if scenario.value == value:
            return
        click_visible(app, scene, scenario, 2)
        scenario = chooser(scene, "Scenario")
    assert scenario.value == value


def new_map(home, name: str = "duel") -> None:
    assert main(["map", "new", name, "--size", "30x12"]) == 0
    assert (home / "maps" / f"{name}.tmx").is_file()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_map_made_by_map_new_is_listed_as_the_players_and_starts(app, home, lang):
    from tabletop.ui.views.dunbine.scene import DunbineScene

    new_map(home)
    app.set_lang(lang)
    scene = launch(app)
    pick(app, scene, "dunbine")
    scenario = chooser(scene, "Scenario")
    labels = {value: resolve(label, "en") for value, label in scenario.choices}
    assert labels["user:duel"] == "duel (your map)" and "skirmish" in labels  # with the shipped ones
    assert resolve(dict(scenario.choices)["user:duel"], "ja") == "duel（自作マップ）"
    choose(app, scene, "user:duel")
    facts = [f.get(lang) for f in scene.details.facts]
    assert any(str(home / "maps" / "duel.tmx") in f for f in facts)
    assert any(("既定値" if lang == "ja" else "No scenario file") in f for f in facts)  # the defaults, said
    assert scene.details_box.thumbnail() is not None
    app.step([], 0.016)
    post_click(app, scene.start_button)
    assert isinstance(app.top, DunbineScene), scene.error and resolve(scene.error, "en")
    state = app.top.session.state
    assert state.board == "scenario:user:duel" and (state.turn_limit, state.victory) == (8, "annihilation")
    assert app.top.map_path == home / "maps" / "duel.tmx"


def test_a_map_that_cannot_be_used_says_why_in_one_message_and_hides_no_other(app, home):
    new_map(home)
    (home / "maps" / "broken.tmx").write_text("<map>not a map", encoding="utf-8")
    bad = (home / "maps" / "far.tmx")
    bad.write_text((home / "maps" / "duel.tmx").read_text(encoding="utf-8")
                   .replace('value="dunbine"/>\n    <property name="pilot"', 'value="tank"/>\n    <property name="pilot"'),
                   encoding="utf-8")
    app.set_lang("en")
    scene = launch(app)
    pick(app, scene, "dunbine")
    labels = {value: resolve(label, "en") for value, label in chooser(scene, "Scenario").choices}
    assert labels["user:duel"] == "duel (your map)" and labels["user:broken"] == "broken.tmx (cannot be used)"
    assert labels["user:far"] == "far.tmx (cannot be used)"
    for value, fragment in (("user:broken", "broken.tmx"), ("user:far", "no machine 'tank'")):
        choose(app, scene, value)
        about = scene.details.about.get("en")
        assert about.startswith("This map cannot be used: ") and fragment in about and "\n" not in about
        assert str(home / "maps") in about and "Traceback" not in about
        app.step([], 0.016)
        post_click(app, scene.start_button)
        assert app.top is scene and scene.error is not None  # refused with a message, no traceback
        assert "Traceback" not in resolve(scene.error, "en")
    choose(app, scene, "user:duel")  # the good map is still there and starts
    post_click(app, scene.start_button)
    assert app.top is not scene


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_save_whose_map_was_edited_opens_on_the_saved_map_with_a_notice(app, home, lang):
    """Issue 21 item 7: the player's map is edited after a save; loading the save (the Load screen's way,
    ``Session.load``) plays on the map the save carries and the board says so."""
    from tabletop.core.session import Session, new_session
    from tabletop.ui.views.dunbine.scene import DunbineScene

    new_map(home)
    s = new_session("dunbine", options={"scenario": "user:duel"}, seed=5)
    s.apply(s.legal_actions()[0], s.pending().seat)
    path = s.save(home / "duel-game.json")
    tmx = home / "maps" / "duel.tmx"
    tmx.write_text(tmx.read_text(encoding="utf-8").replace('value="Side B"', 'value="Drake"'), encoding="utf-8")
    again = Session.load(path)
    assert again.state_hash() == s.state_hash() and not again.warnings
    app.set_lang(lang)
    scene = app.start_game(again)
    app.step([], 0.016)
    assert isinstance(scene, DunbineScene) and scene.banner is not None
    text = resolve(scene.banner[0], lang)
    assert ("セーブしたときのマップ" if lang == "ja" else "map it was saved with") in text
    assert scene.map_path != tmx and scene.map_path.name == "duel.tmx"  # the copy the save carries


def test_the_launcher_opens_the_map_making_guide(app):
    """docs/maps.md (shipped in the wheel) opens from Dunbine's set-up, through the help screen."""
    from tabletop.ui.scenes.help import RulesHelpScene, maps_guide
    from tabletop.ui.widgets import Button

    app.set_lang("en")
    scene = launch(app)
    pick(app, scene, "dunbine")
    button = next(w for w in scene.setup_widgets if isinstance(w, Button) and resolve(w.label, "en") == "Making your own maps")
    click_visible(app, scene, button)
    app.step([], 0.016)
    assert isinstance(app.top, RulesHelpScene) and app.top.paths == [maps_guide(app.lang)]
    text = app.top.markdown("en")
    assert "Step by step: a new map, edited in Tiled, checked and played" in text and "Check map" in text
