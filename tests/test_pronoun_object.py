"""A verb-and-object phrase names its topic in a ticket that says the object as "it" after
naming its noun (`guard/kb/pronounobject.py`, asked last by
`guard.engine.attribution.ticket_topics`). An invented gift-voucher catalogue: no knowledge
base's words."""

from __future__ import annotations

import pytest

from guard.engine.attribution import ticket_topics
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.pronounobject import verb_and_object
from guard.models import Ticket

SPA: Catalogue = catalogue_from_dict(
    {
        "name": "Spa",
        "topics": {
            "voucher_extension": {
                "label": "how long a voucher can be extended by",
                "kind": "duration",
                "about": ["extend your voucher", "voucher extension"],
            },
            "treatment_length": {
                "label": "how long a treatment lasts",
                "kind": "duration",
                "about": ["treatment lasts"],
            },
        },
    },
    "test",
    "Spa",
)


def named(message: str) -> list[str]:
    return ticket_topics(Ticket(id="T", message=message), SPA, "duration")


@pytest.mark.parametrize(
    "message",
    [
        "My aunt gave me a voucher in May and I haven't used it yet. Can I extend it?",
        "I've got two vouchers from Christmas, any chance of extending it for a month?",
        "The voucher runs out on Friday. I extended it once already, can you do it again?",
    ],
)
def test_the_object_said_as_it_names_the_topic(message: str) -> None:
    assert named(message) == ["voucher_extension"]


@pytest.mark.parametrize(
    "message",
    [
        "Can I extend it?",  # nothing says what "it" is
        "Can I extend it? I'll bring my voucher along.",  # the noun comes after the pronoun
        "My voucher is for a massage. How long does it last?",  # no verb of the phrase
    ],
)
def test_no_noun_before_or_no_verb_names_nothing(message: str) -> None:
    assert named(message) == []


def test_only_a_verb_a_determiner_and_a_noun_is_read() -> None:
    assert verb_and_object("extend your voucher") == ("extend", "voucher")
    assert verb_and_object("voucher extension") is None
    assert verb_and_object("=extend your voucher") is None
