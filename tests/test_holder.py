"""Whose an age is (`guard/extract/local/holder.py`): the holder a sentence gives it, and
whether that holder is the person or thing the age topic's label names.

Invented kayak-club, dog-boarding and museum catalogues; no knowledge base's words. The
reader is tested as a property over the forms people write an age in ("aged 16+", "16 or
over", "over-16s", "children (under 8)", "an adult aged 18", "a 14-year-old", "riders must
be 12", "anyone under 16 must"); the end-to-end cases say which ones the extractor misread
before the step (`MISREAD_BEFORE`) and which it already read right (`ALREADY_RIGHT`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.holder import (
    Holder,
    age_holder,
    held_by_another,
    holder_fits,
    label_whose,
    someone_elses_age,
)
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def _one_age(key: str, label: str, about: list[str]) -> Catalogue:
    topics = {key: {"label": label, "kind": "duration", "about": about}}
    return catalogue_from_dict({"name": "T", "topics": topics}, "test", "T")


def kayaks() -> Catalogue:
    return _one_age("solo_age", "minimum age for a child to paddle alone", ["paddle alone"])


def kennels() -> Catalogue:
    return _one_age("dog_age", "minimum age of a dog we board", ["board", "boarding"])


def museum() -> Catalogue:
    return _one_age("free_age", "age under which visitors go free", ["go free", "free entry"])


def _at(sentence: str, number: str) -> tuple[int, int]:
    m = re.search(rf"(?<!\d){number}(?!\d)", sentence)
    assert m is not None
    return m.start(), m.end()


@pytest.mark.parametrize(
    ("sentence", "number", "noun", "how"),
    [
        ("Riders must be 12 or over to go on the course.", "12", "riders", "subject"),
        ("Kayakers need to be at least 14.", "14", "kayakers", "subject"),
        ("Our instructors need to be 18 or over.", "18", "instructors", "subject"),
        ("Each rider on the tour must be 10 or older.", "10", "rider", "subject"),
        ("Whoever signs the form must be 18 or over.", "18", "whoever", "subject"),
        ("You must be 16 or over.", "16", "you", "subject"),
        ("Anyone under 16 must bring a signed form.", "16", "anyone", "bound"),
        ("Children under 8 must come with an adult aged 16 or over.", "8", "children", "bound"),
        ("Children under 8 must come with an adult aged 16 or over.", "16", "adult", "aged"),
        ("Adults 18+ ride free.", "18", "adults", "bound"),
        ("Visitors 16 or over may enter alone.", "16", "visitors", "bound"),
        ("Boats older than 10 years need a survey.", "10", "boats", "bound"),
        ("Children (under 8) need an adult with them.", "8", "children", "aside"),
        ("Children (aged 4 to 11) get a badge.", "11", "children", "aside"),
        ("Our guide (always 21 or over) leads the trek.", "21", "guide", "aside"),
        ("The driver, who must be 25 or over, signs the form.", "25", "driver", "aside"),
        ("Pets aged 8 or over pay a co-payment.", "8", "pets", "aged"),
        ("If you are under 18, a parent aged 21 or over must sign.", "21", "parent", "aged"),
        ("a 14-year-old rider pays less.", "14", "rider", "year-old"),
        ("The minimum age for drivers is 21.", "21", "drivers", "for"),
        ("Drivers: 21+", "21", "drivers", "label"),
        ("Over-16s can swim alone.", "16", None, "age noun"),
        ("A 14-year-old can join the junior squad.", "14", None, "age noun"),
        ("16 year olds can climb alone.", "16", None, "age noun"),
    ],
)
def test_the_holder_is_what_the_age_is_said_of(
    sentence: str, number: str, noun: str | None, how: str
) -> None:
    assert age_holder(sentence, *_at(sentence, number)) == Holder(noun, how)


def test_no_grammar_gives_no_holder() -> None:
    sentence = "The course lasts 12 weeks."
    assert age_holder(sentence, *_at(sentence, "12")) is None


def test_whose_a_label_says() -> None:
    assert label_whose(vocabulary(kayaks()), "solo_age") == "child"
    assert label_whose(vocabulary(kennels()), "dog_age") == "dog"
    assert label_whose(vocabulary(museum()), "free_age") == "visitors"
    rental = _one_age("hire_age", "minimum age to hire a bike", ["hire a bike"])
    assert label_whose(vocabulary(rental), "hire_age") is None


@pytest.mark.parametrize(
    ("noun", "fits"),
    [
        ("children", True),  # the label's person, in the plural
        ("child", True),
        ("adult", False),  # another party
        ("coach", False),
        ("you", None),  # a pronoun says nothing of whose
        ("anyone", None),
        ("ones", None),  # "little ones": a pro-form takes its noun from the context
        (None, None),  # "over-16s": the age is its own noun
    ],
)
def test_a_holder_fits_the_label_or_names_another(noun: str | None, fits: bool | None) -> None:
    assert holder_fits(vocabulary(kayaks()), "solo_age", Holder(noun, "subject")) is fits


def test_a_label_naming_nobody_never_calls_a_holder_another() -> None:
    rental = vocabulary(_one_age("hire_age", "minimum age to hire a bike", ["hire a bike"]))
    assert holder_fits(rental, "hire_age", Holder("drivers", "subject")) is None


def test_a_holder_beside_the_labels_person_is_another() -> None:
    """The sentence names the child, and the 16 is the adult's: before the step the
    sentence's naming the child was enough to keep the 16 on the child's age."""
    vocab = vocabulary(kayaks())
    sentence = "Children under 8 must paddle with an adult aged 16 or over."
    assert someone_elses_age(vocab, "solo_age", sentence, *_at(sentence, "16"))
    assert not someone_elses_age(vocab, "solo_age", sentence, *_at(sentence, "8"))
    assert held_by_another(vocab, "solo_age", sentence, *_at(sentence, "16"))


def test_a_kind_of_the_labels_person_said_alone_is_not_another() -> None:
    """ "Kids", "puppies": a noun set apart by nothing else may be a kind of whose the label
    says; only a sentence that names both parties tells them apart."""
    kayak, dogs = vocabulary(kayaks()), vocabulary(kennels())
    kids = "Kids must be 12 or over to paddle alone."
    puppies = "Puppies must be 6 months old to board."
    assert not held_by_another(kayak, "solo_age", kids, *_at(kids, "12"))
    assert not held_by_another(dogs, "dog_age", puppies, *_at(puppies, "6"))


def _source(body: str, catalogue: Catalogue) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), catalogue)
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


def _draft(body: str, catalogue: Catalogue) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_draft_claims(body, catalogue)
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


#: Sentences whose other party's age the extractor put on the age topic before the step.
MISREAD_BEFORE = [
    (kayaks, "Children under 12 paddle in a canoe steered by an adult aged 18 or over.", []),
    (
        kayaks,
        "Children aged 12 or over can go out in a kayak steered by a coach aged 21 or over.",
        [("solo_age", 12.0)],
    ),
    (
        kayaks,
        "Children who are 12 or over may go out without a coach; every coach is aged 21 or over.",
        [("solo_age", 12.0)],
    ),
    (
        kennels,
        "Dogs aged 6 months or over can board; the handler who drops them off must be 16 or over.",
        [("dog_age", 6.0)],
    ),
    (
        kennels,
        "Dogs can board from 6 months, and owners aged 18 or over sign the form.",
        [("dog_age", 6.0)],
    ),
    (
        kennels,
        "Dogs board from 6 months, and drivers aged 17 or over can collect them.",
        [("dog_age", 6.0)],
    ),
]

#: Sentences the extractor already read right before the step, kept by it.
ALREADY_RIGHT = [
    (kayaks, "Children can paddle alone from the age of 12.", [("solo_age", 12.0)]),
    (kayaks, "Children must be 12 to paddle alone.", [("solo_age", 12.0)]),
    (kayaks, "Kids must be 12 or over to paddle alone.", [("solo_age", 12.0)]),
    (kayaks, "Our coaches must be 21 or over.", []),
    (kennels, "Dogs must be at least 6 months old to stay with us.", [("dog_age", 6.0)]),
    (kennels, "Puppies must be 6 months old to board.", [("dog_age", 6.0)]),
    (
        kennels,
        "Dogs board from 6 months; a 16-year-old handler can drop them off.",
        [("dog_age", 6.0)],
    ),
    # "ones" names no other party, though "visitor" is named later in the sentence
    (
        museum,
        "Little ones under 5 go free, so only your eldest needs a visitor ticket.",
        [("free_age", 5.0)],
    ),
    (museum, "Visitors under 5 go free when a teacher aged 21 or over books.", [("free_age", 5.0)]),
]


@pytest.mark.parametrize(("catalogue", "body", "expected"), MISREAD_BEFORE + ALREADY_RIGHT)
def test_a_source_keeps_only_the_topics_holders_age(
    catalogue: Callable[[], Catalogue], body: str, expected: list[tuple[str, float]]
) -> None:
    assert _source(body, catalogue()) == expected


#: Drafts that put another party's age on the age topic (or on none, for the engine to ask)
#: before the step.
DRAFTS_MISREAD_BEFORE = [
    (kayaks, "Children under 8 must be with an adult aged 16 or over.", []),
    (kayaks, "Children paddle alone from 12; helpers 16 or over may assist them.", []),
    (
        museum,
        "Visitors under 5 go free, and a carer aged 18 or over also goes free.",
        [("free_age", 5.0)],
    ),
    (
        museum,
        "Visitors under 5 go free; each group needs a leader who is 18 or over.",
        [("free_age", 5.0)],
    ),
    (museum, "Visitors under 5 go free with a grown-up 18 or over.", [("free_age", 5.0)]),
]


@pytest.mark.parametrize(("catalogue", "body", "expected"), DRAFTS_MISREAD_BEFORE)
def test_a_draft_puts_another_partys_age_on_no_topic(
    catalogue: Callable[[], Catalogue], body: str, expected: list[tuple[str, float]]
) -> None:
    drafted = [(t, a) for t, a in _draft(body, catalogue()) if t != "unattributed"]
    assert drafted == expected
    assert all(t != "unattributed" for t, _ in _draft(body, catalogue()))


def academy() -> Catalogue:
    """A catalogue whose age label names its person by a possessive, and another topic's
    label names another role (`roles.anothers_age`)."""
    topics = {
        "login_age": {
            "label": "minimum age for a learner's own login",
            "kind": "duration",
            "about": ["own login", "sign up"],
        },
        "coach_pay": {
            "label": "days until coaches are paid",
            "kind": "duration",
            "about": ["paid"],
        },
    }
    return catalogue_from_dict({"name": "T", "topics": topics}, "test", "T")


@pytest.mark.parametrize(
    ("body", "expected", "misread_before"),
    [
        # the subject's head, not the word before "must": misread before the step
        ("Coaches on the junior course must be at least 18.", [], True),
        ("Coaches who run the junior course need to be 18 or over.", [], True),
        ("Coaches must be at least 18.", [], False),
        (
            "Learners on the junior course must be at least 13 to sign up.",
            [("login_age", 13.0)],
            False,
        ),
    ],
)
def test_a_requirements_subject_is_its_head(
    body: str, expected: list[tuple[str, float]], misread_before: bool
) -> None:
    assert _source(body, academy()) == expected
    assert _draft(body, academy()) == expected


def rink() -> Catalogue:
    return _one_age("skate_age", "minimum age to skate without a grown-up", ["skate alone"])


@pytest.mark.parametrize(
    "body",
    [
        # a hyphenated party, alone or coordinated: misread before the step
        "A parent or grown-up (aged 18 or over) signs the form for skaters under 12.",
        "A grown-up aged 18 or over must sign for skaters under 12.",
        # already right before it
        "A grown-up (always 18+) signs every skater in.",
    ],
)
def test_the_party_a_label_goes_without_holds_its_own_age(body: str) -> None:
    assert _source(body, rink()) == []
    assert _draft(body, rink()) == []


def test_coordinated_nouns_are_one_holder() -> None:
    sentence = "Forms are signed by a parent or guardian (aged 18 or over)."
    holder = age_holder(sentence, *_at(sentence, "18"))
    assert holder is not None and holder.nouns == ("parent", "guardian")
