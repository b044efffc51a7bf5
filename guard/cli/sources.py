"""`answerguard sources --json | show | add | claims`: a real knowledge base's sources from
the command line. Reading and writing live in the store; this module parses and prints."""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.panel import Panel

from guard import LABEL
from guard.checkrequest import ROLES
from guard.cli.common import err, fail, out, parse_now, runtime, who
from guard.engine.standing import (
    StandingResult,
    effective_verification,
    review_due,
    standing_of,
)
from guard.engine.values import format_value
from guard.errors import GuardError, InputError
from guard.extract.local import Because, Reading, read_source_claims
from guard.extract.local.setaside import set_aside
from guard.kb.catalogue import OTHER, Catalogue
from guard.kb.workspace import Workspace, visible
from guard.kb.workspace.fields import field_lines
from guard.kb.workspace.folder import MAX_FILE_CHARS, source_from_text
from guard.models import Role, SetAside, Source, SourceClaim
from guard.render import signal_chips
from guard.textinput import read_file, read_stream
from guard.trust.answers import OFF_CATALOGUE
from guard.trust.binding import bind_claim


def _role(role: str) -> Role:
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return role


def source_json(s: Source, now: datetime) -> dict:
    due = review_due(s.signals) if s.signals.verification == "verified" else None
    return {
        "id": s.id,
        "title": s.title,
        "kind": s.kind,
        "version": s.signals.version,
        "signals": s.signals.model_dump(mode="json", by_alias=True),
        "verificationNow": effective_verification(s.signals, now),
        "reviewDue": due.isoformat() if due else None,
        "frontmatter": s.frontmatter,
    }


def list_json(role: str) -> None:
    try:
        sources = visible(runtime().store.sources.workspace().sources, _role(role))
    except GuardError as e:
        fail(e.message)
        return
    now = datetime.now(UTC)
    sys.stdout.write(json.dumps([source_json(s, now) for s in sources], indent=2) + "\n")


def show(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
) -> None:
    """The current body and signals of one source (only one the role may see)."""
    try:
        ws = runtime().store.sources.workspace()
        found = [s for s in visible(ws.sources, _role(role)) if s.id == source_id]
        if not found:
            known = ", ".join(s.id for s in visible(ws.sources, _role(role))[:20])
            raise InputError(f"Unknown source '{source_id}'. Known sources: {known}…")
    except GuardError as e:
        fail(e.message)
        return
    s = found[0]
    out.print(
        Panel(
            s.body,
            title=f"{s.id} · {s.title} ({s.kind}) · v{s.signals.version}",
            subtitle=signal_chips(s, now=datetime.now(UTC)),
        ),
        markup=False,
        highlight=False,
    )
    if s.frontmatter:
        out.print("Other frontmatter (kept as written; AnswerGuard does not read it):", style="dim")
        for line in field_lines(s.frontmatter):
            out.print(f"  {line}", markup=False, highlight=False)
    out.print(LABEL, style="dim italic")


def add(
    file: Annotated[
        str, typer.Option("--file", help="A Markdown file (frontmatter optional), or -.")
    ],
    id_: Annotated[
        str | None,
        typer.Option(
            "--id", help="The new source's id (default: frontmatter, else the file's stem)."
        ),
    ] = None,
) -> None:
    """Add one new source to the stored workspace (action `add`), with the catalogue's
    defaults for what its frontmatter doesn't say; its claims are read at once."""
    text = ""
    try:
        text = (
            read_stream(getattr(sys.stdin, "buffer", None), "source", MAX_FILE_CHARS)
            if file == "-"
            else read_file(file, "source", MAX_FILE_CHARS)
        )
        rt = runtime()
        ws = rt.store.sources.workspace()
        stem = "new-source" if file == "-" else Path(file).stem
        source, _ = source_from_text(
            text,
            file if file != "-" else "stdin",
            stem=stem,
            modified=datetime.now(UTC).replace(microsecond=0),
            catalogue=ws.catalogue,
        )
        if id_:
            source = source.model_copy(update={"id": id_})
        rt.store.sources.add(source, who(), datetime.now(UTC))
        with err.status(f"Reading the claims of {source.id}…"):
            rt.refresh_index()
    except GuardError as e:
        fail(e.message, e.user_text or text or None)
        return
    out.print(f"{source.id} added ({source.kind}, version {source.signals.version}).")
    out.print(LABEL, style="dim italic")


# --- how each claim was read -------------------------------------------------------------------

