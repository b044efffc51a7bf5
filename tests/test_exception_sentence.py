"""A sentence that calls itself the exception states the exception's option, not a second
general value (`guard/extract/local/unlessoption.py`, `in_exception_sentence`): the rule
the sentence before states governs, and a draft that gives it is no conflict.

An invented car-park catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.unlessoption import in_exception_sentence
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "lost_token": {
        "label": "what happens when you lose your exit token",
        "kind": "choice",
        "about": ["lost token", "lose your token", "exit token"],
        "choices": {
            "charged": ["charged the daily maximum", "pay the daily maximum"],
            "waived": ["waive the charge", "no charge for a lost token"],
        },
    },
}
PARK = named_catalogue("Quayside parking", _TOPICS)
_SOURCE = """# Exit tokens

If you lose your exit token, you'll be charged the daily maximum at the barrier.
The only exception is a breakdown: show the barrier staff your recovery note and we'll waive the charge.
"""
SOURCES = [verified_source("QP-1", _SOURCE, title="Exit tokens")]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-2", message="I've lost my exit token, what happens now?")
    return local_verdict(draft, SOURCES, PARK, ticket).decision


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("Sorry, with a lost token you'll be charged the daily maximum.", "ALLOW"),
        ("Don't worry, for a lost token we'll waive the charge.", "HOLD"),
    ],
)
def test_the_exception_is_no_second_rule(draft: str, decision: str) -> None:
    assert _decision(draft) == decision


def test_a_sentence_calls_itself_the_exception() -> None:
    assert in_exception_sentence("The only exception is a breakdown: we'll waive it.")
    assert in_exception_sentence("One exception is a breakdown.")
    assert not in_exception_sentence("We make no exception for a breakdown.")
