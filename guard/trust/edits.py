"""Two-person approval for source edits, as a setting (`ANSWERGUARD_EDITS_NEED_APPROVAL=1`).

With it on, nobody verifies their own edit: "Save and verify" saves the text as a draft (the
source reads "edited after verification" or unverified, so it governs only as a weakened
candidate, D11a) and waits for a different person to approve that version. Approval writes
a new version, verified now, whose history names both the author and the approver — the
same rule captured answers follow (guard/trust/answers.py).
"""

from __future__ import annotations

from datetime import datetime

from guard.errors import InputError, PermissionDenied
from guard.models import Role, Source
from guard.store import Store
from guard.trust.answers import SelfApproval, event
from guard.workspace import SourceEdit

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


def _author(store: Store, source_id: str) -> tuple[str, int]:
    """Who wrote the current version, and its number."""
    rows = store.history(source_id)
    if not rows:
        raise InputError(f"Unknown source '{source_id}'.")
    last = rows[-1]
    return str(last["who"]), int(last["version"])


def approve_edit(
    store: Store, source_id: str, who: str, now: datetime, role: Role | None = None
) -> Source:
    """A second person approves the current version of an edited source: verified now, the
    author and the approver both in its history. The author is refused, and (when a role is
    given, as in Slack) anyone who is not an ops lead."""
    if role is not None and role != "ops_lead":
        raise PermissionDenied(f"Only ops leads approve edits; {source_id} is unchanged.")
    author, version = _author(store, source_id)
    if author == who:
        event(store, "approval_refused", who, now, source_id=source_id, why="author")
        raise SelfApproval(
            f"{who} saved version {version} of {source_id}, so {who} cannot approve it: an "
            "edit needs a second person. Nothing was changed."
        )
    current = store.workspace().source(source_id)
    if current.signals.verification == "verified" and (
        current.signals.verified_at is not None
        and current.signals.updated_at <= current.signals.verified_at
    ):
        raise InputError(f"{source_id} version {version} is verified already.")
    new = store.edit_source(
        source_id,
        SourceEdit(source=source_id, action="set", field="verification", value="verified"),
        who,
        now,
    )
    assert new is not None
    event(store, "edit_approved", who, now, source_id=source_id, author=author, version=version)
    return new
