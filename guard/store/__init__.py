"""Persistent state in SQLite (through sqlite-utils): source versions, checks, send attempts,
the outbox, reviews, roles and the AI response cache.

Nothing is overwritten. A source edit appends a version; `reset` appends the seed back and
starts a new metrics epoch, so the audit trail survives it. The store sits behind this one
package so a shared database can replace SQLite when several instances run: no SQL lives
anywhere else (tests/test_store_boundary.py).

`Store` owns the connection (`base.py`: opening and migrating the database, write
transactions with `BEGIN IMMEDIATE`, the `meta` table's values such as the metrics epoch)
and exposes one repository per aggregate, so a caller says which part it touches
(`store.sources.edit(...)`, `store.checks.record(...)`):

- `sources` (`sources.py`, `folder.py`): source versions, edits, removals, history; seeding,
  `import` and `reset` from the workspace folder;
- `checks` (`checks.py`): checks, sends, the outbox, reviews and the impact counts (the send
  gate's storage);
- `index` (`index.py`): the claims index's rows (guard/kb/index.py);
- `register` (`register.py`): the Conflict Register's history (guard/crosscheck/conflicts.py) and its
  settle requests (guard/crosscheck/settle.py);
- `slack` (`slack.py`): roles, inbox threads and modal owners (the Slack app's state);
- `cache` (`cache.py`): the AI response cache;
- `api_keys` (`apikeys.py`): the JSON API's bearer keys, stored hashed (web/api/);
- `trust` (`trust.py`): the trust loop's questions, answers, gaps and audit trail
  (guard/trust/);
- `channels` (`channels.py`): Slack channels followed as sources, their sync cursors,
  threads and messages' permalinks;
- `exposures` (`exposure.py`): sent replies the sources no longer support, and the replay
  runs that found them (guard/trust/exposure/).

`migrations.py` holds the schema history, m001 … m016, in order.
`ratelimit.py` is the live-AI limits' `limits` storage, in a table of its own
(guard/quota.py reaches it through guard/quota_sqlite.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from guard.kb.workspace import Workspace, load_seed
from guard.store.apikeys import ApiKeysRepo
from guard.store.base import StoreBase, default_db_path
from guard.store.cache import CacheRepo
from guard.store.channels import ChannelsRepo
from guard.store.checks import MIN_HASH_PREFIX, ChecksRepo, draft_hash, may_review
from guard.store.exposure import ExposureRepo
from guard.store.folder import ResetSummary, SourcesRepo
from guard.store.index import IndexRepo
from guard.store.migrations import migrations
from guard.store.register import RegisterRepo
from guard.store.slack import SlackRepo
from guard.store.sources import RemovedSource
from guard.store.trust import TrustRepo

__all__ = [
    "MIN_HASH_PREFIX",
    "RemovedSource",
    "ResetSummary",
    "Store",
    "default_db_path",
    "draft_hash",
    "may_review",
    "migrations",
]


class Store(StoreBase):
    """All persistent state: one connection guarded by a lock (thread-safe), and a repository
    per aggregate over it."""

    def __init__(
        self,
        path: Path | str | None = None,
        base: Callable[[], Workspace] = load_seed,
        header: Callable[[], Workspace] | None = None,
        *,
        seed: bool = True,
    ) -> None:
        """Open and migrate the database (`StoreBase`), then seed it from the workspace folder
        if it is new (`SourcesRepo._seed_missing`): the seed is written through the sources'
        own `_append`, so it runs once the whole store exists. `seed=False` (`import`): the
        folder is about to be imported, so a new database is not loaded from it first, and
        the import reports every source it adds."""
        super().__init__(path, base, header)
        self.sources = SourcesRepo(self)
        self.checks = ChecksRepo(self)
        self.index = IndexRepo(self)
        self.register = RegisterRepo(self)
        self.slack = SlackRepo(self)
        self.cache = CacheRepo(self)
        self.api_keys = ApiKeysRepo(self)
        self.trust = TrustRepo(self)
        self.channels = ChannelsRepo(self)
        self.exposures = ExposureRepo(self)
        self.sources._seed_missing(seed)
