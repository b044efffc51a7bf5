"""A value the text names in brackets: the name says what the value is.

Terms and contracts name a period or a charge where they state it: "You may cancel within
14 days of joining (the "cooling-off period")", "a fee of £40 (the "Admin Fee")". The
quoted name in brackets right after the value's words, with no comma, semicolon or colon
between, is what the value is, ahead of any verb or noun around it ("cancel" says what the
period allows, not that it is the notice to cancel). Read like a duration written as an
adjective (`attributive.attributive_topic`): the name's own topic when a catalogue phrase of the
value's kind names it, `other` when it names none, and nothing decided when the name only
says "period" or "window".
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# The rest of the value's clause, then a bracketed quoted name: ' of joining (the "cooling-off
# period")'.
_NAMED_AFTER_RE: Final = re.compile(
    r"[^,;:.()]{0,60}?\(\s*(?:(?:the|this|a|an)\s+)?[\"“'‘]([^\"”'’()]{2,50})[\"”'’]\s*\)",
    _I,
)


def bracketed_name(sentence: str, end: int) -> str | None:
    """The quoted name in brackets that names the value ending at `end` (see the module
    docstring), or None."""
    m = _NAMED_AFTER_RE.match(sentence, end)
    return m.group(1).strip() if m is not None else None
