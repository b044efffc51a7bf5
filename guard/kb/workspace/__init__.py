"""Workspaces: a folder of sources, tickets and a catalogue, and the edits layered on it.

`edits` holds the in-memory workspace and the pure edit functions; `folder` reads a
workspace folder (docs/workspace-format.md).
"""

from guard.kb.workspace.edits import (
    CANONICAL_DRAFT,
    MAX_BODY_CHARS,
    MAX_DRAFT_CHARS,
    SEED_DIR,
    SETTABLE_FIELDS,
    EditAction,
    SourceEdit,
    Variant,
    Workspace,
    apply_edit,
    apply_edits,
    can_see,
    check_body,
    check_draft,
    load_variants,
    parse_source,
    visible,
)
from guard.kb.workspace.folder import load_folder, load_folder_header, load_seed

__all__ = [
    "CANONICAL_DRAFT",
    "MAX_BODY_CHARS",
    "MAX_DRAFT_CHARS",
    "SEED_DIR",
    "SETTABLE_FIELDS",
    "EditAction",
    "SourceEdit",
    "Variant",
    "Workspace",
    "apply_edit",
    "apply_edits",
    "can_see",
    "check_body",
    "check_draft",
    "load_folder",
    "load_folder_header",
    "load_seed",
    "load_variants",
    "parse_source",
    "visible",
]