#: Where the deciding words were, as a reader says it.
_WHERE = {
    "value": "the value's own words",
    "clause": "its clause",
    "sentence": "its sentence",
    "cell": "its table cell",
    "column header": "its column's header",
    "row label": "its row's label",
    "row": "another cell of its row",
    "earlier sentence": "the sentence before it",
    "line label": "its line's label",
    "heading": "a heading above it",
}
#: Which list of answerguard.yaml the words matched.
_RULE = {
    "about": "about phrase",
    "hints": "hint",
    "not_covered": "not_covered phrase",
    "choices": "option phrase",
    "scope": "scope phrase",
    "name": "value name",
    "any": "any phrase",
}


def because_json(b: Because) -> dict:
    return {
        "where": b.where,
        "words": b.words or None,
        "list": b.rule or None,
        "owner": b.owner or None,
        "phrase": b.phrase or None,
        "note": b.note or None,
    }


def _because_text(b: Because, nothing: str, shown: tuple[str, ...] = ()) -> str:
    """One line: where the words were and which catalogue phrase they matched (and whose,
    when it is not the topic or value the line is about)."""
    if b.where == "none":
        return nothing
    rule = _RULE.get(b.rule, b.rule)
    owner = f" of {b.owner}" if b.owner and b.owner not in shown else ""
    phrase = f" “{b.phrase}”" if b.phrase else ""
    note = f" ({b.note})" if b.note else ""
    return f"“{b.words}” in {_WHERE.get(b.where, b.where)} matched {rule}{owner}{phrase}{note}"


def _grouped(read: list[tuple[SourceClaim, Reading]]) -> list[list[tuple[SourceClaim, Reading]]]:
    """Claims read from one value together (a list of scope values gives one claim each)."""
    groups: list[list[tuple[SourceClaim, Reading]]] = []
    for claim, reading in read:
        if groups and groups[-1][0][1] is reading:
            groups[-1].append((claim, reading))
        else:
            groups.append([(claim, reading)])
    return groups


def _claim_json(claim: SourceClaim, reading: Reading, standing: StandingResult) -> dict:
    return {
        "claimId": claim.claim_id,
        "topic": claim.topic,
        "value": claim.value.model_dump(mode="json", by_alias=True) if claim.value else None,
        "valueText": claim.value_text,
        "scope": claim.scope,
        "status": claim.status_wording,
        "effectiveFrom": claim.effective_from.isoformat() if claim.effective_from else None,
        "standing": standing.standing,
        "supersedes": claim.supersedes.target_text if claim.supersedes else None,
        "quote": claim.quote,
        "why": {
            "topic": because_json(reading.topic),
            "scope": {dim: because_json(b) for dim, b in reading.scope.items()},
        },
    }


def _answers_json(s: Source) -> dict:
    a = s.signals.answers
    assert a is not None
    return {"topic": a.topic, "scope": a.scope, "question": a.question}


def _answers_text(s: Source, cat: Catalogue) -> str:
    """The question an owner's answer answers, and what the rules use it under."""
    a = s.signals.answers
    assert a is not None
    where = ", ".join(f"{cat.dimension_label(d)} {v}" for d, v in sorted(a.scope.items()))
    if cat.governs(a.topic):
        return f"owner answer: used under topic {a.topic} · {where or 'any scope'}"
    said = f" “{' '.join((a.question or '').split())}”" if a.question else ""
    return (
        f"owner answer to a question {OFF_CATALOGUE}{said}: used under topic {OTHER} "
        "only (governs no catalogue topic)"
    )


def _set_aside(source: Source, read: list, ws: Workspace) -> list[SetAside]:
    """For a source with no claim, the values read and deliberately not claimed (a source
    with claims is read whatever else it says, so nothing is listed for it)."""
    return [] if read else [a.item for a in set_aside(source.body, source.title, ws.catalogue)]


def claims(
    source_id: Annotated[
        str | None, typer.Argument(help="Source ID (default: every source the role may see).")
    ] = None,
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    as_json: Annotated[bool, typer.Option("--json", help="Print the claims as JSON.")] = False,
    now: Annotated[
        str | None,
        typer.Option(help="ISO date-time the claims' standing is read at (default: now)."),
    ] = None,
) -> None:
    """Each claim the local extractor reads from a source — topic, value, scope, status,
    and whether the rules take it as in force at `--now` (a dated claim whose date is still
    ahead is "not yet in force", as `guard.engine.standing` reads it) — and which words in
    it matched which catalogue phrase to put it on that topic and scope; for a source with
    no claim, the values it read and set aside, and why. A misreading is fixed in
    answerguard.yaml: a `not_about` or `not_covered` phrase, or a scope phrase."""
    try:
        at = parse_now(now)
        rt = runtime()
        ws = rt.store.sources.workspace()
        sources = visible(ws.sources, _role(role))
        if source_id is not None:
            sources = [s for s in sources if s.id == source_id]
            if not sources:
                known = ", ".join(s.id for s in visible(ws.sources, _role(role))[:20])
                raise InputError(f"Unknown source '{source_id}'. Known sources: {known}…")
    except GuardError as e:
        fail(e.message)
        return
    mode = rt.service.extractor.mode
    # An owner's answer is bound to the question it answers (guard/trust/binding.py): its
    # claims are shown under the topic and scope the rules use them under.
    readings = [
        (s, [(bind_claim(c, s), r) for c, r in read_source_claims(s, ws.catalogue)])
        for s in sources
    ]
    if as_json:
        sys.stdout.write(
            json.dumps(_claims_json(readings, ws, at), indent=2, ensure_ascii=False) + "\n"
        )
        return
    dims = {d.key: d.label for d in ws.catalogue.scopes}
    for s, read in readings:
        _print_source_claims(s, read, ws, dims, at)
    if mode != "local":
        err.print(
            f"This workspace reads sources with the {mode} extractor; the claims above are the "
            "local extractor's reading, which the indexed claims may differ from.",
            style="dim",
        )
    out.print(
        "Read by the local extractor (rules, not AI). "
        "Fix a misreading in answerguard.yaml (not_about, not_covered, scope phrases).",
        style="dim italic",
    )
    out.print(LABEL, style="dim italic")


