"""A plain document's own "Last updated" line, read as its updatedAt.

A help-centre export with no frontmatter used to take updatedAt from the file's modification
time, which is when the file was copied or cloned, so one knowledge base gave different
review dates (and verdicts) on two machines. Real exports carry the date the article was
last edited in a line near the top ("Last updated: 2 November 2026", "Updated on Nov 2,
2026"), so that line is read first. A line that is not there, or whose date cannot be read
(an impossible "31 February", a word instead of a date), leaves the caller's fallback in
place: a date is never guessed. Pure: text in, datetime out.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Final

#: How many non-empty lines from the top of the body the line may sit in (after a title, a
#: breadcrumb, an author line). Deeper down, "updated" is text, not the article's date.
TOP_LINES: Final = 8

_MONTHS: Final[dict[str, int]] = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_MONTH: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
# "Last updated: …", "Updated on …", "Last modified …", with Markdown emphasis or a quote
# marker around it; the date follows.
_LINE: Final = re.compile(
    r"^[\s>*_#-]*(?:last\s+)?(?:updated|modified|edited)(?:\s+on)?[\s*_]*[:\-–—]?[\s*_]*"
    r"(?P<rest>.+)$",
    re.IGNORECASE,
)
_DATE: Final = re.compile(
    rf"""^(?:
        (?P<iso>\d{{4}}-\d{{2}}-\d{{2}})(?:[T\s]\d{{2}}:\d{{2}}(?::\d{{2}})?(?:Z|[+-]\d{{2}}:?\d{{2}})?)?
      | (?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH})\.?,?\s+(?P<y1>\d{{4}})
      | (?P<m2>{_MONTH})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{{4}})
    )(?![\w-])""",
    re.IGNORECASE | re.VERBOSE,
)


def parse_date(text: str) -> datetime | None:
    """The date at the start of `text` as midnight UTC (an ISO date-time keeps its time), or
    None when there is none or it is impossible."""
    m = _DATE.match(text.strip().strip("*_").strip())
    if m is None:
        return None
    try:
        if m["iso"]:
            whole = m.group(0).replace(" ", "T").replace("Z", "+00:00")
            parsed = datetime.fromisoformat(whole)
            return (parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)).astimezone(UTC)
        day, month, year = (m["d1"], m["m1"], m["y1"]) if m["d1"] else (m["d2"], m["m2"], m["y2"])
        found = date(int(year), _MONTHS[month[:3].lower()], int(day))
    except ValueError:
        return None
    return datetime(found.year, found.month, found.day, tzinfo=UTC)


def stated_update(body: str) -> datetime | None:
    """The date of the first "Last updated" / "Updated on" line among the body's first
    lines whose date reads, or None (a heading such as "Updated fees" is passed over)."""
    seen = 0
    for line in body.splitlines():
        if not line.strip():
            continue
        seen += 1
        if seen > TOP_LINES:
            return None
        m = _LINE.match(line)
        found = parse_date(m["rest"]) if m is not None else None
        if found is not None:
            return found
    return None
