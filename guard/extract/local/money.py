"""Finding money, zero prices ("free of charge", "no fee") and percentages in a sentence; the
design decisions are listed in `values`."""

from __future__ import annotations

import re
from typing import Final

from guard.english import CURRENCY_WORD, CURRENCY_WORDS
from guard.extract.local.chargenouns import NEGATED_CHARGE_NOUN, NO_CHARGE_NOUN
from guard.extract.local.found import Found
from guard.extract.local.freetouse import free_to_use
from guard.extract.local.magnitudes import MAGNITUDE, scaled
from guard.extract.local.notenames import NAMED_NOTE_HINT, named_notes
from guard.extract.local.numerals import (
    _AMOUNT,
    _CHANGE_FROM_RE,
    _I,
    _RANGE,
    number,
)
from guard.extract.local.repeated import a_repeat_waived
from guard.models import Value
from guard.paidzero import DENIED_PAYING

SYMBOLS: Final[dict[str, str]] = {"€": "EUR", "$": "USD", "£": "GBP", "¥": "JPY"}


_ISO: Final = (
    "EUR|USD|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|INR|CNY|BRL|MXN|ZAR|SGD|HKD"
)


_SYM: Final = "[€$£¥]"


# An amount, its magnitude ("£2 million", "£1.5m": `magnitudes`) and a range's second amount.
_LOW: Final = rf"(?P<low>{_AMOUNT})(?P<lowmag>{MAGNITUDE})?"
_HIGH: Final = rf"(?P<high>{_AMOUNT})(?P<highmag>{MAGNITUDE})?"


_MONEY_RES: Final = (
    # €15, $0.20, € 10-20, $15 to $20, £2 million, $3bn
    re.compile(
        rf"(?<![\d.,])(?P<sym>{_SYM})\s?{_LOW}(?:{_RANGE}(?:{_SYM}\s?)?{_HIGH})?"
        r"(?![\d])",
        _I,
    ),
    # 15€, 10-20 €, 2 million €
    re.compile(rf"(?<![\w.,]){_LOW}(?:{_RANGE}{_HIGH})?\s?(?P<sym>{_SYM})", _I),
    # EUR 15 (codes are upper case: "usd" is not a word anyone types for a price)
    re.compile(
        rf"\b(?P<code>{_ISO})\s?{_LOW}(?:{_RANGE}(?:(?:{_ISO})\s?)?{_HIGH})?"
        r"(?![\d])"
    ),
    # 15 EUR, 15 euros, ten dollars, two thousand dollars
    re.compile(
        rf"(?<![\w.,]){_LOW}(?:{_RANGE}{_HIGH})?"
        rf"(?:\s?(?P<code>(?-i:{_ISO}))\b|\s+(?P<word>{CURRENCY_WORD})\b)",
        _I,
    ),
)


# The end of a bigger number written in words: "two thousand fifty dollars" is no $50.
_PART_OF_NUMBER_RE: Final = re.compile(r"\b(?:hundred|thousand|million|billion)(?:\s+and)?\s+$", _I)


# What may follow a predicate "free" and still leave it a price: a qualifier that says where,
# when or on what condition ("free on Flex fares", "free if you book online", "free within
# 14 days", "free now", "free whatever your age"), never a noun it describes ("free
# listings").
_FREE_QUALIFIER: Final = (
    r"(?:on|in|with|at|if|when|whenever|unless|until|during|within|once|after|before|while|"
    r"as|because|and|but|or|so|now|too|again|here|there|today|though|whatever|whoever|"
    r"regardless)\b"
)


