"""Which spans of a text name a topic by a value of another kind (`bandname`), for the
engine's "no number without a verdict": the numbers in them are read, part of a name.

Apart from `bandname` because it asks the reader's own value finder (`values`), which in
turn asks `bandname` whether a value lies inside such a name: one module holding both would
import itself in a circle.
"""

from __future__ import annotations

from guard.extract.local.bandname import figured_names, figured_phrases
from guard.extract.local.values import find_values
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue


def band_name_spans(text: str, cat: Catalogue) -> list[tuple[int, int]]:
    """Spans of `text` that name a topic by a value of another kind than the topic's: the
    numbers in them are read (part of a name)."""
    if not figured_phrases(cat):
        return []
    vocab = vocabulary(cat)
    out: list[tuple[int, int]] = []
    for s, e, k in figured_names(text, cat):
        kinds = {f.value.kind for f in find_values(text[s:e], vocab)}
        if kinds and k not in kinds:
            out.append((s, e))
    return out
