"""Which topic a value is about, read from the catalogue's phrases (scope: `scopes`).

Nearer text beats farther: the value's own clause (a topic of its kind, or a `not_covered`
phrase, in its own sub-clause, then before it, then after it), then its sentence, then, in a
table, its column's header and its row's label, then an earlier sentence (only when this one
continues its subject), then the headings above, the document's title outermost. At each
step the topics of the value's kind are scored by evidence (`evidence`):

- a topic's `about` phrases are strong cues (a match overlapping one of the topic's
  `not_about` phrases is no cue), weighted by how many topics share the phrase (1/n), its
  length and its nearness; the best score wins, and only a topic of the value's kind can:
  another kind's topic neither takes the value nor stops it;
- a catalogue `not_covered` phrase says the text is about something else: the claim is
  `other` (a table column headed "Service credit" holds service credits, whatever its rows
  say about uptime);
- `hints` count only when nothing names a subject (in the clause after both sides were
  read, or in the sentence);
- a topic with a `not_about` phrase in the claim's clause, or in its table column's header,
  is never reached by carry-over, from a row label or from a heading;
- catalogue order never decides: topics that score the same are scored again on the wider
  text (`_settle`), and a tie that nothing settles is returned as ambiguous, with every tied
  topic in `Because.alternatives` (a draft claim is then decided on each by the engine, a
  source value is evidence on each).

A value no text puts on a topic of its kind is `other` with `Because("none")`; for a draft,
`unnamed` tells a value said of an uncovered subject (`other`) from one whose words name
nothing (unattributed: the engine reads it on the ticket's topic).

Scope, per catalogue dimension, nearest first: a mention trailing the value in its clause,
then one before it; then the line's label ("**Team** – 8 hours", "Starter plan: 3 days"), or
for a table cell its column's header, its row's label and the row's other cells; then the
deepest heading naming the scope. A label or header names a value when it is one of its
phrases or its own name ("| Free |", "**Team**"); in running text a value's own name counts
when it is written as a proper noun: capitalised inside a sentence, not its first word and
not part of a Title Case run ("Business goes to $24", "bump Team trials", but not "Start
Your Free Trial"). `any` phrases mean every value, and a value mentioned to exclude it
("unlike standard transfers") or, in running text, named as a comparison's baseline
("cheaper than paying monthly", "compared with month to month") scopes nothing. No mention
means `any`.

Several values of one dimension:

- A list ("Team and Business plans", "SIM-only and broadband", "UK or Ireland") applies the
  claim to each value named: the extractor gives one claim per value, with the same quote,
  because a claim's scope holds one value per dimension and the rules then treat each value
  as its own case (a list naming every value is `any`). A capitalised value name in the list
  counts even when only the last item is a catalogue phrase ("Team and Business plans").
- Two values side by side with no list word between them ("Business broadband accounts")
  are one qualifying the other, and which is the narrower depends on the business, not on
  English ("Business broadband" is a business plan; "broadband business customers" too).
  No generic rule decides it, so such a mention is ambiguous and the claim is left `any`
  for that dimension: a general claim loses to a specific one (D6) and a conflict between
  general claims escalates (D7), where a wrongly chosen value would govern the wrong case.
- A heading or label naming several values in separate mentions ("Team plan vs Business
  plan") scopes nothing either: `any`.

Every decision is returned with a `Because`: where the deciding words were and which
catalogue phrase they matched, taken from the match that decided (`answerguard sources
claims` prints them).

Where the parts live: the value's own clause is read in `clausetopic`, a value's own
description (the noun a duration describes, a bracketed name) in `attributive`, and a
reading the wider text moves (a longer or a narrower topic's phrase) in `yielded`.
"""

from __future__ import annotations

from dataclasses import replace

