"""A zero said only under a window or threshold the draft claims on that limit's own topic is
the other side of one rule, checked through the limit's claim (`guard.engine.otherside`); the
draft reader gives such a zero its window or fronted reason as its condition only where that
holds (`guard.extract.local.limitcondition`); and a time an event is "away" is counted back
from that event (`guard.extract.local.awayanchor`).

Invented bowling-lane and grocer catalogues, built here: nothing in the product knows their
words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.otherside import limits_free_side
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, DraftExtraction, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics, named_catalogue


def lanes(window_label: str = "free cancellation window") -> Catalogue:
    topics: dict[str, Any] = {
        "lane_cancellation_fee": {
            "label": "lane cancellation fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["cancellation fee", "cancel*"],
        },
        "free_cancel_window": {
            "label": window_label,
            "kind": "duration",
            "about": ["cancel for free", "cancel free", "free cancellation"],
        },
    }
    return named_catalogue("Lanes", topics)


LANES = verified_source(
    "BW-1",
    "The free cancellation window is 10 minutes from booking. After that, the cancellation "
    "fee is £5.",
    title="Cancelling a lane",
)


def _lane(draft: str, cat: Catalogue | None = None) -> tuple[str, str, list[str]]:
    v = local_verdict(draft, [LANES], cat or lanes(), message="Can I cancel my lane?")
    return v.decision, v.reason_code, [t.detail for t in v.trace if t.rule == "TOPIC"]


def test_a_zero_inside_a_claimed_window_is_checked_through_the_window() -> None:
    decision, reason, topic = _lane("You can cancel free of charge within 10 minutes of booking.")
    assert (decision, reason) == ("ALLOW", "SUPPORTED")
    assert topic == [
        "the draft's 'free of charge' holds only within 10 minutes of booking, which is checked "
        "as free_cancel_window ('10 minutes'): the other side of that rule, no second value of "
        "the charge"
    ]


def test_a_wrong_window_still_holds_through_its_own_claim() -> None:
    decision, reason, _ = _lane("You can cancel free of charge within 30 minutes of booking.")
    assert (decision, reason) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_an_outright_zero_still_holds_against_the_fee() -> None:
    assert _lane("You can cancel free of charge.")[:2] == ("HOLD", "CONTRADICTS_GOVERNING")


def test_a_window_on_a_topic_that_makes_nothing_free_leaves_the_zero_as_before() -> None:
    # "cancellation window" says nothing is free inside it: the zero stays an outright value
    cat = lanes("cancellation window")
    said = extract_draft_claims("You can cancel free of charge within 10 minutes of booking.", cat)
    assert [c.condition for c in said] == [None, None]
    assert _lane("You can cancel free of charge within 10 minutes of booking.", cat)[:2] == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def grocer() -> Catalogue:
    topics: dict[str, Any] = {
        "delivery_fee": {
            "label": "home delivery fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["delivery fee", "home delivery", "delivery costs", "delivery is"],
        },
        "free_delivery_spend": {
            "label": "spend for free delivery",
            "kind": "money",
            "currency": "GBP",
            "about": ["free home delivery", "orders over"],
        },
        "returns_fee": {
            "label": "returns fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["returns fee", "returning"],
        },
        "min_order": {
            "label": "minimum order value",
            "kind": "money",
            "currency": "GBP",
            "about": ["minimum order"],
        },
    }
    return named_catalogue("Grocer", topics)


GROCER = verified_source(
    "GR-1",
    "Home delivery costs £3.50. Free home delivery on orders over £30. The returns fee is £2.",
    title="Delivery",
)
PROPOSAL = verified_source(
    "GR-S", "Proposal: free home delivery on orders over £35 from next month.", kind="slack"
)


def _grocer(draft: str | DraftExtraction, *extra: Any) -> tuple[str, str]:
    v = local_verdict(draft, [GROCER, *extra], grocer(), message="Is delivery free?")
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("draft", "decided"),
    [
        # the threshold's own claim decides, where the zero alone was a CAUTION against £3.50
        ("Home delivery is free on orders over £30.", ("ALLOW", "SUPPORTED")),
        ("Home delivery is free on orders over £20.", ("HOLD", "CONTRADICTS_GOVERNING")),
        ("Home delivery is free.", ("HOLD", "CONTRADICTS_GOVERNING")),
    ],
)
def test_a_zero_over_a_claimed_threshold_is_checked_through_it(
    draft: str, decided: tuple[str, str]
) -> None:
    assert _grocer(draft) == decided


def test_a_proposal_to_move_the_threshold_is_what_the_draft_is_cautioned_for() -> None:
    said = "Home delivery is free on orders over £30."
    assert _grocer(said, PROPOSAL) == ("CAUTION", "CHANGE_SIGNALLED")


def _read(text: str, zero_topic: str, limit_topic: str) -> DraftExtraction:
    """A draft as a live model might read it: a conditional zero and its threshold's claim."""
    zero = DraftClaim(
        claim_id="draft#c1",
        topic=zero_topic,
        value=Value(amount=0, unit="GBP", kind="money"),
        value_text="free",
        span=text,
        condition="on orders over £30",
    )
    limit = DraftClaim(
        claim_id="draft#c2",
        topic=limit_topic,
        value=Value(amount=30, unit="GBP", kind="money"),
        value_text="£30",
        span=text,
    )
    return DraftExtraction(text=text, claims=[zero, limit])


