"""A count said as how many times its act may be done: "you can claim up to 3 times a year".

A count topic counts a noun ("claims a year", "free swaps"); the same count is often said
with that noun's verb and "times": "claim up to 3 times a year" is "up to 3 claims a year",
"swap it twice" is 2 swaps. The verb is the plural noun of a topic phrase without its "s"
("claims" → "claim", "swaps" → "swap"), then an optional object pronoun and bound, the
number and "times". Only the number through "times" is the value ("3 times"), so a bound
before it is read as for any count; the topic is the one whose noun the verb is. Not a
multiplier ("3 times the price") nor a noun use ("a claim 3 times the excess"): the verb
must lead the number with nothing but a pronoun, its object (a determiner and one or two
words: "reschedule your fitting 3 times" is 3 reschedules) or a bound between, and "times"
must not be followed by a word that makes it a multiplier. After a determiner the noun's
word is no verb ("your fitting 3 times" counts no fittings).
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import MULTIPLIER_AFTER_TIMES
from guard.wordforms import noun_forms

_PLURAL_RE: Final = re.compile(r"\b([a-z]{3,}[^s\W])s\b", re.IGNORECASE)
_OBJECT: Final = r"(?:(?:it|them|this|that|one)\s+)?"
_BOUND: Final = (
    r"(?:(?:up\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|a\s+max(?:imum)?\s+of|"
    r"as\s+many\s+as)\s+)?"
)
_TIMES: Final = rf"\s+times\b{MULTIPLIER_AFTER_TIMES}"
#: Determiners and possessives: the words that open a noun phrase (a closed class).
_DETERMINERS: Final = (
    "the",
    "your",
    "my",
    "our",
    "their",
    "his",
    "her",
    "its",
    "this",
    "that",
    "these",
    "those",
    "each",
    "any",
    "a",
    "an",
)
#: Not right after a determiner: there the verb's word is a noun ("your fitting 3 times":
#: "fitting" is no verb, the count is of whatever verb comes before it).
NOT_A_NOUN: Final = "".join(rf"(?<!\b{w}\s)" for w in _DETERMINERS)
#: Prepositions and conjunctions: a noun phrase ends before them (a closed class).
_PHRASE_ENDS: Final = r"(?:to|for|with|at|on|in|by|from|of|and|or|but|if|when|than|as|per|up)\b"
#: The verb's object as a noun phrase: a determiner and one or two words ("reschedule your
#: fitting 3 times", "move the lesson twice"). The number of times after the object still
#: counts the verb's act: "reschedule your fitting 3 times" is 3 reschedules.
NOUN_OBJECT: Final = rf"(?:{'|'.join(_DETERMINERS)})\s+(?:(?!{_PHRASE_ENDS})[\w'’-]+\s+){{1,2}}"


def counted_verbs(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """The verbs a count topic's phrases name its noun by: each plural word without its "s"
    ("claims a year" → "claim")."""
    return tuple(sorted({m.group(1).lower() for p in phrases for m in _PLURAL_RE.finditer(p)}))


def times_pattern(phrases: tuple[str, ...], number: str) -> re.Pattern[str] | None:
    """The verb of a count topic's noun, then `number` (a pattern with the group "num") and
    "times": group "count" spans the number through "times". None when no phrase has a
    plural noun."""
    verbs = counted_verbs(phrases)
    if not verbs:
        return None
    verb = "|".join(re.escape(v) for v in verbs)
    return re.compile(
        rf"{NOT_A_NOUN}\b(?:{verb})\s+(?:{NOUN_OBJECT}|{_OBJECT}){_BOUND}"
        rf"(?P<count>{number}{_TIMES})",
        re.IGNORECASE,
    )


#: A compound of two nouns whose second is plural: "day swaps", "room changes", "seat upgrades".
_COMPOUND_RE: Final = re.compile(r"^([a-z]{3,})\s+([a-z]{3,}[^s\W])s$", re.IGNORECASE)


def compound_patterns(phrases: tuple[str, ...], number: str) -> list[re.Pattern[str]]:
    """A count topic's compound nouns said as their verb and object: "swap up to 2 days" for
    "day swaps", "change 2 rooms" for "room changes". English makes "<object> <act>s" of
    "<act> N <object>s" whatever the words, so the number is the count of the compound
    (group "count" spans the verb through the object, "swap up to 2 days", so that it is
    one value, not the length "2 days" the duration reader finds). One pattern per phrase of the
    topic that is such a compound. Only the verb, a bound and the number may come before the
    object, so "swap Tuesday for 2 days" (a length) is no such count."""
    out = []
    for p in phrases:
        m = _COMPOUND_RE.match(p.strip())
        if m is None:
            continue
        forms = sorted(noun_forms(m.group(1)), key=len, reverse=True)
        obj = "|".join(re.escape(f) for f in forms)
        out.append(
            re.compile(
                rf"{NOT_A_NOUN}\b(?P<count>{re.escape(m.group(2))}\s+{_BOUND}"
                rf"{number}\s+(?:{obj}))\b",
                re.IGNORECASE,
            )
        )
    return out
