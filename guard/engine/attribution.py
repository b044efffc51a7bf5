"""Which topic a draft claim is decided on, when its own words do not settle it.

The extractor reads a value's topic from the words around it. Two cases reach the engine
undecided, and both are settled here with the ticket, which the extractor never sees:

- **Unattributed** (`UNATTRIBUTED`): the value's sentence names no topic ("You'll get it back
  within 4 days"). A reply answers its ticket, so the value is read on the ticket's topic of
  its kind when the ticket names exactly one (its `topic` field, or its message's words);
  when the ticket names none, the reply's own words elsewhere (the sentences around the
  value: "I've logged it as an emergency. Someone will be with you within 4 hours.") say
  what it answers, and the value is read on the one topic of its kind they name;
  otherwise it stays unattributed and the claim is CAUTION EXTRACTION_GAP: a value nobody
  can check is never ALLOW, and it is not "outside coverage" either, since nothing says it
  is about something the catalogue does not cover. A choice option in words only is the
  exception: its words alone are common English ("bring a receipt" beside a
  proof-of-purchase topic whose options are receipt and card statement), so on a ticket that
  names no choice topic holding that option it is no claim, unless the option's words are
  a specific phrase of one topic, said in full and definitively: then they name it
  (`guard.kb.specificoption`, issue 17 item 1). An option that holds a number
  ("6am to 10pm", "24/7") is no exception: the catalogue itself says that number is a
  policy value, and a number needs a verdict, so unplaced it stays unattributed (issue 17,
  items 2 and 5), and a wrong opening time the ticket never placed is never ALLOW.
- **Ambiguous** (`alternatives`): the value's words say as much about two topics of its
  kind. When the ticket names exactly one of them, that one is read; otherwise the claim is
  decided on each (`decide`) and the most severe outcome stands.

Pure: the catalogue's phrases and the ticket are data.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from guard.engine.answered import another_act, answered_otherwise
from guard.engine.askedclause import asked_among
from guard.engine.askedsubject import restates_request
from guard.engine.numbers import numbers_in, quoted_by_customer
from guard.engine.rules import SEVERITY
from guard.engine.tracewords import facts, worded
from guard.engine.values import per_period_unit
from guard.engine.voice import in_customers_voice
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, TopicSpec
from guard.kb.particleverb import particle_pattern
from guard.kb.phrasematch import find_all
from guard.kb.phrases import loose_pattern
from guard.kb.pricednouns import priced_patterns
from guard.kb.pronounobject import said_with_it
from guard.kb.specificoption import said_as_place_or_means, topics_named_by_option
from guard.models import ClaimResult, DraftClaim, Evidence, PatternMatch, Ticket, TraceStep


def ticket_topics(ticket: Ticket, cat: Catalogue, kind: str) -> list[str]:
    """The topics of `kind` the ticket names: its `topic` field when that is one, else every
    topic whose `about` words (or a choice's words) its message mentions outside the
    topic's `not_about` phrases, sorted by key. Only when no topic of the kind is named so
    are the `about` phrases' loose forms asked ("when will my supply actually move" for
    "supply to move", `guard.kb.phrases.loose_pattern`), and only then, for money, the
    nouns its phrases price ("is a hair wash free?" for "hair wash fee",
    `guard.kb.pricednouns`): a weaker cue never adds a second topic to one the ticket names
    in so many words. Last of the weak cues, a verb-and-object phrase said with "it" for an
    object the message named before ("I bought a voucher in May, can I extend it?" for
    "extend your voucher", `guard.kb.pronounobject`)."""
    spec = cat.topic(ticket.topic) if ticket.topic else None
    if spec is not None and spec.kind == kind:
        return [spec.key]
    named = _named_in(ticket.message, cat, kind, loosely=False)
    named = named or _named_in(ticket.message, cat, kind, loosely=True)
    # "I bought a voucher in May, can I extend it?": "extend your voucher" (`pronounobject`)
    named = named or _named_with_it(ticket.message, cat, kind)
    return named or (_priced_in(ticket.message, cat) if kind == "money" else [])


def _named_with_it(message: str, cat: Catalogue, kind: str) -> list[str]:
    """The topics of `kind` whose verb-and-object phrases the message says with "it" for
    an object it named before (`guard.kb.pronounobject`), outside their `not_about`."""
    named: list[str] = []
    for t in cat.of_kind(kind):
        blocked = find_all(t.not_about, message)
        spans = [s for p in t.about for s in said_with_it(p, message)]
        if any(not any(bs < e and s < be for bs, be in blocked) for s, e in spans):
            named.append(t.key)
    return sorted(named)


def _priced_in(message: str, cat: Catalogue) -> list[str]:
    """The money topics whose priced nouns the message says, outside their `not_about`."""
    named: list[str] = []
    for key, rx in priced_patterns(cat):
        spec = cat.topic(key)
        blocked = find_all(spec.not_about, message) if spec is not None else []
        spans = [m.span() for m in rx.finditer(message)]
        if any(not any(bs < e and s < be for bs, be in blocked) for s, e in spans):
            named.append(key)
    return sorted(named)


def _named_in_strictly(cat: Catalogue, kind: str, message: str) -> list[str]:
    """The topics of `kind` whose phrases `message` says as written (`_named_in`)."""
    return _named_in(message, cat, kind, loosely=False)


def _named_in(message: str, cat: Catalogue, kind: str, *, loosely: bool) -> list[str]:
    named: list[str] = []
    for t in cat.of_kind(kind):
        blocked = find_all(t.not_about, message)
        if any(
            not any(bs < e and s < be for bs, be in blocked) for s, e in _spans(t, message, loosely)
        ):
            named.append(t.key)
    return sorted(named)


def _spans(t: TopicSpec, message: str, loosely: bool) -> list[tuple[int, int]]:
    """Where the topic's phrases match the message: as written, or their loose forms. The
    message is the customer's, so a phrase said to them ("your kayak") is read as they say
    it too ("my kayak": `guard.engine.voice`)."""
    if not loosely:
        phrases = (*t.about, *(p for _, words in t.choices for p in words))
        return find_all(in_customers_voice(phrases), message)
    # A phrasal verb in its other forms, its object between ("send it out" for "sent out").
    forms = [f for p in t.about for f in (loose_pattern(p), particle_pattern(p)) if f]
    return [m.span() for f in forms for m in re.finditer(f, message, re.IGNORECASE)]


def attribute(
    claims: list[DraftClaim], ticket: Ticket, cat: Catalogue, text: str = ""
) -> tuple[list[DraftClaim], list[TraceStep]]:
    """Each claim with the ticket's topic where its own words left it unattributed or
    ambiguous and the ticket names exactly one candidate; a trace step for each reading.
    `text` is the whole draft: when the ticket names no topic of an unattributed value's
    kind, the topic the reply names elsewhere, if exactly one (`_reply_topic`)."""
    out: list[DraftClaim] = []
    trace: list[TraceStep] = []
    for c in claims:
        asked = _asked_topic(c, ticket, cat)
        if asked is not None:  # "Swapping your locker …" after "swap my locker": `askedsubject`
            said = facts("TOPIC.asked_subject", said=c.value_text, topic=asked)
            trace.append(worded("TOPIC", "fired", said))
            out.append(_on_topic(c, cat, asked))
            continue
        if c.value is None or (c.topic != UNATTRIBUTED and not c.alternatives):
            out.append(c)
            continue
        named = ticket_topics(ticket, cat, c.value.kind)
        if c.topic == UNATTRIBUTED:  # "I cancelled …, when will I see the refund?" (`askedclause`)
            named = asked_among(
                ticket.message, named, partial(_named_in_strictly, cat, c.value.kind)
            )
        option = c.value.kind == "choice"
        if option:
            named = [t for t in named if _offers(cat, t, c.value.option)]
        if c.topic == UNATTRIBUTED:
            if (
                len(named) == 1
                and (
                    answered_otherwise(c, claims, named[0])
                    or another_act(c, cat.topic(named[0]))  # "move the date … 7 days before"
                )
                and not quoted_by_customer(c.span, c, ticket.message)
            ):  # a figure the customer wrote is still theirs: `figures` sets it aside
                said = facts("TOPIC.unattributed", said=c.value_text, named=named)
                trace.append(worded("TOPIC", "pass", said))
            elif len(named) == 1:
                said = facts(
                    "TOPIC.from_ticket", said=c.value_text, kind=c.value.kind, topic=named[0]
                )
                trace.append(worded("TOPIC", "fired", said))
                c = _on_topic(c, cat, named[0])
            elif not named and (replied := _reply_topic(c, text, ticket, cat)) is not None:
                kind = c.value.kind if c.value is not None else ""
                said = facts("TOPIC.from_reply", said=c.value_text, kind=kind, topic=replied)
                trace.append(worded("TOPIC", "fired", said))
                c = _on_topic(c, cat, replied)
            elif not named and (own := _option_topic(c, cat)) is not None:
                said = facts("TOPIC.option_named", said=c.value_text, topic=own)
                trace.append(worded("TOPIC", "fired", said))
                c = _on_topic(c, cat, own)
            elif option and not numbers_in(c.value_text):
                said = facts("TOPIC.option_alone", said=c.value_text)
                trace.append(worded("TOPIC", "pass", said))
                continue  # an option's word alone, on a ticket about no topic with it
            else:
                said = facts("TOPIC.unattributed", said=c.value_text, named=named)
                trace.append(worded("TOPIC", "pass", said))
        else:
            candidates = [c.topic, *c.alternatives]
            chosen = [t for t in candidates if t in named]
            if len(chosen) == 1:
                said = facts(
                    "TOPIC.chosen", said=c.value_text, candidates=candidates, chosen=chosen[0]
                )
                trace.append(worded("TOPIC", "fired", said))
                c = c.model_copy(update={"topic": chosen[0], "alternatives": []})
        out.append(c)
    return out, trace


def _option_topic(c: DraftClaim, cat: Catalogue) -> str | None:
    """The one choice topic whose specific option phrase an unattributed option is, said
    in full and definitively (`guard.kb.specificoption`): such a phrase names its topic as
    its `about` words do, while a short or shared one is common English (`option_alone`).
    None for a hedged option, one said as where or how another act is done, a value of another kind, or no such topic or more than one."""
    if c.value is None or c.value.kind != "choice" or not c.definitive:
        return None
    at = c.span.find(c.value_text)
    if at > 0 and said_as_place_or_means(c.span[:at]):
        return None  # "book in the town app": where another act is done
    own = topics_named_by_option(cat.topics, c.value_text, c.value.option)
    return own[0] if len(own) == 1 else None


def _reply_topic(c: DraftClaim, text: str, ticket: Ticket, cat: Catalogue) -> str | None:
    """The one topic of the value's kind the reply names outside the value's own sentence,
    when the ticket names none: a reply says what it answers, and an agent often names it
    once ("I've logged it as an emergency") before the promise that carries the value
    ("Someone will be with you within 4 hours"). None for a choice (its words alone are
    common English), for a figure the customer wrote, for a value whose own sentence names
    a topic of another kind (it is about that thing's other side: "you can cancel up to 7
    days before you sail. After that the fare can't be refunded" says nothing of a refund's
    time), or when the reply names no topic of the kind or more than one: then nothing says
    which the value is, and it stays unattributed."""
    if c.value is None or c.value.kind == "choice" or not text:
        return None
    if quoted_by_customer(c.span, c, ticket.message):
        return None
    if any(_named_in(c.span, cat, k, loosely=False) for k in {t.kind for t in cat.topics}):
        return None  # "you can cancel up to 7 days before": about a covered thing's other side
    rest = text.replace(c.span, " ") if c.span else text
    named = _named_in(rest, cat, c.value.kind, loosely=False)
    return named[0] if len(named) == 1 else None


def option_words_read(
    matches: list[PatternMatch], read: list[DraftClaim], kept: list[DraftClaim]
) -> list[PatternMatch]:
    """The detector's matches less the choice words of the options `attribute` found to be
    no claim (in `read`, not in `kept`): those words had their verdict, so they are no
    extraction gap."""
    alone = {
        c.value_text.casefold()
        for c in read
        if c.topic == UNATTRIBUTED and c.value is not None and c.value.kind == "choice"
    } - {c.value_text.casefold() for c in kept}
    return [m for m in matches if not (m.kind == "choice" and m.text.casefold() in alone)]


def _asked_topic(c: DraftClaim, ticket: Ticket, cat: Catalogue) -> str | None:
    """The ticket's `topic` field, for a value read on no catalogue topic (`other`) whose
    subject is the customer's own request said back (`askedsubject`), when that topic is of
    the value's kind; otherwise None."""
    if c.topic != OTHER or c.value is None or not ticket.topic:
        return None
    spec = cat.topic(ticket.topic)
    if spec is None or spec.kind != c.value.kind:
        return None
    # The claim does not say which of its value's words it is when they stand twice in its
    # span ("a test is £49 and wax removal is £49"): each place must restate the request, or
    # the second value would be read with the first's subject.
    places = [m.start() for m in re.finditer(re.escape(c.value_text), c.span)]
    if not places or not all(restates_request(c.span[:at], ticket.message, cat) for at in places):
        return None
    return spec.key


