"""Whose act a duration is: the party who does the act a value times, and whether that party
is the topic's.

A notice, a reply or a payment is someone's act, and a duration said of it is that party's
(`holder` reads whose an age is the same way). A topic of such an act names its party in its
own words: "notice you must give" (the reader), "how soon we reply" (the writer), "notice a
lodger must give" (a named party: the noun before a modal or "has to", before "'s", after
"by" or "from", or a word for a person). The value's clause names the party of its act, by
English grammar alone, first match wins:

- **a possessor** right before the value: "the owner's 60-day notice";
- **"from <party>"** after the value's thing: "60 days' notice from the owner";
- **a passive's "by <party>"**: "notice of 30 days must be given by the owner";
- **the subject of the verb the value is the object of**, when the topic's own words name
  that verb ("notice a lodger must give" names giving): "The owner gives 60 days' notice",
  "Lodgers must give 30 days' notice". A verb the topic never names ("the owner requires 60
  days' notice") may be the other side of the act, and says nothing.

The value is another party's act (`anothers_act`) when the clause's party is neither the
topic's party nor a word of its label or phrases, and is sure to be another: the writer
against a named party or the reader; the reader against the writer; a noun for no person
against a named party ("the owner" is no lodger); any noun whose the thing is or "from"
whom it comes (the reading `fromparty` made, which this one replaced: "from our team" is
the writer, "from the day" no party); any party when the topic's own party is whom the act
is done for ("the club must give you 14 days' notice", "gives members"). A noun for people
against the reader or another noun for people ("Guests must give 30 days' notice" on
"notice you must give") may be a kind of the topic's party, and a noun for no person
against the reader or the writer may name the writer ("the club gives"): either is another
only when the sentence names the topic's party too ("the owner gives 60 days' notice and
you give 30": two parties).

The value's thing must be a word of the topic's ("days' notice" on a topic of notice), so a
duration of anything else is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from guard.english import (
    ARTICLES,
    CUSTOMER_WORDS,
    MODALS,
    PEOPLE_NOUNS,
    PERIODS,
    PERSON_WORDS,
    POSSESSIVES,
    QUANTIFIERS,
    SUBJECT_PRONOUNS,
    WRITER_WORDS,
    one_of,
)
from guard.extract.local.cues import Because
from guard.extract.local.holder import _GRAMMAR, _NOBODY_ELSE, _stem, _subject_head
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.whoseact import _AUX, topic_party

_I: Final = re.IGNORECASE
_W: Final = r"[^\W\d_]+"
_WORD_RE: Final = re.compile(_W)
_DET: Final = one_of(ARTICLES, POSSESSIVES, QUANTIFIERS, ("either",))
_OBJECT_PRONOUNS: Final = ("us", "you", "them", "him", "her", "me")
_OBJECT_PRONOUN: Final = rf"(?:{one_of(_OBJECT_PRONOUNS)})"
#: What may follow a party's noun phrase: the phrase's end, a conjunction, or the clause's
#: verb when it is a form of be, have or a modal ("notice from the owner is needed").
_PERIOD_RE: Final = re.compile(rf"^(?:{PERIODS})s?$", _I)
_PHRASE_END: Final = (
    rf"(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|or|but|is|are|was|were|has|have|had|{one_of(MODALS)})\b)"
)

# Right after the value: its possessive mark and the first two words, one of which is its
# thing ("' notice", "-day written notice").
_AFTER_RE: Final = re.compile(rf"^(?:['’]s?)?[\s-]*({_W})(?:\s+({_W}))?", _I)
# Right before the value: "notice of ", "a notice period of "
_THING_OF_RE: Final = re.compile(rf"({_W})\s+of\s+(?:at\s+least\s+|up\s+to\s+)?$", _I)
# "… from the owner", "… from us": the thing comes from a party (a determiner and one noun
# that ends the phrase, or a pronoun), a few words after the value.
_FROM_RE: Final = re.compile(
    rf"^(?:['’]s?)?[\s-]*(?:{_W}\s+){{1,2}}from\s+"
    rf"(?:(?P<det>{_DET})\s+(?P<party>{_W})|(?P<pronoun>{_OBJECT_PRONOUN})){_PHRASE_END}",
    _I,
)
# "… must be given by the owner", "… is served by us": a passive's agent, a determiner and
# its noun, or a pronoun.
_BY_RE: Final = re.compile(
    rf"^(?:['’]s?)?[\s-]*(?:[\w'’-]+\s+){{0,4}}?(?:is|are|be|been|was|were)\s+"
    rf"(?:{_W}ly\s+)?(?P<verb>{_W})\s+by\s+"
    rf"(?:(?P<det>{_DET})\s+(?P<party>{_W})|(?P<pronoun>{_OBJECT_PRONOUN})){_PHRASE_END}",
    _I,
)
# "the owner's ": a possessor right before the value ("the owner's 60-day notice").
_POSSESSOR_RE: Final = re.compile(rf"\b(?P<det>{_DET})\s+(?P<party>{_W})['’]s\s+$", _I)
# "<subject> [must] give [you] [at least] ": the verb the value is the object of.
_VERB_RE: Final = re.compile(
    rf"(?<![\w'’-])(?P<verb>{_W})\s+(?:(?P<to>{_OBJECT_PRONOUN})\s+)?"
    r"(?:(?:at\s+least|up\s+to|a\s+minimum\s+of|a|an|only|just)\s+)*$",
    _I,
)
# "<subject> gives <someone> ": the verb with an indirect object ("the club gives members ").
_VERB_TO_RE: Final = re.compile(
    rf"(?<![\w'’-])(?P<verb>{_W})\s+(?:(?:{_DET})\s+)?(?P<to>{_W})\s+"
    r"(?:(?:at\s+least|up\s+to|a\s+minimum\s+of|a|an|only|just)\s+)*$",
    _I,
)
# The label's party: "a lodger must give", "a berth holder must give", "a lodger has to",
# "the lodger's", "by a lodger".
_LABEL_PARTY_RE: Final = re.compile(
    rf"\b(?:{_DET})\s+(?:{_W}\s+)?(?P<subject>{_W})\s+"
    rf"(?:{one_of(MODALS)}|has\s+to|have\s+to|needs?\s+to)\b"
    rf"|\b(?P<owner>{_W})['’]s?\s"
    rf"|\b(?:by|from)\s+(?:{_DET})\s+(?P<agent>{_W})\b",
    _I,
)

#: The subject pronoun of the reader and of the writer.
_SUBJECT_PRONOUN: Final = {"customer": "you", "writer": "we"}

#: The stems of the nouns for a person (`PERSON_WORDS`, `PEOPLE_NOUNS`).
_PERSON_STEMS: Final = frozenset(_stem(w) for w in (*PERSON_WORDS, *PEOPLE_NOUNS))
# What stands between a subject and its verb: auxiliaries, modals and adverbs ("members can
# now book", "we usually give").
_AUX_TAIL_RE: Final = re.compile(rf"(?:\s+(?:{_AUX}|now|still|{_W}ly))+\s*$", _I)

How = Literal["owner", "from", "by", "subject"]


@dataclass(frozen=True)
class ActHolder:
    """Who does the act a value times: "customer", "writer" or a noun's stem, and the
    grammar that found it."""

    party: str
    how: How
    #: whether the party was said as a noun for a person (`PERSON_WORDS`)
    person: bool
    words: str
    #: whom the act is done for, by an indirect object ("gives you", "gives members"), as a
    #: party ("customer", "writer", a stem), or None
    to: str | None = None


def _party(word: str) -> str | None:
    """ "customer", "writer", a noun's stem, or None for a pronoun or an indefinite that says
    nobody in particular ("they", "anyone") or a grammar word."""
    w = word.lower()
    if w in CUSTOMER_WORDS:
        return "customer"
    if w in WRITER_WORDS:
        return "writer"
    if w in _NOBODY_ELSE or w in _GRAMMAR:
        return None
    return _stem(w)


def _holder(word: str, how: How, words: str, to: str | None = None) -> ActHolder | None:
    party = _party(word)
    return ActHolder(party, how, _stem(word) in _PERSON_STEMS, words, to) if party else None


def topic_stems(vocab: Vocabulary, topic: str) -> set[str]:
    """The stems of the topic's label, phrases and hints."""
    spec = vocab.topic(topic)
    if spec is None:
        return set()
    words = _WORD_RE.findall(" ".join((spec.label, *spec.about, *spec.hints)))
    return {_stem(w) for w in words if w.lower() not in _GRAMMAR}


