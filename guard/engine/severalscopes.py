"""The scope values a draft value's condition names, one of each of several dimensions.

"In the van it's £62 for a medium dog" is said for the van and for a medium dog: the
reader gives such a value all those words as its condition
(`guard.extract.local.severalscopes`). Applicability reads a claim against every dimension
of the ticket's scope at once, so a value said for a combination is decided as if the
ticket named that combination (`scopedclaims`), exactly as a value said for one scope value
is. Each dimension must be named by exactly one of its values, and at least two dimensions
named: otherwise the words name no combination and the claim is read as before.

Pure: the catalogue and the words in.
"""

from __future__ import annotations

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all


def scopes_named(cat: Catalogue, words: str) -> dict[str, str] | None:
    """{dimension: value} for each dimension `words` name, by the catalogue's scope phrases,
    when two or more are named and each by exactly one value; None otherwise."""
    named: dict[str, str] = {}
    for d in cat.scopes:
        values = {value for value, phrases in d.values if find_all(phrases, words)}
        if len(values) > 1:
            return None
        if values:
            named[d.key] = next(iter(values))
    return named if len(named) >= 2 else None
