"""How one value found in a sentence is read: its topic, its own words, and why it makes no claim.

Shared by the source reader (`documents`), the draft reader (`drafts`) and `setaside`, so
none of them has to import the package's `__init__`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Final

from guard.engine.values import per_period_unit
from guard.extract.local.absentparty import BELOW_NEEDS_PARTY, age_group_noun, below_needs_party
from guard.extract.local.actionzero import zero_of_an_action
from guard.extract.local.ages import (
    ONE_AGE_TOPIC,
    age_off_topic,
    age_topic,
    group_said_alone,
    names_a_group,
    never_an_age,
    of_someone_else,
    qualifies_a_noun,
    said_as_age,
    time_on_an_age,
)
from guard.extract.local.answers import with_questions
from guard.extract.local.backref import refers_back
from guard.extract.local.carriedanchor import without_opening_time
from guard.extract.local.changenotice import notice_of_own_change
from guard.extract.local.charged import charged_for
from guard.extract.local.clausetopic import in_own_sub_clause
from guard.extract.local.cues import NOTHING, Because, Cue, cue
from guard.extract.local.defects import a_fixed_defect
from guard.extract.local.directions import OTHER_WAY, against_topic
from guard.extract.local.elsewhere import said_elsewhere
from guard.extract.local.entries import restated_kinds
from guard.extract.local.evidence import pick
from guard.extract.local.followup import a_response_time, unnamed_response_time
from guard.extract.local.found import Found
from guard.extract.local.freeplan import names_a_scope_value
from guard.extract.local.labelcondition import against_condition
from guard.extract.local.lateraction import zero_of_a_later_action
from guard.extract.local.limits import is_limit
from guard.extract.local.measured import measures_another, unit_only
from guard.extract.local.namedlabel import label_names_a_scope_value
from guard.extract.local.ofchange import measures_the_change
from guard.extract.local.othernoun import counts_another_noun
from guard.extract.local.othersdo import what_others_do
from guard.extract.local.rates import rate_words
from guard.extract.local.reductions import is_reduction
from guard.extract.local.roles import not_the_topics_age
from guard.extract.local.segment import Clause, Sentence, sentences
from guard.extract.local.setapart import set_apart
from guard.extract.local.stillsaid import STILL_SAID, still_said
from guard.extract.local.straddle import straddling_price
from guard.extract.local.subject import own_subject
from guard.extract.local.tables import cell_claims
from guard.extract.local.tails import past_previous_tail
from guard.extract.local.thingage import age_of_a_thing
from guard.extract.local.topics import rate_topic, read_topic
from guard.extract.local.totals import called_a_total, per_period, without_period
from guard.extract.local.turned import turned_away
from guard.extract.local.uncoveredrate import uncovered_priced
from guard.extract.local.undecided import undecided_blocks
from guard.extract.local.values import claims_in
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.windows import zero_within_window
from guard.extract.local.wording import (
    asked,
    compared,
    offered,
    reported,
    suggests,
)
from guard.extract.local.zerocells import zero_of_another_column
from guard.extract.local.zerothreshold import threshold_topic
from guard.kb.catalogue import OTHER
from guard.models import Value


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


def _read(text: str, vocab: Vocabulary, *, source: bool) -> list[_Read]:
    """Sentences with their claims, and what each carries over from before it. Cues are read
    only where a claim needs them, each sentence at most once."""
    sents = sentences(text, mask=source)
    out = [_Read(s, cell_claims(s, vocab) if s.table_row else _claims(s, vocab)) for s in sents]
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
        subject = own_subject(vocab, kind, clause, labels=False) if own is None else None
        if subject is not None:  # "each extra step adds £1.80 a week": the step's price
            own = OTHER, Because("clause", subject, note="its clause's own subject names no topic")
        elif own is None and (priced := uncovered_priced(vocab, clause)) is not None:
            own = OTHER, priced  # "add Pet Insurance for £6 a month" (`uncoveredrate`)
        rated = rated if own is None else own
    if found.topic:
        topic, why = found.topic, _own_words(vocab, found)
        measured = measures_another(vocab, topic, clause) if unit_only(found.text) else None
        if measured is not None:  # "a 23 kg checked bag": the unit's topic weighs no such bag
            topic, why = OTHER, Because("clause", measured, note="what the unit measures")
        elif kind == "count" and (noun := counts_another_noun(vocab, topic, found.text)):
            # "One boat per mooring" on people per mooring: it counts boats (`othernoun`)
            topic, why = OTHER, Because("value", found.text, note=f"it counts {noun}")
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
            # "Under-16s need a parent" on the age to go without one (`absentparty`)
            topic, why = (
                _as_age(vocab, found, clause)
                or below_needs_party(vocab, clause)
                or _response_time(vocab, clause)
                or (
                    topic,
                    why,
                )
            )
        elif kind == "duration" and why.where in _AROUND:
            topic, why = _around_age(vocab, found, (topic, why))
        elif kind == "duration" and topic != OTHER and age_off_topic(vocab, topic, clause):
            # "Someone aged 18 or over must be home for the slot": an age, no slot's length
            topic, why = OTHER, Because("value", found.text, note="an age; the topic is none")
        elif (
            kind == "duration"
            and topic != OTHER
            and time_on_an_age(
                vocab, topic, found.value.unit or "", clause.sentence, clause.start, clause.end
            )
        ):
            # "email the account holder within 2 working days": a time, no age (`ages`)
            note = f"a time in {found.value.unit}, not an age"
            topic, why = OTHER, replace(why, note=note)
        elif (
            kind == "duration"
            and topic != OTHER
            and (promise := a_response_time(vocab, topic, clause)) is not None
        ):
            # "our team will get back to you within 2 days to confirm the refund" (`followup`)
            topic, why = OTHER, Because("clause", promise, note="a promise of contact")
        if (
            kind == "duration"
            and topic != OTHER
            and why.where in _NOT_ITS_CLAUSE
            and (thing := age_of_a_thing(vocab, topic, clause.sentence, found.start, found.end))
        ):
            # "apply the wear table to items older than a year": which items (`thingage`)
            topic, why = OTHER, Because("clause", thing, note="how old a thing is, not a limit")
    if (
        kind == "money"
        and not (found.free or found.topic)
        and (spent := threshold_topic(vocab, topic, why, clause.sentence, found.start, found.end))
    ):
        # "£4.99, or free if you spend over £40": the £40 is the spend (`zerothreshold`)
        topic, why = spent
    if (
        topic != OTHER
        and why.where in _AROUND
        and (apart := set_apart(vocab, topic, r.following)) is not None
    ):
        # "… you also have 5 minutes to read the signs. That's separate from the grace
        # period.": the next sentence says what it is not (`setapart`)
        topic, why = OTHER, Because("next sentence", apart, note="said to be apart from it")
    elif (
        topic != OTHER
        and why.note != BELOW_NEEDS_PARTY
        and against_topic(vocab, topic, clause.sentence, found.start, found.end)
    ):
        # "Up to 5 a box, and at least 2": the 2 is the minimum, not the maximum (`directions`)
        topic, why = OTHER, Because("value", found.text, note=OTHER_WAY)
    elif topic != OTHER and (
        swapped := against_condition(vocab, topic, clause.sentence, found.start, found.end)
    ):
        # "within your trial, so there's no fee" on "fee after the trial" (`labelcondition`)
        topic, why = swapped
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


#: Where a topic is read from the text around a value, not from its own sentence.
_AROUND: Final = frozenset({"heading", "earlier sentence", "question"})
#: Where a topic is read from outside the value's own clause: a thing's age there yields
#: (`thingage`); a clause naming the topic ("tickets older than a day can't be refunded")
#: makes the age the topic's limit.
_NOT_ITS_CLAUSE: Final = _AROUND | {"sentence"}


def _response_time(vocab: Vocabulary, clause: Clause) -> tuple[str, Because] | None:
    """A duration nothing puts on a topic that times a promise to contact the customer
    ("they'll message you back within 24 hours"): a response time no topic covers, topic
    `other` (`followup.unnamed_response_time`)."""
    promise = unnamed_response_time(vocab, clause)
    if promise is None:
        return None
    return OTHER, Because("clause", promise, note="a promise of contact")


def _around_age(vocab: Vocabulary, found: Found, read: tuple[str, Because]) -> tuple[str, Because]:
    """A duration only the text around it puts on a topic, read against ages (`ages`): a
    time in minutes, hours or days is no value of an age topic, whatever the heading. (An
    age said of someone there, "drivers must be 25 or over", stays the carried reading, which
    the document's own named values may still overrule: `documents`.)"""
    if never_an_age(vocab, read[0], found.value.unit or ""):
        note = f"a time in {found.value.unit}, carried onto an age by the {read[1].where}"
        return OTHER, replace(read[1], note=note)
    return read


def _as_age(vocab: Vocabulary, found: Found, clause: Clause) -> tuple[str, Because] | None:
    """A duration nothing puts on a topic that says by its own words it is an age ("at
    least 16 years of age", a bare "must be 16 or over", `bounds`): the catalogue's one
    age topic, if it has exactly one (`ages`). A bare bound in a sentence that names another
    topic's subject ("Guests must be 16 or over", "students need to be 16 or over") is that
    subject's condition, not the age to join: it stays on no topic. So does an age that
    qualifies a noun there ("pets aged 8 or over pay a co-payment")."""
    topic = age_topic(vocab)
    if topic is None or of_someone_else(vocab, topic, clause.sentence):
        return None  # none, or the topic's label says whose age and the sentence is not theirs
    qualifier = qualifies_a_noun(clause.sentence, clause.start)
    if (found.bare or qualifier) and cue(clause.sentence, vocab).strong:
        return None  # "Guests must be 16 or over": the age of what another topic names
    if not (found.bare or said_as_age(clause.sentence, clause.start, clause.end)):
        return None
    words = clause.sentence[clause.start : clause.end]
    return topic, Because("value", words, note=ONE_AGE_TOPIC)


#: Where a zero's topic may be named: its own clause, or for a table cell the cell, its
#: column's header and its row's label.
_ZERO_PLACES: Final = frozenset({"clause", "cell", "column header", "row label"})


_FREE_WORD_RE: Final = re.compile(r"\bfree\b", re.IGNORECASE)


def _zero_topic(
    vocab: Vocabulary, found: Found, clause: Clause, r: _Read
) -> tuple[str, Because] | None:
    """The topic of a price of zero (see `_zero_topic_named`), unless that topic's own label
    names the free thing ("basket size for free delivery"): what makes a thing free is its
    value, so "delivery is free on orders over £15" says the £15, and the "free" is no zero
    of it."""
    got = _zero_topic_named(vocab, found, clause, r)
    if got is None:
        return None
    spec = vocab.topic(got[0])
    if is_limit(vocab, got[0]):  # "our cover at no extra cost": the cover's price (`limits`)
        return None
    return None if spec is not None and _FREE_WORD_RE.search(spec.label or "") else got


def _zero_topic_named(
    vocab: Vocabulary, found: Found, clause: Clause, r: _Read
) -> tuple[str, Because] | None:
    """The topic of a price of zero ("free", "waived", "no restocking fee"), or None.

    Nothing is nothing in any unit, so a zero is a claim only about a money or a percent
    topic that its own words name ("no restocking fee") or its clause names ("the delivery
    fee is waived"; in a table, the cell, its column's header or its row's label). A "free"
    said of something else ("you can cancel free of charge up to 48 hours before") is no
    claim: the 48 hours is, and a zero with no fee named would be `other` for nothing. A
    percent topic that is a reduction ("member discount") takes no zero (`reductions`)."""
    own = cue(found.text, vocab)
    for kind in ("money", "percent"):
        p = pick(vocab, own.text, own.strong, kind, (0, len(own.text)))
        if p is not None and not is_reduction(vocab, p.topic):
            spec = vocab.topic(p.topic)
            words = found.text[p.match[0] : p.match[1]]
            about = spec.about if spec else ()
            return p.topic, Because("value", words, "about", p.topic, about, "", p.tied)
    # "| Day pass | £25 | none |" under "Credits": no credits, no price (`zerocells`)
    if "money" in vocab.kinds and not zero_of_another_column(vocab, clause.cell, "money"):
        # "2 passes a month, and they're free": "a month" is the passes' (`tails`)
        own_clause = past_previous_tail(clause)
        topic, why = read_topic(vocab, "money", own_clause, r.sentence, r.carried)
        if zero_of_an_action(found.text, clause.left, why.words):
            return None  # "cancel your pass free of charge": cancelling is free (`actionzero`)
        if zero_of_a_later_action(found.text, clause.sentence[: clause.start], why.words):
            return None  # "if we cancel, you can travel on another at no cost" (`lateraction`)
        if topic != OTHER and why.where in _ZERO_PLACES:
            return topic, why
        across = straddling_price(vocab, clause.left, found.text)  # "delivery is" + "is free"
        if across is not None:
            return across
    if "percent" in vocab.kinds:
        # only a percent topic right by it, or its table column's: "No fee to issue a
        # refund (but the transaction fee isn't returned)" says nothing of the fee's rate
        if clause.cell is not None:
            if zero_of_another_column(vocab, clause.cell, "percent"):
                return None
            topic, why = read_topic(vocab, "percent", clause, r.sentence, r.carried)
            named = topic != OTHER and why.where in _ZERO_PLACES
            return (topic, why) if named and not is_reduction(vocab, topic) else None
        got = in_own_sub_clause(vocab, "percent", clause)
        return None if got is None or is_reduction(vocab, got[0]) else got
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
ELSEWHERE: Final = "a value for a place no scope names"
#: "the three months" right after a sentence that states three months (`backref`).
BACK_REFERENCE: Final = "a value that refers back to the one the sentence before states"
#: "30 days' notice of the change" in the text announcing that change (`ofchange`).
OF_THE_CHANGE: Final = "a lead time of the change the text announces"


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
    words, a baseline, a question that suggests no change, or a value for a place no scope
    names."""
    why = _not_a_value(vocab, found, clause, r)
    if why is not None:
        return why
    if found.value.kind == "choice" and found.topic and not _named(vocab, found.topic, clause, r):
        return UNNAMED_OPTION
    if found.value.kind == "duration" and names_a_group(clause.sentence, clause.start, clause.end):
        return GROUP  # "members aged 16 or 17 need consent": who, not a limit (`ages`)
    if age_group_noun(found.text) and below_needs_party(vocab, clause) is None:
        return GROUP  # "Under-10s may climb with a grown-up": who (`absentparty`)
    if found.value.kind == "duration" and group_said_alone(clause.sentence):
        got = _topic_and_value(vocab, r, found, clause)
        if got is not None and got[2].note == ONE_AGE_TOPIC:
            return GROUP  # "Children aged 6 and over." alone, nothing names a topic (`ages`)
    if (whose := not_the_topics_age(vocab, found, clause)) is not None:
        return whose  # "her 15-year-old", "when a guardian (aged 18 or over) signs" (`roles`)
    if found.free and zero_within_window(clause):
        return WINDOWED_ZERO  # "in the last 49 days there are no exit fees" (`windows`)
    if reported(clause) or what_others_do(clause.sentence, clause.end):
        return REPORTED  # or "21 days is what Brightway do": another firm's (`othersdo`)
    if still_said(clause):
        return STILL_SAID  # "the FAQ page still says €12" (`stillsaid`)
    if refers_back(vocab, found, clause.sentence[: clause.start], r.previous):
        return BACK_REFERENCE  # "…a term of three months. … before the three months are up"
    if _of_the_change(vocab, found, clause, r):
        return OF_THE_CHANGE  # "members get 30 days' notice of the change" (`ofchange`)
    if found.value.kind in r.restated:
        return ENTRY_TITLE  # "**2-hour windows.** In the US, members book a 2-hour window…"
    if a_fixed_defect(r.sentence) and not label_names_a_scope_value(vocab, r.sentence):
        return DEFECT  # "Fixed: some bookings showed a deposit of £0" (`defects`)
    if compared(clause):
        return COMPARED
    if asked(clause) and not (suggests(r.sentence.text) or r.undecided):
        return ASKED
    return ELSEWHERE if _elsewhere(vocab, found, clause, r) else None


def _of_the_change(vocab: Vocabulary, found: Found, clause: Clause, r: _Read) -> bool:
    """The value is the lead time of the change the text announces (`ofchange`), or the
    notice the writer gives before a change it makes (`changenotice`), on a topic not about
    changes."""
    if found.value.kind != "duration":
        return False
    got = _topic_and_value(vocab, r, found, clause)
    if got is None:
        return False
    before, after = clause.sentence[: clause.start], clause.sentence[clause.end :]
    return measures_the_change(vocab, got[0], after) or notice_of_own_change(
        vocab, got[0], before, after
    )  # "we may change the fee on giving you 30 days' notice" (`changenotice`)


def _elsewhere(vocab: Vocabulary, found: Found, clause: Clause, r: _Read) -> bool:
    """The value's own clause puts it in a place no scope names ("in the EU"), and its topic
    is not about being abroad (`elsewhere`)."""
    got = _topic_and_value(vocab, r, found, clause)
    own = f"{clause.left}{found.text}{clause.right}"
    return got is not None and said_elsewhere(vocab.catalogue, got[0], own) is not None


def _as_written(found: Found) -> str:
    """The value's words, one space between them where emphasis markers were blanked ("up
    to **two** guests" gives "two guests")."""
    return " ".join(found.text.split())


@dataclass(frozen=True)
class Reading:
    """How the local extractor read one source claim: the words that put it on its topic
    and those that gave each dimension its value, with the catalogue phrases they matched.
    A claim whose words name several values of a dimension is one claim per value, each
    with the same reading."""

    topic: Because
    scope: dict[str, Because] = field(default_factory=dict)
