"""A value the next sentence says is separate from a topic is not that topic's value.

"When you first drive in you also have 5 minutes to read the signs. That's separate from the
grace period": the second sentence says what the 5 minutes are not. A value that only the
text around it put on a topic (a heading over it, an earlier sentence) is read against the
sentence right after it in its block: when that sentence opens with a pronoun pointing back
("That's", "This is", "These are", "It's") and says the thing is separate from, different
from, independent of, in addition to, on top of, or not the same as (part of, included in)
what a topic's own phrases name, the value is not that topic's; it goes to `other`. A
value whose own clause names the topic keeps it: the writer named it there on purpose.

English grammar only (a demonstrative and the predicates of being apart); the topic is
named by the catalogue's own phrases.

Pure: a vocabulary, a topic and the next sentence in; the words that set it apart (or None)
out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import cue
from guard.extract.local.vocab import Vocabulary

_SET_APART_RE: Final = re.compile(
    r"^[\W_]*(?:that|this|these|those|it|they)(?:['’](?:s|re)|\s+(?:is|are|was|were))\s+"
    r"(?:(?:quite|completely|entirely|totally|also)\s+)?"
    r"(?:separate\s+from|different\s+from|distinct\s+from|independent\s+of|in\s+addition\s+to|"
    r"on\s+top\s+of|not\s+(?:the\s+same\s+as|part\s+of|included\s+in|counted\s+(?:in|as)))\s+"
    r"(?P<what>[^.;:!?]+)",
    re.IGNORECASE,
)


def set_apart(vocab: Vocabulary, topic: str, following: str | None) -> str | None:
    """The words of `following` (the sentence after a value's, in its block) that say the
    value's thing is apart from what `topic` names (see the module docstring), or None."""
    if not following:
        return None
    m = _SET_APART_RE.match(following)
    if m is None:
        return None
    if not any(t == topic for _, _, t in cue(m.group("what"), vocab).strong):
        return None
    return m.group().strip()
