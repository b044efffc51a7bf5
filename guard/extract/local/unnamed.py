"""A draft value no catalogue phrase puts on a topic: about something uncovered, or about
nothing its words name?

The difference decides what the engine may do with it. A value said of a subject of its own
that the catalogue has no topic of its kind for ("Small pets travel in the cabin for €45",
"The manufacturer's warranty is 12 months", the €250 in a sentence about compensation when
the 3 hours beside it measures a delay) is `other`: OUTSIDE_COVERAGE, checked by hand. So
is the agent's own follow-up ("they'll get back to you within 48 hours"): a timing of the
conversation, not of a policy; and a value whose own clause names a thing ("We'll refund the
FX fee within 10 days", "the upgrade takes 2 days"). A value whose sentence names nothing ("You'll get it back
within 4 days", "You can try it free for 14 days") is unattributed: the engine reads it on
the ticket's topic of its kind when the ticket names exactly one (`engine.attribution`).
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE, clause_after, clause_before
from guard.english import (
    ARTICLES,
    DEMONSTRATIVES,
    POSSESSIVES,
    SUBORDINATORS,
    TIME_CONJUNCTIONS,
    one_of,
)
from guard.extract.local.continuing import continues_subject
from guard.extract.local.cues import Because, Cue, cue
from guard.extract.local.destination import a_destination
from guard.extract.local.extraunit import extra_unit
from guard.extract.local.frontphrase import after_front_phrase
from guard.extract.local.greeting import SALUTATION
from guard.extract.local.imperativecondition import opens_imperative
from guard.extract.local.interjection import CONDITIONAL_SUBORDINATOR, INTERJECTION
from guard.extract.local.kindsubject import led_by_kinds_subject
from guard.extract.local.leadtime import not_how_long_it_takes
from guard.extract.local.segment import Clause
from guard.extract.local.subject import all_known, prices_a_scope
from guard.extract.local.valuedclause import without_valued_siblings
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# A sentence led by a pronoun has no subject of its own: "You can…", "We'll…", "It's…",
# "Someone will…" (an indefinite pronoun stands for a person, never the thing a value is of),
# also after a greeting that names the customer ("Hi Priya, you can…": `greeting`) or an
# opening formula ("No worries at all – you can…": `interjection`).
_PRONOUN_LEAD_RE: Final = re.compile(
    rf"^[\W_]*(?:{SALUTATION})?(?:{INTERJECTION})*"
    r"(?:(?:hi|hey|hello|also|and|so|plus|but|ok(?:ay)?)\b[\W_]*)*"
    r"(?:i|you|we|they|it|he|she|this|that|there|here|these|those|ours|yours|theirs|mine|"
    r"someone|somebody|anyone|anybody|everyone|everybody)"
    r"(?:['’]\w+)?\b",
    _I,
)
# The agent promising to come back to the customer, right before the value.
_FOLLOW_UP_RE: Final = re.compile(
    r"\b(?:get\s+back\s+to|come\s+back\s+to|be\s+in\s+touch|follow\s+up|reply|respond|"
    r"hear\s+from|let\s+you\s+know|update\s+you|contact\s+you|write\s+to)\b[^.!?;]{0,40}$",
    _I,
)


# A noun phrase of the value's own clause: a determiner or possessive, then a word that is
# not a function word ("the 1.5% FX fee", "your data", "the upgrade"; not "this to you"),
# nor a noun of time, which says when, never what ("pay £25 this time", "next week"), nor a
# noun that stands in for whatever the text names, as a pronoun does ("your things", "the
# stuff", "my belongings"): it names no subject of its own ("we'll post your stuff back
# within 5 days" says nothing of what is returned that a topic could not be about). Nor is a
# partitive of a personal pronoun ("the two of you", "the three of us"): it names the people
# addressed, as the pronoun does, never a thing a value is of.
_NOUN_PHRASE_RE: Final = re.compile(
    rf"\b(?:{one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES, without=('its',))})\s+"
    r"(?![A-Za-z]+\s+of\s+(?:you|us|them)\b)"
    r"(?!(?:to|for|of|in|on|at|by|with|from|is|are|was|were|be|will|would|can|could|and|or|"
    r"but|it|you|we|they|one|day|days|week|weeks|month|months|year|years|hour|hours|minute|"
    r"minutes|time|times|same|next|few|couple|half|bit|lot|little|"
    r"things?|stuff|belongings)\b)(?:[\d.,]+%?\s+)?"
    r"[A-Za-z][\w’'-]*",
    _I,
)


# The words a sentence leads with before its verb: "Core membership is", "Off-Peak at our
# London clubs is" (after a greeting: "Hi Luke, Ultimate is"). A modal or "does" before the
# verb is the verb's, not the subject's ("the visit will cost", "the visit would be"): modal
# auxiliaries are a closed class of grammar words.
_LEAD_SUBJECT_RE: Final = re.compile(
    r"^[\W_]*(?:(?:hi|hey|hello|dear)\s+[A-Z][\w'’-]*[\W_]*)?"
    r"(?P<np>(?:[A-Za-z][\w'’-]*\s+){1,5}?)"
    r"(?:(?:will|would|should|could|can|may|might|must|does|do)\s+)?"
    r"(?:is|are|be|costs?|comes?\s+to)\b",
    _I,
)


# A duration said to be "away" ("next Thursday is less than 14 days away", "your trip is only
# 2 days away") is the time left until the subject: that subject is the event it counts to,
# as an anchor after "before" is (`_ANCHOR_RE`), never the thing the value measures. A day
# or an event is no uncovered subject; the value is the ticket's to place (a notice, a lead
# time), unattributed.
_AWAY_RE: Final = re.compile(r"^\s*away\b", _I)


# The value written as its sentence's subject: "The £12 is added…", "That 5% applies…".
_VALUE_AS_SUBJECT_RE: Final = re.compile(r"(?:^|[.!?]\s+)(?:the|this|that)\s*$", _I)


# Where a sentence joins statements of their own: a semicolon or colon, or a conjunction
# before a new subject ("Core is £32.99 in London and you get 2 guest passes"), that
# statement's own condition maybe first (", but if we re-let it, I'll refund …", as in
# `coordinated`). A colon between digits is a clock time's ("the 10:30 sailing"), no gap.
_STATEMENT_GAP_RE: Final = re.compile(
    r";|(?<!\d):|:(?!\d)|,?\s+(?:and|but|so|plus|while|whereas)\s+"
    r"(?=(?:(?:if|when|once|unless)\s+)?(?:you|we|they|I|he|she|it|there|your|our|their)\b)",
    _I,
)


# A leading clause of purpose set off by its comma ("Just so you know, ", "So that you can
# plan, ", after any greeting or opening formula): "so (that)" subordinates it, and its
# pronoun is that clause's subject, not the sentence's. The main clause follows its comma,
# as after "If you cancel, " (`_SUBORDINATE_LEAD_RE`); the "so" in it joins no statements.
_PURPOSE_LEAD_RE: Final = re.compile(
    rf"^[\W_]*(?:{SALUTATION})?(?:{INTERJECTION})*(?:just\s+)?so(?:\s+that)?\s+"
    r"(?:i|you|we|they|he|she|everyone)(?:['’]\w+)?\b[^,;:.!?]{0,60},\s*",
    _I,
)


def _own_statement(clause: Clause, kind: str = "") -> str:
    """The statement of the sentence that holds the value: what another statement of the
    same sentence names (the guest passes beside a price) is not what the value is about,
    nor is a sibling clause with its own value of the value's kind (`valuedclause`), nor a
    leading clause of purpose ("Just so you know, finance is available on orders of £1,500":
    `_PURPOSE_LEAD_RE`), whose pronoun is its own subject, never the value's."""
    text = without_valued_siblings(clause.sentence, clause, kind) if kind else clause.sentence
    purpose = _PURPOSE_LEAD_RE.match(text)
    start = purpose.end() if purpose is not None and purpose.end() <= clause.start else 0
    for m in _STATEMENT_GAP_RE.finditer(text, start):
        if m.start() >= clause.start:
            return text[start : m.start()]
        start = m.end()
    return text[start:]


