"""What a screen may ask the session instead of reading its state: outcome, turn label, action labels."""

from tabletop.core.i18n import Text
from tabletop.core.session import new_session

from .toy import Step


def test_outcome_is_none_until_the_game_is_over_then_the_games_own():
    s = new_session("toyrace", seed=1)
    assert s.outcome() is None
    while not s.is_over():
        s.apply(Step())
    assert s.outcome() == s.game.outcome(s.state)
    assert s.outcome().winners == (0,)


def test_turn_label_and_action_labels_are_the_games_for_the_current_state():
    s = new_session("toyrace", seed=1)
    assert s.turn_label() == s.game.turn_label(s.state) == Text("", "")
    for action in s.legal_actions():
        for lang in ("ja", "en"):
            assert s.describe_action(action, lang) == s.game.describe_action(s.state, action, lang)
    assert s.describe_action(Step()) == "Step"
