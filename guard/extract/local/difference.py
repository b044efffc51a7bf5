"""An amount followed by a comparative ("£15 more", "£15 more than a hem", "£46 less than",
"£4 cheaper than") is a difference between two prices, not the price of either.

"A deep clean is £20 more, so £70": the £20 measures how far the deep clean's price is
above some base, the £70 is its price. Read as the topic's value, the difference is checked
as the price and a right reply is held. So an amount of money directly followed by "more"
is no value of the topic its clause names: no claim. A sentence that then gives the price
("so £70") is read as it was; one that gives only the difference keeps its amount unread,
which the engine reports as a gap (D0b), never as support.

Only the comparative of quantity: an add-on's own price said with "extra" or "on top"
("Saturday delivery is £6 extra", "fitting is £12 per blind on top of the blinds") is the
price of that add-on, which its clause names, not a difference between two prices of it.
"more", "less", "fewer" and an adjective's comparative before "than" are grammar, not any
team's wording. Read in drafts only, and for money: a
count or time said with "more" ("3 more days") can be what an extension grants, its own
value.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.segment import Clause

#: A comparative right after the amount: of quantity, "£15 more", "£15 more than a hem", "£5
#: less"; or an adjective's "-er" form before "than", "£46 cheaper than", "£10 higher than"
#: (not "rather than" or "other than", which compare nothing: "£20 rather than £25").
DIFFERENCE_AFTER: Final = re.compile(
    r"^\s*(?:(?:more|less|fewer)\b|(?!(?:rather|other)\b)[a-z]+er\s+than\b)", re.IGNORECASE
)


def is_difference(found: Found, clause: Clause) -> bool:
    """The amount is said as a difference from another price (module docstring)."""
    if found.value.kind != "money" or found.free:
        return False
    return bool(DIFFERENCE_AFTER.match(clause.sentence[clause.end :]))
