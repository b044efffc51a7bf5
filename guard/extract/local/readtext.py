"""A text read into sentences with the values found in each, and what each sentence carries
over from the one before it (`Read`): the first step of the source reader (`documents`), the
draft reader (`drafts`) and `setaside`.

Separate from `reading`, which reads one value found there: this module only walks a text's
sentences and blocks, and never decides a topic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from guard.extract.local.answers import with_questions
from guard.extract.local.carriedanchor import without_opening_time
from guard.extract.local.cues import Cue, cue
from guard.extract.local.entries import restated_kinds
from guard.extract.local.found import Found
from guard.extract.local.segment import Clause, Sentence, sentences
from guard.extract.local.tables import cell_claims
from guard.extract.local.undecided import undecided_blocks
from guard.extract.local.values import claims_in
from guard.extract.local.vocab import Vocabulary


@dataclass
class Read:
    sentence: Sentence
    claims: list[tuple[Found, Clause]]
    #: The cue of the nearest earlier sentence that names a subject (in the same block in a
    #: source: a paragraph however it is wrapped; anywhere before it in a reply): what this
    #: sentence carries over if it continues that subject. "Sorry your transfer failed. It
    #: takes 4 business days."
    carried: Cue | None = None
    #: The sentence before this one in its block (a source's paragraph; a reply's text).
    previous: str | None = None
    #: The sentence after this one in its block: it may say what this one's thing is not
    #: ("That's separate from the grace period", `setapart`).
    following: str | None = None
    #: In a source, for an entry's title sentence: the value kinds its body states
    #: (`entries`); the title's values of those kinds are the body's summary, not claims.
    restated: frozenset[str] = frozenset()
    #: In a source: its block says a change is proposed or pending (`undecided`), so a
    #: question there puts that change forward.
    undecided: bool = False


_UNSET: Final = object()


def _claims(s: Sentence, vocab: Vocabulary) -> list[tuple[Found, Clause]]:
    """A sentence's claims, its headings (a list's lead-in among them) heading it."""
    return claims_in(s.text, vocab, intervals=True, heading=s.heads)


def _read(text: str, vocab: Vocabulary, *, source: bool) -> list[Read]:
    """Sentences with their claims, and what each carries over from before it. Cues are read
    only where a claim needs them, each sentence at most once."""
    sents = sentences(text, mask=source)
    out = [Read(s, cell_claims(s, vocab) if s.table_row else _claims(s, vocab)) for s in sents]
    if source:  # "Q: How much notice …?" / "A: 30 days": the answer's subject (`answers`)
        sents = with_questions(sents, [bool(r.claims) for r in out])
        for r, s in zip(out, sents, strict=True):
            r.sentence = s
    # nearest[i]: the nearest cue at or before sentence i (a source's paragraphs are read on
    # their own, so not across blocks there; a table row is a block of its own).
    nearest: list[object] = [_UNSET] * len(sents)

    def joined(i: int) -> bool:
        return i > 0 and not (source and sents[i - 1].line != sents[i].line)

    def nearest_cue(i: int) -> Cue | None:
        pending: list[int] = []
        found: object = None
        while True:
            if nearest[i] is not _UNSET:
                found = nearest[i]
                break
            own = cue(sents[i].text, vocab)
            if not own.empty:
                # what it hands on is its main clause, not its opening time phrase
                # (`carriedanchor`): that may name nothing, which ends the search too
                found = nearest[i] = cue(without_opening_time(sents[i].text), vocab)
                break
            pending.append(i)
            if not joined(i):
                break
            i -= 1
        for j in pending:
            nearest[j] = found
        return found  # type: ignore[return-value]

    for i, r in enumerate(out):
        if r.claims and joined(i):
            r.carried = nearest_cue(i - 1)
            r.previous = sents[i - 1].text
        if r.claims and i + 1 < len(sents) and joined(i + 1):
            r.following = sents[i + 1].text
    if source:
        kinds = [frozenset(f.value.kind for f, _ in r.claims) for r in out]
        undecided = undecided_blocks(sents) if any(r.claims for r in out) else frozenset()
        for i, r in enumerate(out):
            if r.claims:
                r.restated = restated_kinds(sents, kinds, i)
                r.undecided = sents[i].line in undecided
    return out
