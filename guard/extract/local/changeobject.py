"""How far a verb of change reaches to its "from": over its whole object noun phrase.

In "raise the weekend junior day pass price from £9 to £11" the verb's object is one noun
phrase of six words, and the "from … to …" after it says the change: the new value is £11,
no range of £9–£11. A noun phrase's length is set by how many modifiers it stacks (a
determiner, compound nouns, a hyphenated one), not by a count of four words: read as a
range, a proposal to raise a value held its old value too and could not contradict it. What
ends the reach is a new clause, not a word count: punctuation (a word of the pattern is
letters, digits, hyphens and apostrophes only) or a word that opens another clause (a
coordinating conjunction or a subordinator: "we moved site and sessions run from 9 to 5" is
a range). The list is closed (English clause-openers, no domain word); "that" is left out
because it is also a determiner ("raise that fee from £5 to £6"). Eight words bound it
still: past a noun phrase that long the "from" belongs to another verb.
"""

from __future__ import annotations

from typing import Final

_OPENS_A_CLAUSE: Final = (
    r"(?:and|but|or|nor|so|yet|because|if|when|while|whereas|which|who|where|unless|until|once)"
)

#: The words between a verb of change and its "from": up to eight, none opening a clause.
CHANGE_OBJECT: Final = rf"(?:\s+(?!{_OPENS_A_CLAUSE}\b)[\w'’-]+){{0,8}}?"
