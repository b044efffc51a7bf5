"""A document speaks with one voice (`guard.engine.onevoice`): a source's value that no other
source states is set aside when another in-force source confirms the source's other value,
and only then. Invented wording: a bakery's custom-cake notice, in business days."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import given
from hypothesis import strategies as st

from guard.engine.decide import assess
from guard.engine.governing import resolve_governing
from guard.engine.onevoice import one_voice
from tests.support.builders import NOW, T0, claim, source, ticket, value

TOPIC = "reversal_window"
#: The article gives the notice, then a number a reader put on the topic too.
ARTICLE = source(
    "HC-7",
    "Custom cakes need 3 business days' notice; we confirm the design within 1 business day.",
    kind="macro",
)
TERMS = source("T-1", "Orders for custom cakes need 3 business days' notice.")


def _second(src, v, **kw):
    return claim(src, v, **kw).model_copy(update={"claim_id": f"{src.id}#c2"})


def governing(*pairs):
    t = ticket("any")
    return resolve_governing(TOPIC, assess([(c, s) for s, c in pairs], t, NOW), t)


def test_a_value_only_its_own_document_states_is_outvoted_by_the_confirmed_one():
    gov = governing(
        (ARTICLE, claim(ARTICLE, value(3))),
        (ARTICLE, _second(ARTICLE, value(1))),
        (TERMS, claim(TERMS, value(3))),
    )
    assert (gov.rule, gov.value) == ("D4", value(3))
    d4 = next(s for s in gov.trace if s.rule == "D4")
    assert "HC-7 also says 1 business day, set aside: T-1 confirms its other value" in d4.detail


def test_with_no_other_source_nothing_tells_the_documents_voice():
    gov = governing((ARTICLE, claim(ARTICLE, value(3))), (ARTICLE, _second(ARTICLE, value(1))))
    assert (gov.rule, gov.decision) == ("D7", "ESCALATE")
    assert "HC-7 states more than one value here" in gov.trace[-1].detail


def test_both_values_confirmed_is_a_real_disagreement():
    other = source("MAC-2", "Cakes: 1 business day's notice.", kind="macro")
    gov = governing(
        (ARTICLE, claim(ARTICLE, value(3))),
        (ARTICLE, _second(ARTICLE, value(1))),
        (TERMS, claim(TERMS, value(3))),
        (other, claim(other, value(1))),
    )
    assert gov.rule == "D7"


def test_a_value_a_proposal_states_is_a_voice_of_its_own():
    thread = source("SL-9", "Should we cut cake notice to 1 business day?", kind="slack")
    gov = governing(
        (ARTICLE, claim(ARTICLE, value(3))),
        (ARTICLE, _second(ARTICLE, value(1))),
        (TERMS, claim(TERMS, value(3))),
        (thread, claim(thread, value(1), status="proposed")),
    )
    assert gov.rule == "D7"


def test_a_superseding_document_keeps_its_values():
    change = source(
        "POL-4",
        "From today cakes need 1 business day's notice, not 3. This replaces T-1.",
    )
    pool = assess(
        [
            (claim(change, value(1), supersedes=("T-1", "This replaces T-1.")), change),
            (_second(change, value(3)), change),
            (claim(TERMS, value(3)), TERMS),
        ],
        ticket("any"),
        NOW,
    )
    kept, aside = one_voice(pool, pool)
    assert aside == [] and len(kept) == 3


def test_a_change_announced_elsewhere_keeps_both_values():
    """An article updated to its new value beside the old one the terms still state: the
    announcement's new value is a voice of its own, so nothing is set aside."""
    updated = source(
        "HC-8",
        "Cake notice is now 1 business day (it used to be 3).",
        kind="macro",
        updated_at=T0 + timedelta(days=5),
    )
    news = source("SL-3", "From today cake notice is 1 business day.", kind="slack")
    pairs = [(claim(updated, value(1)), updated), (_second(updated, value(3)), updated)]
    said = assess(
        [*pairs, (claim(TERMS, value(3)), TERMS), (claim(news, value(1)), news)],
        ticket("any"),
        NOW,
    )
    pool = [a for a in said if a.standing.standing == "CANDIDATE"]
    assert one_voice(pool, said)[1] == []
    assert one_voice(pool, pool)[1] != []


def test_values_for_different_scopes_are_not_one_voice():
    pool = assess(
        [
            (claim(ARTICLE, value(3)), ARTICLE),
            (_second(ARTICLE, value(1), rail="instant"), ARTICLE),
            (claim(TERMS, value(3)), TERMS),
        ],
        ticket("any"),
        NOW,
    )
    assert one_voice(pool, pool)[1] == []


@given(st.permutations(range(4)))
def test_what_is_set_aside_does_not_depend_on_the_order_claims_arrive_in(order):
    other = source("MAC-2", "Cakes: 3 business days' notice.", kind="macro")
    pairs = [
        (claim(ARTICLE, value(3)), ARTICLE),
        (_second(ARTICLE, value(1)), ARTICLE),
        (claim(TERMS, value(3)), TERMS),
        (claim(other, value(3)), other),
    ]
    pool = assess([pairs[i] for i in order], ticket("any"), NOW)
    kept, aside = one_voice(pool, pool)
    assert [(a.source.id, a.value, by) for a, by in aside] == [("HC-7", value(1), "MAC-2")]
    assert sorted(a.source.id for a in kept) == ["HC-7", "MAC-2", "T-1"]
