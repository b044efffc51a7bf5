"""A value no words put on a topic, under a section heading whose word (in any of its
forms) only topics of the value's kind use, is read on those topics, less any topic a
sibling clause of the same section takes by its own words
(`guard/extract/local/headingstem.py`). An invented appliance-repair catalogue, built
here: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.headingstem import narrow
from guard.kb.catalogue import OTHER, Catalogue
from guard.wordforms import stem
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "component_cover": {
        "label": "how long fitted components are covered",
        "kind": "duration",
        "about": ["component cover", "covered for"],
    },
    "repair_recheck": {
        "label": "how long a repair is rechecked free",
        "kind": "duration",
        "about": ["labour cover", "recheck"],
    },
    "visit_fee": {
        "label": "engineer visit fee",
        "kind": "money",
        "currency": "GBP",
        "about": ["visit fee"],
    },
}


def _cat(extra: dict[str, Any] | None = None) -> Catalogue:
    return named_catalogue("Hearth appliance care", {**_TOPICS, **(extra or {})})


_FAILED = "If a repair we did fails, let us know within 10 days and we'll sort it at no cost."
_PARTS = "Components we fit are covered for 6 months from the visit."


def _durations(body: str, cat: Catalogue) -> list[tuple[str, float | None]]:
    claims = extract_source_claims(verified_source("HA-1", body, title="Terms"), cat)
    return sorted(
        (c.topic, c.value.amount if c.value else None)
        for c in claims
        if c.value is not None and c.value.kind == "duration"
    )


def test_stem_joins_a_words_forms() -> None:
    assert stem("Cover") == stem("covered") == stem("covers")
    assert stem("Warranties") != stem("warrant")  # no guess past the inflection
    assert narrow(("a", "b"), ["a"]) == ("b",)


def test_the_sibling_clause_leaves_the_other_topic() -> None:
    body = f"## 4. Cover\n\n- {_PARTS}\n\n- {_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 6), ("repair_recheck", 10)]


def test_alone_under_the_heading_it_is_evidence_on_each_candidate() -> None:
    body = f"## Cover\n\n{_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 10), ("repair_recheck", 10)]


def test_a_heading_word_another_kind_uses_says_nothing() -> None:
    extra = {"cover_charge": {"kind": "money", "currency": "GBP", "about": ["cover charge"]}}
    body = f"## Cover\n\n- {_PARTS}\n\n- {_FAILED}\n"
    assert _durations(body, _cat(extra)) == [("component_cover", 6), (OTHER, 10)]


def test_a_heading_no_topic_uses_says_nothing() -> None:
    body = f"## After your visit\n\n- {_PARTS}\n\n- {_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 6), (OTHER, 10)]


def test_a_topic_the_document_names_elsewhere_keeps_its_named_value() -> None:
    """Another section's clause is no sibling, but a value the document names for a topic
    beats a differing one only a heading gives it (`documents._named_values_win`)."""
    body = f"## Parts\n\n{_PARTS}\n\n## Cover\n\n{_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 6), (OTHER, 10), ("repair_recheck", 10)]


def test_a_heading_with_a_word_of_its_own_says_nothing() -> None:
    """ "exclusions" is no topic's word: the heading names more than the topics' things."""
    body = f"## Cover and exclusions\n\n- {_PARTS}\n\n- {_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 6), (OTHER, 10)]


def test_a_numbered_sub_heading_leaves_its_section_s_heading_to_say() -> None:
    """A heading of no content word ("4.2") says nothing of its clauses: the heading above
    it, whose section it is part of, is read instead."""
    body = f"## Cover\n\n### 4.2\n\n{_FAILED}\n"
    assert _durations(body, _cat()) == [("component_cover", 10), ("repair_recheck", 10)]
    own = f"## Cover\n\n### Exclusions\n\n{_FAILED}\n"  # a word of its own still says nothing
    assert _durations(own, _cat()) == [(OTHER, 10)]
