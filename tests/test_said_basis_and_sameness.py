"""Four ways a wrong value passed as ALLOW, each now read or flagged:

- a verb of getting's free offer ("you get your first term free") that no source states is
  an unread value (`guard/engine/freeoffer.py`): CAUTION, never ALLOW;
- a price said per a period of time its governing source does not name ("£9 a week"
  against "£9 per session") is not SUPPORTED (`guard/engine/ratebasis.py`): CAUTION
  UNIT_MISMATCH;
- "the same as for <another scope value>" states that scope's value too
  (`guard/extract/local/sameas.py`): HOLD when it is wrong;
- a verb, its object, then the count adverb ("rebook your session twice") is a count of the
  verb's act (`guard/extract/local/wordcount.py`, `verbcount.py`).

Invented wording: a bouldering wall with day entry for adults and juniors, a belay course
charged per session, rebooks of a session, and an intro offer.
"""

from __future__ import annotations

import pytest

from guard.engine.ratebasis import draft_period, periods_in
from guard.extract.local import extract_draft_claims
from guard.extract.local.statedfree import offers
from guard.extract.local.vocab import vocabulary
from guard.extract.local.wordcount import word_counts
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Source, Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

WALL = catalogue_from_dict(
    {
        "name": "Boulder Barn",
        "topics": {
            "entry_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["day entry", "entry costs", "entry is"],
            },
            "belay_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["belay course", "belay lessons"],
            },
            "rebooks": {
                "kind": "count",
                "unit": "rebooks",
                "about": ["rebooks", "times you can rebook"],
            },
            "sessions_included": {
                "kind": "count",
                "unit": "sessions",
                "about": ["sessions included", "sessions"],
            },
        },
        "scopes": {
            "age": {"values": {"adult": ["adults", "adult"], "junior": ["juniors", "junior"]}}
        },
    },
    "test",
    "Boulder Barn",
)

SOURCES = [
    source("BB-1", "Adults pay £11 for day entry. Juniors pay £7 for day entry."),
    source("BB-2", "The belay course costs £9 per session."),
    source("BB-3", "Every course has 4 sessions. You can rebook up to 2 times per course."),
]
OFFER = source(
    "BB-4", "The belay course costs £9 per session. Newcomers get their first session free."
)
ADULT = Ticket(id="T-1", scope={"age": "adult"})
JUNIOR = Ticket(id="T-2", scope={"age": "junior"})


def _check(
    draft: str, ticket: Ticket = ADULT, sources: list[Source] | None = None
) -> tuple[str, str]:
    v = local_verdict(draft, sources or SOURCES, WALL, ticket)
    return v.decision, v.reason_code


# --- freeoffer ----------------------------------------------------------------------------------


def test_an_offer_is_found_with_its_condition() -> None:
    assert [c for _, _, c in offers("You get your first term free.")] == ["first term"]
    assert offers("You get a free term.") == []


@pytest.mark.parametrize(
    "draft",
    [
        "You get your first term free, and after that the belay course costs £9 per session.",
        "You get your first fortnight free, and then the belay course is £9 per session.",
    ],
)
def test_an_offer_no_source_states_is_never_allowed(draft: str) -> None:
    assert _check(draft, sources=[*SOURCES, OFFER]) == ("CAUTION", "EXTRACTION_GAP")


def test_an_offer_a_source_states_in_force_is_not_flagged() -> None:
    draft = "You get your first session free, and after that the belay course costs £9 per session."
    assert _check(draft, sources=[*SOURCES, OFFER]) == ("ALLOW", "SUPPORTED")
    flagged = source("BB-4", OFFER.body, flagged=True)
    assert _check(draft, sources=[*SOURCES, flagged])[0] == "CAUTION"


# --- ratebasis ----------------------------------------------------------------------------------


def test_periods_are_read_from_a_price_s_own_rate_words() -> None:
    assert draft_period("£9 a week") == "week"
    assert draft_period("£9pm") == "month"
    assert draft_period("£9 per session") is None
    assert draft_period("£9") is None
    assert periods_in("billed annually") == {"year"}
    assert periods_in("every 6-weekly visit") == set()
    assert draft_period("£9 a night") == "night"
    assert draft_period("£650 pcm") == "month"
    assert draft_period("£9/month") == "month"


