"""Extractors that remember: a cache in front of a real extractor, and a replay of saved
responses with the local extractor behind it.

An unedited source is never sent to the model twice: its identity (text, kind, model,
prompt and schema version, catalogue) finds the earlier answer. Failed extractions are never cached,
and an answer is stored only under the identity of the extractor that produced it.

The cache keeps only what the engine can use. An answer with a quote (or span) that is not
verbatim in its text is fabricated evidence: the engine would reject it on every check, so
caching it would replay one bad answer for good, and no later, honest answer would ever be
asked for. Such an answer is used for this check (the engine rejects the bad claims and says
so) but not stored, and an entry that fails the same validation on read (or no longer parses)
is ignored, so the model is asked again and the fresh answer replaces it.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol, TypeVar

from pydantic import ValidationError

from guard.engine.reading import unusable_draft_spans, unusable_source_quotes
from guard.extract.base import ExtractionError, Extractor
from guard.extract.identity import draft_identity, key_of, reply_identity, source_identity
from guard.kb.catalogue import Catalogue, default_catalogue
from guard.models import AiMode, DraftExtraction, Source, SourceExtraction

T = TypeVar("T")
R = TypeVar("R", SourceExtraction, DraftExtraction)
log = logging.getLogger(__name__)


class ResponseCache(Protocol):
    def get(self, key: str) -> dict | None: ...

    def put(self, key: str, identity: dict, output: dict) -> None: ...


class MemoryCache:
    """A per-process cache: enough for one CLI run, and for tests."""

    def __init__(self) -> None:
        self._data: dict[str, dict] = {}

    def get(self, key: str) -> dict | None:
        return self._data.get(key)

    def put(self, key: str, identity: dict, output: dict) -> None:
        self._data[key] = output


def stamp(extraction: SourceExtraction, source: Source) -> SourceExtraction:
    """Answers are cached by content; give the claims this source's id and version."""
    claims = [
        c.model_copy(
            update={
                "source_id": source.id,
                "source_version": source.signals.version,
                "claim_id": f"{source.id}#{c.claim_id.rsplit('#', 1)[-1]}",
            }
        )
        for c in extraction.claims
    ]
    return extraction.model_copy(update={"source_id": source.id, "claims": claims})


def _dump(obj: SourceExtraction | DraftExtraction) -> dict:
    return obj.model_dump(mode="json", by_alias=True)


def usable_source(output: SourceExtraction, source: Source) -> bool:
    """A successful extraction whose every quote is verbatim in the source: safe to keep."""
    return output.ok and not unusable_source_quotes(output, source.body)


def usable_draft(output: DraftExtraction, text: str) -> bool:
    """A successful extraction whose every span is verbatim in the draft: safe to keep."""
    return output.ok and not unusable_draft_spans(output, text)


def _read_source(hit: dict, source: Source) -> SourceExtraction | None:
    """A stored source answer, or None when it no longer parses or fails quote validation."""
    try:
        got = SourceExtraction.model_validate(hit)
    except ValidationError:
        return None
    return got if usable_source(got, source) else None


def _read_draft(hit: dict, text: str) -> DraftExtraction | None:
    """A stored draft answer, or None when it no longer parses or fails span validation."""
    try:
        got = DraftExtraction.model_validate(hit)
    except ValidationError:
        return None
    return got if usable_draft(got, text) else None


def _read_reply(hit: dict) -> str | None:
    reply = hit.get("reply")
    return reply if isinstance(reply, str) and reply.strip() else None


