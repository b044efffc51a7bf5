"""The first hour's rough edges (issue 18, item 6): amounts keep their thousands separator,
errors name labels in plain plurals and never the validation library's wording, and a bad
cases.yaml entry is named by its id (`reason` being optional there)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.values import format_value
from guard.errors import InputError
from guard.evals.workspaces import case_matches
from guard.kb.catalogue import catalogue_from_dict, default_catalogue, plural
from guard.kb.workspace.cases import load_cases
from guard.kb.workspace.folder import source_from_text
from guard.models import Value
from tests.support.seedcase import DRAFT_4BD, NOW

#: The validation library's own wording; none of it may reach a person.
LIBRARY_WORDS = ("Input should", "Field required", "Extra inputs", "pydantic", "type=")


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (Value(kind="money", amount=1800, unit="GBP"), "£1,800"),
        (Value(kind="money", amount=1234567.5, unit="EUR"), "€1,234,567.50"),
        (Value(kind="money", amount=1800, amount_max=2500, unit="USD"), "$1,800–2,500"),
        (Value(kind="money", amount=950, unit="GBP"), "£950"),
        (Value(kind="money", amount=12000, unit="CHF"), "12,000 CHF"),
    ],
)
def test_amounts_keep_their_thousands_separator(value: Value, shown: str) -> None:
    assert format_value(value) == shown


@pytest.mark.parametrize(
    ("noun", "many"),
    [("country", "countries"), ("transfer type", "transfer types"), ("tax", "taxes"),
     ("day", "days"), ("seller region", "seller regions"), ("branch", "branches")],
)  # fmt: skip
def test_labels_are_put_in_plain_plurals(noun: str, many: str) -> None:
    assert plural(noun) == many


def test_an_unknown_scope_value_names_the_dimensions_label(service: CheckService) -> None:
    with pytest.raises(InputError) as info:
        service.check(
            CheckRequest(ticket_id=None, draft=DRAFT_4BD, now=NOW, scope={"rail": "france"})
        )
    assert info.value.message == (
        "Unknown transfer type 'france'. Transfer types: instant, standard, unknown."
    )


# --- no validation-library text --------------------------------------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 10**6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)
FIELDS = ("verification", "verifiedAt", "updatedAt", "owner", "flaggedOutdated", "visibility",
          "version", "reviewEveryDays", "title", "kind", "nonsense")  # fmt: skip


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(FIELDS), value=scalars)
def test_a_bad_frontmatter_field_is_said_in_plain_words(field: str, value: object) -> None:
    text = "---\n" + yaml.safe_dump({field: value}) + "---\nRefunds take 5 days.\n"
    try:
        source_from_text(
            text,
            "a.md",
            stem="a",
            modified=datetime(2026, 1, 1, tzinfo=UTC),
            catalogue=default_catalogue(),
        )
    except InputError as e:
        assert "\n" not in e.message
        assert not any(w in e.message for w in LIBRARY_WORDS), e.message


TOPIC_KEYS = ("kind", "label", "about", "unit", "currency", "nonsense")


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(TOPIC_KEYS), value=scalars)
def test_a_bad_catalogue_field_is_said_in_plain_words(key: str, value: object) -> None:
    topic = {"label": "refund time", "kind": "duration", "about": ["refund"], key: value}
    data = {"name": "x", "topics": {"refund_time": topic}}
    try:
        catalogue_from_dict(data, "answerguard.yaml", "x", yaml.safe_dump(data))
    except InputError as e:
        assert not any(w in e.message for w in LIBRARY_WORDS), e.message


# --- cases.yaml ---------------------------------------------------------------------------------


def _cases(tmp_path: Path, text: str) -> Path:
    (tmp_path / "cases.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_bad_case_is_named_by_its_id(tmp_path: Path) -> None:
    root = _cases(
        tmp_path,
        "- id: fine\n  draft: x\n  expected: {decision: ALLOW}\n"
        "- id: pro-payout-hold\n  draft: y\n  expected: {decision: HOLD, reasn: X}\n",
    )
    with pytest.raises(InputError) as info:
        load_cases(root)
    message = info.value.message
    assert "case pro-payout-hold: expected.reasn: is not a field here" in message
    assert not any(w in message for w in LIBRARY_WORDS)


def test_reason_is_optional_and_then_only_the_decision_is_compared(tmp_path: Path) -> None:
    root = _cases(tmp_path, "- id: a\n  draft: x\n  expected: {decision: HOLD}\n")
    [case] = load_cases(root)
    assert case.expected.reason is None

    class R:
        decision, reason_code = "HOLD", "CONTRADICTS_GOVERNING"

    assert case_matches(case, R())  # type: ignore[arg-type]
    R.decision = "ALLOW"
    assert not case_matches(case, R())  # type: ignore[arg-type]


# --- the evidence of a claim on `other` -----------------------------------------------------


def test_a_claim_on_other_lists_only_sources_on_its_nearest_words() -> None:
    """Not every unrelated value of the knowledge base as "contradicts": only a value of the
    same kind next to the same words ("pending", "transfers", "clear"), or none."""
    from guard.engine.decide import decide
    from guard.models import DraftClaim, DraftExtraction, Extractions, SourceExtraction
    from tests.support.builders import claim, source, ticket
    from tests.support.builders import value as duration

    same = source("S1", "Pending transfers usually clear in 6 hours.")
    other_kind = source("S2", "The chargeback fee is €15 per dispute.")
    unrelated = source("S3", "Replacement cards take 5 days to arrive by post.")
    claims = [
        claim(same, duration(6, "hours"), topic="other", quote=same.body.splitlines()[2]),
        claim(
            other_kind,
            Value(kind="money", amount=15, unit="EUR"),
            topic="other",
            quote=other_kind.body.splitlines()[2],
        ),
        claim(unrelated, duration(5, "calendar_days"), topic="other",
              quote=unrelated.body.splitlines()[2]),
    ]  # fmt: skip
    text = "Pending transfers clear within 2 hours."
    dc = DraftClaim(
        claim_id="draft#c1",
        topic="other",
        value=duration(2, "hours"),
        value_text="within 2 hours",
        span=text,
        definitive=True,
    )
    ex = Extractions(
        draft=DraftExtraction(text=text, claims=[dc]),
        sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in claims],
    )
    v = decide(ex, [same, other_kind, unrelated], ticket("standard"), NOW)
    assert (v.decision, v.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE")
    assert [e.source.id for e in v.claims[0].evidence] == ["S1"]

    lone = Extractions(draft=ex.draft, sources=ex.sources[1:])
    v = decide(lone, [other_kind, unrelated], ticket("standard"), NOW)
    assert v.claims[0].evidence == []
