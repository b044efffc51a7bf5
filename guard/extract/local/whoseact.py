"""Whose act a duration measures: one English grammar of "<someone> has <period> to <verb>".

"You have 30 days to return it", "you've got 14 days from delivery to send it back",
"guests get 48 hours to rebook", "a courier has 2 days to collect an order", "48 hours is
how long a courier has to collect an order": a duration that is the object of a verb of
having or getting, with an infinitive after it, is the time someone (the party) is allowed
for an act (the verb after "to", with its object). One reader finds that act and its party
(`granted_act`); two decisions follow from it (`act_topic`):

- Another party's act no topic names. A topic measures one act of its thing (its label and
  phrases say which: "routine repair time" is the repairing), so when the party is a third
  one (not the customer, not us) and the act's object names a topic whose words name no
  form of the verb (accepting, confirming), the duration times another act: the value is
  `other`. When the topic's words do name the verb ("the landlord has 14 days to return
  your deposit" on "deposit return time") the reading is left to the rest of `topics`.
- The act's "within" window. The period says what "<act> within <period>" says, so a topic
  named by "<act> within" (a catalogue's "return within", "rebook within") is named by it
  too: the act's words, with "within" after the verb, are matched against the catalogue's
  phrases of the value's kind.

English grammar of deadlines only, never a list of verbs or a catalogue's words: the test
is the topic's own words against the clause's verb and subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_after, clause_start
from guard.english import BE_FORMS, CUSTOMER_WORDS, HAVE_FORMS, WRITER_WORDS, one_of, word_set
from guard.extract.local.cues import Because, _about, _pick, cue
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import compile_phrases

_I: Final = re.IGNORECASE

#: Who is given the time, or does the act: the customer ("you", "your bank") or the writer
#: ("we", "our team"), whose allowance is the policy itself ("you have 14 days to cancel"),
#: a third party named before the verb ("another"), or no one the clause names ("none").
Party = Literal["customer", "writer", "another", "none"]

# The customer or us.
_OWN_PARTY_RE: Final = re.compile(rf"(?:{one_of(CUSTOMER_WORDS, WRITER_WORDS)})\b", _I)
_CUSTOMER: Final = frozenset(CUSTOMER_WORDS)
# The value is what someone has or gets: "you have", "you've got", "customers get", "you're
# given", "you have up to".
_HAVE_RE: Final = re.compile(
    r"(?:\b(?:have|has|get|gets|given)|['’]ve)(?:\s+got)?\s+(?:up\s+to\s+|just\s+|only\s+|a\s+full\s+)?$",
    _I,
)
# The subject of that verb: the (at most four) words before it, from the sub-clause's start
# or a coordinating "and" / "but" ("a supplier", "customers", "you", "you're").
_SUBJECT_RE: Final = re.compile(
    r"(?:^|[;]\s*|\b(?:and|but)\s+)(?P<subject>(?:[\w'’-]+\s+){0,3}?[\w'’-]+?)"
    r"(?:['’](?:ve|re)|\s+(?:is|are))?\s*$",
    _I,
)
_HAS: Final = r"(?:has|have|gets?|is\s+given|are\s+given)"
# After the value: "is how long a supplier has to confirm a standard order".
_HOW_LONG_RE: Final = re.compile(
    rf"^\s*(?:is|was|means)\s+(?:how\s+long|the\s+time)\s+"
    rf"(?P<subject>(?:[\w'’-]+\s+){{1,4}}?){_HAS}\s+to\s+(?P<act>[a-z]+\b.*)$",
    _I | re.S,
)
# The act the period is for: the first "to <verb>" after it, at most eight words on.
_TO_ACT_RE: Final = re.compile(r"^(?:\s*[^\s,;:()]+){0,8}?\s+to\s+(?P<act>[a-z]+\b.*)$", _I | re.S)
# An act's object ends at a sentence's or a sub-clause's punctuation.
_OBJECT_END_RE: Final = re.compile(r"[,;.!?]")
_WORD_RE: Final = re.compile(r"[a-z]+", _I)


@dataclass(frozen=True)
class Act:
    """The act a duration is granted for, as its clause says it."""

    #: Who is given the time (`Party`).
    party: Party
    #: The verb after "to" ("return", "confirm").
    verb: str
    #: The words after the verb, to the end of its sub-clause ("it for a refund").
    rest: str
    #: The verb's object, to the first punctuation ("a standard order").
    object: str
    #: The words read after the value, from its end to the object's end.
    words: str


def _party(subject: str) -> Party:
    subject = subject.strip()
    if not subject:
        return "none"
    m = _OWN_PARTY_RE.match(subject)
    if m is None:
        return "another"
    return "customer" if m.group().lower() in _CUSTOMER else "writer"


#: The causative verbs: "get" or "have" an object and a past participle ("to get the agreement
#: signed", "to have the boiler serviced") is having someone do the participle's act.
_CAUSATIVE: Final = frozenset({"get", "have"})


def _causative_act(verb: str, obj: str) -> str:
    """The act a causative verb brings about: the base of the regular past participle that
    ends its object ("get the agreement signed" → "sign"), else the verb as said. English
    grammar only: the act is the participle's, the causative verb says who sees it done."""
    words = _WORD_RE.findall(obj)
    if verb.lower() in _CAUSATIVE and len(words) >= 2 and words[-1].lower().endswith("ed"):
        return words[-1][:-2]
    return verb


