"""Finding values in a sentence: durations, money, percentages, counts and choices.

Each is found as written ("4 business days", "€15", "1.5%", "up to 10 photos", "business
days only") and normalised to a `Value`; a value that is an instruction not to say it, a
denial, an old value, a past reference or a frequency is dropped (generic English, not a
catalogue's words). Design decisions for durations (the engine compares values and units,
so these are part of the contract):

- "same day" is {0, calendar_days}; "same business day" is {0, business_days}.
- "next business day" is {1, business_days}; "next day" is {1, calendar_days}.
- Weeks count as calendar days x7; "business weeks"/"working weeks" as business days x5; a
  fortnight is two weeks (14 calendar days).
- "within N", "up to N", "no more than N" all give the bound N, the same shape sources use
  ("within 4 business days" is {4}); "up to" is an upper bound, not a hedge.
- A range "5-7 days" is {5, amount_max 7}; a backwards range "from 4 to 1 business day" is a
  change, so only the new value (1) is kept, and so is one after a verb of change ("bump
  trials from 14 to 21 days" keeps 21).
- "business hours" are hours: there is no business-hours unit.
- A negation that bounds a duration keeps it ("won't take more than 4 days" is {4}); one
  inside a condition keeps it too ("if it hasn't arrived within 4 days, reply" is {4}).
- Minutes, months and years keep their unit ("3 months", "1 year", "30 minutes"); the
  engine converts only exactly (months and years x12, minutes and hours x60), so a month
  is never read as 30 days. "12-month" and "30-minute" count; "monthly" does not. "a month"
  right after an amount is a rate ("€29 a month", "two guests a month", "40GB of data a
  month"), and "in any 12 months" a rolling window: neither is a duration claim. A count's
  window is part of its text as written ("2 guests in any 12 months"), as a rate's basis
  is of an amount's.
- "half an hour" is {0.5, hours}; "an hour and a half" {1.5, hours}. "a minute" gives no
  claim: "give me a minute" is talk, not a promise.
- "today", "tomorrow", "by end of day", "shortly" and "a few days" give no claim: they
  have no exact value in the catalogue's units (the pattern detector catches most).

Money is a symbol (€ $ £ ¥), an ISO code or "dollars/euros/pounds" next to an amount, or a
price of zero ("free of charge", "no fee", "the fee is waived", "we don't charge a fee", a
cell saying "Waived" or "None"; "N/A" is no value): its currency is the topic's, else XXX,
and on a percent topic named right by it it is 0% ("no restocking fee"). A count
is a number followed within a few words by what a count topic counts, unless it is "one" in
an idiom for several ("more than one item", "one or more"); a choice is one of a
choice topic's option phrases. Kinds the catalogue has no topic for are not read, except
durations (a timing on no topic is `other`, as the seed has always read it) and quantities
with a unit of measure ("1 TB", "10Mbps": `quantities`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from guard.catalogue import OTHER
from guard.engine.numbers import NUMBER_WORD_VALUES
from guard.extract.local.bounds import bare_numbers
from guard.extract.local.quantities import quantities
from guard.extract.local.rates import with_rates, with_windows
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import SEP, Vocabulary
from guard.measures import AGE_RE
from guard.models import Value
from guard.phrases import classify, find_all

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE

# --- numbers -------------------------------------------------------------------------------

# One table of number words (`engine.numbers`); "thousand" and "dozen" are read there as
# numbers a draft states, but no value here is written with them.
NUMBER_WORDS: Final[dict[str, int]] = {
    word: n for word, n in NUMBER_WORD_VALUES.items() if word not in ("thousand", "dozen")
}
_TENS: Final = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_DIGIT_WORDS: Final = "one|two|three|four|five|six|seven|eight|nine"
# Longest words first so "fourteen" is not read as "four". ("hundred" is only a count's.)
_WORDS_ALT: Final = "|".join(sorted(set(NUMBER_WORDS) - {"hundred"}, key=len, reverse=True))
_WORD_NUMBER: Final = rf"(?:{_TENS})[\s-](?:{_DIGIT_WORDS})\b|(?:{_WORDS_ALT})\b"
# A number as written: digits (with a decimal part), a compound like "twenty-four", or a word;
# legal style "one (1)" keeps the word's value.
_NUM: Final = rf"(?:\d+(?:\.\d+)?|{_WORD_NUMBER})(?:\s{{0,2}}\(\s{{0,2}}\d+\s{{0,2}}\))?"
# Amounts and percentages: "1,000", "0.20", "1,5" (a decimal comma) or a word.
_AMOUNT: Final = rf"(?:\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:[.,]\d{{1,2}}(?!\d))?|{_WORD_NUMBER})"
_RANGE: Final = r"\s{0,3}(?:-|–|—|to)\s{0,3}"

# Day qualifiers. The b[ui]s…ness alternative accepts common misspellings of "business"
# ("buisness", "bussiness", "busines"), which agents type under time pressure.
_QUAL: Final = r"b[ui]?[is]{1,3}n+e?s{1,2}|biz|working|work|banking|bank|calendar"

# Units as written: the first letters tell them apart (`_unit`). A month's and a year's
# adjective form counts ("12-month contract", "30-minute call"); "monthly" does not.
_UNITS: Final = r"hours?|hrs?|h|minutes?|mins?|days?|weeks?|wks?|fortnights?|months?|years?|yrs?"

# The general duration: an optional range, optional filler ("2 more days"), a qualifier and
# a unit. Whitespace runs are bounded so a long run of spaces cannot make matching
# quadratic. The lookbehind keeps "v2 days" and "1.5" fragments from matching mid-token.
_DURATION_RE: Final = re.compile(
    rf"""
    (?<![\w.])
    (?P<between>between\s+)?
    (?P<low>{_NUM})
    (?:\s{{0,3}}(?P<sep>-|–|—|to|or|and)\s{{0,3}}(?P<high>{_NUM}))?
    \+?
    [\s-]{{0,3}}
    (?:(?:more|extra|additional|further|full|whole|clear)\s+)?
    (?P<qual>(?:{_QUAL})(?:[\s-]{{1,3}}(?:{_QUAL}))*)?
    [\s-]{{0,3}}
    (?P<unit>{_UNITS})
    \b
    """,
    _IX,
)
# Phrases whose number is implicit; each is tried alongside the general pattern.
_SAME_DAY_RE: Final = re.compile(rf"(?<![\w.])same[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)
_NEXT_DAY_RE: Final = re.compile(rf"(?<![\w.])next[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)
# "a day", "an hour", "a business day", "a month", "a day or two" (a range of 1-2), "an hour
# and a half". Not "a minute": "give me a minute" is how agents talk, not a promise.
_ARTICLE_RE: Final = re.compile(
    rf"(?<![\w.])an?\s+(?:(?P<qual>{_QUAL})[\s-]+)?(?P<unit>hour|day|week|fortnight|month|year)\b"
    r"(?:(?P<or_two>\s+or\s+two\b)|(?P<and_half>\s+and\s+a\s+half\b))?",
    _I,
)
# "a day" chosen is a date, not a span of time: "pick a day in the link", "choose a week that
# suits you". (A number stays a duration: "choose 3 days" is how many.)
_CHOSEN_RE: Final = re.compile(
    r"\b(?:pick(?:s|ed|ing)?|choos(?:e|es|ing)|chose|select(?:s|ed|ing)?|nam(?:e|es|ed|ing)|"
    r"suggest(?:s|ed|ing)?|propos(?:e|es|ed|ing)|agree(?:s|d)?\s+on)\s+$",
    _I,
)
_COUPLE_RE: Final = re.compile(
    rf"(?<![\w.])a\s+couple\s+(?:of\s+)?(?:(?P<qual>{_QUAL})[\s-]+)?"
    r"(?P<unit>minutes|hours|days|weeks|months|years)\b",
    _I,
)
# "half an hour", "half a year".
_HALF_RE: Final = re.compile(r"(?<![\w.])half\s+an?\s+(?P<unit>hour|year)\b", _I)
# An article's "a month" right after an amount is a rate, not a duration: "€29 a month", "two
# guests a month", "40GB of data a month". A verb or preposition between them makes it a
# duration again: "orders over €50 take a week", "3 guests in a month".
_RATE_LEFT_RE: Final = re.compile(
    rf"(?:(?<![\w.,])[€$£¥]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?(?:%|[a-z]{{1,3}}\b)?"
    rf"|\b(?:{_WORD_NUMBER}))"
    r"(?:\s{1,3}(?!(?:is|are|was|were|be|been|takes?|taking|took|lasts?|needs?|gives?|allow|"
    r"wait|within|in|after|for|about|around|than|under|over|up|to|from|until|by|at|and|or|"
    r"but|then|only|just)\b)[\w'’-]+){0,3}\s{1,3}$",
    _I,
)
_BUSINESS_QUAL_RE: Final = re.compile(r"\b(?:b[ui]?[is]{1,3}n+e?s{1,2}|biz|work\w*|bank\w*)\b", _I)

# --- money and percentages ----------------------------------------------------------------

SYMBOLS: Final[dict[str, str]] = {"€": "EUR", "$": "USD", "£": "GBP", "¥": "JPY"}
_ISO: Final = (
    "EUR|USD|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|INR|CNY|BRL|MXN|ZAR|SGD|HKD"
)
_CURRENCY_WORDS: Final[dict[str, str]] = {
    "dollar": "USD",
    "euro": "EUR",
    "pound": "GBP",
    "yen": "JPY",
}
_SYM: Final = "[€$£¥]"
_MONEY_RES: Final = (
    # €15, $0.20, € 10-20, $15 to $20
    re.compile(
        rf"(?<![\d.,])(?P<sym>{_SYM})\s?(?P<low>{_AMOUNT})(?:{_RANGE}(?:{_SYM}\s?)?(?P<high>{_AMOUNT}))?"
        r"(?![\d])",
        _I,
    ),
    # 15€, 10-20 €
    re.compile(
        rf"(?<![\w.,])(?P<low>{_AMOUNT})(?:{_RANGE}(?P<high>{_AMOUNT}))?\s?(?P<sym>{_SYM})", _I
    ),
    # EUR 15 (codes are upper case: "usd" is not a word anyone types for a price)
    re.compile(
        rf"\b(?P<code>{_ISO})\s?(?P<low>{_AMOUNT})(?:{_RANGE}(?:(?:{_ISO})\s?)?(?P<high>{_AMOUNT}))?"
        r"(?![\d])"
    ),
    # 15 EUR, 15 euros, ten dollars
    re.compile(
        rf"(?<![\w.,])(?P<low>{_AMOUNT})(?:{_RANGE}(?P<high>{_AMOUNT}))?"
        rf"(?:\s?(?P<code>(?-i:{_ISO}))\b|\s+(?P<word>dollars?|euros?|pounds?|yen)\b)",
        _I,
    ),
)
# What may follow a predicate "free" and still leave it a price: a qualifier that says where,
# when or on what condition ("free on Flex fares", "free if you book online", "free within
# 14 days", "free now"), never a noun it describes ("free listings").
_FREE_QUALIFIER: Final = (
    r"(?:on|in|with|at|if|when|whenever|unless|until|during|within|once|after|before|while|"
    r"as|because|and|but|or|so|now|too|again|here|there|today|though)\b"
)
# A price of zero: "free of charge", "for free", "no fee", "is free" (but not "free to
# cancel", and "free listings" is a count's noun, not a price).
_FREE_RE: Final = re.compile(
    r"\bfree\s+of\s+charge\b|\bfor\s+free\b|\b(?:fee|charge|cost)[\s-]free\b"
    r"|\bat\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)\b"
    # "no fee", "no adoption fee" ("no hidden fees" is a slogan, not a price)
    r"|\bno\s+(?!hidden\b)(?:[\w-]+\s+){0,2}?(?:fees?|charges?|cost)\b"
    r"|(?:\b(?:is|are|be|was|were|stays?|remains?)|['’](?:s|re))\s+(?:always\s+|still\s+|\w+ly\s+)?"
    rf"free\b(?!\s+(?:to|of|from|for)\b|[\s-]+(?!{_FREE_QUALIFIER})\w)"
    # "the fee is waived", "we waive the fee"; not a request ("asks for it to be waived")
    # nor "waiver", which is a form
    r"|\b(?:is|are|gets?|got|been|(?<!\bto\s)be)\s+(?:\w+ly\s+)?waived\b"
    r"|\bwe(?:['’]ll|\s+will|\s+always|\s+can|\s+do)?\s+waive\b"
    # "we don't charge a fee", "we don't charge for returns"; not a bound ("don't charge
    # more than $5"), nor a heading's noun phrase ("Fees we don't charge")
    r"|\b(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|never)\s+charge"
    r"(?=\s+(?:a|an|any|anything|for|you|the|your)\b)"
    r"(?!\s+(?:anything\s+(?:over|above|more)|you\s+(?:more|over|extra)))",
    _I,
)
# "Scheduled payouts: free", "| Delivery | Free |": a price of zero in a label's place.
_FREE_LABEL_RE: Final = re.compile(r"(?:^|(?<=[:|]))[\s*_]*(?P<free>free|waived)\b(?![\s-]+\w)", _I)
# A table cell (or a line) that is only a word for nothing: "| Restocking fee | None |". "N/A"
# says the row does not apply, which is no value at all, so it is not here.
_ZERO_CELL_RE: Final = re.compile(r"^[\s*_]*(?P<free>none|nil|no\s+charge|no\s+fee)[\s*_.]*$", _I)
_PERCENT_RE: Final = re.compile(
    rf"(?<![\w.,])(?P<low>{_AMOUNT})(?:\s{{0,2}}%?{_RANGE}(?P<high>{_AMOUNT}))?"
    r"\s{0,2}(?:%|per\s?cent\b)",
    _I,
)

# --- values that are not claims -------------------------------------------------------------

# An instruction not to say something ("Do NOT promise same day", "never tell customers
# 2 days", "avoid quoting 48 hours"): the value is what must not be said.
_INSTRUCTION_NEG_RE: Final = re.compile(
    r"\b(?:do\s+not|don['’]?t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|"
    r"cannot|can['’]?t|can\s+not|may\s+not|not\s+to|avoid|refrain\s+from|stop)\b"
    r"[^,;]{0,60}?\b(?:promis\w*|say\w*|tell\w*|quot\w*|mention\w*|state\w*|commit\w*|"
    r"guarantee\w*|shar\w*|offer\w*|giv\w*|use|using|suggest\w*|impl(?:y|ying)|advertis\w*|"
    r"communicat\w*|confirm\w*)\b",
    _I,
)
# A negated value is what the value is not: "4 business days, not 2 days", "it won't take
# 2 weeks", "don't expect it within 12 hours", "it isn't back in 2 days". The negation may
# sit a few words before the value, but those words must stay in one clause: no
# punctuation, no conjunction or new subject ("don't worry it'll be back in 4 days"). A
# comparison keeps the claim, because the negation bounds it rather than denies it ("won't
# take more than 4 business days" promises at most 4), and so does a speaker's doubt
# ("I'm not sure it takes 4 days" is a hedged claim, not a denial).
_NEGATOR: Final = (
    r"\b(?:not|never|cannot|(?:do|does|did|is|are|was|were|has|have|had|wo|ca|would|could|"
    r"should|must|need)n['’]?t)"
)
_NEGATION_GAP_STOP: Final = (
    r"more|longer|over|beyond|than|less|fewer|under|later|sooner|earlier|before|after|until|"
    r"till|past|above|below|exceed\w*|at|worry|worried|panic|fret|hesitate|sure|certain|know|"
    r"think|believe|remember|recall|mind|and|but|or|so|because|as|though|although|while|if|"
    r"unless|when|once|I|we|you|he|she|they|there|\w+['’](?:ll|re|ve|d|s)"
)
_NEGATED_LEFT_RE: Final = re.compile(
    rf"{_NEGATOR}(?:\s{{1,3}}(?!(?:{_NEGATION_GAP_STOP})\b)[\w'’]+){{0,6}}\s{{1,3}}$",
    _I,
)
# A negation inside a condition is still a promise: "if it hasn't arrived within 4 business
# days, reply here" tells the customer to expect 4 business days. One right after a relative
# pronoun belongs to the noun, not the value: "withdrawals that don't go through come back
# within 2 days" ("note that it won't take 2 weeks" is not relative: "it" comes between).
# Keeping a claim in doubt is the safe side: it can only make a check stricter.
_CONDITION_RE: Final = re.compile(r"\b(?:if|unless|in\s+case|when|once)\b", _I)
_RELATIVE_END_RE: Final = re.compile(r"\b(?:that|which|who)\s+$", _I)
# Where the clause holding a negation starts, looking left from the value.
_CLAUSE_START_RE: Final = re.compile(r"[,;:.!?()\[\]—–]|\s-\s")
# A correction right after the value: "10 days was wrong", "5 days is not correct".
_CORRECTION_RIGHT_RE: Final = re.compile(
    r"\s{0,3}(?:is|was|are|were)\s+(?:(?:just\s+|simply\s+)?(?:wrong|incorrect|inaccurate|"
    r"a\s+mistake|an\s+error)|(?:not|n['’]t)\s+(?:right|correct|accurate|true))\b",
    _I,
)
# Old values: what a change replaces is not the policy.
_OLD_VALUE_LEFT_RE: Final = re.compile(
    r"\b(?:instead\s+of|rather\s+than|previously|formerly|(?:replaces|supersedes|overrides)"
    r"(?:\s+the)?(?:\s+(?:old|previous|former|current))?)\s+(?:within\s+|in\s+)?$",
    _I,
)
# An old value written as history: "(was €45)", "it used to be up to two weeks", "refunds
# previously took 30 days", "down from €45", "the old limit of 2 bags" ("the old 5-7 day
# timeline" names the old value's noun: its own status wording marks it). The words between the
# marker and the value are letters only ("up to", "take"), never another value, a clause
# break or "now"; "is used to" (utilised) is no history.
_HISTORY_GAP: Final = r"(?:\s{1,3}(?!(?:now|today|currently|but|and|or)\b)[A-Za-z'’]+){0,4}"
_HISTORY_LEFT_RE: Final = re.compile(
    rf"(?:(?:^|[(\[,;:—–]\s{{0,3}})(?:(?:it|this|that|which)\s+)?was"
    rf"|\b(?:previously|formerly){_HISTORY_GAP}"
    rf"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bbeing\s)(?<!\bbeen\s)\bused\s+to{_HISTORY_GAP}"
    r"|\b(?:down|up|reduced|cut|lowered|dropped|raised|increased|extended|shortened|changed)"
    r"\s+from"
    r"|\b(?:the|our|your|its|their|an?)\s+(?:old|previous|former)"
    r"(?:\s{1,3}(?!(?:within|in|for|after|before|to|at|on|by|up|under|over|than|from|and|or|"
    r"but|now)\b)[A-Za-z'’-]+){0,2}?(?:\s+(?:of|was|were|is)|\s*:)"
    r")\s+$",
    _I,
)
_FROM_LEFT_RE: Final = re.compile(r"\bfrom\s+$", _I)
_TO_NEXT_RE: Final = re.compile(r"\s*(?:to|->|→)\s*", _I)
# A duration in the customer's history, not a promise: "2 days ago", "it's been 3 days".
# "last" is a past window after a determiner or a preposition, or at the start ("in the last
# 3 days", "your last 2 days", "Last 14 days:"); after a subject it is the verb, a duration:
# "Trials last 14 days", "it will last 30 days".
_PAST_LEFT_RE: Final = re.compile(
    r"(?:\b(?:past|previous)|(?:^|\b(?:the|in|over|during|within|for|these|those|your|my|our|"
    r"their|his|her|its|of|from|since|than|at|each|every)\s+)last|"
    r"\b(?:been|waited|waiting)(?:\s+waiting)?(?:\s+for)?"
    r"(?:\s+(?:over|about|almost|nearly|more\s+than))?)\s+$",
    _I,
)
_PAST_RIGHT_RE: Final = re.compile(r"\s*(?:ago|already|so\s+far)\b", _I)
# Frequencies: "24 hours a day", "once a day", "every 2 days"; and rolling windows that
# bound an allowance, not a timing: "two visits in any 12 months", "a rolling 30 days".
_FREQUENCY_LEFT_RE: Final = re.compile(
    r"\b(?:once|twice|times|per|every|each|any|rolling|minutes?|mins?|hours?|days?)\s+$", _I
)
# An interval: "every 6 months", "once every six months". What happens that often is said
# elsewhere in the sentence; a topic that measures how often takes it (`claims_in`).
_EVERY_LEFT_RE: Final = re.compile(r"\bevery\s+$", _I)
# "24 hours a day", "7 days a week"; but "up to 3 months a year" is an allowance, kept.
_FREQUENCY_RIGHT_RE: Final = re.compile(r"\s+(?:a|per|each)\s+(?:day|week)\b", _I)
# Where a value's own clause ends on its right.
_CLAUSE_END_RE: Final = re.compile(r"[,;.!?]|\s(?:and|but|while|whereas|although|though)\s", _I)


@dataclass(frozen=True)
class Found:
    """A value as written in a sentence."""

    start: int
    end: int
    text: str
    value: Value
    #: The topic the value's own words name: a count's noun, a choice's option phrase.
    topic: str | None = None
    #: A price of zero written without a currency ("free"): the topic's currency applies.
    free: bool = False
    #: What an amount is charged per, as written after it ("a day", "/seat/month"): part of
    #: the text, not of the value (`rates`).
    rate: str | None = None
    #: A duration written with an article ("a month"), which after an amount is a rate.
    article: bool = False
    #: A bare number written as a limit ("at least 16", `bounds`): a count takes its topic's
    #: unit, and a value that lands on no topic is no claim.
    bare: bool = False
    #: A duration written as an interval ("every 6 months"): a claim only on a topic that
    #: measures how often something happens.
    interval: bool = False


# --- durations -----------------------------------------------------------------------------


def number(text: str) -> float:
    """The value of a number as written: "4", "1.5", "1,5", "1,000", "four", "twenty-four",
    "one (1)"."""
    text = re.sub(r"\(.*", "", text).strip().lower()
    if text[:1].isdigit():
        if re.fullmatch(r"\d+,\d{1,2}", text):
            return float(text.replace(",", "."))
        return float(text.replace(",", ""))
    return float(sum(NUMBER_WORDS[w] for w in re.split(r"[\s-]+", text) if w))


def _unit(qual: str | None, unit: str) -> tuple[str, float]:
    """The duration unit and the factor that converts the written unit into it."""
    business = bool(qual and _BUSINESS_QUAL_RE.search(qual))
    u = unit.lower()
    if u.startswith("h"):
        return "hours", 1.0
    if u.startswith("mi"):
        return "minutes", 1.0
    if u.startswith("mo"):
        return "months", 1.0
    if u.startswith("y"):
        return "years", 1.0
    if u.startswith("w"):
        return ("business_days", 5.0) if business else ("calendar_days", 7.0)
    if u.startswith("f"):
        return ("business_days", 10.0) if business else ("calendar_days", 14.0)
    return ("business_days" if business else "calendar_days"), 1.0


def _duration(low: float, high: float | None, unit: str, factor: float) -> Value:
    amount_max = None if high is None or high == low else high * factor
    return Value(amount=low * factor, amount_max=amount_max, unit=unit)


# A verb of change before "from X to Y": "bump trials from 14 to 21 days" moves to 21, it is
# no range of 14-21 ("trials last from 14 to 21 days" is one).
_CHANGE_FROM_RE: Final = re.compile(
    r"\b(?:bump\w*|mov\w+|move|increas\w+|decreas\w+|rais\w+|ris(?:e|es|ing)|rose|"
    r"extend\w*|cut\w*|reduc\w+|chang\w+|go(?:es|ing)?|went|drop\w*|shorten\w*|"
    r"lengthen\w*|lower\w*|push\w*|jump\w*|climb\w*|fall(?:s|ing)?|fell|switch\w*|"
    r"updat\w+|adjust\w*)\b"
    r"(?:\s+[\w'’-]+){0,4}?\s+from\s+$",
    _I,
)


def _general(sentence: str, m: re.Match[str]) -> Found:
    low = number(m["low"])
    high = number(m["high"]) if m["high"] else None
    start = m.start()
    changed = m["sep"] and m["sep"].lower() == "to" and _CHANGE_FROM_RE.search(sentence[:start])
    if high is not None and (
        high < low or changed or (m["sep"].lower() == "and" and not m["between"])
    ):
        # "from 4 to 1 business day" and "bump from 14 to 21 days" are changes, and "section
        # 3 and 4 days" is not a range: only the number next to the unit is the value.
        low, high, start = high, None, m.start("high")
    unit, factor = _unit(m["qual"], m["unit"])
    return Found(start, m.end(), sentence[start : m.end()], _duration(low, high, unit, factor))


def _implicit(
    sentence: str, m: re.Match[str], amount: float, high: float | None, *, article: bool = False
) -> Found:
    groups = m.groupdict()
    unit, factor = _unit(groups.get("qual"), groups.get("unit") or "day")
    value = _duration(amount, high, unit, factor)
    return Found(m.start(), m.end(), m.group(), value, article=article)


def _durations(sentence: str) -> list[Found]:
    found = [_general(sentence, m) for m in _DURATION_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 0, None) for m in _SAME_DAY_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 1, None) for m in _NEXT_DAY_RE.finditer(sentence)]
    found += [
        _implicit(
            sentence, m, 1.5 if m["and_half"] else 1, 2 if m["or_two"] else None, article=True
        )
        for m in _ARTICLE_RE.finditer(sentence)
        if not _CHOSEN_RE.search(sentence, 0, m.start())
    ]
    found += [_implicit(sentence, m, 2, None, article=True) for m in _COUPLE_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 0.5, None) for m in _HALF_RE.finditer(sentence)]
    found += [_age(m) for m in AGE_RE.finditer(sentence)]
    return found


def _age(m: re.Match[str]) -> Found:
    """An age as years: the number alone is the value's text ("age 3" is "3"), so a unit
    written after it makes the duration pattern's longer match win."""
    if m["nth"]:
        return Found(m.start(), m.end(), m.group(), _duration(number(m["nth"]), None, "years", 1))
    high = number(m["high"]) if m["high"] else None
    start = m.start("low")
    value = _duration(number(m["low"]), high, "years", 1.0)
    return Found(start, m.end(), m.string[start : m.end()], value)


