"""The local extractor: deterministic, offline claim extraction from a catalogue's phrases.

It is the default when no API key is configured and the reference the AI modes are compared
with, so it must never invent evidence: every quote and span is a verbatim slice of its input,
and it only emits a claim where it found a value it can normalise. Anything it cannot read
is left out rather than guessed; the engine's policy-pattern detector is the backstop for
what this module misses ("no claim found" is never proof of safety).

Nothing here names a topic, a scope value or a topic's words: those come from the
workspace's catalogue (`answerguard.yaml`; the seed's when none is given), so a new topic
needs a catalogue entry, not code. How a document is read:

1. HTML comments are masked (they are invisible to readers, so they are not policy, and they
   are where prompt-injection text hides). Source sentences that address an AI are skipped.
2. The text is split into blocks and sentences (`segment`). Markdown headings, list items,
   table rows and paragraphs are blocks (a paragraph hard-wrapped over several lines is one
   block, read as if unwrapped; its quotes keep the original characters); headings give the
   blocks below them context ("## Instant transfers"), and a line's leading label ("**Team**
   – 8 hours") scopes the line. A table is read cell by cell (`tables`): a cell's value
   takes its column header's and its row label's topic and scope ("| Fee | UK | Ireland |").
3. Each sentence is searched for values (`values`): durations ("4 business days", "5-7
   days", "same day"), money ("€15", "free of charge"), percentages ("1.5%"), counts ("up to
   10 photos") and choices (a choice topic's option phrases). A value that is an instruction
   not to say it ("Do NOT promise same day"), a denial ("it won't take 2 weeks", "not 2
   days"), an old value ("instead of 5 days"), or, for a duration, a past reference ("2
   days ago") or a frequency ("24 hours a day") is dropped; an interval ("every 6 months") is
   a value only on a topic that measures how often (its label says so), or on `other`. So is, in a source, a value asked
   about ("Do refunds take 14 days?") or reported from someone else ("customer says", "they
   were told", a quotation after someone else's speech verb: 'the customer wrote: "…"'), unless the question suggests a change ("what if we promised 6 hours?": a
   proposal); in a draft such a value stays, but not as a definitive promise. A choice
   option that is only offered ("you can ask for a paper bill", "if you'd rather go
   paperless", a price of its own) states no choice, unless its clause states a default. A
   source value something is only compared with ("takes longer than 2 weeks") is no claim
   either, unless the comparison is negated (a bound) or in a condition (a threshold).
4. Each remaining value is read in its own clause first, then in the sentence, then in the
   surrounding text, to decide its topic and scope (`topics`), status wording, effective
   date and hedging (`wording`). An earlier sentence's topic carries over only to a sentence
   with no topic cue of its own that continues its subject ("Your transfer failed. It takes
   4 business days."), never to one about something else ("Our chat answers within 1 hour").
5. Cue words are read through common typing slips ("refnud", "shoudl", "istant",
   "Effecitve"): a misspelling must not turn a hedged, scoped or dated claim into a plain one.
6. A document's effective date and supersession sentence apply to all its claims; its status
   wording (a sentence with no claim of its own: "Draft — not approved") to all of them too,
   when said of the document or the change, never of the customer's process ("once your
   account is approved").
   A requirement for approval counts as status only when said of the text itself ("this
   change needs sign-off"), never when it is a procedure for something else ("Anything
   beyond that needs sign-off from the VP").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date
from itertools import product
from typing import Final, TypeVar

from guard.catalogue import OTHER, UNATTRIBUTED, Catalogue, default_catalogue
from guard.engine.values import per_period_unit, same_value
from guard.extract.local.ages import age_off_topic, age_topic, names_a_group, said_as_age
from guard.extract.local.charged import charged_for
from guard.extract.local.defects import a_fixed_defect
from guard.extract.local.entries import restated_kinds
from guard.extract.local.evidence import pick
from guard.extract.local.measured import measures_another, unit_only
from guard.extract.local.predicates import own_predicates_decide
from guard.extract.local.rates import rate_words
from guard.extract.local.runin import Place, body_wins, run_in
from guard.extract.local.scopes import names_a_scope_value, read_scopes
from guard.extract.local.segment import Clause, Sentence, sentences
from guard.extract.local.tables import cell_claims
from guard.extract.local.topics import (
    NOTHING,
    Because,
    Cue,
    cue,
    in_own_sub_clause,
    rate_topic,
    read_topic,
)
from guard.extract.local.totals import called_a_total, per_period, without_period
from guard.extract.local.turned import turned_away
from guard.extract.local.unnamed import uncovered_subject
from guard.extract.local.values import Found, claims_in
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.extract.local.windows import zero_within_window
from guard.extract.local.wording import (
    addresses_an_ai,
    asked,
    claim_status,
    compared,
    document_status,
    effective_in,
    hedged,
    most_cautious,
    offered,
    reported,
    sentence_status,
    suggests,
    supersedes_in,
)
from guard.models import (
    AiMode,
    DraftClaim,
    DraftExtraction,
    Source,
    SourceClaim,
    SourceExtraction,
    StatusWording,
    Supersedes,
    Value,
)

__all__ = [
    "Because",
    "LocalExtractor",
    "Reading",
    "extract_draft_claims",
    "extract_source_claims",
    "read_source_claims",
]

_T = TypeVar("_T")


@dataclass
class _Read:
    sentence: Sentence
    claims: list[tuple[Found, Clause]]
    #: The cue of the nearest earlier sentence that names a subject (in the same block in a
    #: source: a paragraph however it is wrapped; anywhere before it in a reply): what this
    #: sentence carries over if it continues that subject. "Sorry your transfer failed. It
    #: takes 4 business days."
    carried: Cue | None = None
    #: The sentence before this one in its block (a source's paragraph; a reply's text).
    previous: str | None = None
    #: In a source, for an entry's title sentence: the value kinds its body states
    #: (`entries`); the title's values of those kinds are the body's summary, not claims.
    restated: frozenset[str] = frozenset()


_UNSET: Final = object()


def _read(text: str, vocab: Vocabulary, *, source: bool) -> list[_Read]:
    """Sentences with their claims, and what each carries over from before it. Cues are read
    only where a claim needs them, each sentence at most once."""
    sents = sentences(text, mask=source)
    out = [
        _Read(s, cell_claims(s, vocab) if s.table_row else claims_in(s.text, vocab, intervals=True))
        for s in sents
    ]
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
                found = nearest[i] = own
                break
            pending.append(i)
            if not joined(i):
                break
            i -= 1
        for j in pending:
            nearest[j] = found
        return found  # type: ignore[return-value]  # a Cue or None: _UNSET never gets here

    for i, r in enumerate(out):
        if r.claims and joined(i):
            r.carried = nearest_cue(i - 1)
            r.previous = sents[i - 1].text
    if source:
        kinds = [frozenset(f.value.kind for f, _ in r.claims) for r in out]
        for i, r in enumerate(out):
            if r.claims:
                r.restated = restated_kinds(sents, kinds, i)
    return out


def _own_words(vocab: Vocabulary, found: Found) -> Because:
    """Why a value's own words put it on its topic: a count's noun, a choice's option."""
    assert found.topic is not None
    spec = vocab.topic(found.topic)
    option = found.value.option if found.value.kind == "choice" else None
    if spec is not None and option is not None:
        return Because("value", found.text, "choices", f"{found.topic}.{option}",
                       spec.choice_map.get(option, ()))  # fmt: skip
    return Because("value", found.text, "about", found.topic, spec.about if spec else ())


