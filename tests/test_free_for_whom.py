"""A predicate "free" said with whom or how long it is free for is no value wording on a
source (`guard.engine.reading._free_for_someone_or_a_while`): the local reader claims no zero
there, so an empty extraction of it is a reading, not a silenced source. Invented wording of
a bike-hire team: no knowledge base's words."""

from __future__ import annotations

from guard.engine.reading import policy_wording
from tests.support.builders import source


def test_free_for_a_while_or_for_a_group_makes_no_source_look_silenced() -> None:
    said = 'A rider swears the mechanic told him "helmets are free for a whole weekend".'
    assert policy_wording(source("X", said).body) is None
    assert policy_wording(source("X", "Helmets are free for club riders.").body) is None


def test_a_length_stays_value_wording_of_its_own() -> None:
    assert policy_wording(source("X", "Helmets are free for 3 days.").body) == "3 days"


def test_free_alone_or_for_everyone_stays_a_price_of_zero() -> None:
    assert policy_wording(source("X", "Helmets are free.").body) == "are free"
    assert policy_wording(source("X", "Helmets are free for everyone.").body) == "are free"
