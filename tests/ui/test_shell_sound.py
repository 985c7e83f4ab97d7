"""The shell plays sounds (never required): clack on clicks, dice on roll
events, card on card events, chime at game end; nothing when muted."""

import pygame

from tabletop.core.game import Event
from tabletop.core.i18n import Text
from tabletop.ui.app import App

from .conftest import button_labelled, click
from .test_game_scene import lift, start


class Recorder:
    def __init__(self):
        self.played = []
        self.muted = False

    def play(self, name):
        self.played.append(name)

    def set_volume(self, v):
        pass


def recording(app):
    rec = Recorder()
    app._sound = rec
    return rec


def test_clicks_clack_and_rolls_sound_like_dice(app):
    scene = start(app)
    rec = recording(app)
    click(app, button_labelled(scene, "攻撃"))
    assert rec.played == ["clack", "dice"]


def test_card_events_and_the_end_of_the_game(app):
    rec = recording(app)
    app.events_shown([Event(Text("引いた", "drew"), kind="card")])
    assert rec.played == ["card"]
    scene = start(app, options={"rounds": "3"})
    rec.played.clear()
    for _ in range(6):
        click(app, button_labelled(scene, "守る"))
        lift(app)
    assert rec.played[-1] == "chime"


def test_muted_plays_nothing(app):
    rec = recording(app)
    app.change_setting("muted", True)
    app.play("dice")
    app.change_setting("muted", False)
    app.change_setting("volume", 0.0)
    app.play("dice")
    assert rec.played == []


def test_a_broken_sound_never_stops_the_game(app):
    class Broken:
        muted = False

        def play(self, name):
            raise pygame.error("device lost")

    scene = start(app)
    app._sound = Broken()
    click(app, button_labelled(scene, "守る"))
    assert len(scene.session.actions) == 1


def test_real_sound_object_is_made_lazily_from_the_settings(home):
    pygame.display.init()
    app = App("ja", size=(1280, 800))
    app.settings.volume = 0.4
    assert app.sound.volume == 0.4
