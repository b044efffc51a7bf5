"""A coordinated main clause after a value is its own clause: its words name what it says, not
the value before it.

"You can return the boots within 30 days, and we'll send your money back by card" says
nothing of how long the money takes: the 30 days is the return window, and "money back"
stands in a new main clause with its own subject, after the value. So when a value's topic
is read from its sentence, a main clause that a conjunction (or a semicolon) opens with its
own subject after the value is masked. Only after: a later clause often refers back to an
earlier one ("We'll refund you, and it takes 5 days": "it" is the refund), never forward.

The new main clause may open with a condition of its own, a subordinator ("if", "when",
"once", "unless") and that condition's subject: "…less than 14 days away, so we keep the
whole price, but if we re-let the day I'll refund what I can" coordinates a main clause
("I'll refund …") with its condition fronted, as much a clause of its own as ", but I'll
refund" is.

The new subject may also be a noun phrase led by a determiner, when a finite verb follows it
within three words (", and your prints arrived on 2 October", "; the parcel was sent on
Monday"): an auxiliary or a verb in the past tense, which no noun phrase continues with. A
determiner and nouns with no such verb ("…within 30 days, and the return label too") start no
clause of their own.

The value may itself stand in such a clause, after a comma and a conjunction ("and",
"but", "though", "although", "while", "whereas"), with a subject of its own that is a noun
phrase with no definite determiner (a definite one, "the money", a pronoun, "it", often refers
back): "We need 48 hours' notice to move it, and a deposit refund takes up to
10 working days", "Turnaround is 5 days, though leather and suede can take up to 3 weeks".
That subject is what the value measures; the clause before it names another thing's value,
so it is masked for this value (`before_own_main_clause`). A pronoun subject ("…, and it
takes 5 days") refers back and is left alone, as is a clause that points back with a
pronoun object ("…, and the scheme pays back 25% for that"), a possessive pronoun subject
("…, but yours is 5%") and a clause with no verb after its noun phrase within three words.

English grammar only: a comma or semicolon, a coordinating conjunction and a subject pronoun,
or a determiner, up to three words and a finite verb.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    BE_FORMS,
    CLOSED_CLASSES,
    CUSTOMER_WORDS,
    HAVE_FORMS,
    MODALS,
    WRITER_WORDS,
)

# A finite verb right after a noun phrase: an auxiliary, or a past tense ("-ed" after a
# consonant other than "e", or a common irregular past).
_FINITE: Final = (
    r"(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|do|did|"
    r"[a-z]+[^e\W]ed|[a-z]+ied|came|went|got|took|sent|made|left|gave|arrived)"
)
_NEW_MAIN_CLAUSE_RE: Final = re.compile(
    r"(?:,\s*(?:and|but|so|yet|or)|;\s*(?:and|but|so|yet|or)?)\s+"
    r"(?:(?:if|when|once|unless)\s+)?"  # its own condition first: ", but if we re-let it, …"
    r"(?:(?:we|you|they|i|he|she|it|there)(?:['’](?:ll|re|ve|d|s|m))?\b"
    r"|(?:your|our|their|the|my|his|her|this|that|these|those)"
    rf"(?:\s+(?!{_FINITE}\b)[A-Za-z][\w'’-]*){{1,3}}?\s+{_FINITE}\b)",
    re.IGNORECASE,
)


# With no comma, "and", "but" or "so" opens a main clause of its own only after a value whose
# own clause already has its subject and verb ("Your basket is at £38.50 and standard delivery
# is free"), and only before a noun phrase of its own (a determiner and up to three words, or
# up to three words with no determiner) and a finite verb of the present or future. A pronoun
# after it is left alone: with no comma, "You can cancel within 14 days and we'll refund your
# deposit" says what the cancelling within 14 days is for, one statement.
_NEW_MAIN_CLAUSE_NO_COMMA_RE: Final = re.compile(
    r"\s+(?:and|but|so)\s+"
    r"(?!(?:we|you|they|i|he|she|it|there)\b)"
    r"(?:(?:your|our|their|the|my|his|her|this|that|these|those)\s+)?"
    r"(?:(?!(?:is|are|will|can|has|have)\b)[A-Za-z][\w'’-]*\s+){1,3}"
    r"(?:is|are|will|can|has|have)\b",
    re.IGNORECASE,
)
# A value's own clause with its subject and verb before the value: "Your basket is at",
# "you can return it within", after the last comma, semicolon or colon before it.
_OWN_SUBJECT_AND_VERB_RE: Final = re.compile(
    r"(?:^|[,;:!?]\s*|\.\s+)(?:hi\s+\w+[,!]?\s*)?"
    r"(?:(?:we|you|they|i|he|she|it|there)(?:['’](?:ll|re|ve|d|s|m))?\b"
    r"|(?:your|our|their|the|my|his|her|this|that)(?:\s+[A-Za-z][\w'’-]*){1,3}?\s+"
    rf"{_FINITE}\b)[^,;:]*$",
    re.IGNORECASE,
)


# A clause the value stands in, opened by a comma, a conjunction and a noun-phrase subject of
# its own (an optional indefinite determiner or quantifier, one to three content words), then a verb: an auxiliary or
# modal, or a present-tense verb in "-s" right before the value's words ("takes up to").
_CONTENT_WORD: Final = (
    rf"(?!(?:{'|'.join((*CLOSED_CLASSES, *CUSTOMER_WORDS, *WRITER_WORDS))})\b)[A-Za-z][\w'’-]*"
)
_OWN_MAIN_CLAUSE_RE: Final = re.compile(
    r"[,;]\s*(?:and|but|though|although|while|whereas)\s+"
    r"(?:(?:a|an|any|each|every|some)\s+)?"
    rf"{_CONTENT_WORD}(?:\s+(?:(?:and|or)\s+)?{_CONTENT_WORD}){{0,2}}?\s+"
    rf"(?:(?:{'|'.join((*MODALS, *BE_FORMS, *HAVE_FORMS))})\b|[a-z]+s\s+(?=(?:\S+\s+){{0,2}}$))"
    r"[^,;:]*$",
    re.IGNORECASE,
)


# A pronoun the clause refers back with ("…, and the scheme pays 25% for that"): the earlier
# clause still says what the value is for.
_REFERS_BACK_RE: Final = re.compile(
    r"\b(?:for|of|on|to|with|about|in|at)\s+(?:that|this|it|them|these|those)\b(?!\s+[a-z])",
    re.IGNORECASE,
)


def before_own_main_clause(sentence: str, start: int) -> str:
    """The sentence with what comes before the value's own coordinated main clause blanked
    out, positions kept, when that clause has a noun-phrase subject of its own (module
    docstring); else the sentence unchanged."""
    m = _OWN_MAIN_CLAUSE_RE.search(sentence[:start])
    if m is None or _REFERS_BACK_RE.search(sentence[m.start() + 1 :].split(".")[0]):
        return sentence
    return " " * (m.start() + 1) + sentence[m.start() + 1 :]


def before_next_main_clause(sentence: str, end: int) -> str:
    """The sentence with any coordinated main clause that starts after `end` (a value's end)
    blanked out, positions kept. With no comma before the conjunction, only after a value
    whose own clause has its own subject and verb (`_NEW_MAIN_CLAUSE_NO_COMMA_RE`)."""
    m = _NEW_MAIN_CLAUSE_RE.search(sentence, end)
    if m is None and _OWN_SUBJECT_AND_VERB_RE.search(sentence[:end]):
        m = _NEW_MAIN_CLAUSE_NO_COMMA_RE.match(sentence, _next_words(sentence, end))
    if m is None:
        return sentence
    return sentence[: m.start()] + " " * (len(sentence) - m.start())


def _next_words(sentence: str, end: int) -> int:
    """Where the conjunction after the value may stand: right after the value's own words (up
    to three words with no punctuation, "£38.50 a month and …"), or right after the value."""
    m = re.match(r"(?:\s+(?!(?:and|but|so)\b)[A-Za-z][\w'’-]*){0,3}", sentence[end:], re.IGNORECASE)
    return end + (m.end() if m else 0)
