"""An option written as a describing word and its noun is said as well with the describing word
after a copula: "free refit" is said "refits are free", "charged repair" is "the repair is
charged".

Why: English puts an adjective (or a participle) either before its noun ("a free refit") or
after a copula as the noun's predicate ("the refit is free"), with the same meaning. A
catalogue writes an option the first way, and a reply often says it the second: read only as
written, "refits are free" on a choice topic whose options are free and charged refits read
no option, and the draft's "free" was a money pattern with no claim (CAUTION EXTRACTION_GAP) on
a reply that says exactly what the source says. So each option phrase of two words, a
describing word and its noun, also matches as that noun (singular or plural, after any
determiner) followed by a copula ("is", "are", "will be", "'s", "stays") and the describing
word, with at most one adverb of degree or time between ("are always free").

Not read: a copula negated ("refits aren't free", "is not charged", "are never free"): that
denies the option, which names no other option for sure (the catalogue may list more than
two), so such a sentence is an unread value (`denied_option_matches`, CAUTION EXTRACTION_GAP),
never ALLOW NO_POLICY_CLAIM. Nor a describing word followed by "to" or "from" ("refits are
free to book", "free from creases"): a liberty or a state, not what the thing costs. Nor a
phrase whose first word is a determiner, a quantifier or a negation ("no rewash", "any
refit"): those are no describing word. The closed lists below are grammar words only (copulas,
a few adverbs, determiners), never a catalogue's words.

A describing word may be a compound written with a hyphen ("nut-free kitchen", "pre-paid
order"): English hyphens a compound adjective before its noun and often drops the hyphen
after a copula ("the kitchen is nut free"), so its parts match with a hyphen or a space.
Read only as two plain words, "Our kitchen is nut-free" read no option and was ALLOW
NO_POLICY_CLAIM on a topic whose sources say the kitchen may contain nuts.

Where the describing word itself holds one of its topic's own one-word `about` words ("nut"
in "nut-free kitchen" on a topic about nuts), the option lies in the describing word and the
noun only says what holds it: the kitchen, the cakes, the menu, "it". Said of any subject, the
predicate states the same option ("our cakes are nut free"), so such a phrase also matches
any subject word before the copula (`_holder`), except a relative pronoun ("food that is nut
free" describes something the customer needs, not what the team sells: `english.RELATIVES`).
Read only with the catalogue's noun, "our cakes are nut free" read no option and was ALLOW
NO_POLICY_CLAIM against sources saying every cake may contain nuts. A describing word without
the topic's word ("free refit") keeps its noun: "free" says nothing of which topic.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import RELATIVES
from guard.extract.local.vocab import SEP
from guard.kb.phrases import _token, split_exact

_I: Final = re.IGNORECASE

#: A copula: being, or staying, what the predicate says.
_COPULA: Final = (
    r"(?:is|are|was|were|will\s+be|would\s+be|can\s+be|should\s+be|['’]s|['’]re|['’]ll\s+be"
    r"|stays?|remains?)"
)
#: One adverb of degree or time between the copula and the describing word.
_ADVERB: Final = r"(?:\s+(?:always|still|completely|totally|entirely|also|then|usually))?"
#: A negated copula: "isn't", "are not", "won't be", "is never".
_NEGATED: Final = (
    r"(?:(?:is|are|was|were)(?:n['’]t|\s+not|\s+never)|(?:won['’]t|will\s+not|wouldn['’]t"
    r"|can['’]t|cannot)\s+be|['’](?:s|re)\s+(?:not|never))"
)
#: Words that are no describing word when they open a phrase: determiners, quantifiers and
#: negations (a closed class of grammar words).
NOT_DESCRIBING: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "no",
        "not",
        "any",
        "all",
        "every",
        "each",
        "some",
        "our",
        "your",
        "their",
        "its",
        "this",
        "that",
        "these",
        "those",
        "one",
    ]
)
#: Any subject word before the copula, but a relative pronoun (grammar words: `RELATIVES`).
_HOLDER: Final = rf"(?<![\w'’-])(?!(?:{'|'.join(RELATIVES)})\b)[^\W\d_]+"
#: The topics' own one-word `about` words, per topic key: (topic, phrases) pairs.
About = tuple[tuple[str, tuple[str, ...]], ...]
#: What a describing word may not be followed by to be the noun's predicate.
_AFTER: Final = r"(?![\w'’-])(?!\s+(?:to|from)\b)"


def _parts(phrase: str) -> tuple[str, str] | None:
    """The (describing word, noun) of a two-word option phrase, or None."""
    text, exact = split_exact(phrase)
    words = text.split()
    if exact or len(words) != 2 or not words[1].isalpha():
        return None
    if not all(part.isalpha() for part in words[0].split("-")):
        return None  # a compound describing word keeps its hyphen: "nut-free", "pre-paid"
    if words[0].lower() in NOT_DESCRIBING:
        return None
    return words[0], words[1]


@lru_cache(maxsize=1024)
def _pattern(phrase: str, negated: bool, holder: bool = False) -> re.Pattern[str] | None:
    parts = _parts(phrase)
    if parts is None:
        return None
    adjective, noun = parts
    copula = _NEGATED if negated else _COPULA
    # "nut-free" is said "nut free" as often: a compound's parts by a hyphen or a space
    described = r"[\s-]".join(re.escape(part) for part in adjective.split("-"))
    subject = _HOLDER if holder else rf"(?<![\w'’-]){_token(noun)}"
    # "the kitchen's not nut free": a copula written onto its subject
    return re.compile(rf"{subject}(?:\s+|(?=['’])){copula}{_ADVERB}\s+{described}{_AFTER}", _I)


@lru_cache(maxsize=64)
def _words(about: About) -> dict[str, frozenset[str]]:
    """Each topic's one-word `about` words, casefolded."""
    out: dict[str, set[str]] = {}
    for topic, phrases in about:
        out.setdefault(topic, set()).update(p.casefold() for p in phrases if p.isalpha())
    return {topic: frozenset(words) for topic, words in out.items()}


def _names_topic(phrase: str, words: frozenset[str]) -> bool:
    """Whether the phrase's describing word holds one of its topic's own words (`_holder`)."""
    parts = _parts(phrase)
    return parts is not None and any(p.casefold() in words for p in parts[0].split("-"))


def _find(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...], negated: bool, about: About
) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    words = _words(about) if about else {}
    for key, phrases in choices:
        own = words.get(key.split(SEP, 1)[0], frozenset())
        for phrase in phrases:
            rx = _pattern(phrase, negated, _names_topic(phrase, own))
            if rx is not None:
                out.extend((m.start(), m.end(), key) for m in rx.finditer(sentence))
    return sorted(out)


def predicate_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...], about: About = ()
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where a two-word option phrase is said with its
    describing word as its noun's predicate ("refits are free"), leftmost first; with the
    topics' `about` phrases, a describing word holding its topic's word is said of any
    subject ("the cakes are nut free": see the module docstring)."""
    return _find(sentence, choices, False, about)


def denied_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...], about: About = ()
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where such a predicate is denied ("refits aren't
    free"): no option read, an unread value."""
    return _find(sentence, choices, True, about)
