"""No number without a verdict: every number in a draft is a claim, a recognised non-policy
number, or an extraction gap.

"No claim found is never proof of safety." The policy-pattern detector knows the shapes a
promise usually takes (a duration, an amount, a percentage); a bare number does not need
one to be a promise: "Minimum age: 16", "Members must be at least 16". So the engine also
reads every number in the draft (digits, or a number word), and each must end up as one of:

- **read**: inside the words of a claim's value (or, for a claim whose value text is not
  found verbatim, equal to its value's amount within its span): the rules give it a verdict;
- **not policy**, recognised by its form, never by a phrase list of a team's words: a date
  ("12 March", "2026-12-01", "in 2027", "3 days ago"), a time of day ("9am", "17:30"), a
  reference ("#48213", "order 48213", "ticket 4512", "OB-3001"), a phone number (or a
  service's short line: "NHS 111 can help", "call 999", `servicelines`), a list
  number or a step ("2.", "step 2"), "24/7" and a whole period said as its parts ("seven
  days a week", `wholeperiod`), the old value of a change stated in the draft
  ("raised from 3.00% to 3.25%", or "45 days on an old page: that was the limit before
  May" beside "30 days", when the new value is read, `pastsaid`), or what the customer quoted in
  the ticket message (the same amount with its currency, or the same number followed by the
  same word);
- **unread**: anything else, which rule D0b turns into CAUTION EXTRACTION_GAP, never ALLOW.

Pure: text in, spans out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guard.engine.atpoint import placed_outside
from guard.engine.echoedstate import echoed_state
from guard.engine.fractions import fraction_spans
from guard.engine.numberwords import NUMBER_WORD_VALUES as NUMBER_WORD_VALUES
from guard.engine.numberwords import value_of as value_of
from guard.engine.pastsaid import past_after_colon
from guard.engine.servicelines import service_line_spans
from guard.engine.wholeperiod import whole_period_spans
from guard.english import CLOSED_CLASSES
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.models import DraftClaim, PatternMatch

_I: Final = re.IGNORECASE
# The number words' table and values live in `numberwords` (`atpoint` reads them too); the
# readers that take them from here (`NUMBER_WORD_VALUES`, `value_of`) keep doing so.

#: Number words that are a quantity wherever they stand. "one" is not among them: it is a
#: pronoun far more often ("the one you ordered", "no one"); it counts only after a bound
#: ("at least one", "up to one"), see `_ONE_BOUND`.
_WORDS: Final = (
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
    "ninety|hundred|thousand|dozen"
)
#: A number as written: digits with separators ("1,000", "4.5", "17:30"), or a number word
#: ("twenty-four" is one number). Digits glued to a letter before them are part of a name
#: ("v2", "4G", "v5.3"), not a number.
_NUMBER: Final = re.compile(
    rf"(?<![\w])(?<![\w][.,])\d+(?:[.,:]\d+)*(?!\d|st\b|nd\b|rd\b|th\b)|\b(?:{_WORDS})(?:-(?:one|two|three|four|five|six|seven|"
    rf"eight|nine))?\b",
    _I,
)
_ONE_BOUND: Final = re.compile(
    r"\b(?:at\s+(?:least|most)|up\s+to|exactly|max(?:imum)?(?:\s+of)?|min(?:imum)?(?:\s+of)?|"
    r"no\s+more\s+than|limit\s+of)\s+(one)\b",
    _I,
)

_MONTH: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_WEEKDAY: Final = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
_UNIT: Final = r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)"
#: An ordinal is no quantity ("the 3rd floor"), so `_NUMBER` skips it; a day of the month
#: said as one ("topped up on the 1st", "the 15th of each month") is a date, and counted as
#: a number with that verdict, so a reader that sees its digits finds them explained, as is
#: one beside a month ("March 12th") or after a day of the week ("on Tuesday 24th", "Fri
#: the 3rd": a weekday names a date, never a floor or a place in a queue). One followed by
#: a noun is no day ("on the 3rd floor"); one followed by a subject pronoun ends its clause
#: there ("for the visit on the 9th we'll call"): a pronoun never heads a noun an ordinal
#: could number. "to" counts as the others:
#: "move it from the 14th to the 16th" ends a range of days as "until the 16th" would.
_ORDINAL_DAY: Final = (
    r"\b(?:on|by|from|to|until|till|before|after|since|of)\s+the\s+(?P<d1>\d{1,2})(?:st|nd|rd|th)\b"
    r"(?!\s+(?!(?:of|and|or|at|to|each|every|when|if|so|but|for|in|unless|until"
    r"|i|we|you|he|she|it|they|there)\b)[a-z])"
    r"|\bthe\s+(?P<d2>\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:the|each|every|this|next)\s+month\b"
    rf"|\b{_MONTH}\s+(?P<d3>\d{{1,2}})(?:st|nd|rd|th)\b"
    rf"|\b(?P<d4>\d{{1,2}})(?:st|nd|rd|th)\s+(?:of\s+)?{_MONTH}"
    rf"|\b{_WEEKDAY}\s+(?:the\s+)?(?P<d5>\d{{1,2}})(?:st|nd|rd|th)\b"
)
_ORDINAL_DAY_RE: Final = re.compile(_ORDINAL_DAY, re.IGNORECASE)

#: Forms of a number that state no policy, each with what it is (shown in the trace).
_NOT_POLICY: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "date",
        re.compile(
            rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?\b"
            rf"|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?"
            rf"|\b{_MONTH}\s+\d{{4}}\b"
            r"|\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b"
            r"|\b(?:in|since|from|until|till|of|by|before|after|during|year|summer|winter|"
            r"spring|autumn|fall|q[1-4])\s+(?:(?:early|late|mid)[\s-]+)?(?:19|20)\d{2}\b"
            rf"|\b(?:\d+|a|an|{_WORDS})\s+{_UNIT}\s+ago\b|{_ORDINAL_DAY}",
            _I,
        ),
    ),
    (
        "time of day",
        re.compile(
            r"\b\d{1,2}(?:[:.]\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?!\w)"
            r"(?:\s*(?:-|–|to|until)\s*\d{1,2}(?:[:.]\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?!\w))?"
            r"|\b(?:[01]?\d|2[0-3]):[0-5]\d\b(?:\s*(?:-|–|to|until)\s*(?:[01]?\d|2[0-3]):[0-5]\d\b)?"
            # "at 11.30", "from 9.30 to 11.30": the British clock with a dot and no am or pm,
            # only after a word that places a moment (a bare "11.30" may be an amount)
            r"|\b(?:at|by|from|until|till|before|after|around|about|between)\s+"
            r"(?:[01]?\d|2[0-3])\.[0-5]\d\b(?![.,]?\d|\s?(?:%|per\b))"
            r"(?:\s*(?:-|–|to|until|and)\s*(?:[01]?\d|2[0-3])\.[0-5]\d\b(?![.,]?\d|\s?(?:%|per\b)))?"
            rf"|\b{_WEEKDAY}s?\s*(?:-|–|to)\s*{_WEEKDAY}s?\b",
            _I,
        ),
    ),
    ("round-the-clock", re.compile(r"\b24\s?(?:/|x)\s?7\b(?:\s?(?:/|x)\s?365\b)?", _I)),
    (
        "reference",
        re.compile(
            r"#\s?\d[\w-]*"
            # not a noun something is counted per ("Bags per order: 2" counts bags)
            r"|(?<!\bper\s)(?<!\beach\s)(?<!\bevery\s)\b(?:order|ticket|case|reference|ref|invoice|booking|confirmation|tracking|"
            r"account|acct|transaction|receipt|pnr|rma|parcel|shipment|membership|customer)"
            r"(?:\s+(?:number|no\.?|id|code|ref)\s*[#:]?|\s*[#:])\s*[A-Z]{0,4}-?\d[\w-]*"
            r"|\b(?:order|ticket|case|reference|ref|invoice|booking|confirmation|tracking|"
            r"account|transaction|receipt|parcel|shipment|membership|customer)\s+"
            r"[A-Z]{0,4}-?\d{4,}[\w-]*"
            # "ref" and "reference" are never a quantity's noun: any number after them
            r"|\b(?:ref|reference)\.?\s+[A-Z]{0,4}-?\d[\w-]*",
            _I,
        ),
    ),
    # An identifier in capitals with a number after a hyphen: "OB-3001", "TCK-9001".
    ("reference", re.compile(r"\b[A-Z][A-Z0-9]*-\d[\w-]*")),
    (
        "phone number",
        re.compile(r"(?<![\w.])\+?\(?\d[\d\s().-]{6,}\d(?!\w|[.,]\d)"),
    ),
    (
        "list number",
        re.compile(
            r"(?m)^[ \t>*-]*\(?\d{1,2}[.)](?=\s)|^[ \t>*-]*\d{1,2}(?:\.\d{1,2})+\s+(?=[A-Z])"
            r"|\b(?:step|option|point|item|section|page|part|stage|phase|question|chapter|line|"
            r"tab|screen|slide|figure|table|appendix|article|clause|paragraph|version|level|"
            r"floor|room|gate|terminal|seat|row|platform|aisle|door)\s+"
            r"(?:\d+(?:\.\d+)*[a-z]?|[A-Z])\b",
            _I,
        ),
    ),
)
#: A phone number needs enough digits to be one ("+44 20 7946 0958", "0800 123 4567").
_PHONE_DIGITS: Final = 8


def _spans_of(kind: str, rx: re.Pattern[str], text: str) -> Iterable[tuple[int, int, str]]:
    for m in rx.finditer(text):
        if kind == "phone number" and sum(ch.isdigit() for ch in m.group()) < _PHONE_DIGITS:
            continue
        yield m.start(), m.end(), kind


def non_policy_spans(text: str) -> list[tuple[int, int, str]]:
    """Where `text` holds a number that states no policy: (start, end, what it is)."""
    spans = [span for kind, rx in _NOT_POLICY for span in _spans_of(kind, rx, text)]
    spans += [(s, e, "a service's phone line") for s, e in service_line_spans(text)]
    return spans + [(s, e, "every part of a period") for s, e in whole_period_spans(text)]


def _day_span(m: re.Match[str]) -> tuple[int, int]:
    """The digits of an ordinal day (`_ORDINAL_DAY`), whichever form matched."""
    return m.span(next(g for g in ("d1", "d2", "d3", "d4", "d5") if m[g]))


def numbers_in(text: str) -> list[tuple[int, int]]:
    """Every number in `text` as a (start, end) span, in order: digits (with their
    separators) and number words; "one" only where it is a bound's number."""
    spans = [m.span() for m in _NUMBER.finditer(text)]
    spans += [m.span(1) for m in _ONE_BOUND.finditer(text)]
    spans += [_day_span(m) for m in _ORDINAL_DAY_RE.finditer(text)]
    return sorted(set(spans))


