"""A line's label that names one of the catalogue's scope values is that value, even when the
word is also a changelog category (`guard/extract/local/namedlabel.py`): an energy supplier
with Fixed and Variable tariffs lists them as "Fixed – …" in its help articles."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from tests.support.wording import BIKES, source, sourced

TARIFFS = catalogue_from_dict(
    {
        "name": "Glow energy",
        "topics": {
            "standing_charge": {
                "kind": "money",
                "currency": "GBP",
                "about": ["standing charge*"],
            },
        },
        "scopes": {
            "tariff": {
                "any": ["all tariffs"],
                "values": {"fixed": ["fixed tariff"], "variable": ["variable tariff"]},
            },
        },
    },
    "test",
    "Glow",
)


def read(body: str, kind: str) -> list[tuple[str, str, str]]:
    claims = extract_source_claims(source(body, kind), TARIFFS)
    return [(c.topic, c.value_text, c.scope["tariff"]) for c in claims]


@pytest.mark.parametrize("kind", ["article", "release_note"])
def test_a_scope_values_name_as_a_dash_label_is_that_value(kind: str) -> None:
    body = "Our tariffs:\n\n- Variable – a standing charge of £12\n- Fixed – a standing charge of £15\n"
    assert read(body, kind) == [
        ("standing_charge", "£12", "variable"),
        ("standing_charge", "£15", "fixed"),
    ]


def test_a_colon_category_stays_a_fixed_defect_even_when_it_names_a_value() -> None:
    body = "- New: a darker theme.\n- Fixed: the app showed a standing charge of £0.\n"
    assert read(body, "release_note") == []


def test_a_dash_label_no_scope_value_names_stays_a_fixed_defect() -> None:
    assert sourced("- Fixed – the basket showed hire at £5 a bike.\n", "release_note") == []
    assert BIKES.scopes  # the bikes catalogue has scopes, none of them named "Fixed"
