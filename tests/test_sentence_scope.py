"""A scope named once in a sentence reaches the values whose own clause names none: from the
sentence's lead ("Club members pay £30 monthly (£25 on annual)") and from a predicate that
continues the value's subject ("…, and is available on the club plan only"). Never across a
contrast, and never from a clause with a subject of its own.

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from tests.support.wording import BIKES, source, sourced


def scopes(body: str) -> list[tuple[str, dict[str, str]]]:
    return [(c.value_text, c.scope) for c in sourced(body) if c.topic == "hire_price"]


@pytest.mark.parametrize(
    ("body", "value", "plan", "billing"),
    [
        # The lead's plan holds for the parenthesised annual price too.
        ("Club members pay £30 a bike on monthly billing (£25 a bike on annual).", "£25 a bike", "club",
         "annual"),
        # A coordinated predicate restricts the value it follows.
        ("Hire costs £12 a bike, per day, and is available on the club plan only.", "£12 a bike", "club",
         "any"),
        ("Hire costs £12 a bike, but it's only for club members.", "£12 a bike", "club", "any"),
    ],
)  # fmt: skip
def test_a_scope_named_once_in_the_sentence_reaches_the_value(
    body: str, value: str, plan: str, billing: str
) -> None:
    got = dict(scopes(body))
    assert got[value] == {"plan": plan, "billing": billing}, body


@pytest.mark.parametrize(
    ("body", "value"),
    [
        # A contrast: the other case's scope is not this value's.
        ("Club members pay £30 a bike, but everyone else pays £40 a bike.", "£40 a bike"),
        ("Club members pay £30 a bike, while others pay £40 a bike.", "£40 a bike"),
        # A clause with its own subject is another statement.
        ("Hire costs £12 a bike, and club members can ride it all day.", "£12 a bike"),
        # A predicate that holds a value of its own is its own claim's.
        ("Hire costs £12 a bike, and is £9 on the club plan.", "£12 a bike"),
    ],
)
def test_a_scope_across_a_contrast_or_another_subject_does_not(body: str, value: str) -> None:
    got = dict(scopes(body))
    assert got[value]["plan"] == "any", body


# --- a title's scope goes with the topic words it qualifies --------------------------------------


def titled(title: str, body: str) -> list[tuple[str, str, dict[str, str]]]:
    src = source(body, kind="slack").model_copy(update={"title": title})
    return [(c.topic, c.value_text, c.scope) for c in extract_source_claims(src, BIKES)]


def test_a_value_only_its_title_puts_on_a_topic_takes_the_scope_qualifying_those_words() -> None:
    # The thread is about the club plan's hire price; the reply names neither.
    ((topic, _, scope),) = titled("#shop-floor – club hire", "Are we sure? The sheet says £14.")
    assert (topic, scope["plan"]) == ("hire_price", "club")


@pytest.mark.parametrize(
    "title",
    [
        "#shop-floor – club discounts and hire",  # "club" qualifies the discounts, not hire
        "#shop-floor – hire for the club",  # after the words: a title scopes nothing else
    ],
)
def test_a_title_scope_that_does_not_qualify_the_topic_words_scopes_nothing(title: str) -> None:
    ((topic, _, scope),) = titled(title, "Are we sure? The sheet says £14.")
    assert (topic, scope["plan"]) == ("hire_price", "any")


# --- a bracketed aside after the value yields to the scope stated before it ----------------------


def test_an_aside_after_the_value_yields_to_the_scope_before_it() -> None:
    body = "On the club plan, hire costs £12 a bike for a full day (free plan to follow)."
    assert dict(scopes(body))["£12 a bike"]["plan"] == "club"


@pytest.mark.parametrize(
    ("body", "value", "plan"),
    [
        # A bracket right after the value is its label.
        ("Hire is £12 a bike (club) or £15 a bike (free plan).", "£15 a bike", "free"),
        # With nothing before the value, the aside is its scope.
        ("Hire costs £12 a bike for a full day (club only).", "£12 a bike", "club"),
    ],
)
def test_a_label_bracket_or_the_only_scope_still_scopes(body: str, value: str, plan: str) -> None:
    assert dict(scopes(body))[value]["plan"] == plan, body
