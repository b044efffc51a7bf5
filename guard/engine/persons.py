"""A person's figure: a number the customer gave about someone, repeated to describe them.

The ticket says "My son is 17", "I'm 15" or "my 13-year-old daughter"; the reply describes
that person by it: "at 17 he's still too young", "As your son is 16, I'd suggest …",
"since you're 15, …". Such a number says whom the policy is applied to, as a customer's
amount does (`figures`); it states no policy value. Read as a claim it makes a false
conflict (17 against a minimum age of 18) or, read as nothing, an unread number (D0b).

Both ends are read by sentence structure, never by a team's words:

- **in the ticket's message**, a number said of someone: an age by its own words ("13 year
  old", "16-year-old", "aged 16", "15 years of age") or the bare complement of a copula
  ("My son is 17.", "I'm 15 and …", "she turned 12") with nothing after it but the end of
  its clause, or a list of numbers set off by a comma after a noun for people ("two kids,
  7 and 10", `agelist`);
- **in the draft**, the same number describing a person named by a pronoun or a possessive
  ("he", "you", "your son"): the complement of a copula ("your son is 16", "you're 15", "as
  he's 16") or fronted by "at" right before such a subject ("At 17 he's …", "at 13 she'll
  need an adult"), or named by it after a possessive ("your 14-year-old", "her 9-year-old
  daughter", "your 7 and 10 year old": one compound's age words after a list, `agelist`):
  an age compound that a possessive leads is a particular person, whatever
  limit the rest of the sentence states, so only its own clause (up to a comma) is checked
  for a permission ("your 14-year-old can join" is still a claim); a refused one ("your
  14-year-old can't join") is none: the age names the person, it is not given as the reason.

Still a claim the rules decide (never set aside):

- a number with a bound after it ("he's 16 or over", "18 and above");
- a copula put as a condition or a moment to reach ("once he's 18", "until you're 16", "if
  she is 13"), and "must be", "need to be" (no copula this module reads): the age someone must
  reach is the limit;
- a number whose part of the sentence (up to a contrast: "but", "however", "although", …)
  grants something or states a limit ("at 16 he can ride", "As he's 16, he can join",
  "you're 18, so you're old enough"): a permission at the person's age is the policy applied
  to them, so it is checked as one, and a wrong one is still held. Only the person's own
  grant counts: the agent's "I can see you're 19" grants nothing, nor does a third party's
  duty ("the coach needs to sign"), and "over" or "under" bound only a number next to them
  ("hand it over" is no limit). A verdict that agrees with the minimum the same sentence
  states ("he can't join – you must be 16 or over") applies that minimum (`appliedlimit`):
  the minimum is checked, the age is set aside.

Pure: the draft's text, its claims and the ticket's message in; the kept claims, the spans
of the person's figures and the trace steps out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.agelist import ages_in_apposition, listed_age_end
from guard.engine.appliedlimit import applies_stated_minimum
from guard.engine.numbers import numbers_in, value_at, value_of
from guard.engine.tracewords import facts, worded
from guard.models import DraftClaim, PatternMatch, TraceStep

_I: Final = re.IGNORECASE
_APOS: Final = r"['’]"

# An age by its own words after the number: "13 year old", "16-year-old", "15 years of age".
_AGE_WORDS_AFTER: Final = re.compile(
    r"[\s-]*(?:years?|yrs?)(?:[\s-]+old\b|\s+of\s+age\b)|[\s-]*y\.?o\b", _I
)
_AGED_BEFORE: Final = re.compile(r"\baged\s+$", _I)

# Who a description is of: a personal pronoun, or a possessive and up to two words ("your
# son", "my eldest daughter").
_PRONOUN: Final = r"(?:i|you|he|she|they|we)"
_POSSESSIVE: Final = r"(?:my|your|his|her|their|our)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?"
# The copula after its subject: "is", "'s", "are", "'re", "'m", "was", "turned", with an
# adverb between ("he's only 15", "she has just turned 12").
_COPULA: Final = (
    rf"(?:(?:{_APOS}(?:s|re|m)|\s+(?:is|are|am|was|were))"
    r"(?:\s+(?:just|now|only|already|still|nearly|almost))?"
    r"|(?:\s+(?:has|have)|['’]s)?(?:\s+just)?\s+turn(?:ed|s|ing))\s+$"
)
_DESCRIBED_RE: Final = re.compile(rf"\b(?P<who>{_PRONOUN}|{_POSSESSIVE}){_COPULA}", _I)
# A copula in the message, of any subject ("My son is 17", "I'm 15"): the draft's side
# then asks for a person by a pronoun or a possessive.
_TOLD_RE: Final = re.compile(
    rf"(?:{_APOS}(?:s|re|m)|\b(?:is|are|am|was|were|turned|turns))"
    r"(?:\s+(?:just|now|only|already|still|nearly|almost))?\s+$",
    _I,
)
# The copula is no description when a condition or a moment leads it: "once he's 18".
_CONDITION_BEFORE: Final = re.compile(
    r"\b(?:once|when|whenever|until|till|unless|if|as\s+soon\s+as|by\s+the\s+time|after|"
    r"before|provided|only)\s+$",
    _I,
)
# "your 14-year-old", "her 9 year old": a possessive right before the number, which its
# age words follow (`_age_end`).
_OWNED_BEFORE: Final = re.compile(r"\b(?:my|your|his|her|their|our)\s+$", _I)
_CLAUSE_END: Final = re.compile(r"[,;:]")
# "At 17 he's …": "at" opening its clause, the subject right after the number.
_AT_BEFORE: Final = re.compile(r"(?:^|[,;:(\u2013\u2014-]|\b(?:and|so))\s*at\s+$", _I)
_SUBJECT_AFTER: Final = re.compile(rf",?\s+(?:{_PRONOUN}\b|{_POSSESSIVE})", _I)
# What may follow a described number in its clause: its end, a conjunction, a word of when
# ("last week", "in May") or the next clause's subject. Anything else ("15 days", "16 or
# 17") is not the bare figure.
_BARE_AFTER: Final = re.compile(
    r"\s*(?:$|[.,;:!?)\u2013\u2014]|\s-\s|i['’]|(?:and|but|so|now|last|next|this|in|on|"
    rf"yesterday|today|recently|soon|{_PRONOUN})\b)",
    _I,
)
# A bound right after the number: the number is a limit ("16 or over", "18+").
_BOUND_AFTER: Final = re.compile(
    r"\s*(?:\+|(?:and|or)\s+(?:over|above|older|up|upwards|under|below|younger|more|less)\b)",
    _I,
)
# Where a number's part of the sentence ends: a sentence's end or a contrast.
_PART_END: Final = re.compile(
    r"[.!?;\n]|\b(?:but|however|although|though|yet|whereas|while|except)\b", _I
)
# A permission (a modal, or a word of being allowed: "welcome", "fine to", "old enough") or a
# limit in that part: the number is then the policy applied to the person.
_GRANTS: Final = re.compile(
    r"\b(?:can|could|may|allowed|able|eligible|enough|welcome|fine|ok|okay|alright|permitted|"
    r"entitled|qualif\w*|must|need(?:s|ed)?\s+to|ha(?:s|ve|d)\s+to|required?|requires|"
    r"minimum|maximum|min|max|least|most|limit\w*|over|above|under|below|older|younger)\b",
    _I,
)

# Bound words: they bound a number next to them ("over 18", "18 or over").
_BOUNDS: Final = frozenset({"over", "above", "under", "below"})
_NUMBER_NEXT: Final = re.compile(r"\s+(?:the\s+age\s+of\s+)?\d", _I)
_OR_BEFORE: Final = re.compile(r"\d+\s+(?:or|and)\s+$", _I)
# A modal's subject right before it, with the auxiliaries and adverbs between ("I can",
# "we're able", "the coach still needs to", "he won't be able").
_SUBJECT_BEFORE: Final = re.compile(
    r"(?:^|[^\w'’])(?P<who>i|we|you|he|she|they|the\s+[^\W\d_]+)"
    r"(?:['’](?:m|re|ll|s|d)|\s+(?:am|are|is|will|would|won['’]t|can['’]t|cannot|do|does|"
    r"don['’]t|doesn['’]t|not|be|still|also|just|only|really|then|always|never))*\s+$",
    _I,
)
# A duty (not a permission): its subject's obligation.
_DUTY: Final = re.compile(r"must|need(?:s|ed)?\s+to|ha(?:s|ve|d)\s+to|required?|requires", _I)


def _age_end(text: str, end: int) -> int:
    """Where a number's age words end ("16-year-old" ends after "old"), or `end`."""
    m = _AGE_WORDS_AFTER.match(text, end)
    return m.end() if m else end


