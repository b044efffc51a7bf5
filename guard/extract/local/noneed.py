""" "No need to" denies what follows, as "needn't" and "don't need to" already do.

"There's no need to send it back" says the customer does not send it back: the option after it
is denied, not stated, exactly as in "you needn't send it back" or "you don't need to send it
back", which the denial reader already reads (`dropped._NEGATOR`). Left unread, the denied
option is a claim of that option beside the one the reply does state ("send us a photo
instead"), and a reply that gets it right is held or capped for the option it rules out.
"No need for" before a noun phrase and then "to" ("no need for you to post it") is the same.

English grammar only: the idiom "no need (for someone) to", no catalogue's words.
"""

from __future__ import annotations

from typing import Final

#: A regex source (case-insensitive use): "no need" and its "for you", right before "to"; the
#: denied words follow the "to".
NO_NEED: Final = r"no\s+need(?:\s+for\s+(?:you|them|him|her|us|anyone|anybody))?(?=\s+to\b)"
