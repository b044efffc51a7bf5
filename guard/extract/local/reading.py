"""How one value found in a sentence is read: its topic and its value in that topic's unit,
and the words that decided them (`Reading`).

Shared by the source reader (`documents`), the draft reader (`drafts`) and `setaside`, so
none of them has to import the package's `__init__`. The text's sentences and what each
carries over are read in `readtext`; a price of zero's topic in `zerotopic`; why a value
makes no claim in `noclaim`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Final

from guard.engine.values import per_period_unit
from guard.extract.local.absentparty import BELOW_NEEDS_PARTY, below_needs_party
from guard.extract.local.ages import (
    ONE_AGE_TOPIC,
    age_topic,
    never_an_age,
    qualifies_a_noun,
    role_singled_out,
    said_as_age,
    time_on_an_age,
)
from guard.extract.local.boundcount import counts_another_thing
from guard.extract.local.charged import charged_for
from guard.extract.local.clausetopic import in_own_sub_clause
from guard.extract.local.cues import NOTHING, Because, cue
from guard.extract.local.directions import BOUND_NOUN, OTHER_WAY, against_topic, bound_noun_topic
from guard.extract.local.followup import a_response_time, unnamed_response_time
from guard.extract.local.found import Found
from guard.extract.local.freething import threshold_for_another_thing
from guard.extract.local.holder import someone_elses_age
from guard.extract.local.labelcondition import against_condition
from guard.extract.local.measured import measures_another, unit_only
from guard.extract.local.othernoun import counts_another_noun
from guard.extract.local.otherplace import placed_elsewhere
from guard.extract.local.overdue import measures_lateness
from guard.extract.local.ownunit import own_place
from guard.extract.local.paidahead import PAID_AHEAD, paid_ahead_topic
from guard.extract.local.percentnoun import percent_noun
from guard.extract.local.personage import age_on_a_time
from guard.extract.local.rates import rate_words
from guard.extract.local.readtext import Read
from guard.extract.local.scopefree import excepted_topic
from guard.extract.local.segment import Clause
from guard.extract.local.setapart import set_apart
from guard.extract.local.subject import own_subject
from guard.extract.local.thingage import age_of_a_thing
from guard.extract.local.topics import rate_topic, read_topic
from guard.extract.local.totals import called_a_total, per_period, without_period
from guard.extract.local.uncoveredrate import uncovered_priced
from guard.extract.local.unitperiod import other_period, own_period_unit
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.zerothreshold import threshold_topic
from guard.extract.local.zerotopic import zero_topic
from guard.kb.catalogue import OTHER
from guard.models import Value


def _own_words(vocab: Vocabulary, found: Found) -> Because:
    """Why a value's own words put it on its topic: a count's noun, a choice's option."""
    assert found.topic is not None
    spec = vocab.topic(found.topic)
    option = found.value.option if found.value.kind == "choice" else None
    if spec is not None and option is not None:
        return Because("value", found.text, "choices", f"{found.topic}.{option}",
                       spec.choice_map.get(option, ()))  # fmt: skip
    return Because("value", found.text, "about", found.topic, spec.about if spec else ())


