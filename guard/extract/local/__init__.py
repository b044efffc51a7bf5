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
   proposal) or its block says the change is undecided ("£30? Nothing's decided yet."); in a draft such a value stays, but not as a definitive promise. A choice
   option that is only offered ("you can ask for a paper bill", "if you'd rather go
   paperless", a price of its own) states no choice, unless its clause states a default. A
   source value something is only compared with ("takes longer than 2 weeks") is no claim
   either, unless the comparison is negated (a bound) or in a condition (a threshold).
4. Each remaining value is read in its own clause first, then in the sentence, then in the
   surrounding text, to decide its topic and scope (`topics`, `cues`), status wording
   (`status`), effective date (`effective`) and hedging (`wording`). An earlier sentence's topic carries over only to a sentence
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

from collections.abc import Callable
from typing import TypeVar

from guard.extract.local.cues import Because
from guard.extract.local.documents import extract_source_claims, read_source_claims
from guard.extract.local.drafts import extract_draft_claims
from guard.extract.local.memo import ReadOnce
from guard.extract.local.reading import Reading
from guard.extract.local.setaside import set_aside
from guard.kb.catalogue import Catalogue, default_catalogue
from guard.models import AiMode, DraftExtraction, Source, SourceExtraction

__all__ = [
    "Because",
    "LocalExtractor",
    "Reading",
    "extract_draft_claims",
    "extract_source_claims",
    "read_source_claims",
]

_T = TypeVar("_T")


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
    #: local-7 (two blind KBs): "on or after <date>" is an effective date, "no longer" denies
    #: an option, an age qualifying a noun beside another topic is its condition, a carried
    #: value yields to the document's own, "once X is approved" is status only of the text,
    #: the side of a clause that says more takes the value, a duration's anchor, "once 24
    #: hours" is no frequency, an uncovered subject owns the topic word after its verb.
    #: local-7: a price of zero is no value of a reduction ("member discount"); a draft's
    #: bare age said of someone whose sentence names another kind's subject is unattributed;
    #: a value its clause puts in the past ("was … last Christmas") is an old value; a
    #: source's value said only of a place no scope names ("in the EU") is set aside.
    #: local-8: an amount reads its magnitude ("£2 million", "£1.5m", "$3bn", "£10k"), and
    #: so does a count ("2 million customers"); a bare bound with one is no bound.
    #: local-9: a capital M alone after an amount in a currency is million ("£3 M"); a
    #: draft's choice option whose sentence names no topic is unattributed (the ticket's); a
    #: source's question in a block that says the change is undecided is a proposal; a
    #: scope word inside a defined term ("a Monthly Uptime Percentage") scopes nothing; after
    #: a leading condition, a main clause's known subject leaves a draft value unattributed;
    #: "free" before a price topic's noun is its zero, and after a verb and its object it is
    #: the action's ("cancel free of charge"); "a day pass" is a noun, not a day; a duration
    #: "after X" counts from X; an age is never in minutes; a coordinated main clause keeps
    #: its own topic; "and then 20p per minute" starts a new price.
    #: local-10 (four blind KBs): a bound's own noun, a bound against its topic's label, a
    #: count said of part of a group, an indefinite case's approval, an option restated in
    #: brackets, an elided list item, a bound on "anything", a negated fee, a follow-on
    #: sentence's scope, a lead-in phrase, someone's certainty, a participle's comparison, a
    #: "none" cell under another column, a back-reference, a value's tail, a destination, a
    #: scope-value label.
    #: local-11 (session 9): another party's age, a person named by age, "N times" a count,
    #: what a price buys, a joined predicate's shared subject, a notice of the change, a
    #: loose phrase blocked only by its own kind, a value's own sub-clause, a count's window,
    #: a whole period said as its parts, another amount's rate words.
    #: local-12 (session 10): differing values only a heading places, a past value "until",
    #: a charge denied as a repeat, a fronted time clause, words joined to the next value, a
    #: label's bracketed aside, a relative clause's antecedent, a cross-reference's scope, a
    #: zero on a limit, one typical member's amount, a duration timing its own noun, a
    #: negative subject, a prohibition's length, another kind's subject, an accompanying
    #: person's age, an FAQ question naming its answer, a bracketed quoted name.
    #: local-13 (session 11): a phrasal verb with its object inside, a clause option under a
    #: condition, a carried anchor, a step's own subject, a past after a colon, a denied
    #: route, the customer's own act's minutes, a quoted person's words, a thing's lasting
    #: "for N", a plural phrase's singular after a determiner, what a percentage comes off,
    #: ages with two age topics, bounds the other way, "Before … was", a replaced document's
    #: quoted name, a deadline's start event, a zero after the subject's own verb, a zero of
    #: a later action, hyphenated loose words.
    #: local-14 (session 12): a greeting is no subject, the noun a price topic's phrases
    #: price, a phrase's -ing form, a lone interval, advice is no hedge, "free for everyone",
    #: "start at N", a time is no age, a count of another noun, a named subject over a
    #: heading, "still says", a total before its count, hyphenated uncovered words, a scope
    #: in an "(or …)" bracket, split and "unless" options, a label's option, a comparison
    #: with no number, a companion's age, a table's count in a window, a topic's own words
    #: leading a sentence; one clause cutter (guard/clauses.py) under fourteen readers.
    #: local-15 (session 13): a loose phrase across another noun's modifier, notice before
    #: the writer's own change, a fee's occasion, figures in a topic's own name, a value
    #: given as an example, whose age a label measures, a not-covered subject's own rate,
    #: "no" before another name for a sum paid, a period someone has for an act, another
    #: party's time for an act, "free to use", a date's day is no count, a bracketed
    #: narrower value, "the proposed <thing>" is no status.
    #: local-16 (session 14): whose act a duration measures (one grammar of acts), a task's
    #: own length, a value under the opposite of its topic's label condition, an arrival
    #: said as "with you" / "to reach you", a list's lead-in heads its items, an age bound
    #: after any noun, a colon lead-in before a whole-clause option, a phrase's leading verb
    #: and a loose phrase's last word in -ing form, a narrower topic named by its qualifier,
    #: a duration named by one word of a fee's act, stand-in nouns name no subject.
    #: local-17 (session 15): how long an act takes is no deadline, an indefinite pronoun
    #: names no subject, a count before its unit's head noun, a step done "the same day",
    #: a scope word inside a topic phrase, a glob stem's silent e, a group named by a
    #: priced noun, a thing's own handling in the passive, the party an age label says its
    #: person goes without, hyphenated plurals, a purpose clause before "please", a
    #: condition's ", or" case, a negated charge with its payer, a past reference in a
    #: condition, a count said of its unit's "per" noun, a gapped conjunct, a day that
    #: suits, a bracket's own scope label, a person's possessives in phrases.
    #: local-18 (session 16): a plural age or a group said alone names a group, no limit; an
    #: age only a guess placed yields to the document's named value; a promise to contact
    #: the customer is a response time; an arrival or presence phrase with an object; the
    #: customer's case placed short of a value, a time "to go"; a zero after a verb and a
    #: list; an opening formula, "as long as"; "no need to"; a verb-led phrase in the
    #: passive; the customer's figure in the active past; a noun joined by "and" before a
    #: new subject; a noun-led coordinated main clause.
    #: local-19 (session 17): scope lists read whatever their order; partitive counts;
    #: catalogue phrases in their other spellings (numbers in words, contractions,
    #: apostrophes, short units, "from when" for "after"); number words in every count
    #: reader and in ages; a zero under a condition beside the document's own fee is its
    #: exception; a change with no number; "before" counts back from an event; "never as
    #: a"; a number joined to a noun before another noun; a bracketed threshold; "Example:"
    #: lines and condition cases; a title's scope before a dash; a pronoun's value.
    #: local-20 (session 18): an amount in a zero's condition is its threshold, and a
    #: conditional zero is an exception wherever it is written; "Label: N unit" on a count
    #: topic; a thing's age is a case; a topic in a fronted condition names the case; a
    #: time before an event is a lead time; a report of one day's events; a count before a
    #: scope phrase ending in the counted noun; a bounded table cell; "a full year"; a
    #: promise of contact with no topic; a particle verb; a noun after "pay for".
    #: local-21 (session 19): a price's period ("£9 a kayak for a full day") is no
    #: duration; a zero under a claimed window or threshold is checked through it; "N
    #: hours away" counts back from the event; "never pay a <charge>"; a kind modifier
    #: before a priced noun; an accompanying adult's age; "free for" a scope value; a
    #: scope value's name as a length; "nothing to <verb>"; "don't plan to" said to the
    #: reader; a count per its unit's period; a writer's change notice; set-aside values
    #: placed on the source's own characters.
    #: local-22 (session 20): a heading that is a clause of time; a topic about changes
    #: names one as a noun; a heading's items; a restated change's new value; informal
    #: currency words; fraction words ("half price"); a zero's subject and its threshold;
    #: a scope value's exception in the price's sentence; a denied option after a fronted
    #: condition; a clause's own subject after ", and"; an offer from a past period; "your
    #: <noun>" is no customer act; an instruction gap stops at a dash.
    #: local-23 (session 21): words for no time placed by their subject; a denied reduction
    #: is 0; a window with no limit; "only on the day"; a count per day; "£15pm"; "33⅓%";
    #: every ordinal fraction; a zero for a period or a group; a draft value's own plan; a
    #: sibling clause's value keeps its topic words; purpose clauses; a head noun's cue; a
    #: specific option phrase names its topic; a quantified count ("a couple of").
    #: local-24 (session 22): counts and values said in words ("twice", "a single", "both",
    #: "half that", "a third upfront"); a charge denied with its verb; a free option said
    #: as a predicate; a free period a source states; a gapped second price and a count with
    #: a priced period; a scope named after each value or in each coordinated part; a value
    #: in a condition measuring its own subject; a bold line heading a list; a question that
    #: opens with its verb; a count in a ", with" phrase; "at 16" before a permission; a
    #: greeting before a condition; an old thing in another noun's complement; a figure the
    #: writer takes back; a person's bound only on an age topic; the writer's own history.
    #: local-25 (session 23): a limit verb's object with describing words; an -ing per-noun's
    #: plural; "times" before a number is a noun; a price's length of time; a change verb's
    #: long object; a heading's list item scopes nothing; "work in progress" of things; a
    #: clause's own subject over its heading; a source's specific option; an age bounded by
    #: "older"; parts of a stated total; a gapped second price after "for"; a charge past a
    #: free allowance; "extra" units and add-on prices; "from" a lowest case; "£15 more"; two
    #: scope dimensions in one clause; "same as" another scope; a verb's object then
    #: "twice"; a choice's shared noun said needed or not; hyphenated option predicates.
    #: local-26 (session 24): a fraction "of" the whole paid ahead; auxiliaries are no noun
    #: words; "from £X" in another source confirms no one row; a clause with its own noun
    #: continues no sentence before it; a speaker brought in with "a"/"an"; an option said
    #: of any subject by its describing word; "you can" before a switching verb states the
    #: option; a bare "as for" another scope; add-on words after the amount; a quantity in
    #: a count topic's own unit read from its clause or row; a particle verb split by a
    #: pronoun; a heading made only of one kind's topic words; a scope carried beside a
    #: second dimension; an unattributed value whose clause names another act.
    #: local-27 (session 25): a share of a named amount ("half the quote", "a quarter of the
    #: price is deducted as ..."), by a fraction, a multiple or "the full price" under a
    #: paying verb; "a dozen"; a fraction in a scope value's name; an opt-in word inside an
    #: option's own words; a describing clause after an option; a bracketed minimum on a
    #: rate; a bare share "in advance" on a deposit topic; a tax basis beside an amount and
    #: a bracket restating it; "comes to" as a total; "the one exception is"; a zero until an
    #: event; a same-day step under a heading; a bare-noun count in
    #: time; a value in a later condition naming no topic; a sibling table row's modifier;
    #: "at £U each" after a total "for" N.
    #: local-28 (session 26): "a <noun>" after an amount is its basis as "per <noun>" is; a
    #: person named by age is a person's basis; the main clause's subject after a fronted
    #: condition; a deadline for a duration topic's whole phrase said of another subject;
    #: an abbreviation that takes an object ends no sentence; English plural spelling; a
    #: length of time or a table header's period as a rate's basis; a past year puts a value
    #: in the past; an amount said as a change is no part of a total; a count per another
    #: period; a relative amount ("half of £240") leaves its number unread.
    #: local-29 (session 27): an accompanying adult's age is no age limit's; a condition after
    #: ", but" opens a new clause; a bound phrase alone puts no count of another noun on a
    #: topic; "never more than" bounds; a quote after a colon is the speaker's; a count in a
    #: definite place no topic names counts that place; a label's "already" describes
    #: existing things; a time "away" counts to its subject; a list item is no status.
    #: local-30 (session 28): a rule's look-back window is its value; a plural threshold
    #: before a requirement is a line; a payout is no price; "within N" is no lead time; a
    #: hyphened prefix joins its word; "N away" counts back; a reduced relative's "not"
    #: describes; a clause's own subject after ", and/but" stands alone; whose age a label
    #: names; an aside's age is its noun's; people counted are no age; a kept old value is
    #: old; "a 2.5% surcharge" is the noun's; a run-on clause number starts a sentence; a bare
    #: "don't pay" is a zero.
    #: local-31 (session 28, late): "<party> may propose" is a process, no status; a notice
    #: "from <party>" is that party's; a past participle after a unit's noun ends its head.
    #: local-32 (session 29): whose an age is, and whose act a notice is, read by one holder
    #: step each (`holder`, `actholder`); size superlatives label a bound; "with them" brings
    #: a companion; a bound after "less than" keeps its scope; a noun right before a duration
    #: takes it; "we deliver within" is the act; a length before "is … overdue" is lateness;
    #: "a 10-inch tier" counts inches; "set the cake up" is the particle verb; an age in weeks
    #: is an age; "for every <time>" is a rate's basis; "48 hours' notice" counts no noun; a
    #: possessive length on no topic's noun is other; what is given "instead" of a denied
    #: topic is other; a supplement is an add-on; "N or more … within a window" is a trigger;
    #: a value inside "within N of X" reads its main clause's subject.
    prompt_version: str = "local-32"

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self._catalogue = catalogue
        self._memo = ReadOnce()

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
        catalogue = self.catalogue

        def read() -> SourceExtraction:
            return _guarded(
                lambda: _source_extraction(source, catalogue),
                lambda e: SourceExtraction(source_id=source_id, ok=False, error=_error(e)),
            )

        memo = getattr(self, "_memo", None)  # a subclass that skips `__init__` has none
        if memo is None or not isinstance(source, Source):
            return read()
        return _guarded(
            lambda: memo.read(catalogue.hash, source, read),
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
    claims = extract_source_claims(source, catalogue)
    aside = [] if claims else [a.item for a in set_aside(source.body, source.title, catalogue)]
    return SourceExtraction(source_id=source.id, claims=claims, set_aside=aside)


def _guarded(run: Callable[[], _T], on_error: Callable[[Exception], _T]) -> _T:
    try:
        return run()
    except Exception as e:  # the contract is "never raises"; the error text says what broke
        return on_error(e)
