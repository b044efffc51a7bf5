"""An invented dental practice's two duration topics (no knowledge base's words): a notice to
cancel a visit and a refund time, which the unattributed-value tests read drafts against."""

from __future__ import annotations

from typing import Any

from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "visit_notice": {
        "label": "notice needed to cancel a visit",
        "kind": "duration",
        "about": ["notice", "cancel your appointment"],
    },
    "refund_time": {
        "label": "how long a refund takes",
        "kind": "duration",
        "about": ["refund*", "money back"],
    },
}
DENTAL = named_catalogue("Brightsmile", _TOPICS)
