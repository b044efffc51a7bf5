"""Validation errors in plain words: what a person wrote wrong, never the validation
library's own wording ("Input should be 'duration', 'money' or 'percent'") or its jargon.

Every loader of a user's file (catalogue, sources, cases) names the field, then says what it
must be, from the error's type and context; a validator's own message (already written for
people) is kept without its "Value error, " prefix.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

#: What a field must be, by pydantic error type.
_MUST = {
    "missing": "is missing",
    "extra_forbidden": "is not a field here",
    "string_type": "must be text",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_type": "must be a number",
    "float_parsing": "must be a number",
    "bool_type": "must be yes or no",
    "bool_parsing": "must be yes or no",
    "list_type": "must be a list",
    "dict_type": "must be a mapping of names to values",
    "model_type": "must be a mapping of names to values",
    "model_attributes_type": "must be a mapping of names to values",
    "date_type": "must be a date (YYYY-MM-DD)",
    "date_parsing": "must be a date (YYYY-MM-DD)",
    "date_from_datetime_parsing": "must be a date (YYYY-MM-DD)",
    "datetime_type": "must be a date and time (ISO 8601, e.g. 2026-10-01T09:00:00Z)",
    "datetime_parsing": "must be a date and time (ISO 8601, e.g. 2026-10-01T09:00:00Z)",
    "datetime_from_date_parsing": "must be a date and time (ISO 8601, e.g. 2026-10-01)",
    "string_too_short": "must not be empty",
    "too_short": "must not be empty",
    "union_tag_invalid": "is not one of the kinds allowed here",
    "union_tag_not_found": "needs a kind",
}


def _choices(expected: str) -> str:
    """pydantic's "'a', 'b' or 'c'" as "a, b, c"."""
    return ", ".join(re.findall(r"'([^']*)'", expected)) or expected


def _must(error: Any) -> str:
    kind, msg, ctx = error["type"], str(error["msg"]), error.get("ctx") or {}
    if kind == "literal_error" and "expected" in ctx:
        return f"must be one of {_choices(str(ctx['expected']))}"
    if kind in ("greater_than_equal", "greater_than") and ctx:
        limit = ctx.get("ge", ctx.get("gt"))
        return (
            f"must be at least {limit}" if kind == "greater_than_equal" else f"must be over {limit}"
        )
    if kind in _MUST:
        return _MUST[kind]
    if kind in ("value_error", "assertion_error"):
        return msg.removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return re.sub(r"^Input should be", "must be", msg)


def where_of(error: Any) -> str:
    """The field's dotted path, without the validator's internal names."""
    return ".".join(
        str(p) for p in error["loc"] if not str(p).startswith(("function-", "tagged-union"))
    )


def plain(e: ValidationError, *, index: int = 0) -> str:
    """One error of `e` as "field: what it must be", then how many more there are."""
    errors = e.errors(include_url=False)
    first = errors[index]
    where, must = where_of(first), _must(first)
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{where}: {must}{more}" if where else f"{must}{more}"