# Whom a predicate "free" is free for, when that is everyone: "free for everyone", "free
# whatever your age". It says the price is nothing for all, as a bare "is free" does (a "free
# for 14 days" or "free for members" stays no zero: a trial's length, a group's condition).
_FREE_WHOM: Final = r"(?:everyone|everybody|anyone|anybody|all)\b"
# A price of zero: "free of charge", "for free", "no fee", "is free" (but not "free to
# cancel", and "free listings" is a count's noun, not a price).
_FREE_RE: Final = re.compile(
    r"\bfree\s+of\s+charge\b|\bfor\s+free\b|\b(?:fee|charge|cost)[\s-]free\b"
    r"|\bat\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)\b"
    # "no fee", "no adoption fee" ("no hidden fees" is a slogan, not a price)
    r"|\bno\s+(?!hidden\b)(?:[\w-]+\s+){0,2}?(?:fees?|charges?|cost)\b"
    # "no excess", "no deposit needed": another name for a sum paid (`chargenouns`)
    rf"|{NO_CHARGE_NOUN}"
    # "members never pay a surcharge": a negated paying of one (`chargenouns`)
    rf"|{NEGATED_CHARGE_NOUN}"
    # "you won't be charged for it", "nothing to pay", "costs nothing" (`paidzero`)
    rf"|{DENIED_PAYING}"
    r"|(?:\b(?:is|are|be|was|were|stays?|remains?)|['’](?:s|re))\s+(?:always\s+|still\s+|\w+ly\s+)?"
    rf"free\b(?!\s+(?:to|of|from|for)\b(?!\s+{_FREE_WHOM})"
    rf"|[\s-]+(?!{_FREE_QUALIFIER}|for\s+{_FREE_WHOM})\w)"
    # "the fee is waived", "we waive the fee"; not a request ("asks for it to be waived")
    # nor "waiver", which is a form
    r"|\b(?:is|are|gets?|got|been|(?<!\bto\s)be)\s+(?:\w+ly\s+)?waived\b"
    r"|\bwe(?:['’]ll|\s+will|\s+always|\s+can|\s+do)?\s+waive\b"
    # "we don't charge a fee", "we don't charge for returns", "we don't charge students a
    # fee" (whom, then the fee itself); not a bound ("don't charge more than $5"), nor a
    # heading's noun phrase ("Fees we don't charge")
    r"|\b(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|never)\s+charge"
    r"(?=\s+(?:a|an|any|anything|for|you|the|your)\b"
    # "we don't charge NHS patients a fee": whom it is not charged to, then the fee named
    r"|\s+(?!(?:more|extra|less|over|above|only|just)\b)(?:[\w-]+\s+){1,3}?(?:a|an|any)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:fees?|charges?)\b)"
    r"(?!\s+(?:anything\s+(?:over|above|more)|you\s+(?:more|over|extra)))"
    # "Club members don't have booking fees", "members never pay delivery fees": a negated
    # having or paying of the fee is a fee of nothing (not "don't have to pay a fee", which
    # has no fee right after the verb, nor "hidden fees", a slogan)
    r"|\b(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|will\s+not|never)\s+"
    r"(?:have|has|pay|incur)\s+(?:any\s+)?(?!hidden\b)(?:[\w-]+\s+){0,2}?(?:fees?|charges?)\b",
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


# The separator of a range: where the second amount, with its own symbol, starts.
_RANGE_SEP_RE: Final = re.compile(_RANGE, _I)


def _range(sentence: str, m: re.Match[str]) -> tuple[float, float | None, int]:
    """An amount or a range, and where its text starts. A change is no range: written
    backwards ("from 5% to 3%") or after a verb of change ("goes from $49 to $59", "the fee
    rises from 10% to 15%"), only the new amount is the value, as for durations. Each amount
    takes its magnitude ("£2 million"); a low amount written without one takes the high
    one's when it is the smaller number ("£1-2 million" is 1-2 million, "$500 to $2m" is not)."""
    groups = m.groupdict()
    low_mag, high_mag = groups.get("lowmag"), groups.get("highmag")
    low = number(m["low"])
    high = number(m["high"]) if m["high"] else None
    if high is not None and high_mag and not low_mag and low < high:
        low_mag = high_mag
    low = scaled(low, low_mag)
    high = None if high is None else scaled(high, high_mag)
    if high is None:
        return low, None, m.start()
    sep = _RANGE_SEP_RE.search(sentence, m.end("lowmag") if groups.get("lowmag") else m.end("low"))
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
    rf"{_SYM}|\b(?:{_ISO})\b|\b(?:{CURRENCY_WORD})\b|\dp\b|pence|{NAMED_NOTE_HINT}", _I
)


_PERCENT_HINT_RE: Final = re.compile(r"%|per\s?cent", _I)


def _bigger_number(sentence: str, m: re.Match[str]) -> bool:
    """The match's amount, written first (no symbol or code before it), ends a bigger number
    in words: "two thousand fifty dollars" states no $50."""
    return m.start() == m.start("low") and bool(_PART_OF_NUMBER_RE.search(sentence, 0, m.start()))


def _money(sentence: str) -> list[Found]:
    found: list[Found] = []
    for rx in _MONEY_RES if _MONEY_HINT_RE.search(sentence) else ():
        for m in rx.finditer(sentence):
            if _bigger_number(sentence, m):
                continue
            low, high, start = _range(sentence, m)
            groups = m.groupdict()
            if groups.get("sym"):
                code = SYMBOLS[groups["sym"]]
            elif groups.get("code"):
                code = groups["code"].upper()
            else:
                code = CURRENCY_WORDS[groups["word"].lower().rstrip("s")]
            value = Value(amount=low, amount_max=high, unit=code, kind="money")
            found.append(Found(start, m.end(), sentence[start : m.end()], value))
    if _MONEY_HINT_RE.search(sentence):
        found += _pence(sentence)
        found += named_notes(sentence)
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
        if a_repeat_waived(sentence, m.start(), m.end()):
            continue  # "won't charge the fee again": a repeat waived, no zero (`repeated`)
        value = Value(amount=0, unit="XXX", kind="money")
        found.append(Found(m.start(), m.end(), m.group(), value, free=True))
    for m in free_to_use(sentence):  # "it's free to use": a thing's own zero (`freetouse`)
        value = Value(amount=0, unit="XXX", kind="money")
        start = m.start() + len(m.group()) - len(m.group().lstrip())
        found.append(Found(start, m.end(), sentence[start : m.end()], value, free=True))
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
