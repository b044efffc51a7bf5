"""A time still "to go" counts down to something, and is no policy value.

"At 22 months she has a couple of months to go", "only 3 weeks to go until the new prices",
"two days to go before your trial ends": a duration right before "to go" (ending its clause,
or followed by "until", "before" and the like) is how far the customer's case, or the
calendar, is from a point. The point is what a policy may set ("children move up at 2
years", "the trial lasts 14 days"); the time left is that point minus where the case stands,
arithmetic on the customer's own facts. Read as the topic's value it would contradict the
value the same text states ("a couple of months" against "2 years"). So it is no claim.

"30 days to go back to the shop" keeps its reading: "go" is then a verb with its own
complement, not the end of a countdown. English only; no domain's words.
"""

from __future__ import annotations

import re
from typing import Final

# "to go" ending the countdown: a clause's end, or a word that names the point counted to.
_TO_GO_RE: Final = re.compile(
    r"\s*(?:still\s+)?to\s+go(?=\s*(?:[.,;:!?)–—]|$)|\s+(?:until|till|before|and|but|so)\b)",
    re.IGNORECASE,
)


def time_to_go(sentence: str, end: int) -> bool:
    """Whether the duration ending at `sentence[end]` is followed by a countdown's "to go"
    (see the module docstring)."""
    return _TO_GO_RE.match(sentence, end) is not None
