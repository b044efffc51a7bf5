"""A value that bounds an indefinite subject ("Anything above £40 needs a manager") is the line
a step starts at: a heading above it does not make it the heading topic's value
(`guard.extract.local.indefinite`).

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def topics(body: str) -> dict[str, str]:
    return {c.value_text.split()[0]: c.topic for c in sourced(body, kind="sop")}


@pytest.mark.parametrize(
    "sentence",
    [
        "Anything above £40 needs a manager's sign-off.",
        "Any amount over £40 goes to the finance desk.",
        "Amounts in excess of £40 need a second check.",
        "Anything up to £40 you can settle yourself.",
    ],
)
def test_a_bound_on_anything_is_no_value_of_the_heading_topic(sentence: str) -> None:
    body = f"# Bike hire disputes\n\n1. Check the booking.\n2. {sentence}\n"
    assert topics(body)["£40"] == "other", sentence


@pytest.mark.parametrize(
    "sentence", ["Hire above £40 needs a manager's sign-off.", "Refund up to £40 yourself."]
)
def test_a_bound_said_of_the_topic_or_of_nothing_reads_as_before(sentence: str) -> None:
    """A clause naming the topic decides; a bound with no indefinite subject is left to
    the heading, as any value whose clause names nothing."""
    body = f"# Bike hire disputes\n\n1. Check the booking.\n2. {sentence}\n"
    assert topics(body)["£40"] == "hire_price", sentence


# --- another party's value -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    ["Other shops only ask £40.", "Another shop usually wants £40."],
)
def test_a_value_said_of_another_party_is_not_ours(sentence: str) -> None:
    body = f"# Bike hire prices\n\n{sentence}\n"
    assert topics(body)["£40"] == "other", sentence


def test_another_of_what_the_catalogue_knows_reads_as_before() -> None:
    """'other plans' are ours: the catalogue knows the word, so the heading still decides."""
    body = "# Bike hire prices\n\nOther plans cost £40.\n"
    assert topics(body)["£40"] == "hire_price"


# --- a bound on a plural subject whose predicate is a requirement ------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Bike rentals above £40 need a manager's sign-off.",
        "Hire bookings over £40 must be paid by card.",
        "Rentals in excess of £40 in total have to be approved by the owner.",
    ],
)
def test_a_bound_picking_out_instances_for_a_requirement_is_a_line(sentence: str) -> None:
    """The bound sits in the subject's post-modifier: it says which rentals the requirement
    falls on, as "amounts over £40" does, not what a rental costs."""
    body = f"# Bike hire\n\nBike hire is £25 a day.\n\n{sentence}\n"
    assert topics(body)["£40"] == "other", sentence
    assert topics(body)["£25"] == "hire_price", sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Bike rentals above £40 get a free helmet.",  # no requirement: as before
        "Bike rentals are capped at £40.",  # the bound in the predicate: a limit
    ],
)
def test_a_plural_subject_without_a_requirement_reads_as_before(sentence: str) -> None:
    body = f"# Bike hire\n\n{sentence}\n"
    assert topics(body)["£40"] == "hire_price", sentence