def told_of_someone(message: str) -> set[float]:
    """The numbers the customer's message says of someone (see the module docstring)."""
    told: set[float] = set()
    for s, e in numbers_in(message):
        value = value_of(message[s:e])
        if value is None:
            continue
        aged = _age_end(message, e) > e or bool(_AGED_BEFORE.search(message[:s]))
        copula = bool(_TOLD_RE.search(message[max(0, s - 30) : s])) and bool(
            _BARE_AFTER.match(message, e)
        )
        if (aged or copula) and not _BOUND_AFTER.match(message, e):
            told.add(value)
    for s, e in ages_in_apposition(message):  # "two kids, 7 and 10" (`agelist`)
        if (value := value_of(message[s:e])) is not None:
            told.add(value)
    return told


def _part(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the number's part of its sentence: after the last sentence end or
    contrast before it, up to the next one."""
    lo = max((m.end() for m in _PART_END.finditer(text, 0, start)), default=0)
    nxt = _PART_END.search(text, end)
    return lo, nxt.start() if nxt else len(text)


def _describes(text: str, start: int, end: int) -> bool:
    """Whether the number at text[start:end] describes a person (the module docstring)."""
    if _BOUND_AFTER.match(text, end):
        return False
    lo, hi = _part(text, start, end)
    before, tail = text[lo:start], _age_end(text, end)
    copula = _DESCRIBED_RE.search(before)
    described = (
        copula is not None
        and not _CONDITION_BEFORE.search(before[: copula.start()])
        and bool(_BARE_AFTER.match(text, tail))
    )
    fronted = bool(_AT_BEFORE.search(before)) and bool(_SUBJECT_AFTER.match(text, tail))
    named = tail > end and bool(_OWNED_BEFORE.search(before)) and not (described or fronted)
    listed = listed_age_end(text, start, end)  # "your 7 and 10 year old" (`agelist`)
    if listed is not None and not (named or described or fronted):
        named = bool(_OWNED_BEFORE.search(text, lo, listed[0]))
        tail = listed[1] if named else tail
    if named:
        lo = max((m.end() for m in _CLAUSE_END.finditer(text, lo, start)), default=lo)
        nxt = _CLAUSE_END.search(text, tail, hi)
        hi = nxt.start() if nxt else hi
        described = True  # "your 14-year-old": the person the possessive names
    if not (described or fronted):
        return False
    rest = text[lo:start] + " " + text[tail:hi]
    if not any(_grants(rest, m, named) for m in _GRANTS.finditer(rest)):
        return True
    return applies_stated_minimum(text, lo, hi, start, end)  # "… – you must be 18 or over"


# A permission negated is a refusal: "can't", "may not", "isn't allowed", "not old enough".
# Said of a person an age compound only names, it grants nothing and gives no reason.
_PERMISSIONS: Final = re.compile(
    r"can|could|may|allowed|able|eligible|enough|welcome|fine|ok|okay|alright|permitted|"
    r"entitled|qualif\w*",
    _I,
)
_NEGATION_AFTER: Final = re.compile(r"['’]t\b|\s+not\b", _I)  # can|'t, may| not
_NEGATION_BEFORE: Final = re.compile(
    r"(?:\bnot|n['’]t|\bnever)(?:\s+(?:be|been|being|old|quite|really|yet))*\s+$", _I
)


def _refused(rest: str, m: re.Match[str]) -> bool:
    """Whether a permission word is negated ("can't", "isn't allowed"): a refusal."""
    return bool(_PERMISSIONS.fullmatch(m.group())) and bool(
        _NEGATION_AFTER.match(rest, m.end()) or _NEGATION_BEFORE.search(rest, 0, m.start())
    )


def _grants(rest: str, m: re.Match[str], named: bool = False) -> bool:
    """Whether a grant word grants or limits anything for the person (`_others_word`). For
    a person an age only names ("your 15-year-old can't …"), a refused permission grants
    nothing (`_refused`); where the age is the stated reason ("as she's 15 she can't …")
    the refusal says the age is below the limit, so it stays a claim."""
    word = m.group().casefold()
    if named and _refused(rest, m):
        return False
    if word in _BOUNDS:  # a bound bounds a number: "over 18", "16 or under", not "hand over"
        return bool(_NUMBER_NEXT.match(rest, m.end()) or _OR_BEFORE.search(rest, 0, m.start()))
    return not _others_word(rest, m)


def _others_word(rest: str, m: re.Match[str]) -> bool:
    """Whether a modal's subject is not the person: the agent or the team ("I can see
    you're 19", "we're able to"), whose ability grants the person nothing, or, for a duty,
    a third party named by "the" ("the coach still needs to sign the form"), whose duty is no
    limit on the person."""
    subject = _SUBJECT_BEFORE.search(rest, 0, m.start())
    if subject is None:
        return False
    who = subject.group("who").casefold()
    return who in {"i", "we"} or (who.startswith("the ") and bool(_DUTY.fullmatch(m.group())))


def described_spans(text: str, message: str) -> list[tuple[int, int]]:
    """The numbers of the draft that describe a person by a figure the customer gave of
    someone in `message`: (start, end) of each."""
    told = told_of_someone(message) if message else set()
    if not told:
        return []
    return [
        (s, e)
        for s, e in numbers_in(text)
        if value_of(text[s:e]) in told and _describes(text, s, e)
    ]


def _all_described(text: str, c: DraftClaim, spans: list[tuple[int, int]]) -> bool:
    """Whether every number in the claim's value words is a person's figure, wherever those
    words stand in the claim's span. A claim carries its value's words, not their place: in
    "as your daughter is 16 she's old enough: … open to anyone aged 16 or over" the claim's
    "16" is also the limit's, and the first "16" (`value_at`) is only the person's. The
    claim is set aside only when each place its words stand is a person's figure; otherwise
    it stays a claim for the rules to decide (keeping it is the safe side)."""
    first = value_at(text, c)
    if first < 0 or c.value is None:
        return False
    at = first - c.span.find(c.value_text)  # where the span stands in `text`
    places = [at + m.start() for m in re.finditer(re.escape(c.value_text), c.span)]
    for start in places:
        end = start + len(c.value_text)
        inside = [(s, e) for s, e in numbers_in(text) if start <= s and e <= end]
        if not inside or not all(n in spans for n in inside):
            return False
    return True


def figure_matches(text: str, message: str) -> list[PatternMatch]:
    """The person's figures of the draft as matches: numbers no rule should flag."""
    return [
        PatternMatch(text=text[s:e], start=s, end=e, kind="number")
        for s, e in described_spans(text, message)
    ]


def person_figures(
    text: str, claims: list[DraftClaim], message: str
) -> tuple[list[DraftClaim], list[TraceStep]]:
    """The claims without those whose value is a person's figure, and a trace step naming
    each figure (none when there are none)."""
    spans = described_spans(text, message)
    if not spans:
        return claims, []
    kept = [c for c in claims if not _all_described(text, c, spans)]
    said = [text[s:e] for s, e in spans]
    return kept, [worded("TOPIC", "fired", facts("TOPIC.person_figure", said=said))]


def outside_figures(matches: list[PatternMatch], figures: list[PatternMatch]) -> list[PatternMatch]:
    """The matches (the detector's, or unread numbers) that are no person's figure."""
    return [m for m in matches if not any(f.start <= m.start and m.end <= f.end for f in figures)]
