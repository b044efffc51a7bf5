"""`answerguard catalogue check`: what a catalogue author needs to tune answerguard.yaml.

Reads a workspace folder with the local extractor (deterministic, offline: the same reading a
check makes without an API key) and reports five things, each with what to change:

- **shared phrases**: a phrase two topics use, or one topic's phrase that matches another's
  ("refund*" and "refund window"), with each topic's kind. Between topics of one kind the
  same words can send a value to either; between kinds they are harmless for values but
  make `ask` weigh them less.
- **topics without a value**: no source gives the topic a value, so every draft claim on it
  is UNSUPPORTED; its phrases probably miss how the sources say it.
- **values on `other`**: values the sources state that land on no topic, grouped by the
  words nearest to them, each group with a suggested `about` phrase (those words), the
  topics of its kind it could join, and those whose key word its sentences hold (`keywords`):
  where the phrase most likely belongs, so no value falls silently to `other`.
- **ambiguous sentences**: a value whose sentence names two or more topics of its kind; which
  one it goes to depends on the reading, so a `not_about` phrase or a more specific `about`
  phrase should settle it.
- **unread sources**: the sources a check counts unread, from the very function the
  SOURCE_UNREAD cap uses (`engine.unreadset`), so the report never drifts from the check. A
  silent one states value wording ("free of charge", "£25") that no claim and no set-aside
  value explains, often because the sentence names no topic at all ("every tyre check is
  free" beside a topic whose phrases are all "tyre inspection fee"-style compounds); it caps
  drafts of the wording's kinds at CAUTION, so it is worth a phrase. A misread one gave a
  claim its own words contradict (`engine.stated` refused it); it, like a failed reading,
  caps drafts of every kind. Each comes with why, what it caps and what to change.

Pure apart from reading the folder it is given: no database, no model, no clock.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Final

from guard.engine.patterns import kinds_in
from guard.engine.reading import first_unexplained, readable_text
from guard.engine.unreadset import UnreadSource, read_sources
from guard.extract.local import LocalExtractor, read_source_claims
from guard.kb.catalogue import OTHER, VALUE_KINDS, Catalogue, TopicSpec
from guard.kb.keywords import content_words, keyed_topics, stem
from guard.kb.phrasematch import compile_phrases, find_all
from guard.kb.workspace import Workspace
from guard.models import DraftExtraction, Extractions, Source, SourceClaim, SourceExtraction

#: Words that are never a suggested phrase's own: articles, linking verbs, prepositions, and
#: the verbs a value is stated with ("costs", "takes").
_FILLER_WORDS: Final = (
    "a an the of to for on in at by from with and or but is are was be been it its this that "
    "these those our your their you we they us them my can will may must should would could "
    "up within about around only just all any each every per no not than more less least most "
    "over under after before into onto as if so then there here which what who how when while "
    "though although however costs cost takes take get gets got has have had pay pays paid "
    "charge charges charged do does did usually normally typically currently now also still "
    "allowed choose billed aim aims use used need needs needed make makes made give given "
    "receive received send sent"
)
_FILLER: Final = frozenset(_FILLER_WORDS.split(" "))
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'’-]*")
#: How many examples of one group are shown.
EXAMPLES: Final = 3


def _phrases(t: TopicSpec) -> tuple[str, ...]:
    return (*t.about, *(p for _, words in t.choices for p in words))


def _norm(phrase: str) -> str:
    return " ".join(phrase.casefold().lstrip("=").split())


@dataclass
class Shared:
    phrase: str
    #: (topic, kind, that topic's own phrase)
    topics: list[tuple[str, str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        kinds = sorted({k for _, k, _ in self.topics})
        return {
            "phrase": self.phrase,
            "topics": [{"topic": t, "kind": k, "phrase": p} for t, k, p in self.topics],
            "kinds": kinds,
            "sameKind": len(kinds) == 1,
        }


def shared_phrases(cat: Catalogue) -> list[Shared]:
    """Phrases two topics share: the same phrase, or one topic's phrase matching all of
    another topic's phrase. Sorted by phrase."""
    groups: dict[str, Shared] = {}
    owned = [(t, p) for t in cat.topics for p in _phrases(t)]
    for t, p in owned:
        for u, q in owned:
            if u.key == t.key:
                continue
            rx = compile_phrases((p,))
            same = _norm(p) == _norm(q)
            if not same and (rx is None or not rx.fullmatch(q.lstrip("="))):
                continue
            g = groups.setdefault(_norm(p), Shared(_norm(p)))
            for entry in ((t.key, t.kind, p), (u.key, u.kind, q)):
                if entry not in g.topics:
                    g.topics.append(entry)
    for g in groups.values():
        g.topics.sort()
    # one group per set of topics and phrases ("refund*" matching "refund window" and the
    # reverse are one finding)
    seen: set[tuple[tuple[str, str, str], ...]] = set()
    out: list[Shared] = []
    for g in sorted(groups.values(), key=lambda g: g.phrase):
        key = tuple(g.topics)
        if key not in seen:
            seen.add(key)
            out.append(g)
    return out


