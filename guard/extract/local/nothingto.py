""" "Nothing to" denies the verb after it, as "no need to" does.

"There's nothing to pay for the parking", "there's nothing extra to pay when you leave":
the customer does not pay; the option the verb phrase names is denied, not stated. Read as
stated, the denied option became a claim beside the one the sentence does state ("diesel is
included, so there's nothing extra to pay for fuel" read as both included and paid for),
and a source that says one thing was taken to state two values of the topic.

English grammar only: "nothing" (with "extra", "more", "else", "further" or "additional")
right before "to" and a verb, no catalogue's words. The denial reader takes it with its
other negators (`dropped._NEGATOR`).
"""

from __future__ import annotations

from typing import Final

#: A regex source (case-insensitive use): "nothing" and an optional "extra"-like word, right
#: before "to"; the denied words follow the "to".
NOTHING_TO: Final = r"nothing(?:\s+(?:extra|more|else|further|additional))?(?=\s+to\b)"
