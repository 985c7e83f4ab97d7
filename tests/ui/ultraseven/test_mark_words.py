"""Issue 16: the face-down mark says "face down" (裏向き) where the areas' rows give height.

In a late alien view at 150 % UI scale the areas' rows give up to ``board.AREA_GIVE`` px to the low rows; the tab beside
the alien's face-down card on the table kept 47 px over its counters, less than "face down" at 12 px, and showed the
short "down". The long words now go smaller (down to ``MARK_LEAST`` px) before the short word is used.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import MARK_LEAST, MARK_WORDS
from tests.ui.ultraseven.helpers import open_small
from tests.ui.ultraseven.test_low_rows import late_alien_view


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_face_down_mark_says_face_down_at_150(home, lang):
    app, scene = open_small("150%", lang, late_alien_view())
    marks = scene.face_down_marks(lang)
    assert marks, "no face-down mark on the table"
    text = app.text
    long = MARK_WORDS[lang][0]
    least = (MARK_LEAST + 1) * len(long) if lang == "ja" else text.size(long, MARK_LEAST, True)[0]
    for box, words in marks:
        assert words.get_height() >= least, \
            f"{lang}: the mark {tuple(box)} shows the short word ({words.get_height()} px along, {long!r} takes {least})"
        assert box.h >= words.get_height() and box.w >= words.get_width(), (tuple(box), words.get_size())
