"""Frontmatter fields: the ones AnswerGuard reads, checked; the others, kept.

A help-centre export carries fields of its own (`tags`, `author`, `locale`, `section_id`…).
AnswerGuard reads none of them, but refusing a file for one would refuse every real export,
and dropping them would lose what the team wrote. So they are kept with the source, as
written (made JSON-safe: a date becomes its ISO text), versioned with it and shown by
`sources show`; `import` warns once per field name. Only a field AnswerGuard reads fails the
import, when its value is bad: a title that is not text, an empty id, an integer out of range.
"""

from __future__ import annotations

import base64
import json
import math
from datetime import date, datetime
from typing import Any

import frontmatter
import yaml
from frontmatter.default_handlers import YAMLHandler

from guard.errors import InputError
from guard.models import Signals

TOP_FIELDS = ("id", "title", "kind")
SIGNAL_FIELDS = (
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
KNOWN_FIELDS = TOP_FIELDS + SIGNAL_FIELDS
#: Where the document can be opened. No rule reads it, so it is kept with the other such
#: fields (`Source.frontmatter`), but surfaces link to it (guard/kb/source_links.py), so
#: `import` does not warn about it.
URL_FIELD = "url"

#: Integers AnswerGuard reads, and the range each may take: a version is counted up on every
#: edit and stored as a 64-bit integer, a review period is added to a date.
INT_RANGES = {"version": (1, 999_999_999), "reviewEveryDays": (1, 36_500)}
_SNAKE = {
    "version": "version",
    "reviewEveryDays": "review_every_days",
    "verifiedAt": "verified_at",
    "updatedAt": "updated_at",
    "staleAfter": "stale_after",
}
#: A date is added to (a review period, up to 100 years) and subtracted from, so it must
#: leave room for that.
FIRST_YEAR, LAST_YEAR = 1900, 9000
#: How deep a kept field's lists and maps may nest.
MAX_DEPTH = 20
#: How many files a warning names before it counts the rest.
_NAMED = 3


def parse_frontmatter(text: str, origin: str) -> frontmatter.Post:
    """The file's frontmatter and body. The frontmatter must be a map of fields named by
    text: the library would drop a list silently and fail on a field named by a number."""
    try:
        post = frontmatter.loads(text)
    except (yaml.YAMLError, RecursionError) as e:
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InputError(f"{origin}: invalid frontmatter YAML ({problem})") from None
    except TypeError:  # Post(**metadata): a key that is not text
        raise InputError(
            f"{origin}: a frontmatter field is named by a number or a yes/no value; put its "
            "name in quotes"
        ) from None
    if not post.metadata and text.lstrip().startswith("---"):
        block = YAMLHandler()
        try:
            data = block.load(block.split(text.strip())[0])
        except (ValueError, yaml.YAMLError):
            data = None
        if data is not None and not isinstance(data, dict):
            raise InputError(
                f"{origin}: the frontmatter is {_what(data)}, not fields (`name: value` lines)"
            )
    return post


def _what(value: object) -> str:
    if isinstance(value, bool):
        return "a yes/no value"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a map"
    if isinstance(value, datetime | date):
        return "a date"
    if isinstance(value, float | int):
        return "a number"
    if isinstance(value, str):
        return "a line of text"
    return type(value).__name__


def text_field(meta: dict[str, Any], key: str, origin: str) -> str | None:
    """`id`, `title` or `kind` as text: a whole number is read as its digits (help-centre
    ids are numbers); a list, a map, a date or a yes/no value is an error; None when the
    field is absent or left empty (`title:`), except `id`, which may not be empty."""
    if key not in meta:
        return None
    value = meta[key]
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if value is None or isinstance(value, str):
        text = (value or "").strip()
        if not text and key == "id":
            raise InputError(
                f"{origin}: id: is empty; give the source an id, or leave `id:` out to use the "
                "file's name"
            )
        return text or None
    raise InputError(
        f"{origin}: {key}: must be text, not {_what(value)} ({value!r}); put it in quotes"
    )


def check_types(fields: dict[str, Any], origin: str) -> None:
    """What validation would read as something else: YAML's yes/no as the number 1."""
    for key in INT_RANGES:
        if isinstance(fields.get(key), bool):
            raise InputError(f"{origin}: {key}: must be a whole number, not a yes/no value")


def check_ranges(signals: Signals, origin: str) -> None:
    """The integers and dates AnswerGuard computes with, within what it can compute (an
    integer past 64 bits cannot be stored, a date past year 9999 cannot be added to)."""
    for key, (low, high) in INT_RANGES.items():
        value = getattr(signals, _SNAKE[key])
        if value is not None and not low <= value <= high:
            raise InputError(
                f"{origin}: {key}: {value} is out of range (a whole number from {low:,} to "
                f"{high:,})"
            )
    for key in ("updatedAt", "verifiedAt", "staleAfter"):
        value = getattr(signals, _SNAKE[key])
        if value is not None and not FIRST_YEAR <= value.year <= LAST_YEAR:
            raise InputError(
                f"{origin}: {key}: {value.isoformat()} is out of range (a year from "
                f"{FIRST_YEAR} to {LAST_YEAR})"
            )


def kept_fields(meta: dict[str, Any], origin: str) -> dict[str, Any]:
    """The fields AnswerGuard does not read, JSON-safe, in the file's order."""
    return {
        str(k): json_safe(v, origin, str(k), 0) for k, v in meta.items() if k not in KNOWN_FIELDS
    }


def json_safe(value: Any, origin: str, key: str, depth: int) -> Any:
    """A YAML value as JSON can hold it: a date as ISO text, an infinite number as text."""
    if depth > MAX_DEPTH:
        raise InputError(f"{origin}: {key}: nested more than {MAX_DEPTH} levels deep")
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, bytes):  # !!binary: as it was written
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, set | frozenset):  # !!set: in a fixed order, so a re-import is no change
        items = [json_safe(v, origin, key, depth + 1) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, list | tuple):
        return [json_safe(v, origin, key, depth + 1) for v in value]
    if isinstance(value, dict):
        return {str(k): json_safe(v, origin, key, depth + 1) for k, v in value.items()}
    return str(value)


def unknown_field_notices(seen: dict[str, list[str]]) -> tuple[str, ...]:
    """One warning per field name AnswerGuard does not read, naming a few files holding it."""
    notes = []
    for name in sorted(seen):
        files = seen[name]
        more = len(files) - _NAMED
        where = ", ".join(files[:_NAMED]) + (f" and {more} more" if more > 0 else "")
        notes.append(
            f"frontmatter field '{name}' ({where}) is not one AnswerGuard reads: kept with "
            "the source as written (`sources show` lists it)"
        )
    return tuple(notes)


#: A kept field's value is cut to this many characters when shown.
_SHOWN_CHARS = 200


def field_lines(kept: dict[str, Any]) -> list[str]:
    """Each kept field as one line for people: `tags: refunds, payouts`."""
    lines = []
    for key, value in kept.items():
        if isinstance(value, list) and all(not isinstance(v, list | dict) for v in value):
            text = ", ".join("" if v is None else str(v) for v in value)
        elif isinstance(value, list | dict):
            text = json.dumps(value, ensure_ascii=False)
        else:
            text = "" if value is None else str(value)
        text = " ".join(text.split())
        if len(text) > _SHOWN_CHARS:
            text = text[: _SHOWN_CHARS - 1] + "…"
        lines.append(f"{key}: {text}")
    return lines
