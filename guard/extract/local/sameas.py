"""A value said to be "the same as" for another scope value states that scope's value too.

"£40 for flats, same as for houses", "Express is £30, the same price as standard", "it's 3
days for members, just like for everyone on the basic plan": the comparison says the other
scope's value is the very value just given. A reply that says so has told the customer
that scope's value as plainly as "houses are £40" would, and it is false when that scope
costs something else. Read as the one value only (the first scope's), the comparison was
checked by nothing: the wrong house price passed as ALLOW on a right flat price.

So a comparison of sameness ("same as", "the same <noun> as", "just like", "just as",
"exactly as", and a bare "as for" or "as with" after a comma that ends its sentence: "£40 for
flats, as for houses"; "as for houses, it's £45" opens a new clause of its own) whose own words name exactly one scope value of the catalogue adds a claim:
the value the same sentence gives right before the comparison, on its topic, said for that
scope value (its `condition`, as `draftscope` gives one), which the engine decides against
that scope's value (`engine.scopedclaims`): a wrong one HOLDs, a right one is SUPPORTED.
Only where the value before it is the only value of its kind in the clauses before the
comparison (which value "the same" repeats must not be a guess), it is no price of nothing
(a free group is `scopefree`'s), and the scope named differs from the one the value is said
for. The comparison words are a closed class of English (sameness and likeness); the scope
comes from the catalogue. Read in drafts only: more claims only make the check stricter.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.groupexception import group_named
from guard.extract.local.addedclaim import added_claim
from guard.extract.local.exceptionzero import is_zero_price
from guard.extract.local.readtext import Read
from guard.extract.local.vocab import Vocabulary
from guard.models import DraftClaim

#: A comparison of sameness, then (a preposition and) what it compares with, to the end of
#: its clause: group "what".
_SAME_RE: Final = re.compile(
    r"\b(?:(?:(?:the|exactly\s+the|just\s+the)\s+)?same(?:\s+[\w'’-]+)?\s+as|just\s+(?:like|as)|"
    r"exactly\s+(?:like|as))\s+(?:(?:it\s+is|it['’]s|they\s+are)\s+)?"
    r"(?P<what>(?:(?:for|on|with|in|at|to)\s+)?[^,;:.!?()\[\]–—]+)"
    # "£14 for flats, as for houses": a bare "as" and "for" or "with" after a comma, ending its
    # sentence; not "as for houses, they're £22", a new topic said with its own clause
    r"|(?<=,\s)as\s+(?P<bare>(?:for|with)\s+[^,;:.!?()\[\]–—]+?)\s*(?=[.!?;]|$)",
    re.IGNORECASE,
)


def _scope_of(claim: DraftClaim, vocab: Vocabulary) -> tuple[str, str] | None:
    return group_named(vocab.catalogue, claim.condition) if claim.condition else None


def with_same_as(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The draft's claims, and for each comparison of sameness that names one other scope
    value, the value before it said for that scope (see the module docstring)."""
    if not vocab.catalogue.scopes:
        return claims
    out = list(claims)
    for r in reads:
        text = r.sentence.text
        if r.sentence.table_row:
            continue
        for m in _SAME_RE.finditer(text):
            what = m["what"] or m["bare"]
            named = group_named(vocab.catalogue, what)
            if named is None:
                continue
            before = [f for f, _ in r.claims if f.end <= m.start()]
            if not before:
                continue
            last = before[-1]
            if any(f.value.kind == last.value.kind for f in before[:-1]):
                continue  # two values of its kind before: which one is "the same" is a guess
            said = [
                c
                for c in claims
                if c.span == r.sentence.quote
                and c.value == last.value
                and c.value is not None
                and not is_zero_price(c.value)
                and vocab.catalogue.governs(c.topic)
            ]
            if len(said) != 1 or _scope_of(said[0], vocab) == named:
                continue
            out.append(
                added_claim(
                    out,
                    said[0].topic,
                    said[0].value,
                    said[0].value_text,
                    r.sentence.quote,
                    definitive=said[0].definitive,
                    condition=" ".join(what.split()),
                )
            )
    return out
