"""The rules every two-person approval follows, a captured answer's (guard/trust/answers.py)
and a source edit's (guard/trust/edits.py) alike.

- The approver is named: an empty or invisible-only name is refused.
- The approver is not an author: people are compared as identities (guard/people.py), and
  the authors of an edit are everyone who wrote a version since the source was last
  verified, so nobody approves a version that holds their own words.
- A version is approved once: the approval is a version of its own (action `approve`), and
  a source whose current version is that approval, or is verified already, is refused
  without a new version being written.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from guard.errors import InputError, PermissionDenied
from guard.people import Person, person, require_name
from guard.store import Store

#: The action of the version an approval writes.
APPROVE = "approve"


class SelfApproval(PermissionDenied):
    """An author tried to approve their own answer or edit."""


def verified_state(row: dict[str, Any]) -> bool:
    """A stored version that stands verified: an approval, a verifying save, or signals that
    say verified with no edit after the verification."""
    if row["action"] in (APPROVE, "save_and_verify"):
        return True
    signals = json.loads(row["signals"] or "{}")
    verified_at, updated_at = signals.get("verifiedAt"), signals.get("updatedAt")
    return bool(
        signals.get("verification") == "verified"
        and verified_at
        and updated_at
        and datetime.fromisoformat(updated_at) <= datetime.fromisoformat(verified_at)
    )


def unverified_authors(rows: list[dict[str, Any]]) -> list[str]:
    """Who wrote the versions since the last verified one, latest first; empty when the
    current version is verified itself."""
    out: list[str] = []
    for row in reversed(rows):
        if verified_state(row):
            break
        out.append(str(row["who"]))
    return out


def approver(who: str | None) -> str:
    return require_name(who, "Say who approves (--as NAME)")


def refuse_if_approved(rows: list[dict[str, Any]], source_id: str) -> None:
    """A version already approved (or verified) is not approved again."""
    last = rows[-1] if rows else None
    if last is None:
        raise InputError(f"Unknown source '{source_id}'.")
    if last["action"] == APPROVE:
        raise InputError(
            f"{source_id} version {last['version']} was already approved by {last['who']} on "
            f"{str(last['at'])[:10]}. Nothing was changed."
        )
    if verified_state(last):
        raise InputError(
            f"{source_id} version {last['version']} is verified already. Nothing was changed."
        )


def history(store: Store, source_id: str) -> list[dict[str, Any]]:
    """Every stored version of the source, oldest first (whoever may see it: the callers
    check roles)."""
    return store.sources.versions(source_id)


def authors_of(rows: list[dict[str, Any]]) -> list[Person]:
    return [person(who) for who in dict.fromkeys(unverified_authors(rows))]
