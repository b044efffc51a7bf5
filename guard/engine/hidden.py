"""Which unread source could hide a contradiction of this draft.

An unread source caps ALLOW because it might state the value that contradicts the draft. A
source whose extraction failed, or whose every claim was rejected, could say anything. A
silent one was read as text: the detector found wording in it that states a value and that no
claim or set-aside value explains, and each such wording has the kinds its parts look like (an
amount, a duration or age, a percentage, a count, an option). A value of one kind is a value
only of a topic of that kind, and the engine compares a claim only with the values on its
topic, so a silent source whose unread wordings are all amounts cannot contradict a draft
whose claims are all durations: capping that draft would make one unread sentence about
prices stop every correct reply about anything else. Money and percent stand for each other:
a team may write the same charge either way, and the detector's guess between them is no
proof.
"""

from __future__ import annotations

from collections.abc import Iterable

_STANDS_FOR: dict[str, frozenset[str]] = {
    "money": frozenset({"money", "percent"}),
    "percent": frozenset({"percent", "money"}),
}


def can_hide(source_kinds: frozenset[str] | None, claim_kinds: Iterable[str | None]) -> bool:
    """Whether an unread source could hold a value that contradicts one of these claims.
    `source_kinds` None (a failed or rejected read) and a claim of no known kind always
    could."""
    claims = set(claim_kinds)
    capped = capped_kinds(source_kinds)
    if capped is None or None in claims:
        return True
    return bool(capped & claims)


def capped_kinds(source_kinds: frozenset[str] | None) -> frozenset[str] | None:
    """The kinds of draft claims an unread source with these unread value kinds could
    contradict (money and percent stand for each other); None (a failed or rejected read):
    every kind."""
    if source_kinds is None:
        return None
    return frozenset(k for kind in source_kinds for k in _STANDS_FOR.get(kind, frozenset({kind})))
