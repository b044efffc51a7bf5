"""A release note's fixed defects state what was wrong, not what the policy is.

Changelogs sort their entries under a handful of conventional categories (Keep a Changelog:
Added, Changed, Deprecated, Removed, Fixed, Security; app-store notes: "New:", "Fixed:").
An entry filed under a fix ("Fixed: some bookings showed a deposit of £0") describes a
defect: the value in it is what a screen or a message wrongly said, so it is no claim, and
certainly no announced change. Only the category's name decides, written as the entry's own
label or as the heading of its section, so a "Fixed fees" heading or a "fixed price" in a
sentence is not one.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Sentence

#: A changelog category of defects, as a whole label or heading.
_FIX_CATEGORY_RE: Final = re.compile(
    r"(?:bug\s*)?fix(?:ed|es)?|bugs?(?:\s+fixed)?|resolved(?:\s+issues?)?|known\s+issues?",
    re.IGNORECASE,
)
_DECORATION: Final = " \t*_#:.-–—"


def _a_fix_category(text: str | None) -> bool:
    return text is not None and _FIX_CATEGORY_RE.fullmatch(text.strip(_DECORATION)) is not None


def a_fixed_defect(sentence: Sentence) -> bool:
    """The sentence is an entry filed under a fix: its block's label ("Fixed: …"), the line
    heading its list ("**Fixed**", "Fixed:") or the nearest heading above it ("## Fixed")
    names a changelog's defect category."""
    if _a_fix_category(sentence.label):
        return True
    if sentence.lead_in and _a_fix_category(sentence.lead_in[-1]):
        return True  # "**Fixed**" alone over its list (`boldhead`), or "Fixed:" over it
    return bool(sentence.headings) and _a_fix_category(sentence.headings[-1])