def _names(stems: set[str], word: str) -> bool:
    """Whether a topic's stems hold `word` or a form of it as a verb ("given", "gives" of
    "give")."""
    w = word.lower()
    return _stem(w) in stems or any(len(s) >= 3 and w.startswith(s) for s in stems)


def _subject(before: str) -> str | None:
    """The subject of a verb whose words before it (less its auxiliaries) are `before`: a
    subject pronoun right before it ("as a new member you give"), else the head of the noun
    phrase that opens its clause (`holder`)."""
    words = _WORD_RE.findall(before)
    if words and words[-1].lower() in SUBJECT_PRONOUNS:
        return words[-1]
    return _subject_head(before)


def _agent(m: re.Match[str]) -> str:
    """The party word of a "from", "by" or possessor match: its pronoun, "we" for a noun of
    ours ("from our team": the writer), else its noun ("your landlord": the landlord)."""
    if m.groupdict().get("pronoun"):
        return m["pronoun"]
    return "we" if m["det"].lower() in WRITER_WORDS else m["party"]


def _for_someone(word: str | None) -> bool:
    """Whether an indirect object is whom an act is done for: none, a pronoun or a noun for a
    person ("gives you", "gives members"; never "refund deposits within")."""
    return word is None or word.lower() in _OBJECT_PRONOUNS or (_stem(word) in _PERSON_STEMS)


