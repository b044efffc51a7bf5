"""The live extractor against scripted or mocked Messages API answers: the acme catalogue,
scripted payloads and a real `anthropic` client over a mock transport (no network)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import anthropic
import httpx2

from guard.extract.live import LiveExtractor
from guard.kb.catalogue import Catalogue, catalogue_from_dict

Handler = Callable[[httpx2.Request], httpx2.Response]


#: Kept before any test patches `anthropic.Anthropic` to watch the extractor build its client.
RealAnthropic = anthropic.Anthropic

ACME: dict[str, Any] = {
    "name": "Acme Payments support",
    "topics": {
        "instant_payout_fee": {
            "label": "instant payout fee",
            "kind": "percent",
            "about": ["instant payout fee", "fee for instant payouts"],
        },
        "card_replacement_fee": {
            "label": "card replacement fee",
            "kind": "money",
            "currency": "EUR",
            "about": ["replacement card", "card replacement"],
        },
        "free_withdrawals": {
            "label": "free withdrawals per month",
            "kind": "count",
            "unit": "free withdrawals",
            "about": ["free withdrawal*"],
        },
        "payout_delay": {
            "label": "payout delay",
            "kind": "duration",
            "about": ["payout|payouts", "paid out"],
        },
        "weekend_payouts": {
            "label": "whether payouts run at weekends",
            "kind": "choice",
            "choices": {
                "weekends": ["payouts run at weekends", "paid out on saturdays"],
                "weekdays_only": ["no weekend payouts", "business days only"],
            },
        },
        "statement_format": {
            "label": "statement format",
            "kind": "choice",
            "choices": {"pdf": ["pdf statement*"], "csv": ["csv export*"]},
        },
    },
    "scopes": {
        "plan": {"label": "plan", "values": {"starter": ["starter plan"], "pro": ["pro plan"]}},
        "region": {"eu": ["in the EU"], "us": ["in the US"]},
    },
}


def acme(**changes: Any) -> Catalogue:
    data = json.loads(json.dumps(ACME))
    for topic, fields in changes.items():
        data["topics"][topic].update(fields)
    return catalogue_from_dict(data, "acme/answerguard.yaml", "acme")


CAT = acme()


def claim(topic: str, value: dict | None, scope: dict | None = None, **extra: Any) -> dict:
    return {
        "topic": topic,
        "value": value,
        "valueText": "as written",
        "scope": {"plan": "any", "region": "any"} if scope is None else scope,
        "effectiveFrom": None,
        "statusWording": "unstated",
        "supersedes": None,
        "quote": "Instant payouts cost 1.5% of the amount.",
        **extra,
    }


class Scripted:
    """Answers with scripted payloads in order and keeps every request body."""

    def __init__(self, *payloads: Any) -> None:
        self.payloads = list(payloads)
        self.bodies: list[dict] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.bodies.append(json.loads(request.content))
        assert self.payloads, "more calls than scripted"
        return httpx2.Response(200, json=message(self.payloads.pop(0)))


def live(handler: Any, catalogue: Catalogue | None = CAT) -> LiveExtractor:
    return LiveExtractor(client=mock_client(handler), catalogue=catalogue)


def mock_client(handler: Handler, max_retries: int = 0, **kwargs: Any) -> anthropic.Anthropic:
    kwargs.setdefault("api_key", "test")
    return RealAnthropic(
        base_url="http://mock.invalid",
        max_retries=max_retries,
        http_client=httpx2.Client(transport=httpx2.MockTransport(handler)),
        **kwargs,
    )


def message(payload: Any) -> dict:
    return {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude-haiku-5-5",
        "content": [{"type": "text", "text": json.dumps(payload)}],
        "stop_reason": "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 5},
    }
