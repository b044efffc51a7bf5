"""A draft's "free" said for a period, an occasion or a group is a zero under that condition.

"It's free for the first month, then £30 a month", "your first lesson is free", "£4 a
session, but free for pensioners": each promises the customer a price of nothing for a part
of what the policy prices (a period, one occasion, a group of people). The money reader
reads no zero there, rightly for a document (a "free for 14 days" or "free for members" in
a help page is a trial's length or a group's condition, not what the fee is), and a zero
whose own words name no fee ("the first month is free") is no claim. So a draft that adds a
free period no source gives passed on its other price alone: the "£30 a month" was checked,
the promise of a free month never was.

In a draft, more claims can only make the check stricter, so each such zero is a claim: a
zero said under the words that limit it ("for the first month", "for your first lesson",
"for pensioners"), like a zero said under "if" (`exceptionzero`). A condition no source
states is never SUPPORTED: against a governing fee the zero softens to CAUTION (D9 with a
condition), and it never HOLDs a reply whose exception a source does give elsewhere. The
zero is the price the same sentence states (the thing whose part is free), on that price's
topic; with no price in its sentence, on the one money topic its words name; else it is
unattributed, read on the ticket's topic or left a value nobody checked (CAUTION, never
ALLOW).

Left as they were: "free for everyone" (an outright zero, `money`), "free for" a scope value
of the catalogue (`scopefree`, `groupexception`), and a zero the reader already put on a
topic. English grammar only: no period, occasion or group is listed here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guard.extract.local.cues import cue
from guard.extract.local.exceptionzero import is_zero_price
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import UNATTRIBUTED
from guard.kb.phrasematch import compile_phrases
from guard.models import DraftClaim, Value

#: A predicate "free" (after a copula, or set off after a price) followed by "for" and whom
#: or how long it is free for; "everyone"/"all" is an outright zero, not a condition.
_FREE_FOR_RE: Final = re.compile(
    r"(?P<free>(?:\b(?:is|are|be|was|were|stays?|remains?|goes|go)|['’](?:s|re))\s+"
    r"(?:always\s+|still\s+|completely\s+|totally\s+|\w+ly\s+)?free"
    r"|(?:[,;:(–—]\s*(?:(?:or|but|and)\s+)?|\b(?:or|but|and)\s+)free)"
    r"\s+(?P<cond>for\s+(?!(?:everyone|everybody|anyone|anybody|all)\b)"
    r"(?:(?:the|your|our|any|all|every|a|an)\s+)?(?P<whom>[^,;:.!?()\[\]–—]+))",
    re.IGNORECASE,
)

#: A zero's subject that is one occasion or the opening period of a thing: "the first
#: month", "your first two lessons", "the opening week". ("Get the first month free" is left
#: alone: a team's own trial is written that way, and no source's condition is matched yet.)
_ORDINAL_SUBJECT_RE: Final = re.compile(
    r"\b(?P<subject>(?:the|your|our|their|a)\s+(?:very\s+)?(?:first|second|third|opening|"
    r"introductory)(?:\s+[\w'’-]+){1,3}?)\s+(?:is|are|comes?|stays?)\s+(?:\w+ly\s+)?"
    r"free(?:\s+of\s+charge)?\b(?!\s+(?:of|from|to)\b)",
    re.IGNORECASE,
)

#: Where the words of a condition stop: a new clause ("then", "and", "but", "after", "so").
_COND_END_RE: Final = re.compile(
    r"\s+(?:then|and|but|after|afterwards|so|while|before|until|if|when|after\s+that)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class LimitedZero:
    """A zero the draft says only for a period, occasion or group: where its word "free" is
    written and the words of its condition ("for the first month")."""

    start: int
    end: int
    text: str
    condition: str


def _scope_named(vocab: Vocabulary, text: str) -> bool:
    """`text` opens with one of the catalogue's scope phrases ("gold members"): whose price
    that is, `scopefree`'s reading, not a condition."""
    phrases = tuple(p for d in vocab.catalogue.scopes for _, ph in d.values for p in ph)
    rx = compile_phrases(phrases) if phrases else None
    return rx is not None and rx.match(text) is not None


def _clip(words: str) -> str:
    """The condition's words up to where a new clause starts."""
    m = _COND_END_RE.search(words)
    return " ".join((words[: m.start()] if m else words).split())


def limited_zeros(sentence: str, vocab: Vocabulary) -> list[LimitedZero]:
    """Each "free" of `sentence` said only for a period, an occasion or a group (see the
    module docstring), in order."""
    if "free" not in sentence.casefold():
        return []
    out: list[LimitedZero] = []
    for m in _FREE_FOR_RE.finditer(sentence):
        if _scope_named(vocab, m["whom"]):
            continue
        condition = _clip(m["cond"])
        if condition.count(" ") < 1:
            continue
        end = m.end("free")
        out.append(LimitedZero(end - 4, end, sentence[end - 4 : end], condition))
    for m in _ORDINAL_SUBJECT_RE.finditer(sentence):
        if any(z.start <= m.end() and m.start() <= z.end for z in out):
            continue
        subject = " ".join(m["subject"].split())
        subject = subject[:1].lower() + subject[1:]
        at = m.start() + m.group().casefold().rindex("free")
        out.append(LimitedZero(at, at + 4, sentence[at : at + 4], f"for {subject}"))
    return sorted(out, key=lambda z: z.start)


def limited_zero_claims(
    sentence: str, said: list[DraftClaim], vocab: Vocabulary
) -> list[tuple[str, Value, LimitedZero]]:
    """The (topic, value, zero) of each limited zero of a draft `sentence` whose claims the
    reader gave as `said`: on the topic of the one governed price the sentence states, in its
    currency, or of the one money topic the sentence names, else unattributed (see the module
    docstring). None where the reader already
    read a zero in the sentence."""
    if any(is_zero_price(c.value) for c in said):
        return []
    zeros = limited_zeros(sentence, vocab)
    if not zeros:
        return []
    cat = vocab.catalogue
    prices = {
        (c.topic, c.value.unit)
        for c in said
        if c.value is not None and c.value.kind == "money" and cat.governs(c.topic)
    }
    if not prices:  # "Fitting is free for first-timers": the one money topic its words name
        named = {t for _, _, t in cue(sentence, vocab).strong}
        specs = [cat.topic(t) for t in sorted(named)]
        prices = {
            (s.key, s.currency or "XXX") for s in specs if s is not None and s.kind == "money"
        }
    topic, unit = next(iter(prices)) if len(prices) == 1 else (UNATTRIBUTED, "XXX")
    value = Value(amount=0, unit=unit, kind="money")
    return [(topic, value, z) for z in zeros]