@pytest.mark.parametrize(
    "draft", ["The belay course is £9 a week.", "The belay course is £9 a month."]
)
def test_a_period_the_source_does_not_state_is_not_supported(draft: str) -> None:
    assert _check(draft) == ("CAUTION", "UNIT_MISMATCH")


@pytest.mark.parametrize(
    "draft",
    [
        "The belay course is £9 per session.",
        "The belay course is £9 a session.",
        "The belay course is £9.",
    ],
)
def test_the_source_s_own_basis_or_none_is_supported(draft: str) -> None:
    assert _check(draft) == ("ALLOW", "SUPPORTED")


def test_a_period_the_source_states_is_supported() -> None:
    weekly = [source("BB-2", "The belay course costs £9 a week.")]
    assert _check("The belay course is £9 a week.", sources=weekly) == ("ALLOW", "SUPPORTED")
    assert _check("The belay course is £9 a month.", sources=weekly) == ("CAUTION", "UNIT_MISMATCH")


def test_a_period_the_source_does_not_state_is_d8_s_even_when_a_change_is_signalled() -> None:
    weekly = [
        source("BB-2", "The belay course costs £9 a week."),
        source("SL-1", "Proposal: from January the belay course costs £12 a week.", kind="slack"),
    ]
    assert _check("The belay course is £9 a week.", sources=weekly) == (
        "CAUTION",
        "CHANGE_SIGNALLED",
    )
    assert _check("The belay course is £9 a month.", sources=weekly) == ("CAUTION", "UNIT_MISMATCH")


# --- sameas -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "draft",
    [
        "Day entry is £7 for juniors, same as for adults.",
        "Day entry is £7 for juniors, the same price as adults.",
        "For juniors day entry is £7, exactly as it is for adults.",
    ],
)
def test_the_same_as_another_scope_states_its_value(draft: str) -> None:
    assert _check(draft, JUNIOR) == ("HOLD", "CONTRADICTS_GOVERNING")
    claims = extract_draft_claims(draft, WALL)
    assert [(c.topic, c.value.amount if c.value else None) for c in claims].count(
        ("entry_price", 7)
    ) == 2


def test_the_same_as_a_scope_with_that_value_is_allowed() -> None:
    assert _check("Day entry is £7 for juniors, and for adults it's £11.", JUNIOR)[0] == "ALLOW"
    same = [source("BB-1", "Day entry is £7 for everyone.")]
    assert _check("Day entry is £7 for juniors, same as for adults.", JUNIOR, same)[0] == "ALLOW"


def test_two_values_before_leave_the_same_unread() -> None:
    draft = "Day entry is £7 for juniors and the belay course is £9, the same as for adults."
    amounts = [c.value.amount for c in extract_draft_claims(draft, WALL) if c.value]
    assert amounts.count(7) == 1 and amounts.count(9) == 1


# --- wordcount / verbcount: verb, object, count ----------------------------------------------------


def _counts(sentence: str) -> list[tuple[str, float | None]]:
    vocab = vocabulary(WALL)
    return [(t, v.amount if v else None) for t, _, _, v in word_counts(sentence, vocab)]


def test_the_count_after_the_verb_s_object_is_the_verb_s() -> None:
    assert _counts("You can rebook your session twice.") == [("rebooks", 2)]
    assert _counts("You can rebook the session up to twice.") == [("rebooks", 2)]
    assert _counts("You can rebook your session once you've paid.") == []
    assert _counts("You can rebook your session to twice a week.") == []


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("You can rebook your session twice.", "ALLOW"),
        ("You can rebook your session 3 times.", "HOLD"),
        ("You can rebook your session three times.", "HOLD"),
    ],
)
def test_a_verb_object_count_is_checked(draft: str, decision: str) -> None:
    assert _check(draft)[0] == decision
