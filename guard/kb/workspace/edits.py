"""A workspace's sources and tickets, and the edits layered on them.

Edits are pure functions from a source list to a new one: the workspace's files are never
rewritten. The embedded seed lives in `guard/workspaces/seed/` (sources as Markdown with
YAML frontmatter, tickets, the Appendix B variants); any folder of that shape is a workspace
(`guard/kb/workspace/folder.py`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal, cast, get_args

import frontmatter
import yaml
from pydantic import Field, ValidationError

from guard import yamltext
from guard.errors import InputError
from guard.kb.catalogue import Catalogue, default_catalogue
from guard.kb.workspace.stamps import FileStamp
from guard.models import Model, Role, Source, Ticket, Verification
from guard.plainerrors import plain

SEED_DIR = Path(
    os.environ.get("ANSWERGUARD_SEED_DIR") or str(resources.files("guard") / "workspaces" / "seed")
)

#: The seed's draft for its canonical tickets and every Appendix B variant.
CANONICAL_DRAFT = "Failed transfers are reversed within 4 business days."

MAX_BODY_CHARS = 4000
MAX_DRAFT_CHARS = 1000

EditAction = Literal["save_draft", "save_and_verify", "remove", "set", "restore"]


def edit_action(text: str) -> EditAction | None:
    """The edit action `text` names, or None: an action read from a payload is checked
    against the list, never trusted to be one."""
    return next((a for a in get_args(EditAction) if a == text), None)


#: Signals an editor may change with `set`; visibility is accepted but always ignored, because
#: visibility comes from the server's seed data, never from an editor.
SETTABLE_FIELDS = ("flaggedOutdated", "verification", "ownerActive", "visibility")


class SourceEdit(Model):
    source: str
    action: EditAction
    body: str | None = None
    field: str | None = None
    value: str | None = None


class Variant(Model):
    id: str
    title: str
    ticket: str
    draft: str
    edits: list[SourceEdit] = Field(default_factory=list)
    expected: dict[str, str]


@dataclass(frozen=True)
class Workspace:
    sources: tuple[Source, ...]
    tickets: dict[str, Ticket]
    catalogue: Catalogue = field(default_factory=default_catalogue)
    #: The folder it was read from (None for one built in memory).
    root: Path | None = None
    #: Sources whose updatedAt is their file's modification time (no frontmatter said it).
    mtime_defaulted: frozenset[str] = frozenset()
    #: Warnings from reading the folder (special files skipped, frontmatter fields kept that
    #: AnswerGuard does not read): `import` prints them, a seeding logs them.
    notices: tuple[str, ...] = ()
    #: Each source file read, by its path inside the folder (`sources/help/x.md`): what the
    #: database records when it takes the folder in, to tell later whether the folder changed
    #: since (guard/kb/workspace/stamps.py). Empty for a workspace built in memory.
    files: dict[str, FileStamp] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.catalogue.name

    def ticket(self, ticket_id: str) -> Ticket:
        try:
            return self.tickets[ticket_id]
        except KeyError:
            known = ", ".join(sorted(self.tickets))
            raise InputError(f"Unknown ticket '{ticket_id}'. Known tickets: {known}.") from None

    @cached_property
    def _by_id(self) -> dict[str, Source]:
        out: dict[str, Source] = {}
        for s in self.sources:
            out.setdefault(s.id, s)  # the first of a repeated id, as a scan would find
        return out

    def source(self, source_id: str, role: Role = "support_agent") -> Source:
        """The source with this id (whoever may see it: callers filter). The error lists
        only the ids `role` may see, so a mistyped id never names a restricted source."""
        found = self._by_id.get(source_id)
        if found is not None:
            return found
        known = ", ".join(s.id for s in self.sources if can_see(role, s)) or "none"
        raise InputError(f"Unknown source '{source_id}'. Known sources: {known}.")


def parse_source(text: str, origin: str = "source") -> Source:
    """A source from Markdown with YAML frontmatter."""
    try:
        post = frontmatter.loads(text)
        meta = dict(post.metadata)
        signals = {k: meta.pop(k) for k in list(meta) if k not in ("id", "title", "kind")}
        return Source.model_validate(
            {
                "id": meta["id"],
                "title": meta["title"],
                "kind": meta["kind"],
                "signals": signals,
                "body": post.content,
            }
        )
    except ValidationError as e:
        raise InputError(f"{origin}: not a valid source file ({plain(e)})") from e
    except KeyError as e:
        raise InputError(f"{origin}: not a valid source file ({e.args[0]} is missing)") from e
    except yaml.YAMLError as e:
        raise InputError(f"{origin}: not a valid source file (its frontmatter is not YAML)") from e


@lru_cache(maxsize=4)
def load_variants(seed_dir: Path = SEED_DIR) -> list[Variant]:
    return [
        Variant.model_validate(yamltext.load(p.read_text(encoding="utf-8")))
        for p in sorted((seed_dir / "variants").glob("*.yaml"))
    ]


def can_see(role: Role, source: Source) -> bool:
    return role == "ops_lead" or source.signals.visibility == "everyone"


def visible(sources: tuple[Source, ...] | list[Source], role: Role) -> list[Source]:
    return [s for s in sources if can_see(role, s)]


def check_body(body: str, source_id: str) -> str:
    if not body.strip():
        raise InputError(f"The new body of {source_id} is empty.", user_text=body)
    if len(body) > MAX_BODY_CHARS:
        raise InputError(
            f"The body of {source_id} is {len(body):,} characters; the limit is "
            f"{MAX_BODY_CHARS:,}.",
            user_text=body,
        )
    return body


def check_draft(draft: str) -> str:
    if not draft.strip():
        raise InputError("The draft is empty: write the reply you want to check.", user_text=draft)
    if len(draft) > MAX_DRAFT_CHARS:
        raise InputError(
            f"The draft is {len(draft):,} characters; the limit is {MAX_DRAFT_CHARS:,}.",
            user_text=draft,
        )
    return draft


def _parse_bool(field: str, value: str) -> bool:
    v = value.strip().lower()
    if v in ("true", "yes", "1", "on"):
        return True
    if v in ("false", "no", "0", "off"):
        return False
    raise InputError(f"{field} must be true or false, not '{value}'.")


def apply_edit(source: Source, edit: SourceEdit, now: datetime) -> Source | None:
    """The source after one edit (None when removed). Pure: returns a new object."""
    s = source.model_copy(deep=True)
    sig = s.signals
    if edit.action == "remove":
        return None
    if edit.action == "restore":
        return s
    if edit.action in ("save_draft", "save_and_verify"):
        s.body = check_body(edit.body or "", s.id)
        sig.version += 1
        sig.updated_at = now
        if edit.action == "save_and_verify":
            sig.verification = "verified"
            sig.verified_at = now
        return s
    # set
    field, value = edit.field or "", edit.value or ""
    if field == "flaggedOutdated":
        sig.flagged_outdated = _parse_bool(field, value)
    elif field == "verification":
        if value not in get_args(Verification):
            raise InputError(
                f"verification must be verified, unverified or expired, not '{value}'."
            )
        sig.verification = cast(Verification, value)  # checked against its values above
        if value == "verified":
            sig.verified_at = now
    elif field == "ownerActive":
        sig.owner.active = _parse_bool(field, value)
    elif field == "visibility":
        return s  # ignored: visibility only ever comes from the seed
    else:
        raise InputError(f"Unknown field '{field}'. Settable fields: {', '.join(SETTABLE_FIELDS)}.")
    return s


def apply_edits(
    sources: tuple[Source, ...] | list[Source], edits: list[SourceEdit], role: Role, now: datetime
) -> list[Source]:
    """Apply edits in order. Edits to sources the role cannot see are ignored, as if the
    source did not exist, so a hidden source never shows through an error message either."""
    current: dict[str, Source | None] = {s.id: s for s in sources}
    for edit in edits:
        src = current.get(edit.source)
        if edit.source not in current or (src is not None and not can_see(role, src)):
            known = ", ".join(i for i, s in current.items() if s is not None and can_see(role, s))
            raise InputError(f"Unknown source '{edit.source}'. Known sources: {known}.")
        if src is None:
            raise InputError(f"Source '{edit.source}' was removed earlier in this check.")
        current[edit.source] = apply_edit(src, edit, now)
    return [s for s in current.values() if s is not None]
