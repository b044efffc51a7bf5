"""Safe-reply templates and the assertions that keep them safe.

A HOLD offers the governing value; an ESCALATE offers a holding reply with no value at all.
Each speaks of the topic's label, from the catalogue, which may carry its own wording
(`hold_reply`, `holding_reply`); the seed's are the build contract's. A holding reply must
never state a number or trip the detector, or its own recheck would flag it.
"""

from __future__ import annotations

from guard.engine.patterns import holding_reply_problem
from guard.engine.values import format_value
from guard.kb.catalogue import Catalogue, TopicSpec, default_catalogue
from guard.models import Value

HOLD_DEFAULT = "Under our current policy, the {label} {is} {value}."
#: A count already says what is counted ("4 free engineer visits"): naming the label too would
#: read "the free engineer visits is 4 free engineer visits".
HOLD_COUNT_DEFAULT = "Under our current policy, you get {value}."
HOLDING_DEFAULT = (
    "Thanks for your patience. I'm confirming the exact {label} for your case and will "
    "update you here as soon as I have it."
)
#: Used when a label would make the holding reply unsafe (a label naming a number).
HOLDING_PLAIN = (
    "Thanks for your patience. I'm confirming the details for your case and will update "
    "you here as soon as I have it."
)


class UnsafeTemplate(AssertionError):
    """A template broke its own safety contract; a bug, never a user error."""


def check_escalate_template(text: str, catalogue: Catalogue | None = None) -> str:
    """The holding reply must carry no value, or its own recheck would flag it."""
    problem = holding_reply_problem(text, catalogue)
    if problem:
        raise UnsafeTemplate(f"holding reply is unsafe ({problem}): {text!r}")
    return text


def _spec(topic: str | None, catalogue: Catalogue | None) -> tuple[Catalogue, TopicSpec | None]:
    cat = catalogue or default_catalogue()
    return cat, cat.topic(topic) if topic else None


def _is_plural(label: str) -> bool:
    """Whether a label reads as a plural noun ("late fees", "free visits"), for is/are."""
    last = label.rsplit(" ", 1)[-1].lower()
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


def hold_reply(v: Value, topic: str | None = None, catalogue: Catalogue | None = None) -> str:
    """The topic's `hold_reply` with V, or a default that reads as English: "the late fees
    are £5", and for a count that names what it counts, "you get 4 free engineer visits"."""
    cat, spec = _spec(topic, catalogue)
    if spec is None and topic is None and cat.topics:
        spec = cat.topics[0]
    label = spec.label if spec else "policy"
    if spec and spec.hold_reply:
        template = spec.hold_reply
    elif v.kind == "count" and v.unit not in (None, "count"):
        template = HOLD_COUNT_DEFAULT
    else:
        template = HOLD_DEFAULT.replace("{is}", "are" if _is_plural(label) else "is")
    return template.replace("{value}", format_value(v)).replace("{label}", label)


def escalate_reply(topic: str | None = None, catalogue: Catalogue | None = None) -> str:
    """The topic's holding reply; the plain one when the topic's wording would be unsafe."""
    cat, spec = _spec(topic, catalogue)
    if spec is None and topic is None and cat.topics:
        spec = cat.topics[0]
    if spec is not None:
        text = spec.holding_reply or HOLDING_DEFAULT.replace("{label}", spec.label)
        if holding_reply_problem(text, cat) is None:
            return text
    return check_escalate_template(HOLDING_PLAIN, cat)


check_escalate_template(HOLDING_PLAIN)
