"""A reply's opening interjection, and the conditional subordinators a main clause follows.

"No worries at all – as long as you tell us 2 days before, there's nothing to pay." A reply
often opens with a formula that answers the customer's mood or question ("No worries",
"No problem at all", "Of course!", "Sure –", "Good news:"), set off by a comma, a dash, a colon
or an exclamation mark, often with the customer's name before it ("No problem Hannah,": up to
two capitalised words). It is no part of the sentence's grammar: it has no subject and no verb,
and the words after it are the sentence. Read as words, "No worries at all" hides that the
sentence is led by a pronoun or by a condition, so a value whose words name nothing would be
taken for an uncovered subject's (`unnamed`). The same holds for "as long as", "so long as"
and "provided (that)": conditions like "if", whose main clause follows their comma.

English only: a closed class of response formulas and subordinators, no catalogue's words.
"""

from __future__ import annotations

from typing import Final

#: A regex source (case-insensitive use): one opening response formula and the punctuation
#: that sets it off, with the space after it.
INTERJECTION: Final = (
    r"(?:(?:no\s+(?:worries|problem|problems|bother)(?:\s+at\s+all)?|not\s+a\s+problem|"
    r"of\s+course|sure(?:\s+thing)?|absolutely|certainly|definitely|yes|yep|no|ok(?:ay)?|"
    r"right|great|good\s+news|great\s+news|happy\s+to\s+help|thanks(?:\s+so\s+much)?|"
    r"thank\s+you(?:\s+so\s+much)?|sorry|apologies|don['’]t\s+worry)"
    r"(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}"  # the customer's name: "No problem Hannah,"
    r"\s*(?:[,:!]+|\s[-–—])\s*)"
)

#: A regex source: the subordinators of condition that lead a clause the way "if" does.
CONDITIONAL_SUBORDINATOR: Final = (
    r"(?:as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing(?:\s+that)?)"
)
