"""The words of an exposure: one line of what is true now, and the summary the CLI and the
Slack app show ("3 customers were told 4 business days; it is now 5 business days.").

Pure functions of stored exposures, so every surface says the same thing.
"""

from __future__ import annotations

from guard.trust.exposure.models import ExposedClaim, Exposure


def now_true(claims: list[ExposedClaim]) -> str:
    """One line per claim: what governs now, with its source and quote."""
    parts = []
    for c in claims:
        if c.now.value_text is None:
            parts.append(f"{c.label}: the sources disagree ({c.reason_code})")
            continue
        src = ", ".join(c.now.source_ids)
        quote = f": “{c.now.quote}”" if c.now.quote else ""
        parts.append(f"{c.label}: {c.now.value_text} ({src}{quote})")
    return "; ".join(parts)


def summary(exposures: list[Exposure]) -> str:
    """ "3 customers were told 4 business days; it is now 5 business days." per value pair."""
    groups: dict[tuple[str, str, str], set[str]] = {}
    contested: set[str] = set()
    for e in exposures:
        if e.kind == "contested":
            contested.add(e.ticket_id)
            continue
        for c in e.claims:
            groups.setdefault((c.label, c.told, c.now.value_text or "?"), set()).add(e.ticket_id)
    lines = []
    for (label, told, now), tickets in groups.items():
        n = len(tickets)
        who = f"{n} customer{'s were' if n != 1 else ' was'}"
        lines.append(f"{who} told {told} ({label}); it is now {now}.")
    if contested:
        n = len(contested)
        lines.append(
            f"{n} customer{'s were' if n != 1 else ' was'} told a value the sources now "
            "dispute (now contested)."
        )
    return " ".join(lines)
