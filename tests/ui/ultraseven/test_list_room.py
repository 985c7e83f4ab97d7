"""Issue 16: an action list that would scroll takes the step panel's empty rows.

In a newcomer's one-cour game at 1280x800 the reconnaissance listed three areas but showed two, "海エリアを偵察" under
the list's fold, while the step panel above it kept 160 px (``step_min``) for three lines of text. With four areas to
reconnoitre (city, sea, underground, people involved) the list was 72 px for 148 px of buttons; the step panel now
shrinks to its text where the list would scroll, and every button shows, with the step's text whole.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import full_base, open_1280


def four_to_reconnoitre():
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment

    s = full_base()
    for member, area in (("m_kiriyama", "city"), ("m_amagi", "underground"), ("m_soga", "insiders"),
                         ("m_anne", "sea")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_recon_list_shows_every_area_at_1280(home, lang):
    _, scene = open_1280(lang, four_to_reconnoitre())
    items = [i for i in scene.actions.items if i.visible]
    assert len(scene.actions.items) == 4, len(scene.actions.items)
    assert scene.actions.content_height() <= scene.actions.rect.h, \
        f"{lang}: the list {tuple(scene.actions.rect)} scrolls its {scene.actions.content_height()} px of buttons"
    assert all(scene.actions.rect.contains(i.rect) for i in items) and len(items) == 4, [tuple(i.rect) for i in items]
    assert not scene.step_cut, f"{lang}: the step panel's text cut"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_draw_button_stays_put_at_150(home, lang):
    """Session 17, a newcomer's one-cour game at 150 % UI scale: the alien's turn opened with the last combat's two rolls
    in the step panel; the first "Draw a card" took them away, the panel shrank and the button went up 28 px, so the
    second click on the same spot hit nothing. The panel keeps its height while the same decision goes on (where the
    list still shows every button): both clicks draw."""
    from tabletop.core.game import Event
    from tabletop.core.i18n import Text
    from tests.ui.ultraseven.helpers import open_small

    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME

    app, scene = open_small("150%", lang, Session(GAME, 2, {"mode": "one_cour"}, seed=5))  # (two invasion cards on top)
    rolls = [Event(Text("ロール", "roll"), kind="roll", data={"who_en": who, "who_ja": who, "reading_en": "6 + power 4 = 10",
                                                            "reading_ja": "6 + 戦闘力4 = 10", "results": [6]})
             for who in ("Ultra Seven", "Alien")]
    scene.last_rolls = rolls
    scene.place_step()
    app.step([], 0.1)
    draw = next(i for i in scene.actions.items if i.visible and ("Draw" in i.label(lang) or "引く" in i.label(lang)))
    spot = draw.rect.copy()
    draw.on_click()  # the first draw: the rolls' lines go from the step panel
    app.step([], 0.1)
    labels = [i.label(lang) for i in scene.actions.items]
    again = next((i for i in scene.actions.items if i.visible and ("Draw" in i.label(lang) or "引く" in i.label(lang))), None)
    assert again is not None, labels
    assert again.rect == spot, (spot, again.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_recon_buttons_stay_under_the_pointer_at_150(home, lang):
    """Issue 16, the TDF against the computer at 150 %: each reconnaissance rolled put its roll's line and its result in
    the step panel, which grew, and the list went 38 px down: a newcomer clicking "Reconnoitre ..." then "Roll 2D6" at
    the same spot hit the step panel three times. Within one decision the panel keeps its height (its text scrolls):
    six clicks at one spot declare and roll three reconnaissances."""
    from tests.ui.ultraseven.helpers import click, open_small, scripted

    app, scene = open_small("150%", lang, four_to_reconnoitre())
    scripted(scene.session, 6, 6, 6, 6, 6, 6)
    first = scene.actions.items[0].rect
    k = app.scale
    spot = (int(first.centerx * k), int(first.centery * k))
    for n in range(6):
        click(app, spot)
        app.step([], 0.3)
        assert len(scene.view.get("recon_results", [])) == (n + 1) // 2, \
            f"{lang}: click {n + 1} at {spot} missed: the list at {tuple(scene.actions.rect)}, step {tuple(scene.step_rect)}"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_five_to_reconnoitre_whole_buttons_at_1280(home, lang):
    """A newcomer's turn 2 at 1280x800 (the TDF against the computer): five areas to reconnoitre; the list scrolled, its
    "2 more below" line under it, and showed half of "Reconnoitre Underground" over that line. A list that scrolls shows
    whole buttons only, the line under the last."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    put(s, "inv29", chits=2)  # (face down: every area to reconnoitre)
    s.apply(EndAlienActions(), 0)
    for member, area in (("m_kiriyama", "city"), ("m_furuhashi", "city"), ("m_amagi", "mountain"), ("m_soga", "sea"),
                         ("m_anne", "underground"), ("m_dan", "insiders")):
        s.apply(Deploy(member, area), 1)
    s.apply(EndDeployment(), 1)
    _, scene = open_1280(lang, s)
    lst = scene.actions
    assert lst.max_offset() > 0, f"{lang}: the list does not scroll"
    cut = [tuple(i.rect) for i in lst.items if i.rect.colliderect(lst.rect) and not lst.rect.contains(i.rect)]
    assert not cut, f"{lang}: buttons cut by the list {tuple(lst.rect)}: {cut}"
    assert scene.list_cue is None or not scene.list_cue.colliderect(lst.rect), (scene.list_cue, lst.rect)
