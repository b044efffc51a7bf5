"""Long sources, read in sections.

A real help-centre article can run to many thousands of characters, more than one
extraction should carry. Such a source is split at its headings into sections that each fit
the cap (a section too long on its own is split at paragraph breaks, then at sentence ends),
each section is read on its own, and the claims are put back together under the source's
identity. Every quote stays verbatim: it comes from a section, which is a slice of the body.
"""

from __future__ import annotations

import re

from guard.extract.base import Extractor
from guard.kb.workspace import MAX_BODY_CHARS
from guard.models import AiMode, Source, SourceClaim, SourceExtraction

_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]", re.M)
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _cut(text: str, at: re.Pattern[str]) -> list[str]:
    """`text` split just before (headings) or after (breaks) each match, nothing dropped."""
    points = sorted({m.start() if at is _HEADING else m.end() for m in at.finditer(text)})
    parts, start = [], 0
    for p in points:
        if 0 < p < len(text):
            parts.append(text[start:p])
            start = p
    parts.append(text[start:])
    return [p for p in parts if p]


def _fit(pieces: list[str], cap: int, finer: list[re.Pattern[str]]) -> list[str]:
    """Pack pieces greedily into chunks of at most `cap`; split a piece that is too long on
    its own with the next finer boundary (hard cut as the last resort)."""
    out: list[str] = []
    current = ""
    for piece in pieces:
        if len(piece) > cap:
            if current:
                out.append(current)
                current = ""
            if finer:
                out += _fit(_cut(piece, finer[0]), cap, finer[1:])
            else:
                out += [piece[i : i + cap] for i in range(0, len(piece), cap)]
            continue
        if len(current) + len(piece) > cap:
            out.append(current)
            current = ""
        current += piece
    if current:
        out.append(current)
    return out


def sections(body: str, cap: int = MAX_BODY_CHARS) -> list[str]:
    """The body in consecutive slices of at most `cap` characters, cut at headings first."""
    if len(body) <= cap:
        return [body]
    return _fit(_cut(body, _HEADING), cap, [_PARAGRAPH, _SENTENCE])


def read_source(ex: Extractor, source: Source, cap: int = MAX_BODY_CHARS) -> SourceExtraction:
    """One source's extraction, section by section when it is longer than the cap. Unread
    when any section is unread: the missing section might hold the contradiction. The local
    extractor reads a document whole (its headings give later sections their context);
    only a model's input is bounded."""
    parts = [source.body] if ex.mode == "local" else sections(source.body, cap)
    if len(parts) == 1:
        return ex.extract_source(source)
    claims: list[SourceClaim] = []
    errors: list[str] = []
    origins: set[AiMode | None] = set()
    for n, part in enumerate(parts, 1):
        ext = ex.extract_source(source.model_copy(update={"body": part}))
        if not ext.ok:
            errors.append(f"section {n}: {ext.error}")
        origins.add(ext.origin)
        for c in ext.claims:
            claims.append(c.model_copy(update={"claim_id": f"{source.id}#c{len(claims) + 1}"}))
    origin = origins.pop() if len(origins) == 1 else None
    if errors:
        return SourceExtraction(
            source_id=source.id, ok=False, error="; ".join(errors), origin=origin
        )
    return SourceExtraction(source_id=source.id, claims=claims, origin=origin)
