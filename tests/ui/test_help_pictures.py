"""The help's pictures: images in the docs are drawn, scaled to the help's width, with their captions;
a missing or bad image is its caption with a note; the map making guide opens in the app's language
(docs/maps.ja.md in Japanese, docs/maps.md in English) and both have the same sections and pictures."""

import re

import pygame
import pytest

from tabletop.resources import docs_dir
from tabletop.ui.scenes import help as help_mod
from tabletop.ui.widgets.markdown import MarkdownView, load_picture, parse, picture_path

from .conftest import press

GUIDE_PICTURES = ["maps/tiled-project.png", "maps/tiled-drop-down.png", "maps/tiled-commands.png",
                  "maps/tiled-check-map.png", "maps/launcher-your-map.png"]


def test_an_image_line_is_a_picture_block_not_text_of_the_list_item():
    blocks = parse("1. **Open it.** Double-click the map.\n\n   ![The map in Tiled](maps/a.png)\n\n"
                   "2. Next step\n![Alone](b.png)\nA paragraph.")
    kinds = [(b.kind, b.text, b.src, b.level) for b in blocks]
    assert kinds == [("item", "Open it. Double-click the map.", "", 0), ("image", "The map in Tiled", "maps/a.png", 1),
                     ("item", "Next step", "", 0), ("image", "Alone", "b.png", 0), ("para", "A paragraph.", "", 0)]


def test_picture_paths_stay_inside_the_docs_folder(tmp_path):
    (tmp_path / "maps").mkdir()
    assert picture_path(tmp_path, "maps/a.png") == (tmp_path / "maps" / "a.png").resolve()
    for bad in ("../a.png", "maps/../../a.png", "/etc/passwd", "https://example.com/a.png", "C:/a.png", ""):
        assert picture_path(tmp_path, bad) is None, bad
    assert picture_path(None, "maps/a.png") is None


def _open_guide(app, lang):
    app.set_lang(lang)
    help_mod.open_maps_guide(app)
    app.step([], 0.016)
    scene = app.top
    assert isinstance(scene, help_mod.RulesHelpScene)
    return scene


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scrolling_through_the_maps_guide_draws_every_picture(app, lang):
    """Page Down (posted key events) from the top to the end: each picture is drawn, scaled to the help's width."""
    scene = _open_guide(app, lang)
    assert scene.paths == [docs_dir() / ("maps.ja.md" if lang == "ja" else "maps.md")]
    view = scene.view
    seen: list[str] = []
    for _ in range(200):
        for src in view.shown_pictures:
            if src not in seen:
                seen.append(src)
                x, y, picture, _ = next(p for p in view._pictures if p[3] == src)
                inner = view.rect.inflate(-24, -16)
                at = (inner.x + x + picture.get_width() // 2, inner.y - view.offset + y + picture.get_height() // 2)
                if inner.collidepoint(at):  # the picture's own pixels are on the screen
                    assert app.surface.get_at(at)[:3] == picture.get_at((picture.get_width() // 2,
                                                                         picture.get_height() // 2))[:3]
        if view.offset >= view.max_offset():
            break
        before = view.offset
        press(app, pygame.K_PAGEDOWN)
        assert view.offset > before
    assert seen == GUIDE_PICTURES
    widths = {p.get_width() for _, _, p, _ in view._pictures}
    room = view.rect.w - 24 - 24 - 22  # the view's text width, less a list item's indent
    assert all(w <= room for w in widths) and max(widths) >= min(room, 900) - 1


def test_switching_the_language_in_the_help_switches_the_guide(app):
    scene = _open_guide(app, "ja")
    assert scene.paths[0].name == "maps.ja.md"
    press(app, pygame.K_l, pygame.KMOD_CTRL)
    assert app.lang == "en" and scene.paths[0].name == "maps.md"
    assert "Step by step" in scene.markdown("en") and "手順" in scene.markdown("ja")


def test_a_missing_or_bad_picture_is_its_caption_with_a_note(app, tmp_path):
    (tmp_path / "bad.png").write_bytes(b"not a png at all")
    (tmp_path / "big.png").write_bytes(b"")
    pygame.image.save(pygame.Surface((40, 20)), str(tmp_path / "good.png"))
    text = ("![Good one](good.png)\n\n![Broken file](bad.png)\n\n![Empty file](big.png)\n\n"
            "![Not there](none.png)\n\n![Outside](../x.png)\n\n![On the web](https://example.com/x.png)")
    view = MarkdownView(pygame.Rect(0, 0, 600, 700), text, image_root=tmp_path)
    surface = pygame.Surface((600, 700))
    for lang in ("ja", "en"):
        app.set_lang(lang)
        view.draw(surface, app)
        assert view.shown_pictures == ["good.png"]
        shown = [r.text for r in view._runs]
        for caption, name in (("Broken file", "bad.png"), ("Empty file", "big.png"), ("Not there", "none.png"),
                              ("Outside", "x.png"), ("On the web", "x.png")):
            assert caption in shown
            note = shown[shown.index(caption) + 1]
            assert name in note and (("表示できません" in note) if lang == "ja" else ("cannot be shown" in note))
        assert "Good one" in shown and shown[shown.index("Good one") + 1] != "(the picture good.png cannot be shown)"
    assert load_picture(tmp_path / "bad.png") is None and load_picture(None) is None


def _outline(path):
    """(heading levels, picture paths, fenced code blocks) of a Markdown file."""
    text = path.read_text(encoding="utf-8")
    levels, pictures, inside = [], [], False
    code = 0
    for line in text.splitlines():
        if line.strip().startswith("```"):
            inside = not inside
            code += inside
            continue
        if inside:
            continue
        heading = re.match(r"^(#{1,6})\s", line)
        if heading:
            levels.append(len(heading.group(1)))
        picture = re.match(r"^\s*!\[[^\]]+\]\(([^)]+)\)\s*$", line)
        if picture:
            pictures.append(picture.group(1))
    return levels, pictures, code


def test_the_japanese_maps_guide_has_the_same_sections_and_pictures():
    en, ja = _outline(docs_dir() / "maps.md"), _outline(docs_dir() / "maps.ja.md")
    assert ja == en
    assert en[1] == GUIDE_PICTURES
    for src in en[1]:
        assert load_picture(picture_path(docs_dir(), src)) is not None, src
