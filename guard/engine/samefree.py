"""A draft's free period that a governing source states under the same condition is supported.

"Your first month is free" is a zero said under its condition (`extract.local.freeperiod`):
against the fee's governing value it is the exception a condition sets, so D9 softens it to
CAUTION and never ALLOWs it, since no source claim states the fee under that condition. But a
source may state the very offer ("New members get their first month free on any plan"): not
a value of the fee (a help page's free period is an offer, not what the fee is, so it is no
source claim), yet the same promise in the same words. The reply then says what the team's
own page says, and the CAUTION is a false alarm on a right reply.

So a draft zero with a condition whose claim came out CAUTION CONTRADICTS_GOVERNING (only the
condition's softening) is ALLOW SUPPORTED when a source the user may see states "free" under
the same condition (`extract.local.statedfree`: the condition's words without determiners
and possessives), in a source that states a claim on the same topic (the fee's own page: "it
costs £30 a month, and your first month is free"; a check reads only the sources of the
draft's topics), in a sentence that:
- names no money topic other than the claim's (a free first month of another thing is
  another offer) and no scope value of the catalogue (a source that gives the offer to one
  plan is left to a person: CAUTION stays);
- stands in a source whose standing, read as a claim of that sentence, is CANDIDATE (an
  in-force document, not an announcement, not flagged, not proposed, not deprecated) with no
  weakeners (a weakened basis would be D11a's CAUTION anyway).
A different condition ("first two months" against a source's "first month") matches no
source and stays CAUTION: the reader cannot tell a longer offer from a wrong one, so it never
HOLDs either. Pure: claims, results, sources, ticket and time in, results out.
"""

from __future__ import annotations

from datetime import datetime

from guard.engine.standing import standing_of, weakeners_of
from guard.extract.local.cues import cue
from guard.extract.local.exceptionzero import is_zero_price
from guard.extract.local.segment import sentences
from guard.extract.local.statedfree import free_conditions, normalised
from guard.extract.local.status import sentence_status
from guard.extract.local.vocab import vocabulary
from guard.extract.local.wording import addresses_an_ai
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases
from guard.models import ClaimResult, DraftClaim, Source, SourceClaim, TraceStep


def _stating(
    dc: DraftClaim, sources: list[Source], now: datetime, cat: Catalogue
) -> tuple[Source, str] | None:
    """The source and sentence that state the draft zero's free condition (module
    docstring), or None."""
    assert dc.condition is not None and dc.value is not None
    wanted = normalised(dc.condition)
    vocab = vocabulary(cat)
    scopes = compile_phrases(tuple(p for d in cat.scopes for _, ph in d.values for p in ph))
    for s in sources:
        if weakeners_of(s, now):
            continue
        for sent in sentences(s.body, mask=True):
            if addresses_an_ai(sent.text) or wanted not in free_conditions(sent.text, vocab):
                continue
            if scopes is not None and scopes.search(sent.text):
                continue
            named = {t for _, _, t in cue(sent.text, vocab).strong}
            money = {t for t in named if (spec := cat.topic(t)) and spec.kind == "money"}
            if money - {dc.topic}:
                continue
            claim = SourceClaim(
                claim_id=f"{s.id}#free",
                source_id=s.id,
                source_version=s.signals.version,
                topic=dc.topic,
                value=dc.value,
                value_text="free",
                status_wording=sentence_status(sent.text),
                quote=sent.quote,
            )
            if standing_of(claim, s, now, cat).standing == "CANDIDATE":
                return s, sent.quote
    return None


def stated_free_periods(
    claims: list[DraftClaim],
    results: list[ClaimResult],
    source_claims: list[tuple[SourceClaim, Source]],
    now: datetime,
    cat: Catalogue,
) -> list[ClaimResult]:
    """The results, each conditioned zero that a source states under the same condition
    ALLOW SUPPORTED (see the module docstring)."""
    out: list[ClaimResult] = []
    for dc, r in zip(claims, results, strict=True):
        found = None
        if (
            r.decision == "CAUTION"
            and r.reason_code == "CONTRADICTS_GOVERNING"
            and r.draft_claim.condition
            and r.draft_claim.value is not None
            and is_zero_price(r.draft_claim.value)
            and r.draft_claim.definitive
        ):
            on_topic = {s.id: s for c, s in source_claims if c.topic == r.draft_claim.topic}
            found = _stating(r.draft_claim, list(on_topic.values()), now, cat)
        if found is None:
            out.append(r)
            continue
        s, quote = found
        step = TraceStep(
            rule="D10",
            outcome="fired",
            detail=(
                f"'{dc.value_text}' is said only {dc.condition}, and {s.id} states it free under"
                f' the same condition: "{quote}"'
            ),
        )
        out.append(
            r.model_copy(
                update={
                    "decision": "ALLOW",
                    "reason_code": "SUPPORTED",
                    "governing_value": r.draft_claim.value,
                    "governing_source_ids": [s.id],
                    "governing_quote": quote,
                    "trace": [*r.trace, step],
                }
            )
        )
    return out
