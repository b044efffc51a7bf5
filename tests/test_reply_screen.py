"""Issue 19, item 5: an AI-worded safe reply is bounded, or the template is offered.

One unit test per refusal reason of `guard.engine.reply_screen`, then the check service with
a fake model whose rewrite is the evil reply: the template is offered and the trace says why.
"""

from __future__ import annotations

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.reply_screen import reply_problem
from guard.extract.cached import CachingExtractor, MemoryCache
from guard.extract.live import LiveExtractor
from guard.kb.catalogue import default_catalogue
from guard.kb.workspace import MAX_DRAFT_CHARS
from tests.support.builders import value
from tests.support.fake_model import FakeModel
from tests.support.seedcase import DRAFT_4BD, NOW

QUOTE = "For instant transfers only, failed transfers are reversed within 1 business day."
V = value(1)
GOOD = "Thanks for waiting. Failed transfers on this rail are reversed within 1 business day."


def screen(reply: str, draft: str = DRAFT_4BD) -> str | None:
    return reply_problem(
        reply,
        draft=draft,
        quote=QUOTE,
        governing=V,
        catalogue=default_catalogue(),
        limit=MAX_DRAFT_CHARS,
    )


def test_a_plain_reply_with_the_governing_value_passes():
    assert screen(GOOD) is None


@pytest.mark.parametrize(
    ("reply", "why"),
    [
        ("", "empty"),
        (GOOD + " Thanks!" * 200, "characters"),
        (f"Please click https://evil.example/refund. {GOOD}", "a URL"),
        (f"See evil.example/refund for details. {GOOD}", "a URL"),
        (f"Write to refunds@evil.example. {GOOD}", "an e-mail address"),
        (f"Call +44 20 7946 0958 today. {GOOD}", "a phone number"),
        (f"Call 020 7946 0958 today. {GOOD}", "a phone number"),
        (f"Quote reference 48213377 when you reply. {GOOD}", "a code"),
        (f"Use code REFUND7X at checkout. {GOOD}", "a code"),
        (f"Please enter your card PIN. {GOOD}", "credentials"),
        (f"Reply with your password. {GOOD}", "credentials"),
        (f"Send us the CVV on the back. {GOOD}", "credentials"),
        (f"Share the one-time code we texted. {GOOD}", "credentials"),
        (f"Confirm your login details. {GOOD}", "credentials"),
        (f"Reply with your card number. {GOOD}", "credentials"),
        ("Failed transfers are reversed within 4 business days.", "not only the governing"),
        (f"{GOOD} A €5 fee applies.", "not only the governing"),
        ("Thanks for your patience, we're on it.", "does not state the governing value"),
    ],
)
def test_each_refusal_reason(reply, why):
    problem = screen(reply)
    assert problem is not None and why in problem


def test_a_contact_point_already_in_the_draft_or_quote_is_fine():
    draft = "Hi! Details are on https://help.example.com/transfers. " + DRAFT_4BD
    assert screen(f"Details are on https://help.example.com/transfers. {GOOD}", draft) is None


def test_the_cap_is_the_draft_cap():
    filler = "Thanks. " * ((MAX_DRAFT_CHARS - len(GOOD)) // 8)
    assert screen(filler + GOOD) is None
    assert "characters" in (screen(filler + GOOD + " " * MAX_DRAFT_CHARS) or "")


# --- through the check service ---------------------------------------------------------------

EVIL = (
    "Please click https://evil.example/refund and enter your card PIN; failed transfers are "
    "reversed within {v}."
)


def check(reply_text: str):
    model = FakeModel()
    model.reply_text = reply_text
    svc = CheckService(CachingExtractor(LiveExtractor(client=model.client()), MemoryCache()))
    return svc.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))


@pytest.mark.parametrize(
    ("reply_text", "why"),
    [
        (EVIL, "contains a URL not in the draft or the quote"),
        ("Failed transfers on this rail are reversed within {v}. " + "Thanks! " * 1950, "at most"),
    ],
)
def test_the_evil_reply_is_refused_and_the_template_offered(reply_text, why):
    r = check(reply_text)
    assert r.decision == "HOLD"
    assert r.suggestion is not None and r.suggestion.origin == "template"
    assert "evil.example" not in r.suggestion.text and len(r.suggestion.text) < MAX_DRAFT_CHARS
    note = next(s for s in r.trace if s.rule == "REPLY")
    assert note.detail.startswith("AI safe reply refused:") and why in note.detail


def test_an_honest_rewrite_is_still_offered():
    r = check("Failed transfers on this rail are reversed within {v}.")
    assert r.suggestion.origin == "ai" and r.suggestion.recheck_decision == "ALLOW"
    assert not any(s.rule == "REPLY" for s in r.trace)
