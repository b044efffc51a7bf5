"""cases.yaml (guard/kb/workspace/cases.py): a case's role is checked where the file is read."""

from __future__ import annotations

from pathlib import Path

import pytest

from guard.errors import InputError
from guard.kb.workspace.cases import load_cases

CASE = "- id: {cid}\n  draft: Payouts arrive in 3 days.\n  role: {role}\n  expected:\n    decision: ALLOW\n"


@pytest.mark.parametrize("role", ["support_agent", "ops_lead"])
def test_a_known_role_is_read(tmp_path: Path, role: str) -> None:
    (tmp_path / "cases.yaml").write_text(CASE.format(cid="c1", role=role), encoding="utf-8")
    assert [c.role for c in load_cases(tmp_path)] == [role]


def test_an_unknown_role_names_the_file_and_the_case(tmp_path: Path) -> None:
    """Before, any text passed and the check said "Unknown role" with no file or case."""
    (tmp_path / "cases.yaml").write_text(
        CASE.format(cid="wrong-role", role="admin"), encoding="utf-8"
    )
    with pytest.raises(InputError, match=r"cases\.yaml: case wrong-role: .*role") as e:
        load_cases(tmp_path)
    assert "\n" not in e.value.message
