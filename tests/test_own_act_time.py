"""How long the customer's own act takes is no period a policy sets
(`guard/extract/local/owntime.py`): "you can renew it online in under two minutes" times
the renewing, not the renewal notice a ticket about renewing asks for.

An invented library-card catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.extract.local.owntime import own_act_time
from tests.support.reading import named_catalogue

CARDS = named_catalogue(
    "Library cards",
    {
        "renewal_notice": {
            "label": "notice needed to renew a library card",
            "kind": "duration",
            "about": ["renewal notice", "notice to renew"],
        },
    },
)


def draft_reads(text: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in extract_draft_claims(text, CARDS)]


def at(sentence: str, words: str) -> int:
    return sentence.index(words)


def test_the_customers_own_act_timed_in_minutes_is_no_claim() -> None:
    assert draft_reads("Good news, you can renew it online in under 3 minutes.") == []
    text = "The desk is closed, but you can both register at home in about 10 minutes."
    assert draft_reads(text) == []


def test_a_policy_period_stays_a_claim() -> None:
    # a period counted "within", another subject's act, or days: all still claims
    for text, words in (
        ("You can renew it online within 30 minutes of the reminder.", "30 minutes"),
        ("We can renew it for you in 10 minutes.", "10 minutes"),
        ("You can renew it online in 14 days.", "14 days"),
    ):
        assert [w for _, w in draft_reads(text)] == [words], text


def test_only_the_minutes_of_an_able_act_by_you() -> None:
    s = "you can renew it online in about 5 minutes"
    assert own_act_time(s, at(s, "5 minutes"), "minutes")
    assert not own_act_time(s, at(s, "5 minutes"), "days")
    s = "you must renew it online in 5 minutes"
    assert not own_act_time(s, at(s, "5 minutes"), "minutes")


def test_the_length_of_the_task_it_stands_for_is_no_claim() -> None:
    # "it takes N minutes" with nothing after it but where the task is done
    assert draft_reads("Renewing is easy: it takes a couple of minutes.") == []
    assert draft_reads("Renew at the kiosk, and it only takes about 5 minutes in the app.") == []


def test_a_task_that_names_its_own_act_stays_a_claim() -> None:
    for text, words in (
        ("It takes 10 minutes to renew your card once we have the form.", "10 minutes"),
        ("Renewing is easy: it takes 3 days.", "3 days"),
    ):
        assert [w for _, w in draft_reads(text)] == [words], text
