"""What a price buys, when it is a length of time no topic measures: "€30 for 45 minutes".

A length in minutes or hours right after a price and "for" ("€30 for 45 minutes", "$18 for 2
hours with an instructor") says how much of the thing the amount pays for, as "€30 for a
45-minute session" does (`pricedunits`) and "€30 for a day" does (`priceperiod`): the
price's unit of sale, part of the price as written. `priceperiod` leaves a numbered length
alone on purpose, because "€60 for 3 days" may be the value of a topic that measures a
length (a hire period, a trial, a term). That doubt holds where the sentence names such a
topic, and for days and longer, the spans a thing is held or lasts over: those stay as
before. A length shorter than a day after a price is the sitting the price is for; where no
duration topic's phrase is in the sentence it would be read on no topic at all (`other`),
and a reply that quotes a price with its unit of sale ("sessions are €30 for 45 minutes")
was stopped for a number it only uses to say what the price is. So there, the price's words
extend over the length, and the length is no value of its own. (The units are a closed
list: English units of time shorter than a day.)

Only a price that is no rate in time already ("€20 an hour for 3 hours": the price is hourly
and the 3 hours how long it runs, a claim of its own) and not a zero ("free for 30 minutes"
is a free period's length). Only when the word after the length starts the next part of the
clause (a function word or punctuation): "€30 for 45 minutes extra time" is read as before.
Like a rate's basis, what the price buys is not part of the normalised value: the engine
compares the amounts (`rates` says why).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guard.extract.local.found import Found
from guard.extract.local.pricedunits import _NUMBER
from guard.extract.local.priceperiod import _TIMED_RATE_RE, no_noun_after
from guard.kb.phrasematch import find_all

if TYPE_CHECKING:
    from guard.extract.local.vocab import Vocabulary

# " for 45 minutes", " for 2 hours": "for", a number and a unit of time shorter than a day.
_LENGTH_RE: Final = re.compile(
    rf"[ \t]+for\s+{_NUMBER}\s+(?:minute|min|hour|hr)s?\b",
    re.IGNORECASE,
)


def _length_after(sentence: str, end: int) -> re.Match[str] | None:
    """The length of time right after a price ending at `end`, if the clause goes on after it
    with a function word or punctuation (not a noun the length describes)."""
    m = _LENGTH_RE.match(sentence, end)
    return m if m is not None and no_noun_after(sentence, m.end()) else None


def with_priced_lengths(sentence: str, found: list[Found], vocab: Vocabulary) -> list[Found]:
    """Money values extended over the length of time they pay for, in a sentence that names
    no duration topic (see the module docstring); the duration those words held is then
    covered and dropped with the overlap."""
    durations = [t.about for t in vocab.catalogue.of_kind("duration")]
    if any(find_all(about, sentence) for about in durations):
        return found
    out: list[Found] = []
    for f in found:
        timed = f.rate is not None and _TIMED_RATE_RE.search(f.rate) is not None
        m = None if f.value.kind != "money" or f.free or timed else _length_after(sentence, f.end)
        out.append(f if m is None else replace(f, end=m.end(), text=sentence[f.start : m.end()]))
    return out
