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

The replay is one service, `ExposureService`, composed from one mixin per step:

- `selection.py`: which sent replies to replay and the checks they were sent on;
- `replay.py`: `track` and `replay`, and storing what they found;
- `corrections.py`: an exposure from a replay, with its rechecked correction;
- `reading.py`: listing exposures per role, `resolve`, the run log;
- `text.py`: `now_true` and `summary`, the words every surface shows;
- `models.py`: the JSON shapes, a run's tally and the replay's meta keys.
"""

from __future__ import annotations

from guard.check import CheckService
from guard.store import Store
from guard.trust.exposure.models import (
    CORRECTION_PREFIX,
    FOLLOW_UP_PREFIX,
    OUTBOX_SEEN,
    REPLAYER,
    WATERMARK,
    Correction,
    ExposedClaim,
    Exposure,
    Governing,
    Kind,
    Run,
    Status,
)
from guard.trust.exposure.reading import ReadingMixin
from guard.trust.exposure.replay import ReplayMixin
from guard.trust.exposure.text import now_true, summary

__all__ = [
    "CORRECTION_PREFIX",
    "FOLLOW_UP_PREFIX",
    "OUTBOX_SEEN",
    "REPLAYER",
    "WATERMARK",
    "Correction",
    "ExposedClaim",
    "Exposure",
    "ExposureService",
    "Governing",
    "Kind",
    "Run",
    "Status",
    "now_true",
    "summary",
]


class ExposureService(ReplayMixin, ReadingMixin):
    """Replays over the store and the check service; no Slack, no policy of its own."""

    def __init__(self, service: CheckService, store: Store) -> None:
        self.service = service
        self.store = store
