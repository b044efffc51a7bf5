"""A lead time of changes casts no doubt on a topic that measures something else
(`guard.extract.local.ofchange.lead_time_of_changes`, asked by UNPLACED in
`guard.engine.unplaced`).

"We give at least 60 days' notice of any change to the locker rent" says how far ahead a
change is told: the reader puts it on no topic (it names no change the text announces, and no
topic is about changes), and it stands beside "locker", the key word of the notice to give up
a locker. It measures changes, so a draft's notice to give up the locker, which every source
states, is not in doubt: the ALLOW stands. An invented climbing wall's catalogue: no
knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local.ofchange import lead_time_of_changes
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
NOTICE = "# Lockers\n\nYou can give up your locker with 10 days' notice.\n"
CHANGES = (
    "# Locker rent\n\nLocker rent is £8 a month. We give at least 60 days' notice of any"
    " change to the locker rent, and you can give up your locker before it applies.\n"
)
DRAFT = "You can give up your locker with 10 days' notice, just drop us a line."


def wall() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Climbing wall",
            "topics": {
                "locker_notice": {
                    "label": "notice to give up a locker",
                    "kind": "duration",
                    "about": ["give up your locker", "give up a locker", "locker notice"],
                },
                "locker_rent": {
                    "label": "locker rent",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["locker rent", "rent a locker"],
                },
            },
        },
        "test",
        "Wall",
    )  # fmt: skip


def test_a_notice_of_any_change_casts_no_doubt_on_another_notice() -> None:
    srcs = [verified_source("CW-1", NOTICE, kind="policy"),
            verified_source("CW-2", CHANGES, kind="policy")]  # fmt: skip
    v = local_verdict(DRAFT, srcs, wall(), message="Hi", now=NOW)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")


def test_a_lead_time_of_changes() -> None:
    words = ("notice to give up a locker", "give up your locker")
    assert lead_time_of_changes("' notice of any change to the rent", words)
    assert lead_time_of_changes(" before a price rise", words)
    assert not lead_time_of_changes("' notice of termination", words)
    assert not lead_time_of_changes(" before any change", ("warning before a rent rise",))
