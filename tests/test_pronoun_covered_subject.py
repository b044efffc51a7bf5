"""A value said by a personal pronoun about an earlier subject that only topics of another
kind name is unattributed, not outside coverage (issue 17, kennels):
`guard.extract.local.unnamed._pronoun_said`.

"Members get 15% off classes. If it's not showing yet, you'll see it within 3 days": "it"
is the discount, a thing the catalogue covers (a percentage topic), and "you'll see it" is
said by a pronoun: the 3 days name no duration topic, so they are the ticket's to place
(rule TOPIC), as after a lead subject of another kind ("Deposit holds are gone within 10
days"). A sentence whose own subject is a noun the catalogue does not know ("Banks take 3
days to show it") keeps the value on `other`, as does a pronoun for a thing the list says no
topic covers. An invented gym's words: none comes from tests/kb.
"""

from __future__ import annotations

from guard.kb.catalogue import UNATTRIBUTED
from tests.support.reading import draft_topics, named_catalogue

_GYM = named_catalogue(
    "Gym",
    {
        "class_discount": {"kind": "percent", "about": ["off classes", "discount"]},
        "freeze_time": {"kind": "duration", "about": ["freeze"]},
    },
    not_covered=["locker*"],
)


def test_a_pronoun_said_value_about_a_covered_subject_is_unattributed() -> None:
    text = "Members get 15% off classes. If it's not showing yet, don't worry: you'll see it within 3 days."
    assert draft_topics(text, _GYM, "duration") == [UNATTRIBUTED]


def test_a_noun_subject_or_an_uncovered_thing_keeps_other() -> None:
    text = "Members get 15% off classes. Banks usually take 3 days to show it."
    assert draft_topics(text, _GYM, "duration") == ["other"]
    text = "Your locker key is at reception. If it's not there, you'll get it within 3 days."
    assert draft_topics(text, _GYM, "duration") == ["other"]
