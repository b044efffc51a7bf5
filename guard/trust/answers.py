"""Asking an owner, capturing their answer verbatim, and the two-person approval.

A question nobody's sources answer goes to a person (`ask_owner`). Their answer is stored as
a new source of kind `owner_answer` (`capture`): their exact words as the body, unverified,
reviewed every 90 days, visible to ops only when it may not be shared with customers, with
its author and time in the source history and an audit event. It counts at once — as a
weakened candidate, so a draft that states it is CAUTION WEAK_BASIS, never a confident ALLOW
— and governs with full standing only after a *different* person approves it (`approve`).

"Needs someone else" captures nothing: it forwards the question to the person named.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal, get_args

from guard.errors import InputError, PermissionDenied
from guard.fold import fold
from guard.kb.catalogue import OTHER, SCOPE_ANY, UNKNOWN, Catalogue
from guard.kb.workspace import can_see, check_body
from guard.models import Answers, Owner, Role, Signals, Source
from guard.people import among, person
from guard.store import Store
from guard.trust.approval import (
    APPROVE,
    SelfApproval,
    approver,
    history,
    refuse_if_approved,
)

Certainty = Literal["certain", "fairly_sure", "needs_someone_else"]
CERTAINTIES: tuple[str, ...] = get_args(Certainty)
CERTAINTY_WORDS = {
    "certain": "certain",
    "fairly_sure": "fairly sure",
    "needs_someone_else": "needs someone else",
}
KIND = "owner_answer"
REVIEW_EVERY_DAYS = 90
ID_PREFIX = "ANS-"

_SLACK_ID = re.compile(r"^[UW][A-Z0-9]{2,}$")


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


def is_slack_user(who: str) -> bool:
    return bool(_SLACK_ID.match(who or ""))


#: How a question on no catalogue topic is named to people.
OFF_CATALOGUE = "not on the catalogue"


def check_topic(catalogue: Catalogue, topic: str) -> str:
    """A catalogue topic, or `other` (a question on none: its answer governs nothing)."""
    if topic != OTHER and not catalogue.governs(topic):
        known = ", ".join((*catalogue.topic_keys, OTHER))
        raise InputError(
            f"Unknown topic '{topic}'. An answer is captured for a catalogue topic, or "
            f"'{OTHER}' for a question on none: {known}."
        )
    return topic


def topic_words(catalogue: Catalogue, topic: str) -> str:
    """A topic as people read it: its label, or "not on the catalogue" for `other`."""
    return catalogue.label(topic) if catalogue.governs(topic) else OFF_CATALOGUE


def off_catalogue_words(topic: str, words: str | None, question: str) -> str | None:
    """What an answer on `other` answers: the question's own words (a draft's claim), else
    the question as asked; None for a catalogue topic, whose answer the topic names."""
    if topic != OTHER:
        return None
    return (words or question or "").strip() or None


def check_scope(catalogue: Catalogue, scope: dict[str, str]) -> dict[str, str]:
    """The question's scope, checked against the catalogue. `unknown` says nothing and is
    dropped; `any` is kept (the answer holds for every value)."""
    out: dict[str, str] = {}
    for dim, value in scope.items():
        spec = catalogue.dimension(dim)
        if spec is None:
            known = ", ".join(catalogue.dimension_keys) or "none in this workspace"
            raise InputError(f"Unknown scope dimension '{dim}'. Dimensions: {known}.")
        if value == UNKNOWN:
            continue
        if value != SCOPE_ANY and value not in spec.value_keys:
            raise InputError(catalogue.unknown_value(dim, value, (*spec.value_keys, SCOPE_ANY)))
        out[dim] = value
    return out


def scope_words(catalogue: Catalogue, scope: dict[str, str]) -> str:
    return ", ".join(
        f"{catalogue.dimension_label(d)}: {v.replace('_', ' ')}" for d, v in sorted(scope.items())
    )


def title_for(
    catalogue: Catalogue, topic: str, scope: dict[str, str], words: str | None = None
) -> str:
    where = scope_words(catalogue, scope)
    if topic == OTHER:
        about = f"“{' '.join((words or '').split())[:80]}”" if words else OFF_CATALOGUE
        return f"Owner answer: {about}" + (f" ({where})" if where else "")
    return f"Owner answer: {catalogue.label(topic)}" + (f" ({where})" if where else "")


def default_question(catalogue: Catalogue, topic: str, scope: dict[str, str]) -> str:
    where = scope_words(catalogue, scope)
    return f"What is the {catalogue.label(topic)}" + (f" ({where})?" if where else "?")


def event(
    store: Store,
    kind: str,
    who: str,
    now: datetime,
    *,
    source_id: str | None = None,
    request_id: int | None = None,
    **detail: Any,
) -> None:
    """One line of the trust loop's audit trail."""
    store.trust.add_event(kind, who, now, source_id, request_id, detail)


def events(store: Store, source_id: str | None = None) -> list[dict[str, Any]]:
    return store.trust.events(source_id)