# --- what the claims read -----------------------------------------------------------------


def _loose(words: str) -> re.Pattern[str] | None:
    """`words` found whatever the whitespace between them (spans and value texts are
    verbatim up to whitespace; quote validation normalises it the same way)."""
    parts = words.split()
    if not parts:
        return None
    return re.compile(r"\s+".join(re.escape(p) for p in parts), _I)


def _read_spans(
    text: str, claims: list[DraftClaim], whole: list[DraftClaim]
) -> list[tuple[int, int, set[float]]]:
    """Where each claim with a value sits in the draft: its span's place, with the place of
    its value's words inside it when they are verbatim there; and the values it states. A
    claim in `whole` reads every number of its span (its whole sentence is flagged anyway)."""
    out: list[tuple[int, int, set[float]]] = []
    for c in claims:
        if c.value is None:
            continue
        amounts = {a for a in (c.value.amount, c.value.amount_max) if a is not None}
        span_rx = _loose(c.span)
        if span_rx is None:
            continue
        for sm in span_rx.finditer(text):
            if c in whole:
                out.append((sm.start(), sm.end(), set()))
                continue
            value_rx = _loose(c.value_text)
            vms = list(value_rx.finditer(text, sm.start(), sm.end())) if value_rx else []
            if vms:
                out.extend((vm.start(), vm.end(), set()) for vm in vms)
            else:
                out.append((sm.start(), sm.end(), amounts))
    return out


