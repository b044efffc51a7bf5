"""A choice topic's subject said to be needed or not ("aprons aren't needed", "aprons must be
worn") is a statement of that choice: the option that says the same of it, or an unread value
where no one option does, never a pass (`guard/extract/local/subjectneed.py`,
`guard/engine/deniedoption.py`).

Invented wording: a pottery-painting café whose apron rule is a choice.
"""

from __future__ import annotations

import pytest

from guard.engine.deniedoption import denied_option_matches
from guard.extract.local.subjectneed import needed_options, needed_subjects, shared_nouns
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict


def _cafe(choices: dict[str, list[str]]) -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Glaze Days",
            "topics": {
                "apron_rule": {
                    "kind": "choice",
                    "about": ["apron", "aprons", "cover your clothes"],
                    "choices": choices,
                },
                "plate_price": {"kind": "money", "currency": "GBP", "about": ["a plate"]},
            },
        },
        "test",
        "Glaze Days",
    )


CAFE = _cafe(
    {
        "apron_on": ["aprons must be worn", "need an apron", "wear an apron"],
        "apron_off": ["aprons are optional", "no apron needed"],
    }
)
#: Options that name the act, not the need: neither says whether an apron is needed.
ACTS = _cafe({"apron_on": ["put an apron on"], "apron_off": ["paint without an apron"]})
CHOICES = (
    ("apron_rule\x1fapron_on", ("aprons must be worn", "need an apron", "wear an apron")),
    ("apron_rule\x1fapron_off", ("aprons are optional", "no apron needed")),
)
SOURCES = [source("GD-1", "Aprons must be worn at the painting tables to keep glaze off clothes.")]


def test_the_shared_noun_is_what_the_options_are_about() -> None:
    assert shared_nouns(tuple(p for _, p in CHOICES)) == {"apron"}


@pytest.mark.parametrize(
    ("sentence", "option"),
    [
        ("Aprons aren't needed at the tables.", "apron_off"),
        ("An apron is not required.", "apron_off"),
        ("Aprons don't need to be worn.", "apron_off"),
        ("Aprons have to be worn.", "apron_on"),
        ("Sorry, aprons are a must.", "apron_on"),
    ],
)
def test_the_need_said_of_the_noun_names_the_option(sentence: str, option: str) -> None:
    assert [k.split("\x1f")[1] for _, _, k in needed_options(sentence, CHOICES)] == [option]


def test_a_forbidding_predicate_names_no_option_but_is_read() -> None:
    assert needed_options("Aprons must not be worn near the kiln.", CHOICES) == []
    assert needed_subjects("Aprons must not be worn near the kiln.", CHOICES)


def test_no_need_read_elsewhere() -> None:
    assert needed_subjects("Aprons are on the hook by the door.", CHOICES) == []


def test_the_wrong_way_round_is_never_allowed() -> None:
    v = local_verdict("Aprons aren't needed at the tables.", SOURCES, CAFE, Ticket(id="T-1"))
    assert v.decision != "ALLOW"


def test_no_option_that_says_it_is_an_unread_value() -> None:
    assert denied_option_matches("Aprons aren't needed at the tables.", ACTS, [])
    v = local_verdict("Aprons aren't needed at the tables.", SOURCES, ACTS, Ticket(id="T-1"))
    assert v.decision == "CAUTION"


def test_an_option_whose_own_words_say_optional_is_stated_not_offered() -> None:
    from guard.extract.local.drafts import extract_draft_claims

    claims = extract_draft_claims("Aprons are optional.", CAFE)
    assert [(c.topic, c.value.option if c.value else None) for c in claims] == [
        ("apron_rule", "apron_off")
    ]


# A noun whose plural takes -es or -ies keeps its own singular ("boxes" is "box", not
# "boxe"): options written in the plural still share the noun said in the singular.
_GLASS = (
    ("glass_rule\x1fglass_on", ("safety glasses must be worn",)),
    ("glass_rule\x1fglass_off", ("no safety glass needed",)),
)
_BATTERY = (
    ("battery_rule\x1fown", ("batteries are required",)),
    ("battery_rule\x1fnone", ("no battery needed",)),
)


def test_a_plural_in_es_or_ies_shares_its_singular() -> None:
    assert shared_nouns(tuple(p for _, p in _GLASS)) == {"safety", "glass"}
    assert shared_nouns(tuple(p for _, p in _BATTERY)) == {"battery"}
    found = needed_options("A battery is required for the lantern.", _BATTERY)
    assert [k.split("\x1f")[1] for _, _, k in found] == ["own"]
    found = needed_options("Batteries aren't needed.", _BATTERY)
    assert [k.split("\x1f")[1] for _, _, k in found] == ["none"]
