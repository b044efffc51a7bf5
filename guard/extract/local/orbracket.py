"""A bracket that adds an alternative ("(or, for a postal order, …)") widens its sentence.

"If you don't pick it up (or, for a delivered order, book its return) within 30 days of our
message, we may donate it." The bracket opens with "or": it joins a second case to the same
sentence, the case its scope words name, and the value outside it holds for both. Read as the
claim's scope, "delivered" would turn the rule for every order into a rule for deliveries only,
and a customer who collects in person would find no rule at all (or another source's). So a
scope named inside a bracket that opens with "or" and states no value of its own scopes
nothing; the clause's other words decide (here none: every order). A bracket that holds its
own value ("£5 (or £3 for members)") is that value's, and its scope stays with it; a bracket
that does not open with "or" ("(members only)") still scopes.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
#: The opening of an alternative: "(or …", "(or, for …", "(or else …".
_OR_RE: Final = re.compile(r"[\s*_]*or\b", _I)
#: A value of its own inside the bracket: a number or a currency sign.
_A_VALUE_RE: Final = re.compile(r"\d|[$€£¥]")


def in_or_bracket(text: str, at: int) -> bool:
    """Whether `text[at]` is inside a bracket that opens with "or" and holds no number or
    amount (see the module docstring)."""
    opened = text.rfind("(", 0, at)
    if opened < 0 or text.rfind(")", 0, at) > opened:
        return False
    if _OR_RE.match(text, opened + 1) is None:
        return False
    closed = text.find(")", at)
    inside = text[opened + 1 : closed if closed >= 0 else len(text)]
    return _A_VALUE_RE.search(inside) is None
