"""The player-facing rules help of Z Gundam and SD Gundam Force (``docs/help/<game>.<lang>.md``):
well-formed files that end with how to play on screen, and every ruling of
``docs/rulings/<game>.md`` quoted exactly once. (That every rule citation the engines
raise opens the help at it is tested for all games in ``test_rules_help_docs.py``.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.resources import docs_dir
from tabletop.ui.widgets.markdown import parse

GAMES = ("zgundam", "sdgf")
LANGS = ("ja", "en")


def help_file(game: str, lang: str) -> Path:
    return docs_dir() / "help" / f"{game}.{lang}.md"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_help_file_is_utf8_with_a_top_heading(game, lang):
    raw = help_file(game, lang).read_bytes()
    text = raw.decode("utf-8")  # raises if not UTF-8
    assert not text.startswith("\ufeff")
    blocks = parse(text)
    assert blocks[0].kind == "heading" and blocks[0].level == 1 and blocks[0].text
    assert sum(1 for b in blocks if b.kind == "heading" and b.level == 1) == 1
    sections = [b for b in blocks if b.kind == "heading" and b.level == 2]
    assert len(sections) >= 8
    # The "how to play on screen" section closes the file.
    assert ("画面" in sections[-1].text) if lang == "ja" else ("screen" in sections[-1].text.casefold())
    # Nothing MarkdownView would show as raw markup (only `> ` starts the rulings' quotes).
    for b in blocks:
        assert "**" not in b.text and "`" not in b.text and "](" not in b.text, b.text
        assert not re.match(r"^#+ ", b.text), b.text


@pytest.mark.parametrize("lang", LANGS)
def test_every_zgundam_ruling_is_quoted(lang):
    """Every ruling R<n> of docs/rulings/zgundam.md appears once as a ``> **R<n>**`` quote."""
    rulings = (docs_dir() / "rulings" / "zgundam.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*(R\d+) ", rulings, re.M)
    assert len(ids) >= 18
    text = help_file("zgundam", lang).read_text(encoding="utf-8")
    for rid in ids:
        assert len(re.findall(rf"^> \*\*{rid}\*\* ", text, re.M)) == 1, rid


@pytest.mark.parametrize("lang", LANGS)
def test_every_sdgf_ruling_is_quoted(lang):
    """Every numbered ruling (``**<heading>-<n> ...**``) of docs/rulings/sdgf.md appears once as a quote."""
    rulings = (docs_dir() / "rulings" / "sdgf.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*(\S+-\d+)", rulings, re.M)
    assert len(ids) >= 20
    text = help_file("sdgf", lang).read_text(encoding="utf-8")
    for rid in ids:
        assert len(re.findall(rf"^> \*\*{re.escape(rid)}\*\* ", text, re.M)) == 1, rid
