"""Minutes, months and years; possessive units; values inside Markdown emphasis.

What every team's own knowledge base writes and the seed never needed: notice periods,
contracts, warranties and trials in months and years, response times in minutes, "one
month's notice", and help-centre Markdown ("up to **two** guests", "_3 days_"). The local
extractor reads them as written, the engine compares them only within exact conversions,
and quotes stay verbatim.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.engine.decide import decide
from guard.engine.patterns import has_policy_pattern
from guard.engine.quotes import quote_in
from guard.engine.reading import policy_wording, readable_text
from guard.engine.replies import holding_reply_problem
from guard.engine.values import (
    apart,
    format_value,
    same_unit,
    same_value,
    within,
    within_by_amount,
)
from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import DURATION_UNITS, UNIT_BASE, catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    SourceClaim,
    SourceExtraction,
    Ticket,
    Value,
)
from guard.plaintext import blank_emphasis, reader_view
from tests.support.builders import NOW, source

GYM = catalogue_from_dict(
    {
        "topics": {
            "cancellation_notice": {"kind": "duration", "about": ["notice", "notice period"]},
            "warranty": {"kind": "duration", "about": ["warranty", "guarantee*"]},
            "reply_time": {"kind": "duration", "about": ["reply to", "replies to"]},
            "joining_fee": {"kind": "money", "currency": "GBP", "about": ["joining fee"]},
            "student_discount": {"kind": "percent", "about": ["student discount"]},
            "guest_passes": {"kind": "count", "unit": "guests", "about": ["guest*"]},
        },
        "scopes": {
            "membership": {"flex": ["flex members", "flex"], "annual": ["annual members", "annual"]}
        },
    },
    "gym catalogue",
    "Gym",
)


def d(amount: float, unit: str, amount_max: float | None = None) -> Value:
    return Value(amount=amount, amount_max=amount_max, unit=unit)


def read(text: str) -> list[tuple[str, float, float | None, str, str]]:
    """(topic, amount, amountMax, unit, value text) of every claim of a draft."""
    out = []
    for c in extract_draft_claims(text, GYM):
        assert c.value is not None and quote_in(c.span, text)
        v = c.value
        out.append((c.topic, v.low, v.amount_max, v.unit or "", c.value_text))
    return out


def one(text: str) -> tuple[float, float | None, str, str]:
    (claim,) = read(text)
    assert claim[0] == "cancellation_notice", claim
    return claim[1:]


# --- the extractor: months, years, minutes ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Annual members must give 3 months notice.", (3, None, "months", "3 months")),
        ("The notice period is 1 month.", (1, None, "months", "1 month")),
        ("The notice period is twelve months.", (12, None, "months", "twelve months")),
        ("The notice period is a month.", (1, None, "months", "a month")),
        ("Notice is a year for annual members.", (1, None, "years", "a year")),
        ("The notice period is 2 years.", (2, None, "years", "2 years")),
        ("The notice period is 1-2 months.", (1, 2, "months", "1-2 months")),
        ("Give notice a month or two ahead.", (1, 2, "months", "a month or two")),
        ("We need a 3-month notice period.", (3, None, "months", "3-month")),
        ("Notice of 6 calendar months applies.", (6, None, "months", "6 calendar months")),
        ("Notice takes 30 minutes to process.", (30, None, "minutes", "30 minutes")),
        ("Notice takes 5 mins.", (5, None, "minutes", "5 mins")),
        ("Give 30-minute notice.", (30, None, "minutes", "30-minute")),
        ("Notice takes half an hour.", (0.5, None, "hours", "half an hour")),
        ("Notice takes an hour and a half.", (1.5, None, "hours", "an hour and a half")),
        ("Notice is a couple of months.", (2, None, "months", "a couple of months")),
    ],
)
def test_months_years_and_minutes_are_read_with_their_own_unit(text: str, expected) -> None:
    assert one(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We need one month's notice to cancel.", (1, None, "months", "one month")),
        ("We need three months' notice to cancel.", (3, None, "months", "three months")),
        ("We need a month's notice to cancel.", (1, None, "months", "a month")),
        ("We need 30 days' notice to cancel.", (30, None, "calendar_days", "30 days")),
        ("We need two weeks' notice to cancel.", (14, None, "calendar_days", "two weeks")),
        ("We need a year’s notice to cancel.", (1, None, "years", "a year")),
    ],
)
def test_possessive_and_plural_possessive_units(text: str, expected) -> None:
    assert one(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Cancellation is spread over 3 monthly payments.",  # "monthly" is not a duration
        "Give me a minute to check your notice.",  # talk, not a promise
        "You gave notice 3 months ago.",  # the customer's history
        "It definitely won't take a month to process your notice.",  # a denial
        "We check notices once a month.",  # a frequency
        "Notices are reviewed every 2 months.",  # a frequency
        "Notices are capped at two in any 12 months.",  # a rolling window, not a timing
    ],
)
def test_what_is_not_a_month_claim(text: str) -> None:
    assert read(text) == []


def test_a_month_after_an_amount_is_a_rate_not_a_duration() -> None:
    assert read("The joining fee is £29 a month.") == [
        ("joining_fee", 29, None, "GBP", "£29 a month")
    ]
    # an amount with its unit written on, then "a month": a quantity, no one-month duration
    assert [c[3] for c in read("You get 40GB of data a month.")] == ["GB"]
    assert read("Each member can bring two guests a month.") == [
        ("guest_passes", 2, None, "guests", "two guests")
    ]
    assert read("Members bring 2 guests a year.") == [
        ("guest_passes", 2, None, "guests", "2 guests")
    ]
    # a rolling window is part of the count as written, as a rate's basis is of an amount
    # (so no number in it is left unread), and no value of its own
    assert read("Members bring 2 guests in any 12 months.") == [
        ("guest_passes", 2, None, "guests", "2 guests in any 12 months")
    ]
    # a verb between the amount and "a week" makes it a duration again
    assert read("Notice on orders over £50 takes a week.")[1] == (
        "cancellation_notice",
        7,
        None,
        "calendar_days",
        "a week",
    )


def test_a_sources_table_of_months_is_scoped_by_its_rows() -> None:
    body = (
        "# Cancelling\n\n| Membership | Notice period |\n|---|---|\n"
        "| Annual | 3 months |\n| Flex | one month's notice |\n"
    )
    claims = extract_source_claims(source("S", "x").model_copy(update={"body": body}), GYM)
    got = [(c.topic, c.value.low, c.value.unit, c.scope["membership"]) for c in claims if c.value]
    assert got == [
        ("cancellation_notice", 3, "months", "annual"),
        ("cancellation_notice", 1, "months", "flex"),
    ]
    assert all(c.quote in body for c in claims)


def test_a_bare_number_under_a_months_header_is_read_in_months() -> None:
    body = (
        "# Notice\n\n| Membership | Notice period (months) |\n|---|---|\n"
        "| Annual | 3 |\n| Flex | 1 |\n"
    )
    claims = extract_source_claims(source("S", "x").model_copy(update={"body": body}), GYM)
    got = [(c.value.low, c.value.unit, c.scope["membership"]) for c in claims if c.value]
    assert got == [(3, "months", "annual"), (1, "months", "flex")]
    assert {c.topic for c in claims} == {"cancellation_notice"}


# --- the extractor: Markdown emphasis ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Each member can bring up to **two** guests.",
            ("guest_passes", 2, "guests", "two guests"),
        ),
        ("The joining fee is **£25**.", ("joining_fee", 25, "GBP", "£25")),
        ("The student discount is *20%*.", ("student_discount", 20, "percent", "20%")),
        ("Give _3 days_ notice.", ("cancellation_notice", 3, "calendar_days", "3 days")),
        ("Give **30 days** notice.", ("cancellation_notice", 30, "calendar_days", "30 days")),
        ("Give `3 months` notice.", ("cancellation_notice", 3, "months", "3 months")),
        ("Give __**3**__ months notice.", ("cancellation_notice", 3, "months", "3 months")),
        ("Our warranty lasts ***2*** years.", ("warranty", 2, "years", "2 years")),
    ],
)
def test_values_inside_emphasis_are_read_and_the_span_stays_verbatim(text: str, expected) -> None:
    (claim,) = extract_draft_claims(text, GYM)
    assert claim.value is not None and claim.span == text
    assert (claim.topic, claim.value.low, claim.value.unit, claim.value_text) == expected


def test_a_bold_label_scopes_its_line_and_the_quote_is_the_source_as_written() -> None:
    body = (
        "# Notice\n\n**Annual members:** give **3 months** notice.\n\n- _Flex_: `1 month` notice.\n"
    )
    src = source("S", "x").model_copy(update={"body": body})
    claims = extract_source_claims(src, GYM)
    got = [(c.value.low, c.value.unit, c.scope["membership"], c.quote) for c in claims if c.value]
    assert got == [
        (3, "months", "annual", "**Annual members:** give **3 months** notice."),
        (1, "months", "flex", "_Flex_: `1 month` notice."),
    ]
    assert all(quote_in(c.quote, body) for c in claims)


def test_blanking_emphasis_keeps_every_offset_and_leaves_words_alone() -> None:
    for text in ("**£25** and _3 days_", "`30 days`", "snake_case_name 3 days", "5 * 3", "* a"):
        assert len(blank_emphasis(text)) == len(text)
    assert blank_emphasis("up to **two** guests") == "up to   two   guests"
    assert blank_emphasis("order_id and snake_case") == "order_id and snake_case"
    assert blank_emphasis("* list item, 5 * 3") == "* list item, 5 * 3"
    assert blank_emphasis("_3 days_ and `x`") == " 3 days  and  x "
    assert reader_view("a<!-- 5 days -->**b**") == "a" + "\n" * 15 + "  b  "


# --- the detector and unread sources ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["a 12-month contract", "within 30 minutes", "two years' warranty", "3 months notice"],
)
def test_the_detector_finds_the_new_units(text: str) -> None:
    assert has_policy_pattern(text)


def test_the_unread_source_detector_reads_through_emphasis_like_the_extractor() -> None:
    body = "Annual members give **3** months notice."
    assert readable_text(body) == "Annual members give   3   months notice."
    assert policy_wording(body) == "3 months"


def test_a_holding_reply_may_not_name_the_new_units() -> None:
    for text in ("We'll confirm within the month.", "I'll update you in minutes.", "Next year."):
        assert holding_reply_problem(text) is not None, text


# --- the engine: exact conversions only ------------------------------------------------------


def test_every_duration_unit_has_an_exact_base() -> None:
    assert set(UNIT_BASE) == set(DURATION_UNITS)
    assert {"minutes", "months", "years"} <= set(DURATION_UNITS)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (d(12, "months"), d(1, "years")),
        (d(30, "minutes"), d(0.5, "hours")),
        (d(6, "minutes"), d(0.1, "hours")),
        (d(14, "calendar_days"), d(2, "weeks")),
        (d(18, "months"), d(1.5, "years")),
    ],
)
def test_exact_conversions_are_the_same_value(a: Value, b: Value) -> None:
    assert same_unit(a, b) and same_value(a, b) and same_value(b, a)
    assert within(a, b) and within(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (d(30, "calendar_days"), d(1, "months")),  # a month is never 30 days
        (d(365, "calendar_days"), d(1, "years")),
        (d(24, "hours"), d(1, "calendar_days")),  # hours never equal days
        (d(5, "business_days"), d(1, "weeks")),  # a week is calendar days
        (d(4, "weeks"), d(1, "months")),
    ],
)
def test_units_without_an_exact_conversion_never_compare(a: Value, b: Value) -> None:
    assert not same_unit(a, b) and not same_value(a, b)
    assert not within(a, b) and not within(b, a)


def test_within_is_containment_after_conversion() -> None:
    assert within(d(6, "months"), d(1, "years")) is False  # a shorter promise over-promises
    assert within(d(1, "years"), d(6, "months", 12))
    assert not within(d(2, "years"), d(6, "months", 12))
    assert within(d(90, "minutes"), d(1, "hours", 2))
    assert not within(d(3, "hours"), d(60, "minutes", 120))


def test_change_signals_compare_within_a_family_after_conversion() -> None:
    assert within_by_amount(d(12, "months"), d(1, "years"))
    assert not within_by_amount(d(2, "years"), d(1, "years"))
    assert not within_by_amount(d(30, "calendar_days"), d(1, "months"))
    assert within_by_amount(d(1, "calendar_days"), d(1, "business_days"))  # unchanged


@pytest.mark.parametrize(
    ("v", "text"),
    [
        (d(3, "months"), "3 months"),
        (d(1, "months"), "1 month"),
        (d(1, "years"), "1 year"),
        (d(2, "years"), "2 years"),
        (d(30, "minutes"), "30 minutes"),
        (d(1, "minutes"), "1 minute"),
        (d(6, "months", 12), "6–12 months"),
    ],
)
def test_the_new_units_in_words(v: Value, text: str) -> None:
    assert format_value(v) == text


def _decide(said: Value, governing: Value):
    # A claim's value is what its words say (issue 19): the sentences state the values.
    line = f"Notice: the notice period is {format_value(governing)}."
    draft = f"The notice period is {format_value(said)}."
    src = source("KB-1", line)
    sc = SourceClaim(
        claim_id="KB-1#c1",
        source_id="KB-1",
        source_version=1,
        topic="cancellation_notice",
        value=governing,
        value_text=format_value(governing),
        scope={"membership": "any"},
        quote=line,
    )
    dc = DraftClaim(
        claim_id="d1",
        topic="cancellation_notice",
        value=said,
        value_text=format_value(said),
        span=draft,
        definitive=True,
    )
    ex = Extractions(
        draft=DraftExtraction(text=draft, claims=[dc]),
        sources=[SourceExtraction(source_id="KB-1", claims=[sc])],
    )
    return decide(ex, [src], Ticket(id="T", scope={"membership": "unknown"}), NOW, GYM)


@pytest.mark.parametrize(
    ("said", "governing", "expected", "d8"),
    [
        (d(12, "months"), d(1, "years"), ("ALLOW", "SUPPORTED"), "convert exactly"),
        (d(1, "years"), d(12, "months"), ("ALLOW", "SUPPORTED"), "convert exactly"),
        (d(2, "months"), d(3, "months"), ("HOLD", "CONTRADICTS_GOVERNING"), "both count"),
        (d(2, "years"), d(12, "months"), ("HOLD", "CONTRADICTS_GOVERNING"), "convert exactly"),
        (d(30, "calendar_days"), d(1, "months"), ("CAUTION", "UNIT_MISMATCH"), "units differ"),
        (d(1, "hours"), d(60, "minutes"), ("ALLOW", "SUPPORTED"), "convert exactly"),
        (d(1, "calendar_days"), d(24, "hours"), ("CAUTION", "UNIT_MISMATCH"), "units differ"),
        # days that no month length could make the months: a different value (D9)
        (d(14, "calendar_days"), d(1, "months"), ("HOLD", "CONTRADICTS_GOVERNING"), "no calendar"),
        (d(2, "weeks"), d(1, "months"), ("HOLD", "CONTRADICTS_GOVERNING"), "no calendar"),
        (d(90, "calendar_days"), d(1, "years"), ("HOLD", "CONTRADICTS_GOVERNING"), "no calendar"),
        (d(6, "months"), d(30, "calendar_days"), ("HOLD", "CONTRADICTS_GOVERNING"), "no calendar"),
        (d(60, "calendar_days"), d(2, "months"), ("CAUTION", "UNIT_MISMATCH"), "units differ"),
        (d(3, "business_days"), d(1, "months"), ("CAUTION", "UNIT_MISMATCH"), "units differ"),
    ],
)
def test_the_rules_compare_within_exact_conversions(said, governing, expected, d8) -> None:
    r = _decide(said, governing)
    assert (r.decision, r.reason_code) == expected
    step = next(s for s in r.claims[0].trace if s.rule == "D8")
    assert d8 in step.detail


@given(st.integers(min_value=1, max_value=400), st.integers(min_value=1, max_value=36))
def test_days_and_months_are_apart_only_when_no_month_length_joins_them(
    days: int, months: int
) -> None:
    # Some months-long span of days (28 to 31 a month) equals `days` exactly when they are
    # not apart; and N business days (at least N calendar days, with no top: `businessdays`)
    # are apart from the months only when no months-long span is that long.
    a, b = d(days, "calendar_days"), d(months, "months")
    joinable = 28 * months <= days <= 31 * months
    assert apart(a, b) is apart(b, a) is (not joinable)
    assert apart(d(days, "business_days"), b) is (days > 31 * months)
    assert not apart(d(days, "calendar_days"), d(days, "calendar_days"))
