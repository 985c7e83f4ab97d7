"""The error hierarchy: every problem the app reports to a person.

All errors derive from ``TabletopError`` (a ``ValueError``), so callers can
catch one type. A ``RulesError`` names the rule it applies (``"dunbine 8.2"``)
and carries its explanation in Japanese and English (its ``message`` cites the
rule as the log does, ``i18n.rule_reference``: "8.2項", "rule 8.2"); the session guarantees
that the state is unchanged after one is raised.
"""

from __future__ import annotations

from typing import Iterable, Self

from .i18n import rule_reference
from .records import Record, record


class TabletopError(ValueError):
    """Base of every error the app shows to a person instead of a traceback."""

    def message(self, lang: str = "ja") -> str:
        """The error as one line in the given language."""
        return str(self)


class RulesError(TabletopError):
    """An action that a rule forbids.

    ``rule`` is "game section" (e.g. ``"dunbine 8.2"``); ``ja``/``en`` say why.
    """

    def __init__(self, rule: str, ja: str, en: str) -> None:
        self.rule = rule
        self.ja = ja
        self.en = en
        super().__init__(f"[{rule}] {en}")

    def message(self, lang: str = "ja") -> str:
        """The reason in ``lang``, then its rule as a player cites it there, as the log does
        ("… (6.4項)", "… (rule 6.4)"); the app's own rules ("core undo") and a bare game name
        cite nothing a player could look up, so the reason stands alone."""
        text = self.ja if lang == "ja" else self.en
        game, _, section = self.rule.partition(" ")
        rule = rule_reference(self.rule, lang) if section and game != "core" else ""
        return f"{text} ({rule})" if rule else text

    def to_json(self) -> dict[str, str]:
        return {"rule": self.rule, "ja": self.ja, "en": self.en}


class NotYourDecision(RulesError):
    """An action from a seat that has no decision pending."""


@record
class Problem(Record):
    """One problem in a file: where it is and what is wrong.

    ``where`` names the entry and field (``"target dragon.size"``); ``line`` is
    the line of the file it is on, 1-based, or 0 when unknown. Shown as
    ``file:line: where: text`` (the line left out when unknown).
    """

    file: str
    where: str
    text: str
    line: int = 0

    def __str__(self) -> str:
        line = f"{self.line}:" if self.line > 0 else ""
        where = f" {self.where}:" if self.where else ""
        return f"{self.file}:{line}{where} {self.text}"


class FileProblemError(TabletopError):
    """A file (data, map or save) that cannot be used; lists every problem at once."""

    kind = "file"

    def __init__(self, problems: Iterable[Problem] | Problem) -> None:
        if isinstance(problems, Problem):
            problems = [problems]
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @classmethod
    def single(cls, file: str, text: str, where: str = "") -> Self:
        return cls([Problem(str(file), where, text)])


class DataError(FileProblemError):
    """A game data file (TOML) with problems, each naming file, line, entry and field (``core/data.py``)."""

    kind = "data"


class MapError(FileProblemError):
    """A Tiled map that the game cannot use."""

    kind = "map"


class SaveError(FileProblemError):
    """A saved game that cannot be loaded (damaged, truncated, future version...)."""

    kind = "save"


class NotationError(TabletopError):
    """Dice notation that cannot be read (e.g. ``"3d7"``)."""


class UnknownGame(TabletopError):
    """A game name that no registered game has."""


class NeedManualRoll(TabletopError):
    """Raised by the manual dice source: the players must roll and type results in.

    The UI catches it, asks for ``count`` results of a d``sides``, hands them to
    the source and applies the action again (apply is transactional).
    ``who``/``why`` are English; the roll's context adds their Japanese
    (``who_ja``/``why_ja``, the English when it gave none) so that the
    dialog asks in the player's language; ``so_far`` holds an open roll's faces before the added die asked for.
    """

    def __init__(self, sides: int, count: int, who: str, why: str) -> None:
        self.sides = sides
        self.count = count
        self.who = who
        self.why = why
        self.who_ja = who
        self.why_ja = why
        #: an open roll's faces already rolled (the die asked for is an added one), else ()
        self.so_far: tuple[int, ...] = ()
        super().__init__(f"roll {count}d{sides} for {who}: {why}")
