"""Tiny builders for engine unit tests: a source, its claim and a draft in one line each."""

from __future__ import annotations

from datetime import UTC, date, datetime

from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    Supersedes,
    Ticket,
    Value,
)

T0 = datetime(2026, 10, 1, tzinfo=UTC)
NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


def value(amount: float, unit: str = "business_days", amount_max: float | None = None) -> Value:
    return Value(amount=amount, amount_max=amount_max, unit=unit)  # type: ignore[arg-type]


def source(
    sid: str,
    sentence: str,
    *,
    kind: str = "policy",
    title: str | None = None,
    verification: str = "verified",
    verified_at: datetime | None = T0,
    updated_at: datetime = T0,
    owner_active: bool = True,
    flagged: bool = False,
    visibility: str = "everyone",
) -> Source:
    return Source(
        id=sid,
        title=title or f"Title of {sid}",
        kind=kind,  # type: ignore[arg-type]
        body=f"# {title or sid}\n\n{sentence}\n",
        signals=Signals(
            verification=verification,  # type: ignore[arg-type]
            verified_at=verified_at if verification == "verified" else None,
            updated_at=updated_at,
            owner=Owner(name="Owner", active=owner_active),
            flagged_outdated=flagged,
            visibility=visibility,  # type: ignore[arg-type]
        ),
    )


def verified_source(
    sid: str,
    body: str,
    *,
    title: str | None = None,
    kind: str = "policy",
) -> Source:
    """A verified source whose body is given whole (headings, lists and all), with fixed
    Signals: for reading tests, where only the words matter and `source` would add a heading."""
    return Source(
        id=sid,
        title=title if title is not None else f"Doc {sid}",
        kind=kind,  # type: ignore[arg-type]
        body=body,
        signals=Signals(
            verification="verified",
            verified_at=T0,
            updated_at=T0,
            owner=Owner(name="T"),
        ),
    )


def claim(
    src: Source,
    v: Value | None,
    *,
    rail: str = "any",
    topic: str = "reversal_window",
    effective: date | None = None,
    status: str = "in_force",
    supersedes: tuple[str, str] | None = None,
    quote: str | None = None,
) -> SourceClaim:
    body_line = src.body.splitlines()[2]
    return SourceClaim(
        claim_id=f"{src.id}#c1",
        source_id=src.id,
        source_version=src.signals.version,
        topic=topic,  # type: ignore[arg-type]
        value=v,
        value_text="x",
        scope={"rail": rail},  # type: ignore[arg-type]
        effective_from=effective,
        status_wording=status,  # type: ignore[arg-type]
        supersedes=Supersedes(target_text=supersedes[0], quote=supersedes[1])
        if supersedes
        else None,
        quote=quote if quote is not None else body_line,
    )


def draft(
    text: str,
    *claims: tuple[Value | None, str],
    definitive: bool = True,
    topic: str = "reversal_window",
) -> DraftExtraction:
    """A draft extraction; each claim is (value, span)."""
    return DraftExtraction(
        text=text,
        claims=[
            DraftClaim(
                claim_id=f"draft#c{i}",
                topic=topic,
                value=v,
                value_text=span,  # type: ignore[arg-type]
                span=span,
                definitive=definitive,
            )
            for i, (v, span) in enumerate(claims, 1)
        ],
    )


def extractions(d: DraftExtraction, *source_claims: SourceClaim) -> Extractions:
    by_source: dict[str, list[SourceClaim]] = {}
    for c in source_claims:
        by_source.setdefault(c.source_id, []).append(c)
    return Extractions(
        draft=d,
        sources=[SourceExtraction(source_id=k, claims=v) for k, v in by_source.items()],
    )


def ticket(rail: str = "instant") -> Ticket:
    return Ticket(id="TCK-1", customer="Test", rail=rail, message="When is my money back?")  # type: ignore[arg-type]
