"""A loose match said right after another topic's noun is that noun's act, no cue of its own
topic (issue 17, salon): `guard.extract.local.loosesubject`.

"come back in" (a rider returning for a free refit) is found loosely as "comes back"; in
"your security deposit comes back to you" it is the deposit that comes back, so the value
before it is not the refit window. Said with a subject no topic names ("you come back"),
the loose match stands. An invented bike shop's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_BIKES = named_catalogue(
    "Bike shop",
    {
        "refit_window": {"kind": "duration", "about": ["come back in", "free refit"]},
        "security_deposit": {"kind": "money", "currency": "GBP", "about": ["security deposit"]},
    },
)


def test_a_loose_match_after_another_topics_noun_is_no_cue() -> None:
    text = (
        "As long as you tell us 3 days ahead, there is nothing to pay"
        " and your security deposit comes back to you."
    )
    assert draft_values(text, _BIKES) == [("unattributed", 3.0)]


def test_a_loose_match_with_a_subject_no_topic_names_stands() -> None:
    text = "If you tell us within 3 days, you can simply come straight back to the shop."
    assert draft_values(text, _BIKES) == [("refit_window", 3.0)]
