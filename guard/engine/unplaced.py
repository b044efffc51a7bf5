"""UNPLACED: a value the reader could not place is no proof that nothing contradicts the draft.

A draft claim is SUPPORTED when every in-force source that gives its topic a value agrees.
But a source can state the topic's value in words the catalogue's `about` phrases do not
foresee ("Accept claims received up to 90 days after the treatment date" beside a topic
whose phrases say "send us your claim"): the reader leaves that value on `other`, the topic
sees only the sources that agree, and "no contrary source seen" would pass as proof.

So before an ALLOW stands, the engine looks at the in-force values of the claim's kind that
landed on no topic. One whose own clause holds a key word of the claim's topic
(`guard.kb.keywords`: the content word the topic's phrases keep repeating) and that the
draft's value does not match is a doubt: the claim is CAUTION, with the source and its words
in the trace. It never becomes HOLD or a governing value: the value was not read on the
topic, only seen near its word, and that is too weak to contradict anyone.

A value that shares its sentence with a value read on a topic is that sentence's condition,
not an unplaced fact ("Dogs aged 8 and over pay a 20% co-payment on each claim": the 8 says
who pays the co-payment), so it raises no doubt. Nor does a zero said under a condition ("if
you've taken the plan, you won't be charged for a cracked screen"): the exception the
condition sets, never the topic's price (`conditionalzero`). Nor does a value its sentence
calls a total ("so a 4-hour session comes to £108") beside a topic measured per period: it
is the rate summed over a stretch, no rival rate (`extract.local.totals`).

Pure: claims and catalogue in, a list out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guard.engine.candidates import Assessed
from guard.engine.conditionalzero import conditional_zero
from guard.engine.nearwords import nearest_words
from guard.engine.patterns import counted_noun
from guard.engine.tracewords import facts, worded
from guard.engine.values import within
from guard.extract.local.ofchange import lead_time_of_changes
from guard.extract.local.siblingrow import row_of_another_kind
from guard.extract.local.totals import rate_words, said_as_total
from guard.kb.catalogue import OTHER, Catalogue
from guard.kb.keywords import keyed_topics
from guard.models import ClaimResult, DraftClaim, Source, SourceClaim, Value

#: Where a clause ends inside a sentence: a semicolon, a colon, a dash aside, or a comma
#: before a new clause is too fine a cut for key words, so only these count.
_CLAUSE_END: Final = re.compile(r"\s*(?:;|:\s|\s[–—-]\s)\s*")


#: How many words besides the key word the value and the draft's must both sit next to.
SHARED_WORDS: Final = 2


def other_quantity(value: Value, unit: str | None) -> bool:
    """Whether a count `value` measures another quantity than a count topic of `unit`
    counts: its unit is named ("25 kg", "3 metres") and is neither the topic's unit nor
    the noun that unit counts ("bikes" for "bikes per collection"). A weight or a length
    beside the counted thing's word ("e-bikes are heavy, often 25 kg") says how big each
    one is, not how many there may be, so it casts no doubt on the count; a bare number
    ("up to 3") or one of the counted noun ("3 claims") still does."""
    if value.kind != "count" or not value.unit or value.unit in ("count", unit):
        return False
    noun = counted_noun(unit)
    if noun is None:
        return False
    return re.search(rf"\b{noun}\b", value.unit, re.IGNORECASE) is None


def own_clause(quote: str, value_text: str) -> str:
    """The part of `quote` between clause marks that holds `value_text` (the whole quote
    when the value's words are not found in it)."""
    at = quote.find(value_text) if value_text else -1
    if at < 0:
        return quote
    start = 0
    for m in _CLAUSE_END.finditer(quote):
        if m.end() <= at:
            start = m.end()
        elif m.start() >= at + len(value_text):
            return quote[start : m.start()]
    return quote[start:]


def _of_changes(claim: SourceClaim, topic_words: tuple[str, ...]) -> bool:
    """Whether the unplaced value is a lead time of changes, for a topic about none
    (`extract.local.ofchange.lead_time_of_changes`): it measures what it says it does."""
    at = claim.quote.find(claim.value_text) if claim.value_text else -1
    if at < 0:
        return False
    return lead_time_of_changes(claim.quote[at + len(claim.value_text) :], topic_words)


def unplaced_doubts(
    dc: DraftClaim, unplaced: list[Assessed], placed: set[tuple[str, str]], cat: Catalogue
) -> list[tuple[Assessed, str]]:
    """The in-force values on no topic that cast doubt on `dc`'s topic, each with the key
    word that points there: of the claim's kind, applying to the ticket, in a sentence that
    places no other value, whose own clause holds the topic's key word, and that the draft's
    value does not match."""
    spec = cat.topic(dc.topic)
    if spec is None or dc.value is None:
        return []
    mine = nearest_words(dc.span, dc.value_text)
    out: list[tuple[Assessed, str]] = []
    for a in unplaced:
        v = a.claim.value
        if v is None or v.kind != spec.kind or (a.source.id, a.claim.quote) in placed:
            continue
        if other_quantity(v, spec.unit) or conditional_zero(a.claim):  # an exception's zero
            continue
        if _of_changes(a.claim, (spec.label, *spec.about)):  # "30 days' notice of any change"
            continue
        if rate_words(spec.unit, spec.label) and said_as_total(a.claim.quote, a.claim.value_text):
            continue  # "a 4-hour session comes to £108": a rate summed up, no rival rate
        if row_of_another_kind(spec.about, a.source.body, a.claim.quote):
            continue  # "| Family day ticket |" beside "| Day ticket |" (`siblingrow`)
        if a.standing.standing != "CANDIDATE" or a.applicability == "NOT_APPLICABLE":
            continue
        keyed = keyed_topics(cat, spec.kind, own_clause(a.claim.quote, a.claim.value_text))
        if keyed is None or dc.topic not in keyed[1] or within(dc.value, v):
            continue
        shared = mine & nearest_words(a.claim.quote, a.claim.value_text)
        if len(shared - nearest_words(keyed[0], "")) >= SHARED_WORDS:
            out.append((a, keyed[0]))
    return out


def placed_sentences(claims: Iterable[tuple[SourceClaim, Source]]) -> set[tuple[str, str]]:
    """(source id, quote) of every sentence that gives a value to a catalogue topic."""
    return {(s.id, c.quote) for c, s in claims if c.topic != OTHER and c.value is not None}


def doubted(result: ClaimResult, doubts: list[tuple[Assessed, str]]) -> ClaimResult:
    """`result` (an ALLOW SUPPORTED) as CAUTION UNPLACED_VALUE, its trace ending with the
    step that names each doubt; any other result, or no doubt, as it was."""
    found = [(a.source.id, a.claim.value_text, word) for a, word in doubts]
    return cautioned(result, "UNPLACED", "UNPLACED_VALUE", found)


def cautioned(result: ClaimResult, rule: str, reason: str, found: list) -> ClaimResult:
    """An ALLOW SUPPORTED as CAUTION `reason`, its trace ending with `rule`'s step naming
    `found`; any other result, or nothing found, as it was. The one shape of every net that
    doubts a supported claim (UNPLACED here, MISPLACED in `misplaced`), so they stay in step."""
    if not found or (result.decision, result.reason_code) != ("ALLOW", "SUPPORTED"):
        return result
    note = worded(rule, "fired", facts(rule, topic=result.draft_claim.topic, found=found))
    return result.model_copy(
        update={"decision": "CAUTION", "reason_code": reason, "trace": [*result.trace, note]}
    )
    return result.model_copy(
        update={
            "decision": "CAUTION",
            "reason_code": "UNPLACED_VALUE",
            "trace": [*result.trace, note],
        }
    )
