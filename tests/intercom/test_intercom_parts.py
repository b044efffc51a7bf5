"""The Intercom app's parts: the 64 KB canvas limit with long evidence, scope from
attributes (any value, never an exception), the catalogue's `intercom.attributes`, the
settings, the schema the simulated Intercom checks with, and `guard` never importing `web`."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mock_intercom import IntercomSim, MockIntercom, canvas_problems, conversation

from guard.errors import InputError
from guard.kb.catalogue import UNKNOWN, catalogue_from_dict, default_catalogue
from guard.models import Owner, Signals, Source
from guard.runtime import Runtime
from guard.settings import REPO_ROOT
from guard.store import Store
from web.intercom.kit import MAX_CONTENT_BYTES, SHORTENED, size_of
from web.intercom.scope import scope_from_attributes
from web.intercom.settings import IntercomSettings, parse_roles

WHEN = datetime(2026, 10, 20, tzinfo=UTC)
DRAFT = "Failed transfers are reversed within 4 business days."


def long_policy(words: int) -> Source:
    """An instant-rail policy whose one sentence (the governing quote) runs to `words`."""
    tail = " ".join(["counted from the moment the failed transfer is confirmed"] * words)
    return Source(
        id="DOC-LONG",
        title="Instant reversals, the long version",
        kind="policy",
        body=f"For instant transfers only, failed transfers are reversed within 1 business "
        f"day, {tail}.",
        signals=Signals(
            verification="verified",
            verified_at=WHEN,
            updated_at=WHEN,
            owner=Owner(name="Payments ops", active=True),
            version=1,
        ),
    )


def test_long_evidence_is_shortened_to_fit_the_64_kb_canvas(
    sim: IntercomSim, store: Store, runtime: Runtime
) -> None:
    store.sources.add(long_policy(1500), "tester", WHEN)
    store.sources.remove_version("DOC-103", "remove", "tester", WHEN)  # DOC-LONG governs
    runtime.refresh_index()
    verdict = sim.click(sim.open(), "check", draft=DRAFT)  # the sim checks the size
    assert len(long_policy(1500).body.encode()) > MAX_CONTENT_BYTES
    assert "DOC-LONG" in verdict.texts() and SHORTENED.strip() in verdict.texts()
    assert size_of(verdict.body["canvas"]["content"]) <= MAX_CONTENT_BYTES
    assert verdict.draft() == DRAFT  # the draft itself is never cut


def test_a_long_customer_message_is_shortened_too(sim: IntercomSim, api: MockIntercom) -> None:
    api.conversations["9001"] = conversation("9001", message="Where is my money? " * 10_000)
    opened = sim.open()
    assert SHORTENED.strip() in opened.texts()
    assert size_of(opened.body["canvas"]["content"]) <= MAX_CONTENT_BYTES


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(
        st.sampled_from(["transfer_type", "other"]), st.none() | st.text() | st.integers()
    )
)
def test_any_attribute_value_gives_a_known_value_or_unknown(attributes: dict) -> None:
    cat = default_catalogue()
    scope, notes = scope_from_attributes(cat, attributes)
    assert set(scope) <= {"rail"}
    assert all(v in (*cat.dimension("rail").value_keys, UNKNOWN) for v in scope.values())
    if "transfer_type" not in attributes:
        assert scope == {} and notes == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Instant", "instant"),
        ("STANDARD", "standard"),
        ("instant bank transfer", "instant"),
        ("Non-instant", "standard"),
        ("instant and standard", UNKNOWN),
        ("", UNKNOWN),
        ("unknown", UNKNOWN),
    ],
)
def test_attribute_values_read_like_scope_words(value: str, expected: str) -> None:
    scope, _ = scope_from_attributes(default_catalogue(), {"transfer_type": value})
    assert scope == {"rail": expected}


def test_the_seed_maps_transfer_type_to_its_rail() -> None:
    assert default_catalogue().intercom_attributes == (("transfer_type", "rail"),)


@pytest.mark.parametrize(
    ("intercom", "message"),
    [
        (
            {"attributes": {"transfer_type": "rails"}},
            "intercom.attributes.transfer_type: 'rails' is not a scope dimension (dimensions: rail)",
        ),
        ({"attributes": {"transfer_type": ["rail"]}}, "intercom.attributes.transfer_type"),
        ({"attribute": {}}, "intercom.attribute"),
        ("rail", "intercom"),
    ],
)
def test_a_bad_intercom_section_is_one_line_naming_it(intercom: object, message: str) -> None:
    data = {
        "scopes": {"rail": {"instant": ["instant"], "standard": ["standard"]}},
        "intercom": intercom,
    }
    with pytest.raises(InputError) as e:
        catalogue_from_dict(data, "answerguard.yaml", "ws")
    assert message in e.value.message and "\n" not in e.value.message
    assert e.value.message.startswith("answerguard.yaml: ")


def test_settings_from_the_environment() -> None:
    env = {"INTERCOM_CLIENT_SECRET": "s", "INTERCOM_ACCESS_TOKEN": "t"}
    s = IntercomSettings.from_env(env)
    assert s.api_url == "https://api.intercom.io" and s.role("1") == "support_agent"
    assert "s" not in repr(s).replace("settings", "") or "client_secret" not in repr(s)
    for missing in env:
        with pytest.raises(InputError, match=missing):
            IntercomSettings.from_env({k: v for k, v in env.items() if k != missing})
    with pytest.raises(InputError, match="INTERCOM_API_URL"):
        IntercomSettings.from_env({**env, "INTERCOM_API_URL": "api.intercom.io"})
    with pytest.raises(InputError, match="INTERCOM_CANVAS_MAX_AGE_MINUTES"):
        IntercomSettings.from_env({**env, "INTERCOM_CANVAS_MAX_AGE_MINUTES": "0"})


def test_the_settings_table_states_the_defaults_the_code_uses() -> None:
    from guard.settings import ENV_VARS
    from web.intercom.settings import DEFAULT_API_URL, DEFAULT_MAX_AGE

    assert DEFAULT_API_URL in ENV_VARS["INTERCOM_API_URL"]
    minutes = int(DEFAULT_MAX_AGE.total_seconds() // 60)
    assert f"default {minutes})" in ENV_VARS["INTERCOM_CANVAS_MAX_AGE_MINUTES"]


def test_roles_by_admin_id() -> None:
    assert parse_roles(" 1=ops_lead, 2 = support_agent ,") == {
        "1": "ops_lead",
        "2": "support_agent",
    }
    for bad, words in (
        ("1", "ADMIN_ID=ROLE"),
        ("1=admin", "unknown role 'admin'"),
        ("=ops_lead", "ADMIN_ID=ROLE"),
    ):
        with pytest.raises(InputError, match=words):
            parse_roles(bad)


def test_the_schema_refuses_what_intercom_would() -> None:
    """The simulated Intercom's check can fail: each of these breaks a documented rule."""
    ok = {"type": "button", "id": "b", "label": "Go", "action": {"type": "submit"}}
    good = {"canvas": {"content": {"components": [ok]}, "stored_data": {}}}
    assert canvas_problems(good) == []
    bad = [
        {**ok, "style": "danger"},
        {k: v for k, v in ok.items() if k != "action"},
        {"type": "text", "text": "x", "style": "bold"},
        {"type": "textarea", "label": "no id"},
        {"type": "blocks", "text": "x"},
    ]
    for component in bad:
        assert canvas_problems({"canvas": {"content": {"components": [component]}}}), component
    twice = {"canvas": {"content": {"components": [ok, ok]}}}
    assert any("repeat" in p for p in canvas_problems(twice))
    huge = {"type": "text", "text": "x" * (64 * 1024)}
    assert any(
        "64 KB" in p for p in canvas_problems({"canvas": {"content": {"components": [huge]}}})
    )


def test_guard_never_imports_web() -> None:
    """The domain never depends on a surface, not even inside a function: `answerguard serve`
    starts the server from the composition root (answerguard/cli.py), outside guard/."""
    offenders = []
    for path in sorted((REPO_ROOT / "guard").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            if any(n == "web" or n.startswith("web.") for n in names):
                offenders.append(str(Path(path).relative_to(REPO_ROOT)))
    assert offenders == []
