"""Values no rule read (issue 17): intervals on a how-often topic, a count's limit written
noun first, and a choice option whose topic nothing near it names (in a source)."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.setaside import set_aside
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import source

CAT = catalogue_from_dict(
    {
        "topics": {
            "dd_review": {
                "label": "how often the Direct Debit is reviewed",
                "kind": "duration",
                "about": ["review your direct debit", "direct debit review*"],
            },
            "refund_time": {"kind": "duration", "about": ["refund*"]},
            "referral_limit": {
                "kind": "count",
                "unit": "referrals a year",
                "about": ["referral*"],
            },
            "discount_method": {
                "label": "how the discount is given",
                "kind": "choice",
                "about": ["discount"],
                "choices": {"automatic": ["automatically"], "apply": ["need to apply"]},
            },
        },
        "not_covered": ["meter reading*"],
    },
    "kb/answerguard.yaml",
    "kb",
)


def _claims(sentence: str) -> list[tuple[str, float | str | None]]:
    got = extract_source_claims(source("X", sentence, title="Notes"), CAT)
    return [(c.topic, c.value.option or c.value.amount) for c in got if c.value is not None]


@pytest.mark.parametrize(
    "sentence",
    [
        "We review your Direct Debit every 6 months.",
        "Direct Debit reviews run once every 6 months for every account.",
    ],
)
def test_an_interval_is_the_value_of_a_how_often_topic(sentence):
    assert _claims(sentence) == [("dd_review", 6)]
    [c] = extract_draft_claims(sentence, CAT)
    assert (c.topic, c.value.amount, c.value.unit) == ("dd_review", 6, "months")


def test_an_interval_on_another_timing_topic_is_no_claim_and_is_read():
    """ "We chase refunds every 2 days" says nothing of how long a refund takes."""
    text = "We chase refunds every 2 days."
    assert _claims(text) == []
    assert extract_draft_claims(text, CAT) == []
    body = source("X", text).body
    assert [a.item.reason for a in set_aside(body, "Notes", CAT)] == [
        "an interval, on no topic that measures how often"
    ]


def test_an_interval_said_of_an_uncovered_subject_is_other():
    """A draft's "every 3 months" on a subject the catalogue does not cover is OUTSIDE_COVERAGE
    (D0c), as any value on `other` is, rather than an unread number."""
    [c] = extract_draft_claims("Please send us a meter reading every 3 months.", CAT)
    assert (c.topic, c.value.amount) == ("other", 3)


@pytest.mark.parametrize(
    ("sentence", "n"),
    [
        ("Proposal: cap referrals at 10 a year per customer.", 10),
        ("Referrals are capped at 5 a year.", 5),
        ("We limit referrals to 3.", 3),
    ],
)
def test_a_limit_on_what_a_count_topic_counts_is_its_value(sentence, n):
    assert _claims(sentence) == [("referral_limit", n)]


def test_a_number_after_a_limit_verb_on_no_count_noun_is_no_count():
    assert _claims("We cap calls at 10 minutes.") == [("other", 10)]


def test_an_option_whose_topic_nothing_names_is_no_claim_in_a_source():
    assert _claims("A smart meter sends us your readings automatically.") == []
    assert _claims("The discount is applied automatically.") == [("discount_method", "automatic")]
    titled = source("X", "It's applied automatically.", title="The discount")
    assert [c.topic for c in extract_source_claims(titled, CAT)] == ["discount_method"]
