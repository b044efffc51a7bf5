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
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_after, clause_start
from guard.extract.local.agedrole import acting_age_topic
from guard.extract.local.ages import said_as_age
from guard.extract.local.anchors import anchored_topics, without_anchor
from guard.extract.local.antecedent import antecedent_over_modifier, uncovered_antecedent
from guard.extract.local.asides import without_asides
from guard.extract.local.awayanchor import away_anchor
from guard.extract.local.contained import longer_owners
from guard.extract.local.continuing import continues_subject
from guard.extract.local.coordinated import before_next_main_clause
from guard.extract.local.cues import (
    NOTHING,
    Because,
    Context,
    Cue,
    _about,
    _cued,
    _hint,
    _named,
    _not_covered,
    _pick,
    _settle,
    cue,
)
from guard.extract.local.evidence import Pick
from guard.extract.local.evidence import weight as cue_weight
from guard.extract.local.fronted import fronted_anchor, without_fronted
from guard.extract.local.frontedcondition import fronted_condition
from guard.extract.local.gapped import gapped_topic
from guard.extract.local.headnoun import head_over_modifier
from guard.extract.local.indefinite import bounded_indefinite, others_subject
from guard.extract.local.leadtime import not_how_long_it_takes
from guard.extract.local.namedsubject import named_subject
from guard.extract.local.namedterm import bracketed_name
from guard.extract.local.narrower import narrower_topics
from guard.extract.local.nextlabel import without_next_label
from guard.extract.local.nouncomplement import of_complement, only_a_kind_of_span
from guard.extract.local.occasion import occasion_noun, occasion_over_name
from guard.extract.local.otherkind import other_kind_subject
from guard.extract.local.participle import described_uncovered
from guard.extract.local.passivedone import handled_not_asked
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.sharedsubject import shared_subject_topic
from guard.extract.local.sibling import sibling_topic
from guard.extract.local.stepday import step_day
from guard.extract.local.stepsubject import step_subject
from guard.extract.local.subject import all_known, own_subject
from guard.extract.local.timednoun import timed_noun
from guard.extract.local.uncoveredanchor import without_uncovered_anchor
from guard.extract.local.unitsubject import unit_topic
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.whoseact import act_topic, another_act
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.kb.phrases import mentions

_I: Final = re.IGNORECASE

# --- topics ------------------------------------------------------------------------------------


# A duration written as an adjective ("14-day", "4-hour", "two-week") describes the noun
# right after it: "the 14-day cooling-off period" is about a cooling-off period, whatever
# the rest of the sentence names. The noun phrase runs to a function word or punctuation.
_ATTRIBUTIVE_RE: Final = re.compile(r"-(?:day|hour|week|month|year|minute)$", _I)
# A duration in the possessive ("one month's notice", "30 days' notice") describes the noun
# after it, like an adjective does.
_POSSESSIVE_RE: Final = re.compile(r"['’]s?(?=\s)", _I)
# The unit word a duration ends with ("one calendar month", "30 days").
_UNIT_WORD_RE: Final = re.compile(r"[A-Za-z]+$")
_NOUN_PHRASE_RE: Final = re.compile(
    r"\s+((?:(?!(?:and|or|but|of|for|to|in|on|at|with|from|by|that|which|who|is|are|was|were|"
    r"will|would|can|could|may|might|if|when|so|as|than|before|after|until|per|the|a|an|this|"
    r"your|our|their|its)\b)"
    r"[A-Za-z][\w'’-]*\s*){1,3})",
    _I,
)
# Nouns that say only that a span of time is meant: they name no subject of their own.
_GENERIC_SPAN_RE: Final = re.compile(
    r"^(?:(?:the|a|an)\s+)?(?:period|window|time|timeframe|time\s+frame|timeline|timescale|"
    r"limit|deadline|turnaround|wait|waiting\s+period|delay|span|interval|stretch|rule|"
    r"guarantee|maximum|minimum|max|min)s?$",
    _I,
)


