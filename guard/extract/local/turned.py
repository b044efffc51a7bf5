"""A block that has turned to a subject a topic excludes.

"Promotional bonus cards are different: they expire 60 days after they're issued. The expiry
date is printed on the card." under the title "Gift Cards": the second sentence names no
topic, and its option words ("expiry date") alone say nothing of whose expiry it is. A
reader takes its subject from the nearest text that has one, the sentence before it in the
same block, which is about bonus cards, a subject the catalogue keeps off the gift-card
topic (its `not_about`) or does not cover at all (`not_covered`). The title further out
cannot pull the sentence back onto the topic: nearer text beats farther.
"""

from __future__ import annotations

from guard.extract.local.cues import cue
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import mentions


def turned_away(vocab: Vocabulary, topic: str, sentence: str, earlier: str | None) -> bool:
    """Whether a value of `topic` whose own sentence names no phrase of the topic follows,
    in its block, a sentence about a subject the topic excludes (a `not_about` phrase of
    the topic, or a catalogue `not_covered` phrase): that subject is the value's."""
    if not earlier:
        return False
    if any(m[2] == topic for m in cue(sentence, vocab).strong):
        return False
    spec = vocab.topic(topic)
    excluded = bool(spec and spec.not_about and mentions(spec.not_about, earlier))
    return excluded or mentions(vocab.not_covered, earlier)
