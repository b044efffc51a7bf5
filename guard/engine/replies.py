"""Safe-reply templates and the assertions that keep them safe.

A HOLD offers the governing value; an ESCALATE offers a holding reply with no timeline at
all. Neither may say or imply that a reversal has started or finished.
"""

from __future__ import annotations

import re

from guard.engine.patterns import has_policy_pattern
from guard.engine.values import format_value
from guard.models import Value

HOLD_TEMPLATE = (
    "For transfers on this payment type, the current policy gives a reversal window of {v}."
)
ESCALATE_TEMPLATE = (
    "Thanks for your patience. I'm confirming the exact reversal timeline for your transfer "
    "and will update you here as soon as I have it."
)

_TIME_WORDS = re.compile(r"\d|\b(day|days|hour|hours|week|weeks|today|tomorrow)\b", re.I)


class UnsafeTemplate(AssertionError):
    """A template broke its own safety contract; a bug, never a user error."""


def check_escalate_template(text: str = ESCALATE_TEMPLATE) -> str:
    """The holding reply must carry no timeline, or its own recheck would flag it."""
    if _TIME_WORDS.search(text) or has_policy_pattern(text):
        raise UnsafeTemplate(f"escalation template states a timeline: {text!r}")
    return text


def hold_reply(v: Value) -> str:
    return HOLD_TEMPLATE.format(v=format_value(v))


def escalate_reply() -> str:
    return check_escalate_template(ESCALATE_TEMPLATE)


check_escalate_template()
