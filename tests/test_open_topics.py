"""The rules over any catalogue: every value kind, several scope dimensions, the freshness
gate, and that a catalogue — not the engine — decides what a topic is."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from guard.engine.applicability import applicability_of
from guard.engine.decide import decide
from guard.engine.patterns import find_policy_patterns
from guard.engine.replies import escalate_reply, hold_reply, holding_reply_problem
from guard.engine.standing import review_due, standing_of, weakeners_of
from guard.engine.values import format_value, same_value, within
from guard.kb.catalogue import catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    SourceExtraction,
    Ticket,
    Value,
)
from tests.support.builders import NOW, T0, source
from tests.support.opentopics import CAT, days, run, said_in, sclaim


def money(a: float, cur: str = "EUR", hi: float | None = None) -> Value:
    return Value(amount=a, amount_max=hi, unit=cur)


def pct(a: float) -> Value:
    return Value(amount=a, unit="percent")


def count(a: float) -> Value:
    return Value(amount=a, unit="free listings", kind="count")


def choice(o: str) -> Value:
    return Value(option=o)


# --- values of every kind ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("v", "text"),
    [
        (money(1.5), "€1.50"),
        (money(15, "USD"), "$15"),
        (money(5, "CHF", 10), "5–10 CHF"),
        (money(0, "XXX"), "free"),
        (pct(1.5), "1.5%"),
        (count(3), "3 free listings"),
        (choice("weekdays_only"), "weekdays only"),
        (days(2, "weeks"), "2 weeks"),
    ],
)
def test_values_read_in_words(v: Value, text: str) -> None:
    assert format_value(v) == text


def test_the_kind_is_inferred_from_the_unit_so_seed_documents_read_unchanged() -> None:
    assert Value(amount=4, unit="business_days").kind == "duration"
    assert Value(amount=1.5, unit="EUR").kind == "money"
    assert Value(amount=1.5, unit="percent").kind == "percent"
    assert Value(option="weekends").kind == "choice"
    with pytest.raises(ValueError, match="needs an option"):
        Value(kind="choice")
    with pytest.raises(ValueError, match="duration's unit"):
        Value(amount=1, unit="fortnights", kind="duration")


def test_within_is_containment_for_numbers_and_equality_for_a_choice() -> None:
    assert within(money(10), money(5, hi=15))
    assert not within(money(20), money(5, hi=15))
    assert not within(money(10, "USD"), money(10))  # units never convert
    assert within(money(0, "XXX"), money(0))  # free is free in any currency
    assert within(pct(1.5), pct(1.5)) and not within(pct(2), pct(1.5))
    assert within(choice("weekends"), choice("weekends"))
    assert not within(choice("weekends"), choice("weekdays_only"))
    assert not same_value(pct(1.5), money(1.5))


@pytest.mark.parametrize(
    ("topic", "said", "governing", "expected"),
    [
        ("chargeback_fee", money(15), money(15), ("ALLOW", "SUPPORTED")),
        ("chargeback_fee", money(10), money(15), ("HOLD", "CONTRADICTS_GOVERNING")),
        ("chargeback_fee", money(15, "USD"), money(15), ("CAUTION", "UNIT_MISMATCH")),
        ("instant_fee", pct(1), pct(1.5), ("HOLD", "CONTRADICTS_GOVERNING")),
        ("instant_fee", pct(1.5), pct(1.5), ("ALLOW", "SUPPORTED")),
        ("free_listings", count(5), count(3), ("HOLD", "CONTRADICTS_GOVERNING")),
        ("free_listings", count(3), count(3), ("ALLOW", "SUPPORTED")),
        (
            "weekend_payouts",
            choice("weekends"),
            choice("weekdays_only"),
            ("HOLD", "CONTRADICTS_GOVERNING"),
        ),
        ("weekend_payouts", choice("weekends"), choice("weekends"), ("ALLOW", "SUPPORTED")),
        ("payout_delay", days(1), days(1, "hours"), ("CAUTION", "UNIT_MISMATCH")),
    ],
)
def test_every_kind_runs_through_the_same_rules(topic, said, governing, expected) -> None:
    src = source("HC-1", "The sentence.", kind="help_article")
    v = run(topic, said, sclaim(src, topic, governing))
    assert (v.decision, v.reason_code) == expected


def test_a_hold_reply_speaks_of_the_topic_and_its_value() -> None:
    reply = hold_reply(money(15), "chargeback_fee", CAT)
    assert "chargeback fee" in reply and "€15" in reply and "reversal" not in reply
    holding = escalate_reply("chargeback_fee", CAT)
    assert "chargeback fee" in holding and holding_reply_problem(holding, CAT) is None
    assert "reversal" not in holding


def test_a_label_that_would_state_a_number_falls_back_to_the_plain_holding_reply() -> None:
    cat = catalogue_from_dict(
        {"topics": {"x": {"label": "24 hour guarantee", "kind": "duration", "about": ["x"]}}},
        "t",
        "t",
    )
    reply = escalate_reply("x", cat)
    assert "24" not in reply and holding_reply_problem(reply, cat) is None


# --- several scope dimensions --------------------------------------------------------------


@pytest.mark.parametrize(
    ("scope", "ticket", "expected"),
    [
        ({"plan": "pro"}, {"plan": "pro", "region": "eu"}, "APPLIES"),
        ({"plan": "pro", "region": "eu"}, {"plan": "pro", "region": "us"}, "NOT_APPLICABLE"),
        ({"plan": "pro", "region": "eu"}, {"plan": "pro", "region": "unknown"}, "SCOPE_UNRESOLVED"),
        # A mismatch on any dimension wins over an unknown on another.
        ({"plan": "pro", "region": "eu"}, {"plan": "unknown", "region": "us"}, "NOT_APPLICABLE"),
        ({"plan": "any", "region": "any"}, {"plan": "unknown", "region": "unknown"}, "APPLIES"),
        ({}, {}, "APPLIES"),
    ],
)
def test_applicability_over_every_dimension(scope, ticket, expected) -> None:
    src = source("HC-1", "x.")
    c = sclaim(src, "payout_delay", days(1), **scope)
    assert applicability_of(c, Ticket(id="T", scope=ticket)) == expected


def test_a_specific_exception_on_one_dimension_governs_over_a_general_rule() -> None:
    general = sclaim(source("HC-1", "General."), "payout_delay", days(3))
    pro = sclaim(source("HC-2", "Pro."), "payout_delay", days(1), plan="pro")
    v = run("payout_delay", days(1), general, pro, plan="pro", region="eu")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert any(s.rule == "D6" and s.outcome == "fired" for s in v.claims[0].trace)


def _d6(v) -> str:
    return next(f"{s.outcome}: {s.detail}" for s in v.claims[0].trace if s.rule == "D6")


def test_with_two_dimensions_a_narrower_candidate_is_the_exception_to_a_wider_one() -> None:
    """D6's "every other disagreeing candidate is general" read over several dimensions: a
    candidate limited to the pro plan in the EU is the exception to one limited to the pro
    plan only (it narrows it further), as the seed's instant-rail SOP is to the any-rail one."""
    pro = sclaim(source("HC-1", "Pro."), "payout_delay", days(3), plan="pro")
    pro_eu = sclaim(
        source("HC-2", "Pro in the EU."), "payout_delay", days(1), plan="pro", region="eu"
    )
    general = sclaim(source("HC-3", "General."), "payout_delay", days(5))
    v = run("payout_delay", days(3), pro, pro_eu, general, plan="pro", region="eu")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert v.claims[0].governing_source_ids == ["HC-2"]
    assert _d6(v) == (
        "fired: HC-2 (1 business day) matches T-1's plan and region specifically, has no "
        "weakeners, and every disagreeing candidate is more general (scoped any, or specific on "
        "fewer of the same dimensions: HC-1 (3 business days) on plan only)"
    )
    # Outside the EU the narrower one does not apply: the pro rule is the exception to the
    # general one, worded as before.
    us = run("payout_delay", days(3), pro, pro_eu, general, plan="pro", region="us")
    assert (us.decision, us.reason_code) == ("ALLOW", "SUPPORTED")
    assert _d6(us).endswith("every disagreeing candidate is general")


