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
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

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
def _pattern(phrase: str, negated: bool) -> re.Pattern[str] | None:
    parts = _parts(phrase)
    if parts is None:
        return None
    adjective, noun = parts
    copula = _NEGATED if negated else _COPULA
    # "nut-free" is said "nut free" as often: a compound's parts by a hyphen or a space
    described = r"[\s-]".join(re.escape(part) for part in adjective.split("-"))
    return re.compile(rf"(?<![\w'’-]){_token(noun)}\s+{copula}{_ADVERB}\s+{described}{_AFTER}", _I)


def _find(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...], negated: bool
) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    for key, phrases in choices:
        for phrase in phrases:
            rx = _pattern(phrase, negated)
            if rx is not None:
                out.extend((m.start(), m.end(), key) for m in rx.finditer(sentence))
    return sorted(out)


def predicate_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where a two-word option phrase is said with its
    describing word as its noun's predicate ("refits are free"), leftmost first."""
    return _find(sentence, choices, negated=False)


def denied_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where such a predicate is denied ("refits aren't
    free"): no option read, an unread value."""
    return _find(sentence, choices, negated=True)
