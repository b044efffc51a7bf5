"""How the local extractor reads a document's structure: tables cell by cell, units given
in a table's header, hard-wrapped paragraphs, lists of scope values, and line labels.

The catalogue is built here for an invented bike-rental shop (nothing in the extractor knows
its words), and every claim's quote is checked to be an exact substring of its source.
"""

from __future__ import annotations

import pytest

from guard.engine.quotes import quote_in
from guard.extract.local import (
    extract_draft_claims,
    extract_source_claims,
    read_source_claims,
)
from guard.extract.local.segment import WRAP_MIN, sentences
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source, SourceClaim, Value
from tests.support.builders import T0

BIKES: Catalogue = catalogue_from_dict(
    {
        "name": "Velo rentals",
        "topics": {
            "deposit": {"kind": "money", "currency": "EUR", "about": ["deposit*"]},
            "late_fee": {"kind": "money", "about": ["late return fee*", "late fee*"]},
            "repair_time": {
                "kind": "duration",
                "about": ["repair*", "fixed"],
                "not_about": ["repair credit*"],
            },
            "helmets": {"kind": "count", "unit": "helmets", "about": ["helmet*"]},
            "insured_share": {"kind": "percent", "about": ["insured share", "insurance cover*"]},
        },
        "scopes": {
            "tier": {
                "any": ["all members", "every tier"],
                "values": {
                    "standard": ["standard members", "standard tier"],
                    "premium": ["premium members", "premium tier", "premium"],
                    "student": ["student members", "student tier", "students"],
                },
            },
            "city": {
                "any": ["both cities"],
                "values": {"lyon": ["lyon"], "nantes": ["nantes"]},
            },
        },
        "not_covered": ["gift card*", "parking"],
    },
    "test",
    "Velo rentals",
)


def money(amount: float, currency: str = "EUR") -> Value:
    return Value(amount=amount, unit=currency, kind="money")


def days(amount: float) -> Value:
    return Value(amount=amount, unit="calendar_days")


def source(body: str) -> Source:
    return Source(
        id="VELO-1",
        title="Velo",
        kind="policy",
        signals=Signals(updated_at=T0, owner=Owner(name="Ops")),
        body=body,
    )


def read(body: str) -> list[SourceClaim]:
    claims = extract_source_claims(source(body), BIKES)
    for c in claims:
        assert c.quote in body, c.quote  # verbatim, an exact substring
        assert quote_in(c.quote, body)  # and what the engine validates
    return claims


def table(body: str) -> list[tuple[str, Value | None, dict[str, str]]]:
    return [(c.topic, c.value, c.scope) for c in read(body)]


# --- tables: a cell's column and row ---------------------------------------------------------


def test_column_headers_that_name_scope_values_scope_each_cell() -> None:
    body = "| Fee | Lyon | Nantes |\n|---|---|---|\n| Late return fee | €5 | €7 |"
    claims = read(body)
    assert [(c.topic, c.value, c.scope["city"]) for c in claims] == [
        ("late_fee", money(5), "lyon"),
        ("late_fee", money(7), "nantes"),
    ]
    # the quote is the row; the value and the scope are the cell's
    assert {c.quote for c in claims} == {"| Late return fee | €5 | €7 |"}
    assert [c.value_text for c in claims] == ["€5", "€7"]


def test_a_cell_takes_its_column_and_its_row_label_from_different_dimensions() -> None:
    body = (
        "| | Standard | Premium |\n|---|---|---|\n"
        "| Deposit in Lyon | €50 | €20 |\n| Deposit in Nantes | €40 | €10 |"
    )
    assert table(body) == [
        ("deposit", money(50), {"tier": "standard", "city": "lyon"}),
        ("deposit", money(20), {"tier": "premium", "city": "lyon"}),
        ("deposit", money(40), {"tier": "standard", "city": "nantes"}),
        ("deposit", money(10), {"tier": "premium", "city": "nantes"}),
    ]


def test_a_cells_own_words_beat_its_column_and_row() -> None:
    body = (
        "| Tier | Lyon | Nantes |\n|---|---|---|\n"
        "| Premium members | €20 deposit | €30 deposit in both cities |"
    )
    assert table(body) == [
        ("deposit", money(20), {"tier": "premium", "city": "lyon"}),
        ("deposit", money(30), {"tier": "premium", "city": "any"}),
    ]


