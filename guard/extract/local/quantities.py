"""Quantities with a unit of measure that no count topic claims: "1 TB of storage", "10Mbps".

A number with a unit ("40GB", "500 MB") is a promise whatever it measures. When a count
topic counts it ("GB" among its `about` phrases) the count reader finds it first, as that
topic's value; otherwise it is read here as a count on `other`, so a draft that promises it
is OUTSIDE_COVERAGE (D0c), never "no policy claim". It never lands on a count topic by its
surroundings: "5 GB" near "guests" is not a number of guests.
"""

from __future__ import annotations

from guard.measures import QUANTITY_RE
from guard.models import Value

#: (start, end, text as written, value): `values.find_values` makes each a `Found` on `other`.
Quantity = tuple[int, int, str, Value]


def quantities(sentence: str) -> list[Quantity]:
    """Every number with a unit of measure in `sentence`, each a count whose unit is the
    unit as written ("TB")."""
    out: list[Quantity] = []
    for m in QUANTITY_RE.finditer(sentence):
        amount = float(m["num"].replace(",", "."))
        value = Value(amount=amount, unit=m["unit"], kind="count")
        out.append((m.start(), m.end(), m.group(), value))
    return out
