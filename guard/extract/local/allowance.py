"""A period granted for an act is the act's "within" window.

"You have 30 days to return it", "you've got 14 days from delivery to send it back", "guests
get 48 hours to rebook": a duration that is the object of a verb of having or getting, with
an infinitive after it, is the time allowed for that act. It says what "return within 30
days" says, so a topic named by "<act> within" (a catalogue's "return within", "rebook
within") is named by it too. The act is read from the first "to <verb>" after the value in
its own sub-clause (a short anchor may stand between them: "from delivery", "from when your
order arrived"); its words, with "within" after the verb, are matched against the
catalogue's phrases of the value's kind. English grammar of deadlines only: no catalogue's
words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_after, clause_start
from guard.extract.local.cues import Because, _about, _pick, cue
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
# The value is what someone has or gets: "you have", "you've got", "customers get", "you're
# given", "you have up to".
_HAVE_RE: Final = re.compile(
    r"(?:\b(?:have|has|get|gets|given)|['’]ve)(?:\s+got)?\s+(?:up\s+to\s+|just\s+|only\s+|a\s+full\s+)?$",
    _I,
)
# The act the period is for: the first "to <verb>" after it, at most eight words on.
_TO_ACT_RE: Final = re.compile(r"^(?:\s*[^\s,;:()]+){0,8}?\s+to\s+(?P<act>[a-z]+\b.*)$", _I | re.S)


def allowance_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic of `kind` that the act a duration is granted for names as "<act> within"
    (see the module docstring), or None."""
    if kind != "duration":
        return None
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    if not _HAVE_RE.search(left):
        return None
    right = clause_after(clause.right, 0, SUB_CLAUSE_BUT_SEMICOLON)
    m = _TO_ACT_RE.match(right)
    if m is None:
        return None
    verb, _, rest = m["act"].partition(" ")
    text = f"{verb} within {rest}".strip()
    c = cue(text, vocab)
    p = _pick(vocab, c, kind, (len(verb), len(verb)))
    if p is None:
        return None
    return p.topic, _about(vocab, "clause", c.text, p, "the time allowed to " + verb)
