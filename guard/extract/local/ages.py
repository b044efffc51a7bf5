"""Ages in sources: which are limits, and which limits are ages whatever the sentence names.

- **A group named by its age is no limit.** "Members aged 16 or 17 need a parent's consent",
  "Members aged 16–17: check the consent form" describe people by their age, as "members in
  London" describes them by a place: the age qualifies a noun, it states no minimum or
  maximum. An age after "aged"/"ages" that follows a noun (not "be": "must be aged 16" is a
  requirement) and is not written as a bound ("16 and over", "16+", "16 or older") names a
  group. Read as a limit it would contradict the real one ("16–17" against "16").
  So does an age written as a plural noun: "16 and 17 year olds can climb on their own",
  "15-year-olds need a form" name the people of that age (one age, or two joined by "and",
  "or", "to" or a dash, said as one group), as "teenagers" would; they state no bound
  unless one follows ("18 year olds and over") or a bound word leads them ("under 16 year
  olds", read like "under-16s": `absentparty`).
- **A group said alone is no limit.** "Children aged 6 and over." as a whole sentence (a
  list item, an answer under a label) is a noun and the age that qualifies it, with no verb:
  it names which people, as "members aged 16 or 17" does, and nothing the bound is a limit
  of. In a sentence an age after a noun is a condition of what the sentence says ("Drivers
  aged 25 and over may hire a van"); said alone, what it is a condition of is only what the
  text around it names. Where nothing there names a topic, the catalogue's one age topic
  (below) is a guess from the catalogue's shape, not a reading of the words: in a source
  it is set aside (`group_said_alone`), not guessed onto the age topic.
- **One person named by their age is no limit.** "her 17-year-old can rent a locker?", "the
  16-year-old can come along": an age as a singular noun after an article or a possessive
  says who someone is (`names_a_person`).
- **An age that qualifies a noun beside another topic is that topic's condition.** "Pets
  aged 8 or over pay a co-payment", "customers aged 60 and over get 10% off": the age says
  whom the co-payment or the discount applies to, as "Guests must be 16 or over" does for
  the guests' subject. With no topic's phrase in its sentence ("Premium is for drivers aged
  25 and over") it is the limit it reads as.
- **An age by its own words.** "at least 16 years of age", "18 years old", "aged 16 and
  over" say what they measure: a person's age. When nothing around the value names a topic
  of its kind or something uncovered, the catalogue's one duration topic that is an age (by
  its own label and phrases, as `bounds` reads it) takes it; with none or several, the
  value stays where the text put it. On a topic that is no age, such a value is none of
  its values ("aged 18 or over" near an appointment slot is no slot's length). A topic
  whose label says whose age it is ("minimum age of a vehicle we lease") takes such a value
  only when its holder is them: "You must be 21 or over" is the customer's age, not the
  vehicle's (`holder.someone_elses_age`).
- **An age required of the one person a sentence singles out is theirs.** "The person who
  signs for the rental must be 21 or over", "the adult who collects the keys must be 18":
  "the" with "person", "adult" or "one" and a relative clause picks one party out of the
  people a booking involves by what they do in it (who signs, pays, collects). The sentence
  says whose age it is; the catalogue's one age topic is only a guess from the catalogue's
  shape, and may be about other people of the booking (its children, its riders): guessed
  onto it, the party's age contradicts the real limit. "Anyone who hires a kayak must be 16
  or over" states the bound of everyone who does the act, the usual way a minimum age is
  written, and stays the guess (`role_singled_out`).
- **A time in its own clause is no age either.** "The office emails the account holder
  within 2 working days", "we'll email the member with photos and you'll have 7 days to
  reply": the clause names the person whose age the topic is, but the duration is counted in
  (working) days, and measures when something happens to them, not how old anyone must be.
  Unless its own words say it is an age ("babies 10 days old"), it is no value of the age
  topic (`time_on_an_age`).
- **A time carried onto an age is no age.** People's (and pets') ages are counted in years,
  months or weeks. A value that only the text around it (a heading, an earlier sentence)
  puts on an age topic while it is counted in minutes, hours or days ("It takes about 10
  minutes" under "Who can join?") measures something that the heading's subject takes, not
  how old anyone is: it is no value of the age topic.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.units import UNIT_BASE

_I: Final = re.IGNORECASE

#: Why an age by its own words is on the catalogue's one age topic: nothing else placed it
#: there (`reading._as_age`), so a value its text names for that topic outranks it (`guessed`).
ONE_AGE_TOPIC: Final = "an age by its own words: the one age topic"
_AGE_WORDS: Final = re.compile(r"\b(?:age[sd]?|old|older|younger|birthday)\b", _I)
# "members aged ", "guests ages " — a noun (not a verb "be") right before "aged".
# "children (aged 4 to 11)": an opening bracket before "aged" sets it off the same way.
_GROUP_LEAD_RE: Final = re.compile(
    r"(?<!\bbe)(?<!\bis)(?<!\bare)(?<!\bbeing)(?:\s+|\s*\(\s*)(?:aged|ages)\s+"
    r"(?:of\s+|between\s+)?$",
    _I,
)
_BOUND_AFTER_RE: Final = re.compile(
    r"^\s*(?:\+|(?:years?\s+(?:old\s+)?)?(?:and|or)\s+(?:over|above|older|up|under|below|"
    r"younger)\b)",
    _I,
)
_AGE_AFTER_RE: Final = re.compile(r"^[\s-]*(?:years?[\s-]+)?(?:of\s+age|old)\b", _I)
# "aged 16"; "from the age of 7", "at age 15": "from" or "at" and the noun "age" right
# before the number say it is the age from which something applies, as "16 years of age"
# says after it. A bound before "the age of" ("toddlers up to the age of 3", "under the age
# of 4") is not read here: it often names a group by its age, as "children aged 4" does.
# Grammar words only ("from", "at", "the", "of"); "age" is the measure's own noun.
_AGE_BEFORE_RE: Final = re.compile(r"\b(?:aged|(?:from|at)\s+(?:the\s+)?age(?:\s+of)?)\s+$", _I)


# "16 and 17 year olds", "15-year-olds", "16 or 17-year-olds": an age (or two joined) as a
# plural noun, from right after the first number (the reader may have taken "17 year").
_PLURAL_AGE_AFTER_RE: Final = re.compile(
    r"(?:\s*(?:and|or|to|-|–)\s*\d{1,3})?[\s-]*(?:years?[\s-]+)?olds\b", _I
)
# "under 16 year olds", "over-18-year-olds": a bound word leads the plural age.
_BOUND_LEAD_RE: Final = re.compile(
    r"\b(?:under|over|below|above|younger\s+than|older\s+than)[\s-]*$", _I
)
# "17 year olds" when the reader took the number alone or "17 year": the whole number.
_NUMBER_START_RE: Final = re.compile(r"\d{1,3}")
_JOINED_BEFORE_RE: Final = re.compile(r"\d{1,3}\s*(?:and|or|to|-|–)\s*$", _I)


def names_a_group(sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] describes a group of people ("members aged 16
    or 17", "16 and 17 year olds") rather than a limit (see the module docstring)."""
    if _GROUP_LEAD_RE.search(sentence[:start]) and not _BOUND_AFTER_RE.match(sentence[end:]):
        return True
    return plural_age(sentence, start, end)


