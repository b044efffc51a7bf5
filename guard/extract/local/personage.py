"""A bound said of a person is an age, whatever duration topic its sentence names.

"Anyone who hires a kayak must be 16 or over", "riders aged 12+", "over-18s only": the
number is how old someone must be. A bare bound after "be" said of someone (`bounds` reads
it as years), an age group written as a noun ("over-18s", `absentparty`) and an age by its
own words ("aged 12", "18 years old", `ages.said_as_age`) all measure a person, never a
notice, a window or a wait. So when the words around such a value name a duration topic
that is no age by its own label and phrases (`ages.is_age`: "hires a kayak" naming how far
ahead a kayak can be hired), the value is none of that topic's: read there it would make a
false conflict with the real window ("30 days" against "16 years"). It goes to an age topic
only: the one the sentence names, or none (`other`; in a source a bare bound on no topic is
no claim, `noclaim.BARE_NO_TOPIC`).

The test is the value's own grammar (a bound of "be" said of someone, an age noun, "aged")
against the topic's own words: no team's wording.
"""

from __future__ import annotations

from guard.extract.local.absentparty import age_group_noun
from guard.extract.local.ages import is_age, said_as_age
from guard.extract.local.found import Found
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER


def said_of_a_person(found: Found, clause: Clause) -> bool:
    """Whether a duration is a person's age by its own words: a bare bound said of someone
    ("must be 16 or over", read in years by `bounds`), an age group as a noun ("over-18s")
    or an age said as one ("aged 12", "18 years old")."""
    if found.value.kind != "duration":
        return False
    bare_age = found.bare and found.value.unit == "years"
    return (
        bare_age
        or age_group_noun(found.text)
        or said_as_age(clause.sentence, clause.start, clause.end)
    )


def age_on_a_time(vocab: Vocabulary, topic: str, found: Found, clause: Clause) -> bool:
    """Whether a person's age (`said_of_a_person`) was read on a duration topic that is no
    age by its own label and phrases: no value of it (see the module docstring)."""
    return topic != OTHER and said_of_a_person(found, clause) and not is_age(vocab, topic)
