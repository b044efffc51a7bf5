"""Reading a workspace folder: `answerguard.yaml`, `sources/**/*.md`, `tickets.yaml`.

A team's help-centre export is plain Markdown, so every frontmatter field is optional and
the catalogue's `defaults:` fill what a file does not say (docs/workspace-format.md). Every
problem is one line naming the file and the field: a bad workspace never shows a traceback.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import frontmatter
import yaml
from pydantic import ValidationError

from guard.catalogue import UNKNOWN, Catalogue, default_catalogue, load_catalogue
from guard.errors import InputError
from guard.models import Source, Ticket
from guard.plainerrors import plain
from guard.workspace.dates import stated_update

CATALOGUE_FILE = "answerguard.yaml"
TICKETS_FILE = "tickets.yaml"
SOURCES_DIR = "sources"

#: A source file larger than this is refused at load (one help-centre article is far less).
MAX_FILE_CHARS = 400_000

_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.M)
_SIGNAL_FIELDS = (
    "verification",
    "verifiedAt",
    "updatedAt",
    "owner",
    "flaggedOutdated",
    "flagNote",
    "visibility",
    "version",
    "reviewEveryDays",
    "staleAfter",
)
_TOP_FIELDS = ("id", "title", "kind")


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
) -> tuple[Source, bool]:
    """One source from a Markdown file, frontmatter optional, defaults applied; and whether
    its updatedAt is the file's modification time (no frontmatter, no default and no
    readable "Last updated" line near the top gave one: guard/workspace/dates.py)."""
    try:
        post = frontmatter.loads(text)
    except yaml.YAMLError as e:
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InputError(f"{origin}: invalid frontmatter YAML ({problem})") from None
    meta: dict[str, Any] = dict(post.metadata)
    unknown = sorted(k for k in meta if k not in _TOP_FIELDS + _SIGNAL_FIELDS)
    if unknown:
        raise InputError(
            f"{origin}: unknown frontmatter field '{unknown[0]}' (fields: "
            f"{', '.join(_TOP_FIELDS + _SIGNAL_FIELDS)})"
        )
    defaults = catalogue.default_frontmatter
    merged = {**{k: v for k, v in defaults.items() if k not in ("id", "title")}, **meta}
    body = post.content
    if len(body) > MAX_FILE_CHARS:
        raise InputError(
            f"{origin}: {len(body):,} characters; a source file is at most {MAX_FILE_CHARS:,}"
        )
    heading = _HEADING_RE.search(body)
    kind = merged.get("kind", "article")
    if not isinstance(kind, str) or catalogue.role_of(kind) is None:
        known = ", ".join(sorted(catalogue.kind_roles))
        raise InputError(f"{origin}: kind: unknown kind '{kind}' (known kinds: {known})")
    signals = {k: merged[k] for k in _SIGNAL_FIELDS if k in merged}
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
                "id": str(merged.get("id", stem)),
                "title": str(merged.get("title") or (heading.group(1) if heading else stem)),
                "kind": kind,
                "signals": signals,
                "body": body,
            }
        )
    except ValidationError as e:
        raise InputError(f"{origin}: {_signals_where(_one_line(e))}") from None
    return source, used_mtime


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{path}: not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise InputError(f"{path}: cannot be read ({e.strerror or e})") from None


def load_sources(root: Path, catalogue: Catalogue) -> tuple[tuple[Source, ...], frozenset[str]]:
    folder = root / SOURCES_DIR
    if not folder.is_dir():
        raise InputError(
            f"{root}: no {SOURCES_DIR}/ folder (put one Markdown file per source there)"
        )
    seen: dict[str, Path] = {}
    out: list[Source] = []
    mtime: set[str] = set()
    for path in sorted(folder.rglob("*.md")):
        if not path.is_file():
            continue
        modified = datetime.fromtimestamp(path.stat().st_mtime, tz=UTC).replace(microsecond=0)
        src, used_mtime = source_from_text(
            _read(path), str(path), stem=path.stem, modified=modified, catalogue=catalogue
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
    return tuple(out), frozenset(mtime)


def load_tickets(root: Path, catalogue: Catalogue) -> dict[str, Ticket]:
    path = root / TICKETS_FILE
    if not path.exists():
        return {}
    try:
        raw = yaml.safe_load(_read(path)) or []
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
        if t.id in tickets:
            raise InputError(f"{path}: duplicate ticket id '{t.id}'")
        tickets[t.id] = t.model_copy(
            update={"scope": {d: t.value_of(d) for d in catalogue.dimension_keys}}
        )
    return tickets


def load_catalogue_of(root: Path) -> Catalogue:
    path = root / CATALOGUE_FILE
    if path.exists():
        return load_catalogue(path, default_name=root.name)
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


def load_folder(root: Path | str) -> Workspace:
    """Read a workspace folder; InputError (one line naming the file) when it is bad."""
    from guard.workspace.edits import Workspace

    path = _folder_path(root)
    catalogue = load_catalogue_of(path)
    sources, mtime = load_sources(path, catalogue)
    tickets = load_tickets(path, catalogue)
    return Workspace(
        sources=sources,
        tickets=tickets,
        catalogue=catalogue,
        root=path.resolve(),
        mtime_defaulted=mtime,
    )


# Imported at the end: edits.py imports this module lazily, and the type is only needed here.
from guard.workspace.edits import Workspace  # noqa: E402
