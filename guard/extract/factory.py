"""Choosing an extractor from the settings: live (behind the SQLite cache, with saved
responses when a live call fails), saved (replay with the local extractor behind it) or
local."""

from __future__ import annotations

from guard.extract.base import Extractor
from guard.extract.cached import (
    CachingExtractor,
    MemoryCache,
    ResponseCache,
    SavedExtractor,
    SavedOnFailure,
)
from guard.extract.local import LocalExtractor
from guard.extract.saved import SavedResponses
from guard.kb.catalogue import Catalogue
from guard.settings import Settings

LIVE_PROMPT_VERSION = "live-29"  # must equal guard.extract.live.PROMPT_VERSION
DEFAULT_MODEL = "claude-haiku-5-5"


def saved_extractor(settings: Settings, catalogue: Catalogue | None = None) -> SavedExtractor:
    return SavedExtractor(
        SavedResponses(settings.ai_cache_dir),
        model=settings.model or DEFAULT_MODEL,
        prompt_version=LIVE_PROMPT_VERSION,
        fallback=LocalExtractor(catalogue),
        catalogue=catalogue,
    )


def make_extractor(
    settings: Settings | None = None,
    cache: ResponseCache | None = None,
    catalogue: Catalogue | None = None,
    *,
    saved_on_failure: bool = True,
) -> tuple[Extractor, Extractor | None]:
    """(extractor, fallback for when the live quota is spent), reading the workspace's
    catalogue (the seed's when none is given): the live model answers in its topics, kinds
    and scopes.

    Live mode follows the seed's chain: cache → live → saved responses on an exact identity
    match → AI unavailable. `saved_on_failure=False` drops the saved step, for a live eval
    that must measure the model and nothing else.
    """
    settings = settings or Settings.from_env()
    if settings.ai_mode == "live":
        from guard.extract.live import LiveExtractor  # builds no client, imports no SDK yet

        live = LiveExtractor(model=settings.model, catalogue=catalogue)
        cached = CachingExtractor(live, cache if cache is not None else MemoryCache())
        fallback = saved_extractor(settings, catalogue)
        if not saved_on_failure:
            return cached, fallback
        return SavedOnFailure(cached, SavedResponses(settings.ai_cache_dir)), fallback
    if settings.ai_mode == "saved":
        return saved_extractor(settings, catalogue), None
    return CachingExtractor(LocalExtractor(catalogue), MemoryCache()), None
