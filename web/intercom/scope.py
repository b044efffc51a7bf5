"""A conversation's scope from its custom attributes, through the workspace's mapping
(`intercom.attributes` in answerguard.yaml: attribute name → scope dimension).

An attribute's value names a dimension value by its key ("Instant", "instant") or by words
one value's phrases match ("Instant bank transfer"), the same phrases that scope a source's
sentence. Anything else — empty, a number, two values at once, a value the catalogue does not
have — leaves the dimension unknown and says why: unknown is what the rules treat as "not
established", never a guess. Pure: no I/O.
"""

from __future__ import annotations

import re
from typing import Any

from guard.kb.catalogue import UNKNOWN, Catalogue, ScopeDimension
from guard.kb.phrasematch import classify

#: Longest attribute value read (an attribute is a label, not a document).
MAX_VALUE = 200


def scope_from_attributes(
    catalogue: Catalogue, attributes: dict[str, Any]
) -> tuple[dict[str, str], list[str]]:
    """(dimension → value for every mapped attribute present, notes for the teammate)."""
    scope: dict[str, str] = {}
    notes: list[str] = []
    for name, key in catalogue.intercom_attributes:
        dim = catalogue.dimension(key)
        if dim is None or name not in attributes:
            continue
        raw = attributes[name]
        value = value_of(dim, raw) if isinstance(raw, str) else None
        if value is None:
            shown = str(raw)[:60] if raw is not None else "empty"
            notes.append(
                f"Attribute {name} = '{shown}' names no {dim.label}: "
                f"{dim.label} left unknown ({', '.join(dim.value_keys)})."
            )
            value = UNKNOWN
        if key in scope and scope[key] != value:
            notes.append(f"Two attributes disagree on the {dim.label}: left unknown.")
            value = UNKNOWN
        scope[key] = value
    return scope, notes


def value_of(dim: ScopeDimension, raw: str) -> str | None:
    """The one value `raw` names, or None."""
    text = raw.strip()[:MAX_VALUE]
    if not text:
        return None
    key = re.sub(r"[\s-]+", "_", text.lower())
    if key in dim.value_keys:
        return key
    if key == UNKNOWN:
        return UNKNOWN
    named = {v for _, _, v in classify(dim.values, text)}
    return named.pop() if len(named) == 1 else None
