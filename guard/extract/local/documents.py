"""The local reader of a source document: its claims, each with its reading, and the facts
(status, effective date, supersession) the document states of all of them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from itertools import product
from typing import Final

from guard.engine.values import same_value
from guard.extract.local.addonprice import addons_yield
from guard.extract.local.ages import ONE_AGE_TOPIC
from guard.extract.local.carryscope import carry_scopes
from guard.extract.local.caselabel import case_label
from guard.extract.local.conditionmeasure import source_conditions_yield
from guard.extract.local.effective import effective_in, supersedes_in
from guard.extract.local.exceptionzero import (
    clause_condition,
    conditional_zeros_yield,
    is_zero_price,
)
from guard.extract.local.headingonly import heading_cannot_choose
from guard.extract.local.headingstem import (
    Pending,
    heading_candidates,
    not_denied,
    section_readings,
)
from guard.extract.local.leadtime import wrong_way
from guard.extract.local.noclaim import source_skip
from guard.extract.local.predicates import own_predicates_decide
from guard.extract.local.reading import Reading, _as_written, topic_and_value
from guard.extract.local.readtext import Read, _read
from guard.extract.local.replacedname import in_replaced_name
from guard.extract.local.runin import Place, body_wins, run_in
from guard.extract.local.scopes import read_scopes
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.status import (
    claim_status,
    document_status,
    dropped_after,
    most_cautious,
    sentence_status,
)
from guard.extract.local.timebound import time_bound
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.extract.local.windowedcount import windowed_counts_yield
from guard.extract.local.wording import addresses_an_ai, asked
from guard.kb.catalogue import OTHER, Catalogue, default_catalogue
from guard.models import (
    Source,
    SourceClaim,
    StatusWording,
    Supersedes,
)


@dataclass(frozen=True)
class _DocumentFacts:
    """What a document says about all its claims: sentences without a claim of their own."""

    status: StatusWording
    effective_from: date | None
    supersedes: Supersedes | None


def _document_facts(read: list[Read], vocab: Vocabulary) -> _DocumentFacts:
    status: StatusWording = "unstated"
    effective: date | None = None
    supersedes: Supersedes | None = None
    for r in read:
        if not r.claims:
            status = most_cautious(status, document_status(r.sentence.text))
        effective = effective or effective_in(r.sentence.text)
        supersedes = supersedes or _supersedes(r.sentence, vocab)
    return _DocumentFacts(status, effective, supersedes)


def _supersedes(sentence: Sentence, vocab: Vocabulary) -> Supersedes | None:
    """A supersession sentence, quoted as the source writes it (a wrapped one keeps its
    line break)."""
    found = supersedes_in(sentence.text, vocab.scope_words)
    return found.model_copy(update={"quote": sentence.quote}) if found else None


def extract_source_claims(source: Source, catalogue: Catalogue | None = None) -> list[SourceClaim]:
    """Claims of one source body. Pure: the same source and catalogue always give the same
    claims."""
    return [claim for claim, _ in read_source_claims(source, catalogue)]


def read_source_claims(
    source: Source, catalogue: Catalogue | None = None
) -> list[tuple[SourceClaim, Reading]]:
    """Claims of one source body, each with how it was read (`Reading`): the same claims as
    `extract_source_claims`, from the same matching, so an explanation can never drift from
    what the extractor does."""
    vocab = vocabulary(catalogue or default_catalogue())
    read = [
        r for r in _read(source.body, vocab, source=True) if not addresses_an_ai(r.sentence.text)
    ]
    # The title is the outermost heading a value's topic is read under (not its scope: a
    # title naming one case, "Standard reversals and card warranty", scopes no claim).
    if source.title.strip():
        for r in read:
            r.sentence = replace(r.sentence, title=source.title)
    doc = _document_facts(read, vocab)
    claims: list[tuple[SourceClaim, Reading]] = []
    places: list[Place] = []  # each claim's block, and whether a run-in heading (`runin`)
    clauses: list[Clause] = []  # each claim's clause (`predicates`)
    conditions: dict[str, str] = {}  # a zero's condition word, by claim id (`exceptionzero`)
    bounded: dict[str, str] = {}  # a zero's conjunction of time, by claim id (`timebound`)
    pending: dict[str, Pending] = {}  # an unnamed value's heading candidates (`headingstem`)
    sections: dict[str, tuple[str, ...]] = {}  # each claim's headings, by claim id
    for i, r in enumerate(read):
        if not r.claims:
            continue
        more = i + 1 < len(read) and read[i + 1].sentence.line == r.sentence.line
        heading = run_in(r.sentence, more)
        # Sentence-wide wording is read once: deprecation only binds its own clause.
        status_here = most_cautious(doc.status, sentence_status(r.sentence.text))
        own = _supersedes(r.sentence, vocab)
        supersedes = own or doc.supersedes
        for found, clause in r.claims:
            status = most_cautious(status_here, claim_status(clause.own))
            # "… 15% … but nothing came of it": a dropped idea (`status.dropped_after`)
            status = most_cautious(status, dropped_after(clause.sentence, clause.end))
            if own is not None and in_replaced_name(
                r.sentence.quote, clause.sentence, clause.start, clause.end, own.target_text
            ):
                continue  # "replaces *The 90-day warranty*": the old document's name
            if source_skip(vocab, found, clause, r) is not None:
                continue  # someone else's words, a baseline, a question about the facts...
            if asked(clause):
                status = most_cautious(status, "proposed")  # a question that suggests a change
            got = topic_and_value(vocab, r, found, clause)
            if got is None:
                continue  # a zero said of no fee
            topic, value, why = got
            titled = why.words if why.where == "heading" else ""
            scopes, scope_why = read_scopes(vocab, clause, r.sentence, titled)
            scopes, scope_why = carry_scopes(
                vocab, r.sentence.text, r.previous, scopes, scope_why
            ) or (scopes, scope_why)
            reading = Reading(why, scope_why)
            condition = clause_condition(clause) if is_zero_price(value) else None
            if condition is None and is_zero_price(value):  # "No key on the day: …" (`caselabel`)
                condition = case_label(vocab, r.sentence, clause)
            bound = time_bound(clause.sentence, clause.start, clause.end)  # `timebound`
            unnamed: Pending = ((), "")
            if topic == OTHER and why.where == "none" and value is not None:
                found_on, said = heading_candidates(vocab, value.kind, r.sentence.headings)
                ruled_out = wrong_way(vocab, value.kind, clause.right, clause.left)  # `leadtime`
                found_on = tuple(t for t in found_on if t not in ruled_out)
                unnamed = (not_denied(vocab, found_on, r.sentence.text), said)
            # An ambiguous value is evidence on each topic it may be about (one claim per
            # topic, like one per scope value): where it agrees it supports, where it
            # disagrees the conflict escalates, rather than a guess picking one silently.
            for on, scope in product((topic, *why.alternatives), scopes):
                claim = SourceClaim(
                    claim_id=f"{source.id}#c{len(claims) + 1}",
                    source_id=source.id,
                    source_version=source.signals.version,
                    topic=on,
                    value=value,
                    value_text=_as_written(found),
                    scope=scope,
                    effective_from=effective_in(clause.own) or doc.effective_from,
                    status_wording=status,
                    supersedes=supersedes,
                    quote=r.sentence.quote,
                )
                claims.append((claim, reading))
                if condition is not None:
                    conditions[claim.claim_id] = condition
                if bound is not None:
                    bounded[claim.claim_id] = bound
                sections[claim.claim_id] = r.sentence.headings
                if unnamed[0]:
                    pending[claim.claim_id] = unnamed
                places.append((r.sentence.line, heading))
                clauses.append(clause)
    claims = source_conditions_yield(claims, clauses)  # "…, unless your visit is within 2 days"
    claims = own_predicates_decide(vocab, claims, clauses)
    claims = addons_yield(vocab, claims, clauses)  # "plus a £10 call-out charge" (`addonprice`)
    claims = windowed_counts_yield(vocab, claims, clauses)  # "3 logins within 10 minutes"
    claims = body_wins(claims, places)
    # No words name it, but its section's heading does, at the stem level (`headingstem`).
    claims = _named_values_win(section_readings(vocab, claims, pending, sections))
    # A zero under a condition beside the document's own price is its exception (`exceptionzero`).
    return heading_cannot_choose(conditional_zeros_yield(claims, conditions, bounded))


#: Readings whose topic comes from outside the value's own sentence.
_CARRIED: Final = frozenset({"heading", "earlier sentence"})


def _guessed(r: Reading) -> bool:
    """Whether the reading's topic comes from outside the value's own words and sentence: a
    heading, an earlier sentence, or the catalogue's one age topic."""
    return r.topic.where in _CARRIED or r.topic.note == ONE_AGE_TOPIC


