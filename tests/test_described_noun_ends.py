"""The noun a possessive duration describes ends where the next clause's subject starts
(`guard/extract/local/attributive.py`).

"if you move it with 3 days' notice there's no fee": with no comma between the clauses, the
noun phrase after "3 days'" ran on into "notice there's no", a noun no topic names, so the
value went to `other`. A subject pronoun or the "there" of "there's" opens a clause and is no
part of a noun phrase. A made-up bike-repair catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.extract.local.attributive import described_noun
from guard.extract.local.segment import Clause
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def workshop() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Spoke shop",
            "topics": {
                "move_notice": {
                    "label": "notice to move a service slot",
                    "kind": "duration",
                    "about": ["move*", "reschedul*"],
                },
            },
        },
        "test",
        "Shop",
    )


def test_there_after_the_noun_opens_a_new_clause() -> None:
    claims = extract_draft_claims(
        "If you move your slot with 3 days' notice there's no fee.", workshop()
    )
    assert [c.topic for c in claims if c.value_text == "3 days"] == ["move_notice"]


def test_a_subject_pronoun_ends_the_noun_phrase() -> None:
    sentence = "Give us 3 days' notice we can usually fit you in."
    at = sentence.index("3 days")
    end = at + len("3 days")
    clause = Clause(
        left=sentence[:at], right=sentence[end:], sentence=sentence, lead="", start=at, end=end
    )
    assert described_noun(clause) == "notice"
