"""What a price buys, when it is a length of time: "£12 for a 60-minute lesson".

A duration written as an adjective right after a price and "for a", "per" or "each" ("£12.00
for a 60-minute lesson", "$40 per 90-minute session", "€8 for each 2-hour slot") says what
the amount pays for, as "£2.50 a day" does (`rates`): it is part of the price as written,
never a length the text promises. So the price's words extend over it and the duration is
no value of its own, unless a duration topic's phrase names that unit ("60-minute trial
lesson" beside a "trial lesson" length topic): then the length is a claim of its own.

Like a rate's basis, what the price buys is not part of the normalised value: the engine
compares the amounts (`rates` says why).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guard.engine.numbers import NUMBER_WORD_VALUES
from guard.extract.local.found import Found
from guard.kb.phrasematch import find_all

if TYPE_CHECKING:
    from guard.extract.local.vocab import Vocabulary

_NUMBER: Final = rf"(?:\d+(?:\.\d+)?|{'|'.join(sorted(NUMBER_WORD_VALUES, key=len, reverse=True))})"
# " for a 60-minute lesson", " per 90-minute session", " for each 2-hour slot": the duration
# as an adjective, then the noun it describes.
_BUYS_RE: Final = re.compile(
    rf"[ \t]+(?:for\s+(?:an?|each|every|one)|per|each)\s+(?P<unit>{_NUMBER}[\s-]"
    r"(?:minute|min|hour|hr|day|night|week|month)s?(?:[\s-]long)?\s+[^\W\d_][\w-]*)",
    re.IGNORECASE,
)


def with_priced_units(sentence: str, found: list[Found], vocab: Vocabulary) -> list[Found]:
    """Money values extended over the length of time they pay for (see the module
    docstring); the duration those words held is then covered and dropped with the
    overlap."""
    durations = [t.about for t in vocab.catalogue.of_kind("duration")]
    out: list[Found] = []
    for f in found:
        m = _BUYS_RE.match(sentence, f.end) if f.value.kind == "money" and not f.free else None
        if m is None or any(find_all(about, m.group("unit")) for about in durations):
            out.append(f)
            continue
        out.append(replace(f, end=m.end(), text=sentence[f.start : m.end()]))
    return out
