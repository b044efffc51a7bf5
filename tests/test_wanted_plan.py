"""A noun "plan" that a verb of wanting or letting takes as its object, with the infinitive
of what it should do ("if you'd rather the cover not continue ... want the plan to lapse"),
is no proposal wording (`guard/extract/local/wantedplan.py`); the writer's own plan still is.
Invented wording: no knowledge base's."""

from __future__ import annotations

import pytest

from guard.extract.local.status import document_status
from guard.extract.local.wantedplan import plan_as_object


@pytest.mark.parametrize(
    "text",
    [
        "If you don't want the plan to continue next spring, tell the office.",
        "If you'd like your cleaning plan to cover the garage too, ask your cleaner.",
        "Members who need their plan to start sooner can call us.",
    ],
)
def test_a_plan_wanted_to_do_something_is_no_proposal(text: str) -> None:
    assert document_status(text) == "unstated"


@pytest.mark.parametrize(
    "text",
    [
        "We plan to raise the window-cleaning price in April.",
        "The plan to close the Tuesday round is still being discussed.",
        "Management plans to add a Sunday slot.",
    ],
)
def test_the_writers_plan_stays_proposal_wording(text: str) -> None:
    assert document_status(text) == "proposed"


def test_only_a_determined_object_of_such_a_verb_counts() -> None:
    text = "If you want the plan to renew, do nothing."
    assert plan_as_object(text, text.index("plan"))
    text = "We want to plan to open later."
    assert not plan_as_object(text, text.rindex("plan"))
