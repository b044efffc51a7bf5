"""A big generated knowledge base and a spying extractor, shared by the claims-index and
cache tests: how many sources a check reads, and when."""

from __future__ import annotations

import threading
from pathlib import Path

from guard.extract.local import LocalExtractor
from guard.models import Source, SourceExtraction

CATALOGUE = """\
topics:
  payout_delay: {label: payout delay, kind: duration, about: [payout*]}
  instant_fee: {label: instant payout fee, kind: percent, about: [instant payout fee]}
scopes:
  plan: {starter: [starter plan], pro: [pro plan]}
"""


class Spy(LocalExtractor):
    """The local extractor, counting what it is asked to read."""

    def __init__(self, catalogue=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(catalogue)
        self.sources: list[str] = []
        self.drafts = 0
        self._lock = threading.Lock()

    def extract_source(self, source: Source) -> SourceExtraction:
        with self._lock:
            self.sources.append(source.id)
        return super().extract_source(source)

    def extract_draft(self, text: str):  # type: ignore[no-untyped-def]
        with self._lock:
            self.drafts += 1
        return super().extract_draft(text)


def big_kb(tmp_path: Path, n: int = 200) -> Path:
    root = tmp_path / "kb"
    (root / "sources").mkdir(parents=True)
    (root / "answerguard.yaml").write_text(CATALOGUE, encoding="utf-8")
    for i in range(n):
        body = (
            f"# Article {i}\n\nPro plan payouts arrive within 1 business day.\n"
            if i == 7
            else f"# Article {i}\n\nThe instant payout fee is {1 + i % 3}% of the amount.\n"
            if i % 10 == 0
            else f"# Article {i}\n\nA general article about settings, number {i}.\n"
        )
        (root / "sources" / f"a{i:03}.md").write_text(
            "---\nverification: verified\nupdatedAt: 2026-10-01T00:00:00Z\n---\n" + body,
            encoding="utf-8",
        )
    return root
