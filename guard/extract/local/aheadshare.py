"""A share of the price said as a fraction paid ahead: "a third upfront", "half in advance",
"a quarter as a deposit", "a fifth of the quoted price as a deposit".

Why: a fraction in words is an exact share of a whole ("a third" is 33.33…%, "half" 50%:
`guard.english.fraction_percent`), and "upfront", "in advance", "on booking", "when you
book" or "as a deposit" after it say the whole is the price and the share is what is paid
then. A whole named after the fraction ("of the quoted price", "of your total": the
object of its "of") is the whole those words assume already, so it changes no share. On a
topic that measures that share in percent, the words state its value as plainly as "33%"
does, so it is read as that percentage: a wrong share is held, a right one allowed.

"About a third upfront" or "at least half in advance" fix no share: nothing is read. The
share is read only where the words' own clause names a percent topic (as any value is
read, `reading.topic_and_value`). On a topic that prices the deposit in money, a fraction
is of a price the words do not state, so nothing is read and the engine keeps the words an
unread value (`guard.engine.relcount`, CAUTION EXTRACTION_GAP). The words of paying ahead
are a closed set of English phrases of time of payment, not any team's wording. Read in
drafts only.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    ARTICLES,
    CLOSED_CLASSES,
    DEMONSTRATIVES,
    FRACTION,
    POSSESSIVES,
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
_AHEAD_RE: Final = re.compile(
    rf"(?<![\w-])(?P<f>{FRACTION}){_WHOLE}\s+(?:up[\s-]?front|in\s+advance|on\s+booking|at\s+booking|"
    r"when\s+you\s+book|as\s+(?:a|the|your)\s+deposit)\b",
    re.IGNORECASE,
)


def ahead_shares(sentence: str) -> list[tuple[int, int, Value]]:
    """Every fraction paid ahead in `sentence`, as (start, end, its percentage)."""
    out: list[tuple[int, int, Value]] = []
    for m in _AHEAD_RE.finditer(sentence):
        share = fraction_percent(m["f"])
        if share is not None and not vague_at(sentence, m.start(), m.end()):
            out.append((m.start(), m.end(), Value(amount=share, unit="percent", kind="percent")))
    return out


def with_ahead_shares(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and a percentage for each fraction paid ahead whose clause names
    a percent topic (`ahead_shares`)."""
    if "percent" not in vocab.kinds:
        return claims
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        taken = [(f.start, f.end) for f, _ in r.claims]
        for start, end, value in ahead_shares(r.sentence.text):
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
    return out
