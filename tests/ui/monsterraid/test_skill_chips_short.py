"""An adventurer's second skill in play at 800x560 (issue 16, a newcomer pass): Genjimaru's and Sigurd's panels read
"居合" "+1", the second skill named only on the "+N" chip's hover. Where whole names leave no room, each skill now
has a chip of its own, its name whole or cut to a short form of at least ``SHORT_LEAST`` characters, the whole
skill on its hover."""

from __future__ import annotations

import pytest

from tabletop.games.monsterraid.content import content
from tabletop.ui.views.monsterraid.faces import distinct_part
from tabletop.ui.views.monsterraid.panels import MORE, SHORT_LEAST, draw_adventurer, plan_adventurer

from .helpers import scaled_turn


@pytest.mark.parametrize("lang", ("ja", "en"))
@pytest.mark.parametrize("who", ("genjimaru", "sigurd"))
def test_each_skill_in_play_has_a_chip_of_its_own(app, lang, who):
    app.set_lang(lang)
    scene = scaled_turn(app, (800, 560), 1.0, seats=2)
    state = scene.session.state
    for a in ("sigurd", "leaf", "genjimaru", "paola"):
        for skill in state.adventurer(a).skills:
            skill.in_play = True
    scene.refresh()
    app.step([], 1 / 60)
    i, adv = next((i, a) for i, a in enumerate(scene.view_data["adventurers"]) if a["id"] == who)
    adv = dict(adv, skills=adv["skills"][:2], passed=False, cursed=False)
    rect = scene.adv_rects[i]
    for turn in (True, False):
        plan = plan_adventurer(app.text, lang, rect, adv, "Player 1", turn, turn)
        assert [c[1]["id"] for c in plan.chips] == [s["id"] for s in adv["skills"]], [c[2] for c in plan.chips]
        for chip, skill, words, size in plan.chips:
            name = skill["name"][lang]
            assert words == name or words.endswith("…") and name.startswith(words[:-1]) \
                and len(words) - 1 >= max(SHORT_LEAST, len(name) // 2) \
                or words.startswith("…") and name.endswith(words[1:]) and words[1:] == distinct_part(skill["id"], lang), \
                (words, name)
            assert size >= 10 and rect.contains(chip)
        assert not any(a[0].colliderect(b[0]) for n, a in enumerate(plan.chips) for b in plan.chips[n + 1:])
    hovers = draw_adventurer(app.surface, app, rect, adv, "Player 1", False, False)
    titles = [face.title.get(lang) for _r, face in hovers[1:]]
    assert all(any(s["name"][lang] in title for title in titles) for s in adv["skills"]), titles
    assert MORE["id"] not in [c[1]["id"] for c in plan.chips]


@pytest.mark.parametrize("lang", ("ja", "en"))
@pytest.mark.parametrize("size,scale", (((800, 560), 1.0), ((1280, 800), 1.5)))
def test_a_short_chip_says_which_skill(app, lang, size, scale):
    """Issue 16, session 30: Sigurd's second skill's chip read 「ドラゴン…」, the start of four of his six skills'
    names. A chip cut short now keeps what its skill's name does not share with another of its adventurer's
    (「…ブラッド」 for ドラゴンズブラッド beside ドラゴンズアイ, "…Blood"): with every skill in play, in both languages at
    800x560 and 150 %, no chip's words are the start or the part of another of its adventurer's skills' names."""
    scene = scaled_turn(app, size, scale, seats=4)
    app.set_lang(lang)
    state = scene.session.state
    for a in state.adventurers:
        for skill in a.skills:
            skill.in_play = True
    scene.refresh()
    app.step([], 1 / 60)
    cut = 0
    for i, adv in enumerate(scene.view_data["adventurers"]):
        names = {s.id: s.name.get(lang) for s in content().skills_of(adv["id"])}
        for pick in (adv["skills"][:2], adv["skills"][:3], adv["skills"]):
            for turn in (True, False):
                plan = plan_adventurer(app.text, lang, scene.adv_rects[i], dict(adv, skills=pick), "Player 1", turn, turn)
                for _chip, skill, words, _size in plan.chips:
                    if skill is MORE:
                        continue
                    kept = words.strip("…")
                    others = [n for sid, n in names.items() if sid != skill["id"]]
                    assert kept and kept in names[skill["id"]] and not any(kept in n for n in others), (words, others)
                    cut += words != names[skill["id"]]
    assert cut   # (some chips are cut short)
