"""A zero that names its own fee by an act: "no joining fee", "no booking charge".

"Membership is simple: one plan, with no joining fee" says one fee is nothing, the fee for
joining, and the -ing word right before the price noun says which act that fee is for.
Read by its clause alone, the zero lands on whatever price topic the clause names ("the
membership fee"), as if the membership cost nothing, and contradicts every real price of it.
A fee named for an act is that act's fee: the zero belongs to a topic only when its label
or `about` phrases name the same act (its -ing word, its stem, or a glob of it); otherwise it
is no claim on that topic. The test is English grammar (an -ing word before "fee",
"charge", "cost", "price"), never a catalogue's words; a participle that only says when a
fee falls due ("no ongoing fee", "no recurring charges") names no act and is left alone.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

#: "no joining fee", "no booking charges", "no handling costs".
_ACT_FEE_RE: Final = re.compile(
    r"\bno\s+(?P<act>[^\W\d_]{3,}ing)\s+(?:fees?|charges?|costs?|prices?|surcharges?)\b", _I
)

#: -ing words before a price noun that say when or how it falls due, not which act it is for.
_NO_ACT: Final = frozenset(
    {"ongoing", "recurring", "outstanding", "remaining", "existing", "upcoming", "pending",
     "continuing", "following", "standing", "something", "nothing", "anything", "everything"}
)  # fmt: skip

_WORD_RE: Final = re.compile(r"[^\W\d_][\w'’-]*\*?")


def _names_act(word: str, act: str) -> bool:
    """Whether a word of a topic's label or phrases names the act of `act` ("joining"):
    the word itself, its stem ("join"), or a longer word or glob on that stem."""
    stem = act[:-3]
    glob = word.endswith("*")
    word = word.rstrip("*")
    if word in (act, stem):
        return True
    if glob and len(word) >= 3 and act.startswith(word):
        return True
    return len(stem) >= 3 and len(word) >= 4 and (word.startswith(stem) or act.startswith(word))


def fee_of_another_act(vocab: Vocabulary, topic: str, zero_text: str) -> bool:
    """Whether the zero's own words ("no joining fee") name a fee for an act that `topic`'s
    label and `about` phrases do not name (module docstring)."""
    m = _ACT_FEE_RE.search(zero_text)
    spec = vocab.topic(topic)
    if m is None or spec is None:
        return False
    act = m["act"].lower()
    if act in _NO_ACT:
        return False
    words = [w.lower() for text in (spec.label, *spec.about) for w in _WORD_RE.findall(text)]
    return not any(_names_act(w, act) for w in words)
