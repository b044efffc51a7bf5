"""A person's state the customer told us, said back in a clause the next clause follows with
no comma ("As she's 9 she can't …"), is still their figure (`guard.engine.echoedstate`).
Invented wording: a swimming club."""

from __future__ import annotations

from guard.engine.echoedstate import echoed_state

MESSAGE = "My daughter is 9 and loves the water. Can she join the squad?"


def test_a_state_before_the_next_clauses_pronoun_is_echoed() -> None:
    draft = "As she's 9 she can't join the squad yet, but lessons are open to her."
    at = draft.index("9")
    assert echoed_state(draft, at, at + 1, MESSAGE) is True


def test_a_number_with_more_words_after_it_is_not() -> None:
    draft = "As she's 9 lengths short of the test she can't join yet."
    at = draft.index("9")
    assert echoed_state(draft, at, at + 1, MESSAGE) is False
