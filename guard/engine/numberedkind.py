"""A numbered word that qualifies a scope value's noun names a kind of it: "our Level 3 piano
lessons", "the Version 2 plan". Its number needs a verdict.

Why: rule D0b exempts list numbers ("step 2", "section 4", "floor 3", "level 1"), which
point to a place in a text, a process or a building and state no policy (`numbers`). The
same words standing right before a noun and qualifying it do something else: "Level 3"
in "the Level 3 piano lessons" says which of the lessons the sentence is about, and where
the noun is one the catalogue tells rules apart by (a scope value's phrase: "lessons",
"season ticket"), the rule the draft states may hold for one numbered kind and not another.
The number is then part of a service's name, and a number inside a service's name needs a
verdict like any other (docs/workspace-format.md, "A number inside a service's name"):
alone, it caps an ALLOW at CAUTION EXTRACTION_GAP. It stays exempt where the customer's
message says the same numbered word (their own figure), where the catalogue's phrase holds
the number itself (the catalogue names that kind: `namednumbers`), and where a claim reads it.

Structure only: which words are list words is `numbers`' own closed set of nouns that
number a place; the noun qualified is the catalogue's. Pure: text and catalogue in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import non_policy_spans
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.models import PatternMatch

_LIST_NUMBER: Final = "list number"
#: Between the numbered word and the noun it qualifies: a space or a hyphen, no punctuation.
_JOIN: Final = re.compile(r"[ \t]*-?[ \t]*")
_DIGIT: Final = re.compile(r"\d")


def _scope_phrases(cat: Catalogue) -> tuple[str, ...]:
    """Every phrase that names a value of one of the catalogue's scope dimensions."""
    return tuple(p for d in cat.scopes for _, phrases in d.values for p in phrases)


def _said(text: str) -> set[str]:
    """The numbered words `text` says ("level 2"), lower-cased, one space inside."""
    return {
        " ".join(text[s:e].lower().split())
        for s, e, kind in non_policy_spans(text)
        if kind == _LIST_NUMBER and text[s].isalpha()
    }


def numbered_kinds(text: str, cat: Catalogue, message: str = "") -> list[PatternMatch]:
    """The numbered words of `text` ("Level 3") that stand right before a scope value's
    phrase and qualify it, unless the customer's `message` says them too (module docstring)."""
    phrases = _scope_phrases(cat)
    if not phrases:
        return []
    starts = {s for s, _ in find_all(phrases, text)}
    theirs = _said(message) if message else set()
    out: list[PatternMatch] = []
    for s, e, kind in non_policy_spans(text):
        if kind != _LIST_NUMBER or not text[s].isalpha() or not _DIGIT.search(text, s, e):
            continue  # "2." at a line's start numbers a list item; "section B" has no number
        join = _JOIN.match(text, e)
        after = join.end() if join else e
        if after == e or after not in starts:
            continue  # "see section 4." / "step 2: open …": nothing qualified
        words = text[s:e]
        if " ".join(words.lower().split()) in theirs:
            continue
        out.append(PatternMatch(text=words, start=s, end=e, kind="number"))
    return out
