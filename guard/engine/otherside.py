"""A zero said only under a window or threshold the draft claims on its own topic is that rule's
other side, checked through the window or threshold.

"You can cancel free of charge within 3 minutes of booking", "delivery is free on orders of
£40 or more", "as the delivery is still more than 24 hours away, you can cancel for free":
each sentence states one rule with two sides, the limit (3 minutes, £40, 24 hours) and what
holds inside it (nothing to pay). Where the catalogue has a topic for that limit whose label
says it is the limit of the free side ("free cancellation window", "spend for free delivery",
"notice needed to cancel free of charge"), the limit's claim is decided on that topic against
the sources (D1–D11b), and that check is the check of the whole rule: inside the limit the
team's own topic says the thing is free. The zero is then no second value of the charge: read
as one, a correct rule gets a contradiction (the charge's £4 or £4.99 is what is paid outside
the limit) and its severity wins over the limit's own result (a proposal to move the
threshold, D11b, is lost behind D9). So such a zero is set aside, with a trace step naming
the claim it is checked through.

Why here, in the engine, and not in the reader: the relation is between two claims and the
catalogue, whichever extractor read them (the local reader or the live model gives a zero its
`condition` words and the limit its own claim), and whether the zero may go unchecked on its
own topic is a decision the rules must be able to show.

Safety, in the conditions (all must hold, else the zero is decided on its topic as before):
- the zero has `condition` words (an outright zero, "delivery is free", is a value of the
  charge and still HOLDs against a fee) and they hold the other claim's value words as
  written, the two claims sharing their words in the draft;
- the other claim is on a different, governed topic, with a value that is no zero; it is
  decided as any claim is, so a wrong window or threshold still HOLDs through its own claim,
  and one no source supports is CAUTION;
- the other topic's label says it is the limit of something free ("free", "free of charge",
  "without charge", "no charge", "waived"), outside a phrase of going past it ("fee beyond
  the free radius" is the charge after the free side: `beyondfree.names_free_limit`), and one of the zero's topic's `about` phrases is
  in that label or in one of its `about` phrases: the limit is of this charge's free side
  ("free cancellation window" for a cancellation fee), not of another's ("spend for free
  delivery" covers no cancellation fee), nor a limit that makes nothing free ("minimum order
  value").

Pure: the draft's claims and the catalogue in; the claims kept and a trace step for each zero
set aside out.
"""

from __future__ import annotations

from guard.engine.atonce import applied_at_once
from guard.engine.tracewords import facts, worded
from guard.extract.local.beyondfree import names_free_limit
from guard.extract.local.exceptionzero import is_zero_price
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.models import DraftClaim, TraceStep


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _shares_words(a: DraftClaim, b: DraftClaim) -> bool:
    """The two claims were read from the same words of the draft (one span holds the other)."""
    x, y = _norm(a.span), _norm(b.span)
    return x in y or y in x


def limits_free_side(cat: Catalogue, limit_topic: str, zero_topic: str) -> bool:
    """Whether the catalogue's `limit_topic` is the limit of `zero_topic`'s free side: its label
    says it is the limit of something free, and a phrase of the zero's topic names that thing
    in its label or its own phrases (see the module docstring)."""
    limit, charge = cat.topic(limit_topic), cat.topic(zero_topic)
    if limit is None or charge is None or not names_free_limit(limit.label):
        return False
    return any(find_all(charge.about, text) for text in (limit.label, *limit.about))


def checked_through(
    zero: DraftClaim, claims: list[DraftClaim], cat: Catalogue
) -> DraftClaim | None:
    """The claim of the draft whose value is the window or threshold `zero` holds under, on a
    topic that is the limit of the zero's free side; None when there is none."""
    if not is_zero_price(zero.value) or not zero.condition or not cat.governs(zero.topic):
        return None
    condition = _norm(zero.condition)
    for c in claims:
        if (
            c is not zero
            and c.topic != zero.topic
            and cat.governs(c.topic)
            and c.value is not None
            and not is_zero_price(c.value)
            and c.value_text
            and _norm(c.value_text) in condition
            and _shares_words(zero, c)
            and limits_free_side(cat, c.topic, zero.topic)
        ):
            return c
    return None


def zeros_checked_through_limits(
    claims: list[DraftClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[TraceStep]]:
    """The claims without each zero said only under a window or threshold the draft claims on
    that limit's own topic (see the module docstring), nor each waiver that applies such a
    window to an act done at once (`atonce`), and a trace step for each."""
    limits = {id(c): limit for c in claims if (limit := checked_through(c, claims, cat))}
    set_aside = [(c, limits[id(c)]) for c in claims if id(c) in limits]
    kept: list[DraftClaim] = []
    trace: list[TraceStep] = []
    for c in claims:
        limit = limits.get(id(c))
        if limit is not None:
            said = facts(
                "TOPIC.other_side",
                zero=c.value_text,
                condition=c.condition,
                limit=limit.value_text,
                topic=limit.topic,
            )
            trace.append(worded("TOPIC", "fired", said))
        elif (applied := applied_at_once(c, set_aside)) is not None:
            rule, limit = applied
            said = facts(
                "TOPIC.at_once",
                zero=c.value_text,
                rule=rule.value_text,
                condition=rule.condition,
                limit=limit.value_text,
                topic=limit.topic,
            )
            trace.append(worded("TOPIC", "fired", said))
        else:
            kept.append(c)
    return kept, trace
