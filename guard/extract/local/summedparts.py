"""Parts a sentence adds up to a total it states are no values of the total's topic.

"Every booking includes 45 minutes on the lanes and 15 minutes in the café, so a booking
lasts an hour in total." The sentence lists the parts of a thing and then says what they
come to: the total (an hour) is what the thing measures; each part (45 minutes, 15 minutes)
measures a piece of it, not the whole. Read on the whole's topic, each part would be a
second value of it and contradict the total in the same sentence: every reply on the
topic would escalate (D7), or a draft that repeats a part would be held against the total.

Read by arithmetic and by the words that call a number a sum, never by a team's words: a
value is a part when a later value of the same kind in its sentence is called a total ("in
total", "altogether", "in all", "all told", "combined", "a total of", "overall"), and the
earlier values of that kind, two or more, add up exactly to it (durations in one base unit,
money in one currency). The words are closed by grammar: English's ways of saying that a
number is the sum of others. The total itself stays a claim, decided as any other.

A draft may state the parts alone ("45 minutes on the lanes and 15 minutes in the café")
where the source states their total: each part, read on the whole's topic, is held against
the total. Where two or more held values of one sentence and topic add up exactly to the
value they are held against, they are its parts (`parts_of_governing`), by arithmetic only.

Pure: a sentence's values in, a yes or no for one of them out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.difference import DIFFERENCE_AFTER
from guard.extract.local.found import Found
from guard.models import ClaimResult, TraceStep, Value
from guard.units import UNIT_BASE

#: The reason `dropped.why_not_a_claim` gives.
PART_OF_TOTAL: Final = "a part of a total the sentence states"

_I: Final = re.IGNORECASE
_TOTAL_AFTER_RE: Final = re.compile(
    r"[\s,]*(?:in\s+total|in\s+all|altogether|all\s+told|combined|overall)\b", _I
)
_TOTAL_BEFORE_RE: Final = re.compile(
    r"\b(?:(?:a|the)\s+)?(?:total|combined|overall)\s+(?:of\s+)?$|\bin\s+total,?\s*$", _I
)
#: "off" or a bare comparative right after an amount ("£5 off", "£5 cheaper", "£5 extra"): with
#: `DIFFERENCE_AFTER` ("£5 less than"), a change to a price, never a part of one.
_CHANGE_AFTER: Final = re.compile(r"^\s*(?:off|more|less|cheaper|dearer|extra)\b", _I)
_SUMMED_KINDS: Final = frozenset({"duration", "money"})
_EPSILON: Final = 1e-6


def _base(v: Value) -> tuple[str, float] | None:
    """The value's amount in its base unit, with that unit; None for a range or no amount."""
    if v.amount is None or v.amount_max is not None:
        return None
    unit = v.unit or ""
    if v.kind == "duration":
        base = UNIT_BASE.get(unit)
        return (base[0], v.amount * base[1]) if base is not None else None
    return unit, v.amount


#: How far before a value its "a total of"/"in total," can start: longer than any wording
#: `_TOTAL_BEFORE_RE` names, so the search looks at a window, not the whole sentence before the
#: value (each pair of a long sentence's values asks again: a 400-value line took minutes).
_BEFORE_WINDOW: Final = 60


def _called_a_total(sentence: str, f: Found) -> bool:
    return bool(
        _TOTAL_AFTER_RE.match(sentence, f.end)
        or _TOTAL_BEFORE_RE.search(sentence, max(0, f.start - _BEFORE_WINDOW), f.start)
    )


def part_of_a_total(sentence: str, found: list[Found], i: int) -> bool:
    """Whether `found[i]` is one of two or more values that a later value of the same kind,
    called a total, adds up (see the module docstring)."""
    d = found[i]
    if d.value.kind not in _SUMMED_KINDS or _base(d.value) is None:
        return False
    for j in range(i + 1, len(found)):
        total = found[j]
        if total.value.kind != d.value.kind or not _called_a_total(sentence, total):
            continue
        whole = _base(total.value)
        parts = [
            _base(f.value)
            for f in found[:j]
            if f.value.kind == d.value.kind and not DIFFERENCE_AFTER.match(sentence[f.end :])
        ]  # "£35, and £8 more than that, £43 all told": a difference adds to a price, no part
        if whole is None or len(parts) < 2 or any(p is None or p[0] != whole[0] for p in parts):
            return False
        return abs(sum(p[1] for p in parts if p is not None) - whole[1]) < _EPSILON
    return False


def sums_to(parts: list[Value], whole: Value) -> bool:
    """Whether two or more values of one kind add up exactly to `whole` (in one base unit)."""
    if len(parts) < 2 or whole.kind not in _SUMMED_KINDS:
        return False
    total = _base(whole)
    bases = [_base(p) for p in parts if p.kind == whole.kind]
    if total is None or len(bases) != len(parts):
        return False
    if any(b is None or b[0] != total[0] for b in bases):
        return False
    amounts = [b[1] for b in bases if b is not None]
    if len(set(amounts)) != len(amounts):
        return False  # "14 days, so a couple of weeks": one value said twice, no parts
    return abs(sum(b[1] for b in bases if b is not None) - total[1]) < _EPSILON


def _said_as_difference(span: str, value_text: str) -> bool:
    """Whether the claim's value is said as a difference from another value ("£5 off, so
    £34", "£4 cheaper than it was, just £10"): what it takes away or adds is no part of a
    total, so it and the price it leads to never add up to V as its parts."""
    at = span.find(value_text) if value_text else -1
    after = span[at + len(value_text) :]
    return at >= 0 and bool(DIFFERENCE_AFTER.match(after) or _CHANGE_AFTER.match(after))


def parts_of_governing(results: list[ClaimResult]) -> list[ClaimResult]:
    """A draft's parts of a total said without "in total" ("an hour on the lanes and 15
    minutes in the café" where the source's value is 75 minutes): where two or more claims of
    one sentence on one topic are each held against the same value V and together add up to
    it exactly, the draft states V's parts, not a wrong value; each is supported, with a step
    saying so. Parts that add up to anything else still HOLD, and an amount said as a
    difference ("£5 off this month, so £34", "£4 cheaper than it was, just £10") is taken
    away or added, never a part: with the price it leads to it adds up to V only when that
    price is wrong (`_said_as_difference`)."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, r in enumerate(results):
        dc = r.draft_claim
        held = r.decision == "HOLD" and r.reason_code == "CONTRADICTS_GOVERNING"
        if held and dc.value and not _said_as_difference(dc.span, dc.value_text):
            groups.setdefault((dc.span, dc.topic), []).append(i)
    out = list(results)
    for idx in groups.values():
        vs = [results[i].governing_value for i in idx]
        whole = vs[0]
        if whole is None or any(v != whole for v in vs):
            continue
        parts = [results[i].draft_claim.value for i in idx]
        if not sums_to([p for p in parts if p is not None], whole):
            continue
        said = " + ".join(results[i].draft_claim.value_text for i in idx)
        for i in idx:
            step = TraceStep(
                rule="D10",
                outcome="fired",
                detail=f"{said} add up to V exactly: the draft states V's parts, not a wrong value",
            )
            out[i] = results[i].model_copy(
                update={
                    "decision": "ALLOW",
                    "reason_code": "SUPPORTED",
                    "trace": [*results[i].trace, step],
                }
            )
    return out
