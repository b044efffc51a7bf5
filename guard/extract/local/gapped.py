"""A value that opens a gapped conjunct shares the first conjunct's subject and verb.

"Shoe hire is £5 for adults, and £3 for juniors": the second part has no subject and no
verb; English leaves out ("gaps") what it repeats, so it says "shoe hire is £3 for juniors".
When that part names no topic in its own words, whatever topic words stand further on in the
sentence ("…, and £3 for juniors and weekend ticket holders", where "weekend ticket" is
another topic's phrase inside a scope's words: whose price it is) say whom or what the value
is for, not what it prices. What it prices is the first conjunct's subject.

So a value right after "and", "or" or "but" (a comma allowed), whose own clause names no
topic, takes the topic of its kind that the first clause's subject (its words before its
first verb) names, when exactly one does, before the wider sentence is searched. A second
part with a verb or a subject of its own ("and the fee is £3", "and costs £3") is read as
before (`sharedsubject`). English grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guard.extract.local.cues import Because, cue

if TYPE_CHECKING:
    from guard.extract.local.segment import Clause
    from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
# "<first clause>, and " right before the value: nothing of its own between.
_GAPPED_RE: Final = re.compile(r"^(?P<first>.*?\w)\s*,?\s+(?:and|or|but)\s+$", _I | re.S)
# The first clause's subject: its words before its first verb.
_SUBJECT_RE: Final = re.compile(
    r"^\W*(?P<subject>[^,;:]+?)\s+(?:is|are|was|were|will|can|costs?|takes?|lasts?|runs?|"
    r"comes?|starts?|has|have)\b",
    _I | re.S,
)


def gapped_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic of `kind` the subject of a gapped conjunct's first clause names, when the
    value opens the gapped conjunct and exactly one such topic is named there."""
    before = clause.sentence[: clause.start]
    gapped = _GAPPED_RE.match(before)
    if gapped is None:
        return None
    subject = _SUBJECT_RE.match(gapped["first"])
    if subject is None:
        return None
    words = subject["subject"]
    named = {
        topic
        for _, _, topic in cue(words, vocab).strong
        if (spec := vocab.topic(topic)) is not None and spec.kind == kind
    }
    if len(named) != 1:
        return None
    (topic,) = named
    note = "the subject a gapped conjunct (no verb of its own) shares with the first clause"
    return topic, Because("sentence", words, "about", topic, note=note)
