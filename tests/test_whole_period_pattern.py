"""A whole period said as its parts ("seven days a week", "24 hours a day") means "always":
the policy-pattern detector finds no timing in it (`guard/engine/patterns`, reading
`guard/engine/wholeperiod`), so a reply that only gives opening hours is no extraction gap,
and a source that only says so is not unread. Invented wording: a launderette."""

from __future__ import annotations

from guard.engine.patterns import find_policy_patterns
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

WASH = catalogue_from_dict(
    {"topics": {"wash_time": {"kind": "duration", "about": ["service wash*"]}}}, "test", "Wash"
)


def test_a_whole_period_is_no_timing() -> None:
    assert find_policy_patterns("The launderette is open seven days a week.") == []
    assert find_policy_patterns("Our helpline is staffed 24 hours a day.") == []
    assert [m.text for m in find_policy_patterns("We deliver 5 days a week.")] == [
        "5 days",
        "a week",
    ]


def test_a_reply_giving_opening_days_only_is_allowed() -> None:
    sources = [source("LW-1", "A service wash takes 2 hours.")]
    v = local_verdict("We're open 8am to 8pm, seven days a week.", sources, WASH, Ticket(id="T"))
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM")
