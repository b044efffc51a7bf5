"""Generic English the local extractor must read the way a person does: questions and reported
speech, optional and default choices, rates, attached units, per-clause status, "last N days"
as a verb, comparison baselines and a plan named like a price.

The catalogue here is a made-up bike-hire shop, so no row leans on the seed's, BrightCart's
or a test knowledge base's words. Each row names the value, topic or field it expects.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.patterns import find_policy_patterns
from guard.extract.local import LocalExtractor, extract_draft_claims
from guard.extract.local.wording import quoted_speech
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.workspace import Workspace
from guard.models import DraftClaim, SourceClaim
from tests.support.wording import BIKES, source, sourced


def drafted(text: str) -> list[DraftClaim]:
    claims = extract_draft_claims(text, BIKES)
    assert all(c.span in text and c.value_text in c.span for c in claims)
    return claims


def values(claims: list[SourceClaim] | list[DraftClaim]) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in claims]


# --- 1. questions and reported speech ---------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "quick q — customer says we told them refunds take two weeks?? is that still right?",
        "Do refunds take 14 days?",
        "Has anyone seen repairs take more than 3 days??",
        "Customer says refunds take two weeks.",
        "The customer claimed repairs are fixed within 2 days.",
        "They were told refunds take 10 days by the old macro.",
        "Someone mentioned refunds take 2 weeks now.",
        "Apparently, refunds take 2 weeks now.",
        "A few customers are saying repairs take 5 days.",
        "I heard refunds take 3 weeks in December.",
        # Any reporter, and speech reported twice over.
        "A passenger says one of our agents told him refunds take 3 weeks.",
        "The guest insists the desk told her repairs are done within 1 day.",
        # Whoever did the telling, and however far the reporter stands from the verb.
        "rider on the Leeds–York ride says one of our mechanics told him repairs take 6 days",
        # A short phrase of where the reporter speaks between them and the verb.
        "A caller on the phone insists repairs take 2 days.",
        "Customer via email claims the hire is £1.50 a bike.",
        # A speech verb's -ing form before the quotation marks ('had someone insisting "…"').
        'Had a rider in yesterday insisting "repairs take 2 days everywhere else".',
        # A time phrase after the reporter is no first-person subject ("this week").
        'Had a caller this week insisting "repairs take 2 days everywhere else".',
    ],
)
def test_a_question_or_someone_elses_words_state_no_policy(body: str) -> None:
    assert sourced(body, kind="slack") == []


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # The policy speaking is not reported speech.
        ("Our terms say refunds take 5 days.", [("refund_time", "5 days")]),
        # The reporter's verb must follow them: these customers are the subject.
        (
            "Customers who asked for a refund get it within 5 days.",
            [("refund_time", "5 days")],
        ),
        # Reported speech binds its own clause: the correction after the comma is stated.
        (
            "If a customer says they were told 2 weeks, explain that refunds take 5 days.",
            [("refund_time", "5 days")],
        ),
        # A question tag after a comma leaves the statement a statement.
        ("Refunds take 5 days, right?", [("refund_time", "5 days")]),
        # A decimal point is not the end of a clause.
        ("Hire is £2.50 a bike, or is it?", [("hire_price", "£2.50 a bike")]),
    ],
)
def test_statements_around_questions_and_reports_are_kept(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert values(sourced(body))[: len(expected)] == expected


def test_this_or_these_make_the_speaker_ours_only_when_they_open_the_subject() -> None:
    assert not quoted_speech('This leaflet says "')
    assert not quoted_speech('and these terms say: "')
    assert quoted_speech('a caller this week insisting "')
    assert quoted_speech('the member these days claiming "')


def test_a_question_that_suggests_a_change_is_a_proposal() -> None:
    for body in (
        "Idea for Q1: what if we promised refunds in 6 hours?",
        "proposal — move trials to 21 days?",
        "How about repairs within 2 days?",
    ):
        (claim,) = sourced(body, kind="slack")
        assert claim.status_wording == "proposed", body


@pytest.mark.parametrize(
    "text",
    [
        "Did your refund take more than 5 days?",
        "Was the bike fixed within 2 days?",
        "You mentioned you were told refunds take 2 weeks.",
        "Apparently refunds take 2 weeks.",
    ],
)
def test_a_question_back_or_the_customers_words_are_no_promise_in_a_draft(text: str) -> None:
    # Still a claim (the check stays strict), but not a definitive one: it can soften a
    # contradiction to CAUTION, never make a HOLD.
    (claim,) = drafted(text)
    assert not claim.definitive


def test_a_statement_with_a_question_tag_is_still_a_promise() -> None:
    (claim,) = drafted("Your refund takes 10 days, OK?")
    assert claim.definitive


# --- 2. an option offered is not the default -----------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "You can ask for a paper receipt at the desk.",
        "Prefer paper? You can request a printed receipt for a small charge.",
        "If you'd rather have e-receipts, you can switch in the app.",
        "Switch between email receipts and paper receipts in Settings.",
        "Printed receipts are available on request.",
        "| Paper receipt (each) | £1.50 |",
        "Paper receipts cost £0.50 each.",
        "E-receipts are optional.",
        "You can move to email receipts in the app.",
        "Switch to e-receipts in the app.",
    ],
)
def test_an_option_offered_or_priced_states_no_choice(body: str) -> None:
    assert [c for c in sourced(body) if c.topic == "receipt_format"] == []


@pytest.mark.parametrize(
    ("body", "option"),
    [
        ("Receipts are sent by email by default.", "email"),
        ("Club members get a printed receipt as standard, at no extra charge.", "paper"),
        ("We send e-receipts automatically unless you ask otherwise.", "email"),
        ("Your receipt comes by email rather than in the post.", "email"),
        ("All hires get an email receipt.", "email"),
        # A switch that is announced, not offered, states the new option.
        ("All receipts move to email receipts from March.", "email"),
        ("We're planning to turn on email receipts for club members in January.", "email"),
        ("E-receipts are the only option now.", "email"),
    ],
)
def test_a_default_or_plain_statement_is_a_choice(body: str, option: str) -> None:
    assert [c.value.option for c in sourced(body) if c.topic == "receipt_format"] == [option]


def test_an_option_offered_in_a_draft_is_no_claim_on_the_default() -> None:
    assert drafted("If you'd prefer a paper receipt, just ask and we'll post one.") == []
    (claim,) = drafted("Your receipts come by email as standard.")
    assert claim.value.option == "email"


# --- 3. rates -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "written", "amount", "currency"),
    [
        ("Hire is £2.50 a day.", "£2.50 a day", 2.5, "GBP"),
        ("Hire costs $10 per user per month.", "$10 per user per month", 10, "USD"),
        ("Hire is $20/seat/month on the club plan.", "$20/seat/month", 20, "USD"),
        ("Hire is €5 per hour.", "€5 per hour", 5, "EUR"),
        ("Hire is £15 a week, paid upfront.", "£15 a week", 15, "GBP"),
        (
            "Hire works out to eight dollars per bike per day.",
            "eight dollars per bike per day",
            8,
            "USD",
        ),
    ],
)
def test_an_amount_with_a_rate_is_one_money_value(
    text: str, written: str, amount: float, currency: str
) -> None:
    # No separate "a day" / "a week" duration: the rate words belong to the amount.
    (claim,) = drafted(text)
    assert (claim.topic, claim.value_text) == ("hire_price", written)
    assert (claim.value.kind, claim.value.amount, claim.value.unit) == ("money", amount, currency)


def test_the_rate_words_name_the_topic() -> None:
    # Nothing else in the sentence names a topic: "per bike" (and "/bike") is hire_price's.
    for text in ("That's £3 per bike.", "That's £3/bike/day."):
        (claim,) = drafted(text)
        assert claim.topic == "hire_price", text


MARINA: Catalogue = catalogue_from_dict(
    {
        "name": "Marina",
        "topics": {
            "berth_rent": {"kind": "money", "currency": "EUR", "about": ["per night"]},
            "crane_fee": {"kind": "money", "currency": "EUR", "about": ["crane*"]},
        },
    },
    "test",
    "Marina",
)


@pytest.mark.parametrize("per", ["per", "a", "each", "every"])
def test_a_rate_names_its_topic_whichever_distributive_word_it_uses(per: str) -> None:
    # The catalogue lists "per night"; "a night", "each night" and "every night" say the
    # same, so a sentence naming nothing else is read on that topic...
    (claim,) = extract_draft_claims(f"Yours is €40 {per} night.", MARINA)
    assert (claim.topic, claim.value_text) == ("berth_rent", f"€40 {per} night")
    # ...and a topic named in the value's own sub-clause still comes first.
    (claim,) = extract_draft_claims(f"A crane lift is €40 {per} night.", MARINA)
    assert claim.topic == "crane_fee"


def test_a_rate_that_names_another_kinds_topic_leaves_the_topic_to_the_sentence() -> None:
    # "per GB" is the storage count's word, not a price topic: the sentence decides.
    (claim,) = drafted("Extra photo storage is £1 per GB.")
    assert (claim.topic, claim.value_text) == ("other", "£1 per GB")


def test_a_duration_after_an_amount_without_a_rate_word_is_still_read() -> None:
    values_seen = values(drafted("Hire is £20, and repairs take 2 days."))
    assert values_seen == [("hire_price", "£20"), ("repair_time", "2 days")]


# --- 4. units written onto a number -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Club members get 40GB of ride photos a month.", "40GB of ride photos"),
        ("Club members get 40GB a month.", "40GB"),
        ("Club members get 40 GB a month.", "40 GB"),
        ("Club members get 40 gigabytes of ride photos.", "40 gigabytes"),
    ],
)
def test_a_count_topics_unit_may_be_written_onto_the_number(text: str, written: str) -> None:
    (claim,) = drafted(text)
    assert (claim.topic, claim.value_text, claim.value.amount) == ("photo_storage", written, 40)
    assert claim.value.unit == "GB of ride photos"  # the catalogue's unit, for display


@pytest.mark.parametrize(
    ("text", "written", "unit"),
    [
        ("Every bike has a 1 TB dashcam.", "1 TB", "TB"),
        ("The bike computer syncs at 10Mbps.", "10Mbps", "Mbps"),
        ("Panniers hold up to 25 kg.", "25 kg", "kg"),
        ("We deliver bikes within 10 miles.", "10 miles", "miles"),
    ],
)
def test_a_quantity_no_count_topic_counts_is_a_value_on_other(
    text: str, written: str, unit: str
) -> None:
    (claim,) = drafted(text)
    assert (claim.topic, claim.value_text, claim.value.kind, claim.value.unit) == (
        "other",
        written,
        "count",
        unit,
    )


def test_a_quantity_never_lands_on_a_count_topic_by_its_surroundings() -> None:
    # The sentence names ride photos, but "5 kg" is no number of gigabytes.
    (claim,) = drafted("Ride photos are printed on 5 kg paper stock.")
    assert claim.topic == "other"


def test_network_names_and_codes_are_no_quantities() -> None:
    assert drafted("Our app works on 5G and 4G, and B2B accounts use v2GB.") == []


@pytest.mark.parametrize(
    "text",
    ["Business comes with 1 TB of storage.", "You get 50GB a month.", "Up to 300Mbps."],
)
def test_the_detector_flags_quantities_with_a_unit(text: str) -> None:
    assert find_policy_patterns(text)


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("You can hire it every month.", True),
        ("You can hire it once a month.", True),
        ("Hires renew each year.", True),
        ("You hired it a month ago.", False),
        ("Have a lovely weekend.", False),
    ],
)
def test_a_and_every_month_flag_alike(text: str, flagged: bool) -> None:
    assert bool(find_policy_patterns(text)) is flagged


def test_a_draft_promising_a_quantity_is_never_allowed_as_no_policy_claim() -> None:
    """Even with a catalogue that counts nothing, "1 TB of storage" is a promise."""
    bare = catalogue_from_dict(
        {"topics": {"refund_time": {"kind": "duration", "about": ["refund*"]}}}, "t", "t"
    )
    ws = Workspace(sources=(source("Refunds take 5 days."),), tickets={}, catalogue=bare)
    service = CheckService(LocalExtractor(bare), workspace=lambda: ws)
    for draft in ("Business comes with 1 TB of storage.", "You get 50GB a month."):
        request = CheckRequest(ticket_id=None, draft=draft, now=datetime(2026, 12, 1, tzinfo=UTC))
        result = service.check(request)
        assert (result.decision, result.reason_code) == ("CAUTION", "OUTSIDE_COVERAGE"), draft


# --- 5. status wording belongs to what it is said about ------------------------------------------


def test_a_procedure_needing_sign_off_is_not_the_documents_status() -> None:
    body = (
        "## Discounts\n\n"
        "- Club members get a member discount of 25%.\n"
        "- Anything beyond that needs sign-off from the head of sales.\n"
        "- Refund requests over £500 require approval from a lead.\n"
        "- Any refund above the usual amount (say, a goodwill gesture) needs sign-off first.\n"
    )
    (claim,) = [c for c in sourced(body, kind="sop") if c.topic == "member_discount"]
    assert claim.status_wording == "unstated"


@pytest.mark.parametrize(
    "line",
    [
        "This change needs sign-off from Legal.",
        "Still needs sign-off from Risk.",
        "The new discount is subject to approval.",
        "Still waiting on sign-off from finance.",
        "Dates TBC.",
        "Launch date to be confirmed.",
        "Please DON'T tell customers yet.",
        "Nothing's signed off, so keep it internal.",
        "Not decided yet.",
        "Proposed: see below.",
        # An aside inside the subject does not hide that the subject is the text itself.
        "This change (the new discount) needs sign-off from Legal.",
    ],
)
def test_wording_about_the_text_itself_marks_its_claims_not_in_force(line: str) -> None:
    (claim,) = sourced(f"{line}\n\nClub members get a member discount of 30%.\n", kind="sop")
    assert claim.status_wording in ("pending_approval", "proposed"), line


def test_a_requirement_in_a_claims_own_sentence_binds_only_when_about_the_claim() -> None:
    (threshold,) = sourced("Discounts above 10% need manager approval.")
    assert threshold.status_wording == "unstated"
    (pending,) = sourced("The new 30% discount needs sign-off from Legal.")
    assert pending.status_wording == "pending_approval"


# --- 6. "last" as a verb ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Trials last 14 days.", "14 days"),
        ("Test rides last 30 days and a mechanic sets them up.", "30 days"),
        ("The trial lasts 14 days.", "14 days"),
        ("Your trial will last two weeks.", "two weeks"),
    ],
)
def test_last_after_a_subject_is_a_duration(text: str, written: str) -> None:
    assert values(drafted(text)) == [("trial_length", written)]


@pytest.mark.parametrize(
    "text",
    [
        "In the last 14 days you had two refunds.",
        "Over the last 3 days we fixed 40 bikes.",
        "Your last 2 days of hire were free.",
        "Last 14 days: 3 repairs.",
    ],
)
def test_last_after_a_determiner_or_preposition_is_a_past_window(text: str) -> None:
    assert [c for c in drafted(text) if c.value.kind == "duration"] == []


# --- 7. a comparison's baseline ------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Annual billing is 20% cheaper than paying monthly.",
        "Pay annually and save 20% compared with paying month to month.",
        "Paying annually gets you 20% off versus monthly.",
        "Choose annual billing and save 20% instead of paying monthly.",
    ],
)
def test_a_scope_named_as_the_baseline_does_not_scope_the_claim(body: str) -> None:
    (claim,) = sourced(body)
    assert (claim.topic, claim.scope["billing"]) == ("member_discount", "annual")


def test_a_value_compared_with_is_no_source_claim_unless_a_bound_or_threshold() -> None:
    assert sourced("Fixing a frame takes longer than a couple of weeks, so plan ahead.") == []
    assert values(sourced("Repairs take no longer than 5 days.")) == [("repair_time", "5 days")]
    assert values(sourced("If a repair takes more than 5 days, escalate.")) == [
        ("repair_time", "5 days")
    ]
    # In a draft it stays: a draft's claims only make the check stricter.
    assert values(drafted("Repairs take longer than 5 days.")) == [("repair_time", "5 days")]


@pytest.mark.parametrize(
    "body",
    [
        "A repair won't take more than 5 days.",
        "A repair cannot take longer than 5 days.",
        "We stop repairs running longer than 5 days by sending a loan frame.",
        "The new rule will prevent any repair taking more than 5 days.",
    ],
)
def test_a_comparison_under_a_negation_or_a_forbidding_verb_is_a_bound(body: str) -> None:
    """A contracted negation ("won't", glued to its verb) and a verb that forbids what follows
    ("stop", "prevent") make the compared value a limit the text states."""
    assert values(sourced(body)) == [("repair_time", "5 days")]


def test_a_forbidding_word_far_from_the_comparison_leaves_it_a_baseline() -> None:
    body = "Stop by the shop any time; fixing a frame takes longer than a couple of weeks."
    assert sourced(body) == []


# --- 8. a plan called Free --------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Hire prices are changing. Nothing changes for Free or Club.",
        "| | Free | Club |\n|---|---|---|\n| Helmets | Yes | Yes |",
        "| Plan | Hire |\n|---|---|\n| Free | $0 |",
        "**Free** – hire is by the hour only.",
        "The free plan includes hire on weekdays.",
    ],
)
def test_a_plan_called_free_is_no_price(body: str) -> None:
    assert [
        c.value_text for c in sourced(body) if c.value.kind == "money" and c.value.high == 0
    ] in (
        [],
        ["$0"],  # the row's own amount is a price; the label "Free" is not
    )


@pytest.mark.parametrize(
    ("body", "written"),
    [
        ("For club members, bike hire is free.", "is free"),
        ("| Hire | Price |\n|---|---|\n| Helmet hire | Free |", "Free"),
        ("Helmet hire: free", "free"),
        ("Club members hire helmets for free.", "for free"),
        # a qualifier after the predicate says where, when or on what condition
        ("Bike hire is free on weekdays.", "is free"),
        ("Bike hire is free if you book online.", "is free"),
        ("Bike hire is free until further notice.", "is free"),
    ],
)
def test_free_as_a_price_is_still_a_price(body: str, written: str) -> None:
    (claim,) = [c for c in sourced(body) if c.value.kind == "money"]
    assert (claim.value_text, claim.value.high) == (written, 0)


def test_free_before_a_noun_it_describes_is_no_price() -> None:
    assert [c for c in sourced("Bike hire is free fun for all.") if c.value.kind == "money"] == []


# --- a duration written as an adjective is about its noun -------------------------------------


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # the noun names no catalogue topic: the claim is about something else
        ("You're inside the 14-day grace period, so you can get your money back.", "other"),
        # the noun names the topic
        ("Start your 14-day free trial and claim your money back any time.", "trial_length"),
        # a generic noun says nothing: the sentence decides, as before
        ("Refunds have a 5-day window.", "refund_time"),
        ("Refunds take a 5-day period to process.", "refund_time"),
    ],
)
def test_a_duration_written_as_an_adjective_is_about_the_noun_it_describes(
    text: str, topic: str
) -> None:
    (claim,) = [c for c in drafted(text) if c.value.kind == "duration"]
    assert claim.topic == topic


@pytest.mark.parametrize(
    ("text", "amount", "amount_max"),
    [
        ("We'll bump trials from 14 to 21 days.", 21, None),
        ("We're moving repairs from 4 to 2 days.", 2, None),
        ("Trials last from 14 to 21 days.", 14, 21),  # no verb of change: a range
    ],
)
def test_a_change_from_one_duration_to_another_keeps_the_new_one(
    text: str, amount: float, amount_max: float | None
) -> None:
    (claim,) = drafted(text)
    assert (claim.value.amount, claim.value.amount_max) == (amount, amount_max)


@pytest.mark.parametrize(
    ("text", "definitive"),
    [
        ("Hire goes up from £20 to £25 in May.", True),  # the month, not a hedge
        ("From May, hire is £25 a day.", True),
        ("Hire is £25 until early May.", True),
        ("Hire may be £25 a day.", False),  # the verb still hedges
    ],
)
def test_the_month_may_is_not_the_hedge_may(text: str, definitive: bool) -> None:
    (claim,) = [c for c in drafted(text) if c.topic == "hire_price"]
    assert claim.definitive is definitive


# --- a duration adjective's unit is part of its noun's name; "a day" chosen is a date --------------


def test_a_duration_adjectives_unit_is_read_with_the_noun_it_describes() -> None:
    cat = catalogue_from_dict(
        {
            "name": "x",
            "topics": {
                "slot_length": {"kind": "duration", "about": ["hour slot*", "time slot*"]},
                "trial_length": {"kind": "duration", "about": ["trial*"]},
            },
        },
        "test",
        "x",
    )
    (claim,) = extract_draft_claims("They'll confirm a 3-hour slot the day before your trial.", cat)
    assert (claim.topic, claim.value_text) == ("slot_length", "3-hour")


@pytest.mark.parametrize(
    "body",
    [
        "Club members pick a day in the app; the mechanic fixes the bike within 2 days.",
        "Choosing a week that suits you is easy: repairs take 2 days.",
    ],
)
def test_a_day_chosen_is_a_date_not_a_duration(body: str) -> None:
    assert [c.value_text for c in sourced(body)] == ["2 days"]
