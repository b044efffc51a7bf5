"""A document speaks with one voice on a topic: which of its values C hears.

A source that seems to state two different values for one topic and scope is, in real
help-centre text, almost never contradicting itself: one number is its policy and the other is
something a reader put on the topic (a condition's figure, an example, another fee, the
customer's case in a macro). Left in C, that one misread number beside the real values
escalates every draft on the topic (D7), correct or not: in the first runs of new knowledge
bases, about 61 of 147 false conflicts had both sides in one document. When another in-force
source states one of the document's values and not the others, that corroborated value is the
document's voice; the others are set aside, and the trace names each.

What is never set aside, so a real disagreement stays one:

- a source none or all of whose values another source states (nothing tells its voice);
- a source that names a document it supersedes: its new value sits beside the old one;
- a value another source says only as where the values start ("from £39, depending on your
  zone", `boundwords.said_as_start`): a starting price is the least of several cases, so it
  matches the cheapest of a table's values without saying the others are misread; the rest
  of the table is no misreading it could outvote;
- a value any other source states, in force or not (an announcement, a proposal, a future
  change, another scope): a number someone else says is a voice of its own, not a
  misreading. This is what keeps a change visible: a document updated to state its new
  value beside the old one (which older documents still state) has its new value announced
  somewhere, and then neither is set aside.

Only candidates (in-force documents) are in the pool: an announcement never governs, so its
values are only ever the `said` that keeps another document's value.

Pure: the candidates are data.
"""

from __future__ import annotations

from guard.engine.boundwords import said_as_start
from guard.engine.candidates import Assessed
from guard.engine.values import same_value


def one_voice(
    pool: list[Assessed], said: list[Assessed]
) -> tuple[list[Assessed], list[tuple[Assessed, str]]]:
    """(the candidates C hears, [(a candidate set aside, the source that confirms its
    document's voice)]). `said`: every claim with a value on the topic, whatever its
    standing or scope. Order is kept; only a source stating different values for the same
    scope can lose any."""
    aside: list[tuple[Assessed, str]] = []
    for group in _by_source_and_scope(pool).values():
        aside.extend(_set_aside(group, pool, said))
    gone = {id(a) for a, _ in aside}
    return [a for a in pool if id(a) not in gone], aside


def _by_source_and_scope(pool: list[Assessed]) -> dict[tuple[str, tuple], list[Assessed]]:
    groups: dict[tuple[str, tuple], list[Assessed]] = {}
    for a in pool:
        key = (a.source.id, tuple(sorted(a.claim.scope.items())))
        groups.setdefault(key, []).append(a)
    return groups


def _set_aside(
    group: list[Assessed], pool: list[Assessed], said: list[Assessed]
) -> list[tuple[Assessed, str]]:
    """The claims of one source and scope that its corroborated value outvotes."""
    if any(a.claim.supersedes is not None for a in group):
        return []
    source = group[0].source
    others = [o for o in pool if o.source.id != source.id]
    elsewhere = [o for o in said if o.source.id != source.id]

    def confirming(a: Assessed, among: list[Assessed]) -> list[Assessed]:
        return [o for o in among if same_value(o.value, a.value)]  # type: ignore[arg-type]

    exact = [o for o in others if not said_as_start(o.claim.quote, o.claim.value_text)]
    confirmed = [a for a in group if confirming(a, exact)]
    unconfirmed = [a for a in group if not confirming(a, exact)]
    if not confirmed or not unconfirmed or any(confirming(a, elsewhere) for a in unconfirmed):
        return []
    confirmers = [o for a in confirmed for o in confirming(a, exact)]
    by = min(confirmers, key=lambda o: o.source.id).source.id
    return [(a, by) for a in unconfirmed]


def voices_aside(aside: list[tuple[Assessed, str]]) -> list[tuple[Assessed, str]]:
    """Each set-aside source and value once (a document may say its other value twice)."""
    seen: list[tuple[Assessed, str]] = []
    for a, by in aside:
        if not any(b.source.id == a.source.id and same_value(b.value, a.value) for b, _ in seen):  # type: ignore[arg-type]
            seen.append((a, by))
    return seen