def _topic_and_value(
    vocab: Vocabulary, r: _Read, found: Found, clause: Clause
) -> tuple[str, Value, Because] | None:
    """The value's topic, its value in that topic's unit, and why; None for a price of zero
    that names no money or percent topic (no claim)."""
    kind = found.value.kind
    rated = rate_topic(vocab, kind, rate_words(found.rate)) if found.rate else None
    if rated is not None and not found.topic:
        # What an amount is charged per names its topic only when its own sub-clause names
        # none: "A freeze costs £5 per month" is the freeze's fee, charged monthly.
        own = in_own_sub_clause(vocab, kind, clause)
        rated = rated if own is None else own
    if found.topic:
        topic, why = found.topic, _own_words(vocab, found)
        measured = measures_another(vocab, topic, clause) if unit_only(found.text) else None
        if measured is not None:  # "a 23 kg checked bag": the unit's topic weighs no such bag
            topic, why = OTHER, Because("clause", measured, note="what the unit measures")
    elif rated is not None:
        topic, why = rated
    elif found.free:
        zero = _zero_topic(vocab, found, clause, r)
        if zero is None:
            return None
        topic, why = zero
    elif kind == "duration" and (charge := charged_for(clause)) is not None:
        # "After that, charge one extra day": a price in days, not a time (`charged`)
        topic, why = OTHER, Because("clause", charge, note="a duration charged for")
    else:
        topic, why = read_topic(vocab, kind, clause, r.sentence, r.carried)
        if why is NOTHING and kind == "duration":
            topic, why = _as_age(vocab, found, clause) or (topic, why)
        elif kind == "duration" and topic != OTHER and age_off_topic(vocab, topic, clause):
            # "Someone aged 18 or over must be home for the slot": an age, no slot's length
            topic, why = OTHER, Because("value", found.text, note="an age; the topic is none")
    value = found.value
    if topic != OTHER and per_period(vocab, topic) and called_a_total(clause):
        # "600 miles in total" where the topic is miles a day: a rate multiplied out (`totals`)
        topic, why = OTHER, Because("value", found.text, note="a total; the topic is a rate")
        value = value.model_copy(update={"unit": without_period(value.unit)})
    spec = vocab.topic(topic)
    if found.free:
        if spec is not None and spec.kind == "percent":
            value = Value(amount=0, unit="percent", kind="percent")
        elif spec is not None and spec.currency:
            value = value.model_copy(update={"unit": spec.currency})
    elif found.bare and spec is not None and spec.kind == "count":
        unit = spec.unit or "count"
        if found.rate:  # "2 a month" on a topic counted per year stays a bare count: D8
            unit = per_period_unit(found.text, spec.unit) or "count"
        value = value.model_copy(update={"unit": unit})
    return topic, value, why


