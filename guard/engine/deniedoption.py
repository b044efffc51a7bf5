"""A choice option denied with a copula ("refits aren't free", "the repair is not charged"),
with no option of that topic read in its sentence, is an unread value.

Why: the describing word of a two-word option phrase said as its noun's predicate states that
option (`extract.local.predicateoption`). Negated, it denies that option, and which option it
leaves is not in the words: a topic may list more than two options, and "isn't free" says
nothing of a deposit, a part charge or a discretionary fee. Read as nothing, such a sentence
had no money pattern and no claim, so a reply that denies the option the sources give went
out as ALLOW NO_POLICY_CLAIM. So it is an extraction gap (D0b, CAUTION EXTRACTION_GAP), as a
charge said in other words is (`chargedchoice`), never ALLOW; where the sentence also reads an
option of that topic, that option is decided and the denial adds nothing. So is a choice's
subject said to be needed or not where no one option says the same (`subjectneed`). Read in
drafts only. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.predicateoption import denied_options
from guard.extract.local.subjectneed import needed_subjects
from guard.extract.local.vocab import SEP, vocabulary
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, PatternMatch

#: A sentence: up to its end, a semicolon or a line break.
_SENTENCE: Final = re.compile(r"[^.!?;\n]+")


def denied_option_matches(
    text: str, cat: Catalogue, claims: list[DraftClaim]
) -> list[PatternMatch]:
    """Each denied option phrase of the draft `text` whose sentence reads no claim on its
    topic (see the module docstring), as a match on the words (kind "choice")."""
    vocab = vocabulary(cat)
    choices = vocab.choices
    if not choices:
        return []
    out: list[PatternMatch] = []
    for s in _SENTENCE.finditer(text):
        sentence = s.group()
        topics = {
            c.topic for c in claims if c.span and c.span in text and _overlaps(text, c.span, s)
        }
        # "helmets aren't needed": a choice's subject said to be needed or not (`subjectneed`)
        found = denied_options(sentence, choices, vocab.about) + needed_subjects(sentence, choices)
        for start, end, key in sorted(found):
            if key.split(SEP, 1)[0] in topics:
                continue
            a, b = s.start() + start, s.start() + end
            out.append(PatternMatch(text=text[a:b], start=a, end=b, kind="choice"))
            break
    return out


def _overlaps(text: str, span: str, s: re.Match[str]) -> bool:
    at = text.find(span)
    while at != -1:
        if at < s.end() and s.start() < at + len(span):
            return True
        at = text.find(span, at + 1)
    return False
