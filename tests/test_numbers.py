"""Every number in a draft gets a verdict (issue 17, item 5): read by a claim, recognised as
non-policy, or an extraction gap; and bare limits ("at least 16", "Minimum age: 16") are read
as claims when the sentence names a topic that can take them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from guard.engine.decide import Verdict
from guard.engine.numbers import number_verdicts, unread_numbers
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Source, Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

GYM: Catalogue = catalogue_from_dict(
    {
        "topics": {
            "minimum_age": {
                "label": "minimum age",
                "kind": "duration",
                "about": ["minimum age", "join*", "members must be"],
            },
            "guest_passes": {
                "label": "guest passes",
                "kind": "count",
                "unit": "guests",
                "about": ["guest*", "bring a friend"],
            },
            "joining_fee": {
                "label": "joining fee",
                "kind": "money",
                "currency": "GBP",
                "about": ["joining fee"],
            },
        }
    },
    "gym/answerguard.yaml",
    "gym",
)
SOURCES = [
    source("POL-1", "You must be 18 or over to join."),
    source("POL-2", "Members can bring up to 2 guests per visit."),
    source("POL-3", "The joining fee is £25."),
]


def check(draft: str, cat: Catalogue = GYM, sources: list[Source] | None = None, **t) -> Verdict:
    srcs = SOURCES if sources is None else sources
    return local_verdict(draft, srcs, cat, Ticket(id="T-1", **t))


# --- the unsafe ALLOW ------------------------------------------------------------------


@pytest.mark.parametrize(
    "draft",
    [
        "The minimum age to join is 16.",
        "Minimum age: 16",
        "Members must be at least 16.",
        "You can join at 16 or over.",
        "You can join aged 16 and above.",
        "Members must be 16+.",
    ],
)
def test_a_wrong_bare_age_is_held_where_the_catalogue_has_the_topic(draft: str) -> None:
    v = check(draft)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING"), v.trace
    assert v.claims[0].draft_claim.topic == "minimum_age"


def test_the_right_bare_age_is_supported() -> None:
    assert check("Members must be at least 18.").decision == "ALLOW"
    assert check("Minimum age: 18").reason_code == "SUPPORTED"


@pytest.mark.parametrize(
    ("draft", "decision"),
    [("You can bring up to 2 guests.", "ALLOW"), ("Bring a friend: up to three.", "HOLD")],
)
def test_a_bare_count_takes_its_topics_unit(draft: str, decision: str) -> None:
    v = check(draft)
    assert v.decision == decision
    assert v.claims[0].draft_claim.value.unit == "guests"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "draft", ["The minimum age to join is 16.", "Minimum age: 16", "Members must be at least 16."]
)
def test_without_a_topic_for_it_a_bare_number_is_an_extraction_gap(draft: str) -> None:
    empty = catalogue_from_dict(
        {"topics": {"refund_window": {"kind": "duration", "about": ["refund*"]}}}, "x", "x"
    )
    v = check(draft, empty, [source("POL-9", "Refunds take 5 days.")])
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    assert [m.text for m in v.pattern_matches] == ["16"]
    assert any(s.rule == "D0b" and s.outcome == "fired" and "'16'" in s.detail for s in v.trace)
    assert "number" in v.headline


def test_an_unread_number_beside_a_supported_claim_caps_the_draft_at_caution() -> None:
    v = check("The joining fee is £25. Oh, and we're open 7 nights.")
    assert v.claims[0].reason_code == "SUPPORTED"
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")
    severity = next(s for s in v.trace if s.rule == "SEVERITY")
    assert "'7'" in severity.detail and "caps it at CAUTION" in severity.detail


def test_a_worse_claim_keeps_its_own_reason_beside_an_unread_number() -> None:
    v = check("The joining fee is £30 and there are 7 lockers.")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


# --- numbers that state no policy ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Hi 👋 thanks!", []),
        ("We're here 24/7.", ["round-the-clock", "round-the-clock"]),
        ("Your order #48213 shipped.", ["reference"]),
        ("Order number 4821 shipped.", ["reference"]),
        ("Ticket OB-3001 is closed.", ["reference"]),
        ("Thanks, I have noted it (ref 12).", ["reference"]),
        ("It was sent on 12 March 2026.", ["date", "date"]),
        ("It was sent on March 12th.", ["date"]),
        ("It was sent on 2026-11-30.", ["date", "date", "date"]),
        ("You wrote to us 3 days ago.", ["date"]),
        ("We opened in 2019.", ["date"]),
        ("Call before 9:30am or after 17:00.", ["time of day", "time of day"]),
        ("The van comes at 11.30 and leaves by 14.45.", ["time of day", "time of day"]),
        ("Lines are open from 8.30 to 17.30 on weekdays.", ["time of day"] * 2),
        ("Call +44 20 7946 0958.", ["phone number"] * 4),
        ("Step 2: open Settings.", ["list number"]),
        ("1. Open the app\n2. Tap Help", ["list number", "list number"]),
        ("3.2 Where a payment is returned, see below.", ["list number"]),
        ("Version v5.3 of the app is out.", []),
        ("Since firmware version 7.14 the kiosk restarts nightly.", ["list number"]),
        ("See section 12.3.1 of the handbook.", ["list number"]),
    ],
)
def test_recognised_non_policy_numbers(text: str, kinds: list[str]) -> None:
    assert [k for _, _, k in number_verdicts(text, [])] == kinds


@pytest.mark.parametrize(
    "text",
    [
        "The minimum age is 16.",
        "You get 3 swaps.",
        "It takes twenty minutes.",
        "Return 2 items.",
        "Order 3 more.",
        "At least one guest.",
        "The limit is 2000.",
        "Version two is out and it costs 5.",
    ],
)
def test_policy_looking_numbers_are_unread(text: str) -> None:
    assert unread_numbers(text, [])


def test_a_number_the_customer_quoted_is_theirs_only_with_its_currency_or_its_noun() -> None:
    message = "I was charged £25 for 3 items and I'm 16."
    assert number_verdicts("Sorry about the £25 charge.", [], message)[0][2] == (
        "quoted by the customer"
    )
    assert number_verdicts("All 3 items are back.", [], message)[0][2] == "quoted by the customer"
    assert number_verdicts("At 16 you can join.", [], message)[0][2] == "unread"
    assert number_verdicts("That costs £3.", [], message)[0][2] == "unread"


def test_a_number_after_the_customers_own_noun_and_of_is_theirs() -> None:
    """The number counts the noun the customer named ("a crew of 7"); "a minimum of" is no noun."""
    message = "We're a crew of 7 and want a minimum of 2 boats."
    assert number_verdicts("With a crew of 7 you'll need two.", [], message)[0][2] == (
        "quoted by the customer"
    )
    assert number_verdicts("A team of 7 needs two.", [], message)[0][2] == "unread"
    assert number_verdicts("There's a minimum of 2 per booking.", [], message)[0][2] == "unread"


def test_your_group_of_n_is_the_customers_n_of_us() -> None:
    """ "your choir of 9" counts the customer's people when the ticket says "9 of us", whatever
    the noun; without "your", or without "of us" in the ticket, the number is unread."""
    message = "There'll be 9 of us on the Saturday."
    assert number_verdicts("Your choir of 9 gets the group rate.", [], message)[0][2] == (
        "quoted by the customer"
    )
    assert number_verdicts("A choir of 9 gets the group rate.", [], message)[0][2] == "unread"
    other = "We have 9 singers."
    assert number_verdicts("Your choir of 9 gets the group rate.", [], other)[0][2] == "unread"


def test_your_number_with_its_noun_left_out_is_the_customers_count() -> None:
    """ "for each of your three" counts the customer's things when the ticket counts the same
    number of a noun ("three puppies"); with a noun of its own after it, without "your", or
    with no such count in the ticket, the number is unread."""
    message = "I have three puppies, can they all come to class?"
    assert number_verdicts("It's $9 for each of your three.", [], message)[1][2] == (
        "quoted by the customer"
    )
    assert number_verdicts("It's $9 for each of your three lessons.", [], message)[1][2] == (
        "unread"
    )
    assert number_verdicts("It's $9 for each of the three.", [], message)[1][2] == "unread"
    assert number_verdicts("It's $9 for each of your three.", [], "Is it $9?")[1][2] == "unread"
    assert number_verdicts("It's $9 for your three.", [], "Are three of them OK?")[1][2] == (
        "unread"
    )


def test_a_claim_reads_only_the_numbers_of_its_value() -> None:
    text = "Refunds take 5 days and members must be 16."
    claims = extract_draft_claims(
        text,
        catalogue_from_dict(
            {"topics": {"refund_window": {"kind": "duration", "about": ["refund*"]}}}, "x", "x"
        ),
    )
    assert [c.value_text for c in claims] == ["5 days"]
    assert [(text[s:e], k) for s, e, k in number_verdicts(text, claims)] == [
        ("5", "read"),
        ("16", "unread"),
    ]


# --- the invariant ------------------------------------------------------------------------------

_FILLER = st.sampled_from(
    [
        "Hi there 👋",
        "Thanks for your patience!",
        "Your order #48213 is on its way.",
        "We're here 24/7.",
        "Step 2: tap Settings.",
        "Sent on 12 March.",
        "The joining fee is £25.",
        "You can bring up to 2 guests.",
        "Members must be 18 or over.",
    ]
)
_BARE = st.sampled_from(
    ["Minimum age: {n}", "Members must be at least {n}.", "The limit is {n}.", "{n} or over."]
)


@settings(max_examples=60, deadline=None)
@given(before=st.lists(_FILLER, max_size=3), form=_BARE, n=st.integers(0, 999))
def test_a_bare_number_is_never_allowed_unless_a_claim_reads_it_right(
    before: list[str], form: str, n: int
) -> None:
    draft = " ".join([*before, form.format(n=n)])
    v = check(draft)
    if v.decision == "ALLOW":
        read = {c.draft_claim.value.amount for c in v.claims if c.draft_claim.value}
        assert n in read  # a claim read it, and the rules found it supported


def test_the_old_value_of_a_change_is_history_when_the_new_one_is_read() -> None:
    """With "cut from £30 to £25" the £25 is read and checked; the £30 is what it was."""
    v = check("We cut the joining fee from £30 to £25 last spring.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace
    text = "We cut the joining fee from £30 to £25 last spring."
    assert [k for _, _, k in number_verdicts(text, [])] == ["unread", "unread"]
    # no change verb: "from 3 to 5" is a range, not history
    assert number_verdicts("Passes: from 3 to 5 guests.", [])[0][2] == "unread"
