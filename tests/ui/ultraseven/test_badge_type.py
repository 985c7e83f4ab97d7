"""Issue 16: this turn's recon results print at one size, 10 px or more, in every column.

On the small board (150 % UI scale) "Nothing unusual" printed at 11 px over the pair in space, at 8 px on two lines in
the narrow city column and at 8 px on one line in the mountains' (``panels.badge_type``: one size for every badge, the
short words "All clear" where a column has not the room for the whole ones, which show on hover). Measured from the
sizes the badges' words are drawn at, headless, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.panels import BADGE_TYPE, recon_badges
from tests.ui.ultraseven.helpers import SMALL_SIZES, open_1280, open_small
from tests.ui.ultraseven.test_group_name_size import pair_in_space


def three_reconned():
    """The TDF's reconnaissance on turn 1: space, the city and the mountains reconnoitred, nothing found."""
    from tabletop.core.dice import ScriptedSource
    from tabletop.games.ultraseven.actions import Recon

    s = pair_in_space(True)
    for area in ("city", "mountain"):
        s.dice = ScriptedSource([6, 6])
        s.apply(Recon(area), 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, "1280"])
def test_recon_results_print_at_one_readable_size(home, size, lang):
    session = three_reconned()
    app, scene = open_1280(lang, session) if size == "1280" else open_small(size, lang, session)
    text = app.text
    drawn: list[tuple[str, int]] = []
    render = text.render

    def spy(words, px, colour, bold=False, *args, **kwargs):
        drawn.append((words, px))
        return render(words, px, colour, bold, *args, **kwargs)

    text.render = spy
    text.clear_cache() if hasattr(text, "clear_cache") else None
    try:
        badges = recon_badges(text, scene.board, scene.badge_rooms(lang), scene.view, lang)
    finally:
        text.render = render
    assert len(badges) == 3, badges
    sizes = {px for _, px in drawn}
    assert len(sizes) == 1 and min(sizes) >= BADGE_TYPE, (size, lang, drawn)
    for found, box, image, shown, whole in badges:
        assert "…" not in shown and image.get_width() <= box.w and image.get_height() <= box.h, (size, lang, shown, box)
