"""A word's other forms: its singular, its stem, its plural. English endings, written once.

Several readers ask "is this word that word in another number or inflection?" ("guarantees"
and "guarantee", "boxes" and "box", "sitting" and "sittings"). The question is one of
English morphology, not of any catalogue, so each ending rule lives here once and every
reader takes the one its question needs:

- `singular`: a plural noun's (or a third-person verb's) -s, -es or -ies ending taken off,
  for a word long enough to have one ("batteries" → "battery", "boxes" → "box"); a word in
  "ss", "us" or "is" keeps its s ("access", "status", "basis").
- `stem`: one word in all its inflections, -ing, -ed, -es, -s and a silent e off, for a word
  longer than `STEM_MIN` ("guarantees", "guaranteed", "guarantee" → "guarante"): a heading's
  word against a phrase's, where the part of speech may differ.
- `loose_singular`: `singular`, else any word's -s off ("fees" → "fee"), for a comparison
  whose both sides pass through it.
- `noun_forms`: every form a noun may take in either number, candidates to look a written
  word up in ("nights" → "night", "nights"; "size" → "sizes").
- `plural_of`: a phrase's last word in the plural ("country" → "countries"); an -ing word is
  a mass noun and keeps its form ("all billing"), unless it is counted (`counted_plurals`:
  "per sitting", "2 sittings").
"""

from __future__ import annotations

import re
from typing import Final

#: A word written with its -s ending also matches without it from this length on: shorter
#: words ending in s are seldom plurals ("news", "plus", "bus").
SINGULAR_MIN: Final = 5
_SIBILANT_ES: Final = re.compile(r"(?:ch|sh|x|z|ss)es$")

#: Inflections one stem takes (a plural, a past participle, a gerund, a silent e).
_SUFFIX_RE: Final = re.compile(r"(?:ing|es|ed|s|e)$")
#: A word this short or shorter keeps its ending ("fees" is not "fe", "uses" not "us").
STEM_MIN: Final = 5


def singular(word: str) -> str | None:
    """The word without its -s, -es or -ies ending, or None when it has none: shorter than
    `SINGULAR_MIN`, not all letters, or ending in "ss", "us" or "is" ("access", "status",
    "basis"), whose s is no ending."""
    if len(word) < SINGULAR_MIN or not word.isalpha() or not word.endswith("s"):
        return None
    if word.endswith(("ss", "us", "is")):
        return None
    if _SIBILANT_ES.search(word):
        return word[:-2]
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1]


def loose_singular(word: str) -> str:
    """The word's singular (`singular`), else, at any length, the word without its final s
    unless "ss" ("fees" → "fee", "hats" → "hat", "bus" → "bu").

    Why not `singular` alone: it keeps a short word's s ("fees", "bags"), since alone it
    cannot tell "news" from "pens". A reader that passes both sides of a comparison through
    this one (a catalogue's words and a sentence's word) needs no such caution: a word whose
    s is no ending loses it on both sides alike and still meets only itself, while a short
    plural meets its singular."""
    shared = singular(word)
    if shared is not None:
        return shared
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def noun_forms(word: str) -> frozenset[str]:
    """Every form a noun may take in either number, lower case: the word, its singulars and
    their counted plurals (`counted_plurals`): "nights" → "night", "nights"; "booking" →
    "bookings"; "sizes" → "size", "sizes".

    Candidates, not one answer: a word in -s is read both as the -s plural of a word and as
    `singular` reads it ("sizes" is "size" + s, "boxes" is "box" + es), and a word that is
    its own singular ("lens", "pass") also gets a plural; a candidate that is no English
    word ("boxe", "nightses") matches no written word, so a reader looking a sentence's word
    up among them finds the noun in whichever number the sentence uses."""
    w = word.casefold()
    singulars = {w}
    if w.endswith("s") and not w.endswith("ss"):
        singulars.add(w[:-1])
    shared = singular(w)
    if shared is not None:
        singulars.add(shared)
    return frozenset(singulars | {p for s in singulars for p in counted_plurals(s)})


def stem(word: str) -> str:
    """One word's stem: lower case, without an inflection ("guarantees" → "guarante")."""
    w = word.casefold()
    return _SUFFIX_RE.sub("", w) if len(w) > STEM_MIN else w


def plural_of(words: str) -> str:
    """English plural of a phrase's last word: "country" → "countries", "box" → "boxes",
    "card type" → "card types" ("rail" + "s" is right; "country" + "s" is not). A word in
    -ing is a mass noun and stays as it is: "all billing", "all pricing"."""
    head, _, last = words.rpartition(" ")
    lower = last.lower()
    if lower.endswith("ing"):
        return words
    if len(lower) > 1 and lower.endswith("y") and lower[-2] not in "aeiou":
        last = last[:-1] + "ies"
    elif lower.endswith(("s", "x", "z", "ch", "sh")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def counted_plurals(word: str) -> tuple[str, ...]:
    """The plural forms of a noun that is counted (one "per" it, or a number of it): its
    `plural_of`, and for an -ing word its "-s" plural too. Counted, an -ing word is a count
    noun ("per sitting", "2 sittings", "per booking", "3 bookings"), though alone it is most
    often a mass noun that `plural_of` leaves as it is ("all billing")."""
    plural = plural_of(word)
    if word.casefold().endswith("ing"):
        return tuple(dict.fromkeys((word + "s", plural)))
    return (plural,)
