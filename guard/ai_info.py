"""Who produced a check's claims, told truthfully (`AiInfo`): the mode, the model, and a
notice in words an agent reads when something stood in for live AI. Shared by the check
service and `ask` (guard/crosscheck/conflicts.py); apart from guard/check.py to keep that module small.
"""

from __future__ import annotations

from guard.extract.base import Extractor
from guard.extract.local import LocalExtractor
from guard.models import AiInfo, AiMode, DraftExtraction, SourceExtraction

#: What a saved-mode check says when no saved answer matched its draft.
SAVED_MISS_NOTICE = "No saved answer for this draft: read by the local extractor"


def ai_info(
    ex: Extractor,
    draft: DraftExtraction,
    sources: list[SourceExtraction],
    latency_ms: int,
    notice: str | None,
) -> AiInfo:
    """Report truthfully who produced the claims: a saved-response replay that fell back to
    the local extractor says so.

    The notice is shown on the verdict itself (Slack and the CLI banner), so it says in words
    an agent reads what stood in for live AI (issue 12, item 6): "Live AI paused (limit
    reached): local extractor used", "Live AI failed: saved responses used for DOC-103",
    "Could not read DOC-103".
    """
    if not draft.ok:
        mode: AiMode = "unavailable"
    else:
        mode = draft.origin or ex.mode

    def origin(e: DraftExtraction | SourceExtraction) -> str:
        return e.origin or ex.mode

    notes: list[str] = []
    every: list[DraftExtraction | SourceExtraction] = [draft, *sources]
    read = [e for e in every if e.ok]
    if notice:  # live AI was paused by the quota: name what stood in for it
        stand_ins = [
            name
            for o, name in (("saved", "saved responses"), ("local", "local extractor"))
            if any(origin(e) == o for e in read)
        ]
        notes.append(f"{notice}: {' and '.join(stand_ins)} used" if stand_ins else notice)
    elif ex.mode == "saved" and draft.ok and origin(draft) == "local":
        notes.append(SAVED_MISS_NOTICE)  # saved mode quietly reading locally is a lie
    elif ex.mode == "live":  # a live call failed and a saved response stood in for it
        replayed = ["the draft"] if draft.ok and origin(draft) == "saved" else []
        replayed += [s.source_id for s in sources if s.ok and origin(s) == "saved"]
        if replayed:
            notes.append(f"Live AI failed: saved responses used for {', '.join(replayed)}")
    local = sum(1 for s in sources if s.ok and origin(s) == "local")
    if local and mode != "local":
        notes.append(f"{local} of {len(sources)} sources read by the local extractor")
    if not draft.ok:
        notes.append(f"Could not read the draft ({draft.error})")
    failed = [s.source_id for s in sources if not s.ok]
    if failed:
        notes.append(f"Could not read {', '.join(failed)}")
    # Saved responses are the model's own recorded answers, so they keep the model's name;
    # only claims the local extractor produced are labelled with the local rules.
    local_run = mode == "local"
    return AiInfo(
        mode=mode,
        model=LocalExtractor.model if local_run else ex.model,
        latency_ms=latency_ms,
        prompt_version=LocalExtractor.prompt_version if local_run else ex.prompt_version,
        notice="; ".join(notes) or None,
    )
