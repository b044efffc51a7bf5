"""Who may talk to the Intercom app and what they see: signatures (missing, wrong, on other
bytes), stale canvases, malformed requests, and roles by admin id (a restricted source never
reaches a support agent's canvas; an ops lead sees it)."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime
from urllib import request as urlrequest
from urllib.error import HTTPError

import pytest
from mock_intercom import AGENT, LEAD, IntercomSim, MockIntercom, Response, conversation

from guard.models import Owner, Signals, Source
from guard.runtime import Runtime
from guard.store import Store
from web.intercom.signature import sign

DRAFT = "Failed transfers are reversed within 4 business days."
MARKER = "ZQXMARKER"
SECRET_ID = "SEC-QZ7"


def nothing_happened(store: Store, api: MockIntercom) -> bool:
    return (
        store.checks.recent() == []
        and api.replies == []
        and store.query("SELECT * FROM sends") == []
    )


def check_doc(sim: IntercomSim) -> dict:
    return sim.click_doc(sim.open(), "check", DRAFT, AGENT, "9001")


@pytest.mark.parametrize("how", ["missing", "empty", "wrong secret", "not hex", "other body"])
def test_a_request_without_a_valid_signature_is_refused(
    sim: IntercomSim, store: Store, api: MockIntercom, how: str
) -> None:
    body = json.dumps(check_doc(sim)).encode()
    signature = {
        "missing": None,
        "empty": "",
        "wrong secret": sign(body, "another-secret"),
        "not hex": "zz" * 32,
        "other body": sign(body + b" ", "test-client-secret"),
    }[how]
    for path in ("/intercom/initialize", "/intercom/submit"):
        answer = sim.post(path, body, signature)
        assert answer.status == 401 and answer.body == {"error": "invalid signature"}
    assert nothing_happened(store, api)


def test_the_signature_covers_every_byte(sim: IntercomSim, store: Store, api: MockIntercom) -> None:
    """Signed, then one word changed (a draft swapped in transit): refused."""
    doc = check_doc(sim)
    body = json.dumps(doc).encode()
    signature = sign(body, "test-client-secret")
    tampered = body.replace(b"4 business days", b"1 business days")
    assert sim.post("/intercom/submit", tampered, signature).status == 401
    assert sim.post("/intercom/submit", body, signature).status == 200


@pytest.mark.parametrize("issued", ["two hours ago", "tomorrow", "missing", "text"])
def test_a_stale_canvas_is_refused_and_its_text_kept(
    sim: IntercomSim, store: Store, api: MockIntercom, issued: str
) -> None:
    """Signed correctly but stamped long ago (a replayed or forgotten panel): nothing is
    checked, read or sent; the text in the box comes back with a fresh canvas."""
    safe = sim.click(sim.click(sim.open(), "check", draft=DRAFT), "use_safe_reply")
    checks, reads = len(store.query("SELECT id FROM checks")), len(api.reads)
    stamp = {
        "two hours ago": int(time.time()) - 2 * 3600,
        "tomorrow": int(time.time()) + 24 * 3600,
        "missing": None,
        "text": "1700000000",
    }[issued]
    old = Response(200, json.loads(json.dumps(safe.body)))
    if stamp is None:
        del old.body["canvas"]["stored_data"]["issued"]
    else:
        old.body["canvas"]["stored_data"]["issued"] = stamp
    refused = sim.click(old, "send")
    assert refused.status == 200
    assert "minutes old" in refused.texts() and "nothing was checked or sent" in refused.texts()
    assert refused.draft() == safe.draft() and refused.buttons() == ["check"]
    assert api.replies == [] and len(api.reads) == reads
    assert len(store.query("SELECT id FROM checks")) == checks
    # the fresh canvas works
    assert "ALLOW" in sim.click(refused, "check").components[0]["text"]


def test_bad_requests_get_a_json_error_never_a_traceback(sim: IntercomSim) -> None:
    def raw(path: str, body: bytes, method: str = "POST") -> tuple[int, dict]:
        req = urlrequest.Request(sim.app_url + path, data=body or None, method=method)
        req.add_header("X-Body-Signature", sign(body, "test-client-secret"))
        try:
            with urlrequest.urlopen(req, timeout=30) as resp:
                return resp.status, json.loads(resp.read())
        except HTTPError as e:
            return e.code, json.loads(e.read())

    assert raw("/intercom/submit", b"not json")[0] == 400
    assert raw("/intercom/submit", b"[1, 2]")[0] == 400
    status, doc = raw("/intercom/submit", json.dumps({"admin": {"id": "1"}}).encode())
    assert status == 400 and "conversation" in doc["error"]
    assert raw("/intercom/initialize", b"", "GET")[0] == 405
    assert raw("/intercom/other", b"{}")[0] == 404
    assert raw("/intercom/submit", b"x" * (1024 * 1024 + 1))[0] == 413


def secret_source() -> Source:
    when = datetime(2026, 10, 20, tzinfo=UTC)
    return Source(
        id=SECRET_ID,
        title=f"Risk desk {MARKER} runbook",
        kind="sop",
        body=f"# {MARKER}\n\nFor instant transfers, failed transfers are reversed within 6 "
        f"business days ({MARKER}).",
        signals=Signals(
            verification="verified",
            verified_at=when,
            updated_at=when,
            owner=Owner(name=f"{MARKER} Desk", active=True),
            visibility="ops",
            version=1,
        ),
    )


def walk(sim: IntercomSim, admin: str) -> str:
    """Every canvas a teammate reaches from a check: the verdict, the safe reply, a send."""
    opened = sim.open(admin=admin)
    verdict = sim.click(opened, "check", draft=DRAFT, admin=admin)
    shown = [opened, verdict]
    if "use_safe_reply" in verdict.buttons():
        shown.append(sim.click(verdict, "use_safe_reply", admin=admin))
    shown.append(sim.click(verdict, verdict.buttons()[-1], admin=admin))
    return "\n".join(json.dumps(s.body, ensure_ascii=False) for s in shown)


def test_an_unmapped_teammate_is_a_support_agent_and_never_sees_a_restricted_source(
    sim: IntercomSim, store: Store, runtime: Runtime, api: MockIntercom
) -> None:
    store.sources.add(secret_source(), "tester", datetime(2026, 10, 20, tzinfo=UTC))
    runtime.refresh_index()
    api.conversations["9001"] = conversation("9001", attributes={"transfer_type": "instant"})
    words = (MARKER, SECRET_ID)
    lead = walk(sim, LEAD)
    assert SECRET_ID in lead  # the lead's canvases name it: the walk can find a leak
    assert not [w for w in words if w in walk(sim, AGENT)]
    assert not [w for w in words if w in walk(sim, "999999")]  # not in INTERCOM_ROLES at all
    roles = {r["who"]: r["role"] for r in store.query("SELECT who, role FROM checks")}
    assert roles == {
        f"intercom:{LEAD}": "ops_lead",
        f"intercom:{AGENT}": "support_agent",
        "intercom:999999": "support_agent",
    }
