"""Notice the writer gives when it changes something is the lead time of that change.

"We may change the monthly fee on giving you 30 days' written notice." The clause's subject is
the writer ("we"), its verb a change the writer makes ("change", "vary", "increase"), and the
30 days is what the writer gives the reader before making it: the lead time of the writer's
own change. A catalogue's notice topic ("notice needed to cancel a booking", about phrases
like "notice") measures the notice the customer gives; read by its noun alone, the writer's
lead time becomes a second, conflicting value of it. `ofchange` reads the same lead time when
the change is named after the value ("30 days' notice of the change"); this reads it when the
change is the clause's own verb, before the value, or the verb of a clause "before we …" right
after the notice ("we'll send you 6 weeks' notice in writing before we raise our rents": the
notice is timed by the writer's change, so it is that change's lead time).

The tests are English grammar, not a catalogue's words:

- the subject is "we" (the writer), a few words before a change verb ("we may change", "we
  reserve the right to vary"): "you can change your booking by giving us 24 hours' notice" is
  the customer's own notice and stays the topic's value;
- the value is what is given ("on giving you", "by giving at least"), and what follows it is
  notice or warning ("30 days' written notice"); or the notice is followed, in its clause, by
  "before"/"ahead of" and "we" with a change verb, and is not given to the writer ("you must
  give us 30 days' notice before we change your plan" is still the customer's notice);
- the topic is not itself about such changes: its label or `about` phrases name no change as
  a noun ("notice before a price change", "fee increase"); "change your booking" is the
  customer's act, a verb, and does not count.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.changetopic import CHANGE_VERBS, about_changes
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

_CHANGE_VERBS: Final = CHANGE_VERBS  # the verbs a topic's words name a change with

# Before the value, within its sentence: "we", at most four words ("may", "reserve the right
# to"), a change verb, then words with no sentence or clause stop, then a form of "give" and at
# most three words ("you", "you at least") right before the value.
_WE_CHANGE_ON_GIVING_RE: Final = re.compile(
    rf"\bwe\b(?:\s+[\w'’]+){{0,4}}?\s+(?:{_CHANGE_VERBS})\b[^.;:!?]*?"
    r"\bgiv(?:e|es|ing)\b(?:\s+[\w'’]+){0,3}?\s*$",
    _I,
)

# Right after the value: at most two words ("written", "prior written"), then notice/warning.
_NOTICE_AFTER_RE: Final = re.compile(
    r"^['’]?s?(?:\s+[\w-]+){0,2}?\s+(?:notice|warning)\b",
    _I,
)

# The change after the notice, as the writer's own act: "6 weeks' notice in writing before we
# raise our rents", "two weeks' warning ahead of any time we raise prices". Right after the
# value: at most two words, notice/warning, at most four words with no clause stop ("by
# email", "in writing"), "before"/"ahead of" (and "any time"/"the time"), "we", at most two
# words ("will", "ever"), and a change verb.
_NOTICE_BEFORE_WE_CHANGE_RE: Final = re.compile(
    r"^['’]?s?(?:\s+[\w-]+){0,2}?\s+(?:notice|warning)\b(?:\s+[\w'’-]+){0,4}?\s+"
    r"(?:before|ahead\s+of)\s+(?:(?:any|the)\s+time\s+)?we\s+(?:[\w'’]+\s+){0,2}?"
    rf"(?:{_CHANGE_VERBS})\b",
    _I,
)

# The customer's own notice, given to the writer ("you must give us 30 days' notice"), stays
# the customer's whatever the writer does after it.
_GIVEN_TO_US_RE: Final = re.compile(r"\bgiv(?:e|es|ing)\s+us\b[^.;:!?]*$", _I)


def notice_of_own_change(vocab: Vocabulary, topic: str, before: str, after: str) -> bool:
    """Whether the value between `before` (its sentence up to it) and `after` (the rest) is
    the notice the writer gives before its own change, on a `topic` not about changes
    (module docstring)."""
    if not (
        (_WE_CHANGE_ON_GIVING_RE.search(before) and _NOTICE_AFTER_RE.match(after))
        or (_NOTICE_BEFORE_WE_CHANGE_RE.match(after) and not _GIVEN_TO_US_RE.search(before))
    ):
        return False
    return not about_changes(vocab, topic)  # "warning before a fee rise" (`changetopic`)
