"""The database's schema history: one sqlite-utils migration per change, in the order they
were written (m001 … m016).

A migration is never edited once released: a database already past it would never see the
change. A new table or column is a new migration at the end. `StoreBase` applies the pending
ones when it opens a database (guard/store/base.py).
"""

from __future__ import annotations

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

migrations = Migrations("answerguard")


@migrations()
def m001_initial(db: Database) -> None:
    db.table("source_versions").create(
        {
            "id": int,
            "source_id": str,
            "version": int,
            "action": str,
            "who": str,
            "at": str,
            "removed": int,
            "body": str,
            "signals": str,
            "title": str,
            "kind": str,
        },
        pk="id",
    )
    db.table("source_versions").create_index(["source_id", "id"])
    db.table("checks").create(
        {
            "id": int,
            "check_hash": str,
            "ticket_id": str,
            "draft_hash": str,
            "draft": str,
            "rail": str,
            "role": str,
            "who": str,
            "at": str,
            "purpose": str,
            "decision": str,
            "reason_code": str,
            "result": str,
            "epoch": int,
        },
        pk="id",
    )
    db.table("checks").create_index(["check_hash"])
    db.table("sends").create(
        {
            "id": int,
            "check_hash": str,
            "ticket_id": str,
            "draft": str,
            "who": str,
            "at": str,
            "outcome": str,
            "decision": str,
            "idempotency_key": str,
            "epoch": int,
        },
        pk="id",
    )
    db.execute(
        "CREATE UNIQUE INDEX sends_idem_sent ON sends(idempotency_key) "
        "WHERE outcome = 'sent' AND idempotency_key IS NOT NULL"
    )
    db.table("outbox").create(
        {
            "id": int,
            "ticket_id": str,
            "text": str,
            "who": str,
            "at": str,
            "check_hash": str,
            "send_id": int,
        },
        pk="id",
    )
    db.table("reviews").create(
        {"id": int, "check_hash": str, "verdict": str, "who": str, "at": str, "epoch": int},
        pk="id",
    )
    db.table("roles").create({"user_id": str, "role": str, "who": str, "at": str}, pk="user_id")
    db.table("ai_cache").create({"key": str, "identity": str, "output": str, "at": str}, pk="key")
    db.table("meta").create({"key": str, "value": str}, pk="key")
    db.table("meta").insert({"key": "epoch", "value": "1"})


@migrations()
def m002_slack_threads(db: Database) -> None:
    """One thread per ticket in the inbox channel, agreed by every instance."""
    db.table("slack_threads").create(
        {"channel": str, "ticket_id": str, "ts": str}, pk=("channel", "ticket_id")
    )


@migrations()
def m003_source_files(db: Database) -> None:
    """Which file content a seeded or imported version came from, so `import` can tell a
    changed file from an edit made in AnswerGuard since."""
    db.table("source_versions").add_column("file_hash", str)


@migrations()
def m004_claim_index(db: Database) -> None:
    """Claims extracted when a source version is written (guard/kb/index.py)."""
    db.table("claim_index").create(
        {
            "source_id": str,
            "version": int,
            "extractor": str,
            "status": str,
            "topics": str,
            "extraction": str,
            "at": str,
        },
        pk=("source_id", "version", "extractor"),
    )


@migrations()
def m005_trust_loop(db: Database) -> None:
    """The trust loop (guard/trust): questions asked of owners, captured answers and their
    approvals, an audit trail of both, and questions `ask` could not answer."""
    db.table("trust_requests").create(
        {
            "id": int,
            "topic": str,
            "scope": str,
            "question": str,
            "draft": str,
            "ticket_id": str,
            "check_hash": str,
            "reason_code": str,
            "asked_by": str,
            "asked_of": str,
            "asked_at": str,
            "status": str,
            "parent_id": int,
            "source_id": str,
            "note": str,
        },
        pk="id",
    )
    db.table("trust_answers").create(
        {
            "source_id": str,
            "topic": str,
            "scope": str,
            "author": str,
            "certainty": str,
            "shareable": int,
            "confirmer": str,
            "request_id": int,
            "captured_at": str,
            "approved_by": str,
            "approved_at": str,
        },
        pk="source_id",
    )
    db.table("trust_events").create(
        {
            "id": int,
            "at": str,
            "who": str,
            "kind": str,
            "source_id": str,
            "request_id": int,
            "detail": str,
        },
        pk="id",
    )
    db.table("trust_unanswered").create(
        {
            "id": int,
            "topic": str,
            "question": str,
            "ticket_id": str,
            "reason_code": str,
            "who": str,
            "role": str,
            "at": str,
        },
        pk="id",
    )


@migrations()
def m006_conflict_entries(db: Database) -> None:
    """The Conflict Register's history (guard/crosscheck/conflicts.py): one row per time an entry was
    open, per role; closed with the change that closed it."""
    db.table("conflict_entries").create(
        {
            "n": int,
            "role": str,
            "entry_id": str,
            "topic": str,
            "entry": str,
            "opened_at": str,
            "closed_at": str,
            "closed_by": str,
        },
        pk="n",
    )
    db.table("conflict_entries").create_index(["role", "closed_at"])