def nearest_words(quote: str, value_text: str) -> str:
    """The words that name what a value is about: up to three content words right before it
    in its clause ("The delivery fee is £4" → "delivery fee"), else right after it ("£4
    delivery fee" → "delivery fee"); in a table row, the first words of its label ("| Paper
    bill (per bill) | £1.50 |" → "paper bill"). Lower case; "" when there are none."""
    at = quote.find(value_text) if value_text else -1
    if at < 0:
        return ""
    if quote.lstrip().startswith("|"):  # a table row: its label names what its cells give
        cells = [c for c in quote.split("|") if c.strip()]
        order = [(cells[0] if cells else "", False)]
    else:
        before = re.split(r"[.;!?]\s|,\s|;", quote[:at])[-1]
        after = re.split(r"[.;!?](?:\s|$)|,\s|;", quote[at + len(value_text) :])[0]
        order = [(before, True), (after, False)]
    for text, last in order:
        words = [w.casefold().strip("'’-") for w in _WORD.findall(text)]
        run: list[str] = []
        for w in reversed(words) if last else words:
            if w in _FILLER or not w:
                if run:
                    break
                continue
            run.append(w)
            if len(run) == 3:
                break
        if run:
            return " ".join(reversed(run) if last else run)
    return ""


@dataclass
class OffCatalogue:
    words: str
    kind: str
    claims: list[SourceClaim] = field(default_factory=list)

    def to_json(self, cat: Catalogue) -> dict[str, Any]:
        return {
            "words": self.words,
            "kind": self.kind,
            "count": len(self.claims),
            "suggestedAbout": self.words or None,
            "topicsOfKind": sorted(t.key for t in cat.topics if t.kind == self.kind),
            "likelyTopics": list(self.likely(cat)),
            "examples": [
                {"sourceId": c.source_id, "valueText": c.value_text, "quote": c.quote}
                for c in self.claims[:EXAMPLES]
            ],
        }

    def likely(self, cat: Catalogue) -> tuple[str, ...]:
        """The topics of the group's kind whose key word (`keywords`) its values' sentences
        hold: where a new `about` phrase most likely belongs. A hint for the person who
        writes the catalogue, never a reading: a shared word is too weak to put a value on
        a topic by itself."""
        found: set[str] = set()
        for c in self.claims:
            keyed = keyed_topics(cat, self.kind, c.quote)
            if keyed is not None:
                found.update(keyed[1])
        return tuple(sorted(found))


@dataclass(frozen=True)
class Ambiguous:
    claim: SourceClaim
    topics: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        c = self.claim
        return {
            "sourceId": c.source_id,
            "valueText": c.value_text,
            "kind": c.value.kind if c.value else None,
            "quote": c.quote,
            "topics": list(self.topics),
            "readAs": c.topic,
        }


def named_topics(cat: Catalogue, kind: str, text: str) -> tuple[str, ...]:
    """The topics of `kind` whose phrases `text` uses outside their `not_about`, by key."""
    out = []
    for t in cat.topics:
        if t.kind != kind:
            continue
        blocked = find_all(t.not_about, text)
        hits = [
            (s, e)
            for s, e in find_all(_phrases(t), text)
            if not any(bs < e and s < be for bs, be in blocked)
        ]
        if hits:
            out.append(t.key)
    return tuple(sorted(out))


@dataclass(frozen=True)
class Silent:
    """A source that states a value the reader gives no claim (`engine.reading`), with the
    sentence that states it, the words that sentence names its subject with (a suggested
    `about` phrase) and the topics of the wording's kinds that share a content word with it."""

    source_id: str
    title: str
    wording: str
    sentence: str = ""
    suggested: str = ""
    likely: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source_id,
            "title": self.title,
            "wording": self.wording,
            "sentence": self.sentence,
            "suggestedAbout": self.suggested or None,
            "likelyTopics": list(self.likely),
        }