# "Children aged 6 and over.", "Adults (aged 18+)": a noun of one to three words (no verb:
# "You must be aged 16" is a requirement), "aged" and an age with its bound, and nothing
# else but closing punctuation.
_GROUP_ALONE_RE: Final = re.compile(
    r"[\W_]*(?:(?!(?:be|is|are|was|were|being|must|can|may|will|should|need|needs)\b)"
    r"[^\W\d_]+[\s-]+){1,3}(?:\(\s*)?aged\s+\d{1,3}\s*"
    r"(?:\+|(?:years?\s+(?:old\s+)?)?(?:and|or)\s+(?:over|above|older|up|under|below|younger))?"
    r"[\s).!*_]*",
    _I,
)


def group_said_alone(sentence: str) -> bool:
    """Whether the sentence is only a group named by an age: a noun, "aged" and the age with
    its bound ("Children aged 6 and over."), no verb (see the module docstring)."""
    return _GROUP_ALONE_RE.fullmatch(sentence.strip()) is not None


def plural_age(sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] is (one end of) an age said as a plural noun:
    "16 and 17 year olds", "15-year-olds", with no bound after it or bound word before it
    (see the module docstring)."""
    number = _NUMBER_START_RE.match(sentence, start)
    plural = _PLURAL_AGE_AFTER_RE.match(sentence, number.end()) if number else None
    if plural is None:
        return False
    # the second of two joined ages ("16 and 17 year olds" read at the 17): its bound word
    # would lead the first
    lead = _JOINED_BEFORE_RE.sub("", sentence[:start])
    tail = sentence[plural.end() :]
    return not (_BOUND_LEAD_RE.search(lead) or _BOUND_AFTER_RE.match(tail))


# "her 17-year-old", "the 16 year old", "a 15-year-old's": one person named by their age.
_ONE_PERSON_LEAD_RE: Final = re.compile(
    r"\b(?:a|an|the|this|that|my|your|his|her|their|our)\s+$", _I
)
_YEAR_OLD_AFTER_RE: Final = re.compile(r"^[\s-]*old\b(?!\s+or\b|\s+and\b)", _I)
# "her 15-year-old", "my son, aged 9": a possessive right before an age its words say is one.
_OWNED_RE: Final = re.compile(r"\b(?:my|your|his|her|their|our)\s+$", _I)


def names_a_person(sentence: str, start: int, end: int) -> bool:
    """Whether the age at sentence[start:end] names one person by it: "her 17-year-old can
    come", "the 16-year-old". An age written as a singular noun (or its adjective) after an
    article or a possessive, or said as an age after a possessive, says who someone is, and
    no limit: "a 17-year-old" is not a minimum of 17, whatever the sentence goes on to allow
    or refuse."""
    before = sentence[:start]
    if _ONE_PERSON_LEAD_RE.search(before) and _YEAR_OLD_AFTER_RE.match(sentence[end:]):
        return True
    return bool(_OWNED_RE.search(before)) and said_as_age(sentence, start, end)


# "The person who signs …", "the adult that collects …": one party picked out by a relative
# clause (not "anyone who", "everyone who": everyone who does the act).
_SINGLED_OUT_RE: Final = re.compile(r"\bthe\s+(?:person|adult|individual|one)\s+(?:who|that)\b", _I)


def role_singled_out(sentence: str, start: int) -> bool:
    """Whether the sentence, before the age at `start`, singles out one party by "the person
    who …" ("The person who signs for the rental must be 21 or over"): the age is that
    party's, not the catalogue's one age topic's (see the module docstring)."""
    return bool(_SINGLED_OUT_RE.search(sentence[:start]))


