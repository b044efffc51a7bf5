"""Builders for the local extractor's reading tests: an invented catalogue in one call, and the
topics a draft or a source body is read on.

Reading tests each invent a small catalogue in another domain's words (so no knowledge base's
wording leaks into a rule's proof); these keep that to one line and leave the test's own
words in view."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
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


def source_topics(body: str, cat: Catalogue, *, source_id: str = "T-1") -> list[str]:
    """The topic of each claim the local extractor reads in a verified source's body."""
    claims = extract_source_claims(verified_source(source_id, body, title=cat.name), cat)
    return [c.topic for c in claims]
