"""Rules help per game: Markdown rendered as readable text, the docs found in a
checkout and in the wheel, reachable from the menu and from a rules error ("why?")."""

import pygame

from tabletop.core.game import rules_error
from tabletop.resources import docs_dir
from tabletop.ui.scenes import help as help_mod
from tabletop.ui.scenes.help import RulesHelpScene, doc_paths, rule_needles
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.widgets.markdown import Block, MarkdownView, _share, inline, parse

from .conftest import button_labelled, click, press, wheel
from .test_game_scene import start

SAMPLE = """# Title

First paragraph
goes on here with **bold** and `code` and a [link](../x.md).

## Rules
- one
  continued
- two
  - nested
1. first

| # | Rule | Ruling |
|---|---|---|
| R1 | (2)-b-1 | Equal hits draw. |
| R2 | 8.2 | Side slip once per turn. |

---
```
code block
```
"""


def test_parse_headings_paragraphs_lists_tables_code():
    blocks = parse(SAMPLE)
    kinds = [b.kind for b in blocks]
    assert kinds == ["heading", "para", "heading", "item", "item", "item", "item", "table", "rule", "code"]
    assert blocks[0] == Block("heading", "Title", level=1)
    assert blocks[1].text == "First paragraph goes on here with bold and code and a link."
    assert blocks[3].text == "one continued" and blocks[5].level == 1 and blocks[6].mark == "1."
    assert blocks[7].rows == [["#", "Rule", "Ruling"], ["R1", "(2)-b-1", "Equal hits draw."],
                              ["R2", "8.2", "Side slip once per turn."]]
    assert blocks[9].text == "code block"


def test_inline_markup_is_removed():
    assert inline("a *b* c_d_e **f** [g](h)") == "a b c_d_e f g"


def test_table_columns_share_the_width():
    assert _share([50, 60, 900], 500) == [50, 60, 390]
    assert _share([10, 20], 500) == [10, 20]


def test_docs_are_found_and_paths_never_leave_the_docs_folder():
    assert (docs_dir() / "rulings").is_dir()
    assert doc_paths("zgundam") and all(p.suffix == ".md" for p in doc_paths("zgundam"))
    for bad in ("../README", "/etc/passwd", "zgundam/../../x", ""):
        assert doc_paths(bad) == []


def test_rule_needles_drop_the_game_name_and_shorten():
    assert rule_needles("zgundam", "zgundam (2)-a 修理") == ["(2)-a 修理", "(2)-a"]
    assert rule_needles("zgundam", "zgundam ruling R7") == ["R7"]


def test_view_lays_out_scrolls_and_finds(app):
    view = MarkdownView(pygame.Rect(0, 0, 500, 200), SAMPLE)
    app.surface.fill((0, 0, 0))
    view.draw(app.surface, app)
    assert view.max_offset() > 0
    index = view.find_text("8.2", app)
    assert index == 7 and view.marked == 7 and view.offset > 0
    assert view.key("home", app) and view.offset == 0
    assert view.key("end", app) and view.offset == view.max_offset()
    view.draw(app.surface, app)


def test_rules_help_from_the_menu_shows_the_game_docs(app, monkeypatch, tmp_path):
    (tmp_path / "rulings").mkdir()
    (tmp_path / "rulings" / "demoduel.md").write_text("# Demo rulings\n\n| # | Rule | Ruling |\n|---|---|---|\n"
                                                      "| R1 | demo 3.1 | Bets are capped by the score. |\n")
    monkeypatch.setattr(help_mod, "docs_dir", lambda: tmp_path)
    start(app)
    press(app, pygame.K_ESCAPE)
    help_button = button_labelled(app.top, "ルールの説明")
    assert help_button.enabled
    click(app, help_button)
    scene = app.top
    assert isinstance(scene, RulesHelpScene)
    app.step([], 0.016)
    assert any(b.kind == "table" for b in scene.view.blocks(app))
    wheel(app, scene.view.rect.center, -1)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)


def test_why_on_a_rules_error_opens_the_help_at_the_cited_rule(app, monkeypatch, tmp_path):
    (tmp_path / "rulings").mkdir()
    filler = "\n\n".join(f"Paragraph {i} of filler text." for i in range(80))
    (tmp_path / "rulings" / "demoduel.md").write_text(f"# Demo\n\n{filler}\n\n## 3.1 Bets\n\nNo more than you have.\n")
    monkeypatch.setattr(help_mod, "docs_dir", lambda: tmp_path)
    scene = start(app)
    scene.show_error(rules_error("demo 3.1", "賭けすぎ", "Too much"))
    app.step([], 0.016)
    assert scene.why_rect.w > 0 and scene.banner_rect.contains(scene.why_rect)
    click(app, scene.why_rect.center)
    help_scene = app.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.rule == "demo 3.1"
    app.step([], 0.016)
    marked = help_scene.view.blocks(app)[help_scene.found]
    assert "3.1" in marked.text and help_scene.view.offset > 0
    # the note cites the rule as the refusal and the log do, never by the game's internal name
    assert help_scene.note_text("en") == "Showing rule 3.1." and help_scene.note_text("ja") == "3.1項 の箇所を表示しています。"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_h, pygame.KMOD_CTRL)  # the same by keyboard
    assert isinstance(app.top, RulesHelpScene)


def test_a_rule_the_docs_do_not_cite_opens_at_the_top_and_says_so(app):
    scene = start(app)
    scene.show_error(rules_error("demo 99.9", "x", "x"))
    scene.why()
    app.step([], 0.016)
    assert app.top.found is None and app.top.note_text("en").startswith("Rule 99.9 is not cited")
    assert "demo" not in app.top.note_text("ja")


def test_info_banner_has_no_why(app):
    scene = start(app)
    scene.notify("hello")
    app.step([], 0.016)
    assert scene.why_rect.w == 0
