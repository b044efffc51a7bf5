"""Notice the writer gives before a change it makes ("we may vary the fee on giving you 6
weeks' notice") is that change's lead time, not a value of a notice topic that measures the
customer's notice (`guard.extract.local.changenotice`). A made-up boat-mooring catalogue;
none of these words come from tests/kb."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from guard.models import Owner, Signals, Source
from tests.support.reading import named_catalogue


def _catalogue(*, change_topic: bool = False) -> Catalogue:
    notice: dict[str, object] = {
        "label": "notice needed to give up a berth",
        "kind": "duration",
        "about": ["notice", "give up your berth", "change your berth"],
    }
    if change_topic:
        notice = {
            "label": "warning before a mooring fee increase",
            "kind": "duration",
            "about": ["notice", "fee increase"],
        }
    topics: dict[str, dict[str, object]] = {
        "berth_notice": notice,
        "mooring_fee": {"kind": "money", "currency": "GBP", "about": ["mooring fee"]},
    }
    return named_catalogue("Marina", topics)


def _read(body: str, *, change_topic: bool = False) -> list[tuple[str, str]]:
    source = Source(
        id="MR-1",
        title="Marina terms",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="M")),
    )
    claims = extract_source_claims(source, _catalogue(change_topic=change_topic))
    return [(c.topic, c.value_text) for c in claims]


TERMS = "We may vary the annual mooring fee on giving you 6 weeks' written notice."


def test_the_writers_notice_before_its_own_change_is_no_notice_period() -> None:
    assert ("berth_notice", "6 weeks") not in _read(TERMS)


def test_by_giving_at_least_is_the_same_reading() -> None:
    body = "We reserve the right to change these terms by giving you at least 2 months' notice."
    assert ("berth_notice", "2 months") not in _read(body)


def test_the_customers_own_notice_for_their_change_stays_the_value() -> None:
    body = "You can change your berth by giving us 4 weeks' notice."
    assert ("berth_notice", "4 weeks") in _read(body)


def test_notice_without_a_change_by_the_writer_stays_the_value() -> None:
    body = "Berth holders must give 4 weeks' notice to give up their berth."
    assert ("berth_notice", "4 weeks") in _read(body)


def test_a_topic_about_such_changes_keeps_the_value() -> None:
    assert ("berth_notice", "6 weeks") in _read(TERMS, change_topic=True)


def test_notice_timed_by_a_later_clause_of_the_writers_change_is_no_notice_period() -> None:
    """The change said after the notice, as a clause with the writer as subject: the notice is
    timed by that change (`changenotice._NOTICE_BEFORE_WE_CHANGE_RE`)."""
    body = "We will always send you 6 weeks' notice in writing before we raise mooring fees."
    assert ("berth_notice", "6 weeks") not in _read(body)


def test_the_customers_notice_given_to_us_before_our_change_stays_the_value() -> None:
    body = "You must give us 4 weeks' notice before we change your berth."
    assert ("berth_notice", "4 weeks") in _read(body)
