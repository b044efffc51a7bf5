"""No model answer can crash a check (issue 18, item 2).

A model constrained to a JSON schema can still answer JSON of the wrong shape (a proxy, a
model that ignores structured output, a truncated or tampered answer). Every such answer is
invalid output: retried once with the error, then the fallback chain (live → saved →
unavailable), and a source it was about counts as unread. Hypothesis generates the wrong
shapes (a wrong type anywhere, a key missing or added, an unknown kind, a huge array, deep
nesting, text that is not JSON) for the source, draft and reply answers; the check always
ends in a decision. Real SDK against the fake Messages API, no network.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.cached import CachingExtractor, MemoryCache, SavedOnFailure
from guard.extract.live import MAX_CLAIMS, LiveExtractor
from guard.extract.saved import SavedResponses
from guard.models import CheckResult
from tests.support.fake_model import FakeModel, _task
from tests.support.seedcase import DRAFT_4BD, NOW

DECISIONS = {"ALLOW", "CAUTION", "HOLD", "ESCALATE", "AI_UNAVAILABLE"}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(["duration", "money", "choice", "other", "business_days", "EUR"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(node: Any, at: tuple = ()) -> list[tuple]:
    """Every location in a JSON document (the root included)."""
    out = [at]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*at, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*at, i))
    return out


def _set(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    parent = doc
    for p in path[:-1]:
        parent = parent[p]
    parent[path[-1]] = value
    return doc


def _get(doc: Any, path: tuple) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def _first_claim(doc: Any) -> dict:
    claims = doc.get("claims") if isinstance(doc, dict) else None
    if claims:
        return claims[0]
    return {"topic": "reversal_window", "value": {"kind": "duration", "amount": 1}}


#: A mutation: (the answer as the honest model gave it, a seeded random) → the answer's text.
Mutation = Callable[[dict, random.Random], str]


def _replace(value: Any) -> Mutation:
    def go(doc: dict, rnd: random.Random) -> str:
        return json.dumps(_set(doc, rnd.choice(_paths(doc)), value))

    return go


def _drop_key(doc: dict, rnd: random.Random) -> str:
    dicts = [p for p in _paths(doc) if isinstance(_get(doc, p), dict) and _get(doc, p)]
    target = _get(doc, rnd.choice(dicts))
    del target[rnd.choice(sorted(target))]
    return json.dumps(doc)


def _add_key(name: str, value: Any) -> Mutation:
    def go(doc: dict, rnd: random.Random) -> str:
        dicts = [p for p in _paths(doc) if isinstance(_get(doc, p), dict)]
        _get(doc, rnd.choice(dicts))[name or "x"] = value
        return json.dumps(doc)

    return go


def _kind(value: Any) -> Mutation:
    """The value's `kind` replaced (an object, an unknown kind, a list…)."""

    def go(doc: dict, rnd: random.Random) -> str:
        claim = _first_claim(doc)
        claim["value"] = {**(claim.get("value") or {"amount": 1}), "kind": value}
        doc["claims"] = [claim]
        return json.dumps(doc)

    return go


def _huge(n: int) -> Mutation:
    def go(doc: dict, rnd: random.Random) -> str:
        return json.dumps({**doc, "claims": [_first_claim(doc)] * n})

    return go


def _deep(depth: int, wrapper: str) -> Mutation:
    def go(doc: dict, rnd: random.Random) -> str:
        opening, closing = (
            ("[" * depth, "]" * depth)
            if wrapper == "list"
            else (
                '{"a":' * depth,
                "}" * depth,
            )
        )
        path = rnd.choice(_paths(doc))
        marker = "__DEEP__"
        return json.dumps(_set(doc, path, marker)).replace(f'"{marker}"', f"{opening}1{closing}")

    return go


def _not_json(text: str) -> Mutation:
    return lambda doc, rnd: text


mutations = st.one_of(
    json_values.map(_replace),
    st.just(_drop_key),
    st.builds(_add_key, st.text(max_size=8), json_values),
    json_values.filter(lambda v: v not in ("duration", None)).map(_kind),
    st.integers(MAX_CLAIMS + 1, MAX_CLAIMS * 4).map(_huge),
    st.builds(_deep, st.integers(20, 3000), st.sampled_from(["list", "dict"])),
    st.text(max_size=40).map(_not_json),
)


def _tampering(fake: FakeModel, task: str, mutate: Mutation, seed: int) -> Callable:
    """The fake model's transport with every answer to `task` mutated."""

    def handler(request: httpx2.Request) -> httpx2.Response:
        response = fake.handler(request)
        if _task(json.loads(request.content)) != task or response.status_code != 200:
            return response
        msg = response.json()
        answer = json.loads(msg["content"][0]["text"])
        msg["content"][0]["text"] = mutate(answer, random.Random(seed))
        return httpx2.Response(200, json=msg)

    return handler


def _check(task: str, mutate: Mutation, seed: int, saved: Path, ticket: str) -> CheckResult:
    import anthropic

    fake = FakeModel()
    client = anthropic.Anthropic(
        api_key="test",
        base_url="http://mock.invalid",
        max_retries=0,
        http_client=httpx2.Client(
            transport=httpx2.MockTransport(_tampering(fake, task, mutate, seed))
        ),
    )
    live = CachingExtractor(LiveExtractor(client=client), MemoryCache())
    svc = CheckService(SavedOnFailure(live, SavedResponses(saved)), max_workers=4)
    return svc.check(CheckRequest(ticket_id=ticket, draft=DRAFT_4BD, now=NOW))


SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.mark.parametrize(
    ("task", "ticket"),
    [("source", "TCK-9002"), ("draft", "TCK-9002"), ("reply", "TCK-9001")],
)
@SETTINGS
@given(mutate=mutations, seed=st.integers(0, 2**16))
def test_a_malformed_answer_ends_in_a_decision(task, ticket, mutate, seed, tmp_path):
    result = _check(task, mutate, seed, tmp_path, ticket)
    assert result.decision in DECISIONS
    if task == "draft" and result.ai.mode == "unavailable":
        assert result.decision == "AI_UNAVAILABLE"


def test_an_object_for_a_kind_is_invalid_output_then_unavailable(tmp_path):
    """The issue's crash: `{"kind": {...}}` raised TypeError (unhashable dict), exit 1."""
    result = _check("draft", _kind({"nested": 1}), 0, tmp_path, "TCK-9002")
    assert (result.decision, result.ai.mode) == ("AI_UNAVAILABLE", "unavailable")
    assert "invalid output after 2 attempts" in (result.ai.notice or "")


def test_a_malformed_source_answer_leaves_that_source_unread(tmp_path):
    result = _check("source", _kind({"nested": 1}), 0, tmp_path, "TCK-9002")
    assert result.decision != "ALLOW"
    assert result.unread_sources
    assert "Could not read" in (result.ai.notice or "")


def test_a_malformed_reply_falls_back_to_the_template(tmp_path):
    result = _check("reply", _replace({"x": 1}), 0, tmp_path, "TCK-9001")
    assert result.decision == "HOLD"
    assert result.suggestion is not None and result.suggestion.origin == "template"
