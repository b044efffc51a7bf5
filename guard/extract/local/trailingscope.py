"""In a run of values each followed by whom it is for, a value's scope is the one its own
following words name: "£45 for small dogs, £52 for medium and £60 for large".

A reply that sets prices side by side writes each value and then whom it is for ("for
medium", "on Silver", "for under-12s"), and leaves out the verb and the noun after the
first. The words between an earlier value and this one ("for small dogs, ") are that
earlier value's: they end its phrase, and only a comma or "and" is left of this value's
own. So the draft-scope reader (`draftscope`), which gives up where a value's clause names
two values of a dimension (a guess must not move a claim off the customer's scope), may
still read this value as said for the scope its own following words name, when those words
name exactly one value of the dimension and every word before it in its clause comes after
an earlier value (its clause starts where that value ends). "As a Care member, 15% off
private treatment" is unchanged: no earlier value stands before "Care". Sentence structure
only (where the values and the clause start), no word list.
"""

from __future__ import annotations

from guard.extract.local.segment import Clause
from guard.kb.phrasematch import classify


def named_after_value(
    options: tuple[tuple[str, tuple[str, ...]], ...], clause: Clause, scope_value: str
) -> bool:
    """Whether the words right after the value (its clause's right part) name exactly
    `scope_value` of a dimension whose phrases are `options`, and the clause's left part
    starts where an earlier value of the sentence ends (see the module docstring)."""
    after = {v for _, _, v in classify(options, clause.right)}
    if after != {scope_value}:
        return False
    left_start = clause.start - len(clause.left)
    return any(end == left_start for _, end, _ in clause.others_values)