def _is_read(start: int, end: int, words: str, reads: list[tuple[int, int, set[float]]]) -> bool:
    for s, e, amounts in reads:
        if s <= start and end <= e and (not amounts or value_of(words) in amounts):
            return True
    return False


# --- the old value of a change -----------------------------------------------------------------

# "raised the rate from 3.00% to 3.25%", "went up from £5 to £6": a verb of change, then
# "from" right before the old value, within one clause.
_CHANGE_FROM_RE: Final = re.compile(
    r"\b(?:rais|increas|lower|reduc|cut|chang|mov|updat|adjust|extend|shorten|went|gone|go|"
    r"rose|risen|fell|fallen|dropp|push|brought|bring)\w*\b[^.;!?]{0,60}?\bfrom\s+[$€£¥]?\s?$",
    _I,
)
# After the old value: its unit mark (a percent sign, said as one or as "per cent", or one
# word), then "to" and the new one.
_TO_NEW_RE: Final = re.compile(
    r"(\s?%|\s?per\s?cent\b|\s+[A-Za-z]+)?\s+(?:to|->|→)\s+[$€£¥]?\s?", _I
)


def _old_of_change(
    text: str, start: int, end: int, reads: list[tuple[int, int, set[float]]]
) -> bool:
    """The old value of a change stated in the draft ("raised from 3.00% to 3.25%"): the
    new value right after "to" is read by a claim, and both carry the same unit mark (a
    percent sign, the same currency or the same word). The new value is the one the rules
    check; the old one is history, as the extractor reads it in a source."""
    if not _CHANGE_FROM_RE.search(text[max(0, start - 90) : start]):
        return False
    to = _TO_NEW_RE.match(text, end)
    if to is None:
        return False
    nxt = next(((s, e) for s, e in numbers_in(text) if s == to.end()), None)
    if nxt is None or not _is_read(nxt[0], nxt[1], text[nxt[0] : nxt[1]], reads):
        return False
    mark = (to.group(1) or "").strip().lower()
    if _PERCENT_AFTER.fullmatch(to.group(1) or ""):  # "3.00 per cent to 3.25%": one unit
        same = bool(_PERCENT_AFTER.match(text, nxt[1]))
    else:
        same = text[nxt[1] : nxt[1] + 1 + len(mark)].strip().lower().startswith(mark)
    return same and _currency(text, start) == _currency(text, nxt[0])


