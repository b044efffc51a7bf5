"""What changed in a source, when an edit changes a check's outcome.

Pure functions: two bodies of a source in, a word-level diff of the lines that changed out
(difflib on words), narrowed to the lines the engine quoted in either result; and, for one
check run before and after an edit, the outcome change (old → new decision, the rule that now
decides, the governing value) with the diffs of the sources it rests on. The bot and the CLI
only render these; nothing here decides anything.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from guard.checkrequest import CheckRequest
from guard.engine.headlines import NO_TICKET
from guard.engine.values import format_value
from guard.models import CheckResult, ClaimResult

if TYPE_CHECKING:
    from guard.check import CheckService
    from guard.store import Store

Op = Literal["=", "-", "+"]
#: A changed line is paired with a line of the old body when at least this share of their
#: words match; otherwise it is shown as removed and added.
PAIR_RATIO = 0.5
MAX_LINES = 6


@dataclass(frozen=True)
class LineDiff:
    """One line of a source, word by word: runs of kept ("="), removed ("-") and added ("+")
    words."""

    runs: tuple[tuple[Op, str], ...]

    @property
    def kind(self) -> Literal["changed", "removed", "added"]:
        ops = {op for op, _ in self.runs}
        if ops == {"-"}:
            return "removed"
        if ops == {"+"}:
            return "added"
        return "changed"

    @property
    def old(self) -> str:
        return " ".join(t for op, t in self.runs if op != "+")

    @property
    def new(self) -> str:
        return " ".join(t for op, t in self.runs if op != "-")

    def plain(self) -> str:
        """git's word-diff style: `[-removed-]` and `{+added+}`."""
        parts = {"=": "{}", "-": "[-{}-]", "+": "{{+{}+}}"}
        return " ".join(parts[op].format(t) for op, t in self.runs)


@dataclass(frozen=True)
class SourceDiff:
    source_id: str
    old_version: int
    new_version: int
    lines: tuple[LineDiff, ...]
    more: int = 0  # changed lines left out (not quoted, or past MAX_LINES)


def _lines(body: str) -> list[str]:
    return [" ".join(line.split()) for line in body.splitlines() if line.strip()]


def word_diff(old: str, new: str) -> LineDiff:
    """One line against another, word by word; neighbouring words with the same op are one run."""
    a, b = old.split(), new.split()
    runs: list[tuple[Op, str]] = []

    def add(op: Op, words: list[str]) -> None:
        if not words:
            return
        if runs and runs[-1][0] == op:
            runs[-1] = (op, f"{runs[-1][1]} {' '.join(words)}")
        else:
            runs.append((op, " ".join(words)))

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("=", a[i1:i2])
        else:
            add("-", a[i1:i2])
            add("+", b[j1:j2])
    return LineDiff(tuple(runs))


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.split(), b.split(), autojunk=False).ratio()


def _replace(old: list[str], new: list[str]) -> list[LineDiff]:
    """A block of old lines replaced by new ones: each new line is paired with the most similar
    unpaired old line (if similar enough), in order; the rest are removed or added."""
    out: list[LineDiff] = []
    used: set[int] = set()
    pairs: dict[int, int] = {}
    for j, line in enumerate(new):
        best = max(
            (i for i in range(len(old)) if i not in used),
            key=lambda i: _ratio(old[i], line),
            default=None,
        )
        if best is not None and _ratio(old[best], line) >= PAIR_RATIO:
            used.add(best)
            pairs[best] = j
    added_before: dict[int, list[int]] = {}
    paired_new = set(pairs.values())
    for j in range(len(new)):
        if j not in paired_new:
            after = [i for i, pj in pairs.items() if pj < j]
            added_before.setdefault(max(after, default=-1), []).append(j)
    leading = [LineDiff((("+", new[j]),)) for j in added_before.get(-1, [])]
    for i, line in enumerate(old):
        if i in pairs:
            out += leading  # lines added before the first kept line follow the removed ones
            leading = []
            out.append(word_diff(line, new[pairs[i]]))
            for j in added_before.get(i, []):
                out.append(LineDiff((("+", new[j]),)))
        else:
            out.append(LineDiff((("-", line),)))
    return out + leading


