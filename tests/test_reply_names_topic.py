"""A value whose sentence names nothing, on a ticket that names no topic of its kind, is read
on the one topic of its kind the reply names in its other sentences
(`guard.engine.attribution._reply_topic`); an indefinite pronoun ("Someone will …") names no
subject (`unnamed`). A made-up locksmith's catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.engine.attribution import attribute
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from guard.models import Ticket
from tests.support.reading import named_catalogue


def locks(extra: dict[str, object] | None = None) -> Catalogue:
    topics: dict[str, object] = {
        "lockout_response": {
            "kind": "duration",
            "label": "lockout call-out response time",
            "about": ["lockout*", "locked out"],
        },
        "callout_fee": {"kind": "money", "currency": "GBP", "about": ["call-out fee"]},
        **(extra or {}),
    }
    return named_catalogue("Locks", topics)


REPLY = "I've booked this in as a lockout for you. Someone will be there within 2 hours."
TICKET = Ticket(id="T", message="Help, the key snapped in my door! How quickly can you come?")


def _read(reply: str, cat: Catalogue, ticket: Ticket = TICKET) -> list[str]:
    claims = [c for c in extract_draft_claims(reply, cat) if c.value is not None]
    read, _ = attribute(claims, ticket, cat, reply)
    return [c.topic for c in read]


def test_an_indefinite_pronoun_names_no_subject() -> None:
    (c,) = extract_draft_claims("Someone will be there within 2 hours.", locks())
    assert c.topic == UNATTRIBUTED


def test_the_one_topic_the_reply_names_elsewhere_places_the_value() -> None:
    assert _read(REPLY, locks()) == ["lockout_response"]


def test_without_the_replys_words_it_stays_unattributed() -> None:
    claims = extract_draft_claims(REPLY, locks())
    read, _ = attribute(claims, TICKET, locks())  # no draft text given
    assert [c.topic for c in read] == [UNATTRIBUTED]


def test_two_topics_of_the_kind_in_the_reply_decide_nothing() -> None:
    cat = locks({"key_cutting_time": {"kind": "duration", "about": ["key cutting"]}})
    reply = "I've booked this in as a lockout, and key cutting too. Someone will be there within 2 hours."
    assert _read(reply, cat) == [UNATTRIBUTED]


def test_the_tickets_topic_comes_first() -> None:
    cat = locks({"key_cutting_time": {"kind": "duration", "about": ["key cutting"]}})
    ticket = Ticket(id="T", message="How long does key cutting take?")
    assert _read(REPLY, cat, ticket) == ["key_cutting_time"]


def test_a_thing_the_clause_names_stays_outside_coverage() -> None:
    reply = "I've booked this in as a lockout. You'll have an invoice within 2 hours."
    assert _read(reply, locks()) == [OTHER]


def test_a_sentence_naming_another_kinds_topic_is_not_placed_by_the_reply() -> None:
    """The 2 hours is said of the call-out fee's act (a money topic's words), not a lockout's
    response: the reply's other sentence does not place it."""
    reply = "Lockouts are common. A call-out fee is charged if you cancel less than 2 hours ahead."
    assert _read(reply, locks()) != ["lockout_response"]
