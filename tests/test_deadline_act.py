"""A deadline ("within 5 days") for a duration topic's whole phrase, said after the verb of a
subject another kind's topic names, is that topic's value; a span ("for 12 months") or a
single topic word stays the subject's attribute (`guard.extract.local.deadlineact`, beside
`otherkind`). A made-up tool-library catalogue; none of these words come from tests/kb."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict

LIBRARY: Catalogue = catalogue_from_dict(
    {
        "name": "Larkspur tool library",
        "topics": {
            "bond_share": {
                "kind": "percent",
                "label": "bond taken on a tool loan",
                "about": ["bond*", "security bond"],
            },
            "repayment_time": {
                "kind": "duration",
                "label": "how long a repayment takes",
                "about": ["repay*", "returned to your bank", "fixed"],
            },
        },
    },
    "test",
    "Larkspur",
)


def _read(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, LIBRARY)]


@pytest.mark.parametrize(
    "draft",
    [
        "Your bond will be returned to your bank within 4 working days.",
        "Your £12 bond will be returned to your bank within the next 4 working days.",
    ],
)
def test_a_deadline_for_the_topics_whole_phrase_is_the_topics(draft: str) -> None:
    assert _read(draft) == [("repayment_time", "4 working days")]


@pytest.mark.parametrize(
    "draft",
    [
        # a span the subject's state lasts: the bond's attribute (`otherkind`)
        "Your bond will be returned to your bank for 4 working days.",
        # one topic word after the verb: still the subject's attribute
        "Your bond is fixed within 4 working days.",
    ],
)
def test_a_span_or_a_single_topic_word_stays_the_subjects_attribute(draft: str) -> None:
    assert _read(draft) == [("other", "4 working days")]