from guard.extract.local.actholder import anothers_act
from guard.extract.local.agedrole import acting_age_topic
from guard.extract.local.ages import said_as_age
from guard.extract.local.anchors import anchored_topics, without_anchor
from guard.extract.local.asides import without_asides, without_uncovered_asides
from guard.extract.local.attributive import attributive_topic, bracket_named, described_noun
from guard.extract.local.awayanchor import away_anchor
from guard.extract.local.clausetopic import in_clause, own_sub_clause_start
from guard.extract.local.continuing import continues_subject
from guard.extract.local.coordinated import before_next_main_clause, before_own_main_clause
from guard.extract.local.cues import (
    NOTHING,
    Because,
    Context,
    Cue,
    _about,
    _cued,
    _hint,
    _named,
    _pick,
    _settle,
    cue,
)
from guard.extract.local.describedsubject import other_kind_owner
from guard.extract.local.destination import without_returned_to
from guard.extract.local.fronted import fronted_anchor, without_fronted
from guard.extract.local.frontedcondition import fronted_condition
from guard.extract.local.gapped import gapped_topic
from guard.extract.local.gappedfor import gapped_for_topic
from guard.extract.local.headcue import head_topic, qualified_after, subject_head_topic
from guard.extract.local.headingitems import within_items
from guard.extract.local.indefinite import bounded_indefinite, bounded_instances, others_subject
from guard.extract.local.insteadof import instead_of_denied
from guard.extract.local.leadtime import not_how_far_ahead, not_how_long_it_takes
from guard.extract.local.namedsubject import named_subject
from guard.extract.local.nextlabel import without_next_label
from guard.extract.local.paidout import paid_out
from guard.extract.local.passivedone import handled_not_asked
from guard.extract.local.possessedtime import possessed_noun
from guard.extract.local.purpose import before_purpose, without_purpose
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.sharedsubject import shared_subject_topic
from guard.extract.local.sibling import sibling_topic
from guard.extract.local.siblingrow import another_rows_kind
from guard.extract.local.stepday import step_day
from guard.extract.local.stepsubject import step_subject
from guard.extract.local.subject import all_known, own_subject
from guard.extract.local.subjecthead import heads_own_subject
from guard.extract.local.timednoun import timed_noun
from guard.extract.local.timeheading import is_time_heading
from guard.extract.local.uncoveredanchor import without_uncovered_anchor
from guard.extract.local.unitsubject import unit_topic
from guard.extract.local.valuedclause import without_valued_siblings
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.whoseact import act_topic, another_act
from guard.extract.local.yielded import to_narrower, yield_to_longer
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.kb.phrasematch import mentions

# --- topics ------------------------------------------------------------------------------------


def _blocked(vocab: Vocabulary, *texts: str) -> frozenset[str]:
    """Topics with a `not_about` phrase in any of the texts."""
    return frozenset(
        t.key
        for t in vocab.catalogue.topics
        if t.not_about and any(mentions(t.not_about, x) for x in texts if x)
    )


def read_topic(
    vocab: Vocabulary, kind: str, clause: Clause, sentence: Sentence, carried: Cue | None
) -> tuple[str, Because]:
    """The topic of a value of `kind` read in `clause` (`_read_topic`), unless the clause
    says the value measures another party's act than the one the topic's words name (`acts`:
    "we aim to reply within 10 days" on a topic of "register your claim"): then `other`."""
    topic, why = _read_topic(vocab, kind, clause, sentence, carried)
    if topic not in (OTHER, UNATTRIBUTED):
        act = another_act(vocab, kind, clause, topic)
        if act is not None:
            return OTHER, act
        # "the owner gives 60 days' notice", "notice from the supplier" (`actholder`)
        done = anothers_act(vocab, kind, clause, topic)
        if done is not None:
            return OTHER, done
        step = step_day(vocab, kind, clause, topic)  # "Cancel any X the same day" (`stepday`)
        if step is not None:
            return OTHER, step
        handled = handled_not_asked(vocab, kind, clause, topic)  # (`passivedone`)
        if handled is not None:
            return OTHER, handled
        payout = paid_out(vocab, kind, clause.left, topic)  # "X pays out £800" (`paidout`)
        if payout is not None:
            return OTHER, payout
    return topic, why


