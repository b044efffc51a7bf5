"""A reading moved once the wider text is read: words that are part of another topic's longer
phrase (`contained`), or that a narrower topic's label holds (`narrower`), yield to the topic
the sentence, an earlier sentence or a heading names.

Separate from `topics`, which finds the first reading: these two only revisit it.
"""

from __future__ import annotations

from dataclasses import replace

from guard.extract.local.contained import longer_owners
from guard.extract.local.cues import (
    Because,
    Context,
    _about,
    _pick,
)
from guard.extract.local.narrower import narrower_topics
from guard.extract.local.vocab import Vocabulary


def yield_to_longer(
    vocab: Vocabulary, kind: str, found: tuple[str, Because], wider: list[Context]
) -> tuple[str, Because]:
    """A clause reading by words that are part of another topic's longer phrase, read again
    against that topic on the text outside the clause (`contained`)."""
    topic, why = found
    others = longer_owners(vocab, kind, why.words, topic) if why.rule == "about" else frozenset()
    if not others or why.alternatives:
        return found
    tied = frozenset((topic, *others))
    for c, at, where, blocked in wider[1:]:
        p = _pick(vocab, c, kind, at, blocked, only=tied)
        if p is not None and not p.tied and p.topic != topic:
            note = f"'{why.words}' is part of a phrase of {p.topic}, which the {where} names"
            return p.topic, _about(vocab, where, c.text, p, note)
        if p is not None:
            return found
    return found


def to_narrower(
    vocab: Vocabulary, kind: str, found: tuple[str, Because], wider: list[Context]
) -> tuple[str, Because]:
    """A reading by words that a narrower topic's label holds ("free storage" in "free
    storage at railway stations"), moved to that topic when the sentence, an earlier
    sentence it continues or a heading names it by its own phrases (`narrower`)."""
    topic, why = found
    if why.rule != "about" or why.alternatives:
        return found
    narrower = narrower_topics(vocab, kind, why.words, topic)
    if not narrower:
        return found
    for c, at, where, blocked in wider:
        p = _pick(vocab, c, kind, at, blocked, only=narrower)
        if p is not None and not p.tied:
            # The value is still named by its own words: the qualifier only says which case
            # of them, so the reading keeps their place (a heading's qualifier is no weaker
            # reading carried from a heading, `documents._named_values_win`).
            named = c.text[p.match[0] : p.match[1]]
            note = f"'{why.words}' is in the label of {p.topic}; the {where} says '{named}'"
            spec = vocab.topic(p.topic)
            phrases = spec.about if spec else ()
            return p.topic, replace(why, owner=p.topic, phrases=phrases, note=note)
    return found
