"""The pieces searching players share (tabletop.core.search): the quiet rollout context and
the paired statistics that keep noise from overruling the quick choice."""

from __future__ import annotations

import math

import pytest

from tabletop.core.dice import SeededSource
from tabletop.core.game import Context
from tabletop.core.search import QuietContext, paired_gain


def test_quiet_context_rolls_the_same_dice_and_logs_nothing():
    quiet, logged = QuietContext(SeededSource(9)), Context(SeededSource(9))
    assert quiet.roll("2D6", "P1", "test").results == logged.roll("2D6", "P1", "test").results
    assert quiet.log("あ", "a") is None
    assert quiet.events == [] and len(logged.events) == 1
    assert quiet.irreversible and logged.irreversible


def test_paired_gain_is_the_mean_and_its_standard_error():
    mean, se = paired_gain([1.0, 2.0, 3.0, 6.0])
    assert mean == 3.0
    assert se == pytest.approx(math.sqrt(sum((d - 3.0) ** 2 for d in (1, 2, 3, 6)) / 3 / 4))


def test_paired_gain_without_evidence():
    assert paired_gain([]) == (float("-inf"), float("inf"))
    assert paired_gain([0.4]) == (0.4, float("inf"))