def _as_age(vocab: Vocabulary, found: Found, clause: Clause) -> tuple[str, Because] | None:
    """A duration nothing puts on a topic that says by its own words it is an age ("at
    least 16 years of age", a bare "must be 16 or over", `bounds`): the catalogue's one
    age topic, if it has exactly one (`ages`). A bare bound in a sentence that names another
    topic's subject ("Guests must be 16 or over", "students need to be 16 or over") is that
    subject's condition, not the age to join: it stays on no topic."""
    topic = age_topic(vocab)
    if topic is None:
        return None
    if found.bare and cue(clause.sentence, vocab).strong:
        return None  # "Guests must be 16 or over": the age of what another topic names
    if not (found.bare or said_as_age(clause.sentence, clause.start, clause.end)):
        return None
    words = clause.sentence[clause.start : clause.end]
    return topic, Because("value", words, note="an age by its own words: the one age topic")


#: Where a zero's topic may be named: its own clause, or for a table cell the cell, its
#: column's header and its row's label.
_ZERO_PLACES: Final = frozenset({"clause", "cell", "column header", "row label"})


def _zero_topic(
    vocab: Vocabulary, found: Found, clause: Clause, r: _Read
) -> tuple[str, Because] | None:
    """The topic of a price of zero ("free", "waived", "no restocking fee"), or None.

    Nothing is nothing in any unit, so a zero is a claim only about a money or a percent
    topic that its own words name ("no restocking fee") or its clause names ("the delivery
    fee is waived"; in a table, the cell, its column's header or its row's label). A "free"
    said of something else ("you can cancel free of charge up to 48 hours before") is no
    claim: the 48 hours is, and a zero with no fee named would be `other` for nothing."""
    own = cue(found.text, vocab)
    for kind in ("money", "percent"):
        p = pick(vocab, own.text, own.strong, kind, (0, len(own.text)))
        if p is not None:
            spec = vocab.topic(p.topic)
            words = found.text[p.match[0] : p.match[1]]
            about = spec.about if spec else ()
            return p.topic, Because("value", words, "about", p.topic, about, "", p.tied)
    if "money" in vocab.kinds:
        topic, why = read_topic(vocab, "money", clause, r.sentence, r.carried)
        if topic != OTHER and why.where in _ZERO_PLACES:
            return topic, why
    if "percent" in vocab.kinds:
        # only a percent topic right by it, or its table column's: "No fee to issue a
        # refund (but the transaction fee isn't returned)" says nothing of the fee's rate
        if clause.cell is not None:
            topic, why = read_topic(vocab, "percent", clause, r.sentence, r.carried)
            return (topic, why) if topic != OTHER and why.where in _ZERO_PLACES else None
        return in_own_sub_clause(vocab, "percent", clause)
    return None


