"""The "since your last turn" recap the card screens share (SD Gundam Force, Ultra Seven).

``SinceLastTurn`` keeps, per seat, that seat's log lines (``session.log_for(seat)``:
only what the seat may know, so another seat's hidden cards stay redacted) since
the decision last passed from that seat to another. It is live: a computer's
moves join it as they are made, and the seat's own moves while it plays. Call
``update(session)`` after every change of the session; it says whether the
decision passed (the screens scroll their log to the newest line then, and Ultra
Seven opens the recap). An undo that shortens a log shortens the recap with it.
"""

from __future__ import annotations

from tabletop.core.game import Event


class SinceLastTurn:
    """Per seat, its log since the decision last passed from it (``recap[seat]``)."""

    def __init__(self, seats: int) -> None:
        self.seen = {seat: 0 for seat in range(seats)}  # per seat: its log's length when the decision left it
        self.events: dict[int, list[Event]] = {seat: [] for seat in range(seats)}
        self.deciding: int | None = None  # the seat that had the decision at the last update

    def __getitem__(self, seat: int) -> list[Event]:
        return self.events[seat]

    def get(self, seat: int | None, default: list[Event] | None = None) -> list[Event]:
        """``seat``'s recap, or ``default`` (an empty list) for no seat."""
        if seat in self.events:
            return self.events[seat]
        return [] if default is None else default

    def update(self, session) -> bool:
        """Follow the session after a change; True when the decision passed to another seat (or ended)."""
        decision = session.pending()
        deciding = decision.seat if decision is not None else None
        passed = deciding != self.deciding
        if passed:  # what the seat that had the decision saw ends here
            if self.deciding is not None and self.deciding in self.seen:
                self.seen[self.deciding] = len(session.log_for(self.deciding))
            self.deciding = deciding
        for seat in self.seen:
            log = session.log_for(seat)
            self.seen[seat] = min(self.seen[seat], len(log))
            self.events[seat] = log[self.seen[seat]:]
        return passed
