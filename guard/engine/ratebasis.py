"""A draft price said per one period of time is not supported by a source that prices it
per another thing.

"It's £22 a month" against a source's "£22 each clean" (or "per visit", or "£22 a week"):
the amounts agree, but the draft says what the customer pays each month, and the source
prices something else. A customer cleaned every four weeks pays £22 about thirteen times a
year, not twelve; a customer told "a month" for a weekly price pays four times what they were
told. What a price is charged per is not part of the normalised value (`extract.local.rates`:
a topic's basis is often left to its label or a table header, so comparing bases everywhere
would split agreeing sources), so D10 found the draft SUPPORTED on the amount alone.

Here only the draft's side is read, where it is plain: its value's own words name one period
of time ("a month", "per week", "/yr", "pm", "annually"). That period must be one its basis
names: the words that state V (the governing quote, or a governing source's claim of V on
the topic), or the topic's own label and phrases ("monthly membership fee", "per month"): a
team that prices "the monthly fee" has said the period once, in its catalogue, and a table
row's price leaves it to a header the quote does not hold.
When none of them names the draft's period, the period is a value the sources do not state:
D8's CAUTION UNIT_MISMATCH (a unit that differs, or none to compare with), never ALLOW; it
never HOLDs, since "£22 a month" may be what a sparse source meant. The period words are a
closed class of English (units of the calendar and their adjectives and short forms).

A period V's words name as a length of time is no basis: "costs £49 and takes about an
hour", "a £40 fee if you cancel with less than 48 hours' notice" price nothing per hour. So a
period after a number ("48 hours", "3 working days") or after a preposition and "a", "an" or
"one" ("about an hour", "within a day") is passed over; "for a year" stays a basis (the length
a price buys), as does any period said as a rate ("£15 a month", "per month", "monthly"). A
table cell's basis stated in its column header or row label ("Price per month": `cellbasis`)
is part of V's words.

A count is said at a rate too: "3 sessions per month" against a source's "up to 3 sessions"
(during a trial) promises three every month. The same reading holds for a draft count whose
words right after it name one period, "per", "a", "an", "each" or "every" and the period.
Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.cellbasis import cell_labels
from guard.engine.numberwords import NUMBER_WORD_VALUES
from guard.english import CLOSED_CLASSES, CURRENCY_WORD, MORE_PREPOSITIONS, PREPOSITIONS, word_set
from guard.extract.local.shortrates import spelled_out
from guard.kb.catalogue import Catalogue
from guard.models import ClaimResult, Source, SourceClaim, TraceStep

#: Each period of time, as the words that name it.
_PERIODS: Final[dict[str, str]] = {
    "hour": r"hours?|hourly|hrs?",
    "day": r"days?|daily",
    "night": r"nights?|nightly",
    "week": r"weeks?|weekly|wks?",
    "fortnight": r"fortnights?|fortnightly",
    "month": r"months?|monthly|mo|mths?",
    "year": r"years?|yearly|annual|annually|annum|yrs?",
}
_PERIOD_RE: Final = re.compile(
    r"(?<![\w-])(?:" + "|".join(f"(?P<{k}>{v})" for k, v in _PERIODS.items()) + r")(?![\w-])",
    re.IGNORECASE,
)
#: Where a draft value's rate words start: the first word after its amount.
_AMOUNT_RE: Final = re.compile(r"^[^\d]*[\d.,]+(?:\s*(?:k|m|bn))?", re.IGNORECASE)
#: An amount in words ends at its currency's word ("forty pounds per hour").
_WORD_AMOUNT_RE: Final = re.compile(rf"\b(?:{CURRENCY_WORD})\b", re.IGNORECASE)


_PERIOD_WORDS: Final = "|".join(_PERIODS.values())
_NUMBER: Final = r"\d[\d.,]*|" + "|".join(sorted(NUMBER_WORD_VALUES, key=len, reverse=True))
#: Prepositions before "a"/"an"/"one" and a period that make it a length of time; "per"
#: makes a rate and "for" the length a price buys, so neither is one.
_TIME_PREPS: Final = "|".join(
    p for p in (*PREPOSITIONS, *MORE_PREPOSITIONS) if p not in ("per", "for")
)
#: A length of time: "48 hours", "3 working days", "about an hour", "within a day".
_LENGTH_RE: Final = re.compile(
    rf"(?<![\w£$€.,-])(?:(?:{_NUMBER})(?:\s+|-)(?:(?!(?:per|an?|each|every)\s)[a-z]+\s+)?"
    rf"|(?:{_TIME_PREPS})\s+(?:(?:{_TIME_PREPS})\s+)?(?:a|an|one)\s+)"
    rf"(?:{_PERIOD_WORDS})(?![\w-])",
    re.IGNORECASE,
)
#: A draft value's rate words right after it, past up to two words of its own noun
#: ("appointments"): "per month", "a week", "every day", "/yr".
_AFTER_RATE_RE: Final = re.compile(
    rf"^\s*(?P<own>(?:[a-z][a-z-]*\s+){{0,2}}?)(?:(?:per|an?|each|every)\s+|/\s?)"
    rf"(?:{_PERIOD_WORDS})(?![\w-])",
    re.IGNORECASE,
)
#: Words that are no value's own noun: English's closed classes.
_GRAMMAR: Final = word_set(CLOSED_CLASSES)


def rate_periods_in(text: str) -> set[str]:
    """The periods `text` names as a rate or basis, not as a length of time (see the module
    docstring): "£15 a month" → {"month"}; "takes about an hour" → set()."""
    return periods_in(_LENGTH_RE.sub(" ", spelled_out(text)))


def periods_in(text: str) -> set[str]:
    """The periods of time `text` names ("a month" → {"month"}; "4-weekly" names none: a
    number of weeks is a cycle, not one week)."""
    return {
        k for m in _PERIOD_RE.finditer(spelled_out(text)) for k, v in m.groupdict().items() if v
    }


def draft_period(value_text: str) -> str | None:
    """The one period of time a draft price's own rate words name, or None."""
    m = _AMOUNT_RE.match(value_text) or _WORD_AMOUNT_RE.search(value_text)
    if m is None:
        return None
    found = periods_in(value_text[m.end() :])
    return next(iter(found)) if len(found) == 1 else None


