"""Open (non-seed) topics for engine tests: a small catalogue, claims stated in a source's
own line, and `run` (decide a draft's value against those claims)."""

from __future__ import annotations

from guard.engine.decide import decide
from guard.engine.values import format_value
from guard.kb.catalogue import catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    Source,
    SourceClaim,
    SourceExtraction,
    Ticket,
    Value,
)
from tests.support.builders import NOW, source

CAT = catalogue_from_dict(
    {
        "name": "Acme",
        "topics": {
            "payout_delay": {"label": "payout delay", "kind": "duration", "about": ["payout*"]},
            "chargeback_fee": {
                "label": "chargeback fee",
                "kind": "money",
                "currency": "EUR",
                "about": ["chargeback*"],
            },
            "instant_fee": {"label": "instant payout fee", "kind": "percent", "about": ["instant"]},
            "free_listings": {
                "label": "free listings",
                "kind": "count",
                "unit": "free listings",
                "about": ["free listing*"],
            },
            "weekend_payouts": {
                "label": "whether payouts run at weekends",
                "kind": "choice",
                "choices": {
                    "weekends": ["payouts run at weekends"],
                    "weekdays_only": ["no weekend payouts"],
                },
            },
        },
        "scopes": {
            "plan": {"starter": ["starter plan"], "pro": ["pro plan"]},
            "region": {"label": "region", "values": {"eu": ["in the eu"], "us": ["in the us"]}},
        },
        "kinds": {"help_article": "document", "status_post": "announcement"},
    },
    "test catalogue",
    "Acme",
)


def days(a: float, unit: str = "business_days") -> Value:
    return Value(amount=a, unit=unit)


def sclaim(src: Source, topic: str, v: Value, **scope: str) -> SourceClaim:
    return SourceClaim(
        claim_id=f"{src.id}#c1",
        source_id=src.id,
        source_version=1,
        topic=topic,
        value=v,
        value_text=format_value(v),
        scope={"plan": "any", "region": "any", **scope},
        quote=stating(src.body.splitlines()[2], v),
    )


def said_in(v: Value | None) -> str:
    """A draft that states `v` (a draft claim's value is what its span says)."""
    return f"The draft says {format_value(v)}." if v is not None else "The draft."


def run(topic: str, said: Value, *claims: SourceClaim, definitive: bool = True, **scope: str):
    sources = {c.source_id: c for c in claims}
    srcs = [
        source(sid, c.quote, kind="help_article", title=f"T {sid}") for sid, c in sources.items()
    ]
    d = DraftExtraction(
        text=said_in(said),
        claims=[
            DraftClaim(
                claim_id="d1",
                topic=topic,
                value=said,
                value_text=format_value(said),
                span=said_in(said),
                definitive=definitive,
            )
        ],
    )
    ex = Extractions(
        draft=d, sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in claims]
    )
    t = Ticket(id="T-1", scope={"plan": "unknown", "region": "unknown", **scope})
    return decide(ex, srcs, t, NOW, CAT)


def stating(line: str, v: Value | None) -> str:
    """A source line that states `v` in words: a claim's value is what its quote says
    (issue 19), so a hand-built claim quotes a sentence that states it."""
    return line if v is None or format_value(v) in line else f"{line} It is {format_value(v)}."
