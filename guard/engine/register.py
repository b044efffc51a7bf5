"""The Conflict Register: every place the knowledge base disagrees with itself.

The rules of `engine.ask`, run for every catalogue topic × every combination of the scope
values that matter to it (the dimensions some source on the topic is specific about). Each
run that ends in D7 (or D1) is a conflict; the same set of sides found under several scopes
is one entry listing those scopes. Runs a rule settles (D4 consensus, D5 explicit
supersession, D6 specific exception) are not conflicts, nor are pending proposals (D2); a
proposal or future change that contradicts a governing value is listed apart, as a change
announced (the D11b comparison: by amount within a unit family).

The rules never look across topics (standing and applicability are per claim; D1–D7 take
the claims on one topic), so each topic's runs see only the claims on it, and the register
of some topics is exactly the full register's entries on those topics. That is what lets
the register's history be updated per topic after a write (`guard/crosscheck/conflicts.py`).

Pure: no I/O, no clock. Every quote goes through `ask.source_quote`, so a side without a
validated quote raises instead of being listed.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from pydantic import Field

from guard.engine.ask import SourceQuote, outcomes, source_quote
from guard.engine.values import format_value, within_by_amount
from guard.extract.identity import key_of
from guard.kb.catalogue import UNKNOWN, Catalogue, default_catalogue
from guard.models import Model, Source, SourceClaim, Ticket, Value

#: The ticket every register run starts from: no scope known.
REGISTER_TICKET = "register"


class ConflictEntry(Model):
    #: Stable while the same sides disagree on the same topic: topic + each side's source and
    #: quote. An edit that changes a side's quote makes a new entry (and closes the old one).
    id: str
    topic: str
    label: str
    #: Where it holds: the dimensions that matter, each combination once ({} = everywhere).
    scopes: list[dict[str, str]]
    rule: str
    sides: list[SourceQuote]
    #: When the later of the sides last changed.
    open_since: datetime


class ChangeEntry(Model):
    """A proposal or not-yet-effective change that contradicts a governing value."""

    id: str
    topic: str
    label: str
    scopes: list[dict[str, str]]
    governing_value: Value
    governing_value_text: str
    governing_rule: str
    governing: list[SourceQuote]
    announced: list[SourceQuote]


class Register(Model):
    conflicts: list[ConflictEntry] = Field(default_factory=list)
    changes_announced: list[ChangeEntry] = Field(default_factory=list)


def _entry_id(topic: str, quotes: list[SourceQuote]) -> str:
    return key_of(
        {"topic": topic, "sides": sorted([q.source_id, q.quote, q.value_text] for q in quotes)}
    )[:12]


def conflict_register(
    source_claims: list[tuple[SourceClaim, Source]],
    now: datetime,
    catalogue: Catalogue | None = None,
    topics: Iterable[str] | None = None,
) -> Register:
    """Every unresolved contradiction, once, with the scopes it holds under, and the changes
    announced against a governing value. `source_claims` must be quote-validated and hold
    only what the reader may see. `topics` limits it to those topics (None: every topic
    of the catalogue); claims on other topics are ignored, so a caller may pass more."""
    cat = catalogue or default_catalogue()
    base = Ticket(id=REGISTER_TICKET, scope={d: UNKNOWN for d in cat.dimension_keys})
    conflicts: dict[str, ConflictEntry] = {}
    changes: dict[str, ChangeEntry] = {}
    # One pass to group the claims: each topic's runs then assess only its own claims
    # (in their original order), not every claim of the knowledge base once per topic.
    on_topic: dict[str, list[tuple[SourceClaim, Source]]] = {}
    for pair in source_claims:
        on_topic.setdefault(pair[0].topic, []).append(pair)
    wanted = None if topics is None else set(topics)
    for topic in cat.topic_keys:
        if wanted is not None and topic not in wanted:
            continue
        for run in outcomes(topic, on_topic.get(topic, []), base, now, cat):
            gov = run.governing
            if gov.rule in ("D1", "D7"):
                # One side per source and value (`governing.voices`); a source that states
                # two values here is two sides, each with its own value.
                sides = sorted(
                    (source_quote(a) for a in gov.candidates),
                    key=lambda q: (q.source_id, q.quote, q.value_text),
                )
                key = _entry_id(topic, sides)
                if key in conflicts:
                    conflicts[key].scopes.append(run.fixed)
                    continue
                conflicts[key] = ConflictEntry(
                    id=key,
                    topic=topic,
                    label=cat.label(topic),
                    scopes=[run.fixed],
                    rule=gov.rule,
                    sides=sides,
                    open_since=max(q.updated_at for q in sides),
                )
            elif gov.value is not None:
                v = gov.value
                against = [
                    a
                    for a in gov.signals
                    if a.value is not None and not within_by_amount(a.value, v)
                ]
                if not against:
                    continue
                announced = sorted(
                    (source_quote(a) for a in against),
                    key=lambda q: (q.source_id, q.quote, q.value_text),
                )
                governing = [source_quote(a) for a in gov.basis]
                key = _entry_id(topic, [*governing, *announced])
                if key in changes:
                    changes[key].scopes.append(run.fixed)
                    continue
                changes[key] = ChangeEntry(
                    id=key,
                    topic=topic,
                    label=cat.label(topic),
                    scopes=[run.fixed],
                    governing_value=v,
                    governing_value_text=format_value(v),
                    governing_rule=gov.reason,
                    governing=governing,
                    announced=announced,
                )
    return Register(conflicts=list(conflicts.values()), changes_announced=list(changes.values()))
