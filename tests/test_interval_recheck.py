"""The re-reading that checks a claim against its quote keeps an interval where the local
extractor keeps one (`guard.engine.stated.reads_intervals`).

The extractor reads an interval ("every 2 hours") as a value on a topic that measures how
often and on `other`. The re-reading (`source_claim_problem`) dropped every interval, so
beside another duration in the same sentence it refused the extractor's own claim ("AI said
2 hours, the words say 15 minutes"), and one such source capped every ALLOW of its workspace
(SOURCE_UNREAD). On a topic that measures how long, an interval is still no value. An
invented lido's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

from guard.engine.stated import VALUE_NOT_IN_QUOTE, source_claim_problem
from guard.kb.catalogue import OTHER
from guard.models import Value
from tests.support.reading import named_catalogue, source_claims

TOPICS: dict[str, Any] = {
    "swim_session": {
        "kind": "duration",
        "label": "length of a swim session",
        "about": ["swim session*"],
    },
}
LIDO = named_catalogue("Lido", TOPICS, not_covered=["lifeguard*"])
BODY = "Our lifeguards take a rest of at least 15 minutes roughly every 2 hours, so stay close."


def test_the_extractors_interval_on_other_is_what_its_words_say() -> None:
    claims = source_claims(BODY, LIDO)
    assert sorted(c.value.amount for c in claims if c.value is not None) == [2.0, 15.0]
    assert all(c.topic == OTHER for c in claims)
    assert [source_claim_problem(c, BODY, LIDO) for c in claims] == [None, None]


def test_an_interval_is_still_no_value_of_a_how_long_topic() -> None:
    body = "A swim session lasts 45 minutes, and the pool is cleaned every 2 hours."
    claim = source_claims(body, LIDO)[0]
    wrong = claim.model_copy(update={"value": Value(amount=2, unit="hours", kind="duration")})
    problem = source_claim_problem(wrong, body, LIDO)
    assert problem is not None and problem[0] == VALUE_NOT_IN_QUOTE
