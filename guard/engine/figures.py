"""The customer's own figures in a draft: repeated from the ticket, not stated as policy.

A reply quotes the customer back: "on the £250 you're using, interest is 39%", "so the
£18,000 to your builder can go in one payment". The extractor, which never sees the ticket,
may read such an amount as a claim. Three readings of it are set aside here, each only where
setting it aside cannot hide a policy value from the rules. All need the value to point
back to an amount already known, a determiner right before it ("the £45.20 payment", "your
£18,000 transfer") or brackets made only of the customer's words ("(order QX-118, €96)",
`customeraside`), as a policy value is never given ("up to £25,000", "is £8 a month"):

- **on no topic.** A value said of a subject the catalogue does not cover (`other`), or
  whose sentence names no topic at all (unattributed: "we'll refund the £8.40"), that
  the customer wrote in the ticket's message (the same amount with the same currency, or
  followed by the same word: `numbers.quoted_by_customer`, the one reader D0c uses too),
  on a ticket that names no topic of that value's kind. Nothing the ticket asks about could
  be this value, so it is the customer's figure, not a claim outside coverage (D0c).
- **under the draft's own value.** A value on a topic the customer wrote in the message,
  in a draft that also states, in words the customer did not write, a value of that topic
  in the same unit (or one it converts to exactly) that is at least as large ("you can send up to £25,000 a day, so the
  £18,000 can go in one payment"). The draft's own value is the policy statement, and it is
  still decided by every rule; the customer's amount under it is the case it is applied
  to.
- **measured against the draft's own limit.** The customer's amount followed in its clause
  by a comparison whose object is another of the draft's values in the same unit ("£9.80,
  which is under our £12 minimum"): the case that limit is applied to (`measured`). The
  limit is decided; no determiner is needed, the comparison itself says whose figure it is.
- **what the customer's thing is worth.** The customer's amount after "worth" in both the
  ticket and the draft ("for a piano worth around £3,000"): an attribute of their thing, no
  limit (`worth`); a bound after "worth" ("worth up to £500") keeps the claim.
- **the customer's thing, sized.** The customer's amount between "your" and a noun that
  names no phrase of the claim's topic ("on your £22.50 basket"): an attribute of their
  thing, not a price (`ownthing`), even above the draft's own value.
- **the base of the draft's own deduction.** The customer's amount the draft's own fee or
  discount, in the same sentence, is taken from ("send the rest of the £58.20 back", "off
  the £230 quote"): `takenfrom`.

Never set aside: a customer's figure that the draft states as the topic's value alone
("Yes, you can send £30,000 a day" after "Can I send £30,000?") or that exceeds the draft's
own value (other than as the base that value is taken from); it is decided like any claim,
so a draft confirming a wrong figure the customer suggested is still held, unless it is a
whole multiple of a per-unit price the draft states on its topic (`unittotals`: the
customer's total of that price). Another reading, the customer's own past act narrated
back ("you cancelled 6 days before"), is `acts`'. A set-aside figure's number is then "quoted by the customer" for
D0b (`numbers`), and each one is named in the trace.

Pure: the draft's text, its claims and the ticket in; the kept claims and trace steps out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.acts import customer_act
from guard.engine.atpoint import placed_inside, placed_outside
from guard.engine.attribution import ticket_topics
from guard.engine.customeraside import in_customers_aside
from guard.engine.echoed import echoes_customer
from guard.engine.goods import amount_of_goods
from guard.engine.measured import measured_against_own
from guard.engine.numbers import numbers_in, quoted_by_customer, value_at
from guard.engine.owndate import counted_to_own_date
from guard.engine.ownthing import names_own_thing
from guard.engine.takenfrom import base_of_deduction
from guard.engine.tracewords import facts, worded
from guard.engine.unittotals import total_of_unit_price
from guard.engine.values import not_above, same_unit, same_value
from guard.engine.worth import worth_told_back
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from guard.models import DraftClaim, PatternMatch, Ticket, TraceStep

# A determiner right before the value: "the £45.20 payment", "your £18,000 transfer", "that
# £250". It points back to an amount already known, the way a policy value is never given
# ("up to £25,000", "£8 a month", "is 39%"). So does "at" before the customer's own figure
# in a clause that says their case is covered ("a 5-year warranty, so at 18 months you're
# covered", `atpoint.placed_inside`): under the draft's own value, the case it is applied to.
_POINTED_RE: Final = re.compile(r"\b(?:the|your|that|this)\s+$", re.IGNORECASE)


def _pointed_back(text: str, c: DraftClaim, message: str) -> bool:
    """Whether the claim's value words point back to an amount: a determiner right before
    them ("the £45.20", "your £18,000"), brackets holding only the customer's words
    (`customeraside`), an amount of the customer's goods ("£15 of washing", `goods`), or the customer's own words before a number echoed (`echoed`). What
    the customer wrote is set aside here only then."""
    start = value_at(text, c)
    if start < 0:
        return False
    if _POINTED_RE.search(text[max(0, start - 12) : start]):
        return True
    if placed_inside(text, *_first_number(text, c), message):  # "at 18 months you're covered"
        return True
    if in_customers_aside(text, start, message):  # "(order QX-118, €96)": `customeraside`
        return True
    if amount_of_goods(text, *_first_number(text, c)):  # "about £15 of washing" (`goods`)
        return True
    return any(
        echoes_customer(text, start + s, start + e, message) for s, e in numbers_in(c.value_text)
    )


def _under_own_value(c: DraftClaim, own: list[DraftClaim]) -> bool:
    """Whether the draft states, in its own words, a value of the claim's topic in the same
    unit (or one it converts to exactly) that is at least the claim's amount."""
    v = c.value
    return v is not None and any(
        o.topic == c.topic
        and o.value is not None
        and v.amount is not None
        and o.value.amount is not None
        and not_above(v, o.value)  # "18 months" under "5 years": an exact conversion
        for o in own
    )


