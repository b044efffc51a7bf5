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
catalogue topic ("12 km" when no topic measures distance) or the label states no number (a
name: "Full day" read as one day's duration). A label that states a number, in digits or in
words, on a governed topic ("14 days", "Two hours") is still read: it may be the topic's own
value, as "2 hours" would be (a price row "| Two hours | £420 |" names no trip's length). A shorter name of a row ("Zone B")
or a sentence's label ("half day") is common words a draft may use for a claim of its own
("you get a paper bill"), so inside one only a claim on no catalogue topic is set aside.

A draft names a row by the words that tell it from the others, too: "to Zone B" names the
row "Zone B (mainland, rural)". A label's bracketed part is an aside on the words before it
(what "Zone B" covers), so the words outside the brackets name the row where no other row's
label has the same ones (`label_names`).

A source that says only where the topic's values start ("from £39, depending on your zone",
`boundwords.said_as_start`), at the least of the rows' values, agrees with the table: a
starting price is the cheapest row's, not a rival value for every row (`starting_at_least`).
It is left out of each row's decision rather than read as a conflict with the dearer rows.
The same holds of a draft: one that names no row and says its value as where the values
start, at the least row's value ("weekend weddings are priced from £1,250"), agrees with
every row, and is decided against the least row (not CAUTION for naming none).

The cue is the table's structure (a row's first cell, not its value), never a team's words.
Pure: a claim, the candidates and a way to decide it on a subset in; a result out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.engine.boundwords import said_as_start
from guard.engine.candidates import Assessed
from guard.engine.numberwords import NUMBER_WORD_RE
from guard.engine.values import same_value
from guard.english import CLOSED_CLASSES
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


#: A value, then "for" and what it is the value for, up to the clause's end or the next
#: coordinator: "£350 for a half day and …". "for" after a value names what the value buys
#: or applies to: a grammar word, closed, not any team's wording.
_FOR_WHAT_RE: Final = re.compile(
    r"(?P<value>[£$€]\s?\d[\d,.]*|\d[\d,.]*\s?%)"
    r"\s+for\s+(?:(?:a|an|the|each|every)\s+)?"
    r"(?P<label>[^\W\d_][\w'-]*(?:\s+(?!(?:and|or|but|which|so)\b)[\w'-]+){0,3}?)"
    r"(?=\s*(?:[,;.:!?)]|$)|\s+(?:and|or|but|which|so)\b)",
    re.IGNORECASE,
)


def sentence_label(quote: str, value_text: str) -> str | None:
    """What the value is for, where the sentence binds two or more values each to its own
    "for …" ("£350 for a half day and £450 for a full day"): the prose form of a table's
    rows. None where the sentence binds fewer than two, or names one label twice."""
    bound = [(m.group("value"), m.group("label")) for m in _FOR_WHAT_RE.finditer(quote)]
    labels = [" ".join(lb.split()).casefold() for _, lb in bound]
    if len(bound) < 2 or len(set(labels)) < len(labels):
        return None
    own = " ".join(value_text.split())
    for value, label in bound:
        if own.startswith(" ".join(value.split())):
            return " ".join(label.split())
    return None


def band_label(quote: str, value_text: str) -> str | None:
    """The row label of a table row (`row_label`) or of a sentence's bound value
    (`sentence_label`), else None."""
    return row_label(quote, value_text) or sentence_label(quote, value_text)


def starting_at_least(candidates: list[Assessed]) -> list[Assessed]:
    """The candidates that are no table row and say only where the values start, at the
    least value of the rows among the candidates (module docstring)."""
    amounts = [
        a.value.amount
        for a in candidates
        if a.value is not None
        and a.value.amount is not None
        and band_label(a.claim.quote, a.claim.value_text) is not None
    ]
    if not amounts:
        return []
    least = min(amounts)
    return [
        a
        for a in candidates
        if band_label(a.claim.quote, a.claim.value_text) is None
        and a.value is not None
        and a.value.amount == least
        and said_as_start(a.claim.quote, a.claim.value_text)
    ]


def band_rows(candidates: list[Assessed]) -> dict[str, list[Assessed]] | None:
    """The candidates grouped by row label, when all are table rows (or a starting value
    at the least row's, `starting_at_least`, which joins no row), at least two labels, and
    rows of one label agree; else None (a real conflict)."""
    rows: dict[str, list[Assessed]] = {}
    starts = starting_at_least(candidates)
    for a in candidates:
        if any(a is s for s in starts):
            continue
        label = band_label(a.claim.quote, a.claim.value_text)
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


def _least_row(rows: dict[str, list[Assessed]]) -> str | None:
    """The label of the row with the least amount, or None where a row has none."""
    amounts = {lb: g[0].value.amount if g[0].value is not None else None for lb, g in rows.items()}
    if any(v is None for v in amounts.values()):
        return None
    return min(amounts, key=lambda lb: amounts[lb] or 0.0)


