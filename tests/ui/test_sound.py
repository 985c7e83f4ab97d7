"""Sound effects exist, load, respect mute, and never break the app without audio."""

import wave

import pygame

from tabletop.resources import asset
from tabletop.ui.sound import EFFECTS, Sound


def test_every_effect_is_a_short_wav():
    for name in EFFECTS:
        with wave.open(str(asset("sounds", f"{name}.wav"))) as wav:
            assert wav.getnframes() / wav.getframerate() < 1.5


def test_play_respects_mute_and_volume():
    sound = Sound(volume=0.5)
    sound.play("dice")
    assert sound.toggle_mute() is True
    sound.play("dice")
    sound.set_volume(3)
    assert sound.volume == 1.0


def test_silent_without_an_audio_device(monkeypatch):
    def fail():
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sound = Sound()
    assert not sound.available
    sound.play("card")