_SENTENCE_END: Final = re.compile(r"[.!?](?=\s|$)|\n")


def _sentence_at(text: str, start: int, end: int) -> str:
    """The sentence (or line) holding text[start:end]."""
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    right = next((m.end() for m in _SENTENCE_END.finditer(text, end)), len(text))
    return " ".join(text[left:right].split())


def sharing_topics(cat: Catalogue, kinds: frozenset[str], sentence: str) -> tuple[str, ...]:
    """Topics of `kinds` one of whose `about` phrases shares a content word with `sentence`.

    Why: a topic whose phrases are all compounds ("tyre inspection fee", "inspection price") names none of
    the sentences that say the thing another way ("every tyre inspection is free"); the word
    they share is the hint of where a new phrase belongs. A hint for the catalogue's author
    only, never a reading: one shared word is too weak to put a value on a topic."""
    words = {stem(w) for w in _WORD.findall(sentence)}
    return tuple(
        sorted(
            t.key
            for t in cat.topics
            if t.kind in kinds and any(content_words(p) & words for p in t.about)
        )
    )


def _silent(ws: Workspace, source: Source, wording: str, ext: SourceExtraction) -> Silent:
    """Where a silent source's unread wording sits, and the words and topics a phrase for it
    could take."""
    m = first_unexplained(source, ext, ws.catalogue)
    if m is None:  # the engine found the wording; the reader view is the same text
        return Silent(source.id, source.title, wording)
    sentence = _sentence_at(readable_text(source.body), m.start, m.end)
    kinds = kinds_in(m.text, ws.catalogue) | ({m.kind} if m.kind else set())
    return Silent(
        source.id,
        source.title,
        wording,
        sentence,
        nearest_words(sentence, wording),
        sharing_topics(ws.catalogue, frozenset(kinds or VALUE_KINDS), sentence),
    )


@dataclass(frozen=True)
class Unread:
    """A source a check counts unread (`engine.unreadset`, the very function the SOURCE_UNREAD
    cap uses): why, the kinds of draft claims it caps at CAUTION (None: every kind) and what
    to change. `silent` holds the sentence and the phrase hints when the reason is a value
    no claim gives."""

    source_id: str
    title: str
    #: "silent" (a value no claim gives), "misread" (a claim its words contradict),
    #: "failed" (the reading failed) or "rejected" (every claim's quote is not in the text)
    reason: str
    #: the refused claim's quote (misread), the unread wording (silent), else the error
    quote: str
    #: what the words say against the claim (misread), else why it is unread, in words
    says: str
    caps: tuple[str, ...] | None
    suggestion: str
    silent: Silent | None = None

    def to_json(self) -> dict[str, Any]:
        x = self.silent
        return {
            "source": self.source_id,
            "title": self.title,
            "reason": self.reason,
            "quote": self.quote,
            "says": self.says,
            "capsKinds": list(self.caps) if self.caps is not None else None,
            "capsEveryKind": self.caps is None,
            "suggestion": self.suggestion,
            "sentence": x.sentence if x else None,
            "suggestedAbout": (x.suggested or None) if x else None,
            "likelyTopics": list(x.likely) if x else [],
        }


def _silent_hint(x: Silent, caps: tuple[str, ...] | None) -> str:
    kinds = " or ".join(caps) if caps else "a"
    on = " or ".join(x.likely) if x.likely else f"the {kinds} topic the sentence is about"
    if x.suggested:
        return f"add about: [{x.suggested}] to {on}, or name that topic in the sentence"
    return f"name {on} in the sentence, or add the words it uses to that topic's about"


_MISREAD_HINT: Final = (
    "reword the sentence so its words state the value plainly (one value, its scope named), "
    "or add a not_about phrase to the topic it should not be read as"
)


def _unread(ws: Workspace, u: UnreadSource, ext: SourceExtraction | None, first: str) -> Unread:
    source = next(s for s in ws.sources if s.id == u.source_id)
    caps = tuple(sorted(u.caps)) if u.caps is not None else None
    if u.wording is not None and ext is not None:
        x = _silent(ws, source, u.wording, ext)
        says = "states a value that no claim gives"
        return Unread(
            source.id, source.title, "silent", u.wording, says, caps, _silent_hint(x, caps), x
        )
    if u.misread is not None:
        return Unread(
            source.id, source.title, "misread", u.quote or "", u.misread, caps, _MISREAD_HINT
        )
    if ext is None or not ext.ok:
        error = (ext.error if ext else None) or "no reading"
        hint = f"see `answerguard sources claims {source.id}`; its reading failed"
        return Unread(source.id, source.title, "failed", error, "the reading failed", caps, hint)
    says = "every claim it gave quotes words that are not in its text"
    hint = f"see `answerguard sources claims {source.id}`"
    return Unread(source.id, source.title, "rejected", first, says, caps, hint)