def _old_said_past(
    text: str, start: int, end: int, reads: list[tuple[int, int, set[float]]]
) -> bool:
    """The old value of a change the draft puts in the past after a colon ("45 days on an
    old page: that was the limit before May", `pastsaid`), beside a read value in the same
    unit (the same currency sign, percent sign or word): the new value is the one the
    rules check, as for "from … to …"."""
    if not past_after_colon(text, end):
        return False
    mark = _unit_mark(text, start, end)
    return any(mark) and any(
        (s, e) != (start, end)
        and _is_read(s, e, text[s:e], reads)
        and _unit_mark(text, s, e) == mark
        for s, e in numbers_in(text)
    )


def _unit_mark(text: str, start: int, end: int) -> tuple[str, str]:
    """The number's currency sign before it and its percent sign or word after it."""
    after = re.match(r"\s?(%|[A-Za-z]+)", text[end:])
    return _currency(text, start), after.group(1).lower() if after else ""


def _currency(text: str, start: int) -> str:
    """The currency sign right before the number at `start`, or ""."""
    m = _CURRENCY_BEFORE.search(text[max(0, start - 2) : start])
    return m.group().strip() if m else ""


# --- what the customer quoted ------------------------------------------------------------------


_CURRENCY_BEFORE: Final = re.compile(r"[$€£¥]\s?$")
# A percent sign right after the number: its unit, said as a sign, like a currency before it.
_PERCENT_AFTER: Final = re.compile(r"\s?(?:%|per\s?cent\b)", re.IGNORECASE)
_NEXT_WORD: Final = re.compile(r"[\s-]*([A-Za-z]+)")  # "3 bedrooms", "a 2-bedroom flat"
# The noun a number counts when written after it with "of": "a family of 5", "a group of 12".
# A bound's word is no such noun: "a minimum of 5" says a limit, not what is counted.
_NOUN_OF: Final = re.compile(r"\b([A-Za-z]+)\s+of\s+$")
_BOUND_WORDS: Final = frozenset(
    {"minimum", "maximum", "min", "max", "total", "limit", "most", "least"}
)