def _attributive_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic of a duration written as an adjective, from the noun it describes: that
    noun's topic, or `other` when the noun is a subject of its own the catalogue does not
    name ("cooling-off period"); None when the noun only says "period" or "window"."""
    at = clause.end
    possessive = _POSSESSIVE_RE.match(clause.sentence, at)
    if possessive is not None:
        at = possessive.end()  # "one month's notice" describes the notice as "-day" does
    elif not _ATTRIBUTIVE_RE.search(clause.sentence[clause.start : clause.end]):
        return None
    m = _NOUN_PHRASE_RE.match(clause.sentence, at)
    if m is None:
        return None
    noun = m.group(1).strip()
    # The unit is part of the noun's name as a catalogue may write it: "4-hour window" is an
    # "hour window", "30-day return" a "day return".
    # So is a possessive's unit: "one month's notice" is a "month's notice".
    unit = _ATTRIBUTIVE_RE.search(clause.sentence[clause.start : clause.end])
    named_as = f"{unit.group()[1:]} {noun}" if unit and possessive is None else noun
    owner = _UNIT_WORD_RE.search(clause.sentence[clause.start : clause.end])
    if possessive is not None and owner is not None:
        named_as = f"{owner.group()}{possessive.group()} {noun}"
    named = _named(vocab, cue(named_as, vocab), kind, (0, 0), "clause")
    if named is None and named_as != noun:
        named = _named(vocab, cue(noun, vocab), kind, (0, 0), "clause")
    if named is not None:
        return named[0], replace(named[1], note="the noun the duration describes")
    if _GENERIC_SPAN_RE.match(noun):
        return None
    complement = of_complement(clause.sentence, m.end(1))
    if complement is not None:  # "5 days' notice of a skip on the road" (`nouncomplement`)
        of = _named(vocab, cue(complement, vocab), kind, (0, 0), "clause")
        if of is not None and of[0] != OTHER:
            return of[0], replace(of[1], note="what the noun the duration describes is of")
    elif only_a_kind_of_span(noun):
        return None  # "5 days' notice so the council can …": read as "5 days" is (`nouncomplement`)
    return OTHER, Because("clause", noun, note="the noun the duration describes names no topic")


def _bracket_named(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic a bracketed quoted name gives the value (`namedterm`): its topic, `other`
    when it names none, None when it only says "period"."""
    name = bracketed_name(clause.sentence, clause.end)
    if name is None or _GENERIC_SPAN_RE.match(name):
        return None
    named = _named(vocab, cue(name, vocab), kind, (0, 0), "clause")
    if named is not None:
        return named[0], replace(named[1], note="the name the text gives the value")
    return OTHER, Because("clause", name, note="the name the text gives the value names no topic")


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
        step = step_day(vocab, kind, clause, topic)  # "Cancel any X the same day" (`stepday`)
        if step is not None:
            return OTHER, step
        handled = handled_not_asked(vocab, kind, clause, topic)  # (`passivedone`)
        if handled is not None:
            return OTHER, handled
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
    clause = replace(clause, right=without_next_label(clause))  # "… a fee of £2" (`nextlabel`)
    # "at least 24 hours before your delivery … we'll refund you": no refund time (`leadtime`)
    takes = not_how_long_it_takes(vocab, kind, clause.right, clause.left)
    anchored = anchored_topics(vocab, kind, clause.left, clause.right)
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
            cue(before_next_main_clause(_without_rates(clause), clause.end), vocab),
            (clause.start, clause.end),
            "sentence",
            anchored,
        )
    ]
    if sentence.question:  # "Q: How much notice …?" names what "A: 30 days" is (`answers`)
        wider.insert(0, _question_context(vocab, sentence, blocked))
    if carried is not None and continues_subject(clause.sentence):
        end = (len(carried.text), len(carried.text))
        wider.append((carried, end, "earlier sentence", blocked))
    wider.append(_heading_context(vocab, sentence, blocked))
    described = _bracket_named(vocab, kind, clause) or _attributive_topic(vocab, kind, clause)
    if described is not None:
        return _settle(vocab, kind, described, wider)
    left = clause.left
    timed = timed_noun(vocab, kind, left, clause.right)
    if timed is not None:  # "a reminder email 5 days before it's due" (`timednoun`)
        return OTHER, Because("clause", timed, note="the noun the duration times names no topic")
    own_line = _indefinite_in_own_sub_clause(vocab, kind, left)
    if own_line is not None:  # "(sign-off needed for anything above £500)" (`indefinite`)
        return OTHER, Because("clause", own_line, note="a line a step starts at, not a value")
    act = act_topic(vocab, kind, clause, OTHER)
    if act is not None:  # "you have 30 days to return it": return within (`acts`)
        read = act.topic, act.because
        return _settle(vocab, kind, read, wider) if act.settle else read
    found = _in_clause(vocab, kind, left, clause.right)
    if found is None:
        own = cue(clause.own, vocab)
        hinted = _pick(vocab, own, kind, (len(left), len(left) + 1), hints=True)
        if hinted is not None:
            found = hinted.topic, _hint(vocab, "clause", own.text, hinted)
    if found is not None:
        found = _to_narrower(vocab, kind, _yield_to_longer(vocab, kind, found, wider), wider)
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
    if subject is not None:
        return OTHER, Because("clause", subject, note="its clause's own subject names no topic")
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
            found = _yield_to_longer(vocab, kind, found, wider[i:])
            found = _to_narrower(vocab, kind, found, wider)
            return _settle(vocab, kind, found, wider[i + 1 :])
    shared = shared_subject_topic(vocab, kind, clause)  # "… and costs £5" (`sharedsubject`)
    if shared is not None:
        return shared
    sibling = sibling_topic(vocab, kind, clause.left, clause.right)  # (`sibling`)
    return sibling if sibling is not None else (OTHER, NOTHING)


