"""A value said after "but" that follows a denial of a topic's act is what is given instead,
not that topic's value.

"No refund is due, but the amount is kept as credit valid for 6 months" names a refund only
to deny it: the 6 months is how long the credit lasts, and the clause after "but" says what
happens in place of the refund. Read from its sentence, the value took the refund topic from
the denied clause and set a false refund time beside the real one. The same holds for any
act or charge a clause denies: "We don't charge a delivery fee, but returns cost £4" (the
£4 is no delivery fee), "Tickets can't be exchanged, but you may resell them within 10
days".

So a value in a clause opened by ", but" (or "; but"), whose sentence before it denies a
topic of the value's kind (a negator right before that topic's phrase, at most two words
between: "no refund", "can't refund", "isn't refunded", "not refundable"), and whose own
clause from "but" to the sentence's end names no topic of its kind, is `other`. Not when
the clause after "but" opens with a pronoun that refers back ("Refunds aren't instant, but
they take 5 days": "they" are the refunds), and not when the negator denies something else
about the named thing ("Refunds aren't instant": the negator comes after the phrase).

English grammar only: a negator, a contrastive "but", a subject pronoun; the topic phrases
are the catalogue's own.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import Because, cue
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# The last ", but" / "; but" before the value.
_BUT_RE: Final = re.compile(r"[,;]\s*but\s+", _I)
# A clause after "but" that opens with a pronoun referring back to what was denied.
_REFERS_BACK_RE: Final = re.compile(r"^(?:it|they|these|those)\b", _I)
# A negator right before a phrase, at most two words between ("no refund", "can't refund",
# "isn't refunded", "not be refunded").
_DENIED_BEFORE_RE: Final = re.compile(
    r"\b(?:no|not|never|cannot|[a-z]+n['’]t)(?:\s+[a-z]+){0,2}\s+$",
    _I,
)


def instead_of_denied(vocab: Vocabulary, kind: str, sentence: str, start: int) -> Because | None:
    """Why the value of `kind` at `start` in `sentence` is `other` (module docstring), or
    None when it is not said instead of a denied topic's act."""
    buts = list(_BUT_RE.finditer(sentence, 0, start))
    if not buts:
        return None
    but = buts[-1]
    rest = sentence[but.end() :]
    if _REFERS_BACK_RE.match(rest) or _names_kind(vocab, kind, rest):
        return None
    denied = sentence[: but.start()]
    for s, e, topic in cue(denied, vocab).strong:
        spec = vocab.topic(topic)
        if spec is None or spec.kind != kind:
            continue
        if _DENIED_BEFORE_RE.search(denied[:s]):
            return Because(
                "sentence",
                denied[s:e],
                note="said after 'but', instead of the act a clause before it denies",
            )
    return None


def _names_kind(vocab: Vocabulary, kind: str, text: str) -> bool:
    """Whether `text` has an `about` phrase of a topic of `kind`."""
    for _s, _e, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        if spec is not None and spec.kind == kind:
            return True
    return False