# What a duration counts from or to: "14 days from the start date", "30 days after the
# event", "2 hours before the show". That noun is the duration's anchor, not what it measures.
# So is the subject of a clause of time after it ("60 minutes once the timer starts", "2 days
# as soon as the form arrives", "an hour until the doors close"): the clause says when the
# duration runs, not what it is (`english.TIME_CONJUNCTIONS`).
_ANCHOR_WORDS: Final = one_of(("from", "of", "following"), TIME_CONJUNCTIONS)
_ANCHOR_RE: Final = re.compile(rf"^\s*(?:{_ANCHOR_WORDS})\s+$", _I)
# What a percentage is taken of or off: "20% of the order total", "10% off the room rate".
# That noun is its base (the price a discount comes off), not what the percentage measures.
_BASE_RE: Final = re.compile(r"^\s*off?\s+$", _I)
# A clause of reason after the value: "£5.99 because of the heavier pots", "… due to the
# weight". Its noun says why the value is what it is, never what the value is of.
_REASON_RE: Final = re.compile(r"^\s*(?:because(?:\s+of)?|due\s+to|owing\s+to|thanks\s+to)\s+", _I)


def _after_last_statement_gap(left: str) -> str:
    """`left` from its last statement gap on ("I've passed it to our studio team and it'll be
    sorted within": "it'll be sorted within"): a conjunction before a new subject starts the
    value's own statement, so the noun phrases before it are another statement's (the
    object "our studio team" of "passed"), never the value's. The new subject itself stays
    ("… and our studio team will sort it within": "our studio team" is the value's)."""
    gaps = list(_STATEMENT_GAP_RE.finditer(left))
    return left[gaps[-1].end() :] if gaps else left


