"""The player-facing rules help of Z Gundam and SD Gundam Force (``docs/help/<game>.<lang>.md``).

Every rule citation the engine can raise in a ``RulesError`` must be found by the
"why?" search (``rule_needles`` + ``MarkdownView.find_text``), in Japanese and
English: the first block holding the citation is its own section heading, or a
block whose first line starts with it. The citations are collected from the
game modules' source (``ast``), so a new rejection without a help section fails
here. Log citations (``"<game> ..."`` strings) must be findable too, and
``"<game> ruling R<n>"`` must have its ruling ``**R<n>**`` in the text.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tabletop.resources import docs_dir
from tabletop.ui.scenes.help import rule_needles
from tabletop.ui.widgets.markdown import parse

GAMES = ("zgundam", "sdgf")
LANGS = ("ja", "en")
RAISERS = {"rules_error", "RulesError", "_err"}
PACKAGE = Path(__file__).resolve().parents[2] / "tabletop" / "games"


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _const(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _cite(game: str, text: str) -> str:
    return text if text == game or text.startswith(game + " ") else f"{game} {text}"


def rejection_citations(game: str) -> set[str]:
    """The ``rule`` of every ``RulesError`` the game's modules can raise.

    A raise names its rule either as a literal first argument (``rules_error("sdgf 勝利条件", ...)``,
    ``_err("インスト 7", ...)``), or through a variable or parameter called ``rule``: then every
    literal bound to ``rule`` (``rule = "..."``, tuple unpacking, a call passing it to a
    function's ``rule`` parameter) counts, in the module where that happens.
    """
    found: set[str] = set()
    for path in sorted((PACKAGE / game).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        raises_by_rule_name = False
        rule_param: dict[str, int] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.args]
                if "rule" in names:
                    rule_param[node.name] = names.index("rule") - (1 if names and names[0] == "self" else 0)
        bound: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in RAISERS and node.args:
                first = node.args[0]
                if _const(first) is not None:
                    found.add(_cite(game, _const(first)))
                elif isinstance(first, ast.Name) and first.id == "rule":
                    raises_by_rule_name = True
                elif isinstance(first, ast.JoinedStr):  # f"zgundam {rule}"
                    raises_by_rule_name = True
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name) and target.id == "rule" and _const(node.value) is not None:
                        bound.add(_const(node.value))
                    if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                        for t, v in zip(target.elts, node.value.elts):
                            if isinstance(t, ast.Name) and t.id == "rule" and _const(v) is not None:
                                bound.add(_const(v))
            if isinstance(node, ast.Call) and _name(node.func) in rule_param:
                index = rule_param[_name(node.func)]
                if index < len(node.args) and _const(node.args[index]) is not None:
                    bound.add(_const(node.args[index]))
                for kw in node.keywords:
                    if kw.arg == "rule" and _const(kw.value) is not None:
                        bound.add(_const(kw.value))
        if raises_by_rule_name:
            found.update(_cite(game, b) for b in bound)
    return found


def log_citations(game: str) -> set[str]:
    """Every ``"<game> <rule>"`` literal in the game's modules (log lines, dice rolls)."""
    pattern = re.compile(rf"^{game} [^{{}}]+$")
    out: set[str] = set()
    for path in sorted((PACKAGE / game).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            text = _const(node) if isinstance(node, ast.expr) else None
            if text and pattern.match(text):
                out.add(text)
    return out


def help_file(game: str, lang: str) -> Path:
    return docs_dir() / "help" / f"{game}.{lang}.md"


def test_citations_are_collected():
    """The collector sees the rejections it must (a guard against a silently empty list)."""
    z = rejection_citations("zgundam")
    assert {"zgundam (2)-a 修理", "zgundam インスト 7", "zgundam ルール (2)-d", "zgundam (2)-b-1",
            "zgundam (2)-a 停戦信号", "zgundam ゲームの終了"} <= z
    s = rejection_citations("sdgf")
    assert {"sdgf 勝利条件", "sdgf 編成フェイズ", "sdgf 出撃フェイズ", "sdgf 反撃フェイズ", "sdgf 計算フェイズ", "sdgf"} <= s


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
@pytest.mark.parametrize("game", GAMES)
def test_rule_every_rejection_citation_is_found_at_its_section(game, lang):
    """The "why?" search lands on the cited section: the first block with the full citation
    (the game prefix stripped, as ``rule_needles`` does) is that section's heading, or a block
    starting with it."""
    blocks = parse(help_file(game, lang).read_text(encoding="utf-8"))
    missing = []
    for rule in sorted(rejection_citations(game)):
        needle = rule_needles(game, rule)[0]
        first = next((b for b in blocks if needle.casefold() in (b.text + " ".join(map(" ".join, b.rows))).casefold()),
                     None)
        if first is None:
            missing.append(f"{rule!r}: not in the file")
        elif not (first.kind == "heading" or first.text.lstrip("> ").startswith(needle)):
            missing.append(f"{rule!r}: first found in a {first.kind} that does not start with it: {first.text[:60]!r}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_log_citations_and_rulings_are_findable(game, lang):
    text = help_file(game, lang).read_text(encoding="utf-8")
    hay = " ".join(b.text for b in parse(text)).casefold()
    for rule in sorted(log_citations(game)):
        ruling = re.match(rf"^{game} ruling (R\d+)$", rule)
        if ruling:
            assert f"**{ruling.group(1)}**" in text, rule
        else:
            assert any(n.casefold() in hay for n in rule_needles(game, rule)), rule


@pytest.mark.parametrize("lang", LANGS)
def test_every_zgundam_ruling_is_quoted(lang):
    """Every ruling R<n> of docs/rulings/zgundam.md appears once as a ``> **R<n>**`` quote."""
    rulings = (docs_dir() / "rulings" / "zgundam.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\| (R\d+) \|", rulings, re.M)
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
