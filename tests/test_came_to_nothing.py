"""A value said of an idea that came to nothing is deprecated wording
(`guard/extract/local/status.py`, `dropped_after`): "Jo floated 20% at the meeting but nothing
came of it" puts no change forward, so a chat message saying so signals none (S1), while the
same message's current value stays as it was.

An invented bakery catalogue: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_claims

_TOPICS: dict[str, Any] = {
    "loyalty_discount": {
        "label": "loyalty card discount",
        "kind": "percent",
        "about": ["loyalty discount", "loyalty card"],
    },
}
BAKERY = named_catalogue("Crumb", _TOPICS)


def _statuses(body: str) -> list[tuple[float | None, str]]:
    claims = source_claims(body, BAKERY, kind="slack")
    return [(c.value.amount if c.value else None, c.status_wording) for c in claims]


def test_an_idea_that_came_to_nothing_is_deprecated() -> None:
    body = (
        "The loyalty discount is still 5%. Jo floated 20% for the loyalty card at the"
        " meeting but nothing came of it."
    )
    assert _statuses(body) == [(5.0, "unstated"), (20.0, "deprecated")]


def test_a_value_after_the_idiom_is_not_dropped() -> None:
    body = "Nothing came of it last year, so the loyalty discount is now 10%."
    assert _statuses(body) == [(10.0, "unstated")]


def test_the_rules_read_the_dropped_idea_as_the_source_says_it() -> None:
    """The check re-reads the status from the quote (`engine.stated`): a dropped idea's
    deprecated wording is borne out, so the chat is read (no SOURCE_UNREAD) and signals no
    change beside the current value."""
    body = "Jo floated 20% for the loyalty card at the meeting but nothing came of it."
    sources = [
        source("CH-1", "The loyalty discount is 5%.", kind="policy"),
        source("SL-1", body, kind="slack"),
    ]
    ticket = Ticket(id="T-1", message="What's the loyalty discount?")
    v = local_verdict("The loyalty discount is 5%.", sources, BAKERY, ticket)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
