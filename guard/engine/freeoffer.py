"""A draft's offer of a free period that no source states is an unread value.

"You get your first year free", "new members enjoy the first two lessons free": a verb of
getting, the free thing (an opening period or occasion), then "free". Each promises the
customer a price of nothing for that part of what the policy prices, as plainly as "your
first year is free" does (`extract.local.freeperiod`, a zero under its condition). The draft
reader leaves this offer form unread on purpose: a team's own trial is written that way, and
as a zero of the fee it would be held against the fee's governing value. But unread, the
promise was checked by nothing: "first year free" against a source's free first month (or
no free period at all) passed as ALLOW on the reply's other claims.

So each such offer is an unread value (D0b, CAUTION EXTRACTION_GAP), never ALLOW, unless
- a claim reads its words (a zero the reader gave it: `wordsread`), or
- a source the user may see, in force as a document (its standing as a claim of that
  sentence CANDIDATE) and with no weakeners, states "free" under the same condition
  (`extract.local.statedfree`: the condition's words without determiners, and without what
  an "of" after them names, "their first month of Plus" is the "first month"): the reply
  then says what the team's page says.
A longer or another period ("first year" against "first month") matches no source and stays
CAUTION: the reader cannot tell a longer offer from a wrong one, so it never HOLDs either.
English grammar only (verbs of getting, determiners, ordinals: `statedfree`). Pure.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Final

from guard.engine.standing import standing_of, weakeners_of
from guard.extract.local.segment import sentences
from guard.extract.local.statedfree import free_conditions, offers
from guard.extract.local.status import sentence_status
from guard.extract.local.vocab import vocabulary
from guard.extract.local.wording import addresses_an_ai
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from guard.models import PatternMatch, Source, SourceClaim, Value

#: Where a condition's own words end and what it is of begins ("first month of plus").
_OF: Final = re.compile(r"\s+of\s+.*$")
_NOTHING: Final = Value(amount=0, unit="XXX", kind="money")


def _key(condition: str) -> str:
    return _OF.sub("", condition)


def _stated(sources: list[Source], now: datetime, cat: Catalogue) -> set[str]:
    """The condition keys that in-force, unweakened documents state "free" under."""
    vocab = vocabulary(cat)
    out: set[str] = set()
    for s in sources:
        if weakeners_of(s, now):
            continue
        for sent in sentences(s.body, mask=True):
            if "free" not in sent.text.casefold() or addresses_an_ai(sent.text):
                continue
            keys = {_key(c) for c in free_conditions(sent.text, vocab)} - out
            if not keys:
                continue
            claim = SourceClaim(
                claim_id=f"{s.id}#offer",
                source_id=s.id,
                source_version=s.signals.version,
                topic=UNATTRIBUTED,
                value=_NOTHING,
                value_text="free",
                status_wording=sentence_status(sent.text),
                quote=sent.quote,
            )
            if standing_of(claim, s, now, cat).standing == "CANDIDATE":
                out |= keys
    return out


def unstated_offer_matches(
    text: str, sources: list[Source], now: datetime, cat: Catalogue
) -> list[PatternMatch]:
    """Each free offer of the draft `text` that no in-force source states under the same
    condition (module docstring), as a money match on its words."""
    found = [(a, b, _key(c)) for a, b, c in offers(text)]
    if not found:
        return []
    stated = _stated(sources, now, cat)
    return [
        PatternMatch(text=text[a:b], start=a, end=b, kind="money")
        for a, b, key in found
        if key not in stated
    ]


def offers_something_free(text: str) -> bool:
    """Whether the draft `text` holds an offer of a free period ("get your first month
    free"). Such an offer is checked against every source's own words (a source that states
    the same free period need give no claim on any topic), so a check that loads only the
    sources on the draft's topics (the claims index) must load them all for it, or it would
    decide otherwise than a check that reads every source."""
    return bool(offers(text))