# --- asking ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """What an agent asks an owner: the topic and scope, in words, with the ticket's draft."""

    topic: str
    scope: dict[str, str]
    question: str
    draft: str = ""
    ticket_id: str | None = None
    check_hash: str | None = None
    reason_code: str | None = None
    #: For a question on `other`: the words it is about (the draft's claim), kept with it.
    words: str | None = None


def ask_owner(
    store: Store,
    catalogue: Catalogue,
    q: Question,
    asked_by: str,
    asked_of: str,
    now: datetime,
    parent_id: int | None = None,
) -> int:
    """Record a question put to `asked_of`; returns the request id (Slack carries it)."""
    check_topic(catalogue, q.topic)
    scope = check_scope(catalogue, q.scope)
    if not q.question.strip():
        raise InputError("The question is empty: say what the owner should answer.")
    with store.transaction():
        rid = store.trust.add_request(
            {
                "topic": q.topic,
                "scope": scope,
                "question": q.question.strip(),
                "draft": q.draft,
                "ticket_id": q.ticket_id,
                "check_hash": q.check_hash,
                "reason_code": q.reason_code,
                "words": off_catalogue_words(q.topic, q.words, q.question),
                "asked_by": asked_by,
                "asked_of": asked_of,
                "asked_at": _iso(now),
                "status": "open",
                "parent_id": parent_id,
            }
        )
        event(
            store,
            "forwarded" if parent_id else "asked",
            asked_by,
            now,
            request_id=rid,
            asked_of=asked_of,
            topic=q.topic,
            scope=scope,
        )
    return rid


def request(store: Store, request_id: int) -> dict[str, Any]:
    row = store.trust.request(request_id)
    if row is None:
        raise InputError(f"No question #{request_id}.")
    return row


def question_of(row: dict[str, Any]) -> Question:
    return Question(
        topic=row["topic"],
        scope=dict(row["scope"]),
        question=row["question"],
        draft=row["draft"] or "",
        ticket_id=row["ticket_id"],
        check_hash=row["check_hash"],
        reason_code=row["reason_code"],
        words=row.get("words"),
    )


def asked_of(store: Store, topic: str) -> list[str]:
    """Everyone asked about `topic` so far, first asked first."""
    return store.trust.asked_of(topic)


# --- capturing -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Capture:
    topic: str
    scope: dict[str, str]
    #: The owner's words, stored exactly as given (never paraphrased or trimmed).
    text: str
    author: str
    certainty: str
    shareable: bool
    confirmer: str | None = None
    request_id: int | None = None
    #: How to name the author on the source (default: `author`).
    author_name: str | None = None
    #: For an answer on `other`: the words of the question it answers.
    words: str | None = None


@dataclass(frozen=True)
class Captured:
    source: Source | None
    #: Set when the owner said "needs someone else": the question forwarded, nothing captured.
    forwarded_to: str | None = None
    forward_request_id: int | None = None


def next_source_id(store: Store) -> str:
    taken = store.sources.ids()
    n = len([s for s in taken if s.startswith(ID_PREFIX)]) + 1
    while f"{ID_PREFIX}{n:04d}" in taken:
        n += 1
    return f"{ID_PREFIX}{n:04d}"


def capture(store: Store, catalogue: Catalogue, cap: Capture, now: datetime) -> Captured:
    """Store the owner's answer as a new `owner_answer` source, or forward the question."""
    if cap.certainty not in CERTAINTIES:
        raise InputError(
            f"Certainty is one of {', '.join(CERTAINTIES)}, not '{cap.certainty}'.",
            user_text=cap.text,
        )
    if not fold(cap.author):
        raise InputError("Say who answers (--as USER).", user_text=cap.text)
    if cap.confirmer is not None and among(cap.confirmer, [person(cap.author, cap.author_name)]):
        raise InputError("The confirmer must be someone else than the author.", user_text=cap.text)
    check_topic(catalogue, cap.topic)
    scope = check_scope(catalogue, cap.scope)
    if cap.certainty == "needs_someone_else":
        return _forward(store, catalogue, cap, scope, now)
    sid = next_source_id(store)
    check_body(cap.text, sid)
    asked = request(store, cap.request_id) if cap.request_id is not None else None
    words = off_catalogue_words(
        cap.topic,
        cap.words or (asked or {}).get("words"),
        str((asked or {}).get("question") or ""),
    )
    if cap.topic == OTHER and words is None:
        raise InputError(
            f"An answer on '{OTHER}' answers a question on no catalogue topic: say which "
            "(the question's words).",
            user_text=cap.text,
        )
    source = Source(
        id=sid,
        title=title_for(catalogue, cap.topic, scope, words),
        kind=KIND,
        body=cap.text,
        signals=Signals(
            verification="unverified",
            updated_at=now,
            owner=Owner(
                name=cap.author_name or cap.author,
                active=True,
                slack=cap.author if is_slack_user(cap.author) else None,
            ),
            visibility="everyone" if cap.shareable else "ops",
            version=1,
            review_every_days=REVIEW_EVERY_DAYS,
            answers=Answers(topic=cap.topic, scope=scope, question=words),
        ),
    )
    with store.transaction():
        store.sources.add(source, cap.author, now, action="capture")
        store.trust.add_answer(
            {
                "source_id": sid,
                "topic": cap.topic,
                "scope": scope,
                "words": words,
                "author": cap.author,
                "certainty": cap.certainty,
                "shareable": int(cap.shareable),
                "confirmer": cap.confirmer,
                "request_id": cap.request_id,
                "captured_at": _iso(now),
            }
        )
        if cap.request_id is not None:
            store.trust.update_request(cap.request_id, status="answered", source_id=sid)
        event(
            store,
            "captured",
            cap.author,
            now,
            source_id=sid,
            request_id=cap.request_id,
            topic=cap.topic,
            scope=scope,
            certainty=cap.certainty,
            shareable=cap.shareable,
            confirmer=cap.confirmer,
        )
    return Captured(source)


