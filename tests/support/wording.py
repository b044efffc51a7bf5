"""Source wording cases: a bikes catalogue, the claims the local extractor reads from one
source body, and the topic it gives a one-value draft."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source, SourceClaim

BIKES: Catalogue = catalogue_from_dict(
    {
        "name": "Spoke & Chain bike hire",
        "topics": {
            "refund_time": {"kind": "duration", "about": ["refund*", "money back"]},
            "repair_time": {"kind": "duration", "about": ["repair*", "fixed"]},
            "trial_length": {"kind": "duration", "about": ["trial*", "test ride*"]},
            "hire_price": {
                "kind": "money",
                "currency": "GBP",
                "about": ["hire", "rental", "per bike", "a bike"],
            },
            "member_discount": {
                "kind": "percent",
                "about": ["member discount", "discount*", "off", "save", "cheaper"],
            },
            "photo_storage": {
                "kind": "count",
                "unit": "GB of ride photos",
                "about": ["ride photo*", "GB", "gigabyte*"],
            },
            "receipt_format": {
                "kind": "choice",
                "about": ["receipt*"],
                "choices": {
                    "email": ["email receipt*", "e-receipt*", "receipt* ... by email"],
                    "paper": ["paper receipt*", "printed receipt*", "receipt* ... in the post"],
                },
            },
        },
        "scopes": {
            "plan": {
                "any": ["all plans", "every plan"],
                "values": {
                    "free": ["free plan", "free"],
                    "club": ["club plan", "club members", "club"],
                },
            },
            "billing": {
                "any": ["either way"],
                "values": {
                    "monthly": ["monthly", "paying monthly", "month to month"],
                    "annual": ["annual", "annually", "yearly"],
                },
            },
        },
    },
    "test",
    "Spoke & Chain",
)


def source(body: str, kind: str = "policy") -> Source:
    return Source(
        id="BK-1",
        title="Test",
        kind=kind,  # type: ignore[arg-type]
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )


def sourced(body: str, kind: str = "policy") -> list[SourceClaim]:
    claims = extract_source_claims(source(body, kind), BIKES)
    assert all(c.quote in body for c in claims)
    return claims


def topic_of(draft: str, catalogue: Catalogue = BIKES) -> str:
    """The topic of the one claim the local reader finds in `draft` (a draft with exactly one
    value: the unpacking fails loudly on none or two)."""
    (claim,) = extract_draft_claims(draft, catalogue)
    return claim.topic
