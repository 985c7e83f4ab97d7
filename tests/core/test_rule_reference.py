"""Rule references and dice readings in the log, and in a refused move's reason, in each language (issue 15)."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Context, Event
from tabletop.core.i18n import Text, register_rule_terms, rule_reference


def test_numbered_rules_read_rule_n_in_english_and_n_kou_in_japanese():
    assert rule_reference("ultraseven 17.4", "en") == "rule 17.4"
    assert rule_reference("ultraseven 17.4", "ja") == "17.4項"


def test_rulings_are_named_as_rulings():
    assert rule_reference("dunbine R-6a", "en") == "ruling R-6a"
    assert rule_reference("dunbine R-6a", "ja") == "裁定 R-6a"
    assert rule_reference("toy ruling R7", "en") == "ruling R7"


def test_japanese_section_words_are_given_in_english_and_kept_in_japanese():
    register_rule_terms("toygame", {"修理": "Repair", "インスト": "set-up"})
    assert rule_reference("toygame (2)-a 修理", "en") == "rule (2)-a Repair"
    assert rule_reference("toygame (2)-a 修理", "ja") == "ルール (2)-a 修理"
    assert rule_reference("toygame インスト 7", "en") == "set-up 7"
    assert rule_reference("", "en") == ""


def test_a_log_line_carries_its_rule_in_the_line_language():
    event = Event(Text("命中", "Hit"), "ultraseven 15.3")
    assert event.line("en") == "Hit (rule 15.3)"
    assert event.line("ja") == "命中 (15.3項)"


def test_a_refusal_cites_its_rule_as_the_log_does_never_by_the_games_internal_name():
    error = RulesError("dunbine 6.4", "移動力が足りません。", "Not enough movement points.")
    assert error.message("ja") == "移動力が足りません。 (6.4項)"
    assert error.message("en") == "Not enough movement points. (rule 6.4)"
    assert RulesError("dunbine R-6a", "裁定。", "A ruling.").message("en") == "A ruling. (ruling R-6a)"
    register_rule_terms("toygame", {"修理": "Repair"})
    assert RulesError("toygame (2)-a 修理", "修理", "Repair").message("en") == "Repair (rule (2)-a Repair)"
    for lang in ("ja", "en"):
        assert "dunbine" not in error.message(lang)
    # the app's own rules and a bare game name cite nothing a player could look up
    assert RulesError("core undo", "取り消せません。", "Cannot undo.").message("en") == "Cannot undo."
    assert RulesError("dunbine", "今は行えません。", "Not now.").message("ja") == "今は行えません。"


def test_a_reading_replaces_the_sum_of_dice_that_are_counted():
    ctx = Context(ScriptedSource([2, 5, 1]))
    ctx.roll("3D6", "P1", "attack", rule="toy 1", why_ja="攻撃", who_ja="P1",
             reading=lambda faces: Text(f"命中{sum(f <= 2 for f in faces)}", f"{sum(f <= 2 for f in faces)} hits"))
    event = ctx.events[-1]
    assert event.text.en == "P1: attack: 3D6 → 2, 5, 1: 2 hits"
    assert event.text.ja == "P1: 攻撃: 3D6 → 2, 5, 1：命中2"
    assert "= 8" not in event.text.en
    assert event.data["reading_en"] == "2 hits" and event.data["why_ja"] == "攻撃"


def test_without_a_reading_several_dice_are_summed():
    ctx = Context(ScriptedSource([3, 4]))
    ctx.roll("2D6", "TDF", "recon", who_ja="ＴＤＦ")
    assert ctx.events[-1].text.en == "TDF: recon: 2D6 → 3+4 = 7"
    assert ctx.events[-1].text.ja.startswith("ＴＤＦ: recon")
