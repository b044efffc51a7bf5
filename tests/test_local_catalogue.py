"""The local extractor reads any catalogue: a new topic needs a catalogue entry, not code.

Every test here builds a small catalogue in code for an invented pet shop (topics of all five
value kinds, two scope dimensions) and extracts from text written for it. Nothing in the
extractor knows these words.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from guard.extract.local import LocalExtractor, extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict, default_catalogue
from guard.models import DraftClaim, Owner, Signals, Source, SourceClaim, Value

PETS: Catalogue = catalogue_from_dict(
    {
        "name": "Cosy Pets",
        "topics": {
            "grooming_time": {
                "kind": "duration",
                "about": ["groom*", "grooming appointment*"],
                "hints": ["fur", "coat"],
                "not_about": ["grooming tips"],
            },
            "delivery_fee": {
                "kind": "money",
                "currency": "EUR",
                "about": ["delivery fee*", "delivery charge*", "shipping cost*"],
            },
            "loyalty_discount": {
                "kind": "percent",
                "about": ["loyalty discount", "member discount", "off for members"],
            },
            "treats_per_order": {
                "kind": "count",
                "unit": "free treats",
                "about": ["free treat*", "treat samples"],
                "not_about": ["grams"],
            },
            "dog_policy": {
                "kind": "choice",
                "choices": {
                    "dogs_welcome": ["dogs are welcome", "dog friendly", "bring your dog"],
                    "no_dogs": ["no dogs", "dogs are not allowed"],
                },
            },
            "adoption_fee": {"kind": "money", "about": ["adoption fee*"]},
        },
        "scopes": {
            "tier": {
                "any": ["all members", "every tier"],
                "values": {
                    "gold": ["gold members", "gold tier", "gold"],
                    "silver": ["silver members", "silver tier", "silver"],
                },
            },
            "country": {
                "any": ["all countries"],
                "values": {"de": ["in germany", "german customers"], "fr": ["in france"]},
            },
        },
        "not_covered": ["opening hours", "parking"],
    },
    "test",
    "Cosy Pets",
)


def money(amount: float, currency: str, amount_max: float | None = None) -> Value:
    return Value(amount=amount, amount_max=amount_max, unit=currency, kind="money")


def percent(amount: float, amount_max: float | None = None) -> Value:
    return Value(amount=amount, amount_max=amount_max, unit="percent", kind="percent")


def source(body: str, sid: str = "PET-1") -> Source:
    return Source(
        id=sid,
        title="Gold members in Germany",  # a title is never read for scope
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )


def draft(text: str) -> list[DraftClaim]:
    claims = extract_draft_claims(text, PETS)
    assert all(c.span in text and c.value_text in c.span for c in claims)
    return claims


def one(text: str) -> DraftClaim:
    claims = draft(text)
    assert len(claims) == 1, [(c.topic, c.value_text) for c in claims]
    return claims[0]


def sourced(body: str) -> list[SourceClaim]:
    claims = extract_source_claims(source(body), PETS)
    assert all(c.quote in body and set(c.scope) == {"tier", "country"} for c in claims)
    return claims


def scopes(body: str) -> list[tuple[str, dict[str, str]]]:
    return [(c.value_text, c.scope) for c in sourced(body)]


# --- the extractor and its catalogue ---------------------------------------------------------


def test_the_extractor_reads_with_its_catalogue_and_defaults_to_the_seeds() -> None:
    assert LocalExtractor().catalogue is default_catalogue()
    ex = LocalExtractor(PETS)
    assert ex.catalogue is PETS and ex.catalogue.hash != default_catalogue().hash
    assert (ex.mode, ex.model, ex.prompt_version) == ("local", "local-rules", "local-32")
    got = ex.extract_draft("Grooming appointments take 2 hours.")
    assert got.ok and [c.topic for c in got.claims] == ["grooming_time"]
    # The seed's catalogue knows nothing of grooming: the same timing is `other` there.
    assert [c.topic for c in LocalExtractor().extract_draft(got.text).claims] == ["other"]


def test_a_new_topic_needs_only_a_catalogue_entry() -> None:
    cat = catalogue_from_dict(
        {"topics": {"nap_length": {"kind": "duration", "about": ["nap*", "siesta"]}}},
        "inline",
        "inline",
    )
    (c,) = extract_draft_claims("Our cats' siesta lasts 3 hours.", cat)
    assert (c.topic, c.value) == ("nap_length", Value(amount=3, unit="hours"))
    (s,) = extract_source_claims(source("Naps take 2 hours."), cat)
    assert (s.topic, s.scope) == ("nap_length", {})  # no dimensions in this catalogue


# --- value kinds -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,topic,value",
    [
        ("Grooming appointments take 2 hours.", "grooming_time", Value(amount=2, unit="hours")),
        ("Grooming takes 1-2 weeks to book.", "grooming_time", Value(amount=7, amount_max=14, unit="calendar_days")),
        ("The delivery fee is €4.50 per order.", "delivery_fee", money(4.5, "EUR")),
        ("The delivery fee is 4,50 € per order.", "delivery_fee", money(4.5, "EUR")),
        ("Shipping costs are $5-$8 depending on size.", "delivery_fee", money(5, "USD", 8)),
        ("The delivery charge is EUR 6.", "delivery_fee", money(6, "EUR")),
        ("Delivery charges are 7 pounds.", "delivery_fee", money(7, "GBP")),
        ("The delivery fee is £1,250.00 for a horse box.", "delivery_fee", money(1250, "GBP")),
        # a price of zero is in the topic's currency, or no currency (XXX) without one
        ("The delivery fee: delivery is free of charge.", "delivery_fee", money(0, "EUR")),
        ("There's no adoption fee for senior cats.", "adoption_fee", money(0, "XXX")),
        ("Members get a 10% loyalty discount.", "loyalty_discount", percent(10)),
        ("The member discount is 12.5 percent.", "loyalty_discount", percent(12.5)),
        ("The loyalty discount is 1,5 %.", "loyalty_discount", percent(1.5)),
        ("The loyalty discount is 5-10%.", "loyalty_discount", percent(5, 10)),
    ],
)  # fmt: skip
def test_each_value_kind(text: str, topic: str, value: Value) -> None:
    c = one(text)
    assert (c.topic, c.value) == (topic, value)


@pytest.mark.parametrize(
    "text,amount,value_text",
    [
        ("Every order comes with 3 free treats.", 3, "3 free treats"),
        ("You get up to five free treats with each order.", 5, "five free treats"),
        ("We add 2 more free treats for birthdays.", 2, "2 more free treats"),
        ("Each box holds 4 treat samples.", 4, "4 treat samples"),
    ],
)
def test_counts_are_a_number_before_what_a_count_topic_counts(
    text: str, amount: float, value_text: str
) -> None:
    c = one(text)
    assert (c.topic, c.value_text) == ("treats_per_order", value_text)
    assert c.value == Value(amount=amount, unit="free treats", kind="count")


def test_a_number_is_no_count_without_the_topics_words_or_with_its_not_about() -> None:
    assert draft("Each bag holds 20 biscuits.") == []
    # "grams" is not_about the treats: "20 grams of free treats" counts grams, not treats
    assert draft("Orders include 20 grams of free treats.") == []


@pytest.mark.parametrize(
    "text,option",
    [
        ("Dogs are welcome in all our shops!", "dogs_welcome"),
        ("Feel free to bring your dog.", "dogs_welcome"),
        ("Sorry, dogs are not allowed in the grooming area.", "no_dogs"),
        ("No dogs in the cat café, I'm afraid.", "no_dogs"),
    ],
)
def test_a_choice_is_the_option_a_phrase_states(text: str, option: str) -> None:
    c = one(text)
    assert (c.topic, c.value, c.value_text in text, c.span) == (
        "dog_policy",
        Value(option=option, kind="choice"),
        True,
        text,
    )


def test_an_option_that_is_denied_or_not_to_be_said_is_no_claim() -> None:
    assert draft("Never say dogs are welcome.") == []
    assert draft("We are not dog friendly.") == []


def test_a_hedged_choice_is_not_definitive() -> None:
    assert one("I think dogs are welcome there.").definitive is False


def test_a_sentence_names_each_option_once() -> None:
    claims = draft("Dogs are welcome, so bring your dog!")
    assert [(c.topic, c.value_text) for c in claims] == [("dog_policy", "Dogs are welcome")]


# --- a value lands only on a topic of its kind ---------------------------------------------


def test_a_value_of_another_kind_than_the_named_topic_is_other() -> None:
    assert (one("The delivery fee is 10%.").topic, one("The delivery fee is 10%.").value) == (
        "other",
        percent(10),
    )
    assert one("The loyalty discount takes 2 days to apply.").topic == "other"
    # no money topic named: a price is still a claim, on no topic
    assert (one("A collar costs €12.").topic, one("A collar costs €12.").value) == (
        "other",
        money(12, "EUR"),
    )


def test_between_two_topics_of_the_kind_the_better_overlap_wins() -> None:
    # both money topics are named; "delivery fee" and "shipping cost" beat one "adoption fee"
    c = one("The adoption fee includes the delivery fee and shipping costs of €30.")
    assert c.topic == "delivery_fee"


def test_not_covered_phrases_make_a_claim_other() -> None:
    c = one("Grooming is on weekdays; our opening hours start in 2 hours.")
    assert c.topic == "other"


# --- hints, not_about, carry-over, headings ---------------------------------------------------


def test_hints_count_only_when_nothing_names_a_subject() -> None:
    assert one("Your dog's coat needs 2 hours to dry.").topic == "grooming_time"
    # a not_covered subject beats a hint in the same clause
    assert one("Parking by the fur salon is 2 hours max.").topic == "other"


def test_not_about_discards_an_overlapping_match_and_blocks_a_heading_topic() -> None:
    tips = draft("Our grooming tips take 5 minutes to read, 2 hours to master.")
    assert [(c.value_text, c.topic) for c in tips] == [("5 minutes", "other"), ("2 hours", "other")]
    claims = sourced("## Grooming\n\nBathing takes 2 hours.\n\nGrooming tips: 3 hours.")
    assert [c.topic for c in claims] == ["grooming_time", "other"]
    # a heading's topic never reaches a clause that says it is not about it
    (c,) = sourced("## Grooming appointments\n\nAsk for grooming tips: they take 2 hours.")
    assert c.topic == "other"


def test_carry_over_only_to_a_sentence_that_continues_the_subject() -> None:
    claims = draft("Grooming is booked online. It takes 2 hours. The bus takes 3 hours.")
    assert [c.topic for c in claims] == ["grooming_time", "other"]


# --- scope over two dimensions ----------------------------------------------------------------


def test_scope_lists_every_dimension_and_reads_each_on_its_own() -> None:
    assert scopes("Gold members in Germany get a 15% loyalty discount.") == [
        ("15%", {"tier": "gold", "country": "de"})
    ]
    assert scopes("The loyalty discount is 5%.") == [("5%", {"tier": "any", "country": "any"})]
    assert scopes("The loyalty discount is 5% for all members in France.") == [
        ("5%", {"tier": "any", "country": "fr"})
    ]


def test_a_trailing_mention_beats_one_before_the_value() -> None:
    assert scopes("Silver members: the loyalty discount is 20% for gold members.") == [
        ("20%", {"tier": "gold", "country": "any"})
    ]


def test_a_value_mentioned_to_exclude_it_scopes_nothing() -> None:
    assert scopes("The loyalty discount is 10%, unlike gold members.") == [
        ("10%", {"tier": "any", "country": "any"})
    ]
    assert scopes("The loyalty discount is 10% except in France.") == [
        ("10%", {"tier": "any", "country": "any"})
    ]


def test_headings_scope_their_sections_when_they_name_exactly_one_value() -> None:
    body = (
        "## Gold tier\n\n- Loyalty discount: 20%\n- Delivery fee: free\n\n"
        "## Gold and silver tiers\n\nThe loyalty discount is 5%.\n\n"
        "## Members in France\n\n### Silver\n\nThe loyalty discount is 8%."
    )
    claims = sourced(body)
    assert [(c.topic, c.value, c.scope) for c in claims] == [
        ("loyalty_discount", percent(20), {"tier": "gold", "country": "any"}),
        ("delivery_fee", money(0, "EUR"), {"tier": "gold", "country": "any"}),
        ("loyalty_discount", percent(5), {"tier": "any", "country": "any"}),
        ("loyalty_discount", percent(8), {"tier": "silver", "country": "fr"}),
    ]


def test_a_label_names_the_scope_of_its_line() -> None:
    assert scopes("Gold: the loyalty discount is 20%.") == [
        ("20%", {"tier": "gold", "country": "any"})
    ]
    # the value's own name in brackets is a mention too
    assert scopes("Loyalty discount (silver): 10%") == [
        ("10%", {"tier": "silver", "country": "any"})
    ]


# --- tables -----------------------------------------------------------------------------------


def test_table_rows_are_claims_quoted_whole_with_the_header_as_context() -> None:
    body = (
        "| Tier | Loyalty discount | Country |\n|---|---|---|\n"
        "| Gold | 20% | in Germany |\n| Silver | 10% | all countries |"
    )
    claims = sourced(body)
    assert [(c.topic, c.value, c.scope, c.quote) for c in claims] == [
        ("loyalty_discount", percent(20), {"tier": "gold", "country": "de"}, "| Gold | 20% | in Germany |"),
        ("loyalty_discount", percent(10), {"tier": "silver", "country": "any"}, "| Silver | 10% | all countries |"),
    ]  # fmt: skip


def test_a_row_names_its_own_topic() -> None:
    body = "| Fee | Amount |\n|---|---|\n| Delivery fee, gold tier | €3 |\n| Adoption fee | €90 |"
    assert [(c.topic, c.value, c.scope["tier"]) for c in sourced(body)] == [
        ("delivery_fee", money(3, "EUR"), "gold"),
        ("adoption_fee", money(90, "EUR"), "any"),
    ]


# --- document-wide wording ------------------------------------------------------------------


def test_a_documents_date_status_and_supersession_apply_to_every_claim() -> None:
    body = (
        "Effective 1 March 2027. This replaces PET-0 for gold members.\n\n"
        "## Gold tier\n\nThe loyalty discount is 25%.\n\nGrooming takes 3 hours."
    )
    claims = sourced(body)
    assert [c.topic for c in claims] == ["loyalty_discount", "grooming_time"]
    for c in claims:
        assert c.effective_from == date(2027, 3, 1) and c.status_wording == "in_force"
        assert c.supersedes is not None and c.supersedes.target_text == "PET-0"
        assert c.scope["tier"] == "gold"
