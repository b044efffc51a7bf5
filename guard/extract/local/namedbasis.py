"""An amount, then "a"/"an" and a noun the catalogue charges "per": a rate, as "per" is.

English has two spellings of a price's basis: "£5 per night" and "£5 a night", "80p per mile"
and "80p a mile". Right after an amount the indefinite article is distributive, exactly
"per": nothing else stands between a price and the noun it is charged by. `rates` reads "a"
with a time or a head ("a month", "a seat") as a rate's basis, but no closed list can hold
every team's nouns; the team's own catalogue does. When one of its `about` phrases opens
with "per" ("per page", "per line", "per kilo"), the same noun written after an amount with
"a"/"an" ("£1.20 a page") is that basis too: the amount is extended over it as its rate, and
`rates.rate_words` reads it back as "per page", so the topic that phrase names is the
value's, as it is for "£1.20 per page". Without an amount right before it, "a page" is only
one page and is left alone.

"per", "a" and "an" are grammar words; the nouns are the team's own phrases.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from guard.extract.local.found import Found
from guard.kb.catalogue import Catalogue
from guard.kb.phrases import phrase_pattern


@lru_cache(maxsize=64)
def _a_basis(cat: Catalogue) -> re.Pattern[str] | None:
    """ "a"/"an" and the noun of each catalogue phrase that opens with "per", right after an
    amount (one or two spaces or tabs between), or None when no phrase does."""
    nouns: set[str] = set()
    for t in cat.topics:
        for p in t.about:
            words = re.split(r"[\s-]+", p.strip())
            if len(words) > 1 and words[0].lower() == "per":
                nouns.add(" ".join(words[1:]))
    if not nouns:
        return None
    body = "|".join(phrase_pattern(n) for n in sorted(nouns, key=lambda n: (-len(n), n)))
    return re.compile(rf"[ \t]{{1,2}}an?\s+(?:{body})", re.IGNORECASE)


def with_named_rates(sentence: str, found: list[Found], cat: Catalogue) -> list[Found]:
    """Money values with no rate yet, extended over "a"/"an" and a noun the catalogue
    charges "per" right after them (see the module docstring)."""
    rx = _a_basis(cat)
    if rx is None:
        return found
    out: list[Found] = []
    for f in found:
        m = None
        if f.value.kind == "money" and not f.free and not f.rate:
            m = rx.match(sentence, f.end)
        if m is None:
            out.append(f)
            continue
        out.append(replace(f, end=m.end(), text=sentence[f.start : m.end()], rate=m.group()))
    return out
