"""A length said of how late a thing is ("more than 14 days overdue") measures its
lateness, not the period it was given: on a topic whose cue is that thing itself it is
`other` (`guard.extract.local.overdue`). A topic named elsewhere in the sentence keeps it.
An invented print shop: none of its words come from tests/kb.
"""

from __future__ import annotations

from guard.extract.local.overdue import late_subject
from tests.support.reading import named_catalogue, source_values

_PRINTERS = named_catalogue(
    "Print shop",
    {
        "bill_terms": {"kind": "duration", "about": ["bill*"]},
        "hold_time": {"kind": "duration", "about": ["put on hold", "on hold"]},
    },
)


def test_a_length_before_overdue_is_not_the_things_period() -> None:
    body = "Bills are payable within 21 days. If a bill is more than 10 days overdue, we stop printing."
    assert source_values(body, _PRINTERS) == [("bill_terms", 21), ("other", 10)]


def test_a_topic_named_outside_the_late_thing_keeps_it() -> None:
    body = "Accounts are put on hold once rent is 10 days overdue."
    assert source_values(body, _PRINTERS) == [("hold_time", 10)]


def test_the_late_things_words() -> None:
    text = "If a bill is more than 10 days overdue, we stop printing."
    start = text.index("10 days")
    assert late_subject(text, start, start + len("10 days")) == "a bill"
    plain = "Bills are payable within 21 days."
    start = plain.index("21 days")
    assert late_subject(plain, start, start + len("21 days")) is None


def test_a_length_after_an_act_is_no_late_thing() -> None:
    # "arrived 2 hours late": how late an act was, read as before (a linking verb is needed)
    text = "If your courier arrived 2 hours late, the fee is waived."
    start = text.index("2 hours")
    assert late_subject(text, start, start + len("2 hours")) is None
