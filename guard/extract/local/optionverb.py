"""An option whose own words open with a switching verb names the act it permits: "can" before
it states the option, it offers nothing to opt into.

Why: `wording.offered` reads "you can switch to paper bills" as an offer, not as what applies:
the switching verb ("switch", "move", "change") and "can" sit outside the option's words
("paper bills"), so the sentence says the customer may opt into that option. But where the
catalogue writes the option itself as the act ("move your date once for free", "change the
date free of charge"), the verb is the option's first word, and "you can move your date once
for free" states that very option, as plainly as "one free date change" does. Read as an
opt-in, a source saying so stated no claim, and a reply saying the opposite option ("we can't
change the date") was CAUTION UNSUPPORTED instead of HOLD. So where the option's words open
with one of the switching verbs, they are taken out of its own clause before the opt-in words
are looked for; opt-in words outside them ("if you'd like to move your date once for free,
ask us") still offer it. The verbs are `wording`'s own closed list of switching verbs (grammar
of opting, never a catalogue's words).

The same holds for any opt-in word inside the option's own words: where the catalogue writes
the option as the customer's act of choosing ("choose your delivery day", "you pick the
slot"), "choose" is what the option is, not an offer to opt into it, and "you can choose your
delivery day at checkout" states that option as "you choose your delivery day" does. So the
option's words are blanked too when they hold an opt-in word (`wording`'s own pattern, passed
in); the words around them are still looked at ("if you'd prefer to choose your delivery day,
ask us" offers it).

Nor does a switching verb offer the option from inside a relative clause that describes the
option's thing and ends on a stranded preposition ("trainers you can run in", "a jacket that
you can turn around in"): the thing is that preposition's object, the place or means of the
act, so the clause says what one does in or with it, not that one may switch to it. A switch
names its target with "to", "into", "onto" or "over" ("a plan you can switch to"), so a clause
ending on one of those still offers. English grammar only: the relative words, subject
pronouns, modals and prepositions of `guard.english`.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    MODALS,
    MORE_PREPOSITIONS,
    PREPOSITIONS,
    RELATIVES,
    SUBJECT_PRONOUNS,
    one_of,
)

#: The switching verbs an opt-in is said with ("can switch", "just move"): shared with
#: `wording._OPT_IN_RE`.
SWITCH_VERBS: Final = r"(?:switch|swap|change|move|convert|go|turn)"
_OPENS_WITH_VERB_RE: Final = re.compile(rf"\W*{SWITCH_VERBS}\b", re.IGNORECASE)


def without_own_act(own: str, option: str, opt_in: re.Pattern[str] | None = None) -> str:
    """The option's own clause `own` with the option's words `option` blanked out where they
    open with a switching verb or hold an opt-in word (`opt_in`: module docstring); otherwise
    `own` as it is."""
    if not (_OPENS_WITH_VERB_RE.match(option) or (opt_in is not None and opt_in.search(option))):
        return own
    return own.replace(option, " " * len(option), 1)


# A relative clause right after the option's words, to the end of its clause, ending on a
# stranded preposition that names no switch's target: "(that) they can move in".
_TARGETS: Final = ("to", "into", "onto", "over")
_DESCRIBING_RE: Final = re.compile(
    rf"^\s+(?:(?:{one_of(RELATIVES)})\s+)?(?:{one_of(SUBJECT_PRONOUNS)})\s+"
    rf"(?:(?:{one_of(MODALS)})\s+)?(?:[a-z]+\s+){{1,3}}?"
    rf"(?:{one_of(PREPOSITIONS, MORE_PREPOSITIONS, without=_TARGETS)})\s*$",
    re.IGNORECASE,
)


def without_describing_clause(own: str, option: str) -> str:
    """The option's own clause `own` with a relative clause that describes the option's
    thing after its words blanked out (module docstring); otherwise `own` as it is."""
    at = own.find(option)
    if at < 0:
        return own
    tail = own[at + len(option) :]
    if not _DESCRIBING_RE.match(tail):
        return own
    return own[: at + len(option)] + " " * len(tail)
