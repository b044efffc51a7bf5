"""A count said of its unit's "per" noun as the clause's subject: "Rooms sleep up to 4 guests".

A count topic's unit says what it counts and per what: "guests per room", "students per
class". A text gives that count in the unit's own words ("up to 4 guests per room"), but as
often it makes the "per" noun the clause's subject and the counted noun the object: "Rooms
sleep up to 4 guests", "Each class has up to 12 students", "Parties are for up to 12
children". The verb between them varies with every team's wording, and no `about` phrase
can list them all, yet the structure says the same as the unit: a number of the counted
noun, in a clause whose subject names what it is counted per.

So a count topic is named by a clause where (1) the number is followed right away by the
unit's counted noun (the last word before "per", singular or plural: "4 guests", "1
guest"; when that noun is a person's, any noun for people: "no more than 12 people" on
"students per class", as `othernoun` reads them), and (2) the words before the number, in
the same clause, hold the unit's "per" noun (the words after "per", the last one singular
or plural: "Rooms", "Each class", "group orders"). A count whose noun is another ("Rooms
have 2 beds") or whose clause says nothing of what it is counted per ("Bring up to 4
guests") names no topic this way. English grammar and the catalogue's own unit, no team's
phrases.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guard.english import PERSON_WORDS
from guard.extract.local.numerals import _WORD_NUMBER
from guard.wordforms import counted_plurals, plural_of

if TYPE_CHECKING:
    from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_PER_RE: Final = re.compile(r"^\s*(?P<counted>.*?)\s+per\s+(?P<per>.+?)\s*$", _I)
# Where the clause before the number stops: punctuation, brackets, a coordinating
# conjunction or a subordinator opens another clause.
_CLAUSE_BREAK_RE: Final = re.compile(
    r"[.,;:!?()\[\]–—]|\b(?:and|but|or|so|because|if|unless|when|while|which|who)\b", _I
)


def _forms(word: str) -> list[str]:
    """The word as written and its other number: "guests"/"guest", "party"/"parties"."""
    low = word.casefold()
    forms = {low, plural_of(low).casefold()}
    if low.endswith("ies"):
        forms.add(low[:-3] + "y")
    elif low.endswith("s") and not low.endswith("ss"):
        forms.add(low[:-1])
    return sorted(forms, key=len, reverse=True)


def per_noun_forms(word: str) -> list[str]:
    """The forms of the noun a unit counts per (`_forms`), with a counted noun's plurals
    (`guard.wordforms.counted_plurals`): "per" takes one of a countable thing ("per
    sitting"), so an -ing word there is a count noun and "sittings" is its plural."""
    forms = _forms(word)
    extra = [p for p in counted_plurals(word.casefold()) if p not in forms]
    return extra + forms


def _parts(unit: str) -> tuple[list[str], str] | None:
    """The unit's counted noun (its forms) and its "per" phrase as a pattern whose last
    word may be singular or plural; None when the unit says no "per"."""
    m = _PER_RE.match(unit)
    if m is None or not m["counted"].split() or not m["per"].split():
        return None
    counted = _forms(m["counted"].split()[-1])
    *lead, last = m["per"].split()
    per = r"\s+".join(
        [*(re.escape(w) for w in lead), rf"(?:{'|'.join(map(re.escape, per_noun_forms(last)))})"]
    )
    return counted, rf"\b{per}\b"


def _same_count_noun(noun: str, counted: list[str]) -> bool:
    """Whether the number's noun is the unit's counted noun (in either number), or both are
    nouns for people: a team writes its people in many words ("12 students" and "no more than
    12 people" count the same), as `othernoun` reads a count of people."""
    return noun in counted or (noun in PERSON_WORDS and any(c in PERSON_WORDS for c in counted))


def unit_topic(vocab: Vocabulary, text: str, start: int, end: int) -> str | None:
    """The count topic whose unit the clause around the number at `text[start:end]` says by
    its structure (see the module docstring), when exactly one does."""
    after = re.match(r"\s+([^\W\d_]+)", text[end:])
    if after is None:
        return None
    noun = after.group(1).casefold()
    before = text[:start]
    breaks = list(_CLAUSE_BREAK_RE.finditer(before))
    clause = before[breaks[-1].end() :] if breaks else before
    found = []
    for t in vocab.catalogue.topics:
        if t.kind != "count" or not t.unit:
            continue
        parts = _parts(t.unit)
        if parts is None or not _same_count_noun(noun, parts[0]):
            continue
        if re.search(parts[1], clause, _I) and not re.search(rf"\bper\s+{parts[1]}", clause, _I):
            found.append(t.key)
    return found[0] if len(found) == 1 else None


def names_a_unit(vocab: Vocabulary, text: str) -> bool:
    """Whether some number in `text` is a count its clause's structure puts on a count
    topic's unit (`unit_topic`)."""
    return any(
        unit_topic(vocab, text, m.start(), m.end()) is not None
        for m in re.finditer(
            rf"\b\d{{1,4}}\b|\b(?:{_WORD_NUMBER})",
            text,
            _I,
        )
    )