#: Each source with its claims, each claim with the reading that put it on its topic and scope.
Readings = list[tuple[Source, list[tuple[SourceClaim, Reading]]]]


def _claims_json(readings: Readings, ws: Workspace, now: datetime) -> list[dict[str, object]]:
    """`sources claims --json`: each source's claims, its owner answers and what was set aside."""
    return [
        {
            "sourceId": s.id,
            "title": s.title,
            "version": s.signals.version,
            "extractor": "local",
            **({"answers": _answers_json(s)} if s.signals.answers else {}),
            "claims": [_claim_json(c, r, standing_of(c, s, now, ws.catalogue)) for c, r in read],
            "setAside": [a.model_dump(by_alias=True) for a in _set_aside(s, read, ws)],
        }
        for s, read in readings
    ]


def _status_text(claim: SourceClaim, source: Source, now: datetime, cat: Catalogue) -> str:
    """The claim's status as worded, with its date and its standing as the rules read it at
    `now` (`standing_of`, never recomputed here): "in_force, not yet in force: from
    2027-03-01" for a dated claim still ahead, "in_force, from 2026-01-01" once it holds."""
    if claim.effective_from is None:
        return claim.status_wording
    since = f"from {claim.effective_from.isoformat()}"
    if standing_of(claim, source, now, cat).standing == "NOT_YET_EFFECTIVE":
        return f"{claim.status_wording}, not yet in force: {since}"
    return f"{claim.status_wording}, {since}"


def _print_source_claims(
    s: Source,
    read: list[tuple[SourceClaim, Reading]],
    ws: Workspace,
    dims: dict[str, str],
    now: datetime,
) -> None:
    """One source's claims, each group with its quote and why it got its topic and scope."""
    out.print(
        f"[bold]{s.id}[/bold] · {s.title} · v{s.signals.version} · {len(read)} claim(s)",
        highlight=False,
    )
    if s.signals.answers is not None:
        out.print(f"  {_answers_text(s, ws.catalogue)}", highlight=False, markup=False)
    for group in _grouped(read):
        first, reading = group[0]
        ids = ", ".join(c.claim_id.rsplit("#", 1)[-1] for c, _ in group)
        scopes = "; ".join(
            ", ".join(f"{dims.get(k, k)} {v}" for k, v in c.scope.items()) or "any"
            for c, _ in group
        )
        out.print(
            f"  {ids}  {first.topic} = {format_value(first.value)}  ·  {scopes}  ·  "
            f"{_status_text(first, s, now, ws.catalogue)}",
            highlight=False,
            markup=False,
        )
        out.print(f"      quote: “{' '.join(first.quote.split())}”", markup=False,
                  highlight=False, style="dim")  # fmt: skip
        nothing = "no topic phrase near it: other"
        why = _because_text(reading.topic, nothing, (first.topic,))
        out.print(f"      topic {first.topic} ← {why}", markup=False, highlight=False)
        for dim, b in reading.scope.items():
            values = tuple(dict.fromkeys(c.scope.get(dim, "any") for c, _ in group))
            why = _because_text(b, "nothing names one: any", values)
            out.print(f"      {dims.get(dim, dim)} {', '.join(values)} ← {why}",
                      markup=False, highlight=False)  # fmt: skip
    for a in _set_aside(s, read, ws):
        out.print(f"  set aside: “{a.value_text}”, {a.reason} (no claim; the source is read)",
                  markup=False, highlight=False)  # fmt: skip


def register(sources_app: typer.Typer) -> None:
    sources_app.command("show")(show)
    sources_app.command("add")(add)
    sources_app.command("claims")(claims)
