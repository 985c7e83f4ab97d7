"""docs/rulings/zgundam.md: every ruling carries its kind, and every ruling is cited by a test."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
KINDS = ("[silent]", "[ambiguous]", "[departure]")


def entries() -> list[tuple[str, str]]:
    text = (ROOT / "docs" / "rulings" / "zgundam.md").read_text(encoding="utf-8")
    return re.findall(r"^- \*\*(R\d+) [^*]+\*\* (\S+)", text, re.M)


def test_every_ruling_entry_carries_its_kind_after_its_bold_id_and_title():
    found = entries()
    assert [rid for rid, _ in found] == [f"R{i}" for i in range(1, len(found) + 1)]
    assert len(found) >= 19
    for rid, kind in found:
        assert kind in KINDS, (rid, kind)


def test_every_ruling_is_cited_by_a_test_name_or_comment():
    tests = " ".join(p.read_text(encoding="utf-8").casefold() for p in (ROOT / "tests").rglob("*.py")
                     if "zgundam" in str(p))
    for rid, _ in entries():
        n = rid[1:]
        assert re.search(rf"ruling[_ ]r{n}(?!\d)", tests), rid