def unread_sources(ws: Workspace) -> list[Unread]:
    """The sources a check would count unread, read with the local extractor (as a check
    without an API key reads them), each with why, what it caps and what to change."""
    ex = LocalExtractor(ws.catalogue)
    exts = [ex.extract_source(s) for s in ws.sources]
    reading = read_sources(
        Extractions(draft=DraftExtraction(text=""), sources=exts), ws.sources, ws.catalogue
    )
    by_id = {e.source_id: e for e in exts}
    first = {}
    for r in reversed(reading.checked.rejected):
        first[r.source_id] = r.snippet
    return [
        _unread(ws, u, by_id.get(u.source_id), first.get(u.source_id, "")) for u in reading.unread
    ]


@dataclass
class Report:
    workspace: str
    topics: list[dict[str, Any]]
    shared: list[Shared]
    without_values: list[TopicSpec]
    off_catalogue: list[OffCatalogue]
    ambiguous: list[Ambiguous]
    catalogue: Catalogue
    unread: list[Unread] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "workspace": self.workspace,
            "topics": self.topics,
            "sharedPhrases": [s.to_json() for s in self.shared],
            "topicsWithoutValues": [
                {"topic": t.key, "label": t.label, "kind": t.kind} for t in self.without_values
            ],
            "outsideCatalogue": [o.to_json(self.catalogue) for o in self.off_catalogue],
            "ambiguous": [a.to_json() for a in self.ambiguous],
            "unreadSources": [u.to_json() for u in self.unread],
        }


def _valued_claims(ws: Workspace) -> list[SourceClaim]:
    return [
        c for s in ws.sources for c, _ in read_source_claims(s, ws.catalogue) if c.value is not None
    ]


def _off_catalogue(claims: list[SourceClaim]) -> list[OffCatalogue]:
    """Values on `other` grouped by kind and nearest words; a group whose words end with a
    shorter group's words joins it ("standard delivery fee" is a "delivery fee"), so the
    suggested phrase is the words they share."""
    groups: dict[tuple[str, str], OffCatalogue] = {}
    for c in claims:
        kind = c.value.kind if c.value else "duration"
        words = nearest_words(c.quote, c.value_text)
        groups.setdefault((kind, words), OffCatalogue(words, kind)).claims.append(c)
    out: list[OffCatalogue] = []
    for key in sorted(groups, key=lambda k: (len(k[1].split()), k)):
        g = groups[key]
        into = next(
            (o for o in out if o.kind == g.kind and o.words and g.words.endswith(f" {o.words}")),
            None,
        )
        if into is None:
            out.append(g)
        else:
            into.claims.extend(g.claims)
    return out


def check_catalogue(ws: Workspace) -> Report:
    """The five findings for a loaded workspace (every source, whoever may see it: the
    catalogue is read the same way for every reader)."""
    cat = ws.catalogue
    claims = _valued_claims(ws)
    per_topic: dict[str, list[SourceClaim]] = defaultdict(list)
    for c in claims:
        per_topic[c.topic].append(c)
    topics = [
        {
            "topic": t.key,
            "label": t.label,
            "kind": t.kind,
            "values": len(per_topic[t.key]),
            "sources": len({c.source_id for c in per_topic[t.key]}),
        }
        for t in sorted(cat.topics, key=lambda t: t.key)
    ]
    off = sorted(_off_catalogue(per_topic[OTHER]), key=lambda g: (-len(g.claims), g.kind, g.words))
    ambiguous = []
    seen: set[tuple[str, str, str]] = set()
    for c in claims:
        assert c.value is not None
        named = named_topics(cat, c.value.kind, c.quote)
        key = (c.source_id, c.quote, c.value_text)
        if len(named) >= 2 and key not in seen:
            seen.add(key)
            ambiguous.append(Ambiguous(c, named))
    return Report(
        workspace=ws.name,
        topics=topics,
        shared=shared_phrases(cat),
        without_values=[t for t in sorted(cat.topics, key=lambda t: t.key) if not per_topic[t.key]],
        off_catalogue=off,
        ambiguous=ambiguous,
        catalogue=cat,
        unread=unread_sources(ws),
    )
