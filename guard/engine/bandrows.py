"""A table's rows that differ by their label cell are values under different conditions.

"| Up to 3 km | £4 |", "| 3 to 10 km | £9 |": a table with one row per band (a distance, a
size, a weight, a number of guests, a package) gives the topic one value per row, and the
row's first cell says when each holds. Read as plain claims, the rows look like one
source's conflicting values for one topic, and every reply on the topic escalates (D7,
CONFLICT_UNRESOLVED), though no source disagrees with any other: the table answers "it
depends on the band".

So where D7 would fire and every disagreeing candidate is a table row whose values differ
only between rows of different labels (rows with the same label agree), the claim is
decided against each row on its own:

- a draft sentence that names a row's label ("for 3 to 10 km") is checked against that
  row (the nearest named label to the value, when it names several);
- one that names none is CAUTION where some row gives its value (the draft does not say
  which band is the customer's), and HOLD where no row does (wrong for every band).

A draft that names a row repeats its label ("for 4 to 12 km", "the Full day collection"):
the label's words name the row, they state no value (`named_row_labels`). A claim read
inside them is set aside, and their numbers count as read (D0b), where the claim is on no
catalogue topic ("12 km" when no topic measures distance) or the label holds no digit (a
name: "Full day" read as one day's duration). A label of digits on a governed topic ("14
days") is still read: it may be the topic's own value.

The cue is the table's structure (a row's first cell, not its value), never a team's words.
Pure: a claim, the candidates and a way to decide it on a subset in; a result out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.engine.candidates import Assessed
from guard.engine.values import same_value
from guard.kb.catalogue import Catalogue
from guard.models import ClaimResult, DraftClaim, PatternMatch, SourceClaim, TraceStep

#: The words of the step that says so, which the headline looks for.
_MARK: Final = "names no row of the table"
_ROW_RE: Final = re.compile(r"^\s*\|(?P<first>[^|]*)\|(?P<rest>.*)\|\s*$")


def row_label(quote: str, value_text: str) -> str | None:
    """The first cell of a table row quote, when the value is in a later cell; else None."""
    m = _ROW_RE.match(quote)
    if m is None:
        return None
    label = " ".join(m.group("first").split())
    if not label or not value_text or value_text in label or value_text not in m.group("rest"):
        return None
    return label


def band_rows(candidates: list[Assessed]) -> dict[str, list[Assessed]] | None:
    """The candidates grouped by row label, when all are table rows, at least two labels,
    and rows of one label agree; else None (a real conflict)."""
    rows: dict[str, list[Assessed]] = {}
    for a in candidates:
        label = row_label(a.claim.quote, a.claim.value_text)
        if label is None or a.value is None:
            return None
        rows.setdefault(label.casefold(), []).append(a)
    if len(rows) < 2:
        return None
    for group in rows.values():
        first = group[0].value
        if not all(same_value(a.value, first) for a in group):  # type: ignore[arg-type]
            return None
    return rows


def _named_at(span: str, label: str) -> int | None:
    """Where the draft's sentence names the row label (its words, in order), or None."""
    words = [re.escape(w) for w in label.split()]
    m = re.search(r"(?<![\w])" + r"\s+".join(words) + r"(?![\w])", span, re.IGNORECASE)
    return m.start() if m else None


def _step(detail: str) -> TraceStep:
    return TraceStep(rule="D7", outcome="fired", detail=detail)


def by_row(
    dc: DraftClaim,
    candidates: list[Assessed],
    decide_without: Callable[[set[int]], ClaimResult],
) -> ClaimResult | None:
    """The claim decided row by row (module docstring), or None where the rows are no bands.
    `decide_without(ids)` decides the claim with the candidates whose `id()` is in `ids` left
    out."""
    rows = band_rows(candidates)
    if rows is None:
        return None
    results = {
        label: decide_without({id(a) for other, g in rows.items() if other != label for a in g})
        for label in rows
    }
    first = {
        label: row_label(g[0].claim.quote, g[0].claim.value_text) or label
        for label, g in rows.items()
    }
    named = {lb: at for lb in rows if (at := _named_at(dc.span, lb)) is not None}
    if named:
        said = dc.span.find(dc.value_text)
        label = min(named, key=lambda lb: abs(named[lb] - said) if said >= 0 else named[lb])
        step = _step(
            f"the rows differ by their first cell; the draft names the row '{first[label]}'"
        )
        r = results[label]
        return r.model_copy(update={"trace": [step, *r.trace]})
    fits = [lb for lb, r in results.items() if r.decision == "ALLOW"]
    if fits:
        r = results[fits[0]]
        step = _step(
            f"'{dc.value_text}' is the value of the row '{first[fits[0]]}'; the draft"
            f" {_MARK}: the ticket does not say which is the customer's. CAUTION"
        )
        return r.model_copy(
            update={
                "decision": "CAUTION",
                "reason_code": "SCOPE_UNKNOWN",
                "trace": [step, *r.trace],
            }
        )
    r = next(iter(results.values()))
    step = _step(f"'{dc.value_text}' is the value of no row of the table")
    return r.model_copy(update={"trace": [step, *r.trace]})


def which_row(result: ClaimResult) -> str | None:
    """The row quote when `result` is a CAUTION for naming no row (`by_row`), else None."""
    for step in result.trace:
        if step.rule == "D7" and _MARK in step.detail:
            m = re.search(r"row '(.*)'; the draft", step.detail)
            return m.group(1) if m else ""
    return None


def named_row_labels(
    text: str, claims: list[DraftClaim], sources: list[SourceClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch]]:
    """The claims less those read inside a source row's label the draft repeats, and the
    label spans as read numbers (module docstring)."""
    labels = {lb for sc in sources if (lb := row_label(sc.quote, sc.value_text)) is not None}
    spans: list[tuple[int, int, str]] = []
    for lb in labels:
        words = [re.escape(w) for w in lb.split()]
        pattern = r"(?<![\w])(?:(?:a|an|the)\s+)?" + r"\s+".join(words) + r"(?![\w])"
        spans.extend((m.start(), m.end(), lb) for m in re.finditer(pattern, text, re.IGNORECASE))
    if not spans:
        return claims, []
    kept: list[DraftClaim] = []
    for c in claims:
        at = text.find(c.span) if c.span else -1
        inside = at >= 0 and any(
            s <= at + i
            and at + i + len(c.value_text) <= e
            and (not cat.governs(c.topic) or not any(ch.isdigit() for ch in lb))
            for s, e, lb in spans
            for i in [m.start() for m in re.finditer(re.escape(c.value_text), c.span)]
        )
        if not inside:
            kept.append(c)
    read = [PatternMatch(text=text[s:e], start=s, end=e, kind="number") for s, e, _ in spans]
    return kept, read
