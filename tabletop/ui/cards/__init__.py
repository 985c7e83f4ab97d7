"""The card table shared by every card game: card faces drawn from data, zones laid out, hit-testing.

* ``face.CardFace``: what a card shows (frame kind, names ja/en, numbers, icons, text).
* ``render.CardRenderer``: draws faces and backs at any size, cached per size and language.
* ``layout``: places a zone's cards in a row, a fan or a pile inside a rectangle and
  finds the card under the mouse.
* ``table.CardTableView``: draws a set of laid-out zones with markers, hover enlargement
  and selection highlights; a game's screen feeds it from ``session.view(seat)``.

Nothing here knows a game's rules: game views translate their ``view`` data into
``CardFace``s and ``ZoneSpec``s, and turn clicks into actions from ``legal_actions``.
"""

from .face import CardFace, Marker
from .layout import CardSlot, ZoneSpec, layout_zone
from .render import CardRenderer

__all__ = ["CardFace", "Marker", "CardRenderer", "CardSlot", "ZoneSpec", "layout_zone"]