def _noun_of(text: str, start: int) -> str | None:
    """The noun before "of" right before the number at `start` ("family" in "a family of
    5"), lower-cased, or None (none, or a bound's word)."""
    m = _NOUN_OF.search(text[max(0, start - 40) : start])
    noun = m.group(1).lower() if m else None
    return None if noun in _BOUND_WORDS else noun


def _same_word(a: str, b: str) -> bool:
    """The same word, singular or plural: a unit said before its noun is singular in English
    ("a 2.5 mile walk", "a 3-night stay" after "I walked 2.5 miles", "we stayed 3 nights"), so
    the customer's figure said back that way is still the same number of the same thing; so
    is a unit of time shortened ("mins", "hrs", `_UNIT_WORD`)."""
    a, b = _UNIT_WORD.get(a.lower(), a.lower()), _UNIT_WORD.get(b.lower(), b.lower())
    return a == b or a + "s" == b or b + "s" == a


#: A unit of time as writers shorten it ("47 mins late" after "47 minutes late"): the same
#: word for `_same_word`.
_UNIT_WORD: Final = {
    "min": "minute", "mins": "minutes", "hr": "hour", "hrs": "hours", "wk": "week",
    "wks": "weeks", "yr": "year", "yrs": "years",
}  # fmt: skip


#: The customer's own group counted, in the draft ("your club of 14", "your party of 6") and
#: in the ticket ("14 of us"): a possessive "your" and a noun before "of", and the number
#: of the first person plural. Both count the customer's people, whatever the noun.
_YOUR_GROUP_OF: Final = re.compile(r"\byour\s+[^\W\d_][\w'’-]*\s+of\s+$", re.IGNORECASE)
_OF_US: Final = re.compile(r"\s+of\s+us\b", re.IGNORECASE)
#: The customer's things counted with their noun left out, in the draft ("£14 for each of
#: your two" after "I have two kids"): "your" right before the number and the end of its
#: noun phrase right after it. The possessive points back to things of the customer's, and
#: with no noun said, to the ones the ticket counts by the same number before a noun.
_YOUR_BEFORE: Final = re.compile(r"\byour\s+$", re.IGNORECASE)
_NOUN_LEFT_OUT: Final = re.compile(r"\s*(?:$|[.,;:!?)\u2013\u2014]|\s-\s)")
_GRAMMAR_WORDS: Final = frozenset(CLOSED_CLASSES)


def _customers_number(text: str, start: int, end: int, message: str) -> bool:
    """Whether the one number at text[start:end] is the customer's: the same amount with a
    currency before it or a percent sign after it in both, or the same number followed by
    the same word in both ("my 3 orders" after "I placed 3 orders"; singular or plural,
    `_same_word`) or after the same noun and
    "of" ("a family of 5"), or after "your" and a noun and "of" where the ticket counts
    "N of us" ("your club of 14": `_YOUR_GROUP_OF`), or after "your" with its noun left out
    where the ticket counts the same number of a noun ("each of your two" after "I have two
    kids": `_YOUR_BEFORE`). A number alone is not enough: "I'm 16" does not make "at 16 you
    can join" the customer's words."""
    if not message:
        return False
    value = value_of(text[start:end])
    if value is None:
        return False
    before = bool(_CURRENCY_BEFORE.search(text[max(0, start - 2) : start]))
    percent = bool(_PERCENT_AFTER.match(text, end))
    nxt = _NEXT_WORD.match(text, end)
    for s, e in numbers_in(message):
        if value_of(message[s:e]) != value:
            continue
        if before and _CURRENCY_BEFORE.search(message[max(0, s - 2) : s]):
            return True
        if percent and _PERCENT_AFTER.match(message, e):
            return True
        theirs = _NEXT_WORD.match(message, e)
        if nxt and theirs and _same_word(nxt.group(1), theirs.group(1)):
            return True
        if (noun := _noun_of(text, start)) is not None and noun == _noun_of(message, s):
            return True  # "a family of 5" after "we're a family of 5"
        if _YOUR_GROUP_OF.search(text[max(0, start - 40) : start]) and _OF_US.match(message, e):
            return True  # "your club of 14" after "there'll be 14 of us"
        if (
            _YOUR_BEFORE.search(text[max(0, start - 8) : start])
            and _NOUN_LEFT_OUT.match(text, end)
            and theirs
            and theirs.group(1).casefold() not in _GRAMMAR_WORDS
        ):
            return True  # "each of your two" after "I have two kids"
    return echoed_state(text, start, end, message)  # "as she's 17" (`echoedstate`)


