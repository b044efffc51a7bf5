"""A decision time as every surface takes it: a naive time is UTC, and a time whose UTC
instant falls off the calendar (year 1 at +14:00) is refused, because the rules compare UTC
instants and would crash on it. The CLI's `--now` and the JSON API's `now` both come here."""

from __future__ import annotations

from datetime import UTC, datetime


def decision_time(value: datetime) -> datetime:
    """`value` with a zone (UTC when it names none); ValueError when it has no UTC instant."""
    aware = value if value.tzinfo else value.replace(tzinfo=UTC)
    try:
        aware.astimezone(UTC)
    except OverflowError:
        raise ValueError("the time in UTC is outside years 1 to 9999") from None
    return aware