def _nearest_nouns(clause: Clause, kind: str = "") -> list[re.Match[str]]:
    """The noun phrases nearest the value in its own sub-clause: the last before it, the
    first after it (unless it is a duration's anchor, a percentage's base or in a clause of
    reason: "£5.99 because of the heavier pots" is not the pots' price). A noun farther off ("… – we always
    send a reminder") is another sub-clause's subject or an object ("to reach your
    account"), not the value's; nor is one of an earlier statement joined by "and" before a
    new subject (`_after_last_statement_gap`)."""
    left = _after_last_statement_gap(clause_before(clause.left, len(clause.left), SUB_CLAUSE))
    right = clause_after(clause.right, 0, SUB_CLAUSE)
    # "on your card": where the value lands names no subject (`destination`)
    phrases = _NOUN_PHRASE_RE.finditer(left)
    before = [m for m in phrases if not a_destination(left[: m.start()], m.group())][-1:]
    # "£10 for each extra guest": the added unit's surcharge (`extraunit`)
    value = clause.sentence[clause.start : clause.end]
    after = extra_unit(value, right) or _NOUN_PHRASE_RE.search(right)
    if after is not None and kind == "duration" and _ANCHOR_RE.match(right[: after.start()]):
        after = None
    if after is not None and kind == "percent" and _BASE_RE.match(right[: after.start()]):
        after = None
    if after is not None and _REASON_RE.match(right[: after.start()]):
        after = None  # "because of the heavier pots": why, not what (`_REASON_RE`)
    return [*before, *([after] if after else [])]


def _of_kind(
    vocab: Vocabulary, named: Cue, kind: str, cannot: frozenset[str] = frozenset()
) -> bool:
    """Whether the cue names a topic of `kind` (one kept off the value by its `not_about`).
    A topic of another kind says the sentence is about something the catalogue covers, of
    which the value measures another side ("Deposit holds are gone within 10 days" next to
    a deposit amount topic): it never makes the value uncovered, as it never takes it. Nor
    does a topic the value cannot be (`cannot`: how long something takes, for a time
    counted back from an event, `leadtime`): "you can cancel up to 24 hours before and
    still get your money back" says nothing uncovered of the 24 hours; its words name no
    topic it could be, so it is the ticket's to place."""
    return any(
        (t := vocab.topic(m[2])) is not None and t.kind == kind and t.key not in cannot
        for m in named.strong
    )