# --- the other kinds -----------------------------------------------------------------------


# The separator of a range: where the second amount, with its own symbol, starts.
_RANGE_SEP_RE: Final = re.compile(_RANGE, _I)


def _range(sentence: str, m: re.Match[str]) -> tuple[float, float | None, int]:
    """An amount or a range, and where its text starts. A change is no range: written
    backwards ("from 5% to 3%") or after a verb of change ("goes from $49 to $59", "the fee
    rises from 10% to 15%"), only the new amount is the value, as for durations."""
    low = number(m["low"])
    high = number(m["high"]) if m["high"] else None
    if high is None:
        return low, None, m.start()
    sep = _RANGE_SEP_RE.search(sentence, m.end("low"))
    changed = (
        sep is not None
        and sep.group().strip().lower() == "to"
        and bool(_CHANGE_FROM_RE.search(sentence[: m.start()]))
    )
    if high < low or changed:
        return high, None, sep.end() if sep is not None else m.start("high")
    return low, (None if high == low else high), m.start()


# Pence, as UK prices are written: "53.68p a day", "20p", "10-15p", "50 pence". An amount of
# pence has at most three digits before its point ("1080p" is a screen, not a price), and a
# bare "p" touches its number and ends the word ("3pm", "5p.m." are times).
_PENNY: Final = r"\d{1,3}(?:\.\d{1,2})?"
_PENCE_RE: Final = re.compile(
    rf"(?<![\w.,€$£¥])(?P<low>{_PENNY})(?:{_RANGE}(?P<high>{_PENNY})p?)?"
    r"(?:p(?![\w'’-]|\.\w)|\s?pence\b)",
    _I,
)


