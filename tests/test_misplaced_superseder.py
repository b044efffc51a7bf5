"""A source that replaces the draft's support but whose value was read elsewhere is no
proof the old value still holds (`guard/engine/misplaced.py`, rule MISPLACED).

When an in-force source that applies explicitly supersedes a source of V's basis (by title
or ID) yet states nothing on the draft's topic, while its text does give a value of the
claim's kind that the reader put on no topic (or on another one), the replaced value would
govern and a draft using it would pass: the ALLOW becomes CAUTION SUPERSEDER_UNPLACED. A
partial supersession whose text gives no value of the kind misplaced nothing and changes
nothing; a superseding value read on the topic is left to D5. A made-up tool-hire
catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.decide import Verdict
from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from guard.render import what_to_verify
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
TERMS = "# Hire\n\nA standard tool hire lasts 3 days from collection. The deposit is £20.\n"
DRAFT = "Your tool hire lasts 3 days from collection."
#: A counter guide that replaces the terms; its 5 days is said in words no phrase foresees.
MISREAD = (
    "# Counter\n\nThis replaces *Tool hire terms*. From 1 October 2026 customers keep the "
    "kit for 5 days.\n"
)


def hire() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Tool hire",
            "topics": {
                "hire_period": {
                    "label": "how long a tool hire lasts",
                    "kind": "duration",
                    "about": ["tool hire*", "hire period", "hire lasts"],
                },
                "deposit": {"kind": "money", "currency": "GBP", "about": ["deposit*"]},
            },
        },
        "test",
        "Hire",
    )


def _verdict(draft: str, body: str) -> Verdict:
    terms = verified_source("TH-1", TERMS, title="Tool hire terms")
    guide = verified_source("TH-2", body, title="Counter guide", kind="sop")
    return local_verdict(draft, [terms, guide], hire(), message="Hi", now=NOW)


def _decide(draft: str, body: str) -> tuple[str, str, list[str]]:
    v = _verdict(draft, body)
    steps = [s.detail for c in v.claims for s in c.trace if s.rule == "MISPLACED"]
    return v.decision, v.reason_code, steps


def test_the_reader_leaves_the_superseding_value_on_no_topic() -> None:
    guide = verified_source("TH-2", MISREAD, title="Counter guide", kind="sop")
    (c,) = extract_source_claims(guide, hire())
    assert (c.topic, c.value_text) == (OTHER, "5 days") and c.supersedes is not None


def test_a_superseding_source_whose_value_is_misread_makes_an_allow_caution() -> None:
    decision, reason, steps = _decide(DRAFT, MISREAD)
    assert (decision, reason) == ("CAUTION", "SUPERSEDER_UNPLACED")
    (step,) = steps
    assert "TH-2 supersedes TH-1 but states nothing on hire_period" in step
    assert "'5 days' was read on no topic" in step


def test_what_to_verify_names_the_superseding_source() -> None:
    v = _verdict(DRAFT, MISREAD)
    said = what_to_verify(v)
    assert said is not None and "TH-2 supersedes TH-1" in said and said.endswith("sending.")
    assert v.headline.startswith("Caution: 3 days matches TH-1, but a source that replaces it")


def test_a_partial_supersession_with_no_value_of_the_kind_changes_nothing() -> None:
    body = "# Counter\n\nThis replaces the deposit in *Tool hire terms*. The deposit is now £40.\n"
    assert _decide(DRAFT, body) == ("ALLOW", "SUPPORTED", [])


def test_a_superseding_value_the_draft_matches_raises_no_doubt() -> None:
    body = MISREAD.replace("5 days", "3 days")
    assert _decide(DRAFT, body) == ("ALLOW", "SUPPORTED", [])


def test_a_source_naming_no_source_of_the_basis_raises_no_doubt() -> None:
    body = MISREAD.replace("*Tool hire terms*", "*Loan van terms*")
    assert _decide(DRAFT, body) == ("ALLOW", "SUPPORTED", [])


def test_a_superseder_not_yet_in_force_raises_no_doubt() -> None:
    body = MISREAD.replace("1 October 2026", "1 March 2027")
    assert _decide(DRAFT, body)[:2] == ("ALLOW", "SUPPORTED")


def test_a_superseding_value_read_on_the_topic_is_left_to_the_existing_rules() -> None:
    body = "# Counter\n\nThis replaces *Tool hire terms*. A tool hire now lasts 5 days.\n"
    assert _decide(DRAFT, body) == ("HOLD", "CONTRADICTS_GOVERNING", [])
    assert _decide(DRAFT.replace("3 days", "5 days"), body) == ("ALLOW", "SUPPORTED", [])


def test_a_partial_supersession_of_another_part_leaves_the_topic_to_carry_over() -> None:
    body = (
        "# Counter\n\nThis replaces the deposit in *Tool hire terms*. The deposit is now £40, "
        "and customers keep the kit for 5 days.\n"
    )
    assert _decide(DRAFT, body) == ("ALLOW", "SUPPORTED", [])


def test_a_partial_supersession_naming_the_topic_still_doubts() -> None:
    body = MISREAD.replace("*Tool hire terms*", "the hire period in *Tool hire terms*")
    assert _decide(DRAFT, body)[:2] == ("CAUTION", "SUPERSEDER_UNPLACED")


def test_a_whole_document_replaced_by_a_restated_topic_carries_the_rest_over() -> None:
    # the guide restates the deposit (read there); its 5 days is a step's threshold
    body = (
        "# Counter\n\nThis replaces *Tool hire terms*. The deposit is now £40.\n\nSteps:\n"
        "1. Returns over 5 days late need sign-off from the manager.\n"
    )
    assert _decide(DRAFT, body) == ("ALLOW", "SUPPORTED", [])
