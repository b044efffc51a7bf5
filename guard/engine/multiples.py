"""A total of several items at a price the draft states is that price multiplied out.

"Your order came to €36 because it had three tickets at €12 each." The €12 is the policy
value (a ticket's price), and the rules decide it like any claim. The €36 is no second price
of a ticket: it is the €12 times the count the sentence states ("three tickets"), so it
holds no fact of its own that the €12 and the count do not. Read as a ticket price it makes
a false contradiction (€36 against €12); its count, read as nothing, an unread number.

Read by arithmetic and position, never by a team's words: in one sentence, a count N (a
whole number of two or more, no currency) followed within a few words by an amount P that a
claim states, and another amount T in the same currency with T = N × P. The claim stating T
is set aside only when it is on P's own topic, so nothing the rules would decide on another
topic is hidden: if P is wrong for the topic, P's own claim is held; if P is right, T is N
of them. A claim whose value words are only the count ("three" read as "3 days" from "three
day tickets") is set aside as the count when it is on no governed topic. Both numbers are
then explained for D0b (`gaprule`), and each is named in the trace.

The count may also come first, after "for", with the total said after it: "£19 a night per
cat, so for your two cats that's £38 a night" (`_counted_beside`); and the unit price said
again right after the total ("that's £38 a night at £19 each") is that price, set aside with
the total (`restated_price`): the price's own claim is decided. The total's own rate and tax
basis may stand between it and "for" ("so £210 a month plus VAT for your 6 users"): they say
what the total is paid per, not what it is for (`_past_rate_and_tax`).

Pure: the draft's text and its claims in; the kept claims, the explained spans and the trace
steps out.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from guard.engine.numbers import numbers_in, value_at, value_of
from guard.engine.taxbasis import tax_words_end
from guard.engine.tracewords import facts, worded
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, PatternMatch, TraceStep

_CURRENCY_BEFORE: Final = re.compile(r"([$€£¥])\s?$")
# Between the count and the unit price: a few words and no other number ("tickets at",
# "day passes for"), so the count is the number of the items the price is for.
_BETWEEN_RE: Final = re.compile(r"^[^\W\d_][\w'’-]*(?:\s+[\w'’-]+){0,4}\s+(?:at|for|@)?\s*$")
_CENTS: Final = 0.005


def _currency(text: str, start: int) -> str:
    m = _CURRENCY_BEFORE.search(text[max(0, start - 2) : start])
    return m.group(1) if m else ""


def _totals_of(text: str, price: DraftClaim) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(the total's number span, the count's) for each total of the unit price `price`
    multiplied out in its sentence (module docstring)."""
    v = price.value
    at = text.find(price.span)
    start = value_at(text, price)
    if v is None or v.amount is None or v.amount_max is not None or at < 0 or start < 0:
        return []
    sign = _currency(text, start + next((s for s, _ in numbers_in(price.value_text)), 0))
    if not sign:
        return []
    spans = [(at + s, at + e) for s, e in numbers_in(price.span)]
    out = []
    for cs, ce in spans:
        n = value_of(text[cs:ce])
        if n is None or n < 2 or n != int(n) or _currency(text, cs) or ce > start:
            continue
        if not _BETWEEN_RE.match(text[ce:start].strip() + " "):
            continue
        for ts, te in spans:
            total = value_of(text[ts:te])
            if (ts, te) != (cs, ce) and total is not None and _currency(text, ts) == sign:
                outside = ts < start or ts > start + len(price.value_text)
                if outside and abs(total - n * v.amount) < _CENTS:
                    out.append(((ts, te), (cs, ce)))
    said = (start, len(price.value_text), sign, v.amount)
    out += _counted_beside(text, spans, said, count_first=False)  # "€24 for the two of them"
    return out + _counted_beside(text, spans, said, count_first=True)  # "for two cats that's"