def _read_topic(
    vocab: Vocabulary, kind: str, clause: Clause, sentence: Sentence, carried: Cue | None
) -> tuple[str, Because]:
    """The topic of a value of `kind` read in `clause` (see the module docstring), and why.

    Within the clause a hint counts only after both sides were read, so "Your card ships in
    5 days; failed payments take 3 business days" keeps each claim's own topic. A topic
    never bleeds into a sentence that names its own: in "Refunds take 3 business days. Our
    chat answers within 1 hour." the second claim is about a reply. A duration written as
    an adjective is first about the noun it describes ("the 14-day cooling-off period").
    A tie is settled by the wider text (`_settle`)."""
    if clause.cell is not None:
        return _read_cell_topic(vocab, kind, clause, sentence)
    instead = instead_of_denied(vocab, kind, clause.sentence, clause.start)
    if instead is not None:  # "No refund is due, but … credit for 6 months" (`insteadof`)
        return OTHER, instead
    clause = replace(clause, right=without_next_label(clause))  # "… a fee of £2" (`nextlabel`)
    clause = replace(clause, right=before_purpose(clause.right))  # "so we can …" (`purpose`)
    # "at least 24 hours before your delivery … we'll refund you": no refund time (`leadtime`)
    takes = not_how_long_it_takes(vocab, kind, clause.right, clause.left)
    # "Refunds show within 5 days" under a cancelling heading: how soon, never how far ahead;
    # only the text around it is ruled out, its own words still name a topic (`leadtime`)
    ahead = not_how_far_ahead(vocab, kind, clause.right, clause.left)
    own_main = before_own_main_clause(clause.sentence, clause.start)[: clause.start]
    anchored = anchored_topics(vocab, kind, clause.left, clause.right, own_main)
    if anchored:  # "For 36 months after the switch, ...": counted from it (`anchors`)
        clause = replace(clause, right=without_anchor(clause.right, clause.left))
    clause = without_uncovered_anchor(vocab, kind, clause)  # "of delivery" (`uncoveredanchor`)
    away = away_anchor(vocab, kind, clause.left, clause.right)
    if away is not None:  # "the delivery is 24 hours away": counted back from it (`awayanchor`)
        clause = replace(clause, left=without_fronted(clause.left, away[0]))
        anchored |= away[1]
    fronted = fronted_anchor(vocab, kind, clause.left, clause.right)
    if fronted is not None:  # "Once X is done, Y happens within": counted from X (`fronted`)
        clause = replace(clause, left=without_fronted(clause.left, fronted[0]))
        anchored |= fronted[1]
    rest = before_next_main_clause(clause.sentence, clause.end)[clause.start :]
    condition = fronted_condition(vocab, kind, clause.left, rest)
    if condition is not None:  # "If it's come back stained, tell us … and we'll redo it"
        clause = replace(clause, left=without_fronted(clause.left, condition[0]))
        anchored |= condition[1]  # the condition's own topics name the case (`frontedcondition`)
    anchored |= takes
    blocked = _blocked(vocab, clause.own) | anchored
    wider: list[Context] = [
        (
            cue(_own_clauses(clause, kind), vocab),
            (clause.start, clause.end),
            "sentence",
            anchored,
        )
    ]
    if sentence.question:  # "Q: How much notice …?" names what "A: 30 days" is (`answers`)
        wider.insert(0, _question_context(vocab, sentence, blocked))
    if carried is not None and continues_subject(clause.sentence):
        end = (len(carried.text), len(carried.text))
        wider.append((carried, end, "earlier sentence", blocked | ahead))
    wider.append(_heading_context(vocab, sentence, blocked | ahead))
    described = bracket_named(vocab, kind, clause) or attributive_topic(vocab, kind, clause)
    if described is not None and described[0] != OTHER:
        owner = other_kind_owner(vocab, kind, described[0], clause)
        if owner is not None:  # "Express repairs need 2 days' notice" (`describedsubject`)
            return OTHER, owner
    if described is not None:
        return _settle(vocab, kind, described, wider)
    # ", and a deposit refund takes up to 10 days": its own clause's subject (`coordinated`)
    left = before_own_main_clause(clause.left, len(clause.left))
    timed = timed_noun(vocab, kind, left, clause.right)
    if timed is not None:  # "a reminder email 5 days before it's due" (`timednoun`)
        return OTHER, Because("clause", timed, note="the noun the duration times names no topic")
    possessed = possessed_noun(vocab, kind, left, clause.right)
    if possessed is not None:  # "after the trial by giving a month's notice" (`possessedtime`)
        return OTHER, Because("clause", possessed, note="the noun the duration measures")
    own_line = _indefinite_in_own_sub_clause(vocab, kind, left)
    if own_line is not None:  # "(sign-off needed for anything above £500)" (`indefinite`)
        return OTHER, Because("clause", own_line, note="a line a step starts at, not a value")
    line = _bounded_instances(vocab, kind, clause)
    if line is not None:  # "Claims above £2,500 need a certificate" (`indefinite`)
        return OTHER, Because("clause", line, note="a line a requirement starts at, not a value")
    act = act_topic(vocab, kind, clause, OTHER)
    if act is not None:  # "you have 30 days to return it": return within (`acts`)
        read = act.topic, act.because
        return _settle(vocab, kind, read, wider) if act.settle else read
    # "X costs £3 for A and £5 for B": B says what £5 is for (`gappedfor`)
    found = gapped_for_topic(vocab, kind, clause) or in_clause(vocab, kind, left, clause.right)
    if found is None:
        own = cue(clause.own, vocab)
        hinted = _pick(vocab, own, kind, (len(left), len(left) + 1), hints=True)
        if hinted is not None:
            found = hinted.topic, _hint(vocab, "clause", own.text, hinted)
    if found is not None:
        if not heads_own_subject(left, found[1].words):  # "Any deposit we hold …" (`subjecthead`)
            found = yield_to_longer(vocab, kind, found, wider)
        found = to_narrower(vocab, kind, found, wider)
        return _settle(vocab, kind, found, wider)
    per_unit = (
        unit_topic(vocab, clause.sentence, clause.start, clause.end) if kind == "count" else None
    )
    if per_unit is not None:  # "Rooms sleep up to 4 guests": guests per room (`unitsubject`)
        words = clause.sentence[clause.start : clause.end]
        return per_unit, Because(
            "clause", words, note="its noun and its clause's subject say the topic's unit"
        )
    # the clause's own subject beats any outer cue (`subject`, `stepsubject`)
    subject = (
        own_subject(vocab, kind, clause)
        or step_subject(vocab, kind, clause)
        or named_subject(vocab, kind, clause)  # "**Trip Shield** costs 8%"
    )
    if subject is not None:  # "The deposit's refundable: £20": its head noun (`headcue`)
        return head_topic(vocab, kind, subject) or (
            OTHER,
            Because("clause", subject, note="its clause's own subject names no topic"),
        )
    bound = bounded_indefinite(clause.left)
    if bound is not None:  # "Anything above $200 needs approval" (`indefinite`)
        return OTHER, Because("clause", bound, note="a line a step starts at, not a value")
    acting = _acting_age(vocab, kind, clause)  # "another adult aged 21 … books" (`agedrole`)
    if acting is not None:
        return acting
    others = others_subject(clause.left)
    if others is not None and not all_known(vocab, kind, others):  # "other shops charge $1"
        return OTHER, Because("clause", others, note="another party's value, not ours")
    gapped = gapped_topic(vocab, kind, clause)  # "X is £5, and £3 for juniors" (`gapped`)
    if gapped is not None:
        return gapped
    for i, (c, at, where, block) in enumerate(wider):
        found = _cued(vocab, c, kind, at, where, block)
        if found is not None:
            found = yield_to_longer(vocab, kind, found, wider[i:])
            found = to_narrower(vocab, kind, found, wider)
            return _settle(vocab, kind, found, wider[i + 1 :])
    headed = _head_cue(vocab, kind, clause)  # "and the wait is roughly 2 years" (`headcue`)
    if headed is not None:
        return headed
    shared = shared_subject_topic(vocab, kind, clause)  # "… and costs £5" (`sharedsubject`)
    if shared is not None:
        return shared
    sibling = sibling_topic(vocab, kind, clause.left, clause.right)  # (`sibling`)
    return sibling if sibling is not None else (OTHER, NOTHING)


