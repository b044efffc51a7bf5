"""A count in a ", with …" phrase is its sentence's subject's (`guard/extract/local/
withphrase.py`). An invented boat-trip catalogue: none of its words comes from tests/kb."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.extract.local.withphrase import clause_the_phrase_describes
from tests.support.reading import named_catalogue

_TRIPS = named_catalogue(
    "Boat trips",
    {
        "trip_size": {
            "kind": "count",
            "unit": "sailors per harbour trip",
            "about": ["harbour trip*", "trip size"],
        },
    },
)


def test_a_count_in_a_with_phrase_counts_for_the_subject_before_it() -> None:
    draft = "Our harbour trips are cosy, with a maximum of 5 sailors, so book early."
    (claim,) = extract_draft_claims(draft, _TRIPS)
    assert claim.topic == "trip_size"
    assert claim.value is not None and claim.value.amount == 5


def test_only_the_clause_right_before_the_comma_is_the_host() -> None:
    s = "Harbour trips run daily; the cafe is busy, with up to 5 sailors"
    assert clause_the_phrase_describes(s, s.index("5")) == " the cafe is busy"
    t = "Our harbour trips are cosy and 5 sailors fit"
    assert clause_the_phrase_describes(t, t.index("5")) == ""
