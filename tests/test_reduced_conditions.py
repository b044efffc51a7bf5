"""A comparison in a participle phrase that describes its subject is the condition the text
sets ("a refund requested more than 30 days after the hire is refused"), so its value is a
claim; the same comparison as the sentence's own verb phrase is only a baseline."""

from __future__ import annotations

import pytest

from guard.extract.local.reduced import describes_subject
from tests.support.wording import sourced


@pytest.mark.parametrize(
    "body",
    [
        "A refund requested more than 30 days after the hire will not be paid.",
        "Any refund claimed later than 30 days after the ride is refused.",
        "A refund made more than 30 days after the hire can't be honoured.",
        "A refund filed more than 30 days after the hire needs a manager's sign-off.",
    ],
)
def test_a_participle_phrase_comparison_is_a_threshold(body: str) -> None:
    assert [(c.topic, c.value_text) for c in sourced(body)] == [("refund_time", "30 days")]


@pytest.mark.parametrize(
    "body",
    [
        # an auxiliary or a pronoun before the participle: the sentence's own verb
        "Refunds are processed faster than 30 days, so plan ahead.",
        "We processed refunds quicker than 30 days last year.",
        # no finite verb after the value: the participle was the main verb
        "The refund arrived later than 30 days.",
    ],
)
def test_a_comparison_in_the_main_verb_phrase_stays_a_baseline(body: str) -> None:
    assert sourced(body) == []


def test_the_structure_alone_decides() -> None:
    assert describes_subject("A ticket raised ", " after purchase is closed.")
    assert not describes_subject("Tickets were raised ", " after purchase is closed.")
    assert not describes_subject("A ticket raised ", ".")
    assert not describes_subject("The speed ", " after purchase is closed.")