def test_the_header_row_and_the_row_labels_hold_no_claims() -> None:
    # "Up to 3 days late" labels its row: it is a band of the late fee, not a repair time;
    # a header naming a value ("€2 surcharge") labels its column.
    body = (
        "| Delay | Late return fee, €2 surcharge |\n|---|---|\n"
        "| Up to 3 days late | €5 |\n| More than 3 days late | €15 |"
    )
    assert table(body) == [
        ("late_fee", money(5), {"tier": "any", "city": "any"}),
        ("late_fee", money(15), {"tier": "any", "city": "any"}),
    ]


def test_a_row_without_a_header_is_read_cell_by_cell_too() -> None:
    body = "| Lyon | Late fee €5 |\n| Nantes | Late fee €7 |"
    assert [(c.value, c.scope["city"]) for c in read(body)] == [
        (money(5), "lyon"),
        (money(7), "nantes"),
    ]


def test_the_other_cells_of_a_row_scope_it_like_its_label() -> None:
    body = "| Tier | Deposit | City |\n|---|---|---|\n| Premium | €20 | Lyon |"
    assert table(body) == [("deposit", money(20), {"tier": "premium", "city": "lyon"})]


def test_another_kinds_topic_in_a_cell_only_qualifies_its_value() -> None:
    # "of the repair cost" is the base of a share, not a repair time: the row label says
    # what the value is. Something not covered, named in the cell itself, still decides.
    body = (
        "| Cover | Amount |\n|---|---|\n"
        "| Insured share | 80% of the repair cost |\n| Insured share | 10% as a gift card |"
    )
    assert [c.topic for c in read(body)] == ["insured_share", "other"]
    # with no label naming a topic, the other kind's words still make it other
    assert [
        c.topic for c in read("| Bike | Amount |\n|---|---|\n| E-bike | 80% of the repair cost |")
    ] == ["other"]


# --- tables: a unit or topic given only in the header ----------------------------------------


@pytest.mark.parametrize(
    ("header", "cell", "expected"),
    [
        ("Helmets included", "3", ("helmets", Value(amount=3, unit="helmets", kind="count"))),
        ("Helmets included", "1,000", ("helmets", Value(amount=1000, unit="helmets", kind="count"))),
        ("Repair time (days)", "2", ("repair_time", days(2))),
        ("Repair time (business days)", "2-3",
         ("repair_time", Value(amount=2, amount_max=3, unit="business_days"))),
        ("Deposit (€)", "50", ("deposit", money(50))),
        ("Deposit (GBP)", "50", ("deposit", money(50, "GBP"))),
        ("Insured share (%)", "80",
         ("insured_share", Value(amount=80, unit="percent", kind="percent"))),
    ],
)  # fmt: skip
def test_a_bare_number_reads_with_its_columns_unit(
    header: str, cell: str, expected: tuple[str, Value]
) -> None:
    body = f"| Tier | {header} |\n|---|---|\n| Premium | {cell} |"
    assert table(body) == [(*expected, {"tier": "premium", "city": "any"})]


def test_a_bare_number_reads_with_its_row_labels_unit() -> None:
    body = (
        "| | Standard | Premium |\n|---|---|---|\n| Helmets | 1 | 2 |\n| Spare batteries | 1 | 2 |"
    )
    claims = read(body)
    assert [(c.topic, c.value_text, c.scope["tier"]) for c in claims] == [
        ("helmets", "1 Helmets", "standard"),
        ("helmets", "2 Helmets", "premium"),
    ]


def test_a_bare_number_with_no_unit_anywhere_is_no_claim() -> None:
    assert read("| Tier | Bikes per booking |\n|---|---|\n| Premium | 4 |") == []


# --- tables: not_covered and not_about in the header ------------------------------------------


def test_a_column_header_naming_something_not_covered_makes_its_cells_other() -> None:
    # The row labels talk about repairs; the column says what the cells are: gift cards.
    body = (
        "| Repair took | Gift card credit |\n|---|---|\n"
        "| longer than 3 days | 10% of the rental |\n| longer than 7 days | €25 |"
    )
    assert [c.topic for c in read(body)] == ["other", "other"]


def test_a_not_about_phrase_in_the_column_header_blocks_the_row_labels_topic() -> None:
    body = "| Bike | Repair credit |\n|---|---|\n| E-bike repair | 2 days |"
    assert [c.topic for c in read(body)] == ["other"]
    # without it, the row label names the topic
    body = "| Bike | Time |\n|---|---|\n| E-bike repair | 2 days |"
    assert [c.topic for c in read(body)] == ["repair_time"]


