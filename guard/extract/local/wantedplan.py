"""A noun "plan" with the infinitive of what it should do: "want the plan to carry on".

"plan(s/ned/ning) to" is proposal wording when "plan" is the writer's intention ("We plan to
raise the fee in May", "the plan to close the branch"). After a verb of wanting, needing,
expecting or letting, a determiner or possessive and "plan" ("if you don't want the plan to
carry on", "if you'd like your plan to renew", "we need the plan to cover the loft") are
that verb's object and the infinitive what the object should do: the plan is a thing (a
subscription, a cover, a schedule), and nothing is proposed. Read as proposal wording, one
such line made a whole help article a proposal, and its values stopped governing.

English grammar only: the verbs that take an object and an infinitive, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES

_I: Final = re.IGNORECASE

_DETERMINERS: Final = "|".join((*ARTICLES, *DEMONSTRATIVES, *POSSESSIVES))

#: Verbs whose object the infinitive after it is said of ("want X to", "let X").
_OBJECT_VERBS: Final = (
    r"want|wants|wanted|wanting|need|needs|needed|like|prefer|prefers|expect|expects|"
    r"wish|wishes|allow|allows|ask|asks|tell|tells|get|gets|help|helps"
)

#: A verb of that kind, then a determiner and up to two words before "plan" ("want your
#: pest protection plan to"), right before the "plan".
_OBJECT_BEFORE_RE: Final = re.compile(
    rf"\b(?:{_OBJECT_VERBS})\s+(?:{_DETERMINERS})\s+(?:[^\W\d_][\w'’-]*\s+){{0,2}}$", _I
)

_PLAN_RE: Final = re.compile(r"plans?\s+to\b", _I)


def plan_as_object(text: str, start: int) -> bool:
    """Whether the "plan to" at text[start:] is a noun "plan", the object of a verb of wanting
    or letting, and not the writer's intention (module docstring)."""
    return bool(_PLAN_RE.match(text, start)) and bool(
        _OBJECT_BEFORE_RE.search(text[max(0, start - 60) : start])
    )
