"""Issue 16, a newcomer's game as the alien at 1280x800: a melee's roll row read "ミミー星人・アイアンロックス：出目1＋戦闘力5"
with its "＝6" wrapped under the dice panel's foot (the panel keeps one line a row for a melee's two rows). A caption too
long for its row now prints a little smaller on one line (``rolls.caption_lines``): every invasion card's melee roll (the card
rolls, rule 17.4), with the longest numbers, shows whole inside the panel, both languages, at 1280x800 (at 150 % UI scale the rolls are lines of the
step panel, which wraps them)."""

from __future__ import annotations

import pytest

from tabletop.core.game import Event
from tabletop.core.i18n import Text
from tabletop.games.ultraseven.combat import _plus_power
from tests.games.ultraseven.helpers import BOOK


def _melee(who: Text) -> list[Event]:
    reading = _plus_power(6, 10)
    rows = []
    for name in (Text("ウルトラセブン", "Ultra Seven"), who):
        rows.append(Event(Text("ロール", "roll"), kind="roll", rule="ultraseven 17.4",
                          data={"who_en": name.en, "who_ja": name.ja, "reading_en": reading.en, "reading_ja": reading.ja,
                                "results": [6], "sides": 6}))
    return rows


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_invaders_melee_row_whole_on_one_line(probe, lang):
    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME
    from tests.ui.ultraseven.helpers import open_1280

    session = Session(GAME, 2, {"mode": "one_cour"}, seed=5)
    app, scene = open_1280(lang, session)
    invaders = {BOOK.name(card).get(lang): BOOK.name(card) for card in BOOK.invasion}  # the card rolls (rule 17.4)
    longest = sorted(invaders.values(), key=lambda t: -len(t.get(lang)))[:4]
    for who in longest:
        scene.dice.show_events(_melee(who), animate=False)
        app.step([], 0.05)
        drawn = [d for d in probe.texts(app.surface) if d.widget.startswith("RollRows")]
        rows = [d for d in drawn if "＋" in d.shown or "+" in d.shown or "＝" in d.shown or "=" in d.shown]
        assert len(rows) == 2, (who.get(lang), [d.shown for d in drawn])
        for d in rows:
            assert not d.cut and scene.dice.rect.contains(d.rect), (who.get(lang), d.shown, d.rect, scene.dice.rect)
            assert d.shown.endswith("＝16" if lang == "ja" else "= 16"), d.shown
