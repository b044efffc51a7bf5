"""A number that measures time is never a count of what comes after its unit.

A count topic's reader takes a number and, up to three words on, what the topic counts ("3
more free passes"). When the first of those words is a unit of time, the number measures
that time, and the noun after it is what the time is for: in "give us 48 hours' notice to
pause a delivery" or "a 2-week notice before you pause" the 48 and the 2 are how long the
notice is, not 48 or 2 pauses, however near the count topic's word ("pause") stands. The
number is then a duration (the duration reader keeps it), which lands on a topic of its own
kind. A measure of something ("30 hours of tutoring", "10 days of leave") is a quantity of
that thing, and so still a count; so is a count topic whose own phrase starts with the unit
("2 day passes" for a topic about "day passes").
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.phrasematch import compile_phrases

#: A unit of time right after the number: "48 hours", "48 hours'", "a month's", "2-week".
_TIME_UNIT: Final = re.compile(
    r"[\s-]+(?P<unit>(?:(?:business|working|calendar)\s+)?"
    r"(?:minute|min|hour|hr|day|week|fortnight|month|year)s?)(?:['’]s?)?(?![\w'’])",
    re.IGNORECASE,
)
#: "of" after the unit: the time is a quantity of the noun after it ("30 hours of tutoring").
_OF: Final = re.compile(r"\s+of\b", re.IGNORECASE)


def measures_time(sentence: str, num_end: int, about: tuple[str, ...]) -> bool:
    """Whether the number that ends at `num_end` is followed by a unit of time that is not
    the start of one of the count topic's own `about` phrases, nor a measure "of" a thing:
    then the number is a duration, never a count of the topic."""
    m = _TIME_UNIT.match(sentence, num_end)
    if m is None or _OF.match(sentence, m.end()):
        return False
    own = compile_phrases(about)
    return own is None or own.match(sentence, m.start("unit")) is None
