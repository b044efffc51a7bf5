"""A value said to be what another company does is their practice, not ours.

"Members here get 28. 21 days is what Brightway do, she might be mixing us up": the 21 days
is named as another firm's (a competitor's) terms, to explain a customer's confusion; the
team states no value of its own with it. A value right after which the text says "is what
<a name> do/does/charge/offer" (or "what other companies do") is that other party's, read
like someone else's words: no claim. A first-person subject ("is what we do") keeps it.

Pure: a sentence and the value's end in, yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

_OTHERS_DO_RE: Final = re.compile(
    r"\s*(?:is|was|are|were|['’]s)\s+what\s+"
    r"(?:(?:other|another|some)\s+[a-z]+|(?!(?:We|I|Our|You)\b)[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})"
    r"\s+(?:do|does|did|charge|charges|charged|offer|offers|offered|give|gives|gave)\b"
)


def what_others_do(sentence: str, end: int) -> bool:
    """Whether the text right after the value ending at `end` says it is what another party
    does (see the module docstring)."""
    return _OTHERS_DO_RE.match(sentence, end) is not None
