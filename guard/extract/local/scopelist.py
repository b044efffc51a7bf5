"""A coordinated list of scope values is read the same whatever its order.

"£5 for adults and students" and "£5 for students and adults" say one thing: a list is a
set, and English puts its items in whatever order reads well. Two things made the order
matter:

- A list item the catalogue names no value for ("adults" where only "Adult" is a name)
  stood between two items that do, and split the list in two: "for seniors, students and
  children" was read as seniors only (the first part), "for children, students and
  seniors" as children only. An item between list words ("," "and" "or") that names no
  value is still an item of the same list: the values around it are one list
  (`unnamed_items_between`). It adds no value of its own: a list names what it names, and
  a value it leaves out is not implied (that is where the exception usually follows: "…,
  and £3 for juniors"); an item the catalogue has no phrase for is a catalogue gap, and
  reading it as "every value" would extend the claim to the values the list pointedly did
  not name.
- A value's clause is cut at a comma and at "and", so a list after the value was cut at its
  first list word. The part after the cut was read only when a named item stood before the
  cut; when the first item names no value ("for adults | and students") the list's named
  items fell away and the claim was read as unscoped. The rest of a list is as much the
  clause's as its first item when the clause ends in the object of a preposition ("for
  adults") and what follows the cut is a run of short noun phrases joined by list words,
  ending in "and" or "or" (`list_rest`): each item no more than three words, with no
  figure and no verb word of its own (`_NOT_AN_ITEM_WORD`), so "for adults and children go
  free" is two clauses, not a list.

Pure grammar (coordination); which items name values comes only from the catalogue.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: Between two items of a list: "Team, Business and Enterprise", "SIM-only and broadband",
#: "UK or Ireland", "Team/Business". An item may carry its own article, definite or not:
#: "whether a short stay or a long one" lists two items as surely as "the UK or the EU".
LIST_GAP: Final = (
    r"\s*(?:,\s*(?:(?:and|or)\s+)?(?:(?:the|an?)\s+)?|\s(?:and|or|&|and/or)\s+(?:(?:the|an?)\s+)?"
    r"|[/&+])\s*"
)

# Words that make a stretch of text a clause, not a noun phrase: a finite verb of being,
# having or a modal, and the verbs a price or a rule is usually stated with. General English,
# no team's wording.
_NOT_AN_ITEM_WORD: Final = (
    r"is|are|was|were|be|been|being|am|has|have|had|do|does|did|can|could|will|would|shall|"
    r"should|may|might|must|get|gets|got|go|goes|pay|pays|cost|costs|need|needs|stay|stays|"
    r"and|or|but|nor|then|than|not|no"
)
# A word of a list item: letters (a hyphen or apostrophe inside), no figure.
_WORD: Final = rf"(?!(?:{_NOT_AN_ITEM_WORD})\b)[^\W\d_][\w'’-]*"
#: A list item that names no value: one to three words.
ITEM: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{0,2}}"

_BETWEEN_RE: Final = re.compile(rf"(?:{LIST_GAP})(?:{ITEM}(?:{LIST_GAP}))+", _I)


def unnamed_items_between(gap: str) -> bool:
    """Whether `gap`, the text between two mentions of scope values, is list words around
    items that name no value (", students and " in "seniors, students and children"): the
    two mentions are items of one list."""
    return _BETWEEN_RE.fullmatch(gap) is not None


# The object of a preposition at the end of a clause: the list's first item ("for adults").
_PREPOSITIONS: Final = (
    r"for|on|to|with|at|in|by|from|of|under|over|across|including|excluding|per|between|among"
)
_OBJECT_AT_END_RE: Final = re.compile(
    rf"(?:^|\s)(?:{_PREPOSITIONS})\s+(?:(?:the|a|an|all|any|every|each|our|your)\s+)?"
    rf"(?P<item>{ITEM})\s*$",
    _I,
)
# One list word and the item after it, up to the next list word or where the list ends.
_NEXT_GAP_RE: Final = re.compile(
    r"\s*,\s*(?P<word>(?:and|or)\s+)?|\s+(?P<word2>and|or|and/or)\s+",
    _I,
)
_DETERMINER_RE: Final = re.compile(r"(?:the|a|an|all|any|every|each|our|your)\s+", _I)
_ITEM_RE: Final = re.compile(ITEM, _I)
# Where an item ends: the next list word, punctuation, a bracket, or the sentence's end.
_ITEM_END_RE: Final = re.compile(r"\s*(?:,|\s(?:and|or|and/or)\s|[;:.!?()\[\]—–]|$)", _I)


def first_item_start(right: str) -> int | None:
    """Where the list's first item starts in `right` (a value's clause after the value),
    when the clause ends in the object of a preposition ("£5 per visit for adults"); None
    otherwise."""
    m = _OBJECT_AT_END_RE.search(right)
    return m.start("item") if m else None


def list_rest(sentence: str, cut: int) -> list[tuple[int, int]]:
    """The items of the rest of a list the clause cut at `cut` ends in, as spans of
    `sentence` (a determiner left out): short items joined by list words, up to the list's
    last item, which follows "and" or "or" ("…, students and children"); none when what
    follows the cut is no such list (a clause of its own, a figure, no "and"/"or")."""
    at = cut
    items: list[tuple[int, int]] = []
    while True:
        gap = _NEXT_GAP_RE.match(sentence, at)
        if gap is None:
            return []
        start = gap.end()
        det = _DETERMINER_RE.match(sentence, start)
        if det:
            start = det.end()
        item = _ITEM_RE.match(sentence, start)
        if item is None or _ITEM_END_RE.match(sentence, item.end()) is None:
            return []
        items.append(item.span())
        at = item.end()
        if gap.group("word") or gap.group("word2"):
            return items  # a list's last item follows "and" or "or"


# What may follow a value's phrase inside its item: nothing, or the noun the list's items
# share, said once after the last one ("adult and student passes").
_HEAD_NOUN_RE: Final = re.compile(r"(?:[ \t]+[\w'’-]+)?", _I)


def names_its_item(sentence: str, item: tuple[int, int], start: int, end: int) -> bool:
    """Whether the mention at `sentence[start:end]` is its item's whole noun phrase: it
    starts the item and at most the shared head noun follows it ("children", "student
    passes"), not a word inside another phrase ("free for children")."""
    return start == item[0] and _HEAD_NOUN_RE.fullmatch(sentence, end, item[1]) is not None
