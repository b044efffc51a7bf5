"""A source's specific option phrase names its topic, as a draft's does.

An option's words alone are usually common English, so a source sentence that says only them
states no claim unless its clause, headings or title name the choice topic
(`noclaim._named`). A draft's option phrase is read the same way, except a specific one
(`guard.kb.specificoption`: two content words or more, in the team's order, that no other
topic's phrase holds) said in full and definitively, not as where or how another act is done:
such words name their topic with no other words (`drafts._specific_said`). A source is
written in the same English as a draft: "Liveries must use saddles fitted by the yard" names
the saddle rule as surely in the yard rules as in a reply. Reading it only in the reply
leaves the topic with no candidate, so a reply stating the rule gets no support and one
stating the opposite option goes unchecked.

A reply answers its ticket; a source sentence answers nothing, so its option counts only
where the sentence states it as the rule for someone: the option is what its own clause's
subject, a person (a personal pronoun) or a scope value's phrase ("Liveries", "members"),
does, must do or gets, with no negation before it. Said of a thing ("wi-fi and bills are
included in your rent"), under a condition ("if you leave early you don't need to pay"), as
a bare label ("New: wallet credit") or denied ("It can't be swapped for lens credit"), the
words may be about anything, as they were before.

The pronouns and the negation words are closed classes of grammar words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.wording import definitive
from guard.kb.phrasematch import compile_phrases
from guard.kb.specificoption import named_by_option, said_as_place_or_means

_I: Final = re.IGNORECASE
#: Where the option's own clause starts: after the last comma, colon, semicolon or bracket.
_CLAUSE_STOP_RE: Final = re.compile(r"[,;:()\u2013\u2014]")
#: A personal pronoun as the clause's subject, then up to four words of its verb group.
_PRONOUN_SUBJECT_RE: Final = re.compile(r"^\W*(?:you|we|they)\b", _I)
_VERB_GROUP_RE: Final = re.compile(r"^(?:\s*[A-Za-z][\w'’-]*){1,4}\s*$")
_NEGATION_RE: Final = re.compile(r"\b(?:not|never|no|cannot)\b|n['’]t\b", _I)


def _said_as_rule(vocab: Vocabulary, before: str) -> bool:
    """Whether the option's own clause, `before` it, opens with a subject that is a person
    or a scope value and then only a short verb group with no negation."""
    own = _CLAUSE_STOP_RE.split(before)[-1]
    if _NEGATION_RE.search(own):
        return False
    m = _PRONOUN_SUBJECT_RE.match(own)
    end = m.end() if m else None
    if end is None:
        phrases = tuple(p for d in vocab.catalogue.scopes for _, ph in d.values for p in ph)
        rx = compile_phrases(phrases) if phrases else None
        lead = re.match(r"\W*", own)
        at = lead.end() if lead else 0
        s = rx.match(own, at) if rx else None
        end = s.end() if s else None
    return end is not None and bool(_VERB_GROUP_RE.match(own[end:]))


def names_by_specific_option(vocab: Vocabulary, found: Found, clause: Clause) -> bool:
    """Whether the choice value `found` is one of its topic's specific option phrases said in
    full, definitively, and not after a preposition of place or means."""
    spec = vocab.topic(found.topic) if found.topic else None
    return (
        found.value.kind == "choice"
        and spec is not None
        and definitive(clause)
        and not said_as_place_or_means(clause.sentence[: clause.start])
        and _said_as_rule(vocab, clause.sentence[: clause.start])
        and named_by_option(vocab.catalogue.topics, spec, found.text)
    )
