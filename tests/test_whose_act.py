"""Whose act a duration measures (`guard.extract.local.whoseact.another_act`).

A duration is said with a verb, and the verb's subject is whose act it is. A topic whose own
words say it is the customer's act ("register your claim") is not measured by the writer's
act ("we aim to reply to every warranty claim within 10 days") nor by what usually happens
to a claim ("most warranty claims are settled within 10 days"); a verb the topic names, a
modal passive, a plain passive and a topic that names no party all stay. An invented
warranty desk's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guard.extract.local import extract_draft_claims
from guard.extract.local.actholder import act_holder, label_party, topic_stems
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_topics, named_catalogue, source_topics


def _catalogue(about: list[str]) -> Catalogue:
    topics: dict[str, Any] = {
        "claim_window": {
            "kind": "duration",
            "label": "time limit for a warranty claim",
            "about": about,
        },
    }
    return named_catalogue("Warranty", topics)


CUSTOMERS = _catalogue(["register your claim", "claim within", "warranty claim*"])
NOBODYS = _catalogue(["claim within", "warranty claim*"])


def _topics(body: str, cat: Catalogue = CUSTOMERS) -> list[str]:
    return source_topics(body, cat)


@pytest.mark.parametrize(
    "body",
    [
        "We aim to reply to every warranty claim within 10 days.",
        "We'll answer each warranty claim within 10 days.",
        "Our team reviews every warranty claim within 10 days.",
        "Most warranty claims are settled within 10 days.",
        "Warranty claims are usually settled within 10 days.",
        "We have 10 days to answer a warranty claim.",
        "It takes us up to 10 days to review a warranty claim.",
    ],
)
def test_another_partys_act_is_not_the_customers_time_limit(body: str) -> None:
    assert _topics(body) == ["other"]


@pytest.mark.parametrize(
    "body",
    [
        "You must register your claim within 30 days.",
        "Warranty claims must be made within 30 days.",
        "Warranty claims are accepted within 30 days of purchase.",
        "You can claim within 30 days of delivery.",
        "You have 30 days to register your claim.",
    ],
)
def test_the_topics_own_act_stays(body: str) -> None:
    assert _topics(body) == ["claim_window"]


def test_a_topic_naming_no_party_keeps_the_value() -> None:
    text = "We aim to reply to every warranty claim within 10 days."
    assert _topics(text, NOBODYS) == ["claim_window"]


def test_a_draft_is_read_the_same_way() -> None:
    draft = "We aim to reply to every warranty claim within 10 days."
    assert [c.topic for c in extract_draft_claims(draft, CUSTOMERS)] == ["other"]


@given(st.integers(min_value=2, max_value=90), st.sampled_from(["reply to", "answer", "review"]))
def test_the_writers_act_never_lands_on_the_customers_window(days: int, verb: str) -> None:
    assert _topics(f"We aim to {verb} every warranty claim within {days} days.") == ["other"]


def test_you_as_the_object_of_the_writers_act_names_no_party() -> None:
    topics: dict[str, Any] = {
        "tutor_change_time": {
            "kind": "duration",
            "label": "time to match you with a new tutor",
            "about": ["new tutor", "change tutor"],
        },
    }
    cat = named_catalogue("Tutors", topics)
    assert _topics("We'll find you a new tutor within 5 days.", cat) == ["tutor_change_time"]


def test_what_usually_happens_is_the_writers_process() -> None:
    topics: dict[str, Any] = {
        "repair_time": {
            "kind": "duration",
            "label": "how long we take to repair a watch",
            "about": ["repair time", "our repairs"],
        },
    }
    cat = named_catalogue("Watches", topics)
    assert _topics("Most of our repairs are finished within 10 days.", cat) == ["repair_time"]


def test_your_after_a_preposition_is_no_sign_of_the_customers_act() -> None:
    topics: dict[str, Any] = {
        "refund_time": {
            "kind": "duration",
            "label": "refund time",
            "about": ["refund*", "money back to your card"],
        },
    }
    cat = named_catalogue("Shop", topics)
    text = "If a refund is due, we will pay it within 10 working days."
    assert _topics(text, cat) == ["refund_time"]


# --- Whose act a notice is: the party that gives it (`guard.extract.local.actholder`) -----
#
# Invented storage-unit, school, marina and gym catalogues. Each topic names its party: a
# noun in its label ("notice a renter must give") or "you" in its phrases. The sentence says
# who gives the notice: the subject of the topic's own verb ("gives"), a passive's "by",
# "from <party>", a possessor ("the owner's"). `misread` marks the sentences the extractor
# of 2ce17c89 read as the topic's value.


def _notice(label: str, about: list[str]) -> Catalogue:
    topics = {"notice": {"kind": "duration", "label": label, "about": about}}
    return named_catalogue("Notice", topics)


STORAGE = _notice("notice a renter must give to vacate a unit", ["notice to vacate", "move out"])
SCHOOL = _notice(
    "notice a parent must give to withdraw a pupil", ["withdraw a pupil", "notice of withdrawal"]
)
MARINA = _notice(
    "notice a berth holder must give to leave the marina", ["leave the marina", "notice to leave"]
)
GYM = _notice("notice you must give to cancel", ["cancel your membership", "notice to cancel"])


@pytest.mark.parametrize(
    ("cat", "body", "misread"),
    [
        # active: the subject of the topic's verb is another party
        (STORAGE, "The site owner gives 30 days' notice before a price rise.", True),
        (MARINA, "The harbour master gives 14 days' notice of a berth move.", True),
        (MARINA, "We give 14 days' notice before we move a boat.", True),
        (GYM, "We give 14 days' notice before we cancel a membership.", True),
        # the topic's party is whom the notice is given to
        (SCHOOL, "The school gives parents 30 days' notice of a fee change.", True),
        (GYM, "The club must give you 14 days' notice of a price change.", True),
        # "from <party>"
        (STORAGE, "A 14-day notice from the owner is needed to end a rental.", True),
        (SCHOOL, "60 days' notice from the school is needed to end a place.", True),
        # possessive and passive "by": already read right
        (STORAGE, "The owner's 30-day notice ends the rental.", False),
        (STORAGE, "Notice of 30 days must be given by the owner to end a rental.", False),
        (MARINA, "14 days' notice must be given by the harbour to move a boat.", False),
    ],
)
def test_another_partys_notice_is_no_value_of_the_topic(
    cat: Catalogue, body: str, misread: bool
) -> None:
    assert _topics(body, cat) == ["other"]
    assert draft_topics(body, cat) == ["other"]


@pytest.mark.parametrize(
    ("cat", "body"),
    [
        (STORAGE, "Renters must give 14 days' notice to vacate a unit."),
        (STORAGE, "Renters give 14 days' notice to move out."),
        (SCHOOL, "Parents must give 60 days' notice to withdraw a pupil."),
        (SCHOOL, "A parent must give 60 days' notice of withdrawal."),
        (MARINA, "Berth holders must give 30 days' notice to leave the marina."),
        (GYM, "You must give 30 days' notice to cancel your membership."),
        # the subject pronoun right before the verb, not the clause's first noun
        (GYM, "As a full-time member you need to give us at least 30 days' notice to cancel."),
        # a noun for people may name the reader, and a noun for no person the writer
        (GYM, "Guests must give 30 days' notice to cancel."),
        (GYM, "The club gives 14 days' notice of a class change."),
    ],
)
def test_the_topics_own_partys_notice_stays(cat: Catalogue, body: str) -> None:
    assert _topics(body, cat) == ["notice"]


def test_two_parties_in_one_sentence_each_keep_their_own() -> None:
    """Misread before: both notices went to the parent's."""
    body = "The school must give 30 days' notice, and parents must give 60 days' notice."
    assert _topics(body, SCHOOL) == ["other", "notice"]


