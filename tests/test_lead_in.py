"""A list's lead-in line heads its items (`guard/extract/local/leadin.py`, issue 17,
tests/kb/halls).

"Here's what a belay partner needs:" then "- Minimum age: 16": the item leaves out what the
lead-in says, so the segmenter gives the item its lead-in (`Sentence.lead_in`) and the
bare-number reader (`bounds`) finds the age topic there. A made-up climbing wall's words:
none comes from tests/kb.
"""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.extract.local.segment import sentences
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_values


def wall() -> Catalogue:
    return named_catalogue(
        "Crag",
        {
            "belayer_min_age": {
                "label": "belay partner's minimum age",
                "kind": "duration",
                "about": ["belay partner", "belayer"],
            },
            "session_fee": {
                "label": "session fee",
                "kind": "money",
                "currency": "GBP",
                "about": ["session fee", "day pass"],
            },
        },
    )


def _ages(text: str) -> list[tuple[str, float | None, str | None]]:
    claims = extract_draft_claims(text, wall())
    return [(c.topic, c.value.amount, c.value.unit) for c in claims if c.value is not None]


def _lead_ins(text: str) -> dict[str, tuple[str, ...]]:
    return {s.text: s.lead_in for s in sentences(text, mask=False)}


def test_a_bare_number_in_a_list_is_read_on_its_lead_ins_topic() -> None:
    draft = (
        "Great news, she can! Here's what a belay partner needs:\n"
        "- Minimum age: 16\n"
        "- A belay check passed at our wall\n"
        "Book the check at the front desk."
    )
    assert _ages(draft) == [("belayer_min_age", 16, "years")]
    read = source_values(
        "# Climbing with a partner\n\nA belay partner must have:\n\n- Minimum age: 18\n"
        "- A belay check passed here\n",
        wall(),
        source_id="S-1",
        title="Climbing with a partner",
        kind="help_article",
    )
    assert read == [("belayer_min_age", 18)]


def test_no_lead_in_no_topic_for_a_bare_number() -> None:
    assert _ages("A belay partner is a great idea.\n\n- Minimum age: 16\n") == []
    assert _ages("Here's what a belay partner needs:\n\nThanks!\n\n- Minimum age: 16\n") == []


def test_the_lead_in_heads_its_list_only() -> None:
    text = (
        "Before your first session:\n"
        "- Bring:\n"
        "  - chalk\n"
        "  - shoes\n"
        "\n"
        "- Arrive early\n"
        "\n"
        "Parking is free.\n"
        "- Loose item\n"
        "## Kit\n"
        "- Harness\n"
    )
    got = _lead_ins(text)
    assert got["Bring:"] == ("Before your first session",)
    assert got["chalk"] == ("Before your first session", "Bring")
    assert got["shoes"] == ("Before your first session", "Bring")
    assert got["Arrive early"] == ("Before your first session",)
    assert got["Parking is free."] == ()
    assert got["Loose item"] == ()
    assert got["Harness"] == ()
