"""A list word and its number standing right before a scope value's noun name a kind of that
service ("our Level 3 piano lessons"): the number needs a verdict, as a number inside any
service's name does (`guard/engine/numberedkind.py`), unless the customer said it or the
catalogue's own phrase holds it.

An invented music-school catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from guard.engine.decide import Verdict
from guard.engine.numberedkind import numbered_kinds
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

SCHOOL: Catalogue = named_catalogue(
    "music",
    {
        "class_size": {"label": "pupils per teacher", "kind": "count",
                       "unit": "pupils per teacher", "about": ["per teacher", "class size"]},
    },
    scopes={"lesson": {"values": {"piano": ["piano lesson*"], "violin": ["violin lesson*"],
                                  "choir": ["Stage 4 choir"]}}},
)  # fmt: skip
SOURCES = [source("POL-1", "Piano lessons take at most 4 pupils per teacher.")]


def check(draft: str, message: str = "How many children are in each class?") -> Verdict:
    ticket = Ticket(id="T-1", message=message, scope={"lesson": "piano"})
    return local_verdict(draft, SOURCES, SCHOOL, ticket)


def test_a_numbered_word_before_a_scope_values_noun_is_read() -> None:
    text = "Our Level 3 piano lessons take at most 4 pupils per teacher."
    assert [m.text for m in numbered_kinds(text, SCHOOL)] == ["Level 3"]


def test_a_list_number_that_qualifies_no_such_noun_stays_exempt() -> None:
    text = "See section 3. Piano lessons take at most 4 pupils per teacher; step 2 is booking."
    assert numbered_kinds(text, SCHOOL) == []


def test_a_number_the_catalogues_phrase_holds_is_its_name() -> None:
    assert numbered_kinds("Our Stage 4 choir meets on Mondays.", SCHOOL) == []


def test_the_customers_own_numbered_word_is_theirs() -> None:
    text = "Our Level 3 piano lessons take at most 4 pupils per teacher."
    assert numbered_kinds(text, SCHOOL, "She's just passed level 3, how big are classes?") == []


def test_the_numbered_kind_caps_a_supported_draft() -> None:
    v = check("Our Level 3 piano lessons take at most 4 pupils per teacher, so it's cosy.")
    assert (v.decision, v.reason_code) == ("CAUTION", "EXTRACTION_GAP")


def test_without_the_numbered_kind_the_draft_is_allowed() -> None:
    v = check("Our piano lessons take at most 4 pupils per teacher, so it's cosy.")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_the_customers_numbered_kind_said_back_is_allowed() -> None:
    v = check(
        "Our Level 3 piano lessons take at most 4 pupils per teacher, so it's cosy.",
        message="She's just passed level 3 piano. How many children are in each class?",
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