def priced_in_pence(text: str) -> bool:
    """`text` states a positive price in pence ("for 80p", "50 pence"): a price as much as
    "£1.50" is (`wording.offered`: an option with a price of its own is an add-on)."""
    return any(float(m["low"]) > 0 for m in _PENCE_RE.finditer(text))


# Only a sentence with one of these can hold an amount (a cheap test before the patterns).
_MONEY_HINT_RE: Final = re.compile(
    rf"{_SYM}|\b(?:{_ISO})\b|dollar|euro|pound|\byen\b|\dp\b|pence", _I
)
_PERCENT_HINT_RE: Final = re.compile(r"%|per\s?cent", _I)


def _money(sentence: str) -> list[Found]:
    found: list[Found] = []
    for rx in _MONEY_RES if _MONEY_HINT_RE.search(sentence) else ():
        for m in rx.finditer(sentence):
            low, high, start = _range(sentence, m)
            groups = m.groupdict()
            if groups.get("sym"):
                code = SYMBOLS[groups["sym"]]
            elif groups.get("code"):
                code = groups["code"].upper()
            else:
                code = _CURRENCY_WORDS[groups["word"].lower().rstrip("s")]
            value = Value(amount=low, amount_max=high, unit=code, kind="money")
            found.append(Found(start, m.end(), sentence[start : m.end()], value))
    if _MONEY_HINT_RE.search(sentence):
        found += _pence(sentence)
    return found


