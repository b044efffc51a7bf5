"""An instruction to do a step "the same day" times that step, not how far ahead anyone must act.

"Cancel any hotel booking with the travel desk the same day", "Update the loan register the
same working day": a sentence that opens with a bare verb is an instruction to
its reader, and "the same day" (with "the": the day of an event the text already deals with,
the request being handled) says when the reader does that step after the event: a lag of
zero. A topic whose own label measures a lead time, how far ahead of an event an act must
be done ("how far ahead a hire must be cancelled", "notice to swap a slot", "days in advance",
"before the start"), counts time before an event; a step done on the day of another event states no
time before anything. So such a value is no value of that topic (topic `other`), even when
the step's verb is the topic's own word ("cancel"): the verb is shared, the timing is not.

A topic that times an act after an event ("time to report damage", "how soon we reply") keeps
"Report any damage the same day", unless the step is not that act at all: an instruction
whose sentence names none of the topic's phrases and whose verb is no word of the topic's
label or phrases ("Enter each returned slip in the ledger the same day" under a heading that
names a closing date) is another step of the procedure the heading covers; the heading says
what the section is about, not what that step's day measures, so its day is no value of the
topic whatever the label measures. A value said with a subject ("you can cancel the same
day") or without "the" ("same-day cancellations") is left to the usual reading. English
grammar only: the instruction is found by its slot (a capitalised word with no subject
before it, followed by a determiner or an object pronoun), the lead time by the label's
words for "before", never by a catalogue's phrases.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    ARTICLES,
    CLOSED_CLASSES,
    DEMONSTRATIVES,
    POSSESSIVES,
    QUANTIFIERS,
    THING_PRONOUNS,
    WRITER_WORDS,
    one_of,
    word_set,
)
from guard.extract.local.cues import Because
from guard.extract.local.leadtime import LEAD_TIME_RE
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import TopicSpec
from guard.kb.phrasematch import mentions

_I: Final = re.IGNORECASE

# Words that can open a sentence in a verb's slot but are no verb of an instruction: every
# closed class of guard.english (determiners, pronouns, prepositions, conjunctions, relatives,
# auxiliaries), and the question words and adverbs of time and focus they leave out.
_NOT_A_VERB: Final = word_set(
    CLOSED_CLASSES,
    WRITER_WORDS,
    ("all", "no", "what", "why", "how"),
    ("then", "also", "just", "only", "even", "still", "now", "here", "there"),
)

# The sentence's start: list markers, bold and "please", then a capitalised word (the verb)
# followed by a determiner or an object pronoun (its object).
_OBJECT: Final = one_of(
    QUANTIFIERS, ("all",), ARTICLES, POSSESSIVES, DEMONSTRATIVES, THING_PRONOUNS, ("him",)
)
_INSTRUCTION_RE: Final = re.compile(
    rf"^[\s*_>#\-–—•\d.)]*(?:please\s+)?(?P<verb>[A-Za-z][a-z]+)\s+(?:{_OBJECT})\b", _I
)
# "the same day" right before the value's words ("same day", "same working day"): the
# clause's left side ends with "the" (or "on the").
_THE_BEFORE_RE: Final = re.compile(r"\bthe\s*$", _I)
_SAME_DAY_RE: Final = re.compile(r"^same[\s-]+(?:[a-z]+[\s-]+)?day$", _I)


def _instructed_verb(sentence: str) -> str | None:
    """The verb the sentence opens with, before its object (an instruction), or None."""
    m = _INSTRUCTION_RE.match(sentence)
    if m is None or m["verb"].casefold() in _NOT_A_VERB:
        return None
    return str(m["verb"]).casefold()


def _another_step(spec: TopicSpec, sentence: str, verb: str) -> bool:
    """Whether the instructed step is no act of the topic: its sentence names none of the
    topic's phrases and its verb is no word of the topic's label or phrases."""
    if mentions(spec.about, sentence):
        return False
    words = {w.casefold() for t in (spec.label, *spec.about) for w in re.findall(r"[A-Za-z]+", t)}
    return verb not in words


def step_day(vocab: Vocabulary, kind: str, clause: Clause, topic: str) -> Because | None:
    """Why a "the same day" read on a lead-time `topic` times an instructed step instead (the
    module docstring), or None."""
    if kind != "duration":
        return None
    words = clause.sentence[clause.start : clause.end]
    if not _SAME_DAY_RE.match(words) or not _THE_BEFORE_RE.search(clause.left):
        return None
    verb = _instructed_verb(clause.sentence)
    if verb is None:
        return None
    spec = vocab.topic(topic)
    if spec is None:
        return None
    if not LEAD_TIME_RE.search(spec.label) and not _another_step(spec, clause.sentence, verb):
        return None
    return Because(
        "clause", f"the {words}", note="when an instructed step is done, not how far ahead"
    )
