"""Exposure replay: who was told what the sources now contradict.

Every reply that reached a customer is in the outbox with its ticket, its exact text and the
check it passed (which holds the scope and the role it was sent with). A replay checks each
sent text again — the same ticket and scope, as the role that sent it, at `now`, through the
full check (`CheckService.check`) — against the sources as they are now:

* now HOLD (a claim contradicts the governing value): **exposed**. Listed with what governed
  when it was sent, what governs now (value, source, quote) and a correction draft;
* now ESCALATE (the sources disagree, or the scope is unresolved): **contested**, with the
  topic's holding reply as the follow-up draft;
* anything else: not an exposure (an open one whose reply is supported again is
  *withdrawn*).

The correction is template wording (the catalogue's `hold_reply` for the topic, or its
holding reply), labelled `template`, and rechecked through the full check for the same
ticket, scope and role; nothing a model did not write is labelled as a model's.

Each run is recorded (`exposure_runs`: when, trigger, what it replayed and found) and each
exposure is stored once per outbox row (`exposures`), so replaying twice never duplicates
it. An exposure is **resolved** when a later reply to the same ticket that states the
current value is sent (through the normal send gate: found on the next replay), or by hand
(`resolve`).

When a replay runs: after every source change (`track`, called from
`Runtime.refresh_index` like the Conflict Register), replaying only the sent replies whose
check touched a topic the changed source versions (before or after the change; a removal's
are the removed version's) have claims on, and the replies sent since the last run (one may
be the correction that resolves an exposure) — all of them when a changed version's topics
are unknown (unread or not indexed: an unread source caps every check); and on demand
(`replay`, `answerguard exposure`), every sent reply: a date passing (an effective date, a
lapsed review) changes governing values without any source change. Leaving the other
replies out stores exactly what replaying them would (tests/test_exposure_incremental.py).

Costs: the sources come from the claims index (no model call); the sent text is extracted as
a draft (the response cache answers a text read before: at most one call per distinct text);
safe replies are templates (no model call for wording). A sent reply's stored check (its
whole evidence: hundreds of kilobytes on a large knowledge base) is read only when it is
replayed: its topics are worked out once and kept (`check_topics`).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import Field

from guard import LABEL
from guard.catalogue import Catalogue
from guard.check import SAFE_RECHECK, CheckRequest, CheckService
from guard.engine.replies import escalate_reply, hold_reply
from guard.engine.values import format_value
from guard.errors import GuardError, InputError
from guard.index import extractor_key
from guard.models import CheckResult, ClaimResult, Decision, Model, Role
from guard.store import Store

log = logging.getLogger("answerguard")

Kind = Literal["exposed", "contested"]
Status = Literal["open", "resolved", "withdrawn"]

#: Who replays (the live-AI quota key, if a sent text is ever read again by a model).
REPLAYER = "answerguard-exposure"
CORRECTION_PREFIX = "A correction to our earlier reply:"
FOLLOW_UP_PREFIX = "A follow-up to our earlier reply:"
WATERMARK = "exposure_watermark"
#: meta key: the last outbox row a replay saw; later ones are replayed whatever their topics.
OUTBOX_SEEN = "exposure_outbox_seen"


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


class Governing(Model):
    """What governed a claim: the value, the sources and the quote (None: nothing governed)."""

    value_text: str | None = None
    source_ids: list[str] = Field(default_factory=list)
    quote: str | None = None


class ExposedClaim(Model):
    topic: str
    label: str
    #: The sent text's words for the claim, and the value it told the customer.
    said: str
    told: str
    decision_now: Decision
    reason_code: str
    then: Governing
    now: Governing


class Correction(Model):
    text: str
    #: Always a template here: the catalogue's wording, never a model's.
    origin: Literal["template"] = "template"
    #: The full check of the correction for the same ticket, scope and role, at the replay.
    recheck_decision: Decision


class Exposure(Model):
    """`answerguard exposure --json`: one sent reply the sources now contradict."""

    id: int
    status: Status
    kind: Kind
    ticket_id: str
    customer: str
    outbox_id: int
    sent_at: str
    sent_by: str
    sent_text: str
    #: The role and scope it was sent (and is replayed) with.
    role: Role
    scope: dict[str, str]
    decision_then: Decision
    decision_now: Decision
    reason_code: str
    #: One line: what is true now, with its source and quote.
    now_true: str
    claims: list[ExposedClaim]
    correction: Correction
    found_at: str
    updated_at: str
    resolved_at: str | None = None
    resolved_by: str | None = None
    resolution: str | None = None
    label: str = LABEL


@dataclass
class Run:
    id: int
    at: datetime
    trigger: str
    replayed: int = 0
    skipped: int = 0
    topics: list[str] | None = None
    found: list[int] = field(default_factory=list)
    resolved: list[int] = field(default_factory=list)
    withdrawn: list[int] = field(default_factory=list)


def _governing(c: ClaimResult | None) -> Governing:
    if c is None or c.governing_value is None:
        return Governing()
    return Governing(
        value_text=format_value(c.governing_value),
        source_ids=list(c.governing_source_ids),
        quote=c.governing_quote,
    )


def _then_claim(old: CheckResult, new: ClaimResult) -> ClaimResult | None:
    """The sent check's claim for a replayed one: the same words, else the same topic."""
    same = [c for c in old.claims if c.draft_claim.topic == new.draft_claim.topic]
    return next((c for c in same if c.draft_claim.span == new.draft_claim.span), None) or (
        same[0] if same else None
    )


