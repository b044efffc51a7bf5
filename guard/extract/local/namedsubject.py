"""A value's own subject written as a name, with no determiner: "**Trip Shield** costs
8%", "Priority Lane is €4".

`subject.own_subject` reads a clause's own subject when a determiner opens it ("The delivery
fee is £4"), so that a heading's topic ("Changing your trip") never takes a value the
clause says is the price of something else. A product, an add-on or a service is often
named without one, as a proper name: in Title Case ("Priority Lane", "Gift Wrap Plus") or
emphasised ("**Trip Shield**", "*Flex*"). Such a name right before the verb that
states the value is the value's subject just as much; when none of its words is one the
catalogue knows for the value's kind, the value is about something the catalogue does not
cover (`other`), whatever a heading or an earlier sentence names.

English and Markdown only: a single capitalised word is not enough (every sentence starts
with one: "Cancellation costs 100%"), so a name is two or more capitalised words or an
emphasised phrase.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause
from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary

_CAP: Final = r"[A-Z][\w'’-]*"
_VERB: Final = (
    r"(?:is|are|costs?|comes?\s+to|adds?|will\s+cost|is\s+priced\s+at|is\s+charged\s+at)"
    r"(?:\s+(?:now|currently|just|only|still|usually|normally|always))?\s*$"
)
# "**Trip Shield** costs " / "*Flex* is " / "Priority Lane costs ": the whole left side
# of the clause is the name and its verb.
_NAMED_RE: Final = re.compile(
    r"^[\W_]*?(?:(?P<em>\*\*|__|\*|_)(?P<emnp>[^*_\n]{2,40}?)(?P=em)"
    rf"|(?P<np>{_CAP}(?:\s+{_CAP}){{1,3}}))\s+{_VERB}"
)


def named_subject(vocab: Vocabulary, kind: str, clause: Clause) -> str | None:
    """The name that is the value's own subject when the catalogue covers none of its words
    for `kind` (module docstring), else None."""
    m = _NAMED_RE.match(clause.left)
    if m is None:
        return None
    name = m["emnp"] or m["np"]
    return None if all_known(vocab, kind, name) else name
