"""An unread source caps only what it could contradict (`guard.engine.hidden`).

A silent source (read as text, value wording in it that no claim explains) can hold a value
only of the kinds its unread wordings have; a value of one kind is a value only of a topic of
that kind. So one silent sentence about prices no longer stops every correct reply about
durations, while a source that failed to be read still caps everything. Wording invented for
these tests.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.engine.decide import decide
from guard.engine.hidden import can_hide
from guard.engine.values import format_value
from guard.models import DraftClaim, DraftExtraction, Extractions, SourceExtraction, Ticket, Value
from tests.support.builders import NOW, source
from tests.support.opentopics import CAT, days, sclaim

#: What each governed topic's source states, and a draft value that agrees with it.
STATED = {
    "payout_delay": days(3),
    "chargeback_fee": Value(amount=15, unit="EUR"),
    "instant_fee": Value(amount=2, unit="percent"),
    "free_listings": Value(amount=5, unit="free listings"),
}
GOVERNING = {
    "payout_delay": source("G1", "Payouts take 3 business days.", kind="help_article"),
    "chargeback_fee": source("G2", "Each chargeback costs €15.", kind="help_article"),
    "instant_fee": source("G3", "Instant payouts cost 2%.", kind="help_article"),
    "free_listings": source("G4", "You get 5 free listings.", kind="help_article"),
}


def _check(topic: str, silent_body: str, *, failed: bool = False):
    """A draft that agrees with `topic`'s one source, beside a second source `S` whose
    extraction came back empty (or failed)."""
    said = STATED[topic]
    gov = GOVERNING[topic]
    draft = DraftExtraction(
        text=f"It is {format_value(said)}.",
        claims=[
            DraftClaim(
                claim_id="d1",
                topic=topic,
                value=said,
                value_text=format_value(said),
                span=f"It is {format_value(said)}.",
            )
        ],
    )
    other = source("S", silent_body, kind="help_article")
    read = (
        SourceExtraction(source_id="S", ok=False, error="timeout")
        if failed
        else SourceExtraction(source_id="S")
    )
    ex = Extractions(
        draft=draft,
        sources=[SourceExtraction(source_id=gov.id, claims=[sclaim(gov, topic, said)]), read],
    )
    t = Ticket(id="T-1", scope={"plan": "unknown", "region": "unknown"})
    return decide(ex, [gov, other], t, NOW, CAT)


def test_a_silent_amount_cannot_contradict_a_duration():
    v = _check("payout_delay", "Locker hire is €4.")
    assert v.unread_sources == ["S"]
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    cap = next(s for s in v.trace if s.rule == "CAP")
    assert cap.outcome == "pass"
    assert "no value it states unread is a duration" in cap.detail


def test_a_silent_amount_caps_an_amount():
    v = _check("chargeback_fee", "Locker hire is €4.")
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["S"])
    assert "S" in v.headline


def test_money_and_percent_stand_for_each_other():
    """The same charge may be written as an amount or a share: the detector's guess between
    them is no proof either way."""
    v = _check("instant_fee", "Locker hire is €4.")
    assert (v.decision, v.reason_code) == ("CAUTION", "SOURCE_UNREAD")
    v = _check("chargeback_fee", "Locker hire is 5% of the order.")
    assert (v.decision, v.reason_code) == ("CAUTION", "SOURCE_UNREAD")


def test_a_silent_duration_caps_a_duration():
    v = _check("payout_delay", "Lockers are emptied after 9 days.")
    assert (v.decision, v.reason_code) == ("CAUTION", "SOURCE_UNREAD")


def test_every_part_of_a_merged_wording_counts():
    """A "€9.99 a month" is one match, which keeps its first part's kind (an amount); its rate
    ("a month") is the detector's count, so it can contradict a count too (and, as "99 a
    month" also reads as a duration to the broad detector, a duration)."""
    for topic in ("free_listings", "payout_delay", "chargeback_fee"):
        v = _check(topic, "Lockers are €9.99 a month.")
        assert (v.decision, v.reason_code) == ("CAUTION", "SOURCE_UNREAD"), topic


@pytest.mark.parametrize("topic", sorted(STATED))
def test_a_source_that_failed_to_be_read_caps_everything(topic: str):
    v = _check(topic, "Locker hire is €4.", failed=True)
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["S"])


KINDS = st.sampled_from(["duration", "money", "percent", "count", "choice"])


@given(st.frozensets(KINDS, min_size=1), st.lists(KINDS, min_size=1, max_size=4))
def test_a_source_hides_whatever_shares_a_kind(source_kinds, claim_kinds):
    """A claim of the source's own kind can always be contradicted; a failed read (None) or a
    claim of unknown kind always could be; adding a claim never makes a source safe."""
    if set(source_kinds) & set(claim_kinds):
        assert can_hide(source_kinds, claim_kinds)
    assert can_hide(None, claim_kinds)
    assert can_hide(source_kinds, [*claim_kinds, None])
    if can_hide(source_kinds, claim_kinds):
        assert can_hide(source_kinds, [*claim_kinds, "duration"])
