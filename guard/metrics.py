"""The three impact metrics, each with its one-line definition.

These are not measured Slite results: they count what happened in this workspace.
"""

from __future__ import annotations

from dataclasses import dataclass

from guard.store import Store

MIN_REVIEWED = 3
DISCLAIMER = "Counts from this workspace only; not measured Slite results."

DEFINITIONS = {
    "drafts_checked": "Distinct (ticket, draft) pairs checked.",
    "intercepts": (
        "Send attempts blocked as HOLD or ESCALATE, each (ticket, draft) counted once, so "
        "repeated clicks, or the same draft in another case or spacing, do not add to it. "
        "A banner alone does not count."
    ),
    "false_alarm_rate": "Flags marked false alarm ÷ reviewed flags.",
}


@dataclass(frozen=True)
class Impact:
    drafts_checked: int
    intercepts: int
    reviewed: int
    false_alarms: int

    @property
    def false_alarm_rate(self) -> float | None:
        return self.false_alarms / self.reviewed if self.reviewed >= MIN_REVIEWED else None

    @property
    def false_alarm_text(self) -> str:
        rate = self.false_alarm_rate
        if rate is None:
            return f"Not enough reviewed flags yet (n = {self.reviewed}, need {MIN_REVIEWED})"
        return f"{rate:.0%} (n = {self.reviewed})"

    def as_json(self) -> dict:
        return {
            "draftsChecked": {
                "value": self.drafts_checked,
                "definition": DEFINITIONS["drafts_checked"],
            },
            "unsafeSendsIntercepted": {
                "value": self.intercepts,
                "definition": DEFINITIONS["intercepts"],
            },
            "falseAlarmRate": {
                "value": self.false_alarm_rate,
                "n": self.reviewed,
                "falseAlarms": self.false_alarms,
                "text": self.false_alarm_text,
                "definition": DEFINITIONS["false_alarm_rate"],
            },
            "disclaimer": DISCLAIMER,
        }


def impact(store: Store) -> Impact:
    c = store.checks.counts()
    return Impact(c["drafts_checked"], c["intercepts"], c["reviewed"], c["false_alarms"])
