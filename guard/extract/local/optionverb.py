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
"""

from __future__ import annotations

import re
from typing import Final

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