def _indefinite_in_own_sub_clause(vocab: Vocabulary, kind: str, left: str) -> str | None:
    """The words "anything above" when they end the value's own sub-clause (after a comma,
    colon, bracket or dash) and that sub-clause names no topic of the value's kind, else
    None: "refunded less the delivery charges (sign-off needed for anything above £500)"
    states the line a step starts at, in its own bracket, whatever the words before the
    bracket name (`indefinite`)."""
    bound = bounded_indefinite(left)
    at = _own_sub_clause_start(left)
    if bound is None or at == 0:
        return None
    own = cue(left[at:], vocab)
    if any((spec := vocab.topic(t)) is not None and spec.kind == kind for _, _, t in own.strong):
        return None
    return bound


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


def _without_rates(clause: Clause) -> str:
    """The clause's sentence with its other values' rate words blanked, positions kept: in
    "steps of £1,000; each step adds £1.80 a week" the week is what £1.80 is charged per,
    and says nothing of £1,000."""
    text = clause.sentence
    for s, e in clause.others_rates:
        text = text[:s] + " " * (e - s) + text[e:]
    return text


def _yield_to_longer(
    vocab: Vocabulary, kind: str, found: tuple[str, Because], wider: list[Context]
) -> tuple[str, Because]:
    """A clause reading by words that are part of another topic's longer phrase, read again
    against that topic on the text outside the clause (`contained`)."""
    topic, why = found
    others = longer_owners(vocab, kind, why.words, topic) if why.rule == "about" else frozenset()
    if not others or why.alternatives:
        return found
    tied = frozenset((topic, *others))
    for c, at, where, blocked in wider[1:]:
        p = _pick(vocab, c, kind, at, blocked, only=tied)
        if p is not None and not p.tied and p.topic != topic:
            note = f"'{why.words}' is part of a phrase of {p.topic}, which the {where} names"
            return p.topic, _about(vocab, where, c.text, p, note)
        if p is not None:
            return found
    return found


