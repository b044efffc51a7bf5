"""A promise to contact the customer times that contact, not the thing it is about.

"Our finance team will get back to you within 2 working days to confirm the refund", "we'll
be in touch within 48 hours about your claim", "you'll hear from us within a week": the
duration is said with a verb of contact whose receiver is the customer (to get back to, be
in touch with, contact, call, email, reply to, hear from). It says how soon the customer
will be answered, by whoever makes the promise: a response time of the conversation. The
thing the contact is about ("to confirm the refund", "about your claim") names a topic,
but the contact is no act of it: the refund window is how long the customer has to ask,
the claim's deadline how long they have to claim. So on a topic whose own words (label,
phrases, hints) name no contact or reply ("time to ask for a refund"), such a duration is
no value: topic `other`. A topic that does measure a response ("support reply time",
"emergency response time", phrases "get back to you", "respond") keeps it.

The contact must go to the customer: "contact us within 14 days to cancel" is the
customer's own act, which a window often measures, and stays where the rest of the
reader puts it. English grammar of contact only: no domain's nouns.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_start
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# The customer as the receiver of a contact: "you", "the customer", "the member".
_YOU: Final = r"(?:you|the\s+customer|the\s+patient|the\s+member|the\s+client)"
# A verb of contact with the customer as its receiver, then at most four words ("with an
# update", "about it") before "within" or "in" and the value.
_CONTACT_RE: Final = re.compile(
    r"\b(?:"
    rf"(?:get|come|report|write)\s+back\s+to\s+{_YOU}"
    rf"|(?:reply|respond|write|speak|talk)\s+to\s+{_YOU}"
    rf"|(?:contact|call|ring|phone|email|e-mail|message|text)\s+{_YOU}(?:\s+back)?"
    rf"|(?:be|get)\s+in\s+touch(?:\s+with\s+{_YOU})?"
    r"|hear\s+(?:back\s+)?from\s+(?:us|them|our\s+[\w'’-]+|the\s+[\w'’-]+)"
    r")\b(?:\s+[\w'’-]+){0,4}?\s+(?:with)?in\s+$",
    _I,
)
# "be in touch" said by the customer ("you must get in touch within 14 days") is their act.
_CUSTOMER_TOUCH_RE: Final = re.compile(
    r"\byou(?:['’]ll|\s+will|\s+must|\s+should|\s+need\s+to|\s+can|\s+have\s+to)?\s+"
    r"(?:be|get)\s+in\s+touch\b",
    _I,
)
# The customer's own thing as the subject ("Your deposit will come back to you"): what comes
# or gets back to the customer is then that thing, returned, not a person's contact.
_YOUR_THING_RE: Final = re.compile(
    r"^\W*your\s+[\w'’-]+(?:\s+[\w'’-]+){0,3}?"
    r"\s+(?:will|would|should|can|could|may|might|is|are|'ll|’ll)?\s*(?:be\s+)?$",
    _I,
)
# A topic's words that name a contact or a reply: then it may measure the promise.
_CONTACT_WORDS_RE: Final = re.compile(
    r"\b(?:repl(?:y|ies|ied)|respon(?:d|ds|se|ses)|answer\w*|contact\w*|touch|call\w*|"
    r"ring\w*|email\w*|messag\w*|hear\w*|update\w*|get\s+back|come\s+back|follow[\s-]?up\w*)\b",
    _I,
)


def contact_promise(clause: Clause) -> str | None:
    """The words of a promise to contact the customer that the duration in `clause` times
    ("get back to you within"), or None (see the module docstring)."""
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    m = _CONTACT_RE.search(left)
    if m is None or _CUSTOMER_TOUCH_RE.search(left[max(0, m.start() - 30) : m.end()]):
        return None
    if _YOUR_THING_RE.match(left[: m.start()]):  # "Your bond will come back to you"
        return None
    return m.group().strip()


def names_contact(vocab: Vocabulary, topic: str) -> bool:
    """Whether the topic's own words (label, phrases, hints) name a contact or a reply."""
    spec = vocab.topic(topic)
    if spec is None:
        return True
    return bool(_CONTACT_WORDS_RE.search(" ".join((spec.label or "", *spec.about, *spec.hints))))


def a_response_time(vocab: Vocabulary, topic: str, clause: Clause) -> str | None:
    """The promise's words when a duration read on `topic` times a promise to contact the
    customer and the topic's words name no contact (see the module docstring), else None."""
    said = contact_promise(clause)
    return said if said is not None and not names_contact(vocab, topic) else None


def unnamed_response_time(vocab: Vocabulary, clause: Clause) -> str | None:
    """The promise's words when a duration whose sentence names no topic times a promise to
    contact the customer ("I've asked our engineer to look at it, and they'll call you back
    within 24 hours") and no duration topic's words name a contact or a reply, else None.

    The promise names what the duration is of, a response time of the conversation, as "you'll
    have a decision within 3 days" names a decision: a thing no topic covers, so the value is
    about that thing (topic `other`), not unattributed. Where a duration topic does measure a
    reply or a contact, the value stays for the rest of the reader (the ticket may name it)."""
    said = contact_promise(clause)
    if said is None:
        return None
    if any(names_contact(vocab, t.key) for t in vocab.catalogue.of_kind("duration")):
        return None
    return said
