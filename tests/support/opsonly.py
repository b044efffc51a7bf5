"""The one ops-only source the no-leak tests plant in a workspace folder: its id and a unique
marker stand in its front matter, title, owner and body, so a test can grep every output for
them (tests/test_no_leaks_cli.py, tests/web/api_client.py). Each suite passes its own id and
marker, so a leak seen in one suite's output cannot come from another's fixture."""

from __future__ import annotations


def ops_only_source(source_id: str, marker: str) -> str:
    """The source file's text (front matter and Markdown body), visible to ops only."""
    return f"""---
id: {source_id}
title: "Risk desk {marker} runbook"
kind: sop
verification: verified
verifiedAt: "2026-10-20T00:00:00Z"
updatedAt: "2026-10-20T00:00:00Z"
owner: {{name: "{marker} Desk", active: true}}
visibility: ops
---
# {marker} runbook

For instant transfers, failed transfers are reversed within 6 business days ({marker}).
"""
