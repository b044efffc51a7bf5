"""English function words the readers share: closed classes, written once.

A reader that asks "does a noun phrase open here?" or "is this `times` a multiplier?" asks
a question of English, not of any catalogue, and several readers ask the same one. Each
closed class lives here once; a reader builds its pattern from the classes it needs (with
`one_of`), adding or leaving out a word where its question differs, and says why there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

#: Articles.
ARTICLES: Final = ("the", "a", "an")
#: Possessive determiners.
POSSESSIVES: Final = ("your", "my", "our", "their", "his", "her", "its")
#: Demonstratives.
DEMONSTRATIVES: Final = ("this", "that", "these", "those")
#: Quantifiers that open a noun phrase.
QUANTIFIERS: Final = ("every", "each", "any", "some")
#: Object pronouns that stand for a thing.
THING_PRONOUNS: Final = ("it", "them")
#: The customer, in a reply or a help page: second-person pronouns and determiners.
CUSTOMER_WORDS: Final = ("you", "your", "yours")
#: The writer (the team, or the agent speaking for it): first-person pronouns and determiners.
WRITER_WORDS: Final = ("we", "us", "our", "ours", "i")

#: Nouns for the people a help centre writes about (singular; `people_pattern` adds the
#: plural): the customers, buyers and users whose words are reported or whose group is named.
PEOPLE_NOUNS: Final = (
    "customer",
    "client",
    "caller",
    "user",
    "buyer",
    "member",
    "passenger",
    "guest",
    "shopper",
    "traveller",
    "traveler",
    "subscriber",
    "tenant",
    "patient",
    "student",
    "parent",
)

#: Nouns for a change of a policy or a value ("the change", "this increase"): what an
#: announcement announces.
CHANGE_NOUNS: Final = r"change|changes|update|updates|increase|rise|reduction|decrease"

#: After "N times": words that make it a multiplier or a comparison ("3 times the price",
#: "2 times more", "4 times as long"), not how many times an act is done.
MULTIPLIER_AFTER_TIMES: Final = r"(?!\s+(?:the|as|more|less|over|that|this|your|our|their|its)\b)"


def one_of(*classes: Iterable[str], without: Iterable[str] = ()) -> str:
    """The words of `classes`, in order and each once, as a regex alternation (no group),
    less the words `without`."""
    dropped = set(without)
    words = [w for c in classes for w in c if w not in dropped]
    return "|".join(dict.fromkeys(words))


def people_pattern(*classes: Iterable[str], plural_only: bool = False) -> str:
    """The nouns of `classes` as a regex alternation (no group), each in the singular and the
    plural, or in the plural only. The plural is the "-s" form, as every noun of PEOPLE_NOUNS
    makes it; a reader adds a noun with another plural ("families") in its own alternation."""
    words = dict.fromkeys(w for c in classes for w in c)
    return "|".join(f"{w}s" if plural_only else f"{w}s?" for w in words)
