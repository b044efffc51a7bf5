"""Validation of every extracted claim before any rule reads it.

Two layers, both pure:

1. **Quote validation** (`engine.quotes`): a quote or span that is not verbatim in its text is
   fabricated evidence; the claim is dropped as QUOTE_NOT_FOUND.
2. **What the words state** (`engine.stated`, issue 19): a verbatim quote whose value, status,
   scope or supersession the words do not bear out is a failed extraction too. For a source,
   the source is then unread (the SOURCE_UNREAD cap names it and why); for a draft, the draft
   gets EXTRACTION_GAP (D0b), and so does a draft value the local extractor reads that no
   extracted claim carries. Whichever extractor produced the claims (live, saved from disk,
   cached, indexed, local), the same check runs, so a tampered saved answer is caught too.

Claims naming a source outside `by_id` are dropped silently: the caller passes only the
sources this user may see, and a hidden source must not appear even as a rejection.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from guard.engine.quotes import QUOTE_NOT_FOUND, normalise_ws, quote_in, snippet
from guard.engine.stated import (
    VALUE_NOT_IN_QUOTE,
    draft_claim_problem,
    source_claim_problem,
    uncarried_draft_values,
)
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, Extractions, RejectedExtraction, Source, SourceClaim

#: A draft value the local extractor reads that no extracted claim carries.
VALUE_NOT_EXTRACTED = "VALUE_NOT_EXTRACTED"


@dataclass
class Validated:
    source_claims: list[tuple[SourceClaim, Source]] = field(default_factory=list)
    draft_claims: list[DraftClaim] = field(default_factory=list)
    rejected: list[RejectedExtraction] = field(default_factory=list)
    #: Sources really read: not failed, not every claim rejected, not silent, not misread.
    read: set[str] = field(default_factory=set)
    #: Sources whose extraction says what their words do not → why (for the CAP's trace).
    misread: dict[str, str] = field(default_factory=dict)
    #: The quote of the refused claim each `misread` reason was given for.
    misread_quotes: dict[str, str] = field(default_factory=dict)
    #: Why the draft's extraction does not match its words (each a D0b reason): claims whose
    #: value the span does not state, then values no claim carries.
    draft_gaps: list[str] = field(default_factory=list)
    #: How many draft claims were refused for their value (not for their span).
    draft_misread: int = 0


def _reject(out: Validated, where: str, reason: str, text: str, why: str | None = None) -> None:
    shown = f"{why}: {normalise_ws(text)}" if why else text
    out.rejected.append(RejectedExtraction(source_id=where, reason=reason, snippet=snippet(shown)))


def _sources(
    out: Validated,
    extractions: Extractions,
    by_id: dict[str, Source],
    cat: Catalogue,
    silent: dict[str, str],
) -> None:
    for ext in extractions.sources:
        source = by_id.get(ext.source_id)
        if source is None or not ext.ok:
            continue
        body = normalise_ws(source.body)
        own = [c for c in ext.claims if c.source_id == source.id]
        valid = 0
        for claim in own:
            if not quote_in(claim.quote, body):
                _reject(out, source.id, QUOTE_NOT_FOUND, claim.quote)
                continue
            problem = source_claim_problem(claim, source.body, cat)
            if problem is not None:
                reason, why = problem
                _reject(out, source.id, reason, claim.quote, why)
                out.misread.setdefault(source.id, why)
                out.misread_quotes.setdefault(source.id, claim.quote)
                continue
            out.source_claims.append((claim, source))
            valid += 1
        if source.id in out.misread:
            continue
        if valid or (not own and source.id not in silent):
            out.read.add(source.id)


def _draft(out: Validated, extractions: Extractions, cat: Catalogue) -> None:
    draft = extractions.draft
    if not draft.ok:
        return
    for dc in draft.claims:
        if not quote_in(dc.span, draft.text):
            _reject(out, "draft", QUOTE_NOT_FOUND, dc.span)
            continue
        why = draft_claim_problem(dc, cat)
        if why is not None:
            _reject(out, "draft", VALUE_NOT_IN_QUOTE, dc.span, why)
            out.draft_gaps.append(f"{why} ('{snippet(dc.span, 80)}')")
            out.draft_misread += 1
            continue
        out.draft_claims.append(dc)
    if not out.draft_claims:
        return  # nothing left to ALLOW on: D0a or D0b's detector speaks for the draft
    for missing in uncarried_draft_values(draft, cat):
        why = f"the draft says '{missing.value_text}' ({cat.label(missing.topic)}), no claim carries it"
        _reject(
            out,
            "draft",
            VALUE_NOT_EXTRACTED,
            missing.span,
            f"no claim carries '{missing.value_text}'",
        )
        out.draft_gaps.append(why)


def validate(
    extractions: Extractions,
    by_id: dict[str, Source],
    catalogue: Catalogue,
    silent: dict[str, str] | None = None,
) -> Validated:
    """Quote validation and the words' check for every extracted claim. A source whose every
    claim was rejected was not read: its text might hold the contradiction, exactly like a
    source whose extraction failed. Nor was a `silent` source (it reads like policy but
    yielded no claim; see `engine.reading`), nor a misread one."""
    out = Validated()
    _sources(out, extractions, by_id, catalogue, silent or {})
    _draft(out, extractions, catalogue)
    return out
