"""What a value on no catalogue topic is about: the words nearest to it.

A claim on `other` has no topic to compare it by, so the rules never decide it (D0c) and its
evidence must not list every value the knowledge base states on any other subject as
"contradicts": that is noise that reads like real contradictions. Its evidence is the source
claims whose value sits next to the same words as the draft's: "Pending transfers clear
within 2 hours" is about *pending*, *transfers*, *clear*; a chargeback fee is not.

Pure: words only, no catalogue, no I/O.
"""

from __future__ import annotations

import re

#: How many content words on either side of a value say what it is about.
NEAREST = 3

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)

#: Words that say nothing about a subject: English function words, hedges, the words of the
#: units themselves (every duration shares "days"), and number words, which are amounts or
#: a pronoun ("your last one", "one of our staff"), as digits are (`_WORD` skips those).
_EMPTY_WORDS = """
    a an the of to in on at by for from with within into onto over under up down out off
    and or but nor so yet if then than as is are was were be been being am do does did
    done have has had will would shall should can could may might must it its it's this
    that these those there here their they them we us our you your i me my he she his her
    not no yes all any each every some more most less least only just also still very
    usually typically normally generally about around approximately roughly up to after
    before until till when while once per what which who whom whose how why where please
    business calendar working day days hour hours week weeks minute minutes month months
    year years percent free same next
    one ones two three four five six seven eight nine ten eleven twelve
"""
_EMPTY = frozenset(_EMPTY_WORDS.split())


def _stem(word: str) -> str:
    """A light stem, so "transfer" and "transfers" meet (no dictionary)."""
    w = word.lower().replace("’", "'").removesuffix("'s")
    for suffix in ("ies", "es", "s"):
        if len(w) > len(suffix) + 3 and w.endswith(suffix):
            return w[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return w


def nearest_words(text: str, value_text: str, n: int = NEAREST) -> frozenset[str]:
    """The `n` content words closest to `value_text` in `text` (its whole text when the
    value's words are not found), stemmed."""
    words = [(m.start(), m.group()) for m in _WORD.finditer(text)]
    content = [(pos, _stem(w)) for pos, w in words if w.lower() not in _EMPTY and len(w) > 2]
    if not content:
        return frozenset()
    at = text.lower().find(value_text.lower()) if value_text else -1
    if at < 0:
        return frozenset(w for _, w in content)
    end = at + len(value_text)
    outside = [(pos, w) for pos, w in content if not at <= pos < end]
    ranked = sorted(outside, key=lambda pw: at - pw[0] if pw[0] < at else pw[0] - end)
    return frozenset(w for _, w in ranked[: 2 * n])


def same_subject(draft_text: str, draft_value: str, quotes: list[tuple[str, str]]) -> list[bool]:
    """For each (quote, value words) of the source claims: whether its value sits next to
    the same words as the draft's. A word found next to most of these values ("cost" next
    to every price) names no subject of its own, so it does not count (from four claims on)."""
    near = [nearest_words(q, v) for q, v in quotes]
    common: set[str] = set()
    if len(near) >= 4:
        counts: dict[str, int] = {}
        for words in near:
            for w in words:
                counts[w] = counts.get(w, 0) + 1
        common = {w for w, n in counts.items() if n * 2 > len(near)}
    mine = nearest_words(draft_text, draft_value) - common
    return [bool(mine & words) for words in near]
