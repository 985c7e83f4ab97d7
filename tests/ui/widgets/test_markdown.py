"""Block quotes in the Markdown view: how the help docs show the project's rulings."""

import pygame

from tabletop.ui.widgets.markdown import MarkdownView, parse

DOC = """# 見出し

本文です。

> **R12** 書籍に記述がない場合、
> 攻撃側が先にダイスを振る。

> a plain quote
"""


def test_quote_lines_join_into_one_block_with_the_bold_label_apart():
    blocks = parse(DOC)
    quotes = [b for b in blocks if b.kind == "quote"]
    assert [(q.mark, q.text) for q in quotes] == [
        ("R12", "R12 書籍に記述がない場合、 攻撃側が先にダイスを振る。"),
        ("", "a plain quote"),
    ]


def test_an_empty_quote_line_separates_two_rulings():
    blocks = parse("> **R1** one,\n> still one.\n>\n> **R2** two.\n\nAfter.")
    assert [(b.kind, b.mark, b.text) for b in blocks] == [
        ("quote", "R1", "R1 one, still one."), ("quote", "R2", "R2 two."), ("para", "", "After.")]


def test_a_ruling_is_found_by_its_label_and_drawn_with_a_bar(app):
    view = MarkdownView(pygame.Rect(0, 0, 360, 300), DOC)
    assert view.find_text("R12", app) == 2
    surface = pygame.Surface((360, 300))
    view.draw(surface, app)
    assert len(view._bars) == 2
    top, bottom = view._bars[0]
    assert bottom > top
    text_runs = [r.text for r in view._runs]
    assert "R12" in text_runs
    # the ruling's text is wrapped and nothing is lost or doubled
    body = "".join(r.text for r in view._runs if r.y >= top and r.y < bottom and r.text != "R12")
    assert body.replace(" ", "") == "書籍に記述がない場合、攻撃側が先にダイスを振る。"
