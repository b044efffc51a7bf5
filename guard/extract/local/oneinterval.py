"""A draft's interval that names nothing: the catalogue's one how-often topic.

"Every two years" says by its own words that it measures how often something happens, as
"at least 16" says it is an age (`reading._as_age`). An interval on a topic that measures
how long is no value (`reading.OFF_INTERVAL`), and where nothing names a topic it was left
out, so a reply's "we recommend a check-up every two years" had no verdict but D0b's.

So a draft's interval whose sentence names nothing (no topic phrase and no uncovered
subject: a pronoun leads it, "we recommend a check-up every two years") goes to the
catalogue's one duration topic that measures how often (its label says "how often",
"frequency" or "interval"). With none or several such topics it stays left out, and D0b
counts its number as unread: never ALLOW. A source's interval that names nothing stays no
claim: a document names its subjects.
"""

from __future__ import annotations

from guard.extract.local.cues import NOTHING
from guard.extract.local.found import Found
from guard.extract.local.noclaim import takes_intervals
from guard.extract.local.reading import topic_and_value
from guard.extract.local.readtext import Read
from guard.extract.local.segment import Clause
from guard.extract.local.unnamed import uncovered_subject
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER


def how_often_topic(vocab: Vocabulary) -> str | None:
    """The catalogue's one duration topic that measures how often, or None."""
    keys = [t.key for t in vocab.catalogue.of_kind("duration") if takes_intervals(vocab, t.key)]
    return keys[0] if len(keys) == 1 else None


def lone_interval(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> str | None:
    """The how-often topic a draft's interval that names nothing goes to (see the module
    docstring), or None."""
    if not found.interval or found.value.kind != "duration":
        return None
    topic = how_often_topic(vocab)
    if topic is None:
        return None
    got = topic_and_value(vocab, r, found, clause)
    if got is None or got[0] != OTHER or got[2].where != NOTHING.where:
        return None
    return topic if uncovered_subject(vocab, clause, r.carried, "duration") is None else None
