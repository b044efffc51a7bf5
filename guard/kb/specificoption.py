"""When a choice option's own words name its topic: a specific option phrase.

An option's words alone are usually common English: "printed" or "by fax" said in a reply
names no "how a donation receipt is sent" topic, so a draft sentence that says only
them is no claim unless its context or the ticket names the topic (`drafts._option_alone`,
`guard.engine.attribution`). That holds for a short, common phrase, not for every phrase a
team writes (issue #17, item 1: a cue weighs less the more topics share it, more the longer
it is). A phrase of two content words or more, in the catalogue's order, is a collocation
the team wrote for that one topic ("re-enrol every spring", "refit voucher"); when no
other topic's phrase holds it and it holds none of another topic's, nothing else in the
catalogue could be what it is about, so said word for word and definitively it names its
topic as its `about` phrases do.

The threshold is a count of content words, not a length in characters: function words
(articles, pronouns, prepositions, auxiliaries, quantifiers such as "each") carry no
subject, so "by fax" and "with a pigeon" are one content word each: common English.

Pure: the catalogue's phrases are data.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    ARTICLES,
    CLOSED_CLASSES,
    CUSTOMER_WORDS,
    POSSESSIVES,
    WRITER_WORDS,
    word_set,
)
from guard.kb.catalogue import TopicSpec
from guard.kb.phrasematch import find_all
from guard.kb.phrases import FUNCTION_WORDS, split_exact

#: Content words an option phrase needs to name its topic alone: one word is a common
#: word that names many things; two in the team's own order are a collocation.
MIN_CONTENT_WORDS: Final = 2

#: Closed-class words: they carry no subject of their own (`guard.english`), nor do a
#: negation, a focus word or "own" ("no", "only", "your own").
_CLOSED: Final = word_set(
    CLOSED_CLASSES,
    CUSTOMER_WORDS,
    WRITER_WORDS,
    FUNCTION_WORDS,
    ("no", "not", "only", "just", "own", "me"),
)

#: A word of letters (a hyphen or an apostrophe inside): a number or a time ("9am", "24/7")
#: names no subject, so it is no content word; an option holding one has its own rule (a
#: number needs a verdict: `guard.engine.attribution`).
_WORD: Final = re.compile(r"(?<![\w'’-])[A-Za-z][A-Za-z'’-]*(?![\w'’-])")


def content_words(phrase: str) -> list[str]:
    """The phrase's words of letters that are not closed-class words, lower-cased, without a
    wildcard's `*`; a contracted auxiliary or negation ("don't", "you'll") and a number or
    a time ("9am") are no content."""
    text, _ = split_exact(phrase)
    out: list[str] = []
    for w in _WORD.findall(text.replace("*", "")):
        low = w.lower().replace("’", "'")
        if not _closed(low):
            out.append(low)
    return out


def _closed(word: str) -> bool:
    """A closed-class word, a negated auxiliary ("don't", "isn't") or a pronoun with a
    contracted auxiliary ("you'll", "we've")."""
    return word in _CLOSED or word.endswith("n't") or word.split("'")[0] in _CLOSED


def _other_phrases(topics: tuple[TopicSpec, ...], key: str) -> tuple[str, ...]:
    """Every `about` and option phrase of every topic but `key`."""
    return tuple(
        p
        for t in topics
        if t.key != key
        for p in (*t.about, *(q for _, ph in t.choices for q in ph))
    )


def specific(topics: tuple[TopicSpec, ...], spec: TopicSpec, phrase: str) -> bool:
    """Whether `phrase`, one of `spec`'s option phrases, names `spec` by itself: it has
    `MIN_CONTENT_WORDS` content words or more, and it is the topic's own: no other topic's
    phrase matches inside it, and it matches inside none of theirs."""
    if len(content_words(phrase)) < MIN_CONTENT_WORDS:
        return False
    others = _other_phrases(topics, spec.key)
    if find_all(others, split_exact(phrase)[0].replace("*", "")):
        return False
    return not any(find_all((phrase,), split_exact(o)[0].replace("*", "")) for o in others)


#: Prepositions of place and means: an option said after one ("sign up in the
#: town app", "pay by monthly statement") is where or how the act its clause names is done.
#: "to" is left out: before an option it is as often the infinitive's ("need to re-enrol").
_PLACE_OR_MEANS: Final = r"in|on|at|by|via|through|with|from|into|onto|within"

_LED_BY_PREPOSITION: Final = re.compile(
    rf"\b(?:{_PLACE_OR_MEANS})\s+(?:(?:{'|'.join((*ARTICLES, *POSSESSIVES))})\s+)?$",
    re.IGNORECASE,
)


def said_as_place_or_means(before: str) -> bool:
    """Whether the words before an option put it after a preposition of place or means
    ("you can book in the town app"): then it says where or how another act is done, the
    act its clause names, which may be anything; a specific phrase names its topic only as
    what the clause says (`named_by_option`), so such a mention in passing names nothing."""
    return _LED_BY_PREPOSITION.search(before) is not None


def named_by_option(topics: tuple[TopicSpec, ...], spec: TopicSpec, said: str) -> bool:
    """Whether the words `said` (a draft's option value, as written) are one of `spec`'s
    specific option phrases (`specific`) said in full: a match of that phrase covering
    the whole of `said`."""
    text = said.strip()
    for _, phrases in spec.choices:
        for p in phrases:
            if not specific(topics, spec, p):
                continue
            if any(s == 0 and e == len(text) for s, e in find_all((p,), text)):
                return True
    return False


def topics_named_by_option(
    topics: tuple[TopicSpec, ...], said: str, option: str | None
) -> list[str]:
    """The choice topics offering `option` whose specific option phrases `said` is, by key:
    what an option's words alone name when nothing else does."""
    return sorted(
        t.key
        for t in topics
        if t.kind == "choice" and option in t.choice_map and named_by_option(topics, t, said)
    )
