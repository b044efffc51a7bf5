"""An option stated as a whole clause, under a condition: a statement, not an offer.

`wording.offered` reads "on request" and "if you ask" as offering an option: "Paper
statements are sent if you ask" offers paper statements, it does not say which format
applies. That holds when the option's words are a thing that can be asked for. When the
catalogue's words for the option are themselves a clause, with its own verb ("helmets are
optional", "tickets can be exchanged"), the text states the option, and "if you ask" only
says when it holds: "Tickets can be exchanged if you ask before the show" says they are
exchangeable, which contradicts a policy that they never are. So for such an option a
request condition is no opt-in word. Other opt-in words ("you can choose", "switch to")
still offer it. Generic English grammar (auxiliaries and a request condition), no
catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# A finite verb of the option's own words: an auxiliary or a copula ("are", "can be",
# "isn't", "won't be").
_OWN_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|will|can|cannot|could|must|may|should)\b|n['’]t\b|['’]ll\b", _I
)
# A request condition: "if you ask", "if requested", "on request".
_REQUEST_CONDITION_RE: Final = re.compile(
    r"\bif\s+(?:requested|you\s+ask)\b|\b(?:on|upon)\s+request\b", _I
)


def states_itself(option_words: str) -> bool:
    """Whether the option's words are a clause of their own, with a finite verb."""
    return bool(_OWN_VERB_RE.search(option_words))


def without_request_condition(clause: str) -> str:
    """The clause with its request conditions blanked, positions kept."""
    return _REQUEST_CONDITION_RE.sub(lambda m: " " * len(m.group()), clause)