def _sources_of(entry: Exposure) -> list[str]:
    ids = {s for c in entry.claims for s in (*c.then.source_ids, *c.now.source_ids)}
    return sorted(ids)


class ExposureService:
    """Replays over the store and the check service; no Slack, no policy of its own."""

    def __init__(self, service: CheckService, store: Store) -> None:
        self.service = service
        self.store = store

    # --- replaying --------------------------------------------------------------------------

    def track(self, now: datetime, *, full: bool = False) -> Run | None:
        """After a source change: replay the sent replies on the topics the change touched
        (every sent reply when those topics are unknown, or with `full`), and the replies
        sent since the last run. None when nothing changed since the last run. The watermark
        lives in the store: a change written by another process is caught up on here."""
        last = self._watermark()
        changes = self.store.source_changes_since(last)
        if not changes:
            return None
        if not self.store.query("SELECT 1 FROM outbox LIMIT 1"):  # nothing sent: no run
            self._set_watermark(int(changes[-1]["id"]))
            return None
        topics = None if full else self._changed_topics(changes)
        who = str(changes[-1]["who"])
        doc = [
            {
                "sourceId": c["source_id"],
                "version": c["version"],
                "action": c["action"],
                "who": c["who"],
                "at": c["at"],
            }
            for c in changes
        ]
        run = self.replay(now, trigger="source change", who=who, topics=topics, changes=doc)
        self._set_watermark(int(changes[-1]["id"]))
        return run

    def replay(
        self,
        now: datetime,
        trigger: str = "on demand",
        who: str = "cli",
        topics: set[str] | None = None,
        changes: list[dict[str, Any]] | None = None,
    ) -> Run:
        """Replay the sent replies (those touching `topics`, and those sent since the last
        run; all when `topics` is None) against the sources as they are now, store what
        changed, and record the run.

        A reply whose topics the sources did not change since the last run would replay as it
        did then, so leaving it out stores what replaying it would: only its check is never
        read (a stored check is the whole evidence of a send, large on a large knowledge
        base). A reply sent since then is replayed whatever its topics: it may be the
        correction that resolves an earlier exposure."""
        cat = self.store.workspace().catalogue
        seen = self._outbox_seen()
        # Read before the rows: a reply sent meanwhile counts as new again next time.
        last_sent = int(self.store.query("SELECT MAX(id) AS n FROM outbox")[0]["n"] or 0)
        rows, olds = self._sent_checks(topics, seen)
        run = Run(
            id=0, at=now, trigger=trigger, topics=sorted(topics) if topics is not None else None
        )
        existing = {int(r["outbox_id"]): r for r in self.store.query("SELECT * FROM exposures")}
        #: ticket → outbox ids replayed supported, with their topics (a correction sent later).
        supported: dict[str, list[tuple[int, str, str, set[str]]]] = {}
        findings: list[tuple[dict[str, Any], Exposure | None]] = []
        for row in rows:
            old = olds.get(int(row["id"]))
            if old is None:
                run.skipped += 1
                continue
            old_topics = {c.draft_claim.topic for c in old.claims}
            if topics is not None and int(row["id"]) <= seen and not (old_topics & topics):
                continue
            try:
                new = self.service.check(
                    CheckRequest(
                        ticket_id=str(row["ticket_id"]),
                        draft=str(row["text"]),
                        now=now,
                        role=old.role,
                        scope=dict(old.scope),
                        user=REPLAYER,
                        ai_safe_reply=False,
                    )
                )
            except GuardError as e:  # the ticket left the workspace, …
                log.warning("Exposure replay skipped outbox #%s: %s", row["id"], e.message)
                run.skipped += 1
                continue
            run.replayed += 1
            if new.decision == "AI_UNAVAILABLE":
                run.skipped += 1
                continue
            if new.decision in ("HOLD", "ESCALATE"):
                findings.append((row, self._exposure(row, old, new, cat, now)))
            else:
                findings.append((row, None))
                stated = {c.draft_claim.topic for c in new.claims if c.reason_code == "SUPPORTED"}
                supported.setdefault(str(row["ticket_id"]), []).append(
                    (int(row["id"]), str(row["who"]), str(row["at"]), stated)
                )
        with self.store.transaction() as db:
            runs = db["exposure_runs"]
            runs.insert(
                {
                    "at": _iso(now),
                    "trigger": trigger,
                    "who": who,
                    "changes": json.dumps(changes or []),
                    "topics": json.dumps(run.topics),
                    "replayed": 0,
                    "found": "[]",
                    "resolved": "[]",
                    "withdrawn": "[]",
                    "skipped": 0,
                }
            )
            run.id = int(runs.last_pk)  # type: ignore[arg-type]
            for row, exp in findings:
                prior = existing.get(int(row["id"]))
                self._store_finding(db, run, row, exp, prior, now)
            self._resolve_by_later_sends(db, run, supported, now)
            db["meta"].upsert({"key": OUTBOX_SEEN, "value": str(last_sent)}, pk="key")
            runs.update(
                run.id,
                {
                    "replayed": run.replayed,
                    "skipped": run.skipped,
                    "found": json.dumps(run.found),
                    "resolved": json.dumps(run.resolved),
                    "withdrawn": json.dumps(run.withdrawn),
                },
            )
        return run

    def _store_finding(
        self,
        db: Any,
        run: Run,
        row: dict[str, Any],
        exp: Exposure | None,
        prior: dict[str, Any] | None,
        now: datetime,
    ) -> None:
        table = db["exposures"]
        if exp is None:
            if prior is not None and prior["status"] == "open":
                table.update(
                    int(prior["id"]),
                    {
                        "status": "withdrawn",
                        "updated_at": _iso(now),
                        "last_run": run.id,
                        "resolution": "The sources as they are now support the sent reply again.",
                    },
                )
                run.withdrawn.append(int(prior["id"]))
            return
        doc = {
            "outbox_id": int(row["id"]),
            "ticket_id": exp.ticket_id,
            "role": exp.role,
            "kind": exp.kind,
            "entry": exp.to_json(),
            "source_ids": " ".join(_sources_of(exp)),
            "updated_at": _iso(now),
            "last_run": run.id,
        }
        if prior is None:
            table.insert({**doc, "status": "open", "found_at": _iso(now), "found_run": run.id})
            run.found.append(int(table.last_pk))
        elif prior["status"] == "withdrawn":
            table.update(
                int(prior["id"]),
                {
                    **doc,
                    "status": "open",
                    "found_at": _iso(now),
                    "found_run": run.id,
                    "resolution": None,
                },
            )
            run.found.append(int(prior["id"]))
        elif prior["status"] == "open":
            table.update(int(prior["id"]), doc)
        # resolved: a correction went out; the record stays as it was resolved.

    def _resolve_by_later_sends(
        self,
        db: Any,
        run: Run,
        supported: dict[str, list[tuple[int, str, str, set[str]]]],
        now: datetime,
    ) -> None:
        """An open exposure is resolved by a reply sent later to the same ticket that the
        sources support now on the exposure's topics (a correction, through the send gate)."""
        if not supported:
            return
        marks = ",".join("?" for _ in supported)
        open_rows = db.query(
            f"SELECT * FROM exposures WHERE status = 'open' AND ticket_id IN ({marks})",
            list(supported),
        )
        for r in list(open_rows):
            entry = Exposure.model_validate({**json.loads(r["entry"]), "id": r["id"]})
            topics = {c.topic for c in entry.claims}
            for outbox_id, who, at, stated in supported.get(entry.ticket_id, []):
                if outbox_id > entry.outbox_id and topics <= stated:
                    db["exposures"].update(
                        int(r["id"]),
                        {
                            "status": "resolved",
                            "resolved_at": at,
                            "resolved_by": who,
                            "resolution": f"Correction sent (outbox #{outbox_id}).",
                            "updated_at": _iso(now),
                            "last_run": run.id,
                        },
                    )
                    run.resolved.append(int(r["id"]))
                    break

    def _exposure(
        self,
        row: dict[str, Any],
        old: CheckResult,
        new: CheckResult,
        cat: Catalogue,
        now: datetime,
    ) -> Exposure:
        kind: Kind = "exposed" if new.decision == "HOLD" else "contested"
        flagged = [c for c in new.claims if c.decision == new.decision]
        claims = [
            ExposedClaim(
                topic=c.draft_claim.topic,
                label=cat.label(c.draft_claim.topic),
                said=c.draft_claim.span,
                told=c.draft_claim.value_text,
                decision_now=c.decision,
                reason_code=c.reason_code,
                then=_governing(_then_claim(old, c)),
                now=_governing(c),
            )
            for c in flagged
        ]
        correction = self._correction(row, old, kind, flagged, cat, now)
        try:
            customer = self.store.workspace().ticket(str(row["ticket_id"])).customer
        except GuardError:
            customer = ""
        return Exposure(
            id=0,
            status="open",
            kind=kind,
            ticket_id=str(row["ticket_id"]),
            customer=customer,
            outbox_id=int(row["id"]),
            sent_at=str(row["at"]),
            sent_by=str(row["who"]),
            sent_text=str(row["text"]),
            role=old.role,
            scope=dict(old.scope),
            decision_then=old.decision,
            decision_now=new.decision,
            reason_code=new.reason_code,
            now_true=now_true(claims),
            claims=claims,
            correction=correction,
            found_at=_iso(now),
            updated_at=_iso(now),
        )

    def _correction(
        self,
        row: dict[str, Any],
        old: CheckResult,
        kind: Kind,
        flagged: list[ClaimResult],
        cat: Catalogue,
        now: datetime,
    ) -> Correction:
        """The template correction, rechecked for the same ticket, scope and role; the
        topic's holding reply when the correction would not recheck ALLOW or CAUTION."""
        topics = list(dict.fromkeys(c.draft_claim.topic for c in flagged))
        holding = f"{FOLLOW_UP_PREFIX} " + " ".join(
            dict.fromkeys(escalate_reply(t, cat) for t in topics or [None])  # type: ignore[list-item]
        )
        candidates = [holding]
        if kind == "exposed":
            lines = [
                hold_reply(c.governing_value, c.draft_claim.topic, cat)
                for c in flagged
                if c.governing_value is not None
            ]
            candidates.insert(0, f"{CORRECTION_PREFIX} " + " ".join(dict.fromkeys(lines)))
        last: Correction | None = None
        for text in candidates:
            result = self.service.check(
                CheckRequest(
                    ticket_id=str(row["ticket_id"]),
                    draft=text,
                    now=now,
                    role=old.role,
                    scope=dict(old.scope),
                    user=REPLAYER,
                    ai_safe_reply=False,
                )
            )
            last = Correction(text=text, recheck_decision=result.decision)
            if result.decision in SAFE_RECHECK:
                return last
        assert last is not None
        return last

    # --- reading ----------------------------------------------------------------------------

    def exposures(
        self,
        role: Role = "ops_lead",
        *,
        include_closed: bool = False,
        since: datetime | None = None,
    ) -> list[Exposure]:
        """Exposures `role` may see, newest sent first. A support agent sees only those
        replayed as a support agent and resting on sources everyone may see: an exposure
        built on an ops-only source (or an ops lead's send) never reaches them."""
        where = "" if include_closed else "WHERE status = 'open'"
        rows = self.store.query(f"SELECT * FROM exposures {where} ORDER BY outbox_id DESC")
        hidden = self._hidden_from(role)
        out: list[Exposure] = []
        for r in rows:
            if role != "ops_lead" and (
                r["role"] != role or set((r["source_ids"] or "").split()) & hidden
            ):
                continue
            e = self._row(r)
            if since is not None and datetime.fromisoformat(e.sent_at) < since:
                continue
            out.append(e)
        return out

    def get(self, exposure_id: int, role: Role = "ops_lead") -> Exposure:
        found = [e for e in self.exposures(role, include_closed=True) if e.id == exposure_id]
        if not found:
            raise InputError(f"No exposure #{exposure_id}. `answerguard exposure` lists them.")
        return found[0]

    def resolve(self, exposure_id: int, who: str, now: datetime, note: str = "") -> Exposure:
        """Mark an exposure fixed by hand (the customer was corrected another way)."""
        e = self.get(exposure_id)
        if e.status != "open":
            raise InputError(f"Exposure #{exposure_id} is already {e.status}.")
        with self.store.transaction() as db:
            db["exposures"].update(
                exposure_id,
                {
                    "status": "resolved",
                    "resolved_at": _iso(now),
                    "resolved_by": who,
                    "resolution": note.strip() or "Marked resolved.",
                    "updated_at": _iso(now),
                },
            )
        return self.get(exposure_id)

    def runs(self, limit: int = 20) -> list[dict[str, Any]]:
        return self.store.query("SELECT * FROM exposure_runs ORDER BY id DESC LIMIT ?", [limit])

    # --- helpers ----------------------------------------------------------------------------

    @staticmethod
    def _row(r: dict[str, Any]) -> Exposure:
        return Exposure.model_validate(
            {
                **json.loads(r["entry"]),
                "id": r["id"],
                "status": r["status"],
                "foundAt": r["found_at"],
                "updatedAt": r["updated_at"],
                "resolvedAt": r["resolved_at"],
                "resolvedBy": r["resolved_by"],
                "resolution": r["resolution"],
            }
        )

    def _hidden_from(self, role: Role) -> set[str]:
        """Source ids whose latest stored version `role` may not see (removed or not)."""
        if role == "ops_lead":
            return set()
        rows = self.store.query(
            "SELECT source_id, signals FROM source_versions WHERE id IN "
            "(SELECT MAX(id) FROM source_versions GROUP BY source_id)"
        )
        return {
            r["source_id"]
            for r in rows
            if json.loads(r["signals"]).get("visibility", "everyone") != "everyone"
        }

    def _sent_checks(
        self, topics: set[str] | None, seen: int
    ) -> tuple[list[dict[str, Any]], dict[int, CheckResult | None]]:
        """The outbox rows a replay must look at, and the check each was sent on (the send
        gate's recheck, else the latest check with its hash; None when neither reads).

        A row is looked at when `topics` is None, when it was sent after outbox row `seen`,
        or when its check has a claim on one of `topics`; a check's topics are worked out
        once and kept in the store (`check_topics`), so the checks of the other rows are
        never read."""
        rows = self.store.sent_replies()
        known = self.store.check_topics()
        picked = []
        for r in rows:
            first = r["send_check"] or r["any_check"]
            cached = known.get(int(first)) if first is not None else None
            if topics is None or int(r["id"]) > seen or cached is None or cached & topics:
                picked.append(r)
        parsed = self._parsed({int(r["send_check"] or r["any_check"] or 0) for r in picked})
        again = {  # the gate's recheck is missing or does not read: the latest check then
            int(r["any_check"])
            for r in picked
            if r["any_check"] and parsed.get(int(r["send_check"] or 0)) is None
        }
        parsed.update(self._parsed(again - set(parsed)))
        olds: dict[int, CheckResult | None] = {}
        learned: dict[int, set[str]] = {}
        for r in picked:
            first = int(r["send_check"] or r["any_check"] or 0)
            old = parsed.get(int(r["send_check"] or 0)) or parsed.get(int(r["any_check"] or 0))
            olds[int(r["id"])] = old
            if old is not None and parsed.get(first) is old and first not in known:
                learned[first] = {c.draft_claim.topic for c in old.claims}
        self.store.put_check_topics(learned)
        return picked, olds

    def _parsed(self, ids: set[int]) -> dict[int, CheckResult | None]:
        """These stored checks, parsed without their claims' evidence lists (None: one that
        does not read). A replay needs what was sent and what governed then; the evidence,
        every source claim compared, is nearly all of a check on a large knowledge base and
        most of the time spent validating it."""
        out: dict[int, CheckResult | None] = {}
        for i, text in self.store.check_results(sorted(i for i in ids if i)).items():
            try:
                data = json.loads(text)
                for claim in data.get("claims") or []:
                    claim["evidence"] = []
                out[i] = CheckResult.model_validate(data)
            except (ValueError, TypeError, AttributeError):
                out[i] = None
        return out

    def _changed_topics(self, changes: list[dict[str, Any]]) -> set[str] | None:
        """The topics the changed versions and the versions before them have claims on;
        None (replay everything) when any of those versions' topics are unknown or it was
        not read (`ClaimIndex.changed_topics`)."""
        index = self.service.index
        if index is None:
            return None
        key = extractor_key(self.service.extractor, self.store.workspace().catalogue)
        return index.changed_topics(changes, key, unread_unknown=True)

    def _watermark(self) -> int:
        rows = self.store.query(f"SELECT value FROM meta WHERE key = '{WATERMARK}'")
        return int(rows[0]["value"]) if rows else 0

    def _outbox_seen(self) -> int:
        """The last outbox row the previous run saw (0 before any run)."""
        rows = self.store.query(f"SELECT value FROM meta WHERE key = '{OUTBOX_SEEN}'")
        return int(rows[0]["value"]) if rows else 0

    def _set_watermark(self, last: int) -> None:
        with self.store.transaction() as db:
            db["meta"].upsert({"key": WATERMARK, "value": str(last)}, pk="key")