def _offers(cat: Catalogue, topic: str, option: str | None) -> bool:
    """Whether the choice `topic` has `option` among its options."""
    spec = cat.topic(topic)
    return spec is not None and option in spec.choice_map


def _on_topic(c: DraftClaim, cat: Catalogue, topic: str) -> DraftClaim:
    """The claim read on `topic`. A bare count ("2 a month", unit `count`) takes the
    topic's unit when it counts per the same period, as the extractor gives a count the
    unit of the topic its words name; otherwise it keeps `count`, a unit mismatch (D8)."""
    spec = cat.topic(topic)
    value = c.value
    if value is not None and value.kind == "count" and value.unit == "count" and spec:
        unit = per_period_unit(c.value_text, spec.unit)
        value = value.model_copy(update={"unit": unit}) if unit else value
    return c.model_copy(update={"topic": topic, "value": value})


def decided_on(
    claims: list[DraftClaim], ticket: Ticket, cat: Catalogue, text: str = ""
) -> set[str]:
    """Every topic the rules decide these draft claims on: each claim's topic once the
    ticket has settled it (`attribute`), and each of its alternatives (an ambiguous claim is
    decided on each). A check that loads only the sources on the draft's topics (the claims
    index) must load these, or a value read on its topic through the ticket finds no source
    there and is UNSUPPORTED where a check that read every source finds its evidence."""
    read, _ = attribute(claims, ticket, cat, text)
    return {t for c in read for t in (c.topic, *c.alternatives)}


