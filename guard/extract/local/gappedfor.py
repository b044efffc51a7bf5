"""A gapped conjunct's "for ..." phrase says whom or what its value is for, not what it prices.

"Gift wrap costs £3 for a small box and £5 for a large hamper": the second part has no subject
and no verb of its own (English gaps the repeated "gift wrap costs"), so £5 is still what gift
wrap costs. Its "for a large hamper" is the same kind of complement as the first part's "for a
small box": whom or what the price applies to. When a catalogue also lists a phrase in that
complement ("large hamper" as another price topic's words), reading the value's own clause
first hands the price to the thing it is for, while the first part's value (whose subject
stands in its own clause) keeps the subject's topic: one sentence, two parallel prices, two
different topics.

So when a value opens a gapped conjunct (`gapped`), the words right after it start with a
purpose preposition ("for", "per", "on"), and the first part's value is followed by such a
phrase too (the two parts are parallel: "£A for P and £B for Q"), the shared subject's topic
is read before the conjunct's own words, when the first clause's subject names exactly one
topic of the value's kind. Without the parallel, "for" may name the thing priced itself
("Weekend tickets are £30, and £12 for kayak hire": the £12 is the kayak hire's). The
prepositions are a closed class of grammar words (the ones that introduce what a price or a
time applies to), not a domain list. A conjunct whose words after the value are not such a
phrase ("and £5 delivery") is read as before.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guard.extract.local.gapped import gapped_topic

if TYPE_CHECKING:
    from guard.extract.local.cues import Because
    from guard.extract.local.segment import Clause
    from guard.extract.local.vocab import Vocabulary

# What a value is for: a purpose preposition right after it (a rate word may stand between:
# "£5 each for ...").
_FOR_RE: Final = re.compile(r"^\W*(?:(?:each|a\s+head|per\s+person)\s+)?(?:for|per|on)\b", re.I)
# The conjunction that opens the gapped part, at the end of the words before the value.
_JOINT_RE: Final = re.compile(r"\s*,?\s*\b(?:and|or|but)\s*$", re.I)


def gapped_for_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The shared subject's topic for a gapped conjunct's value followed by a "for ..."
    complement, when the first part's value has its own such complement (the parallel)."""
    if not _FOR_RE.match(clause.right):
        return None
    # Its own words before the value: the first part's parallel complement, and nothing else
    # ("… £3 for a small box and £5 …": " for a small box and ").
    before = _JOINT_RE.sub("", clause.left).strip(" ,;")
    if not before or not _FOR_RE.match(before):
        return None
    return gapped_topic(vocab, kind, clause)