def _kind_of(vocab: Vocabulary, topic: str) -> str | None:
    spec = vocab.topic(topic)
    return spec.kind if spec else None


#: Why a value found in a sentence makes no claim there (a trace shows it; `setaside`
#: decides which count as a deliberate reading).
BARE_NO_TOPIC: Final = "a bare number on no topic"
OFFERED: Final = "an option only offered"
SCOPE_NAME: Final = "the name of a scope value"
REPORTED: Final = "someone else's words"
COMPARED: Final = "a baseline it is compared with"
ASKED: Final = "a question"
ZERO_OF_NO_FEE: Final = "a zero said of no fee"
OFF_INTERVAL: Final = "an interval, on no topic that measures how often"
UNNAMED_OPTION: Final = "an option's words where nothing names its topic"
GROUP: Final = "an age that names a group, not a limit"
WINDOWED_ZERO: Final = "a zero said only inside a time window"
DEFECT: Final = "a defect a release note says was fixed"
ENTRY_TITLE: Final = "an entry's title, whose body states the value"
# A duration topic that measures how often something happens, as its label says ("how often
# the Direct Debit is reviewed", "review frequency"): "every 6 months" is its value.
_HOW_OFTEN_RE: Final = re.compile(r"\bhow\s+often\b|\bfrequency\b|\binterval\b", re.I)


def _takes_intervals(vocab: Vocabulary, topic: str) -> bool:
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "duration" and bool(_HOW_OFTEN_RE.search(spec.label))


def _not_a_value(vocab: Vocabulary, found: Found, clause: Clause, r: _Read) -> str | None:
    """Why the value is none (None if it is one): a choice option mentioned as something to
    opt into, not as what applies; a "free" that names a scope value (a plan called Free),
    not a price; a bare number ("at least 16") that lands on no topic: without one it has
    no unit, so it is left to the engine as an unread number rather than guessed; or an
    interval ("every 2 days") on a topic that measures how long, not how often."""
    if found.bare:
        topic = _topic_and_value(vocab, r, found, clause)
        return BARE_NO_TOPIC if topic is not None and topic[0] == OTHER else None
    if found.interval:
        # kept on a how-often topic, and on `other` where words put it there (a subject the
        # catalogue does not cover: "send us a meter reading every 3 months")
        got = _topic_and_value(vocab, r, found, clause)
        if got is not None and (
            _takes_intervals(vocab, got[0]) or (got[0] == OTHER and got[2].where != NOTHING.where)
        ):
            return None
        return OFF_INTERVAL
    if found.value.kind == "choice":
        return OFFERED if offered(clause, table_row=r.sentence.table_row) else None
    named = found.free and names_a_scope_value(
        vocab,
        clause.sentence,
        found.start,
        found.end,
        cell=r.sentence.table_row,
        line_start=r.sentence.line_start,
    )
    return SCOPE_NAME if named else None


def _named(vocab: Vocabulary, topic: str, clause: Clause, r: _Read) -> bool:
    """The choice `topic` is what the value's context is about: its clause, sentence,
    block, headings or title name it. An option's words alone are common English
    ("automatically", "by email"): in a source about smart meters, "sends us your readings
    automatically" says nothing of how a discount is given."""
    if turned_away(vocab, topic, clause.sentence, r.previous):
        return False  # its block is about something the topic excludes (`turned`)
    on, why = read_topic(vocab, "choice", clause, r.sentence, r.carried)
    return topic == on or topic in why.alternatives


