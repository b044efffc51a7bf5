"""A value's noun "from <party>" is that party's thing (`guard.extract.local.actholder`,
which took over `fromparty`):
"two months' notice from the supplier" is no value of a topic of the notice the reader gives.
The topic's own party, a word of its label, and a time or place counted from keep it. An
invented allotment society's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.reading import named_catalogue, source_topics

TOPICS: dict[str, Any] = {
    "plot_notice": {
        "kind": "duration",
        "label": "notice a plot holder gives to leave a plot",
        "about": [
            "notice to leave",
            "give notice",
            "your notice",
            "notice period",
            "leave your plot",
        ],
    },
}
SOCIETY = named_catalogue("Allotment society", TOPICS)


@pytest.mark.parametrize(
    "text",
    [
        "A fee rise needs at least three months' notice from the committee.",
        "Plots can be reallocated with one month's notice from the council, and rarely are.",
        "Before any inspection, expect two weeks' notice from us.",
        "You'll get 28 days' notice from your landlord.",
    ],
)
def test_notice_from_another_party_is_not_the_readers(text: str) -> None:
    assert source_topics(text, SOCIETY) != ["plot_notice"]


@pytest.mark.parametrize(
    "text",
    [
        "To leave your plot, give one month's notice in writing.",
        "We need one month's notice from you to leave your plot.",
        "One month's notice from the holder is needed to leave your plot.",
        "Give one month's notice from the date of your letter to leave your plot.",
    ],
)
def test_the_topics_own_party_or_a_time_keeps_it(text: str) -> None:
    assert source_topics(text, SOCIETY) == ["plot_notice"]
