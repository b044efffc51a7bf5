"""MISPLACED: a source that replaces the draft's support, but whose value was read elsewhere.

A draft claim is SUPPORTED when the in-force sources on its topic agree with it. But when a
newer source explicitly supersedes one of those sources (names it by title or ID: "This
replaces *Refunds* (HC-9)") and the reader put that source's own value on `other` or on
another topic (wording the catalogue's phrases did not foresee, a sentence read on the wrong
subject), the replaced value still governs and a draft using it passes as proof. That is the
shape of an unsafe ALLOW that better reading fixed twice; this rule is the net for the next
wording nobody has seen.

So before an ALLOW stands, the engine looks at every in-force source that applies and
supersedes a source of V's basis while stating no claim on the draft's topic. It is a doubt
only when that source does state a value of the claim's kind, elsewhere, that the draft's
value does not match, and only when what it replaces may be the draft's topic:

- a partial supersession names the part it replaces before the document ("This replaces
  the price in HC-9"): unless that part's words are the topic's own (its `about` phrases'
  or label's content words), the rest of HC-9, the draft's topic with it, carries over; a
  part that says another topic whole ("the service fee") and not this one names that other
  topic, even when a word is shared (a small order fee's "fee");
- a whole document replaced by a source that restates a topic that document states (its
  value read there) is accounted for by that topic: the topics it does not restate carry
  over, and its other values (a threshold in a step, what "doesn't change") are no new
  value of the draft's topic.

A partial supersession whose text gives no value of the kind at all misplaced nothing. The
claim becomes CAUTION, never HOLD: the value was not read on the topic, so it is too weak
to govern or to contradict anyone.

Pure: claims and catalogue in, a list out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from guard.engine.candidates import Assessed, names_in, names_source, supersession_target
from guard.engine.quotes import quote_in
from guard.engine.unplaced import cautioned
from guard.engine.values import within
from guard.kb.catalogue import OTHER, Catalogue, TopicSpec
from guard.kb.keywords import stem
from guard.kb.phrases import FUNCTION_WORDS
from guard.models import ClaimResult, DraftClaim, Source, SourceClaim

#: The part a supersession names before its first document: "the price in", "the
#: reduced-rate period of".
_PART_RE: Final = re.compile(r"^(?P<part>.*?\w.*?)\s+(?:in|of|from)\W*$", re.IGNORECASE | re.DOTALL)
_WORD_RE: Final = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Replacing:
    """What the rule reads: every assessed claim of a source with a supersession sentence,
    and the topics each source gives a value on."""

    claims: tuple[Assessed, ...] = ()
    topics: Mapping[str, frozenset[str]] = field(default_factory=dict)


def replacing(claims: list[tuple[SourceClaim, Source]], assessed: list[Assessed]) -> Replacing:
    """`assessed` (the claims of superseding sources) with each source's topics read."""
    topics: dict[str, set[str]] = {}
    for c, s in claims:
        if c.topic != OTHER and c.value is not None:
            topics.setdefault(s.id, set()).add(c.topic)
    return Replacing(tuple(assessed), {k: frozenset(v) for k, v in topics.items()})


#: No superseding source: the rule has nothing to read.
NO_REPLACING: Final = Replacing()


@dataclass(frozen=True)
class Misplaced:
    """A superseding source's value of the claim's kind read off the claim's topic."""

    superseder: Assessed
    #: The ids of V's basis sources the supersession names.
    replaced: tuple[str, ...]


def _named(s: Assessed, basis: list[Assessed]) -> tuple[tuple[str, ...], str]:
    """The ids of the sources in `basis` that `s`'s supersession sentence names (when the
    sentence is found verbatim in its source, as for D5), and the part it names before its
    first document ("the price in"; "" for a whole document)."""
    sup = s.claim.supersedes
    if sup is None or not quote_in(sup.quote, s.source.body):
        return (), ""
    names = names_in([*basis, s])
    target = supersession_target(sup, names)
    ids = [b.source.id for b in basis if names_source(target, b.source, names) is not None]
    spelt = [re.escape(n.strip()) for n in names if n.strip()]
    found = (re.search(rf"(?<!\w){n}(?!\w)", target, re.I) for n in spelt)
    first = min((m.start() for m in found if m is not None), default=0)
    m = _PART_RE.match(target[:first])
    return tuple(dict.fromkeys(ids)), m.group("part") if m else ""


def _content(text: str) -> set[str]:
    return {
        stem(w) for w in _WORD_RE.findall(text) if len(w) > 2 and w.casefold() not in FUNCTION_WORDS
    }


def _says_whole(words: set[str], spec: TopicSpec) -> bool:
    """Whether `words` hold every content word of one of the topic's phrases or its label."""
    return any((c := _content(p)) and c <= words for p in (spec.label, *spec.about))


def _names_topic(part: str, spec: TopicSpec, cat: Catalogue) -> bool:
    """Whether a supersession's part says the topic in the catalogue's own words: one of its
    words is the topic's, unless the part says another topic whole and this one not ("the
    service fee" shares "fee" with a small order fee, but names the service fee: what it
    replaces is that topic's value, and the rest of the document carries over)."""
    words = _content(part)
    if _says_whole(words, spec):
        return True
    if any(_says_whole(words, o) for o in cat.topics if o.key != spec.key):
        return False
    return bool(words & _content(" ".join([spec.label, *spec.about])))


def _may_replace(
    a: Assessed,
    replaced: tuple[str, ...],
    part: str,
    spec: TopicSpec,
    rep: Replacing,
    cat: Catalogue,
) -> bool:
    """Whether what `a`'s source replaces may be `spec`'s topic (see the module docstring)."""
    if part:
        return _names_topic(part, spec, cat)
    restated = rep.topics.get(a.source.id, frozenset())
    return not any(restated & rep.topics.get(r, frozenset()) for r in replaced)


def misplaced_doubts(
    dc: DraftClaim, basis: list[Assessed], rep: Replacing, cat: Catalogue
) -> list[Misplaced]:
    """The values of `dc`'s kind that an in-force, applicable source superseding a source of
    `basis` states off `dc`'s topic, when that source states nothing on the topic, may
    replace it, and the draft's value does not match the value."""
    spec = cat.topic(dc.topic)
    if spec is None or dc.value is None or not basis:
        return []
    mine = {b.source.id for b in basis}
    on_topic = {a.source.id for a in rep.claims if a.claim.topic == dc.topic}
    out: list[Misplaced] = []
    for a in rep.claims:
        v = a.claim.value
        if a.source.id in mine | on_topic or v is None or v.kind != spec.kind:
            continue
        if a.standing.standing != "CANDIDATE" or a.applicability == "NOT_APPLICABLE":
            continue
        if within(dc.value, v):
            continue
        replaced, part = _named(a, basis)
        if replaced and _may_replace(a, replaced, part, spec, rep, cat):
            out.append(Misplaced(a, replaced))
    return out


def _read(a: Assessed) -> tuple[str, str]:
    """The value's words and the topic it was read on."""
    return a.claim.value_text, a.claim.topic


def misplaced(result: ClaimResult, doubts: list[Misplaced]) -> ClaimResult:
    """`result` (an ALLOW SUPPORTED) as CAUTION SUPERSEDER_UNPLACED, its trace ending with the
    step that names each superseding source and where its value was read; any other result,
    or no doubt, as it was."""
    found = [(d.superseder.source.id, d.replaced, *_read(d.superseder)) for d in doubts]
    return cautioned(result, "MISPLACED", "SUPERSEDER_UNPLACED", found)
