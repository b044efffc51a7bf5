"""A share of the price said as a fraction: "a third upfront", "half in advance", "a quarter
as a deposit", "a fifth of the quoted price as a deposit", "a quarter of the
price is deducted as a restocking fee", "half the price is taken as a deposit"; and a
fraction of a named amount, "half the quote", "charged at a third of the session price".

Why: a fraction in words is an exact share of a whole ("a third" is 33.33…%, "half" 50%:
`guard.english.fraction_percent`), and the words after it say what that share of the price
is: paid then ("upfront", "in advance", "on booking", "when you book"), named by "as" and a
noun ("as a deposit", "as a restocking fee": the share is that thing). ("A third off" is read
as any fraction of a price is, by the value words: `fractions`.) A whole named after the fraction ("of the quoted price", "of your
total": the object of its "of"; "the price" right after a half, a third or a quarter) is the
whole those words assume already, so it changes no share. Where the share is the subject of
a passive verb before those words ("a quarter of the price is deducted as …"), the verb says
what is done to that share, so the share is still what the words name; then the whole must
be named as a price (`guard.english.AMOUNT_NOUN`): "half of the class is booked in advance"
shares out people. On a topic that measures that share in percent, the words state its value
as plainly as "33%" does, so it is read as that percentage: a wrong share is held, a right
one allowed.

A fraction of a whole the words name as an amount ("half the quote", "a quarter of the fee":
an amount's noun, `guard.english.AMOUNT_NOUN`) is that share of it whatever follows: on a
topic that measures a share in percent ("late cancellations are charged at half the session
price", "the deposit is a third of the quote") it is the share's value, as "50%" would be.
Only words of paying ahead made it one before, and "half the quote as a deposit" or "a third
of the quote, payable when you book" passed as no claim (ALLOW) beside a 40% policy. The
value's span covers the fraction and its whole, so the percent topic must be named by the
clause's other words.

"About a third upfront", "at least half in advance" or "half the price is not taken as a
deposit" fix no share: nothing is read. The share is read only where the words' own clause
names a percent topic (as any value is read, `reading.topic_and_value`). On a topic that
prices the deposit in money, a fraction is of a price the words do not state, so nothing is
read and the engine keeps the words an unread value (`guard.engine.relcount`, CAUTION
EXTRACTION_GAP). The words of paying ahead are a closed set of English phrases of time of
payment, and "as" and a passive are grammar, not any team's wording. Read in drafts
only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.english import (
    AMOUNT_NOUN,
    ARTICLES,
    BE_FORMS,
    CLOSED_CLASSES,
    DEMONSTRATIVES,
    FRACTION,
    POSSESSIVES,
    SHARE_BEFORE_NOUN,
    fraction_percent,
    one_of,
)
from guard.extract.local.addedclaim import added_claim
from guard.extract.local.readtext import Read
from guard.extract.local.relvalue import topic_of
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wordcount import vague_at
from guard.extract.local.wording import definitive
from guard.models import DraftClaim, Value

# The whole a fraction is of, when the words name it: "of", a determiner, and up to three
# words of its noun ("a fifth of the quoted price as a deposit", "half of your total
# upfront"). "as a deposit" already assumes the whole is the price, so naming it changes
# nothing: the share is the fraction's, whatever noun the "of" phrase holds. No word of the
# noun is a grammar word (a determiner, a verb's auxiliary, a preposition, a conjunction, a
# pronoun): the phrase ends where the clause goes on. `guard.english.CLOSED_CLASSES`, whole.
_GRAMMAR: Final = one_of(CLOSED_CLASSES)
_DETERMINER: Final = one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES)
_WHOLE: Final = rf"(?:\s+of\s+(?:{_DETERMINER})(?:\s+(?!(?:{_GRAMMAR})\b)[A-Za-z][\w'’-]*){{1,3}})?"
# "half the price", "a third your fee": a share of one, two or three parts stands right before
# its whole with no "of" (`SHARE_BEFORE_NOUN`); any fraction takes one with "of" (`_WHOLE`).
_LEAD: Final = (
    rf"(?<![\w-])(?:(?P<g>{SHARE_BEFORE_NOUN})\s+(?:{_DETERMINER})"
    rf"(?:\s+(?!(?:{_GRAMMAR})\b)[A-Za-z][\w'’-]*){{1,3}}|(?P<f>{FRACTION}){_WHOLE})"
)
# A passive verb the share is the subject of ("a quarter of the price is deducted as …",
# "half the price is taken as a deposit"): what is done to that share. A participle form
# only, never negated.
_PASSIVE: Final = rf"\s+(?:{'|'.join(BE_FORMS)})\s+(?!not\b|never\b)[A-Za-z]+(?:ed|en|pt|ld|id)"
# What the share is: paid ahead ("upfront", "in advance", "on booking"), or named by "as" and
# a noun with its determiner ("as a deposit", "as a restocking fee").
_WHAT: Final = (
    r"\s+(?:up[\s-]?front|in\s+advance|on\s+booking|at\s+booking|when\s+you\s+book"
    rf"|as\s+(?:{_DETERMINER})(?:\s+(?!(?:{_GRAMMAR})\b)[A-Za-z][\w'’-]*){{1,3}})\b"
)
_AHEAD_RE: Final = re.compile(_LEAD + _WHAT, re.IGNORECASE)
# With a passive verb between, the whole must be named as a price ("a quarter of the price is
# deducted as …"): "half of the class is booked in advance" shares out people, not a price.
_PRICE_WHOLE: Final = (
    rf"(?:\s+(?!(?:{_GRAMMAR})\b)[A-Za-z][\w'’-]*){{0,2}}?\s+(?:{AMOUNT_NOUN})(?![\w-])"
)
_TAKEN_RE: Final = re.compile(
    rf"(?<![\w-])(?:(?P<g>{SHARE_BEFORE_NOUN})\s+(?:{_DETERMINER})|(?P<f>{FRACTION})\s+of\s+"
    rf"(?:{_DETERMINER})){_PRICE_WHOLE}{_PASSIVE}{_WHAT}",
    re.IGNORECASE,
)


# A fraction of a whole that is an amount ("half the quote", "a third of the walk price",
# "three quarters of your total"): the share of that amount, with or without words of paying
# ahead. The fraction stands right before the whole's determiner ("half the", a share word
# that needs no "of": `SHARE_BEFORE_NOUN`) or with "of" ("a fifth of the"), and the whole's
# noun is an amount's noun (`guard.english.AMOUNT_NOUN`) after up to two words.
_SHARE_OF_RE: Final = re.compile(
    rf"(?<![\w-])(?:(?P<f>{FRACTION})\s+of|(?P<b>{SHARE_BEFORE_NOUN}))\s+(?:{_DETERMINER})"
    rf"(?:\s+(?!(?:{_GRAMMAR})\b)[A-Za-z][\w'’-]*){{0,2}}?\s+{AMOUNT_NOUN}\b"
    # the share as the subject of a negated verb ("half the fee is not kept as a deposit")
    # is denied, not stated
    rf"(?!\s+(?:{'|'.join(BE_FORMS)})\s+(?:not|never)\b)",
    re.IGNORECASE,
)


def _overlap(a: re.Match[str], b: re.Match[str]) -> bool:
    return a.start() < b.end() and b.start() < a.end()


def ahead_shares(sentence: str) -> list[tuple[int, int, Value]]:
    """Every fraction paid ahead, or of a named amount, in `sentence`, as (start, end, its
    percentage)."""
    out: list[tuple[int, int, Value]] = []
    found = [*_TAKEN_RE.finditer(sentence)]
    found += [m for m in _AHEAD_RE.finditer(sentence) if not any(_overlap(m, t) for t in found)]
    found += [m for m in _SHARE_OF_RE.finditer(sentence) if not any(_overlap(m, t) for t in found)]
    for m in sorted(found, key=lambda m: m.start()):
        groups = m.groupdict()
        share = fraction_percent(groups.get("f") or groups.get("g") or groups.get("b") or "")
        if share is not None and not vague_at(sentence, m.start(), m.end()):
            out.append((m.start(), m.end(), Value(amount=share, unit="percent", kind="percent")))
    return out


def with_percent_shares(
    claims: list[DraftClaim],
    reads: list[Read],
    vocab: Vocabulary,
    find: Callable[[str], list[tuple[int, int, Value]]],
) -> list[DraftClaim]:
    """The draft's claims, and a percentage for each share `find` reads in a sentence whose
    clause names a percent topic, where no claim already covers its words: the one path for
    every reader of a share in words (`ahead_shares`, `priceshare.price_shares`)."""
    if "percent" not in vocab.kinds:
        return claims
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        taken = [(f.start, f.end) for f, _ in r.claims]
        for start, end, value in find(r.sentence.text):
            if any(s < end and start < e for s, e in taken):
                continue
            read = topic_of(vocab, r, start, end, value)
            if read is None:
                continue
            topic, read_value, clause = read
            out.append(
                added_claim(
                    out,
                    topic,
                    read_value,
                    r.sentence.text[start:end],
                    r.sentence.quote,
                    definitive=definitive(clause),
                )
            )
            taken.append((start, end))
    return out


def with_ahead_shares(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and a percentage for each fraction paid ahead whose clause names
    a percent topic (`ahead_shares`)."""
    return with_percent_shares(claims, reads, vocab, ahead_shares)
