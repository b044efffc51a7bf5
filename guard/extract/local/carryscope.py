"""A sentence that goes on from the one before it keeps that sentence's scope.

"Members on the club plan don't get paper receipts. Download them from the app instead.":
the second sentence names no plan, and it is still about the club plan; "instead" says it
answers the first. Topics already carry over to a sentence that continues its subject
(`continuing`); a scope does the same, under stricter terms, since a scope narrows a claim:

- only a source sentence, only from the sentence right before it in the same block, and
  only for a dimension that nothing in the value's own sentence, label or headings names;
- the sentence points back: it continues the earlier subject (`continues_subject`: a
  pronoun, no subject of its own) or says it follows on ("instead", "after that", "in that
  case");
- never across a contrast ("but", "otherwise", "everyone else", "the rest"), which is what
  says the second sentence is about another case;
- the earlier sentence names the dimension once (one value or one list), as `scopes` reads a
  sentence's lead.

Within one sentence of a draft the same holds from an earlier clause to a later one
(`carried_words`): "Grooms in the van start from £55, and for a large dog it's £70" says the
£70 in the van too; the later clause names only the size. A scope said once in a sentence
holds for its later clauses unless one names another value of that dimension. It is read
only beside a dimension the later clause names itself (`draftscope`'s several dimensions),
so a lone value's scope is still read from its own clause alone.

English grammar only; the values come from the catalogue's scope phrases.
"""

from __future__ import annotations

import re
from itertools import product
from typing import Final

from guard.extract.local.continuing import continues_subject
from guard.extract.local.cues import NOTHING, Because
from guard.extract.local.scopes import sentence_reading
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import classify

_I: Final = re.IGNORECASE
_FOLLOWS_ON_RE: Final = re.compile(
    r"\b(?:instead|after\s+that|in\s+that\s+case|at\s+that\s+point|"
    r"(?:for|on|with|at)\s+(?:them|those|these))\b",
    _I,
)
_CONTRAST_RE: Final = re.compile(
    r"\b(?:but|while|whereas|although|though|however|unlike|except|unless|otherwise|other|"
    r"others|else|rest|elsewhere)\b",
    _I,
)


def carry_scopes(
    vocab: Vocabulary,
    sentence: str,
    previous: str | None,
    scopes: list[dict[str, str]],
    why: dict[str, Because],
) -> tuple[list[dict[str, str]], dict[str, Because]] | None:
    """Every scope of a claim whose sentence names none for some dimension, with that
    dimension read from the `previous` sentence (see the module docstring); None when
    nothing carries over. `scopes` and `why` are what `read_scopes` read."""
    open_dims = [d for d in vocab.dimensions if why.get(d.spec.key) == NOTHING]
    if not (previous and open_dims) or _CONTRAST_RE.search(sentence):
        return None
    if not (_FOLLOWS_ON_RE.search(sentence) or continues_subject(sentence)):
        return None
    carried: dict[str, tuple[tuple[str, ...], Because]] = {}
    for d in open_dims:
        got = sentence_reading(d, previous)
        if got is not None:
            carried[d.spec.key] = got
    if not carried:
        return None
    values = {k: tuple(dict.fromkeys(s[k] for s in scopes)) for k in why}
    reasons = dict(why)
    for k, (vals, because) in carried.items():
        values[k], reasons[k] = vals, because
    keys = list(values)
    combos = [dict(zip(keys, c, strict=True)) for c in product(*values.values())]
    return combos, reasons


def carried_words(
    vocab: Vocabulary, clause: Clause, because: Because | None, key: str
) -> str | None:
    """The words of dimension `key`'s value when the sentence named it in a clause before the
    value's own and the value's own clause names no value of that dimension; else None."""
    if because is None or because.where != "sentence" or not because.words.strip():
        return None
    begins = clause.start - len(clause.left)
    at = clause.sentence.find(because.words)
    if at < 0 or at + len(because.words) > begins:
        return None
    dim = next((d for d in vocab.dimensions if d.spec.key == key), None)
    if dim is None or classify(dim.options, clause.own):
        return None
    return " ".join(because.words.split())
