"""What the local rules' code is, as a short hash: part of the claims index's key.

The index keeps a source's claims until the extractor's identity changes, and the local
extractor's identity is its `prompt_version`, bumped by hand when a reading changes. Between
two bumps (a developer editing a reading, or a patched install), a database indexed by the
old code went on answering with the old readings while `eval` and the tests, which read the
sources afresh, showed the new ones. Hashing the code the readings are made of closes that gap
for the local mode at the cost of one re-index per code change (a few seconds, offline); a
live model's claims do not depend on this code, so its key is left alone.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

#: The package whose code makes a local reading: the extractor and the shared English
#: helpers it imports live under it (guard/extract/local, guard/english.py, guard/kb, ...).
_ROOT = Path(__file__).resolve().parents[1]


@cache
def rules_fingerprint(root: Path = _ROOT) -> str:
    """A hash of every Python file under `root` (path and content), read once per process."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]