# --- hard-wrapped paragraphs ------------------------------------------------------------------

WRAPPED = (
    "Bikes booked by members of the premium tier are always repaired within\n"
    "2 days of the report.\n"
)


def test_a_hard_wrapped_paragraph_is_read_as_one() -> None:
    [claim] = read(WRAPPED)
    assert (claim.topic, claim.value, claim.scope["tier"]) == ("repair_time", days(2), "premium")
    # the quote is the original text, line break and all
    assert "\n" in claim.quote and claim.quote in WRAPPED


def test_a_wrapped_list_item_keeps_its_continuation_and_the_next_item_starts_anew() -> None:
    body = (
        "- For premium members, a bike that breaks down on a ride is always\n"
        "  repaired within 2 days.\n"
        "- Standard members wait up to 5 days.\n"
    )
    assert [(c.value, c.scope["tier"]) for c in read(body)] == [
        (days(2), "premium"),
        (days(5), "standard"),
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Premium members\nRepairs take 2 days.",  # a short line was broken on purpose
        "Premium members get the fast lane, read on for the details below.\n\nRepairs take 2 days.",
        "## Premium members and how we look after their bikes, in detail\nRepairs take 2 days.",
        "Premium members get the fast lane, read on for the details below.  \nRepairs take 2 days.",
    ],
)
def test_short_lines_blank_lines_headings_and_hard_breaks_still_end_a_block(body: str) -> None:
    claims = read(body)
    assert [c.scope["tier"] for c in claims] == (
        ["premium"] if body.startswith("##") else ["any"]
    )  # a heading still scopes its section, as a heading


def test_the_wrap_width_is_a_documented_constant() -> None:
    assert 30 <= WRAP_MIN <= 60
    long_line = "x" * WRAP_MIN
    assert len({s.line for s in sentences(f"{long_line}\nmore words.", mask=True)}) == 1
    assert len({s.line for s in sentences(f"{long_line[1:]}\nmore words.", mask=True)}) == 2


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("The deposit is €90 inc. VAT for the weekend. Book early.", 2),
        ("Pay a deposit, e.g. Visa or Mastercard. Book early.", 2),
        ("The deposit is €90 excl. VAT. Book early.", 2),
        ("We rent through Velo Inc. Our deposit is €90.", 2),  # a name: it may end one
        ("Repairs take up to 30 min. Our deposit is €90.", 2),  # "min." ends one
    ],
)
def test_an_abbreviation_that_takes_an_object_never_ends_a_sentence(text: str, parts: int) -> None:
    """ "inc.", "excl.", "e.g." before a capital ("VAT", "Visa") go on with their object."""
    read_as = [s.text for s in sentences(text, mask=True)]
    assert len(read_as) == parts and read_as[-1] in {"Book early.", "Our deposit is €90."}


def test_a_value_before_inc_vat_keeps_the_scope_written_after_it() -> None:
    [claim] = read("The deposit is €90 inc. VAT for premium members.")
    assert (claim.topic, claim.value, claim.scope["tier"]) == ("deposit", money(90), "premium")


def test_a_draft_wrapped_across_lines_keeps_a_span_that_validates() -> None:
    draft = "Hi! As a premium member your bike will be repaired within\n2 days, promise."
    [claim] = extract_draft_claims(draft, BIKES)
    assert claim.value == days(2) and claim.span in draft and quote_in(claim.span, draft)


# --- several values of one dimension -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "tiers"),
    [
        ("Premium members and students get repairs within 2 days.", ["premium", "student"]),
        ("Premium and Student tiers get repairs within 2 days.", ["premium", "student"]),
        ("Premium, Student or Standard tier: repairs within 2 days.", ["any"]),
        ("Repairs take 2 days for premium members or students.", ["premium", "student"]),
        # a value mentioned to exclude it: the whole list is excluded
        ("Except premium members and students, repairs take 2 days.", ["any"]),
        # a lowercase common word is not a list item ("free and" is no tier)
        ("Repairs are quick and students get repairs within 2 days.", ["student"]),
    ],
)
def test_a_list_of_values_gives_one_claim_per_value(text: str, tiers: list[str]) -> None:
    claims = read(text)
    assert [c.scope["tier"] for c in claims] == tiers
    assert len({(c.topic, c.value_text, c.quote) for c in claims}) == 1


