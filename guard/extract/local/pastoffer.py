"""A value in the name of an offer placed in a past period is an old value, not the rule now.

"She's mixing it up with the 50% snack promo from the summer", "that was the half-price deal
from last year": the value names an offer (a promo, promotion, deal, sale, campaign or
special) and the words right after the offer's noun place it in a period gone by ("from the
summer", "from last year", "from last Christmas"). The sentence points back at a promotion
that ran then; it states no value anyone holds or proposes now, as "(was €45)" or "until last
year" do not (`dropped`). A period that starts the offer ("the offer from the summer onwards",
"from the summer until …") is no past one and is left alone, and so is an offer with no period
after it ("our 50% welcome offer").

English grammar only: an offer's noun within the value's noun phrase (up to four words, no
verb or punctuation between) and a past period after "from"; never a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

_PERIOD: Final = (
    r"(?:summer|winter|spring|autumn|fall|christmas|easter|holidays?|year|month|week|season|"
    r"quarter|weekend|january|february|march|april|may|june|july|august|september|october|"
    r"november|december)"
)
_PAST_OFFER_RIGHT_RE: Final = re.compile(
    r"^(?:[\s-]+(?!(?:is|are|was|were|will|can|from)\b)[A-Za-z][\w'’-]*){0,4}?\s+"
    r"(?:promo|promotion|offer|deal|sale|campaign|special)s?\s+"
    rf"from\s+(?:the\s+|last\s+|this\s+past\s+)?{_PERIOD}\b"
    r"(?!\s+(?:on|onwards|onward|until|till|to|through)\b)",
    _I,
)


def past_offer(sentence: str, end: int) -> bool:
    """Whether the value ending at `end` names an offer the words after it place in a past
    period (see the module docstring)."""
    return bool(_PAST_OFFER_RIGHT_RE.match(sentence[end:]))
