"""An option that is only a line's run-in label is what its body says of it.

"- **Paper statements:** if you'd rather have paper, ask us and we'll post them." The label
names the option the line is about, as a heading does, and the body after the colon says how
it applies: here only on request. The label alone states nothing (a heading states no value
either), so an option named only as a run-in label is offered, stated as the default, or
neither exactly as its body says (`wording.offered` reads the body in place of the label's
own words). An option in the body itself is read where it stands.
"""

from __future__ import annotations

import re
from typing import Final

#: Markdown markup and list bullets around a run-in label.
_MARKUP_RE: Final = re.compile(r"[\s*_>#\-–•]*")


def label_body(sentence: str, start: int, end: int) -> str | None:
    """The body after the colon when `sentence[start:end]` is the sentence's whole run-in
    label ("**Paper statements:** …": only markup before it and between it and the colon),
    else None."""
    if not _MARKUP_RE.fullmatch(sentence[:start]):
        return None
    colon = sentence.find(":", end)
    if colon < 0 or not _MARKUP_RE.fullmatch(sentence[end:colon]):
        return None
    after = _MARKUP_RE.match(sentence, colon + 1)
    return sentence[after.end() if after else colon + 1 :]