def _act(party: Party, act: str, right: str) -> Act:
    verb, _, rest = act.partition(" ")
    obj = _OBJECT_END_RE.split(rest, maxsplit=1)[0]
    end = len(right) - len(act) + len(verb) + 1 + len(obj)
    return Act(party, _causative_act(verb, obj), rest, obj, right[: min(end, len(right))].strip())


def granted_act(clause: Clause) -> Act | None:
    """The act a duration in `clause` is the time allowed for, and whose it is: "<someone>
    has <value> to <verb> …" around it, or "<value> is how long <someone> has to <verb> …"
    after it; None when the clause says neither."""
    right = clause_after(clause.right, 0, SUB_CLAUSE_BUT_SEMICOLON)
    m = _HOW_LONG_RE.match(clause.right)
    if m is not None:
        return _act(_party(m["subject"]), m["act"], clause.right)
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    have = _HAVE_RE.search(left)
    if have is None:
        return None
    subject = _SUBJECT_RE.search(left[: have.start()].strip())
    party: Party = _party(subject["subject"]) if subject else "none"
    m = _TO_ACT_RE.match(right)
    if m is None:
        return None
    return _act(party, m["act"], right)


def _stem(word: str) -> str:
    word = word.lower()
    return word[:5] if len(word) > 5 else word.rstrip("es") or word


def _names_verb(vocab: Vocabulary, topic: str, verb: str) -> bool:
    """Whether the topic's own words (label, phrases, hints) name some form of `verb`."""
    spec = vocab.topic(topic)
    if spec is None:
        return True
    stem = _stem(verb)
    words = _WORD_RE.findall(" ".join((spec.label, *spec.about, *spec.hints)).lower())
    return any(w.startswith(stem) for w in words)


def _another_partys_act(vocab: Vocabulary, kind: str, act: Act) -> Because | None:
    """Why the duration is the time another party has for an act no topic of its kind that
    the act's object names names itself (the module docstring), or None."""
    if act.party != "another":
        return None
    named = [
        t.key
        for t in vocab.catalogue.of_kind(kind)
        if (rx := compile_phrases(t.about)) is not None and rx.search(act.object)
    ]
    if not named or any(_names_verb(vocab, t, act.verb) for t in named):
        return None
    return Because("clause", act.words, note="the time another party has for another act")


def _within_topic(vocab: Vocabulary, kind: str, act: Act) -> tuple[str, Because] | None:
    """The topic of `kind` that names the act as "<verb> within", or None."""
    text = f"{act.verb} within {act.rest}".strip()
    c = cue(text, vocab)
    p = _pick(vocab, c, kind, (len(act.verb), len(act.verb)))
    if p is None:
        return None
    return p.topic, _about(vocab, "clause", c.text, p, "the time allowed to " + act.verb)


