"""A draft value whose own clause names one scope value is said for that scope only.

"On the Family plan it's £12 a month", "Junior members get 3 lessons a week", "for
weekend stays it's £40": a reply, like a document, says whom a value is for, and the
scope reader (`scopes.read_scopes`) reads a draft's clause exactly as it reads a source's.
A draft claim carried no scope, so the engine checked every value against the ticket's own
scope: a correct "Juniors get 3 lessons" told to a senior's parent was held against the
senior value, and a reply that set two plans side by side ("On Family it's £12, and Solo is
£8") was held on whichever plan was not the customer's.

The reader gives such a value its scope as the claim's `condition`, in the scope's own words
("On the Family plan" → "Family plan"): the value holds only under that condition, the one
it is said for. The engine (`guard.engine.scopedclaims`) decides it against that scope's
value. Only a value's own clause or words count (a document's heading or an earlier
sentence does not scope a reply's sentence), only one value of one dimension (a list, "Family
and Solo", leaves the claim as it was; one value of each of
two dimensions is `severalscopes`), only where the clause names no other
value of that dimension ("as a Family member you get 10% off Solo lessons": which value the
10% is for is the reader's guess, and a guess must not move a claim off the customer's
scope), and never a price of nothing, whose group is `scopefree`'s and `groupexception`'s.

English grammar and the catalogue's scope phrases only.
"""

from __future__ import annotations

from typing import Final

from guard.extract.local.carryscope import carried_words
from guard.extract.local.cues import Because
from guard.extract.local.exceptionzero import is_zero_price
from guard.extract.local.pairedscope import paired_case
from guard.extract.local.scopes import read_scopes
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.severalscopes import several_scope_words
from guard.extract.local.trailingscope import named_after_value
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import SCOPE_ANY
from guard.kb.phrasematch import classify
from guard.models import Value

#: Where a scope value's words may be for a draft value to be said for it: its own words or
#: its own clause.
_OWN: Final = frozenset({"value", "clause"})


def scope_words(
    vocab: Vocabulary, value: Value | None, clause: Clause, sentence: Sentence
) -> str | None:
    """The words naming the one scope value a draft value's own clause says it is for, or
    None (see the module docstring)."""
    if value is None or is_zero_price(value) or not vocab.catalogue.scopes:
        return None
    scopes, why = read_scopes(vocab, clause, sentence)
    if len(scopes) != 1:
        return None
    named = [d for d, v in scopes[0].items() if v != SCOPE_ANY]
    if len(named) != 1:
        # "In the van it's £62 for a medium dog": one value of each of two dimensions
        return several_scope_words(
            named,
            lambda key: (
                _own_words(vocab, value, clause, scopes[0], why, key)
                # "Grooms in the van start from £55, and for a large dog it's £70" (`carryscope`)
                or carried_words(vocab, clause, why.get(key), key)
            ),
            clause.sentence,
        )
    return _own_words(vocab, value, clause, scopes[0], why, named[0])


def _own_words(
    vocab: Vocabulary,
    value: Value,
    clause: Clause,
    scope: dict[str, str],
    why: dict[str, Because],
    key: str,
) -> str | None:
    """The words naming dimension `key`'s one value in the value's own clause, when they
    surely say whom the value is for; None otherwise (module docstring)."""
    because = why.get(key)
    if because is None or because.where not in _OWN or not because.words.strip():
        return None
    dim = next(d for d in vocab.dimensions if d.spec.key == key)
    mentioned = {v for _, _, v in classify(dim.options, clause.own)}
    case = scope[key]
    if (
        mentioned != {case}
        # "£65 for a house, or £40 if you're in a flat": its own part names its case
        and not paired_case(dim.options, clause, value.kind, case)
        # "£45 for small dogs, £52 for medium": the words before it are the earlier value's
        and not named_after_value(dim.options, clause, case)
    ):
        return None  # "as a Care member, 15% off private treatment": whose it is is unsure
    return " ".join(because.words.split())
