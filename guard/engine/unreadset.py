"""Which sources a check counts unread, why, and which draft claims each one caps.

One function for every caller: `decide` (the SOURCE_UNREAD cap) and `catalogue check` (the
report that shows a team, before any check, the sources that will cap its replies). Two
copies would drift, and the report would then promise a cap the check does not make, or
miss one it does.

A source is unread when its extraction failed, when every claim it gave was rejected, when a
claim its own words contradict was refused (`engine.stated`, via `engine.validation`), or
when it is silent: its text states a value that no claim and no confirmed set-aside value
explains (`engine.reading`). A source flagged outdated caps nothing: nobody relies on it.

Pure: no I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from guard.engine.hidden import capped_kinds
from guard.engine.reading import silent_sources, unexplained_kinds
from guard.engine.validation import Validated, validate
from guard.kb.catalogue import Catalogue
from guard.models import Extractions, Source


@dataclass(frozen=True)
class UnreadSource:
    """One unread source: `wording` when silent (the value wording no claim gives),
    `misread` and `quote` when a claim its own words contradict was refused, neither when
    the extraction failed or every claim was rejected. `kinds`: the value kinds it could
    hold unread (None: any, so it caps a draft claim of every kind)."""

    source_id: str
    wording: str | None = None
    misread: str | None = None
    quote: str | None = None
    kinds: frozenset[str] | None = None

    @property
    def caps(self) -> frozenset[str] | None:
        """The kinds of draft claims this source caps at CAUTION (None: every kind)."""
        return capped_kinds(self.kinds)


@dataclass(frozen=True)
class SourcesRead:
    #: Every extracted claim validated, with what was really read.
    checked: Validated
    #: The unread sources, in the order of `sources`.
    unread: list[UnreadSource]


def read_sources(
    extractions: Extractions, sources: Sequence[Source], cat: Catalogue
) -> SourcesRead:
    """Validate the extractions and list the sources a check counts unread (see module)."""
    by_id = {s.id: s for s in sources}
    silent = silent_sources(extractions, by_id, cat)
    checked = validate(extractions, by_id, cat, silent)
    exts = {e.source_id: e for e in extractions.sources}
    unread = [
        UnreadSource(
            s.id,
            wording=silent.get(s.id),
            misread=checked.misread.get(s.id),
            quote=checked.misread_quotes.get(s.id),
            kinds=unexplained_kinds(s, exts[s.id], cat) if s.id in silent else None,
        )
        for s in sources
        if s.id not in checked.read and not s.signals.flagged_outdated
    ]
    return SourcesRead(checked, unread)
