"""Live-AI rate limits (the `limits` library): 20 live checks per user per 10 minutes and
500 per day in total. Over a cap, a check runs on saved responses instead and says so.

Memory storage by default (one process); RATE_LIMIT_STORAGE_URI (e.g. redis://…) shares
the counters across instances.
"""

from __future__ import annotations

import logging
import os

from limits import RateLimitItem, parse
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

PER_USER = parse("20/10 minutes")
GLOBAL = parse("500/day")
#: The check service adds what stood in: ": saved responses used" or ": local extractor used".
PAUSED_NOTICE = "Live AI paused (limit reached)"
log = logging.getLogger(__name__)


class Quota:
    def __init__(
        self,
        uri: str | None = None,
        per_user: RateLimitItem = PER_USER,
        global_: RateLimitItem = GLOBAL,
    ) -> None:
        self.uri = uri or os.environ.get("RATE_LIMIT_STORAGE_URI") or "memory://"
        self.limiter = MovingWindowRateLimiter(storage_from_string(self.uri))
        self.per_user = per_user
        self.global_ = global_

    def try_acquire(self, user: str) -> bool:
        """Take one live check for `user`; False (and nothing taken) when either cap is hit.

        A limiter that cannot be reached (a shared Redis down) fails closed: the check runs on
        saved responses rather than spending on the model without a cap.
        """
        mine, everyone = ("answerguard", "user", user), ("answerguard", "global")
        try:
            if not (
                self.limiter.test(self.per_user, *mine)
                and self.limiter.test(self.global_, *everyone)
            ):
                return False
            return self.limiter.hit(self.per_user, *mine) and self.limiter.hit(
                self.global_, *everyone
            )
        except Exception as e:
            log.warning("rate limiter storage %s unavailable (%s); pausing live AI", self.uri, e)
            return False