def test_with_two_dimensions_candidates_limited_on_different_dimensions_still_conflict() -> None:
    """Neither is narrower: "pro plan" and "in the EU" each leave the other's dimension open,
    so the rules cannot say which is the exception (D7)."""
    pro = sclaim(source("HC-1", "Pro."), "payout_delay", days(3), plan="pro")
    eu = sclaim(source("HC-2", "EU."), "payout_delay", days(1), region="eu")
    v = run("payout_delay", days(1), pro, eu, plan="pro", region="eu")
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert _d6(v) == (
        "fail: the specific candidates disagree with each other, and none is more specific "
        "than every candidate it disagrees with"
    )


def test_a_weakened_narrower_candidate_is_no_exception() -> None:
    pro = sclaim(source("HC-1", "Pro."), "payout_delay", days(3), plan="pro")
    weak = source("HC-2", "Pro in the EU.", verification="unverified")
    pro_eu = sclaim(weak, "payout_delay", days(1), plan="pro", region="eu")
    srcs_claims = (pro, pro_eu)
    ex = Extractions(
        draft=DraftExtraction(
            text=said_in(days(1)),
            claims=[
                DraftClaim(
                    claim_id="d1",
                    topic="payout_delay",
                    value=days(1),
                    value_text="1 business day",
                    span=said_in(days(1)),
                )
            ],
        ),
        sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in srcs_claims],
    )
    weak = source("HC-2", pro_eu.quote, verification="unverified")
    srcs = [source("HC-1", pro.quote, kind="help_article", title="T HC-1"), weak]
    v = decide(ex, srcs, Ticket(id="T-1", scope={"plan": "pro", "region": "eu"}), NOW, CAT)
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert _d6(v).startswith("fail: HC-2 is weakened (UNVERIFIED)")


