"""Another country, named where the catalogue names none, is "abroad".

A customer asks what it costs "to use my phone in Spain", and the agent answers "Using your
phone in Spain is £2.50 a day": every reader knows that is the roaming charge, though no
topic's words are in the sentence. A catalogue cannot list every country a customer may
travel to, so the local reader knows them from a well-kept public list: the country names
of the tz database's `iso3166.tab` (public domain, shipped in `guard/place_data`).

A country counts as somewhere else only when it is named as a place (after "in", "to",
"from", "visiting"… and capitalised, so "Hi Jordan" is nobody's destination) and the
catalogue itself names it nowhere: a country a scope value or a topic names ("UK",
"outside Portugal") is the catalogue's own business, read by its phrases as before. Such a
place is a cue for the topics whose `about` says "abroad" or "overseas" (a roaming charge,
a travel-insurance topic); a catalogue with none gets nothing from it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import compile_phrases

#: The words that say a topic is about being in another country.
_ABROAD_WORDS: Final = ("abroad", "overseas")
#: A place is named after a locative word ("in Spain", "to France", "visiting Japan").
_LOCATIVE: Final = (
    r"\b(?:in|to|from|into|at|visit|visiting|across|around|throughout|within|for)\s+(?:the\s+)?"
)


@lru_cache(maxsize=1)
def country_names() -> tuple[str, ...]:
    """Every country name of the shipped ISO 3166 table, with and without its bracketed
    qualifier ("Britain (UK)" gives "Britain"), longest first."""
    text = files("guard.place_data").joinpath("iso3166.tab").read_text(encoding="utf-8")
    names: set[str] = set()
    for line in text.splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        name = line.split("\t", 1)[1].strip()
        names.add(name)
        names.add(re.sub(r"\s*\([^)]*\)", "", name).strip())
    return tuple(sorted((n for n in names if n), key=lambda n: (-len(n), n)))


def _catalogue_words(cat: Catalogue) -> str:
    """Every phrase the catalogue writes, one per line, for "does it name this country"."""
    phrases = [p for t in cat.topics for p in (*t.about, *t.hints, *t.not_about)]
    phrases += [*cat.not_covered]
    for d in cat.scopes:
        phrases += [*d.any, *(p for _, ps in d.values for p in ps)]
    return "\n".join(phrases)


@lru_cache(maxsize=64)
def _foreign_re(cat: Catalogue) -> re.Pattern[str] | None:
    """A locative word and a country the catalogue does not name, capitalised as written."""
    words = _catalogue_words(cat)
    elsewhere = [
        n for n in country_names() if not re.search(rf"(?<!\w){re.escape(n)}(?!\w)", words, re.I)
    ]
    if not elsewhere:
        return None
    names = "|".join(re.escape(n) for n in elsewhere)
    return re.compile(rf"(?i:{_LOCATIVE})(?P<place>(?:{names}))(?!\w)")


@lru_cache(maxsize=64)
def abroad_topics(cat: Catalogue) -> tuple[str, ...]:
    """The topics whose `about` phrases say "abroad" (or "overseas"), sorted by key."""
    out = []
    for t in cat.topics:
        rx = compile_phrases(tuple(t.about))
        if rx is not None and any(rx.fullmatch(w) for w in _ABROAD_WORDS):
            out.append(t.key)
    return tuple(sorted(out))


def foreign_places(cat: Catalogue, text: str) -> list[tuple[int, int, str]]:
    """Each country of `text` named as a place the catalogue does not name, as a cue for
    every topic about being abroad: (start, end, topic)."""
    topics = abroad_topics(cat)
    rx = _foreign_re(cat) if topics else None
    if rx is None:
        return []
    return [(m.start("place"), m.end("place"), t) for m in rx.finditer(text) for t in topics]
