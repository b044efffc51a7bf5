"""What `answerguard import` compares and reports.

A source's fingerprint is the hash of its parsed content and signals with the version left
out, so re-importing an unchanged folder changes nothing, while any change to a file's text
or frontmatter (or to the catalogue's defaults that fill it) is a new version.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from guard.extract.identity import key_of
from guard.kb.workspace.edits import Workspace


def fingerprint(ws: Workspace, source_id: str) -> str:
    src = ws.source(source_id)
    doc = src.model_dump(mode="json", by_alias=True)
    doc["signals"].pop("version", None)
    if not doc.get("frontmatter"):
        doc.pop("frontmatter", None)  # no fields kept: the same hash as before they were kept
    if ws.root is not None and src.id in ws.mtime_defaulted:
        doc["signals"].pop("updatedAt", None)  # a file's modification time alone is no change
        doc["signals"].pop("verifiedAt", None)
    return key_of(doc)[:24]


@dataclass
class SyncSummary:
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