def test_an_unknown_dimension_hiding_a_different_value_escalates_and_names_it() -> None:
    general = sclaim(source("HC-1", "General."), "payout_delay", days(3))
    pro = sclaim(source("HC-2", "Pro."), "payout_delay", days(1), plan="pro")
    v = run("payout_delay", days(3), general, pro, region="eu")
    assert (v.decision, v.reason_code) == ("ESCALATE", "SCOPE_UNKNOWN")
    assert "plan is unknown" in v.headline
    d1 = next(s for s in v.claims[0].trace if s.rule == "D1")
    assert "the pro plan" in d1.detail and "T-1's plan is unknown" in d1.detail


# --- source kinds from the catalogue -------------------------------------------------------


def test_catalogue_kinds_decide_standing() -> None:
    article = source("HC-1", "x.", kind="help_article")
    post = source("ST-1", "x.", kind="status_post")
    odd = source("Z-1", "x.", kind="wiki_page")
    c = sclaim(article, "payout_delay", days(1))
    assert standing_of(c, article, NOW, CAT).standing == "CANDIDATE"
    assert standing_of(c, post, NOW, CAT).standing == "PROPOSAL"
    assert standing_of(c, odd, NOW, CAT).standing == "PROPOSAL"  # unknown kinds never govern


# --- the freshness gate ----------------------------------------------------------------------


def test_review_every_days_lapses_verification_when_read() -> None:
    src = source("HC-1", "x.")
    src.signals.review_every_days = 30
    assert review_due(src.signals) == T0 + timedelta(days=30)
    assert weakeners_of(src, T0 + timedelta(days=29)) == []
    assert weakeners_of(src, T0 + timedelta(days=31)) == ["VERIFICATION_EXPIRED"]
    assert src.signals.verification == "verified"  # derived, never stored


def test_stale_after_lapses_verification_after_that_date() -> None:
    src = source("HC-1", "x.")
    src.signals.stale_after = date(2026, 11, 1)
    assert weakeners_of(src, datetime(2026, 11, 1, 23, tzinfo=UTC)) == []
    assert weakeners_of(src, datetime(2026, 11, 2, tzinfo=UTC)) == ["VERIFICATION_EXPIRED"]


def test_an_expired_review_turns_a_supported_answer_into_weak_basis() -> None:
    c = sclaim(source("HC-1", "x."), "payout_delay", days(1))
    fresh = run("payout_delay", days(1), c)
    assert (fresh.decision, fresh.reason_code) == ("ALLOW", "SUPPORTED")

    src = source("HC-1", c.quote, kind="help_article", title="T HC-1")
    src.signals.review_every_days = 10  # verified T0, so due long before NOW
    d = DraftExtraction(
        text=said_in(days(1)),
        claims=[
            DraftClaim(
                claim_id="d1",
                topic="payout_delay",
                value=days(1),
                value_text="1",
                span=said_in(days(1)),
            )
        ],
    )
    ex = Extractions(draft=d, sources=[SourceExtraction(source_id="HC-1", claims=[c])])
    v = decide(ex, [src], Ticket(id="T"), NOW, CAT)
    assert (v.decision, v.reason_code) == ("CAUTION", "WEAK_BASIS")


