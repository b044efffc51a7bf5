"""An amount inside the condition of a zero is the threshold that condition sets, not the charge.

"Delivery is £4.99, or free if you spend over £40", "Standard delivery costs £3.95 – free on
orders of £50 or more", "the fee is £2.50, waived when your basket is over £30": the first
amount is what the charge is; the second is said inside the condition under which the charge
is nothing ("free if …", "waived when …", "no fee on …"), and is what you must spend for the
zero to hold. Read by its clause alone, the second amount lands on the charge the sentence
names, and one document then states £4.99 and £40 for one fee, a conflict no reader of it
sees. (A "free" whose own phrase names the threshold topic, "delivery is free on orders over
£40" on a topic about "delivery is free", was already read right; this is the form whose
words name only the charge.)

So a money amount is in a zero's condition when a word for nothing ("free", "waived", "no
charge") comes before it in its clause, a condition opens right after that word ("if",
"when", "once", "provided", … `threshold.CONDITION_WORDS`, or "on"/"for" as in "free on
orders of …"), and the amount is what the condition compares against: a comparison right
before it ("over", "above", "more than", "at least", "spend") or "or more" right after. The
mirror order is read too: a condition opening the sentence and holding the amount, then a
zero in the clause after it ("If you spend over £40, delivery is free"). "Free for a car but
£25 for a van" is no condition's amount: the £25 is compared with nothing.

Such an amount is a claim on the money topic its words name, if the catalogue has one: the
condition's own words ("minimum spend of £40"), or the zero restated with the charge's words
("free delivery", "delivery is free": how a catalogue names the spend that makes it free).
Otherwise it is no claim on the charge: `other`, with a note saying it is the threshold.
English grammar only (the words for nothing, condition and comparison), no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import AT_LEAST, MORE_THAN, OR_MORE, one_of
from guard.extract.local.beyondfree import names_free_limit
from guard.extract.local.cues import Because, cue
from guard.extract.local.evidence import pick
from guard.extract.local.threshold import CONDITION_WORDS
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER

_I: Final = re.IGNORECASE

# A word for nothing, as said of a charge.
_ZERO: Final = r"(?:free|waived|no\s+(?:[\w-]+\s+)?(?:fee|charge|cost)s?)"
# What opens a zero's condition: a condition word, or "on"/"for" ("free on orders over …").
_OPENS: Final = rf"(?:{CONDITION_WORDS}|on|for)"
# Words that end the zero's condition before the amount: a mark, or a coordinator that starts
# another predicate ("free for a car but £25 for a van").
_NO_BREAK: Final = r"(?:(?!\b(?:but|or|otherwise|whereas|while|then)\b)[^,;:.!?()\[\]–—])*"
# The amount is the condition's: a comparison that sets a floor (guard.english's MORE_THAN
# and AT_LEAST, "exceeding", "upwards of"), or spending, right before it ...
_COMPARISON: Final = (
    rf"\b(?:{one_of(MORE_THAN, AT_LEAST)}|exceeding|exceeds?|upwards\s+of|spend(?:ing|s)?|"
    r"spent|reach(?:es|ing)?|totall?ing|worth)\s+"
)
_COMPARED_LEFT_RE: Final = re.compile(rf"{_COMPARISON}$", _I)
# ... or "or more" right after it ("orders of £50 or more", "£50 and up", "£50+"): guard.english's
# OR_MORE, but not "and up to", which opens another bound ("£40 and up to 3 items").
_COMPARED_RIGHT_RE: Final = re.compile(rf"\s*(?:\+|(?:{one_of(OR_MORE)})\b(?!\s+to\b))", _I)

# After a zero: the condition opens right after the zero word and runs unbroken to the
# amount, or the comparison follows the zero word itself ("free over £40").
_AFTER_ZERO_RE: Final = re.compile(rf"\b{_ZERO}\s+(?:{_OPENS}\b{_NO_BREAK}|{_COMPARISON})$", _I)
# Before a zero: a condition opens the amount's clause, which runs unbroken to it ...
_OPENING_CONDITION_RE: Final = re.compile(rf"(?:^|[.;:!?]\s*)[\s*_>(]*{_OPENS}\b{_NO_BREAK}$", _I)
# ... and the zero is in the clause right after the condition's comma.
_ZERO_NEXT_RE: Final = re.compile(rf"^[^,;:.!?]*,\s*[^,;:.!?]*?\b{_ZERO}\b", _I)


#: The note on an amount that sets a zero's condition and names no topic of its own.
THRESHOLD_NOTE: Final = "the amount a zero's condition sets (a threshold), not the charge"


def in_zero_condition(sentence: str, start: int, end: int) -> bool:
    """Whether the amount at `sentence[start:end]` is what a zero's condition compares
    against (see the module docstring)."""
    left, right = sentence[:start], sentence[end:]
    compared = bool(_COMPARED_LEFT_RE.search(left) or _COMPARED_RIGHT_RE.match(right))
    if not compared:
        return False
    if _AFTER_ZERO_RE.search(left):
        return True
    return bool(_OPENING_CONDITION_RE.search(left) and _ZERO_NEXT_RE.match(right))


def threshold_topic(
    vocab: Vocabulary, topic: str, why: Because, sentence: str, start: int, end: int
) -> tuple[str, Because] | None:
    """The topic of a money amount read onto `topic` (for `why`) that sits in a zero's
    condition: the money topic the condition's words or the zero restated with the charge's
    words name, else `other`. None when the amount is in no zero's condition, or `topic` is
    already one whose label names what is free (a threshold topic: "spend for free
    delivery")."""
    if not in_zero_condition(sentence, start, end):
        return None
    spec = vocab.topic(topic)
    if spec is not None and names_free_limit(spec.label or ""):
        return None
    condition = _condition_words(sentence, start, end)
    texts = [condition]
    if topic != OTHER and why.words:
        texts += [f"free {why.words}", f"{why.words} is free"]
    for text in texts:
        c = cue(text, vocab)
        p = pick(vocab, text, c.strong, "money", (0, len(text)), frozenset({topic}))
        if p is not None:
            named = vocab.topic(p.topic)
            words = text[p.match[0] : p.match[1]]
            about = named.about if named else ()
            return p.topic, Because("clause", words, "about", p.topic, about, THRESHOLD_NOTE)
    return OTHER, Because("clause", condition, note=THRESHOLD_NOTE)


def _condition_words(sentence: str, start: int, end: int) -> str:
    """The condition's words up to and with the amount: from the word that opens it."""
    left = sentence[:start]
    m = _AFTER_ZERO_RE.search(left) or _OPENING_CONDITION_RE.search(left)
    begin = m.start() if m else 0
    return sentence[begin:end].strip(" .,;:*_>(")