def act_holder(clause: Clause, stems: set[str]) -> ActHolder | None:
    """The party of the act the value in `clause` times (see the module docstring), when
    the value's thing is a word of `stems` (a topic's), else None."""
    after = _AFTER_RE.match(clause.right)
    things = [w for w in (after.groups() if after else ()) if w]
    if (of := _THING_OF_RE.search(clause.left)) is not None:
        things.append(of.group(1))
    if not any(_stem(w) in stems for w in things):
        return None
    if (m := _POSSESSOR_RE.search(clause.left)) is not None:
        return _holder(_agent(m), "owner", m.group().strip())
    m = _FROM_RE.match(clause.right)
    if m is not None and not (m["party"] and _PERIOD_RE.match(m["party"])):
        return _holder(_agent(m), "from", m.group().strip())  # never "from the day."
    if (m := _BY_RE.match(clause.right)) is not None and _names(stems, m["verb"]):
        return _holder(_agent(m), "by", m.group().strip())
    for rx in (_VERB_TO_RE, _VERB_RE):
        verb = rx.search(clause.left)
        if (
            verb is None
            or verb["verb"].lower() in _GRAMMAR
            or _stem(verb["verb"]) in _PERSON_STEMS
            or not _names(stems, verb["verb"])
            or not _for_someone(verb["to"])
        ):
            continue
        subject = _subject(_AUX_TAIL_RE.sub("", clause.left[: verb.start()]))
        to = _party(verb["to"]) if verb["to"] else None
        held = (
            _holder(subject, "subject", clause.left[verb.start() :].strip(), to)
            if subject
            else None
        )
        if held is not None:
            return held
    return None


def label_party(vocab: Vocabulary, topic: str) -> str | None:
    """Whose act the topic's own words say it times: "customer" or "writer" (`topic_party`),
    else the stem of the party its label names (see the module docstring), else None."""
    owner = topic_party(vocab, topic)
    spec = vocab.topic(topic)
    if owner is not None or spec is None:
        return owner
    m = _LABEL_PARTY_RE.search(spec.label)
    word = (m["subject"] or m["owner"] or m["agent"]) if m is not None else None
    if word is None:
        word = next((w for w in _WORD_RE.findall(spec.label) if w.lower() in PERSON_WORDS), None)
    return _party(word) if word else None


def _names_party(sentence: str, party: str, held: str) -> bool:
    """Whether `sentence` names `party` ("customer", "writer", a stem) in a word other than
    the act's own holder's words."""
    words = [w.lower() for w in _WORD_RE.findall(sentence.replace(held, " "))]
    if party in ("customer", "writer"):  # its subject pronoun: "your", "our" may be objects'
        return (_SUBJECT_PRONOUN[party]) in words
    return any(_stem(w) == party for w in words)


def anothers_act(vocab: Vocabulary, kind: str, clause: Clause, topic: str) -> Because | None:
    """Why the duration read on `topic` is the time of another party's act (the module
    docstring), or None."""
    if kind != "duration":
        return None
    owner = label_party(vocab, topic)
    if owner is None:
        return None
    stems = topic_stems(vocab, topic)
    held = act_holder(clause, stems)
    if held is None or held.party == owner or held.party in stems:
        return None
    own = ("customer", "writer")
    if held.to is not None and (held.to == owner or held.to in stems):
        sure = True  # "the club gives you notice": the topic's party is whom it is given
    elif held.party in own:
        # the reader may be a named party; the writer never is the reader or another's
        sure = held.party == "writer" or owner == "writer"
    elif held.how in ("owner", "from"):
        sure = True
    elif owner in own:
        sure = False  # a noun may name the reader or the writer
    else:
        sure = not held.person
    if not sure and not _names_party(clause.sentence, owner, held.words):
        return None
    return Because("clause", held.words, note=f"another party's act ({held.party})")