def _head_cue(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """Where no phrase names a topic: the one topic whose phrases are headed by the noun the
    value describes ("8 weeks' notice") or by its clause's subject ("the wait is"), as
    `headcue` reads them."""
    noun = described_noun(clause)
    if noun:  # "30 days' notice in writing of any change": a notice of that (`headcue`)
        at = clause.sentence.find(noun, clause.end)
        if at >= 0 and qualified_after(clause.sentence, at + len(noun)):
            noun = None
    return (head_topic(vocab, kind, noun) if noun else None) or subject_head_topic(
        vocab, kind, clause
    )


def _indefinite_in_own_sub_clause(vocab: Vocabulary, kind: str, left: str) -> str | None:
    """The words "anything above" when they end the value's own sub-clause (after a comma,
    colon, bracket or dash) and that sub-clause names no topic of the value's kind, else
    None: "refunded less the delivery charges (sign-off needed for anything above £500)"
    states the line a step starts at, in its own bracket, whatever the words before the
    bracket name (`indefinite`)."""
    bound = bounded_indefinite(left)
    at = own_sub_clause_start(left)
    if bound is None or at == 0:
        return None
    own = cue(left[at:], vocab)
    if any((spec := vocab.topic(t)) is not None and spec.kind == kind for _, _, t in own.strong):
        return None
    return bound


def _bounded_instances(vocab: Vocabulary, kind: str, clause: Clause) -> str | None:
    """The words "Claims above" when the amount bounds a plural subject whose predicate is a
    requirement that names no topic of the amount's kind, else None (`indefinite`)."""
    if kind != "money":
        return None
    line = bounded_instances(clause.left, clause.right)
    if line is None:
        return None
    own = cue(clause.right, vocab)
    if any((spec := vocab.topic(t)) is not None and spec.kind == kind for _, _, t in own.strong):
        return None
    return line


def _acting_age(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The age topic, for an age said of another party who does that topic's own act
    ("another adult aged 21 or over makes the booking", `agedrole`), else None."""
    sentence, start, end = clause.sentence, clause.start, clause.end
    if kind != "duration" or not said_as_age(sentence, start, end):
        return None
    acting = acting_age_topic(vocab, sentence, end)
    if acting is None:
        return None
    topic, predicate = acting
    return topic, Because("clause", predicate, note="the age's person does the topic's act")


def _own_clauses(clause: Clause, kind: str) -> str:
    """The value's sentence as read for its topic: no coordinated main clause after it
    (`coordinated`), no purpose clause after it (`purpose`), no sibling clause with its own value of its kind (`valuedclause`), no
    other value's rate words."""
    text = before_next_main_clause(_without_rates(clause), clause.end)
    text = before_own_main_clause(text, clause.start)  # ", and a refund takes 5 days"
    text = without_purpose(text, clause.end)  # "so we can offer it to …" (`purpose`)
    text = without_returned_to(text, clause.start, clause.end)  # "back to …" (`destination`)
    return without_valued_siblings(text, clause, kind)


def _without_rates(clause: Clause) -> str:
    """The clause's sentence with its other values' rate words blanked, positions kept: in
    "steps of £1,000; each step adds £1.80 a week" the week is what £1.80 is charged per,
    and says nothing of £1,000."""
    text = clause.sentence
    for s, e in clause.others_rates:
        text = text[:s] + " " * (e - s) + text[e:]
    return text


def _question_context(vocab: Vocabulary, sentence: Sentence, blocked: frozenset[str]) -> Context:
    q = sentence.question
    return cue(q, vocab), (len(q), len(q)), "question", blocked


def _heading_context(vocab: Vocabulary, sentence: Sentence, blocked: frozenset[str]) -> Context:
    """The title, headings and lead-ins above the sentence, as one cue; a heading that is a
    clause of time ("Before the team arrives") says when the steps are done, not what their
    values measure, and is left out (`timeheading`); a loose match across a heading's items is
    dropped (`headingitems`)."""
    heads = (sentence.title, *sentence.headings, *sentence.lead_in)
    parts = tuple(h for h in heads if h and not is_time_heading(h))
    headings = " ".join(parts)
    found = within_items(cue(headings, vocab), parts)  # "Refund requests and fee waivers"
    return found, (len(headings), len(headings)), "heading", blocked


def _read_cell_topic(
    vocab: Vocabulary, kind: str, clause: Clause, sentence: Sentence
) -> tuple[str, Because]:
    """A table cell's topic. The cell's own words decide when they name a topic of the
    value's kind or something not covered ("| Premium | 10% service credit |"); then its
    column's header, then its row's label, then the headings. A header or label is scored
    with no distance: its phrases weigh by their words and sharing alone (`evidence`)."""
    cell = clause.cell
    assert cell is not None
    left, right = clause.left, clause.right
    blocked = _blocked(vocab, clause.own, cell.column)
    levels: list[Context] = [
        (cue(left, vocab), (len(left), len(left)), "cell", frozenset()),
        (cue(right, vocab), (0, 0), "cell", frozenset()),
        (cue(clause.sentence, vocab), (clause.start, clause.end), "cell", frozenset()),
    ]
    for text, where in ((cell.column, "column header"), (cell.label, "row label")):
        # A label is read whole: every word of it is as near the cells as any other, so a
        # period it ends with ("(per month)") is no nearer than the subject it names.
        bare = without_asides(text)
        if bare.strip() and bare != text:  # its head before its bracketed aside (`asides`)
            levels.append((cue(bare, vocab), (0, len(bare)), where, blocked))
            text = without_uncovered_asides(text, lambda a: _only_uncovered(vocab, a))
        levels.append((cue(text, vocab), (0, len(text)), where, blocked))
    levels.append(_heading_context(vocab, sentence, blocked))
    for i, (c, at, where, block) in enumerate(levels):
        found = _named(vocab, c, kind, at, where, block)
        if found is None and i == 2:
            own = cue(clause.own, vocab)
            p = _pick(vocab, own, kind, (len(left), len(left) + 1), hints=True)
            found = (p.topic, _hint(vocab, "cell", own.text, p)) if p is not None else None
        elif found is None and i > 2:
            found = _cued(vocab, c, kind, at, where, block)
        if (
            found is not None
            and where == "row label"
            and another_rows_kind(vocab, found[0], cell.label, sentence.row_labels)
        ):  # "| Family day ticket |" beside "| Day ticket |" (`siblingrow`)
            return OTHER, NOTHING
        if found is not None:
            return _settle(vocab, kind, found, levels[i + 1 :])
    return OTHER, NOTHING


def _only_uncovered(vocab: Vocabulary, text: str) -> bool:
    """Whether `text` names something not covered and no topic (`asides`)."""
    c = cue(text, vocab)
    return c.other and not (c.strong or c.loose or c.hints)


def topic_of(
    vocab: Vocabulary, kind: str, clause: Clause, sentence: Sentence, carried: Cue | None
) -> str:
    """The topic of a value of `kind` read in `clause` (see `read_topic`)."""
    return read_topic(vocab, kind, clause, sentence, carried)[0]


def rate_topic(vocab: Vocabulary, kind: str, rate: str) -> tuple[str, Because] | None:
    """The topic of `kind` that a value's own rate words name ("per seat" in "$20 per seat
    per month"), or None: they are the nearest text there is, but naming another kind's
    topic ("per GB") says nothing about this value's."""
    c = cue(rate, vocab)
    p = _pick(vocab, c, kind, (0, 0))
    return (p.topic, _about(vocab, "value", c.text, p, "its rate")) if p is not None else None