_ASIDE_RE: Final = re.compile(r"\([^()]*\)")


def _content_word(words: str) -> bool:
    """`words` hold a word of two letters or more that is no grammar word: "Zone B" names a
    row, "A" or "3" alone would be found in any sentence."""
    return any(len(w) > 1 and w not in CLOSED_CLASSES for w in re.findall(r"[^\W\d_]+", words))


def label_names(label: str, labels: list[str]) -> list[str]:
    """The ways a draft names the row `label`: the label itself, and its words outside
    brackets ("Zone B (mainland, rural)" → "Zone B") when they hold a word and no other
    label of `labels` has the same words outside its brackets (module docstring)."""

    def core(lb: str) -> str:
        return " ".join(_ASIDE_RE.sub(" ", lb).split()).casefold()

    own = core(label)
    if own == " ".join(label.split()).casefold() or not _content_word(own):
        return [label]
    if any(core(other) == own for other in labels if other.casefold() != label.casefold()):
        return [label]
    return [label, own]


def _named_at(span: str, label: str, labels: list[str] | None = None) -> int | None:
    """Where the draft's sentence names the row label (its words in order, or the words
    that tell it from the other `labels`, `label_names`), or None."""
    for name in label_names(label, labels or [label]):
        words = [re.escape(w) for w in name.split()]
        m = re.search(r"(?<![\w])" + r"\s+".join(words) + r"(?![\w])", span, re.IGNORECASE)
        if m:
            return m.start()
    return None


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
    starts = {id(a) for a in starting_at_least(candidates)}
    results = {
        label: decide_without(
            starts | {id(a) for other, g in rows.items() if other != label for a in g}
        )
        for label in rows
    }
    first = {
        label: band_label(g[0].claim.quote, g[0].claim.value_text) or label
        for label, g in rows.items()
    }
    labels = list(rows)
    named = {lb: at for lb in rows if (at := _named_at(dc.span, lb, labels)) is not None}
    if named:
        said = dc.span.find(dc.value_text)
        label = min(named, key=lambda lb: abs(named[lb] - said) if said >= 0 else named[lb])
        step = _step(
            f"the rows differ by their first cell; the draft names the row '{first[label]}'"
        )
        r = results[label]
        return r.model_copy(update={"trace": [step, *r.trace]})
    fits = [lb for lb, r in results.items() if r.decision == "ALLOW"]
    least = _least_row(rows)
    if least in fits and said_as_start(dc.span, dc.value_text):
        r = results[least]
        step = _step(
            f"'{dc.value_text}' is said as where the values start, and it is the least row's"
            f" value ('{first[least]}'): a starting price every row is at or above"
        )
        return r.model_copy(update={"trace": [step, *r.trace]})
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


def _states_number(label: str) -> bool:
    """Whether a row label holds a number, in digits or in words ("14 days", "Two hours"):
    such a label may be a governed topic's own value, as its digits would be."""
    return any(ch.isdigit() for ch in label) or NUMBER_WORD_RE.search(label) is not None


def named_row_labels(
    text: str, claims: list[DraftClaim], sources: list[SourceClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch]]:
    """The claims less those read inside a source row's label the draft repeats, and the
    label spans as read numbers (module docstring)."""
    rows = {lb for sc in sources if (lb := row_label(sc.quote, sc.value_text)) is not None}
    labels = {lb for sc in sources if (lb := band_label(sc.quote, sc.value_text)) is not None}
    folded = [lb.casefold() for lb in labels]
    names = {name for lb in labels for name in label_names(lb, folded)}
    spans: list[tuple[int, int, str, bool]] = []
    for lb in names:
        words = [re.escape(w) for w in lb.split()]
        pattern = r"(?<![\w])(?:(?:a|an|the)\s+)?" + r"\s+".join(words) + r"(?![\w])"
        whole = lb in rows  # a table row's whole label, not a shorter name of it
        spans.extend(
            (m.start(), m.end(), lb, whole) for m in re.finditer(pattern, text, re.IGNORECASE)
        )
    if not spans:
        return claims, []
    kept: list[DraftClaim] = []
    for c in claims:
        at = text.find(c.span) if c.span else -1
        governed = cat.governs(c.topic)
        inside = at >= 0 and any(
            s <= at + i
            and at + i + len(c.value_text) <= e
            and (not governed or (whole and not _states_number(lb)))
            for s, e, lb, whole in spans
            for i in [m.start() for m in re.finditer(re.escape(c.value_text), c.span)]
        )
        if not inside:
            kept.append(c)
    read = [PatternMatch(text=text[s:e], start=s, end=e, kind="number") for s, e, _, _ in spans]
    return kept, read
