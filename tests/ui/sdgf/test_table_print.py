"""Issue 16, SD Gundam Force at 150 % UI scale (the logical screen 896x560 of a 1280x800 window): the cards on the
table, every card of the data in both languages.

* Standby and battlefield tiles shared their span by their count: an even third printed "Grappler Gouf (Heat Saber)"
  and 「グラップラーグフ（ヒートサーベル）」 at 7 px. They share it by what each name needs at 10 px
  (``zones.share_field``, ``SdgfScene.field_need``); a tile takes that width (``zones.tile_columns``).
* The return tile was 68 px wide ("General Zeong (Head Cannon)" at 9 px; "Bakunetsumaru" alone is 89 px at 10 px):
  it is ``geometry.RETURN_TILE_W`` px or more, the deck beside it a narrow back and its count.
* A name broke inside a kanji word (「翼の騎」 / 「士ゼロ」 on the return tile): ``breaks.KANJI_WORDS``.
* The enlarged card under the pointer covered the first action button: it goes where it covers no button
  (``CardTableView.zoom_clear``).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.breaks import breaks_a_word
from tabletop.ui.views.sdgf.geometry import RETURN_TILE_W, compute

from .conftest import hover_points, start
from .test_small_print import AT_150, LANGS, _whole

#: Three SD cards on a side (the rules keep three between the standby field and the battlefield) whose names together
#: need more than the row: 騎士ゼロ（スーパー・マジカル・バイオレット・トルネード） needs a 174 px tile at 10 px, so beside two
#: names of 100 px or more it prints smaller (whole, over its power: ``test_small_cards``): the three sides of each
#: seat holding it. Only sides holding it, never more.
CROWDED_MOST = 6
#: The one name the return tile (100 x 70 px) cannot print at 10 px: whole at a smaller size over its power
#: (``test_hand_faces``), the hover view has it large.
LONGEST = "騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）"


def _sd_ids() -> list[str]:
    return [cid for cid, card in card_set().items() if card.is_sd]


def _field_tiles(scene) -> list:
    return [s for s in scene.table.slots if s.zone.startswith(("standby", "battle")) and s.entry.face is not None]


#: 150 % in `make soak` (the suite's longest case, nearly five minutes on a busy machine); 100 % every card in `make
#: soak` and every 14th card with the two after it (a dozen cards) in `make test` (the whole sweep took 133 s there)
@pytest.mark.parametrize("scale, step", [pytest.param(1.5, 1, marks=pytest.mark.slow),
                                         pytest.param(1.0, 1, marks=pytest.mark.slow), (1.0, 14)])
def test_every_sd_card_on_the_field_prints_its_name_at_10_px(app, scale, step):
    """Each SD card of the data with the two after it: two on the standby field (the first tapped) and one on the
    battlefield, on both sides; every tile prints its name whole at 10 px or more over its power, in both languages,
    but for a few sides whose three names need more than the row (``CROWDED_MOST``). At 150 % and at 100 % (the
    1280x800 window's 73 px faces printed 30 of the 56 Japanese names at 7-9 px: tiles there too, their power at
    10 px or more as well)."""
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    scene = start(app)
    size = AT_150 if scale == 1.5 else (1280, 800)
    assert app.size == size
    ids = _sd_ids()
    crowded, small = 0, []
    for i in range(0, len(ids), step):
        for p in (0, 1):
            three = (ids + ids)[i + p:i + p + 3]
            seat = scene.view["seats"][p]
            seat["standby"] = [dict(id=f"{p + 1}-9{k}", card=c, tapped=k == 0, turns_tapped=1)
                               for k, c in enumerate(three[:2])]
            seat["battlefield"] = [dict(id=f"{p + 1}-80", card=three[2])]
        scene.rebuild()
        tiles = _field_tiles(scene)
        assert len(tiles) == 6 and all(s.strip for s in tiles)
        bad = [s for s in tiles if not _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h, 10, scale == 1.0)]
        need = [scene.field_need(s.entry, s.rect.h) for s in tiles]
        for side in (0, 1):
            mine = [s for s in bad if s.zone.endswith(str(side))]
            row = [n for s, n in zip(tiles, need) if s.zone.endswith(str(side))]
            holds = any(s.entry.face.title.ja == LONGEST for s in tiles if s.zone.endswith(str(side)))
            if mine and holds and (0 in row or sum(row) + 24 > compute(size)["own_battle"].right
                                   - compute(size)["own_standby"].x):
                crowded += 1  # the three names need more than the row
            elif mine:
                small.extend((s.entry.face.title.get("ja"), s.rect.size) for s in mine)
    assert not small, small
    assert crowded <= CROWDED_MOST, crowded


def test_the_return_tile_prints_every_name_at_10_px_no_word_broken(app):
    """The return field's top card at 150 %, both sides: every card of the data whole at 10 px or more over its power
    (``LONGEST`` whole over it at a smaller size), no word broken (「翼の騎」 / 「士ゼロ」 was); the deck beside it keeps its back and its count."""
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    bad = []
    for cid in card_set():
        for p in (0, 1):
            scene.view["seats"][p]["return_field"] = [dict(id=f"{p + 1}-70", card=cid)]
            scene.view["seats"][p]["return_count"] = 1
        scene.rebuild()
        for s in scene.table.slots:
            if s.zone.startswith("return"):
                assert s.strip and s.rect.w >= RETURN_TILE_W - 4, s.rect
                if not _whole(scene.table.cards, s.entry.face, s.rect.w, s.rect.h,
                              10 if s.entry.face.title.ja != LONGEST else 7):
                    bad.append((s.zone, s.entry.face.title.get("ja"), s.rect.size))
    assert not bad, bad
    decks = [z for z in scene.table.zones if z.name.startswith("deck")]
    assert all(scene.table.label_text(z, "ja") == f"({z.count})" and z.card_width <= z.rect.w - 4 for z in decks)


@pytest.mark.parametrize("lang", LANGS)
def test_no_kanji_word_breaks_on_a_tile(app, lang):
    """翼の騎士ゼロ on tiles of the widths the table gives it: never 「翼の騎」 / 「士ゼロ」."""
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    from tabletop.ui.views.sdgf.faces import face_for

    zero = next(cid for cid, c in card_set().items() if c.name.ja == "翼の騎士ゼロ")
    face = face_for(zero)
    broken = [(w, h) for w in range(46, 120, 2) for h in (52, 62, 70)
              if breaks_a_word(face.title.get(lang), [ln.strip() for ln in
                                                       scene.table.cards.strip_anatomy(face, w, h, lang).lines])]
    assert not broken, broken


def test_the_enlarged_card_covers_no_action_button(app):
    """Every card on the table at 150 % under the pointer: its enlarged face covers neither the action buttons nor
    undo/redo nor the header's buttons (it covered the first action: the player had to move off to click it)."""
    app.change_setting("ui_scale", 1.5)
    scene = start(app)
    seat = scene.view["seats"][scene.me]
    ids = _sd_ids()
    for p in (0, 1):
        scene.view["seats"][p]["standby"] = [dict(id=f"{p + 1}-9{k}", card=ids[k], tapped=False) for k in range(2)]
        scene.view["seats"][p]["battlefield"] = [dict(id=f"{p + 1}-80", card=ids[2])]
    scene.view["seats"][scene.me] = dict(seat, dark_hole=seat["hand"][:2], dark_hole_count=2)
    scene.rebuild()
    for _ in range(30):
        app.step([], 0.05)
    g = compute(AT_150)
    buttons = [g["actions"], g["undo_row"], scene.menu_button.rect, scene.deck_button.rect]
    hovered = 0
    for slot, pos in hover_points(scene):
        scene.table.zoom_rect = None
        scene.table.draw_hover(app.surface, pos, app.lang)
        zoom = scene.table.zoom_rect
        assert zoom is not None
        hovered += 1
        assert not any(zoom.colliderect(b) for b in buttons), (slot.zone, pos, zoom)
        assert pygame.Rect(0, 0, *app.size).contains(zoom.inflate(-5, -5).move(-3, -3)), zoom
    assert hovered >= 10
