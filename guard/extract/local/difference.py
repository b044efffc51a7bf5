"""An amount followed by the comparative "more" ("£15 more", "£15 more than a hem") is a
difference between two prices, not the price of either.

"A deep clean is £20 more, so £70": the £20 measures how far the deep clean's price is
above some base, the £70 is its price. Read as the topic's value, the difference is checked
as the price and a right reply is held. So an amount of money directly followed by "more"
is no value of the topic its clause names: no claim. A sentence that then gives the price
("so £70") is read as it was; one that gives only the difference keeps its amount unread,
which the engine reports as a gap (D0b), never as support.

Only the comparative of quantity: an add-on's own price said with "extra" or "on top"
("Saturday delivery is £6 extra", "fitting is £12 per blind on top of the blinds") is the
price of that add-on, which its clause names, not a difference between two prices of it.
"more" is a grammar word, not any team's wording. Read in drafts only, and for money: a
count or time said with "more" ("3 more days") can be what an extension grants, its own
value.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.segment import Clause

#: The comparative of quantity right after the amount: "£15 more", "£15 more than a hem".
DIFFERENCE_AFTER: Final = re.compile(r"^\s*more\b", re.IGNORECASE)


def is_difference(found: Found, clause: Clause) -> bool:
    """The amount is said as a difference from another price (module docstring)."""
    if found.value.kind != "money" or found.free:
        return False
    return bool(DIFFERENCE_AFTER.match(clause.sentence[clause.end :]))