def now_true(claims: list[ExposedClaim]) -> str:
    """One line per claim: what governs now, with its source and quote."""
    parts = []
    for c in claims:
        if c.now.value_text is None:
            parts.append(f"{c.label}: the sources disagree ({c.reason_code})")
            continue
        src = ", ".join(c.now.source_ids)
        quote = f": “{c.now.quote}”" if c.now.quote else ""
        parts.append(f"{c.label}: {c.now.value_text} ({src}{quote})")
    return "; ".join(parts)


def summary(exposures: list[Exposure]) -> str:
    """ "3 customers were told 4 business days; it is now 5 business days." per value pair."""
    groups: dict[tuple[str, str, str], set[str]] = {}
    contested: set[str] = set()
    for e in exposures:
        if e.kind == "contested":
            contested.add(e.ticket_id)
            continue
        for c in e.claims:
            groups.setdefault((c.label, c.told, c.now.value_text or "?"), set()).add(e.ticket_id)
    lines = []
    for (label, told, now), tickets in groups.items():
        n = len(tickets)
        who = f"{n} customer{'s were' if n != 1 else ' was'}"
        lines.append(f"{who} told {told} ({label}); it is now {now}.")
    if contested:
        n = len(contested)
        lines.append(
            f"{n} customer{'s were' if n != 1 else ' was'} told a value the sources now "
            "dispute (now contested)."
        )
    return " ".join(lines)
