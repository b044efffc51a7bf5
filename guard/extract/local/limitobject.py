"""A limit verb's object is a noun phrase: words may describe the counted noun before it.

"Cap referrals at 10" names what the count counts right after the verb; so does "cap free
referrals at 10", "limit weekend guests to 2" or "restrict the extra guest passes to 4": an
adjective or a noun modifier before the counted noun says which of them are meant, and the
verb still puts its number on them as their limit, as "up to 10 free referrals" does. So up
to two describing words may stand between the limit verb (or its determiner) and the
topic's noun. Not a number (that would be the limit itself, or another count), and not a
word that ends the noun phrase or opens the limit ("and", "or", "at", "to", "of"): a
coordinated second object or the limit's own preposition is no modifier. Those are grammar
words, a closed list; no catalogue or domain word is read here.
"""

from __future__ import annotations

from typing import Final

#: Up to two describing words before the counted noun (see the module docstring); lazy, so
#: the noun right after the verb is tried first.
MODIFIERS: Final = r"(?:(?!(?:and|or|at|to|of|than)\b)[^\W\d_][\w'’-]*\s+){0,2}?"
