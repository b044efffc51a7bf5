"""Replaying sent replies and storing what changed: new exposures, withdrawn ones, and ones
a later reply resolved.

`track` runs after every source change (from `Runtime.refresh_index`), `replay` on demand.
Each run is recorded (`exposure_runs`) and each exposure is stored once per outbox row
(`exposures`), in one store transaction, so replaying twice never duplicates one.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from guard.checkrequest import CheckRequest
from guard.errors import GuardError
from guard.models import CheckResult
from guard.trust.exposure.corrections import CorrectionsMixin
from guard.trust.exposure.models import OUTBOX_SEEN, REPLAYER, Exposure, Run, _iso
from guard.trust.exposure.selection import SelectionMixin

log = logging.getLogger("answerguard")


def _sources_of(entry: Exposure) -> list[str]:
    ids = {s for c in entry.claims for s in (*c.then.source_ids, *c.now.source_ids)}
    return sorted(ids)


class ReplayMixin(SelectionMixin, CorrectionsMixin):
    """Replaying the picked replies (selection.py), building exposures (corrections.py) and
    storing them."""

    # --- replaying --------------------------------------------------------------------------

    def track(self, now: datetime, *, full: bool = False) -> Run | None:
        """After a source change: replay the sent replies on the topics the change touched
        (every sent reply when those topics are unknown, or with `full`), and the replies
        sent since the last run. None when nothing changed since the last run. The watermark
        lives in the store: a change written by another process is caught up on here."""
        last = self._watermark()
        changes = self.store.register.source_changes_since(last)
        if not changes:
            return None
        if not self.store.checks.last_sent():  # nothing sent: no run
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
        cat = self.store.sources.workspace().catalogue
        seen = self._outbox_seen()
        # Read before the rows: a reply sent meanwhile counts as new again next time.
        last_sent = self.store.checks.last_sent()
        rows, olds = self._sent_checks(topics, seen)
        run = Run(
            id=0, at=now, trigger=trigger, topics=sorted(topics) if topics is not None else None
        )
        existing = {int(r["outbox_id"]): r for r in self.store.exposures.rows()}
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
            new = self._replay_one(run, row, old, now)
            if new is None:
                continue
            if new.decision in ("HOLD", "ESCALATE"):
                findings.append((row, self._exposure(row, old, new, cat, now)))
            else:
                findings.append((row, None))
                stated = {c.draft_claim.topic for c in new.claims if c.reason_code == "SUPPORTED"}
                supported.setdefault(str(row["ticket_id"]), []).append(
                    (int(row["id"]), str(row["who"]), str(row["at"]), stated)
                )
        with self.store.transaction():
            self._open_run(run, who, changes, now)
            for row, exp in findings:
                prior = existing.get(int(row["id"]))
                self._store_finding(run, row, exp, prior, now)
            self._resolve_by_later_sends(run, supported, now)
            self.store.set_meta_value(OUTBOX_SEEN, str(last_sent))
            self._close_run(run)
        return run

    def _replay_one(
        self, run: Run, row: dict[str, Any], old: CheckResult, now: datetime
    ) -> CheckResult | None:
        """Check a sent reply again as its sender did, against the sources as they are now.
        None (counted as skipped) when it cannot be: the ticket left the workspace, or the
        AI was unavailable (a replay without extractions says nothing)."""
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
            return None
        run.replayed += 1
        if new.decision == "AI_UNAVAILABLE":
            run.skipped += 1
            return None
        return new

    def _open_run(
        self, run: Run, who: str, changes: list[dict[str, Any]] | None, now: datetime
    ) -> None:
        """Record the run (its counts filled in by `_close_run`), so its id can mark the
        exposures it stores."""
        run.id = self.store.exposures.add_run(
            {
                "at": _iso(now),
                "trigger": run.trigger,
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

    def _close_run(self, run: Run) -> None:
        """Store the run's counts and what it found, resolved and withdrew."""
        self.store.exposures.update_run(
            run.id,
            {
                "replayed": run.replayed,
                "skipped": run.skipped,
                "found": json.dumps(run.found),
                "resolved": json.dumps(run.resolved),
                "withdrawn": json.dumps(run.withdrawn),
            },
        )

    def _store_finding(
        self,
        run: Run,
        row: dict[str, Any],
        exp: Exposure | None,
        prior: dict[str, Any] | None,
        now: datetime,
    ) -> None:
        table = self.store.exposures
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
            run.found.append(
                table.add({**doc, "status": "open", "found_at": _iso(now), "found_run": run.id})
            )
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

    def _resolve_by_later_sends(
        self,
        run: Run,
        supported: dict[str, list[tuple[int, str, str, set[str]]]],
        now: datetime,
    ) -> None:
        """An open exposure is resolved by a reply sent later to the same ticket that the
        sources support now on the exposure's topics (a correction, through the send gate)."""
        if not supported:
            return
        for r in self.store.exposures.open_for(supported):
            entry = Exposure.model_validate({**json.loads(r["entry"]), "id": r["id"]})
            topics = {c.topic for c in entry.claims}
            for outbox_id, who, at, stated in supported.get(entry.ticket_id, []):
                if outbox_id > entry.outbox_id and topics <= stated:
                    self.store.exposures.update(
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
