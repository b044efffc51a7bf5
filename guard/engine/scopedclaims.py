"""A draft value said for one scope value is decided against that scope's value.

The reader gives a draft value whose own clause names one scope value that value's words as
its `condition` ("On the Family plan it's £12": `extract.local.draftscope`; the live model is
asked for the same). Applicability reads a source claim's scope against the ticket's; a
draft claim said for a scope is read the same way, with the scope it names in place of the
ticket's for that dimension. So:
- the value is decided (D1–D11b) as if the ticket's scope were the one it is said for: a
  correct value for that scope is SUPPORTED, a wrong one HOLDs (it is an outright statement
  about that scope, so the condition no longer softens it);
- said for the customer's own scope value, nothing changes but the condition's softening;
- said for another value than the customer's (the ticket names theirs), a correct value is
  still no answer for the customer: where the draft gives the topic no value for the
  customer's own scope (no claim on the topic said for it or for no scope), the claim is
  decided again for the customer with no value, D8's "the draft states no value": CAUTION
  UNSUPPORTED, naming the customer's value. A reply that tells a Solo customer only "Family
  is £12" has not told them their price, and may be read as if it had. A wrong value for the
  other scope still HOLDs: the reply says something false. A right value whose basis is then
  doubted for the other scope (D11a's weak basis, D11b's change signalled there, an unplaced
  value) is no answer for the customer either: D8 runs before those doubts, and they are
  about a value the customer does not get ("Family is £12, going up to £14 in May" to a Solo
  customer is first of all no Solo price).

A value said for one value of each of several dimensions ("In the van it's £62 for a
medium dog": `severalscopes`) is read the same way, with each of those values in place of
the ticket's.

Where the ticket does not say the customer's value, nothing changes but the condition's
softening: applicability runs on the ticket, and where the scoped values differ D1 escalates
(docs/workspace-format.md, "A draft that names the scope on a ticket that leaves it
unknown"): the agent's guess about the customer's case is what D1 refuses to trust.

Pure: a draft claim, the ticket and the catalogue in; the claim and the ticket to decide it
under out; results and claims in, results out.
"""

from __future__ import annotations

from collections.abc import Callable

from guard.engine.groupexception import group_named
from guard.engine.severalscopes import scopes_named
from guard.extract.local.exceptionzero import is_zero_price
from guard.kb.catalogue import Catalogue
from guard.models import ClaimResult, DraftClaim, Ticket, TraceStep


def said_for(dc: DraftClaim, cat: Catalogue) -> tuple[str, str] | None:
    """The (dimension, value) a non-zero draft value is said for: its condition names exactly
    one scope value of one dimension; None otherwise."""
    if dc.value is None or is_zero_price(dc.value) or not dc.condition:
        return None
    return group_named(cat, dc.condition)


def said_for_all(dc: DraftClaim, cat: Catalogue) -> dict[str, str] | None:
    """Each (dimension: value) a non-zero draft value is said for: one value of one dimension
    (`said_for`), or one value of each of several ("In the van it's £62 for a medium dog",
    `scopes_named`); None otherwise."""
    one = said_for(dc, cat)
    if one is not None:
        return {one[0]: one[1]}
    if dc.value is None or is_zero_price(dc.value) or not dc.condition:
        return None
    return scopes_named(cat, dc.condition)


def scoped(dc: DraftClaim, ticket: Ticket, cat: Catalogue) -> tuple[DraftClaim, Ticket]:
    """The claim and the ticket it is decided under: for a value said for a scope, the claim
    without its condition and the ticket with that scope value (module docstring)."""
    named = said_for_all(dc, cat)
    if named is None:
        return dc, ticket
    bare = dc.model_copy(update={"condition": None})
    other = {d: v for d, v in named.items() if _known(ticket, d, cat) not in (None, v)}
    if not other:
        return bare, ticket
    return bare, ticket.model_copy(update={"scope": {**ticket.scope, **other}})


def _known(ticket: Ticket, dim: str, cat: Catalogue) -> str | None:
    """The customer's value of `dim`, when the ticket names one of the catalogue's."""
    theirs = ticket.scope.get(dim)
    d = cat.dimension(dim)
    return theirs if d is not None and theirs in d.value_keys else None


def _for_customer(dc: DraftClaim, claims: list[DraftClaim], ticket: Ticket, cat: Catalogue) -> bool:
    """Some claim of the draft gives `dc`'s topic a value for the customer: said for their
    scope values, or for no scope."""
    for c in claims:
        if c is dc or c.topic != dc.topic or c.value is None:
            continue
        named = said_for_all(c, cat)
        if named is None or not _others(named, ticket, cat):
            return True
    return False


def _others(named: dict[str, str], ticket: Ticket, cat: Catalogue) -> dict[str, str]:
    """The named dimensions whose value differs from the one the ticket names: {dim: theirs}."""
    out: dict[str, str] = {}
    for d, v in named.items():
        theirs = _known(ticket, d, cat)
        if theirs is not None and theirs != v:
            out[d] = theirs
    return out


def _within_v(result: ClaimResult) -> bool:
    """The claim's value was found within V (D10 fired), whatever D11a, D11b or a later
    doubt about V made of it; the result is ALLOW or CAUTION."""
    if result.decision not in ("ALLOW", "CAUTION"):
        return False
    return any(s.rule == "D10" and s.outcome == "fired" for s in result.trace)


def unanswered_for_customer(
    claims: list[DraftClaim],
    results: list[ClaimResult],
    ticket: Ticket,
    cat: Catalogue,
    decide_empty: Callable[[DraftClaim], ClaimResult],
) -> list[ClaimResult]:
    """Each ALLOW of a value said for another scope value than the customer's (or CAUTION
    from a doubt about V after D10 found the value within it), where no claim
    gives the topic a value for the customer, replaced by the topic decided for the customer
    with no value (`decide_empty`, D8), with a step saying why (module docstring)."""
    out: list[ClaimResult] = []
    for dc, result in zip(claims, results, strict=True):
        named = said_for_all(dc, cat)
        others = _others(named, ticket, cat) if named is not None else {}
        if not others or not _within_v(result) or _for_customer(dc, claims, ticket, cat):
            out.append(result)
            continue
        again = decide_empty(dc.model_copy(update={"value": None, "condition": None}))
        key, theirs = next(iter(others.items()))
        d = cat.dimension(key)
        label = d.value_label(theirs) if d is not None else theirs
        said = TraceStep(
            rule="D8",
            outcome="fired",
            detail=(
                f"'{dc.value_text}' is said for {dc.condition} only, where the sources support it"
                f" ({result.reason_code}); {ticket.id}'s {key} is {label}, for which the"
                " draft states no value"
            ),
        )
        out.append(again.model_copy(update={"draft_claim": dc, "trace": [said, *again.trace]}))
    return out
