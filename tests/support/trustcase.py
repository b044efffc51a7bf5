"""A small workspace for the trust loop: the seed's catalogue, and one SOP that covers only
standard transfers, so an instant-transfer ticket has no governing source (UNSUPPORTED).
A plain module, imported by the trust tests (CLI, service and Slack)."""

from __future__ import annotations

import shutil
from pathlib import Path

from guard.kb.catalogue import seed_catalogue_path
from guard.kb.workspace import load_folder
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store

DRAFT_1BD = "Failed transfers are reversed within 1 business day."
DRAFT_3BD = "Failed transfers are reversed within 3 business days."
DRAFT_4BD = "Failed transfers are reversed within 4 business days."
OWNER = "UMARIE1"

SOP = """---
id: SOP-1
title: Standard transfers reversal
kind: sop
verification: verified
verifiedAt: "2026-10-01T00:00:00Z"
updatedAt: "2026-10-01T00:00:00Z"
owner: {name: Marie Dubois, active: true, slack: UMARIE1}
---
# Standard transfers

For standard transfers, failed transfers are reversed within 4 business days.
"""

TICKETS = """- id: T-1
  customer: Ana P.
  rail: instant
  message: "My instant transfer failed. When do I get my money back?"
- id: T-2
  customer: Ben Q.
  rail: standard
  message: "My standard transfer failed."
- id: T-3
  customer: Cleo R.
  rail: instant
  message: "Instant transfer bounced, when is it back?"
"""


def make_workspace(root: Path) -> Path:
    (root / "sources").mkdir(parents=True, exist_ok=True)
    shutil.copy(seed_catalogue_path(), root / "answerguard.yaml")
    (root / "sources" / "SOP-1.md").write_text(SOP, encoding="utf-8")
    (root / "tickets.yaml").write_text(TICKETS, encoding="utf-8")
    return root


def local_runtime(folder: Path, db: Path) -> Runtime:
    """The runtime the app builds in local AI mode on the workspace `folder`, its store at
    `db` (the trust tests' `rt` fixture)."""
    ws = load_folder(folder)
    return build_runtime(Settings(ai_mode="local", workspace=folder), Store(db, base=lambda: ws))
