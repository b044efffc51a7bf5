"""A title that opens with a scope value and a label's separator scopes its subject (issue
17, kennels): `guard.extract.local.scopes._qualifying`.

A Slack thread titled "#small-boats – launches" (a channel named for small boats) says "We
only ever say two a day": the channel's name heads the subject as "Small-boats launches"
would. A scope named after the subject ("Launches – small boats") names nothing new. An invented marina's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_claims

_MARINA = named_catalogue(
    "Marina",
    {
        "launches_per_day": {"kind": "count", "unit": "launches a day", "about": ["launch*"]},
    },
    scopes={
        "boat": {
            "values": {"small": ["small boats", "small-boats", "dinghy"], "large": ["yacht*"]},
        }
    },
)


def _scopes(title: str) -> list[str]:
    claims = source_claims("We only ever say two a day.", _MARINA, title=title, kind="slack")
    return [c.scope.get("boat", "") for c in claims]


def test_a_title_led_by_a_scope_and_a_dash_scopes_its_subject() -> None:
    assert _scopes("#small-boats – launches") == ["small"]
    assert _scopes("Small boats: launches") == ["small"]


def test_a_scope_elsewhere_in_the_title_does_not() -> None:
    assert _scopes("Launches – small boats") == ["any"]
    assert _scopes("Launches") == ["any"]
