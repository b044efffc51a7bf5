"""An option phrase of a describing word and its noun, said with the word as the noun's
predicate ("resoles are free" for "free resole"), states that option; denied ("resoles
aren't free") it is an unread value, never a pass (`guard/extract/local/predicateoption.py`,
`guard/engine/deniedoption.py`).

Invented wording: a cobbler whose guarantee is a choice of a free or a charged re-stitch.
"""

from __future__ import annotations

import pytest

from guard.engine.deniedoption import denied_option_matches
from guard.extract.local.predicateoption import denied_options, predicate_options
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

COBBLER = catalogue_from_dict(
    {
        "name": "Heel & Toe",
        "topics": {
            "stitch_guarantee": {
                "kind": "choice",
                "about": ["seam splits", "stitching comes loose", "restitch"],
                "choices": {
                    "free_restitch": ["free restitch"],
                    "paid_restitch": ["charged restitch"],
                },
            },
            "heel_price": {"kind": "money", "currency": "GBP", "about": ["new heels"]},
        },
    },
    "test",
    "Heel & Toe",
)

FREE = [source("HT-1", "If a seam splits within a month, we'll do a free restitch.")]
PAID = [source("HT-1", "If a seam splits after a repair, it's a charged restitch.")]
CHOICES = (
    ("stitch_guarantee\x1ffree_restitch", ("free restitch",)),
    ("stitch_guarantee\x1fpaid_restitch", ("charged restitch",)),
)


def _check(draft: str, sources: list) -> tuple[str, str]:  # type: ignore[type-arg]
    v = local_verdict(draft, sources, COBBLER, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "If the seam splits, restitches are free.",
        "If the stitching comes loose, the restitch is always free.",
        "When the seam splits, your restitch will be free.",
    ],
)
def test_the_predicate_states_the_option(draft: str) -> None:
    assert _check(draft, FREE) == ("ALLOW", "SUPPORTED")
    assert _check(draft, PAID)[0] == "HOLD"


def test_the_other_option_as_a_predicate_holds_against_the_source() -> None:
    assert _check("If the seam splits, restitches are charged.", FREE)[0] == "HOLD"
    assert _check("If the seam splits, restitches are charged.", PAID) == ("ALLOW", "SUPPORTED")


@pytest.mark.parametrize(
    "draft",
    [
        "If the seam splits, restitches aren't free.",
        "If the stitching comes loose, the restitch is not free.",
        "If the seam splits, a restitch won't be free.",
    ],
)
def test_a_denied_option_is_never_allowed(draft: str) -> None:
    assert denied_option_matches(draft, COBBLER, [])
    assert _check(draft, FREE) == ("CAUTION", "EXTRACTION_GAP")


@pytest.mark.parametrize(
    "sentence",
    [
        "Restitches are free to book online.",  # a liberty, not a price
        "We do free restitches.",  # the phrase as written is `values`' own reading
        "New heels are free.",  # another noun
        "Is the restitch free?",  # no copula before the word
    ],
)
def test_no_predicate_option_outside_the_shape(sentence: str) -> None:
    assert predicate_options(sentence, CHOICES) == []


def test_a_denial_is_no_option() -> None:
    assert predicate_options("Restitches are not free.", CHOICES) == []
    assert denied_options("Restitches are not free.", CHOICES)


# A compound describing word keeps its hyphen before the noun and often drops it after the
# copula: "a dye-free polish" is said "the polish is dye free" (invented: a shoe-care kit).
_POLISH = (
    ("polish_kind\x1fdye_free", ("dye-free polish",)),
    ("polish_kind\x1ftinted", ("tinted polish",)),
)


@pytest.mark.parametrize(
    "sentence", ["Our polish is dye-free.", "The polish is dye free.", "Polishes are dye-free."]
)
def test_a_hyphened_describing_word_is_read_after_the_copula(sentence: str) -> None:
    found = predicate_options(sentence, _POLISH)
    assert [key for _, _, key in found] == ["polish_kind\x1fdye_free"]


def test_a_hyphened_describing_word_denied_is_no_option() -> None:
    assert predicate_options("Our polish isn't dye-free.", _POLISH) == []
    assert [k for _, _, k in denied_options("Our polish isn't dye free.", _POLISH)] == [
        "polish_kind\x1fdye_free"
    ]


# Where the describing word holds its topic's own word ("fragrance" in "fragrance-free
# bar"), the noun only says what holds it: any subject states the option (invented: a soap
# maker whose bars may carry scent from a shared workshop).
_SOAP = (
    ("scent_policy\x1fno_scent", ("fragrance-free bar",)),
    ("scent_policy\x1fscented", ("scented bar",)),
)
_SOAP_ABOUT = (("scent_policy", ("fragrance",)), ("scent_policy", ("perfume oils",)))


@pytest.mark.parametrize(
    "sentence",
    [
        "Our shampoos are fragrance-free.",
        "Every lotion we pour is fragrance free.",
        "It's fragrance free.",
    ],
)
def test_a_describing_word_naming_its_topic_is_said_of_any_subject(sentence: str) -> None:
    found = predicate_options(sentence, _SOAP, _SOAP_ABOUT)
    assert [key for _, _, key in found] == ["scent_policy\x1fno_scent"]
    assert predicate_options(sentence, _SOAP) == []  # without the topic's words: the noun only


@pytest.mark.parametrize(
    "sentence",
    [
        "Our shampoos are scented.",  # "scented" holds no word of the topic: its noun only
        "She wants a lotion that is fragrance free.",  # a relative clause: what is needed
    ],
)
def test_any_subject_only_for_a_describing_word_naming_its_topic(sentence: str) -> None:
    assert predicate_options(sentence, _SOAP, _SOAP_ABOUT) == []


def test_a_describing_word_naming_its_topic_denied_of_any_subject() -> None:
    sentence = "Our lotions aren't fragrance free."
    assert predicate_options(sentence, _SOAP, _SOAP_ABOUT) == []
    assert [k for _, _, k in denied_options(sentence, _SOAP, _SOAP_ABOUT)] == [
        "scent_policy\x1fno_scent"
    ]
    assert [k for _, _, k in denied_options("The bar's not fragrance free.", _SOAP)] == [
        "scent_policy\x1fno_scent"
    ]


_WORKSHOP = catalogue_from_dict(
    {
        "name": "Lather Lane",
        "topics": {
            "scent_policy": {
                "kind": "choice",
                "about": ["fragrance", "perfume oils"],
                "choices": {
                    "no_scent": ["fragrance-free workshop"],
                    "may_carry": ["may carry fragrance"],
                },
            },
        },
    },
    "test",
    "Lather Lane",
)


def test_a_product_said_free_of_what_the_source_says_it_may_carry_holds() -> None:
    sources = [source("LL-1", "We pour perfume oils daily, so every bar may carry fragrance.")]
    v = local_verdict("Our soaps are fragrance-free.", sources, _WORKSHOP, Ticket(id="T-1"))
    assert v.decision == "HOLD"
    v = local_verdict("Our soaps may carry fragrance.", sources, _WORKSHOP, Ticket(id="T-1"))
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
