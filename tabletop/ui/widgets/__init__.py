"""Reusable widgets for the shell and for every game view.

=====================  ======================================================
``Widget`` (base)      rect + ``handle(inp, ui)`` / ``update(dt)`` / ``draw``
``Button``             hover, pressed, disabled, shortcut shown in tooltip
``Label``              text (wrapped or fitted) in any colour / alignment
``Panel``              rounded background box with optional heading
``Chooser``            ◀ value ▶ picker (options, seats, language)
``ScrollList``         wheel-scrolled column of widgets (action lists)
``LogPanel``           wheel-scrolled wrapped text (game log, help)
``MarkdownView``       scrolling simple Markdown: headings, lists, tables (rules)
``DiceDisplay``        dice faces with a short tumble; ``draw_die`` for views
``Dialog``             modal OK / Cancel box (an ``Overlay`` scene)
``TextDialog``         modal box with long scrolling text
``LogDialog``          a game's whole log, opened at its newest entries
``ManualDiceDialog``   asks the players to roll real dice and type faces
``PrivacyCurtain``     opaque scene shown when the computer changes hands
``RollResult``         the acting seat's roll and outcome before a hand-over
``Notice``             non-blocking message at the top, both languages (``App.notice``)
``RefusalBar``         a game's refusal / remark, wrapped, both languages, "why?"
``TextField``          one-line text box: focus, typing (IME), Ctrl+A, a length counter
``draw_tooltip``       tooltip box (scenes draw it for hovered widgets)
=====================  ======================================================

Labels everywhere accept a ``str``, an i18n ``Text``, ``text.key("ui.x")`` or a
callable ``lang -> str``, so a language switch re-labels everything at once.

Each widget's module is imported when the widget is first asked for (``from
tabletop.ui.widgets import Button`` imports ``widgets.button`` only): the
launcher's first frame needs a few of them, not the Markdown viewer or the dice.
"""

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import Widget
    from .button import Button
    from .chooser import Chooser
    from .curtain import PrivacyCurtain, RollReport, RollResult, report_of
    from .dialog import Dialog, LogDialog, TextDialog
    from .dice import DiceDisplay, draw_die
    from .label import Label
    from .logpanel import LogPanel
    from .markdown import MarkdownView
    from .manual_dice import ManualDiceDialog
    from .notice import Notice
    from .panel import Panel
    from .refusal import RefusalBar
    from .scroll import ScrollList
    from .textfield import TextField
    from .tooltip import draw_tooltip

#: Each name and the module of this package that holds it.
_HOME = {"Widget": "base", "Button": "button", "Chooser": "chooser", "PrivacyCurtain": "curtain",
         "RollReport": "curtain", "RollResult": "curtain", "report_of": "curtain", "Dialog": "dialog",
         "TextDialog": "dialog", "LogDialog": "dialog", "DiceDisplay": "dice", "draw_die": "dice", "Label": "label", "LogPanel": "logpanel",
         "MarkdownView": "markdown", "ManualDiceDialog": "manual_dice", "Notice": "notice", "Panel": "panel",
         "RefusalBar": "refusal", "ScrollList": "scroll", "TextField": "textfield", "draw_tooltip": "tooltip"}


def __getattr__(name: str) -> object:
    """A widget by name, its module imported the first time (then kept in this package's namespace)."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = ["Widget", "Button", "Chooser", "PrivacyCurtain", "RollReport", "RollResult", "report_of",
           "Dialog", "TextDialog", "LogDialog", "DiceDisplay",
           "draw_die", "Label", "LogPanel", "MarkdownView", "ManualDiceDialog", "Notice", "Panel", "RefusalBar", "TextField",
           "ScrollList", "draw_tooltip"]
