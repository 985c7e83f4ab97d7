"""Sound effects: dice, cards, impacts and chimes, with volume and mute.

Silent where there is no audio device (``pygame.mixer`` fails to start): the
game never depends on sound. Effects are synthesised by ``tools/make_sounds.py``.
"""

from __future__ import annotations

import pygame

from tabletop.resources import asset

EFFECTS = ("dice", "card", "impact", "clack", "chime")


class Sound:
    """Plays named effects at the set volume; does nothing when muted or without audio."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                self._sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            self.available = True
        except (pygame.error, FileNotFoundError, OSError):
            self._sounds.clear()
            self.available = False

    def play(self, name: str) -> None:
        if self.muted or not self.available or self.volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        return self.muted
