""" "Proposed" as the attribute of a thing a process handles is no status of the document.

"Check the proposed stand-in tutor", "confirm the proposed start date with the customer": a
step of a procedure names what someone else put forward (a person, a date, a plan for one
case), and the document stays as in force as its other steps. Only "proposed" said of a
policy, a change or a value is the document's own status ("the proposed fee", "a proposed
change", "the proposed £30 charge", "This is a proposed policy"). So a "proposed" right
after a determiner and before a noun phrase (up to three words) with no word of policy or
change and no number in it is set aside; every other "proposed" still counts.

Nor is the noun "proposal" said as one item in a list of other things ("hired for
birthdays, parties, proposals, fishing trips or a day out"): set between two commas in a
list, with an item on each side, it is one of the occasions or things the sentence lists,
not a word said of the document or a change. Kept to the middle of a list: a last item
("ideas, proposals and plans for the fee") may sum up what the list is about. English
punctuation only.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import CHANGE_NOUNS

_I: Final = re.IGNORECASE

# A determiner or possessive right before "proposed".
_DETERMINER_BEFORE_RE: Final = re.compile(
    r"\b(?:the|a|an|any|each|every|their|your|his|her|its|our|this|that)\s+$", _I
)
# The noun phrase after "proposed": up to three words, to a punctuation mark.
_NOUN_PHRASE_RE: Final = re.compile(r"\s+((?:[A-Za-z][\w'’-]*\s*){1,3})")
# Words that make the noun phrase a policy, a change or a value: then it is a proposal.
_POLICY_WORD_RE: Final = re.compile(
    rf"\b(?:{CHANGE_NOUNS}|policy|policies|rule|rules|price|prices|pricing|rate|rates|fee|fees|"
    r"charge|charges|cost|costs|increases|cut|cuts|"
    r"amendment|amendments|version|terms|limit|limits|new|wording|text|process|procedure|"
    r"scheme|plan|tariff|discount|refund|refunds|allowance|period|deadline|value|amount)\b",
    _I,
)


def of_a_handled_thing(text: str, start: int, end: int) -> bool:
    """Whether the "proposed" at text[start:end] is said of a thing a process handles (the
    module docstring), not of the document or a change."""
    if text[start:end].lower() != "proposed":
        return False
    if not _DETERMINER_BEFORE_RE.search(text[:start]):
        return False
    m = _NOUN_PHRASE_RE.match(text, end)
    if m is None:
        return False
    return not _POLICY_WORD_RE.search(m.group(1))


# "proposal(s)" between two of a list's commas: ", proposals, fishing trips".
_LIST_BEFORE_RE: Final = re.compile(r",\s*(?:(?:a|an)\s+)?$", _I)
_LIST_AFTER_RE: Final = re.compile(r",\s*[A-Za-z]", _I)


def a_listed_item(text: str, start: int, end: int) -> bool:
    """Whether the noun "proposal(s)" at text[start:end] is one item of a list of things
    (the module docstring), not the document's status."""
    if text[start:end].lower() not in ("proposal", "proposals"):
        return False
    return bool(_LIST_BEFORE_RE.search(text[:start]) and _LIST_AFTER_RE.match(text, end))
