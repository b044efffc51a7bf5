"""The customer's own past act, narrated back: "I can see you cancelled 6 days before".

A reply often restates what the customer did, with the figure the customer gave ("I
cancelled 6 days before my delivery" → "you cancelled 6 days before the delivery"). That
value is a fact of this case, told in the past tense with the customer as the one who acted;
it says nothing of what the policy allows, any more than a date would. So a draft value is
the customer's figure, no claim, when:

- every number in it is one the customer wrote in the ticket's message (the same amount with
  its currency, or followed by the same word: `numbers.quoted_by_customer`, the one reader);
- its clause says "you" and a verb in the past tense ("you cancelled", "you've paid", "you
  booked it"), at most three words before the value, or after it as a reduced relative on
  the value's noun ("the £180 repair quote you sent us", "the £45 you paid"), or tells the
  same act in the passive with the customer's thing as its subject ("it was cancelled 8
  minutes after booking", "your parcel was sent 3 days late"), or what that thing did, in
  the active past ("your Express order arrived 3 days late", "it came 2 days after the
  party"): the customer's thing is a party of this case as the customer is. That last form
  is read for a duration only: an amount a thing "came to" is a total, which `multiples`
  checks against the draft's own rate;
- the clause is no condition ("if you cancelled 6 days before, …" states a rule).

A value the draft states as policy in the present or future ("you can cancel 6 days
before", "you'll need to cancel 6 days before") is never set aside: it is decided like any
claim, so a draft that confirms a wrong figure the customer suggested is still held.

English grammar only (a past-tense verb after "you"), no catalogue's words. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION_BUT_SQUARE_BRACKETS, clause_before
from guard.engine.numbers import quoted_by_customer, value_at
from guard.english import BE_FORMS, DO_FORMS, HAVE_FORMS, MODALS
from guard.models import DraftClaim

# A verb in the past tense: "-ed" (not "need", "feed": a stem ending in "e" before "ed"), or
# a common irregular past form. Never a verb of saying or thinking: "you were told £100",
# "you mentioned 6 days" report words, which the extractor reads as reported speech.
_SAYING: Final = (
    r"(?!(?:said|told|mentioned|asked|wrote|quoted|stated|explained|suggested|claimed|"
    r"reported|heard|thought|expected|believed|understood|assumed|read|saw|noticed)\b)"
)
_PAST: Final = (
    rf"{_SAYING}(?:[a-z]+(?:[^e\W]ed|ied)|paid|sent|made|got|gave|left|bought|took|rang|"
    r"spent|kept|chose|came|went|put|set|had)"
)
# "you" (with a perfect's auxiliary or an adverb), the past verb, then up to three words
# before the value, none of them a modal or another subject: "you cancelled ", "you've
# already paid ", "you booked your walk ".
_ACT_RE: Final = re.compile(
    rf"\byou(?:['’]ve|\s+have|\s+had|\s+already|\s+just|\s+only)*\s+{_PAST}\b"
    r"(?:\s+(?!(?:can|could|will|would|must|should|need|may|might|you|we|i|they|he|she|it)\b)"
    r"[\w'’]+){0,3}\s*$",
    re.IGNORECASE,
)
# The same act told after the value, as a reduced relative on its noun: a determiner before
# it, up to three words of its noun, then "you" and the past verb ("the £180 quote you sent
# us", "the £45 you paid"): the figure is the thing the customer sent or paid.
_DETERMINER_BEFORE_RE: Final = re.compile(r"\b(?:the|that|this|your)\s+$", re.IGNORECASE)
_ACT_AFTER_RE: Final = re.compile(
    r"^(?:\s+(?!(?:you|we|i|they|he|she|it|is|are|was|were|will|can|must)\b)[A-Za-z][\w'’-]*)"
    rf"{{0,3}}\s+you(?:['’]ve|\s+have|\s+had|\s+already|\s+just|\s+only)*\s+{_PAST}\b",
    re.IGNORECASE,
)
# The same act told in the passive, with the customer's thing as the subject ("it was
# cancelled 8 minutes after booking", "your parcel was sent 3 days late"): what happened in
# this case, told in the past, as surely as "you cancelled" is.
_PASSIVE_ACT_RE: Final = re.compile(
    r"\b(?:it|they|(?:your|the|this|that)\s+[A-Za-z][\w'’-]*)\s+"
    rf"(?:was|were|got|had\s+been|has\s+been|have\s+been)(?:\s+already|\s+just|\s+only)?\s+{_PAST}\b"
    r"(?:\s+(?!(?:can|could|will|would|must|should|need|may|might|you|we|i|they|he|she|it)\b)"
    r"[\w'’]+){0,3}\s*$",
    re.IGNORECASE,
)
# What the customer's thing did, told in the active past ("your Express order arrived 3 days
# late", "the parcel came 2 days after"): a determiner, up to three words of its noun, the past
# verb, then up to three words before the value, none a modal or another subject. A word of
# the noun is never an auxiliary or a modal verb (`_NOT_A_NOUN`): "your system will be
# installed within 3 weeks" is a future passive, a statement of policy, with no noun "system
# will be". A past or perfect auxiliary has its own place before the verb ("your order was
# delivered 3 days late", "the parcel has arrived 2 days late"): still the thing's past act.
_NOT_A_NOUN: Final = r"(?!(?:" + "|".join((*BE_FORMS, *HAVE_FORMS, *DO_FORMS, *MODALS)) + r")\b)"
_PAST_AUXILIARY: Final = r"(?:(?:was|were|got|has|have|had)(?:\s+been)?\s+)?"
_THING_ACT_RE: Final = re.compile(
    rf"\b(?:it|they|(?:your|the|this|that)(?:\s+{_NOT_A_NOUN}[A-Za-z][\w'’-]*){{1,3}}?)\s+"
    rf"{_PAST_AUXILIARY}(?:already\s+|just\s+|only\s+|finally\s+)?{_PAST}\b"
    r"(?:\s+(?!(?:can|could|will|would|must|should|need|may|might|you|we|i|they|he|she|it)\b)"
    r"[\w'’]+){0,3}\s*$",
    re.IGNORECASE,
)
_CONDITION_RE: Final = re.compile(
    r"\b(?:if|unless|when|whenever|once|provided|as\s+long\s+as|in\s+case)\b", re.IGNORECASE
)


def customer_act(text: str, c: DraftClaim, message: str) -> bool:
    """Whether the draft claim `c`, where it stands in the draft `text`, narrates the
    customer's own past act with the customer's own figure (see the module docstring)."""
    start = value_at(text, c)
    if start < 0 or not message:
        return False
    clause = clause_before(text, start, PUNCTUATION_BUT_SQUARE_BRACKETS)
    after = text[start + len(c.value_text) :]
    told = (
        _ACT_RE.search(clause)
        or _PASSIVE_ACT_RE.search(clause)
        or (_THING_ACT_RE.search(clause) and c.value is not None and c.value.kind == "duration")
        or (_DETERMINER_BEFORE_RE.search(clause) and _ACT_AFTER_RE.match(after))
    )
    if not told or _CONDITION_RE.search(clause):
        return False
    return quoted_by_customer(text, c, message)
