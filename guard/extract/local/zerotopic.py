"""The topic of a price of zero ("free", "waived", "no restocking fee"): a money or percent
topic its own words or its clause name, or none (`zero_topic`).

Separate from `reading`, which reads every other value: a zero has no unit of its own, so
where its topic may be named follows its own rules.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from guard.extract.local.actfee import fee_of_another_act
from guard.extract.local.actionzero import zero_of_an_action
from guard.extract.local.beyondfree import names_free_limit
from guard.extract.local.bundlezero import without_bundle
from guard.extract.local.clausetopic import in_own_sub_clause
from guard.extract.local.cues import Because, cue
from guard.extract.local.evidence import pick
from guard.extract.local.found import Found
from guard.extract.local.freething import fee_of_the_free_thing
from guard.extract.local.lateraction import zero_of_a_later_action
from guard.extract.local.limits import is_limit
from guard.extract.local.readtext import Read
from guard.extract.local.reductions import is_reduction
from guard.extract.local.segment import Clause
from guard.extract.local.straddle import straddling_price
from guard.extract.local.tails import past_previous_tail
from guard.extract.local.topics import read_topic
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.zerocells import zero_of_another_column
from guard.kb.catalogue import OTHER

#: Where a zero's topic may be named: its own clause, or for a table cell the cell, its
#: column's header and its row's label.
_ZERO_PLACES: Final = frozenset({"clause", "cell", "column header", "row label"})


def zero_topic(
    vocab: Vocabulary, found: Found, clause: Clause, r: Read
) -> tuple[str, Because] | None:
    """The topic of a price of zero (see `_zero_topic_named`), unless that topic's own label
    names the free thing ("basket size for free delivery"): what makes a thing free is its
    value, so "delivery is free on orders over £15" says the £15, and the "free" is no zero
    of it. A zero of another thing than that label's ("returns are free on orders over £15")
    is the zero of the fee its subject names instead (`freething`)."""
    got = _zero_topic_named(vocab, found, clause, r)
    if got is None or fee_of_another_act(vocab, got[0], found.text):
        return None  # "no joining fee" is no zero of a membership fee (`actfee`)
    spec = vocab.topic(got[0])
    if is_limit(vocab, got[0]):  # "our cover at no extra cost": the cover's price (`limits`)
        return None
    if spec is not None and names_free_limit(spec.label or ""):
        # "returns are free on orders over £15" on a free delivery threshold (`freething`)
        return fee_of_the_free_thing(vocab, got[0], clause.sentence, clause.start, clause.end)
    return got


def _zero_topic_named(
    vocab: Vocabulary, found: Found, clause: Clause, r: Read
) -> tuple[str, Because] | None:
    """The topic of a price of zero ("free", "waived", "no restocking fee"), or None.

    Nothing is nothing in any unit, so a zero is a claim only about a money or a percent
    topic that its own words name ("no restocking fee") or its clause names ("the delivery
    fee is waived"; in a table, the cell, its column's header or its row's label). A "free"
    said of something else ("you can cancel free of charge up to 48 hours before") is no
    claim: the 48 hours is, and a zero with no fee named would be `other` for nothing. A
    percent topic that is a reduction ("member discount") takes no zero (`reductions`)."""
    own = cue(found.text, vocab)
    for kind in ("money", "percent"):
        p = pick(vocab, own.text, own.strong, kind, (0, len(own.text)))
        if p is not None and not is_reduction(vocab, p.topic):
            spec = vocab.topic(p.topic)
            words = found.text[p.match[0] : p.match[1]]
            about = spec.about if spec else ()
            return p.topic, Because("value", words, "about", p.topic, about, "", p.tied)
    # "| Day pass | £25 | none |" under "Credits": no credits, no price (`zerocells`)
    if "money" in vocab.kinds and not zero_of_another_column(vocab, clause.cell, "money"):
        # "2 passes a month, and they're free": "a month" is the passes' (`tails`)
        own_clause = past_previous_tail(clause)
        bundle = without_bundle(own_clause.left)  # "included in every day pass" (`bundlezero`)
        if bundle is not None:
            own_clause = replace(own_clause, left=bundle)
        topic, why = read_topic(vocab, "money", own_clause, r.sentence, r.carried)
        if zero_of_an_action(found.text, clause.left, why.words) or zero_of_an_action(
            found.text, clause.sentence[: clause.start], why.words
        ):  # the clause's left may start after the verb ("we'll move | your visit to …")
            return None  # "cancel your pass free of charge": cancelling is free (`actionzero`)
        if zero_of_a_later_action(found.text, clause.sentence[: clause.start], why.words):
            return None  # "if we cancel, you can travel on another at no cost" (`lateraction`)
        if topic != OTHER and why.where in _ZERO_PLACES:
            return topic, why
        left = clause.left if bundle is None else (without_bundle(clause.left) or clause.left)
        across = straddling_price(vocab, left, found.text)  # "delivery is" + "is free"
        if across is not None:
            return across
    if "percent" in vocab.kinds:
        # only a percent topic right by it, or its table column's: "No fee to issue a
        # refund (but the transaction fee isn't returned)" says nothing of the fee's rate
        if clause.cell is not None:
            if zero_of_another_column(vocab, clause.cell, "percent"):
                return None
            topic, why = read_topic(vocab, "percent", clause, r.sentence, r.carried)
            named = topic != OTHER and why.where in _ZERO_PLACES
            return (topic, why) if named and not is_reduction(vocab, topic) else None
        got = in_own_sub_clause(vocab, "percent", clause)
        return None if got is None or is_reduction(vocab, got[0]) else got
    return None
