"""A catalogue phrase that opens with "after" names the same event said with "from when" or
"from the moment" ("20 minutes from when your class ends" for "after your class ends"): both
start a time at that event (`guard.kb.phrases._SAME_AS_AFTER`).

A made-up gym's catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict

GYM = catalogue_from_dict(
    {
        "name": "Ironside gym",
        "topics": {
            "locker_hold": {
                "label": "how long a locker stays yours after class",
                "kind": "duration",
                "about": ["after your class ends", "after class"],
            },
            "cancel_notice": {"kind": "duration", "about": ["cancel*"]},
        },
    },
    "test",
    "Ironside",
)


def topics(draft: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(draft, GYM)]


@pytest.mark.parametrize(
    "draft",
    [
        "Your locker stays yours for 20 minutes after your class ends.",
        "Your locker stays yours for 20 minutes from when your class ends.",
        "Your locker stays yours for 20 minutes from the moment your class ends.",
    ],
)
def test_from_when_names_the_event_after_names(draft: str) -> None:
    assert topics(draft) == ["locker_hold"], draft


def test_from_alone_is_no_after() -> None:
    # "from" also starts a place or a source: only "from when"/"from the moment" count
    assert topics("Your locker stays yours for 20 minutes from your class.") != ["locker_hold"]
