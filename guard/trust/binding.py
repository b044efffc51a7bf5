"""An owner's answer speaks to a question it does not repeat.

"It's 1 business day." answers "how long do instant reversals take?" without naming
either. The question's topic and scope are stored on the answer (`Signals.answers`), and the
claims extracted from its text take them: a claim on no catalogue topic gets the question's
topic, and a dimension the claim leaves open (`any`, or unnamed) gets the question's value.
What the owner said in so many words wins: a claim that names another catalogue topic or
another scope value keeps it. An answer to a question on no catalogue topic (`other`) governs
nothing: every claim of it stays on `other`, so it is never evidence for a draft on a
catalogue topic, whatever words it shares with one.

Pure, like the engine: the same source and extraction always give the same claims.
"""

from __future__ import annotations

from guard.extract.base import Extractor
from guard.extract.sections import read_source as read_in_sections
from guard.kb.catalogue import OTHER, SCOPE_ANY, UNKNOWN
from guard.models import Source, SourceClaim, SourceExtraction


def bind_claim(claim: SourceClaim, source: Source) -> SourceClaim:
    answers = source.signals.answers
    if answers is None:
        return claim
    if answers.topic == OTHER:
        return claim if claim.topic == OTHER else claim.model_copy(update={"topic": OTHER})
    topic = answers.topic if claim.topic in (OTHER, answers.topic) else claim.topic
    scope = dict(claim.scope)
    if topic == answers.topic:
        for dim, value in answers.scope.items():
            if value in (UNKNOWN, SCOPE_ANY):
                continue
            if scope.get(dim, SCOPE_ANY) == SCOPE_ANY:
                scope[dim] = value
    if topic == claim.topic and scope == claim.scope:
        return claim
    return claim.model_copy(update={"topic": topic, "scope": scope})


def bind_answer(extraction: SourceExtraction, source: Source) -> SourceExtraction:
    """The extraction of `source` with its claims bound to the question it answers (only an
    owner's answer has one; every other extraction comes back unchanged)."""
    if source.signals.answers is None or not extraction.ok:
        return extraction
    claims = [bind_claim(c, source) for c in extraction.claims]
    return extraction.model_copy(update={"claims": claims})


def read_source(ex: Extractor, source: Source) -> SourceExtraction:
    """One source's claims as the rules read them: read in sections when long
    (`guard.extract.sections.read_source`), then bound to the question an owner's answer
    answers. What every reader of sources calls (the check service, the claims index)."""
    return bind_answer(read_in_sections(ex, source), source)