def _pence(sentence: str) -> list[Found]:
    """Amounts in pence, as pounds (exactly: 53.68p is £0.5368, never rounded)."""
    found: list[Found] = []
    for m in _PENCE_RE.finditer(sentence):
        low, high, start = _range(sentence, m)
        pounds = (round(low / 100, 8), None if high is None else round(high / 100, 8))
        value = Value(amount=pounds[0], amount_max=pounds[1], unit="GBP", kind="money")
        found.append(Found(start, m.end(), sentence[start : m.end()], value))
    return found


def _zeros(sentence: str) -> list[Found]:
    """Prices of zero ("free of charge", "waived", "no restocking fee", a cell saying
    "None"), currency unknown: the topic's unit applies once the topic is read (a money
    topic's currency, or 0% for a percent topic)."""
    found: list[Found] = []
    for m in _FREE_RE.finditer(sentence):
        value = Value(amount=0, unit="XXX", kind="money")
        found.append(Found(m.start(), m.end(), m.group(), value, free=True))
    for rx in (_FREE_LABEL_RE, _ZERO_CELL_RE):
        for m in rx.finditer(sentence):
            value = Value(amount=0, unit="XXX", kind="money")
            found.append(Found(m.start("free"), m.end("free"), m["free"], value, free=True))
    return found


