"""Japanese and English for every user-facing string (Japanese is the default).

``Text`` holds one string in both languages; ``Text.from_data`` reads one from
data (``name_ja``/``name_en`` in a TOML entry, or a ``{ja, en}`` table). Modules
register their strings in the catalog under dotted keys (``"launcher.quit"``)
so that a test can render every string with the bundled font; ``t(key, lang)``
looks one up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Mapping

LANGS = ("ja", "en")
DEFAULT_LANG = "ja"


@dataclass(frozen=True)
class Text:
    """One user-facing string in Japanese and English."""

    ja: str
    en: str

    def get(self, lang: str = DEFAULT_LANG) -> str:
        return self.en if lang == "en" else self.ja

    def format(self, **values: object) -> "Text":
        return Text(self.ja.format(**values), self.en.format(**values))

    def __add__(self, other: "Text") -> "Text":
        return Text(self.ja + other.ja, self.en + other.en)

    @classmethod
    def from_data(cls, data: Mapping[str, object], stem: str = "") -> "Text":
        """The ``Text`` that data holds under ``text_keys(stem)``; a missing or non-text part is empty.

        The one conversion from data to ``Text``: a TOML entry's ``name_ja``/``name_en``
        (``stem="name"``), or a ``{"ja": ..., "en": ...}`` table of a file or a view.
        """
        ja_key, en_key = text_keys(stem)
        ja, en = data.get(ja_key, ""), data.get(en_key, "")
        return cls(ja if isinstance(ja, str) else "", en if isinstance(en, str) else "")


def text_keys(stem: str = "") -> tuple[str, str]:
    """The keys a ``Text`` is stored under in data: ``<stem>_ja``/``<stem>_en``, or ``ja``/``en`` without a stem."""
    return (f"{stem}_ja", f"{stem}_en") if stem else ("ja", "en")


_CATALOG: dict[str, Text] = {}


def register(entries: Mapping[str, tuple[str, str] | Text]) -> None:
    """Add strings to the catalog: ``{"key": ("日本語", "English")}``."""
    for key, value in entries.items():
        text = value if isinstance(value, Text) else Text(*value)
        existing = _CATALOG.get(key)
        if existing is not None and existing != text:
            raise ValueError(f"i18n key {key!r} registered twice with different texts")
        _CATALOG[key] = text


def text(key: str) -> Text:
    """The ``Text`` registered under ``key`` (a visible marker if missing)."""
    found = _CATALOG.get(key)
    return found if found is not None else Text(f"<{key}>", f"<{key}>")


def t(key: str, lang: str = DEFAULT_LANG, **values: object) -> str:
    """The string for ``key`` in ``lang``, formatted with ``values``."""
    raw = text(key).get(lang)
    return raw.format(**values) if values else raw


def has(key: str) -> bool:
    return key in _CATALOG


def all_texts() -> Iterator[tuple[str, Text]]:
    """Every registered string, sorted by key (for glyph-coverage tests)."""
    for key in sorted(_CATALOG):
        yield key, _CATALOG[key]


# -- rule references in the log ---------------------------------------------------------------
#: Per game, the English of the Japanese words its rule citations use ("シュート" -> "Shoot").
_RULE_TERMS: dict[str, dict[str, str]] = {}
_RULING_ID = re.compile(r"^R-?[0-9A-Za-z]+$")
_SECTION = re.compile(r"^[0-9(]")
_NUMBER = re.compile(r"^[0-9]+(\.[0-9]+)*$")
_GAME_PREFIX = re.compile(r"^[a-z][a-z0-9_]*$")


def register_rule_terms(game: str, terms: Mapping[str, str]) -> None:
    """Give the English of the Japanese words in ``game``'s rule citations ("修理" -> "Repair"):
    every one of them in a citation is replaced, the longest first."""
    _RULE_TERMS.setdefault(game, {}).update(terms)


def _in_english(game: str, section: str) -> str:
    terms = _RULE_TERMS.get(game, {})
    for ja in sorted(terms, key=len, reverse=True):
        section = section.replace(ja, terms[ja])
    return section


def rule_reference(rule: str, lang: str = DEFAULT_LANG) -> str:
    """A rule citation ("<game> <section>", e.g. "ultraseven 17.4") as a player reads it in ``lang``.

    The game's name is dropped. English: "rule 17.4", "rule (2)-a Repair", "ruling R-6a",
    "Formation phase" (Japanese words through ``register_rule_terms``). Japanese: "17.4項",
    "裁定 R-6a", "ルール (2)-a 修理", else the section as the book writes it ("インスト 7", "1 シュート").
    """
    parts = rule.split()
    game = ""
    if len(parts) > 1 and _GAME_PREFIX.match(parts[0]):
        game, parts = parts[0], parts[1:]
    ruling = bool(parts) and parts[0].casefold() in ("ruling", "裁定")
    if ruling:
        parts = parts[1:]
    if not parts:
        return ""
    section = " ".join(parts)
    if ruling or _RULING_ID.match(parts[0]):
        return f"ruling {_in_english(game, section)}" if lang == "en" else f"裁定 {section}"
    if lang != "en":
        if _NUMBER.match(section):
            return f"{section}項"
        return f"ルール {section}" if section.startswith("(") else section   # "(2)-a" alone would read "((2)-a)"
    english = _in_english(game, section)
    return f"rule {english}" if _SECTION.match(section) else english


register({
    "rule": ("ルール", "rule"),
    "seat": ("席{n}", "Seat {n}"),
    "yes": ("はい", "Yes"),
    "no": ("いいえ", "No"),
    "ok": ("OK", "OK"),
    "cancel": ("キャンセル", "Cancel"),
    "error.not_your_decision": ("今は{seat}の番ではありません。", "It is not {seat}'s decision now."),
    "error.game_over": ("ゲームは終了しています。", "The game is over."),
    "error.unknown_action": ("この行動は今は行えません。", "That action is not possible now."),
})
