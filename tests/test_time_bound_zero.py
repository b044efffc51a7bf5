"""A zero that holds only until, before or after an event, beside the same document's own
charge, is that charge's exception (`guard.extract.local.timebound`), like one said under
"if": no second value of the charge, so a right draft is no false conflict and a wrong one
still HOLDs. An invented sign-painting studio: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.timebound import time_bound
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_values


def studio() -> Catalogue:
    topics: dict[str, Any] = {
        "redesign_charge": {
            "label": "charge for changing the lettering once painting has begun",
            "kind": "percent",
            "about": ["change the lettering", "lettering change*", "redesign charge"],
        },
    }
    return named_catalogue("Sign studio", topics)


CHARGE = "If you change the lettering after painting has begun, we keep 30% of the deposit."


@pytest.mark.parametrize(
    "zero",
    [
        "You can change the lettering free of charge until the painter has begun.",
        "Lettering changes before your sign is primed are free of charge.",
        "You can change the lettering at no cost until we start.",
        "Before the painter has mixed your colours, lettering changes are free.",
    ],
)
def test_a_zero_bounded_by_an_event_beside_the_charge_is_no_second_value(zero: str) -> None:
    for body in (f"{zero} {CHARGE}", f"{CHARGE} {zero}"):
        got = sorted(source_values(body, studio()))
        assert got == [(OTHER, 0), ("redesign_charge", 30)], body


@pytest.mark.parametrize(
    "body",
    [
        # a time or a date, not an event: a second value, as before
        f"Lettering changes before noon are free of charge. {CHARGE}",
        # alone, a time-bounded zero may be the charge itself: left on the topic
        "You can change the lettering free of charge until the painter has begun.",
    ],
)
def test_a_bare_time_or_a_lone_zero_stays_on_the_topic(body: str) -> None:
    assert ("redesign_charge", 0) in source_values(body, studio()), body


def test_time_bound_reads_a_clause_not_a_time() -> None:
    s = "Changes are free until the painter has begun."
    at = s.index("free")
    assert time_bound(s, at, at + 4) == "until"
    s = "Changes are free until 5 March."
    assert time_bound(s, s.index("free"), s.index("free") + 4) is None
    s = "Changes are free until the end of the week."
    assert time_bound(s, s.index("free"), s.index("free") + 4) is None


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        (
            "As the painter has begun, changing the lettering now means we keep 30% of the deposit.",
            "ALLOW",
        ),
        (
            "As the painter has begun, changing the lettering now means we keep 80% of the deposit.",
            "HOLD",
        ),
    ],
)
def test_a_draft_on_the_charge_is_decided_against_it(draft: str, decision: str) -> None:
    sources = [
        verified_source(
            "ST-1",
            f"You can change the lettering free of charge until the painter has begun. {CHARGE}",
        ),
        verified_source(
            "ST-2", f"Lettering changes before your sign is primed are free of charge. {CHARGE}"
        ),
    ]
    got = local_verdict(draft, sources, studio())
    assert got.decision == decision, (got.decision, got.reason_code)
