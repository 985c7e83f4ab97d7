"""SD Gundam Force's action rows told apart: two copies of one card in hand made two rows that read the same
("Discard (no counter)" / "Dark Soul Drive" twice, issue 16 at 150 %); each such row's verb line now says which
copy it plays, by its place in the hand ("1st in hand" / "手札の1枚目")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core.game import Action
from tabletop.core.i18n import Text


def ordinal(n: int) -> str:
    """1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd"."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def place_words(n: int) -> Text:
    """Which copy: the card's place in the hand, counted from the left as the hand is drawn."""
    return Text(f"手札の{n}枚目", f"{ordinal(n)} in hand")


def row_text(verb: Text | None, sub: object, full: Callable[[str], str], lang: str) -> str:
    """A row as it reads in ``lang``: its verb line (or whole label) and its sub-line."""
    head = verb.get(lang) if verb is not None else full(lang)
    return head + ("\n" + sub(lang) if callable(sub) else "")


def tell_apart(actions: Sequence[Action], verbs: list[Text | None], subs: Sequence[object],
               fulls: Sequence[Callable[[str], str]], hand: Sequence[str]) -> list[Text | None]:
    """``verbs`` with the rows that read the same as another row (in either language) saying which copy of the
    card they play: its place in ``hand`` (the seat's hand, instance ids in drawn order) after the verb."""
    out = list(verbs)
    for lang in ("ja", "en"):
        seen: dict[str, list[int]] = {}
        for i, a in enumerate(actions):
            seen.setdefault(row_text(out[i], subs[i], fulls[i], lang), []).append(i)
        for group in seen.values():
            for i in group if len(group) > 1 else ():
                card = getattr(actions[i], "card", "")
                if card not in hand:
                    continue
                where = place_words(hand.index(card) + 1)
                head = out[i] if out[i] is not None else Text(fulls[i]("ja"), fulls[i]("en"))
                if where.en in head.en:
                    continue
                out[i] = Text(f"{head.ja}（{where.ja}）", f"{head.en} · {where.en}")
    return out