def _percents(sentence: str) -> list[Found]:
    found: list[Found] = []
    if not _PERCENT_HINT_RE.search(sentence):
        return found
    for m in _PERCENT_RE.finditer(sentence):
        low, high, start = _range(sentence, m)
        value = Value(amount=low, amount_max=high, unit="percent", kind="percent")
        found.append(Found(start, m.end(), sentence[start : m.end()], value))
    return found


def _overlaps_not_about(vocab: Vocabulary, topic: str, sentence: str, start: int, end: int) -> bool:
    spec = vocab.topic(topic)
    if spec is None or not spec.not_about:
        return False
    return any(s < end and start < e for s, e in find_all(spec.not_about, sentence))


# "more than one", "one or more", "one or two": English for "several" or "some", not a
# count of one ("if you bought more than one item per order"; but "no more than one item
# per order" is a limit of one).
_SEVERAL_LEFT_RE: Final = re.compile(r"(?<!\bno\s)\b(?:more|other)\s+than\s+$", _I)
_SEVERAL_RIGHT_RE: Final = re.compile(r"\s+or\s+(?:more|two|so)\b", _I)


def _several(sentence: str, m: re.Match[str]) -> bool:
    """The count's number is "one" in an idiom for an unstated number."""
    if number(m["num"]) != 1:
        return False
    return bool(
        _SEVERAL_LEFT_RE.search(sentence[max(0, m.start() - 20) : m.start()])
        or _SEVERAL_RIGHT_RE.match(sentence, m.end("num"))
    )