def test_a_threshold_of_another_charge_or_of_nothing_free_covers_no_zero() -> None:
    cat = grocer()
    assert limits_free_side(cat, "free_delivery_spend", "delivery_fee")
    assert not limits_free_side(cat, "free_delivery_spend", "returns_fee")
    assert not limits_free_side(cat, "min_order", "delivery_fee")
    # the zero is then decided on its own topic, as before: never an ALLOW
    returns = _read("Returns are free on orders over £30.", "returns_fee", "free_delivery_spend")
    assert _grocer(returns) == ("CAUTION", "CONTRADICTS_GOVERNING")
    minimum = _read("Home delivery is free on orders over £30.", "delivery_fee", "min_order")
    assert _grocer(minimum)[0] != "ALLOW"


def skips() -> Catalogue:
    topics: dict[str, Any] = {
        "cancel_notice": {
            "label": "notice needed to cancel free of charge",
            "kind": "duration",
            "about": ["cancel*", "notice to cancel"],
        },
        "cancel_fee": {
            "label": "late cancellation fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["cancellation fee", "cancel*"],
        },
        "delivery_time": {
            "label": "how soon we deliver",
            "kind": "duration",
            "about": ["deliver*", "delivery"],
        },
    }
    return named_catalogue("Hire", topics)


def test_a_time_an_event_is_away_is_counted_back_from_it() -> None:
    cat = skips()
    said = "As your delivery is still more than 48 hours away, you can cancel for free."
    assert draft_topics(said, cat, "duration") == ["cancel_notice"]
    # the event alone: no time of its own coming (`anchors` would say the same of "before")
    assert draft_topics("Your delivery is 2 days away.", cat, "duration") != ["delivery_time"]
    # how soon the event comes is still its topic
    assert draft_topics("We deliver within 2 days of booking.", cat) == ["delivery_time"]


HIRE = verified_source(
    "HI-1",
    "You need to give 48 hours' notice to cancel for free. Cancelling later costs £30.",
    title="Cancelling a hire",
)


@pytest.mark.parametrize(
    ("draft", "decided"),
    [
        (
            "As your delivery is still more than 48 hours away, you can cancel free of charge.",
            "ALLOW",
        ),
        (
            "As your delivery is still more than 12 hours away, you can cancel free of charge.",
            "HOLD",
        ),
        ("You can cancel free of charge.", "HOLD"),
    ],
)
def test_a_zero_for_a_fronted_reason_is_checked_through_the_notice(
    draft: str, decided: str
) -> None:
    assert local_verdict(draft, [HIRE], skips(), message="Can I cancel?").decision == decided


@pytest.mark.parametrize(
    ("draft", "decided"),
    [
        # the waiver applies the window to an act done at once: inside any such window
        (
            "You can cancel free of charge within 10 minutes of booking, and you cancelled "
            "right away, so there's no charge for this lane.",
            "ALLOW",
        ),
        # a wrong window is held through its own claim, waiver or not
        (
            "You can cancel free of charge within 30 minutes of booking, and you cancelled "
            "right away, so there's no charge for this lane.",
            "HOLD",
        ),
        # a case the draft does not place inside the window: the waiver is the fee's value
        (
            "You can cancel free of charge within 10 minutes of booking, and you cancelled "
            "once the lane was ready, so there's no charge for this lane.",
            "HOLD",
        ),
        (
            "You can cancel free of charge within 10 minutes of booking, and you didn't "
            "cancel right away, so there's no charge for this lane.",
            "HOLD",
        ),
    ],
)
def test_a_waiver_for_an_act_done_at_once_follows_from_the_window(draft: str, decided: str) -> None:
    assert _lane(draft)[0] == decided


def test_a_charge_after_the_free_part_is_no_limit_of_it() -> None:
    """ "charge after the free hour" names the charge once the free part is used up
    (`beyondfree.names_free_limit`), not the limit of the free side."""
    topics: dict[str, Any] = {
        "jump_fee": {"kind": "money", "currency": "GBP", "about": ["jump session"]},
        "late_jumping": {
            "label": "jump session charge after the free hour",
            "kind": "money",
            "currency": "GBP",
            "about": ["extra jumping charge"],
        },
        "waived_jumping": {
            "label": "visits before the jump session fee is waived",
            "kind": "duration",
            "about": ["waived jumping"],
        },
    }
    cat = named_catalogue("Trampoline park", topics)
    assert not limits_free_side(cat, "late_jumping", "jump_fee")
    assert limits_free_side(cat, "waived_jumping", "jump_fee")