def _named_values_win(
    claims: list[tuple[SourceClaim, Reading]],
) -> list[tuple[SourceClaim, Reading]]:
    """A document does not contradict itself. Where a value that only the headings put on
    a topic differs from a value on that topic, for the same scope, whose own words (its
    sentence, its cell, its table's column header or row label) name the topic, the named
    one is the topic's and the other measures something the title covers but its words do
    not name ("SOP: Cancellations and retention" with a notice-period table, then "up to 3
    months at half price" under "Retention offers"): it is `other`. So is a value that only
    an earlier sentence of its block puts on the topic ("You need to be 14 or over to go on
    your own. Anyone younger must come with an adult aged 18 or over."): carried over, it is
    a weaker reading than the document's own words for that topic. So is an age that only
    the catalogue's shape put on its one age topic (`ages.ONE_AGE_TOPIC`: "Floor staff must
    be at least 18" names no topic, and the catalogue has one age): where the same document
    names that topic's value in words that say so ("the minimum age to climb unsupervised
    is 16"), a different age the guess would add is someone else's, as in a draft
    (`guessed`)."""
    named = [c for c, r in claims if not _guessed(r) and c.topic != OTHER]

    def contradicted(c: SourceClaim) -> bool:
        return c.value is not None and any(
            n.value is not None
            and (n.topic, n.scope) == (c.topic, c.scope)
            and not same_value(n.value, c.value)
            for n in named
        )

    out: list[tuple[SourceClaim, Reading]] = []
    for c, r in claims:
        if _guessed(r) and contradicted(c):
            if r.topic.note == ONE_AGE_TOPIC:
                by = "the catalogue's one age topic puts it on"
            else:
                by = (
                    "a heading names" if r.topic.where == "heading" else "an earlier sentence names"
                )
            note = f"only {by} {c.topic}, and the document names another value for it"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
