"""`ask`: the rules without a draft (issue 10, item 1). ANSWERED with receipts, DEPENDS per
scope value, CONTESTED with both sides, UNANSWERED; receipts validated at the boundary; the
permission filter exactly as for checks."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from guard.check import CheckService
from guard.crosscheck.conflicts import AskRequest, ConflictService
from guard.engine.ask import (
    Answer,
    ReceiptError,
    answer_topic,
    outcomes,
    source_quote,
    topic_verdict,
    topics_of,
)
from guard.engine.decide import assess
from guard.extract.local import LocalExtractor
from guard.kb.workspace import Workspace, load_seed
from guard.models import Ticket
from tests.support.builders import NOW, claim, source, value
from tests.support.clicase import cli_env, cli_runner
from tests.support.conflict_helpers import (
    BRIGHTCART_CLAIMS,
    HandExtractor,
    brightcart,
    doc105_extractor,
    seed_with_doc105_timeline,
)
from tests.support.seedcase import doc105_fragments

BC_NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
REFUND_Q = "How long until my refund?"


def seed_service(extractor=None, workspace=load_seed) -> ConflictService:
    return ConflictService(CheckService(extractor or LocalExtractor(), workspace))


def bc_service() -> tuple[ConflictService, HandExtractor]:
    ws = brightcart()
    ex = HandExtractor(BRIGHTCART_CLAIMS, ws.catalogue.dimension_keys)
    return ConflictService(CheckService(ex, lambda: ws)), ex


def ask(svc: ConflictService, question: str, **kw):
    return svc.ask(AskRequest(question=question, now=kw.pop("now", NOW), **kw))


# --- the boundary: no answer without a validated quote ------------------------------------------


def test_a_claim_whose_quote_is_not_in_its_source_raises_instead_of_answering() -> None:
    s = source("DOC-1", "Failed transfers are reversed within 4 business days.")
    bad = claim(s, value(4), quote="Failed transfers are reversed within 2 business days.")
    t = Ticket(id="T", scope={"rail": "instant"})
    with pytest.raises(ReceiptError, match="not in the source"):
        outcomes("reversal_window", [(bad, s)], t, NOW)
    with pytest.raises(ReceiptError):
        source_quote(assess([(bad, s)], t, NOW)[0])


def test_a_claim_without_a_quote_raises_too() -> None:
    s = source("DOC-1", "Failed transfers are reversed within 4 business days.")
    empty = claim(s, value(4), quote="   ")
    with pytest.raises(ReceiptError):
        answer_topic("reversal_window", [(empty, s)], Ticket(id="T"), NOW)


def test_an_answered_answer_without_receipts_cannot_be_built() -> None:
    with pytest.raises(ValidationError, match="receipt"):
        Answer(scope={}, verdict="ANSWERED", rule="D4", reason="CONSENSUS", value=value(4))
    with pytest.raises(ValidationError, match="two different values"):
        Answer(scope={}, verdict="CONTESTED", rule="D7", reason="CONFLICT_UNRESOLVED")


# --- mapping a question to topics -----------------------------------------------------------------


def test_a_question_without_a_value_maps_through_the_catalogue_words(brightcart: Workspace) -> None:
    cat = brightcart.catalogue
    assert topics_of("How long do payouts take?", [], cat) == ["payout_delay"]
    assert topics_of("How long do I have to respond to a dispute?", [], cat) == [
        "dispute_response_deadline"
    ]
    assert topics_of("What's the weather like?", [], cat) == []
    # not_about keeps "open a dispute" off the deadline topic
    assert "dispute_response_deadline" not in topics_of("Can I open a dispute?", [], cat)


def test_a_question_with_a_value_is_mapped_by_its_claims() -> None:
    r = ask(
        seed_service(),
        "Are failed transfers reversed within 4 business days?",
        ticket_id="TCK-9003",
    )
    assert (r.verdict, r.topic) == ("ANSWERED", "reversal_window")
    assert r.answers[0].value_text == "4 business days"


# --- the four verdicts on the seed ------------------------------------------------------------------


def test_answered_with_receipts_and_the_rule_that_made_it_govern() -> None:
    r = ask(seed_service(), REFUND_Q, ticket_id="TCK-9001")
    assert (r.verdict, r.topic) == ("ANSWERED", "reversal_window")
    (a,) = r.answers
    assert (a.value_text, a.rule, a.reason) == ("1 business day", "D5", "EXPLICIT_SUPERSESSION")
    assert a.scope == {"rail": "instant"}
    (receipt,) = a.receipts
    body = load_seed().source("DOC-103").body
    assert receipt.source_id == "DOC-103" and receipt.quote in body
    assert receipt.owner == "Jonas Weber" and receipt.title.startswith("Instant Transfers")
    # the Slack proposal is shown as announced, never as the answer
    assert [n.source_id for n in a.announced] == ["SRC-202"]
    assert a.announced[0].standing == "PROPOSAL"


def test_depends_gives_one_answer_per_value_of_the_unknown_rail() -> None:
    r = ask(seed_service(), REFUND_Q, ticket_id="TCK-9002")
    assert r.verdict == "DEPENDS"
    got = {a.scope["rail"]: (a.verdict, a.value_text, a.receipts[0].source_id) for a in r.answers}
    assert got == {
        "instant": ("ANSWERED", "1 business day", "DOC-103"),
        "standard": ("ANSWERED", "4 business days", "DOC-101"),
    }


def test_a_scope_given_on_the_command_line_fixes_the_dimension() -> None:
    r = ask(seed_service(), REFUND_Q, scope={"rail": "standard"})
    assert r.verdict == "ANSWERED" and r.answers[0].value_text == "4 business days"
    assert r.scope == {"rail": "standard"}


def test_contested_shows_both_sides_with_value_quote_owner_and_update() -> None:
    svc, _ = bc_service()
    r = ask(svc, "How long do I have to respond to a dispute?", now=BC_NOW)
    assert (r.verdict, r.topic) == ("CONTESTED", "dispute_response_deadline")
    (a,) = r.answers
    assert a.rule == "D7" and a.scope == {"plan": "any", "region": "any"}
    sides = {s.source_id: s for s in a.sides}
    assert set(sides) == {"HC-241", "SOP-302"}
    assert (sides["HC-241"].value_text, sides["SOP-302"].value_text) == ("7 days", "10 days")
    assert sides["SOP-302"].owner == "Tomasz Kowalski"
    assert sides["SOP-302"].updated_at.date().isoformat() == "2026-10-05"
    assert not a.receipts and a.value is None


def test_unanswered_when_no_topic_and_when_only_a_proposal_speaks() -> None:
    r = ask(seed_service(), "Do you sell gift cards?")
    assert (r.verdict, r.topic, r.answers) == ("UNANSWERED", None, [])
    s = source("SRC-1", "We're planning to reverse instant transfers in 1 day.", kind="slack")
    proposal = claim(s, value(1), rail="instant")
    t = answer_topic(
        "reversal_window", [(proposal, s)], Ticket(id="T", scope={"rail": "instant"}), NOW
    )
    assert t.verdict == "UNANSWERED"
    (a,) = t.answers
    assert (a.rule, a.value, a.receipts) == ("D2", None, [])
    assert [n.source_id for n in a.announced] == ["SRC-1"]


def test_depends_across_plans_merges_the_dimension_that_does_not_matter() -> None:
    svc, _ = bc_service()
    r = ask(svc, "What's the transaction fee per sale?", now=BC_NOW)
    assert (r.verdict, r.topic) == ("DEPENDS", "transaction_fee")
    got = {a.scope["plan"]: (a.value_text, a.reason) for a in r.answers}
    assert got == {
        "starter": ("5%", "CONSENSUS"),
        "pro": ("3.5%", "SPECIFIC_EXCEPTION"),
        "enterprise": ("5%", "CONSENSUS"),
    }
    assert all(a.scope["region"] == "any" for a in r.answers)
    starter = next(a for a in r.answers if a.scope["plan"] == "starter")
    assert [(n.source_id, n.standing) for n in starter.announced] == [
        ("HC-222", "NOT_YET_EFFECTIVE")
    ]


def test_topic_verdict_rules() -> None:
    def a(verdict: str, v: float | None = None) -> Answer:
        s = source("D", "x")
        q = source_quote(assess([(claim(s, value(v or 1)), s)], Ticket(id="T"), NOW)[0])
        if verdict == "ANSWERED":
            return Answer(
                scope={},
                verdict="ANSWERED",
                rule="D4",
                reason="CONSENSUS",
                value=value(v),
                receipts=[q],
            )
        return Answer(scope={}, verdict=verdict, rule="D3", reason="UNSUPPORTED")  # type: ignore[arg-type]

    assert topic_verdict([a("ANSWERED", 1), a("ANSWERED", 1)]) == "ANSWERED"
    assert topic_verdict([a("ANSWERED", 1), a("ANSWERED", 2)]) == "DEPENDS"
    assert topic_verdict([a("ANSWERED", 1), a("UNANSWERED")]) == "DEPENDS"
    assert topic_verdict([a("UNANSWERED")]) == "UNANSWERED"
    assert topic_verdict([]) == "UNANSWERED"


# --- permissions: exactly as for checks -----------------------------------------------------------


def test_an_ops_only_source_changes_an_ops_leads_answer() -> None:
    svc = seed_service(doc105_extractor(), seed_with_doc105_timeline)
    r = ask(svc, REFUND_Q, ticket_id="TCK-9003", role="ops_lead")
    assert r.verdict == "CONTESTED"
    assert {s.source_id for s in r.answers[0].sides} == {"DOC-101", "DOC-105"}


def test_a_source_the_asker_may_not_see_never_appears_not_even_as_a_count() -> None:
    ex = doc105_extractor()
    r = ask(seed_service(ex, seed_with_doc105_timeline), REFUND_Q, ticket_id="TCK-9003")
    assert "DOC-105" not in ex.read  # never sent to an extractor
    assert r.verdict == "ANSWERED" and [x.source_id for x in r.answers[0].receipts] == ["DOC-101"]
    doc = r.to_json()
    for fragment in doc105_fragments():
        assert fragment not in doc
    assert "10 business days" not in doc


def test_brightcart_restricted_terms_answer_an_ops_lead_only() -> None:
    svc, ex = bc_service()
    q = "What's the transaction fee on an order?"
    agent = ask(svc, q, scope={"plan": "enterprise"}, now=BC_NOW)
    assert agent.verdict == "ANSWERED" and agent.answers[0].value_text == "5%"
    assert "SOP-390" not in agent.to_json() and "Enterprise commercial terms" not in agent.to_json()
    assert "SOP-390" not in ex.read
    lead = ask(svc, q, scope={"plan": "enterprise"}, role="ops_lead", now=BC_NOW)
    assert lead.verdict == "ANSWERED" and lead.answers[0].value_text == "2.5%"
    assert lead.answers[0].reason == "SPECIFIC_EXCEPTION"
    assert [x.source_id for x in lead.answers[0].receipts] == ["SOP-390"]


# --- the CLI ---------------------------------------------------------------------------------


@pytest.fixture
def cli(tmp_path, monkeypatch):
    cli_env(monkeypatch, tmp_path / "cli.db")
    return cli_runner()


def test_ask_json_follows_the_documented_shape(cli) -> None:
    r = cli("ask", "--ticket", "TCK-9002", "--now", "2026-11-30T12:00:00Z", "--json", REFUND_Q)
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert (doc["verdict"], doc["topic"]) == ("DEPENDS", "reversal_window")
    for a in doc["answers"]:
        assert {"scope", "verdict", "valueText", "receipts", "sides"} <= set(a)
        for receipt in a["receipts"]:
            assert {"sourceId", "title", "quote", "owner"} <= set(receipt)
    assert doc["role"] == "support_agent" and doc["ai"]["mode"] == "local"


def test_ask_reads_well_and_refuses_bad_input(cli) -> None:
    r = cli("ask", "--ticket", "TCK-9001", "--now", "2026-11-30T12:00:00Z", REFUND_Q)
    assert r.exit_code == 0
    assert "ANSWERED" in r.stdout and "1 business day" in r.stdout and "DOC-103" in r.stdout
    assert "announced" in r.stdout
    bad = cli("ask", "--scope", "rail=sideways", REFUND_Q)
    assert bad.exit_code == 2 and "Unknown transfer type 'sideways'" in bad.stderr
    empty = cli("ask", "  ")
    assert empty.exit_code == 2 and "Ask a question" in empty.stderr
    role = cli("ask", "--role", "admin", REFUND_Q)
    assert role.exit_code == 2 and "Unknown role" in role.stderr


def test_brightcart_with_the_local_extractor_answers_by_role(brightcart: Workspace) -> None:
    ws = brightcart
    svc = ConflictService(CheckService(LocalExtractor(ws.catalogue), lambda: ws))
    q = "What's the transaction fee per sale?"
    agent = ask(svc, q, scope={"plan": "enterprise"}, now=BC_NOW)
    assert (agent.verdict, agent.answers[0].value_text) == ("ANSWERED", "5%")
    assert "SOP-390" not in agent.to_json()
    lead = ask(svc, q, scope={"plan": "enterprise"}, role="ops_lead", now=BC_NOW)
    assert (lead.verdict, lead.answers[0].value_text) == ("ANSWERED", "2.5%")
    payouts = ask(svc, "How fast are payouts?", now=BC_NOW)
    assert payouts.verdict == "DEPENDS"
    by_plan = {a.scope["plan"]: a.value_text for a in payouts.answers}
    assert by_plan == {
        "starter": "3 business days",
        "pro": "1 business day",
        "enterprise": "1 business day",
    }
    dispute = ask(
        svc, "How long do I have to respond to a dispute?", ticket_id="BC-1003", now=BC_NOW
    )
    assert dispute.verdict == "CONTESTED"
