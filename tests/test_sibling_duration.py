"""A duration whose clause names only a fee topic, by one word of the act both are about
("the return came 5 days after delivery" beside a `return*` fee), is the one duration topic
whose phrases hold that act's word (`guard/extract/local/sibling.py`). A made-up
tool-hire catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from tests.support.reading import named_catalogue


def hire(extra: dict[str, object] | None = None) -> Catalogue:
    topics: dict[str, object] = {
        "late_return_fee": {"kind": "money", "currency": "GBP", "about": ["late fee", "return*"]},
        "return_deadline": {"kind": "duration", "about": ["free returns", "return for free"]},
        **(extra or {}),
    }
    return named_catalogue("Toolshed", topics)


def _durations(text: str, cat: Catalogue) -> list[str]:
    return [
        c.topic
        for c in extract_draft_claims(text, cat)
        if c.value is not None and c.value.kind == "duration"
    ]


_SAID = [
    "Because the return came more than 5 days after delivery and the shop was already shut, "
    "the late fee of £8 was applied.",
    "If you return it more than 5 days after delivery, the late fee is £8.",
]


def test_the_acts_word_names_the_one_duration_topic_that_has_it() -> None:
    for text in _SAID:
        assert _durations(text, hire()) == ["return_deadline"]


def test_a_stem_two_duration_topics_share_decides_nothing() -> None:
    cat = hire({"refund_time": {"kind": "duration", "about": ["returned money"]}})
    for text in _SAID:
        assert _durations(text, cat) in ([OTHER], [UNATTRIBUTED])


def test_how_long_the_act_takes_is_no_deadline() -> None:
    """ "took 6 days to return" is the act's length, not the deadline to do it."""
    for text in (
        "It took 6 days to return the drill to the depot.",
        "Returning a drill can take about 6 days.",
    ):
        assert _durations(text, hire()) != ["return_deadline"], text