def _forward(
    store: Store, catalogue: Catalogue, cap: Capture, scope: dict[str, str], now: datetime
) -> Captured:
    if not cap.confirmer:
        raise InputError(
            "'needs someone else' forwards the question: name who should answer it "
            "(--confirmer USER).",
            user_text=cap.text,
        )
    parent = request(store, cap.request_id) if cap.request_id is not None else None
    q = (
        question_of(parent)
        if parent is not None
        else Question(
            cap.topic, scope, default_question(catalogue, cap.topic, scope), words=cap.words
        )
    )
    with store.transaction():
        rid = ask_owner(
            store, catalogue, q, cap.author, cap.confirmer, now, parent_id=cap.request_id
        )
        if cap.text.strip():
            store.trust.update_request(rid, note=cap.text)
        if cap.request_id is not None:
            store.trust.update_request(cap.request_id, status="forwarded")
    return Captured(None, forwarded_to=cap.confirmer, forward_request_id=rid)


# --- approving ----------------------------------------------------------------------------------


def answer_row(store: Store, source_id: str) -> dict[str, Any]:
    row = store.trust.answer(source_id)
    if row is None:
        raise InputError(
            f"'{source_id}' is not a captured answer. `answerguard answers list` shows them."
        )
    return row


def approve(
    store: Store, source_id: str, who: str, now: datetime, role: Role | None = None
) -> Source:
    """A second person approves a captured answer: verified now, both names recorded.

    Refused (nothing changes, an audit event says who tried): an empty name; the author,
    however the name is spelt, by Slack id or by name (guard/people.py); an answer approved
    already, here or with `sources approve`; and — when a `role` is given, as in Slack —
    anyone who is not an ops lead."""
    approver(who)
    row = answer_row(store, source_id)
    if role is not None and role != "ops_lead":
        event(store, "approval_refused", who, now, source_id=source_id, why="not an ops lead")
        raise PermissionDenied(
            f"Only ops leads approve captured answers; {source_id} is unchanged."
        )
    try:
        source = store.sources.workspace().source(source_id)
    except InputError:
        raise InputError(f"{source_id} was removed; restore it before approving it.") from None
    owner = source.signals.owner
    if among(who, [person(row["author"], owner.name, owner.slack)]):
        event(store, "approval_refused", who, now, source_id=source_id, why="author")
        raise SelfApproval(
            f"{who} wrote {source_id}, so {who} cannot approve it: a captured answer needs a "
            "second person. Nothing was changed."
        )
    with store.transaction():  # checked again where it is written: approved once
        fresh = answer_row(store, source_id)
        if fresh["approved_by"]:
            raise InputError(
                f"{source_id} was already approved by {fresh['approved_by']} on "
                f"{fresh['approved_at']}. Nothing was changed."
            )
        refuse_if_approved(history(store, source_id), source_id)
        new = store.sources.workspace().source(source_id).model_copy(deep=True)
        new.signals.verification = "verified"
        new.signals.verified_at = now
        new.signals.version += 1
        store.sources.add_version(new, APPROVE, who, now)
        store.trust.set_approved(source_id, who, now)
        event(store, "approved", who, now, source_id=source_id, author=row["author"])
    return new


def answers(
    store: Store, role: Role = "ops_lead", pending_only: bool = False
) -> list[dict[str, Any]]:
    """Captured answers this role may see, newest first, each with its current source."""
    ws = {s.id: s for s in store.sources.workspace().sources}
    out = []
    for row in store.trust.answers():
        source = ws.get(row["source_id"])
        if source is None or not can_see(role, source):
            continue
        if pending_only and row["approved_by"]:
            continue
        out.append({**row, "source": source})
    return out


def known_owners(sources: list[Source] | tuple[Source, ...]) -> list[str]:
    """Slack ids of the owners of `sources`, in order, once each."""
    out: list[str] = []
    for s in sources:
        sid = s.signals.owner.slack
        if sid and sid not in out:
            out.append(sid)
    return out