@pytest.mark.parametrize(
    ("cat", "party"),
    [(STORAGE, "renter"), (SCHOOL, "parent"), (MARINA, "holder"), (GYM, "customer")],
)
def test_the_topics_party_is_read_from_its_own_words(cat: Catalogue, party: str) -> None:
    assert label_party(vocabulary(cat), "notice") == party


def test_a_verb_the_topic_never_names_says_no_party() -> None:
    """ "requires" may be the other side of the giving: no reading."""
    vocab = vocabulary(STORAGE)
    body = "The owner requires 30 days' notice to vacate a unit."
    clause = Clause(
        left="The owner requires ",
        right="' notice to vacate a unit.",
        sentence=body,
        lead=body,
    )
    assert act_holder(clause, topic_stems(vocab, "notice")) is None
    given = Clause(
        left="The owner gives ", right="' notice to vacate a unit.", sentence=body, lead=body
    )
    held = act_holder(given, topic_stems(vocab, "notice"))
    assert held is not None and held.party == "owner" and held.how == "subject"


def test_a_noun_of_ours_is_the_writer() -> None:
    """ "from our team" is the writer's own notice (the reading `fromparty` made, kept)."""
    ours = _notice("notice we give before a price change", ["we give notice", "price change"])
    assert _topics("Expect 30 days' notice from our team before a price change.", ours) == [
        "notice"
    ]
    assert _topics("Expect 30 days' notice from your landlord, not from us.", ours) == ["other"]