def test_one_value_qualifying_another_is_ambiguous_and_left_any() -> None:
    # Is a premium student a premium or a student case? English cannot say; the catalogue
    # might. Left unscoped rather than scoped to the wrong one.
    [claim] = read("Premium student members get repairs within 2 days.")
    assert claim.scope["tier"] == "any"
    [(_, reading)] = read_source_claims(
        source("Premium student members get repairs within 2 days."), BIKES
    )
    assert reading.scope["tier"].note.startswith("ambiguous")


def test_a_table_row_label_listing_values_gives_one_claim_per_value() -> None:
    body = (
        "| Members | Repair time |\n|---|---|\n"
        "| Paying members (premium members and standard members) | 3 days |\n"
        "| Premium and Standard | 1 day |"
    )
    assert [(c.value_text, c.scope["tier"]) for c in read(body)] == [
        ("3 days", "premium"),
        ("3 days", "standard"),
        ("1 day", "premium"),
        ("1 day", "standard"),
    ]


@pytest.mark.parametrize(
    ("text", "tier"),
    [
        # a value's own name, capitalised inside a sentence, is a proper noun: the tier
        ("The deposit for a Student rental is €10.", "student"),
        ("From March, Student goes to a €10 deposit.", "student"),
        # not as a sentence's first word, in a Title Case run, or in lower case
        ("Student rentals need a €10 deposit.", "any"),
        ("Our New Student Offer: a €10 deposit.", "any"),
        ("The deposit for a student rental is €10.", "any"),
    ],
)
def test_a_capitalised_value_name_inside_a_sentence_names_the_value(text: str, tier: str) -> None:
    assert [c.scope["tier"] for c in read(text)] == [tier]


# --- labels ----------------------------------------------------------------------------------


def test_a_bold_list_label_scopes_its_item() -> None:
    body = (
        "## Repair times\n\n- **Premium** – repaired within 2 days\n"
        "- **Student** — within 4 days\n- **Standard**: within 5 days"
    )
    assert [(c.topic, c.value, c.scope["tier"]) for c in read(body)] == [
        ("repair_time", days(2), "premium"),
        ("repair_time", days(4), "student"),
        ("repair_time", days(5), "standard"),
    ]


def test_a_label_scopes_every_sentence_of_its_block() -> None:
    claims = read("**Premium.** Repairs take 2 days. The deposit is €20.")
    assert [(c.topic, c.scope["tier"]) for c in claims] == [
        ("repair_time", "premium"),
        ("deposit", "premium"),
    ]


def test_a_label_that_names_no_value_scopes_nothing() -> None:
    assert [c.scope["tier"] for c in read("- **Note** – repairs take 2 days")] == ["any"]


# --- why: the phrases that decided -----------------------------------------------------------


def test_each_claims_reading_names_the_words_and_the_catalogue_phrase() -> None:
    body = "## Lyon\n\n| Tier | Deposit (€) |\n|---|---|\n| Premium | 50 |"
    [(claim, reading)] = read_source_claims(source(body), BIKES)
    assert claim.scope == {"tier": "premium", "city": "lyon"}
    assert (reading.topic.where, reading.topic.words, reading.topic.phrase) == (
        "column header",
        "Deposit",
        "deposit*",
    )
    tier, city = reading.scope["tier"], reading.scope["city"]
    assert (tier.where, tier.words, tier.owner, tier.phrase) == (
        "row label",
        "Premium",
        "premium",
        "premium",
    )
    assert (city.where, city.words, city.phrase) == ("heading", "Lyon", "lyon")


def test_a_reading_shows_the_not_covered_phrase_that_made_a_claim_other() -> None:
    body = "| Repair took | Gift card credit |\n|---|---|\n| longer than 7 days | €25 |"
    [(claim, reading)] = read_source_claims(source(body), BIKES)
    assert claim.topic == "other"
    assert (reading.topic.where, reading.topic.rule, reading.topic.phrase) == (
        "column header",
        "not_covered",
        "gift card*",
    )


def test_readings_are_the_extractors_own_claims() -> None:
    body = WRAPPED + "\n| Fee | Lyon | Nantes |\n|---|---|---|\n| Late fee | €5 | €7 |"
    assert [c for c, _ in read_source_claims(source(body), BIKES)] == read(body)
