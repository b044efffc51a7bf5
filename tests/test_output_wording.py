"""Words the guard shows people: plurals, agreement, and safe replies that read as English.

Each test names the exact wording it expects, so a regression to "all countrys", "SOP and
MAC sets" or "the free engineer visits is 4 free engineer visits" fails here.
"""

from __future__ import annotations

import pytest

from guard.engine.applicability import where
from guard.engine.decide import Verdict
from guard.engine.patterns import find_policy_patterns
from guard.engine.replies import hold_reply
from guard.kb.catalogue import catalogue_from_dict
from guard.models import CheckResult, Value
from guard.render import plain_headline, scope_chip
from guard.wordforms import plural_of
from tests.support.builders import claim, draft, source, value
from tests.support.rulecase import D1, SOP, run

MAC = source("MAC", "Reversals: within 4 business days.", kind="macro")


@pytest.mark.parametrize(
    ("word", "plural"),
    [
        ("country", "countries"),
        ("rail", "rails"),
        ("card type", "card types"),
        ("box", "boxes"),
        ("branch", "branches"),
        ("day", "days"),  # a vowel before the y
        ("billing cycle", "billing cycles"),
        ("billing", "billing"),  # a mass noun
    ],
)
def test_plurals_follow_english_spelling(word: str, plural: str) -> None:
    assert plural_of(word) == plural


def test_a_claim_for_every_value_reads_all_with_a_proper_plural() -> None:
    c = claim(SOP, value(4)).model_copy(update={"scope": {"country": "any", "plan": "any"}})
    assert where(c) == "all countries and all plans"
    assert scope_chip({"country": "any", "plan": "any"}) == "All countries, all plans"


def test_two_governing_sources_set_a_value_together() -> None:
    v = run(D1, [SOP, MAC], claim(SOP, value(4)), claim(MAC, value(4)))
    assert (
        v.headline
        == "Hold: the draft says within 1 business day, but SOP and MAC set 4 business days."
    )
    one = run(D1, [SOP], claim(SOP, value(4)))
    assert (
        one.headline == "Hold: the draft says within 1 business day, but SOP sets 4 business days."
    )


COUNTS = catalogue_from_dict(
    {
        "topics": {
            "free_visits": {
                "kind": "count",
                "unit": "free engineer visits",
                "about": ["free engineer visit*"],
            },
            "seat_limit": {"kind": "count", "label": "seat limit", "about": ["seats"]},
            "late_fees": {"kind": "money", "label": "late fees", "about": ["late fee*"]},
            "refund_time": {"kind": "duration", "about": ["refund*"]},
        }
    },
    "t",
    "t",
)


@pytest.mark.parametrize(
    ("topic", "v", "reply"),
    [
        # a count with a unit says what you get, without repeating the label
        (
            "free_visits",
            Value(amount=4, unit="free engineer visits", kind="count"),
            "Under our current policy, you get 4 free engineer visits.",
        ),
        # a count without a unit keeps the label
        (
            "seat_limit",
            Value(amount=10, unit="count", kind="count"),
            "Under our current policy, the seat limit is 10.",
        ),
        # a plural label takes "are"
        (
            "late_fees",
            Value(amount=5, unit="GBP", kind="money"),
            "Under our current policy, the late fees are £5.",
        ),
        (
            "refund_time",
            Value(amount=5, unit="calendar_days"),
            "Under our current policy, the refund time is 5 days.",
        ),
    ],
)
def test_the_default_hold_reply_reads_as_english(topic: str, v: Value, reply: str) -> None:
    assert hold_reply(v, topic, COUNTS) == reply


def _result_of(v: Verdict) -> CheckResult:
    """The check result a verdict of `run` renders as, for a ticket on the instant rail."""
    return CheckResult.model_validate(
        {
            "check_hash": "h",
            "decision": v.decision,
            "reason_code": v.reason_code,
            "headline": v.headline,
            "claims": [c.model_dump() for c in v.claims],
            "trace": [t.model_dump() for t in v.trace],
            "suggestion": None,
            "rejected_extractions": [],
            "ai": {
                "mode": "local",
                "model": "local-rules",
                "latency_ms": 0,
                "prompt_version": "local-1",
            },
            "ticket_id": "TCK-1",
            "rail": "instant",
            "role": "support_agent",
            "decided_at": "2026-11-30T12:00:00Z",
        }
    )


def test_the_plain_headline_agrees_with_two_sources() -> None:
    v = run(D1, [SOP, MAC], claim(SOP, value(4)), claim(MAC, value(4)))
    result = _result_of(v)
    assert plain_headline(result).startswith("Don't send: SOP and MAC set 4 business days")


def test_a_draft_with_no_value_against_a_governing_one_says_so() -> None:
    no_value = draft("Reversed soon.", (None, "Reversed soon"))
    v = run(no_value, [SOP], claim(SOP, value(4)))
    assert (v.decision, v.reason_code) == ("CAUTION", "UNSUPPORTED")
    assert v.headline == (
        "Couldn't confirm: the draft names no value to compare with 4 business days. Check it."
    )


def test_a_sentences_full_stop_is_not_part_of_an_amount() -> None:
    assert [m.text for m in find_policy_patterns("It costs €5.")] == ["€5"]
    assert [m.text for m in find_policy_patterns("It costs €5.50 now.")] == ["€5.50"]


def test_the_plain_headline_names_the_scope_of_the_row_that_governs() -> None:
    """One source with a value per scope (a table's rows): the headline names the scope of
    the value that governs, not of the source's first claim."""
    rows = source(
        "TAB", "Standard: reversed within 4 business days. Instant: within 2 business days."
    )
    first = claim(
        rows, value(4), rail="standard", quote="Standard: reversed within 4 business days."
    )
    second = claim(
        rows, value(2), rail="instant", quote="Instant: within 2 business days."
    ).model_copy(update={"claim_id": "TAB#c2"})
    v = run(D1, [rows], first, second)
    result = _result_of(v)
    headline = plain_headline(result)
    assert headline.startswith("Don't send: TAB sets 2 business days"), headline
    assert "instant" in headline and "standard" not in headline, headline
