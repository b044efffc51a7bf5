"""Why a value found in a sentence makes no claim there: the reasons a trace shows
(`BARE_NO_TOPIC`, `REPORTED`, `ASKED`…), and the checks that give them (`source_skip` for a
source; `_not_a_value` and `_named`, shared with the draft reader).

Separate from `reading`, which reads a value's topic and value: this module decides whether
the value, once read, is a claim at all.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.absentparty import age_group_noun, below_needs_party
from guard.extract.local.ages import (
    ONE_AGE_TOPIC,
    group_said_alone,
    names_a_group,
)
from guard.extract.local.alreadydone import ALREADY_DONE, already_done
from guard.extract.local.backref import refers_back
from guard.extract.local.changenotice import notice_of_own_change
from guard.extract.local.cues import NOTHING
from guard.extract.local.defects import a_fixed_defect
from guard.extract.local.describedsubject import owned_by_other_subject
from guard.extract.local.elsewhere import said_elsewhere
from guard.extract.local.found import Found
from guard.extract.local.freeplan import names_a_scope_value
from guard.extract.local.namedlabel import label_names_a_scope_value
from guard.extract.local.ofchange import measures_the_change
from guard.extract.local.othersdo import what_others_do
from guard.extract.local.reading import topic_and_value
from guard.extract.local.readtext import Read
from guard.extract.local.roles import not_the_topics_age
from guard.extract.local.segment import Clause
from guard.extract.local.sourceoption import names_by_specific_option
from guard.extract.local.stillsaid import STILL_SAID, still_said
from guard.extract.local.topics import read_topic
from guard.extract.local.turned import turned_away
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.windows import zero_within_window
from guard.extract.local.wording import (
    asked,
    compared,
    offered,
    reported,
    suggests,
)
from guard.kb.catalogue import OTHER

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
#: "Express repairs need 2 days' notice" beside a price topic of express repairs
#: (`describedsubject`).
OTHER_SUBJECTS_RULE: Final = "the own rule of a subject another kind's topic names"


# A duration topic that measures how often something happens, as its label says ("how often
# the Direct Debit is reviewed", "review frequency"): "every 6 months" is its value.
_HOW_OFTEN_RE: Final = re.compile(r"\bhow\s+often\b|\bfrequency\b|\binterval\b", re.I)


def takes_intervals(vocab: Vocabulary, topic: str) -> bool:
    """Whether `topic` measures how often something happens (its label says so)."""
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "duration" and bool(_HOW_OFTEN_RE.search(spec.label))


def _not_a_value(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> str | None:
    """Why the value is none (None if it is one): a choice option mentioned as something to
    opt into, not as what applies; a "free" that names a scope value (a plan called Free),
    not a price; a bare number ("at least 16") that lands on no topic: without one it has
    no unit, so it is left to the engine as an unread number rather than guessed; or an
    interval ("every 2 days") on a topic that measures how long, not how often."""
    if found.bare:
        topic = topic_and_value(vocab, r, found, clause)
        return BARE_NO_TOPIC if topic is not None and topic[0] == OTHER else None
    if found.interval:
        # kept on a how-often topic, and on `other` where words put it there (a subject the
        # catalogue does not cover: "send us a meter reading every 3 months")
        got = topic_and_value(vocab, r, found, clause)
        if got is not None and (
            takes_intervals(vocab, got[0]) or (got[0] == OTHER and got[2].where != NOTHING.where)
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


def _named(vocab: Vocabulary, topic: str, clause: Clause, r: Read) -> bool:
    """The choice `topic` is what the value's context is about: its clause, sentence,
    block, headings or title name it. An option's words alone are common English
    ("automatically", "by email"): in a source about smart meters, "sends us your readings
    automatically" says nothing of how a discount is given."""
    if turned_away(vocab, topic, clause.sentence, r.previous):
        return False  # its block is about something the topic excludes (`turned`)
    on, why = read_topic(vocab, "choice", clause, r.sentence, r.carried)
    return topic == on or topic in why.alternatives


