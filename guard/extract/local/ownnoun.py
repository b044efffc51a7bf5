"""A number followed by a noun of its own is read on a topic only when its own clause says so.

"Give it a name (up to 20 characters)" in a sentence about adding a profile: "up to 20" is
written as a limit, but the 20 says what it counts right after it, "characters". A bare
number (`bounds`) takes its unit from the sentence's topic because it names nothing itself
("up to 4", "Minimum age: 16"). A number that names its own noun may still count what a
topic counts in other words ("download up to 25 films", "refer up to 10 friends"), but
then the topic's cue is in the number's own clause, usually its verb. So such a number is
read only when its clause (cut at punctuation, brackets and coordinating conjunctions)
names a topic of its kind: "give it a name (up to 20 characters)" names none, whatever
the rest of the sentence names.

The tests are English grammar, not a catalogue's words: the word right after the number is
a content word (no function word, no "-ly" adverb, no "times", which counts the sentence's
own action), or the number is joined to a word by a hyphen ("a 20-character name").
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import COORDINATED_CLAUSE, clause_around
from guard.extract.local.clauseaside import without_other_asides

# Words after a number that leave it bare: they begin the rest of the clause, they say
# nothing the number counts ("up to 4 at once", "at least 2 per month", "up to 5 on every
# plan", "at least 16 to join", "up to 3 times a year").
_NOT_A_NOUN_WORDS: Final = """
    a an the this that these those each every any all some no your our their his her its my
    at in on of for per to from with without by over under across during within after before
    between into onto than via through around about off out up down apart apiece
    and or but nor so yet if when while because unless as though although until till once
    you we they he she it i them us him me who which
    is are was were be been am can will may might must should could would do does did have
    has had shall
    more less fewer only just too also then now here there again instead together total
    overall max maximum min minimum plus times time
"""
_NOT_A_NOUN: Final = frozenset(_NOT_A_NOUN_WORDS.split())
_NEXT_WORD_RE: Final = re.compile(r"(?P<hyphen>-)?\s*(?P<word>[^\W\d_]+)", re.UNICODE)


def names_own_noun(text: str, end: int, unit: str = "") -> bool:
    """Whether the number ending at text[end] is followed by a noun of its own (a content
    word right after it, or one joined by a hyphen). A word of `unit` itself ("years" after
    an age) is the number's reading, not another noun."""
    m = _NEXT_WORD_RE.match(text, end)
    if m is None or (not m["hyphen"] and m.start("word") == end):
        return False  # letters written onto the number ("16th", "4K") are no noun after it
    word = m["word"].casefold()
    if word in _NOT_A_NOUN or word.endswith("ly"):
        return False
    return word.removesuffix("s") not in {w.casefold().removesuffix("s") for w in unit.split()}


def own_clause(text: str, start: int, end: int) -> str:
    """The clause holding text[start:end], cut at punctuation, brackets, bold and
    coordinating conjunctions (`COORDINATED_CLAUSE`; a full stop inside a number, "1.5", is
    not one: the number is not searched). A bracket that holds no part of the number is an
    aside inside the clause, and does not cut it (`clauseaside`)."""
    return clause_around(without_other_asides(text, start, end), start, end, COORDINATED_CLAUSE)