@migrations()
def m007_slack_views(db: Database) -> None:
    """Whose modal each view id is: a view id in a payload is honoured only for its owner."""
    db.table("slack_views").create({"view_id": str, "user": str, "at": str}, pk="view_id")


@migrations()
def m008_exposure(db: Database) -> None:
    """Exposure replay (guard/trust/exposure/): each replay of the outbox, and each sent
    reply the current sources contradict, once per outbox row (open, resolved, withdrawn)."""
    db.table("exposure_runs").create(
        {
            "id": int,
            "at": str,
            "trigger": str,
            "who": str,
            "changes": str,
            "topics": str,
            "replayed": int,
            "found": str,
            "resolved": str,
            "withdrawn": str,
            "skipped": int,
        },
        pk="id",
    )
    db.table("exposures").create(
        {
            "id": int,
            "outbox_id": int,
            "ticket_id": str,
            "role": str,
            "kind": str,
            "status": str,
            "entry": str,
            "source_ids": str,
            "found_at": str,
            "found_run": int,
            "updated_at": str,
            "last_run": int,
            "resolved_at": str,
            "resolved_by": str,
            "resolution": str,
        },
        pk="id",
    )
    db.table("exposures").create_index(["outbox_id"], unique=True)
    db.table("exposures").create_index(["status"])


@migrations()
def m009_settle_requests(db: Database) -> None:
    """Requests to settle a Conflict Register entry (guard/crosscheck/settle.py): who asked, when, the
    group DM and the pre-read's ts, and the "Settled" post once the entry closed."""
    db.table("settle_requests").create(
        {
            "id": int,
            "role": str,
            "entry_n": int,
            "entry_id": str,
            "topic": str,
            "owners": str,
            "asked_by": str,
            "asked_at": str,
            "channel": str,
            "ts": str,
            "settled_at": str,
            "settled_ts": str,
            "settled_text": str,
        },
        pk="id",
    )
    db.table("settle_requests").create_index(["entry_n"])


@migrations()
def m010_source_channels(db: Database) -> None:
    """Slack channels whose messages are sources (guard/kb/channels.py), and where each such
    source came from: channel, ts, thread, author and permalink."""
    db.table("source_channels").create(
        {"channel": str, "name": str, "who": str, "at": str}, pk="channel"
    )
    db.table("channel_messages").create(
        {
            "source_id": str,
            "channel": str,
            "ts": str,
            "thread_ts": str,
            "author": str,
            "permalink": str,
        },
        pk="source_id",
    )
    db.table("channel_messages").create_index(["channel"])


@migrations()
def m011_channel_cursors(db: Database) -> None:
    """Incremental channel syncs (guard/kb/channel_sync.py): each channel's cursor (the newest
    message ts read from its history) and when it stopped being followed; each thread's
    newest reply and reply count as last read, so an unchanged thread is not read again."""
    table = db.table("source_channels")
    for column in ("cursor", "removed_at", "removed_by"):
        table.add_column(column, str)
    db.table("channel_threads").create(
        {"channel": str, "thread_ts": str, "latest_reply": str, "reply_count": int},
        pk=("channel", "thread_ts"),
    )


@migrations()
def m012_check_topics(db: Database) -> None:
    """The topics of a stored check's claims (guard/trust/exposure/), worked out once per
    check row (rows never change): a replay after a write then reads the checks of only the
    sent replies on the topics the write touched, not every check in the outbox."""
    db.table("check_topics").create({"check_id": int, "topics": str}, pk="check_id")


@migrations()
def m013_source_frontmatter(db: Database) -> None:
    """The frontmatter fields a source file holds that AnswerGuard does not read (`tags`,
    `author`…), kept with each version as JSON (guard/kb/workspace/fields.py); NULL for none."""
    db.table("source_versions").add_column("frontmatter", str)


@migrations()
def m014_index_attempts(db: Database) -> None:
    """Every attempt to read a source version that did not come out `read` (guard/kb/index.py):
    when (on the clock of the check or write that tried), by which extractor, and how it
    ended. A live check or write reads such a version again once the retry interval has
    passed since its last attempt (guard/kb/index_retry.py)."""
    db.table("index_attempts").create(
        {
            "id": int,
            "source_id": str,
            "version": int,
            "extractor": str,
            "at": str,
            "status": str,
        },
        pk="id",
    )
    db.table("index_attempts").create_index(["source_id", "version", "extractor"])


@migrations()
def m015_question_words(db: Database) -> None:
    """A question to an owner, and the answer it gets, on no catalogue topic (`other`) keep
    the words it is about (guard/trust/answers.py): such an answer governs nothing and
    answers only that question."""
    db.table("trust_requests").add_column("words", str)
    db.table("trust_answers").add_column("words", str)


@migrations()
def m016_api_keys(db: Database) -> None:
    """Bearer keys for the JSON API (`answerguard apikey`, guard/store/apikeys.py): only each
    key's SHA-256 is stored, with a short public prefix to name it, the role it acts as and
    when it was revoked (NULL while it works)."""
    db.table("api_keys").create(
        {
            "id": int,
            "prefix": str,
            "key_hash": str,
            "role": str,
            "name": str,
            "who": str,
            "created_at": str,
            "revoked_at": str,
        },
        pk="id",
    )
    db.table("api_keys").create_index(["key_hash"], unique=True)
    db.table("api_keys").create_index(["prefix"], unique=True)
