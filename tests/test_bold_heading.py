"""A short wholly bold line alone over a list heads it (`guard/extract/local/boldhead.py`):
a release note's "**Fixed**" files its entries as fixed defects. Bike-hire catalogue of
test_local_wording; invented wording."""

from __future__ import annotations

import pytest

from guard.extract.local.boldhead import bold_heading
from guard.extract.local.noclaim import DEFECT
from guard.extract.local.setaside import set_aside
from tests.support.wording import BIKES, sourced

_NOTE = (
    "# App 3.2\n\n**New**\n\n- Ride photos in the app.\n\n**Fixed**\n\n"
    "- The checkout showed hire at £3 a bike for club members instead of £9.\n"
)


def test_a_bold_fixed_line_over_its_list_files_the_items_as_defects() -> None:
    assert sourced(_NOTE, kind="release_note") == []
    reasons = {s.item.reason for s in set_aside(_NOTE, "App 3.2", BIKES)}
    assert DEFECT in reasons


def test_a_bold_new_line_keeps_its_items_claims() -> None:
    body = "**New**\n\n- Hire is now £14 a bike.\n"
    # the value covers its basis, "a bike" read as the catalogue's "per bike" (`namedbasis`)
    assert [c.value_text for c in sourced(body, kind="release_note")] == ["£14 a bike"]


@pytest.mark.parametrize(
    ("line", "heads"),
    [
        ("**Fixed**", True),
        ("__Known issues__", True),
        ("**What to bring:**", True),
        ("**Fixed** – the checkout showed £3", False),  # a run-in label, not a line alone
        ("**Bring your helmet.**", False),  # a bold sentence
        ("Fixed", False),  # not bold
        ("**A very long bold line that goes on and on past six words**", False),
    ],
)
def test_only_a_short_line_wholly_bold_is_a_heading(line: str, heads: bool) -> None:
    assert bold_heading(line) is heads