def diff_lines(old_body: str, new_body: str) -> list[LineDiff]:
    """Every changed line of a source (blank lines and spacing ignored), in reading order."""
    a, b = _lines(old_body), _lines(new_body)
    out: list[LineDiff] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            out += _replace(a[i1:i2], b[j1:j2])
    return out


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[*_`#>]", " ", text).split()).casefold()


def _touches(line: str, quotes: Iterable[str]) -> bool:
    """A line holds a quoted sentence, or is part of a quote that spans lines."""
    lt = _norm(line)
    if not lt:
        return False
    return any(q and (q in lt or (lt in q and len(lt.split()) >= 4)) for q in quotes)


def source_diff(
    source_id: str,
    old_body: str,
    new_body: str,
    quotes: Iterable[str] = (),
    *,
    old_version: int = 0,
    new_version: int = 0,
) -> SourceDiff:
    """The changed lines of one source that caused a change: those holding a sentence the
    engine quoted (a claim or a supersedes sentence, before or after); every changed line when
    none does (a change of status wording, say)."""
    qs = [_norm(q) for q in quotes if q.strip()]
    changed = diff_lines(old_body, new_body)
    quoted = [d for d in changed if _touches(d.old, qs) or _touches(d.new, qs)]
    lines = quoted or changed
    shown = lines[:MAX_LINES]
    return SourceDiff(source_id, old_version, new_version, tuple(shown), len(changed) - len(shown))


# --- one check, before and after ---------------------------------------------------------------


@dataclass(frozen=True)
class OutcomeChange:
    ticket_id: str
    old_decision: str
    new_decision: str
    old_reason: str
    new_reason: str
    old_value: str | None
    new_value: str | None
    rule: str  # the rule that now decides, e.g. "D7"
    rule_detail: str  # what it found, in the engine's words
    diffs: tuple[SourceDiff, ...]

    @property
    def line(self) -> str:
        """ "HOLD → ESCALATE" / "Still HOLD, now 2 business days (was 1 business day)"."""
        if self.old_decision != self.new_decision:
            head = f"{self.old_decision} → {self.new_decision}"
        else:
            head = f"Still {self.new_decision}"
            if self.old_reason != self.new_reason:
                head += f" ({self.old_reason} → {self.new_reason})"
        if self.old_value != self.new_value and self.new_value:
            head += f", now {self.new_value}" + (
                f" (was {self.old_value})" if self.old_value else ""
            )
        return head


def _deciding_claim(result: CheckResult) -> ClaimResult | None:
    for c in result.claims:
        if (c.decision, c.reason_code) == (result.decision, result.reason_code):
            return c
    return result.claims[0] if result.claims else None


def deciding_rule(result: CheckResult) -> tuple[str, str]:
    """The rule that decides a result: the last rule that fired for the deciding claim (the
    check's own last fired step when no claim decides, e.g. a draft with no claims)."""
    claim = _deciding_claim(result)
    steps = (claim.trace if claim else []) or result.trace
    fired = [s for s in steps if s.outcome == "fired"] or [
        s for s in result.trace if s.outcome == "fired"
    ]
    if not fired:
        return "", ""
    return fired[-1].rule, fired[-1].detail


def _value(result: CheckResult) -> str | None:
    claim = _deciding_claim(result)
    return format_value(claim.governing_value) if claim and claim.governing_value else None


def _versions(result: CheckResult) -> dict[str, int]:
    return {ev.source.id: ev.source.signals.version for c in result.claims for ev in c.evidence}


def _quotes(result: CheckResult, source_id: str) -> list[str]:
    out: list[str] = []
    for c in result.claims:
        for ev in c.evidence:
            if ev.source.id == source_id:
                out.append(ev.claim.quote)
                if ev.claim.supersedes:
                    out.append(ev.claim.supersedes.quote)
    return out


def outcome_key(result: CheckResult) -> tuple[str, str, str | None]:
    """What counts as the outcome: decision, reason and the governing value."""
    return result.decision, result.reason_code, _value(result)


def changed_sources(old: CheckResult, new: CheckResult) -> list[tuple[str, int, int]]:
    """(source id, old version, new version) for each source either result rests on whose
    version moved; a source one result does not cite has version 0 there."""
    a, b = _versions(old), _versions(new)
    ids = [*a, *(s for s in b if s not in a)]
    return [(s, a.get(s, 0), b.get(s, 0)) for s in ids if a.get(s, 0) != b.get(s, 0)]


def outcome_change(
    old: CheckResult,
    new: CheckResult,
    bodies: Mapping[tuple[str, int], str],
) -> OutcomeChange | None:
    """One check before and after an edit: None when its outcome (decision, reason, governing
    value) did not change. `bodies` maps (source id, version) to that version's body; a source
    whose versions are not both there gets no diff (it was removed, or the caller may not show
    it)."""
    if outcome_key(old) == outcome_key(new):
        return None
    diffs: list[SourceDiff] = []
    for sid, va, vb in changed_sources(old, new):
        if (sid, va) in bodies and (sid, vb) in bodies:
            quotes = _quotes(old, sid) + _quotes(new, sid)
            d = source_diff(
                sid, bodies[(sid, va)], bodies[(sid, vb)], quotes, old_version=va, new_version=vb
            )
            if d.lines or d.more:
                diffs.append(d)
    rule, detail = deciding_rule(new)
    return OutcomeChange(
        ticket_id=new.ticket_id,
        old_decision=old.decision,
        new_decision=new.decision,
        old_reason=old.reason_code,
        new_reason=new.reason_code,
        old_value=_value(old),
        new_value=_value(new),
        rule=rule,
        rule_detail=detail,
        diffs=tuple(diffs),
    )


# --- rerun a store's recent checks --------------------------------------------------------------


def recheck_recent(
    store: Store,
    service: CheckService,
    who: str,
    now: datetime,
    *,
    limit: int = 3,
) -> list[tuple[str, OutcomeChange]]:
    """Rerun `who`'s recent checks (each distinct ticket and draft once, newest first), each
    with its own role and scope, and return those whose outcome changed, with the diffs of the
    sources they rest on (bodies only that role may see). The reruns are recorded as rechecks."""
    seen: set[tuple[Any, Any]] = set()
    out: list[tuple[str, OutcomeChange]] = []
    for listed in store.checks.recent(limit=20, who=who):
        key = (listed["ticket_id"], listed["draft"])
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            break
        row = store.checks.row(str(listed["check_hash"]), who=who)
        old = CheckResult.model_validate_json(row["result"])
        tid = row.get("ticket_id")
        req = CheckRequest(
            ticket_id=None if not tid or tid == NO_TICKET else str(tid),
            draft=str(row["draft"]),
            now=now,
            role=old.role,
            scope=dict(old.scope) or ({"rail": str(row["rail"])} if row.get("rail") else {}),
            user=who,
        )
        new = service.record(req, purpose="recheck", who=who, into=store.checks)
        wanted = [(s, v) for s, a, b in changed_sources(old, new) for v in (a, b)]
        moved = outcome_change(old, new, store.sources.bodies(wanted, old.role))
        if moved is not None:
            out.append((req.ticket_id or "your draft", moved))
    return out
