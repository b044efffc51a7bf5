"""Builders for the local extractor's reading tests: an invented catalogue in one call, and the
topics or values a draft or a source body is read on.

Reading tests each invent a small catalogue in another domain's words (so no knowledge base's
wording leaks into a rule's proof); these keep that to one line and leave the test's own
words in view."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim, SourceClaim
from tests.support.builders import verified_source


def named_catalogue(name: str, topics: dict[str, Any], **rest: Any) -> Catalogue:
    """A catalogue called `name` with `topics` (and any other top-level fields, such as
    `scopes` or `not_covered`), loaded as answerguard.yaml would be."""
    return catalogue_from_dict({"name": name, "topics": topics, **rest}, "test", name)


def draft_topics(text: str, cat: Catalogue, kind: str | None = None) -> list[str]:
    """The topic of each claim the local extractor reads in a draft, of `kind` if given."""
    return [
        c.topic
        for c in extract_draft_claims(text, cat)
        if kind is None or (c.value is not None and c.value.kind == kind)
    ]


def source_claims(
    body: str,
    cat: Catalogue,
    *,
    source_id: str = "T-1",
    title: str | None = None,
    kind: str = "policy",
) -> list[SourceClaim]:
    """The claims the local extractor reads in one verified source's body.

    The extractor reads a source's title as its outermost heading, so the title is the
    catalogue's name unless the test's own wording gives one (`title`); `source_id` and
    `kind` let a test keep the source it wrote."""
    src = verified_source(source_id, body, title=cat.name if title is None else title, kind=kind)
    return extract_source_claims(src, cat)


def source_topics(
    body: str,
    cat: Catalogue,
    *,
    source_id: str = "T-1",
    title: str | None = None,
    kind: str = "policy",
) -> list[str]:
    """The topic of each claim the local extractor reads in a verified source's body."""
    claims = source_claims(body, cat, source_id=source_id, title=title, kind=kind)
    return [c.topic for c in claims]


def _amounts(claims: Iterable[SourceClaim | DraftClaim]) -> list[tuple[str, float | None]]:
    """Each claim's topic and amount, in reading order. A claim read with no value (or a
    choice, which has no amount) shows as None rather than being dropped, so a test that
    expects an exact list also sees a stray claim."""
    return [(c.topic, c.value.amount if c.value is not None else None) for c in claims]


def draft_values(text: str, cat: Catalogue) -> list[tuple[str, float | None]]:
    """(topic, amount) of each claim the local extractor reads in a draft: what most reading
    tests assert, a value placed on its topic."""
    return _amounts(extract_draft_claims(text, cat))


def source_values(
    body: str,
    cat: Catalogue,
    *,
    source_id: str = "T-1",
    title: str | None = None,
    kind: str = "policy",
) -> list[tuple[str, float | None]]:
    """(topic, amount) of each claim the local extractor reads in a verified source's body
    (the source built as `source_claims` builds it)."""
    return _amounts(source_claims(body, cat, source_id=source_id, title=title, kind=kind))
