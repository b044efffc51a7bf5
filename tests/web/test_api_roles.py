"""A key is bound to its role, so the permission filter applies to everything it asks: no
response to a support agent's key holds the restricted source's id or marker, whatever the
route, and a request may narrow its key's role, never widen it."""

from __future__ import annotations

import pytest

from tests.web.api_client import DRAFT, MARKER, NOW, SAFE, SECRET_ID, Client

QUESTION = "How long until a failed instant transfer is reversed?"


def _clean(text: str) -> None:
    assert MARKER not in text and SECRET_ID not in text, text


@pytest.fixture
def leads_check(lead: Client) -> str:
    """An ops lead's check that quotes the restricted source; returns its hash."""
    r = lead.post("/v1/check", {"draft": DRAFT, "ticket": "TCK-9001", "now": NOW})
    assert r.status == 200 and MARKER in r.text and SECRET_ID in r.text  # it does quote it
    lead.post("/v1/send", {"draft": DRAFT, "ticket": "TCK-9001"})
    assert MARKER in lead.post("/v1/ask", {"question": QUESTION, "ticket": "TCK-9001"}).text
    return str(r.json["checkHash"])


@pytest.mark.parametrize(
    "draft",
    [
        DRAFT,
        "Failed transfers are reversed within 6 business days.",
        "Instant transfers that fail come back within 6 business days.",
        SAFE,
    ],
)
def test_no_agent_response_holds_a_restricted_source(
    agent: Client, leads_check: str, draft: str
) -> None:
    for ticket in ("TCK-9001", None):
        body = {"draft": draft, "ticket": ticket, "now": NOW}
        _clean(agent.post("/v1/check", body).text)
    _clean(agent.post("/v1/send", {"draft": draft, "ticket": "TCK-9001"}).text)
    _clean(agent.post("/v1/ask", {"question": QUESTION, "ticket": "TCK-9001"}).text)
    _clean(agent.post("/v1/ask", {"question": QUESTION, "scope": {"rail": "instant"}}).text)
    _clean(agent.get("/v1/openapi.json").text)


def test_a_leads_check_reads_to_an_agent_like_one_never_made(
    agent: Client, lead: Client, leads_check: str
) -> None:
    secret = agent.get(f"/v1/checks/{leads_check}")
    never = agent.get("/v1/checks/ffffffffffffffff")
    assert secret.status == never.status == 404
    assert secret.text.replace(leads_check, "ffffffffffffffff") == never.text
    assert MARKER in lead.get(f"/v1/checks/{leads_check}").text  # the lead may see it


def test_a_request_may_narrow_its_keys_role_not_widen_it(
    agent: Client, lead: Client, leads_check: str
) -> None:
    narrowed = lead.post(
        "/v1/check", {"draft": DRAFT, "ticket": "TCK-9001", "role": "support_agent"}
    )
    assert narrowed.status == 200 and narrowed.json["role"] == "support_agent"
    _clean(narrowed.text)
    for path, body in (
        ("/v1/check", {"draft": DRAFT, "role": "ops_lead"}),
        ("/v1/ask", {"question": QUESTION, "role": "ops_lead"}),
        ("/v1/send", {"draft": DRAFT, "ticket": "TCK-9001", "role": "ops_lead"}),
    ):
        r = agent.post(path, body)
        assert r.status == 403 and r.json["error"]["code"] == "forbidden", r.text
        assert "narrow" in r.json["error"]["message"]
        _clean(r.text)
