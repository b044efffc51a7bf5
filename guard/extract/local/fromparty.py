"""Whose thing a value is by "from <party>": "two months' notice from the supplier".

A value's own noun followed by "from" and a party ("notice from the supplier", "a reply from
your manager", "notice from us") says whose that thing is: the party's. A topic measures the
thing of one party, and its own words say whose (`whoseact.topic_party`): "your notice",
"give notice" are the reader's; "we reply within" is ours. When the topic's words name whose
it is, the party after "from" is neither that party nor a word of the topic's own label or
phrases ("notice from the member" on "notice a member gives" keeps it), the thing is another
party's, and the value is no value of the topic.

English grammar only: the party is a noun phrase of a determiner and one noun that ends the
phrase ("from the supplier.", "from your manager, and"), never a time or a place the value
counts from ("from the date of", "from the day you", "from delivery": no determiner, or the
phrase goes on). No list of parties, and no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, CUSTOMER_WORDS, PERIODS, POSSESSIVES, one_of
from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.whoseact import topic_party
from guard.wordforms import stem

_I: Final = re.IGNORECASE

# Right after the value: its possessive mark, at most one modifier and its noun, then
# "from" and a party: a determiner and one noun that ends the phrase, or a pronoun.
_FROM_PARTY_RE: Final = re.compile(
    rf"^(?:['’]s?)?\s+(?:[\w-]+\s+)?(?P<noun>[^\W\d_]+)\s+from\s+"
    rf"(?:(?P<det>{one_of(ARTICLES, POSSESSIVES, ('either', 'each'))})\s+(?P<party>[^\W\d_]+)"
    rf"|(?P<pronoun>us|you|them|him|her|me))"
    rf"(?=\s*(?:[.,;:!?)]|$|\s(?:and|or|but)\b))",
    _I,
)
_PERIOD_RE: Final = re.compile(rf"^(?:{PERIODS})s?$", _I)
_WORD_RE: Final = re.compile(r"[^\W\d_]+")


def _party_of(det: str | None, party: str | None, pronoun: str | None) -> str:
    """'customer', 'writer' or the party noun's stem."""
    if pronoun is not None:
        word = pronoun.lower()
        return "customer" if word in CUSTOMER_WORDS else "writer" if word == "us" else word
    assert det is not None and party is not None
    if det.lower() == "our":
        return "writer"  # "notice from our team"
    return stem(party)


def from_another_party(vocab: Vocabulary, clause: Clause, topic: str) -> Because | None:
    """Why the value read on `topic` is another party's thing by "<value> <noun> from
    <party>" (the module docstring), or None."""
    m = _FROM_PARTY_RE.match(clause.right)
    if m is None or (m["party"] is not None and _PERIOD_RE.match(m["party"])):
        return None
    spec = vocab.topic(topic)
    owner = topic_party(vocab, topic)
    if spec is None or owner is None:
        return None
    words = {stem(w) for w in _WORD_RE.findall(" ".join((spec.label, *spec.about, *spec.hints)))}
    if stem(m["noun"]) not in words:
        return None  # not the thing the topic measures
    party = _party_of(m["det"], m["party"], m["pronoun"])
    if party == owner or party in words:
        return None
    return Because("clause", m.group().strip(" '’"), note=f"another party's {m['noun']}")