def unattributed_result(dc: DraftClaim, evidence: list[Evidence]) -> ClaimResult:
    """A value whose topic neither its sentence nor the ticket names: CAUTION
    EXTRACTION_GAP, never ALLOW (no claim found is never proof of safety)."""
    return ClaimResult(
        draft_claim=dc,
        decision="CAUTION",
        reason_code="EXTRACTION_GAP",
        evidence=evidence,
        trace=[worded("D0b", "fired", facts("D0b.unattributed", said=dc.value_text))],
    )


def decide_on_each(dc: DraftClaim, decide_one: Callable[[DraftClaim], ClaimResult]) -> ClaimResult:
    """An ambiguous claim decided on each of its candidate topics; the most severe outcome
    stands (the first candidate, by key, among equally severe ones), and its trace starts by
    saying so."""
    candidates = sorted({dc.topic, *dc.alternatives})
    results = [decide_one(dc.model_copy(update={"topic": t})) for t in candidates]
    worst = max(results, key=lambda r: SEVERITY[r.decision])
    each = [(r.draft_claim.topic, r.decision, r.reason_code) for r in results]
    said = facts(
        "AMBIGUOUS",
        said=dc.value_text,
        candidates=candidates,
        each=each,
        worst=worst.draft_claim.topic,
    )
    note = worded("AMBIGUOUS", "fired", said)
    return worst.model_copy(update={"trace": [note, *worst.trace]})
