"""`cases.yaml`: a workspace's planned cases — drafts and the outcomes its team expects.

The seed's story is the build contract's tickets and variants; a team's story is its own
cases. `answerguard --workspace DIR demo` runs them and shows expected against actual, so a
catalogue change that breaks a known answer shows up before an agent meets it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from guard import yamltext
from guard.errors import InputError
from guard.kb.workspace.files import MAX_YAML_BYTES, exists, read_text
from guard.models import Role
from guard.plainerrors import plain

CASES_FILE = "cases.yaml"


class Expected(BaseModel):
    model_config = ConfigDict(extra="forbid")
    decision: str
    #: The reason code the team expects; optional (a case may pin only the decision).
    reason: str | None = None


class Case(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    ticket: str | None = None
    scope: dict[str, str] = Field(default_factory=dict)
    draft: str
    role: Role = "support_agent"
    now: datetime | None = None
    expected: Expected
    why: str = ""


def _name(item: object, n: int) -> str:
    """How an error names a case: its id when it has one, else its position."""
    cid = item.get("id") if isinstance(item, dict) else None
    return f"case {cid}" if isinstance(cid, str | int) and str(cid).strip() else f"case {n}"


def load_cases(root: Path | None) -> list[Case]:
    """The workspace's cases; an empty list when it has none."""
    if root is None or not exists(root / CASES_FILE):
        return []
    path = root / CASES_FILE
    text = read_text(path, root=root, limit=MAX_YAML_BYTES)  # no link followed, bounded
    try:
        raw = yamltext.load(text) or []
    except yaml.YAMLError as e:
        raise InputError(f"{path}: cannot be read ({type(e).__name__})") from None
    if not isinstance(raw, list):
        raise InputError(f"{path}: expected a list of cases")
    out = []
    for i, item in enumerate(raw, 1):
        try:
            out.append(Case.model_validate(item))
        except ValidationError as e:
            raise InputError(f"{path}: {_name(item, i)}: {plain(e)}") from None
    return out
