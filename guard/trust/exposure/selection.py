"""Which sent replies a replay looks at, and the checks they were sent on.

After a write only the replies on the topics it touched are replayed (plus those sent since
the last run); a stored check is the whole evidence of a send, large on a large knowledge
base, so it is read only for a reply that is replayed, without its evidence lists, and its
topics are worked out once and kept (`check_topics`).
"""

from __future__ import annotations

import json
from typing import Any

from guard.check import CheckService
from guard.kb.index import extractor_key
from guard.models import CheckResult
from guard.store import Store
from guard.trust.exposure.models import OUTBOX_SEEN, WATERMARK


class SelectionMixin:
    """Picking the replies to replay; the watermarks that say what the last run saw."""

    service: CheckService
    store: Store

    def _sent_checks(
        self, topics: set[str] | None, seen: int
    ) -> tuple[list[dict[str, Any]], dict[int, CheckResult | None]]:
        """The outbox rows a replay must look at, and the check each was sent on (the send
        gate's recheck, else the latest check with its hash; None when neither reads).

        A row is looked at when `topics` is None, when it was sent after outbox row `seen`,
        or when its check has a claim on one of `topics`; a check's topics are worked out
        once and kept in the store (`check_topics`), so the checks of the other rows are
        never read."""
        rows = self.store.checks.sent_replies()
        known = self.store.checks.topics()
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
        self.store.checks.put_topics(learned)
        return picked, olds

    def _parsed(self, ids: set[int]) -> dict[int, CheckResult | None]:
        """These stored checks, parsed without their claims' evidence lists (None: one that
        does not read). A replay needs what was sent and what governed then; the evidence,
        every source claim compared, is nearly all of a check on a large knowledge base and
        most of the time spent validating it."""
        out: dict[int, CheckResult | None] = {}
        for i, text in self.store.checks.results(sorted(i for i in ids if i)).items():
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
        key = extractor_key(self.service.extractor, self.store.sources.workspace().catalogue)
        return index.changed_topics(changes, key, unread_unknown=True)

    def _watermark(self) -> int:
        return int(self.store.meta_value(WATERMARK) or 0)

    def _outbox_seen(self) -> int:
        """The last outbox row the previous run saw (0 before any run)."""
        return int(self.store.meta_value(OUTBOX_SEEN) or 0)

    def _set_watermark(self, last: int) -> None:
        self.store.set_meta_value(WATERMARK, str(last))
