"""Cache identities: what makes two extraction requests the same request.

The key is sha256 of canonical JSON of task, promptVersion, schemaVersion, model and
inputText, plus the source kind for a source extraction (it is passed to the prompt) and V,
the quote and the decision for a safe reply. An extraction also carries the hash of the
catalogue it was made under (its topics, kinds and scopes are the model's schema and
prompt), so a changed catalogue never replays an old extraction. A change to any of them is
a different request.
"""

from __future__ import annotations

import hashlib
import json

#: The claim schema's version: bump it when the shape of an extraction changes (value kinds,
#: scope dimensions, duration units), so no cached extraction of the old shape is replayed.
#: .2: minutes, months and years are duration units.
SCHEMA_VERSION = "2026-12-01.2"


def canonical_json(obj: object) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)


def key_of(identity: object) -> str:
    return hashlib.sha256(canonical_json(identity).encode("utf-8")).hexdigest()


def _base(task: str, model: str, prompt_version: str, text: str) -> dict:
    return {
        "task": task,
        "promptVersion": prompt_version,
        "schemaVersion": SCHEMA_VERSION,
        "model": model,
        "inputText": text,
    }


def source_identity(
    model: str, prompt_version: str, body: str, kind: str, catalogue: str | None = None
) -> dict:
    """`catalogue`: the hash of the catalogue the extractor reads (None for one that reads
    none)."""
    return {
        **_base("source_extraction", model, prompt_version, body),
        "kind": kind,
        "catalogue": catalogue,
    }


def draft_identity(
    model: str, prompt_version: str, text: str, catalogue: str | None = None
) -> dict:
    return {**_base("draft_extraction", model, prompt_version, text), "catalogue": catalogue}


def reply_identity(
    model: str, prompt_version: str, draft: str, value_text: str, quote: str, decision: str
) -> dict:
    return {
        **_base("safe_reply", model, prompt_version, draft),
        "governingValue": value_text,
        "quote": quote,
        "decision": decision,
    }
