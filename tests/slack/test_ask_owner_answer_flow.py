"""`/answerguard ask` shows an owner's answer on no catalogue topic for its own question, through
the real Bolt app against the mock Web API (issue 18, item 3): labelled as an owner's answer
(who answered, when approved), never as a topic's value, and only to a role that may see it."""

from __future__ import annotations

from guard.store import Store
from tests.slack.mock_slack import SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, text_of
from tests.support.answercase import ASKED, NEAR_MISS, UNRELATED, answer_off_catalogue

WORDS = "Pending transfers clear within 2 hours."
TEXT = "Yes: pending transfers clear within 2 hours."


def test_ask_shows_the_owners_answer_for_its_question_only(sim: SlackSim, store: Store) -> None:
    sid = answer_off_catalogue(store, WORDS, TEXT)
    sim.command(f"ask {ASKED}", AGENT)
    text = text_of(sim.last_message())
    assert "Owner's answer" in text and sid in text and TEXT in text
    assert "answered by UOWNER1 on 2026-11-30" in text and "approved 2026-11-30" in text
    assert "governs no catalogue topic" in text and "An owner answered it" in text
    assert "*UNANSWERED* · no topic" in text  # no topic's verdict takes its value
    for question in (*UNRELATED, NEAR_MISS):
        sim.command(f"ask {question}", AGENT)
        assert sid not in text_of(sim.last_message()), question


def test_an_answer_kept_for_ops_reaches_ops_leads_only(sim: SlackSim, store: Store) -> None:
    sid = answer_off_catalogue(store, WORDS, "Two hours, but keep it internal.", shareable=False)
    mark = sim.mark()
    sim.command(f"ask {ASKED}", AGENT)
    assert sid not in text_of(sim.sent_since(mark))
    assert "Ask the policy owner" in text_of(sim.last_message())
    sim.command(f"ask {ASKED}", LEAD)
    text = text_of(sim.last_message())
    assert sid in text and "Two hours, but keep it internal." in text
