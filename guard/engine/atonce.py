"""A waiver that applies a free window to an act the draft says was done at once follows from
that window's rule.

"You can cancel free of charge within 3 minutes of booking, and you cancelled straight away,
so there's no charge on this one." The first zero is the free side of the window rule, checked
through the window's own claim (`otherside`). The second is that rule applied to the
customer's case: it holds if the rule holds and the case is inside the window. The case is
an act the draft says was done at once ("straight away", "right away", "immediately", "at
once", "instantly"), which lies inside every window counted from the event it follows
("within N of booking", "up to N after"), whatever N is. So the waiver states nothing the
window's claim does not check: a wrong window HOLDs through that claim, and the waiver is set
aside with the rule's own zero.

Only in that shape, all in one sentence: a window zero set aside by `otherside` whose
condition opens with "within" or "up to"; after that condition, an at-once act and then "so"
before a zero on the same topic with no condition of its own; and no negation between ("you
didn't cancel straight away"). A waiver after any other case ("you cancelled, so there's no
charge", "you cancelled after the driver arrived, so …") says the customer is inside the
window without the draft showing it: it is decided on its topic as before (HOLD against the
fee). That the act was done at once is the customer's own case, which no source states.

Pure: a zero, the zeros set aside with their limits, and nothing else in.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.exceptionzero import is_zero_price
from guard.models import DraftClaim

_WINDOW_RE: Final = re.compile(r"^(?:within|up\s+to)\b", re.IGNORECASE)
_AT_ONCE_RE: Final = re.compile(
    r"\b(?:straight\s+away|right\s+away|immediately|at\s+once|instantly)\b", re.IGNORECASE
)
#: "so" after the act, with nothing that ends its clause before the waiver.
_SO_RE: Final = re.compile(r"\bso\b[^;:.!?]*$", re.IGNORECASE)
_NEGATION_RE: Final = re.compile(r"\b(?:not|never|no)\b|n['’]t\b", re.IGNORECASE)


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def applied_at_once(
    zero: DraftClaim, set_aside: list[tuple[DraftClaim, DraftClaim]]
) -> tuple[DraftClaim, DraftClaim] | None:
    """The window zero and its limit's claim that `zero` applies to an act done at once (see
    the module docstring), or None."""
    if not is_zero_price(zero.value) or zero.condition or not zero.value_text:
        return None
    span, said = _norm(zero.span), _norm(zero.value_text)
    for rule, limit in set_aside:
        condition = _norm(rule.condition or "")
        if rule.topic != zero.topic or _norm(rule.span) != span or not _WINDOW_RE.match(condition):
            continue
        at = span.find(condition)
        end = span.find(said, at + len(condition)) if at >= 0 else -1
        if end < 0:
            continue
        between = span[at + len(condition) : end]
        act = _AT_ONCE_RE.search(between)
        if act is None or _NEGATION_RE.search(between):
            continue
        if _SO_RE.search(between, act.end()):
            return rule, limit
    return None