class CachingExtractor:
    """`inner` behind a cache. Reports the inner extractor's mode, model and prompt.

    Requests for the same identity that arrive while the first is still with the model wait
    for its answer instead of asking again (single flight): a burst of checks on an unedited
    workspace costs one call per source, not one per check.
    """

    def __init__(self, inner: Extractor, cache: ResponseCache) -> None:
        self.inner = inner
        self.cache = cache
        self.mode: AiMode = inner.mode
        self.model = inner.model
        self.prompt_version = inner.prompt_version
        #: The catalogue the inner extractor reads, if any; its hash joins every identity.
        self.catalogue: Catalogue | None = getattr(inner, "catalogue", None)
        self.catalogue_hash = self.catalogue.hash if self.catalogue is not None else None
        self.calls = 0  # extractions that reached the inner extractor
        self._lock = threading.Lock()
        self._inflight: dict[str, Future[Any]] = {}

    def _once(
        self,
        identity: dict,
        produce: Callable[[], T],
        keep: Callable[[T], dict | None],
        read: Callable[[dict], T | None],
        fresh: bool = False,
    ) -> T:
        """The cached value, or the produced value, asked for at most once at a time.

        `read` turns a stored entry back into a value, or None when the entry is unusable:
        then it is ignored (and later overwritten), exactly as if it were missing.
        """
        key = key_of(identity)
        hit = None if fresh else self.cache.get(key)
        if hit is not None:
            value = read(hit)
            if value is not None:
                return value
            log.warning("discarding an unusable cached answer %s…", key[:12])
        with self._lock:
            pending = self._inflight.get(key)
            if pending is None:
                pending = self._inflight[key] = Future()
                self.calls += 1
                leader = True
            else:
                leader = False
        if not leader:
            return pending.result()
        try:
            value = produce()
            out = keep(value)
            if out is not None:
                self.cache.put(key, identity, out)
            pending.set_result(value)
            return value
        except BaseException as e:
            pending.set_exception(e)
            raise
        finally:
            with self._lock:
                self._inflight.pop(key, None)

    def _tag(self, result: R) -> R:
        return (
            result.model_copy(update={"origin": result.origin or self.mode})
            if result.ok
            else result
        )

    def extract_source(self, source: Source, *, fresh: bool = False) -> SourceExtraction:
        """`fresh`: ask the model past any cached answer (a retry of a version that was not
        read: a cached empty answer would be the same silence again); a usable answer
        replaces the cached one."""
        identity = source_identity(
            self.model, self.prompt_version, source.body, source.kind, self.catalogue_hash
        )
        result = self._once(
            identity,
            lambda: self._tag(self.inner.extract_source(source)),
            lambda r: _dump(r) if usable_source(r, source) else None,
            lambda hit: _read_source(hit, source),
            fresh,
        )
        if not result.ok:
            return result.model_copy(update={"source_id": source.id})
        return stamp(result, source)

    def extract_draft(self, text: str) -> DraftExtraction:
        identity = draft_identity(self.model, self.prompt_version, text, self.catalogue_hash)
        return self._once(
            identity,
            lambda: self._tag(self.inner.extract_draft(text)),
            lambda r: _dump(r) if usable_draft(r, text) else None,
            lambda hit: _read_draft(hit, text),
        )

    def write_safe_reply(self, draft: str, value_text: str, quote: str, decision: str) -> str:
        writer = getattr(self.inner, "write_safe_reply", None)
        if writer is None:
            raise ExtractionError(f"{self.model} does not word safe replies")
        identity = reply_identity(
            self.model, self.prompt_version, draft, value_text, quote, decision
        )
        full = getattr(self.inner, "write_safe_reply_with_claims", None)

        def produce() -> str:
            if full is None:
                return writer(draft, value_text, quote, decision)
            text, claims = full(draft, value_text, quote, decision)
            self._remember_reply_claims(text, claims)
            return text

        return self._once(identity, produce, lambda r: {"reply": r}, _read_reply)

    def _remember_reply_claims(self, text: str, ext: DraftExtraction) -> None:
        """The claims the model gave with its reply, kept as that text's draft extraction
        (when every span is verbatim), so the reply's recheck is answered from the cache."""
        if not ext.ok or not usable_draft(ext, text):
            return
        identity = draft_identity(self.model, self.prompt_version, text, self.catalogue_hash)
        self.cache.put(key_of(identity), identity, _dump(self._tag(ext)))


