"""A change announced by a source that the governing source replaces signals nothing.

D11b warns when a proposal or a not-yet-effective change contradicts V: the customer may
soon be told something else. But when the source V rests on explicitly supersedes that
source, by its title or ID ("This replaces *Old refunds* (HC-9)"), its announcement is
history: the document that governs has already replaced it. So such a signal is set aside,
and the trace says which source replaced it. Only a supersession sentence found verbatim in
its source counts, as for D5.
"""

from __future__ import annotations

from guard.engine.candidates import (
    Assessed,
    names_in,
    names_source,
    set_aside,
    supersession_target,
)
from guard.engine.quotes import quote_in


def replaced_by(signal: Assessed, basis: list[Assessed]) -> str | None:
    """The id of the source in `basis` whose supersession sentence names `signal`'s source,
    or None."""
    names = names_in([*basis, signal])
    for b in basis:
        sup = b.claim.supersedes
        if sup is None or b.source.id == signal.source.id or not quote_in(sup.quote, b.source.body):
            continue
        if names_source(supersession_target(sup, names), signal.source, names) is not None:
            return b.source.id
    return None


def split_replaced(
    signals: list[Assessed], basis: list[Assessed]
) -> tuple[list[Assessed], list[tuple[str, str]]]:
    """The signals that still speak, and (source, replaced by) for those set aside."""
    return set_aside(signals, lambda a: replaced_by(a, basis))
