"""Minutes, months and years on the live path: the schema the model is constrained to and
the prompt it reads name the new units, a model's answer in months keeps its unit, and saved
responses replay only under the prompt and schema they were recorded with.
"""

from __future__ import annotations

from test_live_catalogue import CAT, Scripted, claim, live

from guard.extract.cached import CachingExtractor, MemoryCache, RecordingCache, SavedExtractor
from guard.extract.factory import LIVE_PROMPT_VERSION
from guard.extract.live import DEFAULT_MODEL, PROMPT_VERSION
from guard.extract.local import LocalExtractor
from guard.extract.outputs import json_schema, output_models
from guard.extract.prompts import draft_system, source_system
from guard.extract.saved import SavedResponses
from guard.models import Owner, Signals, Source

SOURCE = Source(
    id="KB-9",
    title="Payout timing",
    kind="policy",
    body="Payouts on the starter plan can take up to 2 months.",
    signals=Signals(updated_at="2026-01-01T00:00:00Z", owner=Owner(name="Ops")),
)
MONTHS = claim(
    "payout_delay",
    {"kind": "duration", "amount": 2, "unit": "months"},
    {"plan": "starter", "region": "any"},
    quote=SOURCE.body,
)


def test_the_schema_and_the_prompt_name_minutes_months_and_years() -> None:
    units = json_schema(output_models(CAT).source)["$defs"]["DurationValue"]["properties"]
    assert {"minutes", "months", "years"} <= set(units["unit"]["enum"])
    for system in (source_system(CAT), draft_system(CAT)):
        assert '- minutes: "minutes"' in system and '- years: "years"' in system
        assert "never as 30 days" in system


def test_a_models_answer_in_months_keeps_its_unit() -> None:
    ext = live(Scripted({"claims": [MONTHS]})).extract_source(SOURCE)
    assert ext.ok, ext.error
    (c,) = ext.claims
    assert c.value is not None and (c.value.amount, c.value.unit) == (2, "months")


def test_the_prompt_version_moved_with_the_schema_and_the_factory_agrees() -> None:
    """Saved responses are keyed by prompt version: one recorded before the new units (live-4)
    must not be replayed as if its prompt had offered them."""
    assert PROMPT_VERSION == LIVE_PROMPT_VERSION != "live-4"


def test_saved_mode_replays_a_months_answer_only_under_its_own_prompt_version(tmp_path) -> None:
    recorder = CachingExtractor(
        live(Scripted({"claims": [MONTHS]})),
        RecordingCache(MemoryCache(), SavedResponses(tmp_path)),
    )
    assert recorder.extract_source(SOURCE).ok

    def saved(version: str) -> SavedExtractor:
        return SavedExtractor(
            SavedResponses(tmp_path), DEFAULT_MODEL, version, LocalExtractor(CAT), CAT
        )

    replayed = saved(PROMPT_VERSION).extract_source(SOURCE)
    assert replayed.origin == "saved"
    assert replayed.claims[0].value is not None and replayed.claims[0].value.unit == "months"
    older = saved("live-4").extract_source(SOURCE)
    assert older.origin == "local"  # a miss: the local extractor answers, and says so
    assert older.claims[0].value is not None and older.claims[0].value.unit == "months"