class SavedExtractor:
    """Replays saved model responses on an exact identity match (the identity a live call
    with `model` and `prompt_version` would have); on a miss, the local extractor answers and
    its claims are labelled local, never as the model's.

    `catalogue` is the one the live model read: by default the fallback's, else the seed's
    (a live extractor's default)."""

    mode: AiMode = "saved"

    def __init__(
        self,
        saved: ResponseCache,
        model: str,
        prompt_version: str,
        fallback: Extractor,
        catalogue: Catalogue | None = None,
    ) -> None:
        self.saved = saved
        self.model = model
        self.prompt_version = prompt_version
        self.fallback = fallback
        self.catalogue: Catalogue = (
            catalogue or getattr(fallback, "catalogue", None) or default_catalogue()
        )
        self.catalogue_hash = self.catalogue.hash

    def replay_source(self, source: Source) -> SourceExtraction | None:
        """The saved answer for exactly this source, if there is a usable one."""
        key = key_of(
            source_identity(
                self.model, self.prompt_version, source.body, source.kind, self.catalogue_hash
            )
        )
        hit = self.saved.get(key)
        saved = _read_source(hit, source) if hit is not None else None
        if saved is None:
            return None
        return stamp(saved, source).model_copy(update={"origin": "saved"})

    def replay_draft(self, text: str) -> DraftExtraction | None:
        """The saved answer for exactly this draft, if there is a usable one."""
        identity = draft_identity(self.model, self.prompt_version, text, self.catalogue_hash)
        hit = self.saved.get(key_of(identity))
        saved = _read_draft(hit, text) if hit is not None else None
        return saved.model_copy(update={"origin": "saved"}) if saved is not None else None

    def extract_source(self, source: Source) -> SourceExtraction:
        saved = self.replay_source(source)
        if saved is not None:
            return saved
        return self.fallback.extract_source(source).model_copy(update={"origin": "local"})

    def extract_draft(self, text: str) -> DraftExtraction:
        saved = self.replay_draft(text)
        if saved is not None:
            return saved
        return self.fallback.extract_draft(text).model_copy(update={"origin": "local"})

    def write_safe_reply(self, draft: str, value_text: str, quote: str, decision: str) -> str:
        identity = reply_identity(
            self.model, self.prompt_version, draft, value_text, quote, decision
        )
        hit = self.saved.get(key_of(identity))
        reply = _read_reply(hit) if hit is not None else None
        if reply is None:
            raise ExtractionError("no saved safe reply for this request")
        return reply


class SavedOnFailure:
    """The seed's fallback chain: `primary` (live, behind its cache) first; when a live call
    fails, the saved response for exactly the same request; when there is none, the failure
    stands (an unread source, or AI unavailable for the draft).

    Never the local extractor here: a live failure must not quietly turn into rules-based
    claims. Replayed answers are labelled "saved" so the verdict can say live AI failed.
    """

    def __init__(self, primary: Extractor, saved: ResponseCache) -> None:
        self.primary = primary
        self.mode: AiMode = primary.mode
        self.model = primary.model
        self.prompt_version = primary.prompt_version
        self.catalogue: Catalogue | None = getattr(primary, "catalogue", None)
        # Replays under the identity the live call had: same model, prompt version, catalogue.
        self._replay = SavedExtractor(saved, primary.model, primary.prompt_version, primary)

    def extract_source(self, source: Source, *, fresh: bool = False) -> SourceExtraction:
        got = (
            self.primary.extract_source(source, fresh=True)
            if fresh and isinstance(self.primary, CachingExtractor)
            else self.primary.extract_source(source)
        )
        if got.ok:
            return got
        return self._replay.replay_source(source) or got

    def extract_draft(self, text: str) -> DraftExtraction:
        got = self.primary.extract_draft(text)
        if got.ok:
            return got
        return self._replay.replay_draft(text) or got

    def write_safe_reply(self, draft: str, value_text: str, quote: str, decision: str) -> str:
        writer = getattr(self.primary, "write_safe_reply", None)
        if writer is None:
            raise ExtractionError(f"{self.model} does not word safe replies")
        try:
            return writer(draft, value_text, quote, decision)
        except ExtractionError:
            return self._replay.write_safe_reply(draft, value_text, quote, decision)


class RecordingCache:
    """Writes every fresh live answer to saved responses as well (`answerguard record`)."""

    def __init__(self, primary: ResponseCache, saved: ResponseCache) -> None:
        self.primary = primary
        self.saved = saved

    def get(self, key: str) -> dict | None:
        return None  # recording always asks the model

    def put(self, key: str, identity: dict, output: dict) -> None:
        self.primary.put(key, identity, output)
        self.saved.put(key, identity, output)
