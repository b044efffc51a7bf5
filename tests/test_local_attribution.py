"""Which topic, and which value, a sentence's words give a claim: proximity, change wording,
deleted text, zero words, count idioms, quoted speech and claims with no value.

An invented bike shop's catalogue, built here, with sentences written for it: nothing in the
extractor knows these words, so each row tests a generic rule of English or of Markdown.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor, extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.workspace import load_folder
from guard.models import DraftClaim, Owner, Signals, Source, SourceClaim, Value

BIKES_YAML: dict[str, Any] = {
    "name": "Spoke & Chain",
    "topics": {
        "return_window": {
            "kind": "duration",
            "about": ["return*", "send it back", "send them back"],
        },
        "restocking_fee": {"kind": "percent", "about": ["restocking fee*", "restock fee*"]},
        "service_time": {"kind": "duration", "about": ["tune-up*", "servic*"]},
        "delivery_charge": {
            "kind": "money",
            "currency": "USD",
            "about": ["delivery charge*", "delivery fee*"],
        },
        "free_delivery_minimum": {
            "kind": "money",
            "currency": "USD",
            "about": ["free-delivery minimum", "free delivery threshold"],
        },
        "rentals_per_booking": {
            "kind": "count",
            "unit": "bikes",
            "about": ["bikes per booking", "rental bikes"],
        },
    },
    "scopes": {
        "membership": {
            "any": ["all riders"],
            "values": {"club": ["club members", "club riders"], "guest": ["guests"]},
        },
    },
}
BIKES: Catalogue = catalogue_from_dict(BIKES_YAML, "test", "Spoke & Chain")


def pct(amount: float) -> Value:
    return Value(amount=amount, unit="percent", kind="percent")


def usd(amount: float) -> Value:
    return Value(amount=amount, unit="USD", kind="money")


def days(amount: float, amount_max: float | None = None) -> Value:
    return Value(amount=amount, amount_max=amount_max, unit="calendar_days")


def draft(text: str) -> list[DraftClaim]:
    claims = extract_draft_claims(text, BIKES)
    assert all(c.span in text for c in claims)
    return claims


def read(text: str) -> list[tuple[str, Value | None]]:
    return [(c.topic, c.value) for c in draft(text)]


def sourced(body: str) -> list[SourceClaim]:
    src = Source(
        id="BIKE-1",
        title="Returns",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    return extract_source_claims(src, BIKES)


# --- 1. a value's topic is the nearest one of its kind ----------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        # a duration topic named first cannot take a percentage: the fee next to it does
        ("If you send it back unused, there's a 10% restocking fee.", [("restocking_fee", pct(10))]),
        ("Returns of opened helmets carry a 12% restock fee.", [("restocking_fee", pct(12))]),
        # two duration topics: the one in the value's own sub-clause, not across the comma
        (
            "After a tune-up, you still have 3 days to send it back.",
            [("return_window", days(3))],
        ),
        # with one duration topic only, it is still the duration's, across the comma
        ("If you want to send it back, you have 21 days.", [("return_window", days(21))]),
        # another kind's topic alone still makes the claim `other`
        ("The restocking fee applies for 30 days.", [("other", days(30))]),
    ],
)  # fmt: skip
def test_a_value_goes_to_the_nearest_topic_of_its_kind(
    text: str, expected: list[tuple[str, Value]]
) -> None:
    assert read(text) == expected


def test_a_source_reads_the_fee_next_to_the_number() -> None:
    (c,) = sourced("If a bike is sent back after a test ride, a 15% restocking fee applies.")
    assert (c.topic, c.value) == ("restocking_fee", pct(15))


# --- 2. "from X to Y" after a verb of change is a change to Y ----------------------------------


@pytest.mark.parametrize(
    "text,value,value_text",
    [
        ("The delivery charge goes from $49 to $59.", usd(59), "$59"),
        ("The delivery fee is changing from $5 to $7.", usd(7), "$7"),
        ("The restocking fee rises from 10% to 15%.", pct(15), "15%"),
        ("We're lowering the restocking fee from 20% to 12%.", pct(12), "12%"),
        # written backwards, it is a change without a verb, as for durations
        ("The restocking fee: from 20% to 12%.", pct(12), "12%"),
        ("Returns increase from 45 to 60 days.", days(60), "60 days"),
        ("We're moving returns from 14 to 30 days.", days(30), "30 days"),
        # no change wording: a range
        ("The delivery charge is $5 to $8.", Value(amount=5, amount_max=8, unit="USD", kind="money"), "$5 to $8"),
        ("Servicing takes from 5 to 7 days.", days(5, 7), "5 to 7 days"),
        ("The restocking fee is from 10% to 15%.", Value(amount=10, amount_max=15, unit="percent", kind="percent"), "10% to 15%"),
    ],
)  # fmt: skip
def test_a_change_from_one_value_to_another_is_the_new_value(
    text: str, value: Value, value_text: str
) -> None:
    (c,) = draft(text)
    assert (c.value, c.value_text) == (value, value_text)


# --- 3. struck-through text is deleted ----------------------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Returns: ~~30 days~~ 60 days.", [("return_window", days(60))]),
        ("The restocking fee is ~~**20%**~~ 10%.", [("restocking_fee", pct(10))]),
        ("~~Tune-ups take 5 days.~~", []),
        # a single tilde is no markup: "~ roughly" keeps the value
        ("Tune-ups take 4 days ~ give or take.", [("service_time", days(4))]),
    ],
)
def test_struck_through_text_is_never_a_value(text: str, expected: list[tuple[str, Value]]) -> None:
    assert read(text) == expected


def test_a_struck_table_cell_value_is_no_claim_and_quotes_stay_verbatim() -> None:
    body = "| Item | Restocking fee |\n|---|---|\n| Helmets | ~~15%~~ 10% |\n"
    claims = sourced(body)
    assert [(c.topic, c.value) for c in claims] == [("restocking_fee", pct(10))]
    assert all(c.quote in body for c in claims)


# --- 4. words for nothing are zero in the topic's unit ------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("The restocking fee is waived for club members.", [("restocking_fee", pct(0))]),
        ("There's no restocking fee on helmets.", [("restocking_fee", pct(0))]),
        ("We don't charge a delivery fee.", [("delivery_charge", usd(0))]),
        ("There's no delivery charge over the weekend.", [("delivery_charge", usd(0))]),
        ("We'll waive the delivery fee this time.", [("delivery_charge", usd(0))]),
        ("The delivery fee is free of charge.", [("delivery_charge", usd(0))]),
        # a bound, not a zero: "don't charge more than $5"
        ("We don't charge more than $5 as a delivery fee.", [("delivery_charge", usd(5))]),
        # with each topic in its own clause, each value keeps its own
        (
            "If you send it back within 30 days, there's no restocking fee.",
            [("return_window", days(30)), ("restocking_fee", pct(0))],
        ),
    ],
)
def test_zero_words_are_zero_in_the_topics_unit(
    text: str, expected: list[tuple[str, Value]]
) -> None:
    assert read(text) == expected


def test_table_cells_saying_waived_or_none_are_zero_and_na_is_no_claim() -> None:
    body = (
        "| Item | Restocking fee | Delivery fee |\n|---|---|---|\n"
        "| Helmets | Waived | None |\n| Gift cards | N/A | N/A |\n"
    )
    claims = sourced(body)
    assert [(c.topic, c.value) for c in claims] == [
        ("restocking_fee", pct(0)),
        ("delivery_charge", usd(0)),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "If a rider asks for the delivery fee to be waived, the answer is no.",
        "## Delivery fees we don't charge",
        "Sign the restocking fee waiver at the desk.",
    ],
)
def test_a_request_a_heading_or_a_waiver_is_no_zero(text: str) -> None:
    assert [v for _, v in read(text) if v is not None and v.amount == 0] == []


def test_a_zero_is_a_percent_topics_only_when_named_in_its_own_sub_clause() -> None:
    # The restocking fee (a percent topic) is in another sub-clause and no money topic is
    # named: the zero is said of no catalogue fee, so it is no claim (issue 17, item 4).
    text = "No fee to book a test ride (but the restocking fee still applies)."
    assert read(text) == []


# --- 5. "more than one" is no count of one ------------------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("If you rent more than one of our rental bikes, bring ID.", []),
        ("Book one or more rental bikes online.", []),
        ("Take one or two rental bikes out at a time.", []),
        # a limit of one, and ordinary counts, stay counts
        ("You can rent no more than one of our rental bikes.", [1.0]),
        ("Each rider gets 2 rental bikes, or more with a club card.", [2.0]),
        ("You can book 4 rental bikes at once.", [4.0]),
    ],
)
def test_more_than_one_is_no_count_of_one(text: str, expected: list[float]) -> None:
    assert [v.amount for t, v in read(text) if t == "rentals_per_booking" and v] == expected


# --- 6. quoted words of someone else are reported speech -----------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        'The customer wrote: "I was promised 45 days to send it back."',
        "A club member said, “your site says returns take 45 days”, so check the order.",
        'Customer: "Can I send it back after 45 days?"',
        "He was told “45 days” for returns.",
    ],
)
def test_a_quoted_claim_of_someone_else_is_no_source_claim(body: str) -> None:
    assert sourced(body) == []


@pytest.mark.parametrize(
    "body",
    [
        'Our terms say: "Returns are accepted within 30 days."',
        'The customer wrote: "thanks", and returns take 30 days.',
    ],
)
def test_our_own_quoted_words_and_words_after_the_quote_are_claims(body: str) -> None:
    assert [(c.topic, c.value) for c in sourced(body)] == [("return_window", days(30))]


def test_a_drafts_quoted_customer_words_are_not_a_promise() -> None:
    claims = draft('You wrote "45 days", but returns take 30 days.')
    assert [(c.value, c.definitive) for c in claims] == [(days(45), False), (days(30), True)]


# --- 8. a fortnight is two weeks ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text,expected",
    [
        ("You can send it back within a fortnight.", [("return_window", days(14))]),
        ("Tune-ups take two fortnights.", [("service_time", days(28))]),
        # a frequency, not a duration
        ("We service club bikes once a fortnight.", []),
    ],
)
def test_a_fortnight_is_fourteen_calendar_days(
    text: str, expected: list[tuple[str, Value]]
) -> None:
    assert read(text) == expected


# --- 7. a comparison with no number is a claim with no value (drafts only) -----------------------


@pytest.mark.parametrize(
    "text,topic,words",
    [
        (
            "Club members get a lower free-delivery minimum than guests.",
            "free_delivery_minimum",
            "lower free-delivery minimum",
        ),
        ("The restocking fee is a bit lower for club members.", "restocking_fee", "restocking fee is a bit lower"),
        ("Tune-ups take longer in spring.", "service_time", "Tune-ups take longer"),
        ("As a club member you can book more rental bikes.", "rentals_per_booking", "more rental bikes"),
    ],
)  # fmt: skip
def test_a_comparison_on_a_named_topic_is_a_claim_with_no_value(
    text: str, topic: str, words: str
) -> None:
    (c,) = draft(text)
    assert (c.topic, c.value, c.value_text, c.definitive) == (topic, None, words, True)


@pytest.mark.parametrize(
    "text",
    [
        "Learn more about returns on our help page.",  # "more" is not about the topic's value
        "Tune-ups take longer than 5 days in spring.",  # a value: that is the claim
        "Guests pay a higher delivery charge: $9.",  # likewise
        "Returns are cheaper than repairs.",  # "cheaper" is no duration's comparative
    ],
)
def test_no_value_less_claim_where_a_value_is_given_or_the_words_are_not_comparing(
    text: str,
) -> None:
    assert all(c.value is not None for c in draft(text))


def test_sources_state_no_value_less_claims() -> None:
    assert sourced("Club members get a lower free-delivery minimum than guests.") == []


def test_a_value_less_comparison_is_a_caution_not_an_allow(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    (tmp_path / "answerguard.yaml").write_text(yaml.safe_dump(BIKES_YAML), encoding="utf-8")
    (tmp_path / "sources" / "delivery.md").write_text(
        "# Delivery\n\nThe free-delivery minimum is $50 for all riders.\n", encoding="utf-8"
    )
    ws = load_folder(tmp_path)
    service = CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    now = datetime(2026, 12, 1, tzinfo=UTC)
    result = service.check(
        CheckRequest(
            ticket_id=None, draft="Club members get a lower free-delivery minimum.", now=now
        )
    )
    assert (result.decision, result.reason_code) == ("CAUTION", "UNSUPPORTED")
