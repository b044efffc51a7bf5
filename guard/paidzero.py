"""A denied paying or charging said with the verb, not a noun: a price of zero.

"There's no charge for X" and "we don't charge for X" are read as zeros (`money._FREE_RE`). The
same denial said from the payer's side, or in the passive, or of the cost itself says the same
thing: "you won't be charged for X", "you're not charged a fee", "you don't pay anything for
X", "there's nothing to pay for X", "there's no need to pay for X". Left unread, a reply that wrongly tells a customer a £10 fee costs nothing
stated no claim at all and went out as an ALLOW (issue 17: no claim found is never proof of
safety). Read as the zero it is, the topic is decided as for every zero (`zerotopic`): only a
money or percent topic its clause names, so where the object names no topic ("you won't be
charged for parking" with no parking topic) it stays no claim; a condition in its clause ("if
…") makes it the exception that condition sets (`exceptionzero`, `DraftClaim.condition`), and
a repeat ("won't be charged twice") is no zero (`repeated`).

English grammar only, never a catalogue's words: a negation ("not", "never", "n't"), the
passive or active verb of charging or paying, then what the denial is of: "for", an article, a
possessive or "anything"/"a penny". Not read: a bound ("won't be charged more than £5",
"anything over"), a time ("won't be charged until Monday", "for the first month": when
charging starts, not a price) and "pay for itself". A cost denied of its subject ("X
doesn't cost anything", "X costs nothing") is not read as a zero: its subject is often a
narrower case than the topic ("mugs re-glazed because they came chipped cost nothing"
beside a glazing fee), which only a reading of the subject could tell; it is a policy pattern
(`DENIED_PAYING_WORDS`), so a draft that says one and yields no claim is an unread value
(CAUTION EXTRACTION_GAP), never an ALLOW.
"""

from __future__ import annotations

from typing import Final

_NEG: Final = r"(?:\bnot|\bnever|n['’]?t)"
# What a denied charge is of: "for", an article or possessive, "anything", "a penny", "a
# thing", or the clause's end. Not a bound or a time after it.
_OF: Final = (
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:for|a|an|any|anything|the|your|extra|a\s+penny)\b)"
    r"(?!\s+(?:for\s+)?(?:more|over|above|less|until|till|before|after|from|twice|again)\b)"
    r"(?!\s+anything\s+(?:more|over|above|else)\b)"
    r"(?!\s+for\s+(?:another|the\s+(?:next|first|rest|remaining)|\d|(?:a|one|two|three|a\s+few)"
    r"\s+(?:days?|weeks?|months?|years?))\b)"
    r"(?!\s+for\s+itself\b)"
    # the rest of the clause times the charge: "won't be charged for it until Monday"
    r"(?![^.;:!?]*\b(?:until|till)\b)"
)
#: A regex source (case-insensitive use): a denied charge said with its verb.
DENIED_PAYING: Final = (
    # "you won't be charged for", "you're not charged a", "never get charged for"
    rf"{_NEG}\s+(?:\w+ly\s+)?(?:be\s+|been\s+|get\s+|gets\s+|being\s+)?charged{_OF}"
    # "you don't pay anything", "you won't pay a penny", "members never pay for"
    rf"|{_NEG}\s+(?:have\s+to\s+|need\s+to\s+)?pay\s+(?:anything|a\s+penny|a\s+thing|for)\b"
    r"(?!\s+(?:more|over|above|less|until|till|again|twice|itself|another)\b)"
    r"(?!\s+(?:the\s+(?:next|first|rest|remaining)|\d)|\s+anything\s+(?:more|over|above|else))"
    r"(?![^.;:!?]*\b(?:until|till)\b)"
    # "non-members don't pay.", "watchers don't have to pay, so …": a denied paying with no
    # object, closing its clause, denies paying for what its subject names
    rf"|{_NEG}\s+(?:have\s+to\s+|need\s+to\s+)?pay(?=\s*(?:[.,;:!?)]|$))"
    # "there's nothing to pay", "nothing extra to pay", "pay nothing"
    r"|\bnothing(?:\s+(?:extra|more|else|further|additional))?\s+to\s+pay\b"
    r"|\bpay\s+nothing\b(?!\s+(?:more|over|above|until)\b)"
    # "no need to pay for", "no need to pay anything"
    r"|\bno\s+need\s+to\s+pay\s+(?:anything|a\s+penny|for)\b"
)

#: A regex source (case-insensitive use) for the policy-pattern detector: every denied paying
#: above, a denied charging said by the seller, and a cost denied of its subject ("doesn't cost anything", "costs nothing"). Those
#: are not read as a zero here, since the subject may be a narrower case than the topic ("mugs
#: re-glazed because they came chipped cost nothing" beside a glazing fee), but a draft that
#: says one and yields no claim is an unread value (CAUTION EXTRACTION_GAP), never an ALLOW.
DENIED_PAYING_WORDS: Final = (
    rf"{DENIED_PAYING}"
    # "we don't charge for the call-out": read as a zero where its topic is sure (`money`)
    rf"|{_NEG}\s+charge{_OF}"
    rf"|{_NEG}\s+cost\s+(?:you\s+|them\s+|us\s+)?(?:anything|a\s+penny|a\s+thing)\b"
    r"|\bcost(?:s|ing)?\s+(?:you\s+|them\s+)?nothing\b"
)
