"""How old a thing is says which things a rule covers, not how long someone has to act.

"The payout is capped at 75%; apply the wear-and-tear table for items older than a year":
the year is the age of the items the table applies to (a scope of the case), not a time
limit of anything the text's heading names ("lost and damaged items" over a claim window).
The same holds for "bookings made more than 30 days ago", "accounts inactive for over 12
months" said as "accounts older than 12 months", "parts over 5 years old": a comparison of
a thing's age ("<noun> older/newer than N", "<noun> more than N old") picks the things a
rule is about. A duration topic takes it only when it is an age by its own label and
phrases (`ages.is_age`: "children older than 12"), or when the thing whose age it is is
what the topic's own phrases name: then that thing's age is the topic's limit ("vouchers
older than 12 months can't be used" on a voucher-validity topic whose phrases name
vouchers; "reports older than 7 days are out of time" on a topic with "report*").

Only a topic read from outside the value's own clause (a heading, an earlier sentence, the
rest of the sentence) yields (`reading`): when the value's own clause names the topic
("tickets older than 24 hours can't be refunded" on a refund window), the thing's age is the
limit of that act.

Pure: a catalogue vocabulary, a topic and the sentence around the value in, the words that
say it is a thing's age (or None) out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    ARTICLES,
    BE_FORMS,
    COORDINATORS,
    POSSESSIVES,
    PREPOSITIONS,
    QUANTIFIERS,
    RELATIVES,
    SUBJECT_PRONOUNS,
    word_set,
)
from guard.extract.local.ages import is_age
from guard.extract.local.cues import cue
from guard.extract.local.vocab import Vocabulary

#: The thing (up to three words, the last a noun) and the comparison right before the value:
#: "items older than ", "parcels that are newer than ", "bookings more than " (with "old"
#: after the value, `_OLD_AFTER_RE`).
_THING: Final = r"(?P<thing>(?:[A-Za-z][\w'’-]*\s+){0,2}[A-Za-z][\w'’-]*)\s+"
_RELATIVE: Final = r"(?:(?:that|which)\s+(?:are|is|were|was)\s+|(?:are|is)\s+)?"
_OLDER_RE: Final = re.compile(
    _THING + _RELATIVE + r"(?:older|newer)\s+than\s+(?:about\s+|around\s+)?$", re.IGNORECASE
)
_MORE_RE: Final = re.compile(
    _THING + _RELATIVE + r"(?:more\s+than|over|under|less\s+than)\s+$", re.IGNORECASE
)
_OLD_AFTER_RE: Final = re.compile(r"\s+old\b", re.IGNORECASE)

#: Words that are no thing: a person is aged, not old in this sense (`ages` reads people's
#: ages), and a pronoun or a verb's object marker names nothing the rule covers.
_NOT_A_THING: Final = word_set(
    SUBJECT_PRONOUNS,
    ("someone", "anyone"),
    BE_FORMS,
    ARTICLES,
    COORDINATORS,
    ("than", "if", "when", "not", "no"),
)

#: Words that join the thing to what comes before it ("the table for items"): the thing is
#: the words after the last of them.
#: Narrower on purpose: "over" and "under" are the comparison itself (`_MORE_RE`), and
#: "before" and "after" a time ("items bought before May"), not what joins a thing.
_JOINING: Final = word_set(
    PREPOSITIONS,
    ("all",),
    QUANTIFIERS,
    ARTICLES,
    POSSESSIVES,
    COORDINATORS,
    ("that", "which"),
    without=("over", "under", "before", "after"),
)

#: The relative words of a thing ("who" and "whose" are a person's, whom `ages` reads) and
#: the finite forms of "be": "items that are", "goods which were".
_LINKING: Final = word_set(
    RELATIVES, BE_FORMS, without=("who", "whose", "where", "be", "been", "being")
)


def age_of_a_thing(
    vocab: Vocabulary, topic: str, sentence: str, start: int, end: int
) -> str | None:
    """The words that say the duration at `start:end` of `sentence` is how old a thing is
    ("items older than a year"), when that makes it no value of `topic` (see the module
    docstring); None otherwise."""
    if is_age(vocab, topic):
        return None
    before = sentence[:start]
    m = _OLDER_RE.search(before)
    if m is None:
        m = _MORE_RE.search(before)
        if m is None or not _OLD_AFTER_RE.match(sentence, end):
            return None
    words = m.group("thing").split()
    while words and words[-1].lower() in _LINKING:  # "items that are": the noun is before
        words.pop()
    run: list[str] = []  # the noun and its modifiers: the words after the last joining word
    for w in reversed(words):
        if w.lower() in _JOINING:
            break
        run.insert(0, w)
    if not run or run[-1].lower() in _NOT_A_THING:
        return None
    thing = " ".join(run)
    if any(t == topic for _, _, t in cue(thing, vocab).strong):
        return None  # "reports older than 7 days" on a report window: the thing's own limit
    return f"{thing} {sentence[m.end('thing') : end].strip()}"
