"""Which thread in the inbox channel belongs to which ticket.

Sent replies go into one thread per ticket, so every instance must agree on the thread's
timestamp: the mapping lives in the store (a table with a primary key on channel and
ticket), not in process memory, and the first send's thread wins a race.
"""

from __future__ import annotations

from guard.store import Store


class ThreadIndex:
    def __init__(self, store: Store) -> None:
        self._store = store

    def get(self, channel: str, ticket_id: str) -> str | None:
        return self._store.slack.thread_ts(channel, ticket_id)

    def claim(self, channel: str, ticket_id: str, ts: str) -> str:
        """Record `ts` as the ticket's thread unless another instance got there first;
        returns the thread to use."""
        return self._store.slack.claim_thread(channel, ticket_id, ts)
