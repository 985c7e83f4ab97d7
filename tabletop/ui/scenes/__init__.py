"""The shell's screens: launcher (``title``), load list (``load``), in-game menu
(``menu``), end of game (``game_over``) and the crash message (``crash``)."""