def _counts(sentence: str, vocab: Vocabulary) -> list[Found]:
    found: list[Found] = []
    for topic, rx in (*vocab.counts, *vocab.count_limits):
        spec = vocab.topic(topic)
        assert spec is not None
        for m in rx.finditer(sentence):
            if _overlaps_not_about(vocab, topic, sentence, m.start(), m.end()):
                continue
            if _several(sentence, m):
                continue
            value = Value(amount=number(m["num"]), unit=spec.unit or "count", kind="count")
            found.append(Found(m.start(), m.end(), m.group(), value, topic=topic))
    return found


def _choices(sentence: str, vocab: Vocabulary) -> list[Found]:
    found: list[Found] = []
    seen: set[str] = set()
    if not (vocab.any_choice and vocab.any_choice.search(sentence)):
        return found
    for start, end, key in classify(vocab.choices, sentence):
        topic, option = key.split(SEP, 1)
        if key in seen or _overlaps_not_about(vocab, topic, sentence, start, end):
            continue
        seen.add(key)
        value = Value(option=option, kind="choice")
        found.append(Found(start, end, sentence[start:end], value, topic=topic))
    return found


def find_values(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Every value in a sentence, left to right; where two overlap the longer wins."""
    found = _durations(sentence)
    if "money" in vocab.kinds or "percent" in vocab.kinds:
        # a price of zero is read for a percent topic too ("no restocking fee": 0%)
        amounts = _money(sentence) if "money" in vocab.kinds else []
        found = with_rates(sentence, found + amounts + _zeros(sentence))
    if "percent" in vocab.kinds:
        found += _percents(sentence)
    if vocab.counts:
        found += with_windows(sentence, _counts(sentence, vocab))
    # Always read, like durations, and after the topics' own counts, which win a tie: "40GB
    # of data" is the data topic's, "1 TB of storage" is on `other`.
    found += [Found(s, e, t, v, topic=OTHER) for s, e, t, v in quantities(sentence)]
    if vocab.choices:
        found += _choices(sentence, vocab)
    # Last, so that any reading with a unit or a noun wins a tie at the same place.
    found += bare_numbers(sentence, vocab)
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    kept: list[Found] = []
    for f in found:
        if not kept or f.start >= kept[-1].end:
            kept.append(f)
    return kept


# --- which values are claims ---------------------------------------------------------------

# Why a value found is no claim (shown in a trace; `setaside` decides which count as read).
NOT_TO_SAY: Final = "an instruction not to say it"
DENIED: Final = "a denial or a correction"
OLD_VALUE: Final = "an old value"
PAST: Final = "a past reference"
#: A frequency can be a "how often" topic's value ("reviewed every 6 months"): no proof of
#: a deliberate reading, so `setaside` never counts it as read.
FREQUENCY: Final = "a frequency or a rate's period"
#: "every 6 months": read on (`claims_in(intervals=True)`); never a reading by itself.
INTERVAL: Final = "an interval"


def _negated(tail: str) -> bool:
    """The text just before a value denies it ("won't take", "not in"), outside a
    condition or relative clause ("if it hasn't arrived within", "that don't go through")."""
    starts = [m.end() for m in _CLAUSE_START_RE.finditer(tail)]
    clause = tail[starts[-1] :] if starts else tail
    m = _NEGATED_LEFT_RE.search(clause)
    if not m:
        return False
    before = clause[: m.start()]
    return not (_CONDITION_RE.search(before) or _RELATIVE_END_RE.search(before))


def why_not_a_claim(sentence: str, found: list[Found], i: int) -> str | None:
    """Why `found[i]` is no claim, or None: an instruction not to say it, a denial, a
    correction or an old value; for a duration also a past reference or a frequency."""
    d = found[i]
    tail = sentence[max(0, d.start - 80) : d.start]
    right = sentence[d.end :]
    clause_start = max(tail.rfind(","), tail.rfind(";")) + 1
    nxt = found[i + 1] if i + 1 < len(found) else None
    to_next = _TO_NEXT_RE.match(right)
    changed_from = bool(
        _FROM_LEFT_RE.search(tail) and nxt and to_next and d.end + to_next.end() == nxt.start
    )
    if _INSTRUCTION_NEG_RE.search(tail[clause_start:]):
        return NOT_TO_SAY
    if _negated(tail) or _CORRECTION_RIGHT_RE.match(right):
        return DENIED
    if _OLD_VALUE_LEFT_RE.search(tail) or _HISTORY_LEFT_RE.search(tail) or changed_from:
        return OLD_VALUE
    if d.value.kind != "duration":
        return None
    if _PAST_LEFT_RE.search(tail) or _PAST_RIGHT_RE.match(right):
        return PAST
    if (d.article and _RATE_LEFT_RE.search(tail)) or _FREQUENCY_RIGHT_RE.match(right):
        return FREQUENCY
    if _EVERY_LEFT_RE.search(tail):
        return INTERVAL
    if _FREQUENCY_LEFT_RE.search(tail):
        return FREQUENCY
    return None


def set_aside_in(sentence: str, vocab: Vocabulary) -> list[tuple[Found, str]]:
    """The values `claims_in` drops, each with why (for the silence check: `setaside`)."""
    found = find_values(sentence, vocab)
    out: list[tuple[Found, str]] = []
    for i, d in enumerate(found):
        why = why_not_a_claim(sentence, found, i)
        if why is not None and why != INTERVAL:  # an interval is read on, as a claim
            out.append((d, why))
    return out


def claims_in(
    sentence: str, vocab: Vocabulary, *, intervals: bool = False
) -> list[tuple[Found, Clause]]:
    """The values that are claims, each with the clause it is read in. With `intervals`,
    also each interval ("every 6 months"), marked: the caller keeps it only on a topic that
    measures how often."""
    found = find_values(sentence, vocab)
    kept: list[Found] = []
    for i, d in enumerate(found):
        why = why_not_a_claim(sentence, found, i)
        if why is None:
            kept.append(d)
        elif why == INTERVAL and intervals:
            kept.append(replace(d, interval=True))
    lead = sentence[: kept[0].start] if kept else sentence
    out: list[tuple[Found, Clause]] = []
    for i, d in enumerate(kept):
        prev_end = kept[i - 1].end if i else 0
        left_start = max(prev_end, sentence.rfind(";", prev_end, d.start) + 1)
        next_start = kept[i + 1].start if i + 1 < len(kept) else len(sentence)
        right = sentence[d.end : next_start]
        boundary = _CLAUSE_END_RE.search(right)
        right = right[: boundary.start()] if boundary else right
        clause = Clause(sentence[left_start : d.start], right, sentence, lead, d.start, d.end)
        out.append((d, clause))
    return out