def period_after(span: str, value_text: str) -> str | None:
    """The one period of time a draft value's words right after it name ("3 sessions per
    month" → "month", "forty pounds an hour" → "hour"), or None."""
    at = span.find(value_text) if value_text else -1
    if at < 0:
        return None
    m = _AFTER_RATE_RE.match(spelled_out(span[at + len(value_text) :]))
    if m is None or any(w.lower() in _GRAMMAR for w in m.group("own").split()):
        return None
    found = periods_in(m.group()[m.end("own") - m.start() :])
    return next(iter(found)) if len(found) == 1 else None


def _basis(
    r: ClaimResult, source_claims: list[tuple[SourceClaim, Source]], cat: Catalogue
) -> set[str]:
    """The periods V's own words name as a rate (the governing quote and each governing
    source's claim of V on the topic, with a table cell's header and label) and the topic's
    label, phrases and unit name."""
    quotes = [r.governing_quote or ""]
    for c, s in source_claims:
        if (
            s.id in r.governing_source_ids
            and c.topic == r.draft_claim.topic
            and c.value == r.governing_value
        ):
            quotes += [c.quote, *cell_labels(c.quote, c.value_text, s.body)]
    spec = cat.topic(r.draft_claim.topic)
    own = [] if spec is None else [spec.label, *spec.about, spec.unit or ""]
    return set().union(*(rate_periods_in(q) for q in [*quotes, *own]))


def unstated_periods(
    results: list[ClaimResult],
    source_claims: list[tuple[SourceClaim, Source]],
    cat: Catalogue,
) -> list[ClaimResult]:
    """The results, each SUPPORTED price whose period of time its basis does not name CAUTION
    UNIT_MISMATCH (see the module docstring). A supported price that D11b capped at CAUTION
    CHANGE_SIGNALLED is read the same: D8 comes before D10 and D11 in the rule order, so a
    period V's basis does not state is D8's whatever a proposal signals."""
    out: list[ClaimResult] = []
    for r in results:
        dc = r.draft_claim
        # D11b weakens only a value D10 found within V: D8, before it, still reads the basis
        # ("£25 a week" against "£25 a month" while a proposal signals £30 is D8's).
        supported = dc.value is not None and (
            (r.decision == "ALLOW" and r.reason_code == "SUPPORTED")
            or r.reason_code == "CHANGE_SIGNALLED"
        )
        period = None
        if supported and dc.value is not None and dc.value.kind == "money" and dc.value.amount:
            period = draft_period(dc.value_text) or period_after(dc.span, dc.value_text)
        elif supported and dc.value is not None and dc.value.kind == "count":
            period = period_after(dc.span, dc.value_text)
        basis = _basis(r, source_claims, cat) if period else set()
        if period is None or period in basis:
            out.append(r)
            continue
        named = f"per {' or '.join(sorted(basis))}" if basis else "no period"
        step = TraceStep(
            rule="D8",
            outcome="fired",
            detail=(
                f"'{dc.value_text}' is said per {period}, but the governing source states"
                f" {named}: the amount agrees, the period is not stated"
            ),
        )
        out.append(
            r.model_copy(
                update={
                    "decision": "CAUTION",
                    "reason_code": "UNIT_MISMATCH",
                    "trace": [*r.trace, step],
                }
            )
        )
    return out
