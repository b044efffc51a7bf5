"""A percentage said before its noun is that noun's: "a 2.5% surcharge", "a 10% discount".

An article right before a percentage and a noun right after it make the percentage an
attribute of the noun, as "a £5 fee" makes the amount the fee's: "credit cards carry a 2.5%
surcharge" says what the surcharge is, whatever else the sentence names. So when the topic
was read from words outside the value's own clause ("The deposit is 30%, though credit
cards carry a 2.5% surcharge"), and the noun after it names something the catalogue does not cover (a
word in no phrase of a percent topic or scope, nor one that only says a kind of quantity:
`subject.all_known`), the value is that thing's, not the topic's. "a 25% booking deposit"
(the catalogue's own words), "30% of the price" and "25% upfront" (no article and noun) stay
as they were, and so does a value whose own clause names the topic ("a 30% payment to secure
your date": the clause says what the payment is).

English grammar only: the article and the function words that end a noun phrase are closed
classes; the catalogue's own words decide whether the noun is covered.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause
from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrases import FUNCTION_WORDS

_I: Final = re.IGNORECASE
#: An article right before the value: the value is an attribute of what follows.
_ARTICLE_BEFORE_RE: Final = re.compile(r"\b(?:a|an)\s+$", _I)
#: Up to three words right after the value, one space or hyphen apart.
_WORDS_AFTER_RE: Final = re.compile(r"[ \t]+([^\W\d_][\w'’]*(?:[ \t-]+[^\W\d_][\w'’]*){0,2})", _I)


def percent_noun(vocab: Vocabulary, clause: Clause) -> str | None:
    """The noun phrase a percentage at `clause` is an attribute of ("surcharge" of "a 2.5%
    surcharge") when it names something no percent topic covers, else None (see the module
    docstring)."""
    if not _ARTICLE_BEFORE_RE.search(clause.sentence[: clause.start]):
        return None
    m = _WORDS_AFTER_RE.match(clause.sentence, clause.end)
    if m is None:
        return None
    words: list[str] = []
    for w in re.split(r"[ \t-]+", m.group(1).strip()):
        if w.lower() in FUNCTION_WORDS:
            break
        words.append(w)
    phrase = " ".join(words)
    if not phrase or all_known(vocab, "percent", phrase):
        return None
    return phrase
