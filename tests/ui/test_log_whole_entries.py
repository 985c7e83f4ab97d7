"""Every game's log begins with an entry's start, never with its tail (``LogPanel(whole_entries=True)``, as Z Gundam,
Ultra Seven and Dunbine had): Monster Raid's at 1280x800 showed 「（計3/12）。」 alone at the top (session 29), and
SD Gundam Force's the same way. Drawn at the table's start and after a long log, each first row drawn is the first
line of an entry or a cut entry's first line ending "…"."""

from __future__ import annotations

import pytest

from tests.ui.monsterraid.helpers import scaled_turn
from tests.ui.sdgf.conftest import start as start_sdgf


def _long_log(panel, lang: str) -> None:
    entry = ("オークは突撃の反動で5ダメージ（計21/22）。" if lang == "ja"
             else "The orc takes 5 damage from its own charge (21/22 in all). (round 2 ends)")
    panel.set_lines([f"{k}: {entry}" for k in range(30)])
    panel.scroll_to_end()


@pytest.mark.parametrize("game", ["monsterraid", "sdgf"])
def test_the_log_starts_with_an_entry(app, game):
    scene = scaled_turn(app, (1280, 800), 1.0) if game == "monsterraid" else start_sdgf(app)
    panel = scene.log
    _long_log(panel, app.lang)
    wrapped = panel.wrapped(app)
    if panel._starts[panel.max_offset(app)]:  # one more line: the view's top row falls on an entry's tail
        panel.set_lines([*(label for label, _c in panel.entries), "end"])
        panel.scroll_to_end()
        wrapped = panel.wrapped(app)
    assert not panel._starts[panel.max_offset(app)]  # (a log without whole entries shows that tail at its top)
    drawn: list[str] = []
    render = app.text.render
    app.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]
    try:
        panel.draw(app.surface, app)
    finally:
        del app.text.render
    heads = {line for (line, _c), start in zip(wrapped, panel._starts) if start}
    rows = [s for s in drawn if any(s == line or s.endswith("…") and line.startswith(s[:-1].rstrip()[:6])
                                    for line, _c in wrapped)]
    assert rows and (rows[0] in heads or rows[0].endswith("…")), rows[:3]
