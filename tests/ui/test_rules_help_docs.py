"""The players' rules help (``docs/help/<game>.<lang>.md``): one file per game and
language, and every rule the engine cites ("why?" on a rejection, a log line's
rule) opens the help at a block citing it, in both languages.

The citations are collected from the engine source itself (``citations``): every
string literal "<game> <section>", plus the sections given to a helper that
builds "<game> {section}" (zgundam's ``_err(rule, ...)``, monsterraid's
``_faq(name)``), followed through helpers that pass their ``rule`` on and through
local variables holding the section.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop.core import registry
from tabletop.games import discover
from tabletop.resources import docs_dir
from tabletop.ui.scenes import help as help_mod
from tabletop.ui.scenes.help import (RulesHelpScene, _cites, find_rule, help_path, help_paths,
                                     rule_needles)
from tabletop.ui.widgets.markdown import parse

GAMES_SRC = Path(help_mod.__file__).resolve().parents[2] / "games"
GAMES = sorted(discover())
LANGS = ("ja", "en")
# The book's numbered top-level sections (rules 1-22 / 1-21), each a "## <n> ..." heading.
BOOK_SECTIONS = {"dunbine": range(1, 23), "ultraseven": range(1, 22)}


# -- collecting the engine's citations ------------------------------------------------------------
def _params(fn: ast.FunctionDef) -> list[str]:
    return [a.arg for a in fn.args.posonlyargs + fn.args.args]


def _strings(node: ast.AST) -> list[str]:
    """The string constants ``node`` may evaluate to (a constant, either side of ``a if c else b``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def _local_strings(fn: ast.FunctionDef, name: str) -> list[str]:
    """The string constants assigned to local ``name`` in ``fn`` (also by tuple unpacking)."""
    out: list[str] = []
    for node in ast.walk(fn):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            if isinstance(target, ast.Name) and target.id == name:
                out += _strings(node.value)
            elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                for t, v in zip(target.elts, node.value.elts):
                    if isinstance(t, ast.Name) and t.id == name:
                        out += _strings(v)
    return out


def _called(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _arg(call: ast.Call, index: int, name: str) -> ast.AST | None:
    if index < len(call.args):
        return call.args[index]
    return next((k.value for k in call.keywords if k.arg == name), None)


def citations(game: str) -> list[str]:
    """Every rule citation "<game> <section>" in the source of ``game`` (see the module doc)."""
    prefix = f"{game} "
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in sorted((GAMES_SRC / game).glob("*.py"))]
    out: set[str] = set()
    module_consts: dict[str, list[str]] = {}
    for tree in trees:
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                module_consts.setdefault(node.targets[0].id, []).extend(_strings(node.value))
        parts = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(prefix)
                    and id(node) not in parts):  # the head of an f-string is no citation by itself
                out.add(node.value)
    funcs = [n for tree in trees for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    wrappers: dict[str, tuple[int, str, str]] = {}  # function -> (argument index, argument name, static head)
    for fn in funcs:
        for node in ast.walk(fn):
            if (isinstance(node, ast.JoinedStr) and len(node.values) == 2
                    and isinstance(node.values[0], ast.Constant) and str(node.values[0].value).startswith(prefix)
                    and isinstance(node.values[1], ast.FormattedValue) and isinstance(node.values[1].value, ast.Name)):
                head, var = node.values[0].value, node.values[1].value.id
                if var in _params(fn):
                    wrappers[fn.name] = (_params(fn).index(var), var, head)
                out.update(head + s for s in _local_strings(fn, var))
    changed = True
    while changed:  # helpers that hand their own argument on to a wrapper are wrappers too
        changed = False
        for fn in funcs:
            if fn.name in wrappers:
                continue
            for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call) and _called(n) in wrappers):
                index, name, head = wrappers[_called(call)]
                arg = _arg(call, index, name)
                if isinstance(arg, ast.Name) and arg.id in _params(fn):
                    wrappers[fn.name] = (_params(fn).index(arg.id), arg.id, head)
                    changed = True
                    break
    for fn in funcs:
        for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call) and _called(n) in wrappers):
            index, name, head = wrappers[_called(call)]
            arg = _arg(call, index, name)
            if arg is None:
                continue
            values = _strings(arg)
            if isinstance(arg, ast.Name):
                values = _local_strings(fn, arg.id) + module_consts.get(arg.id, [])
            out.update(head + v for v in values)
    # A bare game name (an action type the game does not know) cites no section of the book.
    return sorted(c for c in out if c.strip() != game)


def test_citations_are_collected_through_constants_helpers_and_locals():
    dunbine = citations("dunbine")
    assert {"dunbine 8.2", "dunbine 19.2.3", "dunbine R-6a"} <= set(dunbine)
    raid = citations("monsterraid")
    assert {"monsterraid 1 シュート", "monsterraid FAQ ドラゴンズアイ", "monsterraid FAQ 明鏡止水"} <= set(raid)
    zg = citations("zgundam")
    assert {"zgundam (2)-b-1", "zgundam (2)-a 停戦信号", "zgundam (2)-a 修理"} <= set(zg)
    assert all(not c.endswith(" ") and "{" not in c for g in GAMES for c in citations(g))


# -- the files -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_rules_help_in_both_languages(game, lang):
    path = docs_dir() / "help" / f"{game}.{lang}.md"
    assert path.is_file(), f"missing {path}"
    text = path.read_bytes().decode("utf-8")  # valid UTF-8
    blocks = parse(text)
    assert blocks[0].kind == "heading" and blocks[0].level == 1, "the file starts with '# <game title>'"
    assert sum(b.kind == "heading" and b.level == 2 for b in blocks) >= 3
    title = registry.find(game).spec.title
    assert getattr(title, lang) in blocks[0].text or title.ja in blocks[0].text
    assert help_paths(game, lang) == [path]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(BOOK_SECTIONS))
