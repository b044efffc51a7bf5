"""How long the customer's own act takes: "you can do it online in a couple of minutes".

A duration topic is a period a policy sets (a notice, a window, a wait). A reply often also
says how long something the customer does will take them: "you can sign up in about five
minutes", "you can renew it online in under two minutes". That time is the act's length,
no period anyone sets: read on the ticket's duration topic (the engine reads a value whose
words name no topic on it) it would contradict the real notice or window.

The sentence's structure says so: the clause's subject is the customer ("you", "you both"),
its verb an act they are able to do (the modal "can" or "could", or "be able to"), and the
duration is counted "in" that act ("in", or "in" with "about", "around", "under", "less
than", "just"), measured in minutes, the scale of one sitting. A period a policy
sets is written "within" or "for", counted from an event, or said of another subject ("we
can refund you in 5 days" is the team's act, its promise); so is one in days, weeks or
months ("you can return it in 30 days" is a sloppy window, still a claim). Generic English
only, no catalogue's words.

The same holds for "it takes a couple of minutes", "it only takes you about five minutes":
"it" is the task the text has just described (claiming in the app, signing up), and "takes"
says how long doing it lasts, not a time anyone is allowed. Only when nothing follows the
duration in its clause but where the task is done ("in the app", "online"): "it takes 10
minutes to activate your card" or "… for the refund to show" names its own act, which may
be a topic's.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION_AND_COORDINATORS, clause_after, clause_before

#: The reason `dropped.why_not_a_claim` gives.
OWN_ACT_TIME: Final = "how long the customer's own act takes, no period a policy sets"

# "you can [both] <verb> [a few words] in [about] ": the customer's able act, then "in".
_OWN_ACT_RE: Final = re.compile(
    r"^\s*(?:(?:and|but|so|then)\s+)?you\s+(?:(?:both|all|two)\s+)?"
    r"(?:can|could|(?:will|['’]ll)\s+be\s+able\s+to|are\s+able\s+to)\s+"
    r"(?:(?:both|all|also|easily|just|simply)\s+)?"
    r"(?:(?!(?:in|within|for|after|before|by|until|from|if|unless|when|once)\b)[\w'’-]+\s+){1,6}"
    r"in(?:\s+(?:about|around|roughly|under|less\s+than|just|only|barely))?\s+$",
    re.IGNORECASE,
)

# "[and] it [only] takes [you] [about] ": the length of the task "it" stands for.
_TASK_TAKES_RE: Final = re.compile(
    r"^\s*(?:(?:and|but|so|then)\s+)?it\s+"
    r"(?:(?:only|just|usually|normally|typically|generally|should|will|can)\s+|['’]ll\s+)*"
    r"takes?\s+(?:you\s+)?(?:(?:only|just|about|around|roughly|under|less\s+than|barely)\s+)?$",
    re.IGNORECASE,
)
# Nothing after it in its clause but where the task is done: "in the app", "online".
_ONLY_WHERE_RE: Final = re.compile(
    r"^\s*(?:(?:in|on|via|through|using)\s+(?:the\s+|our\s+|your\s+)?[\w'’-]+"
    r"(?:\s+[\w'’-]+)?|online|or\s+so|or\s+less|at\s+most)?\s*$",
    re.IGNORECASE,
)

_ACT_UNITS: Final = frozenset({"minutes"})


def own_act_time(sentence: str, start: int, unit: str | None, end: int | None = None) -> bool:
    """Whether the duration at sentence[start:end] (in `unit`) says how long the customer's
    own act takes (see the docstring). Without `end`, only the "you can … in" form is read."""
    if unit not in _ACT_UNITS:
        return False
    before = clause_before(sentence, start, PUNCTUATION_AND_COORDINATORS)
    if _OWN_ACT_RE.match(before):
        return True
    if end is None or not _TASK_TAKES_RE.match(before):
        return False
    return bool(_ONLY_WHERE_RE.match(clause_after(sentence, end, PUNCTUATION_AND_COORDINATORS)))
