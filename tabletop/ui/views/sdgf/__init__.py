"""The SD Gundam Force card game on screen: the table scene and the deck builder.

``make_scene(app, session)`` is found by ``tabletop.ui.views.scene_for``;
``open_deck_builder(app)`` pushes the deck builder (also reachable from the
table's header button and, through ``launcher_extras``, from the launcher). ``LAUNCHER_DICE = False``: the game
shuffles and draws but rolls no dice, so the launcher offers no dice source.
"""

from __future__ import annotations


#: No dice are rolled in this game (its chance is shuffles): the launcher shows no "Dice" chooser.
LAUNCHER_DICE = False


def make_scene(app, session):
    from .scene import SdgfScene

    return SdgfScene(app, session)


def open_deck_builder(app, on_close=None):
    from .deckbuilder import open_deck_builder as _open

    return _open(app, on_close)


def launcher_extras():
    """Buttons the launcher shows in this game's set-up panel: the deck builder."""
    from tabletop.core.i18n import Text

    return [(Text("デッキ編集", "Deck builder"), open_deck_builder)]


__all__ = ["LAUNCHER_DICE", "make_scene", "open_deck_builder", "launcher_extras"]