def source_skip(vocab: Vocabulary, found: Found, clause: Clause, r: _Read) -> str | None:
    """Why a source states no claim with this value, or None: not a value, someone else's
    words, a baseline, or a question that suggests no change."""
    why = _not_a_value(vocab, found, clause, r)
    if why is not None:
        return why
    if found.value.kind == "choice" and found.topic and not _named(vocab, found.topic, clause, r):
        return UNNAMED_OPTION
    if found.value.kind == "duration" and names_a_group(clause.sentence, clause.start, clause.end):
        return GROUP  # "members aged 16 or 17 need consent": who, not a limit (`ages`)
    if found.free and zero_within_window(clause):
        return WINDOWED_ZERO  # "in the last 49 days there are no exit fees" (`windows`)
    if reported(clause):
        return REPORTED
    if found.value.kind in r.restated:
        return ENTRY_TITLE  # "**2-hour windows.** In the US, members book a 2-hour window…"
    if a_fixed_defect(r.sentence):
        return DEFECT  # "Fixed: some bookings showed a deposit of £0" (`defects`)
    if compared(clause):
        return COMPARED
    if asked(clause) and not suggests(r.sentence.text):
        return ASKED
    return None


def _as_written(found: Found) -> str:
    """The value's words, one space between them where emphasis markers were blanked ("up
    to **two** guests" gives "two guests")."""
    return " ".join(found.text.split())


# --- sources -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _DocumentFacts:
    """What a document says about all its claims: sentences without a claim of their own."""

    status: StatusWording
    effective_from: date | None
    supersedes: Supersedes | None


def _document_facts(read: list[_Read], vocab: Vocabulary) -> _DocumentFacts:
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


@dataclass(frozen=True)
class Reading:
    """How the local extractor read one source claim: the words that put it on its topic
    and those that gave each dimension its value, with the catalogue phrases they matched.
    A claim whose words name several values of a dimension is one claim per value, each
    with the same reading."""

    topic: Because
    scope: dict[str, Because] = field(default_factory=dict)


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
    for i, r in enumerate(read):
        if not r.claims:
            continue
        more = i + 1 < len(read) and read[i + 1].sentence.line == r.sentence.line
        heading = run_in(r.sentence, more)
        # Sentence-wide wording is read once: deprecation only binds its own clause.
        status_here = most_cautious(doc.status, sentence_status(r.sentence.text))
        supersedes = _supersedes(r.sentence, vocab) or doc.supersedes
        for found, clause in r.claims:
            status = most_cautious(status_here, claim_status(clause.own))
            if source_skip(vocab, found, clause, r) is not None:
                continue  # someone else's words, a baseline, a question about the facts...
            if asked(clause):
                status = most_cautious(status, "proposed")  # a question that suggests a change
            got = _topic_and_value(vocab, r, found, clause)
            if got is None:
                continue  # a zero said of no fee
            topic, value, why = got
            titled = why.words if why.where == "heading" else ""
            scopes, scope_why = read_scopes(vocab, clause, r.sentence, titled)
            reading = Reading(why, scope_why)
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
                places.append((r.sentence.line, heading))
                clauses.append(clause)
    claims = own_predicates_decide(vocab, claims, clauses)
    return _named_values_win(body_wins(claims, places))


def _named_values_win(
    claims: list[tuple[SourceClaim, Reading]],
) -> list[tuple[SourceClaim, Reading]]:
    """A document does not contradict itself. Where a value that only the headings put on
    a topic differs from a value on that topic, for the same scope, whose own words (its
    sentence, its cell, its table's column header or row label) name the topic, the named
    one is the topic's and the other measures something the title covers but its words do
    not name ("SOP: Cancellations and retention" with a notice-period table, then "up to 3
    months at half price" under "Retention offers"): it is `other`."""
    named = [c for c, r in claims if r.topic.where != "heading" and c.topic != OTHER]

    def contradicted(c: SourceClaim) -> bool:
        return c.value is not None and any(
            n.value is not None
            and (n.topic, n.scope) == (c.topic, c.scope)
            and not same_value(n.value, c.value)
            for n in named
        )

    out: list[tuple[SourceClaim, Reading]] = []
    for c, r in claims:
        if r.topic.where == "heading" and contradicted(c):
            note = f"only a heading names {c.topic}, and the document names another value for it"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out


# --- drafts ------------------------------------------------------------------------------------