def qualifies_a_noun(sentence: str, start: int) -> bool:
    """Whether the age at `start` follows a noun and "aged" ("drivers aged 25 and over",
    "pets aged 8 or over"), bound or not: it says whom something applies to."""
    return bool(_GROUP_LEAD_RE.search(sentence[:start]))


def said_as_age(sentence: str, start: int, end: int) -> bool:
    """Whether a duration's own words say it is a person's age: "16 years of age", "18
    years old", "aged 16", "from the age of 7", "at age 15" ("from" or "at" and the noun
    "age" right before the number name what it measures, as "of age" after it does)."""
    return bool(_AGE_AFTER_RE.match(sentence[end:]) or _AGE_BEFORE_RE.search(sentence[:start]))


def age_topic(vocab: Vocabulary) -> str | None:
    """The catalogue's one duration topic that is an age by its own label and phrases, or
    None when it has none or several."""
    ages = [t.key for t in vocab.catalogue.of_kind("duration") if is_age(vocab, t.key)]
    return ages[0] if len(ages) == 1 else None


def is_age(vocab: Vocabulary, topic: str) -> bool:
    """Whether a topic is an age by its own label and phrases ("minimum age", "years old")."""
    t = vocab.topic(topic)
    return t is not None and bool(_AGE_WORDS.search(" ".join((t.label or "", *t.about))))


#: The base units an age is counted in: months (and years) or days by the week ("8 weeks").
_AGE_UNITS: Final = frozenset({"months", "years", "weeks"})
# Weeks as written: a value read in weeks is held in calendar days ("8 weeks" is 56 days), so
# the unit it is held in no longer says that it was counted the way a young animal's or a
# baby's age is ("puppies from 8 weeks", "babies under 12 weeks").
_WEEKS_WRITTEN_RE: Final = re.compile(r"\bweeks?\b|-week\b", _I)


def never_an_age(vocab: Vocabulary, topic: str, unit: str, written: str = "") -> bool:
    """Whether a duration in `unit` on `topic` cannot be an age: the topic is an age and the
    unit is none an age is counted in (minutes, hours, days: see the module docstring).
    `written` is the value as the text gives it: weeks, held in days, are an age's unit."""
    return (
        unit in UNIT_BASE
        and unit not in _AGE_UNITS
        and not _WEEKS_WRITTEN_RE.search(written)
        and is_age(vocab, topic)
    )


def time_on_an_age(
    vocab: Vocabulary, topic: str, unit: str, sentence: str, start: int, end: int
) -> bool:
    """Whether a duration in `unit` read on `topic` in its own clause or sentence is a time,
    not an age: the topic is an age, the unit is none an age is counted in (minutes, hours,
    calendar or working days), and the value's own words do not say it is an age ("10 days
    old"). A reply window or a processing time said of the person the age topic names
    ("email the account holder within 2 working days") measures something else; read as the
    age it makes a false conflict with the real minimum age (see the module docstring)."""
    return never_an_age(vocab, topic, unit, sentence[start:end]) and not said_as_age(
        sentence, start, end
    )
