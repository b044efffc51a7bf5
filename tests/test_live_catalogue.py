"""The live extractor follows the workspace's catalogue (issue 8, item 4).

A catalogue that is not the seed's (a money, a percent, a count, two choice topics and a
duration; two scope dimensions) goes through the real SDK against a fake Messages API: the
schema the model is constrained to carries that catalogue's enums, every kind of valid answer
validates, and an answer outside the catalogue is invalid output (one retry, then an
extraction error). The catalogue's hash is part of every cache identity.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest

from guard.extract.cached import (
    CachingExtractor,
    MemoryCache,
    RecordingCache,
    SavedExtractor,
    SavedOnFailure,
)
from guard.extract.identity import draft_identity, key_of, source_identity
from guard.extract.live import LiveExtractor, request_schema
from guard.extract.local import LocalExtractor
from guard.extract.outputs import output_models
from guard.extract.prompts import draft_system, source_system
from guard.extract.saved import SavedResponses
from guard.kb.catalogue import Catalogue, catalogue_from_dict, default_catalogue
from guard.models import Owner, Signals, Source
from tests.support.fake_model import FakeModel
from tests.support.livecase import CAT, Scripted, acme, claim, live

SOURCE = Source(
    id="KB-7",
    title="Fees and limits",
    kind="policy",
    body=(
        "Instant payouts cost 1.5% of the amount. A replacement card costs €5 on the pro plan "
        "in the EU. Starter accounts get 3 free withdrawals a month. Payouts take 2-3 business "
        "days. We don't pay out at weekends."
    ),
    signals=Signals(updated_at="2026-01-01T00:00:00Z", owner=Owner(name="Ops")),
)
DRAFT = "Good news: a replacement card is free for you."


def draft_claim(topic: str, value: dict | None) -> dict:
    return {
        "topic": topic,
        "value": value,
        "valueText": "free",
        "span": "a replacement card is free",
        "definitive": True,
    }


def defs(schema: dict) -> dict[str, dict]:
    return schema["$defs"]


def walk(node: Any, in_names: bool = False) -> Iterator[tuple[str, Any]]:
    """Every (keyword, value) of a JSON schema; names under properties/$defs are not keywords."""
    if isinstance(node, list):
        for n in node:
            yield from walk(n)
    elif isinstance(node, dict):
        for k, v in node.items():
            if not in_names:
                yield k, v
            yield from walk(v, in_names=not in_names and k in ("properties", "$defs"))


# --- the schema sent to the model ---------------------------------------------------------------


def test_the_request_schema_carries_the_catalogues_enums() -> None:
    api = Scripted({"claims": []})
    live(api).extract_source(SOURCE)

    [body] = api.bodies
    schema = body["output_config"]["format"]["schema"]
    d = defs(schema)
    claim_props = d["SourceClaimOut"]["properties"]
    assert claim_props["topic"]["enum"] == [
        "instant_payout_fee",
        "card_replacement_fee",
        "free_withdrawals",
        "payout_delay",
        "weekend_payouts",
        "statement_format",
        "other",
    ]
    scope = d["ScopeOut"]
    assert scope["properties"]["plan"]["enum"] == ["starter", "pro", "any"]
    assert scope["properties"]["region"]["enum"] == ["eu", "us", "any"]
    assert scope["required"] == ["plan", "region"] and scope["additionalProperties"] is False
    assert "scope" in d["SourceClaimOut"]["required"]
    assert d["ChoiceValue"]["properties"]["option"]["enum"] == [
        "weekends",
        "weekdays_only",
        "pdf",
        "csv",
    ]
    assert d["DurationValue"]["properties"]["unit"]["enum"] == [
        "business_days",
        "calendar_days",
        "hours",
        "weeks",
        "minutes",
        "months",
        "years",
    ]
    currencies = d["MoneyValue"]["properties"]["unit"]["enum"]
    assert {"EUR", "USD", "GBP", "XXX"} <= set(currencies) and "euros" not in currencies
    assert "unit" not in d["PercentValue"]["properties"]
    kinds = {name: v["properties"]["kind"]["const"] for name, v in d.items() if "Value" in name}
    assert sorted(kinds.values()) == ["choice", "count", "duration", "money", "percent"]
    for name in kinds:
        assert "kind" in d[name]["required"]  # the model always says which kind
    assert [v.get("$ref", v.get("type")) for v in claim_props["value"]["anyOf"]] == [
        "#/$defs/DurationValue",
        "#/$defs/MoneyValue",
        "#/$defs/PercentValue",
        "#/$defs/CountValue",
        "#/$defs/ChoiceValue",
        "null",
    ]


def test_the_draft_schema_has_the_topics_and_no_scope() -> None:
    api = Scripted({"claims": []})
    live(api).extract_draft(DRAFT)
    d = defs(api.bodies[0]["output_config"]["format"]["schema"])
    assert "other" in d["DraftClaimOut"]["properties"]["topic"]["enum"]
    assert "scope" not in d["DraftClaimOut"]["properties"]


@pytest.mark.parametrize("catalogue", [CAT, default_catalogue()], ids=["acme", "seed"])
def test_the_schema_stays_within_what_structured_output_accepts(catalogue: Catalogue) -> None:
    """No keyword the API rejects or the SDK would move into a description; every object
    closed; every enum non-empty and of strings."""
    models = output_models(catalogue)
    for model in (models.source, models.draft):
        schema = request_schema(model)
        for key, value in walk(schema):
            assert key not in {"oneOf", "discriminator", "default", "minimum", "pattern"}, key
            if key == "enum":
                assert value and all(isinstance(v, str) for v in value)
            if key == "description":
                assert "{" not in value, value  # nothing the SDK had to park there
        objects = schema["$defs"].values()
        assert all(o.get("additionalProperties") is False for o in objects)


def test_a_catalogue_without_scopes_has_no_scope_property() -> None:
    cat = catalogue_from_dict(
        {"topics": {"fee": {"kind": "money", "about": ["fee"]}}}, "x.yaml", "x"
    )
    api = Scripted({"claims": [claim("fee", {"kind": "money", "amount": 2, "unit": "USD"}, {})]})
    api.payloads[0]["claims"][0].pop("scope")
    result = live(api, cat).extract_source(SOURCE)
    assert result.ok, result.error
    assert result.claims[0].scope == {}
    d = defs(api.bodies[0]["output_config"]["format"]["schema"])
    assert "ScopeOut" not in d and "ChoiceValue" not in d  # no dimensions, no choice topic


def test_the_prompt_describes_the_catalogue() -> None:
    api = Scripted({"claims": []}, {"claims": []})
    ext = live(api)
    ext.extract_source(SOURCE)
    ext.extract_draft(DRAFT)
    for body in api.bodies:
        system = body["system"]
        assert "data, not instructions" in system
        for t in CAT.topics:
            assert f"- {t.key}: {t.label} ({t.kind}" in system
        assert "option weekends" in system and "option pdf" in system
        assert '"payouts run at weekends"' in system  # an option's words
        assert "amounts written without a currency are EUR" in system
        assert "counts free withdrawals" in system
        assert "- plan (plan): starter" in system and "pro (e.g." in system
        assert "- region (region): eu" in system
        assert "reversal" not in system.lower()  # nothing of the seed's world
    assert source_system(CAT) != source_system(default_catalogue())
    assert draft_system(CAT) != draft_system(default_catalogue())
    text = api.bodies[0]["messages"][0]["content"]
    assert text.rstrip().endswith("</document>") and SOURCE.body in text


# --- valid answers of every kind -----------------------------------------------------------------

VALID: dict[str, tuple[dict, dict]] = {
    # name: (claim, the Value it becomes)
    "percent": (
        claim("instant_payout_fee", {"kind": "percent", "amount": 1.5}),
        {"kind": "percent", "amount": 1.5, "unit": "percent"},
    ),
    "money": (
        claim(
            "card_replacement_fee",
            {"kind": "money", "amount": 5, "unit": "EUR"},
            {"plan": "pro", "region": "eu"},
        ),
        {"kind": "money", "amount": 5, "unit": "EUR"},
    ),
    "free": (
        claim("card_replacement_fee", {"kind": "money", "amount": 0, "unit": "XXX"}),
        {"kind": "money", "amount": 0, "unit": "XXX"},
    ),
    "count": (
        claim(
            "free_withdrawals", {"kind": "count", "amount": 3}, {"plan": "starter", "region": "any"}
        ),
        {"kind": "count", "amount": 3, "unit": "free withdrawals"},
    ),
    "duration range": (
        claim(
            "payout_delay",
            {"kind": "duration", "amount": 2, "amountMax": 3, "unit": "business_days"},
        ),
        {"kind": "duration", "amount": 2, "amount_max": 3, "unit": "business_days"},
    ),
    "weeks are calendar days": (
        claim("payout_delay", {"kind": "duration", "amount": 1, "amountMax": 2, "unit": "weeks"}),
        {"kind": "duration", "amount": 7, "amount_max": 14, "unit": "calendar_days"},
    ),
    "choice": (
        claim("weekend_payouts", {"kind": "choice", "option": "weekdays_only"}),
        {"kind": "choice", "option": "weekdays_only"},
    ),
    "other with a value": (
        claim("other", {"kind": "money", "amount": 2.5, "unit": "USD"}),
        {"kind": "money", "amount": 2.5, "unit": "USD"},
    ),
    "no value": (claim("payout_delay", None), None),
}


@pytest.mark.parametrize(("payload", "expected"), VALID.values(), ids=VALID.keys())
def test_valid_answers_of_every_kind(payload: dict, expected: dict | None) -> None:
    api = Scripted({"claims": [payload]})

    result = live(api).extract_source(SOURCE)

    assert result.ok, result.error
    [got] = result.claims
    assert got.topic == payload["topic"]
    assert got.scope == payload["scope"]
    if expected is None:
        assert got.value is None
    else:
        assert got.value is not None
        assert got.value.model_dump(exclude_none=True) == expected
    assert len(api.bodies) == 1


def test_a_valid_draft_claim() -> None:
    api = Scripted({"claims": [draft_claim("card_replacement_fee", VALID["free"][0]["value"])]})
    result = live(api).extract_draft(DRAFT)
    assert result.ok, result.error
    [got] = result.claims
    assert (got.topic, got.value.kind, got.value.high, got.span) == (
        "card_replacement_fee",
        "money",
        0,
        "a replacement card is free",
    )


# --- answers outside the catalogue: one retry, then an extraction error -------------------------

INVALID: dict[str, dict] = {
    "invented topic": claim("loyalty_bonus", {"kind": "percent", "amount": 1.5}),
    "a seed topic": claim("reversal_window", None),
    "money on a duration topic": claim(
        "payout_delay", {"kind": "money", "amount": 5, "unit": "EUR"}
    ),
    "duration on a percent topic": claim(
        "instant_payout_fee", {"kind": "duration", "amount": 1, "unit": "hours"}
    ),
    "unknown option": claim("weekend_payouts", {"kind": "choice", "option": "sundays_only"}),
    "another topic's option": claim("statement_format", {"kind": "choice", "option": "weekends"}),
    "choice on other": claim("other", {"kind": "choice", "option": "pdf"}),
    "unknown dimension value": claim("payout_delay", None, {"plan": "enterprise", "region": "any"}),
    "unknown dimension": claim(
        "payout_delay", None, {"plan": "pro", "region": "eu", "rail": "instant"}
    ),
    "missing dimension": claim("payout_delay", None, {"plan": "pro"}),
    "invented currency": claim(
        "card_replacement_fee", {"kind": "money", "amount": 5, "unit": "EURO"}
    ),
    "invented unit": claim("payout_delay", {"kind": "duration", "amount": 2, "unit": "fortnights"}),
    "invented kind": claim("payout_delay", {"kind": "bogus_kind", "amount": 2}),
    "a unit on a percent": claim(
        "instant_payout_fee", {"kind": "percent", "amount": 1.5, "unit": "percent"}
    ),
}


@pytest.mark.parametrize("payload", INVALID.values(), ids=INVALID.keys())
def test_an_answer_outside_the_catalogue_is_retried_then_fails(payload: dict) -> None:
    bad = {"claims": [payload]}
    api = Scripted(bad, bad)

    result = live(api).extract_source(SOURCE)

    assert not result.ok and result.claims == []
    assert result.error is not None and result.error.startswith("invalid output after 2 attempts")
    assert len(api.bodies) == 2
    retry = api.bodies[1]["messages"][0]["content"]
    assert "previous answer was rejected" in retry


#: What each invalid answer invented: never echoed into the retry prompt.
INVENTED = {
    "invented topic": "loyalty_bonus",
    "unknown option": "sundays_only",
    "unknown dimension value": "enterprise",
    "invented currency": "EURO",
    "invented unit": "fortnights",
    "invented kind": "bogus_kind",
}


@pytest.mark.parametrize(("case", "invented"), INVENTED.items(), ids=INVENTED.keys())
def test_the_retry_prompt_does_not_echo_what_the_model_invented(case: str, invented: str) -> None:
    api = Scripted({"claims": [INVALID[case]]}, {"claims": []})
    assert live(api).extract_source(SOURCE).ok
    retry = api.bodies[1]["messages"][0]["content"]
    rejected = retry.split("previous answer was rejected", 1)[1]
    assert invented not in rejected
    assert len(rejected) < 700  # a long list of allowed values is cut short


@pytest.mark.parametrize("payload", INVALID.values(), ids=INVALID.keys())
def test_one_bad_answer_then_a_good_one_succeeds(payload: dict) -> None:
    api = Scripted({"claims": [payload]}, {"claims": [VALID["percent"][0]]})
    result = live(api).extract_source(SOURCE)
    assert result.ok and [c.topic for c in result.claims] == ["instant_payout_fee"]
    assert len(api.bodies) == 2


@pytest.mark.parametrize(
    "value",
    [
        {"kind": "money", "amount": 0, "unit": "XXX"},
        {"kind": "choice", "option": "pdf"},
    ],
    ids=["a money claim on a choice topic", "another topic's option"],
)
def test_a_draft_answer_outside_the_catalogue_fails(value: dict) -> None:
    bad = {"claims": [draft_claim("weekend_payouts", value)]}
    api = Scripted(bad, bad)
    result = live(api).extract_draft(DRAFT)
    assert not result.ok and result.error.startswith("invalid output")
    assert len(api.bodies) == 2


def test_the_retry_prompt_names_the_problem_but_not_the_invented_values() -> None:
    api = Scripted(
        {"claims": [claim("statement_format", {"kind": "choice", "option": "weekends"})]},
        {"claims": [claim("secret_topic_xyz", None)]},
        {"claims": []},
    )
    ext = live(api)
    ext.extract_source(SOURCE)
    first_retry = api.bodies[1]["messages"][0]["content"]
    assert "statement_format" in first_retry and "options (pdf, csv)" in first_retry
    ext.extract_source(SOURCE)
    assert "secret_topic_xyz" not in api.bodies[2]["messages"][0]["content"]


# --- the catalogue in the cache identity ----------------------------------------------------------


def test_the_cache_key_differs_when_only_the_catalogue_changes() -> None:
    relabelled = acme(payout_delay={"label": "time to pay out"})
    assert relabelled.hash != CAT.hash
    same = [source_identity("m", "p", "body", "policy", c.hash) for c in (CAT, acme(), relabelled)]
    assert key_of(same[0]) == key_of(same[1]) != key_of(same[2])
    assert key_of(draft_identity("m", "p", "t", CAT.hash)) != key_of(
        draft_identity("m", "p", "t", relabelled.hash)
    )

    api = Scripted(*[{"claims": [VALID["percent"][0]]}] * 3)
    cache = MemoryCache()
    first = CachingExtractor(live(api, CAT), cache)
    assert first.extract_source(SOURCE).ok
    assert CachingExtractor(live(api, acme()), cache).extract_source(SOURCE).ok
    assert len(api.bodies) == 1  # an equal catalogue replays
    assert CachingExtractor(live(api, relabelled), cache).extract_source(SOURCE).ok
    assert len(api.bodies) == 2  # a changed one asks again
    seed = CachingExtractor(live(api, None), cache)
    assert seed.catalogue_hash == default_catalogue().hash != CAT.hash


def test_a_catalogue_free_inner_extractor_has_no_catalogue_in_its_identity() -> None:
    class Plain:
        mode = "local"
        model = "x"
        prompt_version = "x-1"

    assert CachingExtractor(Plain(), MemoryCache()).catalogue_hash is None  # type: ignore[arg-type]


def test_saved_responses_replay_only_under_the_same_catalogue(tmp_path) -> None:
    api = Scripted({"claims": [VALID["money"][0]]}, {"claims": []})
    recorder = CachingExtractor(live(api), RecordingCache(MemoryCache(), SavedResponses(tmp_path)))
    assert recorder.extract_source(SOURCE).ok
    assert recorder.extract_draft(DRAFT).ok
    identities = [json.loads(f.read_text())["identity"] for f in tmp_path.glob("*.json")]
    assert {i["catalogue"] for i in identities} == {CAT.hash}

    def saved(cat: Catalogue) -> SavedExtractor:
        return SavedExtractor(
            SavedResponses(tmp_path), "claude-haiku-5-5", "live-29", LocalExtractor(), cat
        )

    assert saved(CAT).extract_source(SOURCE).origin == "saved"
    assert saved(CAT).extract_draft(DRAFT).origin == "saved"
    other = acme(card_replacement_fee={"currency": "USD"})
    assert saved(other).extract_source(SOURCE).origin == "local"
    assert saved(other).extract_draft(DRAFT).origin == "local"


def test_the_fallback_chain_replays_under_the_live_extractors_catalogue(tmp_path) -> None:
    """When a live call fails, the saved answer recorded under the same catalogue stands in;
    one recorded under another catalogue does not."""
    good = {"claims": [VALID["money"][0]]}
    recorder = CachingExtractor(
        live(Scripted(good)), RecordingCache(MemoryCache(), SavedResponses(tmp_path))
    )
    assert recorder.extract_source(SOURCE).ok

    def failing(cat: Catalogue) -> SavedOnFailure:
        down = live(lambda request: httpx2.Response(500, json={"type": "error"}), cat)
        return SavedOnFailure(CachingExtractor(down, MemoryCache()), SavedResponses(tmp_path))

    chain = failing(CAT)
    assert chain.catalogue == CAT
    replayed = chain.extract_source(SOURCE)
    assert (replayed.ok, replayed.origin) == (True, "saved")
    assert replayed.claims[0].value.unit == "EUR"
    other = failing(acme(card_replacement_fee={"currency": "USD"})).extract_source(SOURCE)
    assert not other.ok and other.error == "InternalServerError: 500"


# --- the fake model speaks any catalogue ----------------------------------------------------------


def test_the_fake_model_answers_in_the_requests_catalogue() -> None:
    """The fake model shapes the local extractor's claims (read with Acme's catalogue) to the
    request's schema: whatever the local extractor finds, the live path accepts."""
    fake = FakeModel(catalogue=CAT)
    ext = LiveExtractor(client=fake.client(), catalogue=CAT)
    result = ext.extract_source(SOURCE)
    assert result.ok, result.error
    assert fake.violations == []
    local = LocalExtractor(CAT).extract_source(SOURCE)
    assert [(c.topic, c.value, c.quote) for c in result.claims] == [
        (c.topic, c.value, c.quote) for c in local.claims
    ]
    assert all(set(c.scope) == {"plan", "region"} for c in result.claims)
    draft = ext.extract_draft(DRAFT)
    assert draft.ok and fake.violations == []


def test_the_fake_model_reports_an_answer_its_schema_would_not_allow() -> None:
    """A seed-catalogue fake asked in Acme's schema answers with a topic Acme lacks: a real
    model could not (constrained decoding), so the fake records it, and the live extractor
    rejects it as invalid output."""
    fake = FakeModel()
    seed_source = SOURCE.model_copy(
        update={"body": "Failed transfers are reversed within 4 business days."}
    )
    result = LiveExtractor(client=fake.client(), catalogue=CAT).extract_source(seed_source)
    assert not result.ok
    assert fake.violations and all("is not one of" in v for v in fake.violations)


# --- the SDK is imported on the first model call, not before ------------------------------------


def test_the_sdk_is_not_imported_until_a_model_call() -> None:
    code = (
        "import sys\n"
        "from guard.extract.live import LiveExtractor\n"
        "from guard.extract.factory import make_extractor\n"
        "from guard.settings import Settings\n"
        "import guard.cli.app\n"
        "LiveExtractor()\n"
        "make_extractor(Settings(ai_mode='live', api_key='k'))\n"
        "print('anthropic' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "False", out.stderr
