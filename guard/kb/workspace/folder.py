"""Reading a workspace folder: `answerguard.yaml`, `sources/**/*.md`, `tickets.yaml`.

A team's help-centre export is plain Markdown, so every frontmatter field is optional and
the catalogue's `defaults:` fill what a file does not say (docs/workspace-format.md). Every
problem is one line naming the file and the field: a bad workspace never shows a traceback.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from guard import yamltext
from guard.errors import InputError
from guard.kb.catalogue import UNKNOWN, Catalogue, default_catalogue, load_catalogue
from guard.kb.workspace.dates import stated_update
from guard.kb.workspace.edits import SEED_DIR, Workspace
from guard.kb.workspace.fields import (
    SIGNAL_FIELDS,
    URL_FIELD,
    check_ranges,
    check_types,
    kept_fields,
    parse_frontmatter,
    text_field,
    unknown_field_notices,
)
from guard.kb.workspace.files import (
    DEFAULT_MAX_SOURCE_BYTES,
    MAX_YAML_BYTES,
    decode,
    exists,
    list_sources,
    read_bytes,
    read_text,
    shown,
)
from guard.kb.workspace.stamps import FileStamp, key_of, stamp
from guard.models import Source, Ticket
from guard.plainerrors import plain

CATALOGUE_FILE = "answerguard.yaml"
TICKETS_FILE = "tickets.yaml"
SOURCES_DIR = "sources"
#: The setting that raises the size limit of a source file (guard/settings.py).
MAX_SOURCE_SETTING = "ANSWERGUARD_MAX_SOURCE_BYTES"

#: A source text added one at a time (`sources add`, the Slack form) is at most this long;
#: a folder's files are bounded in bytes instead (ANSWERGUARD_MAX_SOURCE_BYTES).
MAX_FILE_CHARS = 400_000

_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def _one_line(e: ValidationError) -> str:
    return plain(e)


def _signals_where(loc: str) -> str:
    return loc.removeprefix("signals.")


def source_from_text(
    text: str,
    origin: str,
    *,
    stem: str,
    modified: datetime,
    catalogue: Catalogue,
    max_chars: int | None = MAX_FILE_CHARS,
) -> tuple[Source, bool]:
    """One source from a Markdown file, frontmatter optional, defaults applied; and whether
    its updatedAt is the file's modification time (no frontmatter, no default and no
    readable "Last updated" line near the top gave one: guard/kb/workspace/dates.py).

    Fields AnswerGuard does not read are kept in `Source.frontmatter` (guard/kb/workspace/
    fields.py); a field it reads with a bad value is an InputError naming the file."""
    post = parse_frontmatter(text, origin)
    meta: dict[str, Any] = dict(post.metadata)
    defaults = catalogue.default_frontmatter
    merged = {**{k: v for k, v in defaults.items() if k not in ("id", "title")}, **meta}
    body = post.content
    if max_chars is not None and len(body) > max_chars:
        raise InputError(f"{origin}: {len(body):,} characters; a source is at most {max_chars:,}")
    heading = _HEADING_RE.search(body)
    kind = text_field(merged, "kind", origin) or "article"
    if catalogue.role_of(kind) is None:
        known = ", ".join(sorted(catalogue.kind_roles))
        raise InputError(f"{origin}: kind: unknown kind '{kind}' (known kinds: {known})")
    source_id = text_field(meta, "id", origin) or stem
    title = text_field(meta, "title", origin) or (heading.group(1) if heading else stem)
    check_types(merged, origin)
    signals = {k: merged[k] for k in SIGNAL_FIELDS if k in merged}
    if "updatedAt" not in signals:
        # The document's own "Last updated: …" line, before the file's modification time:
        # the mtime is when the file was copied, so it differs from machine to machine.
        stated = stated_update(body)
        if stated is not None:
            signals["updatedAt"] = stated
    used_mtime = "updatedAt" not in signals
    signals.setdefault("updatedAt", modified)
    if signals.get("verification") == "verified" and "verifiedAt" not in signals:
        signals["verifiedAt"] = signals["updatedAt"]
    signals.setdefault("owner", {"name": "unknown", "active": True})
    try:
        source = Source.model_validate(
            {
                "id": source_id,
                "title": title,
                "kind": kind,
                "signals": signals,
                "body": body,
                "frontmatter": kept_fields(meta, origin),
            }
        )
    except ValidationError as e:
        raise InputError(f"{origin}: {_signals_where(_one_line(e))}") from None
    check_ranges(source.signals, origin)
    if used_mtime and "verifiedAt" in signals and source.signals.verified_at is not None:
        # The mtime is when the file was copied or cloned, not an edit: beside a stated
        # verification it would read every cloned, verified document as edited after its
        # verification (EDITED_AFTER_VERIFICATION), on one machine and not another. The last
        # date the document itself vouches for is its verification. Set after the checks, so
        # a bad verifiedAt is reported as itself.
        dated = source.signals.model_copy(update={"updated_at": source.signals.verified_at})
        source = source.model_copy(update={"signals": dated})
    return source, used_mtime


@dataclass(frozen=True)
class FolderSources:
    """What `load_sources` read: the sources; the ids whose date is their file's mtime; the
    warnings to show (special files skipped, fields kept that AnswerGuard does not read, once
    per field name); and each file's stamp (guard/kb/workspace/stamps.py)."""

    sources: tuple[Source, ...]
    mtime: frozenset[str]
    notices: tuple[str, ...]
    files: dict[str, FileStamp]


