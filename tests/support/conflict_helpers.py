"""Hand-built extractions for `ask` and the Conflict Register (a plain module).

BrightCart's outcomes need catalogue-driven extraction; these tests must not depend on how
far the local extractor has got, so its claims are written out here, each quote copied
verbatim from the source file (the engine validates every one)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path

from guard.extract.local import LocalExtractor
from guard.kb.workspace import Workspace, load_folder, load_seed
from guard.models import (
    AiMode,
    DraftExtraction,
    Source,
    SourceClaim,
    SourceExtraction,
    Value,
)

BRIGHTCART = Path(__file__).resolve().parents[2] / "guard" / "workspaces" / "brightcart"


def pct(a: float) -> Value:
    return Value(amount=a, unit="percent")


def days(a: float, unit: str = "calendar_days") -> Value:
    return Value(amount=a, unit=unit)


def money(a: float, cur: str) -> Value:
    return Value(amount=a, unit=cur)


@dataclass(frozen=True)
class Hand:
    topic: str
    value: Value
    quote: str
    scope: dict[str, str] = field(default_factory=dict)
    effective: date | None = None


#: BrightCart: the dispute deadline conflict (e), the fee exceptions (d and the D6 case), the
#: Starter fee change, chargeback fees by region.
BRIGHTCART_CLAIMS: dict[str, list[Hand]] = {
    "HC-241": [
        Hand(
            "dispute_response_deadline",
            days(7),
            "You have 7 days to respond to a dispute from the date of our email.",
        )
    ],
    "SOP-302": [
        Hand(
            "dispute_response_deadline",
            days(10),
            "Sellers have 10 days to respond to a dispute once we've notified them.",
        ),
        Hand(
            "chargeback_fee", money(15, "EUR"), "EU sellers: €15 chargeback fee", {"region": "eu"}
        ),
        Hand(
            "chargeback_fee", money(20, "USD"), "US sellers: $20 chargeback fee", {"region": "us"}
        ),
    ],
    "HC-220": [
        Hand(
            "transaction_fee",
            pct(5),
            "Our standard transaction fee is 5% of the order total, which includes the item "
            "price and any shipping you charge.",
        ),
        Hand(
            "transaction_fee",
            pct(3.5),
            "Pro sellers pay a reduced transaction fee of 3.5%.",
            {"plan": "pro"},
        ),
    ],
    "HC-222": [
        Hand(
            "transaction_fee",
            pct(6),
            "From 1 February 2027, the transaction fee on the Starter plan will be 6% of the "
            "order total.",
            {"plan": "starter"},
            date(2027, 2, 1),
        )
    ],
    "SOP-390": [
        Hand(
            "transaction_fee",
            pct(2.5),
            "Unless their contract says otherwise, Enterprise sellers pay a 2.5% transaction fee.",
            {"plan": "enterprise"},
        )
    ],
}


def hand_claims(source: Source, hands: list[Hand], dims: tuple[str, ...]) -> list[SourceClaim]:
    return [
        SourceClaim(
            claim_id=f"{source.id}#h{i}",
            source_id=source.id,
            source_version=source.signals.version,
            topic=h.topic,
            value=h.value,
            value_text=h.quote,
            scope={**{d: "any" for d in dims}, **h.scope},
            effective_from=h.effective,
            status_wording="in_force",
            quote=h.quote,
        )
        for i, h in enumerate(hands, 1)
    ]


class HandExtractor:
    """Source claims from a table; sources without an entry have none. Drafts (questions)
    go to the local extractor. Records which sources it was asked to read."""

    mode: AiMode = "local"
    model = "hand-built"
    prompt_version = "hand-1"

    def __init__(self, table: dict[str, list[Hand]], dims: tuple[str, ...], *, base=None):
        self.table = table
        self.dims = dims
        self.base = base
        self.read: list[str] = []

    def extract_source(self, source: Source) -> SourceExtraction:
        self.read.append(source.id)
        claims = list(self.base.extract_source(source).claims) if self.base else []
        claims += hand_claims(source, self.table.get(source.id, []), self.dims)
        return SourceExtraction(source_id=source.id, claims=claims)

    def extract_draft(self, text: str) -> DraftExtraction:
        return LocalExtractor().extract_draft(text)


def brightcart() -> Workspace:
    return load_folder(BRIGHTCART)


DOC105_QUOTE = (
    "If a failed transfer is under fraud review (flag FR-HOLD), do not share any reversal "
    "timeline with the customer."
)


#: A line that states a timeline in ops-only DOC-105, contradicting DOC-101. A claim's value
#: is what its words say (issue 19), so the hand-built claim quotes a line that states it.
DOC105_TIMELINE = "Under fraud review, failed transfers are reversed within 10 business days."


def with_doc105_timeline(body: str) -> str:
    return f"{body.rstrip()}\n\n{DOC105_TIMELINE}\n"


def seed_with_doc105_timeline() -> Workspace:
    """The seed, with `DOC105_TIMELINE` in DOC-105."""
    ws = load_seed()
    sources = tuple(
        s.model_copy(update={"body": with_doc105_timeline(s.body)}) if s.id == "DOC-105" else s
        for s in ws.sources
    )
    return replace(ws, sources=sources)


def doc105_extractor() -> HandExtractor:
    """The seed, plus a (hand-built) claim in ops-only DOC-105 that contradicts DOC-101: use
    it with `seed_with_doc105_timeline`, whose DOC-105 states it."""
    return HandExtractor(
        {"DOC-105": [Hand("reversal_window", days(10, "business_days"), DOC105_TIMELINE)]},
        ("rail",),
        base=LocalExtractor(),
    )
