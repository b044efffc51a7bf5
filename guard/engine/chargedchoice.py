"""A charge said of a choice topic whose options differ by a charge, with no option read:
"if the lid cracks, there's a charge to replace it", "we'll re-glaze it at cost", "we'll
redo it for a small fee".

Why: a choice topic's value is one of its options, and the readers see an option only in
its own phrases. Where one option's phrases say the thing is charged (a charge, a fee, a
cost, paid), a reply that says a charge in other words on that topic's subject ("there's a
charge", "for a small fee", "at cost") states that option just as the phrase would, yet
nothing read it: the draft passed as ALLOW NO_POLICY_CLAIM against a source that says the
other option, in any team's wording. The engine does not guess the option from the words
(a charge may be a part of a plan an option names, or of another thing the sentence names),
so the promise is an unread value: an extraction gap (D0b, CAUTION EXTRACTION_GAP), never
ALLOW, beside governed claims as much as alone, as an unread number is.

Only a sentence that names the topic (an about phrase) and says a charge marks it, and only
where no claim on that topic was read in that sentence (the option read wins) and no claim
of a price was read there (a charge read as a price belongs to that claim). A charge denied
or said to be nothing ("no charge", "free of charge", "at no cost", "won't charge") is the
free side: left to the option phrases, as "free" is. Read in drafts only, as `unlimited`
is. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases
from guard.models import DraftClaim, PatternMatch

_I: Final = re.IGNORECASE

#: Words that say a thing is paid for, in any team's wording.
_CHARGE: Final = re.compile(
    r"\b(?:charge[sd]?|chargeable|fees?|costs?|costing|paid|pay(?:able|ing)?|prices?|priced)\b",
    _I,
)

#: A charge denied or said to be nothing: the free side, not a charge.
_NO_CHARGE: Final = re.compile(
    r"\b(?:no|zero|without|free\s+of|not|n't|never|at\s+no)\s+(?:extra\s+|additional\s+|"
    r"further\s+|added\s+)?(?:charge[sd]?|fees?|costs?|pay)\b|"
    r"(?:n't|not|never)\s+(?:be\s+)?(?:charge[sd]?|cost|pay)\b|"
    r"\bnothing\s+to\s+pay\b|\bfree\b",
    _I,
)

#: A sentence: up to its end, a semicolon or a line break.
_SENTENCE: Final = re.compile(r"[^.!?;\n]+")


def _charged_options(spec_choices: tuple[tuple[str, tuple[str, ...]], ...]) -> bool:
    """Whether some option's phrases say the thing is charged (and say no zero for it)."""
    return any(
        _CHARGE.search(p) and not _NO_CHARGE.search(p)
        for _, phrases in spec_choices
        for p in phrases
    )


def _in(span: str, text: str, start: int, end: int) -> bool:
    """Whether a claim's `span` lies (at least partly) in text[start:end]."""
    if not span:
        return False
    at = text.find(span)
    while at != -1:
        if at < end and start < at + len(span):
            return True
        at = text.find(span, at + 1)
    return False


def charge_of_choice_matches(
    text: str, cat: Catalogue, claims: list[DraftClaim]
) -> list[PatternMatch]:
    """Every sentence of the draft `text` that says a charge of a choice topic whose options
    differ by a charge, where no option and no price was read (see the module docstring),
    as a match on the whole sentence (kind "choice")."""
    topics = [
        (t.key, rx)
        for t in cat.topics
        if t.kind == "choice"
        and _charged_options(t.choices)
        and (rx := compile_phrases(t.about)) is not None
    ]
    if not topics:
        return []
    out: list[PatternMatch] = []
    for s in _SENTENCE.finditer(text):
        sentence = s.group()
        if _NO_CHARGE.search(sentence) or not _CHARGE.search(sentence):
            continue
        here = [c for c in claims if _in(c.span, text, s.start(), s.end())]
        if any(c.value is not None and c.value.kind in ("money", "percent") for c in here):
            continue
        for key, rx in topics:
            if not rx.search(sentence) or any(c.topic == key for c in here):
                continue
            lead = len(sentence) - len(sentence.lstrip())
            start, end = s.start() + lead, s.start() + len(sentence.rstrip())
            out.append(PatternMatch(text=text[start:end], start=start, end=end, kind="choice"))
            break
    return out
