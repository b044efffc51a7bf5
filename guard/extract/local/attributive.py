"""The topic a value's own description gives it: the noun a duration written as an adjective
or a possessive describes ("the 14-day cooling-off period", "one month's notice"), or the
name a bracket gives the value ("(the “Cooling-off Period”)", `namedterm`).

Separate from `topics`, which weighs the value's clause, sentence and headings: these
readings are asked before the clause's other words are weighed, and look only at the words
the value itself qualifies or is called.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.english import SUBJECT_PRONOUNS, one_of
from guard.extract.local.aroundvalue import phrase_around
from guard.extract.local.cues import (
    Because,
    _named,
    cue,
)
from guard.extract.local.headcue import head_topic, qualified_after
from guard.extract.local.namedterm import bracketed_name
from guard.extract.local.nouncomplement import of_complement, only_a_kind_of_span
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER

_I: Final = re.IGNORECASE


# A duration written as an adjective ("14-day", "4-hour", "two-week") describes the noun
# right after it: "the 14-day cooling-off period" is about a cooling-off period, whatever
# the rest of the sentence names. The noun phrase runs to a function word or punctuation, or
# to the subject of a clause that follows with no comma: a subject pronoun or the "there" of
# "there's" ("if you book with 3 days' notice there's no fee", "2 weeks' notice we need").
_CLAUSE_SUBJECT: Final = one_of(SUBJECT_PRONOUNS, ("there",))
_ATTRIBUTIVE_RE: Final = re.compile(r"-(?:day|hour|week|month|year|minute)$", _I)
# A duration in the possessive ("one month's notice", "30 days' notice") describes the noun
# after it, like an adjective does.
_POSSESSIVE_RE: Final = re.compile(r"['’]s?(?=\s)", _I)
# The unit word a duration ends with ("one calendar month", "30 days").
_UNIT_WORD_RE: Final = re.compile(r"[A-Za-z]+$")
_NOUN_PHRASE_RE: Final = re.compile(
    r"\s+((?:(?!(?:and|or|but|of|for|to|in|on|at|with|from|by|that|which|who|is|are|was|were|"
    r"will|would|can|could|may|might|if|when|so|as|than|before|after|until|per|the|a|an|this|"
    rf"your|our|their|its|{_CLAUSE_SUBJECT})\b)"
    r"[A-Za-z][\w'’-]*\s*){1,3})",
    _I,
)
# Nouns that say only that a span of time is meant: they name no subject of their own.
_GENERIC_SPAN_RE: Final = re.compile(
    r"^(?:(?:the|a|an)\s+)?(?:period|window|time|timeframe|time\s+frame|timeline|timescale|"
    r"limit|deadline|turnaround|wait|waiting\s+period|delay|span|interval|stretch|rule|"
    r"guarantee|maximum|minimum|max|min)s?$",
    _I,
)


def _described(clause: Clause) -> tuple[re.Match[str], re.Match[str] | None] | None:
    """The noun phrase a duration written as an adjective or a possessive describes, and the
    possessive's mark, or None."""
    at = clause.end
    possessive = _POSSESSIVE_RE.match(clause.sentence, at)
    if possessive is not None:
        at = possessive.end()  # "one month's notice" describes the notice as "-day" does
    elif not _ATTRIBUTIVE_RE.search(clause.sentence[clause.start : clause.end]):
        return None
    m = _NOUN_PHRASE_RE.match(clause.sentence, at)
    return (m, possessive) if m is not None else None


def described_noun(clause: Clause) -> str | None:
    """The noun a duration written as an adjective or a possessive describes ("notice" in
    "8 weeks' notice is fine"), or None."""
    got = _described(clause)
    return got[0].group(1).strip() if got is not None else None


def attributive_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic of a duration written as an adjective, from the noun it describes: that
    noun's topic, or `other` when the noun is a subject of its own the catalogue does not
    name ("cooling-off period"); None when the noun only says "period" or "window"."""
    got = _described(clause)
    if got is None:
        return None
    m, possessive = got
    noun = m.group(1).strip()
    # The unit is part of the noun's name as a catalogue may write it: "4-hour window" is an
    # "hour window", "30-day return" a "day return".
    # So is a possessive's unit: "one month's notice" is a "month's notice".
    unit = _ATTRIBUTIVE_RE.search(clause.sentence[clause.start : clause.end])
    named_as = f"{unit.group()[1:]} {noun}" if unit and possessive is None else noun
    owner = _UNIT_WORD_RE.search(clause.sentence[clause.start : clause.end])
    if possessive is not None and owner is not None:
        named_as = f"{owner.group()}{possessive.group()} {noun}"
    named = _named(vocab, cue(named_as, vocab), kind, (0, 0), "clause")
    if named is None and named_as != noun:
        named = _named(vocab, cue(noun, vocab), kind, (0, 0), "clause")
    if named is None:  # "give at least 2 months' notice": "give notice" (`aroundvalue`)
        named = phrase_around(vocab, kind, clause.left, noun)
    if named is not None:
        return named[0], replace(named[1], note="the noun the duration describes")
    if _GENERIC_SPAN_RE.match(noun):
        return None
    complement = of_complement(clause.sentence, m.end(1))
    if complement is not None:  # "5 days' notice of a skip on the road" (`nouncomplement`)
        of = _named(vocab, cue(complement, vocab), kind, (0, 0), "clause")
        if of is not None and of[0] != OTHER:
            return of[0], replace(of[1], note="what the noun the duration describes is of")
    elif only_a_kind_of_span(noun):
        return None  # "5 days' notice so the council can …": read as "5 days" is (`nouncomplement`)
    # "two months' notice please": the head of one topic's phrases (`headcue`), unless an
    # "of"-complement says what the noun is of ("notice in writing of any change")
    headed = None if qualified_after(clause.sentence, m.end(1)) else head_topic(vocab, kind, noun)
    return headed or (
        OTHER,
        Because("clause", noun, note="the noun the duration describes names no topic"),
    )


def bracket_named(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic a bracketed quoted name gives the value (`namedterm`): its topic, `other`
    when it names none, None when it only says "period"."""
    name = bracketed_name(clause.sentence, clause.end)
    if name is None or _GENERIC_SPAN_RE.match(name):
        return None
    named = _named(vocab, cue(name, vocab), kind, (0, 0), "clause")
    if named is not None:
        return named[0], replace(named[1], note="the name the text gives the value")
    return OTHER, Because("clause", name, note="the name the text gives the value names no topic")