def _outside_own_value(text: str, c: DraftClaim, claims: list[DraftClaim], message: str) -> bool:
    """Whether the claim's value is the customer's own figure after "at", in a clause that
    places the case outside (`atpoint`), and the draft states another value of the same
    topic in its own words, in the same unit or one it converts to exactly ("2 years"
    beside "at 22 months"), or, for a duration, in any unit: a young child's or animal's
    age is counted in weeks as readily as in months ("3 months" beside "at 10 weeks old we
    couldn't"): the case that value is applied to, not a second value."""
    v = c.value
    if v is None or not placed_outside(text, *_first_number(text, c), message):
        return False
    return any(
        o is not c
        and o.topic == c.topic
        and o.value is not None
        and (same_unit(o.value, v) or o.value.kind == v.kind == "duration")
        and not same_value(o.value, v)
        and not placed_outside(text, *_first_number(text, o), message)
        for o in claims
    )


def _first_number(text: str, c: DraftClaim) -> tuple[int, int]:
    """Where the first number of the claim's value words stands in `text`, or (0, 0)."""
    start = value_at(text, c)
    found = numbers_in(c.value_text)
    if start < 0 or not found:
        return 0, 0
    return start + found[0][0], start + found[0][1]


def not_in_figures(
    text: str, matches: list[PatternMatch], claims: list[DraftClaim], kept: list[DraftClaim]
) -> list[PatternMatch]:
    """The detector's matches outside the value words of the claims set aside (those in
    `claims` but not in `kept`): a customer's figure set aside is no pattern to flag."""
    spans = []
    for c in claims:
        if c not in kept and (at := value_at(text, c)) >= 0:
            spans.append((at, at + len(c.value_text)))
    return [m for m in matches if not any(s <= m.start and m.end <= e for s, e in spans)]


def customer_figures(
    text: str, claims: list[DraftClaim], ticket: Ticket, cat: Catalogue
) -> tuple[list[DraftClaim], list[TraceStep]]:
    """The claims without the customer's own figures (see the module docstring), and a
    trace step naming each one set aside."""
    if not ticket.message:
        return claims, []
    quoted = [
        c
        for c in claims
        if c.value is not None
        and _pointed_back(text, c, ticket.message)
        and quoted_by_customer(text, c, ticket.message)
    ]
    own = [c for c in claims if c not in quoted]
    kept: list[DraftClaim] = []
    trace: list[TraceStep] = []
    for c in claims:
        if c in quoted and c.value is not None:
            if c.topic in (OTHER, UNATTRIBUTED) and not ticket_topics(ticket, cat, c.value.kind):
                said = facts("TOPIC.customer_figure", said=c.value_text, why="other")
                trace.append(worded("TOPIC", "fired", said))
                continue
            if cat.governs(c.topic) and _under_own_value(c, own):
                said = facts("TOPIC.customer_figure", said=c.value_text, why=c.topic)
                trace.append(worded("TOPIC", "fired", said))
                continue
            if cat.governs(c.topic) and names_own_thing(text, c, ticket.message, cat):
                # "on your £22.50 basket": the customer's thing, sized by their figure
                said = facts("TOPIC.customer_figure", said=c.value_text, why="thing")
                trace.append(worded("TOPIC", "fired", said))
                continue
            if cat.governs(c.topic) and base_of_deduction(text, c, own, cat):
                # "send the rest of the £58.20 back": what the fee comes off (`takenfrom`)
                said = facts("TOPIC.customer_figure", said=c.value_text, why="base")
                trace.append(worded("TOPIC", "fired", said))
                continue
        if (
            cat.governs(c.topic)
            and quoted_by_customer(text, c, ticket.message)
            and total_of_unit_price(c, own)
        ):  # "£2 per locker, so your two came to £4": a total of that price (`unittotals`)
            said = facts("TOPIC.customer_figure", said=c.value_text, why="total")
            trace.append(worded("TOPIC", "fired", said))
            continue
        if (
            c.value is not None
            and quoted_by_customer(text, c, ticket.message)
            and measured_against_own(text, c, own)
        ):  # "£9.80, which is under our £12 minimum": the case the limit is applied to
            said = facts("TOPIC.customer_figure", said=c.value_text, why="measured")
            trace.append(worded("TOPIC", "fired", said))
            continue
        if cat.governs(c.topic) and _outside_own_value(text, c, own, ticket.message):
            # "covered for 12 months, so at 14 months it's just outside it" (`atpoint`)
            said = facts("TOPIC.customer_figure", said=c.value_text, why="outside")
            trace.append(worded("TOPIC", "fired", said))
            continue
        if c.value is not None and worth_told_back(text, c, ticket.message):
            # "for a piano worth around £3,000" after "My piano is worth about £3,000" (`worth`)
            said = facts("TOPIC.customer_figure", said=c.value_text, why="worth")
            trace.append(worded("TOPIC", "fired", said))
            continue
        if c.value is not None and customer_act(text, c, ticket.message):
            said = facts("TOPIC.customer_figure", said=c.value_text, why="act")
            trace.append(worded("TOPIC", "fired", said))
            continue
        if counted_to_own_date(text, c, ticket.message):  # "your cruise leaves in 12 days"
            said = facts("TOPIC.customer_figure", said=c.value_text, why="date")
            trace.append(worded("TOPIC", "fired", said))
            continue
        kept.append(c)
    return kept, trace
