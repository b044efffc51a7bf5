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

Money is a symbol (€ $ £ ¥), an ISO code or "dollars/euros/pounds" next to an amount (with
its magnitude: "£2 million" is 2,000,000, `magnitudes`), or a
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
from dataclasses import replace
from typing import Final

from guard.english import closes_object_abbreviation
from guard.extract.local.bandname import in_a_band_name, in_a_counted_name
from guard.extract.local.bounds import bare_numbers
from guard.extract.local.bracketvalue import with_bracket_values
from guard.extract.local.datecount import in_a_date
from guard.extract.local.dropped import INTERVAL, why_not_a_claim
from guard.extract.local.durations import _durations
from guard.extract.local.eachinturn import each_in_turn
from guard.extract.local.found import Found
from guard.extract.local.fractions import fraction_percents
from guard.extract.local.freenoun import free_nouns
from guard.extract.local.magnitudes import count_factor
from guard.extract.local.money import (
    _money,
    _percents,
    _zeros,
)
from guard.extract.local.numerals import _I, number
from guard.extract.local.othernoun import counts_the_denominator
from guard.extract.local.ownunit import own_unit_topic
from guard.extract.local.partitive import partitive_counts
from guard.extract.local.percount import per_counts
from guard.extract.local.predicateoption import predicate_options
from guard.extract.local.pricedlength import with_priced_lengths
from guard.extract.local.pricedunits import with_priced_units
from guard.extract.local.priceperiod import without_price_periods
from guard.extract.local.quantities import quantities
from guard.extract.local.rates import with_rates, with_windows
from guard.extract.local.scopefree import scope_zeros
from guard.extract.local.scopename import in_a_scope_name
from guard.extract.local.segment import Clause
from guard.extract.local.splitoption import split_options
from guard.extract.local.subjectneed import needed_options
from guard.extract.local.timedcount import measures_time
from guard.extract.local.uncovered import uncovered_counts
from guard.extract.local.unithead import head_counts
from guard.extract.local.verbzero import verb_zeros
from guard.extract.local.vocab import SEP, Vocabulary
from guard.kb.catalogue import OTHER, TopicSpec
from guard.kb.phrasematch import classify
from guard.models import Value

# Where a value's own clause ends on its right.
_CLAUSE_END_RE: Final = re.compile(r"[,;.!?]|\s(?:and|but|while|whereas|although|though)\s", _I)


# --- the other kinds -----------------------------------------------------------------------


# "more than one", "one or more", "one or two": English for "several" or "some", not a
# count of one ("if you bought more than one item per order"; but "no more than one item
# per order" is a limit of one).
_SEVERAL_LEFT_RE: Final = re.compile(r"(?<!\bno\s)\b(?:more|other)\s+than\s+$", _I)
_SEVERAL_RIGHT_RE: Final = re.compile(r"\s+or\s+(?:more|two|so)\b", _I)


def _several(sentence: str, m: re.Match[str]) -> bool:
    """The count's number is "one" in an idiom for an unstated number, or in "for any one"
    (each thing in turn, `eachinturn`)."""
    if number(m["num"]) != 1:
        return False
    return bool(
        _SEVERAL_LEFT_RE.search(sentence[max(0, m.start() - 20) : m.start()])
        or each_in_turn(sentence, m.start("num"), 1)
        or _SEVERAL_RIGHT_RE.match(sentence, m.end("num"))
    )


# A number hyphened to a word: "10-inch", "3-course", "two-tier".
_HYPHENED_RE: Final = re.compile(r"-(?P<word>[A-Za-z]+)\b")


def _hyphened_to_another(sentence: str, m: re.Match[str], spec: TopicSpec) -> bool:
    """Whether the count's number is hyphened to a word that is not what the topic counts,
    with the topic's noun after it: "a 10-inch tier", "a 3-course meal". A number and a
    word joined by a hyphen are a compound adjective, and the number counts that word (ten
    inches, three courses), not the noun the adjective describes. "a four-tier cake" keeps
    its count (the hyphened word is the counted noun itself), and so does a word of the
    topic's own unit, label or phrases ("a 100-night trial" on nights of trial)."""
    joined = _HYPHENED_RE.match(sentence, m.end("num"))
    if joined is None or joined.end() >= m.end():
        return False
    own = " ".join((spec.unit or "", spec.label or "", *spec.about)).casefold()
    word = joined["word"].casefold()
    return not any(w.rstrip("s") == word.rstrip("s") for w in re.findall(r"[a-z]+", own))


