"""Issue 16 (session 30): the name strips of one TDF group read one way. At 1280x800 a group's strips chose their type
icon and their numbers' words or icons each on its own, and each language apart: "Pointer Rcn 2 Cmb 1" with its type
icon under "Dan Moroboshi 🔍2 ✱2" with its icon and over "Anne Yuri Rcn 2 Cmb 1" without (random turn-1 deployment 24;
in 40 such deployments 19 groups mixed type icons and 21 mixed words and icons). ``styles.one_style`` gives every strip
of a group its numbers' icons where one of them prints them in either language, and no type icon where one of them
leaves it out: every strip keeps its name whole and both numbers."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.ui.app import App
from tabletop.ui.cards.render import SIDE_H, TILE_H, table_name
from tabletop.ui.views.ultraseven.styles import group_looks
from tests.ui.ultraseven.helpers import start
from tests.ui.ultraseven.test_deploy_nine import random_deployment

#: ``random_deployment`` seeds whose groups mixed the looks at 1280x800 (both languages, one, or only between them)
SEEDS = (20, 24, 33)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_group_reads_one_way_in_both_languages(home, seed):
    looks: dict[str, dict[str, list[tuple[bool, bool]]]] = {}
    for lang in LANGS:
        app = App(lang, size=(1280, 800))
        scene = start(app, random_deployment(seed))
        app.step([], 0.05)
        table = scene.table
        groups = {z.name for z in table.zones if z.name.startswith("grp:") and len(z.cards) >= 2}
        assert groups, seed
        for name in groups:
            zone = next(z for z in table.zones if z.name == name)
            for slot in table.slots:
                if slot.zone != name or not slot.strip or slot.rect.h >= TILE_H or zone.side and slot.rect.h >= SIDE_H:
                    continue
                anatomy = table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                                    0, table.name_max(zone, lang), False, False, zone.number_least)
                whole = "".join(anatomy.lines).replace(" ", "")
                assert whole == table_name(slot.entry.face, lang).replace(" ", "") and anatomy.stats == 2, \
                    (seed, lang, slot.entry.id, anatomy.lines, anatomy.stats)
            looks.setdefault(name, {})[lang] = group_looks(table, name)
    for name, by_lang in looks.items():
        every = [look for lang in LANGS for look in by_lang.get(lang, [])]
        assert len(set(every)) <= 1, (seed, name, by_lang)  # one type icon choice, one number style, both languages