# After a total: "for", then the count, as in "€24 for the two of them", "€36 for all three".
_FOR_COUNT_RE: Final = re.compile(
    r"^\s*(?:in\s+total\s+|altogether\s+)?for\s+(?:(?:the|all|your|both|these|those)\s+)?$", re.I
)
# Before a total: "for", the count and its noun, then "that's" and the total, as in "so for
# your two cats that's £38 a night", "for 3 nights it comes to €90".
_FOR_BEFORE_RE: Final = re.compile(r"\bfor\s+(?:(?:the|all|your|both|these|those)\s+)?$", re.I)
_TO_TOTAL_RE: Final = re.compile(
    r"^\s+[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?\s*,?\s+"
    r"(?:that['’]s|that\s+is|it['’]s|it\s+is|(?:that|it)\s+comes\s+to|comes\s+to|"
    r"(?:that|it)\s+(?:will|would)\s+be|you['’]d\s+pay|you['’]ll\s+pay)\s+[$€£¥]\s?$",
    re.I,
)


def _counted_beside(
    text: str,
    spans: list[tuple[int, int]],
    price: tuple[int, int, str, float],
    *,
    count_first: bool,
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(the total's span, the count's) for each total and count written next to each other
    (one number right after the other), in the order `count_first` says: a total written
    before its count, "€12 per bag, so €24 for the two of them" (the count after the total
    and "for", with "the", "all", …), or a total said after "for" and its count, "£19 a
    night per cat, so for your two cats that's £38 a night". `price` is the unit price's
    (start, length of its words, currency sign, amount): the total, in that currency and
    outside the price's own words, is the count times the amount, as when the count comes
    right before the price. One loop for both orders; only which number is which and the
    words joining them differ."""
    start, length, sign, amount = price
    out = []
    for first, second in pairwise(spans):
        (cs, ce), (ts, te) = (first, second) if count_first else (second, first)
        n = value_of(text[cs:ce])
        if n is None or n < 2 or n != int(n) or _currency(text, cs):
            continue
        total = value_of(text[ts:te])
        if total is None or _currency(text, ts) != sign or start <= ts < start + length:
            continue
        if count_first:
            joined = bool(_FOR_BEFORE_RE.search(text[max(0, cs - 30) : cs])) and bool(
                _TO_TOTAL_RE.match(text[ce:ts])
            )
        else:
            joined = bool(_FOR_COUNT_RE.match(_past_rate_and_tax(text[te:cs])))
        if joined and abs(total - n * amount) < _CENTS:
            out.append(((ts, te), (cs, ce)))
    return out


# The total's own rate, said before "for" and its count: "£210 a month plus VAT for your 6".
_TOTAL_RATE_RE: Final = re.compile(r"^(?:\s+(?:a|an|per)\s+[^\W\d_]+)*", re.I)


def _past_rate_and_tax(between: str) -> str:
    """The words between a total and its count past the total's own rate and tax basis ("a
    month plus VAT" in "£210 a month plus VAT for your 6 users"): they say what the total is
    paid per and whether the tax is in, as the unit price's own words do, not what it is for."""
    rest = between[_TOTAL_RATE_RE.match(between).end() :]  # type: ignore[union-attr]
    return rest[tax_words_end(rest) :]


# Right after a total, the unit price said again: "£38 a night at £19 each".
_AT_PRICE_RE: Final = re.compile(r"(?:\s+(?:a|an|per)\s+[^\W\d_]+)?\s+at\s+([$€£¥])\s?", re.I)


def restated_price(text: str, price: DraftClaim, total: tuple[int, int]) -> tuple[int, int] | None:
    """The span of the unit price's number said again right after the total it multiplies
    out to ("that's £38 a night at £19 each": the 19), or None: the same amount, in the
    same currency, after "at"."""
    m = _AT_PRICE_RE.match(text, total[1])
    v = price.value
    if m is None or v is None or v.amount is None:
        return None
    start = value_at(text, price)
    if start < 0 or _currency(
        text, start + next((s for s, _ in numbers_in(price.value_text)), 0)
    ) != m.group(1):
        return None
    n = next(((s, e) for s, e in numbers_in(text) if s == m.end()), None)
    if n is None or (said := value_of(text[n[0] : n[1]])) is None or abs(said - v.amount) >= _CENTS:
        return None
    return n


def _restates(text: str, c: DraftClaim, at: tuple[int, int] | None) -> bool:
    """Whether claim `c`'s value words are the restated price at span `at`: its value
    words, inside its own span, hold that number."""
    if at is None or c.value is None or c.value.kind != "money":
        return False
    span_at = text.find(c.span)
    words_at = text.rfind(c.value_text, 0, at[0] + len(c.value_text))  # starts by the number
    return (
        0 <= span_at <= words_at <= at[0]
        and at[1] <= words_at + len(c.value_text)
        and words_at + len(c.value_text) <= span_at + len(c.span)
    )


def _numbers_of(text: str, c: DraftClaim) -> list[tuple[int, int]]:
    start = value_at(text, c)
    if start < 0:
        return []
    return [(start + s, start + e) for s, e in numbers_in(c.value_text)]


# Right after a unit price: "each" (or "apiece"), which says the price is of one of the items
# counted before it.
_EACH_RE: Final = re.compile(r"\s+(?:each|apiece)\b", re.I)


def each_on_totals_topic(text: str, claims: list[DraftClaim], cat: Catalogue) -> list[DraftClaim]:
    """The claims, with a unit price said with "each" after the count of a total it multiplies
    out to, where the total says it is for those items ("£40 for two divers at £20 each"),
    put on the total's topic.

    Why: "for" and the count after the total say what the total pays for, and "each" refers
    back to the items the count counts: the unit price is one item's share of the total, so
    it is the price of the same thing, whatever topic the words around it would name on their
    own (a phrase read across the clause after it, a noun of another topic nearby). On the
    total's topic the total is then the unit price multiplied out (`multiplied_out`), and the
    unit price is what the rules decide. A total compared with items it is not for ("€24, as
    much as two sessions at €12 each") keeps both topics. Only when the total's claim is on a
    governed topic and is that exact product; grammar words only ("for", "each", "apiece")."""
    out = list(claims)
    for i, price in enumerate(claims):
        start = value_at(text, price)
        if price.value is None or price.value.kind != "money" or start < 0:
            continue
        if not _EACH_RE.match(text, start + len(price.value_text)):
            continue
        for total, count in _totals_of(text, price):
            if not _FOR_COUNT_RE.match(text[total[1] : count[0]]):
                continue  # the total is not said to be for the counted items
            owner = next(
                (
                    c
                    for c in claims
                    if c.topic != price.topic
                    and cat.governs(c.topic)
                    and _numbers_of(text, c) == [total]
                ),
                None,
            )
            if owner is not None:
                out[i] = price.model_copy(update={"topic": owner.topic, "alternatives": []})
                break
    return out


def multiplied_out(
    text: str, claims: list[DraftClaim], cat: Catalogue
) -> list[tuple[DraftClaim, tuple[int, int], tuple[int, int]]]:
    """(the unit price's claim, the total's number span, the count's) for each total the
    draft multiplies out from a price it states on a governed topic, unless a claim on
    another topic holds that total (then the rules decide it there)."""
    out = []
    for price in claims:
        if price.value is None or price.value.kind != "money" or not cat.governs(price.topic):
            continue
        for total, count in _totals_of(text, price):
            if not any(c.topic != price.topic and _numbers_of(text, c) == [total] for c in claims):
                out.append((price, total, count))
    return out


def worked_totals(
    text: str, claims: list[DraftClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch], list[TraceStep]]:
    """The claims without each total multiplied out from a unit price the draft states (and
    its count read as a value on no governed topic), the numbers that explains, and a trace
    step for each total. A unit price said with "each" is first put on its total's topic
    (`each_on_totals_topic`)."""
    explained: list[PatternMatch] = []
    trace: list[TraceStep] = []
    claims = each_on_totals_topic(text, claims, cat)  # "£40 for two divers at £20 each"
    kept = list(claims)
    for price, total, count in multiplied_out(text, claims, cat):
        again = restated_price(text, price, total)  # "… at £19 each"
        gone = [
            c
            for c in kept
            if c is not price
            and (
                (c.topic == price.topic and _numbers_of(text, c) == [total])
                or (not cat.governs(c.topic) and _numbers_of(text, c) == [count])
                or _restates(text, c, again)  # "… at £19 each"
            )
        ]
        kept = [c for c in kept if c not in gone]
        explained += [
            PatternMatch(text=text[s:e], start=s, end=e, kind="number")
            for s, e in (total, count, *([again] if again else []))
        ]
        said = facts(
            "TOPIC.worked_total",
            total=next(
                (c.value_text for c in gone if _numbers_of(text, c) == [total]),
                text[total[0] : total[1]],
            ),
            count=text[count[0] : count[1]],
            price=price.value_text,
        )
        trace.append(worded("TOPIC", "fired", said))
    return kept, explained, trace
