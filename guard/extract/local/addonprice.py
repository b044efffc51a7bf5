"""A source's price of an add-on is not the price of the thing it is added to.

"A one-off visit costs the same as a regular visit plus a £10 call-out charge"; "Extra bags
beyond those included are charged at £1 each". Each amount prices something added to a base
(a charge after "plus", things that are "extra" or "additional" to what the base includes),
while the words that put it on a topic name the base: the topic's phrase in the clause ("a
regular visit"), or the heading above. Read as the topic's value, the add-on's price becomes
a second, different candidate for the base's price, and a right reply about the base is
escalated or held against it. So an amount of money in a source whose own words say it is
added to something, either

- right after "plus" ("plus a £10 call-out charge"), or
- in a sentence whose subject is things "extra" or "additional" to others ("Extra bags …
  are charged at £1 each"), or
- right before "for" or "per" and the extra things it is charged for ("we charge £1 for each
  extra bag", "£2 per additional shirt"): the same add-on said after its price, where English
  puts what an amount is charged for, or
- as the amount of a supplement or surcharge ("a £15 supplement for an evening delivery", "a
  surcharge of £3 on card payments"): the nouns whose meaning is a sum added on top of a
  price, so the thing after "for" or "on" is the base it is added to, not what it prices,

is no value of its topic (`other`), unless the add-on's own words (the words after "plus"
up to the end of the clause, or the extra things' noun from "extra" up to its first
preposition or verb) name that topic by one of its phrases: a catalogue with a topic for the add-on
("call-out charge") keeps it. A supplement's own words are its noun and the modifiers
before it ("a £15 evening supplement"): a topic for that supplement keeps it.

"plus", "extra" and "additional" are grammar words of addition, a closed class, and
"supplement" and "surcharge" English's nouns for an added sum, not any team's wording.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER
from guard.kb.phrasematch import find_all
from guard.models import SourceClaim

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading

_I: Final = re.IGNORECASE
#: "plus", with or without an article, right before the amount.
_PLUS: Final = re.compile(r"\bplus\s+(?:an?\s+|the\s+)?$", _I)
#: A sentence whose subject is extra or additional things: from that word to the amount.
_EXTRA_SUBJECT: Final = re.compile(
    r"^\W*(?:(?:any|each|every|all)\s+)?(?:extra|additional)\s+\w", _I
)
#: The extra things an amount is charged for, said after it: "for each extra bag", "per
#: additional shirt" (group "words": from "extra" on).
_EXTRA_AFTER: Final = re.compile(
    r"^\s*(?:each\s+)?(?:for|per)\s+(?:(?:each|every|any|an?)\s+)?(?P<words>(?:extra|additional)\s+\w.*)",
    _I,
)
#: English's nouns for a sum added on top of a price.
_ADDED_SUM: Final = r"(?:supplements?|surcharges?)"
#: A word that cannot modify the added-sum noun: an article, a preposition, a conjunction or
#: a verb ("a", "for", "and", "carries"): where the noun phrase stops.
_NOT_MODIFIER: Final = (
    r"(?!(?:a|an|the|any|each|every|this|that|its|our|your|for|per|of|on|in|at|to|and|or|"
    r"with|is|are|be|has|have|carry|carries|add|adds|pay|charge|charges)\b)"
)
#: The noun phrase of an added sum: up to three modifiers, then the noun ("supplement",
#: "evening supplement", "remote area surcharge").
_ADDED_PHRASE: Final = rf"(?P<words>(?:{_NOT_MODIFIER}\b[\w-]+\s+){{0,3}}{_ADDED_SUM})\b"
#: The amount said before its added-sum noun: "£15 supplement", "£15 evening supplement".
_ADDED_SUM_AFTER: Final = re.compile(rf"^\s*{_ADDED_PHRASE}", _I)
#: The added-sum noun said before its amount: "a surcharge of £3", "an evening supplement of".
_ADDED_SUM_BEFORE: Final = re.compile(rf"{_ADDED_PHRASE}\s+of\s+$", _I)
#: The amount's own first word ("£3" of "£3 per extra bag").
_FIRST_WORD: Final = re.compile(r"^\S+")
#: Where the extra things' own noun ends: a preposition or the verb after the subject.
_HEAD_END: Final = re.compile(
    r"\s(?:beyond|over|above|after|than|in|on|of|at|for|from|with|are|is|cost|costs|will|"
    r"can|get|charged|priced|billed)\b",
    _I,
)
#: Where the add-on's own words after the amount end.
_CLAUSE_END: Final = re.compile(r"[,;:.!?()]|\s(?:and|but|or|so|which)\s", _I)


def addon_words(clause: Clause) -> str | None:
    """The add-on's own words when the clause's amount is said as added to something, or
    None (module docstring)."""
    before = clause.sentence[: clause.start]
    if _PLUS.search(before):
        after = clause.sentence[clause.end :]
        cut = _CLAUSE_END.search(after)
        return after[: cut.start()] if cut else after
    if _EXTRA_SUBJECT.match(before):
        cut = _HEAD_END.search(before)
        return before[: cut.start()] if cut else before
    # "a £15 supplement for ...", "a surcharge of £3 on ...": the sum added, not the base's price
    added = _ADDED_SUM_AFTER.match(clause.sentence[clause.end :]) or _ADDED_SUM_BEFORE.search(
        before
    )
    if added:
        return added["words"]
    # after the value's words, or inside them where its rate words hold it ("£3 per extra bag")
    own = _FIRST_WORD.sub("", clause.sentence[clause.start : clause.end], count=1)
    charged = _EXTRA_AFTER.match(clause.sentence[clause.end :]) or _EXTRA_AFTER.match(own)
    if charged:  # "£1 for each extra bag": the add-on said after its price
        words = charged["words"]
        cut = _CLAUSE_END.search(words)
        words = words[: cut.start()] if cut else words
        head = _HEAD_END.search(words)
        return words[: head.start()] if head else words
    return None


def addons_yield(
    vocab: Vocabulary, claims: list[tuple[SourceClaim, Reading]], clauses: list[Clause]
) -> list[tuple[SourceClaim, Reading]]:
    """Claims, each money value said as an add-on's price made `other` unless the add-on's
    own words name its topic (module docstring)."""
    out: list[tuple[SourceClaim, Reading]] = []
    for (c, r), clause in zip(claims, clauses, strict=True):
        words = addon_words(clause) if c.value is not None and c.value.kind == "money" else None
        spec = vocab.topic(c.topic) if words is not None else None
        if words is not None and spec is not None and not find_all(spec.about, words):
            note = "an add-on's price: its own words say it is added to what the topic names"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
