"""A look-back window said in a rule is the rule's value, not someone's history.

"In the last 2 years" says which stretch of time before now counts. Told of something that
happened ("I was treated for it in the last 2 years", "prices have risen twice in the last
year") it is history, and `dropped.PAST` sets it aside. Told of whatever a rule covers, it is
the rule's own measure, the value a policy states:

- **a relative clause on a universally quantified head**: "any claim you've made
  in the last 3 years", "everything you bought in the past 30 days" (any, every, each,
  all, and the pronouns built on them). The head ranges over every instance, so the window
  picks out which ones count; a narrative has one event, never "any" of them. "Some" is no
  universal ("some lenders look at the last 6 years" reports another party);
- **a sentence that lays an obligation** ("must", "need to", "have to", "required to"): "you
  must declare it if you've been treated in the last 2 years", "the quote must be dated in
  the last 7 days". An obligation is a rule by its grammar; what it requires is said of
  whichever case meets the window.

Either way the writer's own first-person narrative in the window's clause ("we changed it in
the last 2 years", "I've been treated in the past year") stays history. Only the window form
is read here ("in/within/over/during/from the last/past/previous N"); "been waiting 3 days"
and "2 days ago" are left to `dropped` and `threshold`. English grammar only: no catalogue's
words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import QUANTIFIERS, one_of

_I: Final = re.IGNORECASE

# The window right before the value: "in the last ", "within the past ", "over the previous ".
_WINDOW_LEFT_RE: Final = re.compile(
    r"\b(?:in|within|over|during|from|for|of)\s+the\s+(?:last|past|previous)\s+$", _I
)

# Universal quantifiers (the closed class less "some") and the pronouns built on them.
_UNIVERSAL: Final = one_of(
    QUANTIFIERS, ("all", "anything", "everything", "anyone", "everyone"), without=("some",)
)

# A quantified head opening a stretch with no sentence-level break before the window: a list
# of verbs in the relative clause may hold commas ("made, withdrawn, or"),
# and an aside in brackets is read as if it were not there ("every claim you (or a named driver)
# have made").
_QUANTIFIED_RE: Final = re.compile(rf"\b(?:{_UNIVERSAL})\b(?:[^;:.!?()\[\]–—]|\([^()]*\))*$", _I)

# An obligation: a modal of necessity, or "need/have/required to".
_OBLIGATION_RE: Final = re.compile(
    r"\b(?:must|need(?:s|ed)?\s+to|ha(?:ve|s)\s+to|required\s+to|(?:is|are|be)\s+required)\b",
    _I,
)

# The writer's own narrative in the window's clause: a first-person subject.
_FIRST_PERSON_RE: Final = re.compile(r"\b(?:I|we)\b(?:['’]\w+)?[^,;]*$", _I)


def lookback_in_rule(sentence: str, start: int) -> bool:
    """Whether the duration at `sentence[start:]`, written as a look-back window ("in the
    last 2 years"), is a rule's window: the stretch before it opens with a universally
    quantified head, or its sentence lays an obligation, and no first-person subject tells it
    as the writer's own history."""
    left = sentence[:start]
    window = _WINDOW_LEFT_RE.search(left)
    if window is None:
        return False
    before = left[: window.start()]
    if _FIRST_PERSON_RE.search(before):
        return False
    return bool(_QUANTIFIED_RE.search(before) or _OBLIGATION_RE.search(sentence))
