"""Helpers for the Ultra Seven tests: sessions, positions built by hand, scripted dice."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.ultraseven import GAME
from tabletop.games.ultraseven.state import BASE, inv_zone, tdf_zone

BOOK = GAME.book


def new(mode: str = "campaign", seed: int = 0) -> Session:
    return Session(GAME, 2, {"mode": mode}, seed=seed)


def dice(s: Session, *results: int) -> None:
    """The next rolls give exactly ``results`` (one number per die)."""
    s.dice = ScriptedSource(results)


def clear_table(s: Session) -> None:
    """Empty both hands and the areas into ``excluded`` (for hand-built positions)."""
    with s.edit() as st:
        t = st.table()
        for z in ["alien_hand", "tdf_hand", *[inv_zone(a) for a in st.areas]]:
            for c in list(st.zones[z].cards):
                t.move(c, "excluded", src=z)


def to_hand(s: Session, card: str) -> None:
    with s.edit() as st:
        st.table().move(card, "alien_hand", face_up=False)


def put(s: Session, card: str, face_up: bool = False, chits: int = 0, damage: int = 0) -> str:
    """Put an invasion card on the table in its area."""
    area = BOOK.invasion[card].area
    with s.edit() as st:
        st.table().move(card, inv_zone(area), face_up=face_up)
        st.back_no[card] = st.next_back
        st.next_back += 1
        st.chits[card] = chits
        st.damage[card] = damage
    return area


def phase(s: Session, name: str) -> None:
    with s.edit() as st:
        st.phase = name


def deploy(s: Session, card: str, area: str) -> None:
    with s.edit() as st:
        st.table().move(card, tdf_zone(area))


def base_cards(s: Session) -> list[str]:
    return list(s.state.zones[tdf_zone(BASE)].cards)


def event_to_tdf_hand(s: Session, card: str) -> None:
    with s.edit() as st:
        st.table().move(card, "tdf_hand", face_up=True)


def activate(s: Session, card: str) -> None:
    with s.edit() as st:
        st.table().move(card, "events_active", face_up=True)
