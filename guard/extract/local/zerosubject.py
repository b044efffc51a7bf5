"""The subject of a word for no time: which duration topic "X is instant" is about, when X is
said in a word of the topic's phrases rather than the phrase itself.

A team lists the phrases it writes ("cancellation notice", "notice to cancel"); an agent writes
the subject alone and says it takes no time: "cancellation is instant", "your withdrawal goes
through immediately". The phrase is not there, so `zerotime` found no topic and the promise of
no wait was no claim at all: an ALLOW for a reply that contradicts a 14-day notice. Issue 17
(item 1) attributes a value by evidence, not by exact phrases: the subject shares a content
word with the topic's phrases ("cancellation" is in "cancellation notice"; "cancelling" has the
stem of "cancel"), which says what the sentence is about as much as a loose phrase would.

English structure only, never a catalogue's words: the word for no time must be the predicate
of a subject before it (a copula or a verb of happening between them: "is", "will be", "takes
effect", "goes through", "happens"), so a verb timed by it ("cancel straight
away", an instruction) has no subject here and says nothing of the topic's wait. The subject
is the words from the clause's start to that verb group, and its head says what it is: the
last word ("the cancellation email is instant" is about an email) or a gerund opening it
("cancelling your plan is instant"). A subject whose head shares a word with
exactly one duration topic is that topic's; with several, nothing in the words chooses, and the
zero is said to no topic (`UNATTRIBUTED`: the engine reads it on the topic the ticket names, or
leaves it an unread value, CAUTION, never silence); with none, it is about something else.

A word for no notice ("no notice needed", "without notice") names its wait by its own noun, so
it needs no subject: in a sentence that names no topic by a phrase near it ("no notice needed,
you can cancel any time"), the duration topics whose own words hold "notice" and share a word
with the sentence's other words are the candidates, as for a subject (`notice_topic`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from guard.kb.phrases import FUNCTION_WORDS

# The verb group between a subject and its predicate of no time: a copula ("is", "'s", "will
# be") or a verb of happening ("happens", "takes effect", "goes through", "kicks in"), with
# an optional adverb. Not a passive ("your cancellation is confirmed straight away"): the
# participle names another step (a confirmation), which is what is quick.
_VERB_GROUP_RE: Final = re.compile(
    r"(?:\s+(?:is|are|will\s+be|would\s+be|can\s+be)|['’](?:s|re|ll\s+be))"
    r"(?:\s+(?:always|usually|now|also|then|just|pretty|basically))?"
    r"\s+$"
    r"|\s+(?:(?:will|can|would)\s+)?(?:happens?|happen|takes?\s+effect|take\s+effect|"
    r"goes?\s+through|go\s+through|kicks?\s+in|kick\s+in|needs?|need|requires?|require)"
    r"(?:\s+(?:always|usually|just))?\s+$",
    re.IGNORECASE,
)

_WORD_RE: Final = re.compile(r"[a-z]+", re.IGNORECASE)

#: Words shorter than this share no stem by prefix ("car" is no "card"); longer ones do when
#: one starts with the other ("cancel", "cancelling", "cancellation").
_STEM_MIN: Final = 5

#: Words that say who or when, never what: no evidence of a topic.
_NOT_SUBJECT: Final = frozenset(
    {"i", "me", "us", "he", "she", "them", "him", "there", "here", "now", "then", "so",
     "also", "just", "hi", "hello", "thanks", "yes", "no", "sorry", "good", "news", "great",
     "well", "ok", "okay", "all", "any", "every", "each", "some"}
)  # fmt: skip


@lru_cache(maxsize=64)
def _topic_words(cat: Catalogue) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each duration topic with the content words of its `about` phrases, lower case."""
    out: list[tuple[str, frozenset[str]]] = []
    for t in cat.topics:
        if t.kind != "duration":
            continue
        words = {
            w.lower()
            for p in t.about
            for w in _WORD_RE.findall(p.lstrip("="))
            if w.lower() not in FUNCTION_WORDS
        }
        out.append((t.key, frozenset(words)))
    return tuple(out)


def _same_stem(a: str, b: str) -> bool:
    """One word is the other, or starts with it when the shorter has `_STEM_MIN` letters."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= _STEM_MIN and long_.startswith(short)


def subject_topic(text: str, start: int, clause_start: int, vocab: Vocabulary) -> str | None:
    """The duration topic the subject of the word for no time at `start` names by a shared
    word (module docstring): its key, `UNATTRIBUTED` when it shares words with several, or
    None when the word is no predicate of a subject or the subject names no duration topic."""
    before = text[clause_start:start]
    verb = _VERB_GROUP_RE.search(before)
    if verb is None:
        return None
    words = [
        w.lower()
        for w in _WORD_RE.findall(before[: verb.start()])
        if w.lower() not in FUNCTION_WORDS and w.lower() not in _NOT_SUBJECT
    ]
    if not words:
        return None
    # The subject's head: its last noun ("your cancellation", not "the cancellation email"),
    # or a gerund that opens it ("cancelling your plan").
    subject = {words[-1], *(words[:1] if words[0].endswith("ing") else ())}
    named = [
        key
        for key, words in _topic_words(vocab.catalogue)
        if any(_same_stem(s, w) for s in subject for w in words)
    ]
    if not named:
        return None
    return named[0] if len(named) == 1 else UNATTRIBUTED


def notice_topic(text: str, start: int, end: int, vocab: Vocabulary) -> str | None:
    """The duration topic a word for no notice at `start`..`end` is about, by the sentence's
    other words (module docstring): its key, `UNATTRIBUTED` when several share them, or None."""
    words = {
        w.lower()
        for w in _WORD_RE.findall(text[:start] + " " + text[end:])
        if w.lower() not in FUNCTION_WORDS and w.lower() not in _NOT_SUBJECT
    }
    named = [
        key
        for key, topic_words in _topic_words(vocab.catalogue)
        if "notice" in topic_words
        and any(_same_stem(s, w) for s in words for w in topic_words - {"notice"})
    ]
    if not named:
        return None
    return named[0] if len(named) == 1 else UNATTRIBUTED
