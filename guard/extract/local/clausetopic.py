"""The topic a value's own clause names (`topics` asks this before its sentence, headings or
an earlier sentence): the two sides of the clause weighed against each other, the value's
own sub-clause first, and a topic word that only describes another subject set aside.

Separate from `topics`, which orders the places a topic may be read from: this module reads
the nearest one, the clause, and nothing wider.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_after, clause_start
from guard.extract.local.antecedent import antecedent_over_modifier, uncovered_antecedent
from guard.extract.local.cues import (
    Because,
    Cue,
    _about,
    _not_covered,
    _pick,
    cue,
)
from guard.extract.local.deadlineact import deadline_for_phrase, noun_before_value
from guard.extract.local.evidence import Pick
from guard.extract.local.evidence import weight as cue_weight
from guard.extract.local.frontedcondition import condition_end
from guard.extract.local.headnoun import head_over_modifier
from guard.extract.local.occasion import occasion_noun, occasion_over_name
from guard.extract.local.otherkind import other_kind_subject
from guard.extract.local.ownclause import own_clause_start
from guard.extract.local.participle import described_uncovered
from guard.extract.local.percentbase import base_end
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER
from guard.kb.phrasematch import mentions

_I: Final = re.IGNORECASE

# Where a new price starts in a list of charges: "£1 to unlock and then 20p per minute", "£3
# plus 10p a mile". What stands before it belongs to the earlier amount, so the later one is
# named by its own words (what it is charged per).
_NEW_PRICE_RE: Final = re.compile(r"\b(?:(?:and\s+)?then|plus|followed\s+by)\b", re.IGNORECASE)


def in_clause(vocab: Vocabulary, kind: str, left: str, right: str) -> tuple[str, Because] | None:
    """The topic named in the value's own clause: a topic of the value's kind, or a
    catalogue `not_covered` phrase (another kind's topic is no cue: "If you return it
    opened, there's a 15% restocking fee" is about the fee, whatever the return window is
    measured in). Between the two sides, the one in the value's own sub-clause (no comma,
    colon or dash between them) wins, then the one whose phrases say more (`side_score`: in
    "ask for a refund within 28 days of the new date being announced" the longer "new date"
    outweighs "refund"), then the one before it; a tie on one side is kept for the
    wider text to settle. Before the value, a topic named only in a modifier of the
    clause's subject yields to one its head names (`headnoun`); after a percentage, a topic
    named only in its base ("of the charter price") yields to one before it (`percentbase`).
    A fee's occasion beside
    another money topic's fee name decides ("an admin fee of £10 is charged for each
    change", `occasion`)."""
    if kind == "money":
        whole = f"{left} {right}"
        said = occasion_over_name(vocab.catalogue, whole, cue(whole, vocab).strong)
        if said is not None:
            spec = vocab.topic(said[2])
            phrases = spec.about if spec else ()
            words = whole[said[0] : said[1]]
            nouns = [p for p in phrases if (n := occasion_noun(p)) and n.lower() in words.lower()]
            note = f"what the fee is for, as “{nouns[0]}” says" if nouns else "what the fee is for"
            return said[2], Because("clause", words, "about", said[2], phrases, note)
    hung = uncovered_antecedent(vocab, kind, left)
    if hung is not None:  # ", which runs for" on an uncovered noun (`antecedent`)
        return hung
    whole_left = cue(left, vocab)
    sides = [(0, whole_left), (1, cue(right, vocab))]
    own_at = own_sub_clause_start(left)
    if own_at:  # its own sub-clause read alone first: a farther cue cannot outweigh it
        sides.insert(0, (0, _from(whole_left, own_at)))
    best: tuple[tuple[bool, int], tuple[str, Because], float] | None = None
    base = base_end(kind, right)  # "50% of the charter price": its base (`percentbase`)
    for i, c in sides:
        at = (len(left), len(left)) if i == 0 else (0, 0)
        p = _pick(vocab, c, kind, at)
        if p is not None and i == 0:  # the subject's head over its modifier (`headnoun`)
            p = head_over_modifier(vocab, c, kind, at, p)
            p = antecedent_over_modifier(vocab, c, kind, at, p)  # ", which …" (`antecedent`)
        spans: list[tuple[int, int, tuple[str, Because]]] = []
        if p is not None:
            spans.append((p.match[0], p.match[1], (p.topic, _about(vocab, "clause", c.text, p))))
            noun = described_uncovered(vocab, c.text, p.match[0], p.match[1]) if i == 0 else None
            if noun is not None:  # "Audit logs, retained for": the logs' (`participle`)
                words = c.text[noun[0] : noun[1]]
                note = f"'{c.text[p.match[0] : p.match[1]]}' describes it"
                why = Because("clause", words, "not_covered", "", vocab.not_covered, note)
                spans[-1] = (p.match[0], p.match[1], (OTHER, why))
            elif i == 0 and c.other and _uncovered_lead(vocab, c.text, p.match[0]):
                spans[-1] = _not_covered(vocab, c, "clause")  # "Pallets have their own excess"
            elif i == 0 and (lead := _other_kind_lead(vocab, kind, c.text, p)):
                spans[-1] = (p.match[0], p.match[1], (OTHER, lead))  # "price is locked"
        if c.other:
            spans.append(_not_covered(vocab, c, "clause", last=i == 0))
        for s, e, found in spans:
            between = c.text[e:] if i == 0 else c.text[:s]
            rank = (bool(SUB_CLAUSE_BUT_SEMICOLON.search(between)), i)
            weight = side_score(vocab, c, found[0]) if found[0] != OTHER else 0.0
            if i == 1 and s < base:
                weight = 0.0  # a percentage's base never outweighs its subject (`percentbase`)
            if best is None or rank < best[0]:
                best = rank, found, weight
            elif rank[0] == best[0][0] and best[1][0] != OTHER != found[0] and weight > best[2]:
                best = rank, found, weight  # the same sub-clause: the side that says more
    return best[1] if best is not None else None


