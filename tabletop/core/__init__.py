"""The rules core: pure Python, no pygame and no pymunk.

Errors, dice and random sources, the game contract and registry, the session
(log, undo/redo, save/load, replay), zones and decks, hex geometry and i18n.
"""