_OWN_SUB_CLAUSE_CUT_RE: Final = re.compile(r"[,;:–—()]")


def _pronoun_said(clause: Clause) -> bool:
    """Whether the value's own sub-clause (after the last comma, colon, dash or bracket
    before it) opens with a personal pronoun: "don't worry: you'll see it within"; or with an
    imperative, whose left-out subject is the reader's "you": "Just let us know at least"
    (`imperativecondition.opens_imperative`)."""
    cuts = list(_OWN_SUB_CLAUSE_CUT_RE.finditer(clause.left))
    own = clause.left[cuts[-1].end() :] if cuts else clause.left
    return bool(_PRONOUN_LEAD_RE.match(own.strip())) or opens_imperative(own.strip())


def _another_kinds_subject(vocab: Vocabulary, kind: str, words: str) -> bool:
    """Whether `words` are a topic's phrase (of another kind: one of the value's kind would
    have taken it) and otherwise only words the catalogue knows for `kind`: the subject is
    one the catalogue covers, so the value is no uncovered subject's, only unattributed."""
    named = cue(words, vocab)
    if not named.strong:
        return False
    rest, end = [], 0
    for s, e, _ in sorted(named.strong):
        rest.append(words[end:s])
        end = max(end, e)
    rest.append(words[end:])
    return all_known(vocab, kind, " ".join(rest))


# A leading subordinate clause ("If you ever cancel, ", "Once it has shipped, ", "As long as
# you tell us, "), after any greeting with the customer's name ("Hi Priya, if …": `greeting`,
# which addresses the reader and is no part of either clause) and any opening formula ("No
# worries – if …": `interjection`): the main clause, and its subject, follow its comma. A
# clause of reason or concession leads the same way ("As you rang before it started, ",
# "Because it was cancelled, ", "Although it's late, "): any subordinator of English
# (`guard.english.SUBORDINATORS`, and "since", which is with the prepositions) says why or
# when the main clause holds, never what its value is of.
_SUBORDINATE_LEAD_RE: Final = re.compile(
    rf"^[\W_]*(?:{SALUTATION})?(?:{INTERJECTION})*"
    rf"(?:as\s+soon\s+as|{CONDITIONAL_SUBORDINATOR}|{one_of(SUBORDINATORS)}|after|before|since)\b"
    r"(?:[^,;:.!?]|(?<=\d):(?=\d)){1,80},\s*",  # a clock time's colon is no stop
    _I,
)
# The main clause's subject as a determiner and one word ("your data stays …").
_MAIN_SUBJECT_RE: Final = re.compile(
    r"^(?:the|your|our|their|its|this|that|these|those)\s+(?P<np>[A-Za-z][\w'’-]*)\b", _I
)


# A sentence led by a determiner and one noun, whatever its verb ("The payment needs to
# reach us", "Your refund shows"), after any greeting or opening formula: a subject said
# short, which `kindsubject` weighs as it weighs a lead before "is"/"are".
_DETERMINED_LEAD_RE: Final = re.compile(
    rf"^[\W_]*(?:{SALUTATION})?(?:{INTERJECTION})*"
    r"(?:the|your|our|their|this|that|these|those)\s+(?P<np>[A-Za-z][\w'’-]*)\s",
    _I,
)