def _to_narrower(
    vocab: Vocabulary, kind: str, found: tuple[str, Because], wider: list[Context]
) -> tuple[str, Because]:
    """A reading by words that a narrower topic's label holds ("free storage" in "free
    storage at railway stations"), moved to that topic when the sentence, an earlier
    sentence it continues or a heading names it by its own phrases (`narrower`)."""
    topic, why = found
    if why.rule != "about" or why.alternatives:
        return found
    narrower = narrower_topics(vocab, kind, why.words, topic)
    if not narrower:
        return found
    for c, at, where, blocked in wider:
        p = _pick(vocab, c, kind, at, blocked, only=narrower)
        if p is not None and not p.tied:
            # The value is still named by its own words: the qualifier only says which case
            # of them, so the reading keeps their place (a heading's qualifier is no weaker
            # reading carried from a heading, `documents._named_values_win`).
            named = c.text[p.match[0] : p.match[1]]
            note = f"'{why.words}' is in the label of {p.topic}; the {where} says '{named}'"
            spec = vocab.topic(p.topic)
            phrases = spec.about if spec else ()
            return p.topic, replace(why, owner=p.topic, phrases=phrases, note=note)
    return found


def _question_context(vocab: Vocabulary, sentence: Sentence, blocked: frozenset[str]) -> Context:
    q = sentence.question
    return cue(q, vocab), (len(q), len(q)), "question", blocked


def _heading_context(vocab: Vocabulary, sentence: Sentence, blocked: frozenset[str]) -> Context:
    headings = " ".join(h for h in (sentence.title, *sentence.headings, *sentence.lead_in) if h)
    return cue(headings, vocab), (len(headings), len(headings)), "heading", blocked


# Where a new price starts in a list of charges: "£1 to unlock and then 20p per minute", "£3
# plus 10p a mile". What stands before it belongs to the earlier amount, so the later one is
# named by its own words (what it is charged per).
_NEW_PRICE_RE: Final = re.compile(r"\b(?:(?:and\s+)?then|plus|followed\s+by)\b", re.IGNORECASE)


def _in_clause(vocab: Vocabulary, kind: str, left: str, right: str) -> tuple[str, Because] | None:
    """The topic named in the value's own clause: a topic of the value's kind, or a
    catalogue `not_covered` phrase (another kind's topic is no cue: "If you return it
    opened, there's a 15% restocking fee" is about the fee, whatever the return window is
    measured in). Between the two sides, the one in the value's own sub-clause (no comma,
    colon or dash between them) wins, then the one whose phrases say more (`side_score`: in
    "ask for a refund within 28 days of the new date being announced" the longer "new date"
    outweighs "refund"), then the one before it; a tie on one side is kept for the
    wider text to settle. Before the value, a topic named only in a modifier of the
    clause's subject yields to one its head names (`headnoun`). A fee's occasion beside
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
    own_at = _own_sub_clause_start(left)
    if own_at:  # its own sub-clause read alone first: a farther cue cannot outweigh it
        sides.insert(0, (0, _from(whole_left, own_at)))
    best: tuple[tuple[bool, int], tuple[str, Because], float] | None = None
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
    names a topic of another kind (`otherkind`), or None."""
    verb = _FIRST_VERB_RE.search(left)
    if verb is None or p.match[0] < verb.end():
        return None
    return other_kind_subject(vocab, kind, p.topic, left[: verb.start()])


def side_score(vocab: Vocabulary, c: Cue, topic: str) -> float:
    """How much one side of a value's clause says about `topic`: its phrases' words over the
    topics sharing them (`evidence`), summed. Nearness is left out: the words before a value
    are its subject or verb, so only a side that says strictly more takes it from them."""
    return sum(
        cue_weight(vocab, c.text, m, (m[0], m[1]), "about") for m in c.strong if m[2] == topic
    )


def _own_sub_clause_start(left: str) -> int:
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
        if found is not None:
            return _settle(vocab, kind, found, levels[i + 1 :])
    return OTHER, NOTHING


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