# Comparative words that say a topic's value differs from another without giving it: "a
# lower free-shipping minimum", "the return window is longer". Each kind has its own: "more"
# counts things, "longer" measures time, "lower" prices and rates.
_COMPARATIVES: Final[dict[str, str]] = {
    "duration": r"longer|shorter|quicker|faster|slower|extended|reduced",
    "money": r"lower|higher|cheaper|smaller|bigger|larger|greater|reduced|discounted",
    "percent": r"lower|higher|smaller|bigger|larger|greater|reduced",
    "count": r"more|fewer|less|extra|higher|lower|bigger|larger|greater",
}
# After the topic's words: "the delivery fee is lower", "returns take longer".
_LINK: Final = (
    r"\s+(?:is|are|was|will\s+be|would\s+be|gets?|got|takes?|runs?|stays?)"
    r"(?:\s+(?:a\s+(?:bit|lot|little)|much|slightly|even|far|way))?\s+"
)


def _comparisons(r: _Read, vocab: Vocabulary) -> list[tuple[str, str, Clause]]:
    """A draft sentence with no value that compares a named topic's value with another's
    ("Plus members get a lower free-shipping minimum than standard members"): a claim about
    the topic with no value, (topic, the words, clause). The comparative must be of the
    topic's kind and touch its words: right before them, or after a linking verb."""
    if r.sentence.table_row:
        return []
    text = r.sentence.text
    out: list[tuple[str, str, Clause]] = []
    for start, end, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        words = _COMPARATIVES.get(spec.kind) if spec is not None else None
        if words is None or any(t == topic for t, _, _ in out):
            continue
        before = re.search(rf"\b(?:{words})[\s-]+$", text[:start], re.I)
        after = re.compile(rf"{_LINK}(?:{words})\b", re.I).match(text, end)
        if before is None and after is None:
            continue
        a = before.start() if before is not None else start
        b = after.end() if after is not None else end
        clause = Clause(text[:a], text[b:], text, text[:a], a, b)
        out.append((topic, text[a:b], clause))
    return out


def _unattributed_count(vocab: Vocabulary, found: Found, clause: Clause, r: _Read) -> bool:
    """A draft's bare count per period ("You can bring 2 a month") whose words name no topic
    and no uncovered subject: like any value that names nothing, it is the engine's to read
    on the ticket's count topic (a source's is no claim: a document names its subjects)."""
    if not (found.bare and found.rate and found.value.kind == "count"):
        return False
    got = _topic_and_value(vocab, r, found, clause)
    return (
        got is not None
        and got[2].where == NOTHING.where
        and uncovered_subject(vocab, clause, r.carried, "count") is None
    )


def extract_draft_claims(text: str, catalogue: Catalogue | None = None) -> list[DraftClaim]:
    """Claims of a draft reply. Comments are not masked and nothing is skipped as an
    injection: in a draft, more claims can only make the check stricter. A sentence that
    compares a topic's value with another's and gives no number is a claim with no value
    (`_comparisons`), which the rules cannot support (D8)."""
    vocab = vocabulary(catalogue or default_catalogue())
    claims: list[DraftClaim] = []
    for r in _read(text, vocab, source=False):
        if not r.claims:
            for topic, words, clause in _comparisons(r, vocab):
                claims.append(
                    DraftClaim(
                        claim_id=f"draft#c{len(claims) + 1}",
                        topic=topic,
                        value=None,
                        value_text=" ".join(words.split()),
                        span=r.sentence.quote,
                        definitive=not (hedged(clause) or asked(clause) or reported(clause)),
                    )
                )
        for found, clause in r.claims:
            if _not_a_value(vocab, found, clause, r) and not _unattributed_count(
                vocab, found, clause, r
            ):
                continue  # an option offered, or a plan called Free
            got = _topic_and_value(vocab, r, found, clause)
            if got is None:
                continue  # a zero said of no fee
            topic, value, why = got
            kind = found.value.kind
            if (
                why.where == NOTHING.where
                and uncovered_subject(vocab, clause, r.carried, kind) is None
            ):
                topic = UNATTRIBUTED  # no words name a topic: the engine asks the ticket
            claims.append(
                DraftClaim(
                    claim_id=f"draft#c{len(claims) + 1}",
                    topic=topic,
                    alternatives=list(why.alternatives),
                    value=value,
                    value_text=_as_written(found),
                    span=r.sentence.quote,
                    # A question back to the customer or their own words repeated ("you were
                    # told 2 weeks") is no promise: it can soften a contradiction, not make one.
                    definitive=not (hedged(clause) or asked(clause) or reported(clause)),
                )
            )
    return claims


