"""A source sentence that goes on from the one before it ("… instead", "After that, …", a
pronoun) keeps that sentence's scope when it names none itself; never across a contrast
(`guard.extract.local.carryscope`).

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def plans(body: str, topic: str) -> list[str]:
    return [c.scope["plan"] for c in sourced(body) if c.topic == topic]


@pytest.mark.parametrize(
    ("body", "topic"),
    [
        ("Club members never get paper receipts. We send an email receipt instead.",
         "receipt_format"),
        ("On the club plan the first hour is included. After that, hire is £4 a bike.",
         "hire_price"),
        ("The club plan has its own prices. It costs £4 a bike.", "hire_price"),
    ],
)  # fmt: skip
def test_a_following_sentence_keeps_the_scope_before_it(body: str, topic: str) -> None:
    assert plans(body, topic)[-1] == "club", body


@pytest.mark.parametrize(
    ("body", "topic"),
    [
        # a contrast: the other case's
        ("Club members get paper receipts. Everyone else gets an email receipt instead.",
         "receipt_format"),
        # a sentence with a subject of its own, not following on
        ("Club members get paper receipts. Hire costs £4 a bike.", "hire_price"),
        # another block
        ("Club members get paper receipts.\n\nWe send an email receipt instead.",
         "receipt_format"),
    ],
)  # fmt: skip
def test_no_scope_carries_across_a_contrast_or_a_new_subject(body: str, topic: str) -> None:
    assert plans(body, topic)[-1] == "any", body
