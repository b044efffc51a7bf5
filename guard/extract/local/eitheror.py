"""An either-or question: "Is the deposit still £50, or has it gone up?".

A value's clause that ends at a comma reads as a statement ("It's 5 days, OK?" states 5
days, then asks for agreement). But when the sentence opens with an auxiliary before its
subject (interrogative word order: "Is it", "Do we", "Has the fee", "Can members") and its
next clause after the value is led by "or" and ends in a question mark, the two clauses
are the alternatives of one question: the writer asks which value holds, and states
neither. Read as a statement the first alternative would be a proposal or a promise that
nobody made.

Grammar words only: the auxiliaries and the pronouns and determiners that can follow them
at the head of a question are closed classes of English, as is "or".
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

_I: Final = re.IGNORECASE

# An auxiliary, then the subject's first word: interrogative word order.
_INVERTED_RE: Final = re.compile(
    r"^[\W_]*(?:(?:so|and|but|also|hey|hi|ok(?:ay)?|quick\s+one)\b[\W_]*)*"
    r"(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|has|have|had|"
    r"(?:is|are|was|were|do|does|did|has|have|can|could|would|should)n['’]?t)\s+"
    r"(?:it|we|you|they|he|she|I|there|this|that|these|those|the|our|your|their|its|a|an|"
    r"any|all|every|each)\b",
    _I,
)
# After the value: the rest of its clause, a comma, "or" leading the other alternative,
# and a question mark ending the sentence.
_OR_ASKED_RE: Final = re.compile(r"[^.!?,;]*,\s*or\b[^.!?]*\?")


def either_or_asked(clause: Clause) -> bool:
    """Whether the value is the first alternative of an either-or question (see the module
    docstring): asked, not stated."""
    return bool(
        _INVERTED_RE.match(clause.sentence) and _OR_ASKED_RE.match(clause.sentence, clause.end)
    )