# The first verb of a clause: what comes before it is the clause's subject.
_FIRST_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|gets?|takes?|costs?|pays?|comes?|carr(?:y|ies)|"
    r"includes?|will|can|may|must|needs?|should|would|could)\b",
    _I,
)


def _uncovered_lead(vocab: Vocabulary, left: str, topic_at: int) -> bool:
    """Whether the clause's subject (its words before the first verb) names something the
    catalogue does not cover while the topic's phrase comes only after that verb: the
    topic's word is then the uncovered subject's attribute ("Third-party claims have their
    own excess of £250", "International parcels are delivered within 5 days")."""
    verb = _FIRST_VERB_RE.search(left)
    return (
        verb is not None
        and topic_at >= verb.end()
        and mentions(vocab.not_covered, left[: verb.start()])
    )


def _other_kind_lead(vocab: Vocabulary, kind: str, left: str, p: Pick) -> Because | None:
    """Why the topic's phrase, only after the first verb, is the attribute of a subject that
    names a topic of another kind (`otherkind`), or None. The subject is the value's own main
    clause's: a clause before it joined by ", and" has its own (`ownclause`), and a condition
    fronted before it ("If you need to cancel, the deposit is non-refundable") is no part of
    it (`frontedcondition`): the verb of the condition ("need") is not the main clause's, so
    the subject is read after the condition's comma, as it is when the condition's verb is
    none the subject reader knows ("If you cancel, the deposit is …")."""
    start = own_clause_start(left, p.match[0], p.match[1])
    fronted = condition_end(left[start:])
    if fronted and start + fronted <= p.match[0]:
        start += fronted
    verb = _FIRST_VERB_RE.search(left, start)
    if verb is None or p.match[0] < verb.end():
        return None
    if deadline_for_phrase(left, left[p.match[0] : p.match[1]]):
        return None  # "your deposit will be back in your account within 10 days" (`deadlineact`)
    if noun_before_value(left, p.match[1]):
        return None  # "needs a skin test at least 2 days before" times the test (`deadlineact`)
    return other_kind_subject(vocab, kind, p.topic, left[start : verb.start()])


def side_score(vocab: Vocabulary, c: Cue, topic: str) -> float:
    """How much one side of a value's clause says about `topic`: its phrases' words over the
    topics sharing them (`evidence`), summed. Nearness is left out: the words before a value
    are its subject or verb, so only a side that says strictly more takes it from them."""
    return sum(
        cue_weight(vocab, c.text, m, (m[0], m[1]), "about") for m in c.strong if m[2] == topic
    )


def own_sub_clause_start(left: str) -> int:
    """Where the words of a value's clause before it that are in its own sub-clause start:
    after the last comma, colon, bracket or dash ("once the inspection is passed, your
    deposit comes back within": "your deposit comes back within"); 0 for the whole."""
    return clause_start(left, len(left), SUB_CLAUSE_BUT_SEMICOLON)


def _from(c: Cue, at: int) -> Cue:
    """The cue with only its topic phrases from `at` on (its not-covered mentions are the
    whole side's, read there)."""
    return replace(
        c,
        strong=tuple(m for m in c.strong if m[0] >= at),
        hints=tuple(m for m in c.hints if m[0] >= at),
        loose=tuple(m for m in c.loose if m[0] >= at),
        other=False,
    )


def in_own_sub_clause(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """A topic of `kind` named in the value's own sub-clause (no comma, colon, bracket or
    dash between them), or None: the narrowest reading, for a value whose kind is not
    fixed by its words ("waived" is 0 of whatever the fee next to it is measured in)."""
    end = len(clause.left)
    cut = max(clause_start(clause.left, end, r) for r in (SUB_CLAUSE_BUT_SEMICOLON, _NEW_PRICE_RE))
    left = clause.left[cut:]
    right = clause_after(clause.right, 0, SUB_CLAUSE_BUT_SEMICOLON)
    for text, at in ((left, (len(left), len(left))), (right, (0, 0))):
        c = cue(text, vocab)
        p = _pick(vocab, c, kind, at)
        if p is not None:
            return p.topic, _about(vocab, "clause", c.text, p)
    return None
