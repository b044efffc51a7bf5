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

Pure: strings and claims in, a basis, a yes or no, or the spans of read numbers out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numberwords import value_of
from guard.engine.values import within
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


def _group_number(text: str) -> tuple[int, int] | None:
    """Where the group's number stands in `text` (the words right after an amount)."""
    m = _GROUP_RE.match(text)
    return m.span("n") if m else None


def stated_basis(text: str, value_text: str) -> str | None:
    """The basis `text` states right after its value's words `value_text` (the first place
    they stand), or None when it states none or the value's words are not in it. The value's
    words may hold the basis already ("£35 per person"): it is read from their number on."""
    if not value_text:
        return None
    at = text.find(value_text)
    if at < 0:
        return None
    inner = re.search(r"\d[\d,.]*", value_text)
    if inner is not None:
        own = basis_after(value_text[inner.end() :])
        if own is not None:
            return own
    return basis_after(text[at + len(value_text) :])


def other_basis(draft: str | None, sources: list[str | None]) -> str | None:
    """The one basis every source states, when the draft states another (see the module
    docstring), else None."""
    if draft is None or not sources or any(s is None for s in sources):
        return None
    stated = {s for s in sources if s is not None}
    if len(stated) != 1:
        return None
    (theirs,) = stated
    if theirs == draft:
        return None
    return theirs


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
        if not any(
            s.topic == c.topic
            and s.value is not None
            and within(v, s.value)
            and stated_basis(s.quote, s.value_text) == basis
            for s in sources
        ):
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