def topic_and_value(
    vocab: Vocabulary, r: Read, found: Found, clause: Clause
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
        zero = zero_topic(vocab, found, clause, r) or _excepted(vocab, r, found, clause)
        if zero is None:
            return None
        topic, why = zero
    elif kind == "duration" and (charge := charged_for(clause)) is not None:
        # "After that, charge one extra day": a price in days, not a time (`charged`)
        topic, why = OTHER, Because("clause", charge, note="a duration charged for")
    else:
        topic, why = read_topic(vocab, kind, clause, r.sentence, r.carried)
        if (
            kind == "percent"
            and topic != OTHER
            and why.where != "clause"
            and (noun := percent_noun(vocab, clause))
        ):
            # "… though cards carry a 2.5% surcharge": the surcharge's (`percentnoun`)
            topic, why = OTHER, Because("value", noun, note="the percentage's own noun")
        if why is NOTHING and (
            bound := bound_noun_topic(vocab, kind, clause.sentence, found.start, found.end)
        ):
            # "(3 hours minimum)" after a price: the one topic labelled a minimum (`directions`)
            topic, why = bound[0], Because("value", bound[1], owner=bound[0], note=BOUND_NOUN)
        elif (
            why is NOTHING
            and kind == "percent"
            and (ahead := paid_ahead_topic(vocab, clause.sentence, found.start, found.end))
        ):
            # "we need 25% in advance": a share paid ahead, the deposit (`aheadshare`)
            topic, why = ahead[0], Because("value", ahead[1], owner=ahead[0], note=PAID_AHEAD)
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
            topic, why = _around_age(vocab, found, clause, (topic, why))
        elif kind == "duration" and age_on_a_time(vocab, topic, found, clause):
            # "Someone aged 18 or over must be home for the slot", "Anyone who books must
            # be 18 or over": an age, no slot's length nor booking window (`personage`)
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
            and (late := measures_lateness(clause.sentence, found.start, found.end, why.words))
        ):
            # "If an invoice is more than 14 days overdue, …": how late it is (`overdue`)
            topic, why = OTHER, Because("clause", late, note="how late a thing is, not a period")
        if (
            kind == "count"
            and topic != OTHER
            and (thing := counts_another_thing(vocab, topic, why, clause.sentence, found.end))
        ):
            # "we need at least 6 bookings to run a class": it counts bookings (`boundcount`)
            topic, why = OTHER, Because("clause", why.words, note=f"it counts {thing}")
        if (
            kind == "duration"
            and topic != OTHER
            and why.where in _NOT_ITS_CLAUSE
            and (thing := age_of_a_thing(vocab, topic, clause.sentence, found.start, found.end))
        ):
            # "apply the wear table to items older than a year": which items (`thingage`)
            topic, why = OTHER, Because("clause", thing, note="how old a thing is, not a limit")
    if (
        kind == "count"
        and not found.topic
        and topic != OTHER
        and why.where == "clause"
        and (place := placed_elsewhere(vocab, topic, clause.sentence, found.end, why.words))
    ):
        # "10 toddlers in the paddling pool at one time" on riders on a slide (`otherplace`)
        topic, why = OTHER, replace(why, note=f"it counts those in {place}")
    if found.measured and topic != OTHER and not own_place(why.where):
        # "we deliver free within 30 miles, and as you're 18 miles away": the 18 is the
        # customer's distance, named by no words of its own (`ownunit`)
        topic, why = OTHER, replace(why, note="a quantity whose own words name no topic")
    if (
        kind == "money"
        and not (found.free or found.topic)
        and (spent := threshold_topic(vocab, topic, why, clause.sentence, found.start, found.end))
    ):
        # "£4.99, or free if you spend over £40": the £40 is the spend (`zerothreshold`)
        topic, why = spent
    elif (
        kind == "money"
        and not (found.free or found.topic)
        and (
            freed := threshold_for_another_thing(
                vocab, topic, clause.sentence, found.start, found.end
            )
        )
    ):
        # "returns are free on orders over £30" on a free delivery threshold (`freething`)
        topic, why = freed
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
            unit = (
                per_period_unit(found.text, spec.unit)
                or own_period_unit(found.text, spec.unit)  # "2 a semester" (`unitperiod`)
                or "count"
            )
        value = value.model_copy(update={"unit": unit})
    elif (
        spec is not None
        and spec.kind == "count"
        and other_period(clause.sentence[found.end :], spec.unit)
    ):
        # "2 free swaps a month" on a topic counted a year: no value in its unit (D8)
        value = value.model_copy(update={"unit": "count"})
    return topic, value, why


def _excepted(
    vocab: Vocabulary, r: Read, zero: Found, clause: Clause
) -> tuple[str, Because] | None:
    """A zero said for a scope value right after a price ("£2, free for gold members") whose
    own clause names no topic: the price's topic (`scopefree.excepted_topic`)."""
    before = [(f, c) for f, c in r.claims if f.end <= zero.start and c.sentence == clause.sentence]
    if not before or before[-1][0].free:
        return None
    price, its_clause = before[-1]
    got = topic_and_value(vocab, r, price, its_clause)
    if got is None or got[0] == OTHER:
        return None
    topic = excepted_topic(vocab, zero, price, got[0], clause.sentence)
    note = "a group's exception to the price before it"
    return None if topic is None else (topic, replace(got[2], note=note))


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


def _around_age(
    vocab: Vocabulary, found: Found, clause: Clause, read: tuple[str, Because]
) -> tuple[str, Because]:
    """A duration only the text around it puts on a topic, read against ages (`ages`): a
    time in minutes, hours or days is no value of an age topic, whatever the heading; and a
    person's age ("photo ID for anyone aged 16 or over" under a heading naming a waiting
    time) is no value of a topic that is no age (`personage`), whatever the heading. (An
    age said of someone there on an age topic, "drivers must be 25 or over", stays the
    carried reading, which the document's own named values may still overrule: `documents`.)"""
    if never_an_age(vocab, read[0], found.value.unit or "", found.text):
        note = f"a time in {found.value.unit}, carried onto an age by the {read[1].where}"
        return OTHER, replace(read[1], note=note)
    if age_on_a_time(vocab, read[0], found, clause):
        note = f"an age, carried onto a time by the {read[1].where}; the topic is none"
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
    if topic is None or someone_elses_age(vocab, topic, clause.sentence, clause.start, clause.end):
        return None  # none, or the topic's label says whose age and it is another's (`holder`)
    if role_singled_out(clause.sentence, clause.start):
        return None  # "The person who signs must be 18 or over": that party's age
    qualifier = qualifies_a_noun(clause.sentence, clause.start)
    if (found.bare or qualifier) and cue(clause.sentence, vocab).strong:
        return None  # "Guests must be 16 or over": the age of what another topic names
    if not (found.bare or said_as_age(clause.sentence, clause.start, clause.end)):
        return None
    words = clause.sentence[clause.start : clause.end]
    return topic, Because("value", words, note=ONE_AGE_TOPIC)


def _kind_of(vocab: Vocabulary, topic: str) -> str | None:
    spec = vocab.topic(topic)
    return spec.kind if spec else None


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
