"""Which topics a Conflict Register update must recompute (guard/crosscheck/conflicts.py).

Recomputing the register reads every source's claims and runs the rules for every topic ×
scope: seconds at 5,000 sources, after every write. But the rules never look across topics
(`engine.register`), and between two updates a topic's entries can move only if

* a claim on it changed: some source version written since the last update, or the version
  it followed, has claims on it (the claims index knows each version's topics), or
* time moved a rule's input on it: an effective date was reached (dates move by the day) or a
  verified source's review came due (a `review_due` instant between the two updates).

So an update recomputes exactly those topics, and every topic when what it would rest on
is unknown: the first update, another extractor or catalogue (every claim may read
differently), a new day, an index that is stale or incomplete (now or at the last update),
or a written version the index has no row for. A forced full update is `track(full=True)`.

Reads only what it is given and the store's small `register_state` row; decides nothing the
rules decide.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from guard.engine.standing import review_due
from guard.kb.index import Chosen, ClaimIndex
from guard.kb.workspace import Workspace
from guard.models import Model


class RegisterState(Model):
    """What the register was last brought up to date with (stored in `meta`)."""

    extractor: str
    day: date
    at: datetime
    #: Whether every source's claims came from rows by `extractor` (not stale, none missing):
    #: an update after one that read older rows must recompute everything.
    current: bool


@dataclass(frozen=True)
class Scope:
    """The topics to recompute, and the index rows the decision was made from (the sources
    to read are the ones with a claim on those topics)."""

    topics: frozenset[str]
    chosen: Chosen

    def wants(self, source_id: str) -> bool:
        row = self.chosen.rows.get(source_id)
        return row is not None and bool(row[1].topics & self.topics)


def scope_of(
    stored: str | None,
    index: ClaimIndex,
    chosen: Chosen,
    key: str,
    ws: Workspace,
    changes: list[dict[str, Any]],
    now: datetime,
) -> Scope | None:
    """The topics an update at `now` must recompute after `changes` (the source versions
    written since the last update), or None for every topic. `chosen` is the index's choice
    for the workspace's current sources under extractor `key`."""
    if stored is None or now.tzinfo is None or chosen.stale or chosen.missing:
        return None
    try:
        last = RegisterState.model_validate_json(stored)
    except ValueError:
        return None
    if not last.current or last.extractor != key or last.day != now.date():
        return None
    topics = index.changed_topics(changes, key)
    if topics is None:
        return None
    lo, hi = sorted((last.at, now))
    for s in ws.sources:
        due = review_due(s.signals)
        if due is not None and lo <= due <= hi:  # its weakeners moved with the clock
            topics |= chosen.rows[s.id][1].topics
    return Scope(frozenset(topics), chosen)


def state_after(chosen: Chosen, key: str, now: datetime) -> str:
    """The state to store after an update at `now` made from `chosen`."""
    current = not (chosen.stale or chosen.missing)
    return RegisterState(extractor=key, day=now.date(), at=now, current=current).to_json()