def load_sources(
    root: Path, catalogue: Catalogue, max_bytes: int = DEFAULT_MAX_SOURCE_BYTES
) -> FolderSources:
    """Every source file under `sources/`, read without leaving the folder (guard/kb/workspace/
    files.py)."""
    folder = root / SOURCES_DIR
    if not folder.is_dir():
        raise InputError(
            f"{root}: no {SOURCES_DIR}/ folder (put one Markdown file per source there)"
        )
    listing = list_sources(folder)
    seen: dict[str, Path] = {}
    out: list[Source] = []
    mtime: set[str] = set()
    unknown: dict[str, list[str]] = {}
    files: dict[str, FileStamp] = {}
    for path in listing.files:
        try:
            st = os.lstat(path)  # before the read: see stamps.stamp
        except OSError as e:
            raise InputError(f"{shown(path)}: cannot be read ({e.strerror or e})") from None
        data = read_bytes(path, root=root, limit=max_bytes, setting=MAX_SOURCE_SETTING)
        text = decode(data, shown(path))
        files[key_of(root, path)] = stamp(st, data)
        modified = datetime.fromtimestamp(st.st_mtime, tz=UTC).replace(microsecond=0)
        src, used_mtime = source_from_text(
            text, str(path), stem=path.stem, modified=modified, catalogue=catalogue, max_chars=None
        )
        if src.id in seen:
            raise InputError(
                f"{path}: duplicate source id '{src.id}' (also in {seen[src.id]}); ids must be "
                "unique: set `id:` in the frontmatter of one of them"
            )
        seen[src.id] = path
        out.append(src)
        if used_mtime:
            mtime.add(src.id)
        for name in (n for n in src.frontmatter if n != URL_FIELD):
            unknown.setdefault(name, []).append(shown(path.relative_to(root)))
    notices = listing.warnings + unknown_field_notices(unknown)
    return FolderSources(tuple(out), frozenset(mtime), notices, files)


def load_tickets(root: Path, catalogue: Catalogue) -> dict[str, Ticket]:
    path = root / TICKETS_FILE
    if not exists(path):
        return {}
    try:
        raw = yamltext.load(read_text(path, root=root, limit=MAX_YAML_BYTES)) or []
    except yaml.YAMLError as e:
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InputError(f"{path}: invalid YAML ({problem})") from None
    if not isinstance(raw, list):
        raise InputError(f"{path}: expected a list of tickets (- id: …, customer: …, message: …)")
    tickets: dict[str, Ticket] = {}
    for i, item in enumerate(raw, 1):
        try:
            t = Ticket.model_validate(item)
        except ValidationError as e:
            raise InputError(f"{path}: ticket {i}: {_one_line(e)}") from None
        for dim, value in t.scope.items():
            spec = catalogue.dimension(dim)
            if spec is None:
                known = ", ".join(catalogue.dimension_keys) or "none"
                raise InputError(
                    f"{path}: ticket {t.id}: unknown scope dimension '{dim}' (dimensions: {known})"
                )
            if value != UNKNOWN and value not in spec.value_keys:
                raise InputError(
                    f"{path}: ticket {t.id}: {dim} '{value}' is not one of "
                    f"{', '.join((*spec.value_keys, UNKNOWN))}"
                )
        if t.topic is not None and catalogue.topic(t.topic) is None:
            # a misspelt topic would silently stop naming one: its drafts' unplaced values
            # would fall to EXTRACTION_GAP with nothing to say why
            known = ", ".join(sorted(x.key for x in catalogue.topics)) or "none"
            raise InputError(f"{path}: ticket {t.id}: unknown topic '{t.topic}' (topics: {known})")
        if t.id in tickets:
            raise InputError(f"{path}: duplicate ticket id '{t.id}'")
        tickets[t.id] = t.model_copy(
            update={"scope": {d: t.value_of(d) for d in catalogue.dimension_keys}}
        )
    return tickets


def load_catalogue_of(root: Path) -> Catalogue:
    path = root / CATALOGUE_FILE
    if exists(path):
        text = read_text(path, root=root, limit=MAX_YAML_BYTES)
        return load_catalogue(path, default_name=root.name, text=text)
    return default_catalogue()


def _folder_path(root: Path | str) -> Path:
    path = Path(root).expanduser()
    if not path.is_dir():
        raise InputError(
            f"{path}: no such workspace folder (set ANSWERGUARD_WORKSPACE or --workspace to a "
            "folder holding sources/, see `answerguard init`)"
        )
    return path


def load_folder_header(root: Path | str) -> Workspace:
    """A workspace folder's catalogue and tickets, without reading its sources: what a
    check needs once the sources are in the database (seeding and `import` read them)."""
    path = _folder_path(root)
    catalogue = load_catalogue_of(path)
    if not (path / SOURCES_DIR).is_dir():
        raise InputError(
            f"{path}: no {SOURCES_DIR}/ folder (put one Markdown file per source there)"
        )
    return Workspace(
        sources=(),
        tickets=load_tickets(path, catalogue),
        catalogue=catalogue,
        root=path.resolve(),
    )


def load_folder(root: Path | str, max_source_bytes: int = DEFAULT_MAX_SOURCE_BYTES) -> Workspace:
    """Read a workspace folder; InputError (one line naming the file) when it is bad, and
    its warnings in `Workspace.notices`. Nothing outside the folder is ever read."""
    path = _folder_path(root)
    catalogue = load_catalogue_of(path)
    read = load_sources(path, catalogue, max_source_bytes)
    tickets = load_tickets(path, catalogue)
    return Workspace(
        sources=read.sources,
        tickets=tickets,
        catalogue=catalogue,
        root=path.resolve(),
        mtime_defaulted=read.mtime,
        notices=read.notices,
        files=read.files,
    )


def load_seed(seed_dir: Path = SEED_DIR) -> Workspace:
    """The embedded seed workspace (a folder like any other)."""
    return load_folder(seed_dir)