@dataclass(frozen=True)
class ActTopic:
    """What the act a duration is granted for says of its topic."""

    topic: str
    because: Because
    #: Whether the wider text may still settle a tie (`topics._settle`): a topic read from
    #: the act's words may; `other` for another party's act is final.
    settle: bool


def act_topic(vocab: Vocabulary, kind: str, clause: Clause, other: str) -> ActTopic | None:
    """The topic the act a duration is granted for decides (`other` for another party's act
    no topic names; the "<act> within" topic), or None (the module docstring)."""
    if kind != "duration":
        return None
    act = granted_act(clause)
    if act is None:
        return None
    why = _another_partys_act(vocab, kind, act)
    if why is not None:
        return ActTopic(other, why, settle=False)
    within = _within_topic(vocab, kind, act)
    if within is not None:
        return ActTopic(within[0], within[1], settle=True)
    return None


# --- Whose act a duration measures ------------------------------------------------------
#
# A duration is said with a verb: "we aim to answer every claim within 20 days", "you must
# register a claim within 30 days", "most claims are decided within 20 days". That verb is
# the act it measures, and the verb's subject its party: the writer ("we", "our team"), the
# customer ("you", "your bank"); a passive said of what usually happens ("most claims are
# decided") is the process the writer runs, so the writer's. A topic measures one act of one party,
# and its own words say which: "submit your claim", "make your claim" are the customer's
# claiming; "we reply within" is ours.

# Words that stand between a subject and its verb: auxiliaries, modals, adverbs of
# frequency, and the verbs of intent that take an infinitive ("aim to", "try to"). Grammar
# words, never the act itself.
_AUX: Final = (
    r"(?:will|would|can|could|must|should|may|might|shall|do|does|did|always|usually|"
    r"normally|typically|generally|also|then|only|just|aim|aims|try|tries|promise|promises|"
    r"expect|expects|hope|hopes|need|needs|have|has|to|be\s+able|are\s+able|is\s+able)"
)
#: Verbs that say no act of their own: every form of "be" and "have", and "get", which here
#: only link or help ("you have within", "we get within", "your order being delivered
#: within": no act of the order's).
_COPULA: Final = word_set(BE_FORMS, HAVE_FORMS, ("get", "gets", "got"))
# Active: "<subject> [aux …] <verb> [object, at most five words] within <value>".
_ACTIVE_RE: Final = re.compile(
    r"(?:^|\b(?:and|but|so|then)\s+)(?P<subject>we|you|i|our\s+[\w'’-]+|your\s+[\w'’-]+)"
    r"(?:['’](?:ll|d))?\s+(?:" + _AUX + r"\s+)*(?P<verb>[a-z]+)\s+"
    r"(?P<object>(?:[\w'’-]+\s+){0,5}?)(?:with)?in\s+$",
    _I,
)
# Passive, said of what usually happens: "most claims are decided within", "claims are
# usually paid within". A passive with a modal ("claims must be made within") is a rule
# the customer meets, and a plain one ("returns are accepted within") may be either: both
# stay on their topic.
_TYPICAL: Final = r"(?:most|usually|normally|typically|generally|mostly)"
_PASSIVE_RE: Final = re.compile(
    r"(?:^|\b(?:and|but|so)\s+)(?P<typical>" + _TYPICAL + r"\s+)?(?P<subject>[\w'’-]+"
    r"(?:\s+[\w'’-]+){0,3}?)\s+(?:is|are|get|gets)\s+(?P<adverb>" + _TYPICAL + r"\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:with)?in\s+$",
    _I,
)
# "takes us|you <value> to <verb>": whose time the taking is.
_TAKES_RE: Final = re.compile(
    r"\btakes?\s+(?P<who>us|you)\s+(?:(?:about|around|up\s+to|only|just)\s+)?$", _I
)
_TO_VERB_RE: Final = re.compile(r"^\s*to\s+(?P<verb>[a-z]+)\b", _I)
# Prepositions and particles: "your" after one is a place or an object, not the customer's act.
_PARTICLE: Final = (
    r"(?:on|onto|to|into|in|for|from|with|by|at|of|about|back|under|over|off|through|via)\b"
)
_CUSTOMER_LEAD_RE: Final = re.compile(
    r"^(?:you\b|how\s+long\s+you\b|(?:to\s+)?(?!" + _PARTICLE + r")[a-z]+\s+your\b)"
)
_WRITER_RE: Final = re.compile(r"\bwe\b|^our\b")


