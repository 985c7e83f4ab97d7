"""The shell's screens: launcher (``title``, with what it tells about a game in
``game_details``), load list (``load``), in-game menu (``menu``), end of game
(``game_over``) and the crash message (``crash``)."""
