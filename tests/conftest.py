"""Test-wide set-up: headless SDL drivers and a private user folder."""

import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_CHECK_EDITS", "1")  # Session: catch changes to session.state outside apply
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-test-home-"))


# Screen modules whose every case lays a crowded table out in several windows, languages and scales: `make test` runs
# each of their tests' first case (its first parameters) and `make soak` (``-m slow``) the others, so the fast suite
# keeps every check at least once and stays under ten minutes on two cores (session 26: 3606 tests took 700 s).
FIRST_CASE_ONLY = frozenset({
    "tests/ui/textfit/test_textfit.py", "tests/ui/net/test_layout.py", "tests/ui/zgundam/test_numbers_first.py",
    "tests/ui/monsterraid/test_table_look.py", "tests/ui/zgundam/test_hand.py", "tests/ui/zgundam/test_small.py",
    "tests/ui/sdgf/test_small_zones.py", "tests/ui/zgundam/test_ships.py", "tests/ui/test_refusal_bar.py",
    "tests/ui/sdgf/test_small_cards.py", "tests/ui/zgundam/test_seat_rows.py", "tests/ui/zgundam/test_side_column.py",
    "tests/ui/zgundam/test_own_row_150.py", "tests/ui/zgundam/test_icon_chips.py", "tests/ui/test_card_names.py",
    "tests/ui/zgundam/test_strip_names.py", "tests/ui/ultraseven/test_small_prints.py",
    "tests/ui/monsterraid/test_growth_columns.py", "tests/ui/ultraseven/test_small.py",
    "tests/ui/ultraseven/test_group_name_size.py", "tests/ui/sdgf/test_small.py", "tests/ui/zgundam/test_dice.py",
    "tests/ui/zgundam/test_piles.py", "tests/ui/zgundam/test_toast_place.py",
    "tests/ui/zgundam/test_fitted_rows.py", "tests/ui/zgundam/test_hint_words.py",
    "tests/ui/zgundam/test_ships_only_row.py", "tests/ui/zgundam/test_heads_every_column.py",
    "tests/ui/monsterraid/test_table_view.py", "tests/ui/monsterraid/test_counting_die_shown.py",
})


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Mark all but the first fast case of each test in ``FIRST_CASE_ONLY`` slow (before ``-m`` deselects)."""
    first: set[str] = set()
    for item in items:
        path, _, rest = item.nodeid.partition("::")
        if path not in FIRST_CASE_ONLY or "[" not in rest or item.get_closest_marker("slow") is not None:
            continue
        test = item.nodeid.split("[", 1)[0]
        if test in first:
            item.add_marker(pytest.mark.slow)
        else:
            first.add(test)
