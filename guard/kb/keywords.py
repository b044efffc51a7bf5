"""A topic's key word: the word its `about` phrases repeat, a cue below the phrases.

A team lists the ways its help centre says a topic ("send us your claim", "make a claim",
"claim within", "claims must reach us"); the word those phrases keep repeating ("claim") is
what the topic is about, whatever words come around it in a sentence the team did not
foresee ("Accept claims received up to 90 days after the treatment date"). So a content word
(not a `FUNCTION_WORDS` word) that at least half of a topic's `about` phrases hold, and at
least two of them, is a key word of that topic.

It is the weakest cue there is, and it is asked last: only when no phrase, exact or loose,
in the value's clause, its sentence, an earlier sentence or the headings names a topic of
the value's kind, and only in the value's own clause (a heading's "vet fee claims" says what
a document is about, not what each amount in it measures). Only topics of the value's kind
count, and a key word that several of them share is a tie: the value is ambiguous between
them (`evidence`), never given to the one listed first. A word that a topic's phrases hold
only once in a longer list ("approved claims" among six ways to say "payment") is no key
word: it names the topic's condition, not its subject, so one shared noun does not pull a
value onto it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrases import FUNCTION_WORDS, split_exact
from guard.wordforms import joined_prefixes, loose_singular

_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
#: Shorter words are too often something else ("us", "day").
_MIN_LEN: Final = 4


def stem(word: str) -> str:
    """A word's plain form for comparison: lower case, without a possessive or a plural -s
    ("claims", "claim's" and "claim" are one word; "batteries" and "battery", "cases" and
    "case": `guard.wordforms.loose_singular`, since both sides of a comparison take it)."""
    w = re.sub(r"['’]s?$", "", word.casefold())
    return loose_singular(w) if len(w) >= _MIN_LEN else w


def content_words(phrase: str) -> set[str]:
    """A phrase's content words, stemmed (`stem`): what a sentence must share with it to be
    about the same thing in other words."""
    text, _ = split_exact(phrase)
    text = joined_prefixes(text)  # "re-test" is one word, "retest", never "test"
    words = _WORD_RE.findall(text.replace("*", " ").replace("|", " "))
    return {stem(w) for w in words if w.casefold() not in FUNCTION_WORDS and len(w) >= _MIN_LEN}


@lru_cache(maxsize=64)
def key_words(cat: Catalogue, kind: str) -> dict[str, tuple[str, ...]]:
    """Each key word of a topic of `kind` (see the module docstring), with the topics (sorted
    by key) whose key word it is."""
    owners: dict[str, list[str]] = {}
    for t in cat.of_kind(kind):
        counts: dict[str, int] = {}
        for p in t.about:
            for w in content_words(p):
                counts[w] = counts.get(w, 0) + 1
        for w, n in counts.items():
            if n >= 2 and 2 * n >= len(t.about):
                owners.setdefault(w, []).append(t.key)
    return {w: tuple(sorted(ts)) for w, ts in owners.items()}


def keyed_topics(cat: Catalogue, kind: str, text: str) -> tuple[str, tuple[str, ...]] | None:
    """The topics of `kind` whose key word `text` holds, with the first such word in it, or
    None. Several topics are a tie: each key word weighs 1 over the topics sharing it (as
    phrases do in `evidence`), and only the best total counts."""
    keys = key_words(cat, kind)
    if not keys:
        return None
    scores: dict[str, float] = {}
    first: str | None = None
    for w in _WORD_RE.findall(text):
        owners = keys.get(stem(w))
        if not owners:
            continue
        first = first or w
        for t in owners:
            scores[t] = scores.get(t, 0.0) + 1 / len(owners)
    if first is None:
        return None
    top = max(scores.values())
    return first, tuple(sorted(t for t, s in scores.items() if top - s <= 1e-9))
