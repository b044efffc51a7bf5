"""What a zero says is free decides the threshold and the fee it belongs to
(`guard.extract.local.freething`): "returns are free on baskets over £40" is no value of a
threshold that makes postage free, and never an ALLOW against a return charge.

An invented yarn shop's catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.freething import Subject, names_the_free_thing, zero_subject
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.clicase import cli_env, cli_runner
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue, source_values


def yarn(*, returns_threshold: bool = False) -> Catalogue:
    topics: dict[str, Any] = {
        "return_postage": {
            "label": "return postage charge",
            "kind": "money",
            "currency": "GBP",
            "about": ["return postage", "sending yarn back", "returns"],
        },
        "free_post_spend": {
            "label": "spend for free postage",
            "kind": "money",
            "currency": "GBP",
            "about": ["free postage", "baskets over"],
        },
        "pickup_charge": {
            "label": "courier collection charge",
            "kind": "money",
            "currency": "GBP",
            "about": ["courier collection", "collection"],
        },
    }
    if returns_threshold:
        topics["free_returns_spend"] = {
            "label": "spend for free returns",
            "kind": "money",
            "currency": "GBP",
            "about": ["free returns"],
        }
    return named_catalogue("Yarn", topics)


YARN = verified_source(
    "YN-1",
    "Return postage is £2.50, whatever you spent. Postage is free on baskets over £40. "
    "Courier collection costs £6.",
    title="Postage and returns",
)


def _yarn(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, [YARN], yarn(), message="Do I pay to send it back?")
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        # each said only that postage was free over £40: an ALLOW on a wrong promise
        "Returns are free on baskets over £40.",
        "Returns are free on baskets over £60.",
        "Free returns on baskets over £40.",
        "Returns on baskets over £40 are free.",
        "Returns and postage are free on baskets over £40.",
        # other wording, never an ALLOW either
        "If you spend over £40, returns are free.",
        "Over £40? Returns are on us.",
        "Collection is free for baskets of £100 or more.",
    ],
)
def test_a_zero_of_another_thing_is_never_allowed_through_a_threshold(draft: str) -> None:
    assert _yarn(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    ("draft", "decided"),
    [
        ("Postage is free on baskets over £40.", ("ALLOW", "SUPPORTED")),
        ("Free postage on baskets over £40.", ("ALLOW", "SUPPORTED")),
        ("Postage is free on baskets over £60.", ("HOLD", "CONTRADICTS_GOVERNING")),
    ],
)
def test_the_thresholds_own_free_thing_is_checked_through_it(
    draft: str, decided: tuple[str, str]
) -> None:
    assert _yarn(draft) == decided


def test_the_zero_goes_to_the_fee_its_subject_names_under_the_spend() -> None:
    claims = extract_draft_claims("Returns are free on baskets over £40.", yarn())
    read = [(c.topic, c.value.amount if c.value else None, c.condition) for c in claims]
    assert read == [("return_postage", 0, "on baskets over £40"), ("other", 40, None)]
    # checked against the return charge: a conditional zero against £2.50, no ALLOW
    assert _yarn("Returns are free on baskets over £40.") == ("CAUTION", "CONTRADICTS_GOVERNING")


def test_an_amount_goes_to_the_threshold_that_names_the_free_thing() -> None:
    cat = yarn(returns_threshold=True)
    said = extract_draft_claims("Returns are free on baskets over £40.", cat)
    assert [(c.topic, c.value.amount if c.value else None) for c in said] == [
        ("free_returns_spend", 40)
    ]


def test_a_source_says_no_threshold_of_another_free_thing() -> None:
    body = "Postage is free on baskets over £40. Returns are free on baskets over £90."
    # the returns' zero is the exception a condition sets (`exceptionzero`), its £90 no
    # second value of the postage threshold (which read as one escalated every reply on it)
    assert source_values(body, yarn()) == [("free_post_spend", 40), ("other", 0), ("other", 90)]


@pytest.mark.parametrize(
    ("sentence", "heads"),
    [
        ("Returns are free on baskets over £40.", ("return",)),
        ("Free returns on baskets over £40.", ("return",)),
        ("If you spend over £40, your returns are always free.", ("return",)),
        ("Returns on baskets over £40 are free.", ("return",)),
        ("There's no return fee on baskets over £40.", ("return",)),
        ("Returns and postage are free on baskets over £40.", ("return", "postage")),
        ("Over £40? Returns are on us.", ("return",)),
        ("The free postage threshold is £40.", ("postage",)),
        ("Free postage automatically on baskets over £40.", ("postage",)),
        # nothing of its own: a pronoun, or the basket the threshold measures
        ("It's free on baskets over £40.", None),
        ("Baskets over £40 ship free.", None),
    ],
)
def test_a_zeros_subject(sentence: str, heads: tuple[str, ...] | None) -> None:
    got = zero_subject(sentence, 0, len(sentence))
    assert (got.heads if got else None) == heads


def test_a_threshold_names_a_thing_by_its_label_or_phrases() -> None:
    vocab = vocabulary(yarn())
    assert names_the_free_thing(vocab, "free_post_spend", Subject("postage", ("postage",)))
    assert not names_the_free_thing(vocab, "free_post_spend", Subject("returns", ("return",)))
    both = Subject("returns and postage", ("return", "postage"))
    assert not names_the_free_thing(vocab, "free_post_spend", both)


CATALOGUE = """name: Yarn
topics:
  return_postage:
    label: return postage charge
    kind: money
    currency: GBP
    about: [return postage, returns cost]
  free_post_spend:
    label: free postage threshold
    kind: money
    currency: GBP
    about: [free postage, baskets over]
"""

POLICY = """---
id: YN-POL
title: Postage and returns
kind: policy
verification: verified
verifiedAt: "2026-10-01T00:00:00Z"
updatedAt: "2026-10-01T00:00:00Z"
owner: {name: Ola Brandt, active: true}
---
Returns cost £2.50, always. Postage is free on baskets over £40.
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "sources").mkdir()
    (tmp_path / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    (tmp_path / "sources" / "YN-POL.md").write_text(POLICY, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("draft", "allowed"),
    [
        ("Returns are free on baskets over £40.", False),
        ("Returns are free on baskets over £70.", False),
        ("Free returns on baskets over £40.", False),
        ("Postage is free on baskets over £40.", True),
    ],
)
def test_a_workspace_folder_allows_only_the_thresholds_own_free_thing(
    folder: Path, monkeypatch: pytest.MonkeyPatch, draft: str, allowed: bool
) -> None:
    cli_env(monkeypatch, folder / "guard.db", workspace=folder)
    r = cli_runner()("check", "--now", "2026-12-01T12:00:00Z", "--json", draft)
    assert r.exit_code == 0, r.output
    assert (json.loads(r.stdout)["decision"] == "ALLOW") is allowed
