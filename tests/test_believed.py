"""Someone's certainty ("the caller is adamant we took £40") reports their words: a source
value after it is no claim; the writer's own ("we are sure", "our team is certain") and a
likelihood ("sure to arrive") are statements (`guard.extract.local.believed`).

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def hire_values(body: str) -> list[str]:
    return [c.value_text for c in sourced(body, kind="slack") if c.topic == "hire_price"]


@pytest.mark.parametrize(
    "body",
    [
        'A rider on the phone is adamant we charged "£40 a bike" for hire.',
        "The cyclist was convinced hire is £40 a bike.",
        "That regular is absolutely sure the hire price is £40 a bike.",
    ],
)
def test_someone_elses_certainty_is_their_claim(body: str) -> None:
    assert hire_values(body) == [], body


@pytest.mark.parametrize(
    "body",
    [
        "We are sure hire is £40 a bike.",
        "Our team is certain hire is £40 a bike.",
        "Hire is sure to stay £40 a bike.",
    ],
)
def test_the_writers_certainty_or_a_likelihood_states_it(body: str) -> None:
    assert [v.split()[0] for v in hire_values(body)] == ["£40"], body
