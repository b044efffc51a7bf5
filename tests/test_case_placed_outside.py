"""The customer's case placed at its own figure and found outside the draft's value is no
claim (issue 17, garage): `guard.engine.atpoint`.

"Loans run for 21 days, so at 30 days your book is past that" after the member's "I borrowed
it 30 days ago": the 30 days is the case the draft's own 21 days is applied to, and denied.
"At 30 days you can still keep it" promises more than the policy and stays a claim, as does a
figure the customer never wrote. A bare age works the same way ("you must be 16 or over, so
at 14 your daughter can't join" after "She's 14"). An invented library's words: none comes
from tests/kb.
"""

from __future__ import annotations

from guard.engine.figures import customer_figures
from guard.engine.numbers import unread_numbers
from guard.models import DraftClaim, Ticket, Value
from tests.support.reading import named_catalogue

_LIBRARY = named_catalogue(
    "Library",
    {
        "loan_period": {"kind": "duration", "about": ["loan*"]},
        "min_age": {"kind": "duration", "about": ["join"]},
    },
)
_BORROWED = Ticket(id="T-1", message="I borrowed a book 30 days ago. Can I keep it longer?")
_AGE = Ticket(id="T-2", message="Can my daughter join the reading club? She's 14.")


def _days(text: str, said: str, amount: float, claim_id: str) -> DraftClaim:
    value = Value(amount=amount, unit="calendar_days", kind="duration")
    return DraftClaim(
        claim_id=claim_id, topic="loan_period", value=value, value_text=said, span=text
    )


def _kept(text: str, ticket: Ticket = _BORROWED) -> list[str]:
    claims = [_days(text, "21 days", 21, "d#1"), _days(text, "30 days", 30, "d#2")]
    kept, _ = customer_figures(text, claims, ticket, _LIBRARY)
    return [c.value_text for c in kept]


def test_the_customers_case_placed_outside_is_no_claim() -> None:
    text = "Loans run for 21 days, so at 30 days I'm afraid your book is past that."
    assert _kept(text) == ["21 days"]
    assert _kept("Loans run for 21 days, so at 30 days it isn't covered.") == ["21 days"]


def test_a_case_placed_inside_or_a_figure_of_our_own_stays_a_claim() -> None:
    assert _kept("Loans run for 21 days, so at 30 days you can still keep it.") == [
        "21 days",
        "30 days",
    ]
    other = Ticket(id="T-3", message="I borrowed a book last week.")
    text = "Loans run for 21 days, so at 30 days your book is past that."
    assert _kept(text, other) == ["21 days", "30 days"]


def test_a_bare_age_placed_outside_is_the_customers_number() -> None:
    text = "Members must be 16 or over to join, so at 14 your daughter can't join yet."
    value = Value(amount=16, unit="years", kind="duration")
    own = DraftClaim(claim_id="d#1", topic="min_age", value=value, value_text="16", span=text)
    assert [m.text for m in unread_numbers(text, [own], _AGE.message)] == []
    allowed = "Members must be 16 or over to join, so at 14 your daughter can join."
    said = own.model_copy(update={"span": allowed})
    assert [m.text for m in unread_numbers(allowed, [said], _AGE.message)] == ["14"]
    assert [m.text for m in unread_numbers(text, [], _AGE.message)] == ["16", "14"]


def test_a_bare_age_said_to_be_short_of_the_value_is_the_customers_number() -> None:
    # "still a little young" places the case short of a minimum, as "can't join yet" does;
    # "young enough" says the opposite and stays unread.
    text = "Members must be 16 or over to join, so at 14 your daughter is still a little young."
    value = Value(amount=16, unit="years", kind="duration")
    own = DraftClaim(claim_id="d#1", topic="min_age", value=value, value_text="16", span=text)
    assert [m.text for m in unread_numbers(text, [own], _AGE.message)] == []
    enough = "Members must be 16 or over to join, so at 14 your daughter is young enough."
    said = own.model_copy(update={"span": enough})
    assert [m.text for m in unread_numbers(enough, [said], _AGE.message)] == ["14"]


_STAY = Ticket(id="T-4", message="I'm planning a 6 week trip to Peru. Can I borrow the guide?")


def _weeks(text: str, said: str, days: float, claim_id: str) -> DraftClaim:
    return _days(text, said, days, claim_id)


def test_the_customers_thing_sized_after_an_article_and_denied_is_no_claim() -> None:
    # "a 6 week trip": an article, the customer's number, a singular unit and a noun name
    # the customer's trip by its size; the clause denies it, the draft states its own 21 days.
    text = "Loans run for 21 days, so a 6 week trip wouldn't be covered."
    claims = [_days(text, "21 days", 21, "d#1"), _weeks(text, "6 week", 42, "d#2")]
    kept, _ = customer_figures(text, claims, _STAY, _LIBRARY)
    assert [c.value_text for c in kept] == ["21 days"]


def test_a_sized_thing_not_denied_or_not_the_customers_stays_a_claim() -> None:
    granted = "Loans run for 21 days, so a 6 week trip is fine."
    claims = [_days(granted, "21 days", 21, "d#1"), _weeks(granted, "6 week", 42, "d#2")]
    kept, _ = customer_figures(granted, claims, _STAY, _LIBRARY)
    assert [c.value_text for c in kept] == ["21 days", "6 week"]
    denied = "Loans run for 21 days, so a 6 week trip wouldn't be covered."
    claims = [_days(denied, "21 days", 21, "d#1"), _weeks(denied, "6 week", 42, "d#2")]
    other = Ticket(id="T-5", message="I'm planning a long trip. Can I borrow the guide?")
    kept, _ = customer_figures(denied, claims, other, _LIBRARY)
    assert [c.value_text for c in kept] == ["21 days", "6 week"]
    plural = "Loans run for 21 days, so a 6 weeks wouldn't be covered."
    claims = [_days(plural, "21 days", 21, "d#1"), _weeks(plural, "6 weeks", 42, "d#2")]
    kept, _ = customer_figures(plural, claims, _STAY, _LIBRARY)
    assert [c.value_text for c in kept] == ["21 days", "6 weeks"]


def test_the_case_in_weeks_beside_a_value_in_months_is_no_claim() -> None:
    # A baby's or a puppy's age is counted in weeks as readily as in months: "at 9 weeks"
    # after the customer's "he's 9 weeks" is the case the draft's 4 months is applied to.
    text = "Puppy classes start at 4 months, so at 9 weeks he's not quite ready."
    ticket = Ticket(id="T-4", message="Can my puppy join? He's 9 weeks.")
    months = Value(amount=4, unit="months", kind="duration")
    weeks = Value(amount=63, unit="calendar_days", kind="duration")
    claims = [
        DraftClaim(claim_id="d#1", topic="min_age", value=months, value_text="4 months", span=text),
        DraftClaim(claim_id="d#2", topic="min_age", value=weeks, value_text="9 weeks", span=text),
    ]
    kept, _ = customer_figures(text, claims, ticket, _LIBRARY)
    assert [c.value_text for c in kept] == ["4 months"]
