"""How many people an amount is charged for, when the draft and every quote V rests on say
it: "£35 per person" against "£35 for two people".

The local extractor leaves the basis out of the normalised value on purpose
(`guard.extract.local.rates`): sources often leave it to the topic's label or a table header,
so comparing bases between sources would set agreeing sources against each other. But a
draft that keeps the amount and changes only the number of people promises another price:
£35 per person for a tasting the help centre sells at "£35 for two" is £70 for the couple.
Read as the bare amount it was an ALLOW.

So when the draft's own words right after its amount state a number of people, every quote
of V's basis states one right after its amount, those all agree, and the draft's is another,
the equal amount is no support: D8, CAUTION UNIT_MISMATCH, as for any unit no exact
conversion joins. A basis stated on only one side proves nothing (the other may leave it to
a label), and a different amount is still D9's. A period of time ("£9 a week" against "£9 a
month") is `ratebasis`'s, the one place that decides a period basis: its reading (the
draft's period against every period V's words and the topic's name) covers this one's.

Read by the grammar of prices only, closed sets of words, no team's: after "per", "a",
"each" or a slash, the generic head of one person ("person", "head", and the written "pp");
and a group price, "for" a number of people ("for two", "for 2 people", "for the two of
you"), which is no rate of one person.

The number of a group basis ("two" in "£40 for the two of you") is no amount the engine
must read when a source on the claim's topic charges the same amount for the same group in
its own words (`agreed_groups`): the draft repeats the price as the source states it. Rule
D0b ("no number without a verdict") left it unread and capped that correct reply at CAUTION.
Another group, or a group no source states, stays a number to read.

The same holds for any other thing a price is charged per, once both sides say it: "£45 per
visit" against every source's "£45 a month", "£45 per person" against "£45 per booking". The
draft keeps the amount and changes what it is paid for, and no exact conversion joins a visit
and a month, or a person and a booking: D8 (`thing_basis`). Only bases of different families
differ here: a person, a period of time, or any other thing. Two things' nouns ("per
portion", "per serving"; "each way", "per flight") may be one thing in two words, which the
grammar cannot tell, so they are never set against each other (measured in session 26:
comparing them caught "£240 per kitchen" against "£240 per fitter per day", but set four
right replies' synonyms against their sources, "a kilo" against "per kg", "per portion"
against "per serving"). The basis is read only where
English puts it: "per", "a"/"an", "each" or a slash and then its noun, right after the amount
(or, for "per", after the amount's own noun: "a £45 cancellation fee per booking"). The noun
may be any word but a grammar word (`guard.english`'s closed classes: "£5 each for members"
states none); a person's nouns (`english.PEOPLE_NOUNS`, "person", "head") are one basis, so
"per guest" against "per person" is the same. The draft's period of time stays `ratebasis`'s
(it also weighs the topic's label); a period V's words state is a basis like any other here.

A price is often charged per two things at once, one after the other ("£35 per user per
month", "£35 a month per office"): the words after the amount are read as a chain of bases
(`basis_chain`), and a chain is compared by its lead, its first basis that is no period of
time (`other_in_chains`). Reading only the first basis let "£35 a month per office" (its
period left to `ratebasis`) pass against "£35 per user per month", and set "£35 per user per
month" against "£35 a month per user", the same price in another order. A basis a chain only
adds after its lead ("per person per flight" against "per person") is said on one side only;
where both chains go on past the same lead, their second bases are compared as the leads are
("£240 per fitter per visit" against "£240 per fitter per day").

Pure: strings and claims in, a basis, a yes or no, or the spans of read numbers out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guard.engine.numberwords import value_of
from guard.engine.ratebasis import periods_in
from guard.engine.values import within
from guard.english import (
    CLOSED_CLASSES,
    PEOPLE_NOUNS,
    PERSON_WORDS,
    word_set,
)
from guard.models import DraftClaim, PatternMatch, SourceClaim

_I: Final = re.IGNORECASE

# One person: "pp", "p/p", "per person", "a head", "/person".
_ONE_PERSON_RE: Final = re.compile(
    r"^\s*(?:pp\b|p/p\b|(?:(?:per|a|each)\s+|/\s?)(?:person|head)\b)", _I
)
# A group: "for two", "for 2 people", "for the two of you", then the end of the phrase (a
# mark, or a word that starts another part of the sentence), so "for two hours" is no group.
_GROUP_RE: Final = re.compile(
    r"^\s*for\s+(?:the\s+|a\s+group\s+of\s+)?(?P<n>\d{1,2}|[a-z]+)"
    r"(?:\s+(?:people|persons)|\s+of\s+(?:you|us|them))?"
    r"(?=\s*(?:[,.;:!?)]|$|\s(?:and|or|but|plus|so|which|including|with)\b))",
    _I,
)


#: Words that are no basis's noun: English's closed classes ("£5 each for members").
_GRAMMAR: Final = word_set(CLOSED_CLASSES)
#: One person, in any of a person's nouns: one basis. A person named by age ("per child",
#: "per adult") is a person too, so "£15 per child" is charged on another basis than every
#: source's "£15 per booking" (it was read as a thing's noun, which no other noun is set against).
_PERSON: Final = word_set(PEOPLE_NOUNS, PERSON_WORDS, ("person", "head", "people"))
#: "per visit", "a month", "each session", "/booking": the basis word and its noun.
_THING_RE: Final = re.compile(
    r"^\s*(?:(?:per|an?|each)\s+|/\s?)(?P<noun>[a-z][a-z-]*)(?P<more>\s+[a-z]+)?", _I
)
#: "£45 cancellation fee per booking": up to three words of the amount's own noun, then "per".
_LATER_PER_RE: Final = re.compile(
    r"^\s*(?P<own>(?:[a-z][a-z-]*\s+){1,3}?)per\s+(?P<noun>[a-z][a-z-]*)(?P<more>\s+[a-z]+)?",
    _I,
)


def basis_after(text: str) -> str | None:
    """How many people the words right after an amount (`text`) say it is charged for:
    "person:1", "person:N" for a group of N, or None."""
    if _ONE_PERSON_RE.match(text):
        return "person:1"
    m = _GROUP_RE.match(text)
    if m:
        n = value_of(m.group("n"))
        if n is not None and n >= 2 and n == int(n):
            return f"person:{int(n)}"
    return None


def thing_basis(text: str, *, periods: bool) -> str | None:
    """What the words right after an amount (`text`) say it is charged per, any noun (see
    the module docstring): "person:1" (or a group's "person:N"), "per:visit", or with
    `periods` a period of time, "period:month"; else None."""
    people = basis_after(text)
    if people is not None:
        return people
    m = _THING_RE.match(text) or _LATER_PER_RE.match(text)
    if m is None:
        return None
    if "own" in m.groupdict() and any(w.lower() in _GRAMMAR for w in m.group("own").split()):
        return None
    noun = m.group("noun").lower()
    if noun in _GRAMMAR:
        return None
    if noun in _PERSON or noun.removesuffix("s") in _PERSON:
        return "person:1"
    found = periods_in(noun + (m.group("more") or ""))
    if found:
        return f"period:{sorted(found)[0]}" if periods and len(found) == 1 else None
    return f"per:{noun}"


def _one_basis(text: str) -> tuple[str, int] | None:
    """The first basis the words `text` start with (a period of time too) and where its words
    end; a noun's second word is taken only where it makes a period ("calendar month")."""
    m = _ONE_PERSON_RE.match(text)
    if m is not None:
        return "person:1", m.end()
    g = _GROUP_RE.match(text)
    if g is not None:
        basis = basis_after(text)
        return (basis, g.end()) if basis is not None else None
    t = _THING_RE.match(text)
    if t is None:
        return None
    noun = t.group("noun").lower()
    if noun in _GRAMMAR:
        return None
    if noun in _PERSON or noun.removesuffix("s") in _PERSON:
        return "person:1", t.end("noun")
    if periods_in(noun):
        found = periods_in(noun)
        return f"period:{sorted(found)[0]}", t.end("noun")
    found = periods_in(noun + (t.group("more") or ""))
    if found:
        return f"period:{sorted(found)[0]}", t.end()
    return f"per:{noun}", t.end("noun")


def basis_chain(text: str, *, periods: bool) -> tuple[str, ...]:
    """Every basis the words right after an amount (`text`) state one after another ("per
    user per month": a person and a month), up to three; the first may follow the amount's own
    noun ("£45 cancellation fee per booking"). Without `periods`, a period of time is passed
    over (the draft's period is `ratebasis`'s) and the chain read on past it ("a month per
    office": an office)."""
    rest = text
    if _one_basis(text) is None:
        m = _LATER_PER_RE.match(text)
        if m is None or any(w.lower() in _GRAMMAR for w in m.group("own").split()):
            return ()
        rest = text[m.end("own") :]
    out: list[str] = []
    for _ in range(3):
        one = _one_basis(rest)
        if one is None:
            break
        basis, end = one
        if periods or not basis.startswith("period:"):
            out.append(basis)
        rest = rest[end:]
    return tuple(out)


def stated_chain(text: str, value_text: str, *, periods: bool = False) -> tuple[str, ...] | None:
    """The chain of bases (`basis_chain`) `text` states right after its value's words
    `value_text`, read from the value's number on (its words may hold the chain's start,
    "£35 per user"); None when the value's words are not in `text`."""
    if not value_text:
        return None
    at = text.find(value_text)
    if at < 0:
        return None
    inner = re.search(r"\d[\d,.]*", value_text)
    start = at + (inner.end() if inner is not None else len(value_text))
    return basis_chain(text[start:], periods=periods)


def _lead(chain: tuple[str, ...]) -> str:
    """The basis a chain is compared by: its first that is no period of time, else its first
    ("per user per month" and "a month per user" are both per user)."""
    return next((b for b in chain if not b.startswith("period:")), chain[0])


def other_in_chains(mine: tuple[str, ...], theirs: list[tuple[str, ...] | None]) -> str | None:
    """`other_basis` on the chains' leads (`_lead`): V's basis, when the draft's chain `mine`
    leads with another than every quote's chain `theirs`, each stating one; else None. A basis
    a chain only adds after its lead ("per person per flight" against "per person") is said on
    one side only, and proves nothing. Where the leads agree and both sides go on to a second
    basis ("per fitter per visit" against "per fitter per day"), the seconds are compared in
    the same way: each side names what the amount is paid for after its lead. A quote that
    states only a period ("£4 a month") beside quotes that state a thing it is paid per ("£4
    per item per month") is silent on the thing: the draft's thing is compared with theirs."""
    if not mine or not theirs or any(not t for t in theirs):
        return None
    chains = [t for t in theirs if t]
    things = [t for t in chains if not _lead(t).startswith("period:")]
    if things and len(things) < len(chains):
        chains = things  # the period-only quotes name no thing: silent on it
    lead = other_basis(mine[0], [_lead(t) for t in chains])
    if lead is not None or len(mine) < 2:
        return lead
    if any(_lead(t) != mine[0] and not _one_noun(_lead(t), mine[0]) for t in chains):
        return None
    rests = [_after_lead(t) for t in chains]
    if any(not r for r in rests):
        return None
    return other_basis(mine[1], [r[0] for r in rests])


def _after_lead(chain: tuple[str, ...]) -> tuple[str, ...]:
    """The chain without its lead (`_lead`): "per user per month" → ("period:month",)."""
    lead = _lead(chain)
    at = chain.index(lead)
    return chain[:at] + chain[at + 1 :]


def _group_number(text: str) -> tuple[int, int] | None:
    """Where the group's number stands in `text` (the words right after an amount)."""
    m = _GROUP_RE.match(text)
    return m.span("n") if m else None


def stated_basis(
    text: str, value_text: str, *, things: bool = False, periods: bool = False
) -> str | None:
    """The basis `text` states right after its value's words `value_text` (the first place
    they stand), or None when it states none or the value's words are not in it. The value's
    words may hold the basis already ("£35 per person"): it is read from their number on.
    With `things`, any noun's basis (`thing_basis`), with `periods` a period's too."""
    if not value_text:
        return None
    at = text.find(value_text)
    if at < 0:
        return None

    def read(after: str) -> str | None:
        return thing_basis(after, periods=periods) if things else basis_after(after)

    inner = re.search(r"\d[\d,.]*", value_text)
    if inner is not None:
        own = read(value_text[inner.end() :])
        if own is not None:
            return own
    return read(text[at + len(value_text) :])


def other_basis(draft: str | None, sources: list[str | None]) -> str | None:
    """The one basis every source states, when the draft states another (see the module
    docstring), else None."""
    if draft is None or not sources or any(s is None for s in sources):
        return None
    stated = {s for s in sources if s is not None}
    if len(stated) != 1:
        return None
    (theirs,) = stated
    if theirs == draft or _one_noun(theirs, draft):
        return None
    return theirs


def _one_noun(theirs: str, draft: str) -> bool:
    """Whether both bases are things' nouns, which may name one thing in two words."""
    return theirs.startswith("per:") and draft.startswith("per:")


def _stated_alike(
    c: DraftClaim,
    basis: object,
    sources: list[SourceClaim],
    basis_of: Callable[[str, str], object],
) -> bool:
    """Whether a source claim on `c`'s topic, its amount within `c`'s, states the same
    `basis` after its value (`basis_of` reads it from a quote and its value's words): the
    agreement `agreed_groups` and `agreed_counted_bases` both read a draft's number by."""
    v = c.value
    return v is not None and any(
        s.topic == c.topic
        and s.value is not None
        and within(v, s.value)
        and basis_of(s.quote, s.value_text) == basis
        for s in sources
    )


def agreed_groups(
    text: str, claims: list[DraftClaim], sources: list[SourceClaim]
) -> list[PatternMatch]:
    """The numbers of the draft's group bases ("for the two of you") that a source claim on
    the same topic states with the same amount and group (see the module docstring): read."""
    out: list[PatternMatch] = []
    for c in claims:
        v = c.value
        if v is None or v.kind != "money" or not c.value_text:
            continue
        basis = stated_basis(c.span, c.value_text)
        if basis is None or not basis.startswith("person:") or basis == "person:1":
            continue
        if not _stated_alike(c, basis, sources, stated_basis):
            continue
        at = text.find(c.span)
        vat = c.span.find(c.value_text)
        if at < 0 or vat < 0:
            continue
        after = at + vat + len(c.value_text)
        n = _group_number(text[after:])
        if n is not None:
            s0, e0 = after + n[0], after + n[1]
            out.append(PatternMatch(text=text[s0:e0], start=s0, end=e0, kind="number"))
    return out


# A basis of several units: "per 15 minutes", "for every 30 minutes", "every 2 hours", "per
# 100 words", "per fifteen (15) minutes" (a number in words with its digits after it). The
# noun ends the phrase; its plural is the same noun as its singular. The amount's own
# digits in brackets may stand between ("three pounds (£3) per ...", or the "£3" of it).
_COUNTED_BASIS_RE: Final = re.compile(
    r"^\)?\s*(?:\([^()]{0,20}\)\s*)?(?:per|(?:for\s+)?(?:every|each))\s+(?P<n>\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)"
    r"(?:\s*\(\s*\d+\s*\))?\s+(?P<noun>[a-z]+)\b",
    _I,
)


def _counted_basis(text: str) -> tuple[float, str, tuple[int, int]] | None:
    """The number and noun of a basis of several units right after an amount (`text`), and
    where the number stands in it; None when the words state none (or one unit: "per 1 hour"
    is "per hour", another reading's)."""
    m = _COUNTED_BASIS_RE.match(text)
    if m is None:
        return None
    n = value_of(m.group("n"))
    noun = m.group("noun").lower()
    if n is None or n < 2 or noun in _GRAMMAR:
        return None
    return n, noun.removesuffix("s"), m.span("n")


def _basis_after_value(quote: str, value_text: str) -> tuple[float, str, tuple[int, int]] | None:
    """`_counted_basis` right after the first place `value_text` stands in `quote`, with the
    number's place given in `quote`."""
    at = quote.find(value_text) if value_text else -1
    if at < 0:
        return None
    after = at + len(value_text)
    found = _counted_basis(quote[after:])
    if found is None:
        return None
    n, noun, (s, e) = found
    return n, noun, (after + s, after + e)


def _counted_basis_key(quote: str, value_text: str) -> tuple[float, str] | None:
    """The number and noun of `_basis_after_value`, without their place."""
    found = _basis_after_value(quote, value_text)
    return found[:2] if found is not None else None


def agreed_counted_bases(
    text: str, claims: list[DraftClaim], sources: list[SourceClaim]
) -> list[PatternMatch]:
    """The numbers of the draft's bases of several units ("15" in "£5 per 15 minutes") that
    a source claim on the same topic states after the same amount, with the same number and
    noun ("£5 for every 15 minutes"): read. The number says what the amount is charged per,
    which is part of the price the source states; rule D0b ("no number without a verdict")
    left it unread and capped a reply that repeats the source's rate at CAUTION. Another
    number of units ("£5 per 10 minutes"), or one no source states, stays a number to read.
    A source's amount may stand in words before its digits ("five pounds (£5) per fifteen
    (15) minutes"): its basis is read after its value's words as the claim holds them."""
    out: list[PatternMatch] = []
    for c in claims:
        v = c.value
        if v is None or v.kind != "money" or not c.value_text:
            continue
        mine = _basis_after_value(c.span, c.value_text)
        if mine is None:
            continue
        agreed = _stated_alike(c, mine[:2], sources, _counted_basis_key)
        at = text.find(c.span)
        if not agreed or at < 0:
            continue
        s0, e0 = at + mine[2][0], at + mine[2][1]
        out.append(PatternMatch(text=text[s0:e0], start=s0, end=e0, kind="number"))
    return out
