"""A bracketed cross-reference points elsewhere: its words limit nothing here.

"An excess of £40 applies to each claim (see *Premium cover* for Premium members)." The
bracket opened by "see" sends the reader to another article, the one that states the
exception. Its words name that article and whom it is about, not whom this value applies
to: read as the claim's scope, the pointer would turn the general rule into the very
exception it points away from. So a scope named inside such a bracket ("(see …)", "(see
also …)", "(cf. …)", "(refer to …)") scopes nothing; the clause's own words (here none:
every member) decide. A bracket that is no pointer ("(Premium members only)") still scopes.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
#: What a cross-reference opens with: the verbs of pointing a reader to another text.
_POINTER_RE: Final = re.compile(r"[\s*_]*(?:see(?:\s+also)?|cf\.?|refer\s+to)(?=[\s*_])", _I)


def in_pointer(text: str, at: int) -> bool:
    """Whether `text[at]` is inside a bracket that opens with a cross-reference (see the
    module docstring)."""
    opened = text.rfind("(", 0, at)
    if opened < 0 or text.rfind(")", 0, at) > opened:
        return False
    return _POINTER_RE.match(text, opened + 1) is not None
