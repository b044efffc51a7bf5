"""Two-person approval for source edits, as a setting (`ANSWERGUARD_EDITS_NEED_APPROVAL=1`).

With it on, nobody verifies their own edit: "Save and verify" saves the text as a draft (the
source reads "edited after verification" or unverified, so it governs only as a weakened
candidate, D11a) and waits for a different person to approve that version. Approval writes
a new version, verified now, whose history names both the author and the approver — the
same rule captured answers follow (guard/trust/answers.py).
"""

from __future__ import annotations

from datetime import datetime

from guard.errors import PermissionDenied
from guard.kb.workspace import SourceEdit
from guard.models import Role, Source
from guard.people import among
from guard.store import Store
from guard.trust.answers import event
from guard.trust.approval import (
    APPROVE,
    SelfApproval,
    approver,
    authors_of,
    history,
    refuse_if_approved,
    unverified_authors,
)

#: The edit actions that would verify a source in one step.
VERIFYING = "save_and_verify"


def verifies(edit: SourceEdit) -> bool:
    """An edit that would make a source verified in one person's hands."""
    return edit.action == VERIFYING or (
        edit.action == "set" and edit.field == "verification" and edit.value == "verified"
    )


def held_for_approval(edit: SourceEdit) -> SourceEdit | None:
    """The edit as the setting allows it: a verifying save becomes a draft save, and setting
    verification to verified by hand is left out (approval does it, by someone else)."""
    if edit.action == VERIFYING:
        return edit.model_copy(update={"action": "save_draft"})
    if verifies(edit):
        return None
    return edit


def approve_edit(
    store: Store, source_id: str, who: str, now: datetime, role: Role | None = None
) -> Source:
    """A second person approves the current version of an edited source: verified now, as a
    version of its own (action `approve`), the authors and the approver all in its history.
    Refused, with nothing written: an empty name; anyone who wrote a version since the source
    was last verified, however their name is spelt (guard/trust/approval.py); a version that
    is approved or verified already; and (when a role is given, as in Slack) anyone who is
    not an ops lead."""
    if role is not None and role != "ops_lead":
        raise PermissionDenied(f"Only ops leads approve edits; {source_id} is unchanged.")
    approver(who)
    with store.transaction():  # the checks and the write see one state of the history
        rows = history(store, source_id)
        refuse_if_approved(rows, source_id)
        version = int(rows[-1]["version"])
        authors = list(dict.fromkeys(unverified_authors(rows)))
        if not among(who, authors_of(rows)):
            new = store.sources.workspace().source(source_id).model_copy(deep=True)
            new.signals.verification = "verified"
            new.signals.verified_at = now
            new.signals.version += 1
            store.sources.add_version(new, APPROVE, who, now)
            event(
                store, "edit_approved", who, now, source_id=source_id, author=authors[0],
                authors=authors, version=version,
            )  # fmt: skip
            return new
    # Refused: the refusal is recorded outside the transaction, which wrote nothing.
    event(store, "approval_refused", who, now, source_id=source_id, why="author")
    same = "" if authors == [who] else f" (or is the same person as {', '.join(authors)})"
    raise SelfApproval(
        f"{who} saved version {version} of {source_id}{same}, so {who} cannot approve it: "
        "an edit needs a second person. Nothing was changed."
    )
