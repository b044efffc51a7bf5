"""Persistent state in SQLite (through sqlite-utils): source versions, checks, send attempts,
the outbox, reviews, roles and the AI response cache.

Nothing is overwritten. A source edit appends a version; `reset` appends the seed back and
starts a new metrics epoch, so the audit trail survives it. The store sits behind this one
class so a shared database can replace SQLite when several instances run.

`Store` is composed from one mixin per concern, so every caller still calls `store.method()`
and a reader opens only the part they need:

- `base.py`: opening and migrating the database, write transactions (`BEGIN IMMEDIATE`),
  queries, the `meta` table's values (the metrics epoch);
- `migrations.py`: the schema history, m001 … m016, in order;
- `sources.py`: source versions: the workspace as stored, edits, removals, history;
- `folder.py`: the workspace folder and the store: seeding, `import`, `reset`;
- `index.py`: the claims index's rows (guard/index.py);
- `checks.py`: checks, sends, the outbox, reviews and the impact counts (the send gate's
  storage);
- `register.py`: the Conflict Register's history (guard/conflicts.py);
- `slack.py`: roles, inbox threads and modal owners (the Slack app's state);
- `cache.py`: the AI response cache;
- `apikeys.py`: the JSON API's bearer keys, stored hashed (web/api/).

The trust loop, exposure replay, settle requests and Slack source channels have their
tables here too (migrations.py), but their services read and write them through `query` and
`transaction` (guard/trust, guard/settle.py, guard/channels.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from guard.store.apikeys import ApiKeysMixin
from guard.store.base import default_db_path
from guard.store.cache import CacheMixin
from guard.store.checks import MIN_HASH_PREFIX, ChecksMixin, draft_hash, may_review
from guard.store.folder import FolderMixin, ResetSummary
from guard.store.index import IndexMixin
from guard.store.migrations import migrations
from guard.store.register import RegisterMixin
from guard.store.slack import SlackMixin
from guard.store.sources import RemovedSource
from guard.workspace import Workspace, load_seed

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


class Store(
    FolderMixin, IndexMixin, ChecksMixin, RegisterMixin, SlackMixin, CacheMixin, ApiKeysMixin
):
    """All persistent state. Thread-safe: one connection guarded by a lock."""

    def __init__(
        self,
        path: Path | str | None = None,
        base: Callable[[], Workspace] = load_seed,
        header: Callable[[], Workspace] | None = None,
        *,
        seed: bool = True,
    ) -> None:
        """Open and migrate the database (`StoreBase`), then seed it from the workspace folder
        if it is new (`FolderMixin._seed_missing`): the seed is written through the sources'
        own `_append`, so it runs once the whole store exists. `seed=False` (`import`): the
        folder is about to be imported, so a new database is not loaded from it first, and
        the import reports every source it adds."""
        super().__init__(path, base, header)
        self._seed_missing(seed)
