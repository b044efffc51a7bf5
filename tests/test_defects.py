"""A release note's fixed defects state what was wrong, not a policy or a change
(`guard/extract/local/defects.py`). Bike-hire catalogue of test_local_wording."""

from __future__ import annotations

import pytest

from guard.extract.local.noclaim import DEFECT
from guard.extract.local.setaside import set_aside
from tests.support.wording import BIKES, sourced


@pytest.mark.parametrize(
    "body",
    [
        "- New: dark mode.\n- Fixed: some club bookings showed a hire price of £0 at checkout.\n",
        "## New\n\n- Dark mode.\n\n## Fixed\n\n- The basket showed hire at £5 a bike for club members.\n",
        "**Bug fixes:** the receipt screen showed a 50% member discount twice.\n",
    ],
)
def test_a_fixed_defects_value_is_no_claim_and_is_read_as_set_aside(body: str) -> None:
    assert sourced(body, kind="release_note") == []
    reasons = {s.item.reason for s in set_aside(body, "App 2.1", BIKES)}
    assert reasons == {DEFECT}


@pytest.mark.parametrize(
    ("body", "value"),
    [
        # Another category, or a heading that only starts with the word, states policy.
        ("- New: hire is now £14 a bike.\n", "£14 a bike"),
        ("## Fixed prices\n\nHire is £12 a bike.\n", "£12 a bike"),
        ("- Fixed: the map.\n\n## Changed\n\n- Hire is now £14 a bike.\n", "£14 a bike"),
    ],
)
def test_other_entries_keep_their_claims(body: str, value: str) -> None:
    assert [c.value_text for c in sourced(body, kind="release_note")] == [value]
