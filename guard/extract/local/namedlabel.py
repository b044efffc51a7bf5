"""A line's label that is one of the catalogue's scope values is that value's name.

"- Fixed – 20 credits a month" in a list of plans names the Fixed plan, however much its
label looks like a release note's "Fixed:" category (`defects`). The catalogue is the team's
own word that "Fixed" is a value of theirs, and a name followed by a spaced dash and its
terms is how a list of plans, regions or tiers is written; a changelog files an entry as
"Fixed:" (or under a "Fixed" heading). So a label counts as a name only when both hold: it
is a scope value's name or phrase, and the line does not write it as "Label:". A colon-label
that is both stays the changelog's category: reading a defect as a claim is the worse error.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Sentence
from guard.extract.local.vocab import Vocabulary

# The label written as "Label:" (bold or not) at the start of its line.
_COLON_AFTER_RE: Final = re.compile(r"^[\s*_]*(?P<label>[^:\n]{1,60}?)[\s*_]*:")


def label_names_a_scope_value(vocab: Vocabulary, sentence: Sentence) -> bool:
    """The sentence's block label is a catalogue scope value's name or phrase, written as a
    name ("Fixed – …", "**Fixed** …"), not as a colon category ("Fixed: …")."""
    label = sentence.label
    if label is None:
        return False
    if not any(rx.fullmatch(label) for dim in vocab.dimensions for _, rx in dim.labels):
        return False
    m = _COLON_AFTER_RE.match(sentence.text)
    return not (m and m["label"].strip(" \t*_").rstrip(".").strip() == label)
