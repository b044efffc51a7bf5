"""A source one of whose claims its own words contradict is misread for the rules
(`engine.validation`: every ALLOW is capped, SOURCE_UNREAD), so the claims index must hand it
to a check on any topic, as `eval`, which reads every source, does. The index used to call it
"read" when some quote was found, and `check` and `eval` then gave two answers to one draft.
"""

from __future__ import annotations

from guard.engine.decide import decide
from guard.kb.catalogue import default_catalogue
from guard.kb.index import judge
from guard.models import Extractions, SourceExtraction
from tests.support.builders import claim, draft, source, ticket, value
from tests.support.seedcase import NOW

SOP = source("SOP", "Failed transfers are reversed within 4 business days.", kind="sop")
D4 = draft("Reversed within 4 business days.", (value(4), "within 4 business days"))
# Two lines: the first claim is right, the second claims 9 days from words that say 2.
OTHER = source(
    "X", "Reversals take 4 business days.\n\nDisputes close within 2 business days.", kind="sop"
)


def _other_claims() -> SourceExtraction:
    right, wrong = claim(OTHER, value(4)), claim(OTHER, value(9))
    wrong = wrong.model_copy(update={"quote": "Disputes close within 2 business days."})
    right = right.model_copy(update={"quote": "Reversals take 4 business days."})
    return SourceExtraction(source_id="X", claims=[right, wrong])


def test_one_claim_its_words_contradict_makes_the_source_unread_for_the_rules() -> None:
    ext = _other_claims()
    v = decide(
        Extractions(
            draft=D4,
            sources=[SourceExtraction(source_id="SOP", claims=[claim(SOP, value(4))]), ext],
        ),
        [SOP, OTHER],
        ticket("standard"),
        NOW,
    )
    assert (v.decision, v.reason_code) == ("CAUTION", "SOURCE_UNREAD")


def test_the_index_hands_such_a_source_to_every_check() -> None:
    assert judge(OTHER, _other_claims(), default_catalogue()) == "rejected"


def test_a_source_whose_claims_its_words_bear_out_is_read() -> None:
    ext = SourceExtraction(source_id="X", claims=[claim(OTHER, value(4))])
    ext.claims[0] = ext.claims[0].model_copy(update={"quote": "Reversals take 4 business days."})
    assert judge(OTHER, ext, default_catalogue()) == "read"
