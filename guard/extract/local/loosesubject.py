"""A loose match said of another topic's thing is that thing's, not the phrase.

A loose match (`loose`) finds a phrase's content words with other words between or around
them: "come back in" (a guest returning for a free fix) is found as "comes back" anywhere.
Said right after a noun that another topic's own phrase names, the words are that noun's
verb: in "your deposit comes back to you" it is the deposit that comes back (a refund of
the deposit), not the guest; in "the parcel arrives late" it is the parcel that is late.
The phrase as the team wrote it would need its own words there; loosened, it is only a
weaker cue, and the subject right before it says whose act it is. So a loose match is no
cue of its topic when another topic's exact phrase ends right before it (a determiner or
possessive may open that noun phrase): the words are said of that other topic's thing.

The subject is found by the catalogue's own phrases, never by a list of words; the only
English is that a noun right before a verb is its subject.
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all

# Only spaces between the subject and the loose match: a comma or any other word breaks it.
_JUST_SPACES: Final = re.compile(r"\s+$")


def said_of_another_topics_thing(cat: Catalogue, key: str, text: str, start: int) -> bool:
    """Whether another topic's exact `about` phrase ends right before the loose match of
    `key` at `text[start:]` (see the module docstring)."""
    gap = _JUST_SPACES.search(text[:start])
    if gap is None:
        return False
    subject_end = gap.start()
    for t in cat.topics:
        if t.key == key or not t.about:
            continue
        if any(e == subject_end for _, e in find_all(t.about, text[:subject_end])):
            return True
    return False