def source_skip(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> str | None:
    """Why a source states no claim with this value, or None: not a value, someone else's
    words, a baseline, a question that suggests no change, or a value for a place no scope
    names."""
    why = _not_a_value(vocab, found, clause, r)
    if why is not None:
        return why
    if (
        found.value.kind == "choice"
        and found.topic
        and not _named(vocab, found.topic, clause, r)
        and not names_by_specific_option(vocab, found, clause)  # (`sourceoption`)
    ):
        return UNNAMED_OPTION
    if found.value.kind == "duration" and names_a_group(clause.sentence, clause.start, clause.end):
        return GROUP  # "members aged 16 or 17 need consent": who, not a limit (`ages`)
    if age_group_noun(found.text) and below_needs_party(vocab, clause) is None:
        return GROUP  # "Under-10s may climb with a grown-up": who (`absentparty`)
    if found.value.kind == "duration" and group_said_alone(clause.sentence):
        got = topic_and_value(vocab, r, found, clause)
        if got is not None and got[2].note == ONE_AGE_TOPIC:
            return GROUP  # "Children aged 6 and over." alone, nothing names a topic (`ages`)
    if (whose := not_the_topics_age(vocab, found, clause)) is not None:
        return whose  # "her 15-year-old", "when a guardian (aged 18 or over) signs" (`roles`)
    if found.free and zero_within_window(clause):
        return WINDOWED_ZERO  # "in the last 49 days there are no exit fees" (`windows`)
    if reported(clause) or what_others_do(clause.sentence, clause.end):
        return REPORTED  # or "21 days is what Brightway do": another firm's (`othersdo`)
    if already_done(r.sentence, clause):
        return ALREADY_DONE  # "Orders already packed for 6 or 7 items: split them" (`alreadydone`)
    if still_said(clause):
        return STILL_SAID  # "the FAQ page still says €12" (`stillsaid`)
    if refers_back(vocab, found, clause.sentence[: clause.start], r.previous):
        return BACK_REFERENCE  # "…a term of three months. … before the three months are up"
    if _of_the_change(vocab, found, clause, r):
        return OF_THE_CHANGE  # "members get 30 days' notice of the change" (`ofchange`)
    if found.value.kind == "duration" and owned_by_other_subject(vocab, "duration", clause):
        return OTHER_SUBJECTS_RULE  # "Express repairs need 2 days' notice" (`describedsubject`)
    if found.value.kind in r.restated:
        return ENTRY_TITLE  # "**2-hour windows.** In the US, members book a 2-hour window…"
    if a_fixed_defect(r.sentence) and not label_names_a_scope_value(vocab, r.sentence):
        return DEFECT  # "Fixed: some bookings showed a deposit of £0" (`defects`)
    if compared(clause):
        return COMPARED
    if asked(clause) and not (suggests(r.sentence.text) or r.undecided):
        return ASKED
    return ELSEWHERE if _elsewhere(vocab, found, clause, r) else None


def _of_the_change(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> bool:
    """The value is the lead time of the change the text announces (`ofchange`), or the
    notice the writer gives before a change it makes (`changenotice`), on a topic not about
    changes."""
    if found.value.kind != "duration":
        return False
    got = topic_and_value(vocab, r, found, clause)
    if got is None:
        return False
    before, after = clause.sentence[: clause.start], clause.sentence[clause.end :]
    return measures_the_change(vocab, got[0], after) or notice_of_own_change(
        vocab, got[0], before, after
    )  # "we may change the fee on giving you 30 days' notice" (`changenotice`)


def _elsewhere(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> bool:
    """The value's own clause puts it in a place no scope names ("in the EU"), and its topic
    is not about being abroad (`elsewhere`)."""
    got = topic_and_value(vocab, r, found, clause)
    own = f"{clause.left}{found.text}{clause.right}"
    return got is not None and said_elsewhere(vocab.catalogue, got[0], own) is not None