def test_rule_sections_follow_the_book_numbering(game, lang):
    blocks = parse(help_path(game, lang).read_text(encoding="utf-8"))
    numbers = [b.text.split()[0] for b in blocks if b.kind == "heading" and b.level == 2]
    assert [n for n in numbers if n.isdigit()] == [str(n) for n in BOOK_SECTIONS[game]]


# -- every citation opens the help at it ----------------------------------------------------------
def _open(app, game: str, lang: str) -> RulesHelpScene:
    app.set_lang(lang)
    scene = app.push(RulesHelpScene(app, game, title=registry.find(game).spec.title))
    app.step([], 0.016)
    return scene


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_engine_citation_opens_the_help_at_a_block_citing_it(app, game, lang):
    scene = _open(app, game, lang)
    assert scene.paths == [docs_dir() / "help" / f"{game}.{lang}.md"]
    cited = citations(game)
    assert cited, f"no citations found in the source of {game}"
    missing, weak = [], []
    for rule in cited:
        scene.rule = rule
        scene.look_up()
        if scene.found is None:
            missing.append(rule)
            continue
        block = scene.view.blocks(app)[scene.found]
        hay = " ".join([block.text, *(" ".join(row) for row in block.rows)]).casefold()
        if not _cites(rule_needles(game, rule)[0]).search(hay):
            weak.append(f"{rule} -> {block.text[:60]!r}")
    assert not missing, f"{game}.{lang}.md cites none of: {missing}"
    assert not weak, f"{game}.{lang}.md opens these only at a shortened citation: {weak}"


def test_why_opens_at_the_rule_in_the_language_shown_and_follows_a_switch(app):
    scene = _open(app, "dunbine", "ja")
    scene.rule = "dunbine 8.2"
    scene.look_up()
    ja_block = scene.view.blocks(app)[scene.found]
    assert ja_block.text.startswith("8.2") and "サイドスリップ" in ja_block.text and scene.view.offset > 0
    scene.switch_lang()  # the scene's own button (Ctrl+L)
    app.step([], 0.016)
    assert app.lang == "en"
    en_block = scene.view.blocks(app)[scene.found]
    assert en_block.text.startswith("8.2") and "side slip" in en_block.text.casefold()
    assert scene.view.marked == scene.found and scene.view.offset > 0


def test_the_other_language_then_the_developer_docs_are_the_fallback(app, monkeypatch, tmp_path):
    (tmp_path / "help").mkdir()
    (tmp_path / "rulings").mkdir()
    (tmp_path / "help" / "demoduel.en.md").write_text("# Demo\n\n## 3 Bets\n\n> **R1** Capped.\n", encoding="utf-8")
    (tmp_path / "rulings" / "demoduel.md").write_text("# Demo rulings\n\n## 3.1 Bets\n", encoding="utf-8")
    monkeypatch.setattr(help_mod, "docs_dir", lambda: tmp_path)
    assert help_paths("demoduel", "ja") == [tmp_path / "help" / "demoduel.en.md"]
    assert help_paths("demoduel", "en") == [tmp_path / "help" / "demoduel.en.md"]
    (tmp_path / "help" / "demoduel.en.md").unlink()
    assert help_paths("demoduel", "ja") == [tmp_path / "rulings" / "demoduel.md"]
    for bad in ("../x", "", "a/b"):
        assert help_path(bad, "ja") is None and help_paths(bad, "ja") == []
    assert help_path("demoduel", "fr") is None


def test_block_quotes_are_the_rulings():
    text = "## 8 Side slip\n\n> **R-8a** One per turn,\n> also when docked.\n>\n> **R-8b** Second.\n\nAfter."
    blocks = parse(text)
    assert [(b.kind, b.mark, b.text) for b in blocks] == [("heading", "", "8 Side slip"),
                                                  ("quote", "R-8a", "R-8a One per turn, also when docked."),
                                                  ("quote", "R-8b", "R-8b Second."), ("para", "", "After.")]


def test_find_rule_prefers_a_heading_then_a_block_starting_with_the_citation():
    blocks = parse("# T\n\nSee 13 and 3.1 and 3D6.\n\n- 3 is cited here.\n\n## 3 Sequence\n\n## 3.1 Bets\n")
    assert find_rule(blocks, ["3"]) == 3  # not "13", "3.1" or "3D6"; the heading before the item
    assert find_rule(blocks, ["3.1"]) == 4
    assert find_rule(blocks, ["9"]) is None
    assert find_rule(parse("Rule R-6a applies.\n\n- R-6a Off the map."), ["R-6a"]) == 1
    assert find_rule(parse("x\n\n| R1 | 0 ターゲットの配置 |\n|---|---|\n| a | b |"), ["0 ターゲットの配置"]) == 1


def test_japanese_wrapping_keeps_closing_punctuation_off_the_line_start():
    from tabletop.ui.text import wrap

    text = "同じ名前の手札も使えません（基地エリアは例外）。「カードを引く」で公開されたイベントです。"
    for width in range(3, 30):
        lines = wrap(text, width, len)
        assert "".join(lines) == text
        assert not any(line[:1] in "、。）」" for line in lines[1:]), (width, lines)
        assert not any(line[-1:] in "（「" for line in lines), (width, lines)