def _counts(sentence: str, vocab: Vocabulary) -> list[Found]:
    found: list[Found] = []
    before = {id(rx) for _, rx in vocab.counts}  # the number before what it counts
    for topic, rx in (*vocab.counts, *vocab.count_limits, *vocab.count_times):
        spec = vocab.topic(topic)
        assert spec is not None
        for m in rx.finditer(sentence):
            if vocab.not_about_overlaps(topic, sentence, m.start(), m.end()):
                continue
            if _several(sentence, m):
                continue
            if in_a_date(sentence, *m.span("num")):
                continue  # "from 1 March the locker hire fee": a day (`datecount`)
            if id(rx) in before and measures_time(sentence, m.end("num"), spec.about):
                continue  # "48 hours' notice to pause": a duration (`timedcount`)
            if counts_the_denominator(vocab, topic, m.group()):
                continue  # "one member of staff for every 8 children": the ratio's one
            if _hyphened_to_another(sentence, m, spec):
                continue  # "a 10-inch tier": ten inches, one tier
            times = count_factor(sentence, m.end("num"), m.end())
            if times is None:
                continue  # "5m cables": metres or millions, no sure number
            amount = number(m["num"]) * times
            value = Value(amount=amount, unit=spec.unit or "count", kind="count")
            # "claim up to 3 times": the value is "3 times" (`verbcount`), its bound read as
            # any count's
            start, end = m.span("count") if "count" in rx.groupindex else m.span()
            found.append(Found(start, end, sentence[start:end], value, topic=topic))
    return found


# An option restated in brackets right after itself: "Gold tier (Tier 3)", "HD ready (720p)".
_OPEN_RE: Final = re.compile(r"\s*\(\s*")
_CLOSE_RE: Final = re.compile(r"\s*\)")


def _restated(sentence: str, found: list[Found], key: str, start: int, end: int) -> bool:
    """Whether the option phrase at sentence[start:end] is a bracketed restatement of the
    same option found just before it; if so, that mention grows to hold it, so that the
    value's words hold its number ("720p" is the option's name, not another number)."""
    closing = _CLOSE_RE.match(sentence, end)
    for i, f in enumerate(found):
        opening = _OPEN_RE.match(sentence, f.end)
        same = f"{f.topic}{SEP}{f.value.option}" == key
        if same and closing and opening and opening.end() == start:
            found[i] = replace(f, end=closing.end(), text=sentence[f.start : closing.end()])
            return True
    return False


def _choices(sentence: str, vocab: Vocabulary) -> list[Found]:
    found: list[Found] = []
    seen: set[str] = set()
    split = split_options(sentence, vocab.choices)
    # "refits are free" for "free refit": the describing word as predicate (`predicateoption`)
    split += predicate_options(sentence, vocab.choices, vocab.about)
    # "helmets aren't needed" for "no helmets needed": the choice's noun said needed or not
    split += needed_options(sentence, vocab.choices)  # (`subjectneed`)
    if not (split or (vocab.any_choice and vocab.any_choice.search(sentence))):
        return found
    for start, end, key in classify(vocab.choices, sentence):
        topic, option = key.split(SEP, 1)
        if key in seen and _restated(sentence, found, key, start, end):
            continue
        if key in seen or vocab.not_about_overlaps(topic, sentence, start, end):
            continue
        seen.add(key)
        value = Value(option=option, kind="choice")
        found.append(Found(start, end, sentence[start:end], value, topic=topic))
    # "nylon Savarez strings", "steel (round-wound) strings": a name or an aside between
    # an option phrase's words (`splitoption`), or "refits are free" (`predicateoption`),
    # where no option was found as written.
    for start, end, key in sorted(split):
        topic, option = key.split(SEP, 1)
        if key in seen or any(f.start < end and start < f.end for f in found):
            continue
        if vocab.not_about_overlaps(topic, sentence, start, end):
            continue
        seen.add(key)
        value = Value(option=option, kind="choice")
        found.append(Found(start, end, sentence[start:end], value, topic=topic))
    return found


