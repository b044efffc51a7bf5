"""The candidates the resolution rules (D1–D7) weigh, and how a supersession names them.

`Assessed` is a validated source claim with its standing, weakeners and applicability;
`Governing` is what D1–D7 concluded for one topic and ticket. The helpers here are shared by
the rules (`guard.engine.resolution`), the draft comparison and the Conflict Register: one
voice per source and value (`voices`), and which source a supersession sentence names
(`names_source`, `supersession_target`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

from guard.engine.applicability import specific_dimensions
from guard.engine.quotes import normalise_ws
from guard.engine.standing import StandingResult
from guard.engine.values import format_value, same_value
from guard.models import Applicability, Source, SourceClaim, Supersedes, TraceStep, Value


@dataclass(frozen=True)
class Assessed:
    """A validated source claim with what the rules concluded about it."""

    claim: SourceClaim
    source: Source
    standing: StandingResult
    weakeners: tuple[str, ...]
    applicability: Applicability

    @property
    def value(self) -> Value | None:
        return self.claim.value

    @property
    def label(self) -> str:
        return f"{self.source.id} ({format_value(self.claim.value)})"


@dataclass
class Governing:
    """The outcome of D1–D7: a governing value V with its basis, or a decision without one."""

    rule: str
    reason: str
    value: Value | None = None
    decision: Literal["ESCALATE", "CAUTION"] | None = None
    basis: list[Assessed] = field(default_factory=list)
    signals: list[Assessed] = field(default_factory=list)
    trace: list[TraceStep] = field(default_factory=list)
    #: C: the in-force candidates that apply (or are scope-unresolved), for the sides of a
    #: conflict (ask, the Conflict Register).
    candidates: list[Assessed] = field(default_factory=list)
    #: (source, replaced by): announcements set aside because a source of V's basis
    #: explicitly supersedes their source (`guard.engine.replaced`).
    replaced: list[tuple[str, str]] = field(default_factory=list)
    #: (source, the document it reports): proposals that only say what another document on
    #: the topic states (`guard.engine.reportedsource`).
    reported: list[tuple[str, str]] = field(default_factory=list)


_NON_ALNUM = re.compile(r"[^0-9a-z]+")


def _norm(text: str) -> str:
    return _NON_ALNUM.sub(" ", text.casefold()).strip()


def names_source(target_text: str, source: Source, names: Iterable[str] = ()) -> str | None:
    """What in `target_text` names `source` ("title" or "ID"), or None.

    Normalised containment: casefold and every run of non-alphanumerics to one space, so
    "Outgoing Transfers – Reversal SOP" names "Outgoing Transfers: Reversal SOP". The
    longest name wins: a title found only inside a longer one of `names` that the target
    also spells ("Freezes" in "Freezes from January") is not named.
    """
    target = f" {_norm(target_text)} "
    longer = [f" {k} " for n in names if (k := _norm(n)) and f" {k} " in target]
    for found, label in ((source.title, "title"), (source.id, "ID")):
        key = f" {_norm(found)} "
        if key in target and not any(key in n and key != n for n in longer):
            return label
    return None


def supersession_target(sup: Supersedes, names: Iterable[str]) -> str:
    """The words a supersession names. A title may hold any word ("Roaming charges from the
    UK", "Fees, as of 2026"), and one sentence may name several documents ("This replaces
    *Card delivery* (HC-12) and *Macro: Card ETA* (MAC-3)"), so where an extractor cut the
    target short at such a word, the sentence's own words decide: from where the target
    starts, the target runs to the end of the last source title or ID (of `names`: the
    titles and IDs of the sources in question) that the sentence goes on to spell in full,
    and every title and ID in it is named. Otherwise the target text stands."""
    quote = f" {_norm(sup.quote)} "
    target = _norm(sup.target_text)
    at = quote.find(f" {target} ") if target else -1
    if at < 0:
        return sup.target_text
    rest = quote[at:]
    end = max(
        (i + len(k) + 1 for n in names if (k := _norm(n)) and (i := rest.rfind(f" {k} ")) >= 0),
        default=0,
    )
    return _as_written(sup.quote, rest[:end]) if end > len(target) + 1 else sup.target_text


def _as_written(quote: str, words: str) -> str:
    """Normalised `words` in the quote's own characters ("Macro: Parcel at the depot" for
    "macro parcel at the depot"); the words themselves when the quote does not spell them."""
    parts = words.split()
    m = re.search("[^0-9a-z]+".join(map(re.escape, parts)), quote, re.I) if parts else None
    if m is None:
        return words.strip()
    shown = m.group()
    # the bracket an ID at its end stands in: "(MAC-404" reads "(MAC-404)"
    closing = quote[m.end() : m.end() + 1]
    return shown + closing if closing == ")" and shown.count("(") > shown.count(")") else shown


def names_in(pool: list[Assessed]) -> set[str]:
    """The titles and IDs of the sources in `pool`: the names a supersession may spell."""
    return {n for a in pool for n in (a.source.title, a.source.id)}


def voices(items: list[Assessed]) -> list[Assessed]:
    """One claim per source and value, in order of first appearance.

    The rules weigh sources, not sentences: a document that states its value twice (a
    summary and a detail line) is one voice. Counting its claims would make it two
    superseders (D5), two receipts, or two sides of a conflict with itself. A source that
    states two *different* values keeps both, unless another source tells which is its voice
    (`guard.engine.onevoice`, applied before this).

    The claim kept for a voice is the one the source states first (its quote's place in the
    body), so the receipt, and a register entry's id, do not depend on the order claims
    were read in.
    """
    groups: list[list[Assessed]] = []
    for a in items:
        group = next(
            (
                g
                for g in groups
                if g[0].source.id == a.source.id and same_value(g[0].value, a.value)  # type: ignore[arg-type]
            ),
            None,
        )
        if group is None:
            groups.append([a])
        else:
            group.append(a)
    return [min(g, key=_place) for g in groups]


def _place(a: Assessed) -> tuple[int, str]:
    """Where a claim's quote first appears in its source's text (then its id): the source's
    own order, whatever order the claims arrive in."""
    at = normalise_ws(a.source.body).find(normalise_ws(a.claim.quote))
    return (at if at >= 0 else len(a.source.body), a.claim.claim_id)


def more_specific(a: Assessed, other: Assessed) -> bool:
    """`a` is limited on every dimension `other` is limited on, and on more.

    Both apply to the ticket when D6 compares them, so on the dimensions they share they name
    the same value (the ticket's): `a` is `other` narrowed further. With one dimension this is
    "`a` is specific and `other` is scoped any", the seed's reading of D6.
    """
    return set(specific_dimensions(other.claim)) < set(specific_dimensions(a.claim))


def set_aside(
    signals: list[Assessed], why: Callable[[Assessed], str | None]
) -> tuple[list[Assessed], list[tuple[str, str]]]:
    """The signals that still speak, and (source, `why` it is set aside: the id of the
    document that replaces it or that it only reports) for the others, each pair once."""
    kept: list[Assessed] = []
    aside: list[tuple[str, str]] = []
    for a in signals:
        because = why(a)
        if because is None:
            kept.append(a)
        else:
            aside.append((a.source.id, because))
    return kept, list(dict.fromkeys(aside))