def _known_main_subject(vocab: Vocabulary, kind: str, sentence: str) -> bool:
    """After a leading subordinate clause, the main clause is led by a pronoun or by a noun
    the catalogue knows for `kind` ("If you ever cancel, your data stays available for 30
    days"): its subject is one the catalogue covers, so the value names no uncovered
    subject; it is unattributed, the ticket's to place. The condition says when, not what."""
    lead = _SUBORDINATE_LEAD_RE.match(sentence)
    if lead is None:
        return False
    main = sentence[lead.end() :]
    if _PRONOUN_LEAD_RE.match(main):
        return True
    m = _MAIN_SUBJECT_RE.match(main)
    return m is not None and all_known(vocab, kind, m["np"])


def uncovered_subject(
    vocab: Vocabulary, clause: Clause, carried: Cue | None, kind: str = ""
) -> Because | None:
    """Why a value on no topic is about something the catalogue does not cover (see the
    module docstring), or None when its words name nothing: unattributed. A noun phrase or
    a sentence's lead whose every word the catalogue knows for the value's `kind` (a scope
    value: "Core is £26.99 at your club") names no subject of its own (`subject`)."""
    if _FOLLOW_UP_RE.search(clause.left):
        return Because("clause", clause.left.strip()[-40:], note="the agent's own follow-up")
    if _VALUE_AS_SUBJECT_RE.search(clause.left):
        return None  # "The £12 is added when…": the value is its own subject, naming nothing
    nouns = _nearest_nouns(clause, kind)
    own = next((m for m in nouns if not all_known(vocab, kind, m.group())), None)
    if own is not None:
        return Because("clause", own.group(), note="its clause's own noun names no topic")
    sentence = _own_statement(clause, kind)
    named = cue(sentence, vocab)
    cannot = not_how_long_it_takes(vocab, kind, clause.right, clause.left)  # (`leadtime`)
    if named.other or _of_kind(vocab, named, kind, cannot):
        return Because("sentence", sentence, note="its sentence names no topic of its kind")
    if continues_subject(sentence):
        # The earlier sentence's subject, whatever its kind: a pronoun ("Banks take 3 days
        # to show it") links the value to that subject, not to the ticket's topic. But when
        # the value's own sub-clause is said by a personal pronoun ("you'll see it within 3
        # days") and the earlier sentence names only topics (of another kind), nothing
        # uncovered acts on the value: it is a covered thing's, as after a lead subject of
        # another kind (`_another_kinds_subject`), and unattributed.
        if carried is not None and carried.strong and not carried.other and _pronoun_said(clause):
            return None
        if carried is not None and (carried.strong or carried.other):
            return Because(
                "earlier sentence",
                carried.text,
                note="the subject it continues has no topic of its kind",
            )
        return None
    if _PRONOUN_LEAD_RE.match(sentence) or _known_main_subject(vocab, kind, sentence):
        return None
    if after_front_phrase(sentence) is not None:
        return None  # "As a member you'd pay 20% less": the pronoun is the subject
    if kind == "duration" and _AWAY_RE.match(clause.right):
        return None  # "As next Thursday is 14 days away": the event it counts to (`_AWAY_RE`)
    lead = _LEAD_SUBJECT_RE.match(sentence)
    if (
        lead is not None
        and all_known(vocab, kind, lead["np"])
        and prices_a_scope(vocab, kind, lead["np"])
    ):
        return None  # led by what the catalogue knows: a plan, a place ("Core is £26.99")
    if lead is not None and _another_kinds_subject(vocab, kind, lead["np"]):
        return None  # "Deposit holds are gone within 10 days": a covered thing's other side
    if lead is not None and led_by_kinds_subject(vocab, kind, lead["np"]):
        return None  # "Most of our lessons are booked within 2 days" (`kindsubject`)
    own = _DETERMINED_LEAD_RE.match(sentence)
    if (
        own is not None
        and led_by_kinds_subject(vocab, kind, own["np"])
        and not any(
            vocab.not_about_overlaps(t.key, sentence, own.start("np"), own.end("np"))
            for t in vocab.catalogue.of_kind(kind)
        )
    ):
        return None  # "The payment needs to reach us 10 days before" (`kindsubject`)
    return Because("sentence", sentence, note="its sentence's own subject names no topic")