def find_values(sentence: str, vocab: Vocabulary, *, heading: str = "") -> list[Found]:
    """Every value in a sentence, left to right; where two overlap the longer wins. `heading`
    is what heads the sentence (its headings, a list's lead-in: `leadin`): a bare number's
    topic may be named there."""
    found = _durations(sentence)
    if "money" in vocab.kinds or "percent" in vocab.kinds:
        # a price of zero is read for a percent topic too ("no restocking fee": 0%)
        amounts = _money(sentence) if "money" in vocab.kinds else []
        zeros = _zeros(sentence) + free_nouns(sentence, vocab)  # "a free loan bike"
        zeros += verb_zeros(sentence, vocab)  # "bikes travel free"
        zeros += scope_zeros(sentence, vocab)  # "free for members", a scope value (`scopefree`)
        found = with_rates(sentence, found + amounts + zeros)
        found = with_priced_units(sentence, found, vocab)  # "£12 for a 60-minute lesson"
        found = with_priced_lengths(sentence, found, vocab)  # "£12 for 45 minutes" (`pricedlength`)
        found = without_price_periods(sentence, found)  # "£12 a bike for a full day"
    if "percent" in vocab.kinds:
        found += _percents(sentence)
        found += fraction_percents(sentence)  # "half price", "a third off" (`fractions`)
    if vocab.counts:
        found += with_windows(sentence, _counts(sentence, vocab))
        # "60 crates, and 20 of those come free": the partitive counts crates (`partitive`)
        found += [
            p
            for p in partitive_counts(sentence, lambda said: _counts(said, vocab))
            if not any(f.start < p.end and p.start < f.end for f in found)
        ]
    # Always read, like durations, and after the topics' own counts, which win a tie: "40GB
    # of data" is the data topic's, "1 TB of storage" is on `other`.
    for s, e, t, v in quantities(sentence):
        # "| Free radius | 12 miles |" on a topic counted in miles: read by its surroundings
        unit = own_unit_topic(vocab.catalogue, v.unit or "")  # (`ownunit`)
        if unit is None:
            found.append(Found(s, e, t, v, topic=OTHER))
        else:
            found.append(Found(s, e, t, v.model_copy(update={"unit": unit}), measured=True))
    # A number of things the catalogue does not cover ("14 allergens"): a count on `other`.
    found += uncovered_counts(sentence, vocab.not_covered)
    if vocab.choices:
        found += _choices(sentence, vocab)
    # Last, so that any reading with a unit or a noun wins a tie at the same place.
    found += bare_numbers(sentence, vocab, heading=heading)
    # "the tour size is 6 riders": a number before a count unit's head noun, where no
    # other reading took it (`unithead`)
    if vocab.counts:
        found += [
            h
            for h in head_counts(sentence, vocab)
            if not any(f.start < h.end and h.start < f.end for f in found)
        ]
    # "up to 4 photos per page": a bounded count per thing no other reading took, on `other`
    # (`percount`)
    found += [
        p
        for p in per_counts(sentence)
        if not any(f.start < p.end and p.start < f.end for f in found)
    ]
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    kept: list[Found] = []
    for f in found:
        if not kept or f.start >= kept[-1].end:
            kept.append(f)
    # "two lessons a week (three on the premium plan)": the bracket's number (`bracketvalue`)
    return with_bracket_values(sentence, kept)


# --- which values are claims ---------------------------------------------------------------


def set_aside_in(sentence: str, vocab: Vocabulary, *, heading: str = "") -> list[tuple[Found, str]]:
    """The values `claims_in` drops, each with why (for the silence check: `setaside`)."""
    found = find_values(sentence, vocab, heading=heading)
    out: list[tuple[Found, str]] = []
    for i, d in enumerate(found):
        why = why_not_a_claim(sentence, found, i)
        if why is not None and why != INTERVAL:  # an interval is read on, as a claim
            out.append((d, why))
    return out


def claims_in(
    sentence: str, vocab: Vocabulary, *, intervals: bool = False, heading: str = ""
) -> list[tuple[Found, Clause]]:
    """The values that are claims, each with the clause it is read in. With `intervals`,
    also each interval ("every 6 months"), marked: the caller keeps it only on a topic that
    measures how often. `heading` as for `find_values`."""
    found = find_values(sentence, vocab, heading=heading)
    # "the 10-20 minutes tier refunds 30%": a percentage topic's name, no duration (`bandname`)
    found = [
        d
        for d in found
        if not in_a_band_name(sentence, d.start, d.end, d.value.kind, vocab.catalogue)
        # "pets from one household": a count topic's own name (`bandname`)
        and not in_a_counted_name(sentence, d.start, d.end, d.value.kind, vocab.catalogue)
        # "for a full week, the deposit is £350": a scope value's name (`scopename`)
        and not in_a_scope_name(sentence, d.start, d.end, d.value.kind, vocab.catalogue)
    ]
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
        boundary = next(
            (m for m in _CLAUSE_END_RE.finditer(right)
             if not closes_object_abbreviation(right, m.start())),
            None,
        )  # fmt: skip
        right = right[: boundary.start()] if boundary else right  # "€90 inc. VAT for …" goes on
        clause = Clause(sentence[left_start : d.start], right, sentence, lead, d.start, d.end)
        rates = tuple((f.end - len(f.rate), f.end) for f in kept if f is not d and f.rate)
        others = tuple((f.start, f.end, f.value.kind) for f in kept if f is not d)
        out.append((d, replace(clause, others_rates=rates, others_values=others)))
    return out
