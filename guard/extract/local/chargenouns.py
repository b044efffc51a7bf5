"""Nouns that name an amount a customer pays, beyond "fee", "charge" and "cost".

"There's no excess on the Gold plan", "no deductible for in-network visits", "no deposit
needed", "no surcharge at weekends": each says the amount is nothing, as "no fee" does
(`money._FREE_RE`). These words are English's other names for a sum paid (insurance's
excess and deductible, a booking's deposit, a price's surcharge), so "no" before one is a
price of zero, put on whatever money topic its clause names.

A negated paying or having of one is the same zero: "members never pay a surcharge", "you
don't pay an excess on glass claims" say the sum is nothing, as "members never pay delivery
fees" already does for a fee (`money._FREE_RE`).

Only when the noun is the head of its phrase: "no excess baggage", "no deposit account" name
something else, so the noun must be followed by the end of the clause or by a word that
cannot continue a noun phrase (a preposition, a verb of being due, a conjunction).
English grammar only: no catalogue's words.
"""

from __future__ import annotations

from typing import Final

#: The payment nouns (singular and plural).
_NOUNS: Final = r"(?:excess(?:es)?|deductibles?|deposits?|surcharges?)"
#: What may follow the noun when it heads its phrase.
_AFTER: Final = (
    r"(?=\s*(?:[.,;:!?)]|[-–—]\s|$)"
    r"|\s+(?:to|for|on|at|in|and|or|with|is|are|applies|apply|if|when|per|payable|due|"
    r"charged|needed|required|this|that|because|as|so|but|whatsoever)\b)"
)
#: "no excess", "no call-out deposit": up to one modifier between "no" and the noun.
NO_CHARGE_NOUN: Final = rf"\bno\s+(?:[\w-]+\s+)?{_NOUNS}\b{_AFTER}"
#: "never pay a surcharge", "don't have an excess": a negated paying, having or incurring of
#: the payment noun (with its article and up to one modifier) right after the negation.
NEGATED_CHARGE_NOUN: Final = (
    r"\b(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|never)\s+"
    rf"(?:have|has|pay|incur)\s+(?:(?:a|an|any)\s+)?(?:[\w-]+\s+)?{_NOUNS}\b{_AFTER}"
)
