"""A draft value that the governing sentence itself gives for a case ("or 5 days if the home
is rented") is no plain contradiction of V.

"Give us 3 days' notice, or 5 days if the home is rented": one sentence gives the topic its
value and, after "or", another value for a case its condition names. Where the catalogue has
no scope for that case, the reader cannot place the second value on the topic (it would
look like a second, conflicting value for every customer), so it lands on `other`
(`extract.local.predicates`), and V is the first value. A reply that tells a customer of that
case the case's value ("as you rent, it's 5 days") then meets V alone and is held, though
the very sentence V comes from says it. The engine cannot tell from the ticket whether the
customer is in that case, so neither can it support the value: the HOLD becomes CAUTION
(still CONTRADICTS_GOVERNING), with a step naming the case's words. A value no such case
gives still HOLDs.

The cue is English grammar: the other value right after "or" and right before a
subordinator that states a case ("if", "when", "where", "for", "unless"), in the same
sentence of the same source as a value of V's basis: a closed class, not any team's wording.

Pure: a result, the basis and the values no topic took in; the result out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.candidates import Assessed
from guard.engine.values import within
from guard.models import ClaimResult, TraceStep

_CASE: Final = r"\s+(?:if|when|where|for|unless)\b"
#: The words of the step that says so, which the headline looks for.
_MARK: Final = "for a case"


def for_a_case(result: ClaimResult) -> str | None:
    """The case's words ("or 5 days if …") when `result` was softened here, else None."""
    for step in result.trace:
        if step.rule == "D9" and f" gives {_MARK} in the same sentence" in step.detail:
            m = re.search(r'\("(.*) …"\)', step.detail)
            return m.group(1) if m else ""
    return None


def case_of(result: ClaimResult, basis: list[Assessed], others: list[Assessed]) -> ClaimResult:
    """`result` (a HOLD) as CAUTION where the draft's value is the one the governing sentence
    gives after "or" for a case; any other result as it was (module docstring)."""
    dc = result.draft_claim
    if result.decision != "HOLD" or dc.value is None:
        return result
    quotes = {(a.source.id, a.claim.quote) for a in basis}
    for o in others:
        if o.value is None or (o.source.id, o.claim.quote) not in quotes:
            continue
        if not within(dc.value, o.value):
            continue
        said = re.search(rf"\bor\s+{re.escape(o.claim.value_text)}{_CASE}", o.claim.quote, re.I)
        if said is None:
            continue
        step = TraceStep(
            rule="D9",
            outcome="fired",
            detail=(
                f"'{dc.value_text}' is the value {o.source.id} gives for a case in the same"
                f' sentence ("{said.group(0)} …"); the ticket does not say whether the'
                " customer is in that case: CAUTION, not HOLD"
            ),
        )
        return result.model_copy(update={"decision": "CAUTION", "trace": [*result.trace, step]})
    return result