# --- the extractor -----------------------------------------------------------------------------


def _error(e: Exception) -> str:
    return f"local extractor failed: {type(e).__name__}: {e}"


class LocalExtractor:
    """The offline extractor behind `mode = "local"`; its results are labelled as rules,
    never as a model's output. It reads with one catalogue (the seed's by default), which a
    cache keys on (`extractor.catalogue.hash`)."""

    mode: AiMode = "local"
    model: str = "local-rules"
    #: Part of the claims index's key: bump it when what the extractor reads changes, so a
    #: database indexed by an older version is read again (local mode re-indexes on start).
    #: local-2: minutes, months and years; values inside Markdown emphasis. local-3: the
    #: nearest topic of a value's kind, changes "from X to Y", struck text, zero words,
    #: "more than one", quoted speech, fortnights.
    #: local-4: topics by evidence (issue 17): ties, unattributed draft values, a zero only
    #: on a named fee, the title as outermost heading, approval wording said of the document.
    #: local-5: a source with no claim lists the values it set aside, and why; pence;
    #: intervals on a how-often topic; a count's limit noun first ("cap referrals at 10");
    #: a source's choice option only where its context names the topic.
    #: local-6: a source misread into a conflict: a run-in heading yields to its item, a
    #: block turned to an excluded subject, one value per own predicate, a total is no
    #: rate, what a unit of measure measures, a duration charged for, an age off an age topic;
    #: and in drafts: loose phrase matches, a rate's "a month" as "per month", the age someone
    #: must reach first, a count per period, a qualified "free", a phrase's verb without its
    #: -s, a participle said of the noun before its comma;
    #: and from the sources' structure: scope from the sentence's lead or a continuing
    #: predicate, a title's scope with its topic words, asides; fixed defects and entry titles
    #: set aside; another country is "abroad"; "a 4-hour window"; a chosen day; asides in a
    #: status subject; a clock time's minutes are never a count's number ("09:40 guests");
    #: an option with a price in pence of its own is offered ("add it for 80p").
    prompt_version: str = "local-6"

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self._catalogue = catalogue

    @property
    def catalogue(self) -> Catalogue:
        """The catalogue it reads with (a subclass that skips `__init__` reads the seed's)."""
        return getattr(self, "_catalogue", None) or default_catalogue()

    @catalogue.setter
    def catalogue(self, value: Catalogue | None) -> None:
        self._catalogue = value

    def extract_source(self, source: Source) -> SourceExtraction:
        """Never raises: an unexpected failure is an unread source (ok=False), which the
        engine treats differently from a source with no claims."""
        source_id = str(getattr(source, "id", ""))
        return _guarded(
            lambda: _source_extraction(source, self.catalogue),
            lambda e: SourceExtraction(source_id=source_id, ok=False, error=_error(e)),
        )

    def extract_draft(self, text: str) -> DraftExtraction:
        """Never raises: a failed draft extraction must block the send (D0a), not crash it."""
        shown = text if isinstance(text, str) else str(text)
        return _guarded(
            lambda: DraftExtraction(text=shown, claims=extract_draft_claims(text, self.catalogue)),
            lambda e: DraftExtraction(text=shown, ok=False, error=_error(e)),
        )


def _source_extraction(source: Source, catalogue: Catalogue) -> SourceExtraction:
    """The claims; for a source with none, the values it read and set aside, so that a
    source whose only values are someone else's words is not counted unread."""
    from guard.extract.local.setaside import set_aside  # it reads with this module

    claims = extract_source_claims(source, catalogue)
    aside = [] if claims else [a.item for a in set_aside(source.body, source.title, catalogue)]
    return SourceExtraction(source_id=source.id, claims=claims, set_aside=aside)


def _guarded(run: Callable[[], _T], on_error: Callable[[Exception], _T]) -> _T:
    try:
        return run()
    except Exception as e:  # the contract is "never raises"; the error text says what broke
        return on_error(e)
