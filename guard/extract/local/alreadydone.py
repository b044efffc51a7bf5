"""A number in a run-in label naming things already done describes them, not the rule.

A procedure often starts a line with the case it handles, run in before a colon, and the
case can be things that already exist when the rule changes: "Orders already packed for 6
or 7 items: split them and tell the buyer", "Tickets already sold at £40: honour them at
that price". The label's noun is qualified by "already" and what was done to it (a reduced
relative clause: "orders [that were] already packed for 6 or 7 items"). Its number says
what those existing things are, the way the line picks them out (the bookings taken, the
price paid before the change); it is not the value the document sets. Read as the topic's
value it would make the document state a second value beside its own rule (often the very
value the document replaces), so the document could neither support its rule nor replace
an older one's.

"Already" is what carries this reading: it places the thing's state before now, so the
label counts what was done, not what may be done. A label without it ("Groups over 10:
call us", "Late cancellations under 48 hours: 50%") can state a threshold the policy
sets, and keeps its value.

Kept narrow: the value is in the line's run-in label (`segment.label_of_line`, the text
before its colon), after "already", and the word before "already" is a noun, not a
pronoun or an auxiliary ("we have already sold 12:", "you've already paid £20:" are finite
clauses with a subject of their own, some other reading's business). English grammar only
(the adverb "already", closed classes from `guard.english`): no team's wording.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import BE_FORMS, DO_FORMS, HAVE_FORMS, MODALS, SUBJECT_PRONOUNS, word_set
from guard.extract.local.segment import Clause, Sentence

#: Why such a value is no claim (a trace shows it).
ALREADY_DONE: Final = "what things already done are, in the label of the case they are"

# The word before "already" and "already" itself: a contracted auxiliary ("you've",
# "we're") is caught by its apostrophe.
_ALREADY_RE: Final = re.compile(r"(?P<before>[A-Za-z][\w'’-]*)\s+already\s+\S", re.IGNORECASE)
# Words before "already" that make it a finite clause's adverb, not a noun's qualifier.
_NOT_A_NOUN: Final = word_set(BE_FORMS, HAVE_FORMS, DO_FORMS, MODALS, SUBJECT_PRONOUNS)


def already_done(sentence: Sentence, clause: Clause) -> bool:
    """Whether the value at `clause` is in its line's run-in label, after "already" said of
    the label's noun (see the module docstring): what existing things are, no claim."""
    label = sentence.label
    if not label or sentence.table_row or not sentence.line_start:
        return False
    at = sentence.text.find(label)
    if at < 0 or not (at <= clause.start and clause.end <= at + len(label)):
        return False  # the value is not inside the label
    for m in _ALREADY_RE.finditer(sentence.text, at, clause.start):
        before = m["before"].casefold()
        if before not in _NOT_A_NOUN and not re.search(r"['’]", before):
            return True
    return False
