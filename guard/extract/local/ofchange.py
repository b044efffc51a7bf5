"""A lead time of the document's own change measures that change, not the topic's rule.

"From 1 March the Plus plan costs £12. Current subscribers get 30 days' notice of the change."
The 30 days is how far ahead the company tells people about the change this text announces:
whose notice it is (ours, about the change), not the customer's notice to cancel that a
"notice period" topic measures. A value whose next few words say it is of, about or before
"the change" (or "this update", "the increase": the same nouns by which status wording names
the document's own change, `english.CHANGE_NOUNS`) measures that change. It is no value of a
topic, unless the topic is itself about such changes (its label or `about` phrases name one
as a noun: "warning before a fee rise"; "change your seat" is the customer's act, a verb
with its object, `changetopic`). "one month's notice of termination" names no change and
stays the notice period.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import CHANGE_NOUNS
from guard.extract.local.changetopic import about_changes, names_a_change
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# Right after the value: at most three words ("'s email notice", "of written warning"), then
# "of/about/before/ahead of" and the change named definitely ("the change", "this price
# increase"); a change named as one of many ("any change") is a rule about changes in general.
_OF_THE_CHANGE_RE: Final = re.compile(
    rf"^['’]?s?(?:\s+[\w'’-]+){{0,3}}?\s+(?:of|about|before|ahead\s+of)\s+"
    rf"(?:the|this|these|that)\s+(?:[\w-]+\s+)?(?:{CHANGE_NOUNS})\b",
    _I,
)


def measures_the_change(vocab: Vocabulary, topic: str, after: str) -> bool:
    """Whether the value followed by `after` (the rest of its clause) is the lead time of the
    document's own change, on a `topic` that is not about changes (module docstring)."""
    if not _OF_THE_CHANGE_RE.match(after):
        return False
    return not about_changes(vocab, topic)  # a change as a noun, not "change your seat"


# The same, with the change named by any determiner or none ("of any change to the price",
# "before a price rise", "of changes"): a lead time of changes in general.
_OF_A_CHANGE_RE: Final = re.compile(
    rf"^['’]?s?(?:\s+[\w'’-]+){{0,3}}?\s+(?:of|about|before|ahead\s+of)\s+"
    rf"(?:(?:the|this|these|that|any|a|an|every|each|all)\s+)?(?:[\w-]+\s+)?"
    rf"(?:{CHANGE_NOUNS})\b",
    _I,
)


def lead_time_of_changes(after: str, topic_words: tuple[str, ...]) -> bool:
    """Whether a value followed by `after` (the rest of its clause) is how far ahead a change
    is told, "any change" too, for a topic whose words (`topic_words`: its label and `about`
    phrases) name no change as a noun.

    `measures_the_change` keeps "notice of any change" a value for the extractor: a rule
    about changes in general may be a topic's value. But that value says what it measures,
    changes; it can cast no doubt on a topic that measures something else (the UNPLACED net,
    `engine.unplaced`), whatever that topic's key word the clause holds ("the plan" in "30
    days' notice of any change to the plan price" beside a topic for cancelling the plan)."""
    if not _OF_A_CHANGE_RE.match(after):
        return False
    return not any(names_a_change(w) for w in topic_words)
