"""Whether a choice topic's subject is needed ("helmets aren't needed", "helmets are optional",
"helmets must be worn") is said of that choice, even where no option phrase is written.

Why: a choice topic's options are often phrases about one thing, the noun all its options share
("helmets required" / "helmets optional"): what the choice is about. A sentence with that noun
as its subject and a predicate of need ("isn't needed", "is not required", "is optional",
"must be", "has to be") states which way the choice goes, in words the options' phrases need
not hold: the passive or negated form of "need helmets" is no option phrase, and read as
nothing such a sentence had no claim and no pattern, so a reply that gets the rule the wrong
way round went out as ALLOW NO_POLICY_CLAIM. Which option such a predicate names is not read
here (the catalogue may word its options any way), so the sentence is an unread value (D0b,
CAUTION EXTRACTION_GAP, `engine.deniedoption`), as a denied option is, never ALLOW; where the
sentence also reads an option of that topic, that option is decided and this adds nothing.

The shared noun is a word every option of the topic has in one of its phrases, leaving out
grammar words and the words of need themselves (closed lists below, no catalogue's words).
Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import BE_FORMS, DO_FORMS, HAVE_FORMS, MODALS, word_set
from guard.extract.local.predicateoption import NOT_DESCRIBING
from guard.extract.local.vocab import SEP
from guard.wordforms import loose_singular, plural_of

_I: Final = re.IGNORECASE

#: Grammar words and words of need: never what a choice is about.
_NOT_SUBJECT: Final = (
    NOT_DESCRIBING
    | word_set(BE_FORMS, MODALS, DO_FORMS, HAVE_FORMS)
    | frozenset(
        [
            "am",
            "don't",
            "doesn't",
            "need",
            "needs",
            "needed",
            "needn't",
            "required",
            "require",
            "requires",
            "optional",
            "necessary",
            "compulsory",
            "mandatory",
            "essential",
            "allowed",
            "fine",
            "ok",
            "okay",
            "to",
            "of",
            "in",
            "on",
            "at",
            "for",
            "with",
            "by",
            "from",
            "and",
            "or",
            "but",
            "if",
            "you",
            "we",
            "they",
            "it",
            "there",
            "here",
            "only",
            "also",
            "just",
            "please",
            "yes",
        ]
    )
)

#: A copula, plain or negated, and what may stand between it and the predicate.
_COPULA: Final = r"(?:is|are|['’]s|['’]re|will\s+be|would\s+be|should\s+be|stays?|remains?)"
_NEGATED: Final = (
    r"(?:(?:is|are)(?:n['’]t|\s+not|\s+never)|(?:won['’]t|will\s+not|wouldn['’]t)\s+be"
    r"|['’](?:s|re)\s+(?:not|never))"
)
_ADVERB: Final = r"(?:\s+(?:always|still|completely|totally|entirely|also|usually|strictly))?"
#: Words of need said as a predicate.
_NEED: Final = r"(?:needed|required|necessary|compulsory|mandatory|essential)"
#: A predicate that says the subject is needed: "is required", "must be", "has to be".
_NEEDED: Final = (
    rf"(?:{_COPULA}{_ADVERB}\s+(?:{_NEED}|a\s+must)"
    r"|(?:must|has\s+to|have\s+to|needs?\s+to)\s+be)(?![\w'’-])"
)
#: A predicate that says it is not: "isn't needed", "is not required", "is optional".
_NOT_NEEDED: Final = (
    rf"(?:{_NEGATED}{_ADVERB}\s+{_NEED}"
    rf"|{_COPULA}{_ADVERB}\s+(?:not\s+{_NEED}|optional|unnecessary)"
    r"|(?:do(?:es)?n['’]t\s+need\s+to|needn['’]t)\s+be)(?![\w'’-])"
)
#: Any other predicate of need, which says neither for sure: "must not be" forbids.
_OTHER: Final = r"(?:must|has\s+to|have\s+to)(?:n['’]t|\s+not)\s+be(?![\w'’-])"
#: Words that make an option phrase say its subject is not needed; words that say it is.
_NEGATIVE: Final = frozenset(
    ["no", "not", "optional", "unnecessary", "needn't", "don't", "doesn't", "without"]
)
_POSITIVE: Final = frozenset(
    [
        "must",
        "need",
        "needs",
        "needed",
        "required",
        "require",
        "compulsory",
        "mandatory",
        "essential",
        "necessary",
    ]
)


def _words(phrase: str) -> set[str]:
    return {
        loose_singular(w)
        for w in re.findall(r"[a-z][a-z'’-]*", phrase.lower())
        if w not in _NOT_SUBJECT and len(w) > 2
    }


def shared_nouns(options: tuple[tuple[str, ...], ...]) -> frozenset[str]:
    """The words (singular) every option of a topic has in one of its phrases, no grammar
    word nor word of need among them; none for a topic of fewer than two options."""
    if len(options) < 2:
        return frozenset()
    sets = [set().union(*(_words(p) for p in phrases)) for phrases in options]
    return frozenset(set.intersection(*sets))


@lru_cache(maxsize=256)
def _pattern(noun: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w'’-])(?:{re.escape(noun)}(?:s|es)?|{re.escape(plural_of(noun))})\s+"
        rf"(?:(?P<yes>{_NEEDED})|(?P<no>{_NOT_NEEDED})|{_OTHER})",
        _I,
    )


def _polarity(phrase: str) -> bool | None:
    """True where an option phrase says its subject is needed, False where it says it is
    not, None where it says neither ("wear socks" names the act, not the need)."""
    words = set(re.findall(r"[a-z][a-z'’]*", phrase.lower().replace("’", "'")))
    if words & _NEGATIVE or any(w.endswith("n't") for w in words):
        return False
    return True if words & _POSITIVE else None


def _option_of(
    choices: tuple[tuple[str, tuple[str, ...]], ...], topic: str, noun: str, needed: bool
) -> str | None:
    """The one option of `topic` whose phrases on `noun` say it is needed (or not, as
    `needed`) and none the other way; None where no option or more than one does."""
    keys = []
    for key, phrases in choices:
        if key.split(SEP, 1)[0] != topic:
            continue
        said = {_polarity(p) for p in phrases if noun in _words(p)} - {None}
        if said == {needed}:
            keys.append(key)
    return keys[0] if len(keys) == 1 else None


@lru_cache(maxsize=64)
def _subjects(
    choices: tuple[tuple[str, tuple[str, ...]], ...],
) -> tuple[tuple[str, frozenset[str]], ...]:
    by_topic: dict[str, list[tuple[str, ...]]] = {}
    for key, phrases in choices:
        by_topic.setdefault(key.split(SEP, 1)[0], []).append(phrases)
    return tuple((t, shared_nouns(tuple(o))) for t, o in by_topic.items())


def _find(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str, str | None]]:
    out: list[tuple[int, int, str, str | None]] = []
    for topic, nouns in _subjects(choices):
        for noun in sorted(nouns):
            for m in _pattern(noun).finditer(sentence):
                needed = True if m["yes"] else False if m["no"] else None
                key = None if needed is None else _option_of(choices, topic, noun, needed)
                out.append((m.start(), m.end(), topic, key))
    return sorted(out, key=lambda f: (f[0], f[1]))


def needed_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where a choice topic's shared noun is said to be needed
    or not and exactly one of its options says the same of it ("helmets aren't needed" for
    "no helmets needed"), leftmost first."""
    return [(a, b, key) for a, b, _, key in _find(sentence, choices) if key is not None]


def needed_subjects(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str]]:
    """Each (start, end, "topic<SEP>") where a choice topic's shared noun is the subject of a
    predicate of need (see the module docstring), leftmost first."""
    return [(a, b, f"{topic}{SEP}") for a, b, topic, _ in _find(sentence, choices)]
