"""A proposal that says what another document says reports that document: it signals nothing.

D11b warns when a proposal contradicts V: someone on the team puts another value forward. But
a colleague who writes "The macro says £25 but a customer just told me …" or "our FAQ says
14 days" puts nothing forward: the document is the subject of the speech verb, and the value
is what that document states. When the workspace holds such a document, on the same topic,
stating that very value, the message adds no value of its own: the document itself is
weighed by every rule with its own standing (in force, flagged outdated, not yet effective),
so an outdated macro quoted in Slack is as excluded as the macro, and a new document quoted
before it takes effect still signals through its own claim. So such a signal is set aside,
and the trace names the document it reports.

The document is named as a subject by its kind ("the macro", "our FAQ", "this policy", "the
help articles": a determiner, up to two describing words, then the kind's own words, as the
catalogue or the built-in kinds spell them), or by its title or ID ("*Refund times* says"),
right before a speech verb of a document ("says", "states", "shows", "reads", "lists", "has",
and their past forms) and, after it, at most "that", "is" or "was" with "it" or a short noun
phrase led by "the" ("the macro says the fee is £9"), and "still", "only" or "just" before
the value. A person as the speaker ("Sam says £25") is reported
speech, read by the extractor (`extract.local.wording`), and a value no document in the
workspace states ("the new T&Cs say £40 from January", with no such document) is still a
proposal: only the document's own value, on its own topic, is set aside.

Pure: claims in, ids out. English grammar words and the workspace's own kinds and titles,
no team's phrases.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.candidates import Assessed, names_source, set_aside
from guard.engine.quotes import normalise_ws
from guard.engine.values import same_value
from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, one_of

_I: Final = re.IGNORECASE
#: The words of a clause before the value: from the last clause stop ("The macro says £25").
_CLAUSE_STOP_RE: Final = re.compile(r"[.;!?…:](?!\d)\s|[()\[\]]|\s[-–—]\s|\b(?:but|and|so)\s")
#: A document's speech verb, what may stand between it and the value, and the value.
_VERB_RE: Final = re.compile(
    r"(?P<subject>\S(?:.*\S)?)\s+"
    r"(?:says?|said|states?|stated|shows?|showed|showing|reads?|lists?|listed|has|had|gives?|gave)"
    r"(?:\s+that)?(?:\s+(?:it|the(?:\s+[^\W\d_][\w'’-]*){1,3})?\s*(?:['’]s|is|was))?"
    r"(?:\s+(?:still|only|just))?\s*[\"“‘']?$",
    _I,
)
#: A determiner before the kind's words: "the", "our", "this" …, then up to two describing
#: words ("the old macro", "our current refunds policy").
_DETERMINER: Final = one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES)


def _clause_before(quote: str, value_text: str) -> str | None:
    """The words of the value's clause before it in `quote`, or None when the value's words
    are not in the quote."""
    text = normalise_ws(quote)
    at = text.find(normalise_ws(value_text)) if value_text.strip() else -1
    if at < 0:
        return None
    before = text[:at]
    stops = [m.end() for m in _CLAUSE_STOP_RE.finditer(before)]
    return before[stops[-1] :] if stops else before


def _names_kind(subject: str, kind: str) -> bool:
    """Whether `subject` is a determiner, up to two describing words and the kind's own words
    (`help_article` as "help article"), in the singular or the plural."""
    words = re.escape(kind.replace("_", " ")).replace(r"\ ", r"\s+")
    rx = rf"(?:^|\s)(?:{_DETERMINER})\s+(?:[^\W\d_][\w'’-]*\s+){{0,2}}?{words}(?:s|es)?$"
    return re.search(rx, subject, _I) is not None


def reported_document(signal: Assessed, on_topic: list[Assessed]) -> str | None:
    """The id of the document among `on_topic` (the assessed claims of the signal's topic)
    that `signal`'s sentence says states its value (see the module docstring), or None."""
    value = signal.value
    if value is None:
        return None
    before = _clause_before(signal.claim.quote, signal.claim.value_text)
    m = _VERB_RE.search(before) if before is not None else None
    if m is None:
        return None
    subject = m.group("subject").strip(" \t\"'“”‘’*_")
    for other in on_topic:
        if other.source.id == signal.source.id or other.value is None:
            continue
        if not same_value(other.value, value):
            continue
        if _names_kind(subject, other.source.kind) or names_source(subject, other.source):
            return other.source.id
    return None


def split_reported(
    signals: list[Assessed], on_topic: list[Assessed]
) -> tuple[list[Assessed], list[tuple[str, str]]]:
    """The signals that still speak, and (source, the document it reports) for those set
    aside."""
    return set_aside(signals, lambda a: reported_document(a, on_topic))
