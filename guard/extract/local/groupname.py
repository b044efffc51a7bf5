"""A priced noun that only modifies a group of people names who, not what is priced.

`pricednoun` takes the thing a price topic's compounds price ("Gold pass" of "Gold pass
price") as a weak cue for that topic: "the Gold pass costs £40" prices the pass. But the
same words before a noun naming people ("Gold pass holders can hire a locker over £40 a
week", "Gold pass members get 10% off") are a modifier: the phrase names a group (who the
value applies to, a scope), and the head noun is the people, who are not priced. What the
value is the price of is then said elsewhere in the clause, or nowhere; never by the
group's name.

The group is read two ways, both independent of any team's wording:

- the catalogue's own scope phrases: a priced noun inside a longer scope phrase match
  ("Gold pass holder*" listed for a scope value) is that scope's words, as a "free" inside
  a longer scope phrase is a plan's name (`freeplan.names_a_scope_value`);
- English: a priced noun followed right away by a plural noun for people (members,
  customers, holders, …) modifies that noun.

Pure: string work only.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import PEOPLE_NOUNS, people_pattern
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all

#: People who hold or use a thing, beyond the help centre's usual PEOPLE_NOUNS.
_HOLDERS: Final = ("holder", "owner", "resident", "rider", "driver", "visitor", "policyholder")
#: Plural nouns for people who hold, buy or use something: the head a modifier names a
#: group by ("Gold pass holders", "Premium members", "Family plan customers").
_PEOPLE_RE: Final = re.compile(
    rf"\s+(?:{people_pattern(PEOPLE_NOUNS, _HOLDERS, plural_only=True)}|families|"
    r"account\s+holders)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=64)
def _scope_phrases(cat: Catalogue) -> tuple[str, ...]:
    return tuple(p for dim in cat.scopes for _, phrases in dim.values for p in phrases)


def names_a_group(cat: Catalogue, text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` (a priced noun's match) only modifies a group of people:
    inside a longer scope phrase match, or right before a plural noun for people."""
    if _PEOPLE_RE.match(text, end):
        return True
    phrases = _scope_phrases(cat)
    if not phrases:
        return False
    return any(
        s <= start and end <= e and (s, e) != (start, end) for s, e in find_all(phrases, text)
    )