def value_at(text: str, c: DraftClaim) -> int:
    """Where the claim's value words start in `text` (inside its span there), or -1. `text`
    is the draft, or the claim's own span when only the claim is at hand."""
    at = text.find(c.span)
    inner = c.span.find(c.value_text) if at >= 0 else -1
    return at + inner if inner >= 0 else -1


def quoted_by_customer(text: str, c: DraftClaim, message: str) -> bool:
    """Whether the claim's value, where it stands in `text`, is a figure the customer wrote
    in the ticket's `message` ("you charged me twice (£3.40)"): their number, not a policy.
    Every number in the value words must be the customer's, each read in its place in
    `text` (so "at least one" keeps its "one", and the word after a number is the one in
    the draft). The one reader for D0c (a value on no topic) and for the figures the draft
    points back to (`figures`), so the two never disagree on what the customer wrote."""
    start = value_at(text, c)
    if start < 0 or not message:
        return False
    end = start + len(c.value_text)
    inside = [(s, e) for s, e in numbers_in(text) if start <= s and e <= end]
    return bool(inside) and all(_customers_number(text, s, e, message) for s, e in inside)


# --- the verdict on every number ----------------------------------------------------------------


def _states_a_value(claims: list[DraftClaim]) -> bool:
    """Whether the draft states, in a claim of its own, a value of a catalogue topic: what
    a customer's case the draft places outside it is measured against (`atpoint`)."""
    return any(c.value is not None and c.topic not in (OTHER, UNATTRIBUTED) for c in claims)


def _with_fractions(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`spans` and, where no number overlaps it, each fraction in words of a price or a time
    ("half price", "a third of the fee", "half a day": `fractions`), in order: a number too."""
    extra = [f for f in fraction_spans(text) if not any(s < f[1] and f[0] < e for s, e in spans)]
    return sorted(spans + extra)


def number_verdicts(
    text: str, claims: list[DraftClaim], message: str = "", whole: list[DraftClaim] | None = None
) -> list[tuple[int, int, str]]:
    """Every number in the draft with what it is: "read" (a claim's value, or anywhere in the
    span of a claim in `whole`), a non-policy kind ("date", "time of day", "reference", …,
    "quoted by the customer") or "unread"."""
    reads = _read_spans(text, claims, whole or [])
    skip = non_policy_spans(text)
    out: list[tuple[int, int, str]] = []
    for start, end in _with_fractions(text, numbers_in(text)):
        words = text[start:end]
        if _is_read(start, end, words, reads):
            verdict = "read"
        else:
            verdict = next((k for s, e, k in skip if s <= start and end <= e), "")
            if not verdict and (
                _old_of_change(text, start, end, reads) or _old_said_past(text, start, end, reads)
            ):
                verdict = "the old value of a change"
            if not verdict:
                verdict = (
                    "quoted by the customer" if _customers_number(text, start, end, message) else ""
                )
            if (
                not verdict
                and _states_a_value(claims)
                and placed_outside(text, start, end, message)
            ):
                verdict = "the customer's case, placed outside the draft's value"  # `atpoint`
        out.append((start, end, verdict or "unread"))
    return out


def unread_numbers(
    text: str, claims: list[DraftClaim], message: str = "", whole: list[DraftClaim] | None = None
) -> list[PatternMatch]:
    """The numbers of a draft that no claim reads and no form marks as non-policy: each an
    extraction gap (rule D0b). `claims` are the draft's quote-validated claims; `message` is
    the ticket's message, whose amounts the draft may repeat; `whole`, the claims whose whole
    sentence is already flagged (a value on no topic: D0c)."""
    return [
        PatternMatch(text=text[s:e], start=s, end=e, kind="number")
        for s, e, v in number_verdicts(text, claims, message, whole)
        if v == "unread"
    ]