@dataclass(frozen=True)
class MeasuredAct:
    """The verb a duration is said with, and whose act it is."""

    #: "writer" (also for a passive said of what usually happens: the writer's process) or
    #: "customer".
    party: Party
    verb: str
    #: The words read, subject to "within".
    words: str


def measured_act(clause: Clause) -> MeasuredAct | None:
    """The act a duration in `clause` measures and its party, when its sub-clause says both
    (see above), else None. The period granted for an act (`granted_act`: "we have 10 days
    to reply") and "<it> takes us|you <value> to <verb>" are read first."""
    granted = granted_act(clause)
    if granted is not None and granted.party in ("customer", "writer"):
        return MeasuredAct(granted.party, granted.verb, granted.words)
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    left = left[left.rfind(";") + 1 :].lstrip()
    takes = _TAKES_RE.search(left)
    if takes is not None:
        m = _TO_VERB_RE.match(clause_after(clause.right, 0, SUB_CLAUSE_BUT_SEMICOLON))
        if m is not None:
            return MeasuredAct(
                _party(takes["who"]), m["verb"], f"{takes.group()} … {m.group()}".strip()
            )
    m = _ACTIVE_RE.search(left)
    if m is not None and m["verb"].lower() not in _COPULA:
        return MeasuredAct(_party(m["subject"]), m["verb"], m.group().strip())
    m = _PASSIVE_RE.search(left)
    if m is not None and (m["typical"] or m["adverb"]):
        return MeasuredAct("writer", m["verb"], m.group().strip())
    return None


def topic_party(vocab: Vocabulary, topic: str) -> str | None:
    """Whose act the topic's own words say it measures, from where they put "you", "your",
    "we" and "our": "customer" when a phrase (or the label) opens with "you", says "how long
    you", or opens with a verb whose object is "your" ("submit your claim", "to make your
    claim": an act the customer is told to do); "writer" when one says "we" or opens with
    "our"; else None (neither, or both). A "you" or "your" after a preposition or inside a
    phrase is the object or place of someone else's act ("time to match you with a new
    tutor", "money back to your card"): no sign. Nor is a phrase that opens with "your" and a
    noun ("your certificate"): a possessive says whose the thing is, not who acts on it (the
    writer issues and posts the customer's certificate)."""
    spec = vocab.topic(topic)
    if spec is None:
        return None
    texts = [t.lower().strip() for t in (spec.label, *spec.about, *spec.hints)]
    customer = any(_CUSTOMER_LEAD_RE.match(t) for t in texts)
    writer = any(_WRITER_RE.search(t) for t in texts)
    if customer == writer:
        return None
    return "customer" if customer else "writer"


def another_act(vocab: Vocabulary, kind: str, clause: Clause, topic: str) -> Because | None:
    """Why a duration read on `topic` measures another party's act, or None.

    When the clause says both the act and its party (`measured_act`), the topic's own words
    say whose act it measures (`topic_party`), that party is not the act's, and no word of
    the topic names the verb (by its stem), the value is not the topic's: "we aim to reply
    to every warranty claim within 10 days" is the writer's replying, no value of a topic
    whose words are "register your claim". A verb the topic names ("claims must be made
    within", "you can claim within") keeps it, and so does anything unsure: a topic whose
    words name no party, a passive with no sign of what usually happens."""
    if kind != "duration":
        return None
    act = measured_act(clause)
    if act is None:
        return None
    owner = topic_party(vocab, topic)
    if owner is None or owner == act.party or _names_verb(vocab, topic, act.verb):
        return None
    return Because("clause", act.words, note=f"the time of another act ({act.party}'s {act.verb})")
