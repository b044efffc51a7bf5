"""A document does not contradict itself: a value that only the headings put on a topic
yields to one whose own sentence (or table header) names the topic, for the same scope.

Reading months and minutes made this matter: a cancellations SOP titled "Cancellations and
retention" states its notice periods in a table, then "up to 3 months at half price" under
"Retention offers"; an installations SOP states a 2-hour window, then "call at least 30
minutes before the window closes". The title names what the document is about, not what
every value in it measures.
"""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import source

CAT = catalogue_from_dict(
    {
        "topics": {
            "cancellation_notice": {"kind": "duration", "about": ["notice", "cancel*"]},
            "install_window": {"kind": "duration", "about": ["install*", "arrival window"]},
        },
        "scopes": {"membership": {"flex": ["flex"], "annual": ["annual"]}},
    },
    "test catalogue",
    "Gym",
)


def read(body: str) -> list[tuple[str, str, str]]:
    """(value text, topic, membership scope) of every claim in a source body."""
    claims = extract_source_claims(source("S", "x").model_copy(update={"body": body}), CAT)
    assert all(c.quote in body for c in claims)
    return [(c.value_text, c.topic, c.scope["membership"]) for c in claims]


def test_a_value_only_the_title_names_yields_to_the_documents_named_value() -> None:
    body = (
        "# Cancellations and retention\n\n## Notice periods\n\n"
        "| Membership | Notice period |\n|---|---|\n| Annual | 3 months |\n\n"
        "## Offers\n\n- Annual: up to 2 months at half price on a new 12-month plan.\n"
    )
    assert read(body) == [
        ("3 months", "cancellation_notice", "annual"),
        ("2 months", "other", "annual"),
        ("12-month", "other", "annual"),
    ]


def test_a_heading_only_value_yields_to_a_sentence_that_names_the_topic() -> None:
    body = (
        "# Booking installations\n\n- Installations are booked into a 2-hour arrival window.\n"
        "- If the engineer is running late they call at least 30 minutes before it closes.\n"
    )
    assert read(body) == [("2-hour", "install_window", "any"), ("30 minutes", "other", "any")]


def test_values_the_headings_alone_name_stay_when_nothing_in_the_document_disagrees() -> None:
    assert read("# Notice\n\n- Annual: 3 months\n- Flex: 1 month\n") == [
        ("3 months", "cancellation_notice", "annual"),
        ("1 month", "cancellation_notice", "flex"),
    ]


def test_a_heading_only_value_for_another_scope_is_an_exception_not_a_contradiction() -> None:
    body = "# Notice periods\n\nThe notice period is 1 month.\n\n- Annual: 3 months.\n"
    assert read(body) == [
        ("1 month", "cancellation_notice", "any"),
        ("3 months", "cancellation_notice", "annual"),
    ]


def test_a_heading_only_value_that_agrees_after_conversion_stays() -> None:
    body = "# Notice\n\nThe notice period is 1 year.\n\n- That is 12 months from the day you tell us.\n"
    assert [t for _, t, _ in read(body)] == ["cancellation_notice", "cancellation_notice"]


def test_differing_values_only_a_heading_places_are_none_of_the_topics() -> None:
    """The heading says what the section covers, not which of its numbers is the notice
    period: kept, the two would be a conflict inside one document."""
    body = "# When can I cancel?\n\nWe reply in 2 days, and we close the account in 5 days.\n"
    assert read(body) == [("2 days", "other", "any"), ("5 days", "other", "any")]
    # Either value alone under the heading takes its topic: the two differ, so neither does.
    # ("within 2 days" would be no notice at all: counted forward, `leadtime.not_how_far_ahead`.)
    for one in ("We reply in 2 days.", "We close the account in 5 days."):
        (only,) = read(f"# When can I cancel?\n\n{one}\n")
        assert only[1] == "cancellation_notice"


def test_one_value_under_a_heading_still_takes_the_headings_topic() -> None:
    assert read("# When can I cancel?\n\nAt any time, with 14 days between.\n") == [
        ("14 days", "cancellation_notice", "any")
    ]


def test_heading_values_that_differ_beside_a_named_value_elsewhere_are_left_to_it() -> None:
    """Where the document's own words name the topic (here, for annual members), the other
    heading-placed values are left to the scopes and `_named_values_win`, as before."""
    body = (
        "# Cancelling\n\n- Annual: the notice period is 3 months.\n\n"
        "Expect 2 days for our reply and 5 days for the refund.\n"
    )
    got = read(body)
    assert got[0] == ("3 months", "cancellation_notice", "annual")
    assert {t for _, t, _ in got[1:]} == {"cancellation_notice"}
