"""Who is who, for two-person approval: identities are compared, not strings.

An answer or an edit needs a second person, so "is the approver its author?" must not be
fooled by spelling. A Slack user id decides when both sides have one: Slack authenticated
it, and two people may share a display name. Otherwise names decide, compared as people
read them: folded (guard/fold.py: NFKC, casefolded, without zero-width characters, soft
hyphens or surrounding whitespace), then by their Unicode TR39 skeleton (guard/skeleton.py),
so "JONAS ", "jonas" with a zero-width space, a Cyrillic look-alike and a full-width
spelling are all Jonas. An empty name (blank or invisible only) is no one and is refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from guard.errors import InputError
from guard.fold import fold
from guard.skeleton import skeleton

_SLACK_ID = re.compile(r"^[UW][A-Z0-9]{2,}$")


def is_slack_id(label: str) -> bool:
    return bool(_SLACK_ID.match(label.strip()))


def name_key(name: str) -> str:
    """What two spellings of one name share: the skeleton of the folded name."""
    return skeleton(fold(name))


def require_name(name: str | None, what: str = "Say who you are (--as NAME)") -> str:
    """`name` as given, or a one-line error when it is empty once invisible characters and
    whitespace are gone."""
    if name is None or not fold(name):
        raise InputError(f"{what}: an empty name is no one. Nothing was changed.")
    return name


@dataclass(frozen=True)
class Person:
    """Everything known to name one person: their Slack ids and their name keys."""

    ids: frozenset[str]
    names: frozenset[str]


def person(*labels: str | None) -> Person:
    """A person from what names them: Slack ids and names, in any mix. A label that looks
    like a Slack id counts as a name too, so a person typed in capitals is never mistaken
    for an id that compares with nothing."""
    given = [label.strip() for label in labels if label and fold(label)]
    ids = frozenset(label for label in given if is_slack_id(label))
    return Person(ids=ids, names=frozenset(name_key(label) for label in given))


def same_person(a: Person, b: Person) -> bool:
    """Slack ids decide when both have one; otherwise any shared name key makes them one."""
    if a.ids and b.ids:
        return bool(a.ids & b.ids)
    return bool(a.names & b.names)


def among(who: str, authors: Iterable[Person]) -> bool:
    """Whether `who` is any of `authors`."""
    me = person(who)
    return any(same_person(me, p) for p in authors)
