"""A person's state the customer told us, said back, is the customer's figure (issue 17,
tests/kb/halls).

"My daughter is 15" in the ticket and "as she's 15, …" in the draft: the draft repeats what
it was told (`guard.engine.echoedstate`), so D0b gives the number that verdict. "I'm 16"
still does not make "at 16 you can ride" the customer's. An invented riding school's words:
none comes from tests/kb.
"""

from __future__ import annotations

from guard.engine.numbers import number_verdicts

_TICKET = "My daughter is 15 and loves ponies. Can she ride out on her own?"


def _verdict(draft: str, num: str, message: str = _TICKET) -> str:
    at = draft.index(num)
    return next(v for s, e, v in number_verdicts(draft, [], message) if s == at)


def test_a_persons_state_said_back_is_the_customers() -> None:
    draft = (
        "Riders must be 16 or over to hack out alone, so as she's 15, she'll ride with a leader."
    )
    assert _verdict(draft, "15") == "quoted by the customer"


def test_a_bound_or_a_thing_is_not() -> None:
    assert _verdict("At 15 you can book group hacks.", "15") == "unread"
    assert _verdict("The minimum age is 15.", "15", "I'm 15.") == "unread"
    assert _verdict("As she's 15 years old, she can join.", "15", "She has 15 ponies.") == "unread"


def test_the_same_possessive_noun_said_back_is_the_customers() -> None:
    # tests/kb/narrowboat's first run: "My son is 19" → "as your son is 19"
    draft = "Riders must be 16 or over to hack out alone, so as your daughter is 15 she can't yet."
    assert _verdict(draft, "15") == "quoted by the customer"
    draft = "Riders must be 16 or over, so as your pony is 15 it can't hack out."
    assert _verdict(draft, "15") == "unread"  # another noun than the ticket's "daughter"