# --- the detector over the kinds ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The fee is €1.50.", "money"),
        ("It's 1.5% of the amount.", "percent"),
        ("Instant payouts are free of charge.", "money"),
        ("The fee is non-refundable.", "choice"),
        ("You get 3 free listings every month.", "count"),
        ("We have no weekend payouts.", "choice"),
        ("Payouts take 3 business days.", "duration"),
    ],
)
def test_the_detector_covers_every_kind(text: str, kind: str) -> None:
    found = find_policy_patterns(text, CAT)
    assert found and found[0].kind == kind, found


@pytest.mark.parametrize(
    "text",
    [
        "I'll update you shortly.",
        "We're checking and will confirm the timeline as soon as I have it.",
        "Feel free to reply here.",
        "Thanks for your patience. I'm confirming the details for your case and will update "
        "you here as soon as I have it.",
    ],
)
def test_holding_phrases_are_not_policy_patterns(text: str) -> None:
    assert find_policy_patterns(text, CAT) == []


def test_a_money_gap_is_called_an_amount_not_a_timing() -> None:
    ex = Extractions(draft=DraftExtraction(text="The fee is €1.50."))
    v = decide(ex, [], Ticket(id="T"), NOW, CAT)
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert "amount" in v.headline and "timing" not in v.headline


def test_sources_show_when_their_review_is_due() -> None:
    from bot.blocks.sources.listing import sources_message
    from guard.render import signal_chips

    src = source("HC-1", "x.")
    src.signals.review_every_days = 30  # verified T0 (Oct 1) → due Oct 31
    assert "Review due since Oct 31, 2026" in signal_chips(src, now=NOW)
    assert "Review by Oct 31, 2026" in signal_chips(src, now=T0)
    assert "Review" not in signal_chips(source("HC-2", "x."), now=NOW)
    msg = sources_message([src], False, now=NOW)
    assert "Review due since Oct 31, 2026" in str(msg["blocks"])


def test_an_unread_source_caps_a_supported_claim_but_not_a_reply_without_one() -> None:
    c = sclaim(source("HC-1", "x."), "payout_delay", days(1))
    other = source("HC-9", "Unreadable.", kind="help_article")
    srcs = [source("HC-1", c.quote, kind="help_article", title="T HC-1"), other]
    failed = SourceExtraction(source_id="HC-9", ok=False, error="boom")
    read = SourceExtraction(source_id="HC-1", claims=[c])
    claim = DraftClaim(
        claim_id="d1", topic="payout_delay", value=days(1), value_text="1", span=said_in(days(1))
    )
    supported = Extractions(
        draft=DraftExtraction(text=said_in(days(1)), claims=[claim]), sources=[read, failed]
    )
    v = decide(supported, srcs, Ticket(id="T"), NOW, CAT)
    assert (v.decision, v.reason_code, v.unread_sources) == ("CAUTION", "SOURCE_UNREAD", ["HC-9"])
    thanks = Extractions(draft=DraftExtraction(text="Thanks!"), sources=[read, failed])
    v = decide(thanks, srcs, Ticket(id="T"), NOW, CAT)
    assert (v.decision, v.reason_code) == ("ALLOW", "NO_POLICY_CLAIM")
    assert v.unread_sources == ["HC-9"] and v.trace[-1].rule == "CAP"


@pytest.mark.parametrize(
    ("draft", "expected", "words"),
    [
        # A fee refunded is not the reversal window: outside the seed's coverage, not a HOLD.
        (
            "We'll refund the 1.5% FX fee within 10 business days.",
            ("CAUTION", "OUTSIDE_COVERAGE"),
            "timing",
        ),
        ("The fee is non-refundable.", ("CAUTION", "EXTRACTION_GAP"), "promise"),
        ("The fee is €1.50.", ("CAUTION", "EXTRACTION_GAP"), "amount"),
    ],
)
def test_other_policy_facts_on_the_seed_are_never_a_silent_allow_or_a_reversal(
    draft, expected, words, service
) -> None:
    from guard.checkrequest import CheckRequest

    r = service.check(CheckRequest(ticket_id="TCK-9003", draft=draft, now=NOW))
    assert (r.decision, r.reason_code) == expected
    assert words in r.headline and "reversal" not in r.headline
