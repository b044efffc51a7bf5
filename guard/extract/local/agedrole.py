"""An age whose person does the act the age topic's label names them by: that topic's person.

Some structures mark an age as someone else's: "another adult aged 21 or over" (an "other"
noun, `indefinite.others_subject`), "if a parent aged 18 or over …" (a condition's party,
`roles`). They hold while nothing says who that person is. But a label may name whose age
it is by an agent noun, a person named by what they do ("minimum age of the account holder",
"minimum hirer age"), and the words right after the age and its bound are the predicate of
the person the age qualifies ("… aged 18 or over hires the boat", "… aged 21 or
over holds the account"). When that predicate says the agent noun's own act (a word of the same
verb: "hiring", "hires" for "hirer"), the person who does it is by definition the one the
label names, so the age is that topic's value, whatever noun ("adult", "parent") names them.
Only an agent noun counts, never a thing the label names: in "minimum age for a student's
own account", "when a parent (aged 18 or over) opens the account" is still the parent's
age, since the label names the student, and the account is what they own, not who they
are. The act is said by a verb or its -ing form, never by a noun shaped like an agent's
("opens the locker" names a thing, not a "locker"'s act). The predicate ends at the
clause's first comma, semicolon, "and", "but" or "so", so a later clause's words are
not its own.

English morphology and the catalogue's own label only: no role, verb or domain is listed
here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.ages import age_topic
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
#: The age's bound right after it: "21 or over", "18+", "16 years old or older", ")".
_BOUND_RE: Final = re.compile(
    r"(?:\s*(?:years?\s+)?(?:old\s+)?(?:or|and)\s+(?:over|above|older|up)\b|\s*\+)?\s*\)?", _I
)
#: Where the predicate of the age's person ends.
_PREDICATE_END_RE: Final = re.compile(r"[,;:.!?()]|\s(?:and|but|so|then|or)\s", _I)
_PREDICATE_WORDS: Final = 5
_WORD_RE: Final = re.compile(r"[^\W\d_]+")
#: An agent noun's endings ("hirer", "holder", "sailor"), and the endings a verb takes.
_AGENT_RE: Final = re.compile(r"(?:er|or)s?$")
_ENDINGS: Final = ("ings", "ing", "ers", "er", "ors", "or", "ed", "es", "s")
_MIN_STEM: Final = 3
#: Words ending like an agent noun that name no one by an act: comparisons and prepositions.
_NO_AGENT: Final = frozenset(
    {"over", "under", "older", "younger", "after", "other", "either", "never", "minor"}
)


def _verb(word: str) -> str:
    """A word's verb stem, for comparing an agent noun with its act: "hirer", "hiring",
    "hires" and "hired" all give "hir"."""
    w = word.lower()
    for ending in _ENDINGS:
        if w.endswith(ending) and len(w) - len(ending) >= _MIN_STEM:
            w = w[: -len(ending)]
            break
    return w[:-1] if w.endswith("e") and len(w) > _MIN_STEM else w


def _agent_acts(vocab: Vocabulary, topic: str) -> set[str]:
    """The verb stems of the agent nouns the age topic's label names its person by."""
    spec = vocab.topic(topic)
    label = spec.label or "" if spec is not None else ""
    return {
        _verb(w)
        for w in _WORD_RE.findall(label)
        if _AGENT_RE.search(w.lower()) and w.lower() not in _NO_AGENT and len(w) > _MIN_STEM + 1
    }


def predicate_after_age(sentence: str, end: int) -> str:
    """The words right after an age ending at `end` and its bound, to the predicate's end
    (at most a few words): what the person the age qualifies does."""
    bound = _BOUND_RE.match(sentence, end)
    rest = sentence[bound.end() if bound else end :]
    stop = _PREDICATE_END_RE.search(rest)
    rest = rest[: stop.start()] if stop else rest
    return " ".join(_WORD_RE.findall(rest)[:_PREDICATE_WORDS])


def acting_age_topic(vocab: Vocabulary, sentence: str, end: int) -> tuple[str, str] | None:
    """The age topic and the predicate's words when the person an age (ending at `end`)
    qualifies does that topic's own act (see the module docstring), else None."""
    topic = age_topic(vocab)
    if topic is None:
        return None
    predicate = predicate_after_age(sentence, end)
    acts = _agent_acts(vocab, topic)
    said = {_verb(w) for w in _WORD_RE.findall(predicate) if not _AGENT_RE.search(w.lower())}
    if not acts or not acts & said:
        return None
    return topic, predicate
