"""A draft decided by the local reader against a tiny knowledge base built in the test.

Many unit tests of one rule need the whole path a real check takes (the local extractor reads
the draft and every source, then `decide`) on a few sources and a made-up catalogue: one
helper, so that each test file states only its catalogue, sources and ticket."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from guard.engine.decide import Verdict, decide
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue
from guard.models import DraftExtraction, Extractions, Source, Ticket
from tests.support.builders import NOW


def local_verdict(
    draft: str | DraftExtraction,
    sources: Sequence[Source],
    catalogue: Catalogue,
    ticket: Ticket | None = None,
    *,
    message: str = "",
    now: datetime = NOW,
) -> Verdict:
    """The verdict on `draft`, every source read by `LocalExtractor` as the service reads it.

    A draft already read (say by a scripted live model) is taken as read. Without a `ticket`,
    one (id T-1) carries the customer's `message`."""
    ex = LocalExtractor(catalogue)
    read = ex.extract_draft(draft) if isinstance(draft, str) else draft
    extractions = Extractions(draft=read, sources=[ex.extract_source(s) for s in sources])
    asked = ticket if ticket is not None else Ticket(id="T-1", message=message)
    return decide(extractions, list(sources), asked, now, catalogue)
